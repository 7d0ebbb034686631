//! Where the subset-sum editor draws each field, as plain arithmetic on the screen's
//! area, so that the drawing and a click agree on what is where.
//!
//! The list's inside holds the target's label and value on its first two rows, a blank
//! row, the numbers' label, then the numbers, each as ` N ` with a blank between, as
//! many to a row as fit; the rows scroll so that the cursor's number shows.

use ratatui::layout::Rect;

use super::sums::{Field, Sums};

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

/// The field a click on [`Spot::ListItem`](crate::app::input::mouse::Spot::ListItem) `entry` stands
/// for: 0 the target, then each number in order.
pub fn field_of(entry: usize) -> Field {
    match entry {
        0 => Field::Target,
        n => Field::Number(n - 1),
    }
}

/// The entry a field is marked as for the mouse: the other way of [`field_of`].
pub fn entry_of(field: Field) -> usize {
    match field {
        Field::Target => 0,
        Field::Number(index) => index + 1,
    }
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
    fn each_field_is_one_entry() {
        for field in [Field::Target, Field::Number(0), Field::Number(7)] {
            assert_eq!(field_of(entry_of(field)), field);
        }
        assert_eq!(entry_of(Field::Number(1)), 2);
    }
}
