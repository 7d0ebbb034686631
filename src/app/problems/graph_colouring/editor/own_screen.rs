//! The map editor in the menu: an entry opening it on an empty map.

use std::path::PathBuf;

use super::{MapEditor, words};
use crate::app::Screen;
use crate::app::screens::own_screens::{OwnScreen, OwnScreens};
use crate::app::words::Id;
use crate::problems::ColouringBoard;

/// The menu's entry of a new map.
struct NewMap;

impl OwnScreen for NewMap {
    fn title(&self) -> Id {
        words::NEW_MAP
    }

    fn about(&self) -> Id {
        words::NEW_MAP_ABOUT
    }

    fn saves_files(&self) -> bool {
        true
    }

    fn open(&self, _size: usize, folder: Option<PathBuf>) -> Option<Box<dyn Screen>> {
        Some(MapEditor::new(folder).session())
    }
}

impl OwnScreens for ColouringBoard {
    fn own_screens() -> &'static [&'static dyn OwnScreen] {
        &[&NewMap]
    }
}
