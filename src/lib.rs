//! `backtrack` teaches backtracking by animating it.
//!
//! The engine ([`engine`]) and the puzzles ([`problems`]) know nothing of terminals; the
//! presets ([`presets`]) are the tutorials' puzzles built into the binary; [`app`] is the
//! terminal player and [`cli`] the command line.

pub mod app;
pub mod cli;
pub mod engine;
pub mod presets;
pub mod problems;
