//! The subset-sum editor's keys.
//!
//! Every action of the editor is here, so that another way in (a mouse) can drive the
//! same actions.

use ratatui::crossterm::event::KeyCode::{self, *};

use super::words as sums;
use crate::app::input::keys::{Binding, DIGITS, Wheel, bind, help};
use crate::app::screens::editor::words as editor;
use crate::app::words;

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
        help(sums::KEY_SUMS_MOVE).hint(&[Left, Right], editor::HINT_MOVE, 1),
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
        help(sums::KEY_SUMS_ROW).hint(&[Char('t')], sums::HINT_TARGET, 1),
    ),
    bind(
        &SUM_DIGITS,
        help(sums::KEY_SUMS_DIGIT).hint(&DIGITS, sums::HINT_TYPE, 0),
    ),
    bind(&[(Backspace, S::Erase)], help(sums::KEY_SUMS_ERASE)),
    bind(
        &[(Char('a'), S::Add), (Insert, S::Add)],
        help(sums::KEY_SUMS_ADD).hint(&[Char('a')], editor::HINT_ADD, 0),
    ),
    bind(
        &[(Char('x'), S::Delete), (Delete, S::Delete)],
        help(sums::KEY_SUMS_DELETE).hint(&[Char('x')], editor::HINT_DELETE, 2),
    ),
    bind(
        &[(Char('<'), S::ShiftLeft), (Char('>'), S::ShiftRight)],
        help(sums::KEY_SUMS_SHIFT).hint(&[Char('<'), Char('>')], sums::HINT_SHIFT, 3),
    ),
    bind(
        &[(Enter, S::Play)],
        help(editor::KEY_PLAY_PUZZLE).hint(
            &[Enter],
            crate::app::input::keys::key_words::HINT_PLAY_PUZZLE,
            0,
        ),
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

/// The wheel over the subset-sum editor: the field before or after, as ← and →.
pub const SUMS_WHEEL: Wheel<SumsAction> = Wheel {
    up: SumsAction::Left,
    down: SumsAction::Right,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::keys::tests::{named, named_once, written_in_each_language};
    use crate::app::input::keys::{binds, helps};

    #[test]
    fn every_key_is_named_once_in_both_languages_and_the_wheel_is_a_key() {
        written_in_each_language(helps(SUMS_EDITOR));
        named_once(&[named(SUMS_EDITOR)]);
        for action in [SUMS_WHEEL.up, SUMS_WHEEL.down] {
            assert!(binds(SUMS_EDITOR, action), "{action:?}");
        }
    }
}
