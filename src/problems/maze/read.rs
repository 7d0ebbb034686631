//! Reading a maze from text.
//!
//! # The maze format
//!
//! One row of squares a line, one character a square:
//!
//! ```text
//! ; The rat starts at S and looks for E.
//! S.#....
//! #.#.##.
//! ...#..E
//! ```
//!
//! - `#` is a wall, `.` an open square, `S` the start and `E` the exit (both open). A
//!   maze has exactly one `S` and one `E`; letters are capitals only, so that a typo is
//!   told rather than read as something else.
//! - Every row is as long as the first: a maze is a rectangle, and a short row is an
//!   error rather than padded with walls, since a row cut short is more often a mistake
//!   than a wall the writer meant. Write the walls of a ragged maze out with `#`.
//! - `;` starts a comment that runs to the end of the line, anywhere on it (`#` cannot,
//!   as it is a wall). Spaces and tabs around a row are not part of it, so a maze may
//!   be indented; inside a row a space is an error, as it could be a wall or an open
//!   square.
//! - A line that is blank once its comment is taken off is skipped, wherever it is: a
//!   comment may stand between two rows.
//! - At most [`MAX_SIDE`] rows of at most [`MAX_SIDE`] squares.
//!
//! LF, CRLF and a lone CR end a line alike, and a byte-order mark at the start is
//! skipped. Reading stops at the first fault, a [`MazeError`] that names its line and
//! column (counted in characters from 1, as typed).

use super::{MAX_SIDE, Maze, MazeError};

/// What a comment starts with: not a square, so that it may follow a row on its line.
pub const COMMENT: char = ';';

impl Maze {
    /// Reads a maze in the format of the module's documentation, or says where and why
    /// it cannot. Never panics, whatever the text.
    pub fn parse(text: &str) -> Result<Maze, MazeError> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut reading = Reading::default();
        for (index, raw) in lines_of(text).enumerate() {
            let content = raw.split(COMMENT).next().unwrap_or_default();
            let row = content.trim_start();
            let indent = content[..content.len() - row.len()].chars().count();
            let row = row.trim_end();
            if !row.is_empty() {
                reading.row(index + 1, indent, row)?;
            }
        }
        reading.finish()
    }
}

/// A maze being read, with the rows so far.
#[derive(Default)]
struct Reading {
    width: usize,
    first_line: usize,
    rows: usize,
    open: Vec<bool>,
    /// The row and column in the grid, and the line and column in the text, of the `S`.
    start: Option<((usize, usize), (usize, usize))>,
    /// The same of the `E`.
    exit: Option<((usize, usize), (usize, usize))>,
}

impl Reading {
    /// Reads the squares of `row`, on line `line` after `indent` characters of spaces.
    fn row(&mut self, line: usize, indent: usize, row: &str) -> Result<(), MazeError> {
        if self.rows == MAX_SIDE {
            let column = indent + 1;
            return Err(MazeError::TooTall { line, column });
        }
        let mut width = 0;
        for (index, found) in row.chars().enumerate() {
            let column = indent + index + 1;
            if index == MAX_SIDE {
                return Err(MazeError::TooWide { line, column });
            }
            let here = ((self.rows, index), (line, column));
            let open = match found {
                '#' => false,
                '.' => true,
                'S' => match self.start {
                    Some((_, first)) => {
                        return Err(MazeError::TwoStarts {
                            line,
                            column,
                            first,
                        });
                    }
                    None => {
                        self.start = Some(here);
                        true
                    }
                },
                'E' => match self.exit {
                    Some((_, first)) => {
                        return Err(MazeError::TwoExits {
                            line,
                            column,
                            first,
                        });
                    }
                    None => {
                        self.exit = Some(here);
                        true
                    }
                },
                _ => {
                    return Err(MazeError::NotASquare {
                        line,
                        column,
                        found,
                    });
                }
            };
            self.open.push(open);
            width += 1;
        }
        if self.rows == 0 {
            self.width = width;
            self.first_line = line;
        } else if width != self.width {
            return Err(MazeError::Ragged {
                line,
                column: indent + width.min(self.width) + 1,
                width,
                expected: self.width,
                first_line: self.first_line,
            });
        }
        self.rows += 1;
        Ok(())
    }

    /// The maze of the rows read, or why they are not one.
    fn finish(self) -> Result<Maze, MazeError> {
        if self.rows == 0 {
            return Err(MazeError::NoRows);
        }
        let (start, _) = self.start.ok_or(MazeError::NoStart)?;
        let (exit, _) = self.exit.ok_or(MazeError::NoExit)?;
        let maze = Maze::new(self.width, self.rows, self.open, start, exit);
        Ok(maze.expect("BUG: rows read in range, with an open start and exit, are no maze"))
    }
}

