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

use std::collections::VecDeque;
use std::fmt;

use super::text_lines::TextLines;
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
    /// Read as a 16×16 grid from 16 lines that are also 4×4 puzzles ([`SIXTEEN_LINES`]).
    pub ambiguous: bool,
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

/// Every puzzle in `text`, in order: grids one after another, or one puzzle a line.
///
/// Fails on the first malformed line: an unknown symbol, a value too large for the size,
/// a size no sudoku has, a one-line puzzle of the wrong length, grid rows of unequal
/// length, or no puzzle at all. [`Puzzles`] reads the same a puzzle at a time.
pub fn parse_puzzles(text: &str) -> Result<Vec<Puzzle>, ParseError> {
    Puzzles::new(TextLines::new(text.as_bytes()), Layout::Detect).collect()
}

/// How the lines of a source hold puzzles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Layout {
    /// As the first line holding cells says (the module's rules).
    #[default]
    Detect,
    /// One puzzle a line, whatever the first line looks like (`--one-per-line`).
    OnePerLine,
}

/// The note an error gets when 16 lines of 16 cells were read as one 16×16 grid.
pub const SIXTEEN_LINES: &str = "16 lines of 16 cells are one 16×16 grid if they read as \
     one; --one-per-line reads them as 4×4 puzzles";

/// The puzzles of a source of lines, read one at a time: memory holds one puzzle (at most
/// 17 lines, to tell a 16×16 grid from 4×4 puzzles), however long the source.
///
/// Yields each puzzle, or the first fault and then nothing more.
pub struct Puzzles<L> {
    lines: L,
    form: Form,
    /// Lines read ahead and not used yet.
    pending: VecDeque<Line>,
    /// Puzzles read ahead (the 16-line case is read whole).
    ready: VecDeque<Result<Puzzle, ParseError>>,
    /// The last one-line puzzle's shape and line, for the message about a later one.
    previous: Option<(Shape, usize)>,
    /// Something was yielded: an input that yields nothing is an error.
    any: bool,
    done: bool,
}

/// What the lines read so far have shown the source to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    Undecided,
    Grids(Shape),
    OnePerLine,
}

impl<L: Iterator<Item = Result<(usize, String), ParseError>>> Puzzles<L> {
    /// The puzzles of `lines`, read as `layout` says.
    pub fn new(lines: L, layout: Layout) -> Self {
        Puzzles {
            lines,
            form: match layout {
                Layout::Detect => Form::Undecided,
                Layout::OnePerLine => Form::OnePerLine,
            },
            pending: VecDeque::new(),
            ready: VecDeque::new(),
            previous: None,
            any: false,
            done: false,
        }
    }

    /// The next line that holds cells, cut at its comment; `None` at the end.
    fn next_line(&mut self) -> Result<Option<Line>, ParseError> {
        if let Some(line) = self.pending.pop_front() {
            return Ok(Some(line));
        }
        for read in self.lines.by_ref() {
            let (number, mut text) = read?;
            if let Some(comment) = text.find('#') {
                text.truncate(comment);
            }
            if !text.trim().is_empty() {
                return Ok(Some(Line { number, text }));
            }
        }
        Ok(None)
    }

    fn read_next(&mut self) -> Result<Option<Puzzle>, ParseError> {
        if let Some(ready) = self.ready.pop_front() {
            return ready.map(Some);
        }
        match self.form {
            Form::Undecided => self.decide(),
            Form::Grids(shape) => {
                let Some(first) = self.next_line()? else {
                    return Ok(None);
                };
                let mut rows = vec![first];
                while rows.len() < shape.side() {
                    match self.next_line()? {
                        Some(row) => rows.push(row),
                        None => break,
                    }
                }
                read_grid(&rows, shape).map(Some)
            }
            Form::OnePerLine => {
                let Some(line) = self.next_line()? else {
                    return Ok(None);
                };
                let puzzle = read_one_line(&line, self.previous)?;
                self.previous = Some((puzzle.shape, puzzle.line));
                Ok(Some(puzzle))
            }
        }
    }

