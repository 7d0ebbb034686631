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
pub use subset::{MAX_NUMBERS, Refusal, SKIP, SubsetSum, TAKE};

#[cfg(test)]
mod tests;
