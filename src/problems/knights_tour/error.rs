//! Why a knight's tour cannot be set up as asked.

use std::fmt;

use super::MAX_SIDE;
use crate::problems::{InputError, ProblemError};

/// Why a board side, a start square or a move order given for a knight's tour gives no
/// board to search. Each is worded as the one line the user reads.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KnightsTourError {
    /// A side no board has: from 1 to [`MAX_SIDE`].
    Side {
        /// The side asked for.
        n: usize,
    },
    /// A start square that is not a square's name, or not one of this board.
    Start {
        /// What was typed.
        text: String,
        /// The side of the board.
        n: usize,
    },
    /// No move order has this name.
    Order {
        /// What was typed.
        text: String,
    },
}

impl fmt::Display for KnightsTourError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            KnightsTourError::Side { n } => write!(
                f,
                "knights-tour: a board's side is from 1 to {MAX_SIDE}, not {n}"
            ),
            KnightsTourError::Start { text, n } => {
                let last_file = super::square::files(*n).last().unwrap_or_default();
                write!(
                    f,
                    "knights-tour: no square '{text}' on a {n}×{n} board: give a file from a \
                     to {last_file} and a rank from 1 to {n}, such as a1"
                )
            }
            KnightsTourError::Order { text } => write!(
                f,
                "knights-tour: no move order '{text}' (fixed or warnsdorff)"
            ),
        }
    }
}

impl std::error::Error for KnightsTourError {}

impl From<KnightsTourError> for InputError {
    fn from(error: KnightsTourError) -> Self {
        InputError::Problem(ProblemError::typed(error))
    }
}
