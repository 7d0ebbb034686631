//! Cutting the screen into parts by plain arithmetic.
//!
//! Every split the app makes is a few fixed lengths and the rest, so adding and
//! subtracting is enough. ratatui's constraint solver would do the same work at a far
//! higher price on any size it has not seen yet: after a resize, or in a test that draws
//! every size.

use ratatui::layout::Rect;

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

#[cfg(test)]
mod tests {
    use super::*;

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
