//! How a breakpoint names a value put into a position: `posP=V`, positions counted from 0
//! or 1 as the screen counts them, values as the board shows them.

use super::Permutations;
use crate::engine::Wording;
use crate::problems::slot_text::{POSITION, Read, VALUE, after_any, index, raw};

impl Permutations {
    /// The form of a placement, as the help of the breakpoints shows it.
    pub(super) const FORM: &'static str = "posP=V";

    /// `posP=V`: the value `choice` in position `slot`, counted from `first`, in
    /// `wording`'s word for a position; the engine's own text for one the board does not
    /// have.
    pub(super) fn position_text(
        &self,
        slot: u16,
        choice: u8,
        first: u16,
        wording: &Wording,
    ) -> String {
        let n = self.size();
        match usize::from(slot) < n && (1..=n).contains(&usize::from(choice)) {
            true => format!("{}{}={choice}", wording.word("pos"), slot + first),
            false => raw(slot, choice),
        }
    }

    /// Reads [`position_text`](Self::position_text)'s form, its word in English or in any
    /// of `wordings`.
    pub(super) fn read_position(&self, text: &str, first: u16, wordings: &[Wording]) -> Read {
        let (position, value) = after_any(text, "pos", wordings)?.split_once('=')?;
        let n = self.size();
        let (position, value) = (
            index(position, first, POSITION, n)?,
            index(value, 1, VALUE, n)?,
        );
        Some((|| Ok((position? as u16, value? as u8 + 1)))())
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{Condition, Problem, Wording};
    use crate::problems::Permutations;

    #[test]
    fn a_value_is_named_by_its_position() {
        let arrange = Permutations::new(4).expect("a size");
        let read = Condition::read("pos3=2", &arrange, 1);
        assert_eq!(read, Ok(Condition::Place { slot: 2, choice: 2 }));
        assert_eq!(arrange.slot_text(2, 2, 0, &Wording::english()), "pos2=2");
    }
}
