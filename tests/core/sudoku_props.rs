//! Properties of the sudoku search on random puzzles: what it reports is right, its
//! events nest like brackets, and the cell order changes the path but not the answers.

use std::collections::BTreeSet;

use backtrack::engine::{Event, Search, StopAfter};
use backtrack::problems::sudoku::generate::full_grid;
use backtrack::problems::{CellOrder, Shape, SudokuBoard};
use proptest::prelude::*;
use proptest::sample::subsequence;

const ORDERS: [CellOrder; 4] = CellOrder::ALL;

/// A puzzle with a solution: a full grid with some of its cells blanked.
#[derive(Clone, Debug)]
struct Blanked {
    shape: Shape,
    grid: Vec<u8>,
    puzzle: Vec<u8>,
}

/// A full grid of side `side` from `seed`, with up to `max_blanks` cells blanked.
fn blanked(side: usize, max_blanks: usize) -> impl Strategy<Value = Blanked> {
    let shape = Shape::for_side(side).expect("a sudoku side");
    let cells = shape.cells();
    (
        any::<u64>(),
        subsequence((0..cells).collect::<Vec<_>>(), 0..=max_blanks),
    )
        .prop_map(move |(seed, blanks)| {
            let grid = full_grid(shape, seed);
            let mut puzzle = grid.clone();
            for cell in blanks {
                puzzle[cell] = 0;
            }
            Blanked {
                shape,
                grid,
                puzzle,
            }
        })
}

/// Givens put down one at a time wherever they clash with none before them; the result
/// may have no solution at all.
fn scattered(side: usize, tries: usize) -> impl Strategy<Value = (Shape, Vec<u8>)> {
    let shape = Shape::for_side(side).expect("a sudoku side");
    let cells = shape.cells();
    proptest::collection::vec((0..cells, 1..=side as u8), 0..=tries).prop_map(move |tries| {
        let mut puzzle = vec![0; cells];
        for (cell, value) in tries {
            let before = puzzle[cell];
            puzzle[cell] = value;
            if SudokuBoard::new(shape, &puzzle, CellOrder::Row).is_err() {
                puzzle[cell] = before;
            }
        }
        (shape, puzzle)
    })
}

/// Whether every row, column and box holds each value exactly once, checked afresh.
fn is_valid_full_grid(shape: Shape, cells: &[u8]) -> bool {
    let n = shape.side();
    let mut units = vec![0u64; 3 * n];
    for (i, &v) in cells.iter().enumerate() {
        if v == 0 || v as usize > n {
            return false;
        }
        let (r, c) = (i / n, i % n);
        units[r] |= 1 << v;
        units[n + c] |= 1 << v;
        units[2 * n + shape.box_of(r, c)] |= 1 << v;
    }
    let all = ((1u64 << n) - 1) << 1;
    cells.len() == n * n && units.iter().all(|&u| u == all)
}

fn keeps_givens(puzzle: &[u8], solution: &[u8]) -> bool {
    puzzle.iter().zip(solution).all(|(&p, &s)| p == 0 || p == s)
}

/// Every solution the search reports, in the order it reports them.
fn solutions(shape: Shape, puzzle: &[u8], order: CellOrder, stop: StopAfter) -> Vec<Vec<u8>> {
    let board = SudokuBoard::new(shape, puzzle, order).expect("givens do not clash");
    let mut search = Search::new(board, stop);
    let mut found = Vec::new();
    while let Some(event) = search.next() {
        if event == Event::Solution {
            found.push(search.problem().cells().to_vec());
        }
    }
    found
}

/// Checks that every `Remove` takes back the latest `Place` still standing, into a blank
/// cell, and returns how many placements stand at the end.
fn check_brackets(puzzle: &[u8], events: &[Event]) -> Result<usize, TestCaseError> {
    let mut standing: Vec<(u16, u8)> = Vec::new();
    for &event in events {
        match event {
            Event::Place { slot, choice } => {
                prop_assert_eq!(puzzle[slot as usize], 0, "placed over a given");
                prop_assert!(
                    standing.iter().all(|&(s, _)| s != slot),
                    "placed into a filled cell"
                );
                standing.push((slot, choice));
            }
            Event::Remove { slot, choice } => {
                let last = standing.pop();
                prop_assert_eq!(last, Some((slot, choice)), "remove out of order");
            }
            Event::Solution => {
                let blanks = puzzle.iter().filter(|&&v| v == 0).count();
                prop_assert_eq!(standing.len(), blanks, "solution with blanks left");
            }
        }
    }
    Ok(standing.len())
}

