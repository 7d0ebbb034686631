//! The quiz answered with a cursor: ↑ and ↓ move a highlight along the possible answers
//! of a question, the choices in the order the prompt lists them and going back last,
//! and Enter gives the one highlighted, for a class that points rather than types.
//!
//! Nothing is highlighted until a key moves the cursor, and it then starts at the first
//! answer listed (or the last, going up) whatever the right one is: the highlight gives
//! nothing away.

use ratatui::{
    crossterm::event::{KeyCode, KeyModifiers},
    style::Modifier,
    text::Span,
};

use super::quiz_answer::Answer;
use super::quiz_words::HINT_QUIZ_CHOOSE;
use crate::app::Theme;
use crate::app::input::keys::key_label;

/// Where the cursor goes from `at` (`None`: nothing highlighted yet) along `count`
/// answers, one `forward` or back, round from the last to the first.
pub fn moved(at: Option<usize>, count: usize, forward: bool) -> Option<usize> {
    if count == 0 {
        return None;
    }
    Some(match (at, forward) {
        (None, true) => 0,
        (None, false) => count - 1,
        (Some(at), true) => (at + 1) % count,
        (Some(at), false) => (at + count - 1) % count,
    })
}

/// The answers the cursor goes along: each keyed choice in order, then going back.
pub fn ring(keyed: &[(String, Answer)]) -> Vec<Answer> {
    (keyed.iter().map(|&(_, answer)| answer))
        .chain([Answer::Back])
        .collect()
}

/// The prompt's keys with the cursor on the one at `at`: each choice's key, then `<`.
pub fn spans(keyed: &[(String, Answer)], at: usize, theme: &Theme) -> Vec<Span<'static>> {
    let highlighted = theme.selected().add_modifier(Modifier::REVERSED);
    let mut spans = Vec::with_capacity(2 * keyed.len() + 2);
    let keys = keyed.iter().map(|(key, _)| key.as_str()).chain(["<"]);
    for (index, key) in keys.enumerate() {
        spans.push(Span::raw(" "));
        let style = match index == at {
            true => highlighted,
            false => theme.key(),
        };
        spans.push(Span::styled(key.to_string(), style));
    }
    spans
}

/// The prompt's hint of the cursor's keys: `↑↓ Enter choose`.
pub fn hint(theme: &Theme) -> Span<'static> {
    let ascii = theme.is_ascii();
    let label = |code| key_label(code, KeyModifiers::NONE, ascii);
    // `↑↓`, as the footer pairs arrows; `Up/Down` in ASCII.
    let between = if ascii { "/" } else { "" };
    let keys = format!(
        "{}{between}{} {}",
        label(KeyCode::Up),
        label(KeyCode::Down),
        label(KeyCode::Enter)
    );
    let word = HINT_QUIZ_CHOOSE.get(theme.lang());
    Span::styled(format!("{keys} {word}"), theme.dim())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cursor_starts_at_either_end_and_goes_round() {
        assert_eq!(moved(None, 5, true), Some(0));
        assert_eq!(moved(None, 5, false), Some(4));
        assert_eq!(moved(Some(4), 5, true), Some(0));
        assert_eq!(moved(Some(0), 5, false), Some(4));
        assert_eq!(moved(Some(2), 5, true), Some(3));
        assert_eq!(moved(None, 0, true), None);
    }

    #[test]
    fn the_ring_ends_with_going_back() {
        let keyed = vec![
            ("1".to_string(), Answer::Choice(0)),
            ("2".to_string(), Answer::Choice(1)),
        ];
        assert_eq!(
            ring(&keyed),
            vec![Answer::Choice(0), Answer::Choice(1), Answer::Back]
        );
    }
}
