//! The keys of each screen, in one table for the footer and the help.

use ratatui::text::{Line, Span};

use super::Theme;

/// A short form of a binding for the footer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The keys with Unicode glyphs.
    pub keys: &'static str,
    /// The keys in ASCII.
    pub ascii_keys: &'static str,
    /// One or two words.
    pub word: &'static str,
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

const fn hint(
    binding: Binding,
    keys: &'static str,
    ascii_keys: &'static str,
    word: &'static str,
) -> Binding {
    Binding {
        hint: Some(Hint {
            keys,
            ascii_keys,
            word,
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
    ),
    hint(
        bind("→  l", "Right  l", "one step forward"),
        "→",
        ">",
        "step",
    ),
    hint(bind("←  h", "Left  h", "one step back"), "←", "<", "back"),
    hint(
        bind("n  N", "n  N", "next / previous solution"),
        "n/N",
        "n/N",
        "solution",
    ),
    hint(
        bind("b", "b", "to the next backtrack"),
        "b",
        "b",
        "backtrack",
    ),
    hint(
        bind("+  -", "+  -", "faster / slower"),
        "+/-",
        "+/-",
        "speed",
    ),
    hint(bind("g", "g", "go to a step number"), "g", "g", "go to"),
    hint(bind("r  Home", "r  Home", "restart"), "r", "r", "restart"),
    bind("End", "End", "run to the end"),
    bind("f", "f", "first solution only / all"),
    bind("o", "o", "sudoku: cell order row / MRV"),
    bind("p", "p", "sudoku: pencil marks"),
    hint(
        bind("Esc  m", "Esc  m", "back to the menu"),
        "m",
        "m",
        "menu",
    ),
    hint(bind("?", "?", "this help"), "?", "?", "help"),
    hint(bind("q  Ctrl-C", "q  Ctrl-C", "quit"), "q", "q", "quit"),
];

/// The menu's keys.
pub const MENU: &[Binding] = &[
    hint(
        bind("↑  ↓  k  j", "Up  Down  k  j", "choose"),
        "↑↓",
        "Up/Down",
        "choose",
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
    ),
    bind("0-9", "0-9", "type N (custom entries)"),
    hint(bind("Enter", "Enter", "open"), "Enter", "Enter", "open"),
    hint(bind("?", "?", "this help"), "?", "?", "help"),
    hint(bind("q  Ctrl-C", "q  Ctrl-C", "quit"), "q", "q", "quit"),
];

/// The go-to prompt's keys.
pub const PROMPT: &[Binding] = &[
    hint(
        bind("0-9  Backspace", "0-9  Backspace", "type the step number"),
        "0-9",
        "0-9",
        "step",
    ),
    hint(bind("Enter", "Enter", "go"), "Enter", "Enter", "go"),
    hint(bind("Esc", "Esc", "cancel"), "Esc", "Esc", "cancel"),
];

/// The keys that work while a long move runs.
pub const BUSY: &[Binding] = &[
    hint(
        bind("Esc  Space", "Esc  Space", "cancel the move"),
        "Esc",
        "Esc",
        "cancel",
    ),
    hint(bind("q  Ctrl-C", "q  Ctrl-C", "quit"), "q", "q", "quit"),
];

/// The footer: the hinted bindings of `bindings` on one line.
pub fn footer(bindings: &[Binding], theme: &Theme) -> Line<'static> {
    let mut spans = Vec::with_capacity(bindings.len() * 3);
    for hint in bindings.iter().filter_map(|b| b.hint) {
        if !spans.is_empty() {
            spans.push(Span::raw("  "));
        }
        spans.push(Span::styled(
            theme.glyph(hint.keys, hint.ascii_keys),
            theme.key(),
        ));
        spans.push(Span::styled(format!(" {}", hint.word), theme.dim()));
    }
    Line::from(spans)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ascii_tables_are_ascii() {
        for binding in PLAYER.iter().chain(MENU).chain(PROMPT).chain(BUSY) {
            assert!(binding.ascii_keys.is_ascii(), "{}", binding.ascii_keys);
            assert!(binding.action.is_ascii(), "{}", binding.action);
            if let Some(hint) = binding.hint {
                assert!(hint.ascii_keys.is_ascii() && hint.word.is_ascii());
            }
        }
        let theme = Theme::new(true, false);
        let line = footer(PLAYER, &theme).to_string();
        assert!(line.is_ascii(), "{line}");
        assert!(
            line.starts_with("Space play  > step  < back  n/N solution"),
            "{line}"
        );
    }
}