fn side_and_puzzle() -> impl Strategy<Value = Blanked> {
    prop_oneof![
        blanked(4, 16),
        blanked(6, 30),
        blanked(8, 40),
        blanked(9, 50),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn reported_solutions_are_valid_and_keep_the_givens(case in side_and_puzzle()) {
        for order in ORDERS {
            let found = solutions(case.shape, &case.puzzle, order, StopAfter::Solutions(3));
            prop_assert!(!found.is_empty(), "a blanked grid has a solution");
            for solution in &found {
                prop_assert!(is_valid_full_grid(case.shape, solution));
                prop_assert!(keeps_givens(&case.puzzle, solution));
            }
            let distinct: BTreeSet<&Vec<u8>> = found.iter().collect();
            prop_assert_eq!(distinct.len(), found.len(), "a solution reported twice");
        }
    }

    #[test]
    fn places_and_removes_nest_like_brackets(case in side_and_puzzle()) {
        let blanks = case.puzzle.iter().filter(|&&v| v == 0).count();
        for order in ORDERS {
            for limit in [1, 3] {
                let board = SudokuBoard::new(case.shape, &case.puzzle, order).unwrap();
                let events: Vec<Event> = Search::new(board, StopAfter::Solutions(limit)).collect();
                let solutions = events.iter().filter(|&&e| e == Event::Solution).count() as u64;
                let standing = check_brackets(&case.puzzle, &events)?;
                // Stopped at a solution every blank is filled; run out, all is taken back.
                if solutions == limit {
                    prop_assert_eq!(standing, blanks);
                    prop_assert_eq!(events.last(), Some(&Event::Solution));
                } else {
                    prop_assert_eq!(standing, 0);
                }
            }
        }
    }

    #[test]
    fn every_order_finds_the_same_solutions(case in prop_oneof![blanked(4, 16), blanked(6, 16)]) {
        let [row, mrv, singles, _] = ORDERS.map(|order| {
            solutions(case.shape, &case.puzzle, order, StopAfter::Exhaustion)
        });
        prop_assert_eq!(row.len(), mrv.len());
        prop_assert_eq!(row.len(), singles.len());
        let row: BTreeSet<Vec<u8>> = row.into_iter().collect();
        let mrv: BTreeSet<Vec<u8>> = mrv.into_iter().collect();
        let singles: BTreeSet<Vec<u8>> = singles.into_iter().collect();
        prop_assert!(row.contains(&case.grid), "the blanked grid is among the solutions");
        prop_assert_eq!(&row, &mrv);
        prop_assert_eq!(row, singles);
    }

    #[test]
    fn every_order_agrees_on_scattered_givens(
        (shape, puzzle) in prop_oneof![scattered(4, 8), scattered(6, 24)]
    ) {
        let [row, mrv, singles, _] = ORDERS.map(|order| {
            solutions(shape, &puzzle, order, StopAfter::Solutions(2000))
        });
        for solution in row.iter().chain(&mrv).chain(&singles) {
            prop_assert!(is_valid_full_grid(shape, solution));
            prop_assert!(keeps_givens(&puzzle, solution));
        }
        prop_assert_eq!(row.len(), mrv.len());
        prop_assert_eq!(row.len(), singles.len());
        // Past the cap each order has found a different part of the set.
        if row.len() == 2000 {
            return Ok(());
        }
        let row: BTreeSet<Vec<u8>> = row.into_iter().collect();
        let mrv: BTreeSet<Vec<u8>> = mrv.into_iter().collect();
        let singles: BTreeSet<Vec<u8>> = singles.into_iter().collect();
        prop_assert_eq!(&row, &mrv);
        prop_assert_eq!(row, singles);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// `cover` branches on a unit's value as well as on a cell, and takes out locked
    /// candidates: it still finds exactly row order's solutions, each once.
    #[test]
    fn cover_finds_row_orders_solutions(
        case in prop_oneof![blanked(4, 16), blanked(9, 45)]
    ) {
        let [row, cover] = [CellOrder::Row, CellOrder::Cover].map(|order| {
            solutions(case.shape, &case.puzzle, order, StopAfter::Exhaustion)
        });
        prop_assert_eq!(row.len(), cover.len());
        let row: BTreeSet<Vec<u8>> = row.into_iter().collect();
        let cover: BTreeSet<Vec<u8>> = cover.into_iter().collect();
        prop_assert!(row.contains(&case.grid), "the blanked grid is among the solutions");
        prop_assert_eq!(row, cover);
    }

    /// On givens that may leave no solution or many, `cover` agrees with row order too.
    #[test]
    fn cover_agrees_with_row_order_on_scattered_givens(
        (shape, puzzle) in prop_oneof![scattered(4, 8), scattered(6, 24)]
    ) {
        let [row, cover] = [CellOrder::Row, CellOrder::Cover].map(|order| {
            solutions(shape, &puzzle, order, StopAfter::Solutions(300))
        });
        prop_assert_eq!(row.len(), cover.len());
        if row.len() < 300 {
            let row: BTreeSet<Vec<u8>> = row.into_iter().collect();
            let cover: BTreeSet<Vec<u8>> = cover.into_iter().collect();
            prop_assert_eq!(row, cover);
        }
    }
}

/// Two hundred 9×9 puzzles from seeded full grids with 50 cells blanked (many with more
/// than one answer): `singles` finds exactly row order's solutions.
#[test]
fn singles_finds_row_orders_solutions_on_200_seeded_puzzles() {
    let shape = Shape::for_side(9).unwrap();
    let mut several = 0;
    for seed in 0..200u64 {
        let grid = full_grid(shape, seed);
        let mut puzzle = grid.clone();
        // A stride coprime to 81 visits scattered cells.
        for k in 0..50 {
            puzzle[(seed as usize * 7 + k * 29) % 81] = 0;
        }
        let [row, singles] = [CellOrder::Row, CellOrder::Singles].map(|order| {
            let found = solutions(shape, &puzzle, order, StopAfter::Solutions(500));
            found.into_iter().collect::<BTreeSet<_>>()
        });
        assert!(row.contains(&grid), "seed {seed}");
        assert_eq!(row, singles, "seed {seed}");
        several += usize::from(row.len() > 1);
    }
    assert!(several > 10, "only {several} puzzles with several answers");
}

#[test]
fn the_checker_rejects_broken_grids() {
    let shape = Shape::for_side(4).unwrap();
    let good = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
    assert!(is_valid_full_grid(shape, &good));
    let mut swapped = good;
    swapped.swap(0, 1);
    assert!(!is_valid_full_grid(shape, &swapped));
    // Rows and columns are Latin but the top-left box holds 1 2 2 1.
    let latin = [1, 2, 3, 4, 2, 1, 4, 3, 3, 4, 1, 2, 4, 3, 2, 1];
    assert!(!is_valid_full_grid(shape, &latin));
    let mut blank = good;
    blank[5] = 0;
    assert!(!is_valid_full_grid(shape, &blank));
}
