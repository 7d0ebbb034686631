//! Choosing the next cell by propagation: "singles" first, a guess only when none is left.
//!
//! A naked single is an empty cell with one candidate; a hidden single a value that has
//! one possible cell left in a row, column or box. Both are forced, so the search fills
//! them before it guesses; a guess goes to the cell with the fewest candidates (MRV).
//!
//! For every unit (rows, then columns, then boxes) and value, the positions in the unit
//! where the value may still go are kept as a bit set, changed in place when a value is
//! placed and restored from a trail when it is taken back, so finding a hidden single
//! reads one word per unit and missing value, never the grid.

use std::sync::{Arc, OnceLock};

use super::mrv::MrvCells;
use super::shape::{MAX_SIDE, PerSide, per_side};
use super::{Shape, Unit};

/// Each side's units, built once.
static UNITS: PerSide<Units> = [const { OnceLock::new() }; MAX_SIDE + 1];
use crate::engine::{Branch, Choices};

/// Which rule of the `singles` order chose a cell for the value placed there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rule {
    /// The cell had one candidate left (a naked single): "only 7 fits here".
    OnlyCandidate,
    /// The value had one possible cell left in this unit (a hidden single): "7 has only
    /// this cell in box 4".
    OnlyCell(Unit),
    /// No single was left: the cell with the fewest candidates, one of them tried.
    Guess,
}

impl Rule {
    /// Whether the rule left a single choice, so the placement was forced.
    pub fn is_forced(self) -> bool {
        self != Rule::Guess
    }
}

/// What never changes for a shape: the cells of each unit and where each cell sits in
/// its three units. Shared between a board and its copies.
#[derive(Debug, PartialEq, Eq)]
struct Units {
    side: usize,
    /// `side` cells a unit, units numbered rows, then columns, then boxes.
    cells: Vec<u16>,
    /// For each cell: its row, column and box unit, and its position in each.
    of_cell: Vec<[(u16, u8); 3]>,
}

impl Units {
    fn new(shape: Shape) -> Units {
        let n = shape.side();
        let mut cells = vec![0; 3 * n * n];
        let mut of_cell = vec![[(0, 0); 3]; n * n];
        for (cell, of) in of_cell.iter_mut().enumerate() {
            let (row, col) = (cell / n, cell % n);
            let boxed = shape.box_of(row, col);
            let in_box = row % shape.box_rows() * shape.box_cols() + col % shape.box_cols();
            let places = [(row, col), (n + col, row), (2 * n + boxed, in_box)];
            for (k, &(unit, position)) in places.iter().enumerate() {
                cells[unit * n + position] = cell as u16;
                of[k] = (unit as u16, position as u8);
            }
        }
        Units {
            side: n,
            cells,
            of_cell,
        }
    }

    fn unit(&self, index: usize) -> Unit {
        let n = self.side;
        match index / n {
            0 => Unit::Row(index),
            1 => Unit::Column(index - n),
            _ => Unit::Box(index - 2 * n),
        }
    }
}

/// For every unit and value, the positions in the unit where the value may still go, and
/// for every value the units where it is missing with one position or none left (the
/// "hot" units, where a hidden single or a dead end stands); every change is kept on a
/// trail so that taking a value back restores the words exactly.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Positions {
    stride: usize,
    /// Words of hot units per value: one bit per unit.
    hot_words: usize,
    /// Positions at `unit * stride + value`, then the hot units at
    /// `hot_base + value * hot_words + unit / 32`.
    words: Vec<u32>,
    hot_base: usize,
    /// Words changed by the placements in place, with their old values.
    trail: Vec<(u32, u32)>,
}

impl Positions {
    /// Sets the word at `at` to `word`, keeping the old one on the trail.
    #[inline]
    fn set(&mut self, at: usize, word: u32) {
        self.trail.push((at as u32, self.words[at]));
        self.words[at] = word;
    }

    #[inline]
    fn hot_at(&self, unit: usize, value: usize) -> (usize, u32) {
        (
            self.hot_base + value * self.hot_words + unit / 32,
            1 << (unit % 32),
        )
    }

