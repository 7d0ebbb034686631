//! `backtrack trace`: print every event of a search, one a line.

use std::io::Write;

use anyhow::{Result, bail};

use super::args::{ChosenProblem, TraceOptions};
use super::{CommandLine, Outcome, Searchable, Watch};
use crate::engine::{Event, Search, StopAfter};
use crate::problems::Notation;

/// Traces the chosen problem to `out`: `place …`, `remove …` and `solution` lines.
pub fn trace(problem: &ChosenProblem<TraceOptions>, out: &mut impl Write) -> Result<Outcome> {
    let board = problem
        .entry
        .load_matches(&problem.matches, true)?
        .single("trace")?;
    let stop = match (problem.options.all, problem.options.limit) {
        (true, _) => StopAfter::Exhaustion,
        (false, Some(0)) => bail!("--limit must be at least 1"),
        (false, Some(k)) => StopAfter::Solutions(k),
        (false, None) => problem.entry.stop(),
    };
    let mut watch = Watch::new(&problem.options.limits, Watch::suits(false));
    let solutions = board.trace(stop, &mut watch, out)?;
    watch.erase();
    out.flush()?;
    Ok(if let Some(stopped) = watch.stopped() {
        Outcome::Stopped(stopped)
    } else if solutions == 0 {
        Outcome::NoSolution
    } else {
        Outcome::Solved
    })
}

/// Prints every event of a search of `problem` to `out`, until `watch` stops it; returns
/// the number of solutions printed.
pub fn events<P: Notation>(
    problem: P,
    stop: StopAfter,
    watch: &mut Watch,
    out: &mut dyn Write,
) -> Result<u64> {
    let mut search = Search::new(problem, stop);
    while let Some(event) = search.next() {
        // Only a placement can pass a limit, so every solution found is printed.
        if matches!(event, Event::Place { .. }) && watch.stops(search.counters()) {
            break;
        }
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
