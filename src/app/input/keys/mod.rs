//! The keys of each screen, one table a part of a screen: each line binds key codes to
//! actions and to the words of the help and the footer, so the handler, the help and the
//! footer cannot disagree. The keys' labels are written from the key codes; the words are
//! messages of the catalogue (`words.rs`), so that they are translated with the rest.
//!
//! A screen is made of tables: the player is [`TRANSPORT`], [`PLAYER`], [`VIEW`], its
//! problem's own keys and [`LEAVE`]; the compare screen is [`TRANSPORT`], [`VIEW`] and
//! [`LEAVE`]. The tests below check each screen's tables together.

pub(crate) mod help;
pub(crate) mod key_words;
pub(crate) mod menu;
pub(crate) mod mouse;
pub(crate) mod player;
pub(crate) mod prompt;
pub(crate) mod shelf;
#[cfg(test)]
pub(crate) mod tests;

use ratatui::{
    crossterm::event::{KeyCode, KeyModifiers},
    text::{Line, Span},
};

use crate::app::Theme;
use crate::app::widgets::squeeze::{Part, parts_width, squeeze};
use crate::app::words::{self, Id};

/// A key with the modifiers held with it, such as Ctrl-C.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Chord {
    /// The key.
    pub code: KeyCode,
    /// Ctrl, Alt, Shift held with it.
    pub modifiers: KeyModifiers,
}

/// Ctrl-C, which the app takes before any screen does: it quits anywhere.
pub const CTRL_C: Chord = Chord {
    code: KeyCode::Char('c'),
    modifiers: KeyModifiers::CONTROL,
};

/// What the help and the footer say of one line of a key table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KeyHelp {
    /// What the keys do, for the help: a message of the catalogue.
    pub words: Id,
    /// The line in the footer, if it is shown there.
    pub hint: Option<Hint>,
    /// Keys the app takes before the screen does (Ctrl-C), named in this line as well.
    pub also: &'static [Chord],
}

/// A short form of a line for the footer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The keys it names, of those its line binds.
    pub keys: &'static [KeyCode],
    /// One or two words: a message of the catalogue.
    pub word: Id,
    /// 0 for a hint that always shows; hints of higher rank leave a narrow footer first.
    pub rank: u8,
}

impl KeyHelp {
    /// This line with a footer hint naming `keys` and saying `word`; the hints of the
    /// highest `rank` leave the footer first when it is narrow (0: never).
    pub const fn hint(self, keys: &'static [KeyCode], word: Id, rank: u8) -> KeyHelp {
        KeyHelp {
            hint: Some(Hint { keys, word, rank }),
            ..self
        }
    }

    /// This line naming `chords` too, keys the app takes before the screen does.
    pub const fn also(self, chords: &'static [Chord]) -> KeyHelp {
        KeyHelp {
            also: chords,
            ..self
        }
    }
}

/// One line of a key table: the keys, the action each stands for, and what the help says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Binding<A: 'static> {
    /// Each key and its action.
    pub keys: &'static [(KeyCode, A)],
    /// The words of the line in the help and the footer.
    pub help: KeyHelp,
}

/// Keys as drawn, with Unicode glyphs and in ASCII.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Label {
    /// With Unicode glyphs: `→  l`.
    pub unicode: String,
    /// In ASCII: `Right  l`.
    pub ascii: String,
}

impl Label {
    /// The label in the glyphs the theme draws with.
    pub fn get(&self, theme: &Theme) -> &str {
        if theme.is_ascii() {
            &self.ascii
        } else {
            &self.unicode
        }
    }
}

/// One line of the help as drawn: the keys' label and what they do, and the footer's
/// short form of it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HelpLine {
    /// Every key of the line.
    pub keys: Label,
    /// What they do: a message of the catalogue.
    pub words: Id,
    /// The footer's form, if the line is in the footer.
    pub hint: Option<HintLine>,
}

/// A footer hint as drawn: its keys and its word.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HintLine {
    /// The keys it names.
    pub keys: Label,
    /// One or two words: a message of the catalogue.
    pub word: Id,
    /// 0 for a hint that always shows; hints of higher rank leave a narrow footer first.
    pub rank: u8,
}

impl HelpLine {
    /// The keys in the glyphs the theme draws with.
    pub fn keys(&self, theme: &Theme) -> &str {
        self.keys.get(theme)
    }
}

/// The action `code` stands for in `table`, if any.
pub fn action<A: Copy>(table: &[Binding<A>], code: KeyCode) -> Option<A> {
    table
        .iter()
        .flat_map(|binding| binding.keys)
        .find(|(key, _)| *key == code)
        .map(|&(_, action)| action)
}

/// Every key `table` binds, in its order.
pub fn bound<A>(table: &[Binding<A>]) -> impl Iterator<Item = KeyCode> + '_ {
    table
        .iter()
        .flat_map(|binding| binding.keys.iter().map(|&(code, _)| code))
}

