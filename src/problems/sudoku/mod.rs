//! Sudoku of any size from 4×4 to 25×25, cell by cell, as in seeds 000, 002 and 004.

mod board;
mod cell_order;
mod cover;
mod file_error;
pub mod generate;
mod geometry;
mod grid;
mod line;
mod mrv;
mod nine_singles;
mod nine_units;
mod one_line;
mod order_error;
pub mod parse;
pub mod presets;
mod puzzle;
mod puzzles;
mod read_puzzle;
#[cfg(test)]
mod reference;
mod shape;
mod singles;
mod slot_form;
mod sudoku_error;
pub mod text_lines;

pub use board::SudokuBoard;
pub use cell_order::CellOrder;
pub use cover::{CoverCells, CoverRule, Lock};
pub use file_error::PuzzleFileError;
pub use order_error::UnknownCellOrder;
pub use puzzle::order_named;
pub use shape::Shape;
pub use singles::Rule;
pub use sudoku_error::{SudokuError, Unit};
