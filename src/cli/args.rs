//! The command line's grammar, as clap reads it.
//!
//! The commands are declared here; the problems under `solve`, `trace`, `play`,
//! `export`, `record` and `compare` come from the registry, each with its own arguments
//! (`compare` those that declare several search orders), so this file names none of them.

use std::path::PathBuf;
use std::str::FromStr;

use clap::{ArgMatches, Args, FromArgMatches, Parser, Subcommand, ValueEnum};

use super::problem_args::{CommandLine, ProblemArgs};
use crate::app::screens::lesson::CodeShown;
use crate::app::{Lang, Target, Theme, ThemeChoice};
use std::marker::PhantomData;

use crate::problems::{InputKind, Numbering, Puzzle};
use crate::registry::{self, Entry, every_problem};

/// `backtrack`: watch a backtracking search step by step, or run it from a script.
#[derive(Debug, Parser)]
#[command(
    name = "backtrack",
    version,
    about,
    long_about = None,
    after_help = "Exit status: 0 done; 1 a puzzle without a solution; 2 bad input or usage; \
                  3 stopped by --timeout or --max-placements; 128 + N when signal N ended the app."
)]
pub struct Cli {
    /// What to do; with none, the app opens on its preset menu.
    #[command(subcommand)]
    pub command: Option<Command>,

    /// How the app draws: for the menu, or before a command that draws (`backtrack
    /// --lang zh play …`).
    #[command(flatten)]
    pub look: LookOptions,

    /// The mouse, for the menu or before a command that draws in the terminal.
    #[command(flatten)]
    pub mouse: MouseOption,

    /// The folder of the class's own puzzles, which the menu's "My puzzles" lists and its
    /// sudoku editor saves in (a class's shared folder, say) [default:
    /// BACKTRACK_PUZZLES_DIR, else `puzzles` in the platform's data folder for the app].
    #[arg(long, value_name = "DIR", value_hint = clap::ValueHint::DirPath)]
    pub puzzles: Option<PathBuf>,
}

/// How the app draws: the options every command that draws takes alike, in one place.
///
/// They are taken by the commands that draw (the menu, `play`, `export`, `record`,
/// `compare`) and by no other, so that `solve --theme light` is refused, not ignored:
/// after the problem (`play queens 8 --lang zh`), or before the command.
#[derive(Clone, Copy, Debug, Default, Args)]
pub struct LookOptions {
    /// Draw with ASCII characters only.
    #[arg(long)]
    pub ascii: bool,

    /// Draw without colours (also when NO_COLOR is set).
    #[arg(long)]
    pub no_color: bool,

    /// The app's language: en, zh (simplified Chinese, also zh-CN) or zh-TW
    /// (traditional) [default: BACKTRACK_LANG, else the locale's, else en]; the key L
    /// switches it in the app.
    #[arg(long, value_enum, value_name = "LANG")]
    pub lang: Option<Lang>,

    /// The colours: chosen for the terminal's background as it tells it (auto), for a
    /// dark background, a light one (a white projector screen), or high contrast
    /// [default: auto].
    #[arg(long, value_enum)]
    pub theme: Option<ThemeChoice>,

    /// Number the app's rows, columns, cells and positions from 1, as the 4-queens
    /// lesson's tables do, instead of from 0 as the pseudo-code and `trace` do (the key 1
    /// switches).
    #[arg(long)]
    pub from_one: bool,
}

/// The mouse, which only the screens drawn in the terminal take: the menu, `play`,
/// `lesson` and `compare`'s boards, not `export` or `record`, which draw into a file.
#[derive(Clone, Copy, Debug, Default, Args)]
pub struct MouseOption {
    /// Leave the mouse to the terminal, as a click selects text without the app (also
    /// when BACKTRACK_NO_MOUSE is set); by default a click opens a menu entry, goes to a
    /// log line's step or along the timeline bar, and the wheel steps.
    #[arg(long)]
    pub no_mouse: bool,
}

/// What `presets` takes of the screens' options: the language of its titles, and ASCII
/// for a terminal without UTF-8. Typed after the command (`presets --lang zh`), as the
/// commands that draw take them, or before it.
#[derive(Clone, Copy, Debug, Default, Args)]
pub struct PresetsOptions {
    /// Write with ASCII characters only (and so in English).
    #[arg(long)]
    pub ascii: bool,

