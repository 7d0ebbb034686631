//! The `backtrack` binary: parse the command line and hand over.

use std::process::ExitCode;

use clap::Parser;

fn main() -> ExitCode {
    match backtrack::cli::Cli::try_parse() {
        Ok(cli) => backtrack::cli::run(cli),
        Err(error) => backtrack::cli::usage_error(error),
    }
}
