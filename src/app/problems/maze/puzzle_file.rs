//! A maze file of the puzzle folder: a `.maze` file, or one that looks like a maze (rows
//! of `#` walls and `.` open squares with an `S` and an `E`), read as `solve maze FILE`
//! reads it and said as its size.
//!
//! A maze cannot be told by its first word as a map or a subset sum is: its rows start
//! with `#`, which starts a comment in those files, so the reader claims a file by the
//! look of every row; and its comments start with `;`, which the folder shows.

use crate::app::Message;
use crate::app::screens::puzzle_files::{FileRead, FileReader, PuzzleFiles};
use crate::problems::MazeBoard;
use crate::problems::maze::read::COMMENT;

use super::words::MAZE_HEADING;

/// The reader of maze files.
struct MazeFiles;

impl FileReader for MazeFiles {
    fn extensions(&self) -> &'static [&'static str] {
        &["maze"]
    }

    fn claims(&self, text: &str) -> bool {
        looks_like_a_maze(text)
    }

    fn comment_mark(&self) -> char {
        COMMENT
    }

    fn read(&self, name: &str, text: &str) -> Result<FileRead, String> {
        let board = MazeBoard::from_text(name, text).map_err(|error| error.to_string())?;
        let maze = board.maze();
        let summary = Message::new(MAZE_HEADING, &[&maze.width(), &maze.height()]);
        Ok(FileRead {
            board: Box::new(board),
            summary: Some(summary),
            editor: None,
        })
    }
}

/// Whether every row of `text` (its comments and blank lines left out) is made of maze
/// squares only, and an `S` and an `E` are among them: no other problem's file is, as
/// a comment line holds words and blanks and a sudoku's rows hold digits.
fn looks_like_a_maze(text: &str) -> bool {
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut rows = text
        .lines()
        .map(|line| line.split(COMMENT).next().unwrap_or_default().trim())
        .filter(|row| !row.is_empty())
        .peekable();
    rows.peek().is_some()
        && rows
            .clone()
            .all(|row| row.chars().all(|c| "#.SE".contains(c)))
        && ['S', 'E']
            .iter()
            .all(|&mark| rows.clone().any(|row| row.contains(mark)))
}

impl PuzzleFiles for MazeBoard {
    fn file_reader() -> Option<&'static dyn FileReader> {
        Some(&MazeFiles)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_maze_is_told_by_its_rows_and_nothing_else_is() {
        assert!(looks_like_a_maze("#####\n#S.E#\n#####\n"));
        assert!(looks_like_a_maze(
            "\u{feff}; a maze\n\nS.#\n#.E ; the exit\n"
        ));
        for other in [
            "",
            "; only a comment\n",
            "#####\n#...#\n#####\n",
            "# Sudoku Easy\n53..7....\n",
            "#########\n.........\n",
            "colours 3\nregion A\n",
            "#S.E#\n#.x.#\n",
        ] {
            assert!(!looks_like_a_maze(other), "{other:?}");
        }
    }
}
