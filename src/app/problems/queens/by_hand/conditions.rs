//! The eight-queens tutorial's conditions (seed 001): a square (X, Y) is safe from a
//! queen at (a, b) when `Y≠b`, `X−Y≠a−b` and `X+Y≠a+b`, each written with its numbers
//! and judged for the square under the cursor.
//!
//! Pure: no terminal, so the tests hold the numbers against the tutorial's own.

use crate::problems::Numbering;

/// What a condition compares: the square's column, its two diagonals, or its row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConditionKind {
    /// `Y≠b`: not the queen's column.
    Column,
    /// `X−Y≠a−b`: not the queen's ↘ diagonal.
    Falling,
    /// `X+Y≠a+b`: not the queen's ↗ diagonal.
    Rising,
    /// `X≠a`: not the queen's row. The tutorial leaves it out, as it places one queen a
    /// row; the sandbox shows it only for the square's own row when a queen stands there.
    Row,
}

impl ConditionKind {
    /// The left side as the tutorial writes it: `Y`, `X−Y`, `X+Y`, `X`.
    pub fn side(self) -> &'static str {
        match self {
            ConditionKind::Column => "Y",
            ConditionKind::Falling => "X−Y",
            ConditionKind::Rising => "X+Y",
            ConditionKind::Row => "X",
        }
    }

    /// Its number for the square or the queen at (`row`, `col`), both already numbered.
    fn of(self, row: i64, col: i64) -> i64 {
        match self {
            ConditionKind::Column => col,
            ConditionKind::Falling => row - col,
            ConditionKind::Rising => row + col,
            ConditionKind::Row => row,
        }
    }
}

/// One condition, the queen's number filled in, judged for one square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SquareCondition {
    /// What it compares.
    pub kind: ConditionKind,
    /// The queen's number: `b`, `a−b`, `a+b` or `a`.
    pub queen: i64,
    /// The square's number: `Y`, `X−Y`, `X+Y` or `X`.
    pub square: i64,
}

impl SquareCondition {
    /// Whether it holds: the square is off this line of the queen's.
    pub fn holds(&self) -> bool {
        self.square != self.queen
    }

    /// As the tutorial writes it, its number filled in: `X−Y≠−2`.
    pub fn text(&self) -> String {
        format!("{}≠{}", self.kind.side(), signed(self.queen))
    }
}

/// A number with a true minus sign, as the tutorial's `X−Y≠−2` has.
pub fn signed(value: i64) -> String {
    if value < 0 {
        format!("−{}", -value)
    } else {
        value.to_string()
    }
}

/// The conditions one queen sets a square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    /// The queen, (row, column) from 0.
    pub queen: (usize, usize),
    /// Its conditions: the three of the tutorial, or `X≠a` alone for a queen in the
    /// square's own row (whose three others hold: it is beside the square).
    pub conditions: Vec<SquareCondition>,
}

impl Check {
    /// Whether every condition holds: this queen leaves the square free.
    pub fn holds(&self) -> bool {
        self.conditions.iter().all(SquareCondition::holds)
    }
}

/// The conditions each queen of `queens` (row, column, from 0) sets the square `cell`,
/// in the queens' order, numbered as `numbering` says; a queen on `cell` itself sets
/// none.
pub fn checks(queens: &[(usize, usize)], cell: (usize, usize), numbering: Numbering) -> Vec<Check> {
    let number = |(row, col): (usize, usize)| (numbering.of(row) as i64, numbering.of(col) as i64);
    let (x, y) = number(cell);
    queens
        .iter()
        .filter(|&&queen| queen != cell)
        .map(|&queen| {
            let (a, b) = number(queen);
            let kinds: &[ConditionKind] = if queen.0 == cell.0 {
                &[ConditionKind::Row]
            } else {
                &[
                    ConditionKind::Column,
                    ConditionKind::Falling,
                    ConditionKind::Rising,
                ]
            };
            let conditions = kinds
                .iter()
                .map(|&kind| SquareCondition {
                    kind,
                    queen: kind.of(a, b),
                    square: kind.of(x, y),
                })
                .collect();
            Check { queen, conditions }
        })
        .collect()
}

/// The queens of `checks` whose conditions fail: those that attack the square.
pub fn attackers(checks: &[Check]) -> Vec<(usize, usize)> {
    checks
        .iter()
        .filter(|check| !check.holds())
        .map(|check| check.queen)
        .collect()
}

/// The squares of an `n`×`n` board where a new queen would be safe from every queen of
/// `queens`: no queen stands there and every condition holds. Row by row, left to right.
pub fn free_squares(n: usize, queens: &[(usize, usize)]) -> Vec<(usize, usize)> {
    (0..n)
        .flat_map(|row| (0..n).map(move |col| (row, col)))
        .filter(|cell| !queens.contains(cell))
        .filter(|&cell| {
            checks(queens, cell, Numbering::FromZero)
                .iter()
                .all(Check::holds)
        })
        .collect()
}

/// The lines of the queens of `queens` that cross the square `cell`: its row, its
/// column, its ↗ and its ↘ diagonal, as the board draws them. A queen's own square is
/// on none of its lines.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Lines {
    /// A queen's row crosses it.
    pub row: bool,
    /// A queen's column crosses it.
    pub column: bool,
    /// A queen's ↗ diagonal (`X+Y` the same) crosses it.
    pub rising: bool,
    /// A queen's ↘ diagonal (`X−Y` the same) crosses it.
    pub falling: bool,
}

impl Lines {
    /// The lines of `queens` through `cell`.
    pub fn through(queens: &[(usize, usize)], cell: (usize, usize)) -> Lines {
        let (x, y) = cell;
        let mut lines = Lines::default();
        for &(a, b) in queens.iter().filter(|&&queen| queen != cell) {
            lines.row |= a == x;
            lines.column |= b == y;
            lines.rising |= a + b == x + y;
            lines.falling |= a + y == x + b;
        }
        lines
    }

    /// Whether any line crosses the square: it is attacked.
    pub fn any(self) -> bool {
        self.row || self.column || self.rising || self.falling
    }
}