    /// `bits` leave the positions of `value` (missing from `unit`) in `unit`; the unit
    /// turns hot for the value when one position or none is left.
    #[inline]
    fn remove(&mut self, unit: usize, value: usize, bits: u32) {
        let at = unit * self.stride + value;
        let word = self.words[at];
        if word & bits == 0 {
            return;
        }
        let left = word & !bits;
        self.set(at, left);
        if left & left.wrapping_sub(1) == 0 {
            let (hot, bit) = self.hot_at(unit, value);
            let word = self.words[hot];
            if word & bit == 0 {
                self.set(hot, word | bit);
            }
        }
    }

    /// `value` has been placed in `unit`: nothing is missing there any more.
    #[inline]
    fn settle(&mut self, unit: usize, value: usize) {
        let (hot, bit) = self.hot_at(unit, value);
        let word = self.words[hot];
        if word & bit != 0 {
            self.set(hot, word & !bit);
        }
    }

    /// The first hot unit (rows, then columns, then boxes) and its smallest hot value.
    #[inline]
    fn first_hot(&self, side: usize) -> Option<(usize, usize)> {
        for k in 0..self.hot_words {
            let units = (1..=side).fold(0, |any, v| {
                any | self.words[self.hot_base + v * self.hot_words + k]
            });
            if units != 0 {
                let unit = k * 32 + units.trailing_zeros() as usize;
                let (_, bit) = self.hot_at(unit, 0);
                let value = (1..=side)
                    .find(|&v| self.words[self.hot_base + v * self.hot_words + k] & bit != 0)
                    .expect("BUG: a hot unit with no hot value");
                return Some((unit, value));
            }
        }
        None
    }
}

/// The bit boards the `singles` order chooses from, kept up to date as values are placed
/// and taken back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SinglesCells {
    /// The candidate boards, for naked singles and for the guess.
    mrv: MrvCells,
    units: Arc<Units>,
    positions: Positions,
    /// Where each placement's changes start in the trail, innermost last.
    marks: Vec<u32>,
    /// The rule that chose each filled cell, by cell.
    rules: Vec<Rule>,
}

impl SinglesCells {
    /// The boards of a grid of `shape` whose cells hold `cells` (0 for empty), where
    /// `candidates(cell)` gives each cell's candidates as bits 1 to n.
    pub fn new(shape: Shape, cells: &[u8], candidates: impl Fn(usize) -> u32) -> SinglesCells {
        let n = shape.side();
        let units = per_side(&UNITS, shape, Units::new);
        let stride = n + 1;
        let hot_words = (3 * n).div_ceil(32);
        let hot_base = 3 * n * stride;
        let mut words: Vec<u32> = vec![0; hot_base + stride * hot_words];
        let mut present = vec![0u32; 3 * n];
        for (cell, &value) in cells.iter().enumerate() {
            let free = candidates(cell);
            for &(unit, position) in &units.of_cell[cell] {
                let unit = unit as usize;
                if value != 0 {
                    present[unit] |= 1 << value;
                    continue;
                }
                let mut values = free;
                while values != 0 {
                    words[unit * stride + values.trailing_zeros() as usize] |= 1 << position;
                    values &= values - 1;
                }
            }
        }
        for (unit, &present) in present.iter().enumerate() {
            for value in (1..=n).filter(|v| present >> v & 1 == 0) {
                let at = words[unit * stride + value];
                if at & at.wrapping_sub(1) == 0 {
                    words[hot_base + value * hot_words + unit / 32] |= 1 << (unit % 32);
                }
            }
        }
        let blanks = cells.iter().filter(|&&v| v == 0).count();
        SinglesCells {
            mrv: MrvCells::new(shape, cells, &candidates),
            units,
            positions: Positions {
                stride,
                hot_words,
                words,
                hot_base,
                trail: Vec::with_capacity(blanks * n),
            },
            marks: Vec::with_capacity(blanks),
            rules: vec![Rule::Guess; cells.len()],
        }
    }

