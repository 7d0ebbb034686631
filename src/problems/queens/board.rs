//! The N-Queens board a search fills in place, one queen a row, and what it answers about
//! the queens placed.

use crate::engine::{Branch, Choices, Problem};

/// The largest board: columns are the bits of one `u64`.
pub const MAX_QUEENS: usize = 64;

/// The squares of one row attacked by the queens above it, as bit sets over its columns.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Attacks {
    /// Columns holding a queen.
    columns: u64,
    /// Columns on a ↗ diagonal (`i + j` constant) holding a queen.
    rising: u64,
    /// Columns on a ↘ diagonal (`i - j` constant) holding a queen.
    falling: u64,
}

impl Attacks {
    /// The attacks on the row below once a queen stands in `column` of this one: the
    /// ↗ diagonals move one column left, the ↘ diagonals one column right.
    #[inline]
    fn below(self, column: u8) -> Attacks {
        let bit = 1u64 << column;
        Attacks {
            columns: self.columns | bit,
            rising: (self.rising | bit) >> 1,
            falling: (self.falling | bit) << 1,
        }
    }

    #[inline]
    fn all(self) -> u64 {
        self.columns | self.rising | self.falling
    }
}

/// An N×N board filled with one queen a row, top to bottom, columns tried left to right.
///
/// It answers the tutorials' questions, one flag per column and per diagonal (seed 000's
/// `isCol`, `isBia1[i+j]` and `isBia2[N+i-j]`), but keeps what the search needs in the
/// form that costs least: for each row down to the next one to fill, the columns the
/// queens above attack, with the diagonals already shifted onto that row. Placing a queen
/// derives the next row's attacks from the current row's in three bit operations, and
/// taking it back only forgets them, as a recursive solver's call stack does.
#[derive(Clone, Debug)]
pub struct QueensBoard {
    n: u8,
    rows_filled: u8,
    all: u64,
    queens: [u8; MAX_QUEENS],
    /// Kept inline rather than boxed: a write to a row's attacks then provably leaves
    /// the other fields alone, and a search can hold them in registers.
    attacks: [Attacks; MAX_QUEENS + 1],
}

impl QueensBoard {
    /// An empty `n`×`n` board; `n` must be from 1 to 64.
    pub fn new(n: usize) -> Option<Self> {
        (1..=MAX_QUEENS).contains(&n).then(|| QueensBoard {
            n: n as u8,
            rows_filled: 0,
            all: if n == MAX_QUEENS {
                u64::MAX
            } else {
                (1 << n) - 1
            },
            queens: [0; MAX_QUEENS],
            attacks: [Attacks::default(); MAX_QUEENS + 1],
        })
    }

    /// An `n`×`n` board whose first rows already hold queens, `columns[r]` in row `r`:
    /// a search of it starts on the first row left empty, as a class's search does
    /// from the queens it has placed by hand.
    ///
    /// `None` when `n` is not a size, a column is off the board, there are more rows
    /// than the board has, or two of the queens attack each other (a search needs the
    /// rows it is given to be safe). With no column given it is [`QueensBoard::new`].
    pub fn with_rows(n: usize, columns: &[usize]) -> Option<Self> {
        let mut board = QueensBoard::new(n)?;
        if columns.len() > n {
            return None;
        }
        for (row, &col) in columns.iter().enumerate() {
            if !board.free_in_next_row().contains(u8::try_from(col).ok()?) {
                return None;
            }
            board.apply(row as u16, col as u8);
        }
        Some(board)
    }

    /// The side of the board.
    pub fn size(&self) -> usize {
        self.n as usize
    }

    /// How many rows have a queen, from the top.
    pub fn rows_filled(&self) -> usize {
        self.rows_filled as usize
    }

    /// The column of the queen in `row`, if that row has one.
    pub fn queen_in_row(&self, row: usize) -> Option<usize> {
        (row < self.rows_filled()).then(|| self.queens[row] as usize)
    }

    /// The queens' columns, row by row, for the rows filled so far.
    pub fn queens(&self) -> &[u8] {
        &self.queens[..self.rows_filled()]
    }

