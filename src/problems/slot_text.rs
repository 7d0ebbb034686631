//! How each problem names a slot and a choice in a breakpoint's text, as its board is
//! labelled, and the pieces they share: a place's number counted from 0 or 1, a word at
//! the start, a name out of a list.
//!
//! | problem         | form           | stops where                                    |
//! |-----------------|----------------|------------------------------------------------|
//! | queens          | `rowR=C`       | a queen goes into row R at column C            |
//! | sudoku          | `cell(R,C)=V`  | the value V goes into the cell of row R, col C |
//! | permutations    | `posP=V`       | the value V goes into position P               |
//! | subset sum      | `take X`       | the number X is taken (`skip X`: left out)     |
//! | graph colouring | `REGION=COLOUR`| the region is painted that colour              |
//!
//! Rows, columns and positions count from 0 or 1 as the screen does; values, numbers,
//! regions and colours are what the board shows. A number that is in the list more than
//! once is named with its turn, `take 3#2` for the second 3.
//!
//! The words (`row`, `cell`, `pos`, `take`, `skip`, the colours) are English here; a
//! [`Wording`] gives a screen's own for them (`行5=3`, `SA=红`): a form is read in any of
//! the wordings given, and English always, and told in one.

use super::graph_colouring::colour_name;
use super::subset_sum::{SKIP, TAKE};
use super::{ColouringBoard, Permutations, QueensBoard, Shape, SubsetSum, SudokuBoard};
use crate::engine::{BoardPart, Condition, SlotError, Wording};

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

/// `rowR=C`: a queen in row R at column C.
pub(crate) fn queen(
    board: &QueensBoard,
    slot: u16,
    choice: u8,
    first: u16,
    wording: &Wording,
) -> String {
    let n = board.size();
    match usize::from(slot) < n && usize::from(choice) < n {
        true => format!(
            "{}{}={}",
            wording.word("row"),
            slot + first,
            u16::from(choice) + first
        ),
        false => raw(slot, choice),
    }
}

/// Reads [`queen`]'s form.
pub(crate) fn read_queen(
    board: &QueensBoard,
    text: &str,
    first: u16,
    wordings: &[Wording],
) -> Read {
    let (row, column) = after_any(text, "row", wordings)?.split_once('=')?;
    let n = board.size();
    let (row, column) = (
        index(row, first, BoardPart::Row, n)?,
        index(column, first, BoardPart::Column, n)?,
    );
    Some(row.and_then(|row| Ok((row as u16, column? as u8))))
}

/// `cell(R,C)=V`: the value V, as the board writes it, in the cell of row R and column C.
pub(crate) fn cell(
    board: &SudokuBoard,
    slot: u16,
    choice: u8,
    first: u16,
    wording: &Wording,
) -> String {
    let n = board.shape().side();
    let cell = usize::from(slot);
    match cell < n * n && (1..=n).contains(&usize::from(choice)) {
        true => format!(
            "{}({},{})={}",
            wording.word("cell"),
            cell / n + usize::from(first),
            cell % n + usize::from(first),
            Shape::symbol(choice)
        ),
        false => raw(slot, choice),
    }
}

/// Reads [`cell`]'s form; the value as a number or as the board's symbol.
pub(crate) fn read_cell(board: &SudokuBoard, text: &str, first: u16, wordings: &[Wording]) -> Read {
    let rest = after_any(text, "cell", wordings)?.strip_prefix('(')?;
    let (place, value) = rest.split_once(")=")?;
    let (row, column) = place.split_once(',')?;
    let n = board.shape().side();
    let (row, column) = (
        index(row, first, BoardPart::Row, n)?,
        index(column, first, BoardPart::Column, n)?,
    );
    let mut symbols = value.chars();
    let value = match (value.parse::<u64>(), symbols.next(), symbols.next()) {
        (Ok(number), _, _) => number,
        (Err(_), Some(symbol), None) => u64::from(Shape::value_of(symbol)?),
        _ => return None,
    };
    let value = index(&value.to_string(), 1, BoardPart::Value, n)?;
    Some((|| Ok(((row? * n + column?) as u16, value? as u8 + 1)))())
}

/// `posP=V`: the value V in position P.
pub(crate) fn position(
    board: &Permutations,
    slot: u16,
    choice: u8,
    first: u16,
    wording: &Wording,
) -> String {
    let n = board.size();
    match usize::from(slot) < n && (1..=n).contains(&usize::from(choice)) {
        true => format!("{}{}={choice}", wording.word("pos"), slot + first),
        false => raw(slot, choice),
    }
}

/// Reads [`position`]'s form.
pub(crate) fn read_position(
    board: &Permutations,
    text: &str,
    first: u16,
    wordings: &[Wording],
) -> Read {
    let (position, value) = after_any(text, "pos", wordings)?.split_once('=')?;
    let n = board.size();
    let (position, value) = (
        index(position, first, BoardPart::Position, n)?,
        index(value, 1, BoardPart::Value, n)?,
    );
    Some((|| Ok((position? as u16, value? as u8 + 1)))())
}

/// `take X` or `skip X`: the number X taken or left out; `X#K` for its K-th turn in the
/// list when it is there more than once.
pub(crate) fn take(sum: &SubsetSum, slot: u16, choice: u8, wording: &Wording) -> String {
    let numbers = sum.numbers();
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

/// Reads [`take`]'s form.
pub(crate) fn read_take(sum: &SubsetSum, text: &str, wordings: &[Wording]) -> Read {
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
    let numbers = sum.numbers();
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
            part: BoardPart::Number,
            text,
            names: numbers.iter().map(u64::to_string).collect(),
        }
    }))
}

