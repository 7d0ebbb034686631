//! The screens the app shows, one at a time or stacked: the preset menu, the player of a
//! search, the compare screen, a lesson, the puzzle editors and "My puzzles", the help.
//!
//! Each is a [`Screen`](screen::Screen) the runtime draws and hands keys and clicks to;
//! a screen that opens another over itself keeps it on a [`stack`]. What a screen draws
//! with is in `widgets`, what its keys are in `input`.

pub(crate) mod comparison;
pub(crate) mod editor;
pub(crate) mod help;
pub mod lesson;
pub(crate) mod menu;
pub(crate) mod player;
pub(crate) mod screen;
pub(crate) mod shelf;
pub(crate) mod stack;
pub(crate) mod too_small;
pub(crate) mod transport;
