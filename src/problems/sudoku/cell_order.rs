//! The order the search fills a sudoku's empty cells in: seed 000's row order, seed 004's
//! minimum remaining values, singles first, or exact cover's most constrained choice.

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
    /// Singles, then locked candidates, then the most constrained of every constraint: the
    /// cell with the fewest candidates or the value with the fewest cells left in a row,
    /// column or box (exact cover's choice, Knuth's heuristic for Dancing Links).
    Cover,
}

impl CellOrder {
    /// Every order, in the order the app's order key goes through them.
    pub const ALL: [CellOrder; 4] = [
        CellOrder::Row,
        CellOrder::Mrv,
        CellOrder::Singles,
        CellOrder::Cover,
    ];

    /// The name used on the command line: `row`, `mrv`, `singles` or `cover`.
    pub fn name(self) -> &'static str {
        match self {
            CellOrder::Row => "row",
            CellOrder::Mrv => "mrv",
            CellOrder::Singles => "singles",
            CellOrder::Cover => "cover",
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
        Choice {
            name: "cover",
            help: "Singles and locked candidates, then the most constrained cell or value",
        },
    ];

    /// The order after this one: row, MRV, singles, cover, and row again.
    pub fn cycled(self) -> Self {
        match self {
            CellOrder::Row => CellOrder::Mrv,
            CellOrder::Mrv => CellOrder::Singles,
            CellOrder::Singles => CellOrder::Cover,
            CellOrder::Cover => CellOrder::Row,
        }
    }
}
