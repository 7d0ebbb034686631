//! `backtrack presets`: the built-in puzzles, one a line.

use std::io::Write;

use anyhow::Result;

use crate::presets::{self, PresetKind};

/// Lists every preset: its name, its problem, its title and what it shows.
pub fn list(out: &mut impl Write) -> Result<()> {
    let all = presets::all();
    let width = all.iter().map(|p| p.name.len()).max().unwrap_or(0);
    for preset in all {
        let problem = match preset.kind {
            PresetKind::Queens(_) => "queens",
            PresetKind::Sudoku(_) => "sudoku",
            PresetKind::Permutations(_) => "permutations",
        };
        writeln!(
            out,
            "{:width$}  {problem:12}  {}: {}",
            preset.name, preset.title, preset.description
        )?;
    }
    out.flush()?;
    Ok(())
}
