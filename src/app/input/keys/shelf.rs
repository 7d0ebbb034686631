//! The keys of the puzzle folder's list ("My puzzles").

use ratatui::crossterm::event::KeyCode::*;

use super::{Binding, bind, help, key_words, words};

/// What a key does in the list of the puzzle folder.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShelfAction {
    /// The file above.
    Up,
    /// The file below.
    Down,
    /// The first file.
    First,
    /// The last file.
    Last,
    /// Play the chosen file's puzzle.
    Open,
    /// Edit the chosen sudoku.
    Edit,
    /// Read the folder again.
    Reread,
    /// Back to where it was opened from.
    Back,
    /// Switch between English and Chinese.
    Language,
    /// Show the help.
    Help,
}

/// The puzzle folder's keys.
pub const SHELF: &[Binding<ShelfAction>] = &[
    bind(
        &[
            (Up, ShelfAction::Up),
            (Down, ShelfAction::Down),
            (Char('k'), ShelfAction::Up),
            (Char('j'), ShelfAction::Down),
        ],
        help(words::KEY_CHOOSE).hint(&[Up, Down], words::HINT_CHOOSE, 1),
    ),
    bind(
        &[(Home, ShelfAction::First), (End, ShelfAction::Last)],
        help(words::KEY_FIRST_LAST),
    ),
    bind(
        &[(Enter, ShelfAction::Open)],
        help(key_words::KEY_OPEN_FILE).hint(&[Enter], key_words::HINT_PLAY_PUZZLE, 0),
    ),
    bind(
        &[(Char('e'), ShelfAction::Edit)],
        help(key_words::KEY_EDIT_FILE).hint(&[Char('e')], key_words::HINT_EDIT, 0),
    ),
    bind(
        &[(Char('r'), ShelfAction::Reread)],
        help(key_words::KEY_REREAD).hint(&[Char('r')], key_words::HINT_REREAD, 2),
    ),
    bind(
        &[(Char('L'), ShelfAction::Language)],
        help(words::KEY_LANGUAGE).hint(&[Char('L')], words::HINT_LANGUAGE, 3),
    ),
    bind(
        &[(Esc, ShelfAction::Back)],
        help(key_words::KEY_BACK).hint(&[Esc], key_words::HINT_BACK_OUT, 0),
    ),
    bind(
        &[(Char('?'), ShelfAction::Help)],
        help(words::KEY_HELP).hint(&[Char('?')], words::HINT_HELP, 0),
    ),
];
