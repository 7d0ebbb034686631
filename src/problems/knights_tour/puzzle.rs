//! The knight's tour as the user meets it: the board's side, the start square and the
//! move order, each checked once here.

use std::ops::RangeInclusive;

use super::presets::{PRESETS, TourSpec};
use super::{KnightsTourBoard, KnightsTourError, MAX_SIDE, MoveOrder, Square};
use crate::engine::StopAfter;
use crate::problems::puzzle::parse_size;
use crate::problems::{Custom, Given, Input, InputError, InputKind, Preset, Puzzle, Takes};

/// The sides the fixed order is offered for: on 8×8 it finds its first tour from a corner
/// after some 8 million placements, on 9×9 none in the first 500 million.
pub const FIXED_SIDES: RangeInclusive<usize> = 5..=8;

/// The sides Warnsdorff's order is offered for: it finds a tour of these at once.
pub const WARNSDORFF_SIDES: RangeInclusive<usize> = 5..=MAX_SIDE;

/// The sides offered for boards searched in `order`.
pub fn sides(order: MoveOrder) -> RangeInclusive<usize> {
    match order {
        MoveOrder::Fixed => FIXED_SIDES,
        MoveOrder::Warnsdorff => WARNSDORFF_SIDES,
    }
}

impl Puzzle for KnightsTourBoard {
    type Spec = TourSpec;

