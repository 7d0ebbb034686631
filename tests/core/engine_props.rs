//! The engine's promises, checked on many searches: events nest like brackets, counters
//! agree with the events, and a timeline seeks to any step and back with nothing lost.

use std::ops::ControlFlow;

use backtrack::engine::{Event, Problem, Search, StopAfter, Timeline};
use backtrack::problems::{CellOrder, Permutations, Puzzle, QueensBoard, Shape, SudokuBoard};
use backtrack::registry::{EachProblem, each_problem};
use proptest::prelude::*;

/// Every event of a search, with the counters seen after each.
fn run<P: Problem>(problem: P, stop: StopAfter) -> Vec<Event> {
    Search::new(problem, stop).collect()
}

/// Checks that places and removes nest like brackets: a remove takes back the latest
/// place still standing, and a solution comes right after a place (or on an empty
/// problem, first). Returns the depth left standing at the end.
fn check_brackets(events: &[Event]) -> Result<usize, String> {
    let mut standing: Vec<(u16, u8)> = Vec::new();
    for (i, &event) in events.iter().enumerate() {
        match event {
            Event::Place { slot, choice } => standing.push((slot, choice)),
            Event::Remove { slot, choice } => match standing.pop() {
                Some(top) if top == (slot, choice) => {}
                other => return Err(format!("event {i}: {event:?} takes back {other:?}")),
            },
            Event::Solution => {
                if i > 0 && !matches!(events[i - 1], Event::Place { .. }) {
                    return Err(format!("event {i}: a solution not after a place"));
                }
            }
        }
    }
    Ok(standing.len())
}

fn empty_sudoku(side: usize, order: CellOrder) -> SudokuBoard {
    let shape = Shape::for_side(side).expect("a sudoku side");
    SudokuBoard::new(shape, &vec![0; shape.cells()], order).expect("an empty grid is valid")
}

#[test]
fn exhausted_searches_take_back_everything_they_place() {
    for n in 1..=8 {
        let events = run(QueensBoard::new(n).unwrap(), StopAfter::Exhaustion);
        assert_eq!(check_brackets(&events), Ok(0), "queens {n}");
        let events = run(Permutations::new(n).unwrap(), StopAfter::Exhaustion);
        assert_eq!(check_brackets(&events), Ok(0), "permutations {n}");
    }
    for order in [CellOrder::Row, CellOrder::Mrv] {
        let events = run(empty_sudoku(4, order), StopAfter::Exhaustion);
        assert_eq!(check_brackets(&events), Ok(0), "4×4 {order:?}");
        // Every 4×4 grid, found once each: 288 of them.
        let solutions = events.iter().filter(|e| **e == Event::Solution).count();
        assert_eq!(solutions, 288, "{order:?}");
    }
}

/// The most events of a preset's search the sweep below walks.
const PRESET_EVENTS: usize = 20_000;

/// Checks every preset of each problem of the registry: its search, stopping where the
/// preset says, nests its events like brackets, its counters agree with them, and a
/// search that ends takes back what it places unless it stopped at a solution.
struct PresetsNest(Vec<String>);

impl EachProblem for PresetsNest {
    fn visit<P: Puzzle>(&mut self) {
        for preset in P::presets() {
            let board = P::from_spec(&preset.spec).expect("every preset opens");
            let mut search = Search::new(board, preset.stop);
            let events: Vec<Event> = (&mut search).take(PRESET_EVENTS).collect();
            let ended = events.len() < PRESET_EVENTS;
            let counters = search.counters();
            let count = |wanted: fn(&Event) -> bool| events.iter().filter(|e| wanted(e)).count();
            let counted = (
                count(|e| matches!(e, Event::Place { .. })) as u64,
                count(|e| matches!(e, Event::Remove { .. })) as u64,
                count(|e| *e == Event::Solution) as u64,
            );
            let fault = match check_brackets(&events) {
                Err(fault) => Some(fault),
                Ok(_)
                    if counted != (counters.placements, counters.removals, counters.solutions) =>
                {
                    Some(format!("counters {counters:?}, events {counted:?}"))
                }
                Ok(left) if ended && preset.stop == StopAfter::Exhaustion && left != 0 => {
                    Some(format!("{left} placed and not taken back"))
                }
                Ok(_) => None,
            };
            if let Some(fault) = fault {
                self.0.push(format!("{}: {fault}", preset.name));
            }
        }
    }
}

