//! Breaking a tie between the most constrained constraints by looking one step ahead.
//!
//! When no single is left, many cells may have two candidates and many values two cells
//! in a unit. Which of them the search branches on decides how soon a wrong guess shows
//! itself: a guess whose every choice forces many singles is refuted, or confirmed,
//! within a few placements, where another may leave the grid open for millions. So each
//! tied constraint's choices are tried on a scratch copy of the sets, following the
//! singles they force, and the constraint whose weakest choice forces the most wins. A
//! choice that runs into a dead end is left out of the count, being taken back at once;
//! a constraint whose every choice does wins outright.

use super::{CoverCells, UNIT_SLOTS, at_cell};
use crate::engine::{Branch, Choices};

/// How a guess was picked from the constraints with as few ways as it: how many there
/// were, and what the chosen one's weakest choice forced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Look {
    /// The constraints with the fewest ways, the chosen one among them.
    pub ties: u32,
    /// The singles that each choice of the chosen constraint forces at least, when tried,
    /// leaving out the choices that run into a dead end; `None` when all of them do.
    pub singles: Option<u32>,
}

/// What a choice tried on the scratch sets led to.
const DEAD_END: u32 = u32::MAX;

/// A copy of the sets that choices are tried on, and the singles still to place.
///
/// Only a work space: two states are alike whatever their scratch holds.
#[derive(Clone, Debug, Default)]
pub(super) struct Scratch {
    words: Vec<u32>,
    values: Vec<u8>,
    held: Vec<u32>,
    /// Placements forced and not yet made: cell and value.
    queue: Vec<(u16, u8)>,
    /// For each cell and value, what trying it led to (the singles it forced, or
    /// [`DEAD_END`]) once it has been tried in this choice; `NOT_TRIED` before.
    tried: Vec<u32>,
    /// The entries of `tried` set in this choice, to clear before the next.
    touched: Vec<u32>,
}

impl PartialEq for Scratch {
    /// Always: the scratch is no part of what a state means.
    fn eq(&self, _: &Scratch) -> bool {
        true
    }
}

impl Eq for Scratch {}

/// Keeps `branch` as the best so far if its `score` beats it.
fn consider(best: &mut Option<(u32, Branch)>, branch: Branch, score: u32) {
    if best.is_none_or(|(most, _)| score > most) {
        *best = Some((score, branch));
    }
}

/// Whether the best so far runs into a dead end whatever it chooses, which nothing beats.
fn is_dead_end(best: Option<(u32, Branch)>) -> bool {
    best.is_some_and(|(score, _)| score == DEAD_END)
}

/// An entry of `Scratch::tried` not yet worked out.
const NOT_TRIED: u32 = u32::MAX - 1;

impl CoverCells {
    /// The constraint to branch on among those with the fewest ways, `ways` (at least 2):
    /// the one whose every choice forces the most singles, the first in the order cells,
    /// then units, on a tie; and how it was picked.
    pub(super) fn look_ahead(&mut self, ways: u32) -> Option<(Branch, Look)> {
        let n = self.units.side;
        let mut scratch = std::mem::take(&mut self.scratch);
        if scratch.tried.len() != self.values.len() * self.stride {
            scratch.tried = vec![NOT_TRIED; self.values.len() * self.stride];
        }
        let mut best: Option<(u32, Branch)> = None;
        let mut ties = 0;
        for cell in 0..self.values.len() {
            let free = self.words[cell];
            if self.values[cell] != 0 || free.count_ones() != ways {
                continue;
            }
            ties += 1;
            if is_dead_end(best) {
                continue;
            }
            let mut score = DEAD_END;
            let mut rest = free;
            while rest != 0 {
                let value = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                score = score.min(self.try_choice(&mut scratch, cell, value));
            }
            consider(&mut best, at_cell(cell, free as u64), score);
        }
        for unit in 0..3 * n {
            let mut missing = self.missing(unit);
            while missing != 0 {
                let value = missing.trailing_zeros() as usize;
                missing &= missing - 1;
                let positions = self.positions(unit, value);
                if positions.count_ones() != ways {
                    continue;
                }
                ties += 1;
                if is_dead_end(best) {
                    continue;
                }
                let mut score = DEAD_END;
                let mut rest = positions;
                while rest != 0 {
                    let cell = self.units.cells[unit * n + rest.trailing_zeros() as usize];
                    rest &= rest - 1;
                    score = score.min(self.try_choice(&mut scratch, cell as usize, value));
                }
                let branch = Branch {
                    slot: UNIT_SLOTS + (unit * 32 + value) as u16,
                    choices: Choices::from_bits(positions as u64),
                };
                consider(&mut best, branch, score);
            }
        }
        for &at in &scratch.touched {
            scratch.tried[at as usize] = NOT_TRIED;
        }
        scratch.touched.clear();
        self.scratch = scratch;
        best.map(|(score, branch)| {
            let singles = (score != DEAD_END).then(|| score.saturating_sub(1));
            (branch, Look { ties, singles })
        })
    }

