//! A sudoku file of the puzzle folder: any file that no other problem claims, read as
//! `solve sudoku FILE` reads it (its first grid), said as its side and givens, and edited
//! in the sudoku editor.

use super::{Editor, Grid, words};
use crate::app::Message;
use crate::app::screens::puzzle_files::{FileRead, FileReader, PuzzleFiles};
use crate::problems::sudoku::parse::parse_puzzles;
use crate::problems::{CellOrder, SudokuBoard};
use crate::registry::Ready;

/// The reader of sudoku files.
struct SudokuFiles;

impl FileReader for SudokuFiles {
    fn reads_the_rest(&self) -> bool {
        true
    }

    fn read(&self, _name: &str, text: &str) -> Result<FileRead, String> {
        let puzzle = parse_puzzles(text)
            .map_err(|error| format!("line {}: {error}", error.line))?
            .swap_remove(0);
        let board = puzzle
            .board(CellOrder::Row)
            .map_err(|error| format!("line {}: {error}", puzzle.line))?;
        let givens = puzzle.cells.iter().filter(|&&value| value != 0).count();
        let side = puzzle.shape.side();
        let (shape, cells) = (puzzle.shape, puzzle.cells);
        Ok(FileRead {
            board: Box::new(board) as Box<dyn Ready>,
            summary: Some(Message::new(words::ABOUT_SUDOKU, &[&side, &givens])),
            editor: Some(Box::new(move |name, folder| {
                Grid::with_cells(shape, &cells).map(|grid| Editor::on(grid, name, folder).session())
            })),
        })
    }
}

impl PuzzleFiles for SudokuBoard {
    fn file_reader() -> Option<&'static dyn FileReader> {
        Some(&SudokuFiles)
    }
}
