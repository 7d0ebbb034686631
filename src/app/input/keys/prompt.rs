//! The prompts' tables: the go-to prompt's digits and the text prompt's editing keys.

use ratatui::crossterm::event::KeyCode::{self, *};

use super::{Binding, DIGITS, bind, digits, help, key_words, words};

/// What a key does in the go-to prompt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromptAction {
    /// Add the digit typed.
    Digit,
    /// Take back the last digit.
    Erase,
    /// Go to the step typed.
    Go,
    /// Close the prompt.
    Cancel,
}

const PROMPT_DIGITS: [(KeyCode, PromptAction); 10] = digits(PromptAction::Digit);

/// The letters and the colon of `solution:K` and `end`, typed as the digits are.
const PROMPT_LETTERS: [(KeyCode, PromptAction); 10] = {
    let letters = *b"solutin:ed";
    let mut keys = [(Enter, PromptAction::Digit); 10];
    let mut index = 0;
    while index < letters.len() {
        keys[index] = (Char(letters[index] as char), PromptAction::Digit);
        index += 1;
    }
    keys
};

/// The go-to prompt's keys.
pub const PROMPT: &[Binding<PromptAction>] = &[
    bind(
        &PROMPT_DIGITS,
        help(words::KEY_TYPE_STEP).hint(&DIGITS, words::HINT_STEP_NUMBER, 1),
    ),
    bind(&PROMPT_LETTERS, help(key_words::KEY_TYPE_TARGET)),
    bind(&[(Backspace, PromptAction::Erase)], help(words::KEY_ERASE)),
    bind(
        &[(Enter, PromptAction::Go)],
        help(words::KEY_GO).hint(&[Enter], words::HINT_GO, 0),
    ),
    bind(
        &[(Esc, PromptAction::Cancel)],
        help(words::KEY_CANCEL).hint(&[Esc], words::HINT_CANCEL, 0),
    ),
];

/// What a key does in a line being typed: a breakpoint's condition, a caption.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TextAction {
    /// The cursor one character left.
    Left,
    /// The cursor one character right.
    Right,
    /// The cursor to the start.
    Home,
    /// The cursor to the end.
    End,
    /// Delete the character before the cursor.
    EraseBack,
    /// Delete the character under the cursor.
    EraseForward,
    /// Take the line.
    Go,
    /// Close without taking it.
    Cancel,
}

/// The keys of a line being typed; every other character is typed into it.
pub const TEXT_PROMPT: &[Binding<TextAction>] = &[
    bind(
        &[
            (Left, TextAction::Left),
            (Right, TextAction::Right),
            (Home, TextAction::Home),
            (End, TextAction::End),
        ],
        help(key_words::KEY_MOVE_CURSOR),
    ),
    bind(
        &[
            (Backspace, TextAction::EraseBack),
            (Delete, TextAction::EraseForward),
        ],
        help(key_words::KEY_ERASE_CHARACTER),
    ),
    bind(
        &[(Enter, TextAction::Go)],
        help(key_words::KEY_TAKE_TEXT).hint(&[Enter], key_words::HINT_TAKE_TEXT, 0),
    ),
    bind(
        &[(Esc, TextAction::Cancel)],
        help(words::KEY_CANCEL).hint(&[Esc], words::HINT_CANCEL, 0),
    ),
];
