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

/// Where each part of [`SinglesCells::words`] starts, for a side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct WordOffsets {
    side: usize,
    /// Values a unit's positions take: `side + 1`, so that value `v` is at `v`.
    stride: usize,
    /// The positions of each unit and value, at `positions + unit * stride + value`.
    positions: usize,
    /// For each unit, its hot values: missing, with one position left or none.
    hot: usize,
    /// The units with a hot value, one bit a unit.
    hot_units: usize,
    /// For 0, 1 and 2: the empty cells with that many candidates, one bit a cell,
    /// `class_words` words each.
    classes: usize,
    class_words: usize,
    len: usize,
}

impl WordOffsets {
    fn new(shape: Shape) -> WordOffsets {
        let n = shape.side();
        let stride = n + 1;
        let positions = shape.cells();
        let hot = positions + 3 * n * stride;
        let hot_units = hot + 3 * n;
        let classes = hot_units + (3 * n).div_ceil(32);
        let class_words = shape.cells().div_ceil(32);
        WordOffsets {
            side: n,
            stride,
            positions,
            hot,
            hot_units,
            classes,
            class_words,
            len: classes + 3 * class_words,
        }
    }

    #[inline(always)]
    fn position(&self, unit: usize, value: usize) -> usize {
        self.positions + unit * self.stride + value
    }

    #[inline(always)]
    fn class(&self, count: u32, cell: usize) -> usize {
        self.classes + count as usize * self.class_words + cell / 32
    }
}

/// The bit sets the `singles` order chooses from, kept up to date as values are placed
/// and taken back: each empty cell's candidates; for every unit and value, the positions
/// in the unit where the value may still go; for every unit the values missing with one
/// position left or none (the "hot" values, where a hidden single or a dead end stands);
/// and the empty cells with no candidate, one and two. Every word changed is kept on a
/// trail, so that taking a value back restores the words exactly, and choosing the next
/// cell reads a few words, never the grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SinglesCells {
    units: Arc<Units>,
    sets: Sets,
    /// Where each placement's changes start in the trail, innermost last.
    marks: Vec<u32>,
    /// The rule that chose each filled cell, by cell.
    rules: Vec<Rule>,
}

/// The words the `singles` order keeps, with the trail that restores them.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Sets {
    layout: WordOffsets,
    /// The candidates of each cell (bits 1 to n; stale once it is filled), then the parts
    /// the [`WordOffsets`] names.
    words: Vec<u32>,
    /// Words changed by the placements in place: the index above its old value.
    trail: Vec<u64>,
}

impl Sets {
    /// Sets the word at `at` to `word`, keeping the old one on the trail.
    #[inline(always)]
    fn set(&mut self, at: usize, word: u32) {
        self.trail
            .push((at as u64) << 32 | u64::from(self.words[at]));
        self.words[at] = word;
    }

    /// `bits` leave the positions of `value` in `unit`; the value turns hot there when one
    /// position or none is left.
    #[inline(always)]
    fn remove(&mut self, unit: usize, value: usize, bits: u32) {
        let at = self.layout.position(unit, value);
        let word = self.words[at];
        if word & bits == 0 {
            return;
        }
        let left = word & !bits;
        self.set(at, left);
        if left & left.wrapping_sub(1) == 0 {
            let hot = self.layout.hot + unit;
            let values = self.words[hot];
            if values & 1 << value == 0 {
                self.set(hot, values | 1 << value);
                if values == 0 {
                    let units = self.layout.hot_units + unit / 32;
                    self.set(units, self.words[units] | 1 << (unit % 32));
                }
            }
        }
    }

    /// `value` has been placed in `unit`: it is no longer missing there.
    #[inline(always)]
    fn settle(&mut self, unit: usize, value: usize) {
        let hot = self.layout.hot + unit;
        let values = self.words[hot];
        if values & 1 << value != 0 {
            let left = values & !(1 << value);
            self.set(hot, left);
            if left == 0 {
                let units = self.layout.hot_units + unit / 32;
                self.set(units, self.words[units] & !(1 << (unit % 32)));
            }
        }
    }

