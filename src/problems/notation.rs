//! How a problem's states are written as text: the command line's output formats.

use super::{Permutations, QueensBoard, Shape, SudokuBoard};
use crate::engine::Problem;

/// Writing a problem's state as text, for `solve`, `trace` and the player's status line.
pub trait Notation: Problem {
    /// The state on one line (`--format line`): queens as 1-based columns (`2 4 1 3`),
    /// sudoku cells row-major with no separators, permutation values space-separated.
    fn line(&self) -> String;

    /// The state drawn as a small text board, the way the tutorials print it
    /// (`--format board`), ending with a newline.
    fn board(&self) -> String;

    /// The words after `place` or `remove` on a trace line: queens `row col`, sudoku
    /// `row col value` (0-based, as seed 000 prints them), permutations `position value`.
    fn trace_args(&self, slot: u16, choice: u8) -> String;
}

/// Queens as seed 001 prints them: `Q` for a queen, `-` for an empty square.
impl Notation for QueensBoard {
    fn line(&self) -> String {
        join(self.queens().iter().map(|&col| col as usize + 1))
    }

    fn board(&self) -> String {
        let n = self.size();
        let mut text = String::with_capacity(2 * n * n + n);
        for row in 0..n {
            let queen = self.queen_in_row(row);
            let cells = (0..n).map(|col| if queen == Some(col) { "Q" } else { "-" });
            text.push_str(&cells.collect::<Vec<_>>().join(" "));
            text.push('\n');
        }
        text
    }

    fn trace_args(&self, slot: u16, choice: u8) -> String {
        format!("{slot} {choice}")
    }
}

/// Sudoku as seed 000's `Print` writes it: one row a line, values separated by spaces,
/// with `A`.. for values from 10 and `.` for a cell still empty.
impl Notation for SudokuBoard {
    fn line(&self) -> String {
        self.cells().iter().map(|&v| Shape::symbol(v)).collect()
    }

    fn board(&self) -> String {
        let n = self.shape().side();
        let mut text = String::with_capacity(2 * n * n);
        for row in self.cells().chunks(n) {
            let symbols: Vec<String> = row.iter().map(|&v| Shape::symbol(v).to_string()).collect();
            text.push_str(&symbols.join(" "));
            text.push('\n');
        }
        text
    }

    fn trace_args(&self, slot: u16, choice: u8) -> String {
        let n = self.shape().side();
        let cell = slot as usize;
        format!("{} {} {choice}", cell / n, cell % n)
    }
}

/// Permutations as seed 004 prints them, one arrangement a line, values spaced.
impl Notation for Permutations {
    fn line(&self) -> String {
        join(self.arranged().iter())
    }

    fn board(&self) -> String {
        let mut text = self.line();
        text.push('\n');
        text
    }

    fn trace_args(&self, slot: u16, choice: u8) -> String {
        format!("{slot} {choice}")
    }
}

fn join<T: ToString>(items: impl Iterator<Item = T>) -> String {
    items
        .map(|item| item.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Event, Search, StopAfter};
    use crate::problems::CellOrder;

    fn first_solution<P: Notation>(problem: P) -> P {
        let mut search = Search::new(problem, StopAfter::First);
        assert!(search.by_ref().any(|e| e == Event::Solution));
        search.problem().clone()
    }

    #[test]
    fn four_queens_are_written_as_the_seeds_write_them() {
        let board = first_solution(QueensBoard::new(4).unwrap());
        assert_eq!(board.line(), "2 4 1 3");
        assert_eq!(board.board(), "- Q - -\n- - - Q\nQ - - -\n- - Q -\n");
        assert_eq!(board.trace_args(2, 0), "2 0");
    }

    #[test]
    fn sudoku_rows_and_lines() {
        let cells: Vec<u8> = "0000102004010000".bytes().map(|b| b - b'0').collect();
        let board = SudokuBoard::new(Shape::for_side(4).unwrap(), &cells, CellOrder::Row).unwrap();
        assert_eq!(board.line(), "....1.2..4.1....");
        assert_eq!(board.trace_args(6, 3), "1 2 3");
        let solved = first_solution(board);
        assert_eq!(solved.board().lines().count(), 4);
        assert!(!solved.line().contains('.'));
    }

    #[test]
    fn large_values_are_letters() {
        let shape = Shape::for_side(16).unwrap();
        let mut cells = vec![0; 256];
        cells[0] = 16;
        cells[1] = 10;
        let board = SudokuBoard::new(shape, &cells, CellOrder::Row).unwrap();
        assert!(board.line().starts_with("GA."));
        assert!(board.board().starts_with("G A . "));
    }

    #[test]
    fn permutations_are_spaced_values() {
        let first = first_solution(Permutations::new(3).unwrap());
        assert_eq!(first.line(), "1 2 3");
        assert_eq!(first.board(), "1 2 3\n");
    }
}
