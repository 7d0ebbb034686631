//! `backtrack completions SHELL`: the shell's completion script, generated from the same
//! clap definition as `--help`, so it cannot drift from it (`manual.rs` does the same
//! for `man`).

use std::io::Write;

use anyhow::Result;
use clap::CommandFactory;
use clap_complete::Shell;

use super::Cli;

/// Writes the completion script for `shell` to `out`.
pub fn completions(shell: Shell, out: &mut impl Write) -> Result<()> {
    // Generated whole first: the generator panics on a failed write, `out` may be a
    // closed pipe.
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut Cli::command(), "backtrack", &mut script);
    out.write_all(&script)?;
    out.flush()?;
    Ok(())
}
