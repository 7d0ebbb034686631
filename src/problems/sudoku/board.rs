//! The sudoku board the search fills, with the seeds' row, column and box bit sets.

use std::sync::{Arc, OnceLock};

use super::cover::{CoverCells, UNIT_SLOTS};
use super::geometry::Geometry;
use super::mrv::MrvCells;
use super::nine_singles::NineSingles;
use super::nine_units::UNIT_MEMBERS;
use super::shape::{MAX_SIDE, PerSide, per_side};
use super::singles::{Rule, SinglesCells};
use super::{CellOrder, Shape, SudokuError, Unit};
use crate::engine::{Branch, Choices, Problem};

/// The order a board fills its empty cells in, with what that order needs to choose.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Filling {
    /// Row-major: the next cell of the puzzle's empty cells.
    Row,
    /// Minimum remaining values, from the candidate counts kept up to date as the search
    /// places and takes back values.
    Mrv(Box<MrvCells>),
    /// Naked singles, then hidden singles, then MRV, from bit boards kept the same way.
    Singles(Box<SinglesCells>),
    /// The same order on a 9×9 grid, from bit boards of that size alone.
    NineSingles(Box<NineSingles>),
    /// Singles, locked candidates, then the most constrained cell or unit's value.
    Cover(Box<CoverCells>),
}

/// Room for the row, column and box sets of the largest board; a power of two, so that
/// indexing with a value masked to it needs no bounds check.
const UNITS: usize = 32;

/// Where the column sets start in [`SudokuBoard::sets`]; the row sets start at 0.
const COLS: usize = UNITS;
/// Where the box sets start.
const BOXES: usize = 2 * UNITS;
/// Room for the three kinds of sets; a power of two for the same reason as [`UNITS`].
const SETS: usize = 4 * UNITS;

/// A sudoku being filled, with the row, column and box bit sets of seed 000 (bit `v` set
/// when value `v` is present) and the cell order of seed 000 or seed 004.
///
/// Each order has its own code for choosing a cell and for placing and taking back a
/// value; the row order's is small enough to be compiled into the search's loop, and
/// nothing is kept up to date that the order does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SudokuBoard {
    shape: Shape,
    filling: Filling,
    cells: Vec<u8>,
    given: Vec<bool>,
    /// For each cell, where its row's, column's and box's sets are in `sets`; shared by
    /// every board of the side.
    set_of: Arc<[[u8; 3]]>,
    /// The row sets, then the column sets at `COLS`, then the box sets at `BOXES`.
    sets: [u32; SETS],
    /// The values of a full unit, bits 1 to n.
    all: u32,
    /// The puzzle's empty cells in row-major order, the order row order fills them in.
    empties: Vec<Blank>,
    filled: usize,
}

/// Each side's [`set_places`], built the first time a board of that side needs them.
static SET_PLACES: PerSide<[[u8; 3]]> = [const { OnceLock::new() }; MAX_SIDE + 1];

/// For each cell of `shape`, where its row's, column's and box's sets are in
/// [`SudokuBoard::sets`]: they never change for a side, so a file of many puzzles works
/// them out once.
fn set_places(shape: Shape) -> Arc<[[u8; 3]]> {
    per_side(&SET_PLACES, shape, |shape| {
        Geometry::of(shape)
            .places
            .iter()
            .map(|p| {
                let (row, col, boxed) = (p.row as usize, p.col as usize, p.boxed as usize);
                [row as u8, (COLS + col) as u8, (BOXES + boxed) as u8]
            })
            .collect::<Vec<_>>()
    })
}

/// An empty cell of the puzzle with where its row's, column's and box's sets are, so
/// that the row order reaches everything it needs at a depth in one load.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Blank {
    cell: u16,
    sets: [u8; 3],
}

