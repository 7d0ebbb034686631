//! The sudoku editor's keys.
//!
//! Every action of the editor is here, a key or several each, so that another way in (a
//! mouse) can drive the same actions.

use ratatui::crossterm::event::KeyCode::{self, *};

use super::words as sudoku;
use crate::app::input::keys::{Binding, DIGITS, bind, help};
use crate::app::screens::editor::words as editor;
use crate::app::words;

/// What a key does in the sudoku editor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditorAction {
    /// The cell above.
    Up,
    /// The cell below.
    Down,
    /// The cell to the left.
    Left,
    /// The cell to the right.
    Right,
    /// Write this value in the cell.
    Put(u8),
    /// Clear the cell.
    Clear,
    /// Play the puzzle.
    Play,
    /// Save the puzzle in the puzzle folder.
    Save,
    /// Open the puzzle folder to load a puzzle.
    Load,
    /// Back to the menu (twice when there are changes not saved).
    Back,
    /// Switch between English and Chinese.
    Language,
    /// Show the help.
    Help,
}

use EditorAction as E;

/// The digits: 0 clears, 1 to 9 are values.
const VALUE_DIGITS: [(KeyCode, EditorAction); 10] = [
    (Char('0'), E::Clear),
    (Char('1'), E::Put(1)),
    (Char('2'), E::Put(2)),
    (Char('3'), E::Put(3)),
    (Char('4'), E::Put(4)),
    (Char('5'), E::Put(5)),
    (Char('6'), E::Put(6)),
    (Char('7'), E::Put(7)),
    (Char('8'), E::Put(8)),
    (Char('9'), E::Put(9)),
];

/// The editor's keys. A capital letter from `A` to `G` is taken as its small one.
pub const EDITOR: &[Binding<EditorAction>] = &[
    bind(
        &[
            (Up, E::Up),
            (Down, E::Down),
            (Left, E::Left),
            (Right, E::Right),
            (Char('k'), E::Up),
            (Char('j'), E::Down),
            (Char('h'), E::Left),
            (Char('l'), E::Right),
        ],
        help(sudoku::KEY_MOVE_IN_GRID).hint(&[Left, Right, Up, Down], editor::HINT_MOVE, 1),
    ),
    bind(
        &VALUE_DIGITS,
        help(sudoku::KEY_PUT_VALUE).hint(&DIGITS, sudoku::HINT_VALUE, 0),
    ),
    bind(
        &[
            (Char('a'), E::Put(10)),
            (Char('b'), E::Put(11)),
            (Char('c'), E::Put(12)),
            (Char('d'), E::Put(13)),
            (Char('e'), E::Put(14)),
            (Char('f'), E::Put(15)),
            (Char('g'), E::Put(16)),
        ],
        help(sudoku::KEY_PUT_LETTER),
    ),
    bind(
        &[
            (Delete, E::Clear),
            (Backspace, E::Clear),
            (Char('.'), E::Clear),
        ],
        help(sudoku::KEY_CLEAR),
    ),
    bind(
        &[(Enter, E::Play)],
        help(editor::KEY_PLAY_PUZZLE).hint(
            &[Enter],
            crate::app::input::keys::key_words::HINT_PLAY_PUZZLE,
            0,
        ),
    ),
    bind(
        &[(Char('w'), E::Save)],
        help(editor::KEY_SAVE_PUZZLE).hint(&[Char('w')], editor::HINT_SAVE, 0),
    ),
    bind(
        &[(Char('o'), E::Load)],
        help(editor::KEY_LOAD_PUZZLE).hint(&[Char('o')], editor::HINT_LOAD, 2),
    ),
    bind(
        &[(Char('L'), E::Language)],
        help(words::KEY_LANGUAGE).hint(&[Char('L')], words::HINT_LANGUAGE, 3),
    ),
    bind(
        &[(Esc, E::Back)],
        help(words::KEY_MENU).hint(&[Esc], words::HINT_MENU, 1),
    ),
    bind(
        &[(Char('?'), E::Help)],
        help(words::KEY_HELP).hint(&[Char('?')], words::HINT_HELP, 0),
    ),
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::keys::helps;
    use crate::app::input::keys::tests::{named, named_once, written_in_each_language};

    #[test]
    fn every_key_is_named_once_in_both_languages() {
        written_in_each_language(helps(EDITOR));
        named_once(&[named(EDITOR)]);
    }
}
