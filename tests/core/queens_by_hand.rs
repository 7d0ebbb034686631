//! A search from queens placed by hand: the rows given stand, the search fills the rest,
//! and a search from no given row is the eight-queens search it always was.

use backtrack::engine::{Event, Search, StopAfter};
use backtrack::problems::QueensBoard;

/// Every event of a search of `board` to its end.
fn events(board: QueensBoard) -> Vec<Event> {
    Search::new(board, StopAfter::Exhaustion).collect()
}

/// The boards of side `n` whose first rows are `given`, counted by trying every column
/// of every row left, with no pruning: a count that owes nothing to the search.
fn brute_force(n: usize, given: &[usize]) -> (u64, Option<Vec<usize>>) {
    fn safe(queens: &[usize]) -> bool {
        queens.iter().enumerate().all(|(r1, &c1)| {
            queens[r1 + 1..]
                .iter()
                .enumerate()
                .all(|(k, &c2)| c1 != c2 && c1.abs_diff(c2) != k + 1)
        })
    }
    let free = n - given.len();
    let mut count = 0;
    let mut first = None;
    // Each row left as a digit of a number in base `n`, the first row the highest digit,
    // so that the boards come in the search's order.
    for code in 0..n.pow(free as u32) {
        let mut queens = given.to_vec();
        let mut rest: Vec<usize> = (0..free)
            .scan(code, |left, _| {
                let digit = *left % n;
                *left /= n;
                Some(digit)
            })
            .collect();
        rest.reverse();
        queens.extend(rest);
        if safe(&queens) {
            count += 1;
            first.get_or_insert(queens);
        }
    }
    (count, first)
}

#[test]
fn no_given_row_searches_as_an_empty_board_does() {
    for n in [1, 4, 6, 8] {
        let given = QueensBoard::with_rows(n, &[]).expect("a size");
        assert_eq!(
            events(given),
            events(QueensBoard::new(n).unwrap()),
            "N = {n}"
        );
    }
    let mut eight = Search::new(
        QueensBoard::with_rows(8, &[]).unwrap(),
        StopAfter::Exhaustion,
    );
    eight.by_ref().for_each(drop);
    assert_eq!(
        (eight.counters().solutions, eight.counters().placements),
        (92, 2056)
    );
}

#[test]
fn from_0_0_and_1_4_the_first_solution_is_0_4_7_5_2_6_1_3() {
    let board = QueensBoard::with_rows(8, &[0, 4]).expect("(0,0) and (1,4) are safe");
    assert_eq!(board.queens(), [0, 4]);
    let mut search = Search::new(board, StopAfter::First);
    // The search starts on row 2, at its first free column (Y≠0, 4; X−Y≠0, −3;
    // X+Y≠0, 5 leave 1, 6 and 7): the given rows are never placed nor taken off.
    assert_eq!(search.next(), Some(Event::Place { slot: 2, choice: 1 }));
    assert_eq!(search.by_ref().last(), Some(Event::Solution));
    assert_eq!(search.problem().queens(), [0, 4, 7, 5, 2, 6, 1, 3]);
    let (_, first) = brute_force(8, &[0, 4]);
    let first: Vec<u8> = first.unwrap().iter().map(|&c| c as u8).collect();
    assert_eq!(search.problem().queens(), first);
}

#[test]
fn the_rows_given_leave_as_many_solutions_as_trying_every_board_finds() {
    let cases = [
        (8, &[0, 4][..], 1),
        (8, &[0][..], 4),
        (8, &[0, 3][..], 0),
        (8, &[1, 3][..], 1),
        (6, &[][..], 4),
    ];
    for (n, given, expected) in cases {
        let mut search = Search::new(
            QueensBoard::with_rows(n, given).unwrap(),
            StopAfter::Exhaustion,
        );
        search.by_ref().for_each(drop);
        let solutions = search.counters().solutions;
        assert_eq!(solutions, expected, "{given:?}");
        assert_eq!(solutions, brute_force(n, given).0, "{given:?}");
        // No event touches a given row.
        let slots = events(QueensBoard::with_rows(n, given).unwrap());
        assert!(slots.iter().all(|event| match event {
            Event::Place { slot, .. } | Event::Remove { slot, .. } => {
                usize::from(*slot) >= given.len()
            }
            Event::Solution => true,
        }));
    }
}

#[test]
fn a_full_safe_board_is_a_solution_at_once() {
    let board = QueensBoard::with_rows(4, &[1, 3, 0, 2]).expect("a solution");
    assert_eq!(events(board), [Event::Solution]);
}

#[test]
fn rows_that_attack_each_other_or_leave_the_board_are_refused() {
    // The tutorial's (0,0) and a queen on its diagonal, its column, off the board.
    assert!(QueensBoard::with_rows(8, &[0, 1]).is_none());
    assert!(QueensBoard::with_rows(8, &[0, 0]).is_none());
    assert!(QueensBoard::with_rows(8, &[8]).is_none());
    assert!(QueensBoard::with_rows(2, &[0, 1, 0]).is_none());
    assert!(QueensBoard::with_rows(0, &[]).is_none());
}
