//! What the quiz asks of the permutations board: the value of a position, and which
//! position already holds a value refused.

use crate::app::Telling;
use crate::app::board::quiz_words::QUIZ_REFUSED;
use crate::app::board::quizzed::Quizzed;
use crate::problems::Permutations;

use super::words::{QUIZ_PERMUTATIONS_ASK, QUIZ_PERMUTATIONS_USED};

impl Quizzed for Permutations {
    fn asking(&self, slot: u16, tell: Telling) -> String {
        let position = tell.places().of(usize::from(slot));
        tell.say(QUIZ_PERMUTATIONS_ASK, &[&position])
    }

    fn answers(&self, _slot: u16) -> Vec<u8> {
        (1..=self.size() as u8).collect()
    }

    fn key_of(&self, choice: u8, _tell: Telling) -> String {
        choice.to_string()
    }

    fn refusal(&self, _slot: u16, choice: u8, tell: Telling) -> String {
        let position = self.arranged().iter().position(|&value| value == choice);
        match position {
            Some(position) => {
                let position = tell.places().of(position);
                tell.say(QUIZ_PERMUTATIONS_USED, &[&choice, &position])
            }
            None => tell.say(QUIZ_REFUSED, &[&choice]),
        }
    }
}
