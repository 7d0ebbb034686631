//! Choosing the next step as exact cover does: the most constrained of all constraints.
//!
//! A sudoku is an exact cover: every cell takes one value, and every row, column and box
//! takes every value once. Knuth's heuristic for Dancing Links branches on the constraint
//! with the fewest ways left to meet it, which may be a cell (its candidates) or a value
//! missing from a unit (the cells left for it there). Singles are the constraints with one
//! way left, so they come first; before a guess, locked candidates (a value confined to one
//! line of a box, or to one box of a line) take the value out of the rest of that line or
//! box, which often leaves a single.
//!
//! Every cell's candidates and every unit's positions for each value are kept as bit sets,
//! changed in place by a placement and its deductions and restored from a trail when the
//! placement is taken back.

use std::sync::{Arc, OnceLock};

use super::shape::{MAX_SIDE, PerSide, per_side};
use super::{Rule, Shape, Unit};
use crate::engine::{Branch, Choices};

mod look_ahead;

pub use look_ahead::Look;
use look_ahead::Scratch;

/// Each side's units, built once.
static UNITS: PerSide<CoverUnits> = [const { OnceLock::new() }; MAX_SIDE + 1];

/// Slots from here up name a value missing from a unit, not a cell: the unit's index
/// times 32 plus the value, above this mark. Cells (at most 625) stay below it.
pub const UNIT_SLOTS: u16 = 1 << 15;

/// Why the `cover` order put a value where it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CoverRule {
    /// The cell had one candidate left (a naked single).
    OnlyCandidate,
    /// The value had one cell left in this unit (a hidden single).
    OnlyCell(Unit),
    /// No single: the cell had the fewest candidates of every constraint, `count` of them.
    FewestCandidates(u32),
    /// No single: the value had the fewest cells left of every constraint in this unit,
    /// `count` of them, and this cell is one of them.
    FewestCells(Unit, u32),
}

impl CoverRule {
    /// Whether the rule left one choice, so the placement was forced.
    pub fn is_forced(self) -> bool {
        matches!(self, CoverRule::OnlyCandidate | CoverRule::OnlyCell(_))
    }
}

impl From<CoverRule> for Rule {
    /// The `singles` rule a `cover` rule tells as: its singles alike, any guess a guess.
    fn from(rule: CoverRule) -> Rule {
        match rule {
            CoverRule::OnlyCandidate => Rule::OnlyCandidate,
            CoverRule::OnlyCell(unit) => Rule::OnlyCell(unit),
            CoverRule::FewestCandidates(_) | CoverRule::FewestCells(..) => Rule::Guess,
        }
    }
}

/// A locked-candidates deduction: `value` can go only where the unit `within` meets the
/// unit `line`, so it is taken out of the rest of `line`.
///
/// "Pointing" is a box whose cells for the value share a row or column; "claiming" a row
/// or column whose cells for the value share a box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lock {
    /// The value confined.
    pub value: u8,
    /// The unit whose cells for the value all lie in `line`.
    pub within: Unit,
    /// The unit the value is taken out of, outside `within`.
    pub line: Unit,
}

/// What never changes for a shape: the cells of each unit, where each cell sits in its
/// three units, and which positions of a unit share a line or box with which others.
#[derive(Debug, PartialEq, Eq)]
struct CoverUnits {
    side: usize,
    box_rows: usize,
    box_cols: usize,
    /// `side` cells a unit, units numbered rows, then columns, then boxes.
    cells: Vec<u16>,
    /// For each cell: its row, column and box unit, and its position in each.
    of_cell: Vec<[(u16, u8); 3]>,
    /// For each kind of unit (row, column, box across, box down) and position: the
    /// positions a lock through it confines to.
    segments: [[u32; MAX_SIDE]; 4],
}

impl CoverUnits {
    fn new(shape: Shape) -> CoverUnits {
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
        let mut units = CoverUnits {
            side: n,
            box_rows: shape.box_rows(),
            box_cols: shape.box_cols(),
            cells,
            of_cell,
            segments: [[0; MAX_SIDE]; 4],
        };
        for position in 0..n {
            units.segments[0][position] = units.segment(0, position, true);
            units.segments[1][position] = units.segment(n, position, true);
            units.segments[2][position] = units.segment(2 * n, position, true);
            units.segments[3][position] = units.segment(2 * n, position, false);
        }
        units
    }

    fn unit(&self, index: usize) -> Unit {
        let n = self.side;
        match index / n {
            0 => Unit::Row(index),
            1 => Unit::Column(index - n),
            _ => Unit::Box(index - 2 * n),
        }
    }

