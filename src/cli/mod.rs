//! The command line: `solve`, `trace`, `compare`, `presets`, `play`, `export` and `record`.
//!
//! Every command runs the same [`Search`](crate::engine::Search) iterator the app animates,
//! so the counts printed here are the counts shown there.

pub mod args;
mod compare;
mod export;
mod play;
mod presets;
mod record;
pub(crate) mod solve;
pub(crate) mod trace;

use std::io::{self, BufWriter};
use std::process::ExitCode;

use args::Command;
pub use args::{Cli, Output};

/// How a command that ran to its end went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Done: exit status 0.
    Solved,
    /// A single puzzle with no solution: exit status 1.
    NoSolution,
}

/// Runs the parsed command line and turns the result into the exit status: 0 done, 1 no
/// solution for a single puzzle, 2 bad input or usage (with one `error: …` line).
pub fn run(cli: Cli) -> ExitCode {
    match dispatch(cli) {
        Ok(Outcome::Solved) => ExitCode::SUCCESS,
        Ok(Outcome::NoSolution) => ExitCode::from(1),
        Err(error) if is_broken_pipe(&error) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::from(2)
        }
    }
}

fn dispatch(cli: Cli) -> anyhow::Result<Outcome> {
    let theme = cli.look.theme();
    let printed = || BufWriter::new(io::stdout().lock());
    match cli.command {
        Some(Command::Solve { problem }) => solve::solve(&problem, &mut printed()),
        Some(Command::Trace { problem }) => trace::trace(&problem, &mut printed()),
        Some(Command::Compare { problem }) => match problem {
            args::Compared::Sudoku(comparison) => compare::compare(&comparison, &mut printed()),
        },
        Some(Command::Presets) => presets::list(&mut printed()).map(|()| Outcome::Solved),
        Some(Command::Play { problem }) => play::play(Some(&problem), theme),
        Some(Command::Export { problem }) => export::export(&problem, theme),
        Some(Command::Record { problem }) => record::record(&problem, theme),
        None => play::play(None, theme),
    }
}

/// A reader that stopped reading (`backtrack trace … | head`) is not an error.
fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error
        .chain()
        .filter_map(|cause| cause.downcast_ref::<io::Error>())
        .any(|e| e.kind() == io::ErrorKind::BrokenPipe)
}