    /// The titles' language: en, zh (simplified Chinese, also zh-CN) or zh-TW
    /// (traditional) [default: BACKTRACK_LANG, else the locale's, else en].
    #[arg(long, value_enum, value_name = "LANG")]
    pub lang: Option<Lang>,
}

impl PresetsOptions {
    /// The screens' options `before` the command with these added: a choice typed after
    /// the command wins.
    pub fn after(self, before: LookOptions) -> LookOptions {
        LookOptions {
            ascii: self.ascii || before.ascii,
            lang: self.lang.or(before.lang),
            ..before
        }
    }
}

impl LookOptions {
    /// The theme these options ask for, in this environment (locale, NO_COLOR).
    pub fn theme(&self) -> Theme {
        Theme::detect(self.ascii, self.no_color)
            .choosing(self.theme.unwrap_or_default())
            .with_numbering(Numbering::from_one(self.from_one))
    }

    /// These options with those typed `before` the command added: a choice typed after
    /// the problem wins.
    pub fn after(self, before: LookOptions) -> LookOptions {
        LookOptions {
            ascii: self.ascii || before.ascii,
            no_color: self.no_color || before.no_color,
            lang: self.lang.or(before.lang),
            theme: self.theme.or(before.theme),
            from_one: self.from_one || before.from_one,
        }
    }

    /// The names of the options given, as typed, to say which a command does not take.
    pub fn given(&self) -> Vec<&'static str> {
        let given = [
            (self.ascii, "--ascii"),
            (self.no_color, "--no-color"),
            (self.lang.is_some(), "--lang"),
            (self.theme.is_some(), "--theme"),
            (self.from_one, "--from-one"),
        ];
        given
            .into_iter()
            .filter_map(|(is, name)| is.then_some(name))
            .collect()
    }
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve a problem and print its solutions.
    Solve {
        /// The problem to solve, and how to report.
        #[command(subcommand)]
        problem: ChosenProblem<Output>,
    },
    /// Print every event of a search, one a line: place, remove, solution.
    Trace {
        /// The problem to trace.
        #[command(subcommand)]
        problem: ChosenProblem<TraceOptions>,
    },
    /// Search one puzzle in several orders and print their counts side by side.
    Compare {
        /// The problem to compare.
        #[command(subcommand)]
        problem: Compared,
    },
    /// List the built-in puzzles.
    Presets(PresetsOptions),
    /// Open the app's player on a problem (with no command, the app opens on its menu).
    Play {
        /// The problem to play.
        #[command(subcommand)]
        problem: ChosenProblem<PlayOptions>,
    },
    /// Draw the player's screen at one step as text, SVG, HTML or the tutorial's table.
    Export {
        /// The problem to draw, and what to write.
        #[command(subcommand)]
        problem: ChosenProblem<ExportOptions>,
    },
    /// Record the player's screen, one frame a step, as an asciicast (.cast) file.
    Record {
        /// The problem to record, and which steps.
        #[command(subcommand)]
        problem: ChosenProblem<RecordOptions>,
    },
    /// Play a prepared lesson: its scenes one after the other, PageDown / PageUp moving
    /// from stop to stop with a caption for each; or check the lesson file.
    Lesson(LessonOptions),
    /// Print a completion script for a shell (e.g. `backtrack completions bash >
    /// ~/.local/share/bash-completion/completions/backtrack`).
    Completions {
        /// The shell.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the manual page (e.g. `backtrack man | man -l -`), or write a page per command.
    Man {
        /// Write a page per command and per problem under it (`backtrack.1`,
        /// `backtrack-solve.1`, `backtrack-solve-queens.1`…) into DIR, and their paths on
        /// standard output; a file there is replaced only if it is a page `backtrack man`
        /// wrote. `man backtrack-play` finds them in a `man1` folder on its path:
        /// `--dir ~/.local/share/man/man1` while `~/.local/bin` is on PATH, or another
        /// `man1` whose parent MANPATH names (standard error says which).
        #[arg(long, value_name = "DIR", value_hint = clap::ValueHint::DirPath)]
        dir: Option<PathBuf>,
    },
}

/// A problem named on the command line, with its own arguments and the command's
/// `options`, which every problem takes alike.
#[derive(Clone, Debug)]
pub struct ChosenProblem<O> {
    /// The problem.
    pub entry: &'static dyn Entry,
    /// Its own arguments, for [`CommandLine::load_matches`].
    pub matches: ArgMatches,
    /// The command's options.
    pub options: O,
}

