//! What a puzzle must offer for the engine to search it.

use super::{Choices, SlotError, Wording};

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
///
/// # Examples
///
/// The strings of four bits with no two ones side by side: a slot is a position, a choice
/// a bit, and after a one the only choice is a zero.
///
/// ```
/// use backtrack::engine::{Branch, Choices, Event, Problem, Search, StopAfter};
///
/// #[derive(Clone)]
/// struct NoOnesTogether {
///     len: usize,
///     bits: Vec<u8>,
/// }
///
/// impl Problem for NoOnesTogether {
///     fn branch(&self) -> Option<Branch> {
///         if self.bits.len() == self.len {
///             return None;
///         }
///         let choices = match self.bits.last() {
///             Some(1) => Choices::EMPTY.with(0),
///             _ => Choices::EMPTY.with(0).with(1),
///         };
///         Some(Branch { slot: self.bits.len() as u16, choices })
///     }
///
///     fn apply(&mut self, _slot: u16, choice: u8) {
///         self.bits.push(choice);
///     }
///
///     fn undo(&mut self, _slot: u16, _choice: u8) {
///         self.bits.pop();
///     }
///
///     fn max_depth(&self) -> usize {
///         self.len
///     }
/// }
///
/// let start = NoOnesTogether { len: 4, bits: Vec::new() };
/// let mut search = Search::new(start, StopAfter::Exhaustion);
/// let mut found = Vec::new();
/// while let Some(event) = search.next() {
///     if event == Event::Solution {
///         let bits = &search.problem().bits;
///         found.push(bits.iter().map(|b| b.to_string()).collect::<String>());
///     }
/// }
/// assert_eq!(
///     found,
///     ["0000", "0001", "0010", "0100", "0101", "1000", "1001", "1010"]
/// );
/// // One placement for each allowed prefix: 2 of one bit, 3 of two, 5 of three, 8 of four.
/// assert_eq!(search.counters().placements, 18);
/// ```
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

    /// The slot and choice an event names for `choice` tried in `slot`.
    ///
    /// A problem may branch on something other than the slots its events name: a sudoku
    /// order can pick a value missing from a row and try each cell left for it, its branch's
    /// slot then that row and value and its choices the cells. The events still put a value
    /// into a cell, so viewers and counts read one kind of step. The default names the
    /// branch's own slot and choice. [`apply`](Problem::apply) and
    /// [`undo`](Problem::undo) accept either form.
    #[inline]
    fn placement(&self, slot: u16, choice: u8) -> (u16, u8) {
        (slot, choice)
    }

    /// Every choice `slot` could take before any constraint is checked: the branching of
    /// the unpruned tree, such as every column of a queens row or every digit of a cell.
    ///
    /// The choices a constraint refused in a slot are these minus the legal ones of its
    /// [`Branch`], so a viewer can draw what pruning cut. The default, the empty set, says
    /// the problem does not tell, and nothing is drawn as refused.
    fn choice_range(&self, slot: u16) -> Choices {
        let _ = slot;
        Choices::EMPTY
    }

    /// How a breakpoint names `choice` put into `slot` in the problem's own words, its
    /// places counted from `first` (0 or 1), such as `row5=3`.
    ///
    /// A person stops a search where they see a move on the board, so the breakpoint
    /// reads as the board is labelled. The default, and a problem's answer for a slot or
    /// choice its board does not have, is the engine's own `place S:C`. Never called
    /// while a search runs.
    ///
    /// Its words are `wording`'s, the screen's language's (`行5=3`), English by default.
    fn slot_text(&self, slot: u16, choice: u8, first: u16, wording: &Wording) -> String {
        let _ = (first, wording);
        format!("place {slot}:{choice}")
    }

    /// Reads `text`, blanks taken out, as a slot and a choice named in the problem's own
    /// words, its places counted from `first`: what [`slot_text`](Problem::slot_text)
    /// writes.
    ///
    /// `None` when the text is not the problem's form, to be read as one of the engine's;
    /// an error when it is, but names a place the board does not have. Its words may be
    /// English or those of any of `wordings`, the first of which an error lists the
    /// board's names in. The default reads nothing.
    fn read_slot(
        &self,
        text: &str,
        first: u16,
        wordings: &[Wording],
    ) -> Option<Result<(u16, u8), SlotError>> {
        let _ = (text, first, wordings);
        None
    }

    /// The problem's own form of a breakpoint, as the help and the errors list it, such
    /// as `rowR=C`; `None` for a problem that has none. The same for every board of a
    /// problem, so that `--help` lists each problem's without a board.
    const SLOT_FORM: Option<&'static str> = None;
}
