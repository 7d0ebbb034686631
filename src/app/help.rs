//! The help overlay: the key table of the screen underneath.

use ratatui::{
    buffer::Buffer,
    layout::Rect,
    text::{Line, Span},
    widgets::{Clear, Paragraph, Widget},
};

use super::{Theme, areas, keys::Binding};

/// A box over the middle of the screen listing `bindings`, with optional lines under them.
pub struct Help<'a> {
    /// The keys to list.
    pub bindings: &'a [Binding],
    /// Lines after the table, such as the legend of the status glyphs.
    pub notes: Vec<Line<'a>>,
    /// The styles.
    pub theme: &'a Theme,
}

impl Widget for Help<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let key_width = self
            .bindings
            .iter()
            .map(|b| b.keys(theme).chars().count())
            .max()
            .unwrap_or(0);
        let mut lines: Vec<Line> = self
            .bindings
            .iter()
            .map(|b| {
                Line::from(vec![
                    Span::styled(format!("{:<key_width$}", b.keys(theme)), theme.key()),
                    Span::raw("  "),
                    Span::styled(b.action, theme.text()),
                ])
            })
            .collect();
        if !self.notes.is_empty() {
            lines.push(Line::default());
            lines.extend(self.notes);
        }
        let width = lines.iter().map(Line::width).max().unwrap_or(0) + 4;
        let height = lines.len() + 2;
        let popup = areas::centered(area, width as u16, height as u16);
        Clear.render(popup, buf);
        let block = theme
            .bordered()
            .title(Span::styled(" Keys ", theme.accent()))
            .title_bottom(Span::styled(" any key closes ", theme.dim()));
        let inner = block.inner(popup);
        block.render(popup, buf);
        Paragraph::new(lines).render(inner.inner(ratatui::layout::Margin::new(1, 0)), buf);
    }
}