    fn index(&self, unit: Unit) -> usize {
        match unit {
            Unit::Row(r) => r,
            Unit::Column(c) => self.side + c,
            Unit::Box(b) => 2 * self.side + b,
        }
    }

    /// The positions of `unit` that share with `position` the unit a lock confines to: for
    /// a box the row (`across`) or column of the box it is in, for a row or column the box.
    fn segment(&self, unit: usize, position: usize, across: bool) -> u32 {
        let n = self.side;
        let run = |start: usize, len: usize, step: usize| {
            (0..len).fold(0u32, |bits, k| bits | 1 << (start + k * step))
        };
        match (unit / n, across) {
            // A row's positions are columns: boxes are `box_cols` wide.
            (0, _) => run(position / self.box_cols * self.box_cols, self.box_cols, 1),
            // A column's positions are rows: boxes are `box_rows` tall.
            (1, _) => run(position / self.box_rows * self.box_rows, self.box_rows, 1),
            (_, true) => run(position / self.box_cols * self.box_cols, self.box_cols, 1),
            (_, false) => run(position % self.box_cols, self.box_rows, self.box_cols),
        }
    }
}

/// The bit sets the `cover` order chooses from, kept up to date as values are placed and
/// taken back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoverCells {
    units: Arc<CoverUnits>,
    /// Value stride of the position words: `side + 1`.
    stride: usize,
    /// Each cell's candidates (bits 1 to n, none once filled), then at
    /// `cells + unit * stride + value` the positions left for the value in the unit.
    words: Vec<u32>,
    /// For each unit, the values it holds: its constraints already met.
    held: Vec<u32>,
    /// Each cell's value, 0 for empty.
    values: Vec<u8>,
    /// Words changed by the placements in place, with their old values.
    trail: Vec<(u32, u32)>,
    /// For each placement in place, innermost last: its cell, where its changes start in
    /// the trail, and where its locks start.
    placed: Vec<(u16, u32, u32)>,
    /// The locks found so far on the current path, those of the givens first.
    locks: Vec<Lock>,
    /// The rule that chose each filled cell, by cell.
    rules: Vec<CoverRule>,
    /// The next branch, worked out once the state settles.
    next: Option<Branch>,
    /// How the next branch was picked from its ties, if it is a guess.
    look: Option<Look>,
    /// How each filled cell's guess was picked, by cell.
    looks: Vec<Option<Look>>,
    /// The next branch, and how it was picked, before each placement in place, innermost
    /// last.
    nexts: Vec<(Option<Branch>, Option<Look>)>,
    /// Where [`look_ahead`](CoverCells::look_ahead) tries choices; no part of the state.
    scratch: Scratch,
}

impl CoverCells {
    /// The sets of a grid of `shape` whose cells hold `cells` (0 for empty), where
    /// `candidates(cell)` gives each cell's candidates as bits 1 to n; the givens' locked
    /// candidates are taken out at once.
    pub fn new(shape: Shape, cells: &[u8], candidates: impl Fn(usize) -> u32) -> CoverCells {
        let n = shape.side();
        let units = per_side(&UNITS, shape, CoverUnits::new);
        let stride = n + 1;
        let count = cells.len();
        let mut words = vec![0u32; count + 3 * n * stride];
        let mut held = vec![0u32; 3 * n];
        for (cell, &value) in cells.iter().enumerate() {
            for &(unit, position) in &units.of_cell[cell] {
                let unit = unit as usize;
                if value != 0 {
                    held[unit] |= 1 << value;
                    continue;
                }
                let mut free = candidates(cell);
                while free != 0 {
                    words[count + unit * stride + free.trailing_zeros() as usize] |= 1 << position;
                    free &= free - 1;
                }
            }
            if value == 0 {
                words[cell] = candidates(cell);
            }
        }
        let blanks = cells.iter().filter(|&&v| v == 0).count();
        let mut cover = CoverCells {
            units,
            stride,
            words,
            held,
            values: cells.to_vec(),
            trail: Vec::with_capacity(blanks * n * 4),
            placed: Vec::with_capacity(blanks),
            locks: Vec::new(),
            rules: vec![CoverRule::OnlyCandidate; count],
            next: None,
            look: None,
            looks: vec![None; count],
            nexts: Vec::with_capacity(blanks),
            scratch: Scratch::default(),
        };
        cover.deduce();
        // The givens' deductions are never taken back.
        cover.trail.clear();
        cover
    }

