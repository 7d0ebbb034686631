//! Queens by hand in the menu: an entry of any size from [`SIZES`], opening the sandbox
//! on an empty board and previewing the queens board of that size.

use std::path::PathBuf;

use super::{SIZES, Sandbox, words};
use crate::app::Screen;
use crate::app::screens::own_screens::{OwnScreen, OwnScreens, Sizes};
use crate::app::words::Id;
use crate::problems::QueensBoard;
use crate::registry::Ready;

/// The menu's entry of queens by hand.
struct ByHand;

impl OwnScreen for ByHand {
    fn title(&self) -> Id {
        words::QUEENS_BY_HAND
    }

    fn about(&self) -> Id {
        words::QUEENS_BY_HAND_ABOUT
    }

    fn sizes(&self) -> (Sizes, usize) {
        (Sizes::Range(SIZES), 8)
    }

    fn open(&self, size: usize, _folder: Option<PathBuf>) -> Option<Box<dyn Screen>> {
        Some(Sandbox::new(size).session())
    }

    fn preview(&self, size: usize) -> Option<Box<dyn Ready>> {
        QueensBoard::new(size).map(|board| Box::new(board) as Box<dyn Ready>)
    }
}

impl OwnScreens for QueensBoard {
    fn own_screens() -> &'static [&'static dyn OwnScreen] {
        &[&ByHand]
    }
}

/// The queens board has no file in the puzzle folder: its size is all it takes.
impl crate::app::screens::puzzle_files::PuzzleFiles for QueensBoard {}
