//! Text from the problems, made fit for the theme's character set.

use std::borrow::Cow;

use super::Theme;

/// `text` as is, or in ASCII when the theme draws ASCII only: common symbols become their
/// usual ASCII spellings and any other non-ASCII character a `?`.
///
/// Headings, pseudo-code, frame labels and narrations are written once, with Unicode; a
/// terminal without UTF-8 still gets something readable.
pub fn fit<'a>(theme: &Theme, text: &'a str) -> Cow<'a, str> {
    if !theme.is_ascii() || text.is_ascii() {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_ascii() {
            out.push(c);
            continue;
        }
        out.push_str(match c {
            '×' => "x",
            '←' => "<-",
            '→' => "->",
            '↑' => "^",
            '↓' => "v",
            '↗' => "/",
            '↘' => "\\",
            '…' => "...",
            '—' | '–' | '─' | '·' => "-",
            '│' => "|",
            '▶' | '›' => ">",
            '◀' | '‹' => "<",
            '★' => "*",
            '≤' => "<=",
            '≥' => ">=",
            '≠' => "!=",
            '∈' => "in",
            '∉' => "not in",
            '∅' => "{}",
            '✓' => "ok",
            '✗' => "x",
            '♛' | '♕' => "Q",
            '‘' | '’' => "'",
            '“' | '”' => "\"",
            '⋮' => ":",
            _ => "?",
        });
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ascii_theme_spells_symbols_in_ascii() {
        let ascii = Theme::new(true, false);
        assert_eq!(fit(&ascii, "Sudoku 9×9 · MRV"), "Sudoku 9x9 - MRV");
        assert_eq!(fit(&ascii, "(0,3) → back… 数"), "(0,3) -> back... ?");
        let unicode = Theme::new(false, true);
        assert_eq!(fit(&unicode, "9×9"), "9×9");
    }
}
