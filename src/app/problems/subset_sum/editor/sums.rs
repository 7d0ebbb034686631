//! The subset-sum puzzle being edited: the numbers, the target, and the field under the
//! cursor, with the edits the keys make.

use crate::problems::SubsetSum;
use crate::problems::subset_sum::{MAX_NUMBERS, SubsetSumError};

/// The field under the cursor.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Field {
    /// The target.
    Target,
    /// The number at this place in the list, from 0.
    Number(usize),
}

/// A digit that would carry a value past what a number can hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TooLarge;

/// The numbers and the target as the teacher types them, and where the cursor is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sums {
    numbers: Vec<u64>,
    target: u64,
    field: Field,
    /// Whether the next digit starts the field afresh: true after the cursor moves onto
    /// it, as a spreadsheet's cell is typed over.
    fresh: bool,
}

impl Sums {
    /// `numbers` and `target`, the cursor on the first number (on the target when there
    /// is no number).
    pub fn new(numbers: Vec<u64>, target: u64) -> Sums {
        let field = if numbers.is_empty() {
            Field::Target
        } else {
            Field::Number(0)
        };
        Sums {
            numbers,
            target,
            field,
            fresh: true,
        }
    }

    /// The numbers, in the order the search decides them.
    pub fn numbers(&self) -> &[u64] {
        &self.numbers
    }

    /// The sum to reach.
    pub fn target(&self) -> u64 {
        self.target
    }

    /// The field under the cursor.
    pub fn field(&self) -> Field {
        self.field
    }

    /// Puts the cursor on `field`, if there is such a field; the next digit starts it
    /// afresh.
    pub fn go_to(&mut self, field: Field) {
        let exists = match field {
            Field::Target => true,
            Field::Number(index) => index < self.numbers.len(),
        };
        if exists {
            self.field = field;
            self.fresh = true;
        }
    }

    /// The cursor `by` numbers along the list, stopping at its ends; from the target, to
    /// the first number.
    pub fn move_along(&mut self, by: isize) {
        let last = self.numbers.len().saturating_sub(1);
        let at = match self.field {
            Field::Target => 0,
            Field::Number(index) => index.saturating_add_signed(by).min(last),
        };
        self.go_to(Field::Number(at));
    }

    /// The cursor from the numbers to the target and back.
    pub fn switch_row(&mut self) {
        match self.field {
            Field::Target => self.move_along(0),
            Field::Number(_) => self.go_to(Field::Target),
        }
    }

    /// The value of the field under the cursor, to be changed.
    fn value_mut(&mut self) -> &mut u64 {
        match self.field {
            Field::Target => &mut self.target,
            Field::Number(index) => &mut self.numbers[index],
        }
    }

    /// Types `digit` into the field under the cursor; false when nothing changed.
    pub fn type_digit(&mut self, digit: u8) -> Result<bool, TooLarge> {
        let fresh = std::mem::replace(&mut self.fresh, false);
        let value = self.value_mut();
        let typed = match fresh {
            true => u64::from(digit),
            false => value
                .checked_mul(10)
                .and_then(|tens| tens.checked_add(u64::from(digit)))
                .ok_or(TooLarge)?,
        };
        let changed = *value != typed;
        *value = typed;
        Ok(changed)
    }

    /// Takes back the last digit of the field under the cursor; false when it was 0.
    pub fn erase_digit(&mut self) -> bool {
        self.fresh = false;
        let value = self.value_mut();
        let changed = *value != 0;
        *value /= 10;
        changed
    }

    /// A new number after the one under the cursor (first from the target), 0 until
    /// typed, the cursor on it; false when the list is as long as a puzzle can be.
    pub fn add(&mut self) -> bool {
        if self.numbers.len() >= MAX_NUMBERS {
            return false;
        }
        let at = match self.field {
            Field::Target => 0,
            Field::Number(index) => index + 1,
        };
        self.numbers.insert(at, 0);
        self.go_to(Field::Number(at));
        true
    }

    /// Deletes the number under the cursor; false on the target.
    pub fn delete(&mut self) -> bool {
        let Field::Number(index) = self.field else {
            return false;
        };
        self.numbers.remove(index);
        match index.min(self.numbers.len().saturating_sub(1)) {
            _ if self.numbers.is_empty() => self.go_to(Field::Target),
            at => self.go_to(Field::Number(at)),
        }
        true
    }

