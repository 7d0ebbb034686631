//! The help overlay: the key table of the screen underneath.

use ratatui::{
    buffer::Buffer,
    layout::Rect,
    text::{Line, Span},
    widgets::Widget,
};

use super::{
    Theme, areas, border::Border, keys::HelpLine, lines::draw_lines, text::width_of, words,
};

/// A box over the middle of the screen listing the keys, with optional lines under them.
pub struct Help<'a> {
    /// The keys to list.
    pub helps: &'a [HelpLine],
    /// Lines after the table, such as the legend of the status glyphs.
    pub notes: Vec<Line<'a>>,
    /// The styles.
    pub theme: &'a Theme,
}

impl Widget for Help<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let key_width = self
            .helps
            .iter()
            .map(|b| width_of(b.keys(theme)))
            .max()
            .unwrap_or(0);
        let mut lines: Vec<Line> = self
            .helps
            .iter()
            .map(|b| {
                Line::from(vec![
                    Span::styled(format!("{:<key_width$}", b.keys(theme)), theme.key()),
                    Span::raw("  "),
                    Span::styled(b.words.get(theme.lang()), theme.text()),
                ])
            })
            .collect();
        // The keys come first: notes that would push some out of a short screen are left out.
        let room = usize::from(area.height).saturating_sub(2);
        if !self.notes.is_empty() && lines.len() + 1 + self.notes.len() <= room {
            lines.push(Line::default());
            lines.extend(self.notes);
        }
        let width = lines.iter().map(Line::width).max().unwrap_or(0) + 4;
        let height = lines.len() + 2;
        let popup = areas::centered(area, width as u16, height as u16);
        areas::clear_for_overlay(popup, buf);
        let lang = theme.lang();
        let title = format!(" {} ", words::KEYS.get(lang));
        let bottom = format!(" {} ", words::ANY_KEY_CLOSES.get(lang));
        let inner = Border::new(Span::styled(title, theme.accent()), theme)
            .bottom(Span::styled(bottom, theme.dim()))
            .padding(1)
            .draw(popup, buf);
        draw_lines(&lines, inner, buf);
    }
}
