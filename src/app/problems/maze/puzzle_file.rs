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
    use std::fs;
    use std::path::Path;

    use super::*;
    use crate::app::screens::puzzle_folder::{self, About, list};

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

    /// A fresh folder of its own under the system's temporary folder, never the home.
    fn scratch(name: &str) -> crate::app::test_support::Scratch {
        crate::app::test_support::scratch("puzzles", name)
    }

    #[test]
    fn a_maze_file_is_told_by_its_extension_or_its_look() {
        let of = |path: &str, text: &str| {
            puzzle_folder::reader_of(Path::new(path), text).map(|reader| reader.problem)
        };
        let maze = Some("maze");
        assert_eq!(of("a.txt", "#####\n#S.E#\n#####\n"), maze);
        assert_eq!(of("a.txt", "; a maze\nS.#\n#.E\n"), maze);
        assert_eq!(of("d.maze", "#S.x#\n"), maze);
        assert_ne!(of("a.txt", "# Sudoku Easy\n#####\n0 3 1 0\n"), maze);
    }

    #[test]
    fn a_maze_is_listed_with_its_comment_or_its_size() {
        let dir = scratch("mazes");
        fs::write(
            dir.join("rat.txt"),
            "; The rat's first maze\n#####\n#S..#\n###.#\n#E..#\n#####\n",
        )
        .expect("written");
        fs::write(
            dir.join("carved.maze"),
            crate::problems::maze::generate(9, 5, 1)
                .expect("a size in range")
                .text(),
        )
        .expect("written");
        fs::write(dir.join("broken.maze"), "#S#\n#.x\n#E#\n").expect("written");
        fs::write(
            dir.join("sudoku.txt"),
            "# A sudoku\n0 3 1 0\n1 0 0 3\n2 0 3 4\n0 4 2 0\n",
        )
        .expect("written");
        let listed = list(&dir).expect("a folder");
        let found = |name: &str| {
            let entry = listed.iter().find(|l| l.name == name).expect("listed");
            entry.found.as_ref()
        };
        let rat = found("rat.txt").expect("a maze");
        assert_eq!(rat.problem, "maze");
        assert_eq!(rat.board.name(), "maze");
        assert_eq!(
            rat.about,
            About::Comment("The rat's first maze".to_string())
        );
        let carved = found("carved.maze").expect("a maze");
        let About::Summary(summary) = &carved.about else {
            panic!("a maze without a comment says its size");
        };
        assert_eq!(summary.get(crate::app::Lang::En), "9×5 maze");
        assert_eq!(
            found("broken.maze").expect_err("a fault"),
            "broken.maze:2:3: `x` is not a square: expected `#` (wall), `.` (open), `S` (start) \
             or `E` (exit); `;` starts a comment"
        );
        let sudoku = found("sudoku.txt").expect("a sudoku");
        assert_eq!(sudoku.problem, "sudoku");
        assert_eq!(sudoku.about, About::Comment("A sudoku".to_string()));
        fs::remove_dir_all(dir).expect("cleaned");
    }
}
