//! A small set of choices kept as the bits of one machine word.

use std::fmt;

/// A set of choices, each a number from 0 to 63, kept as the bits of a `u64`.
///
/// Frames keep their untried choices in one of these, so taking the next choice is a
/// couple of bit operations and nothing is allocated while the search runs.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Choices(u64);

impl Choices {
    /// The empty set.
    pub const EMPTY: Choices = Choices(0);

    /// A set from its bits: choice `k` is in the set when bit `k` is one.
    #[inline]
    pub const fn from_bits(bits: u64) -> Self {
        Choices(bits)
    }

    /// The bits of the set: bit `k` is one when choice `k` is in it.
    #[inline]
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// Whether the set has no choice in it.
    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// How many choices are in the set.
    #[inline]
    pub const fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// Whether `choice` is in the set.
    #[inline]
    pub const fn contains(self, choice: u8) -> bool {
        choice < 64 && self.0 >> choice & 1 == 1
    }

    /// The set with `choice` added.
    #[inline]
    pub const fn with(self, choice: u8) -> Self {
        Choices(self.0 | 1 << choice)
    }

    /// The set with `choice` taken out.
    #[inline]
    pub const fn without(self, choice: u8) -> Self {
        Choices(self.0 & !(1 << choice))
    }

    /// The choices in `self` that are not in `other`.
    #[inline]
    pub const fn minus(self, other: Choices) -> Self {
        Choices(self.0 & !other.0)
    }

    /// The smallest choice in the set, if any.
    #[inline]
    pub const fn first(self) -> Option<u8> {
        if self.0 == 0 {
            None
        } else {
            Some(self.0.trailing_zeros() as u8)
        }
    }

    /// Takes the smallest choice out of the set and returns it.
    ///
    /// The search tries choices in ascending order, as the tutorials' `for` loops do.
    #[inline]
    pub fn pop_first(&mut self) -> Option<u8> {
        let first = self.first()?;
        self.0 &= self.0 - 1;
        Some(first)
    }

    /// The choices in ascending order.
    pub fn iter(self) -> impl Iterator<Item = u8> {
        let mut rest = self;
        std::iter::from_fn(move || rest.pop_first())
    }
}

impl fmt::Debug for Choices {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

impl FromIterator<u8> for Choices {
    fn from_iter<I: IntoIterator<Item = u8>>(iter: I) -> Self {
        iter.into_iter().fold(Choices::EMPTY, Choices::with)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pops_in_ascending_order() {
        let mut set: Choices = [9, 1, 4, 63].into_iter().collect();
        assert_eq!(set.len(), 4);
        assert_eq!(set.pop_first(), Some(1));
        assert_eq!(set.pop_first(), Some(4));
        assert_eq!(set.iter().collect::<Vec<_>>(), vec![9, 63]);
        assert!(set.contains(63) && !set.contains(4) && !set.contains(200));
        assert_eq!(format!("{set:?}"), "{9, 63}");
    }

    #[test]
    fn set_operations() {
        let a = Choices::from_bits(0b1110);
        assert_eq!(a.minus(Choices::from_bits(0b0110)).bits(), 0b1000);
        assert_eq!(a.without(3).with(0).bits(), 0b0111);
        assert_eq!(Choices::EMPTY.first(), None);
        assert!(Choices::EMPTY.is_empty());
    }
}
