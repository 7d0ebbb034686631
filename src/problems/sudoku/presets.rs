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
        title: "4×4 sudoku A1",
        description: concat!(
            "From ",
            crate::tutorial_name!(Lesson),
            ": nine givens, filled straight through with no backtrack."
        ),
        title_zh: "4×4 数独 A1",
        description_zh: concat!(
            "出自",
            crate::tutorial_name_zh!(Lesson),
            "：九个已知数，按行顺序一路填完，没有回溯。",
        ),
        stop: StopAfter::Exhaustion,
        spec: SudokuSpec {
            text: include_str!("../../../assets/4x4-a1.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "4x4-a2",
        title: "4×4 sudoku A2",
        description: concat!(
            "From ",
            crate::tutorial_name!(Lesson),
            ": seven givens, again no backtrack in row order."
        ),
        title_zh: "4×4 数独 A2",
        description_zh: concat!(
            "出自",
            crate::tutorial_name_zh!(Lesson),
            "：七个已知数，按行顺序同样没有回溯。",
        ),
        stop: StopAfter::Exhaustion,
        spec: SudokuSpec {
            text: include_str!("../../../assets/4x4-a2.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "4x4-a3",
        title: "4×4 sudoku A3",
        description: concat!(
            "From ",
            crate::tutorial_name!(Lesson),
            ": six givens; row order takes back two wrong values on the way."
        ),
        title_zh: "4×4 数独 A3",
        description_zh: concat!(
            "出自",
            crate::tutorial_name_zh!(Lesson),
            "：六个已知数；按行顺序途中要撤回两个错误的数。",
        ),
        stop: StopAfter::Exhaustion,
        spec: SudokuSpec {
            text: include_str!("../../../assets/4x4-a3.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "4x4-a4",
        title: "4×4 sudoku A4 (traced)",
        description: concat!(
            "The step-by-step trace of ",
            crate::tutorial_name!(Lesson),
            ", picture by picture: the dead end at (0,3), \
         the backtracks to (0,0), one solution."
        ),
        title_zh: "4×4 数独 A4(逐步跟踪)",
        description_zh: concat!(
            crate::tutorial_name_zh!(Lesson),
            "逐图跟踪的过程：(0,3) 走投无路，回溯到 (0,0)，一个解。",
        ),
        stop: StopAfter::Exhaustion,
        spec: SudokuSpec {
            text: include_str!("../../../assets/4x4-a4.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "4x4-a5",
        title: "4×4 sudoku A5 (three answers)",
        description: concat!(
            "The puzzle the program of ",
            crate::tutorial_name!(Lesson),
            " solves: three solutions, in the order it prints them."
        ),
        title_zh: "4×4 数独 A5(三个解)",
        description_zh: concat!(
            crate::tutorial_name_zh!(Lesson),
            "里程序所解的题：三个解，按程序打印的顺序。",
        ),
        stop: StopAfter::Exhaustion,
        spec: SudokuSpec {
            text: include_str!("../../../assets/4x4-a5.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "4x4-a6",
        title: "4×4 sudoku A6",
        description: concat!(
            "From ",
            crate::tutorial_name!(Lesson),
            ": only two givens, so 24 solutions; a good one for counting."
        ),
        title_zh: "4×4 数独 A6",
        description_zh: concat!(
            "出自",
            crate::tutorial_name_zh!(Lesson),
            "：只有两个已知数，所以有 24 个解；适合用来数解。",
        ),
        stop: StopAfter::Exhaustion,
        spec: SudokuSpec {
            text: include_str!("../../../assets/4x4-a6.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "6x6",
        title: "6×6 sudoku",
        description: "Boxes of 2×3, one solution (built-in generator): row order needs 435 placements, \
         MRV only the 26 blanks.",
        title_zh: "6×6 数独",
        description_zh: "2×3 的宫，唯一解(内置生成器)：按行顺序要放置 435 次，MRV 只放 26 个空格。",
        stop: StopAfter::First,
        spec: SudokuSpec {
            text: include_str!("../../../assets/6x6.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "9x9-a1",
        title: "9×9 sudoku A1",
        description: concat!(
            "From ",
            crate::tutorial_name!(Lesson),
            ", also the example of ",
            crate::tutorial_name!(LeetCode37),
            ": 30 givens, one solution."
        ),
        title_zh: "9×9 数独 A1",
        description_zh: concat!(
            "出自",
            crate::tutorial_name_zh!(Lesson),
            "，也是",
            crate::tutorial_name_zh!(LeetCode37),
            "的例题：30 个已知数，一个解。",
        ),
        stop: StopAfter::First,
        spec: SudokuSpec {
            text: include_str!("../../../assets/9x9-a1.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "9x9-a2",
        title: "9×9 sudoku A2",
        description: concat!(
            "From ",
            crate::tutorial_name!(Lesson),
            ": 48 givens, a gentle first 9×9 with little backtracking."
        ),
        title_zh: "9×9 数独 A2",
        description_zh: concat!(
            "出自",
            crate::tutorial_name_zh!(Lesson),
            "：48 个已知数，回溯很少，适合作为第一道 9×9。",
        ),
        stop: StopAfter::First,
        spec: SudokuSpec {
            text: include_str!("../../../assets/9x9-a2.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "9x9-a3",
        title: "9×9 sudoku A3 (two answers)",
        description: concat!(
            "The puzzle the 9×9 program of ",
            crate::tutorial_name!(Lesson),
            " solves: two solutions, and the program \
         stops at the first."
        ),
        title_zh: "9×9 数独 A3(两个解)",
        description_zh: concat!(
            crate::tutorial_name_zh!(Lesson),
            "里 9×9 程序所解的题：两个解，程序在第一个解处停下。",
        ),
        stop: StopAfter::Exhaustion,
        spec: SudokuSpec {
            text: include_str!("../../../assets/9x9-a3.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "9x9-a4",
        title: "9×9 sudoku A4 (\"world's hardest\")",
        description: concat!(
            "From ",
            crate::tutorial_name!(Lesson),
            ", one solution: 49,558 placements in row order, 10,101 with MRV."
        ),
        title_zh: "9×9 数独 A4(“世界最难”)",
        description_zh: concat!(
            "出自",
            crate::tutorial_name_zh!(Lesson),
            "，一个解：按行顺序放置 49,558 次，MRV 放置 10,101 次。",
        ),
        stop: StopAfter::First,
        spec: SudokuSpec {
            text: include_str!("../../../assets/9x9-a4.txt"),
            order: CellOrder::Row,
        },
    },
    Preset {
        name: "9x9-mrv",
        title: "9×9 sudoku for MRV",
        description: concat!(
            "The board of ",
            crate::tutorial_name!(SolutionSpace),
            ": MRV solves it in 10,373 placements (its 10,374 calls \
         of Solve); row order needs nearly 7 million."
        ),
        title_zh: "9×9 数独(MRV)",
        description_zh: concat!(
            crate::tutorial_name_zh!(SolutionSpace),
            "的棋盘：MRV(最少候选数优先)放置 10,373 次解出(即调用 Solve 10,374 次)；按行顺序要将近 700 万次。",
        ),
        stop: StopAfter::First,
        spec: SudokuSpec {
            text: include_str!("../../../assets/9x9-mrv.txt"),
            order: CellOrder::Mrv,
        },
    },
    Preset {
        name: "16x16",
        title: "16×16 sudoku",
        description: "Values 1–9 and A–G, one solution (built-in generator): row order needs 3,310 \
         placements, MRV only the 126 blanks.",
        title_zh: "16×16 数独",
        description_zh: "数值 1–9 和 A–G，唯一解(内置生成器)：按行顺序要放置 3,310 次，MRV 只放 126 个空格。",
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
