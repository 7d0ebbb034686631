//! The `backtrack` binary: parse the command line and hand over.

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    backtrack::cli::run(backtrack::cli::Cli::parse())
}
