//! What the quiz asks of the queens board: which column the queen of a row takes, and
//! which queen attacks a column refused.

use crate::app::Telling;
use crate::app::board::quiz_words::QUIZ_REFUSED;
use crate::app::board::quizzed::Quizzed;
use crate::problems::{QueensBoard, Tutorial};

use super::words::{
    QUIZ_QUEENS_ASK, QUIZ_QUEENS_COLUMN, QUIZ_QUEENS_SAME_COLUMN, QUIZ_QUEENS_SAME_DIAGONAL,
};

impl Quizzed for QueensBoard {
    fn asking(&self, slot: u16, tell: Telling) -> String {
        let row = tell.places().of(usize::from(slot));
        tell.say(QUIZ_QUEENS_ASK, &[&row])
    }

    fn answers(&self, _slot: u16) -> Vec<u8> {
        (0..self.size() as u8).collect()
    }

    fn key_of(&self, choice: u8, tell: Telling) -> String {
        tell.places().of(usize::from(choice)).to_string()
    }

    fn named(&self, choice: u8, tell: Telling) -> String {
        tell.say(QUIZ_QUEENS_COLUMN, &[&self.key_of(choice, tell)])
    }

    fn choice_at(&self, _row: u16, col: u16) -> Option<u8> {
        u8::try_from(col).ok()
    }

    /// The check the code shown makes first names the queen: the column, then the two
    /// diagonals in the order its condition reads them.
    fn refusal(&self, slot: u16, choice: u8, tell: Telling) -> String {
        let column = self.key_of(choice, tell);
        match self.attacker(usize::from(slot), usize::from(choice), tell) {
            Some((Check::Column, (r, c))) => {
                let cell = tell.places().cell(r, c);
                tell.say(QUIZ_QUEENS_SAME_COLUMN, &[&column, &cell])
            }
            Some((Check::Diagonal, (r, c))) => {
                let cell = tell.places().cell(r, c);
                tell.say(QUIZ_QUEENS_SAME_DIAGONAL, &[&column, &cell])
            }
            None => tell.say(QUIZ_REFUSED, &[&column]),
        }
    }
}

/// Which of the code's checks refuses a square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Check {
    /// A queen above in the same column (`isCol`, `ColumnOccupied`).
    Column,
    /// A queen above on one of the square's diagonals (`isBia1`, `isBia2`, `s1`, `s2`).
    Diagonal,
}

impl QueensBoard {
    /// The check that refuses column `col` of `row` first, in the order the condition
    /// of the code `tell` shows reads them, and the queen (row, column) it finds: the
    /// column, then the diagonal of `row + col` and that of `row - col` (the
    /// eight-queens tutorial reads `s1[chessBoard+x-y]` before `s2[x+y]`).
    fn attacker(&self, row: usize, col: usize, tell: Telling) -> Option<(Check, (usize, usize))> {
        let above: Vec<(usize, usize)> = (self.queens().iter().enumerate())
            .map(|(r, &c)| (r, usize::from(c)))
            .filter(|&(r, _)| r < row)
            .collect();
        if let Some(&queen) = above.iter().find(|&&(_, c)| c == col) {
            return Some((Check::Column, queen));
        }
        // The ↗ diagonal shares row + col, the ↘ one row - col.
        let rising = |(r, c): (usize, usize)| r + c == row + col;
        let falling = |(r, c): (usize, usize)| r + col == row + c;
        let falling_first = tell
            .code
            .is_some_and(|view| view.tutorial == Tutorial::EightQueens);
        let (first, second) = match falling_first {
            true => (
                above.iter().copied().find(|&q| falling(q)),
                above.iter().copied().find(|&q| rising(q)),
            ),
            false => (
                above.iter().copied().find(|&q| rising(q)),
                above.iter().copied().find(|&q| falling(q)),
            ),
        };
        first.or(second).map(|queen| (Check::Diagonal, queen))
    }
}
