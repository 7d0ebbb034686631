//! `backtrack presets`: the built-in puzzles, one a line.

use std::io::Write;

use anyhow::Result;

use crate::registry::PROBLEMS;

/// Lists every preset: its name, its problem, its title and what it shows.
pub fn list(out: &mut impl Write) -> Result<()> {
    let all: Vec<_> = PROBLEMS
        .iter()
        .flat_map(|entry| entry.presets().into_iter().map(|p| (entry.name(), p)))
        .collect();
    let width = all.iter().map(|(_, p)| p.name.len()).max().unwrap_or(0);
    for (problem, preset) in all {
        writeln!(
            out,
            "{:width$}  {problem:12}  {}: {}",
            preset.name, preset.title, preset.description
        )?;
    }
    out.flush()?;
    Ok(())
}
