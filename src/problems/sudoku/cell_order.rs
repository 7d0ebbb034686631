//! The order the search fills a sudoku's empty cells in: seed 000's row order, seed 004's
//! minimum remaining values, or singles first.

use crate::problems::Choice;

/// Which empty cell the search fills next.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum CellOrder {
    /// The next empty cell in row-major order (seeds 000 and 002).
    #[default]
    Row,
    /// The empty cell with the fewest candidates, ties to the first in row-major order
    /// (seed 004's `DecideNextPlace`, "minimum remaining values").
    Mrv,
    /// Propagation first: a cell with one candidate, else a value with one possible cell
    /// in a row, column or box, else the MRV cell.
    Singles,
}

impl CellOrder {
    /// Every order, in the order the app's order key goes through them.
    pub const ALL: [CellOrder; 3] = [CellOrder::Row, CellOrder::Mrv, CellOrder::Singles];

    /// The name used on the command line: `row`, `mrv` or `singles`.
    pub fn name(self) -> &'static str {
        match self {
            CellOrder::Row => "row",
            CellOrder::Mrv => "mrv",
            CellOrder::Singles => "singles",
        }
    }

    /// Every order as the command line offers it (`--order`): its name and what it does,
    /// in the order of [`ALL`](CellOrder::ALL).
    pub const CHOICES: &[Choice] = &[
        Choice {
            name: "row",
            help: "The next empty cell in row-major order",
        },
        Choice {
            name: "mrv",
            help: "The empty cell with the fewest candidates",
        },
        Choice {
            name: "singles",
            help: "A cell with one candidate, else a value with one cell left in a unit, else MRV",
        },
    ];

    /// The order after this one: row, MRV, singles, and row again.
    pub fn cycled(self) -> Self {
        match self {
            CellOrder::Row => CellOrder::Mrv,
            CellOrder::Mrv => CellOrder::Singles,
            CellOrder::Singles => CellOrder::Row,
        }
    }
}
