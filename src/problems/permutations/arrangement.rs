//! The arrangement of 1..=n a search fills in place, from the left, with seed 004's `used`
//! flags.

use crate::engine::{Branch, Choices, Problem};

/// The largest n offered: 12! is already 479,001,600 arrangements.
pub const MAX_PERMUTATION: usize = 12;

/// An arrangement of 1..=n being filled from the left, with seed 004's `used` flags.
#[derive(Clone, Debug)]
pub struct Permutations {
    n: u8,
    arranged: u8,
    /// The values by position; only the first `arranged` count. Sixteen long, so that
    /// a position taken modulo the length is known to stay inside the array, and the
    /// search can keep the other fields in registers while it writes one.
    values: [u8; VALUE_SLOTS],
    used: u16,
}

/// The length of [`Permutations`]' array of values: a power of two past
/// [`MAX_PERMUTATION`].
const VALUE_SLOTS: usize = 16;

impl Permutations {
    /// An empty arrangement of 1..=`n`; `n` must be from 1 to 12.
    pub fn new(n: usize) -> Option<Self> {
        (1..=MAX_PERMUTATION).contains(&n).then_some(Permutations {
            n: n as u8,
            arranged: 0,
            values: [0; VALUE_SLOTS],
            used: 0,
        })
    }

    /// How many values are arranged.
    pub fn size(&self) -> usize {
        self.n as usize
    }

    /// The values placed so far, left to right (seed 004's `m_solution[..m_arranged]`).
    pub fn arranged(&self) -> &[u8] {
        &self.values[..self.arranged as usize]
    }

    /// Whether `value` is already in the arrangement (seed 004's `m_used[value]`).
    pub fn is_used(&self, value: usize) -> bool {
        self.used >> value & 1 == 1
    }
}

/// Two arrangements are equal when they have the same n and the same values so far;
/// what an undone position used to hold does not count.
impl PartialEq for Permutations {
    fn eq(&self, other: &Self) -> bool {
        self.n == other.n && self.arranged() == other.arranged() && self.used == other.used
    }
}

impl Eq for Permutations {}

impl Problem for Permutations {
    #[inline]
    fn branch(&self) -> Option<Branch> {
        let position = self.arranged;
        (position < self.n).then(|| {
            let all = ((1u64 << (self.n + 1)) - 1) & !1;
            Branch {
                slot: position as u16,
                choices: Choices::from_bits(all & !(self.used as u64)),
            }
        })
    }

    #[inline]
    fn apply(&mut self, slot: u16, choice: u8) {
        debug_assert_eq!(slot, self.arranged as u16);
        self.values[slot as usize % VALUE_SLOTS] = choice;
        self.arranged += 1;
        self.used |= 1 << choice;
    }

    #[inline]
    fn undo(&mut self, slot: u16, choice: u8) {
        debug_assert_eq!(slot + 1, self.arranged as u16);
        self.arranged -= 1;
        self.used &= !(1 << choice);
    }

    fn max_depth(&self) -> usize {
        self.size()
    }

    fn choice_range(&self, _slot: u16) -> Choices {
        Choices::from_bits(((1u64 << (self.n + 1)) - 1) & !1)
    }

    fn slot_text(
        &self,
        slot: u16,
        choice: u8,
        first: u16,
        wording: &crate::engine::Wording,
    ) -> String {
        self.position_text(slot, choice, first, wording)
    }

    fn read_slot(
        &self,
        text: &str,
        first: u16,
        wordings: &[crate::engine::Wording],
    ) -> crate::problems::slot_text::Read {
        self.read_position(text, first, wordings)
    }

    const SLOT_FORM: Option<&'static str> = Some(Self::FORM);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Event, Search, StopAfter};
    use crate::problems::Notation;

    #[test]
    fn n_factorial_solutions() {
        let mut factorial = 1;
        for n in 1..=8 {
            factorial *= n as u64;
            let mut search = Search::new(Permutations::new(n).unwrap(), StopAfter::Exhaustion);
            search.by_ref().for_each(drop);
            assert_eq!(search.counters().solutions, factorial, "n = {n}");
        }
    }

    #[test]
    fn three_gives_the_seed_tree_of_sixteen_nodes() {
        let mut search = Search::new(Permutations::new(3).unwrap(), StopAfter::Exhaustion);
        let mut found = Vec::new();
        while let Some(event) = search.next() {
            if event == Event::Solution {
                found.push(search.problem().arranged().to_vec());
            }
        }
        assert_eq!(search.counters().placements, 15);
        assert_eq!(
            found,
            [
                [1, 2, 3],
                [1, 3, 2],
                [2, 1, 3],
                [2, 3, 1],
                [3, 1, 2],
                [3, 2, 1]
            ]
        );
    }

    #[test]
    fn permutations_are_spaced_values() {
        let mut search = Search::new(Permutations::new(3).unwrap(), StopAfter::First);
        assert!(search.by_ref().any(|e| e == Event::Solution));
        let first = search.problem();
        assert_eq!(first.line(), "1 2 3");
        assert_eq!(first.board(), "1 2 3\n");
    }
}
