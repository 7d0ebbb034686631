//! Sudoku of any size from 4×4 to 25×25, cell by cell, as in seeds 000, 002 and 004.

mod board;
mod file_error;
pub mod generate;
mod mrv;
pub mod parse;
pub mod presets;
mod puzzle;
mod shape;
mod singles;
pub mod text_lines;

pub use board::{CellOrder, SudokuBoard, SudokuError, Unit};
pub use file_error::PuzzleFileError;
pub use puzzle::order_named;
pub use shape::Shape;
pub use singles::Rule;
