//! Why a maze file, or standard input, gives no maze: a fault in its text, or no text.

use std::fmt;

use super::MazeError;
use crate::problems::{InputError, ProblemError};

/// Why a maze named by the user cannot be walked, worded as the one line the user reads:
/// `SOURCE:LINE:COLUMN: what is wrong`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MazeFileError {
    /// A maze whose text has a fault.
    Maze {
        /// How messages name the file.
        source: String,
        /// The fault and its place.
        error: MazeError,
    },
    /// A file that cannot be read at all.
    Unreadable {
        /// How messages name the file.
        source: String,
        /// Why, in a few words.
        reason: String,
    },
}

impl fmt::Display for MazeFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MazeFileError::Maze { source, error } => match error.position() {
                Some((line, column)) => write!(f, "{source}:{line}:{column}: {error}"),
                None => write!(f, "{source}: {error}"),
            },
            MazeFileError::Unreadable { source, reason } => {
                write!(f, "{source}: cannot read the maze: {reason}")
            }
        }
    }
}

impl std::error::Error for MazeFileError {}

impl From<MazeFileError> for InputError {
    fn from(error: MazeFileError) -> Self {
        InputError::Problem(ProblemError::in_file(error))
    }
}
