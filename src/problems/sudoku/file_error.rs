//! Why a puzzle file gives no board: it cannot be read, a line of it is malformed, or a
//! puzzle's givens clash. Each fault names the file and, once reading began, the line.

use std::fmt;

use super::SudokuError;
use super::read_puzzle::{ParseError, SIXTEEN_LINES};
use crate::problems::{InputError, ProblemError};

/// A puzzle file (or standard input, or a preset's text) that gives no board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PuzzleFileError {
    /// The path names a directory.
    IsDirectory {
        /// The path as typed.
        name: String,
    },
    /// The file cannot be opened.
    Unreadable {
        /// The path as typed.
        name: String,
        /// Why, in a few words (`no such file`).
        reason: String,
    },
    /// A malformed line, or one that cannot be read.
    Parse {
        /// How messages name the input: a file name, `<stdin>`, `preset NAME`.
        source: String,
        /// The line and what is wrong with it.
        error: ParseError,
    },
    /// A well-formed puzzle whose givens cannot stand together.
    Board {
        /// How messages name the input.
        source: String,
        /// The line the puzzle starts on.
        line: usize,
        /// What is wrong with its givens.
        error: SudokuError,
        /// The puzzle was read as a 16×16 grid from lines that could also be 4×4
        /// puzzles, so the message says how to read them the other way.
        sixteen_lines: bool,
    },
}

impl fmt::Display for PuzzleFileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PuzzleFileError::IsDirectory { name } => {
                write!(f, "{name}: is a directory, not a puzzle file")
            }
            PuzzleFileError::Unreadable { name, reason } => {
                write!(f, "{name}: cannot read: {reason}")
            }
            PuzzleFileError::Parse { source, error } => {
                write!(f, "{source}:{}: {error}", error.line)
            }
            PuzzleFileError::Board {
                source,
                line,
                error,
                sixteen_lines,
            } => {
                write!(f, "{source}:{line}: {error}")?;
                if *sixteen_lines {
                    write!(f, " ({SIXTEEN_LINES})")?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for PuzzleFileError {}

/// A puzzle file's fault is the problem's own, and not a value typed.
impl From<PuzzleFileError> for InputError {
    fn from(error: PuzzleFileError) -> Self {
        InputError::Problem(ProblemError::in_file(error))
    }
}
