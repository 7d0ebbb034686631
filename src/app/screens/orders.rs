//! The hook through which a problem's view says the orders it is searched in: what the
//! compare screen puts side by side, what `compare` counts, and what the menu's `o` opens.

use crate::app::Show;
use crate::problems::Notation;

/// A problem searched in more than one order (sudoku's cell orders): the compare screen
/// puts a board in each side by side, and `compare` counts each.
///
/// Every problem implements it in its view's folder, so that `compare` can be built for
/// each problem of the registry; one searched in a single order keeps the defaults (and
/// its `Puzzle::COMPARE` is `None`, so `compare` does not offer it).
pub trait Orders: Show + Notation + Clone {
    /// This board once in each of its problem's orders, left to right as the compare
    /// screen shows them; the board alone by default.
    fn in_every_order(&self) -> Vec<Self> {
        vec![self.clone()]
    }
    /// The name of this board's order, over its board and in the totals: `row`, `mrv`;
    /// by default the one [`Show::order`] names, or none.
    fn order_name(&self) -> &'static str {
        Show::order(self).unwrap_or_default()
    }
}
