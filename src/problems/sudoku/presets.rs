//! The tutorials' sudoku puzzles, built into the binary from `assets/`.
//!
//! Each preset is a grid file under `assets/` whose header says where it comes from; two
//! of them were made by [`unique_puzzle`](super::generate::unique_puzzle), and [`RECIPES`]
//! records how, so a test can make them again.

use crate::engine::StopAfter;
use crate::problems::Preset;

use super::CellOrder;

/// What a sudoku preset holds: the text of a puzzle file and the cell order it is meant to
/// be watched in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SudokuSpec {
    /// The puzzle, as a puzzle file holds it (grid or one-line form).
    pub text: &'static str,
    /// The order it opens in: MRV for the puzzle made to show the solution-space tutorial's
    /// order, row order (the lesson's and LeetCode 37's) for the others.
    pub order: CellOrder,
}

/// How a generated sudoku preset was made: the arguments that give it back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recipe {
    /// The preset's name.
    pub name: &'static str,
    /// The side of the sudoku.
    pub side: usize,
    /// The random seed.
    pub seed: u64,
    /// The floor on givens (0 for none).
    pub min_givens: usize,
}

/// The generated sudoku presets and the generator arguments behind each.
pub const RECIPES: &[Recipe] = &[
    Recipe {
        name: "6x6",
        side: 6,
        seed: 2,
        min_givens: 0,
    },
    Recipe {
        name: "16x16",
        side: 16,
        seed: 14,
        min_givens: 130,
    },
];

/// Every sudoku preset, from small to large.
pub const PRESETS: &[Preset<SudokuSpec>] = &[
    Preset {
        name: "4x4-a1",
        title: "preset-4x4-a1",
        description: "preset-4x4-a1-about",
        stop: StopAfter::Exhaustion,
        spec: SudokuSpec {
            text: include_str!("../../../assets/4x4-a1.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "4x4-a2",
        title: "preset-4x4-a2",
        description: "preset-4x4-a2-about",
        stop: StopAfter::Exhaustion,
        spec: SudokuSpec {
            text: include_str!("../../../assets/4x4-a2.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "4x4-a3",
        title: "preset-4x4-a3",
        description: "preset-4x4-a3-about",
        stop: StopAfter::Exhaustion,
        spec: SudokuSpec {
            text: include_str!("../../../assets/4x4-a3.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "4x4-a4",
        title: "preset-4x4-a4",
        description: "preset-4x4-a4-about",
        stop: StopAfter::Exhaustion,
        spec: SudokuSpec {
            text: include_str!("../../../assets/4x4-a4.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "4x4-a5",
        title: "preset-4x4-a5",
        description: "preset-4x4-a5-about",
        stop: StopAfter::Exhaustion,
        spec: SudokuSpec {
            text: include_str!("../../../assets/4x4-a5.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "4x4-a6",
        title: "preset-4x4-a6",
        description: "preset-4x4-a6-about",
        stop: StopAfter::Exhaustion,
        spec: SudokuSpec {
            text: include_str!("../../../assets/4x4-a6.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "6x6",
        title: "preset-6x6",
        description: "preset-6x6-about",
        stop: StopAfter::First,
        spec: SudokuSpec {
            text: include_str!("../../../assets/6x6.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "9x9-a1",
        title: "preset-9x9-a1",
        description: "preset-9x9-a1-about",
        stop: StopAfter::First,
        spec: SudokuSpec {
            text: include_str!("../../../assets/9x9-a1.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "9x9-a2",
        title: "preset-9x9-a2",
        description: "preset-9x9-a2-about",
        stop: StopAfter::First,
        spec: SudokuSpec {
            text: include_str!("../../../assets/9x9-a2.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "9x9-a3",
        title: "preset-9x9-a3",
        description: "preset-9x9-a3-about",
        stop: StopAfter::Exhaustion,
        spec: SudokuSpec {
            text: include_str!("../../../assets/9x9-a3.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "9x9-a4",
        title: "preset-9x9-a4",
        description: "preset-9x9-a4-about",
        stop: StopAfter::First,
        spec: SudokuSpec {
            text: include_str!("../../../assets/9x9-a4.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "9x9-mrv",
        title: "preset-9x9-mrv",
        description: "preset-9x9-mrv-about",
        stop: StopAfter::First,
        spec: SudokuSpec {
            text: include_str!("../../../assets/9x9-mrv.txt"),
            order: CellOrder::Mrv,
        },
    },
    Preset {
        name: "16x16",
        title: "preset-16x16",
        description: "preset-16x16-about",
        stop: StopAfter::First,
        spec: SudokuSpec {
            text: include_str!("../../../assets/16x16.txt"),
            order: CellOrder::Row,
        },
    },
];

/// The sudoku preset called `name`.
pub fn find(name: &str) -> Option<&'static Preset<SudokuSpec>> {
    crate::problems::puzzle::find_preset(PRESETS, name)
}
