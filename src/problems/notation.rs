//! How a problem's states are written as text: the command line's output formats.

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

/// `items` written one after another, separated by spaces.
pub(crate) fn join<T: ToString>(items: impl Iterator<Item = T>) -> String {
    items
        .map(|item| item.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}
