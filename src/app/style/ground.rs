//! A named palette on a terminal whose background it is not made for (`--theme dark` on a
//! white terminal): the app paints the palette's own background and text colour wherever
//! a frame leaves the terminal's, so that its colours read as they were chosen to.

use ratatui::{buffer::Buffer, layout::Rect, style::Color};

use crate::app::Theme;

/// Gives every cell of `area` still in the terminal's own colours the ground colours of
/// `theme` ([`Theme::ground`]), if it has any.
pub fn paint(theme: &Theme, area: Rect, buf: &mut Buffer) {
    let Some((Some(bg), Some(fg))) = theme.ground().map(|ground| (ground.bg, ground.fg)) else {
        return;
    };
    for position in area.intersection(buf.area).positions() {
        let cell = &mut buf[position];
        if cell.bg == Color::Reset {
            cell.bg = bg;
        }
        if cell.fg == Color::Reset {
            cell.fg = fg;
        }
    }
}
