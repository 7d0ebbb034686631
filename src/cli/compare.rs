//! `backtrack compare`: one sudoku searched in several cell orders, their counts side by
//! side, so that what a cell order (and propagation) buys is one table.

use std::io::{self, IsTerminal, Write};
use std::time::Instant;

use anyhow::{Result, bail};

use super::args::{Format, Limits, Output, SudokuComparison};
use super::solve::{self, Totals, stop_after};
use super::{Outcome, Watch};
use crate::app::{self, Message, Start, Theme};
use crate::problems::{Puzzle, SudokuBoard};

/// With `--count`, searches every puzzle of the comparison once per order, as `solve`
/// does, and prints one line per order: `order placements removals solutions max_depth
/// elapsed_ms`; without it, opens the app on the puzzle's boards side by side.
pub fn compare(
    comparison: &SudokuComparison,
    theme: Theme,
    out: &mut impl Write,
) -> Result<Outcome> {
    if !comparison.count {
        return side_by_side(comparison, theme);
    }
    // Every order searches the same puzzles, so they are read once and kept.
    let input = SudokuBoard::load(&comparison.puzzle.given, true)?;
    let mut boards = Vec::new();
    for item in input {
        boards.push(item?.board);
    }
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
    let mut found = 0;
    for &order in &comparison.orders {
        let started = Instant::now();
        let mut totals = Totals::default();
        let mut watch = Watch::new(&output.limits, false);
        for board in &boards {
            let board = board.reordered(order);
            let counters = solve::search(board, stop, &output, None, &mut watch, &mut io::sink())?;
            totals.add(&counters);
        }
        writeln!(
            out,
            "{} {} {} {} {} {:.3}",
            order.name(),
            totals.placements,
            totals.removals,
            totals.solutions,
            totals.max_depth,
            started.elapsed().as_secs_f64() * 1000.0
        )?;
        found = found.max(totals.solutions);
    }
    out.flush()?;
    Ok(if found > 0 || boards.len() > 1 {
        Outcome::Solved
    } else {
        Outcome::NoSolution
    })
}

/// Opens the app on one puzzle, a board per order, once the input is known good.
fn side_by_side(comparison: &SudokuComparison, theme: Theme) -> Result<Outcome> {
    // Standard input carries the keys, so no puzzle can come from there.
    let input = SudokuBoard::load(&comparison.puzzle.given, false)?;
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
