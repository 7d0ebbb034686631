//! Recording the app's screen while it runs: each drawn frame at the time it was drawn.

use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, Result};
use ratatui::buffer::Buffer;

use super::asciicast::Asciicast;
use super::staged_file::StagedFile;

/// A recording under way to a `.cast` file, which gets its name when it stops.
#[derive(Debug)]
pub struct Recording {
    cast: Asciicast<StagedFile>,
    started: Instant,
    path: PathBuf,
}

impl Recording {
    /// Starts recording a screen `size` (width, height) to `path`.
    pub fn start(path: &Path, size: (u16, u16)) -> Result<Recording> {
        let file = StagedFile::create(path)?;
        let cast = Asciicast::new(file, size)
            .with_context(|| format!("cannot write {}", path.display()))?;
        Ok(Recording {
            cast,
            started: Instant::now(),
            path: path.to_path_buf(),
        })
    }

    /// Adds `screen` as drawn now.
    pub fn frame(&mut self, screen: &Buffer) -> Result<()> {
        let time = self.started.elapsed().as_secs_f64();
        self.cast
            .frame(time, screen)
            .with_context(|| format!("cannot write {}", self.path.display()))
    }

    /// Ends the recording; returns the file's name and how many frames it holds.
    pub fn stop(self) -> Result<(PathBuf, u64)> {
        let frames = self.cast.frames();
        let file = self
            .cast
            .finish()
            .with_context(|| format!("cannot write {}", self.path.display()))?;
        file.commit()?;
        Ok((self.path, frames))
    }
}
