//! The running totals of a search: those it shows, and those its loop keeps.

/// Running totals of a search, updated on every event.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// `Place` events so far.
    pub placements: u64,
    /// `Remove` events so far: the backtracks.
    pub removals: u64,
    /// `Solution` events so far.
    pub solutions: u64,
    /// Choices in place right now.
    pub depth: u32,
    /// The deepest the search has been.
    pub max_depth: u32,
}

/// The counters the loop keeps in locals: the rest follow from them and the stack.
#[derive(Clone, Copy)]
pub(super) struct LoopCounts {
    pub(super) placements: u64,
    pub(super) solutions: u64,
    pub(super) max_depth: u32,
}

impl LoopCounts {
    #[inline(always)]
    pub(super) fn of(counters: &Counters) -> Self {
        LoopCounts {
            placements: counters.placements,
            solutions: counters.solutions,
            max_depth: counters.max_depth,
        }
    }

    /// The counters with `depth` choices in place: every placement not in place now was
    /// removed, so the removals need no count of their own. A consumer that reads only
    /// some fields leaves the others uncomputed once it is compiled into the loop.
    #[inline(always)]
    pub(super) fn at(self, depth: usize) -> Counters {
        let depth = depth as u32;
        Counters {
            placements: self.placements,
            removals: self.placements - u64::from(depth),
            solutions: self.solutions,
            depth,
            max_depth: self.max_depth,
        }
    }
}
