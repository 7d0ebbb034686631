//! The `singles` order on the 9×9 grid, written for that size alone.
//!
//! It chooses exactly as [`SinglesCells`](super::singles::SinglesCells) does (a cell
//! with no candidate, else the first naked single, else the first unit's first value
//! with one cell left or none, else the cell with the fewest candidates), from a state
//! small enough to copy: for each value, the empty cells that can take it as one bit
//! board (a `u128`, one bit a cell, constant masks for the units in `nine_units.rs`),
//! each cell's number of candidates as four such boards (one bit of the count each, so
//! that a placement lowers its peers' counts together, with no branch per peer), each
//! unit's values, and each unit's hot values. A single changes the state in
//! place; a guess copies it once, and taking the guess back drops the copy. Nothing is
//! kept on a trail, and no word is looked up through a table built at run time.
//!
//! The hot values are found lazily: a placement only notes which units lost a place for
//! which value, and those are looked at when the order needs them, once no cell is left
//! with one candidate or none, and only as far as the first unit with a hot value, the
//! one the order reads. A value only ever loses places along a path, so looking late
//! finds exactly what looking at once would have found.

use super::nine_units::{
    CELL_UNIT_BITS, CELL_UNITS, CELLS, PEERS, UNIT_CELLS, UNIT_MEMBERS, UNITS, folded,
    units_holding,
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
    /// Each empty cell's number of candidates, bit-sliced: plane `k` holds bit `k` of
    /// every empty cell's count. A placement lowers the counts of all the peers that
    /// lose the value at once, with no branch per peer. A filled cell keeps the count it
    /// had, read by nothing: every reading is masked with the empty cells.
    counts: [u128; 4],
    /// The empty cells with no candidate left: read from `counts` by `set_singles`
    /// whenever they change, and kept, since the rule and the branch both read it.
    stuck: u128,
    /// The empty cells with one candidate left, kept the same way.
    only: u128,
    /// For each unit, the values in its cells.
    present: [u16; UNITS],
    /// For each unit, its hot values: missing, with one cell left for them or none.
    /// Whenever no cell is stuck or has one candidate, up to date for the units up to
    /// the first hot one; the units after it may have more, among those in `unseen`.
    hot: [u16; UNITS],
    /// The units with a hot value, one bit a unit.
    hot_units: u32,
    /// For each value, the units where it is missing and has lost a place since it was
    /// last looked at there.
    unseen: [u32; 10],
    /// The values with a unit in `unseen`, one bit a value.
    unseen_values: u16,
}

/// Every unit, one bit a unit.
const ALL_UNITS: u32 = (1 << UNITS) - 1;

/// A rule as the board keeps it: [`ONLY_CANDIDATE`], [`GUESS`], or [`ONLY_CELL`] plus
/// the unit's number.
type RuleCode = u8;
const ONLY_CANDIDATE: RuleCode = 0;
const GUESS: RuleCode = 1;
const ONLY_CELL: RuleCode = 2;

impl State {
    /// Brings `hot` up to date as far as the order reads it: up to the first unit with
    /// a hot value, looking at each value's units noted since, in order. The units after
    /// the first hot one keep their notes, to be looked at when that unit has no hot
    /// value left; a path that ends before then never looks at them.
    #[inline(always)]
    fn see_first(&mut self) {
        // The first hot unit so far; 32 for none.
        let mut first = self.hot_units.trailing_zeros();
        let mut values = self.unseen_values;
        while values != 0 {
            let value = values.trailing_zeros() as usize;
            values &= values - 1;
            let mut units = self.unseen[value];
            // The units up to the first hot one, that one included: its lowest hot
            // value may be among those noted.
            while units != 0 && units.trailing_zeros() <= first {
                let unit = units.trailing_zeros();
                units &= units - 1;
                let at = folded(self.places[value] & UNIT_CELLS[unit as usize]);
                if at & at.wrapping_sub(1) == 0 {
                    self.hot[unit as usize] |= 1 << value;
                    self.hot_units |= 1 << unit;
                    first = unit;
                }
            }
            self.unseen[value] = units;
            if units == 0 {
                self.unseen_values &= !(1 << value);
            }
        }
    }

    /// Sets `stuck` and `only` from `counts`, the counts as they stand.
    #[inline(always)]
    fn set_singles(&mut self, [low, one, two, three]: [u128; 4]) {
        let high = one | two | three;
        let empty = self.places[0];
        (self.stuck, self.only) = (empty & !low & !high, empty & low & !high);
    }

    /// The candidates of the empty `cell`, bits 1–9: the values its units lack.
    #[inline(always)]
    fn candidates(&self, cell: usize) -> u16 {
        let [row, col, boxed] = CELL_UNITS[cell].map(usize::from);
        0x3fe & !(self.present[row] | self.present[col] | self.present[boxed])
    }

