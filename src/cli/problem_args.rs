//! A problem's command-line arguments, built from the inputs it declares
//! ([`Takes`]), and read back into the plain values ([`Given`]) it loads from.
//!
//! The problems know no argument parser; this file is the one place their inputs become
//! clap arguments, so a new problem needs no command-line code.

use std::marker::PhantomData;
use std::path::PathBuf;

use anyhow::Result;
use clap::builder::{PossibleValue, PossibleValuesParser, StringValueParser, TypedValueParser};
use clap::{Arg, ArgAction, ArgMatches, Command, value_parser};

use crate::app::Lang;
use crate::app::screens::lesson::Source;
use crate::app::screens::lesson::save::Origin;
use crate::app::words::Id;
use crate::problems::{Given, Input, InputError, InputKind, Preset, Puzzle, Takes, Title};
use crate::registry::{Entry, Ready};

/// What the command line adds to every problem of the registry: its subcommand and its
/// boards read from that subcommand's matches.
pub trait CommandLine {
    /// Its subcommand, with its own arguments.
    fn command(&self) -> Command;
    /// `command`, the problem's subcommand, with the problem's own arguments added: for a
    /// subcommand whose arguments are added only when clap builds it.
    fn arguments(&self, command: Command) -> Command;
    /// The boards that `matches` (parsed by [`command`](CommandLine::command)) ask for;
    /// `stdin` says whether standard input may be read.
    fn load_matches(&self, matches: &ArgMatches, stdin: bool) -> Result<Input<Box<dyn Ready>>>;
}

impl CommandLine for dyn Entry {
    fn command(&self) -> Command {
        self.arguments(Command::new(self.name()))
    }

    fn arguments(&self, command: Command) -> Command {
        let presets = PresetNames::of(&self.presets());
        let command = with_arguments(command, self.takes(), &presets).about(self.about());
        let reads_files = self
            .takes()
            .iter()
            .any(|input| input.kind == InputKind::File);
        let command = match reads_files {
            true => command.arg(
                Arg::new(INDEX)
                    .long(INDEX)
                    .value_name("K")
                    .value_parser(value_parser!(u64).range(1..))
                    .help(
                        "Only the K-th puzzle of the file, from 1 [default: every one; \
                         play opens the first, the others take a file of one]",
                    ),
            ),
            false => command,
        };
        if !self.names_presets() {
            return command;
        }
        // A problem whose presets are boards of its own arguments (`queens-8` is
        // `queens 8`) takes them by name too, as `backtrack presets` lists them.
        let sizes: Vec<&str> = self
            .takes()
            .iter()
            .filter(|input| input.kind == InputKind::Size)
            .map(|input| input.name)
            .collect();
        let command = sizes.into_iter().fold(command, |command, size| {
            command.mut_arg(size, |arg| {
                arg.required(false)
                    .required_unless_present(PRESET)
                    .conflicts_with(PRESET)
            })
        });
        // A value that only changes the problem's own board means nothing beside a preset.
        let optional = self
            .takes()
            .iter()
            .filter(|input| input.kind == InputKind::Optional);
        let command = optional.fold(command, |command, input| {
            command.mut_arg(input.name, |arg| arg.conflicts_with(PRESET))
        });
        command.arg(
            Arg::new(PRESET)
                .long(PRESET)
                .value_name("NAME")
                .value_parser(presets)
                .hide_possible_values(true)
                .help("A built-in board by its name, as `backtrack presets` lists them"),
        )
    }

    fn load_matches(&self, matches: &ArgMatches, stdin: bool) -> Result<Input<Box<dyn Ready>>> {
        let input = if self.names_presets()
            && let Some(name) = matches.get_one::<String>(PRESET)
        {
            self.load_preset(name)?
        } else {
            self.load(&given(matches, self.takes()), stdin)?
        };
        match matches.try_get_one::<u64>(INDEX).ok().flatten() {
            Some(&index) => Ok(nth(input, index)?),
            None => Ok(input),
        }
    }
}

/// The name of the option that names a preset.
const PRESET: &str = "preset";

/// The name of the option that picks one puzzle of a file.
const INDEX: &str = "index";

