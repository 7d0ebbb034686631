//! How a subset is written, as the tutorials print it: the taken numbers, or the sum they
//! make.

use super::{SKIP, SubsetSum, TAKE};
use crate::problems::Notation;

/// A subset as the tutorials print it: the taken numbers, or the sum they make.
impl Notation for SubsetSum {
    /// The taken numbers, space-separated: `3 4 2`.
    fn line(&self) -> String {
        let words: Vec<String> = self.taken().map(|a| a.to_string()).collect();
        words.join(" ")
    }

    /// The taken numbers as a sum: `3 + 4 + 2 = 9`, or `0 = 0` while none is taken.
    fn board(&self) -> String {
        let words: Vec<String> = self.taken().map(|a| a.to_string()).collect();
        let terms = if words.is_empty() {
            "0".to_string()
        } else {
            words.join(" + ")
        };
        format!("{terms} = {}\n", self.sum())
    }

    /// The number's index, the decision and the number: `0 take 3`, `1 skip 34`.
    fn trace_args(&self, slot: u16, choice: u8) -> String {
        let word = match choice {
            TAKE => "take",
            SKIP => "skip",
            _ => "?",
        };
        match self.numbers().get(slot as usize) {
            Some(number) => format!("{slot} {word} {number}"),
            None => format!("{slot} {word} ?"),
        }
    }
}
