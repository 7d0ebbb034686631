//! `backtrack`: backtracking search as a sequence of events, and a terminal app that animates it.
//!
//! The engine ([`engine`]) and the problems ([`problems`]) know nothing of terminals; the
//! command line ([`cli`]) and the app ([`app`]) sit on top of them and run the very same
//! iterator, so every count printed or drawn comes from one place.

pub mod engine;
pub mod problems;
