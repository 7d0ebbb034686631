//! The subset-sum editor in the menu: an entry opening it on an empty puzzle.

use std::path::PathBuf;

use super::{SumsEditor, words};
use crate::app::Screen;
use crate::app::screens::own_screens::{OwnScreen, OwnScreens};
use crate::app::words::Id;
use crate::problems::SubsetSum;

/// The menu's entry of a new subset sum.
struct NewSubsetSum;

impl OwnScreen for NewSubsetSum {
    fn title(&self) -> Id {
        words::NEW_SUBSET_SUM
    }

    fn about(&self) -> Id {
        words::NEW_SUBSET_SUM_ABOUT
    }

    fn saves_files(&self) -> bool {
        true
    }

    fn open(&self, _size: usize, folder: Option<PathBuf>) -> Option<Box<dyn Screen>> {
        Some(SumsEditor::new(folder).session())
    }
}

impl OwnScreens for SubsetSum {
    fn own_screens() -> &'static [&'static dyn OwnScreen] {
        &[&NewSubsetSum]
    }
}
