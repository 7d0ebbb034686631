//! The `singles` order on the 9×9 grid, written for that size alone.
//!
//! It chooses exactly as [`SinglesCells`](super::singles::SinglesCells) does (a cell
//! with no candidate, else the first naked single, else the first unit's first value
//! with one cell left or none, else the cell with the fewest candidates), from a state
//! small enough to copy: for each value, the empty cells that can take it as one bit
//! board (a `u128`, one bit a cell, constant masks for the units in `nine_units.rs`),
//! each cell's candidates, and each unit's hot values. A single changes the state in
//! place; a guess first copies it, and taking the guess back puts the copy back. Nothing
//! is kept on a trail, and no word is looked up through a table built at run time.
//!
//! The hot values are found lazily: a placement only notes which units lost a place for
//! which value, and those are looked at when the order needs them, once no cell is left
//! with one candidate or none. A value only ever loses places along a path, so looking
//! late finds exactly what looking at once would have found.

use super::nine_units::{
    CELL_UNIT_BITS, CELL_UNITS, CELLS, PEERS, UNIT_CELLS, UNIT_MEMBERS, UNITS,
};
use super::singles::Rule;
use super::sudoku_error::Unit;
use crate::engine::{Branch, Choices};

/// What the `singles` order knows of a 9×9 grid at one depth of the search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct State {
    /// For each value 1–9, the empty cells that can still take it; at 0, every empty
    /// cell.
    places: [u128; 10],
    /// Each empty cell's candidates, bits 1–9; 0 once it is filled.
    free: [u16; CELLS],
    /// The empty cells with no candidate left.
    stuck: u128,
    /// The empty cells with one candidate left.
    only: u128,
    /// For each unit, its hot values: missing, with one cell left for them or none.
    /// Up to date whenever no cell is stuck or has one candidate; otherwise the units
    /// in `unseen` may have more.
    hot: [u16; UNITS],
    /// The units with a hot value, one bit a unit.
    hot_units: u32,
    /// For each value, the units where it is missing and has lost a place since `hot`
    /// was last brought up to date.
    unseen: [u32; 10],
}

/// A rule as the board keeps it: [`ONLY_CANDIDATE`], [`GUESS`], or [`ONLY_CELL`] plus
/// the unit's number.
type RuleCode = u8;
const ONLY_CANDIDATE: RuleCode = 0;
const GUESS: RuleCode = 1;
const ONLY_CELL: RuleCode = 2;

impl State {
    /// Marks `value` hot in `unit` when it has one cell left there or none; the caller
    /// knows the value is missing from the unit.
    #[inline(always)]
    fn check(&mut self, unit: usize, value: usize) {
        let at = self.places[value] & UNIT_CELLS[unit];
        if at & at.wrapping_sub(1) == 0 {
            self.hot[unit] |= 1 << value;
            self.hot_units |= 1 << unit;
        }
    }

    /// Brings `hot` up to date: every unit noted since, for its values.
    #[inline(always)]
    fn see_all(&mut self) {
        for value in 1..10 {
            let mut units = self.unseen[value];
            self.unseen[value] = 0;
            while units != 0 {
                let unit = units.trailing_zeros() as usize;
                units &= units - 1;
                self.check(unit, value);
            }
        }
    }

    /// Why `value` goes into `cell` now: its one candidate, its one cell in the cell's
    /// row, column or box (first in that order), or a guess.
    #[inline(always)]
    fn rule(&self, cell: usize, value: usize) -> RuleCode {
        let free = self.free[cell];
        if free & free.wrapping_sub(1) == 0 {
            return ONLY_CANDIDATE;
        }
        for unit in CELL_UNITS[cell] {
            let at = self.places[value] & UNIT_CELLS[unit as usize];
            if at != 0 && at & at.wrapping_sub(1) == 0 {
                return ONLY_CELL + unit;
            }
        }
        GUESS
    }