    /// The next cell and its choices, given the board's cells and each cell's candidates;
    /// `None` when no cell is empty.
    #[inline]
    pub fn branch(&self, cells: &[u8], candidates: impl Fn(usize) -> u32) -> Option<Branch> {
        let single = |cell: usize, choices: u64| Branch {
            slot: cell as u16,
            choices: Choices::from_bits(choices),
        };
        // A cell with no candidate is a dead end; one with one candidate a naked single.
        if let Some(cell) = self.mrv.first_single() {
            return Some(single(cell, candidates(cell) as u64));
        }
        let n = self.units.side;
        let Some((unit, value)) = self.positions.first_hot(n) else {
            let fewest = self.mrv.next_cell()?;
            return Some(single(fewest, candidates(fewest) as u64));
        };
        let at = self.positions.words[unit * self.positions.stride + value];
        let unit_cells = &self.units.cells[unit * n..][..n];
        if at == 0 {
            // The value has nowhere to go in this unit: a dead end at its first empty cell.
            let cell = unit_cells
                .iter()
                .map(|&c| c as usize)
                .find(|&c| cells[c] == 0)
                .expect("BUG: a value missing from a full unit");
            return Some(single(cell, 0));
        }
        let cell = unit_cells[at.trailing_zeros() as usize] as usize;
        Some(single(cell, 1 << value))
    }

    /// `value` goes into `cell`, whose candidates were `free`: its peers can no longer
    /// take it, and its units no longer need it.
    #[inline]
    pub fn place(&mut self, cell: usize, value: u8, free: u32) {
        let n = self.units.side;
        let stride = self.positions.stride;
        let v = value as usize;
        let places = self.units.of_cell[cell];
        self.rules[cell] = self.rule(places, v, free);
        self.marks.push(self.positions.trail.len() as u32);
        // The empty peers that could take the value lose it in their other units; in the
        // cell's own units the value has no position left, and is no longer missing.
        for (k, &(unit, _)) in places.iter().enumerate() {
            let unit = unit as usize;
            let mut at = self.positions.words[unit * stride + v];
            if at == 0 {
                continue;
            }
            self.positions.set(unit * stride + v, 0);
            while at != 0 {
                let peer = self.units.cells[unit * n + at.trailing_zeros() as usize];
                at &= at - 1;
                for (j, &(other, position)) in self.units.of_cell[peer as usize].iter().enumerate()
                {
                    if j != k {
                        self.positions.remove(other as usize, v, 1 << position);
                    }
                }
            }
        }
        // The cell is no longer empty: it leaves the positions of its other candidates (the
        // only values that had it) in its units.
        for &(unit, position) in &places {
            let mut values = free & !(1 << v);
            while values != 0 {
                let w = values.trailing_zeros() as usize;
                values &= values - 1;
                self.positions.remove(unit as usize, w, 1 << position);
            }
            self.positions.settle(unit as usize, v);
        }
        self.mrv.place(cell, value);
    }

    /// `value` leaves `cell`, placed last: everything changed for it is restored.
    #[inline]
    pub fn take_back(&mut self, cell: usize, value: u8) {
        let mark = self
            .marks
            .pop()
            .expect("BUG: taking back a value never placed");
        let Positions { words, trail, .. } = &mut self.positions;
        for (at, before) in trail.drain(mark as usize..).rev() {
            words[at as usize] = before;
        }
        self.mrv.take_back(cell, value);
    }

    /// The rule that chose `cell` for the value in it (meaningful while it is filled).
    pub fn rule_of(&self, cell: usize) -> Rule {
        self.rules[cell]
    }

    /// Why the search chose this cell for `value`, as `branch` decided: one candidate, or
    /// the value's one cell in the cell's row, column or box (first in that order).
    fn rule(&self, places: [(u16, u8); 3], value: usize, free: u32) -> Rule {
        if free.count_ones() == 1 {
            return Rule::OnlyCandidate;
        }
        let stride = self.positions.stride;
        places
            .iter()
            .find(|&&(unit, _)| {
                self.positions.words[unit as usize * stride + value].count_ones() == 1
            })
            .map_or(Rule::Guess, |&(unit, _)| {
                Rule::OnlyCell(self.units.unit(unit as usize))
            })
    }
}