    /// Why `value` goes into `cell` now: its one candidate, its one cell in the cell's
    /// row, column or box (first in that order), or a guess.
    #[inline(always)]
    fn rule(&self, cell: usize, value: usize) -> RuleCode {
        if self.only >> cell & 1 != 0 {
            return ONLY_CANDIDATE;
        }
        for unit in CELL_UNITS[cell] {
            let at = folded(self.places[value] & UNIT_CELLS[unit as usize]);
            if at != 0 && at & at.wrapping_sub(1) == 0 {
                return ONLY_CELL + unit;
            }
        }
        GUESS
    }

    /// `value` goes into `cell`, whose candidates were `free`: its peers can no longer
    /// take it, its units no longer need it, and its other candidates lose it as a place.
    #[inline(always)]
    fn fill(&mut self, cell: usize, value: usize, free: u16) {
        let bit = 1u128 << cell;
        let others = free & !(1 << value);
        let lost = self.places[value] & PEERS[cell] & !bit;
        let units = CELL_UNIT_BITS[cell];
        // The peers, the cell among them, can no longer take the value; the cell's other
        // candidates lose it as a place, one place fewer in each of its units.
        self.places[value] &= !PEERS[cell];
        self.places[0] &= !bit;
        self.unseen_values |= others;
        let mut values = others;
        while values != 0 {
            let other = values.trailing_zeros() as usize;
            values &= values - 1;
            self.places[other] &= !bit;
            self.unseen[other] |= units;
        }
        // The value is no longer missing from the cell's units: nothing to do unless one
        // of them has a hot value.
        for unit in CELL_UNITS[cell] {
            self.present[usize::from(unit)] |= 1 << value;
        }
        if self.hot_units & units != 0 {
            for unit in CELL_UNITS[cell] {
                let unit = unit as usize;
                self.hot[unit] &= !(1 << value);
                if self.hot[unit] == 0 {
                    self.hot_units &= !(1 << unit);
                }
            }
        }
        // The peers that could take the value have one candidate fewer, all at once: a
        // subtraction of one from each, carried through the planes.
        let [low, one, two, three] = self.counts;
        let (carry_one, carry_two) = (lost & !low, lost & !low & !one);
        let counts = [
            low ^ lost,
            one ^ carry_one,
            two ^ carry_two,
            three ^ (carry_two & !two),
        ];
        self.counts = counts;
        self.set_singles(counts);
        // In the peers' units other than the cell's, the value has fewer places.
        let unseen = (self.unseen[value] | units_holding(cell, lost)) & !units;
        self.unseen[value] = unseen;
        self.unseen_values = self.unseen_values & !(1 << value) | u16::from(unseen != 0) << value;
        if self.stuck | self.only == 0 {
            self.see_first();
        }
    }

    /// The first empty cell with the fewest candidates, when every one has two or more.
    #[inline(always)]
    fn fewest(&self) -> Option<usize> {
        for count in 2..=9 {
            let mut class = self.places[0];
            for (k, &plane) in self.counts.iter().enumerate() {
                class &= if count >> k & 1 != 0 { plane } else { !plane };
            }
            if class != 0 {
                return Some(class.trailing_zeros() as usize);
            }
        }
        None
    }

    /// The state of the grid whose cells hold `cells` (0 for empty), read from the grid.
    fn of_grid(cells: &[u8]) -> State {
        let mut state = State {
            places: [0; 10],
            counts: [0; 4],
            stuck: 0,
            only: 0,
            present: [0; UNITS],
            hot: [0; UNITS],
            hot_units: 0,
            unseen: [0; 10],
            unseen_values: 0,
        };
        // Each value's places are the empty cells outside the peers of the cells that
        // hold it; each cell's candidates the values its units lack.
        let mut taken = [0u128; 10];
        let mut held = [0u32; 10];
        // The empty cells, the last cell shifted in first: a bit a cell, no shift by a
        // cell's index.
        let empty = cells
            .iter()
            .rev()
            .fold(0u128, |empty, &value| empty << 1 | u128::from(value == 0));
        for (cell, &value) in cells.iter().enumerate() {
            if value == 0 {
                continue;
            }
            taken[usize::from(value)] |= PEERS[cell];
            held[usize::from(value)] |= CELL_UNIT_BITS[cell];
            for unit in CELL_UNITS[cell] {
                state.present[usize::from(unit)] |= 1 << value;
            }
        }
        state.places[0] = empty;
        // Each cell's count, added up a value at a time through the planes.
        for (places, taken) in state.places[1..].iter_mut().zip(&taken[1..]) {
            *places = empty & !taken;
            let mut carry = *places;
            for plane in &mut state.counts {
                let had = *plane;
                *plane = had ^ carry;
                carry &= had;
            }
        }
        // With no single to place, the order reads the first hot unit: each unit's
        // values in the candidates of fewer than two of its cells, in order, up to the
        // first that has one. The units after it, and all of them when a single is to be
        // placed first, have every value they lack noted, to be looked at as the order
        // needs them.
        let mut unseen = ALL_UNITS;
        state.set_singles(state.counts);
        if state.stuck | state.only == 0 {
            let mut free = [0u16; CELLS];
            let mut blanks = empty;
            while blanks != 0 {
                let cell = blanks.trailing_zeros() as usize;
                blanks &= blanks - 1;
                free[cell] = state.candidates(cell);
            }
            for (unit, members) in UNIT_MEMBERS.iter().enumerate() {
                let (mut once, mut twice) = (0u16, 0u16);
                for &cell in members {
                    let free = free[usize::from(cell)];
                    twice |= once & free;
                    once |= free;
                }
                unseen = ALL_UNITS & !((2 << unit) - 1);
                let hot = 0x3fe & !state.present[unit] & !twice;
                if hot != 0 {
                    state.hot[unit] = hot;
                    state.hot_units = 1 << unit;
                    break;
                }
            }
        }
        for (value, held) in held.iter().enumerate().skip(1) {
            let lacking = unseen & !held;
            state.unseen[value] = lacking;
            if lacking != 0 {
                state.unseen_values |= 1 << value;
            }
        }
        state
    }

