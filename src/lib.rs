//! `backtrack` teaches backtracking by animating it.
//!
//! The engine ([`engine`]) and the puzzles ([`problems`]) know nothing of terminals or
//! command lines, and [`registry`] lists the problems once; `app` is the terminal player
//! (feature `tui`) and `cli` the command line (feature `cli`), each adding to every
//! problem what it needs. docs/ARCHITECTURE.md says where each kind of change goes.
//!
//! Without its default features the crate is the search alone, for another program:
//!
//! ```
//! use backtrack::engine::{Event, Search, StopAfter};
//! use backtrack::problems::QueensBoard;
//!
//! let board = QueensBoard::new(8).expect("8 is a size the board takes");
//! let solutions = Search::new(board, StopAfter::Exhaustion)
//!     .filter(|event| *event == Event::Solution)
//!     .count();
//! assert_eq!(solutions, 92);
//! ```
//!
//! A problem can also be read from plain values, as the command line reads it, with the
//! user's mistakes as typed errors:
//!
//! ```
//! use backtrack::problems::{Given, InputError, Puzzle, SudokuBoard};
//!
//! let unknown = SudokuBoard::load(&Given::new().with("preset", ["9x9-zz"]), false);
//! assert!(matches!(unknown, Err(InputError::UnknownPreset(name)) if name == "9x9-zz"));
//! ```

#[cfg(feature = "tui")]
pub mod app;
#[cfg(feature = "cli")]
pub mod cli;
pub mod engine;
pub mod problems;
pub mod registry;
