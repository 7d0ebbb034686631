//! The puzzles of the tutorials, built into the binary from `assets/`.
//!
//! Each sudoku preset is a grid file under `assets/` whose header says where it comes
//! from; two of them were made by [`unique_puzzle`](crate::problems::sudoku::generate::unique_puzzle),
//! and [`RECIPES`] records how, so a test can make them again.

use crate::problems::CellOrder;

/// What a preset opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PresetKind {
    /// N-Queens on an N×N board.
    Queens(usize),
    /// Permutations of 1..=n.
    Permutations(usize),
    /// A sudoku, as the text of a puzzle file (grid or one-line form).
    Sudoku(&'static str),
}

/// A puzzle offered by name on the command line and in the menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// The short name typed after `--preset`, such as `9x9-a4`.
    pub name: &'static str,
    /// A title for the menu.
    pub title: &'static str,
    /// One line saying what the preset shows.
    pub description: &'static str,
    /// What it opens.
    pub kind: PresetKind,
}

impl Preset {
    /// The cell order a sudoku preset is meant to be watched in: MRV for the presets made
    /// to show seed 004's order (their names end in `mrv`), row order for the others.
    pub fn cell_order(&self) -> CellOrder {
        if self.name.ends_with("mrv") {
            CellOrder::Mrv
        } else {
            CellOrder::Row
        }
    }
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

const fn queens(
    name: &'static str,
    title: &'static str,
    description: &'static str,
    n: usize,
) -> Preset {
    Preset {
        name,
        title,
        description,
        kind: PresetKind::Queens(n),
    }
}

const fn sudoku(
    name: &'static str,
    title: &'static str,
    description: &'static str,
    text: &'static str,
) -> Preset {
    Preset {
        name,
        title,
        description,
        kind: PresetKind::Sudoku(text),
    }
}

const fn permutations(
    name: &'static str,
    title: &'static str,
    description: &'static str,
    n: usize,
) -> Preset {
    Preset {
        name,
        title,
        description,
        kind: PresetKind::Permutations(n),
    }
}

const PRESETS: &[Preset] = &[
    queens(
        "queens-4",
        "4 queens",
        "The board of seed 000's step-by-step pictures: queens row by row, two solutions.",
        4,
    ),
    queens(
        "queens-8",
        "8 queens",
        "The classic board of seeds 000 and 001: 92 solutions with column and diagonal flags.",
        8,
    ),
    sudoku(
        "4x4-a1",
        "4×4 sudoku A1",
        "From seed 000: nine givens, filled straight through with no backtrack.",
        include_str!("../assets/4x4-a1.txt"),
    ),
    sudoku(
        "4x4-a2",
        "4×4 sudoku A2",
        "From seed 000: seven givens, again no backtrack in row order.",
        include_str!("../assets/4x4-a2.txt"),
    ),
    sudoku(
        "4x4-a3",
        "4×4 sudoku A3",
        "From seed 000: six givens; row order takes back two wrong values on the way.",
        include_str!("../assets/4x4-a3.txt"),
    ),
    sudoku(
        "4x4-a4",
        "4×4 sudoku A4 (traced)",
        "Seed 000's step-by-step trace, picture by picture: the dead end at (0,3), the \
         backtracks to (0,0), one solution.",
        include_str!("../assets/4x4-a4.txt"),
    ),
    sudoku(
        "4x4-a5",
        "4×4 sudoku A5 (three answers)",
        "The puzzle seed 000's program solves: three solutions, in the order it prints them.",
        include_str!("../assets/4x4-a5.txt"),
    ),
    sudoku(
        "4x4-a6",
        "4×4 sudoku A6",
        "From seed 000: only two givens, so 24 solutions; a good one for counting.",
        include_str!("../assets/4x4-a6.txt"),
    ),
    sudoku(
        "6x6",
        "6×6 sudoku",
        "Boxes of 2×3, one solution (built-in generator): row order needs 435 placements, \
         MRV only the 26 blanks.",
        include_str!("../assets/6x6.txt"),
    ),
    sudoku(
        "9x9-a1",
        "9×9 sudoku A1",
        "From seed 000, also the example of seed 002 (LeetCode 37): 30 givens, one solution.",
        include_str!("../assets/9x9-a1.txt"),
    ),
    sudoku(
        "9x9-a2",
        "9×9 sudoku A2",
        "From seed 000: 48 givens, a gentle first 9×9 with little backtracking.",
        include_str!("../assets/9x9-a2.txt"),
    ),
    sudoku(
        "9x9-a3",
        "9×9 sudoku A3 (two answers)",
        "The puzzle seed 000's 9×9 program solves: two solutions, and the program stops at \
         the first.",
        include_str!("../assets/9x9-a3.txt"),
    ),
    sudoku(
        "9x9-a4",
        "9×9 sudoku A4 (\"world's hardest\")",
        "From seed 000, one solution: 49,558 placements in row order, 10,101 with MRV.",
        include_str!("../assets/9x9-a4.txt"),
    ),
    sudoku(
        "9x9-mrv",
        "9×9 sudoku for MRV",
        "Seed 004's board: MRV solves it in 10,373 placements (its 10,374 calls of Solve); \
         row order needs nearly 7 million.",
        include_str!("../assets/9x9-mrv.txt"),
    ),
    sudoku(
        "16x16",
        "16×16 sudoku",
        "Values 1–9 and A–G, one solution (built-in generator): row order needs 3,310 \
         placements, MRV only the 126 blanks.",
        include_str!("../assets/16x16.txt"),
    ),
    permutations(
        "perms-3",
        "Permutations of 3",
        "Seed 004's solution-space tree for n = 3: six leaves, 1 2 3 first.",
        3,
    ),
    permutations(
        "perms-4",
        "Permutations of 4",
        "The same tree one level deeper: 24 arrangements of 1 to 4.",
        4,
    ),
];

/// Every preset, grouped by problem: N-Queens, then Sudoku from small to large, then
/// permutations.
pub fn all() -> &'static [Preset] {
    PRESETS
}

/// The preset called `name`.
pub fn find(name: &str) -> Option<&'static Preset> {
    all().iter().find(|p| p.name == name)
}
