//! The screens the app shows, one at a time or stacked: the preset menu, the player of a
//! search, the compare screen, a lesson, the puzzle editors and "My puzzles", the help.
//!
//! Each is a [`Screen`](screen::Screen) the runtime draws and hands keys and clicks to;
//! a screen that opens another over itself keeps it on a [`stack`]. What a screen draws
//! with is in `widgets`, what its keys are in `input`.
//!
//! Here too are the hooks through which a problem's view opens screens without the
//! screens naming it: a player and its orders side by side for every problem of the
//! registry (`playable.rs`), the screens a problem adds to the menu ([`own_screens`]) and
//! how its files in "My puzzles" are told apart and read ([`puzzle_files`]).

pub(crate) mod comparison;
pub(crate) mod editor;
pub(crate) mod help;
pub(crate) mod lanes;
pub mod lesson;
pub(crate) mod menu;
pub(crate) mod orders;
pub mod own_screens;
pub(crate) mod playable;
pub(crate) mod player;
pub mod puzzle_files;
pub mod puzzle_folder;
pub(crate) mod screen;
pub(crate) mod search_player;
pub(crate) mod shelf;
pub(crate) mod stack;
pub(crate) mod too_small;
pub(crate) mod transport;
