//! Why a list of numbers and a target cannot be searched.

use std::fmt;

use super::MAX_NUMBERS;
use crate::problems::{InputError, ProblemError};

/// Why a list of numbers and a target cannot be searched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SubsetSumError {
    /// There are no numbers to choose from.
    NoNumbers,
    /// There are more numbers than [`MAX_NUMBERS`].
    TooManyNumbers {
        /// How many were given.
        count: usize,
    },
    /// A number is zero: taking it or not would make no difference, and the pruning
    /// relies on every number adding something.
    ZeroNumber {
        /// Its position in the list, from 0.
        index: usize,
    },
    /// The target is zero: the empty subset would be the only answer.
    ZeroTarget,
    /// The numbers add up to more than a `u64` holds.
    Overflow,
}

impl fmt::Display for SubsetSumError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            SubsetSumError::NoNumbers => write!(f, "no numbers to choose from"),
            SubsetSumError::TooManyNumbers { count } => {
                write!(f, "{count} numbers are too many: at most {MAX_NUMBERS}")
            }
            SubsetSumError::ZeroNumber { index } => write!(
                f,
                "number {} is 0: every number must be positive",
                index + 1
            ),
            SubsetSumError::ZeroTarget => write!(f, "the target is 0: it must be positive"),
            SubsetSumError::Overflow => write!(
                f,
                "the numbers add up to more than {}, the largest sum allowed",
                u64::MAX
            ),
        }
    }
}

impl std::error::Error for SubsetSumError {}

/// Numbers and a target are typed on the command line (or a preset's), and their fault
/// is said after the problem's name (`subset-sum: no numbers to choose from`).
impl From<SubsetSumError> for InputError {
    fn from(error: SubsetSumError) -> Self {
        InputError::Problem(ProblemError::typed(error).named("subset-sum"))
    }
}