/// The help lines of `table`, their keys labelled from their codes.
pub fn helps<A: Copy + PartialEq>(table: &[Binding<A>]) -> impl Iterator<Item = HelpLine> + '_ {
    table.iter().map(|binding| HelpLine {
        keys: Label {
            unicode: binding_label(binding, false),
            ascii: binding_label(binding, true),
        },
        words: binding.help.words,
        hint: binding.help.hint.map(|hint| HintLine {
            keys: Label {
                unicode: hint_label(hint.keys, false),
                ascii: hint_label(hint.keys, true),
            },
            word: hint.word,
            rank: hint.rank,
        }),
    })
}

/// A help line saying the message `words`; no footer hint.
pub const fn help(words: Id) -> KeyHelp {
    KeyHelp {
        words,
        hint: None,
        also: &[],
    }
}

/// A line of a key table: `keys` with their actions, described by `help`.
pub const fn bind<A>(keys: &'static [(KeyCode, A)], help: KeyHelp) -> Binding<A> {
    Binding { keys, help }
}

/// How one key is written: `→`, `Space`, `PageDown`, `Ctrl-C`; in ASCII `Right` for `→`.
pub fn key_label(code: KeyCode, modifiers: KeyModifiers, ascii: bool) -> String {
    let key = match code {
        KeyCode::Char(' ') => "Space".to_string(),
        KeyCode::Char(c) if modifiers.contains(KeyModifiers::CONTROL) => {
            c.to_ascii_uppercase().to_string()
        }
        KeyCode::Char(c) => c.to_string(),
        KeyCode::Left if !ascii => "←".to_string(),
        KeyCode::Right if !ascii => "→".to_string(),
        KeyCode::Up if !ascii => "↑".to_string(),
        KeyCode::Down if !ascii => "↓".to_string(),
        KeyCode::F(n) => format!("F{n}"),
        other => format!("{other:?}"),
    };
    let mut label = String::new();
    for (held, name) in [
        (KeyModifiers::CONTROL, "Ctrl-"),
        (KeyModifiers::ALT, "Alt-"),
    ] {
        if modifiers.contains(held) {
            label.push_str(name);
        }
    }
    label + &key
}

/// Whether `code` is an arrow key.
fn is_arrow(code: KeyCode) -> bool {
    matches!(
        code,
        KeyCode::Left | KeyCode::Right | KeyCode::Up | KeyCode::Down
    )
}

/// The digits 0 to 9 in a row, which are written `0-9`.
fn is_digit_run(codes: &[KeyCode]) -> bool {
    codes.len() >= 10
        && codes[..10]
            .iter()
            .zip('0'..='9')
            .all(|(code, digit)| *code == KeyCode::Char(digit))
}

/// The keys of a binding as the help writes them: two blanks between keys, one between
/// a punctuation key and its shifted twin that do the same (`+ =`), the ten digits as
/// `0-9`, and then the keys the app takes first.
fn binding_label<A: Copy + PartialEq>(binding: &Binding<A>, ascii: bool) -> String {
    let mut label = String::new();
    let mut index = 0;
    let keys = binding.keys;
    let codes: Vec<KeyCode> = keys.iter().map(|&(code, _)| code).collect();
    while index < keys.len() {
        let (code, action) = keys[index];
        if index > 0 {
            let (before, before_action) = keys[index - 1];
            let twin = before_action == action && is_punctuation(before) && is_punctuation(code);
            label.push_str(if twin { " " } else { "  " });
        }
        if is_digit_run(&codes[index..]) {
            label.push_str("0-9");
            index += 10;
            continue;
        }
        label.push_str(&key_label(code, KeyModifiers::NONE, ascii));
        index += 1;
    }
    for chord in binding.help.also {
        label.push_str("  ");
        label.push_str(&key_label(chord.code, chord.modifiers, ascii));
    }
    label
}

/// Whether `code` is a punctuation character other than the blank.
fn is_punctuation(code: KeyCode) -> bool {
    matches!(code, KeyCode::Char(c) if c.is_ascii_punctuation())
}

/// The keys of a footer hint: joined by `/` (`n/N`), arrows side by side (`←→`); in
/// ASCII a lone arrow is `<` or `>` and arrows together are named (`Left/Right`).
fn hint_label(codes: &[KeyCode], ascii: bool) -> String {
    if is_digit_run(codes) {
        return "0-9".to_string();
    }
    if let [lone] = codes
        && ascii
        && is_arrow(*lone)
    {
        let short = match lone {
            KeyCode::Left => "<",
            KeyCode::Right => ">",
            KeyCode::Up => "^",
            _ => "v",
        };
        return short.to_string();
    }
    let names: Vec<String> = codes
        .iter()
        .map(|&code| key_label(code, KeyModifiers::NONE, ascii))
        .collect();
    let gap = if !ascii && codes.iter().all(|&code| is_arrow(code)) {
        ""
    } else {
        "/"
    };
    names.join(gap)
}

