//! Graph colouring as the user meets it: a map file or a preset, the count of colours and
//! the region order, each checked once here.

use std::path::Path;
use std::sync::Arc;

use super::presets::{MapPreset, PRESETS};
use super::{ColourMap, ColouringBoard, ColouringError, MAX_COLOURS, RegionOrder};
use crate::engine::StopAfter;
use crate::problems::capped::{MEBIBYTE, TextFault, read_text};
use crate::problems::{Choice, Given, Input, InputError, InputKind, Preset, Puzzle, Takes, Title};

/// The most bytes a map file may hold, read whole before it is parsed: a larger one, or an
/// endless stream such as `/dev/zero`, is refused once that many are read. A map of the
/// most regions, each with a long name and a dozen borders, is well under it.
pub const MAX_MAP_BYTES: u64 = MEBIBYTE;

/// The colour counts `--colours` offers, one a value so that a count out of range is
/// refused by name before a map is read.
const COLOUR_COUNTS: &[Choice] = &[
    Choice {
        name: "1",
        help: "red",
    },
    Choice {
        name: "2",
        help: "red, green",
    },
    Choice {
        name: "3",
        help: "red, green, blue",
    },
    Choice {
        name: "4",
        help: "… and yellow",
    },
    Choice {
        name: "5",
        help: "… and orange",
    },
    Choice {
        name: "6",
        help: "… and purple",
    },
    Choice {
        name: "7",
        help: "… and cyan",
    },
    Choice {
        name: "8",
        help: "… and magenta",
    },
];

/// The region orders `--order` offers.
const ORDERS: &[Choice] = &[
    Choice {
        name: "file",
        help: "the first uncoloured region in the file's order",
    },
    Choice {
        name: "mrv",
        help: "the region with the fewest colours left, then the most uncoloured neighbours",
    },
    Choice {
        name: "dsatur",
        help: "the same as mrv, by the name graph colouring gives it (DSatur)",
    },
];

/// The presets of [`PRESETS`] as the registry lists them: each searched for every
/// colouring, in file order.
static PUZZLE_PRESETS: [Preset<&MapPreset>; 5] = {
    const fn listed(preset: &'static MapPreset) -> Preset<&'static MapPreset> {
        Preset {
            name: preset.name,
            title: preset.title,
            description: preset.description,
            stop: StopAfter::Exhaustion,
            spec: preset,
        }
    }
    [
        listed(&PRESETS[0]),
        listed(&PRESETS[1]),
        listed(&PRESETS[2]),
        listed(&PRESETS[3]),
        listed(&PRESETS[4]),
    ]
};

impl Puzzle for ColouringBoard {
    type Spec = &'static MapPreset;

    const NAME: &'static str = "graph-colouring";
    const TITLE: &'static str = "problem-graph-colouring";
    const ABOUT: &'static str =
        "Colour a map's regions with M colours (1 to 8), no two neighbours alike.";
    const COMPARE: Option<&'static str> = Some(
        "A map (as for `play`) in each region order: the graphs side by side in the app, or \
         with --count one line per order, `order placements removals solutions max_depth \
         elapsed_ms`",
    );
    const TAKES: &'static [Takes] = &[
        Takes {
            name: "file",
            value_name: "FILE",
            help: "A map file (see docs/reference.md, \"Map files\"), or `-` for standard input",
            kind: InputKind::File,
        },
        Takes {
            name: "preset",
            value_name: "NAME",
            help: "A built-in map (see `backtrack presets`)",
            kind: InputKind::Preset,
        },
        Takes {
            name: "colours",
            value_name: "M",
            help: "How many colours [default: the map's `colours` line, or the preset's]",
            kind: InputKind::Choice(COLOUR_COUNTS),
        },
        Takes {
            name: "order",
            value_name: "ORDER",
            help: "Which region to colour next [default: file]",
            kind: InputKind::Choice(ORDERS),
        },
    ];

    fn presets() -> &'static [Preset<&'static MapPreset>] {
        &PUZZLE_PRESETS
    }

    fn from_spec(spec: &&'static MapPreset) -> Result<Self, InputError> {
        Ok(spec.board(RegionOrder::File))
    }

    fn load(given: &Given, stdin: bool) -> Result<Input<Self>, InputError> {
        let order = match given.text("order") {
            Some(text) => RegionOrder::from_name(&text).ok_or(ColouringError::Order { text })?,
            None => RegionOrder::File,
        };
        let colours = match given.text("colours") {
            Some(text) => Some(
                text.trim()
                    .parse::<usize>()
                    .ok()
                    .filter(|m| (1..=MAX_COLOURS).contains(m))
                    .ok_or(ColouringError::Colours { text })?,
            ),
            None => None,
        };
        let (source, title, map, stop) = match (given.text("preset"), given.path("file")) {
            (Some(name), _) => {
                let preset = MapPreset::named(&name)
                    .ok_or_else(|| InputError::UnknownPreset(name.clone()))?;
                let map = preset.map();
                (
                    format!("preset {name}"),
                    Some(Title::Preset(preset.title)),
                    map,
                    Some(StopAfter::Exhaustion),
                )
            }
            (None, Some(path)) => {
                let (source, text) = read_map(&path, stdin)?;
                let map = parse_map(&source, &text)?;
                let title = (source != "<stdin>").then(|| Title::File(source.clone()));
                (source, title, map, None)
            }
            (None, None) => {
                return Err(InputError::Missing {
                    problem: Self::NAME,
                });
            }
        };
        let preset_colours = given
            .text("preset")
            .and_then(|name| MapPreset::named(&name))
            .map(|preset| preset.colours);
        let colours = colours
            .or(map.default_colours())
            .or(preset_colours)
            .ok_or_else(|| ColouringError::NoColours {
                source: source.clone(),
            })?;
        let board = ColouringBoard::new(Arc::new(map), colours, order)
            .expect("BUG: a colours count checked above is refused");
        Ok(Input::one(&source, title, board).stopping(stop))
    }
}

