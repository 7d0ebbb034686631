//! The search against its own stepping: the internal iteration, broken off anywhere,
//! and a held search hand over what `next` does.

use std::ops::ControlFlow;

use super::*;
use crate::engine::Branch;

/// N queens kept as plain columns: dead ends at every depth, a full board now
/// and then, and for some `n` no solution at all.
#[derive(Clone, Debug)]
struct Queens {
    n: u8,
    columns: Vec<u8>,
}

impl Problem for Queens {
    fn branch(&self) -> Option<Branch> {
        let row = self.columns.len();
        (row < usize::from(self.n)).then(|| {
            let free = (0..self.n).filter(|&col| {
                self.columns
                    .iter()
                    .enumerate()
                    .all(|(r, &c)| c != col && usize::from(c.abs_diff(col)) != row - r)
            });
            Branch {
                slot: row as u16,
                choices: free.collect(),
            }
        })
    }

    fn apply(&mut self, _slot: u16, choice: u8) {
        self.columns.push(choice);
    }

    fn undo(&mut self, _slot: u16, _choice: u8) {
        self.columns.pop();
    }

    fn max_depth(&self) -> usize {
        usize::from(self.n)
    }
}

fn queens(n: u8) -> Queens {
    Queens {
        n,
        columns: Vec::new(),
    }
}

/// Every event of a search by `next`, with the counters after it.
fn stepped<P: Problem>(problem: P, stop: StopAfter) -> Vec<(Event, Counters)> {
    let mut search = Search::new(problem, stop);
    let mut seen = Vec::new();
    while let Some(event) = search.next() {
        seen.push((event, *search.counters()));
    }
    seen
}

/// The same search by the internal iteration, broken off after every `every`
/// events and resumed: what the consumer is handed, and the search's own counters
/// at each break, which must be those `next` shows after the same event.
fn walked<P: Problem>(problem: P, stop: StopAfter, every: usize) -> Vec<(Event, Counters)> {
    let mut search = Search::new(problem, stop);
    let mut seen: Vec<(Event, Counters)> = Vec::new();
    while let ControlFlow::Break(()) = search.try_for_each_event(|event, _, counters| {
        seen.push((event, *counters));
        if seen.len().is_multiple_of(every) {
            return ControlFlow::Break(());
        }
        ControlFlow::Continue(())
    }) {
        let last = seen.last().expect("a break follows an event");
        assert_eq!(search.counters(), &last.1, "after event {}", seen.len());
    }
    seen
}

#[test]
fn the_internal_iteration_hands_over_the_events_and_counters_of_next() {
    for n in [1, 3, 5, 6] {
        for stop in [
            StopAfter::First,
            StopAfter::Solutions(3),
            StopAfter::Exhaustion,
        ] {
            let expected = stepped(queens(n), stop);
            for every in [1, 2, 3, 7, usize::MAX] {
                assert_eq!(
                    walked(queens(n), stop, every),
                    expected,
                    "{n} queens, {stop:?}, broken every {every}"
                );
            }
        }
    }
}

#[test]
fn a_held_search_stops_at_the_same_placement_both_ways() {
    for limit in [0, 1, 5, 40] {
        let mut stepped = Search::new(queens(6), StopAfter::Exhaustion);
        stepped.hold_after_placements(limit);
        let by_next: Vec<Event> = stepped.by_ref().collect();
        let mut walked = Search::new(queens(6), StopAfter::Exhaustion);
        walked.hold_after_placements(limit);
        let mut by_walk = Vec::new();
        let _ = walked.try_for_each_event(|event, _, _| {
            by_walk.push(event);
            ControlFlow::<()>::Continue(())
        });
        assert_eq!(by_walk, by_next, "held after {limit}");
        assert_eq!(walked.counters(), stepped.counters());
        assert_eq!(walked.frames(), stepped.frames());
        assert!(walked.is_held() && stepped.is_held());
    }
}
