//! How a breakpoint names a queen: `rowR=C`, a queen in row R at column C, rows and
//! columns counted from 0 or 1 as the screen counts them.

use super::QueensBoard;
use crate::engine::Wording;
use crate::problems::slot_text::{COLUMN, ROW, Read, after_any, index, raw};

impl QueensBoard {
    /// The form of a placement, as the help of the breakpoints shows it.
    pub(super) const FORM: &'static str = "rowR=C";

    /// `rowR=C`: the queen `choice` in row `slot`, counted from `first`, in `wording`'s
    /// word for a row; the engine's own text for a square the board does not have.
    pub(super) fn row_text(&self, slot: u16, choice: u8, first: u16, wording: &Wording) -> String {
        let n = self.size();
        match usize::from(slot) < n && usize::from(choice) < n {
            true => format!(
                "{}{}={}",
                wording.word("row"),
                slot + first,
                u16::from(choice) + first
            ),
            false => raw(slot, choice),
        }
    }

    /// Reads [`row_text`](Self::row_text)'s form, its word in English or in any of
    /// `wordings`.
    pub(super) fn read_row(&self, text: &str, first: u16, wordings: &[Wording]) -> Read {
        let (row, column) = after_any(text, "row", wordings)?.split_once('=')?;
        let n = self.size();
        let (row, column) = (index(row, first, ROW, n)?, index(column, first, COLUMN, n)?);
        Some(row.and_then(|row| Ok((row as u16, column? as u8))))
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{Condition, Problem, Wording};
    use crate::problems::QueensBoard;

    #[test]
    fn a_queen_is_named_by_its_row_and_column() {
        let queens = QueensBoard::new(8).expect("a size");
        let read = |text, first| Condition::read(text, &queens, first).map_err(|e| e.to_string());
        let place = |slot, choice| Ok(Condition::Place { slot, choice });
        assert_eq!(read("row5=3", 1), place(4, 2));
        assert_eq!(read(" Row 5 = 3 ", 0), place(5, 3));
        assert_eq!(queens.slot_text(4, 2, 1, &Wording::english()), "row5=3");
        assert_eq!(
            read("row9=3", 1),
            Err("row 9 is beyond this board: it has 1 to 8".into())
        );
        assert_eq!(queens.slot_text(9, 2, 1, &Wording::english()), "place 9:2");
    }
}
