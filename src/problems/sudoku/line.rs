//! A line of a puzzle file that holds cells, and what its symbols and sizes mean.

use super::read_puzzle::ParseError;
use super::shape::{MAX_SIDE, Shape};

/// A line that holds cells, cut at its `#` comment; columns count from its first character.
pub(super) struct Line {
    /// The 1-based line number.
    pub(super) number: usize,
    /// The text before any `#`.
    pub(super) text: String,
}

/// Whether the ASCII byte `b` is whitespace as [`char::is_whitespace`] reads it: space,
/// and tab to carriage return (vertical tab and form feed among them).
#[inline]
fn is_blank(b: u8) -> bool {
    matches!(b, b' ' | b'\t'..=b'\r')
}

impl Line {
    /// The non-blank characters with their 1-based columns: the cells of a grid row.
    pub(super) fn cells(&self) -> impl Iterator<Item = (usize, char)> + '_ {
        self.text
            .chars()
            .enumerate()
            .filter(|(_, c)| !c.is_whitespace())
            .map(|(i, c)| (i + 1, c))
    }

    /// How many cells the line holds as a grid row.
    pub(super) fn cell_count(&self) -> usize {
        self.cells().count()
    }

    /// The first word, ended by whitespace or `:`, with the 1-based column it starts at:
    /// a one-line puzzle, the rest of the line being a comment.
    pub(super) fn puzzle_token(&self) -> (usize, &str) {
        if self.text.is_ascii() {
            // The common case, a byte a column: no character to decode.
            let bytes = self.text.as_bytes();
            let start = bytes
                .iter()
                .position(|&b| !is_blank(b))
                .unwrap_or(bytes.len());
            let end = bytes[start..]
                .iter()
                .position(|&b| is_blank(b) || b == b':')
                .map_or(bytes.len(), |len| start + len);
            return (start + 1, &self.text[start..end]);
        }
        let start = self
            .text
            .char_indices()
            .find(|(_, c)| !c.is_whitespace())
            .map_or(self.text.len(), |(i, _)| i);
        let rest = &self.text[start..];
        let end = rest
            .find(|c: char| c.is_whitespace() || c == ':')
            .unwrap_or(rest.len());
        (self.text[..start].chars().count() + 1, &rest[..end])
    }

    /// The column of the `:` that ends the first word, when one does.
    pub(super) fn colon_column(&self) -> Option<usize> {
        let (start, token) = self.puzzle_token();
        let column = start + token.chars().count();
        let after = self.text.chars().nth(column - 1)?;
        (after == ':').then_some(column)
    }

    /// The line is one word of n cells where n is both a side and a square (only 16): a
    /// row of a 16×16 grid as much as a whole 4×4 puzzle.
    pub(super) fn is_row_or_puzzle(&self) -> bool {
        let cells = self.cell_count();
        cells == self.puzzle_token().1.chars().count()
            && Shape::for_side(cells).is_some()
            && one_line_shape(cells).is_some()
    }

    /// The first symbol that stands for no value in any sudoku, as an error.
    pub(super) fn unknown_symbol(&self) -> Option<ParseError> {
        self.cells()
            .find(|&(_, c)| symbol_value(c).is_none())
            .map(|(column, c)| {
                ParseError::new(
                    self.number,
                    format!("unknown symbol '{c}' at column {column}"),
                )
            })
    }

    /// What is wrong with a line that is neither a grid row nor a one-line puzzle.
    pub(super) fn size_problem(&self) -> String {
        let (_, token) = self.puzzle_token();
        let len = token.chars().count();
        if let Some(column) = self.colon_column() {
            return colon_problem(len, column);
        }
        let cells = self.cell_count();
        let side = len.isqrt();
        if (cells > len && len < 4) || (4..=MAX_SIDE).contains(&cells) {
            format!("a row of {cells} cells: {}", side_problem(cells))
        } else if side * side == len && side > 1 {
            format!(
                "{len} cells would make a {side}×{side} sudoku: {}",
                side_problem(side)
            )
        } else {
            let noun = if len == 1 { "cell makes" } else { "cells make" };
            format!(
                "{len} {noun} neither a grid row (4 to {MAX_SIDE} cells) nor a one-line \
                 puzzle (a square number such as 16, 36, 81 or 256)"
            )
        }
    }
}

