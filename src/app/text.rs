//! Text from the problems, made fit for the theme's character set.

use std::borrow::Cow;

use ratatui::text::Span;

use super::Theme;

/// How many terminal cells `text` takes.
pub fn width_of(text: &str) -> usize {
    Span::raw(text).width()
}

/// `text` cut to at most `width` cells, ending in an ellipsis when it was cut.
pub fn cut(theme: &Theme, text: &str, width: usize) -> String {
    if width_of(text) <= width {
        return text.to_string();
    }
    let ellipsis = theme.glyph("…", "~");
    let room = width.saturating_sub(width_of(ellipsis));
    let mut out = String::with_capacity(width + 3);
    let mut used = 0;
    for c in text.chars() {
        let w = width_of(c.encode_utf8(&mut [0; 4]));
        if used + w > room {
            break;
        }
        out.push(c);
        used += w;
    }
    if width > 0 {
        out.push_str(ellipsis);
    }
    out
}

/// `text` with blanks after it up to `width` cells: a column of labels that lines up
/// whatever the glyphs' widths (`format!("{:<8}")` counts characters, not cells).
pub fn pad_end(text: &str, width: usize) -> String {
    format!("{text}{}", " ".repeat(width.saturating_sub(width_of(text))))
}

/// `text` with blanks before it up to `width` cells: a right-aligned column.
pub fn pad_start(text: &str, width: usize) -> String {
    format!("{}{text}", " ".repeat(width.saturating_sub(width_of(text))))
}

/// `text` broken into lines of at most `width` cells, between words where it can be; a
/// word longer than a line is split, and so is Chinese, which breaks between any two
/// characters, so that a line of it runs to the edge.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    let mut used = 0;
    for word in text.split(' ').filter(|word| !word.is_empty()) {
        let word_width = width_of(word);
        let chinese = word_width > word.chars().count();
        if used > 0 && used + 1 + word_width > width && !(chinese && used + 3 <= width) {
            lines.push(std::mem::take(&mut line));
            used = 0;
        }
        if used > 0 {
            line.push(' ');
            used += 1;
        }
        if used + word_width <= width {
            line.push_str(word);
            used += word_width;
            continue;
        }
        for c in word.chars() {
            let w = width_of(c.encode_utf8(&mut [0; 4]));
            if used + w > width {
                lines.push(std::mem::take(&mut line));
                used = 0;
            }
            line.push(c);
            used += w;
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

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

    #[test]
    fn cut_ends_in_an_ellipsis() {
        let unicode = Theme::new(false, true);
        assert_eq!(cut(&unicode, "9×9 sudoku A4", 13), "9×9 sudoku A4");
        assert_eq!(cut(&unicode, "9×9 sudoku A4", 8), "9×9 sud…");
        assert_eq!(cut(&Theme::new(true, true), "sudoku", 4), "sud~");
        assert_eq!(cut(&unicode, "sudoku", 0), "");
    }

    #[test]
    fn wrap_breaks_between_words() {
        let said = "row 5 has no free column left to try: take the queen off (4,3)";
        assert_eq!(
            wrap(said, 24),
            [
                "row 5 has no free column",
                "left to try: take the",
                "queen off (4,3)"
            ]
        );
        assert_eq!(wrap("abcdefgh ij", 3), ["abc", "def", "gh", "ij"]);
        assert_eq!(wrap("", 10), [""]);
    }

    #[test]
    fn chinese_runs_to_the_edge_of_the_line() {
        let said = "第 2 行没有能放的列：回溯，撤回 (1,2) 的皇后";
        let lines = wrap(said, 16);
        assert_eq!(
            lines,
            ["第 2 行没有能放", "的列：回溯，撤回", "(1,2) 的皇后"]
        );
        assert!(lines.iter().all(|line| width_of(line) <= 16), "{lines:?}");
    }
}
