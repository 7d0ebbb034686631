//! `backtrack compare`: one puzzle searched in several of its problem's orders (a
//! sudoku's cell orders, a map's region orders), their counts side by side, so that what
//! an order (and propagation) buys is one table.
//!
//! One implementation serves every problem with several orders: the orders are those
//! its boards name ([`Orders`]), chosen by name.

use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

use anyhow::{Result, bail};

use super::args::{CompareArgs, Format, Limits, Output};
use super::solve::{self, Totals, stop_after};
use super::{Outcome, Watch};
use crate::app::{self, Message, Orders, Start, Theme};
use crate::problems::{InputError, Puzzle};

/// With `--count`, searches every puzzle of the comparison once per order, as `solve`
/// does, and prints one line per order: `order placements removals solutions max_depth
/// elapsed_ms`, the totals over every puzzle; without it, opens the app on the puzzle's
/// boards side by side.
///
/// The puzzles are read one at a time and each is searched in every order before the
/// next is read, so an endless stream takes no more memory than one puzzle. When there is
/// more than one, each puzzle's lines come first, as soon as the next puzzle shows there
/// is more than one, each headed with the puzzle's number: `N order placements …`.
///
/// The orders are checked against the first puzzle's: a name it has not is refused
/// before anything is searched.
pub fn compare<P: Puzzle + Orders>(
    comparison: &CompareArgs<P>,
    theme: Theme,
    out: &mut impl Write,
) -> Result<Outcome> {
    if !comparison.count {
        return side_by_side(comparison, theme);
    }
    let input = P::load(&comparison.puzzle.given, true)?;
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
        P::STOP,
    )?;
    // Each order's name and totals, in the order compared, once the first puzzle names
    // them.
    let mut totals: Vec<(&'static str, Totals, Duration)> = Vec::new();
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
        let boards = in_orders(&board, &comparison.orders)?;
        if totals.is_empty() {
            totals = boards
                .iter()
                .map(|board| (board.order_name(), Totals::default(), Duration::ZERO))
                .collect();
        }
        puzzles += 1;
        let mut lines = Vec::with_capacity(boards.len());
        for (board, (name, total, time)) in boards.into_iter().zip(&mut totals) {
            let started = Instant::now();
            watch.catch_signals();
            let counters = solve::search(board, stop, &output, None, &mut watch, &mut io::sink())?;
            watch.release(&counters);
            let elapsed = started.elapsed();
            total.add(&counters);
            *time += elapsed;
            let mut one = Totals::default();
            one.add(&counters);
            lines.push(format!("{puzzles} {}", order_line(name, &one, elapsed)));
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
    for (name, total, time) in &totals {
        writeln!(out, "{}", order_line(name, total, *time))?;
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

/// The boards of `board` in the orders named in `names`, in that order; in every order
/// of its problem when none is named. A name the problem has no order of is refused in a
/// line that names those it has.
fn in_orders<P: Puzzle + Orders>(board: &P, names: &[String]) -> Result<Vec<P>> {
    let every = board.in_every_order();
    if names.is_empty() {
        return Ok(every);
    }
    names
        .iter()
        .map(|name| {
            let found = every.iter().find(|board| board.order_name() == name);
            match found {
                Some(board) => Ok(board.clone()),
                None => {
                    let known: Vec<&str> = every.iter().map(Orders::order_name).collect();
                    bail!("{}: no order '{name}' ({})", P::NAME, one_of(&known))
                }
            }
        })
        .collect()
}

/// `names` as a choice in words: `a`, `a or b`, `a, b or c`.
fn one_of(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [only] => only.to_string(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

/// Opens the app on one puzzle, a board per order, once the input is known good.
fn side_by_side<P: Puzzle + Orders>(comparison: &CompareArgs<P>, theme: Theme) -> Result<Outcome> {
    // Standard input carries the keys, so no puzzle can come from there.
    let input = match P::load(&comparison.puzzle.given, false) {
        Err(InputError::StdinTaken) => bail!(
            "the side-by-side boards read keys from standard input, not a puzzle: give a \
             FILE or --preset, or add --count to read puzzles from it"
        ),
        input => input?,
    };
    let title = input.title.as_ref().map(Message::title);
    let board = input.single("compare")?;
    let boards = in_orders(&board, &comparison.orders)?;
    let output = Output {
        all: comparison.all,
        limit: comparison.limit,
        count: false,
        format: Format::Line,
        stats: false,
        limits: Limits::default(),
    };
    let stop = stop_after(&output, P::STOP)?;
    if !io::stdin().is_terminal() || !io::stdout().is_terminal() {
        bail!(
            "the side-by-side boards need a terminal on standard input and output; \
             use `backtrack compare {} ... --count` in scripts and pipes",
            P::NAME
        );
    }
    let start = Start::compare(title, boards, stop);
    let ending = app::run(start, theme, None)?;
    Ok(match ending.signal() {
        None => Outcome::Solved,
        Some(signal) => Outcome::Signalled(signal),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::{CellOrder, ColouringBoard, Given, SudokuBoard};

    fn preset<P: Puzzle>(name: &str) -> P {
        let given = Given::new().with("preset", [name]);
        P::load(&given, false)
            .and_then(|input| input.single("compare"))
            .expect("a preset")
    }

    fn names<P: Orders>(boards: &[P]) -> Vec<&'static str> {
        boards.iter().map(Orders::order_name).collect()
    }

    #[test]
    fn the_orders_are_every_order_unless_named_and_then_those_named() {
        let sudoku: SudokuBoard = preset("9x9-a4");
        let every = in_orders(&sudoku, &[]).expect("every order");
        let all: Vec<&str> = CellOrder::ALL.iter().map(|order| order.name()).collect();
        assert_eq!(names(&every), all);
        let named = ["singles".to_string(), "row".to_string()];
        let chosen = in_orders(&sudoku, &named).expect("known orders");
        assert_eq!(names(&chosen), ["singles", "row"]);
        assert_eq!(chosen[1].order(), CellOrder::Row);

        let map: ColouringBoard = preset("australia");
        let every = in_orders(&map, &[]).expect("every order");
        assert_eq!(names(&every), ["file", "mrv"]);
    }

    #[test]
    fn an_unknown_order_is_refused_naming_the_orders_there_are() {
        let sudoku: SudokuBoard = preset("4x4-a4");
        let error = in_orders(&sudoku, &["best".to_string()]).unwrap_err();
        assert_eq!(
            error.to_string(),
            "sudoku: no order 'best' (row, mrv, singles or cover)"
        );
        let map: ColouringBoard = preset("wheel");
        let error = in_orders(&map, &["row".to_string()]).unwrap_err();
        assert_eq!(
            error.to_string(),
            "graph-colouring: no order 'row' (file or mrv)"
        );
    }

    #[test]
    fn the_help_of_orders_names_the_orders_each_problem_compares() {
        use clap::CommandFactory;
        // Built, as the help builds it: a comparison's arguments are added then.
        let mut cli = crate::cli::Cli::command();
        cli.build();
        let compare = cli.find_subcommand("compare").expect("compare");
        let problems: [(&str, Vec<&str>); 2] = [
            (
                "sudoku",
                names(&preset::<SudokuBoard>("4x4-a4").in_every_order()),
            ),
            (
                "graph-colouring",
                names(&preset::<ColouringBoard>("wheel").in_every_order()),
            ),
        ];
        for (problem, orders) in problems {
            let command = compare.find_subcommand(problem).expect("compared");
            let help = command
                .get_arguments()
                .find(|arg| arg.get_id() == "orders")
                .and_then(|arg| arg.get_help())
                .map(|help| help.to_string())
                .unwrap_or_default();
            assert!(help.contains(&orders.join(", ")), "{problem}: {help}");
        }
    }
}
