//! The rat in a maze: a path from the start `S` to the exit `E` of a grid of walls and open
//! squares.
//!
//! [`Maze`] is the grid read from text (its format is in [`read`]).

mod direction;
mod grid;
mod maze_error;
pub mod read;

pub use direction::Direction;
pub use grid::{MAX_SIDE, Maze};
pub use maze_error::MazeError;
