//! A subset-sum file of the puzzle folder: a `.subset` file, or one whose first statement
//! is `target` or `numbers`, holding `solve subset-sum`'s own arguments (`target T` and
//! `numbers N…` lines, in either order, `#` starting a comment), edited in the
//! subset-sum editor.

use super::{Sums, SumsEditor};
use crate::app::screens::puzzle_files::{FileRead, FileReader, PuzzleFiles};
use crate::app::screens::puzzle_folder::first_board;
use crate::problems::{Given, SubsetSum};

/// The reader of subset-sum files.
struct SubsetSumFiles;

impl FileReader for SubsetSumFiles {
    fn extensions(&self) -> &'static [&'static str] {
        &["subset"]
    }

    fn first_words(&self) -> &'static [&'static str] {
        &["target", "numbers"]
    }

    fn read(&self, _name: &str, text: &str) -> Result<FileRead, String> {
        let board = first_board::<SubsetSum>(&arguments(text)?)?;
        let puzzle = board
            .downcast_ref::<SubsetSum>()
            .expect("BUG: a subset-sum file loads a subset sum")
            .clone();
        Ok(FileRead {
            board,
            summary: None,
            editor: Some(Box::new(move |name, folder| {
                let sums = Sums::new(puzzle.numbers().to_vec(), puzzle.target());
                Some(SumsEditor::on(sums, name, folder).session())
            })),
        })
    }
}

/// The arguments of `solve subset-sum` a subset-sum file holds.
fn arguments(text: &str) -> Result<Given, String> {
    let (mut target, mut numbers) = (None, None);
    for (index, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        let mut words = line.split_whitespace();
        match words.next() {
            None => {}
            Some("target") => target = Some(words.collect::<Vec<_>>().join(" ")),
            Some("numbers") => numbers = Some(words.map(str::to_string).collect::<Vec<_>>()),
            Some(other) => {
                return Err(format!(
                    "line {}: '{other}' is neither `target` nor `numbers`",
                    index + 1
                ));
            }
        }
    }
    let target = target.ok_or("no `target` line")?;
    let numbers = numbers.ok_or("no `numbers` line")?;
    Ok(Given::new()
        .with("target", [target])
        .with("numbers", numbers))
}

impl PuzzleFiles for SubsetSum {
    fn file_reader() -> Option<&'static dyn FileReader> {
        Some(&SubsetSumFiles)
    }
}