impl SudokuBoard {
    /// A board of `shape` with the givens in `cells` (row-major, 0 for blank), searched in
    /// `order`; refuses givens that clash, naming the first clash in row-major order.
    pub fn new(shape: Shape, cells: &[u8], order: CellOrder) -> Result<Self, SudokuError> {
        let n = shape.side();
        if cells.len() != shape.cells() {
            return Err(SudokuError::WrongCellCount {
                expected: shape.cells(),
                found: cells.len(),
            });
        }
        let mut board = SudokuBoard {
            shape,
            filling: Filling::Row,
            cells: cells.to_vec(),
            given: cells.iter().map(|&v| v != 0).collect(),
            set_of: set_places(shape),
            sets: [0; SETS],
            all: ((1u64 << (n + 1)) - 2) as u32,
            empties: Vec::with_capacity(cells.len()),
            filled: 0,
        };
        for (cell, &value) in cells.iter().enumerate() {
            if value == 0 {
                board.empties.push(Blank {
                    cell: cell as u16,
                    sets: board.set_of[cell],
                });
                continue;
            }
            if value as usize > n {
                return Err(SudokuError::ValueTooLarge { cell, value });
            }
            if let Some(unit) = board.unit_holding(cell, value) {
                let first = (0..cell)
                    .find(|&other| cells[other] == value && board.in_unit(other, unit))
                    .expect("BUG: a set bit with no cell behind it");
                return Err(SudokuError::Clash {
                    value,
                    symbol: Shape::symbol(value),
                    first: (first / n, first % n),
                    second: (cell / n, cell % n),
                    unit,
                });
            }
            board.fill(cell, value);
        }
        let candidates = |cell| board.candidate_bits(cell);
        board.filling = match order {
            CellOrder::Row => Filling::Row,
            CellOrder::Mrv => Filling::Mrv(Box::new(MrvCells::new(shape, cells, candidates))),
            CellOrder::Singles if n == 9 => Filling::NineSingles(Box::new(NineSingles::new(cells))),
            CellOrder::Singles => {
                Filling::Singles(Box::new(SinglesCells::new(shape, cells, candidates)))
            }
            CellOrder::Cover => Filling::Cover(Box::new(CoverCells::new(shape, cells, candidates))),
        };
        Ok(board)
    }

    fn unit_holding(&self, cell: usize, value: u8) -> Option<Unit> {
        let [row, col, boxed] = self.set_of[cell].map(usize::from);
        let bit = 1 << value;
        if self.sets[row] & bit != 0 {
            Some(Unit::Row(row))
        } else if self.sets[col] & bit != 0 {
            Some(Unit::Column(col - COLS))
        } else if self.sets[boxed] & bit != 0 {
            Some(Unit::Box(boxed - BOXES))
        } else {
            None
        }
    }

    fn in_unit(&self, cell: usize, unit: Unit) -> bool {
        let [row, col, boxed] = self.set_of[cell].map(usize::from);
        match unit {
            Unit::Row(r) => row == r,
            Unit::Column(c) => col == COLS + c,
            Unit::Box(b) => boxed == BOXES + b,
        }
    }

    /// Puts `value` into `cell` and into the sets of its units.
    #[inline(always)]
    fn fill(&mut self, cell: usize, value: u8) {
        self.fill_sets(self.set_of[cell], value);
        self.cells[cell] = value;
    }

    /// Puts `value` into the three sets at `sets`.
    #[inline(always)]
    fn fill_sets(&mut self, sets: [u8; 3], value: u8) {
        let bit = 1 << (value % 32);
        for set in sets {
            self.sets[set as usize % SETS] |= bit;
        }
    }

    /// Takes `value` out of `cell` and out of the sets of its units.
    #[inline(always)]
    fn empty(&mut self, cell: usize, value: u8) {
        self.empty_sets(self.set_of[cell], value);
        self.cells[cell] = 0;
    }

    /// Takes `value` out of the three sets at `sets`.
    #[inline(always)]
    fn empty_sets(&mut self, sets: [u8; 3], value: u8) {
        let bit = !(1 << (value % 32));
        for set in sets {
            self.sets[set as usize % SETS] &= bit;
        }
    }

