//! The subset-sum editor's table, the map editor's, and the map editor's border picker.
//!
//! Every action of these editors is here, so that another way in (a mouse) can drive the
//! same actions.

use ratatui::crossterm::event::KeyCode::{self, *};

use super::{Binding, DIGITS, bind, help, words};
use crate::app::screens::editor::list_map_words as lm;
use crate::app::screens::editor::words as editor;

/// What a key does in the subset-sum editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SumsAction {
    /// The number to the left.
    Left,
    /// The number to the right.
    Right,
    /// From the numbers to the target and back.
    SwitchRow,
    /// Type this digit into the field.
    Digit(u8),
    /// Take back the field's last digit.
    Erase,
    /// A new number after this one.
    Add,
    /// Delete this number.
    Delete,
    /// Move this number one place left.
    ShiftLeft,
    /// Move this number one place right.
    ShiftRight,
    /// Play the puzzle.
    Play,
    /// Save the puzzle in the puzzle folder.
    Save,
    /// Open the puzzle folder to load a puzzle.
    Load,
    /// Back to the menu (twice when there are changes not saved).
    Back,
    /// Switch the language.
    Language,
    /// Show the help.
    Help,
}

use SumsAction as S;

/// The digits, each typed into the field.
const SUM_DIGITS: [(KeyCode, SumsAction); 10] = [
    (Char('0'), S::Digit(0)),
    (Char('1'), S::Digit(1)),
    (Char('2'), S::Digit(2)),
    (Char('3'), S::Digit(3)),
    (Char('4'), S::Digit(4)),
    (Char('5'), S::Digit(5)),
    (Char('6'), S::Digit(6)),
    (Char('7'), S::Digit(7)),
    (Char('8'), S::Digit(8)),
    (Char('9'), S::Digit(9)),
];

/// The subset-sum editor's keys.
pub const SUMS_EDITOR: &[Binding<SumsAction>] = &[
    bind(
        &[
            (Left, S::Left),
            (Right, S::Right),
            (Char('h'), S::Left),
            (Char('l'), S::Right),
        ],
        help(lm::KEY_SUMS_MOVE).hint(&[Left, Right], editor::HINT_MOVE, 1),
    ),
    bind(
        &[
            (Up, S::SwitchRow),
            (Down, S::SwitchRow),
            (Tab, S::SwitchRow),
            (Char('k'), S::SwitchRow),
            (Char('j'), S::SwitchRow),
            (Char('t'), S::SwitchRow),
        ],
        help(lm::KEY_SUMS_ROW).hint(&[Char('t')], lm::HINT_TARGET, 1),
    ),
    bind(
        &SUM_DIGITS,
        help(lm::KEY_SUMS_DIGIT).hint(&DIGITS, lm::HINT_TYPE, 0),
    ),
    bind(&[(Backspace, S::Erase)], help(lm::KEY_SUMS_ERASE)),
    bind(
        &[(Char('a'), S::Add), (Insert, S::Add)],
        help(lm::KEY_SUMS_ADD).hint(&[Char('a')], lm::HINT_ADD, 0),
    ),
    bind(
        &[(Char('x'), S::Delete), (Delete, S::Delete)],
        help(lm::KEY_SUMS_DELETE).hint(&[Char('x')], lm::HINT_DELETE, 2),
    ),
    bind(
        &[(Char('<'), S::ShiftLeft), (Char('>'), S::ShiftRight)],
        help(lm::KEY_SUMS_SHIFT).hint(&[Char('<'), Char('>')], lm::HINT_SHIFT, 3),
    ),
    bind(
        &[(Enter, S::Play)],
        help(editor::KEY_PLAY_PUZZLE).hint(&[Enter], editor::HINT_PLAY_PUZZLE, 0),
    ),
    bind(
        &[(Char('w'), S::Save)],
        help(editor::KEY_SAVE_PUZZLE).hint(&[Char('w')], editor::HINT_SAVE, 0),
    ),
    bind(
        &[(Char('o'), S::Load)],
        help(editor::KEY_LOAD_PUZZLE).hint(&[Char('o')], editor::HINT_LOAD, 2),
    ),
    bind(
        &[(Char('L'), S::Language)],
        help(words::KEY_LANGUAGE).hint(&[Char('L')], words::HINT_LANGUAGE, 3),
    ),
    bind(
        &[(Esc, S::Back)],
        help(words::KEY_MENU).hint(&[Esc], words::HINT_MENU, 1),
    ),
    bind(
        &[(Char('?'), S::Help)],
        help(words::KEY_HELP).hint(&[Char('?')], words::HINT_HELP, 0),
    ),
];

