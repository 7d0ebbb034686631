//! The size of a sudoku and the shape of its boxes.

use std::fmt;
use std::sync::{Arc, OnceLock};

/// The largest side: values are written `1`–`9` then `A`–`P`, and sets of them fit a `u32`.
pub const MAX_SIDE: usize = 25;

/// A sudoku's side `n` and its boxes of `box_rows` × `box_cols` cells.
///
/// Boxes are as square as the side allows, with no fewer rows than columns would make
/// them wide: 4 is 2×2, 6 is 2×3, 8 is 2×4, 9 is 3×3, 12 is 3×4, 16 is 4×4, 25 is 5×5.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Shape {
    side: u8,
    box_rows: u8,
    box_cols: u8,
}

impl Shape {
    /// The shape for side `n`, or `None` when no boxes of at least 2×2 tile it (a prime
    /// side such as 7) or it is outside 4..=25.
    pub fn for_side(n: usize) -> Option<Shape> {
        if !(4..=MAX_SIDE).contains(&n) {
            return None;
        }
        let box_rows = (2..=n)
            .take_while(|a| a * a <= n)
            .filter(|&a| n.is_multiple_of(a))
            .last()?;
        Some(Shape {
            side: n as u8,
            box_rows: box_rows as u8,
            box_cols: (n / box_rows) as u8,
        })
    }

    /// The number of rows, columns, boxes and values.
    pub fn side(self) -> usize {
        self.side as usize
    }

    /// Rows in one box.
    pub fn box_rows(self) -> usize {
        self.box_rows as usize
    }

    /// Columns in one box.
    pub fn box_cols(self) -> usize {
        self.box_cols as usize
    }

    /// The number of cells.
    pub fn cells(self) -> usize {
        self.side() * self.side()
    }

    /// The box holding the cell at `row`, `col`, numbered row-major from 0.
    pub fn box_of(self, row: usize, col: usize) -> usize {
        row / self.box_rows() * self.box_rows() + col / self.box_cols()
    }

    /// The symbol for `value`: `.` for 0, `1`–`9`, then `A` for 10 and on.
    pub fn symbol(value: u8) -> char {
        match value {
            0 => '.',
            1..=9 => (b'0' + value) as char,
            _ => (b'A' + value - 10) as char,
        }
    }

    /// The value a symbol stands for: 0 for a blank (`0` or `.`), `None` for anything else.
    pub fn value_of(symbol: char) -> Option<u8> {
        match symbol {
            '.' | '0' => Some(0),
            '1'..='9' => Some(symbol as u8 - b'0'),
            'A'..='Z' => Some(symbol as u8 - b'A' + 10),
            'a'..='z' => Some(symbol as u8 - b'a' + 10),
            _ => None,
        }
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{0}×{0} (boxes {1}×{2})",
            self.side, self.box_rows, self.box_cols
        )
    }
}

/// One table per side, built the first time a board of that side needs it and shared by
/// every board after: a file of a thousand puzzles builds its tables once.
///
/// A table may be a slice (`PerSide<[u8]>`), built from a `Vec`.
pub(super) type PerSide<T> = [OnceLock<Arc<T>>; MAX_SIDE + 1];

/// The table of `shape`'s side in `cache`, built by `build` if it is not there yet.
pub(super) fn per_side<T: ?Sized, B: Into<Arc<T>>>(
    cache: &PerSide<T>,
    shape: Shape,
    build: fn(Shape) -> B,
) -> Arc<T> {
    Arc::clone(cache[shape.side()].get_or_init(|| build(shape).into()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boxes_are_as_square_as_possible() {
        let shapes: Vec<_> = [4, 6, 8, 9, 10, 12, 15, 16, 20, 25]
            .into_iter()
            .map(|n| {
                let s = Shape::for_side(n).unwrap();
                (s.box_rows(), s.box_cols())
            })
            .collect();
        assert_eq!(
            shapes,
            [
                (2, 2),
                (2, 3),
                (2, 4),
                (3, 3),
                (2, 5),
                (3, 4),
                (3, 5),
                (4, 4),
                (4, 5),
                (5, 5)
            ]
        );
        assert_eq!(Shape::for_side(7), None);
        assert_eq!(Shape::for_side(1), None);
        assert_eq!(Shape::for_side(26), None);
        assert_eq!(Shape::for_side(6).unwrap().box_of(3, 4), 3);
    }

    #[test]
    fn symbols_round_trip() {
        for v in 0..=25 {
            assert_eq!(Shape::value_of(Shape::symbol(v)), Some(v));
        }
        assert_eq!(Shape::value_of('?'), None);
    }
}