    /// The values `cell` could take, as bits 1 to n.
    #[inline(always)]
    fn candidate_bits(&self, cell: usize) -> u32 {
        let [row, col, boxed] = self.set_of[cell].map(|set| self.set(usize::from(set)));
        self.all & !(row | col | boxed)
    }

    /// The set at `at` in `sets`: the values present in that row, column or box.
    ///
    /// The 9×9 `singles` order keeps its own boards and leaves `sets` at the givens, so
    /// its sets are read from the grid: they are wanted for a picture, never in the
    /// search.
    fn set(&self, at: usize) -> u32 {
        if !matches!(self.filling, Filling::NineSingles(_)) {
            return self.sets[at % SETS];
        }
        let unit = match at {
            0..COLS => at,
            COLS..BOXES => 9 + at - COLS,
            _ => 18 + at - BOXES,
        };
        UNIT_MEMBERS[unit].iter().fold(0, |present, &cell| {
            present | 1 << self.cells[usize::from(cell)]
        }) & !1
    }

    /// The values absent from all three sets at `sets`, as bits 1 to n.
    #[inline(always)]
    fn free_in(&self, [row, col, boxed]: [u8; 3]) -> u32 {
        let used = self.sets[row as usize % SETS]
            | self.sets[col as usize % SETS]
            | self.sets[boxed as usize % SETS];
        self.all & !used
    }

    /// The side and box shape.
    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The order empty cells are filled in.
    pub fn order(&self) -> CellOrder {
        match self.filling {
            Filling::Row => CellOrder::Row,
            Filling::Mrv(_) => CellOrder::Mrv,
            Filling::Singles(_) | Filling::NineSingles(_) => CellOrder::Singles,
            Filling::Cover(_) => CellOrder::Cover,
        }
    }

    /// The same puzzle from its givens, to be searched in `order` instead.
    pub fn reordered(&self, order: CellOrder) -> SudokuBoard {
        SudokuBoard::new(self.shape, &self.givens(), order)
            .expect("BUG: givens that were accepted once clash")
    }

    /// Which rule of the `singles` or `cover` order put the value now in `cell` there;
    /// `None` in the other orders, for a given and for an empty cell.
    pub fn rule(&self, cell: usize) -> Option<Rule> {
        match &self.filling {
            Filling::Singles(singles) if self.cells[cell] != 0 && !self.given[cell] => {
                Some(singles.rule_of(cell))
            }
            Filling::NineSingles(singles) if self.cells[cell] != 0 && !self.given[cell] => {
                Some(singles.rule_of(cell))
            }
            Filling::Cover(cover) if self.cells[cell] != 0 && !self.given[cell] => {
                Some(cover.rule_of(cell).into())
            }
            _ => None,
        }
    }

    /// What the `cover` order knows: its rules, locks and candidates; `None` in the other
    /// orders.
    pub fn cover(&self) -> Option<&CoverCells> {
        match &self.filling {
            Filling::Cover(cover) => Some(cover),
            _ => None,
        }
    }

    /// Every cell's value, row-major, 0 for empty.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The value in `cell` (row-major index), 0 when empty.
    pub fn value(&self, cell: usize) -> u8 {
        self.cells[cell]
    }

    /// Whether `cell` was given by the puzzle rather than placed by the search.
    pub fn is_given(&self, cell: usize) -> bool {
        self.given[cell]
    }

    /// The givens alone, row-major, 0 for the cells the search fills.
    pub fn givens(&self) -> Vec<u8> {
        self.cells
            .iter()
            .zip(&self.given)
            .map(|(&v, &g)| if g { v } else { 0 })
            .collect()
    }

    /// Values present in `row` (bit `v` for value `v`: seed 000's `rowBit[row]`).
    pub fn row_set(&self, row: usize) -> Choices {
        Choices::from_bits(self.set(row % UNITS) as u64)
    }

