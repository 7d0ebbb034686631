//! N-Queens, row by row, as in the tutorials' `trace(row)` and `putQueen(x)`.
//!
//! [`QueensBoard`] is the board a search fills in place; the other files describe it: how
//! it is written ([`Notation`](super::Notation)), how the user asks for one
//! ([`Puzzle`](super::Puzzle)) and how a breakpoint names a queen.

mod board;
mod notation;
mod puzzle;
mod slot_form;

pub use board::{MAX_QUEENS, QueensBoard};