    /// The cell and value that `choice` tried in `slot` puts down: the slot's own cell and
    /// value, or for a unit's missing value the cell at position `choice` of the unit.
    #[inline]
    pub fn placement(&self, slot: u16, choice: u8) -> (u16, u8) {
        if slot < UNIT_SLOTS {
            return (slot, choice);
        }
        let (unit, value) = unit_slot(slot);
        let cell = self.units.cells[unit * self.units.side + choice as usize];
        (cell, value)
    }

    /// The unit and value a slot at or above [`UNIT_SLOTS`] branches on; `None` for a
    /// cell's slot.
    pub fn unit_value(&self, slot: u16) -> Option<(Unit, u8)> {
        (slot >= UNIT_SLOTS).then(|| {
            let (unit, value) = unit_slot(slot);
            (self.units.unit(unit), value)
        })
    }

    /// The next step: a cell or a unit's missing value with no way left (a dead end, at a
    /// cell), else a naked single, else a hidden single (at its cell), else the constraint
    /// with the fewest ways, a cell before a unit on a tie; `None` when no cell is empty.
    #[inline]
    pub fn branch(&self) -> Option<Branch> {
        self.next
    }

    /// Works out the next branch, as [`branch`](CoverCells::branch) tells it, from every
    /// cell and unit.
    fn choose(&self) -> Option<Branch> {
        let n = self.units.side;
        let mut fewest_cell: Option<(u32, usize)> = None;
        for (cell, &value) in self.values.iter().enumerate() {
            if value != 0 {
                continue;
            }
            let ways = self.words[cell].count_ones();
            if fewest_cell.is_none_or(|(fewest, _)| ways < fewest) {
                fewest_cell = Some((ways, cell));
                if ways == 0 {
                    return Some(at_cell(cell, 0));
                }
            }
        }
        let (cell_ways, cell) = fewest_cell?;
        let mut fewest_unit: Option<(u32, usize, usize)> = None;
        for unit in 0..3 * n {
            let mut missing = self.missing(unit);
            while missing != 0 {
                let value = missing.trailing_zeros() as usize;
                missing &= missing - 1;
                let ways = self.positions(unit, value).count_ones();
                if fewest_unit.is_none_or(|(fewest, _, _)| ways < fewest) {
                    fewest_unit = Some((ways, unit, value));
                    if ways == 0 {
                        // Nowhere left for the value: a dead end at the unit's first empty
                        // cell.
                        let cell = self.units.cells[unit * n..][..n]
                            .iter()
                            .map(|&c| c as usize)
                            .find(|&c| self.values[c] == 0)
                            .expect("BUG: a value missing from a full unit");
                        return Some(at_cell(cell, 0));
                    }
                }
            }
        }
        let candidates = self.words[cell] as u64;
        match fewest_unit {
            Some((ways, unit, value)) if ways < cell_ways => {
                let positions = self.positions(unit, value);
                if ways == 1 {
                    let cell = self.units.cells[unit * n + positions.trailing_zeros() as usize];
                    Some(at_cell(cell as usize, 1 << value))
                } else {
                    Some(Branch {
                        slot: UNIT_SLOTS + (unit * 32 + value) as u16,
                        choices: Choices::from_bits(positions as u64),
                    })
                }
            }
            _ => Some(at_cell(cell, candidates)),
        }
    }

    /// `value` goes into `cell`, as `choice` tried in `slot` of a branch said: its
    /// constraints are met, its peers lose the value, and when no single is left the
    /// locked candidates are taken out.
    pub fn place(&mut self, slot: u16, cell: usize, value: u8) {
        self.rules[cell] = self.rule(slot, cell, value);
        let chosen = self.next.is_some_and(|next| next.slot == slot);
        self.looks[cell] = self.look.filter(|_| chosen);
        self.nexts.push((self.next, self.look));
        self.placed.push((
            cell as u16,
            self.trail.len() as u32,
            self.locks.len() as u32,
        ));
        let n = self.units.side;
        let v = value as usize;
        let free = self.words[cell];
        self.set(cell, 0);
        self.values[cell] = value;
        for &(unit, position) in &self.units.of_cell[cell].clone() {
            let unit = unit as usize;
            // The unit's other empty cells that could take the value lose it.
            let mut at = self.positions(unit, v) & !(1 << position);
            while at != 0 {
                let peer = self.units.cells[unit * n + at.trailing_zeros() as usize];
                at &= at - 1;
                self.eliminate(peer as usize, v);
            }
            self.held[unit] |= 1 << v;
            let mut others = free & !(1 << v);
            while others != 0 {
                let w = others.trailing_zeros() as usize;
                others &= others - 1;
                self.take_position(unit, w, position as usize);
            }
        }
        self.deduce();
    }

