//! How `solve` and `trace` write a tour: the board with each square's move number, as a
//! book prints a knight's tour, and the squares in the order visited.

use super::{KnightsTourBoard, Square};
use crate::problems::Notation;
use crate::problems::notation::join;

/// A tour as books print it: every square with its number, the start 1.
impl Notation for KnightsTourBoard {
    /// The squares in the order visited, `a1 b3 c5 …`: the tour as a game's moves are
    /// written, to read off or paste into a chess program.
    fn line(&self) -> String {
        join(self.tour())
    }

    /// One rank a line, rank N at the top and rank 1 at the bottom as on a chessboard (so
    /// `a1` is the bottom left corner); each square's number right-aligned to the widest,
    /// `.` for a square not visited yet.
    fn board(&self) -> String {
        let n = self.size();
        let width = self.squares().to_string().len();
        let mut text = String::with_capacity(n * n * (width + 1));
        for row in (0..n).rev() {
            let cells = (0..n).map(|col| {
                let square = Square::new(row, col).expect("BUG: a square of the board");
                let number = self.number_at(square);
                let shown = number.map_or_else(|| ".".to_string(), |k| k.to_string());
                format!("{shown:>width$}")
            });
            text.push_str(&cells.collect::<Vec<_>>().join(" "));
            text.push('\n');
        }
        text
    }

    /// `K SQUARE`: the number written and the square it is written on, `2 b3`, numbered
    /// as the board prints them.
    fn trace_args(&self, slot: u16, choice: u8) -> String {
        match Square::at(usize::from(choice), self.size()) {
            Some(square) => format!("{} {square}", slot + 1),
            None => format!("{slot} {choice}"),
        }
    }
}
