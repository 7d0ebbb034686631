//! The command line: `solve`, `trace`, `compare`, `presets`, `play`, `lesson`, `export`,
//! `record`, `completions` and `man`.
//!
//! Every command runs the same [`Search`](crate::engine::Search) iterator the app animates,
//! so the counts printed here are the counts shown there.

pub mod args;
mod comparable;
mod compare;
mod completions;
mod export;
mod lesson;
mod manual;
mod play;
mod presets;
mod printed;
pub mod problem_args;
mod progress;
mod record;
mod report;
mod searchable;
pub(crate) mod solve;
pub(crate) mod trace;
mod values;
pub mod watch;

use std::io;
use std::process::ExitCode;

use anyhow::bail;
use args::Command;
pub use args::{Cli, Limits, Output};
pub use problem_args::{CommandLine, ProblemArgs};
pub use report::{escape_controls, say, stdout_open, usage_error};
pub use searchable::Searchable;
pub use watch::Watch;

use crate::app::Lang;

/// How a command that ran to its end went.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Done: exit status 0.
    Solved,
    /// A puzzle with no solution, or one of many: exit status 1.
    NoSolution,
    /// A limit stopped the run: exit status 3, with one `stopped: …` line.
    Stopped(watch::Stopped),
    /// The app ended on this signal, the terminal restored: exit status 128 + its number,
    /// as a shell reports a program the signal killed.
    Signalled(i32),
    /// Bad input, told already one line a mistake (a lesson file's): exit status 2.
    Refused,
}

/// Runs the parsed command line and turns the result into the exit status: 0 done, 1 a
/// puzzle without a solution, 2 bad input or usage (with one `error: …` line), 3 stopped
/// by `--timeout` or `--max-placements`, 128 + N when signal N ended the app.
pub fn run(cli: Cli) -> ExitCode {
    match dispatch(cli) {
        Ok(Outcome::Solved) => ExitCode::SUCCESS,
        Ok(Outcome::NoSolution) => ExitCode::from(1),
        Ok(Outcome::Stopped(stopped)) => {
            say(&format!("stopped: {stopped}"));
            match stopped.limit {
                watch::Limit::Signal(signal) => ExitCode::from((128 + signal).clamp(0, 255) as u8),
                _ => ExitCode::from(3),
            }
        }
        Ok(Outcome::Signalled(signal)) => ExitCode::from((128 + signal).clamp(0, 255) as u8),
        Ok(Outcome::Refused) => ExitCode::from(2),
        Err(error) if is_broken_pipe(&error) => ExitCode::SUCCESS,
        Err(error) => {
            let line = preset_elsewhere(&error).unwrap_or_else(|| {
                let pointer = if is_typed_value(&error) {
                    report::help_pointer()
                } else {
                    String::new()
                };
                format!("error: {error:#}{pointer}")
            });
            say(&line);
            ExitCode::from(2)
        }
    }
}

/// The line for a preset named on a problem it is not one of, when another problem has
/// it: `error: unknown preset '9x9-a4' for subset-sum: it is a preset of sudoku; try …`.
fn preset_elsewhere(error: &anyhow::Error) -> Option<String> {
    use crate::problems::InputError;
    let name = error
        .chain()
        .find_map(|cause| match cause.downcast_ref::<InputError>() {
            Some(InputError::UnknownPreset(name)) => Some(name.as_str()),
            _ => None,
        })?;
    let owner = crate::registry::PROBLEMS
        .iter()
        .find(|entry| entry.presets().iter().any(|preset| preset.name == name))?;
    let path = report::command_path();
    let (command, problem) = path.rsplit_once(' ')?;
    Some(format!(
        "error: unknown preset '{name}' for {problem}: it is a preset of {owner}; try \
         `{command} {owner} --preset {name}`",
        owner = owner.name()
    ))
}

/// Whether `error` is about a value typed on the command line (a size, a number, a
/// preset's or an order's name, a missing puzzle), whose line then points to the
/// command's `--help`; a file's faults point to their line instead.
fn is_typed_value(error: &anyhow::Error) -> bool {
    use crate::problems::InputError;
    let input = error
        .chain()
        .find_map(|cause| cause.downcast_ref::<InputError>());
    match input {
        Some(InputError::Problem(error)) => error.is_typed(),
        other => matches!(
            other,
            Some(
                InputError::Size(_)
                    | InputError::Number(_)
                    | InputError::UnknownPreset(_)
                    | InputError::StdinTaken
                    | InputError::Missing { .. }
            )
        ),
    }
}