impl<O: Args> FromArgMatches for ChosenProblem<O> {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let Some((name, sub)) = matches.subcommand() else {
            return Err(clap::Error::new(clap::error::ErrorKind::MissingSubcommand));
        };
        let entry = registry::find(name)
            .ok_or_else(|| clap::Error::new(clap::error::ErrorKind::InvalidSubcommand))?;
        Ok(ChosenProblem {
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

impl<O: Args> Subcommand for ChosenProblem<O> {
    /// Each problem's subcommand, named and described; its arguments are added when clap
    /// builds it ([`problem_arguments`]).
    fn augment_subcommands(command: clap::Command) -> clap::Command {
        registry::PROBLEMS.iter().fold(command, |command, entry| {
            let named = clap::Command::new(entry.name()).about(entry.about());
            command.subcommand(named.defer(problem_arguments::<O>))
        })
    }

    fn augment_subcommands_for_update(command: clap::Command) -> clap::Command {
        Self::augment_subcommands(command)
    }

    fn has_subcommand(name: &str) -> bool {
        registry::find(name).is_some()
    }
}

/// The arguments of the problem a subcommand is named after, and the command's `O`.
///
/// Clap adds them when it builds that subcommand: the one typed, or every one when the
/// help, the manual or the completions walk them. A command line then builds the
/// arguments of one problem, not of every problem under every command, which was most of
/// the start-up of a short command.
fn problem_arguments<O: Args>(command: clap::Command) -> clap::Command {
    let entry = registry::find(command.get_name()).expect("BUG: a problem of the registry");
    O::augment_args(entry.arguments(command)).about(entry.about())
}

/// What `compare` compares: a problem of the registry searched in more than one order
/// (its [`Puzzle::COMPARE`] says how), with its comparison's arguments, read into its
/// [`CompareArgs`] by the command.
#[derive(Clone, Debug)]
pub struct Compared {
    /// The problem's name, its subcommand's.
    pub name: &'static str,
    /// Its arguments, for [`CompareArgs::from_arg_matches`].
    pub matches: ArgMatches,
    /// How the boards are drawn side by side.
    look: LookOptions,
    /// The mouse on the boards.
    mouse: MouseOption,
}

impl Compared {
    /// How the boards are drawn side by side, whichever the problem.
    pub fn look(&self) -> LookOptions {
        self.look
    }

    /// The mouse on the boards, whichever the problem.
    pub fn mouse(&self) -> MouseOption {
        self.mouse
    }
}

impl FromArgMatches for Compared {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        let Some((name, sub)) = matches.subcommand() else {
            return Err(clap::Error::new(clap::error::ErrorKind::MissingSubcommand));
        };
        let compared = (COMPARED.iter())
            .find(|compared| compared.name() == name && compared.about().is_some())
            .ok_or_else(|| clap::Error::new(clap::error::ErrorKind::InvalidSubcommand))?;
        Ok(Compared {
            name: compared.name(),
            matches: sub.clone(),
            look: LookOptions::from_arg_matches(sub)?,
            mouse: MouseOption::from_arg_matches(sub)?,
        })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl Subcommand for Compared {
    /// Each comparable problem's subcommand, named and described; its arguments are
    /// added when clap builds it ([`compared_arguments`]).
    fn augment_subcommands(command: clap::Command) -> clap::Command {
        COMPARED
            .iter()
            .fold(command, |command, compared| match compared.about() {
                Some(about) => command.subcommand(
                    clap::Command::new(compared.name())
                        .about(about)
                        .defer(compared_arguments),
                ),
                None => command,
            })
    }

    fn augment_subcommands_for_update(command: clap::Command) -> clap::Command {
        Self::augment_subcommands(command)
    }

    fn has_subcommand(name: &str) -> bool {
        (COMPARED.iter()).any(|compared| compared.name() == name && compared.about().is_some())
    }
}

/// The arguments of the comparison a subcommand of `compare` is named after, added when
/// clap builds it, as [`problem_arguments`] adds a problem's.
fn compared_arguments(command: clap::Command) -> clap::Command {
    let compared = (COMPARED.iter())
        .find(|compared| compared.name() == command.get_name())
        .expect("BUG: a comparison of the registry");
    let about = compared
        .about()
        .expect("BUG: a problem with several orders");
    compared.arguments(command).about(about)
}

/// The arguments of one problem's comparison, whatever its board type.
trait ComparedArgs: Sync {
    /// The problem's name.
    fn name(&self) -> &'static str;
    /// Its line of `compare`'s help; `None` for a problem with one order.
    fn about(&self) -> Option<&'static str>;
    /// `command`, its subcommand of `compare`, with its [`CompareArgs`]'s arguments.
    fn arguments(&self, command: clap::Command) -> clap::Command;
}

/// The [`ComparedArgs`] of the problem whose board is `P`.
struct ComparedBy<P>(PhantomData<fn() -> P>);

impl<P: Puzzle> ComparedArgs for ComparedBy<P> {
    fn name(&self) -> &'static str {
        P::NAME
    }

    fn about(&self) -> Option<&'static str> {
        P::COMPARE
    }

    fn arguments(&self, command: clap::Command) -> clap::Command {
        CompareArgs::<P>::augment_args(command)
    }
}

/// The [`ComparedArgs`] of each board type it is given.
macro_rules! compared_args {
    ($($board:ty),* $(,)?) => {
        &[$(&ComparedBy::<$board>(PhantomData)),*]
    };
}

/// Every problem's comparison arguments, in the registry's order.
static COMPARED: &[&dyn ComparedArgs] = every_problem!(compared_args);

/// `compare PROBLEM`: the puzzle, the orders and when each search stops, the same for
/// every problem with several orders.
#[derive(Clone, Debug, Args)]
pub struct CompareArgs<P: Puzzle> {
    /// The puzzle, as for `play`.
    #[command(flatten)]
    pub puzzle: ProblemArgs<P>,
    /// The orders to compare, comma-separated, by the names `--order` takes [default:
    /// every order].
    #[arg(long, value_delimiter = ',', value_name = "ORDERS", help = orders_help::<P>())]
    pub orders: Vec<String>,
    /// Print the counts, one line per order, instead of opening the boards side by side.
    #[arg(long)]
    pub count: bool,
    /// Every solution, not only the first.
    #[arg(long, conflicts_with = "limit")]
    pub all: bool,
    /// Stop after K solutions.
    #[arg(long, value_name = "K")]
    pub limit: Option<u64>,
    /// How the boards are drawn side by side.
    #[command(flatten)]
    pub look: LookOptions,
    /// The mouse on the boards.
    #[command(flatten)]
    pub mouse: MouseOption,
}

/// The help of `--orders` for the problem `P`, naming its orders as its `--order` does.
fn orders_help<P: Puzzle>() -> String {
    let names: Vec<&str> = P::TAKES
        .iter()
        .filter(|takes| takes.name == "order")
        .flat_map(|takes| match takes.kind {
            InputKind::Choice(choices) => choices.iter().map(|choice| choice.name).collect(),
            _ => Vec::new(),
        })
        .collect();
    format!(
        "The orders to compare, comma-separated: {} [default: all of them, in that order]",
        names.join(", ")
    )
}

/// The player's screen as `export` and `record` draw it without a terminal: its size, how
/// far the search goes and its look.
#[derive(Clone, Copy, Debug, Args)]
pub struct DrawnScreen {
    /// The size of the screen drawn, in cells: by default a desktop terminal's, where an
    /// 8-queens board takes its large squares.
    #[arg(long, value_name = "WxH", default_value = "120x36")]
    pub size: ScreenSize,
    /// Search on past the first solution (sudoku stops at its first unless told).
    #[arg(long)]
    pub all: bool,
    /// The code panel shows this view, as a lesson's `view` names it: `pseudo-code` (the
    /// default) or a tutorial's code (`lesson`, `eight-queens`, `leetcode-37`,
    /// `depth-first`, `solution-space`), as the key `c` shows it.
    #[arg(long, value_name = "VIEW")]
    pub code: Option<CodeShown>,
    /// Show the search tree panel, as the key `t` and a lesson's `tree` show it.
    #[arg(long)]
    pub tree: bool,
    /// How it is drawn, as `play` takes it.
    #[command(flatten)]
    pub look: LookOptions,
}

/// A screen's width and height in cells, typed `100x30`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ScreenSize {
    /// Columns.
    pub width: u16,
    /// Rows.
    pub height: u16,
}

impl FromStr for ScreenSize {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let wrong =
            || format!("`{text}` is not a size: give WIDTHxHEIGHT in cells, such as 100x30");
        let (width, height) = text.split_once(['x', 'X']).ok_or_else(wrong)?;
        let cells = |n: &str| n.parse::<u16>().ok().filter(|n| (1..=1000).contains(n));
        match (cells(width), cells(height)) {
            (Some(width), Some(height)) => Ok(ScreenSize { width, height }),
            _ => Err(format!("{}; each from 1 to 1000", wrong())),
        }
    }
}

