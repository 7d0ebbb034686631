//! One step of a search.

/// One step of a backtracking search: what the animation shows as one frame.
///
/// A `slot` is the place being filled (a queens row, a sudoku cell index in row-major order,
/// a permutation position); a `choice` is what goes there (a column, a digit, a value). The
/// problem that ran the search knows how to name both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Event {
    /// `choice` was put into `slot` and its constraints marked.
    Place {
        /// The slot that was filled.
        slot: u16,
        /// What was put there.
        choice: u8,
    },
    /// `choice` was taken back out of `slot` and its constraints cleared: a backtrack.
    Remove {
        /// The slot that was emptied.
        slot: u16,
        /// What was taken out.
        choice: u8,
    },
    /// Every slot is filled: the current state is a solution.
    Solution,
}

impl Event {
    /// The word scripts read for this kind of event: `place`, `remove` or `solution`.
    pub const fn keyword(self) -> &'static str {
        match self {
            Event::Place { .. } => "place",
            Event::Remove { .. } => "remove",
            Event::Solution => "solution",
        }
    }
}
