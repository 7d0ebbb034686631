//! Plain recursive solvers with the same pruning as the engine's problems, as a yardstick.
//!
//! They are written the way the tutorials write theirs: one recursive call per slot, flags
//! marked before the call and cleared after it. The flags are bit sets, as in seed 000,
//! so they differ from the engine in the recursion against the iterator's explicit stack
//! and events, and in how each keeps its flags. [`through_problem`] keeps the engine's.

use std::hint::black_box;

use backtrack::engine::Problem;

/// What a run of a recursive solver counted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Values put on the board by the search.
    pub placements: u64,
    /// Full boards reached.
    pub solutions: u64,
}

/// N-Queens by rows as a bitmask recursion: the candidates of a row are one bit set, the
/// columns and the two diagonals the queens above attack, the diagonals shifted one column
/// a row as they go down. The columns are tried left to right, as the engine tries them.
struct Queens {
    all: u64,
    tally: Tally,
}

impl Queens {
    fn trace(&mut self, columns: u64, rising: u64, falling: u64) {
        if columns == self.all {
            self.tally.solutions += 1;
            return;
        }
        let mut free = self.all & !(columns | rising | falling);
        while free != 0 {
            let bit = free & free.wrapping_neg();
            free ^= bit;
            self.tally.placements += 1;
            self.trace(columns | bit, (rising | bit) >> 1, (falling | bit) << 1);
        }
    }
}

/// Every solution of `n` queens, `n` from 1 to 64, counted with the placements made.
pub fn queens(n: usize) -> Tally {
    assert!((1..=64).contains(&n), "BUG: queens need 1 to 64 rows");
    let mut queens = Queens {
        all: if n == 64 { u64::MAX } else { (1 << n) - 1 },
        tally: Tally::default(),
    };
    queens.trace(0, 0, 0);
    queens.tally
}

/// Subset sum by take-or-skip, with the engine's three tests before each branch: give up
/// when the numbers left cannot reach the target, take only when the sum stays within it,
/// skip only when the numbers after this one can still reach it.
struct SubsetSum<'a> {
    numbers: &'a [u64],
    /// `rest[i]`: the sum of the numbers from `i` on.
    rest: Vec<u64>,
    target: u64,
    taken: u64,
    tally: Tally,
}

impl SubsetSum<'_> {
    fn decide(&mut self, i: usize, sum: u64) {
        if i == self.numbers.len() {
            black_box(self.taken);
            self.tally.solutions += 1;
            return;
        }
        if sum + self.rest[i] < self.target {
            return;
        }
        let number = self.numbers[i];
        if sum + number <= self.target {
            self.tally.placements += 1;
            self.taken |= 1 << i;
            self.decide(i + 1, sum + number);
            self.taken &= !(1 << i);
        }
        if sum + self.rest[i + 1] >= self.target {
            self.tally.placements += 1;
            self.decide(i + 1, sum);
        }
    }
}

/// Every subset of `numbers` (positive, at most 64 of them) that adds up to `target`,
/// counted with the decisions made.
pub fn subset_sum(numbers: &[u64], target: u64) -> Tally {
    assert!(
        numbers.len() <= 64,
        "BUG: the taken numbers are the bits of a u64"
    );
    let mut rest = vec![0; numbers.len() + 1];
    for i in (0..numbers.len()).rev() {
        rest[i] = rest[i + 1] + numbers[i];
    }
    let mut search = SubsetSum {
        numbers,
        rest,
        target,
        taken: 0,
        tally: Tally::default(),
    };
    search.decide(0, 0);
    search.tally
}

/// The arrangements of 1..=n, position by position, the values in use as one bit set.
struct Arrangements {
    n: usize,
    all: u64,
    values: [u8; 64],
    tally: Tally,
}

impl Arrangements {
    fn arrange(&mut self, position: usize, used: u64) {
        if position == self.n {
            self.tally.solutions += 1;
            return;
        }
        let mut free = self.all & !used;
        while free != 0 {
            let value = free.trailing_zeros();
            free &= free - 1;
            self.values[position] = value as u8;
            self.tally.placements += 1;
            self.arrange(position + 1, used | 1 << value);
        }
    }
}

/// Every arrangement of 1..=`n`, `n` from 1 to 62, counted with the values placed.
pub fn permutations(n: usize) -> Tally {
    assert!(
        (1..=62).contains(&n),
        "BUG: permutations need 1 to 62 values"
    );
    let mut arrangements = Arrangements {
        n,
        all: ((1 << (n + 1)) - 1) & !1,
        values: [0; 64],
        tally: Tally::default(),
    };
    arrangements.arrange(0, 0);
    black_box(&arrangements.values);
    arrangements.tally
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
