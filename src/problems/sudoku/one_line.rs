//! A puzzle written on one line: all n² cells in a word, then, after whitespace or `:`, a
//! comment (tdoku's `PUZZLE:COUNT:SOLUTION` lines read as their puzzle).

use super::Shape;
use super::line::{Line, colon_problem, one_line_shape, value_at};
use super::read_puzzle::{ParseError, ParsedPuzzle};

/// The one-line puzzle on `line`; `previous` is the shape and line of the one before, for
/// the message when this one's length differs.
pub(super) fn read_one_line(
    line: &Line,
    previous: Option<(Shape, usize)>,
) -> Result<ParsedPuzzle, ParseError> {
    let (start, token) = line.puzzle_token();
    let ascii = token.is_ascii();
    let len = if ascii {
        token.len()
    } else {
        token.chars().count()
    };
    let Some(shape) = one_line_shape(len) else {
        let colon = line.colon_column();
        let message = match (previous, colon) {
            (Some((shape, at)), _) => {
                let n = shape.side();
                let before = match colon {
                    Some(column) => format!(" before the ':' at column {column}"),
                    None => String::new(),
                };
                format!(
                    "expected {} cells (a {n}×{n} puzzle, as on line {at}), found {len}{before}",
                    shape.cells()
                )
            }
            (None, Some(column)) => colon_problem(len, column),
            (None, None) => line.size_problem(),
        };
        return Err(ParseError::new(line.number, message));
    };
    // Sized once: a file of many puzzles reads a line for every search it runs.
    let mut cells = Vec::with_capacity(len);
    let mut written = Vec::with_capacity(len);
    if ascii {
        // A byte a column: no character to decode. Blanks and digits that fit, the whole
        // of most files, are read without a look at each for what else it could be.
        let bytes = token.as_bytes();
        let top = b'0' + shape.side().min(9) as u8;
        if bytes
            .iter()
            .all(|&b| b == b'.' || (b'0'..=top).contains(&b))
        {
            cells.extend(bytes.iter().map(|&b| b.saturating_sub(b'0')));
        } else {
            for (i, &b) in bytes.iter().enumerate() {
                cells.push(value_at(shape, line.number, start + i, char::from(b))?);
            }
        }
        written.extend(bytes.iter().copied().map(char::from));
    } else {
        for (i, c) in token.chars().enumerate() {
            cells.push(value_at(shape, line.number, start + i, c)?);
            written.push(c);
        }
    }
    Ok(ParsedPuzzle {
        line: line.number,
        shape,
        cells,
        written,
        ambiguous: false,
    })
}

#[cfg(test)]
mod tests {
    use super::super::parse::parse_puzzles;
    use super::super::parse::testing::*;
    use super::*;

    #[test]
    fn a_sixteen_character_line_is_a_four_by_four_puzzle() {
        let puzzles = parse_puzzles("0000102004010000\n").unwrap();
        assert_eq!(puzzles.len(), 1);
        assert_eq!(puzzles[0].shape.side(), 4);
        assert_eq!(puzzles[0].cells, digits("0000102004010000"));
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
    fn digits_and_dots_read_alike_however_they_are_read() {
        // Blanks and digits that fit are read as a whole; anything else a symbol at a
        // time, with the message naming its column.
        let four = parse_puzzles("1.34.2.04..2.1.3\n").unwrap();
        assert_eq!(
            four[0].cells,
            [1, 0, 3, 4, 0, 2, 0, 0, 4, 0, 0, 2, 0, 1, 0, 3]
        );
        assert_eq!(four[0].written[1], '.');
        let error = parse_puzzles("1.35.2.04..2.1.3\n").unwrap_err();
        assert_eq!(
            error.message,
            "value 5 is too large for a 4×4 sudoku (column 4)"
        );
        let sixteen = format!("{}!\n", "9A.".repeat(85));
        let error = parse_puzzles(&sixteen).unwrap_err();
        assert_eq!(error.message, "unknown symbol '!' at column 256");
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

    /// The solution of [`HARDEST`].
    const HARDEST_SOLVED: &str =
        "812753649943682175675491283154237896369845721287169534521974368438526917796318452";

    #[test]
    fn tdoku_lines_read_as_their_puzzle() {
        let text = format!(
            "{HARDEST}:1:{HARDEST_SOLVED}\n{}:0:\n",
            HARDEST.replace('0', ".")
        );
        let puzzles = parse_puzzles(&text).unwrap();
        assert_eq!(puzzles.len(), 2);
        assert_eq!(puzzles[0].cells, digits(HARDEST));
        assert_eq!(puzzles[1].cells, digits(HARDEST));
        let four = parse_puzzles("0000102004010000:3:\n1234341221434321:1:1234341221434321\n");
        assert_eq!(four.unwrap().len(), 2);
    }

    #[test]
    fn a_colon_after_no_whole_puzzle_says_so() {
        assert_eq!(
            error("1234:1:4321\n"),
            ParseError::new(
                1,
                "4 cells before the ':' at column 5 are no one-line puzzle (16, 36, 81, 256, \
                 … cells); ':' and a comment may follow only a whole puzzle"
            )
        );
        let text = format!("{HARDEST}:1:\n{}:1:\n", &HARDEST[..80]);
        assert_eq!(
            error(&text),
            ParseError::new(
                2,
                "expected 81 cells (a 9×9 puzzle, as on line 1), found 80 before the ':' at \
                 column 81"
            )
        );
        // Eighteen symbols, counting the ':', are no grid row either.
        assert_eq!(
            error("000010200401000:1:\n").message,
            "15 cells before the ':' at column 16 are no one-line puzzle (16, 36, 81, 256, \
             … cells); ':' and a comment may follow only a whole puzzle"
        );
        // Inside a grid a ':' is no symbol.
        assert_eq!(
            error("1 2 3 4:\n").message,
            "unknown symbol ':' at column 8"
        );
    }
}