    /// How many placements `value` in `cell` forces, itself included, following singles
    /// until none is left; [`DEAD_END`] if a cell or a unit's value runs out of ways.
    fn try_choice(&self, scratch: &mut Scratch, cell: usize, value: usize) -> u32 {
        let key = cell * self.stride + value;
        let known = scratch.tried[key];
        if known != NOT_TRIED {
            return known;
        }
        scratch.words.clone_from(&self.words);
        scratch.values.clone_from(&self.values);
        scratch.held.clone_from(&self.held);
        scratch.queue.clear();
        scratch.queue.push((cell as u16, value as u8));
        let mut placed = 0;
        let result = loop {
            let Some((at, v)) = scratch.queue.pop() else {
                break placed;
            };
            let (at, v) = (at as usize, v as usize);
            if scratch.values[at] as usize == v {
                continue;
            }
            if scratch.values[at] != 0 || scratch.words[at] >> v & 1 == 0 {
                break DEAD_END;
            }
            if !self.assign(scratch, at, v) {
                break DEAD_END;
            }
            placed += 1;
        };
        scratch.tried[key] = result;
        scratch.touched.push(key as u32);
        result
    }

    /// Puts `value` into `cell` on the scratch sets, queueing the singles it leaves.
    /// Returns false on a dead end.
    fn assign(&self, scratch: &mut Scratch, cell: usize, value: usize) -> bool {
        let n = self.units.side;
        let count = self.values.len();
        let free = scratch.words[cell];
        scratch.words[cell] = 0;
        scratch.values[cell] = value as u8;
        for &(unit, position) in &self.units.of_cell[cell] {
            let unit = unit as usize;
            scratch.held[unit] |= 1 << value;
            let at = count + unit * self.stride;
            let mut peers = scratch.words[at + value] & !(1 << position);
            while peers != 0 {
                let peer = self.units.cells[unit * n + peers.trailing_zeros() as usize];
                peers &= peers - 1;
                if !self.strike(scratch, peer as usize, value) {
                    return false;
                }
            }
            let mut others = free & !(1 << value);
            while others != 0 {
                let w = others.trailing_zeros() as usize;
                others &= others - 1;
                if !self.drop_position(scratch, unit, w, position as usize) {
                    return false;
                }
            }
        }
        true
    }

    /// `cell` on the scratch sets can no longer take `value`. Returns false on a dead end.
    fn strike(&self, scratch: &mut Scratch, cell: usize, value: usize) -> bool {
        let free = scratch.words[cell];
        if scratch.values[cell] != 0 || free >> value & 1 == 0 {
            return true;
        }
        let free = free & !(1 << value);
        scratch.words[cell] = free;
        match free.count_ones() {
            0 => return false,
            1 => scratch
                .queue
                .push((cell as u16, free.trailing_zeros() as u8)),
            _ => {}
        }
        self.units.of_cell[cell].iter().all(|&(unit, position)| {
            self.drop_position(scratch, unit as usize, value, position as usize)
        })
    }

