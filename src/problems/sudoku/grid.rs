//! A puzzle written as a grid: one row a line, its cells separated by spaces or not.

use super::Shape;
use super::line::{Line, one_line_shape, value_at};
use super::read_puzzle::{ParseError, ParsedPuzzle};

/// The shape of the grid whose first row is `first`: its cell count is the side.
/// `grids_from` is the line the file's first grid starts on, when this is a later one.
pub(super) fn grid_shape(first: &Line, grids_from: Option<usize>) -> Result<Shape, ParseError> {
    if let Some(error) = first.unknown_symbol() {
        return Err(error);
    }
    if let Some(shape) = Shape::for_side(first.cell_count()) {
        return Ok(shape);
    }
    let (_, token) = first.puzzle_token();
    let len = token.chars().count();
    let message = match (grids_from, one_line_shape(len)) {
        (Some(at), Some(shape)) => {
            let n = shape.side();
            format!(
                "a one-line {n}×{n} puzzle among grids (the first grid starts on line {at}): \
                 a file holds grids or one puzzle a line, not both"
            )
        }
        _ => first.size_problem(),
    };
    Err(ParseError::new(first.number, message))
}

/// One grid of `shape` from `rows` (n of them, fewer at the end of the source).
pub(super) fn read_grid(rows: &[Line], shape: Shape) -> Result<ParsedPuzzle, ParseError> {
    let n = shape.side();
    let first_row = rows[0].number;
    let mut cells = Vec::with_capacity(shape.cells());
    let mut written = Vec::with_capacity(shape.cells());
    for row in rows {
        if let Some(err) = row.unknown_symbol() {
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
            written.push(c);
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
    Ok(ParsedPuzzle {
        line: first_row,
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
    use crate::problems::sudoku::CellOrder;

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
    fn two_grids_of_each_size_are_two_puzzles() {
        for n in [4, 6, 9, 12, 16, 25] {
            let grid = full_grid(n).join("\n");
            for between in ["\n", "\n\n", "\n# the next\n"] {
                let puzzles = parse_puzzles(&format!("{grid}{between}{grid}\n")).unwrap();
                let second = n + between.matches('\n').count();
                assert_eq!(puzzles.len(), 2, "{n}×{n}");
                assert_eq!((puzzles[0].line, puzzles[1].line), (1, second));
                assert!(puzzles.iter().all(|p| p.shape.side() == n && !p.ambiguous));
                assert!(puzzles[1].board(CellOrder::Row).unwrap().is_full());
            }
        }
    }

    #[test]
    fn grids_of_mixed_sizes_follow_one_another() {
        let sides = [9, 16, 4, 16, 6, 25, 16];
        let text: Vec<String> = sides.iter().map(|&n| full_grid(n).join("\n")).collect();
        let puzzles = parse_puzzles(&text.join("\n\n")).unwrap();
        let read: Vec<usize> = puzzles.iter().map(|p| p.shape.side()).collect();
        assert_eq!(read, sides);
        assert_eq!(puzzles[2].line, 9 + 1 + 16 + 1 + 1);
    }

    #[test]
    fn a_one_line_puzzle_among_grids_is_named() {
        let text = format!("{}\n{HARDEST}\n", full_grid(4).join("\n"));
        assert_eq!(
            error(&text),
            ParseError::new(
                5,
                "a one-line 9×9 puzzle among grids (the first grid starts on line 1): \
                 a file holds grids or one puzzle a line, not both"
            )
        );
        assert_eq!(
            error("1234\n3412\n2143\n4321\n12345\n").message,
            "a row of 5 cells: a 5×5 sudoku has no boxes (5 is prime)"
        );
    }
}