    /// Moves the number under the cursor `by` places along the list, the cursor with
    /// it; false when it cannot go.
    pub fn shift(&mut self, by: isize) -> bool {
        let Field::Number(index) = self.field else {
            return false;
        };
        let Some(to) = index
            .checked_add_signed(by)
            .filter(|&to| to < self.numbers.len())
        else {
            return false;
        };
        let number = self.numbers.remove(index);
        self.numbers.insert(to, number);
        self.go_to(Field::Number(to));
        true
    }

    /// The puzzle to search, or why it cannot be searched: the problem's own checks.
    pub fn puzzle(&self) -> Result<SubsetSum, SubsetSumError> {
        SubsetSum::new(&self.numbers, self.target)
    }

    /// The puzzle as a file of the puzzle folder holds it: `comment` lines, then the
    /// `target` line and the `numbers` line.
    pub fn file_text(&self, comments: &[String]) -> String {
        let mut text: String = comments.iter().map(|line| format!("# {line}\n")).collect();
        let numbers: Vec<String> = self.numbers.iter().map(u64::to_string).collect();
        text.push_str(&format!("target {}\n", self.target));
        text.push_str(&format!("numbers {}\n", numbers.join(" ")));
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_type_over_a_field_then_extend_it() {
        let mut sums = Sums::new(vec![3, 34], 9);
        assert_eq!(sums.type_digit(1), Ok(true));
        assert_eq!(sums.type_digit(2), Ok(true));
        assert_eq!(sums.numbers(), [12, 34]);
        assert!(sums.erase_digit());
        assert_eq!(sums.numbers(), [1, 34]);
        sums.switch_row();
        assert_eq!(sums.field(), Field::Target);
        assert_eq!(sums.type_digit(7), Ok(true));
        assert_eq!(sums.target(), 7);
        for _ in 0..18 {
            sums.type_digit(9).expect("fits");
        }
        assert_eq!(sums.type_digit(9), Err(TooLarge));
    }

    #[test]
    fn numbers_are_added_deleted_and_moved() {
        let mut sums = Sums::new(vec![3, 34, 4], 9);
        sums.move_along(1);
        assert!(sums.add());
        assert_eq!(sums.numbers(), [3, 34, 0, 4]);
        assert_eq!(sums.field(), Field::Number(2));
        sums.type_digit(5).expect("fits");
        assert!(sums.shift(-1));
        assert_eq!(sums.numbers(), [3, 5, 34, 4]);
        assert_eq!(sums.field(), Field::Number(1));
        assert!(!sums.shift(-2));
        sums.move_along(10);
        assert_eq!(sums.field(), Field::Number(3));
        assert!(!sums.shift(1));
        assert!(sums.delete());
        assert_eq!(sums.numbers(), [3, 5, 34]);
        assert_eq!(sums.field(), Field::Number(2));
        for _ in 0..3 {
            assert!(sums.delete());
        }
        assert_eq!(sums.field(), Field::Target);
        assert!(!sums.delete());
    }

    #[test]
    fn the_problem_s_checks_say_what_is_wrong() {
        let sums = Sums::new(vec![3, 0, 4], 9);
        assert_eq!(sums.puzzle(), Err(SubsetSumError::ZeroNumber { index: 1 }));
        assert_eq!(
            Sums::new(vec![], 9).puzzle(),
            Err(SubsetSumError::NoNumbers)
        );
        assert_eq!(
            Sums::new(vec![1], 0).puzzle(),
            Err(SubsetSumError::ZeroTarget)
        );
        assert_eq!(
            Sums::new(vec![u64::MAX, 1], 3).puzzle(),
            Err(SubsetSumError::Overflow)
        );
        let mut long = Sums::new(vec![1; 60], 3);
        assert!(!long.add(), "60 numbers at most");
    }

    #[test]
    fn the_file_text_is_what_the_folder_reads() {
        let sums = Sums::new(vec![3, 34, 4, 12, 5, 2], 9);
        assert_eq!(
            sums.file_text(&["six numbers".to_string()]),
            "# six numbers\ntarget 9\nnumbers 3 34 4 12 5 2\n"
        );
    }
}
