//! A name typed for a cell order that is none of sudoku's.

use std::fmt;

/// No cell order has this name (the name as typed).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownCellOrder(pub String);

impl fmt::Display for UnknownCellOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no cell order '{}' (row, mrv, singles or cover)", self.0)
    }
}

impl std::error::Error for UnknownCellOrder {}
