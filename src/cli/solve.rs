//! `backtrack solve`: run a search to its solutions and print them.

use std::io::Write;
use std::ops::ControlFlow;
use std::time::Instant;

use anyhow::{Result, bail};

use super::Outcome;
use super::args::{Chosen, Format, Output};
use crate::engine::{Counters, Event, Search, StopAfter};
use crate::problems::Notation;

/// The totals `--stats` prints, summed over every puzzle searched.
#[derive(Debug, Default)]
pub(crate) struct Totals {
    pub(crate) placements: u64,
    pub(crate) removals: u64,
    pub(crate) solutions: u64,
    pub(crate) max_depth: u32,
}

impl Totals {
    pub(crate) fn add(&mut self, counters: &Counters) {
        self.placements += counters.placements;
        self.removals += counters.removals;
        self.solutions += counters.solutions;
        self.max_depth = self.max_depth.max(counters.max_depth);
    }
}

/// Solves the chosen problem, printing to `out` as its options ask.
pub fn solve(problem: &Chosen<Output>, out: &mut impl Write) -> Result<Outcome> {
    let started = Instant::now();
    let output = &problem.options;
    let input = problem.entry.load(&problem.matches, true)?;
    let stop = stop_after(output, problem.entry.stop())?;
    let several = input.items.len() > 1;
    let mut totals = Totals::default();
    let mut last = 0;
    for (index, item) in input.items.iter().enumerate() {
        let number = several.then_some((index + 1, item.line));
        let counters = item.board.solve(stop, output, number, out)?;
        totals.add(&counters);
        last = counters.solutions;
    }
    out.flush()?;
    if output.stats {
        eprintln!(
            "placements={} removals={} solutions={} max_depth={} elapsed_ms={:.3}",
            totals.placements,
            totals.removals,
            totals.solutions,
            totals.max_depth,
            started.elapsed().as_secs_f64() * 1000.0
        );
    }
    // Many puzzles are done when each was searched; a single one needs a solution.
    Ok(if several || last > 0 {
        Outcome::Solved
    } else {
        Outcome::NoSolution
    })
}

/// When to stop: `--limit K` after K, `--all` and `--count` never early, else the default.
pub(crate) fn stop_after(output: &Output, default: StopAfter) -> Result<StopAfter> {
    Ok(match output.limit {
        Some(0) => bail!("--limit must be at least 1"),
        Some(k) => StopAfter::Solutions(k),
        None if output.all || output.count => StopAfter::Exhaustion,
        None => default,
    })
}

/// Runs one search and prints its solutions (or their count); returns its counters.
///
/// `puzzle` gives the puzzle's number and line for the headings when a file holds several.
pub fn search<P: Notation>(
    problem: P,
    stop: StopAfter,
    output: &Output,
    puzzle: Option<(usize, usize)>,
    out: &mut dyn Write,
) -> Result<Counters> {
    let mut search = Search::new(problem, stop);
    let mut found = 0;
    // The internal iteration: the loop stays in the search, and only solutions reach here.
    let printed = search.try_for_each_event(|event, solved| {
        if event != Event::Solution {
            return ControlFlow::Continue(());
        }
        found += 1;
        if output.count {
            return ControlFlow::Continue(());
        }
        match print_solution(solved, found, output.format, puzzle, out) {
            Ok(()) => ControlFlow::Continue(()),
            Err(error) => ControlFlow::Break(error),
        }
    });
    if let ControlFlow::Break(error) = printed {
        return Err(error.into());
    }
    if output.count {
        writeln!(out, "{found}")?;
    } else if found == 0 {
        match (output.format, puzzle) {
            (Format::Board, Some((p, line))) => {
                writeln!(out, "Puzzle {p} (line {line}): no solution\n")?
            }
            _ => writeln!(out, "no solution")?,
        }
    }
    Ok(*search.counters())
}

/// Prints one solution as `format` says, headed with its number (and its puzzle's).
fn print_solution<P: Notation>(
    solved: &P,
    found: u64,
    format: Format,
    puzzle: Option<(usize, usize)>,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    match format {
        Format::Line => writeln!(out, "{}", solved.line()),
        Format::Board => {
            match puzzle {
                Some((p, line)) => writeln!(out, "Puzzle {p} (line {line}), solution {found}:")?,
                None => writeln!(out, "Solution {found}:")?,
            }
            writeln!(out, "{}", solved.board())
        }
    }
}
