//! Where the map editor draws each region's row: the list's scroll.
//!
//! The list's inside holds one region a row, in the map's order, scrolled so that the
//! row under the cursor shows; the border picker lists the same regions on the same rows.
//! Each row is marked for the mouse as it is drawn (`draw.rs`).

/// The first row of the list shown when `count` rows are listed, the cursor on row
/// `cursor`, in `rows` rows.
pub fn scroll(cursor: usize, rows: u16) -> usize {
    (cursor + 1).saturating_sub(usize::from(rows))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_list_scrolls_to_keep_the_cursor_on_its_last_row() {
        assert_eq!(scroll(0, 10), 0);
        assert_eq!(scroll(9, 10), 0);
        assert_eq!(scroll(39, 10), 30);
    }
}
