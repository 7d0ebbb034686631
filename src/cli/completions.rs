//! `backtrack completions SHELL` and `backtrack man`: files for the shell and for `man`,
//! generated from the same clap definition as `--help`, so they cannot drift from it.

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

/// Writes the manual page, in roff, to `out`.
pub fn man(out: &mut impl Write) -> Result<()> {
    let mut page = Vec::new();
    clap_mangen::Man::new(Cli::command()).render(&mut page)?;
    out.write_all(&page)?;
    out.flush()?;
    Ok(())
}
