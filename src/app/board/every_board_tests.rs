//! The sweeps every problem's board passes, written once over the registry: each
//! problem gives the states to sweep ([`Show::samples`]), so that a new problem is held
//! to them by its line in the registry.

use super::test_support::{run, sweep};
use crate::app::Show;
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

/// Draws every sample of each board type it is given at every size.
macro_rules! each_draws {
    ($($board:ty),* $(,)?) => {
        $(draws_at_every_size::<$board>();)*
    };
}

#[test]
fn every_board_draws_at_every_size_or_says_what_it_needs() {
    every_problem!(each_draws);
}
