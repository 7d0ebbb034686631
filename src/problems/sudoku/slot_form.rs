//! How a breakpoint names a digit put into a cell: `cell(R,C)=V`, rows and columns counted
//! from 0 or 1 as the screen counts them, the value as a number or as the board's symbol.

use super::{Shape, SudokuBoard};
use crate::engine::Wording;
use crate::problems::slot_text::{COLUMN, ROW, Read, VALUE, after_any, index, raw};

impl SudokuBoard {
    /// The form of a placement, as the help of the breakpoints shows it.
    pub(super) const FORM: &'static str = "cell(R,C)=V";

    /// `cell(R,C)=V`: the value `choice`, as the board writes it, in the cell `slot`, its
    /// row and column counted from `first`, in `wording`'s word for a cell; the engine's
    /// own text for a cell or value the board does not have.
    pub(super) fn cell_text(&self, slot: u16, choice: u8, first: u16, wording: &Wording) -> String {
        let n = self.shape().side();
        let cell = usize::from(slot);
        match cell < n * n && (1..=n).contains(&usize::from(choice)) {
            true => format!(
                "{}({},{})={}",
                wording.word("cell"),
                cell / n + usize::from(first),
                cell % n + usize::from(first),
                Shape::symbol(choice)
            ),
            false => raw(slot, choice),
        }
    }

    /// Reads [`cell_text`](Self::cell_text)'s form, its word in English or in any of
    /// `wordings`; the value as a number or as the board's symbol.
    pub(super) fn read_cell(&self, text: &str, first: u16, wordings: &[Wording]) -> Read {
        let rest = after_any(text, "cell", wordings)?.strip_prefix('(')?;
        let (place, value) = rest.split_once(")=")?;
        let (row, column) = place.split_once(',')?;
        let n = self.shape().side();
        let (row, column) = (index(row, first, ROW, n)?, index(column, first, COLUMN, n)?);
        let mut symbols = value.chars();
        let value = match (value.parse::<u64>(), symbols.next(), symbols.next()) {
            (Ok(number), _, _) => number,
            (Err(_), Some(symbol), None) => u64::from(Shape::value_of(symbol)?),
            _ => return None,
        };
        let value = index(&value.to_string(), 1, VALUE, n)?;
        Some((|| Ok(((row? * n + column?) as u16, value? as u8 + 1)))())
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{Condition, Problem, Wording};
    use crate::problems::{CellOrder, Shape, SudokuBoard};

    #[test]
    fn a_digit_is_named_by_its_cell() {
        let shape = Shape::for_side(4).expect("a shape");
        let sudoku = SudokuBoard::new(shape, &[0; 16], CellOrder::Row).expect("a board");
        let read = |text| Condition::read(text, &sudoku, 1).map_err(|e| e.to_string());
        assert_eq!(
            read("cell(4,4)=3"),
            Ok(Condition::Place {
                slot: 15,
                choice: 3
            })
        );
        assert_eq!(
            sudoku.slot_text(15, 3, 0, &Wording::english()),
            "cell(3,3)=3"
        );
        assert!(read("cell(4,4)=7").is_err_and(|e| e.starts_with("value 7")));
    }
}
