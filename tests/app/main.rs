//! The app without a terminal: driven by keys and mouse events through its own handlers
//! and drawn into a test buffer, as a class sees it: the player's keys, the boards and
//! their marks, the menu and its presets, the lessons, the quiz, the editors, the help
//! overlay, the colours' contrast.
//!
//! The modules share one test binary, so that the crate is linked once for all of them;
//! the real binary in a real terminal is tested in `tests/terminal/`.

#[path = "../common/mod.rs"]
mod common;

mod board_heading;
mod classroom;
mod contrast;
mod hand_made;
mod help_overlay;
mod keys;
mod lesson_scenes;
mod lesson_words;
mod lessons;
mod menu_lessons;
mod moments_panel;
mod mouse;
mod mouse_compare;
mod mouse_quiz;
mod prompts;
mod puzzle_editor;
mod queens_marks;
mod resume;
