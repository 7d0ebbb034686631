//! The pieces a problem builds its breakpoints' form of a slot from: a place's number
//! counted from 0 or 1, a word at the start, a name out of a list, and the engine's own
//! text for a slot or choice a board does not have.
//!
//! Each problem writes and reads its own form (such as `rowR=C` for a queen in row R at
//! column C) in a `slot_form.rs` of its folder, through
//! [`Problem::slot_text`](crate::engine::Problem::slot_text) and
//! [`Problem::read_slot`](crate::engine::Problem::read_slot). Rows, columns and positions
//! count from 0 or 1 as the screen does; values, numbers, regions and colours are what the
//! board shows.
//!
//! The words of a form (`row`, `cell`, the colours) are English in the code; a
//! [`Wording`] gives a screen's own for them (`行5=3`, `SA=红`): a form is read in any of
//! the wordings given, and English always, and told in one.

use crate::engine::{BoardPart, Condition, SlotError, Wording};

/// A board's row, counted from the top.
pub(crate) const ROW: BoardPart = BoardPart::new("row", "board-part-row");

/// A board's column, counted from the left.
pub(crate) const COLUMN: BoardPart = BoardPart::new("column", "board-part-column");

/// A place in a sequence, counted from its start: a permutation's position, a step of a
/// path.
pub(crate) const POSITION: BoardPart = BoardPart::new("position", "board-part-position");

/// A value put somewhere: a permutation's, a sudoku's digit.
pub(crate) const VALUE: BoardPart = BoardPart::new("value", "board-part-value");

/// A slot and choice read, or why the board has none such; `None` for another form.
pub(crate) type Read = Option<Result<(u16, u8), SlotError>>;

/// The engine's own text of `choice` in `slot`, for a slot or choice a board does not have.
pub(crate) fn raw(slot: u16, choice: u8) -> String {
    Condition::Place { slot, choice }.to_string()
}

/// What follows `word` at the start of `text`, any case; `None` when it does not start so.
pub(crate) fn after_word<'a>(text: &'a str, word: &str) -> Option<&'a str> {
    let head = text.get(..word.len())?;
    head.eq_ignore_ascii_case(word).then(|| &text[word.len()..])
}

/// What follows `english`, or its word in any of `wordings`, at the start of `text`.
pub(crate) fn after_any<'a>(
    text: &'a str,
    english: &'static str,
    wordings: &[Wording],
) -> Option<&'a str> {
    (Wording::each(english, wordings).into_iter()).find_map(|word| after_word(text, word))
}

/// The index from 0 of the `part` numbered `text`, counted from `first`, on a board with
/// `count` of them: `None` when `text` is not a number, an error when the board has no
/// such place.
pub(crate) fn index(
    text: &str,
    first: u16,
    part: BoardPart,
    count: usize,
) -> Option<Result<usize, SlotError>> {
    let number: u64 = text.parse().ok()?;
    let first = u64::from(first);
    let count = count as u64;
    Some(match number.checked_sub(first) {
        Some(index) if index < count => Ok(index as usize),
        _ => Err(SlotError::Beyond {
            part,
            number,
            first,
            last: first + count.saturating_sub(1),
        }),
    })
}

/// The place of `text` among `names`, any case, or the error that lists them as a
/// `part`.
pub(crate) fn named<'a>(
    text: &str,
    part: BoardPart,
    names: impl Iterator<Item = &'a str> + Clone,
) -> Result<usize, SlotError> {
    names
        .clone()
        .position(|name| name.eq_ignore_ascii_case(text))
        .ok_or_else(|| SlotError::Unnamed {
            part,
            text: text.to_string(),
            names: names.map(str::to_string).collect(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_counted_from_one_is_checked_against_the_board() {
        assert_eq!(index("5", 1, ROW, 8), Some(Ok(4)));
        assert_eq!(index("0", 0, ROW, 8), Some(Ok(0)));
        assert_eq!(index("x", 0, ROW, 8), None);
        let beyond = index("9", 1, ROW, 8).and_then(Result::err);
        assert_eq!(
            beyond.map(|error| error.to_string()).as_deref(),
            Some("row 9 is beyond this board: it has 1 to 8")
        );
        assert!(index("0", 1, ROW, 8).is_some_and(|read| read.is_err()));
        assert_eq!(after_word("ROW5=3", "row"), Some("5=3"));
        assert_eq!(after_word("ro", "row"), None);
    }
}
