//! How a breakpoint names a step of the rat's path: `stepK=DIR`, the K-th move made in
//! the direction DIR (`step3=down`).
//!
//! Steps count from 0 or 1 as the screen does; the direction is its name (`right`,
//! `down`, `left`, `up`) in English or in a screen's words, or its letter (`R`, `D`, `L`,
//! `U`) as a path's line writes it.

use super::{Direction, MazeBoard};
use crate::engine::{Problem, SlotError, Wording};
use crate::problems::slot_text::{POSITION, Read, VALUE, after_any, index, named, raw};

/// The form as the help and the errors list it.
pub(super) const FORM: &str = "stepK=DIR";

/// `stepK=DIR`: the move DIR made at step K, counted from `first`.
pub(super) fn step(
    board: &MazeBoard,
    slot: u16,
    choice: u8,
    first: u16,
    wording: &Wording,
) -> String {
    match Direction::from_choice(choice) {
        Some(direction) if usize::from(slot) < board.max_depth() => format!(
            "{}{}={}",
            wording.word("step"),
            u32::from(slot) + u32::from(first),
            wording.word(direction.name())
        ),
        _ => raw(slot, choice),
    }
}

/// Reads [`step`]'s form; `None` for a text that is not it.
pub(super) fn read_step(board: &MazeBoard, text: &str, first: u16, wordings: &[Wording]) -> Read {
    let (number, direction) = after_any(text, "step", wordings)?.split_once('=')?;
    let step = index(number, first, POSITION, board.max_depth())?;
    let by_name = Direction::ALL.into_iter().find(|d| {
        let letter = d.letter().to_string();
        letter.eq_ignore_ascii_case(direction)
            || (Wording::each(d.name(), wordings).iter())
                .any(|name| name.eq_ignore_ascii_case(direction))
    });
    Some((|| {
        let step = step?;
        let direction = match by_name {
            Some(direction) => direction,
            None => {
                // An error lists the moves in the screen's words.
                let shown = wordings.first().cloned().unwrap_or_default();
                let names = Direction::ALL.iter().map(|d| shown.word(d.name()));
                Direction::ALL[named(direction, VALUE, names)?]
            }
        };
        let slot = u16::try_from(step).expect("BUG: a step beyond the slots a path has");
        Ok::<_, SlotError>((slot, direction.choice()))
    })())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Condition;
    use crate::problems::maze::Maze;

    #[test]
    fn steps_are_read_and_told_in_the_boards_words() {
        let board = MazeBoard::new(Maze::open_grid(3).expect("a maze"));
        let place = |slot, choice| Ok(Condition::Place { slot, choice });
        let read =
            |text, first| Condition::read(text, &board, first).map_err(|error| error.to_string());
        assert_eq!(read("step3=down", 1), place(2, 1));
        assert_eq!(read(" Step 0 = U ", 0), place(0, 3));
        assert_eq!(read("step8=left", 1), place(7, 2));
        assert_eq!(board.slot_text(2, 1, 1, &Wording::english()), "step3=down");
        assert_eq!(board.slot_text(8, 1, 1, &Wording::english()), "place 8:1");
        assert_eq!(board.slot_text(2, 4, 1, &Wording::english()), "place 2:4");
        assert_eq!(
            read("step9=down", 1),
            Err("position 9 is beyond this board: it has 1 to 8".into())
        );
        assert_eq!(
            read("step2=north", 1),
            Err("`north` is not a value of this board: right, down, left, up".into())
        );
        assert_eq!(read("depth=2", 1), Ok(Condition::Depth(2)));
        let chinese = Wording::new(vec![("step", "步"), ("down", "下")]);
        assert_eq!(board.slot_text(0, 1, 1, &chinese), "步1=下");
        assert_eq!(
            Condition::read_in("步1＝下", &board, 1, &[chinese]).map_err(|e| e.to_string()),
            place(0, 1)
        );
    }
}
