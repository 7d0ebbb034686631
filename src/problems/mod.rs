//! The puzzles of the tutorials, each a [`Problem`](crate::engine::Problem) that changes in
//! place, in a folder of its own; the registry (`crate::registry`) lists them.
//!
//! Each problem's folder also describes it to the user, by implementing [`Puzzle`]: its name,
//! the inputs it takes (as plain data, [`Takes`]), its presets. Nothing here draws or
//! parses a command line, so a program can search these puzzles with this crate's
//! library alone (`default-features = false`).

pub mod capped;
pub mod graph_colouring;
pub mod input_error;
pub mod knights_tour;
pub mod maze;
pub mod notation;
pub mod numbering;
pub mod permutations;
mod problem_error;
pub mod puzzle;
pub mod queens;
pub(crate) mod random;
mod slot_text;
pub mod subset_sum;
pub mod sudoku;
pub mod takes;
pub mod tutorial;

pub use graph_colouring::{ColourMap, ColouringBoard, MapError, RegionOrder};
pub use input_error::{InputError, NumberError, SizeError};
pub use knights_tour::KnightsTourBoard;
pub use maze::MazeBoard;
pub use notation::Notation;
pub use numbering::Numbering;
pub use permutations::Permutations;
pub use problem_error::ProblemError;
pub use puzzle::{Custom, Input, Item, Preset, Puzzle, Title};
pub use queens::QueensBoard;
pub use subset_sum::SubsetSum;
pub use sudoku::{CellOrder, PuzzleFileError, Rule, Shape, SudokuBoard, SudokuError, Unit};
pub use takes::{Choice, Given, InputKind, Takes};
pub use tutorial::Tutorial;
