//! A prompt laid out over as many rows as it needs: the question and what is typed, then
//! each of its hints whole (a key and its word, the quiz cursor's keys, the score), on the
//! question's row while they fit and on the rows under it after, and last a note that
//! flows on from there (the forms a breakpoint takes). Nothing is cut at the screen's
//! edge, so that a long Chinese wording or a narrow screen keeps every hint.

use ratatui::style::Style;
use ratatui::text::{Line, Span};

use super::text;
use crate::app::Theme;

/// The blank between two hints on a row.
const GAP: &str = "  ";

/// The rows of a prompt `width` cells wide: `head`, then each of `hints` kept whole,
/// after the one before when it fits there and at the start of the next row else; then
/// `note`, its words flowing on from the last row. A head or a hint wider than a row
/// alone is wrapped at its words, in the style of its first span.
pub fn rows(
    head: Line<'static>,
    hints: Vec<Line<'static>>,
    note: Option<Span<'static>>,
    width: u16,
) -> Vec<Line<'static>> {
    let width = usize::from(width).max(1);
    let mut rows = wrapped(head, width);
    for hint in hints {
        let last = rows.last_mut().expect("the head's row");
        if last.width() + text::width_of(GAP) + hint.width() <= width {
            last.spans.push(Span::raw(GAP));
            last.spans.extend(hint.spans);
        } else {
            rows.extend(wrapped(hint, width));
        }
    }
    if let Some(note) = note {
        flow(&mut rows, note, width);
    }
    rows
}

/// `rows` on one row `width` cells wide, for a screen with no room for more: as they
/// are when they fit, else their text cut with an ellipsis, in the first span's style.
pub fn one_row(rows: Vec<Line<'static>>, theme: &Theme, width: u16) -> Line<'static> {
    let mut spans: Vec<Span<'static>> = Vec::new();
    for row in rows {
        if !spans.is_empty() {
            spans.push(Span::raw(GAP));
        }
        spans.extend(row.spans);
    }
    let line = Line::from(spans);
    if line.width() <= usize::from(width) {
        return line;
    }
    let (flat, style) = flattened(&line);
    Line::styled(text::cut(theme, &flat, usize::from(width)), style)
}

/// The text of `line`, its spans joined, with the style of its first span.
fn flattened(line: &Line<'_>) -> (String, Style) {
    let style = line
        .spans
        .first()
        .map(|span| span.style)
        .unwrap_or_default();
    let flat = line
        .spans
        .iter()
        .map(|span| span.content.as_ref())
        .collect();
    (flat, style)
}

/// `line` as rows of at most `width` cells: itself when it fits, else its text wrapped
/// at its words in the style of its first span.
fn wrapped(line: Line<'static>, width: usize) -> Vec<Line<'static>> {
    if line.width() <= width {
        return vec![line];
    }
    let (flat, style) = flattened(&line);
    (text::wrap(flat.trim(), width).into_iter())
        .map(|row| Line::styled(row, style))
        .collect()
}

/// `note` put after the last of `rows`: the words that fit there, the rest wrapped on
/// rows of their own.
fn flow(rows: &mut Vec<Line<'static>>, note: Span<'static>, width: usize) {
    let style = note.style;
    let last = rows.last_mut().expect("the head's row");
    let room = width.saturating_sub(last.width() + text::width_of(GAP));
    let words = note.content.trim();
    let mut taken = 0;
    for word in words.split_inclusive(' ') {
        if text::width_of(words[..taken + word.len()].trim_end()) > room {
            break;
        }
        taken += word.len();
    }
    if taken > 0 {
        last.spans.push(Span::raw(GAP));
        last.spans
            .push(Span::styled(words[..taken].trim_end().to_string(), style));
    }
    let rest = words[taken..].trim();
    if !rest.is_empty() {
        rows.extend((text::wrap(rest, width).into_iter()).map(|row| Line::styled(row, style)));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each row's text.
    fn texts(rows: &[Line<'static>]) -> Vec<String> {
        (rows.iter())
            .map(|row| row.spans.iter().map(|span| span.content.as_ref()).collect())
            .collect()
    }

    fn hints() -> Vec<Line<'static>> {
        vec![Line::from("Enter go"), Line::from("Esc cancel")]
    }

    #[test]
    fn hints_go_on_the_heads_row_while_they_fit_then_under_it_whole() {
        let head = || Line::from("stop at _");
        assert_eq!(
            texts(&rows(head(), hints(), None, 40)),
            ["stop at _  Enter go  Esc cancel"]
        );
        assert_eq!(
            texts(&rows(head(), hints(), None, 25)),
            ["stop at _  Enter go", "Esc cancel"]
        );
        assert_eq!(
            texts(&rows(head(), hints(), None, 12)),
            ["stop at _", "Enter go", "Esc cancel"]
        );
    }

    #[test]
    fn a_note_flows_on_from_the_last_row_at_its_words() {
        let note = Span::raw("type one of: solution, backtrack, depth=K");
        let shown = texts(&rows(Line::from("stop at _"), hints(), Some(note), 50));
        assert_eq!(
            shown,
            [
                "stop at _  Enter go  Esc cancel  type one of:",
                "solution, backtrack, depth=K"
            ]
        );
        // Chinese, without blanks: wrapped where it must be.
        let note = Span::raw("可输入：行R=C，解，回溯");
        let shown = texts(&rows(Line::from("停在：_"), Vec::new(), Some(note), 16));
        assert_eq!(
            shown.concat().replace(' ', ""),
            "停在：_可输入：行R=C，解，回溯"
        );
        assert!(
            shown.iter().all(|row| text::width_of(row) <= 16),
            "{shown:?}"
        );
    }

    #[test]
    fn one_row_cuts_what_has_no_room() {
        let theme = Theme::new(false, true);
        let rows = vec![Line::from("stop at _"), Line::from("Esc cancel")];
        assert_eq!(
            texts(&[one_row(rows.clone(), &theme, 30)]),
            ["stop at _  Esc cancel"]
        );
        assert_eq!(texts(&[one_row(rows, &theme, 12)]), ["stop at _  …"]);
    }
}