#[test]
fn every_presets_search_nests_its_events_and_counts_them() {
    let mut presets = PresetsNest(Vec::new());
    each_problem(&mut presets);
    assert!(presets.0.is_empty(), "{:?}", presets.0);
}

#[test]
fn counters_agree_with_the_events() {
    let mut search = Search::new(QueensBoard::new(8).unwrap(), StopAfter::Exhaustion);
    let (mut places, mut removes, mut solutions, mut depth, mut deepest) = (0, 0, 0, 0u32, 0);
    while let Some(event) = search.next() {
        match event {
            Event::Place { .. } => {
                places += 1;
                depth += 1;
                deepest = deepest.max(depth);
            }
            Event::Remove { .. } => {
                removes += 1;
                depth -= 1;
            }
            Event::Solution => solutions += 1,
        }
        let counters = search.counters();
        assert_eq!(
            (counters.placements, counters.removals, counters.solutions),
            (places, removes, solutions)
        );
        assert_eq!((counters.depth, counters.max_depth), (depth, deepest));
        assert_eq!(search.frames().len() as u32, depth + u32::from(depth < 8));
    }
    // Seed 001's figures for eight queens.
    assert_eq!((places, solutions), (2_056, 92));
    assert!(search.is_finished());
    assert_eq!(search.next(), None);
}

#[test]
fn internal_iteration_yields_the_events_of_next_and_resumes_where_it_broke() {
    let stops = [
        StopAfter::First,
        StopAfter::Exhaustion,
        StopAfter::Solutions(50),
    ];
    let problems = [
        empty_sudoku(4, CellOrder::Singles),
        empty_sudoku(4, CellOrder::Mrv),
        empty_sudoku(6, CellOrder::Row),
    ];
    for (problem, stop) in problems.into_iter().zip(stops) {
        let expected = run(problem.clone(), stop);
        // Broken off at every solution and every seventh event (placements and removals
        // alike) and resumed, with `fold` for the rest.
        let mut search = Search::new(problem, stop);
        let mut events = Vec::new();
        while let ControlFlow::Break(()) = search.try_for_each_event(|event, board, _| {
            events.push(event);
            if event == Event::Solution {
                assert!(board.is_full());
                return ControlFlow::Break(());
            }
            if events.len() % 7 == 0 {
                return ControlFlow::Break(());
            }
            ControlFlow::Continue(())
        }) {
            let removals = events
                .iter()
                .filter(|e| matches!(e, Event::Remove { .. }))
                .count();
            assert_eq!(search.counters().removals as usize, removals);
            if events.len() > 200 {
                break;
            }
        }
        let counters = *search.counters();
        let events = search.fold(events, |mut events, event| {
            events.push(event);
            events
        });
        assert_eq!(events, expected);
        let places = expected
            .iter()
            .filter(|e| matches!(e, Event::Place { .. }))
            .count();
        assert!(counters.placements as usize <= places);
    }
    // Eight queens by `fold`, seed 001's figures.
    let search = Search::new(QueensBoard::new(8).unwrap(), StopAfter::Exhaustion);
    let (places, solutions) = search.fold((0, 0), |(p, s), event| match event {
        Event::Place { .. } => (p + 1, s),
        Event::Solution => (p, s + 1),
        Event::Remove { .. } => (p, s),
    });
    assert_eq!((places, solutions), (2_056, 92));
}

#[test]
fn stopping_after_k_solutions_stops_on_the_kth() {
    for k in 1..=5 {
        let events = run(QueensBoard::new(6).unwrap(), StopAfter::Solutions(k));
        let solutions = events.iter().filter(|e| **e == Event::Solution).count() as u64;
        // Six queens have four solutions in all.
        assert_eq!(solutions, k.min(4), "k = {k}");
        if k <= 4 {
            assert_eq!(events.last(), Some(&Event::Solution), "k = {k}");
        }
    }
}

/// The state a fresh search reaches after `step` events, to compare a timeline against.
fn fresh<P: Problem + Clone>(
    problem: &P,
    stop: StopAfter,
    step: u64,
) -> (Search<P>, Option<Event>) {
    let mut search = Search::new(problem.clone(), stop);
    let mut last = None;
    for _ in 0..step {
        last = search.next();
    }
    (search, last)
}

