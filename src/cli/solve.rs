//! `backtrack solve`: run a search to its solutions and print them.

use std::io::{IsTerminal, Write};
use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use anyhow::{Result, bail};

use super::args::{ChosenProblem, Format, Output};
use super::{CommandLine, Outcome, Searchable, Watch};
use crate::engine::{Counters, Event, Search, StopAfter};
use crate::problems::{Notation, Title};

/// How long the answers to puzzles of a file or a preset, not shown on a terminal, are
/// held to go out together.
const HOLD_ANSWERS: Duration = Duration::from_millis(100);

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
pub fn solve(problem: &ChosenProblem<Output>, out: &mut impl Write) -> Result<Outcome> {
    let started = Instant::now();
    let output = &problem.options;
    let mut input = problem.entry.load_matches(&problem.matches, true)?;
    let stop = stop_after(output, problem.entry.stop())?;
    // Boards are headed with their puzzle's number when there is more than one: a look
    // at the second tells. Other formats need no look, so their first answer does not
    // wait for the second puzzle to arrive.
    let headed = output.format == Format::Board && !output.count;
    let first = input.next();
    let second = match &first {
        Some(Ok(_)) if headed => Some(input.next()),
        _ => None,
    };
    let several = matches!(second, Some(Some(_)));
    // Each answer goes out as soon as it is known when someone may be waiting for it:
    // puzzles come in as they are typed or piped, or answers are read on a terminal.
    // Otherwise they go out together, one write for many: after a puzzle once
    // `HOLD_ANSWERS` has passed since the last went out, and at the end.
    let waited_for = !matches!(input.title, Some(Title::File(_) | Title::Preset(_)))
        || std::io::stdout().is_terminal();
    let mut last_out = Instant::now();
    let mut watch = Watch::new(&output.limits, Watch::suits(output.count));
    let mut totals = Totals::default();
    let (mut searched, mut unsolved) = (0, false);
    for item in first.into_iter().chain(second.flatten()).chain(input) {
        // A bad puzzle ends the run; the answers before it are printed first.
        let item = item.inspect_err(|_| {
            let _ = out.flush();
        })?;
        searched += 1;
        let number = several.then_some((searched, item.line));
        watch.catch_signals();
        let counters = item.board.solve(stop, output, number, &mut watch, out)?;
        watch.release(&counters);
        totals.add(&counters);
        watch.finished(&counters);
        unsolved |= counters.solutions == 0;
        watch.erase();
        if waited_for || last_out.elapsed() >= HOLD_ANSWERS {
            out.flush()?;
            last_out = Instant::now();
        }
        if watch.stopped().is_some() {
            break;
        }
    }
    out.flush()?;
    if output.stats {
        super::say(&format!(
            "placements={} removals={} solutions={} max_depth={} elapsed_ms={:.3}",
            totals.placements,
            totals.removals,
            totals.solutions,
            totals.max_depth,
            started.elapsed().as_secs_f64() * 1000.0
        ));
    }
    // Done when every puzzle has a solution.
    Ok(if let Some(stopped) = watch.stopped() {
        Outcome::Stopped(stopped)
    } else if unsolved || searched == 0 {
        Outcome::NoSolution
    } else {
        Outcome::Solved
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
/// `puzzle` gives the puzzle's number and line for the headings when a file holds several;
/// `watch` may stop the search early, and then the count is of the solutions found so far.
pub fn search<P: Notation>(
    problem: P,
    stop: StopAfter,
    output: &Output,
    puzzle: Option<(usize, usize)>,
    watch: &mut Watch,
    out: &mut dyn Write,
) -> Result<Counters> {
    let mut search = Search::new(problem, stop);
    // Held before the placement past `--max-placements`, so the counters are exact.
    search.hold_after_placements(watch.placements_left());
    let mut found = 0;
    // The internal iteration: the loop stays in the search, and only solutions and the
    // placements the watch counts reach here.
    let printed = if output.count {
        // A closure this small is compiled into the search's loop, as a recursion's
        // counter would be.
        search.try_for_each_event(|event, _, counters| match event {
            Event::Solution => {
                found += 1;
                ControlFlow::Continue(())
            }
            Event::Place { .. } if watch.tick(counters.placements, counters.solutions) => {
                ControlFlow::Break(None)
            }
            _ => ControlFlow::Continue(()),
        })
    } else {
        search.try_for_each_event(|event, solved, counters| {
            if event != Event::Solution {
                if matches!(event, Event::Place { .. })
                    && watch.tick(counters.placements, counters.solutions)
                {
                    return ControlFlow::Break(None);
                }
                return ControlFlow::Continue(());
            }
            found += 1;
            match print_solution(solved, found, output.format, puzzle, out) {
                Ok(()) => ControlFlow::Continue(()),
                Err(error) => ControlFlow::Break(Some(error)),
            }
        })
    };
    if search.is_held() {
        watch.reached_max_placements(search.counters());
    }
    // A break without an error is a limit `watch` has reached and keeps.
    if let ControlFlow::Break(Some(error)) = printed {
        return Err(error.into());
    }
    if output.count {
        writeln!(out, "{found}")?;
    } else if found == 0 && watch.stopped().is_none() {
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
///
/// Kept out of line: inlined, it makes the consumer of every event too large to be
/// compiled into the search's loop, and a call per event costs the row order a tenth.
#[inline(never)]
fn print_solution<P: Notation>(
    solved: &P,
    found: u64,
    format: Format,
    puzzle: Option<(usize, usize)>,
    out: &mut dyn Write,
) -> std::io::Result<()> {
    match format {
        Format::Line => {
            let mut line = solved.line();
            line.push('\n');
            out.write_all(line.as_bytes())
        }
        Format::Board => {
            match puzzle {
                Some((p, line)) => writeln!(out, "Puzzle {p} (line {line}), solution {found}:")?,
                None => writeln!(out, "Solution {found}:")?,
            }
            writeln!(out, "{}", solved.board())
        }
    }
}
