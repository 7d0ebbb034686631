//! Choosing the next cell by "minimum remaining values" without looking at each cell.
//!
//! Seed 004's `DecideNextPlace` counts the candidates of every empty cell and keeps the
//! first with the fewest. Here the same choice comes from bit boards: for each value, the
//! cells whose row, column and box do not hold it yet, 64 cells a word. Adding those
//! boards up bit-sliced gives, for 64 cells at once, whether each has no candidate, one,
//! two, or more; the first cell of the lowest such class is the cell seed 004 picks.

use std::sync::{Arc, OnceLock};

use super::shape::MAX_SIDE;

use super::Shape;
use super::shape::{PerSide, per_side};

/// Each side's peers, built once.
static PEERS: PerSide<Peers> = [const { OnceLock::new() }; MAX_SIDE + 1];

/// The largest board has 625 cells: ten words of 64.
const MAX_WORDS: usize = 10;

/// What never changes for a shape: each cell's peers (the other cells of its row, column
/// and box) as a bit board. Shared between a board and its copies.
#[derive(Debug, PartialEq, Eq)]
struct Peers {
    words: usize,
    /// `words` words a cell.
    masks: Vec<u64>,
}

impl Peers {
    fn new(shape: Shape) -> Peers {
        let n = shape.side();
        let words = shape.cells().div_ceil(64);
        let (box_rows, box_cols) = (shape.box_rows(), shape.box_cols());
        let mut masks = vec![0; shape.cells() * words];
        for cell in 0..shape.cells() {
            let (row, col) = (cell / n, cell % n);
            let (top, left) = (row / box_rows * box_rows, col / box_cols * box_cols);
            let mask = &mut masks[cell * words..][..words];
            for i in 0..n {
                let in_box = (top + i / box_cols) * n + left + i % box_cols;
                for other in [row * n + i, i * n + col, in_box] {
                    mask[other / 64] |= 1 << (other % 64);
                }
            }
            mask[cell / 64] &= !(1 << (cell % 64));
        }
        Peers { words, masks }
    }

    #[inline]
    fn of(&self, cell: usize) -> &[u64] {
        &self.masks[cell * self.words..][..self.words]
    }
}

/// The bit boards MRV chooses from, kept up to date as values are placed and taken back.
#[derive(Debug, PartialEq, Eq)]
pub struct MrvCells {
    side: usize,
    words: usize,
    peers: Arc<Peers>,
    /// The empty cells.
    open: Vec<u64>,
    /// For word `w` and value `v`, at `w * (side + 1) + v`: the cells of that word whose
    /// row, column and box do not hold `v`.
    allowed: Vec<u64>,
    /// For each value in place, innermost last, its board's words before it was placed.
    saved: Vec<u64>,
}

impl Clone for MrvCells {
    fn clone(&self) -> Self {
        // A copy goes on the way from where its original stood, so it keeps the room
        // to place every blank without growing.
        let mut saved = Vec::with_capacity(self.saved.capacity());
        saved.extend_from_slice(&self.saved);
        MrvCells {
            side: self.side,
            words: self.words,
            peers: Arc::clone(&self.peers),
            open: self.open.clone(),
            allowed: self.allowed.clone(),
            saved,
        }
    }

    fn clone_from(&mut self, source: &Self) {
        self.side = source.side;
        self.words = source.words;
        self.peers = Arc::clone(&source.peers);
        self.open.clone_from(&source.open);
        self.allowed.clone_from(&source.allowed);
        self.saved.clone_from(&source.saved);
    }
}