    /// `value` leaves `cell`, placed last: everything its placement changed is restored.
    pub fn take_back(&mut self, cell: usize, value: u8) {
        let (placed, mark, locks) = self
            .placed
            .pop()
            .expect("BUG: taking back a value never placed");
        debug_assert_eq!(placed as usize, cell, "BUG: taking back out of order");
        for (at, before) in self.trail.drain(mark as usize..).rev() {
            self.words[at as usize] = before;
        }
        self.locks.truncate(locks as usize);
        (self.next, self.look) = self
            .nexts
            .pop()
            .expect("BUG: a placement with no branch before it");
        self.looks[cell] = None;
        self.values[cell] = 0;
        // An empty cell's rule is unused; it goes back to what a new state holds, so a
        // placement taken back leaves the state exactly as it found it.
        self.rules[cell] = CoverRule::OnlyCandidate;
        for &(unit, _) in &self.units.of_cell[cell] {
            self.held[unit as usize] &= !(1 << value);
        }
    }

    /// The rule that chose `cell` for the value in it (meaningful while it is filled).
    pub fn rule_of(&self, cell: usize) -> CoverRule {
        self.rules[cell]
    }

    /// How the guess now in `cell` was picked from the constraints with as few ways:
    /// `None` for a single, a given, an empty cell, or a guess with no tie.
    pub fn look_of(&self, cell: usize) -> Option<Look> {
        self.looks[cell].filter(|look| look.ties > 1)
    }

    /// The locks found right after the value now in `cell` was placed; for a given or an
    /// empty cell, none.
    pub fn locks_after(&self, cell: usize) -> &[Lock] {
        let Some(k) = self.placed.iter().rposition(|&(c, ..)| c as usize == cell) else {
            return &[];
        };
        let start = self.placed[k].2 as usize;
        let end = self
            .placed
            .get(k + 1)
            .map_or(self.locks.len(), |&(.., locks)| locks as usize);
        &self.locks[start..end]
    }

    /// The locks the givens alone allow, found before the first placement.
    pub fn locks_of_givens(&self) -> &[Lock] {
        let end = self
            .placed
            .first()
            .map_or(self.locks.len(), |&(.., locks)| locks as usize);
        &self.locks[..end]
    }

    /// The values `cell` may still take, as bits 1 to n: its row, column and box allow
    /// them and no lock took them out. None once filled.
    pub fn candidates(&self, cell: usize) -> u32 {
        self.words[cell]
    }

    fn rule(&self, slot: u16, cell: usize, value: u8) -> CoverRule {
        if let Some((unit, _)) = self.unit_value(slot) {
            let index = self.units.index(unit);
            return CoverRule::FewestCells(
                unit,
                self.positions(index, value as usize).count_ones(),
            );
        }
        let ways = self.words[cell].count_ones();
        if ways == 1 {
            return CoverRule::OnlyCandidate;
        }
        self.units.of_cell[cell]
            .iter()
            .find(|&&(unit, _)| self.positions(unit as usize, value as usize).count_ones() == 1)
            .map_or(CoverRule::FewestCandidates(ways), |&(unit, _)| {
                CoverRule::OnlyCell(self.units.unit(unit as usize))
            })
    }

    #[inline]
    fn positions(&self, unit: usize, value: usize) -> u32 {
        self.words[self.values.len() + unit * self.stride + value]
    }

    /// The values missing from `unit`, as bits 1 to n.
    #[inline]
    fn missing(&self, unit: usize) -> u32 {
        let all = ((1u64 << (self.units.side + 1)) - 2) as u32;
        all & !self.held[unit]
    }

    /// Sets the word at `at` to `word`, keeping the old one on the trail.
    #[inline]
    fn set(&mut self, at: usize, word: u32) {
        if self.words[at] != word {
            self.trail.push((at as u32, self.words[at]));
            self.words[at] = word;
        }
    }

    #[inline]
    fn take_position(&mut self, unit: usize, value: usize, position: usize) {
        let at = self.values.len() + unit * self.stride + value;
        self.set(at, self.words[at] & !(1 << position));
    }