    /// Values present in `col` (seed 000's `colBit[col]`).
    pub fn col_set(&self, col: usize) -> Choices {
        Choices::from_bits(self.set(COLS + col % UNITS) as u64)
    }

    /// Values present in box `index` (seed 000's `blockBit`).
    pub fn box_set(&self, index: usize) -> Choices {
        Choices::from_bits(self.set(BOXES + index % UNITS) as u64)
    }

    /// The values `cell` could take now: those absent from its row, column and box.
    #[inline(always)]
    pub fn candidates(&self, cell: usize) -> Choices {
        Choices::from_bits(self.candidate_bits(cell) as u64)
    }

    /// Whether every cell holds a value.
    pub fn is_full(&self) -> bool {
        self.filled == self.empties.len()
    }

    #[cfg(test)]
    fn next_cell(&self) -> Option<usize> {
        self.branch().map(|branch| branch.slot as usize)
    }
}

impl SudokuBoard {
    /// The row order's next cell: the next of the puzzle's empty cells.
    #[inline(always)]
    fn row_branch(&self) -> Option<Branch> {
        let blank = self.empties.get(self.filled)?;
        Some(Branch {
            slot: blank.cell,
            choices: Choices::from_bits(u64::from(self.free_in(blank.sets))),
        })
    }

    /// Row order's placement: the branch it offers is always the next blank, so the
    /// blank at the depth names the cell and its sets, whatever the slot.
    #[inline(always)]
    fn row_apply(&mut self, slot: u16, value: u8) {
        let blank = self.empties[self.filled];
        debug_assert_eq!(blank.cell, slot, "BUG: row order fills its blanks in order");
        self.fill_sets(blank.sets, value);
        self.cells[blank.cell as usize] = value;
        self.filled += 1;
    }

    /// Row order's taking back, of the blank filled last.
    #[inline(always)]
    fn row_undo(&mut self, slot: u16, value: u8) {
        self.filled -= 1;
        let blank = self.empties[self.filled];
        debug_assert_eq!(blank.cell, slot, "BUG: row order takes back its last blank");
        debug_assert_eq!(
            self.cells[blank.cell as usize], value,
            "BUG: removing a value not there"
        );
        self.empty_sets(blank.sets, value);
        self.cells[blank.cell as usize] = 0;
    }

    /// The MRV order's next cell, from the counts it keeps.
    #[inline(never)]
    fn mrv_branch(&self, mrv: &MrvCells) -> Option<Branch> {
        if self.is_full() {
            return None;
        }
        let cell = mrv.next_cell()?;
        Some(Branch {
            slot: cell as u16,
            choices: self.candidates(cell),
        })
    }

    /// The `singles` order's next cell, from the bit boards it keeps.
    #[inline(never)]
    fn singles_branch(&self, singles: &SinglesCells) -> Option<Branch> {
        if self.is_full() {
            return None;
        }
        singles.branch(&self.cells)
    }

    /// The `cover` order's next cell or unit's value, from the sets it keeps.
    #[inline(never)]
    fn cover_branch(&self, cover: &CoverCells) -> Option<Branch> {
        if self.is_full() {
            return None;
        }
        cover.branch()
    }

    /// Places `value` in `cell` for the orders that keep counts of their own; `slot` is
    /// the branch's, which for `cover` may be a unit's value rather than the cell.
    #[inline(never)]
    fn place_counted(&mut self, slot: u16, cell: usize, value: u8) {
        match &mut self.filling {
            // Placed in `apply` itself.
            Filling::Row | Filling::NineSingles(_) => {}
            Filling::Mrv(mrv) => mrv.place(cell, value),
            Filling::Singles(singles) => singles.place(cell, value),
            Filling::Cover(cover) => cover.place(slot, cell, value),
        }
        self.fill(cell, value);
    }