    /// `value` leaves `position` of `unit` on the scratch sets. Returns false on a dead
    /// end: the value missing from the unit with no cell left there.
    fn drop_position(
        &self,
        scratch: &mut Scratch,
        unit: usize,
        value: usize,
        position: usize,
    ) -> bool {
        let at = self.values.len() + unit * self.stride + value;
        let left = scratch.words[at] & !(1 << position);
        scratch.words[at] = left;
        if scratch.held[unit] >> value & 1 == 1 {
            return true;
        }
        match left.count_ones() {
            0 => false,
            1 => {
                let cell =
                    self.units.cells[unit * self.units.side + left.trailing_zeros() as usize];
                scratch.queue.push((cell, value as u8));
                true
            }
            _ => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::Shape;
    use super::*;

    /// The sets of a grid of `side` holding `cells`, each blank's candidates from its row,
    /// column and box alone.
    fn sets(side: usize, cells: &[u8]) -> CoverCells {
        let shape = Shape::for_side(side).unwrap();
        let candidates = |cell: usize| {
            if cells[cell] != 0 {
                return 0;
            }
            let (row, col) = (cell / side, cell % side);
            let used = cells
                .iter()
                .enumerate()
                .fold(0u32, |used, (other, &value)| {
                    let (r, c) = (other / side, other % side);
                    let peer = r == row || c == col || shape.box_of(r, c) == shape.box_of(row, col);
                    if peer { used | 1 << value } else { used }
                });
            ((1u32 << (side + 1)) - 2) & !used
        };
        CoverCells::new(shape, cells, candidates)
    }

    #[test]
    fn on_an_empty_grid_every_constraint_ties_and_the_first_cell_is_chosen() {
        let cover = sets(4, &[0; 16]);
        let branch = cover.branch().expect("blanks are left");
        assert_eq!((branch.slot, branch.choices.len()), (0, 4));
        // 16 cells and 12 units times 4 values, each with four ways; one value in an empty
        // 4×4 forces nothing.
        let look = cover.look.expect("a guess among ties");
        assert_eq!(
            look,
            Look {
                ties: 64,
                singles: Some(0)
            }
        );
    }

    #[test]
    fn the_chosen_guess_forces_at_least_as_many_singles_as_any_tied_cell() {
        // The "world's hardest" 9×9 (Arto Inkala's) after its givens: no single is left.
        let grid =
            "800000000003600000070090200050007000000045700000100030001000068008500010090000400";
        let cells: Vec<u8> = grid.bytes().map(|b| b - b'0').collect();
        let mut cover = sets(9, &cells);
        let branch = cover.branch().expect("blanks are left");
        let look = cover.look.expect("a guess among ties");
        assert!(look.ties > 1, "{look:?}");
        let ways = branch.choices.len();
        let mut scratch = Scratch {
            tried: vec![NOT_TRIED; 81 * 10],
            ..Scratch::default()
        };
        let weakest = |cover: &CoverCells, scratch: &mut Scratch, cell: usize| {
            let free = cover.candidates(cell);
            (1..10)
                .filter(|&v| free >> v & 1 == 1)
                .map(|v| cover.try_choice(scratch, cell, v))
                .filter(|&score| score != DEAD_END)
                .min()
        };
        let chosen = look.singles.expect("a choice that does not fail at once") + 1;
        for cell in (0..81).filter(|&c| cells[c] == 0 && cover.candidates(c).count_ones() == ways) {
            if let Some(score) = weakest(&cover, &mut scratch, cell) {
                assert!(score <= chosen, "cell {cell}: {score} > {chosen}");
            }
        }
        cover.scratch = scratch;
    }
}
