//! What the quiz asks of the subset sum board: whether a number is taken (`+`) or
//! skipped (`-`), and why a choice passes or cannot reach the target.

use crate::app::Telling;
use crate::app::board::quiz_words::QUIZ_REFUSED;
use crate::app::board::quizzed::Quizzed;
use crate::problems::SubsetSum;
use crate::problems::subset_sum::{Refusal, SKIP, TAKE};

use super::words::{QUIZ_SUBSET_ASK, QUIZ_SUBSET_PASSES, QUIZ_SUBSET_SHORT};

impl Quizzed for SubsetSum {
    fn asking(&self, slot: u16, tell: Telling) -> String {
        let number = self.numbers()[usize::from(slot)];
        tell.say(QUIZ_SUBSET_ASK, &[&number])
    }

    fn answers(&self, _slot: u16) -> Vec<u8> {
        vec![TAKE, SKIP]
    }

    fn key_of(&self, choice: u8, _tell: Telling) -> String {
        if choice == TAKE { "+" } else { "-" }.to_string()
    }

    fn refusal(&self, slot: u16, choice: u8, tell: Telling) -> String {
        let index = usize::from(slot);
        let (sum, target) = (self.sum(), self.target());
        let key = self.key_of(choice, tell);
        match self.refusal_at(index, sum, choice) {
            Some(Refusal::PassesTarget) => {
                let number = self.numbers()[index];
                tell.say(QUIZ_SUBSET_PASSES, &[&sum, &number, &target])
            }
            Some(Refusal::CannotReach) => {
                let rest = match choice {
                    TAKE => self.rest(index),
                    _ => self.rest(index + 1),
                };
                tell.say(QUIZ_SUBSET_SHORT, &[&key, &sum, &rest, &target])
            }
            None => tell.say(QUIZ_REFUSED, &[&key]),
        }
    }
}
