//! A square of the board, named as a chessboard names it (`a1`, `c3`), and the knight's
//! eight moves from it.

use std::fmt;

/// The largest side a board may have: twelve files, `a` to `l`.
pub const MAX_SIDE: usize = 12;

/// The most squares a board may have, [`MAX_SIDE`] squared: a move number and a
/// square's index both fit a byte.
pub const MAX_SQUARES: usize = MAX_SIDE * MAX_SIDE;

/// The knight's eight moves as (ranks, files), in the order the fixed order tries them:
/// clockwise from two up and one right, on a board drawn with rank 1 at the bottom.
///
/// Two up and one right, one up and two right, one down and two right, two down and one
/// right, then the same four on the left going back up: the order of the classic
/// programs' `dx`/`dy` tables, so that a class can follow the search on a board of its
/// own. A move's place in this list is its direction, from 0 to 7.
pub const KNIGHT_MOVES: [(i8, i8); 8] = [
    (2, 1),
    (1, 2),
    (-1, 2),
    (-2, 1),
    (-2, -1),
    (-1, -2),
    (1, -2),
    (2, -1),
];

/// What a table of [`LANDINGS`] holds for a move off the board.
pub const OFF_BOARD: u8 = u8::MAX;

/// For each side `n` of a board, for each square's index on it and each direction: the
/// index of the square the knight lands on, or [`OFF_BOARD`].
///
/// Worked out once, when the program is built, so that the search looks a move up
/// instead of checking its bounds, and a board carries no table of its own to copy.
pub static LANDINGS: [[[u8; 8]; MAX_SQUARES]; MAX_SIDE + 1] = landings();

/// The tables of [`LANDINGS`].
const fn landings() -> [[[u8; 8]; MAX_SQUARES]; MAX_SIDE + 1] {
    let mut tables = [[[OFF_BOARD; 8]; MAX_SQUARES]; MAX_SIDE + 1];
    let mut n = 1;
    while n <= MAX_SIDE {
        let mut index = 0;
        while index < n * n {
            let (row, col) = ((index / n) as isize, (index % n) as isize);
            let mut direction = 0;
            while direction < 8 {
                let (ranks, files) = KNIGHT_MOVES[direction];
                let (to_row, to_col) = (row + ranks as isize, col + files as isize);
                let side = n as isize;
                if to_row >= 0 && to_row < side && to_col >= 0 && to_col < side {
                    tables[n][index][direction] = (to_row * side + to_col) as u8;
                }
                direction += 1;
            }
            index += 1;
        }
        n += 1;
    }
    tables
}

/// A square of an N×N board, by its row and column from 0: row 0 is rank 1, column 0 is
/// file `a`.
///
/// It is named as on a chessboard, a file letter then a rank number (`a1`, `c3`, `l12`),
/// because that is how a knight's tour is written in books and how a teacher points at a
/// square; the rank counts from 1 whatever the screen's numbering, as a chessboard's does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square {
    row: u8,
    col: u8,
}

impl Square {
    /// The corner `a1`, where a tour starts unless told otherwise.
    pub const CORNER: Square = Square { row: 0, col: 0 };

    /// The square of row `row` (rank `row + 1`) and column `col` (file `a` + `col`); `None`
    /// past the largest board.
    pub const fn new(row: usize, col: usize) -> Option<Square> {
        if row < MAX_SIDE && col < MAX_SIDE {
            Some(Square {
                row: row as u8,
                col: col as u8,
            })
        } else {
            None
        }
    }

    /// Its row from 0: rank 1 is row 0.
    pub const fn row(self) -> usize {
        self.row as usize
    }

    /// Its column from 0: file `a` is column 0.
    pub const fn col(self) -> usize {
        self.col as usize
    }

    /// Its file's letter, `a` to `l`.
    pub fn file(self) -> char {
        char::from(b'a' + self.col)
    }

    /// Its rank, from 1.
    pub const fn rank(self) -> usize {
        self.row as usize + 1
    }

    /// Whether it lies on an `n`×`n` board.
    pub const fn is_on(self, n: usize) -> bool {
        self.row() < n && self.col() < n
    }

    /// Its index on an `n`×`n` board, rank by rank from `a1`: `row * n + col`.
    pub const fn index(self, n: usize) -> usize {
        self.row() * n + self.col()
    }

    /// The square of index `index` on an `n`×`n` board, the inverse of
    /// [`index`](Square::index); `None` off the board.
    pub fn at(index: usize, n: usize) -> Option<Square> {
        match n {
            0 => None,
            _ if index < n * n => Square::new(index / n, index % n),
            _ => None,
        }
    }

