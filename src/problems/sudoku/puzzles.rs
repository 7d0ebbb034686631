//! The puzzles of a source of lines, read one at a time: which form the lines hold, grids
//! or one puzzle a line, and how lines of 16 cells, which may be either, are told apart.

use std::collections::VecDeque;

use super::Shape;
use super::grid::{grid_shape, read_grid};
use super::line::{Line, one_line_shape, symbol_value, value_at};
use super::one_line::read_one_line;
use super::read_puzzle::{LineForm, ParseError, ParsedPuzzle, SIXTEEN_LINES};

/// The puzzles of a source of lines, read one at a time: memory holds one puzzle (at most
/// 17 lines, to tell 16×16 grids from 4×4 puzzles), however long the source.
///
/// Yields each puzzle, or the first fault and then nothing more.
pub struct Puzzles<L> {
    lines: L,
    form: Form,
    /// Lines read ahead and not used yet.
    pending: VecDeque<Line>,
    /// The last one-line puzzle's shape and line, for the message about a later one.
    previous: Option<(Shape, usize)>,
    /// What the messages about lines that read two ways add.
    noted: Noted,
    /// Something was yielded: an input that yields nothing is an error.
    any: bool,
    done: bool,
}

/// What the lines read so far have shown the source to be.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Form {
    Undecided,
    /// Grids, one after another, each as large as its first row is long; the first starts
    /// on line `from`.
    Grids {
        from: usize,
    },
    OnePerLine,
}

/// Which puzzles were read from lines of 16 cells that could also be read the other way,
/// so that their messages say so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Noted {
    Nothing,
    /// The grid starting on this line: it, and its faults, carry [`SIXTEEN_LINES`].
    Grid(usize),
    /// The source is exactly 16 such lines, read as 4×4 puzzles: a fault carries
    /// [`SIXTEEN_LINES`].
    SixteenPuzzles,
    /// 4×4 puzzles from this line on, whose first 17 lines read as grid rows too: a later
    /// line that would be a fine 16×16 grid row says how the lines were read.
    PuzzlesFrom(usize),
}