    /// Whether column `col` holds a queen (seed 000's `isCol[col]`).
    pub fn column_taken(&self, col: usize) -> bool {
        col < MAX_QUEENS && self.next_row_attacks().columns >> col & 1 == 1
    }

    /// Whether the ↗ diagonal with `row + col == sum` holds a queen (seed 000's `isBia1`),
    /// for `sum` from 0 to `2N - 2`.
    pub fn sum_diagonal_taken(&self, sum: usize) -> bool {
        self.queens()
            .iter()
            .enumerate()
            .any(|(row, &col)| row + col as usize == sum)
    }

    /// Whether the ↘ diagonal with `N + row - col == index` holds a queen (seed 000's
    /// `isBia2[N+i-j]`), for `index` from 1 to `2N - 1`.
    pub fn diff_diagonal_taken(&self, index: usize) -> bool {
        let n = self.size();
        self.queens()
            .iter()
            .enumerate()
            .any(|(row, &col)| n + row == index + col as usize)
    }

    /// The columns of `row` that no queen attacks, counting queens in every row; empty
    /// for a row past the board.
    pub fn free_columns(&self, row: usize) -> Choices {
        if row >= self.size() {
            return Choices::EMPTY;
        }
        if row == self.rows_filled() {
            return self.free_in_next_row();
        }
        let attacked = self
            .queens()
            .iter()
            .enumerate()
            .fold(0u64, |attacked, (r, &c)| {
                let c = c as usize;
                // Where the queen's column and diagonals cross `row`, if on the board.
                let crossings = [Some(c), (r + c).checked_sub(row), (c + row).checked_sub(r)];
                crossings
                    .into_iter()
                    .flatten()
                    .filter(|&col| col < MAX_QUEENS)
                    .fold(attacked, |attacked, col| attacked | 1 << col)
            });
        Choices::from_bits(self.all & !attacked)
    }

    /// Whether the queen just taken off row `slot`, column `choice`, had left the row below
    /// it no free square: the dead end seed 000 draws, that row refused everywhere under
    /// the queen still standing, before the search goes back.
    pub fn dead_end_below(&self, slot: u16, choice: u8) -> bool {
        let row = usize::from(slot);
        if self.rows_filled() != row || row + 1 >= self.size() {
            return false;
        }
        let mut before = self.clone();
        before.apply(slot, choice);
        before.free_in_next_row().is_empty()
    }

    #[inline]
    fn next_row_attacks(&self) -> Attacks {
        self.attacks[self.rows_filled()]
    }

    #[inline]
    fn free_in_next_row(&self) -> Choices {
        Choices::from_bits(self.all & !self.next_row_attacks().all())
    }
}

/// Two boards are equal when they have the same size and the same queens; what an
/// undone row used to hold does not count.
impl PartialEq for QueensBoard {
    fn eq(&self, other: &Self) -> bool {
        self.n == other.n && self.queens() == other.queens()
    }
}

impl Eq for QueensBoard {}

impl Problem for QueensBoard {
    #[inline]
    fn branch(&self) -> Option<Branch> {
        let row = self.rows_filled();
        (row < self.size()).then(|| Branch {
            slot: row as u16,
            choices: self.free_in_next_row(),
        })
    }

    #[inline]
    fn apply(&mut self, slot: u16, choice: u8) {
        debug_assert_eq!(slot as usize, self.rows_filled());
        // The slot is the row; using it rather than `rows_filled` lets a search that
        // inlines this see that `branch` reads back the attacks just written.
        let row = slot as usize % MAX_QUEENS;
        self.queens[row] = choice;
        self.attacks[row + 1] = self.attacks[row].below(choice);
        self.rows_filled = row as u8 + 1;
    }

    #[inline]
    fn undo(&mut self, slot: u16, choice: u8) {
        debug_assert_eq!(slot as usize + 1, self.rows_filled());
        debug_assert_eq!(self.queens[slot as usize], choice);
        self.rows_filled = slot as u8;
    }

    fn max_depth(&self) -> usize {
        self.size()
    }

    fn choice_range(&self, _slot: u16) -> Choices {
        Choices::from_bits((1u64 << self.size()) - 1)
    }