/// Why `len` cells ending at a `:` in `column` are no one-line puzzle.
pub(super) fn colon_problem(len: usize, column: usize) -> String {
    let noun = if len == 1 { "cell" } else { "cells" };
    format!(
        "{len} {noun} before the ':' at column {column} are no one-line puzzle (16, 36, 81, \
         256, … cells); ':' and a comment may follow only a whole puzzle"
    )
}

/// The shape of a one-line puzzle of `len` cells, when `len` is the square of a side.
pub(super) fn one_line_shape(len: usize) -> Option<Shape> {
    let side = len.isqrt();
    if side * side == len {
        Shape::for_side(side)
    } else {
        None
    }
}

/// Why no sudoku has side `n`, for an `n` that [`Shape::for_side`] refuses.
pub(super) fn side_problem(n: usize) -> String {
    if (4..=MAX_SIDE).contains(&n) {
        format!("a {n}×{n} sudoku has no boxes ({n} is prime)")
    } else {
        format!("a {n}×{n} sudoku is not supported (sides run from 4 to {MAX_SIDE})")
    }
}

/// The value `c` stands for in some sudoku: letters past `P` (25) are no symbol at all.
pub(super) fn symbol_value(c: char) -> Option<u8> {
    Shape::value_of(c).filter(|&v| v as usize <= MAX_SIDE)
}

/// The value of the symbol `c` at `column`, checked against `shape`.
#[inline]
pub(super) fn value_at(
    shape: Shape,
    line: usize,
    column: usize,
    c: char,
) -> Result<u8, ParseError> {
    match c {
        '.' | '0' => return Ok(0),
        '1'..='9' if c as usize - '0' as usize <= shape.side() => {
            return Ok(c as u8 - b'0');
        }
        _ => {}
    }
    value_from_symbol(shape, line, column, c)
}

/// [`value_at`] for a symbol other than a blank or a digit that fits, kept out of line.
#[inline(never)]
fn value_from_symbol(shape: Shape, line: usize, column: usize, c: char) -> Result<u8, ParseError> {
    let value = symbol_value(c)
        .ok_or_else(|| ParseError::new(line, format!("unknown symbol '{c}' at column {column}")))?;
    if value as usize > shape.side() {
        let n = shape.side();
        let shown = if value > 9 {
            format!("{c} ({value})")
        } else {
            value.to_string()
        };
        return Err(ParseError::new(
            line,
            format!("value {shown} is too large for a {n}×{n} sudoku (column {column})"),
        ));
    }
    Ok(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_ascii_byte_is_blank_exactly_when_its_character_is_whitespace() {
        let blanks: Vec<u8> = (0..128u8).filter(|&b| is_blank(b)).collect();
        assert_eq!(blanks, [9, 10, 11, 12, 13, 32]);
        for b in 0..128u8 {
            assert_eq!(is_blank(b), char::from(b).is_whitespace(), "byte {b}");
        }
    }

    fn line(text: &str) -> Line {
        Line {
            number: 1,
            text: text.to_owned(),
        }
    }

    #[test]
    fn a_line_of_ascii_reads_as_one_with_other_characters() {
        // The second of each pair has a character past ASCII after the puzzle, so it is
        // read character by character; both must find the same word at the same column.
        for text in ["\t\x0b 12.4:5", " 12.4\x0bx", "1234", "\x0c12 4"] {
            let wide = format!("{text} é");
            let (narrow, wide) = (line(text), line(&wide));
            assert_eq!(wide.puzzle_token(), narrow.puzzle_token(), "{text:?}");
        }
        assert_eq!(line("\t\x0b 12.4:5").puzzle_token(), (4, "12.4"));
        assert_eq!(line("  ").puzzle_token(), (3, ""));
    }

    #[test]
    fn the_puzzle_ends_at_whitespace_or_a_colon() {
        assert_eq!(line("  1234 x").puzzle_token(), (3, "1234"));
        assert_eq!(line("1234:2:4321").puzzle_token(), (1, "1234"));
        assert_eq!(line("1234:2").colon_column(), Some(5));
        assert_eq!(line("1234 :2").colon_column(), None);
    }

    #[test]
    fn only_one_word_of_sixteen_cells_is_row_or_puzzle() {
        assert!(line("0000102004010000").is_row_or_puzzle());
        assert!(!line("0000102004010000 A4").is_row_or_puzzle());
        assert!(!line("0000 1020 0401 0000").is_row_or_puzzle());
        assert!(!line(&"0".repeat(81)).is_row_or_puzzle());
    }
}
