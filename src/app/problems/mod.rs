//! Each problem's view, one folder a problem: its board drawn at every size, its
//! pseudo-code and narration, its words, and any screen of its own (queens by hand).
//!
//! Each folder implements the board contract of `board` ([`Show`](super::Show)); the rest
//! of the app reaches a problem only through it and the registry.

pub(crate) mod graph_colouring;
pub(crate) mod knights_tour;
pub(crate) mod maze;
pub(crate) mod permutations;
pub mod queens;
pub(crate) mod subset_sum;
pub(crate) mod sudoku;
