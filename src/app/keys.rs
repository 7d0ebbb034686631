//! The keys of each screen, in one table for the footer and the help.

use ratatui::text::Line;

use super::{
    Theme,
    squeeze::{Part, parts_width, squeeze},
};

/// A short form of a binding for the footer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The keys with Unicode glyphs.
    pub keys: &'static str,
    /// The keys in ASCII.
    pub ascii_keys: &'static str,
    /// One or two words.
    pub word: &'static str,
    /// 0 for a hint that always shows; hints of higher rank leave a narrow footer first.
    pub rank: u8,
}

/// One line of a key table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Binding {
    /// The keys as drawn with Unicode glyphs.
    pub keys: &'static str,
    /// The same keys in ASCII.
    pub ascii_keys: &'static str,
    /// What they do.
    pub action: &'static str,
    /// The binding in the footer, if it is shown there.
    pub hint: Option<Hint>,
}

impl Binding {
    /// The keys in the glyphs the theme draws with.
    pub fn keys(&self, theme: &Theme) -> &'static str {
        theme.glyph(self.keys, self.ascii_keys)
    }
}

const fn bind(keys: &'static str, ascii_keys: &'static str, action: &'static str) -> Binding {
    Binding {
        keys,
        ascii_keys,
        action,
        hint: None,
    }
}

/// `binding` with a footer hint of `keys` (`ascii_keys` in ASCII) and `word`; the hints of
/// the highest `rank` leave the footer first when it is narrow (0: never).
const fn hint(
    binding: Binding,
    keys: &'static str,
    ascii_keys: &'static str,
    word: &'static str,
    rank: u8,
) -> Binding {
    Binding {
        hint: Some(Hint {
            keys,
            ascii_keys,
            word,
            rank,
        }),
        ..binding
    }
}

/// The player's keys, in the order the help lists them.
pub const PLAYER: &[Binding] = &[
    hint(
        bind("Space", "Space", "play / pause"),
        "Space",
        "Space",
        "play",
        0,
    ),
    hint(
        bind("→  l", "Right  l", "one step forward"),
        "→",
        ">",
        "step",
        0,
    ),
    hint(
        bind("←  h", "Left  h", "one step back"),
        "←",
        "<",
        "back",
        0,
    ),
    hint(
        bind("n  N", "n  N", "next / previous solution"),
        "n/N",
        "n/N",
        "solution",
        1,
    ),
    hint(
        bind("b", "b", "to the next backtrack"),
        "b",
        "b",
        "backtrack",
        1,
    ),
    hint(
        bind("+  -", "+  -", "faster / slower"),
        "+/-",
        "+/-",
        "speed",
        2,
    ),
    hint(bind("g", "g", "go to a step number"), "g", "g", "go to", 3),
    hint(
        bind("r  Home", "r  Home", "restart"),
        "r",
        "r",
        "restart",
        3,
    ),
    hint(bind("End", "End", "run to the end"), "End", "End", "end", 4),
    bind("f", "f", "first solution only / all solutions"),
];

/// The keys only a sudoku has, listed after the player's.
pub const SUDOKU: &[Binding] = &[
    hint(
        bind("o", "o", "cell order: row / MRV (restarts)"),
        "o",
        "o",
        "order",
        3,
    ),
    hint(
        bind("p", "p", "pencil marks / candidate counts"),
        "p",
        "p",
        "pencil",
        1,
    ),
];

/// The keys every player has last.
pub const LEAVE: &[Binding] = &[
    hint(
        bind("Esc  m", "Esc  m", "back to the menu"),
        "m",
        "m",
        "menu",
        1,
    ),
    hint(bind("?", "?", "this help"), "?", "?", "help", 0),
    hint(bind("q  Ctrl-C", "q  Ctrl-C", "quit"), "q", "q", "quit", 0),
];

