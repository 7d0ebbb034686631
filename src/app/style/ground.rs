//! A palette on a terminal whose background it is not made for (`--theme dark` on a
//! white terminal), or that did not tell its background: the app paints the palette's own
//! background and text colour wherever a frame leaves the terminal's, so that its colours
//! read as they were chosen to; and where the terminal has true colour, the light
//! palette's own values replace the ANSI colours the emulator chooses.

use ratatui::{buffer::Buffer, layout::Rect, style::Color};

use crate::app::Theme;

/// Gives every cell of `area` still in the terminal's own colours the ground colours of
/// `theme` ([`Theme::ground`]), if it has any, and every ink the colour the terminal is to
/// draw it in ([`Theme::drawn`]); a background keeps its colour, as the ink chosen to
/// read on it does (black letters on a graph's red region).
pub fn paint(theme: &Theme, area: Rect, buf: &mut Buffer) {
    let ground = theme.ground().unwrap_or_default();
    let bg = ground.bg.unwrap_or(Color::Reset);
    let fg = ground.fg.unwrap_or(Color::Reset);
    for position in area.intersection(buf.area).positions() {
        let cell = &mut buf[position];
        if cell.bg == Color::Reset {
            cell.bg = bg;
        }
        if cell.fg == Color::Reset {
            cell.fg = fg;
        }
        cell.fg = theme.drawn(cell.fg);
    }
}
