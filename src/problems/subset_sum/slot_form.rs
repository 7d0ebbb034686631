//! How a breakpoint names a decision: `take X` or `skip X`, the number X taken or left
//! out, `X#K` for its K-th turn in the list when it is there more than once.

use super::{SKIP, SubsetSum, TAKE};
use crate::engine::{BoardPart, SlotError, Wording};
use crate::problems::slot_text::{Read, after_any, raw};

/// One of the numbers a subset is chosen from.
const NUMBER: BoardPart = BoardPart::new("number", "board-part-number");

impl SubsetSum {
    /// The form of a placement, as the help of the breakpoints shows it.
    pub(super) const FORM: &'static str = "take X, skip X";

    /// `take X` or `skip X`: the number of `slot` taken or left out as `choice` says, in
    /// `wording`'s words; the engine's own text for a decision the list does not have.
    pub(super) fn decision_text(&self, slot: u16, choice: u8, wording: &Wording) -> String {
        let numbers = self.numbers();
        let word = match choice {
            TAKE => wording.word("take"),
            SKIP => wording.word("skip"),
            _ => return raw(slot, choice),
        };
        let Some(&number) = numbers.get(usize::from(slot)) else {
            return raw(slot, choice);
        };
        let turn = numbers[..usize::from(slot)]
            .iter()
            .filter(|&&other| other == number)
            .count();
        match numbers.iter().filter(|&&other| other == number).count() {
            1 => format!("{word} {number}"),
            _ => format!("{word} {number}#{}", turn + 1),
        }
    }

    /// Reads [`decision_text`](Self::decision_text)'s form, its words in English or in
    /// any of `wordings`.
    pub(super) fn read_decision(&self, text: &str, wordings: &[Wording]) -> Read {
        let read = |english| after_any(text, english, wordings);
        let (choice, rest) = match (read("take"), read("skip")) {
            (Some(rest), _) => (TAKE, rest),
            (_, Some(rest)) => (SKIP, rest),
            _ => return None,
        };
        let (number, turn) = match rest.split_once('#') {
            Some((number, turn)) => (number, turn.parse::<usize>().ok()?),
            None => (rest, 1),
        };
        let number: u64 = number.parse().ok()?;
        let numbers = self.numbers();
        let slot = numbers
            .iter()
            .enumerate()
            .filter(|&(_, &other)| other == number)
            .nth(turn.checked_sub(1)?)
            .map(|(slot, _)| slot as u16);
        Some(slot.map(|slot| (slot, choice)).ok_or_else(|| {
            let text = match turn {
                1 => number.to_string(),
                _ => format!("{number}#{turn}"),
            };
            SlotError::Unnamed {
                part: NUMBER,
                text,
                names: numbers.iter().map(u64::to_string).collect(),
            }
        }))
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::{Condition, Problem, Wording};
    use crate::problems::SubsetSum;
    use crate::problems::subset_sum::{SKIP, TAKE};

    #[test]
    fn a_decision_is_named_by_its_number_and_turn() {
        let sum = SubsetSum::new(&[3, 7, 3], 10).expect("a sum");
        let read = |text| Condition::read(text, &sum, 0).map_err(|e| e.to_string());
        let place = |slot, choice| Ok(Condition::Place { slot, choice });
        assert_eq!(read("take 7"), place(1, TAKE));
        assert_eq!(read("skip 3#2"), place(2, SKIP));
        assert_eq!(sum.slot_text(0, TAKE, 1, &Wording::english()), "take 3#1");
        assert_eq!(
            read("take 5"),
            Err("`5` is not a number of this board: 3, 7, 3".into())
        );
        assert_eq!(read("depth=2"), Ok(Condition::Depth(2)));
    }
}
