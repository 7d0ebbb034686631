//! The classroom app: a preset menu and a player that animates a search step by step.

pub mod board;
pub mod show;
pub mod theme;

pub use show::{BoardOptions, Show};
pub use theme::Theme;
