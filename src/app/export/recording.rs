//! Recording the app's screen while it runs: each drawn frame at the time it was drawn.

use std::path::{Path, PathBuf};
use std::time::Instant;

use anyhow::{Context, Result, bail};
use ratatui::buffer::Buffer;

use super::asciicast::Asciicast;
use super::free_name::{candidates, is_taken};
use super::staged_file::StagedFile;

/// A recording under way to a `.cast` file, which gets its name when it stops: the first
/// of `STEM.cast`, `STEM-2.cast`… that no file has by then, so it never replaces one.
#[derive(Debug)]
pub struct Recording {
    cast: Asciicast<StagedFile>,
    started: Instant,
    folder: PathBuf,
    stem: String,
    /// The number of the name it will most likely get, from 1 (see `free_name`).
    number: u32,
    path: PathBuf,
}

impl Recording {
    /// Starts recording a screen `size` (width, height) to a new file in `folder`
    /// named after `stem`.
    pub fn start(folder: &Path, stem: &str, size: (u16, u16)) -> Result<Recording> {
        let Some((number, path)) = candidates(folder, stem, "cast", 1).find(|(_, p)| !is_taken(p))
        else {
            bail!(
                "cannot write {}: no free name for {stem}.cast",
                folder.display()
            );
        };
        let file = StagedFile::create_new(&path)?;
        let cast = Asciicast::new(file, size)
            .with_context(|| format!("cannot write {}", path.display()))?;
        Ok(Recording {
            cast,
            started: Instant::now(),
            folder: folder.to_path_buf(),
            stem: stem.to_owned(),
            number,
            path,
        })
    }

    /// The name it will most likely have: free when it started.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Adds `screen` as drawn now.
    pub fn frame(&mut self, screen: &Buffer) -> Result<()> {
        let time = self.started.elapsed().as_secs_f64();
        self.cast
            .frame(time, screen)
            .with_context(|| format!("cannot write {}", self.path.display()))
    }

    /// Ends the recording, its last frame written out; returns the file's name and how
    /// many frames it holds.
    pub fn stop(self) -> Result<(PathBuf, u64)> {
        let frames = self.cast.frames();
        let mut file = self
            .cast
            .finish()
            .with_context(|| format!("cannot write {}", self.path.display()))?;
        for (_, path) in candidates(&self.folder, &self.stem, "cast", self.number) {
            match file.commit_new(&path)? {
                None => return Ok((path, frames)),
                Some(back) => file = back,
            }
        }
        bail!(
            "cannot write {}: no free name for {}.cast",
            self.folder.display(),
            self.stem
        )
    }
}
