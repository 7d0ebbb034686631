//! The rat in a maze: a path from the start `S` to the exit `E` of a grid of walls and open
//! squares, found depth first, one square at a time.
//!
//! [`Maze`] is the grid read from text (its format is in [`read`]) or made by
//! [`generate()`], [`MazeBoard`] the path a search grows and takes back in place.

mod board;
mod direction;
pub mod generate;
mod grid;
mod maze_error;
pub mod read;
mod step_text;

pub use board::MazeBoard;
pub use direction::Direction;
pub use generate::generate;
pub use grid::{MAX_SIDE, Maze};
pub use maze_error::MazeError;
