//! Boxes round the panels, with a title on the top edge and maybe one on the bottom,
//! drawn cell by cell.
//!
//! A box is a handful of cells; drawing them directly costs next to nothing, where a
//! general block widget also restyles every cell inside it on every frame.

use ratatui::{buffer::Buffer, layout::Rect, text::Span};

use crate::app::Theme;

/// A box with a title, to be drawn round an area.
pub struct Border<'a> {
    title: Span<'a>,
    bottom: Option<Span<'a>>,
    padding: u16,
    theme: &'a Theme,
}

impl<'a> Border<'a> {
    /// A box titled `title` (on the top edge, after the corner), in `theme`'s border
    /// style and glyphs.
    pub fn new(title: Span<'a>, theme: &'a Theme) -> Self {
        Border {
            title,
            bottom: None,
            padding: 0,
            theme,
        }
    }

    /// The box with `title` on its bottom edge as well.
    pub fn bottom(self, title: Span<'a>) -> Self {
        Border {
            bottom: Some(title),
            ..self
        }
    }

    /// The box with `columns` blank columns inside each side.
    pub fn padding(self, columns: u16) -> Self {
        Border {
            padding: columns,
            ..self
        }
    }

    /// The area inside the box drawn round `area`, padding taken off.
    pub fn inner(&self, area: Rect) -> Rect {
        let inside = Rect {
            x: area.x.saturating_add(1),
            y: area.y.saturating_add(1),
            width: area.width.saturating_sub(2),
            height: area.height.saturating_sub(2),
        };
        Rect {
            x: inside.x.saturating_add(self.padding),
            width: inside.width.saturating_sub(2 * self.padding),
            ..inside
        }
    }

    /// Draws the box round `area` and returns the area inside it.
    pub fn draw(self, area: Rect, buf: &mut Buffer) -> Rect {
        let inner = self.inner(area);
        let area = area.intersection(buf.area);
        if area.width == 0 || area.height == 0 {
            return inner;
        }
        let style = self.theme.border();
        let g = |unicode, ascii| self.theme.glyph(unicode, ascii);
        let (left, right) = (area.left(), area.right() - 1);
        let (top, bottom) = (area.top(), area.bottom() - 1);
        for x in left..=right {
            buf[(x, top)].set_symbol(g("─", "-")).set_style(style);
            buf[(x, bottom)].set_symbol(g("─", "-")).set_style(style);
        }
        for y in top..=bottom {
            buf[(left, y)].set_symbol(g("│", "|")).set_style(style);
            buf[(right, y)].set_symbol(g("│", "|")).set_style(style);
        }
        // Top left last: on a box one cell wide or high, it wins.
        buf[(right, bottom)].set_symbol(g("┘", "+"));
        buf[(left, bottom)].set_symbol(g("└", "+"));
        buf[(right, top)].set_symbol(g("┐", "+"));
        buf[(left, top)].set_symbol(g("┌", "+"));
        let room = area.width.saturating_sub(2);
        if room > 0 {
            buf.set_span(left + 1, top, &self.title, room);
            if let Some(title) = &self.bottom {
                buf.set_span(left + 1, bottom, title, room);
            }
        }
        inner
    }
}

#[cfg(test)]
mod tests {
    use ratatui::{
        style::Style,
        widgets::{Block, Padding, Widget},
    };

    use super::*;

    #[test]
    fn draws_what_a_bordered_block_draws() {
        let theme = Theme::new(false, true);
        for (width, height) in [(20, 6), (6, 3), (2, 2), (1, 1), (12, 1), (1, 4)] {
            let area = Rect::new(1, 1, width, height);
            let title = Span::styled(" Log ", theme.accent());
            let bottom = Span::styled(" Enter opens ", Style::default());
            let mut ours = Buffer::empty(Rect::new(0, 0, 24, 8));
            let mut theirs = ours.clone();
            let inner = Border::new(title.clone(), &theme)
                .bottom(bottom.clone())
                .padding(1)
                .draw(area, &mut ours);
            let block = Block::bordered()
                .border_style(theme.border())
                .title(title)
                .title_bottom(bottom)
                .padding(Padding::horizontal(1));
            assert_eq!(inner, block.inner(area), "{width}×{height}");
            block.render(area, &mut theirs);
            assert_eq!(ours, theirs, "{width}×{height}");
        }
    }

    #[test]
    fn ascii_boxes_are_ascii() {
        let theme = Theme::new(true, false);
        let area = Rect::new(0, 0, 10, 3);
        let mut buf = Buffer::empty(area);
        Border::new(Span::raw(" Keys "), &theme).draw(area, &mut buf);
        let drawn: String = buf.content().iter().map(|c| c.symbol()).collect();
        assert_eq!(drawn, "+ Keys --+|        |+--------+");
    }
}