/// `play`'s options.
#[derive(Clone, Debug, Args)]
pub struct PlayOptions {
    /// Open at this step: a number, `solution:K` (the K-th solution's step) or `end`, as
    /// `export --step` takes it.
    #[arg(long, value_name = "N|solution:K|end")]
    pub step: Option<Target>,
    /// Where to stop playing and End, several allowed: its help (`break_help`) lists the
    /// conditions, each problem's own form among them.
    #[arg(long = "break", value_name = "COND", help = break_help())]
    pub breaks: Vec<String>,
    /// Open as if for the first time: the state file (the step, the mode, the bookmarks,
    /// the breakpoints and the view each puzzle was left with) is not read (also, from
    /// every door, the menu's too, when BACKTRACK_FRESH is set).
    #[arg(long)]
    pub fresh: bool,
    /// Write the bookmarks and breakpoints as a lesson file FILE on quitting; an existing
    /// FILE is refused before the app opens.
    #[arg(long, value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub save_lesson: Option<PathBuf>,
    /// How it is drawn.
    #[command(flatten)]
    pub look: LookOptions,
    /// The mouse.
    #[command(flatten)]
    pub mouse: MouseOption,
}

/// The help of `play`'s `--break`: the engine's conditions, then each problem's own form
/// of a slot as the registry lists them, a form with alternatives (`take X, skip X`)
/// written with `or` to stand apart from the next problem's.
fn break_help() -> String {
    let forms: Vec<String> = (registry::PROBLEMS.iter())
        .filter_map(|entry| {
            let form = entry.slot_form()?.replace(", ", " or ");
            Some(format!("{} {form}", entry.name().replace('-', " ")))
        })
        .collect();
    format!(
        "Stop playing and End where COND holds (several allowed): solution, backtrack, \
         unwind>=K, depth=K, placement=N, place SLOT:CHOICE, or a slot in the problem's \
         words, counted as the screen counts (from 0, or 1 with --from-one): {}; x sets \
         more in the app",
        forms.join(", ")
    )
}

