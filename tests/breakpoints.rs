//! Breakpoints against the counts taken from the event stream: each condition stops
//! exactly at the events where, walking the run, it holds.

use backtrack::engine::{Condition, Counters, Event, Search, StopAfter, Watch};
use backtrack::problems::QueensBoard;
use proptest::prelude::*;

/// Every event of a search of `n` queens, with the search's counters after each.
fn walk(n: usize) -> Vec<(Event, Counters)> {
    let board = QueensBoard::new(n).expect("a size");
    let mut search = Search::new(board, StopAfter::Exhaustion);
    let mut events = Vec::new();
    while let Some(event) = search.next() {
        events.push((event, *search.counters()));
    }
    events
}

proptest! {
    #[test]
    fn depth_stops_exactly_where_a_placement_reaches_it(n in 4usize..8, k in 1u32..9) {
        let events = walk(n);
        let mut watch = Watch::new(vec![Condition::Depth(k)], &Counters::default());
        for (event, counters) in events {
            let expected = matches!(event, Event::Place { .. }) && counters.depth == k;
            prop_assert_eq!(watch.see(event).is_some(), expected);
        }
    }

    #[test]
    fn placement_n_stops_once_at_the_nth_place(n in 4usize..8, nth in 1u64..3000) {
        let events = walk(n);
        let mut watch = Watch::new(vec![Condition::Placement(nth)], &Counters::default());
        let stops: Vec<u64> = events
            .iter()
            .filter(|(event, _)| watch.see(*event).is_some())
            .map(|(_, counters)| counters.placements)
            .collect();
        let total = events.last().map_or(0, |(_, c)| c.placements);
        let expected = if nth <= total { vec![nth] } else { vec![] };
        prop_assert_eq!(stops, expected);
    }

    #[test]
    fn unwind_stops_where_the_depth_has_dropped_k_since_the_last_place(
        n in 4usize..8,
        k in 1u32..6,
        from in 0usize..200,
    ) {
        let events = walk(n);
        let from = from.min(events.len());
        // A watch begun after a place counts each run of backtracks in full.
        let from = events[..from]
            .iter()
            .rposition(|(event, _)| matches!(event, Event::Place { .. }))
            .map_or(0, |at| at + 1);
        let start = if from == 0 { Counters::default() } else { events[from - 1].1 };
        let mut watch = Watch::new(vec![Condition::Unwind(k)], &start);
        let mut deepest = start.depth;
        for &(event, counters) in &events[from..] {
            if matches!(event, Event::Place { .. }) {
                deepest = counters.depth;
            }
            let expected = matches!(event, Event::Remove { .. })
                && deepest - counters.depth == k;
            prop_assert_eq!(watch.see(event).is_some(), expected);
        }
    }

    #[test]
    fn solutions_and_backtracks_stop_at_their_events(n in 4usize..8) {
        let events = walk(n);
        let both = vec![Condition::Solution, Condition::Backtrack];
        let mut watch = Watch::new(both, &Counters::default());
        let mut solutions = 0;
        let mut backtracks = 0;
        for (event, _) in &events {
            match watch.see(*event) {
                Some(Condition::Solution) => solutions += 1,
                Some(Condition::Backtrack) => backtracks += 1,
                other => prop_assert_eq!(other, None),
            }
        }
        let last = events.last().expect("events").1;
        prop_assert_eq!(solutions, last.solutions);
        prop_assert_eq!(backtracks, last.removals);
    }
}
