//! Breakpoints against the counts taken from the event stream: each condition stops
//! exactly at the events where, walking the run, it holds; and a slot named in a
//! problem's own words stops where the engine's `place S:C` stops.

use backtrack::engine::{BreakpointWatch, Condition, Counters, Event, Problem, Search, StopAfter};
use backtrack::problems::graph_colouring::{PRESETS, RegionOrder};
use backtrack::problems::{
    CellOrder, ColourMap, ColouringBoard, Permutations, Puzzle, QueensBoard, Shape, SubsetSum,
    SudokuBoard,
};
use backtrack::registry::{EachProblem, each_problem};
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
        let mut watch = BreakpointWatch::new(vec![Condition::Depth(k)], &Counters::default());
        for (event, counters) in events {
            let expected = matches!(event, Event::Place { .. }) && counters.depth == k;
            prop_assert_eq!(watch.see(event).is_some(), expected);
        }
    }

    #[test]
    fn placement_n_stops_once_at_the_nth_place(n in 4usize..8, nth in 1u64..3000) {
        let events = walk(n);
        let mut watch = BreakpointWatch::new(vec![Condition::Placement(nth)], &Counters::default());
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
        let mut watch = BreakpointWatch::new(vec![Condition::Unwind(k)], &start);
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
        let mut watch = BreakpointWatch::new(both, &Counters::default());
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

/// The steps of a search of `problem` at which a watch on `condition` stops.
fn stops<P: Problem>(problem: &P, condition: Condition) -> Vec<usize> {
    let mut search = Search::new(problem.clone(), StopAfter::Exhaustion);
    let mut watch = BreakpointWatch::new(vec![condition], &Counters::default());
    let mut stops = Vec::new();
    for (step, event) in (&mut search).enumerate() {
        if watch.see(event).is_some() {
            stops.push(step + 1);
        }
    }
    stops
}

/// Checks `place slot:choice` on `problem`: its text in the problem's words, counted
/// from `first`, reads back as itself, and stops where the engine's form stops.
fn named_as_raw<P: Problem>(
    problem: &P,
    slot: u16,
    choice: u8,
    first: u16,
) -> Result<(), TestCaseError> {
    let raw = Condition::Place { slot, choice };
    let told = raw.told(problem, first);
    prop_assert!(!told.starts_with("place"), "{} has a name", raw);
    let read = Condition::read(&told, problem, first);
    prop_assert_eq!(read.clone(), Ok(raw), "{}", told);
    let raw_text = Condition::read(&raw.to_string(), problem, first);
    prop_assert_eq!(raw_text, Ok(raw));
    prop_assert_eq!(stops(problem, read.expect("read")), stops(problem, raw));
    Ok(())
}

/// Every form of the engine, for [`Condition::told`] and [`Condition::read`] to leave
/// as they are, and slots and choices beyond any board here.
fn conditions() -> impl Strategy<Value = Condition> {
    prop_oneof![
        Just(Condition::Solution),
        Just(Condition::Backtrack),
        (1u32..10).prop_map(Condition::Unwind),
        (1u32..10).prop_map(Condition::Depth),
        (1u64..10_000).prop_map(Condition::Placement),
        (0u16..40, 0u8..20).prop_map(|(slot, choice)| Condition::Place { slot, choice }),
    ]
}

/// Reads what each problem tells of `condition` back as `condition`.
fn reads_back(condition: Condition, first: u16) -> Result<(), TestCaseError> {
    let boards: [&dyn Fn(Condition) -> ToldAndRead; 5] = [
        &|c| told_and_read(&QueensBoard::new(6).expect("6"), c, first),
        &|c| told_and_read(&sudoku(), c, first),
        &|c| told_and_read(&Permutations::new(5).expect("5"), c, first),
        &|c| told_and_read(&subset_sum(), c, first),
        &|c| told_and_read(&australia(), c, first),
    ];
    for board in boards {
        let (told, read) = board(condition);
        prop_assert_eq!(read, Ok(condition), "{}", told);
    }
    let mut presets = PresetsReadBack {
        condition,
        first,
        failed: Vec::new(),
    };
    each_problem(&mut presets);
    prop_assert!(presets.failed.is_empty(), "{:?}", presets.failed);
    Ok(())
}

/// Tells `condition` on every preset of each problem of the registry and reads it back,
/// so that a new problem's breakpoints are held to it with no line here.
struct PresetsReadBack {
    condition: Condition,
    first: u16,
    /// Each preset whose text did not read back: its name, the text and what it read.
    failed: Vec<(&'static str, String, Result<Condition, String>)>,
}

impl EachProblem for PresetsReadBack {
    fn visit<P: Puzzle>(&mut self) {
        for preset in P::presets() {
            let board = P::from_spec(&preset.spec).expect("every preset opens");
            let (told, read) = told_and_read(&board, self.condition, self.first);
            if read != Ok(self.condition) {
                self.failed.push((preset.name, told, read));
            }
        }
    }
}

/// A condition's text on a board, and what that text reads back as.
type ToldAndRead = (String, Result<Condition, String>);

/// `condition` told on `problem`, and that text read back.
fn told_and_read<P: Problem>(problem: &P, condition: Condition, first: u16) -> ToldAndRead {
    let told = condition.told(problem, first);
    let read = Condition::read(&told, problem, first).map_err(|error| error.to_string());
    (told, read)
}

/// An empty 4×4 sudoku in row order.
fn sudoku() -> SudokuBoard {
    let shape = Shape::for_side(4).expect("a side");
    SudokuBoard::new(shape, &[0; 16], CellOrder::Row).expect("empty")
}

/// A subset sum with a number twice.
fn subset_sum() -> SubsetSum {
    SubsetSum::new(&[3, 5, 3, 8, 2], 11).expect("a sum")
}

/// The map of Australia in 3 colours.
fn australia() -> ColouringBoard {
    let preset = PRESETS
        .iter()
        .find(|p| p.name == "australia")
        .expect("a preset");
    let map = ColourMap::parse(preset.map).expect("a map");
    ColouringBoard::new(map, 3, RegionOrder::File).expect("3 colours")
}

proptest! {
    #[test]
    fn a_named_queen_stops_where_its_place_does(n in 4usize..7, row in 0u16..7, col in 0u8..7, first in 0u16..2) {
        let board = QueensBoard::new(n).expect("a size");
        let (row, col) = (row % n as u16, col % n as u8);
        named_as_raw(&board, row, col, first)?;
    }

    #[test]
    fn a_named_cell_stops_where_its_place_does(cell in 0u16..16, value in 1u8..5, first in 0u16..2) {
        named_as_raw(&sudoku(), cell, value, first)?;
    }

    #[test]
    fn a_named_position_stops_where_its_place_does(position in 0u16..5, value in 1u8..6, first in 0u16..2) {
        named_as_raw(&Permutations::new(5).expect("5"), position, value, first)?;
    }

    #[test]
    fn a_named_number_stops_where_its_place_does(slot in 0u16..5, choice in 0u8..2) {
        named_as_raw(&subset_sum(), slot, choice, 1)?;
    }

    #[test]
    fn a_named_region_stops_where_its_place_does(region in 0u16..7, colour in 0u8..3) {
        named_as_raw(&australia(), region, colour, 0)?;
    }

    #[test]
    fn every_problem_reads_back_what_it_tells(condition in conditions(), first in 0u16..2) {
        reads_back(condition, first)?;
    }
}

#[test]
fn a_wrong_name_is_explained_in_one_line() {
    let error = |problem: &dyn Fn(&str) -> String, text: &str| problem(text);
    let australia = |text: &str| {
        let board = australia();
        Condition::read(text, &board, 0)
            .expect_err("wrong")
            .to_string()
    };
    assert_eq!(
        error(&australia, "XX=red"),
        "`XX` is not a region of this board: WA, NT, SA, Q, NSW, V, T"
    );
    assert_eq!(
        error(&australia, "sa=pink"),
        "`pink` is not a colour of this board: red, green, blue"
    );
    let queens = |text: &str| {
        let board = QueensBoard::new(8).expect("8");
        Condition::read(text, &board, 1)
            .expect_err("wrong")
            .to_string()
    };
    assert_eq!(
        error(&queens, "row9=1"),
        "row 9 is beyond this board: it has 1 to 8"
    );
    assert!(error(&queens, "queen").starts_with("`queen` is not a condition"));
}
