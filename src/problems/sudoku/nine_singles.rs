//! The `singles` order on the 9×9 grid, written for that size alone.
//!
//! It chooses exactly as [`SinglesCells`](super::singles::SinglesCells) does (a cell
//! with no candidate, else the first naked single, else the first unit's first value
//! with one cell left or none, else the cell with the fewest candidates), from a state
//! small enough to copy: for each value, the empty cells that can take it as one bit
//! board (a `u128`, one bit a cell, constant masks for the units in `nine_units.rs`),
//! each cell's number of candidates as four such boards (one bit of the count each, so
//! that a placement lowers its peers' counts together, with no branch per peer), each
//! unit's values, and for each value the number of places it has left in each unit, a
//! nibble a unit in one `u128`. A single changes the state in place; a guess copies it
//! once, and taking the guess back drops the copy. Nothing is kept on a trail, and no
//! word is looked up through a table built at run time.
//!
//! The places left are lowered the same way as the candidate counts: a placement works
//! out how many places each unit loses (`places_lost`) and subtracts them all at once.
//! The first unit with a value down to one place or none is then read from the nine
//! values' counts together, with no loop whose length depends on the grid and so no
//! branch for the processor to guess wrong.

use super::nine_units::{
    CELL_UNIT_NIBBLES, CELL_UNITS, CELLS, PEERS, UNIT_CELLS, UNIT_NIBBLE_LOWS, UNITS, folded,
    places_lost,
};
use super::singles::Rule;
use super::sudoku_error::Unit;
use std::hint::select_unpredictable;

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
    /// For each value 1–9, at `value - 1`, the places it has left in each unit: a count
    /// of 0 to 9 in the unit's nibble, bits `4u` to `4u + 3`. A unit that holds the value
    /// has 15 there, so that only a unit that lacks it can read as one place or none.
    room: [u128; 9],
    /// For each value 1–9, at `value - 1`, the units that lack it and have one place
    /// left for it or none: bit 3 of the unit's nibble, read from `room` whenever it
    /// changes.
    hot: [u128; 9],
}

/// Bit 3 of every unit's nibble, where `hot` marks a unit.
const NIBBLE_TOPS: u128 = UNIT_NIBBLE_LOWS << 3;
/// Bits 0–2 of every unit's nibble.
const NIBBLE_SEVENS: u128 = UNIT_NIBBLE_LOWS * 7;

/// The mark of units that hold a value: 15 in each nibble where `ones` has a one.
#[inline(always)]
const fn holding(ones: u128) -> u128 {
    ones * 15
}

/// The units whose nibble in `room` is 0 or 1, at bit 3 of the nibble: the three bits
/// above the lowest, shifted down and added to seven, carry into bit 3 when any is set.
/// No nibble carries into the next, so the whole board is one addition.
#[inline(always)]
const fn hot_units(room: u128) -> u128 {
    !((room >> 1 & NIBBLE_SEVENS) + NIBBLE_SEVENS) & NIBBLE_TOPS
}

/// A rule as the board keeps it: [`ONLY_CANDIDATE`], [`GUESS`], or [`ONLY_CELL`] plus
/// the unit's number.
type RuleCode = u8;
const ONLY_CANDIDATE: RuleCode = 0;
const GUESS: RuleCode = 1;
const ONLY_CELL: RuleCode = 2;

impl State {
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
        let own = CELL_UNIT_NIBBLES[cell];
        // The peers, the cell among them, can no longer take the value: their units lose
        // those places, all at once, and the cell's own units hold the value now. The
        // cell's other candidates lose it as a place, one fewer in each of its units.
        self.places[value] &= !PEERS[cell];
        self.places[0] &= !bit;
        let room = (self.room[value - 1] - places_lost(cell, lost)) | holding(own);
        (self.room[value - 1], self.hot[value - 1]) = (room, hot_units(room));
        let mut values = others;
        while values != 0 {
            let other = values.trailing_zeros() as usize;
            values &= values - 1;
            self.places[other] &= !bit;
            let room = self.room[other - 1] - own;
            (self.room[other - 1], self.hot[other - 1]) = (room, hot_units(room));
        }
        for unit in CELL_UNITS[cell] {
            self.present[usize::from(unit)] |= 1 << value;
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
    }

    /// The first unit, in the order's order, that lacks a value with one place left in it
    /// or none, with the lowest such value.
    ///
    /// Read from the nine values' hot units side by side: the lowest bit of them all is
    /// the first unit, and the value the lowest whose hot units hold that bit. Kept out
    /// of the search's loop, which then has its registers for the naked singles, two
    /// placements in three.
    #[inline(never)]
    fn first_hot(&self) -> Option<(usize, usize)> {
        let any = self.hot.iter().fold(0, |any, &hot| any | hot);
        if any == 0 {
            return None;
        }
        let first = any & any.wrapping_neg();
        let value = (0..9).rev().fold(0, |value, k| {
            select_unpredictable(self.hot[k] & first != 0, k + 1, value)
        });
        Some((first.trailing_zeros() as usize / 4, value))
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
            room: [0; 9],
            hot: [0; 9],
        };
        // Each value's places are the empty cells outside the peers of the cells that
        // hold it; each cell's candidates the values its units lack.
        let mut taken = [0u128; 10];
        // For each value, a one in the nibble of each unit that holds it.
        let mut held = [0u128; 10];
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
            held[usize::from(value)] |= CELL_UNIT_NIBBLES[cell];
            for unit in CELL_UNITS[cell] {
                state.present[usize::from(unit)] |= 1 << value;
            }
        }
        state.places[0] = empty;
        // Each cell's count, added up a value at a time through the planes; each unit's
        // places for the value, a cell at a time.
        for (value, taken) in taken.iter().enumerate().skip(1) {
            let places = empty & !taken;
            state.places[value] = places;
            let mut carry = places;
            for plane in &mut state.counts {
                let had = *plane;
                *plane = had ^ carry;
                carry &= had;
            }
            let (mut room, mut left) = (0u128, places);
            while left != 0 {
                room += CELL_UNIT_NIBBLES[left.trailing_zeros() as usize];
                left &= left - 1;
            }
            let room = room | holding(held[value]);
            (state.room[value - 1], state.hot[value - 1]) = (room, hot_units(room));
        }
        state.set_singles(state.counts);
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
        if let Some((unit, value)) = self.first_hot() {
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
            self.copy_top();
        }
        self.now_mut().fill(cell, value, free);
    }

    /// A copy of the state the search works on, on top of it, for a guess to change.
    #[inline(never)]
    fn copy_top(&mut self) {
        let top = self.states.len() - 1;
        self.states.extend_from_within(top..);
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
