//! `solve` and `trace` for any board of the registry, each compiled for its own problem,
//! so that the loop over events is as fast as if it were written for that problem.

use std::io::Write;
use std::marker::PhantomData;

use anyhow::Result;

use super::{Output, Watch, solve, trace};
use crate::engine::{Counters, StopAfter};
use crate::problems::Puzzle;
use crate::registry::{Ready, every_problem};

/// What the command line does with a board ready to search.
pub trait Searchable {
    /// Searches it and prints its solutions to `out` as `output` asks; `puzzle` numbers a
    /// puzzle of a file that holds several (its number and line). `watch` may stop the
    /// search early and shows its progress. The search takes the board: a file of many
    /// puzzles copies none of them.
    fn solve(
        self: Box<Self>,
        stop: StopAfter,
        output: &Output,
        puzzle: Option<(usize, usize)>,
        watch: &mut Watch,
        out: &mut dyn Write,
    ) -> Result<Counters>;
    /// Prints every event of its search to `out`, until `watch` stops it; returns the
    /// number of solutions.
    fn trace(&self, stop: StopAfter, watch: &mut Watch, out: &mut dyn Write) -> Result<u64>;
}

impl Searchable for dyn Ready {
    fn solve(
        self: Box<Self>,
        stop: StopAfter,
        output: &Output,
        puzzle: Option<(usize, usize)>,
        watch: &mut Watch,
        out: &mut dyn Write,
    ) -> Result<Counters> {
        searcher(&*self).solve(self, stop, output, puzzle, watch, out)
    }

    fn trace(&self, stop: StopAfter, watch: &mut Watch, out: &mut dyn Write) -> Result<u64> {
        searcher(self).trace(self, stop, watch, out)
    }
}

/// The searches of one problem, for its boards.
trait Searches: Sync {
    fn name(&self) -> &'static str;
    fn solve(
        &self,
        board: Box<dyn Ready>,
        stop: StopAfter,
        output: &Output,
        puzzle: Option<(usize, usize)>,
        watch: &mut Watch,
        out: &mut dyn Write,
    ) -> Result<Counters>;
    fn trace(
        &self,
        board: &dyn Ready,
        stop: StopAfter,
        watch: &mut Watch,
        out: &mut dyn Write,
    ) -> Result<u64>;
}

/// The [`Searches`] of the problem whose board is `P`.
struct Searcher<P>(PhantomData<fn() -> P>);

impl<P: Puzzle> Searcher<P> {
    fn board(board: &dyn Ready) -> P {
        board
            .downcast_ref::<P>()
            .expect("BUG: a board is searched by its own problem's searcher")
            .clone()
    }

    fn owned(board: Box<dyn Ready>) -> P {
        board
            .downcast::<P>()
            .expect("BUG: a board is searched by its own problem's searcher")
    }
}

impl<P: Puzzle> Searches for Searcher<P> {
    fn name(&self) -> &'static str {
        P::NAME
    }

    fn solve(
        &self,
        board: Box<dyn Ready>,
        stop: StopAfter,
        output: &Output,
        puzzle: Option<(usize, usize)>,
        watch: &mut Watch,
        out: &mut dyn Write,
    ) -> Result<Counters> {
        solve::search(Self::owned(board), stop, output, puzzle, watch, out)
    }

    fn trace(
        &self,
        board: &dyn Ready,
        stop: StopAfter,
        watch: &mut Watch,
        out: &mut dyn Write,
    ) -> Result<u64> {
        trace::events(Self::board(board), stop, watch, out)
    }
}

/// The [`Searches`] of each board type it is given.
macro_rules! searchers {
    ($($board:ty),* $(,)?) => {
        &[$(&Searcher::<$board>(PhantomData)),*]
    };
}

/// Every problem's searches, in the registry's order.
static SEARCHERS: &[&dyn Searches] = every_problem!(searchers);

/// The searches of `board`'s problem.
fn searcher(board: &dyn Ready) -> &'static dyn Searches {
    SEARCHERS
        .iter()
        .copied()
        .find(|searcher| searcher.name() == board.name())
        .expect("BUG: every problem of the registry can be searched")
}
