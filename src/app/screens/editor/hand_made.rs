//! The menu's entries of the puzzles made by hand besides sudoku: a subset sum and a
//! map, each opening its editor on an empty puzzle.

use std::path::PathBuf;

use crate::app::problems::graph_colouring::editor::{MapEditor, words as map};
use crate::app::problems::subset_sum::editor::{SumsEditor, words as sums};
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
            HandMade::SubsetSum => sums::NEW_SUBSET_SUM,
            HandMade::Map => map::NEW_MAP,
        }
    }

    /// What its entry opens.
    pub fn about(self) -> Id {
        match self {
            HandMade::SubsetSum => sums::NEW_SUBSET_SUM_ABOUT,
            HandMade::Map => map::NEW_MAP_ABOUT,
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
