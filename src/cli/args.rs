//! The command line's grammar, as clap reads it.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::problems::CellOrder;

/// `backtrack`: watch a backtracking search step by step, or run it from a script.
#[derive(Debug, Parser)]
#[command(name = "backtrack", version, about, long_about = None)]
pub struct Cli {
    /// What to do; with none, the app opens on its preset menu.
    #[command(subcommand)]
    pub command: Option<Command>,

    /// Draw with ASCII characters only.
    #[arg(long, global = true)]
    pub ascii: bool,

    /// Draw without colours (also when NO_COLOR is set).
    #[arg(long, global = true)]
    pub no_color: bool,
}

/// The commands.
#[derive(Debug, Subcommand)]
pub enum Command {
    /// Solve a problem and print its solutions.
    Solve {
        /// The problem to solve.
        #[command(subcommand)]
        problem: SolveProblem,
    },
    /// Print every event of a search, one a line: place, remove, solution.
    Trace {
        /// The problem to trace.
        #[command(subcommand)]
        problem: TraceProblem,
    },
    /// List the built-in puzzles.
    Presets,
    /// Open the app's player on a problem (with no command, the app opens on its menu).
    Play {
        /// The problem to play.
        #[command(subcommand)]
        problem: PlayProblem,
    },
}

/// The problems `play` opens.
#[derive(Debug, Subcommand)]
pub enum PlayProblem {
    /// N-Queens on an N×N board (N from 1 to 64).
    Queens {
        /// The board side.
        #[arg(allow_negative_numbers = true)]
        n: String,
    },
    /// One sudoku.
    Sudoku {
        /// Where the puzzle comes from.
        #[command(flatten)]
        source: SudokuSource,
    },
    /// Permutations of 1..=N (N from 1 to 12).
    Permutations {
        /// How many values.
        #[arg(allow_negative_numbers = true)]
        n: String,
    },
}

/// The problems `solve` takes, each with the output options.
#[derive(Debug, Subcommand)]
pub enum SolveProblem {
    /// N-Queens on an N×N board (N from 1 to 64).
    Queens {
        /// The board side.
        #[arg(allow_negative_numbers = true)]
        n: String,
        /// How to report.
        #[command(flatten)]
        output: Output,
    },
    /// A sudoku, or a file of them.
    Sudoku {
        /// Where the puzzle comes from.
        #[command(flatten)]
        source: SudokuSource,
        /// How to report.
        #[command(flatten)]
        output: Output,
    },
    /// Permutations of 1..=N (N from 1 to 12).
    Permutations {
        /// How many values.
        #[arg(allow_negative_numbers = true)]
        n: String,
        /// How to report.
        #[command(flatten)]
        output: Output,
    },
}

/// The problems `trace` takes.
#[derive(Debug, Subcommand)]
pub enum TraceProblem {
    /// N-Queens on an N×N board.
    Queens {
        /// The board side.
        #[arg(allow_negative_numbers = true)]
        n: String,
        /// Stop after this many solutions (default: all).
        #[arg(long, value_name = "K")]
        limit: Option<u64>,
    },
    /// One sudoku.
    Sudoku {
        /// Where the puzzle comes from.
        #[command(flatten)]
        source: SudokuSource,
        /// Stop after this many solutions (default: the first).
        #[arg(long, value_name = "K")]
        limit: Option<u64>,
    },
    /// Permutations of 1..=N.
    Permutations {
        /// How many values.
        #[arg(allow_negative_numbers = true)]
        n: String,
        /// Stop after this many solutions (default: all).
        #[arg(long, value_name = "K")]
        limit: Option<u64>,
    },
}

/// A sudoku from a file, standard input or a preset, and the order to fill its cells.
#[derive(Debug, Args)]
pub struct SudokuSource {
    /// A puzzle file (a grid, or one puzzle a line), or `-` for standard input.
    #[arg(required_unless_present = "preset", conflicts_with = "preset")]
    pub file: Option<PathBuf>,
    /// A built-in puzzle (see `backtrack presets`).
    #[arg(long, value_name = "NAME")]
    pub preset: Option<String>,
    /// Which empty cell to fill next [default: row; for a preset, its own order: mrv
    /// for `9x9-mrv`].
    #[arg(long, value_enum)]
    pub order: Option<Order>,
}

/// The cell orders, as typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Order {
    /// The next empty cell in row-major order.
    Row,
    /// The empty cell with the fewest candidates.
    Mrv,
}

impl From<Order> for CellOrder {
    fn from(order: Order) -> Self {
        match order {
            Order::Row => CellOrder::Row,
            Order::Mrv => CellOrder::Mrv,
        }
    }
}

/// How `solve` reports.
#[derive(Debug, Args)]
pub struct Output {
    /// Every solution (the default for queens and permutations).
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