    /// Takes `value` back out of `cell` for the orders that keep counts of their own.
    #[inline(never)]
    fn take_back_counted(&mut self, cell: usize, value: u8) {
        self.empty(cell, value);
        match &mut self.filling {
            // Taken back in `undo` itself.
            Filling::Row | Filling::NineSingles(_) => {}
            Filling::Mrv(mrv) => mrv.take_back(cell, value),
            Filling::Singles(singles) => singles.take_back(),
            Filling::Cover(cover) => cover.take_back(cell, value),
        }
    }
}

impl Problem for SudokuBoard {
    #[inline(always)]
    fn branch(&self) -> Option<Branch> {
        match &self.filling {
            Filling::Row => self.row_branch(),
            Filling::Mrv(mrv) => self.mrv_branch(mrv),
            Filling::Singles(singles) => self.singles_branch(singles),
            Filling::NineSingles(singles) => singles.branch(&self.cells),
            Filling::Cover(cover) => self.cover_branch(cover),
        }
    }

    #[inline(always)]
    fn apply(&mut self, slot: u16, choice: u8) {
        match &mut self.filling {
            Filling::Row => return self.row_apply(slot, choice),
            // Small enough to be compiled into the search's loop: no call, no second match.
            Filling::NineSingles(singles) => {
                let cell = usize::from(slot);
                debug_assert_eq!(self.cells[cell], 0, "BUG: placing into a full cell");
                singles.place(&self.cells, cell, choice);
                // Its sets are read from the grid: see `set`.
                self.cells[cell] = choice;
                self.filled += 1;
                return;
            }
            _ => {}
        }
        let (cell, choice) = self.placement(slot, choice);
        let cell = cell as usize;
        debug_assert_eq!(self.cells[cell], 0, "BUG: placing into a full cell");
        self.place_counted(slot, cell, choice);
        self.filled += 1;
    }

    #[inline(always)]
    fn undo(&mut self, slot: u16, choice: u8) {
        match &mut self.filling {
            Filling::Row => return self.row_undo(slot, choice),
            Filling::NineSingles(singles) => {
                let cell = usize::from(slot);
                debug_assert_eq!(self.cells[cell], choice, "BUG: removing a value not there");
                singles.take_back(cell);
                self.cells[cell] = 0;
                self.filled -= 1;
                return;
            }
            _ => {}
        }
        let (cell, choice) = self.placement(slot, choice);
        let cell = cell as usize;
        debug_assert_eq!(self.cells[cell], choice, "BUG: removing a value not there");
        self.take_back_counted(cell, choice);
        self.filled -= 1;
    }

    fn max_depth(&self) -> usize {
        self.empties.len()
    }

    #[inline(always)]
    fn placement(&self, slot: u16, choice: u8) -> (u16, u8) {
        if slot < UNIT_SLOTS {
            return (slot, choice);
        }
        match &self.filling {
            Filling::Cover(cover) => cover.placement(slot, choice),
            _ => unreachable!("BUG: a unit's slot outside the cover order"),
        }
    }

    fn choice_range(&self, slot: u16) -> Choices {
        if slot >= UNIT_SLOTS {
            // A unit's missing value may go in any of the unit's cells.
            return Choices::from_bits((1 << self.shape.side()) - 1);
        }
        Choices::from_bits(self.all as u64)
    }

    fn slot_text(
        &self,
        slot: u16,
        choice: u8,
        first: u16,
        wording: &crate::engine::Wording,
    ) -> String {
        self.cell_text(slot, choice, first, wording)
    }

    fn read_slot(
        &self,
        text: &str,
        first: u16,
        wordings: &[crate::engine::Wording],
    ) -> crate::problems::slot_text::Read {
        self.read_cell(text, first, wordings)
    }

    const SLOT_FORM: Option<&'static str> = Some(Self::FORM);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Event, Search, StopAfter};

    fn grid(rows: &[&str]) -> Vec<u8> {
        rows.iter()
            .flat_map(|r| r.chars().map(|c| Shape::value_of(c).unwrap()))
            .collect()
    }