    /// `peer`, empty, can no longer take `value`: it loses the candidate, and moves down
    /// a class when it had three or fewer.
    #[inline(always)]
    fn lose(&mut self, peer: usize, value: usize) {
        let before = self.words[peer];
        self.set(peer, before & !(1 << value));
        // The count of `before` (at least one: the value) when it is three or fewer, from
        // its lowest bits cleared one at a time rather than a count of every bit.
        let two = before & before.wrapping_sub(1);
        let three = two & two.wrapping_sub(1);
        if three & three.wrapping_sub(1) == 0 {
            let count = 1 + u32::from(two != 0) + u32::from(three != 0);
            let bit = 1 << (peer % 32);
            let lower = self.layout.class(count - 1, peer);
            self.set(lower, self.words[lower] | bit);
            if count <= 2 {
                let class = self.layout.class(count, peer);
                self.set(class, self.words[class] & !bit);
            }
        }
    }

    /// The first cell of class `count` (0, 1 or 2 candidates), if any.
    #[inline(always)]
    fn first_of_class(&self, count: u32) -> Option<usize> {
        let start = self.layout.class(count, 0);
        let words = &self.words[start..start + self.layout.class_words];
        words
            .iter()
            .position(|&w| w != 0)
            .map(|k| k * 32 + words[k].trailing_zeros() as usize)
    }
}

impl SinglesCells {
    /// The sets of a grid of `shape` whose cells hold `cells` (0 for empty), where
    /// `candidates(cell)` gives each cell's candidates as bits 1 to n.
    pub fn new(shape: Shape, cells: &[u8], candidates: impl Fn(usize) -> u32) -> SinglesCells {
        let n = shape.side();
        let units = per_side(&UNITS, shape, Units::new);
        let layout = WordOffsets::new(shape);
        let mut words: Vec<u32> = vec![0; layout.len];
        let mut present = vec![0u32; 3 * n];
        for (cell, &value) in cells.iter().enumerate() {
            if value != 0 {
                for &(unit, _) in &units.of_cell[cell] {
                    present[unit as usize] |= 1 << value;
                }
                continue;
            }
            let free = candidates(cell);
            words[cell] = free;
            if free.count_ones() <= 2 {
                words[layout.class(free.count_ones(), cell)] |= 1 << (cell % 32);
            }
            for &(unit, position) in &units.of_cell[cell] {
                let mut values = free;
                while values != 0 {
                    words[layout.position(unit as usize, values.trailing_zeros() as usize)] |=
                        1 << position;
                    values &= values - 1;
                }
            }
        }
        for (unit, &present) in present.iter().enumerate() {
            for value in (1..=n).filter(|v| present >> v & 1 == 0) {
                let at = words[layout.position(unit, value)];
                if at & at.wrapping_sub(1) == 0 {
                    words[layout.hot + unit] |= 1 << value;
                    words[layout.hot_units + unit / 32] |= 1 << (unit % 32);
                }
            }
        }
        let blanks = cells.iter().filter(|&&v| v == 0).count();
        SinglesCells {
            units,
            sets: Sets {
                layout,
                words,
                trail: Vec::with_capacity(blanks * 4 * n),
            },
            marks: Vec::with_capacity(blanks),
            rules: vec![Rule::Guess; cells.len()],
        }
    }

    /// The next cell and its choices, given the board's cells; `None` when no cell is
    /// empty.
    #[inline]
    pub fn branch(&self, cells: &[u8]) -> Option<Branch> {
        let single = |cell: usize, choices: u32| Branch {
            slot: cell as u16,
            choices: Choices::from_bits(choices as u64),
        };
        // A cell with no candidate is a dead end; one with one candidate a naked single.
        if let Some(cell) = self
            .sets
            .first_of_class(0)
            .or_else(|| self.sets.first_of_class(1))
        {
            return Some(single(cell, self.sets.words[cell]));
        }
        let layout = &self.sets.layout;
        let hot_units = &self.sets.words[layout.hot_units..layout.classes];
        if let Some(k) = hot_units.iter().position(|&w| w != 0) {
            let unit = k * 32 + hot_units[k].trailing_zeros() as usize;
            let value = self.sets.words[layout.hot + unit].trailing_zeros() as usize;
            let at = self.sets.words[layout.position(unit, value)];
            let n = layout.side;
            let unit_cells = &self.units.cells[unit * n..][..n];
            if at == 0 {
                // The value has nowhere to go in this unit: a dead end at its first empty
                // cell.
                let cell = unit_cells
                    .iter()
                    .map(|&c| c as usize)
                    .find(|&c| cells[c] == 0)
                    .expect("BUG: a value missing from a full unit");
                return Some(single(cell, 0));
            }
            let cell = unit_cells[at.trailing_zeros() as usize] as usize;
            return Some(single(cell, 1 << value));
        }
        // No single: the cell with the fewest candidates, the first on a tie.
        if let Some(cell) = self.sets.first_of_class(2) {
            return Some(single(cell, self.sets.words[cell]));
        }
        // Every empty cell has three candidates or more now: the first with three is the
        // first with the fewest.
        let mut fewest: Option<(u32, usize)> = None;
        for (cell, _) in cells.iter().enumerate().filter(|&(_, &v)| v == 0) {
            let count = self.sets.words[cell].count_ones();
            if count == 3 {
                return Some(single(cell, self.sets.words[cell]));
            }
            if fewest.is_none_or(|(least, _)| count < least) {
                fewest = Some((count, cell));
            }
        }
        let (_, cell) = fewest?;
        Some(single(cell, self.sets.words[cell]))
    }

