//! Why what the user gave cannot be searched: one typed error per kind of input shared by
//! the problems, and one variant for a problem's own, each worded as the one line the user
//! reads.
//!
//! The messages carry no `error:` prefix; the command line adds it. A caller that must
//! tell the faults apart (a test, a program using the library) matches on the variants,
//! and gets a problem's own error back with [`ProblemError::downcast_ref`].

use std::fmt;
use std::ops::RangeInclusive;

use super::ProblemError;

/// Why a problem's input gives no board to search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputError {
    /// A size that is not a whole number in range.
    Size(SizeError),
    /// A number that is not a positive whole number.
    Number(NumberError),
    /// No preset has this name.
    UnknownPreset(String),
    /// A fault only one problem has, in its own error type: a puzzle file that cannot be
    /// read or holds a bad puzzle, numbers that cannot be searched, a name of an order…
    Problem(ProblemError),
    /// Standard input was named as the puzzle, but it carries the app's keys.
    StdinTaken,
    /// Neither a puzzle nor a preset was given (`problem` names the problem).
    Missing {
        /// The problem's name.
        problem: &'static str,
    },
    /// The input holds no puzzle.
    Empty {
        /// How messages name the input.
        source: String,
    },
    /// A command that takes one puzzle was given several.
    MoreThanOne {
        /// How messages name the input.
        source: String,
        /// The command, such as `play`.
        command: String,
        /// The line the second puzzle starts on.
        line: usize,
    },
    /// `--index` asked for a puzzle past the last of the input.
    NoSuchPuzzle {
        /// How messages name the input.
        source: String,
        /// The puzzle asked for, from 1.
        index: u64,
        /// How many puzzles the input holds.
        count: u64,
    },
}

impl fmt::Display for InputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            InputError::Size(error) => error.fmt(f),
            InputError::Number(error) => error.fmt(f),
            InputError::UnknownPreset(name) => {
                write!(
                    f,
                    "unknown preset '{name}' (`backtrack presets` lists them)"
                )
            }
            InputError::Problem(error) => error.fmt(f),
            InputError::StdinTaken => f.write_str(
                "the app reads keys from standard input, not a puzzle: give a FILE or --preset",
            ),
            InputError::Missing { problem } => write!(
                f,
                "{problem}: give a FILE, '-' for standard input, or --preset NAME"
            ),
            InputError::Empty { source } => write!(f, "{source}: no puzzle found"),
            InputError::MoreThanOne {
                source,
                command,
                line,
            } => write!(
                f,
                "{source}: {command} takes one puzzle, and another starts on line {line}; \
                 --index K takes the K-th"
            ),
            InputError::NoSuchPuzzle {
                source,
                index,
                count,
            } => {
                let puzzles = if *count == 1 { "puzzle" } else { "puzzles" };
                write!(
                    f,
                    "{source}: no puzzle {index} for --index: it holds {count} {puzzles}"
                )
            }
        }
    }
}

impl std::error::Error for InputError {}

impl From<SizeError> for InputError {
    fn from(error: SizeError) -> Self {
        InputError::Size(error)
    }
}

impl From<NumberError> for InputError {
    fn from(error: NumberError) -> Self {
        InputError::Number(error)
    }
}

impl From<ProblemError> for InputError {
    fn from(error: ProblemError) -> Self {
        InputError::Problem(error)
    }
}

/// A size typed for a problem that is not a whole number in its range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SizeError {
    /// The problem's name, such as `queens`.
    pub problem: &'static str,
    /// What was typed.
    pub text: String,
    /// The sizes it takes.
    pub sizes: RangeInclusive<usize>,
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: N must be a whole number from {} to {}, got '{}'",
            self.problem,
            self.sizes.start(),
            self.sizes.end(),
            self.text
        )
    }
}

impl std::error::Error for SizeError {}

/// A number typed for a problem that is not a positive whole number.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NumberError {
    /// The problem's name, such as `subset-sum`.
    pub problem: &'static str,
    /// Which number, such as `the target`.
    pub what: &'static str,
    /// What was typed.
    pub text: String,
}

impl fmt::Display for NumberError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {} must be a positive whole number, got '{}'",
            self.problem, self.what, self.text
        )
    }
}

impl std::error::Error for NumberError {}
