//! What is drawn instead of a screen that does not fit: the size it needs.

use ratatui::{buffer::Buffer, layout::Rect, style::Style, widgets::Widget};

use crate::app::widgets::text::{width_of, wrap};
use crate::app::{Theme, words};

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
        let area = area.intersection(buf.area);
        let by = self.theme.glyph("×", "x");
        let lang = self.theme.lang();
        let need = format!("{}{by}{}", self.need.0, self.need.1);
        let have = format!("{}{by}{}", self.have.0, self.have.1);
        let said = [
            (words::TOO_SMALL.get(lang).to_string(), self.theme.accent()),
            (
                words::NEED_HAVE.fill(lang, &[&need, &have]),
                self.theme.text(),
            ),
            (words::ENLARGE.get(lang).to_string(), self.theme.dim()),
        ];
        // Each line centred, wrapped where it is wider than the area (by display width:
        // a Chinese glyph takes two cells); the whole centred when it fits in height.
        let width = usize::from(area.width);
        let rows: Vec<(String, Style)> = said
            .iter()
            .flat_map(|(text, style)| wrap(text, width).into_iter().map(|row| (row, *style)))
            .collect();
        let height = (rows.len() as u16).min(area.height);
        let top = area.top() + (area.height - height) / 2;
        for ((row, style), y) in rows.into_iter().zip(top..top + height) {
            let used = width_of(&row).min(width) as u16;
            let x = area.left() + area.width / 2 - used / 2;
            buf.set_stringn(x, y, &row, width, style);
        }
    }
}

/// Whether `area` is at least `need` (width, height).
pub fn fits(area: Rect, need: (u16, u16)) -> bool {
    area.width >= need.0 && area.height >= need.1
}