    fn four(rows: &[&str], order: CellOrder) -> SudokuBoard {
        SudokuBoard::new(Shape::for_side(4).unwrap(), &grid(rows), order).unwrap()
    }

    #[test]
    fn seed_000_four_by_four_a5_has_three_solutions_in_order() {
        let board = four(&["0000", "0020", "0301", "0000"], CellOrder::Row);
        let mut search = Search::new(board, StopAfter::Exhaustion);
        let mut found = Vec::new();
        while let Some(event) = search.next() {
            if event == Event::Solution {
                found.push(search.problem().cells().to_vec());
            }
        }
        let expected = [
            grid(&["3214", "1423", "2341", "4132"]),
            grid(&["3214", "4123", "2341", "1432"]),
            grid(&["4213", "3124", "2341", "1432"]),
        ];
        assert_eq!(found, expected);
    }

    #[test]
    fn clashing_givens_are_named() {
        let cells = grid(&["1001", "0000", "0000", "0000"]);
        let err =
            SudokuBoard::new(Shape::for_side(4).unwrap(), &cells, CellOrder::Row).unwrap_err();
        assert_eq!(
            err,
            SudokuError::Clash {
                value: 1,
                symbol: '1',
                first: (0, 0),
                second: (0, 3),
                unit: Unit::Row(0)
            }
        );
        assert_eq!(
            err.to_string(),
            "givens clash: 1 at (0,0) and at (0,3) share row 0 \
             (rows, columns and boxes counted from 0)"
        );
        let boxed = grid(&["1000", "0100", "0000", "0000"]);
        let err =
            SudokuBoard::new(Shape::for_side(4).unwrap(), &boxed, CellOrder::Row).unwrap_err();
        assert!(matches!(
            err,
            SudokuError::Clash {
                unit: Unit::Box(0),
                ..
            }
        ));
    }

    #[test]
    fn a_full_grid_is_one_solution_without_placements() {
        let board = four(&["1234", "3412", "2143", "4321"], CellOrder::Mrv);
        let events: Vec<Event> = Search::new(board, StopAfter::Exhaustion).collect();
        assert_eq!(events, [Event::Solution]);
    }

    #[test]
    fn undo_restores_the_sets() {
        let mut board = four(&["0000", "0020", "0301", "0000"], CellOrder::Mrv);
        let before = board.clone();
        let branch = board.branch().unwrap();
        let choice = branch.choices.first().unwrap();
        board.apply(branch.slot, choice);
        assert_ne!(board, before);
        board.undo(branch.slot, choice);
        assert_eq!(board, before);
    }

    /// MRV as seed 004's `DecideNextPlace` does it: look at every empty cell, count its
    /// candidates from the row, column and box sets, keep the first with the fewest.
    fn scanned_mrv_cell(board: &SudokuBoard) -> Option<usize> {
        (0..board.shape().cells())
            .filter(|&cell| board.value(cell) == 0)
            .min_by_key(|&cell| board.candidates(cell).len())
    }

    fn preset_board(preset: &str) -> SudokuBoard {
        let text = crate::problems::sudoku::presets::find(preset)
            .expect("a preset")
            .spec
            .text;
        let puzzles = crate::problems::sudoku::parse::parse_puzzles(text).expect("parses");
        puzzles[0].board(CellOrder::Mrv).unwrap()
    }

    fn assert_mrv_kept_up_to_date(board: SudokuBoard, events: usize) {
        let mut search = Search::new(board, StopAfter::Exhaustion);
        let mut checked = 0;
        while checked < events {
            let board = search.problem();
            let kept = board.next_cell();
            assert_eq!(kept, scanned_mrv_cell(board), "after {checked} events");
            if search.next().is_none() {
                break;
            }
            checked += 1;
        }
        assert!(checked >= 200, "only {checked} events");
    }

