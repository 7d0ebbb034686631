//! The sweeps every problem's board passes, written once over the registry: each
//! problem gives the states to sweep ([`Show::samples`]), so that a new problem is held
//! to them by its line in the registry.

use super::test_support::{no_english_in_a_run, run, sweep};
use crate::app::Show;
use crate::app::screens::orders::Orders;
use crate::engine::StopAfter;
use crate::problems::Puzzle;
use crate::registry::every_problem;

/// Draws each of `P`'s samples at every size: the board, or the note of the size it
/// needs, and nothing outside its area.
fn draws_at_every_size<P: Show>() {
    let samples = P::samples();
    let name = std::any::type_name::<P>();
    assert!(!samples.is_empty(), "{name} gives no state to draw");
    for (start, steps, options) in samples {
        let (search, last) = run(start, steps);
        sweep(&search, last, options);
    }
}

/// Calls the sweep `$sweep` with each board type it is given.
macro_rules! each {
    ($sweep:ident; $($board:ty),* $(,)?) => {
        $($sweep::<$board>();)*
    };
}

#[test]
fn every_board_draws_at_every_size_or_says_what_it_needs() {
    every_problem!(each, draws_at_every_size);
}

/// The most events of a run the Chinese sweep walks: the whole of each run a lesson
/// shows (the 9×9 "world's hardest" in MRV order takes about 20,000), the start of the
/// longer ones.
const CHINESE_RUN_EVENTS: usize = 25_000;

/// Walks each of `P`'s presets, in each of its orders, stopping at the first solution and
/// after every one, in Chinese: no English word is left but those the board keeps.
fn says_no_english_in_chinese<P: Show + Puzzle + Orders>() {
    for preset in P::presets() {
        let board = P::from_spec(&preset.spec).expect("BUG: every preset opens");
        for board in board.in_every_order() {
            for stop in [StopAfter::First, StopAfter::Exhaustion] {
                no_english_in_a_run(&board, stop, CHINESE_RUN_EVENTS);
            }
        }
    }
}

#[test]
fn every_board_told_in_chinese_keeps_no_english_word() {
    every_problem!(each, says_no_english_in_chinese);
}
