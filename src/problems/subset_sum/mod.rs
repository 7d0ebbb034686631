//! Subset sum: which of some positive numbers add up to a target, decided one number at a
//! time, take or skip, as the tutorials' include/exclude recursion does it.
//!
//! [`SubsetSum`] is the state a search decides in place, with the pruning that refuses a
//! choice ([`Refusal`]); the other files describe it: why numbers cannot be searched
//! ([`SubsetSumError`]), how a subset is written ([`Notation`](super::Notation)), how the
//! user asks for one ([`Puzzle`](super::Puzzle)) and how a breakpoint names a decision.

mod error;
mod notation;
mod puzzle;
mod slot_form;
mod subset;

pub use error::SubsetSumError;
pub use puzzle::SubsetSpec;
pub use subset::{Refusal, SKIP, SubsetSum, TAKE};

/// The most numbers a problem may have: the taken ones are the bits of one `u64`, and a
/// search over 2^60 subsets is already far past what can be watched.
///
/// Here, beside the files it bounds, so that the state and its errors both read it
/// without importing each other.
pub const MAX_NUMBERS: usize = 60;

#[cfg(test)]
mod tests;
