//! The keys of the queens sandbox, where the class places queens by hand.
//!
//! Every action of the sandbox is here, so that another way in (a mouse) can drive the
//! same actions.

use ratatui::crossterm::event::KeyCode::*;

use super::words as sandbox;
use crate::app::input::keys::{Binding, CTRL_C, bind, help};
use crate::app::screens::editor::words as editor;
use crate::app::words;

/// What a key does in the queens sandbox.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SandboxAction {
    /// The square above.
    Up,
    /// The square below.
    Down,
    /// The square to the left.
    Left,
    /// The square to the right.
    Right,
    /// Put a queen on the square, move the row's queen there, or lift it.
    Toggle,
    /// Lift every queen.
    Clear,
    /// Search from the queens placed: the rows above the first empty row as given.
    SearchPlaced,
    /// Search from an empty board.
    SearchEmpty,
    /// Count rows and columns from 0 or from 1.
    Numbering,
    /// Switch the language.
    Language,
    /// Back to the menu.
    Back,
    /// Show the help.
    Help,
    /// Quit the app.
    Quit,
}

use SandboxAction as S;

/// The sandbox's keys.
pub const SANDBOX: &[Binding<SandboxAction>] = &[
    bind(
        &[
            (Up, S::Up),
            (Down, S::Down),
            (Left, S::Left),
            (Right, S::Right),
            (Char('k'), S::Up),
            (Char('j'), S::Down),
            (Char('h'), S::Left),
            (Char('l'), S::Right),
        ],
        help(sandbox::KEY_MOVE).hint(&[Left, Right, Up, Down], editor::HINT_MOVE, 2),
    ),
    bind(
        &[(Char(' '), S::Toggle), (Enter, S::Toggle)],
        help(sandbox::KEY_TOGGLE).hint(&[Char(' ')], sandbox::HINT_TOGGLE, 0),
    ),
    bind(
        &[(Char('c'), S::Clear), (Delete, S::Clear)],
        help(sandbox::KEY_CLEAR).hint(&[Char('c')], sandbox::HINT_CLEAR, 3),
    ),
    bind(
        &[(Char('p'), S::SearchPlaced)],
        help(sandbox::KEY_SEARCH).hint(&[Char('p')], sandbox::HINT_SEARCH, 0),
    ),
    bind(
        &[(Char('e'), S::SearchEmpty)],
        help(sandbox::KEY_SEARCH_EMPTY).hint(&[Char('e')], sandbox::HINT_SEARCH_EMPTY, 1),
    ),
    bind(&[(Char('1'), S::Numbering)], help(words::KEY_NUMBERING)),
    bind(
        &[(Char('L'), S::Language)],
        help(words::KEY_LANGUAGE).hint(&[Char('L')], words::HINT_LANGUAGE, 3),
    ),
    bind(
        &[(Esc, S::Back), (Char('m'), S::Back)],
        help(words::KEY_MENU).hint(&[Esc], words::HINT_MENU, 1),
    ),
    bind(
        &[(Char('?'), S::Help)],
        help(words::KEY_HELP).hint(&[Char('?')], words::HINT_HELP, 0),
    ),
    bind(
        &[(Char('q'), S::Quit)],
        help(words::KEY_QUIT)
            .also(&[CTRL_C])
            .hint(&[Char('q')], words::HINT_QUIT, 1),
    ),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::keys::helps;
    use crate::app::input::keys::tests::{named, named_once, written_in_each_language};

    #[test]
    fn every_key_is_named_once_in_both_languages() {
        written_in_each_language(helps(SANDBOX));
        named_once(&[named(SANDBOX)]);
    }
}
