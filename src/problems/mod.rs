//! The puzzles of the tutorials, each a [`Problem`](crate::engine::Problem) that changes in
//! place: N-Queens, Sudoku of many sizes, permutations and subset sum.
//!
//! Each problem's file also describes it to the user, by implementing [`Puzzle`]: its name,
//! its command-line arguments, its presets. Nothing here draws.

pub mod graph_colouring;
pub mod notation;
pub mod numbering;
pub mod permutations;
pub mod puzzle;
pub mod queens;
pub mod subset_sum;
pub mod sudoku;
pub mod tutorial;

pub use graph_colouring::{ColourMap, ColouringBoard, MapError, RegionOrder};
pub use notation::Notation;
pub use numbering::Numbering;
pub use permutations::Permutations;
pub use puzzle::{Custom, Input, Item, Preset, Puzzle};
pub use queens::QueensBoard;
pub use subset_sum::SubsetSum;
pub use sudoku::{CellOrder, Rule, Shape, SudokuBoard, SudokuError, Unit};
pub use tutorial::Tutorial;
