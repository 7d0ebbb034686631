//! What the quiz asks about the knight's tour: where the knight jumps next, answered with
//! a square's name, and why the test refuses a square.

use super::*;
use crate::app::board::quizzed::Quizzed;

/// The onward moves a numbered square is listed with in Warnsdorff's order: more than a
/// free square can have, so that it comes after them all.
const NUMBERED_LAST: u8 = 8;

impl KnightsTourBoard {
    /// The square the loop of `slot` (a frame's) jumps from: the tour's square before
    /// the one it numbers.
    fn jumping_from(&self, slot: u16) -> Option<Square> {
        let index = KnightsTourBoard::tour_index(slot).checked_sub(1)?;
        script::tour_square(self, index)
    }

    /// The choice of the loop of `slot` that jumps in `direction`, if it lands on the
    /// board: in Warnsdorff's order it carries the square's onward moves, as the search
    /// writes it.
    fn choice_towards(&self, slot: u16, direction: usize) -> Option<u8> {
        let to = self.jumping_from(slot)?.jump(direction, self.size())?;
        // A numbered square is never tried: it comes after every free one.
        let onward = match self.number_at(to) {
            Some(_) => NUMBERED_LAST,
            None => self.onward_moves(to).min(7) as u8,
        };
        Some(self.order().choice(direction as u8, onward))
    }
}

impl Quizzed for KnightsTourBoard {
    fn asking(&self, slot: u16, tell: Telling) -> String {
        let index = KnightsTourBoard::tour_index(slot);
        let from = self
            .jumping_from(slot)
            .map_or("-".to_string(), |s| s.to_string());
        tell.say(KNIGHT_QUIZ_ASK, &[&tell.numbering.of(index), &from])
    }

    /// The jumps that land on the board, in the order the search tries them.
    fn answers(&self, slot: u16) -> Vec<u8> {
        let mut answers: Vec<u8> = (0..8)
            .filter_map(|direction| self.choice_towards(slot, direction))
            .collect();
        answers.sort_unstable();
        answers
    }

    fn key_of(&self, choice: u8, _tell: Telling) -> String {
        self.landing(choice)
            .map_or("-".to_string(), |square| square.to_string())
    }

    fn refusal(&self, _slot: u16, choice: u8, tell: Telling) -> String {
        let key = self.key_of(choice, tell);
        match self
            .landing(choice)
            .and_then(|square| self.number_at(square))
        {
            Some(number) => tell.say(
                KNIGHT_QUIZ_NUMBERED,
                &[&key, &tell.numbering.of(number - 1)],
            ),
            None => tell.say(QUIZ_REFUSED, &[&key]),
        }
    }

    fn choice_at(&self, row: u16, col: u16) -> Option<u8> {
        let to = Square::new(usize::from(row), usize::from(col))?;
        let knight = self.knight();
        let direction = (0..8).find(|&d| knight.jump(d, self.size()) == Some(to))?;
        let slot = JUMP_SLOTS + self.visited_count() as u16;
        self.choice_towards(slot, direction)
    }
}
