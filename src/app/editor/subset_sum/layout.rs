//! Where the subset-sum editor draws each field, as plain arithmetic on the screen's
//! area, so that the drawing and a click agree on what is where.
//!
//! The list's inside holds the target's label and value on its first two rows, a blank
//! row, the numbers' label, then the numbers, each as ` N ` with a blank between, as
//! many to a row as fit; the rows scroll so that the cursor's number shows.

use ratatui::layout::Rect;

use super::sums::{Field, Sums};
use crate::app::editor::keeping;

/// The row of the target's value, from the list's top inside.
pub const TARGET_ROW: u16 = 1;
/// The row of the numbers' label.
pub const NUMBERS_LABEL_ROW: u16 = 3;
/// The first row of numbers.
const FIRST_NUMBER_ROW: u16 = 4;

/// A value as its field shows it: the number with a blank on each side.
pub fn token(value: u64) -> String {
    format!(" {value} ")
}

/// Each field of `sums` drawn in `inner`, the inside of the list's box, with the cells
/// it takes; numbers that do not fit are left out.
pub fn places(sums: &Sums, inner: Rect) -> Vec<(Field, Rect)> {
    let mut placed = Vec::with_capacity(sums.numbers().len() + 1);
    if inner.height > TARGET_ROW {
        let width = (token(sums.target()).len() as u16).min(inner.width);
        let at = Rect::new(inner.x, inner.y + TARGET_ROW, width, 1);
        placed.push((Field::Target, at));
    }
    // Each number's row and column, as if the rows were endless.
    let mut spots = Vec::with_capacity(sums.numbers().len());
    let (mut row, mut column) = (0u16, 0u16);
    for &number in sums.numbers() {
        let width = (token(number).len() as u16).min(inner.width);
        if column > 0 && column + width > inner.width {
            row += 1;
            column = 0;
        }
        spots.push((row, column, width));
        column += width + 1;
    }
    let rows = inner.height.saturating_sub(FIRST_NUMBER_ROW);
    let cursor_row = match sums.field() {
        Field::Number(index) => spots.get(index).map_or(0, |spot| spot.0),
        Field::Target => 0,
    };
    let scroll = (cursor_row + 1).saturating_sub(rows);
    for (index, &(row, column, width)) in spots.iter().enumerate() {
        if row < scroll || row - scroll >= rows {
            continue;
        }
        let y = inner.y + FIRST_NUMBER_ROW + row - scroll;
        placed.push((
            Field::Number(index),
            Rect::new(inner.x + column, y, width, 1),
        ));
    }
    placed
}

/// The field drawn at column `x`, row `y` of a screen `area` the subset-sum editor is
/// drawn in, if any: what a click there points at.
pub fn field_at(sums: &Sums, area: Rect, x: u16, y: u16) -> Option<Field> {
    let (list, _) = keeping::panes(area);
    let inner = keeping::inside(list);
    places(sums, inner)
        .into_iter()
        .find(|(_, at)| at.contains(ratatui::layout::Position { x, y }))
        .map(|(field, _)| field)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_wrap_and_scroll_to_the_cursor() {
        let sums = Sums::new(vec![3, 34, 4, 12, 5, 2], 9);
        let inner = Rect::new(2, 2, 12, 8);
        let placed = places(&sums, inner);
        let at = |field| placed.iter().find(|p| p.0 == field).map(|p| p.1);
        assert_eq!(at(Field::Target), Some(Rect::new(2, 3, 3, 1)));
        // " 3 ", " 34 " and " 4 ", a blank between, fill the 12 columns; " 12 " goes below.
        assert_eq!(at(Field::Number(0)), Some(Rect::new(2, 6, 3, 1)));
        assert_eq!(at(Field::Number(1)), Some(Rect::new(6, 6, 4, 1)));
        assert_eq!(at(Field::Number(2)), Some(Rect::new(11, 6, 3, 1)));
        assert_eq!(at(Field::Number(3)), Some(Rect::new(2, 7, 4, 1)));
        let mut far = Sums::new((1..=40).collect(), 9);
        far.move_along(39);
        let placed = places(&far, inner);
        assert!(placed.iter().any(|p| p.0 == Field::Number(39)));
        assert!(!placed.iter().any(|p| p.0 == Field::Number(0)));
    }

    #[test]
    fn a_click_finds_the_field_under_it() {
        let sums = Sums::new(vec![3, 34, 4], 9);
        let area = Rect::new(0, 0, 80, 24);
        let (list, _) = keeping::panes(area);
        let inner = keeping::inside(list);
        assert_eq!(
            field_at(&sums, area, inner.x + 1, inner.y + TARGET_ROW),
            Some(Field::Target)
        );
        assert_eq!(
            field_at(&sums, area, inner.x + 5, inner.y + FIRST_NUMBER_ROW),
            Some(Field::Number(1))
        );
        assert_eq!(
            field_at(&sums, area, inner.x + 3, inner.y + FIRST_NUMBER_ROW),
            None
        );
        assert_eq!(field_at(&sums, area, 0, 0), None);
    }
}