/// The digits, each standing for `action`.
pub(crate) const fn digits<A: Copy>(action: A) -> [(KeyCode, A); 10] {
    [
        (KeyCode::Char('0'), action),
        (KeyCode::Char('1'), action),
        (KeyCode::Char('2'), action),
        (KeyCode::Char('3'), action),
        (KeyCode::Char('4'), action),
        (KeyCode::Char('5'), action),
        (KeyCode::Char('6'), action),
        (KeyCode::Char('7'), action),
        (KeyCode::Char('8'), action),
        (KeyCode::Char('9'), action),
    ]
}

/// The ten digits, for a hint that names them all.
pub(crate) const DIGITS: [KeyCode; 10] = [
    KeyCode::Char('0'),
    KeyCode::Char('1'),
    KeyCode::Char('2'),
    KeyCode::Char('3'),
    KeyCode::Char('4'),
    KeyCode::Char('5'),
    KeyCode::Char('6'),
    KeyCode::Char('7'),
    KeyCode::Char('8'),
    KeyCode::Char('9'),
];

pub use help::*;
pub use menu::*;
pub use mouse::*;
pub use player::*;
pub use prompt::*;
pub use shelf::*;

/// The footer hints of `helps` as parts of a line, `gap` between hints, to be squeezed
/// to a width.
fn hints(helps: &[HelpLine], gap: &str, theme: &Theme) -> Vec<Part> {
    let mut parts = Vec::new();
    for hint in helps.iter().filter_map(|help| help.hint.as_ref()) {
        let gap = if parts.is_empty() { "" } else { gap };
        let keys = hint.keys.get(theme);
        parts.push(Part::new(format!("{gap}{keys}"), theme.key(), hint.rank));
        // The word goes with its keys: same rank, and dropped together below.
        let word = hint.word.get(theme.lang());
        parts.push(Part::new(format!(" {word}"), theme.dim(), hint.rank));
    }
    parts
}

/// Each footer hint of `helps` on its own, its keys and its word: what a prompt lays out
/// over as many rows as it needs (`prompt_rows`), none of them left out.
pub fn each_hint(helps: impl IntoIterator<Item = HelpLine>, theme: &Theme) -> Vec<Line<'static>> {
    let helps: Vec<HelpLine> = helps.into_iter().collect();
    (hints(&helps, "", theme).chunks(2))
        .map(|pair| {
            let spans = pair
                .iter()
                .map(|part| Span::styled(part.text.clone(), part.style));
            Line::from(spans.collect::<Vec<_>>())
        })
        .collect()
}

/// The footer: the hints of `helps` that fit in `width`, the least needed left out.
///
/// A footer that does not fit first closes up its gaps to one blank (the keys' colour
/// still sets them apart), so that a narrow screen keeps more of its keys.
pub fn footer(
    helps: impl IntoIterator<Item = HelpLine>,
    theme: &Theme,
    width: u16,
) -> Line<'static> {
    let helps: Vec<HelpLine> = helps.into_iter().collect();
    let mut parts = hints(&helps, "  ", theme);
    if parts_width(&parts) > usize::from(width) {
        parts = hints(&helps, " ", theme);
    }
    // Drop whole hints (keys and word), least needed first, until the line fits.
    while parts_width(&parts) > usize::from(width) {
        let Some(index) = parts
            .chunks(2)
            .enumerate()
            .filter(|(_, pair)| pair[0].rank > 0)
            .max_by_key(|&(index, pair)| (pair[0].rank, index))
            .map(|(index, _)| index)
        else {
            break;
        };
        parts.drain(2 * index..2 * index + 2);
        if let Some(first) = parts.first_mut() {
            first.text = first.text.trim_start().to_string();
        }
    }
    squeeze(parts, width)
}

/// Whether `table` binds a key to `action`: what the tests of the mouse check each wheel
/// and click against.
#[cfg(test)]
pub(crate) fn binds<A: Copy + PartialEq>(table: &[Binding<A>], action: A) -> bool {
    (table.iter())
        .flat_map(|binding| binding.keys)
        .any(|&(_, bound)| bound == action)
}

/// Every key a table can hold, and more: what the tests press to walk a screen's tables.
#[cfg(test)]
pub(crate) fn every_key() -> Vec<KeyCode> {
    let mut codes: Vec<KeyCode> = (' '..='~').map(KeyCode::Char).collect();
    codes.extend([
        KeyCode::Left,
        KeyCode::Right,
        KeyCode::Up,
        KeyCode::Down,
        KeyCode::Home,
        KeyCode::End,
        KeyCode::PageUp,
        KeyCode::PageDown,
        KeyCode::Enter,
        KeyCode::Esc,
        KeyCode::Backspace,
        KeyCode::Tab,
        KeyCode::Delete,
        KeyCode::F(1),
    ]);
    codes
}
