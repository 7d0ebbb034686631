//! Text from the problems, made fit for the theme's character set.

use std::borrow::Cow;
use std::cell::RefCell;
use std::collections::HashMap;

use ratatui::text::Span;

use crate::app::Theme;

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

/// `text` broken into lines of at most `width` cells, never none: an empty text is one
/// empty line.
///
/// Lines break where the Unicode line breaking rules (UAX #14) allow: between words, after
/// a hyphen, and in Chinese between any two characters but never before a closing mark
/// such as `，` `。` `：` `）` or after an opening one, as Chinese typesetting wants. A
/// word longer than a line is split at the width; a character wider than the whole line
/// (a Chinese one on a line of one cell) has a line to itself. Lines are filled one after
/// the other, so an English sentence breaks where a reader expects.
///
/// The log and the panels wrap the same lines at the same width frame after frame, so
/// each result is kept for the next time (up to [`KEPT_WRAPS`] on a thread): finding the
/// break opportunities costs more than drawing the line.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    thread_local! {
        static WRAPPED: RefCell<HashMap<(String, usize), Vec<String>>> =
            RefCell::new(HashMap::new());
    }
    WRAPPED.with(|wrapped| {
        let key = (text.to_string(), width);
        if let Some(lines) = wrapped.borrow().get(&key) {
            return lines.clone();
        }
        let lines = break_lines(text, width);
        let mut wrapped = wrapped.borrow_mut();
        if wrapped.len() >= KEPT_WRAPS {
            wrapped.clear();
        }
        wrapped.insert(key, lines.clone());
        lines
    })
}

/// The most wrapped texts [`wrap`] keeps on a thread: a few screens' worth.
const KEPT_WRAPS: usize = 4096;

/// [`wrap`]'s work, done anew.
fn break_lines(text: &str, width: usize) -> Vec<String> {
    let options = textwrap::Options::new(width.max(1))
        .word_separator(textwrap::WordSeparator::UnicodeBreakProperties)
        .wrap_algorithm(textwrap::WrapAlgorithm::FirstFit)
        .break_words(true);
    textwrap::wrap(text, options)
        .into_iter()
        .map(String::from)
        .collect()
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
            '—' | '–' | '−' | '─' | '·' => "-",
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

/// `n` with thousands separated by commas, for counts people read rather than scripts.
pub fn grouped(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
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

    /// Marks a line of Chinese must not begin with.
    const CLOSING: &[char] = &['，', '。', '：', '；', '、', '！', '？', '）', '」', '』'];

    /// What `wrap` must give whatever the text and the width: at least one line, lines
    /// that fit (but for a lone character wider than the line), no line beginning with a
    /// blank, nor with a closing mark where the line has room for it and the character
    /// before it (four cells), and every character of the text but the blanks where it
    /// broke, in order.
    fn assert_wrapped_well(text: &str, width: usize) {
        let lines = wrap(text, width);
        assert!(!lines.is_empty(), "{text:?} at {width}");
        for line in &lines {
            let lone = line.chars().count() == 1;
            assert!(
                width_of(line) <= width || lone,
                "{line:?} at {width}: {lines:?}"
            );
            let room_for_the_mark = width >= 4;
            assert!(
                !(room_for_the_mark && line.starts_with(CLOSING)),
                "{line:?} at {width}: {lines:?}"
            );
            assert!(
                !line.starts_with(' ') || line == text,
                "{line:?} at {width}"
            );
        }
        let kept: String = lines.concat().split(' ').collect();
        let given: String = text.split(' ').collect();
        assert_eq!(kept, given, "{lines:?} at {width}");
    }

    #[test]
    fn chinese_never_begins_a_line_with_a_closing_mark() {
        let said = "第 3 行第 5 列放不下任何数字，所以撤回上一步填的 7。再试下一个候选值：8。";
        for width in 4..=40 {
            assert_wrapped_well(said, width);
        }
        // The line ends one character short rather than push the comma to the next.
        assert_eq!(wrap("没有能放的列，回溯", 12), ["没有能放的", "列，回溯"]);
    }

    #[test]
    fn english_fills_each_line_between_words() {
        // Ordinary words: the lines a reader breaks by hand, each filled with as many
        // words as it takes.
        fn by_hand(text: &str, width: usize) -> Vec<String> {
            let mut lines: Vec<String> = vec![String::new()];
            for word in text.split(' ') {
                let line = lines.last_mut().expect("a line");
                if line.is_empty() {
                    line.push_str(word);
                } else if line.len() + 1 + word.len() <= width {
                    line.push(' ');
                    line.push_str(word);
                } else {
                    lines.push(word.to_string());
                }
            }
            lines
        }
        let said = [
            "row 5 has no free column left to try: take the queen off (4,3)",
            "the cell (2,7) takes 4, the only digit its row, column and box leave",
            "a solution: every queen is safe, so print the board and go on looking",
        ];
        for text in said {
            let longest = text.split(' ').map(str::len).max().unwrap_or(0);
            for width in longest..=80 {
                assert_eq!(wrap(text, width), by_hand(text, width), "at {width}");
            }
        }
    }

    #[test]
    fn a_word_longer_than_the_line_is_split_at_the_width() {
        assert_eq!(wrap("backtracking", 5), ["backt", "racki", "ng"]);
        assert_eq!(wrap("try backtracking", 8), ["try", "backtrac", "king"]);
        assert_eq!(wrap("回溯法", 1), ["回", "溯", "法"]);
    }

    #[test]
    fn any_width_gives_lines_that_fit() {
        let texts = [
            "第 2 行没有能放的列：回溯，撤回 (1,2) 的皇后",
            "step 12: (3,4) ← 7，候选值 {1, 5, 7}（最少候选优先）",
            "map colouring: WA=red, NT=green; 区域 SA 无色可用、回溯！",
            "a well-known puzzle, 9×9 sudoku — 数独「世界最难」之一？是的。",
            "",
            "x",
        ];
        for text in texts {
            for width in 1..=60 {
                assert_wrapped_well(text, width);
            }
        }
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

    #[test]
    fn counts_are_grouped_by_thousands() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(1_234_567), "1,234,567");
    }
}
