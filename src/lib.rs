//! `backtrack` teaches backtracking by animating it.
//!
//! The engine ([`engine`]) and the puzzles ([`problems`]) know nothing of terminals;
//! [`app`] is the terminal player and [`cli`] the command line; [`registry`] lists the
//! problems once for both. docs/ARCHITECTURE.md says where each kind of change goes.

pub mod app;
pub mod cli;
pub mod engine;
pub mod problems;
pub mod registry;