/// The lines of `text`, ended by LF, CRLF or a lone CR; none for an empty text.
fn lines_of(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = (!text.is_empty()).then_some(text);
    std::iter::from_fn(move || {
        let current = rest?;
        let Some(end) = current.find(['\n', '\r']) else {
            rest = None;
            return Some(current);
        };
        let ending = if current[end..].starts_with("\r\n") {
            2
        } else {
            1
        };
        rest = Some(&current[end + ending..]).filter(|after| !after.is_empty());
        Some(&current[..end])
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What reading `text` says: the maze written back, or the fault with its place.
    fn read(text: &str) -> Result<String, String> {
        Maze::parse(text)
            .map(|maze| maze.text())
            .map_err(|error| match error.position() {
                Some((line, column)) => format!("{line}:{column}: {error}"),
                None => error.to_string(),
            })
    }

    #[test]
    fn rows_comments_and_blank_lines() {
        let text = "\u{feff}; a small maze\r\n\r\n  S.#  ; the start\r\n\n  ; between\n\t#.E\r";
        assert_eq!(read(text), Ok("S.#\n#.E\n".into()));
        let maze = Maze::parse("S#\n.E\n").expect("a maze");
        assert_eq!((maze.width(), maze.height()), (2, 2));
        assert_eq!((maze.start(), maze.exit()), (0, 3));
        assert!(!maze.is_open(1) && maze.is_open(2));
        assert_eq!(lines_of("a\r\rb\n").collect::<Vec<_>>(), ["a", "", "b"]);
        assert_eq!(lines_of("").count(), 0);
    }

    #[test]
    fn each_fault_names_its_line_and_column() {
        let faults = [
            (
                "S.x\n..E\n",
                "1:3: `x` is not a square: expected `#` (wall), `.` (open), \
              `S` (start) or `E` (exit); `;` starts a comment",
            ),
            (
                "S. .E\n",
                "1:3: a space inside a row is not a square: write `#` for a wall, \
              `.` for an open square",
            ),
            (
                "S.\t.E\n",
                "1:3: `\\t` is not a square: expected `#` (wall), `.` (open), \
              `S` (start) or `E` (exit); `;` starts a comment",
            ),
            (
                "  s..\n",
                "1:3: `s` is not a square: expected `#` (wall), `.` (open), \
              `S` (start) or `E` (exit); `;` starts a comment",
            ),
            (
                "迷S\n",
                "1:1: `迷` is not a square: expected `#` (wall), `.` (open), \
              `S` (start) or `E` (exit); `;` starts a comment",
            ),
            (
                "; x\nS...\n..\n..E.\n",
                "3:3: this row has 2 squares, the first row \
              (line 2) has 4: every row must be as long as the first",
            ),
            (
                "S..\n. ; short\n..E\n",
                "2:2: this row has 1 square, the first row \
              (line 1) has 3: every row must be as long as the first",
            ),
            (
                "S..\n....\n..E\n",
                "2:4: this row has 4 squares, the first row \
              (line 1) has 3: every row must be as long as the first",
            ),
            (
                "S.S\n..E\n",
                "1:3: a second start `S`: the maze has one, at line 1, column 1",
            ),
            (
                "S.E\n\n .E.\n",
                "3:3: a second exit `E`: the maze has one, at line 1, \
              column 3",
            ),
            ("...\n..E\n", "the maze has no start: mark one square `S`"),
            ("S..\n...\n", "the maze has no exit: mark one square `E`"),
            (
                "",
                "no maze: expected rows of `#` (wall), `.` (open), one `S` (start) and \
              one `E` (exit)",
            ),
            (
                "; only a comment\n\n   \n",
                "no maze: expected rows of `#` (wall), `.` \
              (open), one `S` (start) and one `E` (exit)",
            ),
        ];
        for (text, expected) in faults {
            assert_eq!(read(text), Err(expected.to_string()), "{text:?}");
        }
    }

    #[test]
    fn a_maze_is_at_most_the_largest_side_each_way() {
        let widest = format!("S{}E\n", ".".repeat(MAX_SIDE - 2));
        assert!(Maze::parse(&widest).is_ok());
        let wider = format!(" S{}E\n", ".".repeat(MAX_SIDE - 1));
        assert_eq!(
            read(&wider),
            Err(format!(
                "1:{}: the row is too long: a maze has at most 255 columns",
                MAX_SIDE + 2
            ))
        );
        let tallest = format!("S\n{}E\n", ".\n".repeat(MAX_SIDE - 2));
        assert_eq!(
            Maze::parse(&tallest).map(|maze| maze.height()),
            Ok(MAX_SIDE)
        );
        let taller = format!("S\n{}E\n", ".\n".repeat(MAX_SIDE - 1));
        assert_eq!(
            read(&taller),
            Err(format!(
                "{}:1: too many rows: a maze has at most 255",
                MAX_SIDE + 1
            ))
        );
    }
}