/// The menu's keys.
pub const MENU: &[Binding] = &[
    hint(
        bind("↑  ↓  k  j", "Up  Down  k  j", "choose"),
        "↑↓",
        "Up/Down",
        "choose",
        0,
    ),
    hint(
        bind(
            "←  →  h  l",
            "Left  Right  h  l",
            "change N (custom entries)",
        ),
        "←→",
        "Left/Right",
        "N",
        1,
    ),
    bind("0-9", "0-9", "type N (custom entries)"),
    hint(bind("Enter", "Enter", "open"), "Enter", "Enter", "open", 0),
    hint(bind("?", "?", "this help"), "?", "?", "help", 0),
    hint(bind("q  Ctrl-C", "q  Ctrl-C", "quit"), "q", "q", "quit", 0),
];

/// The go-to prompt's keys.
pub const PROMPT: &[Binding] = &[
    hint(
        bind("0-9  Backspace", "0-9  Backspace", "type the step number"),
        "0-9",
        "0-9",
        "step",
        1,
    ),
    hint(bind("Enter", "Enter", "go"), "Enter", "Enter", "go", 0),
    hint(bind("Esc", "Esc", "cancel"), "Esc", "Esc", "cancel", 0),
];

/// The keys that work while a long move runs.
pub const BUSY: &[Binding] = &[
    hint(
        bind("Esc  Space", "Esc  Space", "cancel the move"),
        "Esc",
        "Esc",
        "cancel",
        0,
    ),
    hint(bind("q  Ctrl-C", "q  Ctrl-C", "quit"), "q", "q", "quit", 0),
];

/// The footer hints of `bindings` as parts of a line, to be squeezed to a width.
pub fn hints(bindings: &[Binding], theme: &Theme) -> Vec<Part> {
    let mut parts = Vec::with_capacity(bindings.len());
    for hint in bindings.iter().filter_map(|b| b.hint) {
        let gap = if parts.is_empty() { "" } else { "  " };
        let keys = theme.glyph(hint.keys, hint.ascii_keys);
        parts.push(Part::new(format!("{gap}{keys}"), theme.key(), hint.rank));
        // The word goes with its keys: same rank, and dropped together below.
        parts.push(Part::new(format!(" {}", hint.word), theme.dim(), hint.rank));
    }
    parts
}

/// The footer: the hints of `bindings` that fit in `width`, the least needed left out.
pub fn footer(bindings: &[Binding], theme: &Theme, width: u16) -> Line<'static> {
    let mut parts = hints(bindings, theme);
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
mod tests {
    use super::*;

    #[test]
    fn ascii_tables_are_ascii() {
        let tables = [PLAYER, SUDOKU, LEAVE, MENU, PROMPT, BUSY];
        for binding in tables.iter().flat_map(|table| table.iter()) {
            assert!(binding.ascii_keys.is_ascii(), "{}", binding.ascii_keys);
            assert!(binding.action.is_ascii(), "{}", binding.action);
            if let Some(hint) = binding.hint {
                assert!(hint.ascii_keys.is_ascii() && hint.word.is_ascii());
            }
        }
        let theme = Theme::new(true, false);
        let line = footer(PLAYER, &theme, 200).to_string();
        assert!(line.is_ascii(), "{line}");
        assert!(
            line.starts_with("Space play  > step  < back  n/N solution"),
            "{line}"
        );
    }

    #[test]
    fn a_narrow_footer_keeps_the_needed_keys() {
        let theme = Theme::new(false, true);
        let sudoku: Vec<Binding> = [PLAYER, SUDOKU, LEAVE].concat();
        let wide = footer(&sudoku, &theme, 200).to_string();
        assert_eq!(
            wide,
            "Space play  → step  ← back  n/N solution  b backtrack  +/- speed  g go to  \
             r restart  End end  o order  p pencil  m menu  ? help  q quit"
        );
        let eighty = footer(&sudoku, &theme, 80).to_string();
        assert_eq!(
            eighty,
            "Space play  → step  ← back  n/N solution  b backtrack  p pencil  ? help  q quit"
        );
        assert!(eighty.chars().count() <= 80);
        let narrow = footer(&sudoku, &theme, 30).to_string();
        assert_eq!(narrow, "Space play  → step  ← back  ? help  q quit");
    }
}
