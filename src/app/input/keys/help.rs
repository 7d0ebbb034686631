//! The help overlay's table: the keys that move a help longer than the screen; any other
//! key closes it.

use ratatui::crossterm::event::KeyCode::{self, *};

use super::{Binding, bind, help, words};

/// What a key does while the help is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HelpAction {
    /// One line up.
    Up,
    /// One line down.
    Down,
    /// A page up.
    PageUp,
    /// A page down.
    PageDown,
    /// Back to the first line.
    Top,
}

/// The help overlay's keys.
pub const HELP: &[Binding<HelpAction>] = &[bind(
    &[
        (Up, HelpAction::Up),
        (Char('k'), HelpAction::Up),
        (Down, HelpAction::Down),
        (Char('j'), HelpAction::Down),
        (KeyCode::PageUp, HelpAction::PageUp),
        (KeyCode::PageDown, HelpAction::PageDown),
        (Home, HelpAction::Top),
    ],
    help(words::HELP_SCROLLS).hint(&[Up, Down], words::HELP_SCROLLS, 0),
)];
