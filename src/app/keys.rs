//! The keys of each screen, one table a part of a screen: each line binds key codes to
//! actions and to the words of the help and the footer, so the handler, the help and the
//! footer cannot disagree. The keys' labels are written from the key codes; the words are
//! messages of the catalogue (`words.rs`), so that they are translated with the rest.
//!
//! A screen is made of tables: the player is [`TRANSPORT`], [`PLAYER`], [`VIEW`], its
//! problem's own keys and [`LEAVE`]; the compare screen is [`TRANSPORT`], [`VIEW`] and
//! [`LEAVE`]. The tests below check each screen's tables together.

use ratatui::{
    crossterm::event::{KeyCode, KeyModifiers},
    text::Line,
};

use super::{
    Theme,
    player::words as lesson,
    squeeze::{Part, parts_width, squeeze},
    words::{self, Id},
};

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
pub struct Help {
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

impl Help {
    /// This line with a footer hint naming `keys` and saying `word`; the hints of the
    /// highest `rank` leave the footer first when it is narrow (0: never).
    pub const fn hint(self, keys: &'static [KeyCode], word: Id, rank: u8) -> Help {
        Help {
            hint: Some(Hint { keys, word, rank }),
            ..self
        }
    }

    /// This line naming `chords` too, keys the app takes before the screen does.
    pub const fn also(self, chords: &'static [Chord]) -> Help {
        Help {
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
    pub help: Help,
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
pub const fn help(words: Id) -> Help {
    Help {
        words,
        hint: None,
        also: &[],
    }
}

/// A line of a key table: `keys` with their actions, described by `help`.
pub const fn bind<A>(keys: &'static [(KeyCode, A)], help: Help) -> Binding<A> {
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
const fn digits<A: Copy>(action: A) -> [(KeyCode, A); 10] {
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
const DIGITS: [KeyCode; 10] = [
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

/// What a transport key does: the moves along a run, on the player's one board and on
/// every board of the compare screen alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TransportAction {
    /// Play or pause.
    TogglePlay,
    /// One event forward.
    StepForward,
    /// One event back.
    StepBack,
    /// Forward to the next solution.
    NextSolution,
    /// Back to the previous solution.
    PreviousSolution,
    /// Forward to the next backtrack.
    NextBacktrack,
    /// Forward to the next placement: the next picture the tutorials draw.
    NextPicture,
    /// Play faster.
    Faster,
    /// Play slower.
    Slower,
    /// Ask for a step to go to.
    GoTo,
    /// Back to step 0.
    Restart,
    /// Run to the last event.
    End,
}

/// What a key of the player's own does, besides the transport and the view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PlayerAction {
    /// First solution only, or all.
    ToggleStop,
    /// Whether playing pauses at each solution.
    TogglePauseAtSolutions,
    /// Ask for a breakpoint's condition.
    AskBreakpoint,
    /// Forget every breakpoint.
    ClearBreakpoints,
    /// Bookmark the current step, asking for a caption.
    Bookmark,
    /// Go to the bookmark before the current step.
    PreviousBookmark,
    /// Go to the bookmark after the current step.
    NextBookmark,
    /// Show or hide the panel of bookmarks, breakpoints and solutions.
    ToggleMoments,
}

/// What a key does to how a search is shown, on the player and the compare screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewAction {
    /// Rows, columns and cells numbered from 0 or from 1.
    ToggleNumbering,
    /// Save the screen as `.svg` and `.txt` files.
    Screenshot,
    /// Start or stop recording the screen to a `.cast` file.
    Record,
    /// The next tutorial's code in the code panel.
    CycleCode,
    /// Switch between English and Chinese.
    Language,
    /// Show or hide the search tree panel.
    ToggleTree,
}

/// What a key that leaves a screen does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LeaveAction {
    /// Back to the menu.
    Menu,
    /// Show the help.
    Help,
    /// Quit the app.
    Quit,
}

use KeyCode::{Backspace, Char, Delete, Down, End, Enter, Esc, Home, Left, PageDown, Right, Up};
use TransportAction as T;

/// The transport: the keys that move along a run, first in the help of the player and of
/// the compare screen.
pub const TRANSPORT: &[Binding<TransportAction>] = &[
    bind(
        &[(Char(' '), T::TogglePlay)],
        help(words::KEY_PLAY).hint(&[Char(' ')], words::HINT_PLAY, 0),
    ),
    bind(
        &[(Right, T::StepForward), (Char('l'), T::StepForward)],
        help(words::KEY_STEP_FORWARD).hint(&[Right], words::HINT_STEP, 0),
    ),
    bind(
        &[(Left, T::StepBack), (Char('h'), T::StepBack)],
        help(words::KEY_STEP_BACK).hint(&[Left], words::HINT_BACK, 0),
    ),
    bind(
        &[
            (Char('n'), T::NextSolution),
            (Char('N'), T::PreviousSolution),
        ],
        help(words::KEY_SOLUTION).hint(&[Char('n'), Char('N')], words::HINT_SOLUTION, 1),
    ),
    bind(
        &[(Char('b'), T::NextBacktrack)],
        help(words::KEY_BACKTRACK).hint(&[Char('b')], words::HINT_BACKTRACK, 1),
    ),
    bind(
        &[(Enter, T::NextPicture), (PageDown, T::NextPicture)],
        help(words::KEY_PICTURE).hint(&[Enter], words::HINT_PICTURE, 3),
    ),
    bind(
        &[
            (Char('+'), T::Faster),
            (Char('='), T::Faster),
            (Char('-'), T::Slower),
            (Char('_'), T::Slower),
        ],
        help(words::KEY_SPEED).hint(&[Char('+'), Char('-')], words::HINT_SPEED, 2),
    ),
    bind(
        &[(Char('g'), T::GoTo)],
        help(words::KEY_GO_TO).hint(&[Char('g')], words::HINT_GO_TO, 2),
    ),
    bind(
        &[(Char('r'), T::Restart), (Home, T::Restart)],
        help(words::KEY_RESTART).hint(&[Char('r')], words::HINT_RESTART, 3),
    ),
    bind(
        &[(End, T::End)],
        help(words::KEY_END).hint(&[End], words::HINT_END, 4),
    ),
];

/// The player's own keys, after the transport.
pub const PLAYER: &[Binding<PlayerAction>] = &[
    bind(
        &[(Char('f'), PlayerAction::ToggleStop)],
        help(words::KEY_STOP),
    ),
    bind(
        &[(Char('a'), PlayerAction::TogglePauseAtSolutions)],
        help(words::KEY_PAUSE_AT_SOLUTIONS),
    ),
    bind(
        &[
            (Char('x'), PlayerAction::AskBreakpoint),
            (Char('X'), PlayerAction::ClearBreakpoints),
            (Char('k'), PlayerAction::Bookmark),
            (Char('['), PlayerAction::PreviousBookmark),
            (Char(']'), PlayerAction::NextBookmark),
            (Char('K'), PlayerAction::ToggleMoments),
        ],
        help(lesson::KEY_LESSON),
    ),
];

/// What a key does while the panel of bookmarks, breakpoints and solutions is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MomentsAction {
    /// The line above.
    Up,
    /// The line below.
    Down,
    /// Go to the step of the line chosen.
    Go,
    /// Forget the bookmark or the breakpoint chosen.
    Remove,
    /// Hide the panel.
    Close,
}

/// The keys of the panel of bookmarks, breakpoints and solutions, which come before all
/// others while it is shown.
pub const MOMENTS: &[Binding<MomentsAction>] = &[
    bind(
        &[(Up, MomentsAction::Up), (Down, MomentsAction::Down)],
        help(lesson::KEY_MOMENTS_CHOOSE),
    ),
    bind(
        &[(Enter, MomentsAction::Go)],
        help(lesson::KEY_MOMENTS_GO).hint(&[Enter], words::HINT_GO, 0),
    ),
    bind(
        &[
            (Delete, MomentsAction::Remove),
            (Backspace, MomentsAction::Remove),
        ],
        help(lesson::KEY_MOMENTS_REMOVE),
    ),
    bind(
        &[(Esc, MomentsAction::Close)],
        help(lesson::KEY_MOMENTS_CLOSE),
    ),
];

/// How the search is shown: the keys the player and the compare screen share after the
/// transport.
pub const VIEW: &[Binding<ViewAction>] = &[
    bind(
        &[(Char('1'), ViewAction::ToggleNumbering)],
        help(words::KEY_NUMBERING),
    ),
    bind(
        &[(Char('s'), ViewAction::Screenshot)],
        help(words::KEY_SCREENSHOT),
    ),
    bind(&[(Char('v'), ViewAction::Record)], help(words::KEY_RECORD)),
    bind(&[(Char('c'), ViewAction::CycleCode)], help(words::KEY_CODE)),
    bind(
        &[(Char('L'), ViewAction::Language)],
        help(words::KEY_LANGUAGE),
    ),
    bind(
        &[(Char('t'), ViewAction::ToggleTree)],
        help(words::KEY_TREE),
    ),
];

/// The keys every screen of a search has last.
pub const LEAVE: &[Binding<LeaveAction>] = &[
    bind(
        &[(Esc, LeaveAction::Menu), (Char('m'), LeaveAction::Menu)],
        help(words::KEY_MENU).hint(&[Char('m')], words::HINT_MENU, 1),
    ),
    bind(
        &[(Char('?'), LeaveAction::Help)],
        help(words::KEY_HELP).hint(&[Char('?')], words::HINT_HELP, 0),
    ),
    bind(
        &[(Char('q'), LeaveAction::Quit)],
        help(words::KEY_QUIT)
            .also(&[CTRL_C])
            .hint(&[Char('q')], words::HINT_QUIT, 0),
    ),
];

/// What a key does while a long move runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BusyAction {
    /// Stop the move where it is.
    Cancel,
    /// Show the help.
    Help,
    /// Quit the app.
    Quit,
}

/// The keys that work while a long move runs.
pub const BUSY: &[Binding<BusyAction>] = &[
    bind(
        &[(Esc, BusyAction::Cancel), (Char(' '), BusyAction::Cancel)],
        help(words::KEY_CANCEL_MOVE).hint(&[Esc], words::HINT_CANCEL, 0),
    ),
    bind(&[(Char('?'), BusyAction::Help)], help(words::KEY_HELP)),
    bind(
        &[(Char('q'), BusyAction::Quit)],
        help(words::KEY_QUIT)
            .also(&[CTRL_C])
            .hint(&[Char('q')], words::HINT_QUIT, 0),
    ),
];

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

/// The go-to prompt's keys.
pub const PROMPT: &[Binding<PromptAction>] = &[
    bind(
        &PROMPT_DIGITS,
        help(words::KEY_TYPE_STEP).hint(&DIGITS, words::HINT_STEP_NUMBER, 1),
    ),
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
        help(lesson::KEY_MOVE_CURSOR),
    ),
    bind(
        &[
            (Backspace, TextAction::EraseBack),
            (Delete, TextAction::EraseForward),
        ],
        help(lesson::KEY_ERASE_CHARACTER),
    ),
    bind(
        &[(Enter, TextAction::Go)],
        help(words::KEY_GO).hint(&[Enter], words::HINT_GO, 0),
    ),
    bind(
        &[(Esc, TextAction::Cancel)],
        help(words::KEY_CANCEL).hint(&[Esc], words::HINT_CANCEL, 0),
    ),
];

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

#[cfg(test)]
#[path = "keys_tests.rs"]
mod tests;
