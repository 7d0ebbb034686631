//! `backtrack solve`: run a search to its solutions and print them.

use std::io::Write;
use std::time::Instant;

use anyhow::{Result, bail};

use super::Outcome;
use super::args::{Format, Output, SolveProblem};
use super::input::{board_size, load_sudoku};
use crate::engine::{Counters, Event, Search, StopAfter};
use crate::problems::permutations::MAX_PERMUTATION;
use crate::problems::queens::MAX_QUEENS;
use crate::problems::{Notation, Permutations, QueensBoard};

/// The totals `--stats` prints, summed over every puzzle searched.
#[derive(Debug, Default)]
struct Totals {
    placements: u64,
    removals: u64,
    solutions: u64,
    max_depth: u32,
}

impl Totals {
    fn add(&mut self, counters: &Counters) {
        self.placements += counters.placements;
        self.removals += counters.removals;
        self.solutions += counters.solutions;
        self.max_depth = self.max_depth.max(counters.max_depth);
    }
}

/// Solves `problem`, printing to `out` as `output` asks.
pub fn solve(problem: &SolveProblem, out: &mut impl Write) -> Result<Outcome> {
    let started = Instant::now();
    let mut totals = Totals::default();
    let outcome = match problem {
        SolveProblem::Queens { n, output } => {
            let n = board_size(n, "queens", MAX_QUEENS)?;
            let board = QueensBoard::new(n).expect("BUG: size checked");
            let stop = stop_after(output, StopAfter::Exhaustion)?;
            single(search(board, stop, output, None, out, &mut totals)?)
        }
        SolveProblem::Permutations { n, output } => {
            let n = board_size(n, "permutations", MAX_PERMUTATION)?;
            let arrangement = Permutations::new(n).expect("BUG: size checked");
            let stop = stop_after(output, StopAfter::Exhaustion)?;
            single(search(arrangement, stop, output, None, out, &mut totals)?)
        }
        SolveProblem::Sudoku { source, output } => {
            let stop = stop_after(output, StopAfter::First)?;
            let loaded = load_sudoku(source)?;
            let several = loaded.puzzles.len() > 1;
            let mut last = 0;
            for (index, puzzle) in loaded.puzzles.into_iter().enumerate() {
                let number = several.then_some((index + 1, puzzle.line));
                last = search(puzzle.board, stop, output, number, out, &mut totals)?;
            }
            if several {
                Outcome::Solved
            } else {
                single(last)
            }
        }
    };
    out.flush()?;
    if output_of(problem).stats {
        eprintln!(
            "placements={} removals={} solutions={} max_depth={} elapsed_ms={:.3}",
            totals.placements,
            totals.removals,
            totals.solutions,
            totals.max_depth,
            started.elapsed().as_secs_f64() * 1000.0
        );
    }
    Ok(outcome)
}

fn output_of(problem: &SolveProblem) -> &Output {
    match problem {
        SolveProblem::Queens { output, .. }
        | SolveProblem::Sudoku { output, .. }
        | SolveProblem::Permutations { output, .. } => output,
    }
}

fn single(solutions: u64) -> Outcome {
    if solutions == 0 {
        Outcome::NoSolution
    } else {
        Outcome::Solved
    }
}

/// When to stop: `--limit K` after K, `--all` and `--count` never early, else the default.
fn stop_after(output: &Output, default: StopAfter) -> Result<StopAfter> {
    Ok(match output.limit {
        Some(0) => bail!("--limit must be at least 1"),
        Some(k) => StopAfter::Solutions(k),
        None if output.all || output.count => StopAfter::Exhaustion,
        None => default,
    })
}

/// Runs one search and prints its solutions (or their count); returns how many it found.
///
/// `puzzle` gives the puzzle's number and line for the headings when a file holds several.
fn search<P: Notation>(
    problem: P,
    stop: StopAfter,
    output: &Output,
    puzzle: Option<(usize, usize)>,
    out: &mut impl Write,
    totals: &mut Totals,
) -> Result<u64> {
    let mut search = Search::new(problem, stop);
    let mut found = 0;
    while let Some(event) = search.next() {
        if event != Event::Solution {
            continue;
        }
        found += 1;
        if output.count {
            continue;
        }
        let solved = search.problem();
        match output.format {
            Format::Line => writeln!(out, "{}", solved.line())?,
            Format::Board => {
                match puzzle {
                    Some((p, line)) => {
                        writeln!(out, "Puzzle {p} (line {line}), solution {found}:")?
                    }
                    None => writeln!(out, "Solution {found}:")?,
                }
                writeln!(out, "{}", solved.board())?;
            }
        }
    }
    totals.add(search.counters());
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
    Ok(found)
}
