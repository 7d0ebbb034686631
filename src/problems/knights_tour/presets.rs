//! The tours built into the binary, each named for `--preset NAME`.

use super::{KnightsTourBoard, MoveOrder, Square};
use crate::engine::StopAfter;
use crate::problems::Preset;

/// What a preset's board is made of: its side, its start square and its move order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TourSpec {
    /// The side of the board.
    pub n: usize,
    /// The square the knight starts on.
    pub start: Square,
    /// The order its moves are tried in.
    pub order: MoveOrder,
}

impl TourSpec {
    /// The board of the spec, the tour not begun.
    ///
    /// # Panics
    ///
    /// Never for a preset of [`PRESETS`]: a test opens each of them.
    pub fn board(&self) -> KnightsTourBoard {
        KnightsTourBoard::new(self.n, self.start, self.order)
            .expect("BUG: a built-in tour's side or start is refused")
    }
}

/// The square of `row` and `col` (from 0), for a preset.
const fn square(row: usize, col: usize) -> Square {
    match Square::new(row, col) {
        Some(square) => square,
        None => panic!("BUG: a built-in start square past the largest board"),
    }
}

/// A preset of a board of side `n` from `start` in `order`, stopping as `stop` says.
const fn preset(
    name: &'static str,
    title: &'static str,
    description: &'static str,
    stop: StopAfter,
    spec: TourSpec,
) -> Preset<TourSpec> {
    Preset {
        name,
        title,
        description,
        stop,
        spec,
    }
}

/// Every built-in tour, in the order a menu lists them: the small board whose tours can
/// all be counted, from a corner, from the centre and from a square with none; then a
/// larger board in the fixed order, and the chessboard in Warnsdorff's.
pub const PRESETS: [Preset<TourSpec>; 5] = [
    preset(
        "knight-5x5",
        "preset-knight-5x5",
        "preset-knight-5x5-about",
        StopAfter::Exhaustion,
        TourSpec {
            n: 5,
            start: Square::CORNER,
            order: MoveOrder::Fixed,
        },
    ),
    preset(
        "knight-c3",
        "preset-knight-c3",
        "preset-knight-c3-about",
        StopAfter::Exhaustion,
        TourSpec {
            n: 5,
            start: square(2, 2),
            order: MoveOrder::Fixed,
        },
    ),
    preset(
        "knight-b1",
        "preset-knight-b1",
        "preset-knight-b1-about",
        StopAfter::Exhaustion,
        TourSpec {
            n: 5,
            start: square(0, 1),
            order: MoveOrder::Fixed,
        },
    ),
    preset(
        "knight-6x6",
        "preset-knight-6x6",
        "preset-knight-6x6-about",
        StopAfter::First,
        TourSpec {
            n: 6,
            start: Square::CORNER,
            order: MoveOrder::Fixed,
        },
    ),
    preset(
        "warnsdorff",
        "preset-warnsdorff",
        "preset-warnsdorff-about",
        StopAfter::First,
        TourSpec {
            n: 8,
            start: Square::CORNER,
            order: MoveOrder::Warnsdorff,
        },
    ),
];
