//! The menu's entries of the puzzles made by hand besides sudoku: a subset sum and a
//! map, each opening its editor on an empty puzzle.

use std::path::PathBuf;

use super::list_map_words as lm;
use super::{MapEditor, SumsEditor};
use crate::app::screens::session::Session;
use crate::app::words::Id;

/// A kind of puzzle the menu offers to make by hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandMade {
    /// A subset sum: numbers and a target.
    SubsetSum,
    /// A map: regions, borders, colours.
    Map,
}

impl HandMade {
    /// Each, in the menu's order.
    pub const ALL: [HandMade; 2] = [HandMade::SubsetSum, HandMade::Map];

    /// Its entry's title.
    pub fn title(self) -> Id {
        match self {
            HandMade::SubsetSum => lm::NEW_SUBSET_SUM,
            HandMade::Map => lm::NEW_MAP,
        }
    }

    /// What its entry opens.
    pub fn about(self) -> Id {
        match self {
            HandMade::SubsetSum => lm::NEW_SUBSET_SUM_ABOUT,
            HandMade::Map => lm::NEW_MAP_ABOUT,
        }
    }

    /// Its editor on an empty puzzle, saving in `folder`.
    pub fn open(self, folder: Option<PathBuf>) -> Box<dyn Session> {
        match self {
            HandMade::SubsetSum => SumsEditor::new(folder).session(),
            HandMade::Map => MapEditor::new(folder).session(),
        }
    }
}