fn assert_same_as_fresh<P: Problem + Clone + PartialEq + std::fmt::Debug>(
    timeline: &Timeline<P>,
    problem: &P,
    stop: StopAfter,
) -> Result<(), TestCaseError> {
    let (mut search, last) = fresh(problem, stop, timeline.step());
    if timeline.at_end() {
        // A timeline knows it is at the end once its search has said so.
        prop_assert_eq!(search.next(), None);
    }
    prop_assert_eq!(timeline.search().problem(), search.problem());
    prop_assert_eq!(timeline.search().frames(), search.frames());
    prop_assert_eq!(timeline.search().counters(), search.counters());
    prop_assert_eq!(timeline.last_event(), last);
    Ok(())
}

/// Moves a timeline by each move in turn (a target step, or a single step back or
/// forward), checking after each that it matches a fresh search at that step.
fn wander<P: Problem + Clone + PartialEq + std::fmt::Debug>(
    problem: P,
    stop: StopAfter,
    moves: &[(u8, u64)],
) -> Result<(), TestCaseError> {
    let mut timeline = Timeline::new(Search::new(problem.clone(), stop));
    for &(kind, amount) in moves {
        match kind % 3 {
            0 => {
                timeline.seek(amount);
            }
            1 => {
                timeline.step_back();
            }
            _ => {
                timeline.step_forward();
            }
        }
        assert_same_as_fresh(&timeline, &problem, stop)?;
    }
    Ok(())
}

fn moves(longest: u64) -> impl Strategy<Value = Vec<(u8, u64)>> {
    prop::collection::vec((any::<u8>(), 0..longest), 1..24)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn timeline_seeks_reproduce_queens(n in 4usize..=7, moves in moves(6_000)) {
        wander(QueensBoard::new(n).unwrap(), StopAfter::Exhaustion, &moves)?;
    }

    #[test]
    fn timeline_seeks_reproduce_permutations(n in 1usize..=5, moves in moves(700)) {
        wander(Permutations::new(n).unwrap(), StopAfter::Exhaustion, &moves)?;
    }

    #[test]
    fn timeline_seeks_reproduce_sudoku(mrv in any::<bool>(), moves in moves(5_000)) {
        let order = if mrv { CellOrder::Mrv } else { CellOrder::Row };
        wander(empty_sudoku(4, order), StopAfter::Exhaustion, &moves)?;
    }
}

#[test]
fn a_long_timeline_keeps_its_checkpoints_bounded_and_still_seeks_exactly() {
    let problem = QueensBoard::new(13).unwrap();
    let mut timeline = Timeline::new(Search::new(problem.clone(), StopAfter::Exhaustion));
    let target = 1_500_000;
    assert_eq!(timeline.seek(target), target);
    assert!(
        timeline.checkpoint_count() <= 257,
        "{}",
        timeline.checkpoint_count()
    );
    for back in [1, 2, 1_000, 777_777, target] {
        timeline.seek(target - back);
        let (search, last) = fresh(&problem, StopAfter::Exhaustion, target - back);
        assert_eq!(timeline.search().problem(), search.problem());
        assert_eq!(timeline.search().frames(), search.frames());
        assert_eq!(timeline.last_event(), last);
    }
}

#[test]
fn a_forward_seek_from_a_checkpoint_lands_where_stepping_does() {
    // 8 queens: 4,204 events, checkpoints every 1,024 of them.
    let problem = QueensBoard::new(8).unwrap();
    let stop = StopAfter::Exhaustion;
    let mut timeline = Timeline::new(Search::new(problem.clone(), stop));
    assert_eq!(timeline.seek(u64::MAX), 4_204);
    for (from, target) in [
        (0, 4_096),
        (0, 4_204),
        (10, 3_000),
        (2_048, 2_049),
        (1, 4_203),
    ] {
        timeline.seek(from);
        assert_eq!(timeline.seek(target), target);
        assert_same_as_fresh(&timeline, &problem, stop).expect("the same state");
    }
    timeline.seek(0);
    assert_eq!(timeline.seek(4_204), 4_204);
    assert!(timeline.at_end());
}
