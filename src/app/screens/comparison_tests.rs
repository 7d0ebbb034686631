//! The tests of `comparison.rs`.

use std::ops::ControlFlow;

use ratatui::crossterm::event::KeyCode;

use super::*;
use crate::engine::Search;
use crate::problems::{CellOrder, Shape, SudokuBoard};

/// Inkala's "world's hardest" sudoku, seed 000's A4.
const A4: &str =
    "800000000003600000070090200050007000000045700000100030001000068008500010090000400";

fn a4() -> SudokuBoard {
    let cells: Vec<u8> = A4.bytes().map(|b| b - b'0').collect();
    let shape = Shape::for_side(9).expect("a side");
    SudokuBoard::new(shape, &cells, CellOrder::Row).expect("a puzzle")
}

fn compared(orders: &[CellOrder]) -> Comparison<SudokuBoard> {
    let boards = orders.iter().map(|&order| a4().reordered(order)).collect();
    Comparison::new(boards, StopAfter::First, None)
}

fn press(comparison: &mut Comparison<SudokuBoard>, code: KeyCode) -> Reply {
    comparison.handle_key(KeyEvent::from(code))
}

#[test]
fn end_gives_each_order_the_totals_of_its_own_search() {
    let mut comparison = compared(&CellOrder::ALL);
    assert_eq!(press(&mut comparison, KeyCode::End), Reply::Handled);
    while comparison.tick(Instant::now()) {}
    let totals = comparison.totals();
    for (lane, (name, counters)) in CellOrder::ALL.into_iter().zip(&totals) {
        // The counting commands' loop, as `solve --stats` and `compare --count` run it.
        let mut search = Search::new(a4().reordered(lane), StopAfter::First);
        let _ = search.try_for_each_event(|_, _, _| ControlFlow::<()>::Continue(()));
        assert_eq!(counters, search.counters(), "{name}");
    }
    // Seed 000's counts: 49,558 placements in row order, 10,101 with MRV.
    let placements: Vec<u64> = totals.iter().map(|(_, c)| c.placements).collect();
    assert_eq!(&placements[..2], [49_558, 10_101]);
    assert!(totals.iter().all(|(_, c)| c.solutions == 1));
    assert!(comparison.lanes.all_finished());
    // On screen, the class reads them with thousands grouped.
    let lines: Vec<String> = (comparison.totals_lines(&Theme::new(false, true)))
        .iter()
        .map(|line| line.to_string())
        .collect();
    assert!(
        lines[1].starts_with("row") && lines[1].contains(" 49,558 "),
        "{lines:?}"
    );
    assert!(lines[2].contains(" 10,101 "), "{lines:?}");
}

#[test]
fn a_step_moves_every_board_by_one_event_and_restart_goes_back() {
    let mut comparison = compared(&[CellOrder::Row, CellOrder::Mrv]);
    for _ in 0..3 {
        press(&mut comparison, KeyCode::Right);
    }
    for lane in &comparison.lanes.lanes {
        let counters = lane.search().counters();
        assert_eq!(counters.placements + counters.removals, 3);
    }
    assert_eq!(comparison.step(), 3);
    press(&mut comparison, KeyCode::Char('r'));
    assert_eq!(comparison.step(), 0);
}

#[test]
fn every_key_of_the_compare_tables_does_something_and_no_other_key_does() {
    let bound: Vec<KeyCode> = keys::bound(keys::TRANSPORT)
        .chain(keys::bound(keys::VIEW))
        .chain(keys::bound(keys::LEAVE))
        .collect();
    let helps = compared(&CellOrder::ALL).helps();
    for code in crate::app::input::keys::every_key() {
        let reply = press(&mut compared(&CellOrder::ALL), code);
        assert_eq!(
            reply != Reply::Ignored,
            bound.contains(&code),
            "{code:?} gave {reply:?}"
        );
    }
    // The keys the player has and the compare screen lacks are its own and the
    // problem's: f, a, o, p.
    for code in ['f', 'a', 'o', 'p'] {
        assert!(!bound.contains(&KeyCode::Char(code)));
    }
    assert!(helps.iter().any(|h| h.keys.unicode == "g"));
}

#[test]
fn each_board_goes_to_its_own_first_solution() {
    let mut comparison = compared(&CellOrder::ALL);
    comparison
        .go(Target::Solution(1), &mut |_| ControlFlow::Continue(()))
        .expect("A4 has a solution");
    for lane in &comparison.lanes.lanes {
        assert_eq!(lane.timeline.last_event(), Some(Event::Solution));
        assert_eq!(lane.search().counters().solutions, 1);
    }
    // A4 has one solution: the first run of each board stops there.
    let error = comparison
        .go(Target::Solution(2), &mut |_| ControlFlow::Continue(()))
        .expect_err("no second solution");
    assert_eq!(error.to_string(), "the row board has 1 solution, not 2");
}

#[test]
fn the_boards_words_follow_the_numbering_and_the_language() {
    let mut comparison = compared(&[CellOrder::Row]);
    press(&mut comparison, KeyCode::Char('b'));
    let said = comparison.lanes.lanes[0].said.clone();
    comparison.renumber(Numbering::FromOne);
    let renumbered = comparison.lanes.lanes[0].said.clone();
    assert_ne!(said, renumbered);
    comparison.speak(Lang::Zh);
    let spoken = &comparison.lanes.lanes[0].said;
    assert!(!spoken.is_ascii(), "{said} / {renumbered} / {spoken}");
}