/// `REGION=COLOUR`: the region, by its name in the map, painted the colour of that name.
pub(crate) fn paint(board: &ColouringBoard, slot: u16, choice: u8, wording: &Wording) -> String {
    let regions = board.map().regions();
    match (
        regions.get(usize::from(slot)),
        usize::from(choice) < board.colours(),
    ) {
        (Some(region), true) => {
            format!("{}={}", region.name, wording.word(colour_name(choice)))
        }
        _ => raw(slot, choice),
    }
}

/// Reads [`paint`]'s form: a text whose left side is a region, or no word of the
/// engine's own forms.
pub(crate) fn read_paint(board: &ColouringBoard, text: &str, wordings: &[Wording]) -> Read {
    let (region, colour) = text.split_once('=')?;
    let regions = board.map().regions();
    let names = regions.iter().map(|region| region.name.as_str());
    let is_region = |text: &str| names.clone().any(|name| name.eq_ignore_ascii_case(text));
    // `region SA=red`, the region named as such, is `SA=red`.
    let region = match after_any(region, "region", wordings) {
        Some(named) if !is_region(region) && is_region(named) => named,
        _ => region,
    };
    let is_region = is_region(region);
    let engines = ["depth", "placement", "unwind>"];
    if !is_region && engines.iter().any(|word| word.eq_ignore_ascii_case(region)) {
        return None;
    }
    // A colour by its name in any language; an error lists them in the first's.
    let shown = wordings.first().cloned().unwrap_or_default();
    let colours = (0..board.colours() as u8).map(|c| shown.word(colour_name(c)));
    let by_name = (0..board.colours() as u8).position(|c| {
        (Wording::each(colour_name(c), wordings).iter())
            .any(|name| name.eq_ignore_ascii_case(colour))
    });
    Some((|| {
        let region = named(region, BoardPart::Region, names)?;
        let colour = match by_name {
            Some(colour) => colour,
            None => named(colour, BoardPart::Colour, colours)?,
        };
        Ok((region as u16, colour as u8))
    })())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Problem;

    #[test]
    fn a_number_counted_from_one_is_checked_against_the_board() {
        assert_eq!(index("5", 1, BoardPart::Row, 8), Some(Ok(4)));
        assert_eq!(index("0", 0, BoardPart::Row, 8), Some(Ok(0)));
        assert_eq!(index("x", 0, BoardPart::Row, 8), None);
        let beyond = index("9", 1, BoardPart::Row, 8).and_then(Result::err);
        assert_eq!(
            beyond.map(|error| error.to_string()).as_deref(),
            Some("row 9 is beyond this board: it has 1 to 8")
        );
        assert!(index("0", 1, BoardPart::Row, 8).is_some_and(|read| read.is_err()));
        assert_eq!(after_word("ROW5=3", "row"), Some("5=3"));
        assert_eq!(after_word("ro", "row"), None);
    }

    /// What `text` reads as on `problem`, counted from `first`.
    fn read<P: Problem>(problem: &P, text: &str, first: u16) -> Result<Condition, String> {
        Condition::read(text, problem, first).map_err(|error| error.to_string())
    }

    #[test]
    fn each_problem_reads_its_own_form() {
        let queens = QueensBoard::new(8).expect("a size");
        let place = |slot, choice| Ok(Condition::Place { slot, choice });
        assert_eq!(read(&queens, "row5=3", 1), place(4, 2));
        assert_eq!(read(&queens, " Row 5 = 3 ", 0), place(5, 3));
        assert_eq!(queens.slot_text(4, 2, 1, &Wording::english()), "row5=3");
        assert_eq!(
            read(&queens, "row9=3", 1),
            Err("row 9 is beyond this board: it has 1 to 8".into())
        );
        assert_eq!(queens.slot_text(9, 2, 1, &Wording::english()), "place 9:2");
        let sudoku = SudokuBoard::new(
            Shape::for_side(4).expect("a shape"),
            &[0; 16],
            crate::problems::CellOrder::Row,
        )
        .expect("a board");
        assert_eq!(read(&sudoku, "cell(4,4)=3", 1), place(15, 3));
        assert_eq!(
            sudoku.slot_text(15, 3, 0, &Wording::english()),
            "cell(3,3)=3"
        );
        assert!(read(&sudoku, "cell(4,4)=7", 1).is_err_and(|e| e.starts_with("value 7")));
        let arrange = Permutations::new(4).expect("a size");
        assert_eq!(read(&arrange, "pos3=2", 1), place(2, 2));
        assert_eq!(arrange.slot_text(2, 2, 0, &Wording::english()), "pos2=2");
        let sum = SubsetSum::new(&[3, 7, 3], 10).expect("a sum");
        assert_eq!(read(&sum, "take 7", 0), place(1, TAKE));
        assert_eq!(read(&sum, "skip 3#2", 0), place(2, SKIP));
        assert_eq!(sum.slot_text(0, TAKE, 1, &Wording::english()), "take 3#1");
        assert_eq!(
            read(&sum, "take 5", 0),
            Err("`5` is not a number of this board: 3, 7, 3".into())
        );
        assert_eq!(read(&sum, "depth=2", 0), Ok(Condition::Depth(2)));
    }
}