    #[test]
    fn mrv_counts_kept_by_placing_and_taking_back_match_a_full_scan() {
        assert_mrv_kept_up_to_date(preset_board("9x9-mrv"), 30_000);
        assert_mrv_kept_up_to_date(preset_board("16x16"), 2_000);
        for side in [4, 6, 8, 10, 12] {
            let shape = Shape::for_side(side).unwrap();
            let empty = vec![0; shape.cells()];
            assert_mrv_kept_up_to_date(
                SudokuBoard::new(shape, &empty, CellOrder::Mrv).unwrap(),
                3_000,
            );
        }
    }

    /// The `singles` choice by looking at every cell and unit, as the order is defined: a
    /// cell with no candidate or one, else the first unit (rows, columns, boxes) and value
    /// (ascending) with one possible cell or none, else the MRV cell.
    fn scanned_singles_branch(board: &SudokuBoard) -> Option<Branch> {
        let cell = scanned_mrv_cell(board)?;
        let branch = |cell: usize, choices| Branch {
            slot: cell as u16,
            choices,
        };
        if board.candidates(cell).len() <= 1 {
            return Some(branch(cell, board.candidates(cell)));
        }
        let shape = board.shape();
        let n = shape.side();
        let units = [Unit::Row as fn(usize) -> Unit, Unit::Column, Unit::Box];
        for unit in units.iter().flat_map(|unit| (0..n).map(unit)) {
            let members: Vec<usize> = (0..n * n).filter(|&c| board.in_unit(c, unit)).collect();
            for value in 1..=n as u8 {
                if members.iter().any(|&c| board.value(c) == value) {
                    continue;
                }
                let empty: Vec<usize> = members
                    .iter()
                    .copied()
                    .filter(|&c| board.value(c) == 0)
                    .collect();
                let spots: Vec<usize> = empty
                    .iter()
                    .copied()
                    .filter(|&c| board.candidates(c).contains(value))
                    .collect();
                match spots[..] {
                    [] => return Some(branch(empty[0], Choices::EMPTY)),
                    [only] => return Some(branch(only, Choices::EMPTY.with(value))),
                    _ => {}
                }
            }
        }
        Some(branch(cell, board.candidates(cell)))
    }

    #[test]
    fn singles_boards_kept_by_placing_and_taking_back_match_a_full_scan() {
        let singles = |preset: &str| {
            let board = preset_board(preset);
            SudokuBoard::new(board.shape(), &board.givens(), CellOrder::Singles).unwrap()
        };
        let mut boards = vec![singles("9x9-a4"), singles("9x9-mrv"), singles("16x16")];
        for side in [4, 6, 9] {
            let shape = Shape::for_side(side).unwrap();
            let empty = vec![0; shape.cells()];
            boards.push(SudokuBoard::new(shape, &empty, CellOrder::Singles).unwrap());
        }
        for board in boards {
            let mut search = Search::new(board, StopAfter::Exhaustion);
            for step in 0..3_000 {
                let board = search.problem();
                assert_eq!(board.branch(), scanned_singles_branch(board), "step {step}");
                if search.next().is_none() {
                    break;
                }
            }
        }
    }

    #[test]
    fn singles_says_which_rule_chose_each_cell() {
        let mut board = four(&["0000", "0020", "0301", "0000"], CellOrder::Singles);
        let mut rules = Vec::new();
        while let Some(branch) = board.branch() {
            let choice = branch.choices.first().unwrap();
            board.apply(branch.slot, choice);
            rules.push(board.rule(branch.slot as usize).unwrap());
        }
        // Seed 000's A5, always taking the first choice: five cells with one candidate,
        // then the 4 of row 0 has one cell left, then a guess (A5 has three answers).
        use Rule::{Guess, OnlyCandidate as One, OnlyCell};
        let expected = [One, One, One, One, One, OnlyCell(Unit::Row(0)), Guess];
        assert_eq!(rules[..7], expected);
        assert_eq!(rules.iter().filter(|r| r.is_forced()).count(), 11);
        assert_eq!(board.cells(), grid(&["3214", "1423", "2341", "4132"]));
        assert_eq!(board.rule(6), None, "a given has no rule");
    }
}