    /// `value` goes into `cell`: its peers can no longer take it, its units no longer
    /// need it, and its other candidates lose it as a place.
    #[inline(always)]
    fn fill(&mut self, cell: usize, value: usize) {
        let bit = 1u128 << cell;
        let others = u32::from(self.free[cell]) & !(1 << value);
        let lost = self.places[value] & PEERS[cell] & !bit;
        self.places[value] &= !PEERS[cell];
        for places in &mut self.places {
            *places &= !bit;
        }
        self.free[cell] = 0;
        self.only &= !bit;
        // The value is no longer missing from the cell's units.
        for unit in CELL_UNITS[cell] {
            let unit = unit as usize;
            self.hot[unit] &= !(1 << value);
            if self.hot[unit] == 0 {
                self.hot_units &= !(1 << unit);
            }
        }
        // The peers that could take the value lose it, moving down to one candidate or
        // none; in their units other than the cell's, the value has fewer places.
        let mut touched = 0;
        let mut peers = lost;
        while peers != 0 {
            let peer = peers.trailing_zeros() as usize;
            let peer_bit = peers & peers.wrapping_neg();
            peers &= peers - 1;
            let free = self.free[peer] & !(1 << value);
            self.free[peer] = free;
            if free & free.wrapping_sub(1) == 0 {
                if free == 0 {
                    self.only &= !peer_bit;
                    self.stuck |= peer_bit;
                } else {
                    self.only |= peer_bit;
                }
            }
            touched |= CELL_UNIT_BITS[peer];
        }
        let units = CELL_UNIT_BITS[cell];
        self.unseen[value] = (self.unseen[value] | touched) & !units;
        // The cell's other candidates have one place fewer in each of its units.
        let mut values = others;
        while values != 0 {
            self.unseen[values.trailing_zeros() as usize] |= units;
            values &= values - 1;
        }
        if self.stuck | self.only == 0 {
            self.see_all();
        }
    }

    /// The first empty cell with the fewest candidates, when every one has two or more.
    #[inline(always)]
    fn fewest(&self) -> Option<usize> {
        let (mut one, mut two, mut three, mut four) = (0u128, 0u128, 0u128, 0u128);
        for &places in &self.places[1..] {
            four |= three & places;
            three |= two & places;
            two |= one & places;
            one |= places;
        }
        for class in [two & !three, three & !four] {
            if class != 0 {
                return Some(class.trailing_zeros() as usize);
            }
        }
        let mut fewest: Option<(u32, usize)> = None;
        let mut empty = self.places[0];
        while empty != 0 {
            let cell = empty.trailing_zeros() as usize;
            empty &= empty - 1;
            let count = self.free[cell].count_ones();
            if fewest.is_none_or(|(least, _)| count < least) {
                fewest = Some((count, cell));
            }
        }
        fewest.map(|(_, cell)| cell)
    }

    /// The state of the grid whose cells hold `cells` (0 for empty), read from the grid.
    fn of_grid(cells: &[u8]) -> State {
        let mut state = State {
            places: [0; 10],
            free: [0; CELLS],
            stuck: 0,
            only: 0,
            hot: [0; UNITS],
            hot_units: 0,
            unseen: [0; 10],
        };
        // Each value's places are the empty cells outside the peers of the cells that
        // hold it; each cell's candidates the values its units lack.
        let mut present = [0u16; UNITS];
        let mut taken = [0u128; 10];
        let mut empty = 0u128;
        for (cell, &value) in cells.iter().enumerate() {
            if value == 0 {
                empty |= 1 << cell;
                continue;
            }
            taken[usize::from(value)] |= PEERS[cell];
            for unit in CELL_UNITS[cell] {
                present[usize::from(unit)] |= 1 << value;
            }
        }
        state.places[0] = empty;
        let (mut one, mut two) = (0u128, 0u128);
        for (places, taken) in state.places[1..].iter_mut().zip(&taken[1..]) {
            *places = empty & !taken;
            two |= one & *places;
            one |= *places;
        }
        state.stuck = empty & !one;
        state.only = one & !two;
        let mut blanks = empty;
        while blanks != 0 {
            let cell = blanks.trailing_zeros() as usize;
            blanks &= blanks - 1;
            let [row, col, boxed] = CELL_UNITS[cell].map(usize::from);
            state.free[cell] = 0x3fe & !(present[row] | present[col] | present[boxed]);
        }
        // A unit's hot values: missing, and in the candidates of fewer than two of its
        // cells.
        for (unit, members) in UNIT_MEMBERS.iter().enumerate() {
            let (mut once, mut twice) = (0u16, 0u16);
            for &cell in members {
                let free = state.free[usize::from(cell)];
                twice |= once & free;
                once |= free;
            }
            let hot = 0x3fe & !present[unit] & !twice;
            state.hot[unit] = hot;
            if hot != 0 {
                state.hot_units |= 1 << unit;
            }
        }
        state
    }