    /// `value` goes into `cell`: its peers can no longer take it, and its units no longer
    /// need it.
    #[inline]
    pub fn place(&mut self, cell: usize, value: u8) {
        let n = self.sets.layout.side;
        let v = value as usize;
        let units = &*self.units;
        let places = units.of_cell[cell];
        let free = self.sets.words[cell];
        self.rules[cell] = self.rule(places, v, free);
        self.marks.push(self.sets.trail.len() as u32);
        // The empty peers that could take the value lose it, in their candidates and in
        // their other units; in the cell's own units the value has no position left.
        for (k, &(unit, position)) in places.iter().enumerate() {
            let unit = unit as usize;
            let at = self.sets.layout.position(unit, v);
            let peers = self.sets.words[at];
            if peers == 0 {
                continue;
            }
            self.sets.set(at, 0);
            let mut peers = peers & !(1 << position);
            while peers != 0 {
                let peer = units.cells[unit * n + peers.trailing_zeros() as usize] as usize;
                peers &= peers - 1;
                self.sets.lose(peer, v);
                // The peer's two units other than this one, in the order rows, columns,
                // boxes.
                let [row, col, boxed] = units.of_cell[peer];
                let others = match k {
                    0 => [col, boxed],
                    1 => [row, boxed],
                    _ => [row, col],
                };
                for (other, position) in others {
                    self.sets.remove(other as usize, v, 1 << position);
                }
            }
        }
        // The cell is no longer empty: it leaves its class, and the positions of its other
        // candidates (the only values that had it) in its units.
        let two = free & free.wrapping_sub(1);
        if two & two.wrapping_sub(1) == 0 {
            let count = 1 + u32::from(two != 0);
            let class = self.sets.layout.class(count, cell);
            self.sets
                .set(class, self.sets.words[class] & !(1 << (cell % 32)));
        }
        for &(unit, position) in &places {
            let mut values = free & !(1 << v);
            while values != 0 {
                let w = values.trailing_zeros() as usize;
                values &= values - 1;
                self.sets.remove(unit as usize, w, 1 << position);
            }
            self.sets.settle(unit as usize, v);
        }
    }

    /// `value` leaves `cell`, placed last: everything changed for it is restored.
    #[inline]
    pub fn take_back(&mut self) {
        let mark = self
            .marks
            .pop()
            .expect("BUG: taking back a value never placed");
        let Sets { words, trail, .. } = &mut self.sets;
        for change in trail.drain(mark as usize..).rev() {
            words[(change >> 32) as usize] = change as u32;
        }
    }

    /// The rule that chose `cell` for the value in it (meaningful while it is filled).
    pub fn rule_of(&self, cell: usize) -> Rule {
        self.rules[cell]
    }

    /// Why the search chose this cell for `value`, as `branch` decided: one candidate, or
    /// the value's one cell in the cell's row, column or box (first in that order).
    fn rule(&self, places: [(u16, u8); 3], value: usize, free: u32) -> Rule {
        if free & free.wrapping_sub(1) == 0 {
            return Rule::OnlyCandidate;
        }
        places
            .iter()
            .find(|&&(unit, _)| {
                let at = self.sets.words[self.sets.layout.position(unit as usize, value)];
                at != 0 && at & at.wrapping_sub(1) == 0
            })
            .map_or(Rule::Guess, |&(unit, _)| {
                Rule::OnlyCell(self.units.unit(unit as usize))
            })
    }
}
