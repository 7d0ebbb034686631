//! Published 16×16 and 25×25 sudokus (`tests/data/sudoku-large/`, sources in its README):
//! the `cover` order solves each, and proves its one solution by searching on for a second.

use std::time::Instant;

use backtrack::engine::{Event, Search, StopAfter};
use backtrack::problems::sudoku::parse::parse_puzzles;
use backtrack::problems::{CellOrder, Shape};

/// Whether every row, column and box holds each value once.
fn is_full_grid(shape: Shape, cells: &[u8]) -> bool {
    let n = shape.side();
    let mut units = vec![0u64; 3 * n];
    for (i, &v) in cells.iter().enumerate() {
        let (r, c) = (i / n, i % n);
        for unit in [r, n + c, 2 * n + shape.box_of(r, c)] {
            units[unit] |= 1 << v;
        }
    }
    let all = ((1u64 << n) - 1) << 1;
    cells.len() == n * n && units.iter().all(|&u| u == all)
}

/// Solves every puzzle of `file` in cover order to exhaustion: one solution each, a full
/// grid that keeps the givens. Returns how many puzzles there were.
fn each_has_one_solution(file: &str) -> usize {
    let path = format!(
        "{}/tests/data/sudoku-large/{file}",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).expect("the data file reads");
    let puzzles = parse_puzzles(&text).expect("the data file parses");
    for puzzle in &puzzles {
        let board = puzzle.board(CellOrder::Cover).expect("the givens agree");
        let started = Instant::now();
        let mut search = Search::new(board, StopAfter::Exhaustion);
        let mut found = Vec::new();
        while let Some(event) = search.next() {
            if event == Event::Solution {
                found.push(search.problem().cells().to_vec());
            }
        }
        let line = puzzle.line;
        assert_eq!(found.len(), 1, "{file} line {line}: solutions");
        let solution = &found[0];
        assert!(is_full_grid(puzzle.shape, solution), "{file} line {line}");
        let kept = puzzle.cells.iter().zip(solution);
        assert!(
            kept.into_iter().all(|(&g, &s)| g == 0 || g == s),
            "{file} line {line}"
        );
        let placements = search.counters().placements;
        eprintln!(
            "{file} line {line}: {placements} placements, {:?}",
            started.elapsed()
        );
    }
    puzzles.len()
}

#[test]
fn every_published_16x16_has_one_solution_in_cover_order() {
    assert_eq!(each_has_one_solution("16x16.txt"), 14);
}

#[test]
fn every_published_25x25_has_one_solution_in_cover_order() {
    assert_eq!(each_has_one_solution("25x25.txt"), 2);
}
