//! What a puzzle must offer for the engine to search it.

use super::Choices;

/// The next place a search must fill, with the choices that are legal there now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Branch {
    /// The slot to fill (a row, a cell index, a position).
    pub slot: u16,
    /// The choices that break no constraint in that slot, tried in ascending order.
    pub choices: Choices,
}

/// A puzzle state that a backtracking search can change in place and change back.
///
/// The search never copies the state while it runs: it calls [`apply`](Problem::apply) on
/// the way down and [`undo`](Problem::undo) on the way back, exactly as the tutorials mark
/// and clear their flag arrays around the recursive call. `Clone` is only used by
/// [`Timeline`](super::Timeline) for its occasional checkpoints.
pub trait Problem: Clone {
    /// The slot to fill next and its legal choices, or `None` when every slot is filled.
    ///
    /// The choice set may be empty: the search then backtracks from that slot.
    fn branch(&self) -> Option<Branch>;

    /// Puts `choice` into `slot` and marks its constraints.
    fn apply(&mut self, slot: u16, choice: u8);

    /// Takes `choice` back out of `slot` and clears its constraints: the exact inverse of
    /// [`apply`](Problem::apply).
    fn undo(&mut self, slot: u16, choice: u8);

    /// The largest number of slots a path can fill, so the stack can be sized once.
    fn max_depth(&self) -> usize;
}
