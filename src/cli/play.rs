//! `backtrack` and `backtrack play`: hand over to the app, once the input is known good.

use std::io::{self, IsTerminal};

use anyhow::{Result, bail};

use super::args::{Chosen, PlayOptions};
use super::{CommandLine, Outcome};
use crate::app::{self, Ending, Message, Moment, Start, Theme};

/// Opens the app on the menu (`problem` is `None`) or on the player for `problem`.
///
/// The input is read and checked first, so a bad file is reported on a plain terminal;
/// then the app needs a terminal on both standard input and output. `note`, if any, is
/// said on the first screen (why Chinese was not drawn). The player opens at the step
/// and with the breakpoints the options give.
pub fn play(
    problem: Option<&Chosen<PlayOptions>>,
    theme: Theme,
    note: Option<&str>,
) -> Result<Outcome> {
    let moment = problem.map_or_else(Moment::default, |problem| Moment {
        at: problem.options.step,
        breaks: problem.options.breaks.clone(),
        fresh: problem.options.fresh,
    });
    let start = match problem {
        None => Start::Menu,
        Some(problem) => {
            // Standard input carries the keys, so no puzzle can come from there.
            let input = problem.entry.load_matches(&problem.matches, false)?;
            let stop = input.stop;
            let title = input.title.as_ref().map(Message::title);
            let board = input.single("play")?;
            Start::Board { title, board, stop }
        }
    };
    if !io::stdin().is_terminal() || !io::stdout().is_terminal() {
        bail!(
            "the app needs a terminal on standard input and output; \
             use `backtrack solve` or `backtrack trace` in scripts and pipes"
        );
    }
    Ok(match app::run_at(start, moment, theme, note)? {
        Ending::Quit => Outcome::Solved,
        Ending::Signal(signal) => Outcome::Signalled(signal),
    })
}
