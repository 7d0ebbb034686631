//! The state file as one run of the app keeps it up: read once at the start, and written
//! each time a puzzle is left (to the menu, back to the editor or the folder it was
//! opened from) and once more as the app ends, however it ends, so that no puzzle's
//! state waits for a quit that may never come.

use std::path::PathBuf;

use crate::app::Message;
use crate::app::files::state_file::{Damage, Remembered, StateFile};

/// The setting that turns resuming off for a class: set to anything but an empty value
/// or `0`, every puzzle opens as `--fresh` opens it, from every door (the state file is
/// written, never read).
pub const FRESH_VAR: &str = "BACKTRACK_FRESH";

/// Whether [`FRESH_VAR`] turns resuming off.
pub fn fresh_by_setting() -> bool {
    std::env::var_os(FRESH_VAR).is_some_and(|value| !value.is_empty() && value != "0")
}

/// Where the state file is and what this run has of it.
#[derive(Debug, Default)]
pub struct Remembering {
    /// The file's place; `None` where the platform has no folder for it.
    path: Option<PathBuf>,
    /// What was read of it at the start, with what this run has put in since.
    file: StateFile,
}

impl Remembering {
    /// Nothing remembered and nothing written: for tests and pictures.
    pub fn nowhere() -> Remembering {
        Remembering::default()
    }

    /// The file at `path`, read unless `fresh` (then only written, merged with what is
    /// there); and what was wrong with it, if anything.
    pub fn open(path: Option<PathBuf>, fresh: bool) -> (Remembering, Option<Damage>) {
        let (file, damage) = match &path {
            Some(path) if !fresh => StateFile::load(path),
            _ => Default::default(),
        };
        (Remembering { path, file }, damage)
    }

    /// The file's place, if it has one.
    pub fn path(&self) -> Option<&std::path::Path> {
        self.path.as_deref()
    }

    /// What was kept of the puzzle `key`.
    pub fn get(&self, key: &str) -> Option<&Remembered> {
        self.file.get(key)
    }

    /// Keeps `states`, puzzle key and state each, and writes the file (merged with what
    /// other players wrote meanwhile): what to tell when it kept a damaged file aside;
    /// why not, when it could not be written. Nothing is written when there is nothing
    /// to keep or nowhere to write it.
    pub fn keep(
        &mut self,
        states: impl IntoIterator<Item = (String, Remembered)>,
    ) -> Result<Option<Message>, String> {
        let mut any = false;
        for (key, state) in states {
            self.file.set(&key, state);
            any = true;
        }
        // Only when a puzzle was left: a file that refused a write is tried again then,
        // not after every key.
        match (&self.path, any) {
            (Some(path), true) => self.file.save(path).map_err(|error| format!("{error:#}")),
            _ => Ok(None),
        }
    }
}
