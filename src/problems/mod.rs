//! The puzzles of the tutorials, each a [`Problem`](crate::engine::Problem) that changes in
//! place: N-Queens, Sudoku of many sizes, and permutations.

pub mod notation;
pub mod permutations;
pub mod queens;
pub mod subset_sum;
pub mod sudoku;

pub use notation::Notation;
pub use permutations::Permutations;
pub use queens::QueensBoard;
pub use subset_sum::SubsetSum;
pub use sudoku::{CellOrder, Shape, SudokuBoard, SudokuError};
