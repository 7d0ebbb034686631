//! What the tutorials print, checked against the presets: answers, step traces and the
//! number of calls their programs make.

use backtrack::engine::{Event, Search, StopAfter};
use backtrack::problems::sudoku::{parse::parse_puzzles, presets};
use backtrack::problems::{CellOrder, Puzzle, QueensBoard, SudokuBoard};

/// Seed 004's answer to its board, row by row.
const SEED_004_ANSWER: &str = "673894512 912735486 845612973 798261354 526473891 \
                               134589267 469128735 287356149 351947628";

fn board(name: &str, order: CellOrder) -> SudokuBoard {
    let text = presets::find(name).expect("preset exists").spec.text;
    parse_puzzles(text).expect("preset parses")[0]
        .board(order)
        .expect("preset givens do not clash")
}

/// The first solution as nine-digit rows separated by spaces, and the placements made to
/// reach it, the last one included.
fn first_solution(name: &str, order: CellOrder) -> (String, u64) {
    let mut search = Search::new(board(name, order), StopAfter::First);
    assert_eq!(search.by_ref().last(), Some(Event::Solution), "{name}");
    let side = search.problem().shape().side();
    let rows: Vec<String> = search
        .problem()
        .cells()
        .chunks(side)
        .map(|r| r.iter().map(|v| v.to_string()).collect())
        .collect();
    (rows.join(" "), search.counters().placements)
}

#[test]
fn worlds_hardest_has_seed_000s_answer_in_both_orders() {
    let answer = "812753649 943682175 675491283 154237896 369845721 \
                  287169534 521974368 438526917 796318452";
    assert_eq!(first_solution("9x9-a4", CellOrder::Row).0, answer);
    assert_eq!(first_solution("9x9-a4", CellOrder::Mrv).0, answer);
    assert_eq!(first_solution("9x9-a4", CellOrder::Singles).0, answer);
}

#[test]
fn singles_cut_the_placements_of_row_and_mrv_order() {
    // Seed 000's counts on Inkala's puzzle are 49,558 (row) and 10,101 (MRV); filling the
    // singles first takes 1,673 (computed by this program, pinned here).
    let placements = |order| first_solution("9x9-a4", order).1;
    assert_eq!(placements(CellOrder::Row), 49_558);
    assert_eq!(placements(CellOrder::Mrv), 10_101);
    assert_eq!(placements(CellOrder::Singles), 1_673);
    // Seed 004's board, 10,373 placements with MRV, needs no guess at all: its 64 blanks
    // are all singles, one after the other.
    let (answer, placements) = first_solution("9x9-mrv", CellOrder::Singles);
    assert_eq!(placements, 64);
    assert_eq!(answer, SEED_004_ANSWER);
}

#[test]
fn seed_004_board_takes_10_373_placements_with_mrv() {
    // Seed 004 reports 10,374 calls of Solve: the first call on the untouched board, then
    // one after each placement, the one completing the grid included.
    let (answer, placements) = first_solution("9x9-mrv", CellOrder::Mrv);
    assert_eq!(placements, 10_373);
    assert_eq!(answer, SEED_004_ANSWER);
}

#[test]
fn seed_004_board_counts_its_events_the_way_its_solve_does() {
    let mut search = Search::new(board("9x9-mrv", CellOrder::Mrv), StopAfter::First);
    let mut places = 0u64;
    let mut removes = 0u64;
    for event in search.by_ref() {
        match event {
            Event::Place { .. } => places += 1,
            Event::Remove { .. } => removes += 1,
            Event::Solution => {}
        }
    }
    // The 64 blanks of the 17-given board stay filled at the end; every other placement
    // was taken back.
    assert_eq!(places, 10_373);
    assert_eq!(places - removes, 64);
    assert!(search.problem().is_full());
}

#[test]
fn a4_places_values_as_seed_000s_trace_shows() {
    // Each picture of seed 000's trace of A4 is headed by the cell just filled (row,
    // column from 0) and shows the value written there; the pictures run on after the
    // answer until the search runs out of choices.
    let trace: [(u16, u16, u8); 26] = [
        (0, 0, 2),
        (0, 1, 3),
        (0, 2, 1),
        (0, 3, 4),
        (0, 2, 4),
        (0, 0, 3),
        (0, 1, 2),
        (0, 2, 1),
        (0, 3, 4),
        (0, 2, 4),
        (0, 0, 4),
        (0, 1, 2),
        (0, 2, 1),
        (0, 3, 3),
        (1, 1, 3),
        (1, 3, 4),
        (2, 0, 2),
        (2, 2, 3),
        (3, 0, 3),
        (3, 1, 1),
        (3, 2, 4),
        (3, 3, 2),
        (2, 0, 3),
        (0, 2, 3),
        (0, 1, 3),
        (0, 2, 1),
    ];
    let events: Vec<Event> =
        Search::new(board("4x4-a4", CellOrder::Row), StopAfter::Exhaustion).collect();
    let places: Vec<(u16, u16, u8)> = events
        .iter()
        .filter_map(|e| match *e {
            Event::Place { slot, choice } => Some((slot / 4, slot % 4, choice)),
            _ => None,
        })
        .collect();
    assert_eq!(places, trace);
    // The answer comes right after the 22nd placement, (3,3) = 2.
    let solution_at = events
        .iter()
        .position(|&e| e == Event::Solution)
        .expect("A4 has an answer");
    let places_before = events[..solution_at]
        .iter()
        .filter(|e| matches!(e, Event::Place { .. }))
        .count();
    assert_eq!(places_before, 22);
    assert_eq!(events.iter().filter(|&&e| e == Event::Solution).count(), 1);
}

#[test]
fn a4_answer_is_the_board_of_seed_000s_trace() {
    assert_eq!(
        first_solution("4x4-a4", CellOrder::Row).0,
        "4213 1324 2431 3142"
    );
}

#[test]
fn eight_queens_count_matches_seed_000() {
    // "八皇后问题一共有 92 种解法": the eight queens problem has 92 solutions.
    let preset = QueensBoard::presets().iter().find(|p| p.name == "queens-8");
    let n = preset.expect("preset exists").spec;
    let queens = QueensBoard::new(n).expect("8 is a valid size");
    let solutions = Search::new(queens, StopAfter::Exhaustion)
        .filter(|&e| e == Event::Solution)
        .count();
    assert_eq!(solutions, 92);
}
