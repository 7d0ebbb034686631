//! The sudoku editor in the menu: an entry of each side of [`SIDES`], opening the editor
//! on an empty grid and previewing the empty board of that side.

use std::path::PathBuf;

use super::{Editor, SIDES, words};
use crate::app::Screen;
use crate::app::screens::own_screens::{OwnScreen, OwnScreens, Sizes};
use crate::app::words::Id;
use crate::problems::{CellOrder, Shape, SudokuBoard};
use crate::registry::Ready;

/// The menu's entry of a new sudoku.
struct NewSudoku;

impl OwnScreen for NewSudoku {
    fn title(&self) -> Id {
        words::NEW_SUDOKU
    }

    fn about(&self) -> Id {
        words::NEW_SUDOKU_ABOUT
    }

    fn saves_files(&self) -> bool {
        true
    }

    fn sizes(&self) -> (Sizes, usize) {
        (Sizes::Sides(&SIDES), 9)
    }

    fn open(&self, size: usize, folder: Option<PathBuf>) -> Option<Box<dyn Screen>> {
        Shape::for_side(size).map(|shape| Editor::new(shape, folder).session())
    }

    fn preview(&self, size: usize) -> Option<Box<dyn Ready>> {
        let shape = Shape::for_side(size)?;
        let board = SudokuBoard::new(shape, &vec![0; shape.cells()], CellOrder::Row).ok()?;
        Some(Box::new(board))
    }
}

impl OwnScreens for SudokuBoard {
    fn own_screens() -> &'static [&'static dyn OwnScreen] {
        &[&NewSudoku]
    }
}
