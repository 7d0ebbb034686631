//! What can be wrong with a maze's text, each fault with the place it is at.

use std::fmt;

use super::MAX_SIDE;

/// A fault in a maze's text: what is wrong and, where it has one, its place.
///
/// The message has no `error:` prefix and no file name, so the command line can print
/// `error: FILE:LINE:COLUMN: MESSAGE` with [`position`](MazeError::position), or
/// `error: FILE: MESSAGE` for a fault of the whole maze (no start, no exit, no rows).
/// Lines and columns count from 1, columns in characters as typed, spaces before the
/// first square included.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MazeError {
    /// A character that is not a square.
    NotASquare {
        /// The line it is on.
        line: usize,
        /// Its column.
        column: usize,
        /// The character.
        found: char,
    },
    /// A row longer or shorter than the first row.
    Ragged {
        /// The line of the row.
        line: usize,
        /// Where it goes wrong: its first square too many, or the place just past its
        /// last square when it is short.
        column: usize,
        /// How many squares the row has.
        width: usize,
        /// How many the first row has.
        expected: usize,
        /// The line of the first row.
        first_line: usize,
    },
    /// A row of more than [`MAX_SIDE`] squares.
    TooWide {
        /// The line of the row.
        line: usize,
        /// The column of its first square too many.
        column: usize,
    },
    /// More than [`MAX_SIDE`] rows.
    TooTall {
        /// The line of the first row too many.
        line: usize,
        /// The column of its first square.
        column: usize,
    },
    /// A second `S`.
    TwoStarts {
        /// The line of the second.
        line: usize,
        /// Its column.
        column: usize,
        /// The line and column of the first.
        first: (usize, usize),
    },
    /// A second `E`.
    TwoExits {
        /// The line of the second.
        line: usize,
        /// Its column.
        column: usize,
        /// The line and column of the first.
        first: (usize, usize),
    },
    /// Rows with no `S`.
    NoStart,
    /// Rows with no `E`.
    NoExit,
    /// No row at all: the text is empty, or only blank lines and comments.
    NoRows,
}

impl MazeError {
    /// The line and column of the fault, from 1; `None` for a fault of the whole maze.
    pub fn position(&self) -> Option<(usize, usize)> {
        match *self {
            MazeError::NotASquare { line, column, .. }
            | MazeError::Ragged { line, column, .. }
            | MazeError::TooWide { line, column }
            | MazeError::TooTall { line, column }
            | MazeError::TwoStarts { line, column, .. }
            | MazeError::TwoExits { line, column, .. } => Some((line, column)),
            MazeError::NoStart | MazeError::NoExit | MazeError::NoRows => None,
        }
    }
}

impl fmt::Display for MazeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MazeError::NotASquare { found: ' ', .. } => f.write_str(
                "a space inside a row is not a square: write `#` for a wall, `.` for an \
                 open square",
            ),
            MazeError::NotASquare { found, .. } => write!(
                f,
                "`{}` is not a square: expected `#` (wall), `.` (open), `S` (start) or \
                 `E` (exit); `;` starts a comment",
                found.escape_debug()
            ),
            MazeError::Ragged {
                width,
                expected,
                first_line,
                ..
            } => {
                let squares = if *width == 1 { "square" } else { "squares" };
                write!(
                    f,
                    "this row has {width} {squares}, the first row (line {first_line}) has \
                     {expected}: every row must be as long as the first"
                )
            }
            MazeError::TooWide { .. } => {
                write!(
                    f,
                    "the row is too long: a maze has at most {MAX_SIDE} columns"
                )
            }
            MazeError::TooTall { .. } => {
                write!(f, "too many rows: a maze has at most {MAX_SIDE}")
            }
            MazeError::TwoStarts {
                first: (line, column),
                ..
            } => write!(
                f,
                "a second start `S`: the maze has one, at line {line}, column {column}"
            ),
            MazeError::TwoExits {
                first: (line, column),
                ..
            } => write!(
                f,
                "a second exit `E`: the maze has one, at line {line}, column {column}"
            ),
            MazeError::NoStart => f.write_str("the maze has no start: mark one square `S`"),
            MazeError::NoExit => f.write_str("the maze has no exit: mark one square `E`"),
            MazeError::NoRows => f.write_str(
                "no maze: expected rows of `#` (wall), `.` (open), one `S` (start) and one \
                 `E` (exit)",
            ),
        }
    }
}

impl std::error::Error for MazeError {}
