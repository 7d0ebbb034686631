//! A map file of the puzzle folder: a `.map` file, or one whose first statement is
//! `colours`, `colors` or `region`, read as `solve graph-colouring FILE` reads it and
//! edited in the map editor.

use super::{Draft, MapEditor};
use crate::app::screens::puzzle_files::{FileRead, FileReader, PuzzleFiles};
use crate::problems::ColouringBoard;

/// The reader of map files.
struct MapFiles;

impl FileReader for MapFiles {
    fn extensions(&self) -> &'static [&'static str] {
        &["map"]
    }

    fn first_words(&self) -> &'static [&'static str] {
        &["colours", "colors", "region"]
    }

    fn read(&self, name: &str, text: &str) -> Result<FileRead, String> {
        let board = ColouringBoard::from_map_text(name, text).map_err(|error| error.to_string())?;
        let map = board.clone();
        Ok(FileRead {
            board: Box::new(board),
            summary: None,
            editor: Some(Box::new(move |name, folder| {
                let draft = Draft::of(map.map(), map.colours());
                Some(MapEditor::on(draft, name, folder).session())
            })),
        })
    }
}

impl PuzzleFiles for ColouringBoard {
    fn file_reader() -> Option<&'static dyn FileReader> {
        Some(&MapFiles)
    }
}
