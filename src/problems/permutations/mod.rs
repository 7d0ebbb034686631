//! Permutations of 1..=n, position by position, as in seed 004's `PTState`.
//!
//! [`Permutations`] is the arrangement a search fills in place; the other files describe
//! it: how it is written ([`Notation`](super::Notation)), how the user asks for one
//! ([`Puzzle`](super::Puzzle)) and how a breakpoint names a value in a position.

mod arrangement;
mod notation;
mod puzzle;
mod slot_form;

pub use arrangement::{MAX_PERMUTATION, Permutations};