    /// Reads the first line that holds cells and decides the form from it.
    fn decide(&mut self) -> Result<Option<Puzzle>, ParseError> {
        let Some(first) = self.next_line()? else {
            return Ok(None);
        };
        let row_cells = first.cell_count();
        let as_row = Shape::for_side(row_cells);
        let as_puzzle = one_line_shape(first.puzzle_token().1.chars().count());
        self.form = match (as_row, as_puzzle) {
            (Some(shape), None) => Form::Grids(shape),
            (None, Some(_)) => Form::OnePerLine,
            (Some(shape), Some(_)) => {
                // A 16×16 grid row or a 4×4 puzzle: a grid when the source is exactly 16
                // such lines, a list otherwise.
                let mut lines = vec![first];
                while lines.len() <= row_cells {
                    match self.next_line()? {
                        Some(line) => lines.push(line),
                        None => break,
                    }
                }
                if lines.len() == row_cells {
                    self.ready = sixteen_lines(&lines, shape).into_iter().collect();
                    self.pending.clear();
                    self.form = Form::OnePerLine;
                    return self.read_next();
                }
                self.pending.extend(lines);
                self.form = Form::OnePerLine;
                return self.read_next();
            }
            (None, None) => {
                return Err(unknown_symbol(&first)
                    .unwrap_or_else(|| ParseError::new(first.number, size_problem(&first))));
            }
        };
        self.pending.push_front(first);
        self.read_next()
    }
}

impl<L: Iterator<Item = Result<(usize, String), ParseError>>> Iterator for Puzzles<L> {
    type Item = Result<Puzzle, ParseError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let next = match self.read_next().transpose() {
            None if !self.any => Some(Err(ParseError::new(1, "no puzzle found"))),
            next => next,
        };
        self.any = true;
        self.done = !matches!(next, Some(Ok(_)));
        next
    }
}

impl<L: Iterator<Item = Result<(usize, String), ParseError>>> std::iter::FusedIterator
    for Puzzles<L>
{
}

/// Exactly n lines of n cells, n = 16: a grid if they read as one, else a list; when
/// neither reading works, the one that got further is the one the author meant. Every
/// error, and the grid, carries [`SIXTEEN_LINES`].
fn sixteen_lines(lines: &[Line], shape: Shape) -> Vec<Result<Puzzle, ParseError>> {
    let noted = |mut error: ParseError| {
        error.message = format!("{} ({SIXTEEN_LINES})", error.message);
        error
    };
    let grid = read_grid(lines, shape);
    if let Ok(mut grid) = grid {
        grid.ambiguous = true;
        return vec![Ok(grid)];
    }
    let mut previous = None;
    let mut list = Vec::with_capacity(lines.len());
    for line in lines {
        match read_one_line(line, previous) {
            Ok(puzzle) => {
                previous = Some((puzzle.shape, puzzle.line));
                list.push(Ok(puzzle));
            }
            Err(error) => {
                let grid_error = grid.expect_err("BUG: the grid reading failed");
                if error.line > grid_error.line {
                    // The puzzles before the bad line stand.
                    list.push(Err(noted(error)));
                    return list;
                }
                return vec![Err(noted(grid_error))];
            }
        }
    }
    list
}

/// A line that holds cells, cut at its `#` comment; columns count from its first character.
struct Line {
    number: usize,
    text: String,
}