    /// Where the knight lands from here by the move of direction `direction` (its place in
    /// [`KNIGHT_MOVES`]), if that is on an `n`×`n` board.
    #[inline]
    pub fn jump(self, direction: usize, n: usize) -> Option<Square> {
        let (ranks, files) = *KNIGHT_MOVES.get(direction)?;
        let row = self.row().checked_add_signed(isize::from(ranks))?;
        let col = self.col().checked_add_signed(isize::from(files))?;
        (row < n && col < n).then_some(Square {
            row: row as u8,
            col: col as u8,
        })
    }

    /// The square named `text` on an `n`×`n` board, as [`Display`](fmt::Display) writes
    /// it: a file letter (any case) then a rank, blanks around it ignored. `None` when it
    /// is not a square's name or the square is off the board.
    pub fn parse(text: &str, n: usize) -> Option<Square> {
        let (col, rank) = split_name(text.trim())?;
        let row = usize::try_from(rank).ok()?.checked_sub(1)?;
        Square::new(row, col).filter(|square| square.is_on(n))
    }
}

/// `c3`: the file's letter, then the rank.
impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.file(), self.rank())
    }
}

/// The file letters of an `n`×`n` board, `a` and on.
pub(crate) fn files(n: usize) -> impl Iterator<Item = String> + Clone {
    (b'a'..)
        .take(n.min(26))
        .map(|letter| char::from(letter).to_string())
}

/// The column (from 0) and rank (as written) of a square's name: one ASCII letter, any
/// case, then digits and nothing else; `None` for any other text. The board is not
/// looked at, so a caller can say which of the two is off it.
pub(crate) fn split_name(text: &str) -> Option<(usize, u64)> {
    let mut chars = text.chars();
    let letter = chars.next()?.to_ascii_lowercase();
    let rank = chars.as_str();
    if !letter.is_ascii_lowercase() || rank.is_empty() || !rank.bytes().all(|b| b.is_ascii_digit())
    {
        return None;
    }
    let col = usize::from(letter as u8 - b'a');
    Some((col, rank.parse().ok()?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back() {
        for n in 1..=MAX_SIDE {
            for index in 0..n * n {
                let square = Square::at(index, n).expect("on the board");
                assert_eq!(square.index(n), index);
                assert_eq!(Square::parse(&square.to_string(), n), Some(square));
            }
        }
        let c3 = Square::new(2, 2).expect("on a board");
        assert_eq!(c3.to_string(), "c3");
        assert_eq!(Square::parse(" C3 ", 5), Some(c3));
        assert_eq!(
            Square::parse("l12", 12).map(|s| s.to_string()),
            Some("l12".into())
        );
        assert_eq!(Square::CORNER.to_string(), "a1");
    }

    #[test]
    fn squares_off_the_board_or_badly_named_are_none() {
        for bad in [
            "f1", "a6", "a0", "", "3c", "c", "c-1", "c3x", "(2,2)", "é3", "c+3",
        ] {
            assert_eq!(Square::parse(bad, 5), None, "{bad}");
        }
        assert_eq!(Square::at(25, 5), None);
        assert_eq!(Square::at(0, 0), None);
        assert_eq!(Square::new(12, 0), None);
    }

    #[test]
    fn a_corner_has_two_moves_and_the_centre_eight() {
        let on_board = |square: Square, n| (0..8).filter_map(|d| square.jump(d, n)).count();
        assert_eq!(on_board(Square::CORNER, 8), 2);
        let d4 = Square::parse("d4", 8).expect("on the board");
        assert_eq!(on_board(d4, 8), 8);
        // Clockwise from two up and one right.
        let around: Vec<String> = (0..8)
            .filter_map(|d| d4.jump(d, 8))
            .map(|s| s.to_string())
            .collect();
        assert_eq!(around, ["e6", "f5", "f3", "e2", "c2", "b3", "b5", "c6"]);
        assert_eq!(d4.jump(8, 8), None);
    }

    #[test]
    fn the_table_of_landings_agrees_with_each_jump() {
        for (n, table) in LANDINGS.iter().enumerate() {
            for (index, landings) in table.iter().enumerate().take(n * n) {
                let square = Square::at(index, n).expect("on the board");
                for (direction, &landing) in landings.iter().enumerate() {
                    let jumped = square.jump(direction, n);
                    let expected = jumped.map_or(OFF_BOARD, |to| to.index(n) as u8);
                    assert_eq!(landing, expected, "{n} {square} {direction}");
                }
            }
            let past_the_board = table[n * n..].iter().flatten();
            assert!(past_the_board.into_iter().all(|&to| to == OFF_BOARD), "{n}");
        }
    }
}
