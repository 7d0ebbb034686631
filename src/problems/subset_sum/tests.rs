//! The tests of the subset-sum state: its searches, its pruning and how it is written.

use proptest::prelude::*;

use super::*;
use crate::engine::{Choices, Event, Problem, Search, StopAfter};
use crate::problems::Notation;

fn problem(numbers: &[u64], target: u64) -> SubsetSum {
    SubsetSum::new(numbers, target).expect("BUG: a valid problem")
}

/// The taken numbers of every solution in the order found, and the placements made.
fn solutions(start: SubsetSum) -> (Vec<Vec<u64>>, u64) {
    let mut search = Search::new(start, StopAfter::Exhaustion);
    let mut found = Vec::new();
    while let Some(event) = search.next() {
        if event == Event::Solution {
            found.push(search.problem().taken().collect());
        }
    }
    (found, search.counters().placements)
}

#[test]
fn the_tutorial_example_has_two_solutions_in_order() {
    let (found, placements) = solutions(problem(&[3, 34, 4, 12, 5, 2], 9));
    assert_eq!(found, [vec![3, 4, 2], vec![4, 5]]);
    assert_eq!(placements, 16);
}

#[test]
fn the_first_steps_take_then_skip_what_passes() {
    let mut search = Search::new(problem(&[3, 34, 4, 12, 5, 2], 9), StopAfter::First);
    let events: Vec<Event> = search.by_ref().collect();
    let place = |slot, choice| Event::Place { slot, choice };
    assert_eq!(
        events,
        [
            place(0, TAKE),
            place(1, SKIP),
            place(2, TAKE),
            place(3, SKIP),
            place(4, SKIP),
            place(5, TAKE),
            Event::Solution
        ]
    );
    let state = search.problem();
    assert_eq!(state.line(), "3 4 2");
    assert_eq!(state.board(), "3 + 4 + 2 = 9\n");
    assert_eq!(state.trace_args(0, TAKE), "0 take 3");
    assert_eq!(state.trace_args(1, SKIP), "1 skip 34");
}

#[test]
fn refusals_name_the_failed_bound() {
    let mut state = problem(&[3, 34, 4, 12, 5, 2], 9);
    assert_eq!(state.refusal(0, TAKE), None);
    state.apply(0, TAKE);
    assert_eq!(state.refusal(1, TAKE), Some(Refusal::PassesTarget));
    assert_eq!(state.refusal(1, SKIP), None);
    state.apply(1, SKIP);
    state.apply(2, SKIP);
    // 3 + 12 + 5 + 2 = 22 can still reach 9; skipping 12 leaves 3 + 7 = 10.
    assert_eq!(state.sum_before(3), 3);
    assert_eq!(state.refusal(3, TAKE), Some(Refusal::PassesTarget));
    state.apply(3, SKIP);
    state.apply(4, TAKE);
    // 8 + 2 passes 9 and 8 + 0 falls short: a dead end.
    assert_eq!(state.sum(), 8);
    assert_eq!(state.refusal(5, TAKE), Some(Refusal::PassesTarget));
    assert_eq!(state.refusal(5, SKIP), Some(Refusal::CannotReach));
    assert!(state.branch().unwrap().choices.is_empty());
    // 1 + 2 + 3 = 6 cannot reach 9: both choices are refused at the first number.
    let poor = problem(&[1, 2, 3], 9);
    assert_eq!(poor.refusal(0, TAKE), Some(Refusal::CannotReach));
    assert_eq!(poor.refusal(0, SKIP), Some(Refusal::CannotReach));
    assert_eq!(poor.branch().unwrap().choices, Choices::EMPTY);
    assert_eq!(poor.refusal(3, TAKE), None);
    assert_eq!(state.sum_before(1), 3);
    assert_eq!(state.decision(4), Some(TAKE));
    assert_eq!(state.decision(3), Some(SKIP));
    assert_eq!(state.decision(5), None);
}

#[test]
fn bad_input_is_refused_with_a_reason() {
    assert_eq!(SubsetSum::new(&[], 3), Err(SubsetSumError::NoNumbers));
    let many = vec![1; MAX_NUMBERS + 1];
    assert_eq!(
        SubsetSum::new(&many, 3),
        Err(SubsetSumError::TooManyNumbers { count: 61 })
    );
    assert!(SubsetSum::new(&many[1..], 3).is_ok());
    assert_eq!(
        SubsetSum::new(&[4, 0], 3),
        Err(SubsetSumError::ZeroNumber { index: 1 })
    );
    assert_eq!(SubsetSum::new(&[4], 0), Err(SubsetSumError::ZeroTarget));
    assert_eq!(
        SubsetSum::new(&[u64::MAX, 1], 3),
        Err(SubsetSumError::Overflow)
    );
    assert!(SubsetSum::new(&[u64::MAX - 1, 1], u64::MAX).is_ok());
    let said = SubsetSumError::ZeroNumber { index: 1 }.to_string();
    assert_eq!(said, "number 2 is 0: every number must be positive");
    let said = SubsetSumError::TooManyNumbers { count: 61 }.to_string();
    assert_eq!(said, "61 numbers are too many: at most 60");
}

