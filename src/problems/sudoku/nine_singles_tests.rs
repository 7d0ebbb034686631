//! The 9×9 `singles` board against the board of any size: the same branch at every step
//! of a search and the same rule for every placement, also when read on the way back.

use std::sync::atomic::{AtomicUsize, Ordering};

use super::NineSingles;
use crate::engine::Choices;
use crate::problems::sudoku::Shape;
use crate::problems::sudoku::parse::parse_puzzles;
use crate::problems::sudoku::presets;
use crate::problems::sudoku::singles::SinglesCells;

/// The candidates of `cell` in `cells`, as bits 1 to 9, read from the grid itself.
fn scanned(cells: &[u8], cell: usize) -> u32 {
    let (row, col) = (cell / 9, cell % 9);
    let mut used = 0u32;
    for (other, &value) in cells.iter().enumerate() {
        let (r, c) = (other / 9, other % 9);
        if r == row || c == col || (r / 3 == row / 3 && c / 3 == col / 3) {
            used |= 1 << value;
        }
    }
    0x3fe & !used
}

/// How often a branch was read from a stale state, over the whole test.
static STALE_READS: AtomicUsize = AtomicUsize::new(0);

/// Searches `givens` depth first for `steps` branches, with both boards side by side,
/// and checks that they agree at each; returns the placements made.
fn both_agree(givens: &[u8], steps: usize) -> usize {
    let shape = Shape::for_side(9).expect("9 is a side");
    let mut cells = givens.to_vec();
    let mut nine = NineSingles::new(&cells);
    let mut any = SinglesCells::new(shape, &cells, |cell| scanned(givens, cell));
    let mut stack: Vec<(usize, Choices)> = Vec::new();
    let mut placed = 0;
    for step in 0..steps {
        let branch = nine.branch(&cells);
        let full = cells.iter().all(|&v| v != 0);
        let expected = if full { None } else { any.branch(&cells) };
        assert_eq!(branch, expected, "step {step}");
        if let Some(branch) = branch {
            stack.push((branch.slot as usize, branch.choices));
        }
        loop {
            let Some((cell, untried)) = stack.last_mut() else {
                return placed;
            };
            let cell = *cell;
            if cells[cell] != 0 {
                nine.take_back(cell);
                any.take_back();
                cells[cell] = 0;
                // Read between two removals, the state a forced one left is rebuilt.
                if step % 8 == 0 {
                    STALE_READS.fetch_add(usize::from(nine.stale), Ordering::Relaxed);
                    assert_eq!(nine.branch(&cells), any.branch(&cells), "step {step}");
                }
            }
            if let Some(value) = untried.pop_first() {
                nine.place(&cells, cell, value);
                any.place(cell, value);
                cells[cell] = value;
                placed += 1;
                assert_eq!(nine.rule_of(cell), any.rule_of(cell), "step {step}");
                break;
            }
            stack.pop();
        }
    }
    placed
}

#[test]
fn the_nine_by_nine_board_chooses_as_the_board_of_any_size() {
    let generated = include_str!("../../../tests/data/singles-events/generated.txt");
    let mut placed = 0;
    for puzzle in parse_puzzles(generated).expect("the generated puzzles parse") {
        placed += both_agree(&puzzle.cells, 20_000);
    }
    for preset in presets::PRESETS {
        let puzzle = &parse_puzzles(preset.spec.text).expect("a preset parses")[0];
        if puzzle.shape.side() == 9 {
            placed += both_agree(&puzzle.cells, 20_000);
        }
    }
    placed += both_agree(&[0; 81], 20_000);
    assert!(placed > 20_000, "only {placed} placements compared");
    let stale = STALE_READS.load(Ordering::Relaxed);
    assert!(stale > 100, "only {stale} reads of a stale state");
}

/// The 9×9 `singles` board reads its row, column and box sets from the grid: at every
/// step of a search they are those a board of the same grid keeps.
#[test]
fn the_sets_read_from_the_grid_are_those_kept() {
    use crate::engine::{Search, StopAfter};
    use crate::problems::sudoku::{CellOrder, SudokuBoard};

    let shape = Shape::for_side(9).expect("9 is a side");
    let generated = include_str!("../../../tests/data/singles-events/generated.txt");
    let puzzle = &parse_puzzles(generated).expect("the generated puzzles parse")[0];
    let board = SudokuBoard::new(shape, &puzzle.cells, CellOrder::Singles).expect("no clash");
    let mut search = Search::new(board, StopAfter::Exhaustion);
    let mut steps = 0;
    while search.next().is_some() {
        steps += 1;
        let board = search.problem();
        let kept = SudokuBoard::new(shape, board.cells(), CellOrder::Row).expect("no clash");
        for k in 0..9 {
            assert_eq!(board.row_set(k), kept.row_set(k), "row {k}, step {steps}");
            assert_eq!(
                board.col_set(k),
                kept.col_set(k),
                "column {k}, step {steps}"
            );
            assert_eq!(board.box_set(k), kept.box_set(k), "box {k}, step {steps}");
        }
        for cell in 0..81 {
            assert_eq!(board.candidates(cell), kept.candidates(cell), "cell {cell}");
        }
    }
    assert!(steps > 40, "only {steps} steps");
}
