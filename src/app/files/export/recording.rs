//! Recording the app's screen while it runs: each drawn frame at the time it was drawn.

use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, Result, bail};
use ratatui::buffer::Buffer;

use super::ScreenName;
use super::asciicast::Asciicast;
use crate::app::files::free_name::candidates;
use crate::app::files::staged_file::StagedFile;

/// A recording under way to a `.cast` file, which gets its name when it stops: after its
/// first and last step (`8-queens-steps-3-17.cast`), the first of that name, `-2`, `-3`…
/// that no file has by then, so it never replaces one.
#[derive(Debug)]
pub struct Recording {
    cast: Asciicast<StagedFile>,
    started: Instant,
    folder: PathBuf,
    name: ScreenName,
    /// The step it started at.
    first: u64,
    /// The step of its last frame.
    last: u64,
}

impl Recording {
    /// Starts recording a screen `size` (width, height) at step `first` to a new file in
    /// `folder`, to be named after `name`.
    pub fn start(
        folder: &Path,
        name: ScreenName,
        first: u64,
        size: (u16, u16),
    ) -> Result<Recording> {
        let path = folder.join(format!("{}.cast", name.at(first)));
        let file = StagedFile::create_new(&path)?;
        let cast = Asciicast::new(file, size)
            .with_context(|| format!("cannot write {}", path.display()))?;
        Ok(Recording {
            cast,
            started: Instant::now(),
            folder: folder.to_path_buf(),
            name,
            first,
            last: first,
        })
    }

    /// What it will be named, the last step not known yet: `8-queens-steps-3-….cast`.
    pub fn provisional_name(&self) -> PathBuf {
        self.folder
            .join(format!("{}.cast", self.name.from(self.first)))
    }

    /// Adds `screen` as drawn now, showing step `step` (`None` when it shows no step,
    /// such as the menu's).
    pub fn frame(&mut self, screen: &Buffer, step: Option<u64>) -> Result<()> {
        let time = self.started.elapsed().as_secs_f64();
        if let Some(step) = step {
            self.last = step;
        }
        self.cast
            .frame(time, screen)
            .with_context(|| format!("cannot write {}", self.provisional_name().display()))
    }

    /// Ends the recording, its last frame written out; returns the file's name and how
    /// many frames it holds.
    pub fn stop(self) -> Result<(PathBuf, u64)> {
        let frames = self.cast.frames();
        let stem = self.name.over(self.first, self.last);
        let mut file = self
            .cast
            .finish()
            .with_context(|| format!("cannot write {stem}.cast"))?;
        for path in candidates(&self.folder, &stem, "cast") {
            match file.commit_new(&path)? {
                None => return Ok((path, frames)),
                Some(back) => file = back,
            }
        }
        bail!(
            "cannot write {}: no free name for {stem}.cast",
            self.folder.display(),
        )
    }
}
