//! What the quiz asks of the queens board: which column the queen of a row takes, and
//! which queen attacks a column refused.

use crate::app::Telling;
use crate::app::board::quiz_words::QUIZ_REFUSED;
use crate::app::board::quizzed::Quizzed;
use crate::problems::QueensBoard;

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

    fn refusal(&self, slot: u16, choice: u8, tell: Telling) -> String {
        let (row, col) = (usize::from(slot), usize::from(choice));
        let column = self.key_of(choice, tell);
        let attacker = (self.queens().iter().enumerate())
            .map(|(r, &c)| (r, usize::from(c)))
            .find(|&(r, c)| r < row && (c == col || row - r == c.abs_diff(col)));
        match attacker {
            Some((r, c)) => {
                let cell = tell.places().cell(r, c);
                let id = match c == col {
                    true => QUIZ_QUEENS_SAME_COLUMN,
                    false => QUIZ_QUEENS_SAME_DIAGONAL,
                };
                tell.say(id, &[&column, &cell])
            }
            None => tell.say(QUIZ_REFUSED, &[&column]),
        }
    }
}
