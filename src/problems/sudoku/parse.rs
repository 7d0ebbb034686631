//! Reading sudoku puzzles from text: grids, or one puzzle a line.
//!
//! A grid has one row a line, its cells separated by spaces or not. A one-line puzzle has
//! all n² cells in one word, and anything after it on its line, after whitespace or a `:`
//! (tdoku's `PUZZLE:COUNT:SOLUTION`), is a comment. In both forms `0` and `.` are blanks,
//! values above 9 are letters (`A` is 10, either case), `#` starts a comment, and blank
//! lines are skipped.
//!
//! The first line holding cells decides the form. A line of n cells, where n is a side a
//! sudoku can have, starts a grid; a line of n² cells is a one-line puzzle. Grids may
//! follow one another, each as large as its first row. Only a word of 16 cells is both (a
//! row of a 16×16 grid, or a whole 4×4 puzzle): such a file is read both ways over its
//! first 17 lines, and the reading that gets further wins; when both read them, exactly
//! 16 lines are one 16×16 grid and more are 4×4 puzzles.

pub use super::puzzles::Puzzles;
pub use super::read_puzzle::{LineForm, ParseError, ParsedPuzzle, SIXTEEN_LINES};
use super::text_lines::TextLines;

/// Every puzzle in `text`, in order: grids one after another, or one puzzle a line.
///
/// Fails on the first malformed line: an unknown symbol, a value too large for the size,
/// a size no sudoku has, a one-line puzzle of the wrong length, grid rows of unequal
/// length, or no puzzle at all. [`Puzzles`] reads the same a puzzle at a time.
pub fn parse_puzzles(text: &str) -> Result<Vec<ParsedPuzzle>, ParseError> {
    Puzzles::new(TextLines::new(text.as_bytes()), LineForm::Detect).collect()
}

/// Texts and checks that the tests of the reading modules share.
#[cfg(test)]
pub(super) mod testing {
    use super::super::Shape;
    use super::*;

    /// Seed 004's hardest 9×9 puzzle, one line.
    pub(crate) const HARDEST: &str =
        "800000000003600000070090200050007000000045700000100030001000068008500010090000400";

    /// Why `text` gives no puzzles; panics when it does.
    pub(crate) fn error(text: &str) -> ParseError {
        parse_puzzles(text).expect_err("the text should not parse")
    }

    /// The cells of a line of digits.
    pub(crate) fn digits(s: &str) -> Vec<u8> {
        s.chars().map(|c| c.to_digit(10).unwrap() as u8).collect()
    }

    /// A full grid of side `n`, one unspaced row a line: value(r, c) = (box columns ×
    /// (r mod box rows) + r / box rows + c) mod n + 1.
    pub(crate) fn full_grid(n: usize) -> Vec<String> {
        let shape = Shape::for_side(n).unwrap();
        let (rows, cols) = (shape.box_rows(), shape.box_cols());
        (0..n)
            .map(|r| {
                (0..n)
                    .map(|c| Shape::symbol(((cols * (r % rows) + r / rows + c) % n + 1) as u8))
                    .collect()
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::super::{CellOrder, Shape, SudokuError};
    use super::testing::*;
    use super::*;

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
    fn empty_input() {
        for text in ["", "\n\n", "# only a comment\n   \n"] {
            assert_eq!(error(text), ParseError::new(1, "no puzzle found"));
            let mut listed = Puzzles::new(TextLines::new(text.as_bytes()), LineForm::OnePerLine);
            assert_eq!(
                listed.next(),
                Some(Err(ParseError::new(1, "no puzzle found")))
            );
            assert_eq!(listed.next(), None);
        }
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
    fn clashing_givens_are_left_to_the_board() {
        let puzzles = parse_puzzles("1001\n0000\n0000\n0000\n").unwrap();
        let err = puzzles[0].board(CellOrder::Row).unwrap_err();
        assert!(matches!(err, SudokuError::Clash { value: 1, .. }));
    }

    #[test]
    fn a_clash_names_the_value_as_the_text_writes_it() {
        let mut rows = vec![".".repeat(16); 16];
        rows[0] = "c..............C".to_owned();
        let puzzles = parse_puzzles(&rows.join("\n")).unwrap();
        let error = puzzles[0].board(CellOrder::Row).unwrap_err();
        assert!(matches!(
            error,
            SudokuError::Clash {
                value: 12,
                symbol: 'C',
                ..
            }
        ));
        assert!(
            error
                .to_string()
                .starts_with("givens clash: C at (0,0) and at (0,15)")
        );
        let line = format!("{}b{}b{}", ".".repeat(20), ".".repeat(10), ".".repeat(224));
        let puzzles = parse_puzzles(&line).unwrap();
        let error = puzzles[0].board(CellOrder::Row).unwrap_err().to_string();
        assert!(
            error.starts_with("givens clash: b at (1,4) and at (1,15)"),
            "{error}"
        );
    }
}
