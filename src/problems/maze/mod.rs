//! The rat in a maze: a path from the start `S` to the exit `E` of a grid of walls and open
//! squares, found depth first, one square at a time, as the exercises' recursive
//! `solve(x, y)` marks a square visited, tries its four moves and clears the mark on the
//! way back.
//!
//! [`Maze`] is the grid read from text (its format is in [`read`]) or made by
//! [`generate()`] (from the command line, `--generate 21x11 --seed 7`), [`MazeBoard`] the path a search grows and takes back in place, and
//! [`PRESETS`] the mazes built into the binary.
//!
//! # The search
//!
//! A slot is a step of the path (its length in moves so far), a choice one of the four
//! moves, tried right, down, left, up ([`Direction`] says why), among those that lead to
//! an open square not on the path. Every path is simple: it never crosses itself. A path
//! that reaches `E` is a solution.
//!
//! Two modes, as for the other problems: the first path ([`StopAfter::First`], the
//! problem's default, as the exercises' `return true` stops), or every simple path
//! ([`StopAfter::Exhaustion`], `--all`), which on an open grid shows how fast their
//! number grows: 184 on a 4×4 grid, 1,262,816 on a 6×6. A preset declares the mode it is
//! meant for.
//!
//! # How the board is to be drawn
//!
//! Nothing here draws; this is what the view can build on.
//!
//! - **The maze.** Walls, open squares, `S` and `E` from [`Maze`]; [`Maze::text`] is the
//!   plain form (`#`, `.`, `S`, `E`).
//! - **The path.** [`MazeBoard::path`] lists its squares from the start; the rat stands on
//!   [`MazeBoard::head`]. The event of a move names its step and direction;
//!   [`MazeBoard::target`] gives the square it entered (after a `Place`) or left (after a
//!   `Remove`).
//! - **Dead ends.** A `Remove` is the path retreating from a square: tried and given up.
//!   Until a solution is found every such square is a dead end, and after one it is
//!   still a dead end unless a `Solution` came between its `Place` and its `Remove`. The
//!   events say all this, so the board keeps no record of them: a view that shades the
//!   squares given up keeps its own set, filled from the `Remove`s.
//! - **Refused moves.** [`Problem::choice_range`](crate::engine::Problem::choice_range)
//!   is all four moves; those missing from a frame's choices lead into a wall, off the
//!   grid or back onto the path, for the tree panel to show as pruned.
//! - **Without colour.** [`Notation::board`](crate::problems::Notation::board) marks the
//!   path with `*`, which an ASCII theme can draw as it is.
//!
//! [`StopAfter::First`]: crate::engine::StopAfter::First
//! [`StopAfter::Exhaustion`]: crate::engine::StopAfter::Exhaustion

mod board;
mod direction;
mod file_error;
pub mod generate;
mod generate_error;
mod grid;
mod maze_error;
pub mod presets;
mod puzzle;
pub mod read;
mod step_text;

#[cfg(test)]
mod read_fuzz;
#[cfg(test)]
mod tests;

pub use board::MazeBoard;
pub use direction::Direction;
pub use file_error::MazeFileError;
pub use generate::generate;
pub use generate_error::GenerateError;
pub use grid::{MAX_SIDE, Maze};
pub use maze_error::MazeError;
pub use presets::{MazeSpec, PRESETS};
pub use puzzle::{DEFAULT_SEED, MAX_MAZE_BYTES, OPEN_SIDES};
