//! The knight's tour against outside facts, counted by the search engine itself: the
//! tours of the 5×5 board, Warnsdorff's tour of the chessboard, and the shape of every
//! run's events.

use super::*;
use crate::engine::{Event, Problem, Search, StopAfter};
use crate::problems::Notation;

fn board(n: usize, start: &str, order: MoveOrder) -> KnightsTourBoard {
    let start = Square::parse(start, n).expect("a square of the board");
    KnightsTourBoard::new(n, start, order).expect("a board")
}

/// The open tours from `start` on an `n`×`n` board, searched to exhaustion.
fn tours(n: usize, start: &str, order: MoveOrder) -> u64 {
    let mut search = Search::new(board(n, start, order), StopAfter::Exhaustion);
    search.by_ref().for_each(drop);
    search.counters().solutions
}

/// Whether `board` holds a whole tour: every square once, each a knight's move from the
/// one before, each numbered by its place in it.
fn is_tour(board: &KnightsTourBoard) -> bool {
    let n = board.size();
    let tour: Vec<Square> = board.tour().collect();
    let mut seen = vec![false; n * n];
    let every_square_once = tour.len() == n * n
        && tour
            .iter()
            .all(|square| !std::mem::replace(&mut seen[square.index(n)], true));
    let knight_moves = tour.windows(2).all(|pair| {
        let rows = pair[0].row().abs_diff(pair[1].row());
        let cols = pair[0].col().abs_diff(pair[1].col());
        matches!((rows, cols), (1, 2) | (2, 1))
    });
    let numbered =
        (tour.iter().enumerate()).all(|(k, &square)| board.number_at(square) == Some(k + 1));
    every_square_once && knight_moves && numbered
}

#[test]
fn five_by_five_has_304_tours_from_a_corner_and_64_from_the_centre() {
    for order in MoveOrder::ALL {
        assert_eq!(tours(5, "a1", order), 304, "{order:?}");
        assert_eq!(tours(5, "c3", order), 64, "{order:?}");
    }
}

#[test]
fn five_by_five_has_1728_tours_from_all_its_squares() {
    let n = 5;
    let mut total = 0;
    for index in 0..n * n {
        let start = Square::at(index, n).expect("on the board");
        let count = tours(n, &start.to_string(), MoveOrder::Fixed);
        let (row, col) = (start.row(), start.col());
        let expected = if (row + col) % 2 == 1 {
            // 13 squares of a1's colour, 12 of the other: a tour of 25 squares alternates
            // colours, so it starts (and ends) on the colour with 13.
            0
        } else if row % 4 == 0 && col % 4 == 0 {
            304
        } else if (row, col) == (2, 2) {
            64
        } else {
            56
        };
        assert_eq!(count, expected, "{start}");
        total += count;
    }
    assert_eq!(total, 1_728);
}

#[test]
fn boards_too_small_have_no_tour_but_one_square() {
    assert_eq!(tours(1, "a1", MoveOrder::Fixed), 1);
    for n in 2..=4 {
        for index in 0..n * n {
            let start = Square::at(index, n).expect("on the board").to_string();
            assert_eq!(
                tours(n, &start, MoveOrder::Fixed),
                0,
                "{n}×{n} from {start}"
            );
        }
    }
}

#[test]
fn warnsdorff_completes_a_tour_of_the_chessboard_from_a_corner() {
    let mut search = Search::new(board(8, "a1", MoveOrder::Warnsdorff), StopAfter::First);
    search.by_ref().for_each(drop);
    assert_eq!(search.counters().solutions, 1);
    let tour = search.problem();
    assert!(is_tour(tour));
    assert_eq!(tour.start(), Square::CORNER);
}

#[test]
fn warnsdorff_tours_the_largest_board_from_every_corner() {
    for start in ["a1", "l1", "a12", "l12"] {
        let mut search = Search::new(board(12, start, MoveOrder::Warnsdorff), StopAfter::First);
        search.by_ref().for_each(drop);
        assert_eq!(search.counters().solutions, 1, "{start}");
        assert!(is_tour(search.problem()), "{start}");
        assert!(search.counters().placements < 1_000, "{start}");
    }
}

#[test]
fn the_fixed_order_finds_a_tour_of_six_by_six() {
    let mut search = Search::new(board(6, "a1", MoveOrder::Fixed), StopAfter::First);
    search.by_ref().for_each(drop);
    assert!(is_tour(search.problem()));
}

/// Every solution of a search from `start` is a tour, and its events nest: each removal
/// takes off the last placement standing, solutions come only on a full board, and the
/// board is back at its start when the search ends.
fn events_are_well_formed(start: KnightsTourBoard) {
    let squares = start.squares();
    let mut search = Search::new(start.clone(), StopAfter::Exhaustion);
    let mut standing: Vec<(u16, u8)> = Vec::new();
    while let Some(event) = search.next() {
        let board = search.problem();
        match event {
            Event::Place { slot, choice } => {
                assert_eq!(usize::from(slot), standing.len() + 1, "the next number");
                standing.push((slot, choice));
                let square = Square::at(usize::from(choice), board.size()).expect("a square");
                assert_eq!(board.knight(), square);
                assert_eq!(board.number_at(square), Some(usize::from(slot) + 1));
            }
            Event::Remove { slot, choice } => {
                assert_eq!(standing.pop(), Some((slot, choice)), "the last placement");
                let square = Square::at(usize::from(choice), board.size()).expect("a square");
                assert_eq!(board.number_at(square), None);
            }
            Event::Solution => {
                assert_eq!(standing.len() + 1, squares);
                assert!(is_tour(board));
            }
        }
        assert_eq!(board.visited_count(), standing.len() + 1);
    }
    assert!(standing.is_empty());
    let counters = search.counters();
    assert_eq!(counters.placements, counters.removals);
    assert_eq!(search.problem(), &start);
}