/// The `index`-th board of `input` (from 1) as an input of its own, read no further; the
/// boards before it are read and checked too, so that their faults are told.
fn nth<B: 'static>(mut input: Input<B>, index: u64) -> Result<Input<B>, InputError> {
    let mut count = 0;
    while let Some(item) = input.next() {
        let item = item?;
        count += 1;
        if count == index {
            let (source, title, stop) = (input.source, input.title, input.stop);
            return Ok(Input::new(source, title, std::iter::once(Ok(item))).stopping(stop));
        }
    }
    Err(InputError::NoSuchPuzzle {
        source: input.source,
        index,
        count,
    })
}

/// What the command line adds to a problem to take its presets by name where the
/// problem's own inputs do not.
trait PresetByName {
    /// Whether the command line adds `--preset` to this problem: it has presets, and no
    /// input of its own takes them.
    fn names_presets(&self) -> bool;
    /// The board of the preset called `name`, as its own arguments would give it.
    fn load_preset(&self, name: &str) -> Result<Input<Box<dyn Ready>>, InputError>;
}

impl PresetByName for dyn Entry {
    fn names_presets(&self) -> bool {
        let takes_presets = self
            .takes()
            .iter()
            .any(|input| input.kind == InputKind::Preset);
        !takes_presets && !self.presets().is_empty()
    }

    fn load_preset(&self, name: &str) -> Result<Input<Box<dyn Ready>>, InputError> {
        let presets = self.presets();
        let index = presets
            .iter()
            .position(|preset| preset.name == name)
            .ok_or_else(|| InputError::UnknownPreset(name.to_string()))?;
        let preset = &presets[index];
        let board = self.open_preset(index)?;
        let source = format!("preset {name}");
        Ok(
            Input::one(&source, Some(Title::Preset(preset.title)), board)
                .stopping(Some(preset.stop)),
        )
    }
}

/// The arguments of the problem `P` compared in several orders, to flatten into a
/// command of its own (`compare sudoku`): every input but its order, which the
/// comparison's `--orders` chooses, so that no `--order` is accepted and ignored.
#[derive(Clone, Debug)]
pub struct ProblemArgs<P> {
    /// The values given.
    pub given: Given,
    problem: PhantomData<fn() -> P>,
}

impl<P: Puzzle> clap::FromArgMatches for ProblemArgs<P> {
    fn from_arg_matches(matches: &ArgMatches) -> Result<Self, clap::Error> {
        Ok(ProblemArgs {
            given: given(matches, &compared::<P>()),
            problem: PhantomData,
        })
    }

    fn update_from_arg_matches(&mut self, matches: &ArgMatches) -> Result<(), clap::Error> {
        *self = Self::from_arg_matches(matches)?;
        Ok(())
    }
}

impl<P: Puzzle> clap::Args for ProblemArgs<P> {
    fn augment_args(command: Command) -> Command {
        with_arguments(command, &compared::<P>(), &PresetNames::of(P::presets()))
    }

    fn augment_args_for_update(command: Command) -> Command {
        Self::augment_args(command)
    }
}

/// The inputs of `P` a comparison takes: all but the order.
fn compared<P: Puzzle>() -> Vec<Takes> {
    P::TAKES
        .iter()
        .filter(|takes| takes.name != "order")
        .copied()
        .collect()
}

/// The names a problem's `--preset` takes, for the shells' completions: any name is read
/// as typed, so that a name that is not there gets the problem's own error, which lists
/// the presets, but the shells offer these.
///
/// It holds each preset's name and the id of its title; the titles are looked up only
/// when the help or the completions ask for them, so that a command that never prints
/// them never reads the catalogue.
#[derive(Clone, Debug)]
struct PresetNames(Vec<(&'static str, &'static str)>);

impl PresetNames {
    /// The names of `presets` and the ids of their titles.
    fn of<S>(presets: &[Preset<S>]) -> PresetNames {
        PresetNames(
            (presets.iter())
                .map(|preset| (preset.name, preset.title))
                .collect(),
        )
    }

    /// Each name with its English title, for the shells that show one.
    fn values(&self) -> impl Iterator<Item = PossibleValue> + '_ {
        self.0.iter().map(|&(name, title)| {
            let title = Id::named(title).get(Lang::En);
            PossibleValue::new(name).help(curly_quotes(title))
        })
    }
}

/// `text` with its straight double quotes turned to curly ones, opening and closing in
/// turn: the zsh and fish scripts put each title between straight double quotes without
/// escaping those inside it, which would end the title there.
fn curly_quotes(text: &str) -> String {
    let mut open = true;
    text.chars()
        .map(|c| match c {
            '"' => {
                open = !open;
                if open { '”' } else { '“' }
            }
            c => c,
        })
        .collect()
}