    /// The next cell and its choices; `None` when no cell is empty.
    #[inline(always)]
    fn branch(&self) -> Option<Branch> {
        let single = |cell: usize, choices: u16| {
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
            return single(cell, self.candidates(cell));
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
        single(cell, self.candidates(cell))
    }
}

/// The `singles` order's bit boards for a 9×9 grid: the state as it stands, and a copy
/// of it from before each guess still standing.
///
/// The states are kept as a stack, the one the search works on last. A guess copies it
/// once, onto the top, and taking the guess back drops that copy: the state below is the
/// one from before the guess, exactly. A forced placement (a single) changes the top in
/// place and is never copied: the search takes it back only on its way back to a guess,
/// whose copy is then dropped. Until then the top is left as it was, marked stale, and
/// rebuilt from the grid if it is read before a guess is taken back (the search never
/// does that). Two boards compare equal when they hold the same states the same way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NineSingles {
    /// The state before each guess standing, the outermost first, and last the state
    /// after the placements standing, unless `stale`.
    states: Vec<State>,
    /// Forced placements have been taken back since the top state was right.
    stale: bool,
    /// The rule that chose each filled cell, by cell.
    rules: [RuleCode; CELLS],
}

impl NineSingles {
    /// The boards of a 9×9 grid whose cells hold `cells` (0 for empty).
    pub fn new(cells: &[u8]) -> NineSingles {
        // Grown as guesses stand: most puzzles of a file need few, or none.
        let mut states = Vec::with_capacity(4);
        states.push(State::of_grid(cells));
        NineSingles {
            states,
            stale: false,
            rules: [GUESS; CELLS],
        }
    }

    /// The state the search works on.
    #[inline(always)]
    fn now(&self) -> &State {
        self.states
            .last()
            .expect("BUG: the stack of states is never empty")
    }

    /// The state the search works on, to change.
    #[inline(always)]
    fn now_mut(&mut self) -> &mut State {
        self.states
            .last_mut()
            .expect("BUG: the stack of states is never empty")
    }

    /// The next cell and its choices on the grid `cells`, which holds the placements
    /// standing; `None` when no cell is empty.
    #[inline(always)]
    pub fn branch(&self, cells: &[u8]) -> Option<Branch> {
        if self.stale {
            return State::of_grid(cells).branch();
        }
        self.now().branch()
    }

    /// `value` goes into `cell` of the grid `cells`, which holds the placements standing
    /// before it.
    #[inline(always)]
    pub fn place(&mut self, cells: &[u8], cell: usize, value: u8) {
        if self.stale {
            *self.now_mut() = State::of_grid(cells);
            self.stale = false;
        }
        let value = value as usize;
        let now = self.now();
        let rule = now.rule(cell, value);
        let free = if rule == ONLY_CANDIDATE {
            1 << value
        } else {
            now.candidates(cell)
        };
        self.rules[cell] = rule;
        if rule == GUESS {
            let top = self.states.len() - 1;
            self.states.extend_from_within(top..);
        }
        self.now_mut().fill(cell, value, free);
    }

    /// The value placed last, in `cell`, leaves it.
    #[inline(always)]
    pub fn take_back(&mut self, cell: usize) {
        if self.rules[cell] == GUESS {
            let len = self.states.len();
            assert!(len > 1, "BUG: taking back a guess never placed");
            self.states.truncate(len - 1);
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