fn dispatch(cli: Cli) -> anyhow::Result<Outcome> {
    // The puzzle folder is the menu's: the app opened on it, or on a player that goes
    // back to it.
    if let Some(folder) = cli.puzzles {
        if !matches!(cli.command, None | Some(Command::Play { .. })) {
            bail!("--puzzles is an option of the menu and play; try `backtrack --puzzles DIR`");
        }
        crate::app::screens::puzzle_folder::choose(folder);
    }
    // The options of the screens, typed before the command or after the problem; only the
    // commands that draw take them (and `presets` the language of its titles).
    let look = match &cli.command {
        None => cli.look,
        Some(Command::Play { problem }) => problem.options.look.after(cli.look),
        Some(Command::Export { problem }) => problem.options.screen.look.after(cli.look),
        Some(Command::Record { problem }) => problem.options.screen.look.after(cli.look),
        Some(Command::Compare { problem }) => problem.look().after(cli.look),
        Some(Command::Lesson(options)) => options.look.after(cli.look),
        Some(command) => {
            let takes_lang = matches!(command, Command::Presets(_));
            let refused: Vec<&str> = cli
                .look
                .given()
                .into_iter()
                .filter(|&name| !(takes_lang && matches!(name, "--lang" | "--ascii")))
                .collect();
            if let Some(name) = refused.first() {
                bail!(
                    "{name} is an option of the screens the app draws: the menu, play, lesson, \
                     export, record and compare{}; try `backtrack --help`",
                    if takes_lang {
                        " (presets takes --lang and --ascii)"
                    } else {
                        ""
                    }
                );
            }
            match command {
                Command::Presets(options) => options.after(cli.look),
                _ => cli.look,
            }
        }
    };
    // The mouse, typed before the command or after the problem: only the screens drawn
    // in the terminal take it.
    let mouse = match &cli.command {
        None => Some(cli.mouse),
        Some(Command::Play { problem }) => Some(problem.options.mouse),
        Some(Command::Compare { problem }) => Some(problem.mouse()),
        Some(Command::Lesson(options)) => Some(options.mouse),
        Some(_) => None,
    };
    match mouse {
        Some(own) if own.no_mouse || cli.mouse.no_mouse => crate::app::without_mouse(),
        Some(_) => {}
        None if cli.mouse.no_mouse => bail!(
            "--no-mouse is an option of the screens drawn in the terminal: the menu, play, \
             lesson and compare; try `backtrack --help`"
        ),
        None => {}
    }
    let theme = look.theme();
    let given = look.given();
    // The commands whose words follow the language say why it is not the one asked for.
    let speaks = matches!(
        cli.command,
        None | Some(
            Command::Play { .. }
                | Command::Export { .. }
                | Command::Record { .. }
                | Command::Presets(_)
        )
    );
    let (lang, note) = Lang::detect(look.lang).drawable(theme.is_ascii());
    if let (Some(note), true) = (note, speaks) {
        say(&format!("note: {note}"));
    }
    let theme = theme.speaking(lang);
    // The commands that write to standard output: each refuses to start without it.
    let prints = match &cli.command {
        Some(
            Command::Solve { .. }
            | Command::Trace { .. }
            | Command::Compare { .. }
            | Command::Presets(_)
            | Command::Completions { .. }
            | Command::Man { .. },
        ) => true,
        Some(Command::Export { problem }) => problem
            .options
            .output
            .as_deref()
            .is_none_or(export::is_stdout),
        Some(Command::Record { problem }) => export::is_stdout(&problem.options.output),
        Some(Command::Lesson(options)) => options.check,
        Some(Command::Play { .. }) | None => false,
    };
    if prints {
        report::stdout_open()?;
    }
    let printed = printed::Printed::new;
    match cli.command {
        Some(Command::Solve { problem }) => solve::solve(&problem, &mut printed()),
        Some(Command::Trace { problem }) => trace::trace(&problem, &mut printed()),
        Some(Command::Compare { problem }) => comparable::compare(&problem, theme, &mut printed()),
        Some(Command::Presets(_)) => {
            presets::list(&theme, &mut printed()).map(|()| Outcome::Solved)
        }
        Some(Command::Completions { shell }) => {
            completions::completions(shell, &mut printed()).map(|()| Outcome::Solved)
        }
        Some(Command::Man { dir }) => {
            manual::man(dir.as_deref(), &mut printed()).map(|()| Outcome::Solved)
        }
        Some(Command::Play { problem }) => play::play(Some(&problem), theme, note, &given),
        Some(Command::Export { problem }) => export::export(&problem, theme),
        Some(Command::Record { problem }) => record::record(&problem, theme),
        Some(Command::Lesson(options)) => lesson::lesson(&options, look),
        None => play::play(None, theme, note, &given),
    }
}

/// A reader that stopped reading (`backtrack trace … | head`) is not an error.
fn is_broken_pipe(error: &anyhow::Error) -> bool {
    error
        .chain()
        .filter_map(|cause| cause.downcast_ref::<io::Error>())
        .any(|e| e.kind() == io::ErrorKind::BrokenPipe)
}