    /// `cell`, empty, can no longer take `value`: it leaves the value's positions in its
    /// units. Returns whether it could take it before.
    #[inline]
    fn eliminate(&mut self, cell: usize, value: usize) -> bool {
        let free = self.words[cell];
        if free >> value & 1 == 0 {
            return false;
        }
        self.set(cell, free & !(1 << value));
        for &(unit, position) in &self.units.of_cell[cell].clone() {
            self.take_position(unit as usize, value, position as usize);
        }
        true
    }

    /// Takes out locked candidates, round after round, until a single or a dead end shows
    /// or no lock is left, and works out the next branch: with no single, of the
    /// constraints with the fewest ways the one that looks best a step ahead.
    fn deduce(&mut self) {
        self.look = None;
        loop {
            self.next = self.choose();
            let settled = self.next.is_none_or(|next| next.choices.len() <= 1);
            if settled {
                return;
            }
            if !self.lock_round() {
                break;
            }
        }
        if let Some(next) = self.next
            && let Some((branch, look)) = self.look_ahead(next.choices.len())
        {
            self.next = Some(branch);
            self.look = Some(look);
        }
    }

    /// One pass of locked candidates over every unit and missing value: boxes first
    /// (pointing, to a row then a column), then rows and columns (claiming, to a box).
    /// Returns whether a candidate was taken out.
    fn lock_round(&mut self) -> bool {
        let n = self.units.side;
        let mut changed = false;
        for unit in (2 * n..3 * n).chain(0..2 * n) {
            let mut missing = self.missing(unit);
            while missing != 0 {
                let value = missing.trailing_zeros() as usize;
                missing &= missing - 1;
                let at = self.positions(unit, value);
                if at.count_ones() < 2 {
                    continue;
                }
                let first = at.trailing_zeros() as usize;
                let kinds: &[(usize, bool)] = match unit / n {
                    0 => &[(0, true)],
                    1 => &[(1, true)],
                    _ => &[(2, true), (3, false)],
                };
                for &(kind, across) in kinds {
                    if at & !self.units.segments[kind][first] == 0 {
                        changed |= self.lock(unit, value, first, across);
                    }
                }
            }
        }
        changed
    }

    /// `value`'s cells in `unit` all lie where it meets one other unit, the one through
    /// its position `first` (`across` a box: its row, else its column; for a row or
    /// column: its box): the value leaves that unit's other cells. Returns whether a
    /// candidate was taken out.
    fn lock(&mut self, unit: usize, value: usize, first: usize, across: bool) -> bool {
        let n = self.units.side;
        let cell = self.units.cells[unit * n + first] as usize;
        let [row, col, boxed] = self.units.of_cell[cell].map(|(u, _)| u as usize);
        let line = match (unit / n, across) {
            (2, true) => row,
            (2, false) => col,
            _ => boxed,
        };
        let mut taken = false;
        for k in 0..n {
            let other = self.units.cells[line * n + k] as usize;
            let inside = self.units.of_cell[other]
                .iter()
                .any(|&(u, _)| u as usize == unit);
            if !inside && self.values[other] == 0 {
                taken |= self.eliminate(other, value);
            }
        }
        if taken {
            self.locks.push(Lock {
                value: value as u8,
                within: self.units.unit(unit),
                line: self.units.unit(line),
            });
        }
        taken
    }
}

/// A branch at `cell` with the values in `choices` (bits).
fn at_cell(cell: usize, choices: u64) -> Branch {
    Branch {
        slot: cell as u16,
        choices: Choices::from_bits(choices),
    }
}