    fn slot_text(
        &self,
        slot: u16,
        choice: u8,
        first: u16,
        wording: &crate::engine::Wording,
    ) -> String {
        self.row_text(slot, choice, first, wording)
    }

    fn read_slot(
        &self,
        text: &str,
        first: u16,
        wordings: &[crate::engine::Wording],
    ) -> crate::problems::slot_text::Read {
        self.read_row(text, first, wordings)
    }

    const SLOT_FORM: Option<&'static str> = Some(Self::FORM);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Event, Search, StopAfter};
    use crate::problems::Notation;

    fn count(n: usize) -> (u64, u64) {
        let mut search = Search::new(QueensBoard::new(n).unwrap(), StopAfter::Exhaustion);
        search.by_ref().for_each(drop);
        (search.counters().solutions, search.counters().placements)
    }

    #[test]
    fn oeis_a000170_up_to_twelve() {
        let expected = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200];
        for (n, &solutions) in (1..).zip(expected.iter()) {
            assert_eq!(count(n).0, solutions, "N = {n}");
        }
    }

    #[test]
    fn eight_queens_places_2056_queens() {
        assert_eq!(count(8), (92, 2056));
    }

    #[test]
    fn four_queens_first_solution_is_2_4_1_3() {
        let mut search = Search::new(QueensBoard::new(4).unwrap(), StopAfter::First);
        let events: Vec<Event> = search.by_ref().collect();
        assert_eq!(events.last(), Some(&Event::Solution));
        assert_eq!(search.problem().queens(), &[1, 3, 0, 2]);
    }

    #[test]
    fn flags_follow_the_seed_indices() {
        let mut board = QueensBoard::new(4).unwrap();
        board.apply(0, 1); // (1,2) in the seed's 1-based terms
        assert!(board.column_taken(1));
        assert!(board.sum_diagonal_taken(1));
        assert!(board.diff_diagonal_taken(4 - 1));
        assert_eq!(board.free_columns(1).bits(), 0b1000);
        board.undo(0, 1);
        assert_eq!(board, QueensBoard::new(4).unwrap());
    }

    #[test]
    fn twenty_queens_first_solution_is_valid() {
        let mut search = Search::new(QueensBoard::new(20).unwrap(), StopAfter::First);
        assert!(search.by_ref().any(|e| e == Event::Solution));
        let queens = search.problem().queens();
        assert_eq!(queens.len(), 20);
        for (r1, &c1) in queens.iter().enumerate() {
            for (r2, &c2) in queens.iter().enumerate().skip(r1 + 1) {
                assert_ne!(c1, c2);
                assert_ne!(r2 - r1, (c1 as isize - c2 as isize).unsigned_abs());
            }
        }
    }

    #[test]
    fn sixty_four_queens_use_every_bit() {
        let mut board = QueensBoard::new(64).unwrap();
        assert_eq!(board.free_columns(0).len(), 64);
        board.apply(0, 63);
        assert!(board.column_taken(63) && board.sum_diagonal_taken(63));
        assert!(board.diff_diagonal_taken(1), "N + 0 - 63 = 1");
        let row1 = board.free_columns(1);
        assert_eq!(row1.len(), 62);
        assert!(!row1.contains(63) && !row1.contains(62) && row1.contains(61));
        board.apply(1, 0);
        assert!(board.diff_diagonal_taken(65), "N + 1 - 0 = 65");
        board.undo(1, 0);
        board.undo(0, 63);
        assert_eq!(board, QueensBoard::new(64).unwrap());
        assert!(QueensBoard::new(0).is_none() && QueensBoard::new(65).is_none());
    }

    #[test]
    fn four_queens_are_written_as_the_seeds_write_them() {
        let mut search = Search::new(QueensBoard::new(4).unwrap(), StopAfter::First);
        assert!(search.by_ref().any(|e| e == Event::Solution));
        let board = search.problem();
        assert_eq!(board.line(), "2 4 1 3");
        assert_eq!(board.board(), "- Q - -\n- - - Q\nQ - - -\n- - Q -\n");
        assert_eq!(board.trace_args(2, 0), "2 0");
    }
}
