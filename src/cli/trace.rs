//! `backtrack trace`: print every event of a search, one a line.

use std::io::Write;

use anyhow::{Result, bail};

use super::Outcome;
use super::args::TraceProblem;
use super::input::{board_size, load_sudoku};
use crate::engine::{Event, Search, StopAfter};
use crate::problems::permutations::MAX_PERMUTATION;
use crate::problems::queens::MAX_QUEENS;
use crate::problems::{Notation, Permutations, QueensBoard};

/// Traces `problem` to `out`: `place …`, `remove …` and `solution` lines.
pub fn trace(problem: &TraceProblem, out: &mut impl Write) -> Result<Outcome> {
    let solutions = match problem {
        TraceProblem::Queens { n, limit } => {
            let n = board_size(n, "queens", MAX_QUEENS)?;
            let board = QueensBoard::new(n).expect("BUG: size checked");
            events(board, stop_after(*limit, StopAfter::Exhaustion)?, out)?
        }
        TraceProblem::Permutations { n, limit } => {
            let n = board_size(n, "permutations", MAX_PERMUTATION)?;
            let arrangement = Permutations::new(n).expect("BUG: size checked");
            events(arrangement, stop_after(*limit, StopAfter::Exhaustion)?, out)?
        }
        TraceProblem::Sudoku { source, limit } => {
            let stop = stop_after(*limit, StopAfter::First)?;
            let board = load_sudoku(source)?.single("trace")?;
            events(board, stop, out)?
        }
    };
    out.flush()?;
    Ok(if solutions == 0 {
        Outcome::NoSolution
    } else {
        Outcome::Solved
    })
}

fn stop_after(limit: Option<u64>, default: StopAfter) -> Result<StopAfter> {
    match limit {
        Some(0) => bail!("--limit must be at least 1"),
        Some(k) => Ok(StopAfter::Solutions(k)),
        None => Ok(default),
    }
}

fn events<P: Notation>(problem: P, stop: StopAfter, out: &mut impl Write) -> Result<u64> {
    let mut search = Search::new(problem, stop);
    while let Some(event) = search.next() {
        match event {
            Event::Place { slot, choice } | Event::Remove { slot, choice } => {
                let args = search.problem().trace_args(slot, choice);
                writeln!(out, "{} {args}", event.keyword())?;
            }
            Event::Solution => writeln!(out, "solution")?,
        }
    }
    Ok(search.counters().solutions)
}