    const NAME: &'static str = "knights-tour";
    const TITLE: &'static str = "problem-knights-tour";
    const ABOUT: &'static str = "A knight visits every square of an N×N board once \
                                 (N from 5 to 8, to 12 with Warnsdorff's rule).";
    const STOP: StopAfter = StopAfter::First;
    const COMPARE: Option<&'static str> = Some(
        "A knight's tour (as for `play`) in each move order, the fixed order and \
         Warnsdorff's rule: the boards side by side in the app, or with --count one line per \
         order, `order placements removals solutions max_depth elapsed_ms`",
    );
    const TAKES: &'static [Takes] = &[
        Takes {
            name: "n",
            value_name: "N",
            help: "The board side, from 5 to 8 (to 12 with --order warnsdorff)",
            kind: InputKind::Size,
        },
        Takes {
            name: "start",
            value_name: "SQUARE",
            help: "The start square as on a chessboard, file then rank, such as c3 \
                   [default: a1, a corner]",
            kind: InputKind::Optional,
        },
        Takes {
            name: "order",
            value_name: "ORDER",
            help: "The order the knight's moves are tried in [default: fixed]",
            kind: InputKind::Choice(MoveOrder::CHOICES),
        },
    ];

    fn presets() -> &'static [Preset<TourSpec>] {
        &PRESETS
    }

    fn from_spec(spec: &TourSpec) -> Result<Self, InputError> {
        Ok(KnightsTourBoard::new(spec.n, spec.start, spec.order)?)
    }

    fn custom() -> Option<Custom> {
        Some(Custom {
            title: "custom-knights-tour",
            description: "custom-knights-tour-about",
            sizes: FIXED_SIDES,
            default: 5,
        })
    }

    /// The board of side `n` from the corner `a1`, in the fixed order.
    fn sized(n: usize) -> Option<Self> {
        FIXED_SIDES
            .contains(&n)
            .then(|| KnightsTourBoard::new(n, Square::CORNER, MoveOrder::Fixed).ok())
            .flatten()
    }

    fn load(given: &Given, _stdin: bool) -> Result<Input<Self>, InputError> {
        let order = match given.text("order") {
            Some(text) => {
                MoveOrder::from_name(text.trim()).ok_or(KnightsTourError::Order { text })?
            }
            None => MoveOrder::default(),
        };
        let text = given.text("n").unwrap_or_default();
        let n = parse_size(&text, Self::NAME, &sides(order))?;
        let start = match given.text("start") {
            Some(text) => Square::parse(&text, n).ok_or(KnightsTourError::Start { text, n })?,
            None => Square::CORNER,
        };
        let board = KnightsTourBoard::new(n, start, order)
            .expect("BUG: a side and start checked above are refused");
        Ok(Input::one(Self::NAME, None, board))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Event, Search};
    use crate::problems::Notation;

    fn load(given: Given) -> Result<KnightsTourBoard, String> {
        KnightsTourBoard::load(&given, false)
            .and_then(|input| input.single("test"))
            .map_err(|error| error.to_string())
    }

    #[test]
    fn the_side_start_and_order_are_read() {
        let board = load(Given::new().with("n", ["6"])).expect("a board");
        assert_eq!(
            (board.size(), board.start(), board.order()),
            (6, Square::CORNER, MoveOrder::Fixed)
        );
        let given = Given::new()
            .with("n", ["12"])
            .with("start", ["L12"])
            .with("order", ["warnsdorff"]);
        let board = load(given).expect("a board");
        assert_eq!(board.start().to_string(), "l12");
        assert_eq!(board.order(), MoveOrder::Warnsdorff);
        assert_eq!(KnightsTourBoard::sized(8).map(|b| b.size()), Some(8));
        assert!(KnightsTourBoard::sized(9).is_none() && KnightsTourBoard::sized(4).is_none());
    }

    #[test]
    fn sides_out_of_range_get_the_size_error() {
        for bad in ["4", "9", "12", "eight", ""] {
            assert_eq!(
                load(Given::new().with("n", [bad])),
                Err(format!(
                    "knights-tour: N must be a whole number from 5 to 8, got '{bad}'"
                ))
            );
        }
        let warnsdorff = |n: &str| Given::new().with("n", [n]).with("order", ["warnsdorff"]);
        assert!(load(warnsdorff("12")).is_ok());
        assert_eq!(
            load(warnsdorff("13")),
            Err("knights-tour: N must be a whole number from 5 to 12, got '13'".into())
        );
    }

    #[test]
    fn a_start_off_the_board_or_an_unknown_order_is_refused_by_name() {
        for bad in ["f1", "a6", "c0", "3,3", "knight"] {
            let given = Given::new().with("n", ["5"]).with("start", [bad]);
            assert_eq!(
                load(given),
                Err(format!(
                    "knights-tour: no square '{bad}' on a 5×5 board: give a file from a to e \
                     and a rank from 1 to 5, such as a1"
                ))
            );
        }
        let given = Given::new().with("n", ["5"]).with("order", ["mrv"]);
        assert_eq!(
            load(given),
            Err("knights-tour: no move order 'mrv' (fixed or warnsdorff)".into())
        );
        let error =
            KnightsTourBoard::load(&Given::new().with("n", ["5"]).with("start", ["z9"]), false)
                .expect_err("off the board");
        let InputError::Problem(error) = error else {
            panic!("a fault of the knight's tour: {error}");
        };
        assert!(matches!(
            error.downcast_ref::<KnightsTourError>(),
            Some(KnightsTourError::Start { n: 5, .. })
        ));
    }

    #[test]
    fn every_order_choice_is_one_load_takes() {
        let takes = KnightsTourBoard::TAKES.iter().find(|t| t.name == "order");
        let Some(Takes {
            kind: InputKind::Choice(choices),
            ..
        }) = takes
        else {
            panic!("the order is a choice");
        };
        for choice in *choices {
            let given = Given::new().with("n", ["5"]).with("order", [choice.name]);
            assert!(load(given).is_ok(), "{}", choice.name);
        }
    }

    #[test]
    fn every_preset_opens_and_finds_what_its_description_says() {
        // Name, tours found where the preset stops, and placements on the way.
        let expected: [(&str, u64, u64); 5] = [
            ("knight-5x5", 304, 1_735_078),
            ("knight-c3", 64, 641_576),
            ("knight-b1", 0, 1_829_420),
            ("knight-6x6", 1, 248_168),
            ("warnsdorff", 1, 63),
        ];
        let presets = KnightsTourBoard::presets();
        assert_eq!(presets.len(), expected.len());
        for (preset, (name, tours, placements)) in presets.iter().zip(expected) {
            assert_eq!(preset.name, name);
            assert_eq!(preset.title, format!("preset-{name}"));
            assert_eq!(preset.description, format!("preset-{name}-about"));
            let board = KnightsTourBoard::from_spec(&preset.spec).expect("a board");
            let mut search = Search::new(board, preset.stop);
            search.by_ref().for_each(drop);
            assert_eq!(search.counters().solutions, tours, "{name}");
            assert_eq!(search.counters().placements, placements, "{name}");
        }
    }

    #[test]
    fn the_fixed_order_takes_millions_of_placements_where_warnsdorff_takes_63() {
        let board = PRESETS[4].spec.board().reordered(MoveOrder::Fixed);
        let mut search = Search::new(board, StopAfter::First);
        search.by_ref().for_each(drop);
        assert_eq!(search.counters().solutions, 1);
        assert_eq!(search.counters().placements, 8_250_732);
    }

    #[test]
    fn warnsdorff_walks_the_chessboard_without_a_step_back() {
        let spec = &PRESETS[4].spec;
        let mut search = Search::new(spec.board(), StopAfter::First);
        let removes = search
            .by_ref()
            .filter(|e| matches!(e, Event::Remove { .. }))
            .count();
        assert_eq!(removes, 0);
        assert_eq!(search.counters().placements, 63);
        let board = search.problem();
        assert!(board.is_complete());
        assert_eq!(board.line().split(' ').count(), 64);
    }
}
