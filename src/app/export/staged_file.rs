//! A file written beside its final name and renamed into place once complete, so that a
//! failed or interrupted write never leaves half a picture or half a recording behind.

use std::fs::{self, File};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

/// A file being written: a hidden temporary file in the target's directory until
/// [`commit`](StagedFile::commit) renames it; dropped uncommitted, it is removed.
#[derive(Debug)]
pub struct StagedFile {
    path: PathBuf,
    temporary: PathBuf,
    out: Option<BufWriter<File>>,
}

impl StagedFile {
    /// Starts writing what will be `path`.
    pub fn create(path: &Path) -> Result<StagedFile> {
        let name = path
            .file_name()
            .with_context(|| format!("cannot write {}: not a file name", path.display()))?;
        let mut hidden = std::ffi::OsString::from(".");
        hidden.push(name);
        hidden.push(format!(".{}.part", std::process::id()));
        let temporary = path.with_file_name(hidden);
        let file =
            File::create(&temporary).with_context(|| format!("cannot write {}", path.display()))?;
        Ok(StagedFile {
            path: path.to_path_buf(),
            temporary,
            out: Some(BufWriter::new(file)),
        })
    }

    /// Writes `contents` to `path` whole, or leaves nothing there.
    pub fn write(path: &Path, contents: &[u8]) -> Result<()> {
        let mut file = StagedFile::create(path)?;
        file.write_all(contents)
            .with_context(|| format!("cannot write {}", path.display()))?;
        file.commit()
    }

    /// The name it will have.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Finishes the file and gives it its name.
    pub fn commit(mut self) -> Result<()> {
        let out = self
            .out
            .take()
            .expect("BUG: a staged file is committed once");
        let file = out
            .into_inner()
            .map_err(io::IntoInnerError::into_error)
            .and_then(|file| file.sync_all().map(|()| file))
            .with_context(|| format!("cannot write {}", self.path.display()))?;
        drop(file);
        fs::rename(&self.temporary, &self.path)
            .with_context(|| format!("cannot write {}", self.path.display()))
    }
}

impl Write for StagedFile {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.out
            .as_mut()
            .expect("BUG: a staged file is written before its commit")
            .write(buf)
    }

    fn flush(&mut self) -> io::Result<()> {
        match &mut self.out {
            Some(out) => out.flush(),
            None => Ok(()),
        }
    }
}

impl Drop for StagedFile {
    fn drop(&mut self) {
        // Committed, the temporary name is gone; otherwise the partial file goes.
        self.out = None;
        let _ = fs::remove_file(&self.temporary);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("backtrack-staged-{}-{name}", std::process::id()));
        let _ = fs::remove_dir_all(&dir);
        fs::create_dir_all(&dir).expect("a scratch directory");
        dir
    }

    #[test]
    fn a_committed_file_has_its_name_and_nothing_else_is_left() {
        let dir = scratch("commit");
        let path = dir.join("a.txt");
        StagedFile::write(&path, b"hello").expect("written");
        assert_eq!(fs::read(&path).expect("there"), b"hello");
        assert_eq!(fs::read_dir(&dir).expect("listed").count(), 1);
        fs::remove_dir_all(dir).expect("cleaned");
    }

    #[test]
    fn a_file_dropped_before_its_commit_leaves_nothing() {
        let dir = scratch("drop");
        let mut file = StagedFile::create(&dir.join("b.txt")).expect("created");
        file.write_all(b"half").expect("written");
        drop(file);
        assert_eq!(fs::read_dir(&dir).expect("listed").count(), 0);
        fs::remove_dir_all(dir).expect("cleaned");
    }

    #[test]
    fn a_rename_onto_a_directory_fails_and_leaves_nothing_new() {
        let dir = scratch("onto-dir");
        fs::create_dir(dir.join("taken")).expect("a directory");
        let error = StagedFile::write(&dir.join("taken"), b"x").expect_err("a directory");
        assert!(error.to_string().contains("cannot write"), "{error}");
        assert_eq!(fs::read_dir(&dir).expect("listed").count(), 1);
        fs::remove_dir_all(dir).expect("cleaned");
    }
}
