//! A sudoku puzzle as the reader gives it, and what can be wrong with its text: the
//! types every reading module shares, apart from the reading itself, so that each of
//! those modules depends on them and none on another's reading.

use std::fmt;

use super::{CellOrder, Shape, SudokuBoard, SudokuError};

/// One puzzle read from text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParsedPuzzle {
    /// The 1-based line where the puzzle starts, for messages about it.
    pub line: usize,
    /// Its side and box shape.
    pub shape: Shape,
    /// Its cells, row-major, 0 for a blank.
    pub cells: Vec<u8>,
    /// Its cells as the text writes them (`c` or `C` for 12), for messages that name one.
    pub written: Vec<char>,
    /// Read as a 16×16 grid from lines that are also 4×4 puzzles ([`SIXTEEN_LINES`]).
    pub ambiguous: bool,
}

impl ParsedPuzzle {
    /// The board a search fills in `order`, or why the givens cannot stand together.
    ///
    /// Reading only checks each symbol; givens that clash are found here, named as the
    /// text writes them, and the caller names the puzzle by its [`line`](ParsedPuzzle::line).
    pub fn board(&self, order: CellOrder) -> Result<SudokuBoard, SudokuError> {
        SudokuBoard::new(self.shape, &self.cells, order).map_err(|error| match error {
            SudokuError::Clash {
                value,
                first,
                second,
                unit,
                symbol,
            } => SudokuError::Clash {
                value,
                first,
                second,
                unit,
                symbol: self
                    .written
                    .get(second.0 * self.shape.side() + second.1)
                    .copied()
                    .unwrap_or(symbol),
            },
            other => other,
        })
    }
}

/// A malformed input: the 1-based line and what is wrong with it.
///
/// The message has no `error:` prefix and no file name, so the caller can add both.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// The 1-based line at fault.
    pub line: usize,
    /// What is wrong, in a sentence without a final period.
    pub message: String,
}

impl ParseError {
    /// The fault `message` on `line`.
    pub fn new(line: usize, message: impl Into<String>) -> Self {
        ParseError {
            line,
            message: message.into(),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ParseError {}

/// How the lines of a source hold puzzles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LineForm {
    /// As the first line holding cells says (the module's rules).
    #[default]
    Detect,
    /// One puzzle a line, whatever the first line looks like (`--one-per-line`).
    OnePerLine,
}

/// The note an error gets when 16 lines of 16 cells were read as one 16×16 grid, or as
/// the whole source's 4×4 puzzles.
pub const SIXTEEN_LINES: &str = "16 lines of 16 cells are one 16×16 grid if they read as \
     one; --one-per-line reads them as 4×4 puzzles";
