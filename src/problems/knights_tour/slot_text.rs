//! How a breakpoint names a move of the tour: `moveK=SQUARE`, the square that gets the
//! number K, such as `move10=c3`.
//!
//! K is the number the board shows on the square, counted as the screen counts: from 1,
//! as books number a tour, the start being move 1 and the first jump move 2; from 0, the
//! start being move 0 and the K-th jump move K. The square is named as on a chessboard
//! (see [`Square`]), its rank from 1 whatever the count. The word `move` is English; a
//! [`Wording`] gives a screen's own for it (`步10=c3`).

use super::square::{files, split_name};
use super::{KnightsTourBoard, Square};
use crate::engine::{BoardPart, SlotError, Wording};
use crate::problems::slot_text::{Read, after_any, raw};

/// What a move's number names in an error: the move, as the tour numbers it.
const MOVE: BoardPart = BoardPart::new("move", "board-part-knight-move");

/// What a square's number names in an error: its rank, as a chessboard's rows are called.
const RANK: BoardPart = BoardPart::new("rank", "board-part-knight-rank");

/// What a square's letter names in an error: its file, as a chessboard's columns are
/// called.
const FILE: BoardPart = BoardPart::new("file", "board-part-knight-file");

/// The form as the help and the errors list it.
pub(super) const FORM: &str = "moveK=SQUARE";

/// `moveK=SQUARE` for the event that writes number `slot + 1` on the square of index
/// `choice`, K counted from `first`; the engine's own form for a slot or square the board
/// does not have.
pub(super) fn text(
    board: &KnightsTourBoard,
    slot: u16,
    choice: u8,
    first: u16,
    wording: &Wording,
) -> String {
    let k = usize::from(slot);
    match (1..board.squares()).contains(&k) {
        true => match Square::at(usize::from(choice), board.size()) {
            Some(square) => format!("{}{}={square}", wording.word("move"), slot + first),
            None => raw(slot, choice),
        },
        false => raw(slot, choice),
    }
}

/// Reads [`text`]'s form: `None` for a text that is not it, an error for a move or square
/// the board does not have.
pub(super) fn read(board: &KnightsTourBoard, text: &str, first: u16, wordings: &[Wording]) -> Read {
    let (number, square) = after_any(text, "move", wordings)?.split_once('=')?;
    let number: u64 = number.parse().ok()?;
    let (col, rank) = split_name(square)?;
    let n = board.size();
    let first = u64::from(first);
    let squares = board.squares() as u64;
    // The start is never placed, so the moves a breakpoint can stop at begin one later.
    let k = match number.checked_sub(first) {
        Some(k) if (1..squares).contains(&k) => k,
        _ => {
            return Some(Err(SlotError::Beyond {
                part: MOVE,
                number,
                first: first + 1,
                last: first + squares - 1,
            }));
        }
    };
    if col >= n {
        return Some(Err(SlotError::Unnamed {
            part: FILE,
            text: square[..1].to_string(),
            names: files(n).collect(),
        }));
    }
    let square = match usize::try_from(rank)
        .ok()
        .and_then(|rank| rank.checked_sub(1))
    {
        Some(row) if row < n => Square::new(row, col).expect("BUG: a row and column checked"),
        _ => {
            return Some(Err(SlotError::Beyond {
                part: RANK,
                number: rank,
                first: 1,
                last: n as u64,
            }));
        }
    };
    Some(Ok((k as u16, square.index(n) as u8)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Condition, Problem};
    use crate::problems::knights_tour::MoveOrder;

    fn board(n: usize) -> KnightsTourBoard {
        KnightsTourBoard::new(n, Square::CORNER, MoveOrder::Fixed).expect("a board")
    }

    fn read(board: &KnightsTourBoard, text: &str, first: u16) -> Result<Condition, String> {
        Condition::read(text, board, first).map_err(|error| error.to_string())
    }

    #[test]
    fn a_move_is_its_number_and_square_told_and_read_back() {
        let board = board(5);
        let c3 = Square::parse("c3", 5).expect("on the board");
        let place = Condition::Place {
            slot: 9,
            choice: c3.index(5) as u8,
        };
        assert_eq!(place.told(&board, 1), "move10=c3");
        assert_eq!(place.told(&board, 0), "move9=c3");
        assert_eq!(read(&board, "move10=c3", 1), Ok(place));
        assert_eq!(read(&board, " Move 10 = C3 ", 1), Ok(place));
        assert_eq!(read(&board, "move9=c3", 0), Ok(place));
        let chinese = Wording::new(vec![("move", "步")]);
        assert_eq!(place.told_in(&board, 1, &chinese), "步10=c3");
        assert_eq!(
            Condition::read_in("步１０＝c3", &board, 1, &[chinese]),
            Ok(place)
        );
        assert_eq!(KnightsTourBoard::SLOT_FORM, Some("moveK=SQUARE"));
    }

    #[test]
    fn moves_and_squares_the_board_has_not_are_named() {
        let board = board(5);
        assert_eq!(
            read(&board, "move1=c3", 1),
            Err("move 1 is beyond this board: it has 2 to 25".into())
        );
        assert_eq!(
            read(&board, "move25=c3", 0),
            Err("move 25 is beyond this board: it has 1 to 24".into())
        );
        assert_eq!(
            read(&board, "move3=f1", 1),
            Err("`f` is not a file of this board: a, b, c, d, e".into())
        );
        assert_eq!(
            read(&board, "move3=a6", 1),
            Err("rank 6 is beyond this board: it has 1 to 5".into())
        );
        // Not the form: read as the engine's forms.
        assert_eq!(read(&board, "depth=3", 1), Ok(Condition::Depth(3)));
        assert!(read(&board, "move3=3", 1).is_err_and(|e| e.contains("is not a condition")));
        assert_eq!(board.slot_text(30, 2, 1, &Wording::english()), "place 30:2");
        assert_eq!(board.slot_text(3, 25, 1, &Wording::english()), "place 3:25");
        assert_eq!(board.slot_text(0, 0, 1, &Wording::english()), "place 0:0");
    }
}
