//! Cutting the screen into parts by plain arithmetic.
//!
//! Every split the app makes is a few fixed lengths and the rest, so adding and
//! subtracting is enough. ratatui's constraint solver would do the same work at a far
//! higher price on any size it has not seen yet: after a resize, or in a test that draws
//! every size.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Clear, Widget};

use super::text::width_of;

/// `area` cut into three bands of rows: `top` rows, the rest, and `bottom` rows; a band
/// gets fewer rows when there are not enough, the top first.
pub fn rows(area: Rect, top: u16, bottom: u16) -> [Rect; 3] {
    let top = top.min(area.height);
    let bottom = bottom.min(area.height - top);
    let middle = area.height - top - bottom;
    [
        Rect {
            height: top,
            ..area
        },
        Rect {
            y: area.y + top,
            height: middle,
            ..area
        },
        Rect {
            y: area.y + top + middle,
            height: bottom,
            ..area
        },
    ]
}

/// `area` cut into three bands of columns: `left` columns, the rest, and `right` columns;
/// a band gets fewer columns when there are not enough, the left first.
pub fn columns(area: Rect, left: u16, right: u16) -> [Rect; 3] {
    let left = left.min(area.width);
    let right = right.min(area.width - left);
    let middle = area.width - left - right;
    [
        Rect {
            width: left,
            ..area
        },
        Rect {
            x: area.x + left,
            width: middle,
            ..area
        },
        Rect {
            x: area.x + left + middle,
            width: right,
            ..area
        },
    ]
}

/// The `width` × `height` rectangle centred in `area`, clipped to it.
pub fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let width = width.min(area.width);
    let height = height.min(area.height);
    Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    }
}

/// Clears `area` for an overlay drawn over the screen, with the wide (Chinese) glyphs
/// that reach into it from its left: a glyph whose first half sits just left of `area`
/// covers its first column on a terminal, hiding the overlay's border there, so it is
/// blanked. One whose second half sits just right of `area` is cleared with it, as its
/// first half is inside.
pub fn clear_for_overlay(area: Rect, buf: &mut Buffer) {
    let area = area.intersection(buf.area);
    Clear.render(area, buf);
    if area.x == buf.area.x {
        return;
    }
    for y in area.top()..area.bottom() {
        let cell = &mut buf[(area.x - 1, y)];
        if width_of(cell.symbol()) > 1 {
            cell.set_symbol(" ");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_overlay_blanks_the_wide_glyph_reaching_into_it_from_the_left() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 8, 2));
        buf.set_string(0, 0, "字字字字", ratatui::style::Style::default());
        buf.set_string(0, 1, "a字字字", ratatui::style::Style::default());
        clear_for_overlay(Rect::new(3, 0, 3, 2), &mut buf);
        let row = |y: u16| -> Vec<&str> { (0..8).map(|x| buf[(x, y)].symbol()).collect() };
        // Row 0: the 字 at 2..4 reaches into the overlay and is blanked.
        assert_eq!(row(0), ["字", " ", " ", " ", " ", " ", "字", " "]);
        // Row 1: the 字 at 1..3 ends before it and stays.
        assert_eq!(row(1), ["a", "字", " ", " ", " ", " ", " ", " "]);
    }

    #[test]
    fn bands_share_out_what_there_is() {
        let area = Rect::new(2, 3, 10, 8);
        assert_eq!(
            rows(area, 2, 3),
            [
                Rect::new(2, 3, 10, 2),
                Rect::new(2, 5, 10, 3),
                Rect::new(2, 8, 10, 3)
            ]
        );
        assert_eq!(
            rows(area, 6, 5),
            [
                Rect::new(2, 3, 10, 6),
                Rect::new(2, 9, 10, 0),
                Rect::new(2, 9, 10, 2)
            ]
        );
        assert_eq!(
            columns(area, 4, 0),
            [
                Rect::new(2, 3, 4, 8),
                Rect::new(6, 3, 6, 8),
                Rect::new(12, 3, 0, 8)
            ]
        );
        assert_eq!(centered(area, 4, 20), Rect::new(5, 3, 4, 8));
    }
}
