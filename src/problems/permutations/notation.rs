//! How permutations are written: one arrangement a line, values spaced, as seed 004 prints
//! them.

use super::Permutations;
use crate::problems::Notation;
use crate::problems::notation::join;

/// Permutations as seed 004 prints them, one arrangement a line, values spaced.
impl Notation for Permutations {
    fn line(&self) -> String {
        join(self.arranged().iter())
    }

    fn board(&self) -> String {
        let mut text = self.line();
        text.push('\n');
        text
    }

    fn trace_args(&self, slot: u16, choice: u8) -> String {
        format!("{slot} {choice}")
    }
}
