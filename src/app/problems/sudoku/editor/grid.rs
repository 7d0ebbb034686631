//! The grid being edited: its cells, the cursor, and the clashes between its givens.

use crate::problems::{Shape, Unit};

/// The sides the menu offers a new sudoku in.
pub const SIDES: [usize; 4] = [4, 6, 9, 16];

/// Two givens of the same value in one row, column or box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clash {
    /// The value both hold.
    pub value: u8,
    /// The earlier cell, row-major.
    pub first: usize,
    /// The later cell.
    pub second: usize,
    /// The unit they share: the row first, then the column, then the box.
    pub unit: Unit,
}

/// A sudoku's givens as the teacher types them, and where the cursor is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Grid {
    shape: Shape,
    cells: Vec<u8>,
    cursor: usize,
}

impl Grid {
    /// An empty grid of `shape`, the cursor in its top left cell.
    pub fn empty(shape: Shape) -> Grid {
        Grid {
            shape,
            cells: vec![0; shape.cells()],
            cursor: 0,
        }
    }

    /// A grid holding `cells` (row-major, 0 blank); `None` when their number or a value
    /// does not suit `shape`.
    pub fn with_cells(shape: Shape, cells: &[u8]) -> Option<Grid> {
        let fits = cells.len() == shape.cells()
            && cells
                .iter()
                .all(|&value| usize::from(value) <= shape.side());
        fits.then(|| Grid {
            shape,
            cells: cells.to_vec(),
            cursor: 0,
        })
    }

    /// Its side and boxes.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// Its cells, row-major, 0 for a blank.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The cell under the cursor, row-major.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The cursor's row and column, from 0.
    pub fn cursor_at(&self) -> (usize, usize) {
        let n = self.shape.side();
        (self.cursor / n, self.cursor % n)
    }

    /// Moves the cursor `rows` down and `cols` right, wrapping round the edges as a
    /// spreadsheet does not: the teacher's fingers stay on the arrows.
    pub fn move_cursor(&mut self, rows: isize, cols: isize) {
        let n = self.shape.side() as isize;
        let (row, col) = self.cursor_at();
        let row = (row as isize + rows).rem_euclid(n);
        let col = (col as isize + cols).rem_euclid(n);
        self.cursor = (row * n + col) as usize;
    }

    /// Puts the cursor on cell (`row`, `col`), as the arrows would bring it there; a
    /// cell off the grid leaves it where it is.
    pub fn move_to(&mut self, row: usize, col: usize) {
        let n = self.shape.side();
        if row < n && col < n {
            self.cursor = row * n + col;
        }
    }

    /// Writes `value` under the cursor (0 clears it); false when the value is larger than
    /// the side or the cell already holds it, so that nothing changed.
    pub fn set(&mut self, value: u8) -> bool {
        if usize::from(value) > self.shape.side() || self.cells[self.cursor] == value {
            return false;
        }
        self.cells[self.cursor] = value;
        true
    }

    /// How many cells hold a given.
    pub fn givens(&self) -> usize {
        self.cells.iter().filter(|&&value| value != 0).count()
    }

    /// Every pair of givens that clash, in row-major order of their later cell, each pair
    /// once with the first unit it shares (row, then column, then box).
    pub fn clashes(&self) -> Vec<Clash> {
        let n = self.shape.side();
        let mut clashes = Vec::new();
        for second in 0..self.cells.len() {
            let value = self.cells[second];
            if value == 0 {
                continue;
            }
            let (row, col) = (second / n, second % n);
            for first in 0..second {
                if self.cells[first] != value {
                    continue;
                }
                let (r, c) = (first / n, first % n);
                let unit = if r == row {
                    Unit::Row(row)
                } else if c == col {
                    Unit::Column(col)
                } else if self.shape.box_of(r, c) == self.shape.box_of(row, col) {
                    Unit::Box(self.shape.box_of(row, col))
                } else {
                    continue;
                };
                clashes.push(Clash {
                    value,
                    first,
                    second,
                    unit,
                });
            }
        }
        clashes
    }

    /// The grid as a puzzle file holds it, as the presets under `assets/` are written:
    /// `comment` lines first, then one row a line, values spaced, `0` a blank, letters
    /// from `A` for 10.
    pub fn file_text(&self, comments: &[String]) -> String {
        let n = self.shape.side();
        let mut text = String::new();
        for comment in comments {
            text.push_str("# ");
            text.push_str(comment);
            text.push('\n');
        }
        for row in self.cells.chunks(n) {
            let symbols: Vec<String> = row
                .iter()
                .map(|&value| match value {
                    0 => "0".to_string(),
                    _ => Shape::symbol(value).to_string(),
                })
                .collect();
            text.push_str(&symbols.join(" "));
            text.push('\n');
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(side: usize, cells: &str) -> Grid {
        let shape = Shape::for_side(side).expect("a side");
        let cells: Vec<u8> = cells
            .chars()
            .map(|c| Shape::value_of(c).expect("a symbol"))
            .collect();
        Grid::with_cells(shape, &cells).expect("cells of the side")
    }

    #[test]
    fn a_clash_names_both_cells_and_the_first_unit_they_share() {
        let row = grid(4, "1..1............");
        assert_eq!(
            row.clashes(),
            [Clash {
                value: 1,
                first: 0,
                second: 3,
                unit: Unit::Row(0)
            }]
        );
        let column = grid(4, "..2.......2.....");
        assert_eq!(column.clashes()[0].unit, Unit::Column(2));
        let boxed = grid(4, "3....3..........");
        assert_eq!(
            boxed.clashes(),
            [Clash {
                value: 3,
                first: 0,
                second: 5,
                unit: Unit::Box(0)
            }]
        );
        assert!(grid(4, "1234341221434321").clashes().is_empty());
    }

    #[test]
    fn the_cursor_wraps_and_values_past_the_side_are_refused() {
        let mut grid = Grid::empty(Shape::for_side(6).expect("a side"));
        grid.move_cursor(-1, -1);
        assert_eq!(grid.cursor_at(), (5, 5));
        assert!(!grid.set(7));
        assert!(grid.set(6));
        assert!(!grid.set(6), "the same value changes nothing");
        assert_eq!(grid.givens(), 1);
    }

    #[test]
    fn the_file_text_is_a_preset_s_layout() {
        let grid = grid(4, "1...........G...".replace('G', "4").as_str());
        assert_eq!(
            grid.file_text(&["a comment".to_string()]),
            "# a comment\n1 0 0 0\n0 0 0 0\n0 0 0 0\n4 0 0 0\n"
        );
    }
}
