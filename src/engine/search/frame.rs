//! One level of the search stack.

use crate::engine::{Branch, Choices};

/// One level of the search stack: a slot being filled, like one active call of the
/// tutorials' recursive `trace(row)` or `Solve(row, col)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    pub(super) choices: Choices,
    pub(super) untried: Choices,
    /// The slot, widened so that the frame has no padding for a copy to carry.
    pub(super) slot: u32,
    /// The choice standing in the slot, or [`NOTHING_PLACED`]: a plain number that the
    /// search's loop reads and writes without unpacking an `Option`.
    pub(super) placed: u32,
}

/// What a frame's `placed` holds while its slot is empty: no choice is that large.
pub(super) const NOTHING_PLACED: u32 = u32::MAX;

impl Frame {
    #[inline]
    pub(super) fn new(branch: Branch) -> Self {
        Frame {
            choices: branch.choices,
            untried: branch.choices,
            slot: u32::from(branch.slot),
            placed: NOTHING_PLACED,
        }
    }

    /// The slot this frame fills.
    pub fn slot(&self) -> u16 {
        self.slot as u16
    }

    /// The choice standing in the slot now, if any.
    pub fn placed(&self) -> Option<u8> {
        (self.placed != NOTHING_PLACED).then_some(self.placed as u8)
    }

    /// Every choice that was legal when the frame was opened.
    pub fn choices(&self) -> Choices {
        self.choices
    }

    /// The legal choices not tried yet.
    pub fn untried(&self) -> Choices {
        self.untried
    }

    /// The legal choices already tried and taken back.
    pub fn tried(&self) -> Choices {
        let current = self
            .placed()
            .map_or(Choices::EMPTY, |c| Choices::EMPTY.with(c));
        self.choices.minus(self.untried).minus(current)
    }
}
