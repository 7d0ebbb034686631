//! The menu's table.

use ratatui::crossterm::event::KeyCode::{self, *};

use super::{Binding, CTRL_C, bind, digits, help, words};

/// What a key does in the menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MenuAction {
    /// The entry above.
    Up,
    /// The entry below.
    Down,
    /// The first entry.
    First,
    /// The last entry.
    Last,
    /// A smaller size for a custom entry.
    Smaller,
    /// A larger size for a custom entry.
    Larger,
    /// A digit of the size of a custom entry.
    Digit,
    /// Open the chosen entry.
    Open,
    /// Open the chosen entry in each search order side by side.
    SideBySide,
    /// Switch between English and Chinese.
    Language,
    /// Show the help.
    Help,
    /// Quit the app.
    Quit,
}

const MENU_DIGITS: [(KeyCode, MenuAction); 10] = digits(MenuAction::Digit);

/// The menu's keys.
pub const MENU: &[Binding<MenuAction>] = &[
    bind(
        &[
            (Up, MenuAction::Up),
            (Down, MenuAction::Down),
            (Char('k'), MenuAction::Up),
            (Char('j'), MenuAction::Down),
        ],
        help(words::KEY_CHOOSE).hint(&[Up, Down], words::HINT_CHOOSE, 0),
    ),
    bind(
        &[(Home, MenuAction::First), (End, MenuAction::Last)],
        help(words::KEY_FIRST_LAST),
    ),
    bind(
        &[
            (Left, MenuAction::Smaller),
            (Right, MenuAction::Larger),
            (Char('h'), MenuAction::Smaller),
            (Char('l'), MenuAction::Larger),
        ],
        help(words::KEY_CHANGE_SIZE).hint(&[Left, Right], words::HINT_SIZE, 1),
    ),
    bind(&MENU_DIGITS, help(words::KEY_TYPE_SIZE)),
    bind(
        &[(Enter, MenuAction::Open)],
        help(words::KEY_OPEN).hint(&[Enter], words::HINT_OPEN, 0),
    ),
    bind(
        &[(Char('L'), MenuAction::Language)],
        help(words::KEY_LANGUAGE).hint(&[Char('L')], words::HINT_LANGUAGE, 1),
    ),
    bind(
        &[(Char('o'), MenuAction::SideBySide)],
        help(words::KEY_SIDE_BY_SIDE),
    ),
    bind(
        &[(Char('?'), MenuAction::Help)],
        help(words::KEY_HELP).hint(&[Char('?')], words::HINT_HELP, 0),
    ),
    bind(
        &[(Char('q'), MenuAction::Quit)],
        help(words::KEY_QUIT)
            .also(&[CTRL_C])
            .hint(&[Char('q')], words::HINT_QUIT, 0),
    ),
];