impl<L: Iterator<Item = Result<(usize, String), ParseError>>> Puzzles<L> {
    /// The puzzles of `lines`, read as `layout` says.
    pub fn new(lines: L, layout: LineForm) -> Self {
        Puzzles {
            lines,
            form: match layout {
                LineForm::Detect => Form::Undecided,
                LineForm::OnePerLine => Form::OnePerLine,
            },
            pending: VecDeque::new(),
            previous: None,
            noted: Noted::Nothing,
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

    fn read_next(&mut self) -> Result<Option<ParsedPuzzle>, ParseError> {
        match self.form {
            Form::Undecided => self.decide(),
            Form::Grids { from } => {
                let Some(first) = self.next_line()? else {
                    return Ok(None);
                };
                let noted = self.noted == Noted::Grid(first.number);
                let grid = self.read_grid_from(first, from);
                match noted {
                    true => grid
                        .map(|grid| ParsedPuzzle {
                            ambiguous: true,
                            ..grid
                        })
                        .map_err(|error| with_note(error, SIXTEEN_LINES)),
                    false => grid,
                }
                .map(Some)
            }
            Form::OnePerLine => {
                let Some(line) = self.next_line()? else {
                    return Ok(None);
                };
                let puzzle =
                    read_one_line(&line, self.previous).map_err(|error| match self.noted {
                        Noted::SixteenPuzzles => with_note(error, SIXTEEN_LINES),
                        Noted::PuzzlesFrom(from) if fits_a_sixteen_row(&line) => {
                            with_note(error, &puzzles_note(from))
                        }
                        _ => error,
                    })?;
                self.previous = Some((puzzle.shape, puzzle.line));
                Ok(Some(puzzle))
            }
        }
    }

    /// The grid whose first row is `first`, its side that row's length; the source's
    /// first grid starts on line `from`.
    fn read_grid_from(&mut self, first: Line, from: usize) -> Result<ParsedPuzzle, ParseError> {
        let later = (first.number != from).then_some(from);
        let shape = grid_shape(&first, later)?;
        let mut rows = vec![first];
        while rows.len() < shape.side() {
            match self.next_line()? {
                Some(row) => rows.push(row),
                None => break,
            }
        }
        read_grid(&rows, shape)
    }

    /// Reads the first line that holds cells and decides the form from it.
    fn decide(&mut self) -> Result<Option<ParsedPuzzle>, ParseError> {
        let Some(first) = self.next_line()? else {
            return Ok(None);
        };
        if first.is_row_or_puzzle() {
            return self.decide_row_or_puzzle(first);
        }
        let as_row = Shape::for_side(first.cell_count()).is_some();
        // A `:` right after the first word is no grid's: it follows a one-line puzzle.
        let as_puzzle = one_line_shape(first.puzzle_token().1.chars().count()).is_some()
            || first.colon_column().is_some();
        self.form = match (as_puzzle, as_row) {
            (true, _) => Form::OnePerLine,
            (false, true) => Form::Grids { from: first.number },
            (false, false) => {
                return Err(first
                    .unknown_symbol()
                    .unwrap_or_else(|| ParseError::new(first.number, first.size_problem())));
            }
        };
        self.pending.push_front(first);
        self.read_next()
    }

    /// The form of a source whose first line is a 16×16 grid row as much as a 4×4 puzzle.
    ///
    /// Both readings are tried on the next 17 lines (a grid and the first row of the next
    /// puzzle). The one that reads them wins; when neither does, the one that got further
    /// is the one the author meant. When both read them, exactly 16 lines are a grid and
    /// more are 4×4 puzzles.
    fn decide_row_or_puzzle(&mut self, first: Line) -> Result<Option<ParsedPuzzle>, ParseError> {
        let shape = Shape::for_side(first.cell_count()).expect("BUG: a row of no side");
        let from = first.number;
        let mut window = vec![first];
        while window.len() <= shape.side() {
            match self.next_line()? {
                Some(line) => window.push(line),
                None => break,
            }
        }
        let whole = window.len() == shape.side();
        let grid_fault = grid_fault(&window, shape).map(|e| e.line);
        let list_fault = list_fault(&window).map(|e| e.line);
        let grids = match (grid_fault, list_fault) {
            (None, Some(_)) => true,
            (Some(_), None) => false,
            (None, None) => whole,
            (Some(grid), Some(list)) => grid > list || (grid == list && whole),
        };
        self.noted = match (grids, whole, list_fault, grid_fault) {
            // The first line alone is no 4×4 puzzle: nothing to say.
            (true, _, Some(list), _) if list == from => Noted::Nothing,
            (true, _, _, _) => Noted::Grid(from),
            (false, true, _, _) => Noted::SixteenPuzzles,
            (false, false, None, None) => Noted::PuzzlesFrom(from),
            (false, false, _, _) => Noted::Nothing,
        };
        self.form = match grids {
            true => Form::Grids { from },
            false => Form::OnePerLine,
        };
        self.pending.extend(window);
        self.read_next()
    }
}

/// The first fault of reading `lines` as a grid of `shape` and the first row of the next.
fn grid_fault(lines: &[Line], shape: Shape) -> Option<ParseError> {
    let (grid, rest) = lines.split_at(shape.side().min(lines.len()));
    if let Err(error) = read_grid(grid, shape) {
        return Some(error);
    }
    let next = rest.first()?;
    grid_shape(next, Some(grid[0].number))
        .and_then(|shape| {
            next.cells()
                .try_for_each(|(column, c)| value_at(shape, next.number, column, c).map(drop))
        })
        .err()
}

/// The first fault of reading `lines` as one puzzle a line.
fn list_fault(lines: &[Line]) -> Option<ParseError> {
    let mut previous = None;
    for line in lines {
        match read_one_line(line, previous) {
            Ok(puzzle) => previous = Some((puzzle.shape, puzzle.line)),
            Err(error) => return Some(error),
        }
    }
    None
}

/// `line` is one word of 16 symbols of 0 to 16: a row a 16×16 grid could have.
fn fits_a_sixteen_row(line: &Line) -> bool {
    line.is_row_or_puzzle()
        && line
            .cells()
            .all(|(_, c)| symbol_value(c).is_some_and(|v| v <= 16))
}

/// What a fault adds when the lines from `from` on were read as 4×4 puzzles though
/// they began as 16×16 grid rows could.
fn puzzles_note(from: usize) -> String {
    format!(
        "the lines from line {from} on are read as 4×4 puzzles, one a line, since their \
         first 17 read as those as well as 16×16 grid rows"
    )
}

/// `error` with `note` in brackets after its message.
fn with_note(mut error: ParseError, note: &str) -> ParseError {
    error.message = format!("{} ({note})", error.message);
    error
}

impl<L: Iterator<Item = Result<(usize, String), ParseError>>> Iterator for Puzzles<L> {
    type Item = Result<ParsedPuzzle, ParseError>;

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

#[cfg(test)]
mod tests {
    use super::super::parse::parse_puzzles;
    use super::super::parse::testing::*;
    use super::super::text_lines::TextLines;
    use super::*;

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
        let read: Vec<_> = Puzzles::new(
            TextLines::new(lines.join("\n").as_bytes()),
            LineForm::Detect,
        )
        .collect();
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
        let list: Vec<ParsedPuzzle> =
            Puzzles::new(TextLines::new(text.as_bytes()), LineForm::OnePerLine)
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
        let mut puzzles = Puzzles::new(TextLines::new(text.as_bytes()), LineForm::Detect);
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
    fn two_sixteen_by_sixteen_grids_with_letters_are_two_grids() {
        let grid = full_grid(16).join("\n");
        for text in [
            format!("{grid}\n{grid}\n"),
            format!("{grid}\n\n{}", grid.to_lowercase()),
        ] {
            let puzzles = parse_puzzles(&text).unwrap();
            assert_eq!(puzzles.len(), 2);
            assert!(puzzles.iter().all(|p| p.shape.side() == 16 && !p.ambiguous));
        }
        // A grid whose first row could be a 4×4 puzzle is told by its second.
        let mut first = full_grid(16);
        first[0] = "1234000000000000".to_owned();
        let text = format!("{}\n{grid}\n", first.join("\n"));
        let puzzles = parse_puzzles(&text).unwrap();
        assert_eq!(puzzles.len(), 2);
        assert_eq!((puzzles[0].ambiguous, puzzles[1].ambiguous), (true, false));
        // A 16×16 grid then 4×4 puzzles is one form after another.
        let text = format!("{grid}\n0000102004010000\n");
        assert_eq!(
            error(&text),
            ParseError::new(
                17,
                "the grid starting here has 1 row; a 16×16 grid needs 16"
            )
        );
    }

    #[test]
    fn four_by_four_puzzles_that_read_as_grid_rows_say_so_when_a_later_line_does_not() {
        let mut lines = vec!["0000102004010000".to_owned(); 18];
        lines[17] = "000000000000C000".to_owned();
        let read: Vec<_> = Puzzles::new(
            TextLines::new(lines.join("\n").as_bytes()),
            LineForm::Detect,
        )
        .collect();
        assert_eq!(read.len(), 18);
        assert_eq!(
            read[17].as_ref().unwrap_err(),
            &ParseError::new(
                18,
                format!(
                    "value C (12) is too large for a 4×4 sudoku (column 13) ({})",
                    puzzles_note(1)
                )
            )
        );
        // A line that fits no 16×16 grid either is just a bad 4×4 puzzle.
        lines[17] = "000000000000000".to_owned();
        assert_eq!(
            parse_puzzles(&lines.join("\n")).unwrap_err().message,
            "expected 16 cells (a 4×4 puzzle, as on line 17), found 15"
        );
    }
}
