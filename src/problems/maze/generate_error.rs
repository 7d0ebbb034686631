//! Why a maze asked for with `--generate WIDTHxHEIGHT` and `--seed N` cannot be made.

use std::fmt;

use super::generate::{HEIGHTS, WIDTHS};
use crate::problems::{InputError, ProblemError};

/// A fault in the size or the seed of a maze to generate, worded as the one line the user
/// reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GenerateError {
    /// A size that is not two numbers joined by `x`, such as `21x11`.
    Size {
        /// What was typed.
        text: String,
    },
    /// Two numbers of which one is even or out of range.
    Sides {
        /// The width asked for.
        width: usize,
        /// The height asked for.
        height: usize,
    },
    /// A seed that is not a whole number a seed can be.
    Seed {
        /// What was typed.
        text: String,
    },
    /// A seed given with nothing to generate.
    SeedAlone,
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sides = format!(
            "odd widths from {} to {} and odd heights from {} to {}",
            WIDTHS.start(),
            WIDTHS.end(),
            HEIGHTS.start(),
            HEIGHTS.end()
        );
        match self {
            GenerateError::Size { text } => write!(
                f,
                "maze: --generate takes WIDTHxHEIGHT, such as 21x11, not '{text}'"
            ),
            GenerateError::Sides { width, height } => {
                write!(f, "maze: no maze of {width}x{height} is generated: {sides}")
            }
            GenerateError::Seed { text } => write!(
                f,
                "maze: --seed takes a whole number from 0 to {}, not '{text}'",
                u64::MAX
            ),
            GenerateError::SeedAlone => f.write_str(
                "maze: --seed chooses the maze that --generate makes: give --generate \
                 WIDTHxHEIGHT too",
            ),
        }
    }
}

impl std::error::Error for GenerateError {}

impl From<GenerateError> for InputError {
    fn from(error: GenerateError) -> Self {
        InputError::Problem(ProblemError::typed(error))
    }
}
