//! Why a sudoku's cells give no board: the wrong number of cells, a value too large, or
//! two givens that clash.

use std::fmt;

use crate::problems::Numbering;

/// A row, column or box, for saying where two givens clash.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// A row, numbered from 0.
    Row(usize),
    /// A column, numbered from 0.
    Column(usize),
    /// A box, numbered row-major from 0.
    Box(usize),
}

/// Why a grid cannot be searched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SudokuError {
    /// The grid has the wrong number of cells for its shape.
    WrongCellCount {
        /// Cells expected.
        expected: usize,
        /// Cells given.
        found: usize,
    },
    /// A value is larger than the side allows.
    ValueTooLarge {
        /// The cell index, row-major.
        cell: usize,
        /// The value found.
        value: u8,
    },
    /// Two givens hold the same value in one row, column or box (seed 000's "无效数独").
    Clash {
        /// The value both hold.
        value: u8,
        /// The value as the puzzle writes it: the file's own symbol (`c` where the file
        /// writes `c`), or the board's (`C` for 12) when the cells came as numbers.
        symbol: char,
        /// The earlier cell as (row, column), from 0.
        first: (usize, usize),
        /// The later cell as (row, column), from 0.
        second: (usize, usize),
        /// The unit they share.
        unit: Unit,
    },
}

impl fmt::Display for SudokuError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SudokuError::WrongCellCount { expected, found } => {
                write!(f, "expected {expected} cells, found {found}")
            }
            SudokuError::ValueTooLarge { cell, value } => {
                write!(f, "value {value} in cell {cell} is too large")
            }
            SudokuError::Clash {
                symbol,
                first,
                second,
                unit,
                ..
            } => {
                // Places as the board labels them, from 0 (`Numbering::FromZero`).
                let at = Numbering::FromZero;
                let unit = match unit {
                    Unit::Row(r) => format!("row {}", at.of(r)),
                    Unit::Column(c) => format!("column {}", at.of(c)),
                    Unit::Box(b) => format!("box {}", at.of(b)),
                };
                write!(
                    f,
                    "givens clash: {symbol} at {} and at {} share {unit} \
                     (rows, columns and boxes counted from 0)",
                    at.cell(first.0, first.1),
                    at.cell(second.0, second.1),
                )
            }
        }
    }
}

impl std::error::Error for SudokuError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clash_names_the_value_as_written() {
        let clash = |symbol| SudokuError::Clash {
            value: 12,
            symbol,
            first: (0, 1),
            second: (5, 1),
            unit: Unit::Column(1),
        };
        let want = "givens clash: C at (0,1) and at (5,1) share column 1 \
                    (rows, columns and boxes counted from 0)";
        assert_eq!(clash('C').to_string(), want);
        assert_eq!(clash('c').to_string(), want.replace(": C", ": c"));
    }
}