impl Line {
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
    fn puzzle_token(&self) -> (usize, &str) {
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
    if (cells > len && len < 4) || (4..=super::shape::MAX_SIDE).contains(&cells) {
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

/// One grid of `shape` from `rows` (n of them, fewer at the end of the source).
fn read_grid(rows: &[Line], shape: Shape) -> Result<Puzzle, ParseError> {
    let n = shape.side();
    let first_row = rows[0].number;
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
    if rows.len() < n {
        let found = rows.len();
        let noun = if found == 1 { "row" } else { "rows" };
        return Err(ParseError::new(
            first_row,
            format!("the grid starting here has {found} {noun}; a {n}×{n} grid needs {n}"),
        ));
    }
    Ok(Puzzle {
        line: first_row,
        shape,
        cells,
        ambiguous: false,
    })
}

/// The one-line puzzle on `line`; `previous` is the shape and line of the one before, for
/// the message when this one's length differs.
fn read_one_line(line: &Line, previous: Option<(Shape, usize)>) -> Result<Puzzle, ParseError> {
    let (start, token) = line.puzzle_token();
    let len = token.chars().count();
    let Some(shape) = one_line_shape(len) else {
        let message = match previous {
            Some((shape, at)) => {
                let n = shape.side();
                format!(
                    "expected {} cells (a {n}×{n} puzzle, as on line {at}), found {len}",
                    shape.cells()
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
    Ok(Puzzle {
        line: line.number,
        shape,
        cells,
        ambiguous: false,
    })
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
                format!(
                    "row has 15 cells, but the grid's first row (line 1) has 16 \
                     ({SIXTEEN_LINES})"
                )
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
                format!(
                    "expected 16 cells (a 4×4 puzzle, as on line 9), found 15 ({SIXTEEN_LINES})"
                )
            )
        );
        // The puzzles before the bad line are read.
        let read: Vec<_> =
            Puzzles::new(TextLines::new(lines.join("\n").as_bytes()), Layout::Detect).collect();
        assert_eq!(read.len(), 10);
        assert!(
            read[..9]
                .iter()
                .all(|p| p.as_ref().is_ok_and(|p| p.shape.side() == 4))
        );
    }

    #[test]
    fn sixteen_lines_of_sixteen_cells_are_a_grid_unless_told_one_per_line() {
        let text = "0000102004010000\n".repeat(16);
        let grid = parse_puzzles(&text).unwrap();
        assert_eq!(
            (grid.len(), grid[0].shape.side(), grid[0].ambiguous),
            (1, 16, true)
        );
        let list: Vec<Puzzle> = Puzzles::new(TextLines::new(text.as_bytes()), Layout::OnePerLine)
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(list.len(), 16);
        assert!(list.iter().all(|p| p.shape.side() == 4 && !p.ambiguous));
        assert_eq!(list[15].line, 16);
        // Seventeen such lines can only be a list.
        assert_eq!(
            parse_puzzles(&"0000102004010000\n".repeat(17))
                .unwrap()
                .len(),
            17
        );
    }

    #[test]
    fn puzzles_come_one_at_a_time_and_stop_at_the_first_fault() {
        let text = format!("{HARDEST}\n{HARDEST}\n{}\n{HARDEST}\n", &HARDEST[..80]);
        let mut puzzles = Puzzles::new(TextLines::new(text.as_bytes()), Layout::Detect);
        assert_eq!(puzzles.next().unwrap().unwrap().line, 1);
        assert_eq!(puzzles.next().unwrap().unwrap().line, 2);
        assert_eq!(puzzles.next().unwrap().unwrap_err().line, 3);
        assert!(puzzles.next().is_none());
        // Grids too, and an old-Mac file reads as a Unix one.
        let grids = "1234\r3412\r2143\r4321\r\r0000\r0020\r0301\r0000\r";
        let read = parse_puzzles(grids).unwrap();
        assert_eq!((read.len(), read[1].line), (2, 6));
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
            let mut listed = Puzzles::new(TextLines::new(text.as_bytes()), Layout::OnePerLine);
            assert_eq!(
                listed.next(),
                Some(Err(ParseError::new(1, "no puzzle found")))
            );
            assert_eq!(listed.next(), None);
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
            error(&"00000\n".repeat(5)).message,
            "a row of 5 cells: a 5×5 sudoku has no boxes (5 is prime)"
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