impl MrvCells {
    /// The boards of a grid of `shape` whose cells hold `cells` (0 for empty), where
    /// `candidates(cell)` gives each cell's candidates as bits 1 to n.
    pub fn new(shape: Shape, cells: &[u8], candidates: impl Fn(usize) -> u32) -> MrvCells {
        let side = shape.side();
        let words = shape.cells().div_ceil(64);
        let mut open = vec![0; words];
        let mut allowed = vec![0; words * (side + 1)];
        for (cell, &value) in cells.iter().enumerate() {
            let bit = 1 << (cell % 64);
            if value == 0 {
                open[cell / 64] |= bit;
            }
            let mut free = candidates(cell);
            while free != 0 {
                allowed[cell / 64 * (side + 1) + free.trailing_zeros() as usize] |= bit;
                free &= free - 1;
            }
        }
        let blanks = cells.iter().filter(|&&v| v == 0).count();
        MrvCells {
            side,
            words,
            peers: per_side(&PEERS, shape, Peers::new),
            open,
            allowed,
            saved: Vec::with_capacity(blanks * words),
        }
    }

    /// `value` goes into `cell`: its peers can no longer take it.
    #[inline]
    pub fn place(&mut self, cell: usize, value: u8) {
        let stride = self.side + 1;
        let value = value as usize;
        for (w, &peers) in self.peers.of(cell).iter().enumerate() {
            let board = &mut self.allowed[w * stride + value];
            self.saved.push(*board);
            *board &= !peers;
        }
        self.open[cell / 64] &= !(1 << (cell % 64));
    }

    /// `value` leaves `cell`, placed last: its peers get back what they had.
    #[inline]
    pub fn take_back(&mut self, cell: usize, value: u8) {
        let stride = self.side + 1;
        let value = value as usize;
        for w in (0..self.words).rev() {
            let before = self
                .saved
                .pop()
                .expect("BUG: taking back a value never placed");
            self.allowed[w * stride + value] = before;
        }
        self.open[cell / 64] |= 1 << (cell % 64);
    }

    /// The empty cell with the fewest candidates, the first in row-major order on a tie;
    /// `None` when no cell is empty.
    #[inline]
    pub fn next_cell(&self) -> Option<usize> {
        let at_least = self.classes();
        self.first_in(&at_least, |c| !c[0])
            .or_else(|| self.first_in(&at_least, |c| c[0] & !c[1]))
            .or_else(|| self.first_in(&at_least, |c| c[1] & !c[2]))
            .or_else(|| self.fewest_of_many())
    }

    /// For each word: the cells with at least one, two and three candidates.
    #[inline]
    fn classes(&self) -> [[u64; 3]; MAX_WORDS] {
        let stride = self.side + 1;
        let mut at_least = [[0u64; 3]; MAX_WORDS];
        for (w, counts) in at_least.iter_mut().enumerate().take(self.words) {
            let [mut one, mut two, mut three] = [0u64; 3];
            for &board in &self.allowed[w * stride + 1..(w + 1) * stride] {
                three |= two & board;
                two |= one & board;
                one |= board;
            }
            *counts = [one, two, three];
        }
        at_least
    }

    /// The first empty cell in the class `class` picks from a word's counts.
    #[inline]
    fn first_in(
        &self,
        at_least: &[[u64; 3]; MAX_WORDS],
        class: impl Fn(&[u64; 3]) -> u64,
    ) -> Option<usize> {
        (0..self.words).find_map(|w| {
            let cells = self.open[w] & class(&at_least[w]);
            (cells != 0).then(|| w * 64 + cells.trailing_zeros() as usize)
        })
    }

    /// When every empty cell has three candidates or more: count them one cell at a time.
    fn fewest_of_many(&self) -> Option<usize> {
        let stride = self.side + 1;
        let mut best: Option<(u32, usize)> = None;
        for (w, &open) in self.open.iter().enumerate() {
            let mut cells = open;
            while cells != 0 {
                let bit = cells.trailing_zeros();
                cells &= cells - 1;
                let count = self.allowed[w * stride + 1..(w + 1) * stride]
                    .iter()
                    .map(|board| (board >> bit & 1) as u32)
                    .sum();
                if best.is_none_or(|(fewest, _)| count < fewest) {
                    best = Some((count, w * 64 + bit as usize));
                }
            }
        }
        best.map(|(_, cell)| cell)
    }
}
