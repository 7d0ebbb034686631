//! How rows, columns, cells and positions are numbered on screen and in messages: from 0,
//! as the code indexes them, or from 1, as seed 000's tables count.

/// The one numbering the app shows rows, columns, cells and positions in.
///
/// Every label of a place (the board's row and column numbers, the log, the stack, the
/// messages about a cell) goes through one value of this, so that they always agree.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Numbering {
    /// From 0, as the pseudo-code indexes and `trace` prints.
    #[default]
    FromZero,
    /// From 1, as seed 000's tables and `solve --format line` count.
    FromOne,
}

impl Numbering {
    /// From 1 when `from_one`, else from 0.
    pub fn from_one(from_one: bool) -> Numbering {
        if from_one {
            Numbering::FromOne
        } else {
            Numbering::FromZero
        }
    }

    /// The other numbering.
    pub fn toggled(self) -> Numbering {
        match self {
            Numbering::FromZero => Numbering::FromOne,
            Numbering::FromOne => Numbering::FromZero,
        }
    }

    /// The number shown for the 0-based `index`.
    pub fn of(self, index: usize) -> usize {
        match self {
            Numbering::FromZero => index,
            Numbering::FromOne => index + 1,
        }
    }

    /// A cell as `(row,column)`.
    pub fn cell(self, row: usize, col: usize) -> String {
        format!("({},{})", self.of(row), self.of(col))
    }

    /// Its name, for the status line: `counting from 0`.
    pub fn name(self) -> &'static str {
        match self {
            Numbering::FromZero => "counting from 0",
            Numbering::FromOne => "counting from 1",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_top_left_cell_is_0_0_or_1_1() {
        assert_eq!(Numbering::FromZero.cell(0, 0), "(0,0)");
        assert_eq!(Numbering::FromOne.cell(0, 0), "(1,1)");
        assert_eq!(Numbering::FromOne.cell(2, 3), "(3,4)");
        assert_eq!(Numbering::FromZero.toggled(), Numbering::FromOne);
        assert_eq!(Numbering::from_one(true).toggled(), Numbering::FromZero);
    }
}