/// The unit index and value of a slot at or above [`UNIT_SLOTS`].
fn unit_slot(slot: u16) -> (usize, u8) {
    let code = (slot - UNIT_SLOTS) as usize;
    (code / 32, (code % 32) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 9×9 grid with `givens` (row, column, value) and every other cell blank.
    fn nine(givens: &[(usize, usize, u8)]) -> (Shape, Vec<u8>) {
        let shape = Shape::for_side(9).unwrap();
        let mut cells = vec![0; 81];
        for &(row, col, value) in givens {
            cells[row * 9 + col] = value;
        }
        (shape, cells)
    }

    /// Each cell's candidates from its row, column and box alone, as a board has them.
    fn plain_candidates(shape: Shape, cells: &[u8]) -> impl Fn(usize) -> u32 + '_ {
        move |cell| {
            let n = shape.side();
            let (row, col) = (cell / n, cell % n);
            let mut used = 0u32;
            for (other, &value) in cells.iter().enumerate() {
                let (r, c) = (other / n, other % n);
                let peer = r == row || c == col || shape.box_of(r, c) == shape.box_of(row, col);
                if peer && value != 0 {
                    used |= 1 << value;
                }
            }
            if cells[cell] != 0 {
                return 0;
            }
            ((1u32 << (n + 1)) - 2) & !used
        }
    }

    fn values(bits: u32) -> Vec<u8> {
        (1..32).filter(|&v| bits >> v & 1 == 1).collect()
    }

    #[test]
    fn a_box_whose_value_lies_in_one_row_takes_it_out_of_the_rest_of_the_row() {
        // Rows 1 and 2 of box 0 are full, so 1, 8 and 9 go in its row 0: "pointing".
        let (shape, cells) = nine(&[
            (1, 0, 2),
            (1, 1, 3),
            (1, 2, 4),
            (2, 0, 5),
            (2, 1, 6),
            (2, 2, 7),
        ]);
        let cover = CoverCells::new(shape, &cells, plain_candidates(shape, &cells));
        let locks: Vec<(u8, Unit, Unit)> = cover
            .locks_of_givens()
            .iter()
            .map(|lock| (lock.value, lock.within, lock.line))
            .collect();
        assert_eq!(locks, [1, 8, 9].map(|v| (v, Unit::Box(0), Unit::Row(0))));
        for col in 3..9 {
            assert_eq!(
                values(cover.candidates(col)),
                [2, 3, 4, 5, 6, 7],
                "(0,{col})"
            );
        }
        // Inside the box the values stay.
        assert_eq!(values(cover.candidates(0)), [1, 8, 9]);
    }

    #[test]
    fn a_row_whose_value_lies_in_one_box_takes_it_out_of_the_rest_of_the_box() {
        // Row 0 is full but for box 0, so 1, 8 and 9 stay in box 0's row 0: "claiming".
        let (shape, cells) = nine(&[
            (0, 3, 2),
            (0, 4, 3),
            (0, 5, 4),
            (0, 6, 5),
            (0, 7, 6),
            (0, 8, 7),
        ]);
        let cover = CoverCells::new(shape, &cells, plain_candidates(shape, &cells));
        let first = cover.locks_of_givens()[0];
        assert_eq!(
            (first.value, first.within, first.line),
            (1, Unit::Row(0), Unit::Box(0))
        );
        for cell in [9, 10, 11, 18, 19, 20] {
            assert_eq!(
                values(cover.candidates(cell)),
                [2, 3, 4, 5, 6, 7],
                "cell {cell}"
            );
        }
        assert_eq!(values(cover.candidates(0)), [1, 8, 9]);
    }

    #[test]
    fn a_placement_tells_its_locks_and_taking_it_back_restores_everything() {
        let (shape, cells) = nine(&[(1, 0, 2), (1, 1, 3), (2, 0, 5), (2, 1, 6), (2, 2, 7)]);
        let mut cover = CoverCells::new(shape, &cells, plain_candidates(shape, &cells));
        assert_eq!(cover.locks_of_givens(), []);
        let before = cover.clone();
        // 4 in (1,2) fills rows 1 and 2 of box 0: 1, 8 and 9 are locked in its row 0.
        cover.place(11, 11, 4);
        let locked: Vec<u8> = cover
            .locks_after(11)
            .iter()
            .map(|lock| lock.value)
            .collect();
        assert_eq!(locked, [1, 8, 9]);
        assert!(!values(cover.candidates(5)).contains(&1));
        assert_eq!(cover.rule_of(11), CoverRule::FewestCandidates(4));
        cover.take_back(11, 4);
        assert_eq!(cover, before);
    }

    #[test]
    fn a_value_with_fewer_cells_than_any_cell_has_candidates_is_branched_on() {
        // Value 1 is kept out of every cell of row 0 but (0,0) and (0,8): it has two
        // cells there, and every cell has eight candidates or nine.
        let (shape, cells) = nine(&[(1, 4, 1), (3, 1, 1), (6, 2, 1), (4, 6, 1), (7, 7, 1)]);
        let cover = CoverCells::new(shape, &cells, plain_candidates(shape, &cells));
        let branch = cover.branch().expect("blanks are left");
        let (unit, value) = cover.unit_value(branch.slot).expect("a unit's value");
        assert_eq!((unit, value), (Unit::Row(0), 1));
        let cells: Vec<u16> = branch
            .choices
            .iter()
            .map(|position| cover.placement(branch.slot, position).0)
            .collect();
        assert_eq!(branch.choices.len(), 2, "{unit:?}: {cells:?}");
        assert_eq!(cells, [0, 8]);
    }
}
