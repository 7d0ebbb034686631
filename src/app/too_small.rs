//! What is drawn instead of a screen that does not fit: the size it needs.

use ratatui::{
    buffer::Buffer,
    layout::{Alignment, Rect},
    text::Line,
    widgets::{Paragraph, Widget, Wrap},
};

use super::{Theme, areas};

/// A notice that the terminal, `have` (width, height), is smaller than `need`.
pub struct TooSmall<'a> {
    /// The smallest size the screen can be drawn at.
    pub need: (u16, u16),
    /// The terminal's size.
    pub have: (u16, u16),
    /// The styles.
    pub theme: &'a Theme,
}

impl Widget for TooSmall<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let by = self.theme.glyph("×", "x");
        let lines = vec![
            Line::styled("Terminal too small", self.theme.accent()),
            Line::raw(format!(
                "need {}{by}{}, have {}{by}{}",
                self.need.0, self.need.1, self.have.0, self.have.1
            )),
            Line::styled("enlarge it, or q to quit", self.theme.dim()),
        ];
        let widest = lines.iter().map(Line::width).max().unwrap_or(0);
        // Centred when each line fits on one row; wrapped from the top otherwise.
        let height = if usize::from(area.width) >= widest {
            (lines.len() as u16).min(area.height)
        } else {
            area.height
        };
        Paragraph::new(lines)
            .alignment(Alignment::Center)
            .wrap(Wrap { trim: true })
            .render(areas::centered(area, area.width, height), buf);
    }
}

/// Whether `area` is at least `need` (width, height).
pub fn fits(area: Rect, need: (u16, u16)) -> bool {
    area.width >= need.0 && area.height >= need.1
}