/// `export`'s options.
#[derive(Clone, Debug, Args)]
pub struct ExportOptions {
    /// The step to draw: a number, `solution:K` (the K-th solution's step) or `end`;
    /// with `--format table`, also `all`: every table the tutorial prints, in order.
    #[arg(long, value_name = "N|solution:K|end|all")]
    pub step: super::values::ExportStep,
    /// What to write.
    #[arg(long, value_enum, default_value_t = Picture::Text)]
    pub format: Picture,
    /// The file to write (standard output when not given, or `-`); a file of that name
    /// is replaced, keeping its permissions, but never a symbolic link.
    #[arg(short, long, value_name = "FILE")]
    pub output: Option<PathBuf>,
    /// How the screen is drawn.
    #[command(flatten)]
    pub screen: DrawnScreen,
}

/// What `export` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Picture {
    /// The screen's characters, trailing spaces trimmed.
    Text,
    /// An SVG picture of the screen with its colours.
    Svg,
    /// A standalone HTML page with the screen in a `<pre>`.
    Html,
    /// The board alone, as the tutorials print it.
    Table,
}

/// `record`'s options.
#[derive(Clone, Debug, Args)]
pub struct RecordOptions {
    /// The first step recorded: a number, `solution:K` or `end`.
    #[arg(long, value_name = "A", default_value = "0")]
    pub from: Target,
    /// The last step recorded: a number, `solution:K` or `end`.
    #[arg(long, value_name = "B|solution:K|end", default_value = "end")]
    pub to: Target,
    /// Frames (steps) a second when played back, from 0.1 to 240.
    #[arg(long, value_name = "F", default_value_t = 10.0, value_parser = super::values::parse_fps)]
    pub fps: f64,
    /// The file to write (`-`: standard output); a file of that name is replaced,
    /// keeping its permissions, but never a symbolic link.
    #[arg(short, long, value_name = "FILE.cast|FILE.svg")]
    pub output: PathBuf,
    /// What to write: an asciicast recording to play in a terminal, or an animated SVG
    /// picture for a web page or a slide, which loops [default: svg for a FILE.svg, else
    /// cast].
    #[arg(long, value_enum)]
    pub format: Option<Motion>,
    /// Record up to N frames: without it, a recording over 100000 frames or about 100 MB
    /// is refused before anything is written.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub max_frames: Option<u64>,
    /// How the screen is drawn.
    #[command(flatten)]
    pub screen: DrawnScreen,
    /// Limits on the counting of the frames before anything is written.
    #[command(flatten)]
    pub limits: Limits,
}

