//! Making sudoku puzzles with exactly one solution, the same ones every time for a seed.
//!
//! A full grid is filled by backtracking with the values of each cell tried in a random
//! order; then givens are taken out one at a time, in a random order, and a removal is
//! kept only if the puzzle still has exactly one solution. The randomness comes from a
//! small generator of our own rather than the platform's, so a seed names the same puzzle
//! on every machine, and the generated presets can be made again from their seeds.

use super::{CellOrder, Shape, SudokuBoard};
use crate::engine::{Event, Problem, Search, StopAfter};
use crate::problems::random::SplitMix64;

/// A complete, valid grid of `shape`, chosen by `seed`.
///
/// The fill always takes the cell with the fewest candidates, and the random order of
/// values makes each seed differ. Most fills need no backtracking, but a rare one wanders
/// into a dead region for a very long time (on sides of 20 and more); a fill that
/// places more than a few values per cell is abandoned and started afresh with the
/// generator where it is, so a seed still names one grid.
pub fn full_grid(shape: Shape, seed: u64) -> Vec<u8> {
    random_grid(shape, &mut SplitMix64(seed))
}

fn random_grid(shape: Shape, rng: &mut SplitMix64) -> Vec<u8> {
    let empty = vec![0; shape.cells()];
    let fresh = SudokuBoard::new(shape, &empty, CellOrder::Mrv)
        .expect("BUG: an empty grid has no clashing givens");
    loop {
        let mut board = fresh.clone();
        let mut budget = PLACEMENTS_PER_CELL * shape.cells();
        match fill(&mut board, rng, &mut budget) {
            Fill::Done => return board.cells().to_vec(),
            Fill::OutOfBudget => continue,
            Fill::DeadEnd => unreachable!("BUG: every empty sudoku can be completed"),
        }
    }
}

/// How many values a fill may place, per cell of the grid, before it starts again.
const PLACEMENTS_PER_CELL: usize = 4;

/// How a fill below some cell ended.
enum Fill {
    Done,
    DeadEnd,
    OutOfBudget,
}

fn fill(board: &mut SudokuBoard, rng: &mut SplitMix64, budget: &mut usize) -> Fill {
    let Some(branch) = board.branch() else {
        return Fill::Done;
    };
    let mut values: Vec<u8> = branch.choices.iter().collect();
    rng.shuffle(&mut values);
    for value in values {
        if *budget == 0 {
            return Fill::OutOfBudget;
        }
        *budget -= 1;
        board.apply(branch.slot, value);
        match fill(board, rng, budget) {
            Fill::DeadEnd => board.undo(branch.slot, value),
            ended => return ended,
        }
    }
    Fill::DeadEnd
}

/// How many solutions `cells` has, counting no further than `limit`.
///
/// Givens that clash have no solution.
pub fn count_solutions(shape: Shape, cells: &[u8], limit: u64) -> u64 {
    let Ok(board) = SudokuBoard::new(shape, cells, CellOrder::Mrv) else {
        return 0;
    };
    let mut search = Search::new(board, StopAfter::Solutions(limit));
    search.by_ref().filter(|&e| e == Event::Solution).count() as u64
}

/// A puzzle of `shape` with exactly one solution, chosen by `seed`, row-major with 0 for
/// a blank.
///
/// Starting from [`full_grid`], every cell is offered for removal once, in a random
/// order, and emptied only if the puzzle keeps a single solution. Removal stops once only
/// `min_givens` givens are left: with 0 the puzzle is minimal (no given can go), while a
/// floor keeps a large puzzle quick to check and to solve cell by cell.
pub fn unique_puzzle(shape: Shape, seed: u64, min_givens: usize) -> Vec<u8> {
    let mut rng = SplitMix64(seed);
    let mut cells = random_grid(shape, &mut rng);
    let mut order: Vec<usize> = (0..shape.cells()).collect();
    rng.shuffle(&mut order);
    let mut givens = shape.cells();
    for cell in order {
        if givens <= min_givens {
            break;
        }
        let value = cells[cell];
        cells[cell] = 0;
        if count_solutions(shape, &cells, 2) == 1 {
            givens -= 1;
        } else {
            cells[cell] = value;
        }
    }
    cells
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Whether every row, column and box of `cells` holds each value once.
    fn is_valid_full_grid(shape: Shape, cells: &[u8]) -> bool {
        let n = shape.side();
        let all: u32 = ((1 << n) - 1) << 1;
        let mut rows = vec![0u32; n];
        let mut cols = vec![0u32; n];
        let mut boxes = vec![0u32; n];
        for (i, &v) in cells.iter().enumerate() {
            let (r, c) = (i / n, i % n);
            rows[r] |= 1 << v;
            cols[c] |= 1 << v;
            boxes[shape.box_of(r, c)] |= 1 << v;
        }
        cells.len() == n * n
            && rows
                .iter()
                .chain(&cols)
                .chain(&boxes)
                .all(|&set| set == all)
    }

    #[test]
    fn full_grids_are_valid_and_differ_by_seed() {
        for side in [4, 6, 8, 9, 12, 16, 25] {
            let shape = Shape::for_side(side).unwrap();
            let a = full_grid(shape, 1);
            let b = full_grid(shape, 2);
            assert!(is_valid_full_grid(shape, &a), "side {side}");
            assert!(is_valid_full_grid(shape, &b), "side {side}");
            assert_ne!(a, b, "side {side}");
            assert_eq!(a, full_grid(shape, 1), "side {side}");
        }
    }

    #[test]
    fn puzzles_have_one_solution_that_keeps_the_grid() {
        for (side, seed) in [(4, 3), (6, 11), (9, 5)] {
            let shape = Shape::for_side(side).unwrap();
            let puzzle = unique_puzzle(shape, seed, 0);
            let grid = full_grid(shape, seed);
            assert_eq!(count_solutions(shape, &puzzle, 2), 1, "side {side}");
            assert!(puzzle.iter().zip(&grid).all(|(&p, &g)| p == 0 || p == g));
            assert!(puzzle.contains(&0));
            let board = SudokuBoard::new(shape, &puzzle, CellOrder::Row).unwrap();
            let mut search = Search::new(board, StopAfter::First);
            assert_eq!(search.by_ref().last(), Some(Event::Solution));
            assert_eq!(search.problem().cells(), grid.as_slice());
        }
    }

    #[test]
    fn minimal_puzzles_lose_uniqueness_without_any_given() {
        let shape = Shape::for_side(4).unwrap();
        let puzzle = unique_puzzle(shape, 7, 0);
        for cell in (0..puzzle.len()).filter(|&c| puzzle[c] != 0) {
            let mut fewer = puzzle.clone();
            fewer[cell] = 0;
            assert!(count_solutions(shape, &fewer, 2) > 1, "cell {cell}");
        }
    }

    #[test]
    fn the_floor_keeps_givens() {
        let shape = Shape::for_side(9).unwrap();
        let puzzle = unique_puzzle(shape, 5, 40);
        assert_eq!(puzzle.iter().filter(|&&v| v != 0).count(), 40);
        assert_eq!(count_solutions(shape, &puzzle, 2), 1);
    }

    #[test]
    fn counting_stops_at_the_limit() {
        let shape = Shape::for_side(4).unwrap();
        // 288 full 4×4 grids exist (OEIS A107739).
        assert_eq!(count_solutions(shape, &[0; 16], 1000), 288);
        assert_eq!(count_solutions(shape, &[0; 16], 5), 5);
        let clash = [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
        assert_eq!(count_solutions(shape, &clash, 5), 0);
    }
}