/// What a key does in the map editor's list of regions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MapAction {
    /// The region above.
    Up,
    /// The region below.
    Down,
    /// A new region after this one, its name to be typed.
    Add,
    /// Type a new name for this region.
    Rename,
    /// Delete this region and its borders.
    Delete,
    /// Choose the regions this one borders.
    Borders,
    /// One colour more.
    MoreColours,
    /// One colour fewer.
    FewerColours,
    /// Play the map.
    Play,
    /// Save the map in the puzzle folder.
    Save,
    /// Open the puzzle folder to load a map.
    Load,
    /// Back to the menu (twice when there are changes not saved).
    Back,
    /// Switch the language.
    Language,
    /// Show the help.
    Help,
}

use MapAction as M;

/// The map editor's keys, while the list of regions has them.
pub const MAP_EDITOR: &[Binding<MapAction>] = &[
    bind(
        &[
            (Up, M::Up),
            (Down, M::Down),
            (Char('k'), M::Up),
            (Char('j'), M::Down),
        ],
        help(lm::KEY_MAP_CHOOSE).hint(&[Up, Down], words::HINT_CHOOSE, 1),
    ),
    bind(
        &[(Char('a'), M::Add), (Insert, M::Add)],
        help(lm::KEY_MAP_ADD).hint(&[Char('a')], lm::HINT_ADD, 0),
    ),
    bind(
        &[(Char('r'), M::Rename)],
        help(lm::KEY_MAP_RENAME).hint(&[Char('r')], lm::HINT_RENAME, 2),
    ),
    bind(
        &[(Char('x'), M::Delete), (Delete, M::Delete)],
        help(lm::KEY_MAP_DELETE).hint(&[Char('x')], lm::HINT_DELETE, 3),
    ),
    bind(
        &[(Char('b'), M::Borders), (Char(' '), M::Borders)],
        help(lm::KEY_MAP_BORDERS).hint(&[Char('b')], lm::HINT_BORDERS, 0),
    ),
    bind(
        &[
            (Char('+'), M::MoreColours),
            (Char('='), M::MoreColours),
            (Char('-'), M::FewerColours),
            (Char('_'), M::FewerColours),
        ],
        help(lm::KEY_MAP_COLOURS).hint(&[Char('+'), Char('-')], lm::HINT_COLOURS, 2),
    ),
    bind(
        &[(Enter, M::Play)],
        help(editor::KEY_PLAY_PUZZLE).hint(&[Enter], editor::HINT_PLAY_PUZZLE, 0),
    ),
    bind(
        &[(Char('w'), M::Save)],
        help(editor::KEY_SAVE_PUZZLE).hint(&[Char('w')], editor::HINT_SAVE, 0),
    ),
    bind(
        &[(Char('o'), M::Load)],
        help(editor::KEY_LOAD_PUZZLE).hint(&[Char('o')], editor::HINT_LOAD, 3),
    ),
    bind(
        &[(Char('L'), M::Language)],
        help(words::KEY_LANGUAGE).hint(&[Char('L')], words::HINT_LANGUAGE, 3),
    ),
    bind(
        &[(Esc, M::Back)],
        help(words::KEY_MENU).hint(&[Esc], words::HINT_MENU, 1),
    ),
    bind(
        &[(Char('?'), M::Help)],
        help(words::KEY_HELP).hint(&[Char('?')], words::HINT_HELP, 0),
    ),
];

/// What a key does in the map editor's border picker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PickerAction {
    /// The region above.
    Up,
    /// The region below.
    Down,
    /// Make or remove the border with this region.
    Toggle,
    /// Back to the list of regions.
    Done,
    /// Show the help.
    Help,
}

/// The border picker's keys.
pub const MAP_PICKER: &[Binding<PickerAction>] = &[
    bind(
        &[
            (Up, PickerAction::Up),
            (Down, PickerAction::Down),
            (Char('k'), PickerAction::Up),
            (Char('j'), PickerAction::Down),
        ],
        help(lm::KEY_MAP_CHOOSE).hint(&[Up, Down], words::HINT_CHOOSE, 1),
    ),
    bind(
        &[
            (Char(' '), PickerAction::Toggle),
            (Char('x'), PickerAction::Toggle),
        ],
        help(lm::KEY_PICK_TOGGLE).hint(&[Char(' ')], lm::HINT_TOGGLE, 0),
    ),
    bind(
        &[
            (Esc, PickerAction::Done),
            (Enter, PickerAction::Done),
            (Char('b'), PickerAction::Done),
        ],
        help(lm::KEY_PICK_DONE).hint(&[Esc], lm::HINT_DONE, 0),
    ),
    bind(
        &[(Char('?'), PickerAction::Help)],
        help(words::KEY_HELP).hint(&[Char('?')], words::HINT_HELP, 0),
    ),
];