impl RecordOptions {
    /// What to write: `--format`, else as the file's name says.
    pub fn motion(&self) -> Motion {
        let named_svg =
            (self.output.extension()).is_some_and(|ext| ext.eq_ignore_ascii_case("svg"));
        self.format.unwrap_or(match named_svg {
            true => Motion::Svg,
            false => Motion::Cast,
        })
    }
}

/// What `record` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Motion {
    /// An asciicast v2 recording (`asciinema play`, or agg for a GIF).
    Cast,
    /// An animated SVG picture, each step shown for 1/FPS seconds, the last for two more,
    /// then again from the start.
    Svg,
}

/// `trace`'s options.
#[derive(Clone, Copy, Debug, Args)]
pub struct TraceOptions {
    /// Every solution (the default for all but sudoku), as `solve --all`.
    #[arg(long, conflicts_with = "limit")]
    pub all: bool,
    /// Stop after this many solutions (default: the first for sudoku, all for the others).
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(u64).range(1..))]
    pub limit: Option<u64>,
    /// Limits on the run's time and work.
    #[command(flatten)]
    pub limits: Limits,
}

/// Limits on a long run, for every command that searches: reaching one stops the run
/// with what it found so far and exit status 3.
#[derive(Clone, Copy, Debug, Default, Args)]
pub struct Limits {
    /// Stop after SECS seconds (fractions allowed) with what was found so far; exit
    /// status 3.
    #[arg(long, value_name = "SECS", value_parser = super::values::parse_seconds)]
    pub timeout: Option<std::time::Duration>,
    /// Stop before placement N+1 (over all puzzles) with what was found so far; exit
    /// status 3.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    pub max_placements: Option<u64>,
}

/// How `solve` reports.
#[derive(Clone, Copy, Debug, Args)]
pub struct Output {
    /// Every solution (the default for all but sudoku).
    #[arg(long, conflicts_with = "limit")]
    pub all: bool,
    /// Stop after K solutions.
    #[arg(long, value_name = "K", value_parser = clap::value_parser!(u64).range(1..))]
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
    /// Limits on the run's time and work.
    #[command(flatten)]
    pub limits: Limits,
}

/// The output formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Boards as the tutorials print them, each headed with its number.
    Board,
    /// One solution a line.
    Line,
}

/// `lesson`'s options.
#[derive(Clone, Debug, Args)]
pub struct LessonOptions {
    /// The lesson file (TOML): scenes, each a problem and its stops with their captions;
    /// the teacher's guide's "Preparing a lesson" (docs/guide.md) shows one. Or a built-in
    /// lesson's name, when no file has it: 4-queens-and-4x4, 8-queens, 8-queens-zh,
    /// 9x9-a4-orders, permutations-and-mrv, knights-tour-zh, rat-in-a-maze (also in the
    /// menu's Lessons).
    #[arg(value_name = "FILE", value_hint = clap::ValueHint::FilePath)]
    pub file: PathBuf,
    /// Check the file and exit: each mistake as `FILE:LINE:COLUMN: what is wrong` and
    /// exit status 2, or one line saying what it holds and exit status 0.
    #[arg(long)]
    pub check: bool,
    /// How it is drawn; --lang overrides the lesson's own language.
    #[command(flatten)]
    pub look: LookOptions,
    /// The mouse.
    #[command(flatten)]
    pub mouse: MouseOption,
}

#[cfg(test)]
mod tests {
    use super::break_help;

    #[test]
    fn the_break_help_lists_each_problems_form_from_the_registry() {
        let help = break_help();
        assert!(help.contains("--from-one): queens rowR=C, sudoku cell(R,C)=V, "));
        assert!(help.contains(", subset sum take X or skip X, graph colouring REGION=COLOUR, "));
        assert!(help.ends_with(", knights tour moveK=SQUARE; x sets more in the app"));
    }
}
