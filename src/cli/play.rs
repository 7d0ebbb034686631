//! `backtrack` and `backtrack play`: hand over to the app, once the input is known good.

use std::io::{self, IsTerminal};

use anyhow::{Result, bail};

use super::Outcome;
use super::args::PlayProblem;
use super::input::{board_size, load_sudoku};
use crate::app::{self, Options, Start};
use crate::presets;
use crate::problems::permutations::MAX_PERMUTATION;
use crate::problems::queens::MAX_QUEENS;

/// Opens the app on the menu (`problem` is `None`) or on the player for `problem`.
///
/// The input is read and checked first, so a bad file is reported on a plain terminal;
/// then the app needs a terminal on both standard input and output.
pub fn play(problem: Option<&PlayProblem>, options: Options) -> Result<Outcome> {
    let start = match problem {
        None => Start::Menu,
        Some(problem) => start(problem)?,
    };
    if !io::stdin().is_terminal() || !io::stdout().is_terminal() {
        bail!(
            "the app needs a terminal on standard input and output; \
             use `backtrack solve` or `backtrack trace` in scripts and pipes"
        );
    }
    app::run(start, options)?;
    Ok(Outcome::Solved)
}

fn start(problem: &PlayProblem) -> Result<Start> {
    Ok(match problem {
        PlayProblem::Queens { n } => Start::Queens(board_size(n, "queens", MAX_QUEENS)?),
        PlayProblem::Permutations { n } => {
            Start::Permutations(board_size(n, "permutations", MAX_PERMUTATION)?)
        }
        PlayProblem::Sudoku { source } => {
            if source
                .file
                .as_ref()
                .is_some_and(|path| path.as_os_str() == "-")
            {
                bail!("play reads keys from standard input, not a puzzle: give a FILE or --preset");
            }
            let board = load_sudoku(source)?.single("play")?;
            let title = match &source.preset {
                Some(name) => presets::find(name)
                    .map_or_else(|| name.clone(), |preset| preset.title.to_owned()),
                None => source
                    .file
                    .as_ref()
                    .map_or_else(String::new, |path| path.display().to_string()),
            };
            Start::Sudoku { title, board }
        }
    })
}
