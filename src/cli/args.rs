//! The command line's grammar, as clap reads it.
//!
//! The commands are declared here; the problems under `solve`, `trace` and `play` come
//! from the registry, each with its own arguments, so this file names none of them.

use clap::{ArgMatches, Args, FromArgMatches, Parser, Subcommand, ValueEnum};

use crate::app::{Palette, Theme};
use crate::problems::Numbering;
use crate::registry::{self, Entry};

/// `backtrack`: watch a backtracking search step by step, or run it from a script.
#[derive(Debug, Parser)]
#[command(name = "backtrack", version, about, long_about = None)]
pub struct Cli {
    /// What to do; with none, the app opens on its preset menu.
    #[command(subcommand)]
    pub command: Option<Command>,

    /// How the app draws.
    #[command(flatten)]
    pub look: Look,
}

/// How the app draws: the options every command that draws takes alike, in one place.
#[derive(Clone, Copy, Debug, Default, Args)]
pub struct Look {
    /// Draw with ASCII characters only.
    #[arg(long, global = true)]
    pub ascii: bool,

    /// Draw without colours (also when NO_COLOR is set).
    #[arg(long, global = true)]
    pub no_color: bool,

    /// The colours: for a dark background, a light one (a white projector screen), or
    /// high contrast.
    #[arg(long, global = true, value_enum, default_value_t = Palette::Dark)]
    pub theme: Palette,

    /// Number the app's rows, columns, cells and positions from 1, as seed 000's tables
    /// do, instead of from 0 as the pseudo-code and `trace` do (the key 1 switches).
    #[arg(long, global = true)]
    pub from_one: bool,
}

impl Look {
    /// The theme these options ask for, in this environment (locale, NO_COLOR).
    pub fn theme(&self) -> Theme {
        Theme::detect(self.ascii, self.no_color)
            .with_palette(self.theme)
            .with_numbering(Numbering::from_one(self.from_one))
    }
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve a problem and print its solutions.
    Solve {
        /// The problem to solve, and how to report.
        #[command(subcommand)]
        problem: Chosen<Output>,
    },
    /// Print every event of a search, one a line: place, remove, solution.
    Trace {
        /// The problem to trace.
        #[command(subcommand)]
        problem: Chosen<TraceOptions>,
    },
    /// List the built-in puzzles.
    Presets,
    /// Open the app's player on a problem (with no command, the app opens on its menu).
    Play {
        /// The problem to play.
        #[command(subcommand)]
        problem: Chosen<NoOptions>,
    },
}

/// A problem named on the command line, with its own arguments and the command's
/// `options`, which every problem takes alike.
#[derive(Clone, Debug)]
pub struct Chosen<O> {
    /// The problem.
    pub entry: &'static dyn Entry,
    /// Its own arguments, for [`Entry::load`].
    pub matches: ArgMatches,
    /// The command's options.
    pub options: O,
}

impl<O: Args> FromArgMatches for Chosen<O> {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let Some((name, sub)) = matches.subcommand() else {
            return Err(clap::Error::new(clap::error::ErrorKind::MissingSubcommand));
        };
        let entry = registry::find(name)
            .ok_or_else(|| clap::Error::new(clap::error::ErrorKind::InvalidSubcommand))?;
        Ok(Chosen {
            entry,
            matches: sub.clone(),
            options: O::from_arg_matches(sub)?,
        })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl<O: Args> Subcommand for Chosen<O> {
    fn augment_subcommands(command: clap::Command) -> clap::Command {
        registry::PROBLEMS.iter().fold(command, |command, entry| {
            command.subcommand(O::augment_args(entry.command()).about(entry.about()))
        })
    }

    fn augment_subcommands_for_update(command: clap::Command) -> clap::Command {
        Self::augment_subcommands(command)
    }

    fn has_subcommand(name: &str) -> bool {
        registry::find(name).is_some()
    }
}

/// No options besides the problem's own (`play`).
#[derive(Clone, Copy, Debug, Args)]
pub struct NoOptions {}

/// `trace`'s options.
#[derive(Clone, Copy, Debug, Args)]
pub struct TraceOptions {
    /// Every solution (the default for all but sudoku), as `solve --all`.
    #[arg(long, conflicts_with = "limit")]
    pub all: bool,
    /// Stop after this many solutions (default: the first for sudoku, all for the others).
    #[arg(long, value_name = "K")]
    pub limit: Option<u64>,
}

/// How `solve` reports.
#[derive(Clone, Copy, Debug, Args)]
pub struct Output {
    /// Every solution (the default for all but sudoku).
    #[arg(long, conflicts_with = "limit")]
    pub all: bool,
    /// Stop after K solutions.
    #[arg(long, value_name = "K")]
    pub limit: Option<u64>,
    /// Print the number of solutions instead of the solutions.
    #[arg(long)]
    pub count: bool,
    /// How to print each solution.
    #[arg(long, value_enum, default_value_t = Format::Board)]
    pub format: Format,
    /// Print the search's totals on standard error.
    #[arg(long)]
    pub stats: bool,
}

/// The output formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Boards as the tutorials print them, each headed with its number.
    Board,
    /// One solution a line.
    Line,
}