impl TypedValueParser for PresetNames {
    type Value = String;

    fn parse_ref(
        &self,
        command: &Command,
        arg: Option<&Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<String, clap::Error> {
        StringValueParser::new().parse_ref(command, arg, value)
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(self.values()))
    }
}

/// `command` with an argument for each input of `takes`, `presets` the names its preset
/// input takes.
///
/// Where a problem takes a preset or a recipe, its file and numbers are needed unless one
/// is given, and cannot be given with one; its number options are needed unless one is
/// given.
fn with_arguments(command: Command, takes: &[Takes], presets: &PresetNames) -> Command {
    let stand_ins: Vec<&str> = takes
        .iter()
        .filter(|input| matches!(input.kind, InputKind::Preset | InputKind::Recipe))
        .map(|input| input.name)
        .collect();
    let needed = |arg: Arg, excludes: bool| match (stand_ins.is_empty(), excludes) {
        (true, _) => arg.required(true),
        (false, true) => arg
            .required_unless_present_any(&stand_ins)
            .conflicts_with_all(&stand_ins),
        (false, false) => arg.required_unless_present_any(&stand_ins),
    };
    let presets_too: Vec<&str> = takes
        .iter()
        .filter(|input| input.kind == InputKind::Preset)
        .map(|input| input.name)
        .collect();
    takes.iter().fold(command, |command, input| {
        let arg = Arg::new(input.name).help(input.help);
        let arg = match input.value_name {
            "" => arg,
            name => arg.value_name(name),
        };
        let text = value_parser!(String);
        let arg = match input.kind {
            InputKind::Size => arg
                .value_parser(text)
                .required(true)
                .allow_negative_numbers(true),
            InputKind::File => needed(arg.value_parser(value_parser!(PathBuf)), true),
            InputKind::Numbers => needed(
                arg.value_parser(text)
                    .action(ArgAction::Append)
                    .num_args(1..),
                true,
            ),
            InputKind::Number => needed(arg.long(input.name), false)
                .value_parser(text)
                .allow_negative_numbers(true),
            // `backtrack presets` lists them with their stories; `--help` points there.
            InputKind::Preset => arg
                .long(input.name)
                .value_parser(presets.clone())
                .hide_possible_values(true),
            InputKind::Choice(choices) => {
                let values = choices
                    .iter()
                    .map(|choice| PossibleValue::new(choice.name).help(choice.help));
                arg.long(input.name)
                    .value_parser(PossibleValuesParser::new(values))
            }
            InputKind::Switch => arg.long(input.name).action(ArgAction::SetTrue),
            InputKind::Recipe => arg
                .long(input.name)
                .value_parser(text)
                .conflicts_with_all(&presets_too),
            InputKind::Optional => arg.long(input.name).value_parser(text),
        };
        command.arg(arg)
    })
}

/// The values `matches` hold for the inputs of `takes`.
pub(crate) fn given(matches: &ArgMatches, takes: &[Takes]) -> Given {
    takes
        .iter()
        .fold(Given::new(), |given, input| match input.kind {
            InputKind::File => match matches.get_one::<PathBuf>(input.name) {
                Some(path) => given.with(input.name, [path.clone()]),
                None => given,
            },
            InputKind::Switch => match matches.get_flag(input.name) {
                true => given.on(input.name),
                false => given,
            },
            _ => match matches.get_many::<String>(input.name) {
                Some(values) => given.with(input.name, values.cloned()),
                None => given,
            },
        })
}

