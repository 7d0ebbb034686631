//! Plain recursive solvers with the same pruning as the engine's problems, as a yardstick.
//!
//! They are written the way the tutorials write theirs: one recursive call per slot, flags
//! marked before the call and cleared after it. The flags are bit sets, as in seed 000,
//! so they differ from the engine in the recursion against the iterator's explicit stack
//! and events, and in how each keeps its flags. [`through_problem`] keeps the engine's.

use backtrack::engine::Problem;

/// What a run of a recursive solver counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Values put on the board by the search.
    pub placements: u64,
    /// Full boards reached.
    pub solutions: u64,
}

/// N-Queens by rows, with seed 000's column, `i + j` and `N + i - j` flags as bits.
struct Queens {
    n: usize,
    all: u64,
    columns: u64,
    sum_diagonals: u128,
    diff_diagonals: u128,
    tally: Tally,
}

impl Queens {
    fn trace(&mut self, row: usize) {
        if row == self.n {
            self.tally.solutions += 1;
            return;
        }
        let sums = (self.sum_diagonals >> row) as u64;
        let diffs = (self.diff_diagonals >> (self.n - 1 - row)) as u64;
        let mut free = self.all & !(self.columns | sums | diffs);
        while free != 0 {
            let col = free.trailing_zeros() as usize;
            free &= free - 1;
            self.toggle(row, col);
            self.tally.placements += 1;
            self.trace(row + 1);
            self.toggle(row, col);
        }
    }

    #[inline]
    fn toggle(&mut self, row: usize, col: usize) {
        self.columns ^= 1 << col;
        self.sum_diagonals ^= 1 << (row + col);
        self.diff_diagonals ^= 1 << (self.n - 1 + col - row);
    }
}

/// Every solution of `n` queens, `n` from 1 to 64, counted with the placements made.
pub fn queens(n: usize) -> Tally {
    assert!((1..=64).contains(&n), "BUG: queens need 1 to 64 rows");
    let mut queens = Queens {
        n,
        all: if n == 64 { u64::MAX } else { (1 << n) - 1 },
        columns: 0,
        sum_diagonals: 0,
        diff_diagonals: 0,
        tally: Tally::default(),
    };
    queens.trace(0);
    queens.tally
}

/// The values 1 to 9 as bits 1 to 9, as the board's sets keep them.
const ALL_DIGITS: u16 = 0b11_1111_1110;

/// A 9×9 sudoku with row, column and box sets, filled by seed 004's minimum remaining
/// values rule: the empty cell with the fewest candidates, first in row-major order.
struct Mrv {
    cells: [u8; 81],
    rows: [u16; 9],
    cols: [u16; 9],
    boxes: [u16; 9],
    tally: Tally,
}

impl Mrv {
    #[inline]
    fn candidates(&self, cell: usize) -> u16 {
        let (row, col) = (cell / 9, cell % 9);
        ALL_DIGITS & !(self.rows[row] | self.cols[col] | self.boxes[row / 3 * 3 + col / 3])
    }

    #[inline]
    fn toggle(&mut self, cell: usize, value: u8) {
        let (row, col) = (cell / 9, cell % 9);
        self.rows[row] ^= 1 << value;
        self.cols[col] ^= 1 << value;
        self.boxes[row / 3 * 3 + col / 3] ^= 1 << value;
    }

    /// The cell to fill next, or `None` when the board is full.
    fn decide(&self) -> Option<usize> {
        let mut best = None;
        let mut fewest = u32::MAX;
        for cell in 0..81 {
            if self.cells[cell] != 0 {
                continue;
            }
            let count = self.candidates(cell).count_ones();
            if count < fewest {
                fewest = count;
                best = Some(cell);
                if count == 0 {
                    break;
                }
            }
        }
        best
    }

    /// Fills the board; `true` once it is full, leaving the solution in place.
    fn solve(&mut self) -> bool {
        let Some(cell) = self.decide() else {
            self.tally.solutions += 1;
            return true;
        };
        let mut free = self.candidates(cell);
        while free != 0 {
            let value = free.trailing_zeros() as u8;
            free &= free - 1;
            self.cells[cell] = value;
            self.toggle(cell, value);
            self.tally.placements += 1;
            if self.solve() {
                return true;
            }
            self.cells[cell] = 0;
            self.toggle(cell, value);
        }
        false
    }
}

/// Solves a 9×9 sudoku given as 81 digits (0 for blank) up to its first solution; returns
/// the tally and the filled grid.
pub fn sudoku_mrv(givens: &[u8; 81]) -> (Tally, [u8; 81]) {
    let mut board = Mrv {
        cells: *givens,
        rows: [0; 9],
        cols: [0; 9],
        boxes: [0; 9],
        tally: Tally::default(),
    };
    for (cell, &value) in givens.iter().enumerate() {
        if value != 0 {
            board.toggle(cell, value);
        }
    }
    board.solve();
    (board.tally, board.cells)
}

/// Any [`Problem`] searched to its end by recursion over its own `branch`, `apply` and
/// `undo`: the engine's work without the engine, so that the difference from the
/// iterator is the cost of the explicit stack and the events alone.
pub fn through_problem<P: Problem>(problem: &mut P, tally: &mut Tally, limit: u64) -> bool {
    let Some(branch) = problem.branch() else {
        tally.solutions += 1;
        return tally.solutions == limit;
    };
    let mut untried = branch.choices;
    while let Some(choice) = untried.pop_first() {
        problem.apply(branch.slot, choice);
        tally.placements += 1;
        let stop = through_problem(problem, tally, limit);
        problem.undo(branch.slot, choice);
        if stop {
            return true;
        }
    }
    false
}
