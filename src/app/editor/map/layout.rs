//! Where the map editor draws each region's row, as plain arithmetic on the screen's
//! area, so that the drawing and a click agree on what is where.
//!
//! The list's inside holds one region a row, in the map's order, scrolled so that the
//! row under the cursor shows; the border picker lists the same regions on the same rows.

use ratatui::layout::Rect;

use crate::app::editor::keeping;

/// The first row of the list shown when `count` rows are listed, the cursor on row
/// `cursor`, in `rows` rows.
pub fn scroll(cursor: usize, rows: u16) -> usize {
    (cursor + 1).saturating_sub(usize::from(rows))
}

/// The region listed at column `x`, row `y` of a screen `area` the map editor is drawn
/// in, if any, the list (or the picker) scrolled for a cursor on row `cursor`: what a
/// click there points at.
pub fn region_at(count: usize, cursor: usize, area: Rect, x: u16, y: u16) -> Option<usize> {
    let (list, _) = keeping::panes(area);
    let inner = keeping::inside(list);
    if !inner.contains(ratatui::layout::Position { x, y }) {
        return None;
    }
    let index = scroll(cursor, inner.height) + usize::from(y - inner.y);
    (index < count).then_some(index)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_click_finds_the_region_on_its_row() {
        let area = Rect::new(0, 0, 80, 24);
        let inner = keeping::inside(keeping::panes(area).0);
        assert_eq!(region_at(7, 0, area, inner.x, inner.y), Some(0));
        assert_eq!(region_at(7, 0, area, inner.x + 3, inner.y + 6), Some(6));
        assert_eq!(region_at(7, 0, area, inner.x, inner.y + 7), None);
        assert_eq!(region_at(7, 0, area, 0, 0), None);
        // Forty regions, the cursor on the last: the list is scrolled to it.
        let last = inner.y + inner.height - 1;
        assert_eq!(region_at(40, 39, area, inner.x, last), Some(39));
    }
}