impl ColouringBoard {
    /// The map `text`, named `source` in messages, coloured with its own `colours` line
    /// in file order: a map whose bytes were read by other means than
    /// [`Puzzle::load`], such as a file of a folder of puzzles.
    pub fn from_map_text(source: &str, text: &str) -> Result<ColouringBoard, ColouringError> {
        let map = parse_map(source, text)?;
        let colours = map
            .default_colours()
            .ok_or_else(|| ColouringError::NoColours {
                source: source.to_owned(),
            })?;
        Ok(
            ColouringBoard::new(Arc::new(map), colours, RegionOrder::File)
                .expect("BUG: a map's own colours line is refused"),
        )
    }
}

/// The map `text`, its faults told as `source`'s.
fn parse_map(source: &str, text: &str) -> Result<ColourMap, ColouringError> {
    ColourMap::parse(text).map_err(|error| ColouringError::Map {
        source: source.to_owned(),
        error,
    })
}

/// The text of the map at `path` (`-`: standard input, when `stdin` allows) and how
/// messages name it.
fn read_map(path: &Path, stdin: bool) -> Result<(String, String), InputError> {
    match read_text(path, stdin, MAX_MAP_BYTES, "map") {
        (source, Ok(text)) => Ok((source, text)),
        (_, Err(TextFault::StdinTaken)) => Err(InputError::StdinTaken),
        (source, Err(TextFault::Unreadable(reason))) => {
            Err(ColouringError::Unreadable { source, reason }.into())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Search;

    fn count(given: Given) -> u64 {
        let board = ColouringBoard::load(&given, false)
            .expect("a map")
            .single("test")
            .expect("one board");
        let mut search = Search::new(board, StopAfter::Exhaustion);
        search.by_ref().for_each(drop);
        search.counters().solutions
    }

    #[test]
    fn presets_count_their_colourings_in_either_order() {
        for (name, expected) in [
            ("australia", 18),
            ("china", 12),
            ("petersen", 120),
            ("wheel", 120),
            ("groetzsch", 0),
        ] {
            for order in ["file", "mrv"] {
                let given = Given::new().with("preset", [name]).with("order", [order]);
                assert_eq!(count(given), expected, "{name} {order}");
            }
        }
        // The wheel in three colours: its odd rim and hub need four.
        let three = Given::new()
            .with("preset", ["wheel"])
            .with("colours", ["3"]);
        assert_eq!(count(three), 0);
    }

    #[test]
    fn bad_counts_and_orders_are_refused_by_name() {
        for bad in ["0", "9", "three"] {
            let given = Given::new()
                .with("preset", ["wheel"])
                .with("colours", [bad]);
            let error = ColouringBoard::load(&given, false).unwrap_err().to_string();
            assert_eq!(
                error,
                format!(
                    "graph-colouring: the colours must be a whole number from 1 to 8, got '{bad}'"
                )
            );
        }
        let given = Given::new()
            .with("preset", ["wheel"])
            .with("order", ["row"]);
        let error = ColouringBoard::load(&given, false).unwrap_err().to_string();
        assert_eq!(
            error,
            "graph-colouring: no region order 'row' (file or mrv)"
        );
        let missing = ColouringBoard::load(&Given::new(), false).unwrap_err();
        assert_eq!(
            missing,
            InputError::Missing {
                problem: "graph-colouring"
            }
        );
    }

    #[test]
    fn every_choice_is_a_count_or_order_load_takes() {
        for (count, choice) in (1..).zip(COLOUR_COUNTS) {
            assert_eq!(choice.name, count.to_string());
        }
        assert_eq!(COLOUR_COUNTS.len(), MAX_COLOURS);
        let names: Vec<&str> = ORDERS.iter().map(|c| c.name).collect();
        let all: Vec<&str> = RegionOrder::ALL.iter().map(|o| o.name()).collect();
        assert_eq!(names[..all.len()], all, "every order, then its other names");
        for name in names {
            assert!(RegionOrder::from_name(name).is_some(), "{name}");
        }
    }
}