#[test]
fn a_number_that_is_the_target_alone_is_found_and_the_largest_sums_do_not_overflow() {
    let (found, _) = solutions(problem(&[u64::MAX - 1, 1], u64::MAX));
    assert_eq!(found, [vec![u64::MAX - 1, 1]]);
    let (found, placements) = solutions(problem(&[5], 5));
    assert_eq!((found, placements), (vec![vec![5]], 1));
    let (found, placements) = solutions(problem(&[5], 4));
    assert_eq!((found.len(), placements), (0, 0));
}

#[test]
fn events_nest_like_brackets() {
    let mut standing = Vec::new();
    for event in Search::new(problem(&[3, 34, 4, 12, 5, 2], 9), StopAfter::Exhaustion) {
        match event {
            Event::Place { slot, choice } => standing.push((slot, choice)),
            Event::Remove { slot, choice } => {
                assert_eq!(standing.pop(), Some((slot, choice)));
            }
            Event::Solution => assert_eq!(standing.len(), 6),
        }
    }
    assert!(standing.is_empty());
}

/// Every subset of `numbers` that adds up to `target`, as bit sets of indices.
fn brute_force(numbers: &[u64], target: u64) -> Vec<u64> {
    (0..1u64 << numbers.len())
        .filter(|&bits| {
            let sum: u64 = (0..numbers.len())
                .filter(|&i| bits >> i & 1 == 1)
                .map(|i| numbers[i])
                .sum();
            sum == target
        })
        .collect()
}

fn taken_bits(state: &SubsetSum) -> u64 {
    (0..state.size())
        .filter(|&i| state.is_taken(i))
        .fold(0, |bits, i| bits | 1 << i)
}

proptest! {
    #[test]
    fn each_branch_offers_what_the_refusals_allow(
        numbers in prop::collection::vec(1u64..=20, 1..=10),
        target in 1u64..=120,
    ) {
        let mut search = Search::new(problem(&numbers, target), StopAfter::Exhaustion);
        while search.next().is_some() {
            let state = search.problem();
            let Some(branch) = state.branch() else { continue };
            let slot = branch.slot as usize;
            let allowed: Choices = [TAKE, SKIP]
                .into_iter()
                .filter(|&c| state.refusal_at(slot, state.sum(), c).is_none())
                .collect();
            prop_assert_eq!(branch.choices, allowed);
        }
    }

    #[test]
    fn the_search_finds_every_subset_once(
        numbers in prop::collection::vec(1u64..=20, 1..=10),
        target in 1u64..=120,
    ) {
        let mut search = Search::new(problem(&numbers, target), StopAfter::Exhaustion);
        let mut before = Vec::new();
        let mut found = Vec::new();
        while let Some(event) = search.next() {
            let state = search.problem();
            match event {
                Event::Place { slot, choice } => {
                    let mut back = state.clone();
                    back.undo(slot, choice);
                    before.push(back);
                }
                Event::Remove { .. } => {
                    let back = before.pop();
                    prop_assert_eq!(Some(state), back.as_ref());
                }
                Event::Solution => {
                    prop_assert_eq!(state.sum(), target);
                    prop_assert_eq!(state.decided(), numbers.len());
                    found.push(taken_bits(state));
                }
            }
        }
        let mut sorted = found.clone();
        sorted.sort_unstable();
        sorted.dedup();
        prop_assert_eq!(sorted.len(), found.len(), "a solution came twice");
        prop_assert_eq!(sorted, brute_force(&numbers, target));
    }

    #[test]
    fn no_path_to_a_solution_is_refused(
        numbers in prop::collection::vec(1u64..=20, 1..=10),
        target in 1u64..=120,
    ) {
        let start = problem(&numbers, target);
        for bits in brute_force(&numbers, target) {
            let mut state = start.clone();
            for slot in 0..numbers.len() {
                let choice = if bits >> slot & 1 == 1 { TAKE } else { SKIP };
                prop_assert_eq!(state.refusal(slot, choice), None);
                let branch = state.branch().expect("BUG: a number is left");
                prop_assert!(branch.choices.contains(choice));
                state.apply(slot as u16, choice);
            }
            prop_assert_eq!(state.branch(), None);
            prop_assert_eq!(state.sum(), target);
        }
    }

    #[test]
    fn undo_restores_the_state_and_sums_stay_consistent(
        numbers in prop::collection::vec(1u64..=20, 1..=10),
        target in 1u64..=120,
        path in prop::collection::vec(any::<bool>(), 0..=10),
    ) {
        let mut state = problem(&numbers, target);
        let fresh = state.clone();
        let mut done = Vec::new();
        for (slot, &take) in path.iter().enumerate().take(numbers.len()) {
            let choice = if take { TAKE } else { SKIP };
            let before = state.clone();
            state.apply(slot as u16, choice);
            prop_assert_eq!(state.sum(), state.taken().sum::<u64>());
            prop_assert_eq!(state.sum_before(slot), before.sum());
            prop_assert_eq!(state.left(), numbers[slot + 1..].iter().sum::<u64>());
            let mut again = state.clone();
            again.undo(slot as u16, choice);
            prop_assert_eq!(&again, &before);
            done.push(choice);
        }
        for (slot, &choice) in done.iter().enumerate().rev() {
            state.undo(slot as u16, choice);
        }
        prop_assert_eq!(state, fresh);
    }
}
