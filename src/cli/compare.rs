//! `backtrack compare`: one sudoku searched in several cell orders, their counts side by
//! side, so that what a cell order (and propagation) buys is one table.

use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

use anyhow::{Result, bail};

use super::args::{Format, Limits, Output, SudokuComparison};
use super::solve::{self, Totals, stop_after};
use super::{Outcome, Watch};
use crate::app::{self, Message, Start, Theme};
use crate::problems::{InputError, Puzzle, SudokuBoard};

/// With `--count`, searches every puzzle of the comparison once per order, as `solve`
/// does, and prints one line per order: `order placements removals solutions max_depth
/// elapsed_ms`, the totals over every puzzle; without it, opens the app on the puzzle's
/// boards side by side.
///
/// The puzzles are read one at a time and each is searched in every order before the
/// next is read, so an endless stream takes no more memory than one puzzle. When there is
/// more than one, each puzzle's lines come first, as soon as the next puzzle shows there
/// is more than one, each headed with the puzzle's number: `N order placements …`.
pub fn compare(
    comparison: &SudokuComparison,
    theme: Theme,
    out: &mut impl Write,
) -> Result<Outcome> {
    if !comparison.count {
        return side_by_side(comparison, theme);
    }
    let input = SudokuBoard::load(&comparison.puzzle.given, true)?;
    // The same stop and the same loop as `solve`, its solutions printed nowhere, so the
    // totals are those `solve --stats` prints for each order.
    let output = Output {
        all: comparison.all,
        limit: comparison.limit,
        count: true,
        format: Format::Line,
        stats: false,
        limits: Limits::default(),
    };
    let stop = stop_after(
        &Output {
            count: false,
            ..output
        },
        SudokuBoard::STOP,
    )?;
    let orders = &comparison.orders;
    let mut totals: Vec<(Totals, Duration)> = orders.iter().map(|_| Default::default()).collect();
    let mut watch = Watch::new(&output.limits, false);
    // The first puzzle's lines wait for the second: a single puzzle prints its totals only.
    let mut first_lines: Option<Vec<String>> = None;
    let mut puzzles = 0;
    for item in input {
        let board = item
            .inspect_err(|_| {
                let _ = out.flush();
            })?
            .board;
        puzzles += 1;
        let mut lines = Vec::with_capacity(orders.len());
        for (&order, (total, time)) in orders.iter().zip(&mut totals) {
            let started = Instant::now();
            watch.catch_signals();
            let counters = solve::search(
                board.reordered(order),
                stop,
                &output,
                None,
                &mut watch,
                &mut io::sink(),
            )?;
            watch.release(&counters);
            let elapsed = started.elapsed();
            total.add(&counters);
            *time += elapsed;
            let mut one = Totals::default();
            one.add(&counters);
            lines.push(format!(
                "{puzzles} {}",
                order_line(order.name(), &one, elapsed)
            ));
            if watch.stopped().is_some() {
                break;
            }
        }
        match puzzles {
            1 => first_lines = Some(lines),
            _ => {
                for line in first_lines.take().into_iter().flatten().chain(lines) {
                    writeln!(out, "{line}")?;
                }
                out.flush()?;
            }
        }
        if watch.stopped().is_some() {
            break;
        }
    }
    let mut found = 0;
    for (&order, (total, time)) in orders.iter().zip(&totals) {
        writeln!(out, "{}", order_line(order.name(), total, *time))?;
        found = found.max(total.solutions);
    }
    out.flush()?;
    Ok(if let Some(stopped) = watch.stopped() {
        Outcome::Stopped(stopped)
    } else if found > 0 || puzzles > 1 {
        Outcome::Solved
    } else {
        Outcome::NoSolution
    })
}

/// One order's line: `order placements removals solutions max_depth elapsed_ms`.
fn order_line(order: &str, totals: &Totals, elapsed: Duration) -> String {
    format!(
        "{order} {} {} {} {} {:.3}",
        totals.placements,
        totals.removals,
        totals.solutions,
        totals.max_depth,
        elapsed.as_secs_f64() * 1000.0
    )
}

/// Opens the app on one puzzle, a board per order, once the input is known good.
fn side_by_side(comparison: &SudokuComparison, theme: Theme) -> Result<Outcome> {
    // Standard input carries the keys, so no puzzle can come from there.
    let input = match SudokuBoard::load(&comparison.puzzle.given, false) {
        Err(InputError::StdinTaken) => bail!(
            "the side-by-side boards read keys from standard input, not a puzzle: give a \
             FILE or --preset, or add --count to read puzzles from it"
        ),
        input => input?,
    };
    let title = input.title.as_ref().map(Message::title);
    let board = input.single("compare")?;
    let output = Output {
        all: comparison.all,
        limit: comparison.limit,
        count: false,
        format: Format::Line,
        stats: false,
        limits: Limits::default(),
    };
    let stop = stop_after(&output, SudokuBoard::STOP)?;
    if !io::stdin().is_terminal() || !io::stdout().is_terminal() {
        bail!(
            "the side-by-side boards need a terminal on standard input and output; \
             use `backtrack compare sudoku ... --count` in scripts and pipes"
        );
    }
    let orders = comparison.orders.clone();
    let start = Start::Compare {
        title,
        board,
        orders,
        stop,
    };
    Ok(match app::run(start, theme, None)? {
        app::Ending::Quit => Outcome::Solved,
        app::Ending::Signal(signal) => Outcome::Signalled(signal),
    })
}
