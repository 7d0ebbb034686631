//! What the subset-sum and the map editors' panels draw alike: a titled box, lines of
//! words wrapped one under the other, and the puzzle's board when it fits.

use ratatui::{
    buffer::Buffer,
    layout::Rect,
    style::Style,
    text::{Line, Span},
    widgets::{Paragraph, Widget},
};

use crate::app::widgets::areas;
use crate::app::widgets::border::Border;
use crate::app::widgets::text::{fit, wrap};
use crate::app::{Playable, Theme, screen_text};
use crate::registry::Ready;

/// A box titled `title` round `area`; returns its inside.
pub fn titled(theme: &Theme, title: &str, area: Rect, buf: &mut Buffer) -> Rect {
    let title = format!(" {title} ");
    Border::new(
        Span::styled(fit(theme, &title).into_owned(), theme.accent()),
        theme,
    )
    .padding(1)
    .draw(area, buf)
}

/// Writes `said` in `inner`, each wrapped to its width, a blank row between them.
pub fn panel_lines(theme: &Theme, said: &[(String, Style)], inner: Rect, buf: &mut Buffer) {
    let width = usize::from(inner.width);
    let mut lines: Vec<Line> = Vec::new();
    for (text, style) in said {
        if !lines.is_empty() {
            lines.push(Line::default());
        }
        lines.extend(
            wrap(&fit(theme, text), width)
                .into_iter()
                .map(|line| Line::styled(line, *style)),
        );
    }
    Paragraph::new(lines).render(inner, buf);
}

/// `board` as the player starts it, in `area`, when it fits there whole: drawn aside
/// first, and kept only when each of `names` shows, so that a panel too small for it
/// stays blank rather than saying how much room the board needs.
pub fn preview(
    board: Box<dyn Ready>,
    names: &[String],
    theme: &Theme,
    area: Rect,
    buf: &mut Buffer,
) {
    let mut aside = Buffer::empty(area);
    board.preview(theme, area, &mut aside);
    let text = screen_text(&aside);
    if names.iter().all(|name| text.contains(name.as_str())) {
        buf.merge(&aside);
    }
}

/// Writes `said` at the top of `inner` as [`panel_lines`] does, and `board` under it when
/// it fits whole (see [`preview`]), with `names`, the words its drawing must show.
pub fn words_then_board(
    theme: &Theme,
    said: &[(String, Style)],
    board: Option<(Box<dyn Ready>, Vec<String>)>,
    inner: Rect,
    buf: &mut Buffer,
) {
    let width = usize::from(inner.width);
    let rows: usize = said
        .iter()
        .map(|(text, _)| wrap(&fit(theme, text), width).len() + 1)
        .sum();
    let [text, rest, _] = areas::rows(inner, u16::try_from(rows).unwrap_or(u16::MAX), 0);
    panel_lines(theme, said, text, buf);
    if let Some((board, names)) = board {
        preview(board, &names, theme, rest, buf);
    }
}
