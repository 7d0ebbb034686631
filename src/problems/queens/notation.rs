//! How N-Queens boards are written: the queens' columns on a line, the board in `Q` and
//! `-`, and seed 000's step tables.

use super::QueensBoard;
use crate::engine::Event;
use crate::problems::notation::join;
use crate::problems::{Notation, Numbering};

/// Queens as seed 001 prints them: `Q` for a queen, `-` for an empty square.
impl Notation for QueensBoard {
    fn line(&self) -> String {
        self.line_in(Numbering::FromOne)
    }

    /// The queens' columns, counted as `numbering` says.
    fn line_in(&self, numbering: Numbering) -> String {
        join(self.queens().iter().map(|&col| numbering.of(col as usize)))
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

    /// Seed 000's step tables: a Markdown table with rows `i=1…` and columns `j=1…`
    /// (1-based), each queen as its number, and `x` on the squares the last check refused.
    ///
    /// After a placement those are the squares of its row left of the queen, tried and
    /// refused first; after a removal that follows its placement at once, the search hit
    /// a row with no free square, and the table shows that dead end, the queen still on
    /// the board, as the tutorial draws it before going back. Other removals and
    /// solutions show the queens alone.
    fn table(&self, last: Option<Event>, _solutions: u64) -> String {
        let n = self.size();
        let mut queens = self.queens().to_vec();
        let refused = match last {
            Some(Event::Place { slot, choice }) => Some((usize::from(slot), usize::from(choice))),
            Some(Event::Remove { slot, choice }) => self.dead_end_below(slot, choice).then(|| {
                queens.push(choice);
                (usize::from(slot) + 1, n)
            }),
            Some(Event::Solution) | None => None,
        };
        let mut text = String::from("i,j |");
        for col in 1..=n {
            text.push_str(&format!(" j={col} |"));
        }
        text.push('\n');
        text.push_str(&"---|".repeat(n + 1));
        text.push('\n');
        for row in 0..n {
            text.push_str(&format!("i={} |", row + 1));
            for col in 0..n {
                let cell = match (queens.get(row), refused) {
                    (Some(&queen), _) if usize::from(queen) == col => (row + 1).to_string(),
                    (_, Some((r, before)))
                        if r == row && col < before && attacked(&queens, row, col) =>
                    {
                        "x".to_string()
                    }
                    _ => String::new(),
                };
                text.push_str(&format!(" {cell} |"));
            }
            text.push('\n');
        }
        text
    }

    /// Every placement, every dead end and every solution: seed 000 draws a table for
    /// each kind of step, never for the empty board.
    fn in_handout(&self, last: Option<Event>) -> bool {
        match last {
            Some(Event::Place { .. } | Event::Solution) => true,
            Some(Event::Remove { slot, choice }) => self.dead_end_below(slot, choice),
            None => false,
        }
    }
}

/// Whether a queen of `queens` (one a row from the top) in a row above `row` attacks the
/// square (`row`, `col`), along its column or a diagonal.
fn attacked(queens: &[u8], row: usize, col: usize) -> bool {
    queens.iter().take(row).enumerate().any(|(r, &c)| {
        let c = usize::from(c);
        c == col || r + c == row + col || c + row == col + r
    })
}
