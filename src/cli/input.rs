//! Reading what the user gave: board sizes and sudoku puzzles from files, stdin or presets.

use std::io::{self, Read};
use std::path::Path;

use anyhow::{Result, anyhow, bail};

use super::args::SudokuSource;
use crate::presets::{self, PresetKind};
use crate::problems::sudoku::parse::parse_puzzles;
use crate::problems::{CellOrder, SudokuBoard};

/// A sudoku ready to search, with the line it starts on for messages.
pub struct LoadedPuzzle {
    /// The 1-based line of the source the puzzle starts on.
    pub line: usize,
    /// The puzzle, its givens checked.
    pub board: SudokuBoard,
}

/// Every puzzle of one source, all checked before any is searched.
pub struct LoadedSudoku {
    /// How messages name the source: the file name, `<stdin>` or `preset NAME`.
    pub name: String,
    /// The puzzles in the order they appear.
    pub puzzles: Vec<LoadedPuzzle>,
}

/// Reads an N typed on the command line: a whole number from 1 to `max`.
pub fn board_size(text: &str, problem: &str, max: usize) -> Result<usize> {
    match text.trim().parse::<usize>() {
        Ok(n) if (1..=max).contains(&n) => Ok(n),
        _ => bail!("{problem}: N must be a whole number from 1 to {max}, got '{text}'"),
    }
}

/// Loads and checks every puzzle of `source`; any fault is one `NAME:LINE: what` message.
pub fn load_sudoku(source: &SudokuSource) -> Result<LoadedSudoku> {
    // A preset brings the cell order it is meant to be watched in; other sources row order.
    let mut default_order = CellOrder::Row;
    let (name, text) = match (&source.preset, &source.file) {
        (Some(name), _) => {
            let (text, order) = sudoku_preset(name)?;
            default_order = order;
            (format!("preset {name}"), text.to_owned())
        }
        (None, Some(path)) if path.as_os_str() == "-" => {
            let mut bytes = Vec::new();
            io::stdin()
                .read_to_end(&mut bytes)
                .map_err(|e| anyhow!("<stdin>: cannot read: {}", describe(&e)))?;
            ("<stdin>".to_owned(), utf8("<stdin>", bytes)?)
        }
        (None, Some(path)) => {
            let name = path.display().to_string();
            let text = utf8(&name, read_file(path, &name)?)?;
            (name, text)
        }
        (None, None) => bail!("sudoku: give a FILE, '-' for standard input, or --preset NAME"),
    };
    let order = source.order.map_or(default_order, CellOrder::from);
    let parsed = parse_puzzles(&text).map_err(|e| anyhow!("{name}:{}: {e}", e.line))?;
    let puzzles = parsed
        .iter()
        .map(|puzzle| {
            let board = puzzle
                .board(order)
                .map_err(|e| anyhow!("{name}:{}: {e}", puzzle.line))?;
            Ok(LoadedPuzzle {
                line: puzzle.line,
                board,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(LoadedSudoku { name, puzzles })
}

impl LoadedSudoku {
    /// The one puzzle of a source that must hold exactly one (`trace`, `play`); `command`
    /// names the command in the message otherwise.
    pub fn single(mut self, command: &str) -> Result<SudokuBoard> {
        if self.puzzles.len() != 1 {
            bail!(
                "{}: {command} takes one puzzle, found {}",
                self.name,
                self.puzzles.len()
            );
        }
        Ok(self.puzzles.pop().expect("BUG: one puzzle").board)
    }
}

/// The text and cell order of the sudoku preset called `name`, or why there is none.
fn sudoku_preset(name: &str) -> Result<(&'static str, CellOrder)> {
    let preset = presets::find(name)
        .ok_or_else(|| anyhow!("unknown preset '{name}' (`backtrack presets` lists them)"))?;
    match preset.kind {
        PresetKind::Sudoku(text) => Ok((text, preset.cell_order())),
        PresetKind::Queens(_) => bail!("preset '{name}' is N-Queens: use `queens N`"),
        PresetKind::Permutations(_) => {
            bail!("preset '{name}' is permutations: use `permutations N`")
        }
    }
}

fn read_file(path: &Path, name: &str) -> Result<Vec<u8>> {
    if path.is_dir() {
        bail!("{name}: is a directory, not a puzzle file");
    }
    std::fs::read(path).map_err(|e| anyhow!("{name}: cannot read: {}", describe(&e)))
}

fn describe(error: &io::Error) -> String {
    match error.kind() {
        io::ErrorKind::NotFound => "no such file".to_owned(),
        io::ErrorKind::PermissionDenied => "permission denied".to_owned(),
        _ => {
            let text = error.to_string();
            match text.find(" (os error") {
                Some(end) => text[..end].to_owned(),
                None => text,
            }
        }
    }
}

fn utf8(name: &str, bytes: Vec<u8>) -> Result<String> {
    String::from_utf8(bytes).map_err(|e| {
        let valid = e.utf8_error().valid_up_to();
        let line = e.as_bytes()[..valid]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1;
        anyhow!("{name}:{line}: not UTF-8 text")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_checked() {
        assert_eq!(board_size("8", "queens", 64).unwrap(), 8);
        assert_eq!(board_size("64", "queens", 64).unwrap(), 64);
        for bad in ["0", "65", "-1", "eight", ""] {
            let message = board_size(bad, "queens", 64).unwrap_err().to_string();
            assert_eq!(
                message,
                format!("queens: N must be a whole number from 1 to 64, got '{bad}'")
            );
        }
    }

    #[test]
    fn bad_utf8_names_its_line() {
        let message = utf8("f.txt", b"1234\n12\xff4\n".to_vec())
            .unwrap_err()
            .to_string();
        assert_eq!(message, "f.txt:2: not UTF-8 text");
    }
}