/// Where the puzzle `matches` name for `entry` comes from, as a lesson's scene names it:
/// a preset by name (with its order), or the arguments as typed, a file by its whole path.
pub fn origin(entry: &dyn Entry, matches: &ArgMatches) -> Origin {
    let given = given(matches, entry.takes());
    let order = given.text("order");
    let preset = matches.try_get_one::<String>("preset").ok().flatten();
    if let Some(name) = preset {
        return Origin {
            problem: entry.name(),
            source: Source::Preset(name.clone()),
            order,
        };
    }
    let mut args = Vec::new();
    for takes in entry.takes() {
        let name = takes.name;
        match takes.kind {
            InputKind::File => args.extend(given.path(name).map(|path| {
                let whole = std::path::absolute(&path).unwrap_or(path);
                whole.to_string_lossy().into_owned()
            })),
            InputKind::Size | InputKind::Numbers => args.extend(given.texts(name)),
            InputKind::Switch if given.has(name) => args.push(format!("--{name}")),
            InputKind::Number | InputKind::Recipe | InputKind::Optional | InputKind::Choice(_)
                if name != "order" =>
            {
                if let Some(value) = given.text(name) {
                    args.extend([format!("--{name}"), value]);
                }
            }
            _ => {}
        }
    }
    Origin {
        problem: entry.name(),
        source: Source::Args(args),
        order,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::find;

    #[test]
    fn arguments_become_the_values_a_problem_reads() {
        let subset = find("subset-sum").expect("listed");
        let matches = subset
            .command()
            .try_get_matches_from(["subset-sum", "3", "x4", "--target", "-9"])
            .expect("a negative target is a value");
        let given = given(&matches, subset.takes());
        assert_eq!(given.texts("numbers"), ["3", "x4"]);
        assert_eq!(given.text("target").as_deref(), Some("-9"));
        let error = subset.load_matches(&matches, false).unwrap_err();
        assert_eq!(
            error.to_string(),
            "subset-sum: each number must be a positive whole number, got 'x4'"
        );
        let dash = ["subset-sum", "3", "-4", "--target", "9"];
        assert!(subset.command().try_get_matches_from(dash).is_err());
    }

    #[test]
    fn a_preset_is_offered_by_name_and_read_as_typed() {
        let sudoku = find("sudoku").expect("listed");
        let command = sudoku.command();
        let preset = command
            .get_arguments()
            .find(|arg| arg.get_id() == "preset")
            .expect("--preset");
        let offered: Vec<String> = preset
            .get_possible_values()
            .iter()
            .map(|value| value.get_name().to_owned())
            .collect();
        assert!(offered.contains(&"9x9-a4".to_owned()), "{offered:?}");
        let matches = command
            .try_get_matches_from(["sudoku", "--preset", "9x9-zz"])
            .expect("any name is read, the problem refuses it");
        assert_eq!(
            given(&matches, sudoku.takes()).text("preset").as_deref(),
            Some("9x9-zz")
        );
    }

    #[test]
    fn straight_quotes_turn_curly_in_turn() {
        assert_eq!(
            curly_quotes(r#"A4 ("world's hardest") and "B""#),
            "A4 (“world's hardest”) and “B”"
        );
    }

    #[test]
    fn a_recipe_stands_for_the_file_as_a_preset_does() {
        let maze = find("maze").expect("listed");
        let parse = |args: &[&str]| maze.command().try_get_matches_from(args);
        let matches = parse(&["maze", "--generate", "21x11", "--seed", "7"]).expect("a recipe");
        let given = given(&matches, maze.takes());
        assert_eq!(given.text("generate").as_deref(), Some("21x11"));
        assert_eq!(given.text("seed").as_deref(), Some("7"));
        assert!(parse(&["maze", "--generate", "21x11"]).is_ok());
        assert!(parse(&["maze", "m.txt", "--generate", "21x11"]).is_err());
        assert!(parse(&["maze", "--preset", "maze-7x7", "--generate", "21x11"]).is_err());
        assert!(parse(&["maze", "--seed", "7"]).is_err());
        let origin = origin(maze, &matches);
        assert_eq!(
            origin.source,
            Source::Args(
                ["--generate", "21x11", "--seed", "7"]
                    .map(String::from)
                    .to_vec()
            )
        );
    }

    #[test]
    fn a_preset_stands_for_the_file_but_not_with_it() {
        let sudoku = find("sudoku").expect("listed");
        let parse = |args: &[&str]| sudoku.command().try_get_matches_from(args);
        assert!(parse(&["sudoku", "--preset", "4x4-a4", "--order", "mrv"]).is_ok());
        assert!(parse(&["sudoku"]).is_err());
        assert!(parse(&["sudoku", "f.txt", "--preset", "4x4-a4"]).is_err());
        assert!(parse(&["sudoku", "f.txt", "--order", "diagonal"]).is_err());
        let matches = parse(&["sudoku", "f.txt", "--one-per-line"]).expect("a file");
        let given = given(&matches, sudoku.takes());
        assert_eq!(given.path("file"), Some(PathBuf::from("f.txt")));
        assert!(given.has("one-per-line"));
        assert!(!given.has("order"));
    }
}
