//! How a problem's states are written as text: the command line's output formats.

use super::Numbering;
use crate::engine::{Event, Problem};

/// Writing a problem's state as text, for `solve`, `trace` and the player's status line.
pub trait Notation: Problem {
    /// The state on one line (`--format line`): queens as 1-based columns (`2 4 1 3`),
    /// sudoku cells row-major with no separators, permutation values space-separated.
    fn line(&self) -> String;

    /// The state on one line as the screen shows it, places numbered as `numbering`
    /// says: the panel of moments lists the solutions so, to read as the board and the
    /// log beside it do. The default is [`line`](Notation::line), for a line of values
    /// rather than places.
    fn line_in(&self, numbering: Numbering) -> String {
        let _ = numbering;
        self.line()
    }

    /// The state drawn as a small text board, the way the tutorials print it
    /// (`--format board`), ending with a newline.
    fn board(&self) -> String;

    /// The words after `place` or `remove` on a trace line: queens `row col`, sudoku
    /// `row col value` (0-based, as seed 000 prints them), permutations `position value`.
    fn trace_args(&self, slot: u16, choice: u8) -> String;

    /// The board alone as the tutorials print it at each step of their walk-throughs
    /// (`export --format table`), ending with a newline: the state after `last`, with
    /// `solutions` found so far.
    ///
    /// A tutorial's picture of a step says more than [`board`](Notation::board) (the
    /// squares refused, the position just filled, the answer's number), so a problem whose
    /// tutorial draws its steps gives its own; the others print their board.
    fn table(&self, last: Option<Event>, solutions: u64) -> String {
        let _ = (last, solutions);
        self.board()
    }

    /// Whether the tutorial's whole printout (`export --format table --step all`) shows
    /// the state after `last`: by default the puzzle at step 0 and every answer, as seed
    /// 000 prints `题目` and `答案1`…; a problem whose tutorial draws the steps between
    /// says which.
    fn in_handout(&self, last: Option<Event>) -> bool {
        matches!(last, None | Some(Event::Solution))
    }
}

/// `items` written one after another, separated by spaces.
pub(crate) fn join<T: ToString>(items: impl Iterator<Item = T>) -> String {
    items
        .map(|item| item.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}
