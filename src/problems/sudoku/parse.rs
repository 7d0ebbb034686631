//! Reading sudoku puzzles from text: grids, or one puzzle a line.
//!
//! A grid has one row a line, its cells separated by spaces or not. A one-line puzzle has
//! all n² cells on one line, and anything after the first whitespace on that line is a
//! comment. In both forms `0` and `.` are blanks, values above 9 are letters (`A` is 10,
//! either case), `#` starts a comment, and blank lines are skipped.
//!
//! The first line holding cells decides the form. A line of n cells, where n is a side a
//! sudoku can have, starts a grid; a line of n² cells is a one-line puzzle. Only 16 is
//! both (a row of a 16×16 grid, or a whole 4×4 puzzle): such a file is a grid when it is
//! exactly 16 lines of 16 cells, and a list of 4×4 puzzles otherwise. Several grids may
//! follow one another, except 16×16 ones, which would read as such a list.

use std::fmt;

use super::{CellOrder, Shape, SudokuBoard, SudokuError};

/// One puzzle read from text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The 1-based line where the puzzle starts, for messages about it.
    pub line: usize,
    /// Its side and box shape.
    pub shape: Shape,
    /// Its cells, row-major, 0 for a blank.
    pub cells: Vec<u8>,
}

impl Puzzle {
    /// The board a search fills in `order`, or why the givens cannot stand together.
    ///
    /// Reading only checks each symbol; givens that clash are found here, and the caller
    /// names the puzzle by its [`line`](Puzzle::line).
    pub fn board(&self, order: CellOrder) -> Result<SudokuBoard, SudokuError> {
        SudokuBoard::new(self.shape, &self.cells, order)
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
    fn new(line: usize, message: impl Into<String>) -> Self {
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

/// Every puzzle in `text`, in order: grids one after another, or one puzzle a line.
///
/// Fails on the first malformed line: an unknown symbol, a value too large for the size,
/// a size no sudoku has, a one-line puzzle of the wrong length, grid rows of unequal
/// length, or no puzzle at all.
pub fn parse_puzzles(text: &str) -> Result<Vec<Puzzle>, ParseError> {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines: Vec<Line> = text
        .lines()
        .enumerate()
        .map(|(index, raw)| Line {
            number: index + 1,
            text: raw.split('#').next().unwrap_or_default(),
        })
        .filter(|line| !line.text.trim().is_empty())
        .collect();
    let Some(first) = lines.first() else {
        return Err(ParseError::new(1, "no puzzle found"));
    };
    let row_cells = first.cell_count();
    let as_row = Shape::for_side(row_cells);
    let as_puzzle = one_line_shape(first.puzzle_token().1.chars().count());
    match (as_row, as_puzzle) {
        (Some(shape), None) => read_grids(&lines, shape),
        (None, Some(_)) => read_one_per_line(&lines),
        (Some(shape), Some(_)) if lines.len() == row_cells => {
            // Exactly n lines: a grid if they read as one, else a list; when neither
            // reading works, the one that got further is the one the author meant.
            let as_grid = read_grids(&lines, shape);
            if as_grid.is_ok() {
                return as_grid;
            }
            match (as_grid, read_one_per_line(&lines)) {
                (_, Ok(list)) => Ok(list),
                (Err(grid), Err(list)) if list.line > grid.line => Err(list),
                (grid, _) => grid,
            }
        }
        (Some(_), Some(_)) => read_one_per_line(&lines),
        (None, None) => Err(unknown_symbol(first)
            .unwrap_or_else(|| ParseError::new(first.number, size_problem(first)))),
    }
}

/// A line that holds cells, cut at its `#` comment; columns count from its first character.
struct Line<'a> {
    number: usize,
    text: &'a str,
}

impl<'a> Line<'a> {
    /// The non-blank characters with their 1-based columns: the cells of a grid row.
    fn cells(&self) -> impl Iterator<Item = (usize, char)> + '_ {
        self.text
            .chars()
            .enumerate()
            .filter(|(_, c)| !c.is_whitespace())
            .map(|(i, c)| (i + 1, c))
    }

    fn cell_count(&self) -> usize {
        self.cells().count()
    }

    /// The first word with the 1-based column it starts at: a one-line puzzle, the rest
    /// of the line being a comment.
    fn puzzle_token(&self) -> (usize, &'a str) {
        let start = self
            .text
            .char_indices()
            .find(|(_, c)| !c.is_whitespace())
            .map_or(self.text.len(), |(i, _)| i);
        let rest = &self.text[start..];
        let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
        (self.text[..start].chars().count() + 1, &rest[..end])
    }
}

/// The shape of a one-line puzzle of `len` cells, when `len` is the square of a side.
fn one_line_shape(len: usize) -> Option<Shape> {
    let side = len.isqrt();
    if side * side == len {
        Shape::for_side(side)
    } else {
        None
    }
}

/// Why no sudoku has side `n`, for an `n` that [`Shape::for_side`] refuses.
fn side_problem(n: usize) -> String {
    let max = super::shape::MAX_SIDE;
    if (4..=max).contains(&n) {
        format!("a {n}×{n} sudoku has no boxes ({n} is prime)")
    } else {
        format!("a {n}×{n} sudoku is not supported (sides run from 4 to {max})")
    }
}

/// What is wrong with a first line that is neither a grid row nor a one-line puzzle.
fn size_problem(line: &Line) -> String {
    let (_, token) = line.puzzle_token();
    let len = token.chars().count();
    let cells = line.cell_count();
    let side = len.isqrt();
    if cells > len && len < 4 {
        format!("a row of {cells} cells: {}", side_problem(cells))
    } else if side * side == len && side > 1 {
        format!(
            "{len} cells would make a {side}×{side} sudoku: {}",
            side_problem(side)
        )
    } else {
        let noun = if len == 1 { "cell makes" } else { "cells make" };
        format!(
            "{len} {noun} neither a grid row (4 to {max} cells) nor a one-line puzzle \
             (a square number such as 16, 36, 81 or 256)",
            max = super::shape::MAX_SIDE
        )
    }
}

/// The value `c` stands for in some sudoku: letters past `P` (25) are no symbol at all.
fn symbol_value(c: char) -> Option<u8> {
    Shape::value_of(c).filter(|&v| v as usize <= super::shape::MAX_SIDE)
}

/// The value of the symbol `c` at `column`, checked against `shape`.
fn value_at(shape: Shape, line: usize, column: usize, c: char) -> Result<u8, ParseError> {
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

fn unknown_symbol(line: &Line) -> Option<ParseError> {
    line.cells()
        .find(|&(_, c)| symbol_value(c).is_none())
        .map(|(column, c)| {
            ParseError::new(
                line.number,
                format!("unknown symbol '{c}' at column {column}"),
            )
        })
}

/// Grids of `shape`, one row a line, one after another.
fn read_grids(lines: &[Line], shape: Shape) -> Result<Vec<Puzzle>, ParseError> {
    let n = shape.side();
    let first_row = lines[0].number;
    let mut puzzles = Vec::new();
    for rows in lines.chunks(n) {
        let mut cells = Vec::with_capacity(shape.cells());
        for row in rows {
            if let Some(err) = unknown_symbol(row) {
                return Err(err);
            }
            let count = row.cell_count();
            if count != n {
                return Err(ParseError::new(
                    row.number,
                    format!(
                        "row has {count} cells, but the grid's first row (line {first_row}) has {n}"
                    ),
                ));
            }
            for (column, c) in row.cells() {
                cells.push(value_at(shape, row.number, column, c)?);
            }
        }
        let start = rows[0].number;
        if rows.len() < n {
            let found = rows.len();
            let noun = if found == 1 { "row" } else { "rows" };
            return Err(ParseError::new(
                start,
                format!("the grid starting here has {found} {noun}; a {n}×{n} grid needs {n}"),
            ));
        }
        puzzles.push(Puzzle {
            line: start,
            shape,
            cells,
        });
    }
    Ok(puzzles)
}

/// One puzzle for each line, each n² cells long.
fn read_one_per_line(lines: &[Line]) -> Result<Vec<Puzzle>, ParseError> {
    let mut puzzles: Vec<Puzzle> = Vec::with_capacity(lines.len());
    for line in lines {
        let (start, token) = line.puzzle_token();
        let len = token.chars().count();
        let Some(shape) = one_line_shape(len) else {
            let message = match puzzles.last() {
                Some(previous) => {
                    let n = previous.shape.side();
                    format!(
                        "expected {} cells (a {n}×{n} puzzle, as on line {}), found {len}",
                        previous.cells.len(),
                        previous.line
                    )
                }
                None => size_problem(line),
            };
            return Err(ParseError::new(line.number, message));
        };
        let cells = token
            .chars()
            .enumerate()
            .map(|(i, c)| value_at(shape, line.number, start + i, c))
            .collect::<Result<Vec<u8>, ParseError>>()?;
        puzzles.push(Puzzle {
            line: line.number,
            shape,
            cells,
        });
    }
    Ok(puzzles)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> ParseError {
        parse_puzzles(text).expect_err("the text should not parse")
    }

    fn digits(s: &str) -> Vec<u8> {
        s.chars().map(|c| c.to_digit(10).unwrap() as u8).collect()
    }

    const HARDEST: &str =
        "800000000003600000070090200050007000000045700000100030001000068008500010090000400";

    #[test]
    fn a_spaced_grid_with_a_header() {
        let text = "# seed 000, A5\n\n0 0 0 0\n0 0 2 0\n0 3 0 1\n0 0 0 0\n";
        let puzzles = parse_puzzles(text).unwrap();
        assert_eq!(puzzles.len(), 1);
        assert_eq!(puzzles[0].line, 3);
        assert_eq!(puzzles[0].shape, Shape::for_side(4).unwrap());
        assert_eq!(puzzles[0].cells, digits("0000002003010000"));
    }

    #[test]
    fn an_unspaced_grid_with_dots_and_trailing_comments() {
        let rows: Vec<String> = HARDEST
            .as_bytes()
            .chunks(9)
            .map(|r| String::from_utf8(r.to_vec()).unwrap().replace('0', "."))
            .collect();
        let text = format!("{}  # top row\r\n{}\r\n", rows[0], rows[1..].join("\r\n"));
        let puzzles = parse_puzzles(&text).unwrap();
        assert_eq!(puzzles.len(), 1);
        assert_eq!(puzzles[0].line, 1);
        assert_eq!(puzzles[0].cells, digits(HARDEST));
    }

    #[test]
    fn a_grid_spaced_between_boxes() {
        let text = "12 34\n34 12\n21 43\n43 21\n";
        let puzzles = parse_puzzles(text).unwrap();
        assert_eq!(puzzles[0].cells, digits("1234341221434321"));
    }

    #[test]
    fn several_grids_in_a_row() {
        let text = "1234\n3412\n2143\n4321\n\n# next\n0000\n0020\n0301\n0000\n";
        let puzzles = parse_puzzles(text).unwrap();
        assert_eq!(puzzles.len(), 2);
        assert_eq!((puzzles[0].line, puzzles[1].line), (1, 7));
        assert_eq!(puzzles[1].cells, digits("0000002003010000"));
    }

    #[test]
    fn a_sixteen_by_sixteen_grid_with_letters() {
        // The pattern grid value(r, c) = (4r + r/4 + c) mod 16 + 1, letters in both cases.
        let rows: Vec<String> = (0..16)
            .map(|r| {
                let row: String = (0..16)
                    .map(|c| Shape::symbol(((4 * r + r / 4 + c) % 16 + 1) as u8))
                    .collect();
                if r % 2 == 0 { row } else { row.to_lowercase() }
            })
            .collect();
        assert_eq!(rows[0], "123456789ABCDEFG");
        assert_eq!(rows[1], "56789abcdefg1234");
        let puzzles = parse_puzzles(&rows.join("\n")).unwrap();
        assert_eq!(puzzles.len(), 1);
        let puzzle = &puzzles[0];
        assert_eq!(puzzle.shape.side(), 16);
        assert_eq!(&puzzle.cells[..16], &(1..=16).collect::<Vec<u8>>());
        assert_eq!(puzzle.cells[16], 5);
        assert_eq!(puzzle.cells[16 + 11], 16);
        assert!(puzzle.board(CellOrder::Row).unwrap().is_full());
    }

    #[test]
    fn a_sixteen_character_line_is_a_four_by_four_puzzle() {
        let puzzles = parse_puzzles("0000102004010000\n").unwrap();
        assert_eq!(puzzles.len(), 1);
        assert_eq!(puzzles[0].shape.side(), 4);
        assert_eq!(puzzles[0].cells, digits("0000102004010000"));
    }

    #[test]
    fn sixteen_lines_of_four_by_four_puzzles_with_comments_are_a_list() {
        let text = "0000102004010000 A4\n".repeat(16);
        let puzzles = parse_puzzles(&text).unwrap();
        assert_eq!(puzzles.len(), 16);
        assert!(puzzles.iter().all(|p| p.shape.side() == 4));
        assert_eq!(puzzles[15].line, 16);
    }

    #[test]
    fn a_short_row_in_an_unspaced_sixteen_by_sixteen_grid_is_a_grid_error() {
        let mut rows = vec!["0".repeat(16); 16];
        rows[4].pop();
        assert_eq!(
            error(&rows.join("\n")),
            ParseError::new(
                5,
                "row has 15 cells, but the grid's first row (line 1) has 16"
            )
        );
    }

    #[test]
    fn sixteen_four_by_four_puzzles_report_the_bad_one() {
        // Line 3 ends the grid reading, line 10 the list reading, which went further.
        let mut lines = vec!["0000102004010000".to_owned(); 16];
        lines[2].push_str(" A4");
        lines[9].pop();
        assert_eq!(
            error(&lines.join("\n")),
            ParseError::new(
                10,
                "expected 16 cells (a 4×4 puzzle, as on line 9), found 15"
            )
        );
    }

    #[test]
    fn one_puzzle_a_line_with_comments() {
        let text = format!(
            "# two puzzles\n{HARDEST}  # hardest\n\n{} 17 givens\n",
            HARDEST.replace('0', ".")
        );
        let puzzles = parse_puzzles(&text).unwrap();
        assert_eq!(puzzles.len(), 2);
        assert_eq!((puzzles[0].line, puzzles[1].line), (2, 4));
        assert_eq!(puzzles[0].cells, digits(HARDEST));
        assert_eq!(puzzles[1].cells, puzzles[0].cells);
        assert_eq!(puzzles[0].shape.side(), 9);
    }

    #[test]
    fn one_line_puzzles_of_other_sizes() {
        let six = "123456456123214365365214531642642531";
        let puzzles = parse_puzzles(&format!("{six}\n1234341221434321\n")).unwrap();
        assert_eq!(puzzles[0].shape.side(), 6);
        assert_eq!(puzzles[1].shape.side(), 4);
        assert_eq!(puzzles[0].cells[..6], [1, 2, 3, 4, 5, 6]);
    }

    #[test]
    fn empty_input() {
        for text in ["", "\n\n", "# only a comment\n   \n"] {
            assert_eq!(error(text), ParseError::new(1, "no puzzle found"));
        }
    }

    #[test]
    fn wrong_length_of_a_later_one_line_puzzle() {
        let text = format!("{HARDEST}\n{}\n", &HARDEST[..80]);
        assert_eq!(
            error(&text),
            ParseError::new(
                2,
                "expected 81 cells (a 9×9 puzzle, as on line 1), found 80"
            )
        );
    }

    #[test]
    fn a_lone_symbol_is_no_puzzle() {
        assert_eq!(
            error("5\n").to_string(),
            "1 cell makes neither a grid row (4 to 25 cells) nor a one-line puzzle \
             (a square number such as 16, 36, 81 or 256)"
        );
    }

    #[test]
    fn wrong_length_of_the_first_line() {
        assert_eq!(
            error(&HARDEST[..80]).to_string(),
            "80 cells make neither a grid row (4 to 25 cells) nor a one-line puzzle \
             (a square number such as 16, 36, 81 or 256)"
        );
    }

    #[test]
    fn a_seven_by_seven_has_no_boxes() {
        let line = "1".repeat(49);
        assert_eq!(
            error(&format!("# comment\n{line}\n")),
            ParseError::new(
                2,
                "49 cells would make a 7×7 sudoku: a 7×7 sudoku has no boxes (7 is prime)"
            )
        );
        assert_eq!(
            error("1 2 3 4 5 6 7\n").message,
            "a row of 7 cells: a 7×7 sudoku has no boxes (7 is prime)"
        );
        assert_eq!(
            error(&"0".repeat(36 * 36)).message,
            "1296 cells would make a 36×36 sudoku: a 36×36 sudoku is not supported \
             (sides run from 4 to 25)"
        );
    }

    #[test]
    fn unknown_symbol_is_quoted_with_its_column() {
        assert_eq!(
            error("0000\n0?20\n0301\n0000\n"),
            ParseError::new(2, "unknown symbol '?' at column 2")
        );
        assert_eq!(
            error("0 0 0 0\n0 0 2 0\n0 3 0 *\n0 0 0 0\n"),
            ParseError::new(3, "unknown symbol '*' at column 7")
        );
        let text = format!("{HARDEST}\n  {}x\n", &HARDEST[..80]);
        assert_eq!(
            error(&text),
            ParseError::new(2, "unknown symbol 'x' at column 83")
        );
    }

    #[test]
    fn value_too_large_for_the_size() {
        assert_eq!(
            error("0000\n0070\n0301\n0000\n"),
            ParseError::new(2, "value 7 is too large for a 4×4 sudoku (column 3)")
        );
        assert_eq!(
            error("0000700000000000\n").message,
            "value 7 is too large for a 4×4 sudoku (column 5)"
        );
        let text = format!("{}g\n", &HARDEST[..80]);
        assert_eq!(
            error(&text),
            ParseError::new(1, "value g (16) is too large for a 9×9 sudoku (column 81)")
        );
    }

    #[test]
    fn grid_rows_of_unequal_length() {
        assert_eq!(
            error("0 0 0 0\n0 0 2\n0 3 0 1\n0 0 0 0\n"),
            ParseError::new(
                2,
                "row has 3 cells, but the grid's first row (line 1) has 4"
            )
        );
        assert_eq!(
            error("000000\n000000\n000000\n0000000\n000000\n000000\n"),
            ParseError::new(
                4,
                "row has 7 cells, but the grid's first row (line 1) has 6"
            )
        );
    }

    #[test]
    fn a_grid_missing_rows() {
        assert_eq!(
            error("# header\n0000\n0020\n0301\n"),
            ParseError::new(2, "the grid starting here has 3 rows; a 4×4 grid needs 4")
        );
        assert_eq!(
            error("1234\n3412\n2143\n4321\n0000\n").message,
            "the grid starting here has 1 row; a 4×4 grid needs 4"
        );
    }

    #[test]
    fn clashing_givens_are_left_to_the_board() {
        let puzzles = parse_puzzles("1001\n0000\n0000\n0000\n").unwrap();
        let err = puzzles[0].board(CellOrder::Row).unwrap_err();
        assert!(matches!(err, SudokuError::Clash { value: 1, .. }));
    }
}
