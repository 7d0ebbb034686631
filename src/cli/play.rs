//! `backtrack` and `backtrack play`: hand over to the app, once the input is known good.

use std::io::{self, IsTerminal};

use anyhow::{Result, bail};

use super::args::{ChosenProblem, PlayOptions};
use super::{CommandLine, Outcome};
use crate::app::words::words;
use crate::app::{self, Message, Moment, Start, Theme};
use crate::problems::{Input, InputError};
use crate::registry::Ready;

words! {
    /// The status line when `play` opened the first puzzle of a file that holds several:
    /// {0} how many it holds, {1} the option that opens another (`--index K`).
    PUZZLE_ONE_OF = "puzzle-one-of" (count, option);
}

/// Opens the app on the menu (`problem` is `None`) or on the player for `problem`.
///
/// The input is read and checked first, so a bad file is reported on a plain terminal;
/// a puzzle may come from standard input (`-`), read whole before the app starts, as the
/// keys then come from the terminal itself. Of a file holding several puzzles the first
/// opens, the status line saying how many there are, unless `--index` picks one. `note`,
/// if any, is said on the first screen (why Chinese was not drawn). The player opens at
/// the step and with the breakpoints the options give; `given` names the look's options
/// typed, which win over the view the state file kept.
pub fn play(
    problem: Option<&ChosenProblem<PlayOptions>>,
    theme: Theme,
    note: Option<&str>,
    given: &[&str],
) -> Result<Outcome> {
    let mut said = note.map(|note| Message::english(note.to_owned()));
    let asked = Moment {
        lang_given: given.contains(&"--lang"),
        numbering_given: given.contains(&"--from-one"),
        ..Moment::default()
    };
    let moment = match problem {
        None => asked,
        Some(problem) => Moment {
            at: problem.options.step,
            breaks: problem.options.breaks.clone(),
            fresh: problem.options.fresh,
            origin: Some(super::problem_args::origin(problem.entry, &problem.matches)),
            save_lesson: problem.options.save_lesson.clone(),
            ..asked
        },
    };
    if let Some(path) = &moment.save_lesson
        && std::fs::symlink_metadata(path).is_ok()
    {
        bail!(
            "{} exists: --save-lesson never replaces a file; give a new name",
            path.display()
        );
    }
    let start = match problem {
        None => Start::Menu,
        Some(problem) => {
            let input = problem.entry.load_matches(&problem.matches, true)?;
            let stop = input.stop;
            let title = input.title.as_ref().map(Message::title);
            let (board, count) = first_of(input)?;
            if count > 1 {
                said = Some(Message::new(PUZZLE_ONE_OF, &[&count, &"--index K"]));
            }
            Start::Board { title, board, stop }
        }
    };
    open(start, moment, theme, said)
}

/// Opens the app on `start` at `moment`, once the terminal is known to be one, saying
/// `said` first; how it ended.
pub(super) fn open(
    start: Start,
    moment: Moment,
    theme: Theme,
    said: Option<Message>,
) -> Result<Outcome> {
    if !io::stdout().is_terminal() {
        bail!(
            "the app needs a terminal on standard output; \
             use `backtrack solve` or `backtrack trace` in scripts and pipes"
        );
    }
    if !io::stdin().is_terminal() && !keys_from_terminal() {
        bail!("{}", NO_KEYS);
    }
    // The terminal answers where the keys come from: asked before the app reads them.
    let theme = match theme.asks_background() && theme.is_color() {
        true => theme.suiting(app::terminal_background()),
        false => theme.suiting(None),
    };
    let theme = theme.with_true_colour(app::terminal_true_colour());
    // Asked the same way: whether the terminal reports the mouse at all.
    if app::takes_mouse() {
        app::ask_mouse();
    }
    let ending = app::run_at(start, moment, theme, said)?;
    Ok(match ending.signal() {
        None => Outcome::Solved,
        Some(signal) => Outcome::Signalled(signal),
    })
}

/// The first board of `input` and how many it holds, all of them read and checked.
fn first_of(mut input: Input<Box<dyn Ready>>) -> Result<(Box<dyn Ready>, u64), InputError> {
    let source = input.source.clone();
    let first = match input.next() {
        Some(first) => first?.board,
        None => return Err(InputError::Empty { source }),
    };
    let mut count = 1;
    for item in input {
        item?;
        count += 1;
    }
    Ok((first, count))
}

/// Why the app cannot start when standard input is not a terminal and the keys cannot
/// come from elsewhere.
#[cfg(unix)]
const NO_KEYS: &str = "the app reads keys from the terminal, and there is none to read \
                       them from (no /dev/tty); use `backtrack solve` or `backtrack trace` \
                       in scripts and pipes";
/// Why the app cannot start when standard input is not a console.
#[cfg(not(unix))]
const NO_KEYS: &str = "the app reads keys from the console, not from a pipe: save the \
                       puzzle to a file and give its name instead of `-`; use `backtrack \
                       solve` or `backtrack trace` in scripts and pipes";

/// Whether the keys can come from the terminal when standard input is not one: the
/// terminal library reads them from `/dev/tty` then.
#[cfg(unix)]
fn keys_from_terminal() -> bool {
    std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open("/dev/tty")
        .is_ok_and(|tty| tty.is_terminal())
}

/// Whether the keys can come from the console when standard input is not one: not known
/// to work here, so no.
#[cfg(not(unix))]
fn keys_from_terminal() -> bool {
    false
}
