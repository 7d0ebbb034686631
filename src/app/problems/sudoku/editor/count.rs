//! Counting a puzzle's solutions in the background while the teacher types: none, one,
//! or at least two, so that the editor can say whether the puzzle is fair.
//!
//! Each count runs on a thread of its own ([`BackgroundJob`]) and looks at a cancel flag
//! between events; an edit cancels the count under way and starts another, so that keys
//! never wait.

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::app::screens::editor::background::BackgroundJob;
use crate::engine::{Event, Search, StopAfter};
use crate::problems::{CellOrder, Shape, SudokuBoard};

/// How a count ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// The givens clash, or no grid completes them.
    None,
    /// Exactly one grid completes them: a fair puzzle.
    One,
    /// Two grids or more complete them.
    AtLeastTwo,
    /// The cap of placements came first: this many were made, one solution found or none.
    GaveUp {
        /// The solutions found before giving up (0 or 1).
        found: u64,
        /// The placements made.
        placements: u64,
    },
}

/// The solutions of the sudoku `cells` of `shape`, counted up to two, making at most `cap`
/// placements and stopping when `cancel` is set (`None` then).
///
/// The search is the one `solve --all --count` runs; the exact-cover order finds the same
/// grids as row order in far fewer placements.
pub fn count(shape: Shape, cells: &[u8], cap: u64, cancel: &AtomicBool) -> Option<Count> {
    let Ok(board) = SudokuBoard::new(shape, cells, CellOrder::Cover) else {
        return Some(Count::None);
    };
    let mut search = Search::new(board, StopAfter::Solutions(2));
    let mut seen: u32 = 0;
    let stopped = search.try_for_each_event(|event, _, counters| {
        seen = seen.wrapping_add(1);
        if seen.is_multiple_of(4096) && cancel.load(Ordering::Relaxed) {
            return ControlFlow::Break(None);
        }
        if matches!(event, Event::Place { .. }) && counters.placements >= cap {
            return ControlFlow::Break(Some(Count::GaveUp {
                found: counters.solutions,
                placements: counters.placements,
            }));
        }
        ControlFlow::Continue(())
    });
    match stopped {
        ControlFlow::Break(ended) => ended,
        ControlFlow::Continue(()) => Some(match search.counters().solutions {
            0 => Count::None,
            1 => Count::One,
            _ => Count::AtLeastTwo,
        }),
    }
}

/// A count running on its own thread, cancelled when dropped.
#[derive(Debug)]
pub struct Counting(BackgroundJob<Count>);

impl Counting {
    /// Starts counting the solutions of `cells` of `shape`, up to `cap` placements.
    pub fn start(shape: Shape, cells: Vec<u8>, cap: u64) -> Counting {
        Counting(BackgroundJob::start(move |cancel| {
            count(shape, &cells, cap, cancel)
        }))
    }

    /// The count if it has ended; `None` while it runs.
    pub fn poll(&self) -> Option<Count> {
        self.0.poll()
    }

    /// Waits for the count to end: for the tests.
    #[cfg(test)]
    pub fn wait(&self) -> Option<Count> {
        self.0.wait()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::screens::editor::tally::PLACEMENT_CAP;
    use crate::problems::sudoku::parse::parse_puzzles;

    /// What `solve --all --count` prints for `cells`: every solution of a row-order search.
    fn solve_all_count(shape: Shape, cells: &[u8]) -> u64 {
        let Ok(board) = SudokuBoard::new(shape, cells, CellOrder::Row) else {
            return 0;
        };
        Search::new(board, StopAfter::Exhaustion)
            .filter(|&event| event == Event::Solution)
            .count() as u64
    }

    fn capped(count: u64) -> Count {
        match count {
            0 => Count::None,
            1 => Count::One,
            _ => Count::AtLeastTwo,
        }
    }

    #[test]
    fn the_count_is_solve_all_count_capped_at_two() {
        let texts = [
            // A1: one solution.
            include_str!("../../../../../assets/4x4-a1.txt"),
            // Two clashing givens: none.
            "1 0 0 1\n0 0 0 0\n0 0 0 0\n0 0 0 0\n",
            // No clash, yet no grid: the top left cell has no value left.
            "0 2 3 0\n0 1 0 0\n4 0 0 0\n0 0 0 0\n",
            // Few givens: many.
            "1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n",
            include_str!("../../../../../assets/6x6.txt"),
            include_str!("../../../../../assets/9x9-a4.txt"),
        ];
        let never = AtomicBool::new(false);
        for text in texts {
            let puzzle = &parse_puzzles(text).expect("a puzzle")[0];
            let expected = capped(solve_all_count(puzzle.shape, &puzzle.cells));
            let counted = count(puzzle.shape, &puzzle.cells, PLACEMENT_CAP, &never);
            assert_eq!(counted, Some(expected), "{text}");
        }
    }

    #[test]
    fn a_count_gives_up_at_its_cap_and_stops_when_cancelled() {
        let shape = Shape::for_side(9).expect("a side");
        let empty = vec![0; 81];
        let never = AtomicBool::new(false);
        assert_eq!(
            count(shape, &empty, 5, &never),
            Some(Count::GaveUp {
                found: 0,
                placements: 5
            })
        );
        let cancelled = AtomicBool::new(true);
        let sixteen = Shape::for_side(16).expect("a side");
        // A search long enough to see the flag: the flag is read every 4096 events.
        let hard = count(sixteen, &vec![0; 256], u64::MAX, &cancelled);
        assert!(matches!(hard, None | Some(Count::AtLeastTwo)));
        let running = Counting::start(shape, empty, PLACEMENT_CAP);
        assert_eq!(running.wait(), Some(Count::AtLeastTwo));
    }
}
