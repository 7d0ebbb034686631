//! Why a map, a colour count or a region order given for graph colouring cannot be
//! searched.

use std::fmt;

use super::{MAX_COLOURS, MapError};
use crate::problems::{InputError, ProblemError};

/// Why a map, a colour count or an order given for graph colouring cannot be searched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ColouringError {
    /// A map file with a fault on one of its lines.
    Map {
        /// How messages name the file.
        source: String,
        /// The fault and its line.
        error: MapError,
    },
    /// A map file that cannot be read at all.
    Unreadable {
        /// How messages name the file.
        source: String,
        /// Why, in a few words.
        reason: String,
    },
    /// A colour count that is not a whole number from 1 to [`MAX_COLOURS`].
    Colours {
        /// What was typed.
        text: String,
    },
    /// A map without a `colours` line, and no `--colours` given.
    NoColours {
        /// How messages name the file.
        source: String,
    },
    /// No region order has this name.
    Order {
        /// What was typed.
        text: String,
    },
}

impl fmt::Display for ColouringError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ColouringError::Map { source, error } => {
                write!(f, "{source}:{}: {error}", error.line())
            }
            ColouringError::Unreadable { source, reason } => {
                write!(f, "{source}: cannot read the map: {reason}")
            }
            ColouringError::Colours { text } => write!(
                f,
                "graph-colouring: the colours must be a whole number from 1 to {MAX_COLOURS}, \
                 got '{text}'"
            ),
            ColouringError::NoColours { source } => write!(
                f,
                "{source}: the map has no `colours` line: give --colours M"
            ),
            ColouringError::Order { text } => {
                write!(f, "graph-colouring: no region order '{text}' (file or mrv)")
            }
        }
    }
}

impl std::error::Error for ColouringError {}

/// A map's fault, and a colour count's or an order's, is the problem's own; its message
/// names the file or the problem itself.
impl From<ColouringError> for InputError {
    fn from(error: ColouringError) -> Self {
        InputError::Problem(ProblemError::in_file(error))
    }
}