#[test]
fn every_run_of_events_nests_and_ends_where_it_began() {
    for order in MoveOrder::ALL {
        events_are_well_formed(board(5, "a1", order));
        events_are_well_formed(board(5, "b1", order));
        events_are_well_formed(board(4, "b2", order));
    }
}

#[test]
fn apply_and_undo_put_the_board_back_in_either_form() {
    for order in MoveOrder::ALL {
        let mut board = board(6, "c3", order);
        // Down one path, checking each move of each branch on the way.
        while let Some(branch) = board.branch() {
            let Some(first) = branch.choices.first() else {
                break;
            };
            for choice in branch.choices.iter() {
                let before = board.clone();
                let (slot, square) = board.placement(branch.slot, choice);
                board.apply(branch.slot, choice);
                assert_ne!(board, before);
                assert_eq!(board.knight().index(6), usize::from(square));
                board.undo(branch.slot, choice);
                assert_eq!(board, before);
                // The event's form does the same.
                board.apply(slot, square);
                assert_eq!(board.knight().index(6), usize::from(square));
                board.undo(slot, square);
                assert_eq!(board, before);
            }
            board.apply(branch.slot, first);
        }
    }
}

#[test]
fn onward_moves_are_counted_and_sorted_in_warnsdorff_order() {
    let mut board = board(5, "a1", MoveOrder::Warnsdorff);
    // From a1: b3 (two up, one right: direction 0) and c2 (one up, two right: 1), each
    // with 5 onward moves once a1 is visited: the tie goes to the fixed order.
    let branch = board.branch().expect("a move");
    assert_eq!(KnightsTourBoard::tour_index(branch.slot), 1);
    let landings: Vec<(String, usize)> = (branch.choices.iter())
        .map(|c| {
            (
                board.landing(c).expect("on the board").to_string(),
                onward(c),
            )
        })
        .collect();
    assert_eq!(landings, [("b3".to_string(), 5), ("c2".to_string(), 5)]);
    let square = |name| Square::parse(name, 5).expect("a square");
    assert_eq!(board.onward_moves(square("b3")), 5);
    // d4 has e2, c2, b3 and b5 around it; b3 visited leaves three.
    assert_eq!(board.onward_moves(square("d4")), 4);
    board.apply(branch.slot, branch.choices.first().expect("a move"));
    assert_eq!(board.knight(), square("b3"));
    assert_eq!(board.onward_moves(square("d4")), 3);
    // The fixed order tries the same moves by direction alone, all eight in its range:
    // from b3, c5 d4 d2 c1, a1 visited, two off the board, then a5.
    let fixed = board.reordered(MoveOrder::Fixed);
    assert_eq!(fixed.knight(), Square::CORNER);
    let mut fixed = fixed;
    fixed.apply(branch.slot, 0);
    let branch = fixed.branch().expect("a move");
    assert_eq!(branch.choices.iter().collect::<Vec<_>>(), [0, 1, 2, 3, 7]);
    assert_eq!(fixed.choice_range(branch.slot).len(), 8);
    assert!(board.choice_range(branch.slot).is_empty());
}

#[test]
fn a_tour_is_written_as_books_print_it() {
    let mut search = Search::new(board(5, "a1", MoveOrder::Fixed), StopAfter::First);
    let first = search.by_ref().next();
    assert_eq!(
        first,
        Some(Event::Place {
            slot: 1,
            choice: 11
        })
    );
    assert_eq!(search.problem().trace_args(1, 11), "2 b3");
    assert_eq!(search.problem().line(), "a1 b3");
    assert_eq!(
        search.problem().board(),
        " .  .  .  .  .\n \
          .  .  .  .  .\n \
          .  2  .  .  .\n \
          .  .  .  .  .\n \
          1  .  .  .  .\n"
    );
    search.by_ref().for_each(drop);
    let tour = search.problem();
    assert!(is_tour(tour));
    // The first tour of the fixed order: a1 b3 c5 clockwise as far as each square lets it.
    assert_eq!(
        tour.board(),
        "25 18  3 12 23\n \
          8 13 24 17  4\n\
         19  2  7 22 11\n\
         14  9 20  5 16\n \
          1  6 15 10 21\n"
    );
    assert_eq!(
        tour.line(),
        "a1 b3 c5 e4 d2 b1 c3 a4 b2 d1 e3 d5 b4 a2 c1 e2 d4 b5 a3 c2 e1 d3 e5 c4 a5"
    );
}

#[test]
fn sides_and_starts_off_the_board_are_refused() {
    assert_eq!(
        KnightsTourBoard::new(13, Square::CORNER, MoveOrder::Fixed),
        Err(KnightsTourError::Side { n: 13 })
    );
    assert!(KnightsTourBoard::new(0, Square::CORNER, MoveOrder::Fixed).is_err());
    let e6 = Square::new(5, 4).expect("a square of a larger board");
    let error = KnightsTourBoard::new(5, e6, MoveOrder::Fixed).expect_err("off the board");
    assert_eq!(
        error,
        KnightsTourError::Start {
            text: "e6".into(),
            n: 5
        }
    );
}