    /// The next cell and its choices; `None` when no cell is empty.
    #[inline(always)]
    fn branch(&self) -> Option<Branch> {
        let single = |cell: usize, choices: u32| {
            Some(Branch {
                slot: cell as u16,
                choices: Choices::from_bits(u64::from(choices)),
            })
        };
        let empty = self.places[0];
        if empty == 0 {
            return None;
        }
        // A cell with no candidate is a dead end; one with one candidate a naked single.
        if self.stuck != 0 {
            return single(self.stuck.trailing_zeros() as usize, 0);
        }
        if self.only != 0 {
            let cell = self.only.trailing_zeros() as usize;
            return single(cell, u32::from(self.free[cell]));
        }
        if self.hot_units != 0 {
            let unit = self.hot_units.trailing_zeros() as usize;
            let value = self.hot[unit].trailing_zeros() as usize;
            let at = self.places[value] & UNIT_CELLS[unit];
            if at == 0 {
                // The value has nowhere to go in this unit: a dead end at its first empty
                // cell.
                let cell = (empty & UNIT_CELLS[unit]).trailing_zeros() as usize;
                return single(cell, 0);
            }
            return single(at.trailing_zeros() as usize, 1 << value);
        }
        let cell = self.fewest()?;
        single(cell, u32::from(self.free[cell]))
    }
}

/// The `singles` order's bit boards for a 9×9 grid: the state as it stands, and a copy
/// of it from before each guess still standing.
///
/// A forced placement (a single) changes the state in place and is never copied: the
/// search takes it back only on its way back to a guess, whose copy then puts back the
/// state exactly. Until then the state is left as it was, marked stale, and rebuilt from
/// the grid if it is read before a guess is taken back (the search never does that).
/// Two boards compare equal when they hold the same state the same way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NineSingles {
    /// The state after the placements standing, unless `stale`.
    now: State,
    /// Forced placements have been taken back since `now` was right.
    stale: bool,
    /// The state before each guess standing, the innermost last.
    before_guesses: Vec<State>,
    /// The rule that chose each filled cell, by cell.
    rules: [RuleCode; CELLS],
}

impl NineSingles {
    /// The boards of a 9×9 grid whose cells hold `cells` (0 for empty).
    pub fn new(cells: &[u8]) -> NineSingles {
        let now = State::of_grid(cells);
        NineSingles {
            now,
            stale: false,
            // Grown as guesses stand: most puzzles of a file need few, or none.
            before_guesses: Vec::new(),
            rules: [GUESS; CELLS],
        }
    }

    /// The next cell and its choices on the grid `cells`, which holds the placements
    /// standing; `None` when no cell is empty.
    #[inline(always)]
    pub fn branch(&self, cells: &[u8]) -> Option<Branch> {
        if self.stale {
            return State::of_grid(cells).branch();
        }
        self.now.branch()
    }

    /// `value` goes into `cell` of the grid `cells`, which holds the placements standing
    /// before it.
    #[inline(always)]
    pub fn place(&mut self, cells: &[u8], cell: usize, value: u8) {
        if self.stale {
            self.now = State::of_grid(cells);
            self.stale = false;
        }
        let value = value as usize;
        let rule = self.now.rule(cell, value);
        self.rules[cell] = rule;
        if rule == GUESS {
            self.before_guesses.push(self.now);
        }
        self.now.fill(cell, value);
    }

    /// The value placed last, in `cell`, leaves it.
    #[inline(always)]
    pub fn take_back(&mut self, cell: usize) {
        if self.rules[cell] == GUESS {
            self.now = self
                .before_guesses
                .pop()
                .expect("BUG: taking back a guess never placed");
            self.stale = false;
        } else {
            self.stale = true;
        }
    }

    /// The rule that chose `cell` for the value in it (meaningful while it is filled).
    pub fn rule_of(&self, cell: usize) -> Rule {
        match self.rules[cell] {
            ONLY_CANDIDATE => Rule::OnlyCandidate,
            GUESS => Rule::Guess,
            code => {
                let unit = usize::from(code - ONLY_CELL);
                Rule::OnlyCell(match unit / 9 {
                    0 => Unit::Row(unit),
                    1 => Unit::Column(unit - 9),
                    _ => Unit::Box(unit - 18),
                })
            }
        }
    }
}

#[cfg(test)]
#[path = "nine_singles_tests.rs"]
mod tests;
