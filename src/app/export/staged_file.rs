//! A file written beside its final name and renamed into place once complete, so that a
//! failed or interrupted write never leaves half a picture or half a recording behind.

use std::fs::{self, File};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};

/// A file being written: a hidden temporary file in the target's directory until
/// [`commit`](StagedFile::commit) renames it; dropped uncommitted, it is removed.
///
/// A target that exists and is neither a file nor a folder (`/dev/null`, `/dev/stdout`, a
/// named pipe) is written in place: a rename would put a file where the device was.
#[derive(Debug)]
pub struct StagedFile {
    path: PathBuf,
    /// The name written under until the commit; `None` when written in place.
    temporary: Option<PathBuf>,
    out: Option<BufWriter<File>>,
}

impl StagedFile {
    /// Starts writing what will be `path`.
    pub fn create(path: &Path) -> Result<StagedFile> {
        let special = fs::metadata(path).is_ok_and(|m| !m.is_file() && !m.is_dir());
        if special {
            let file = fs::OpenOptions::new()
                .write(true)
                .open(path)
                .with_context(|| format!("cannot write {}", path.display()))?;
            return Ok(StagedFile {
                path: path.to_path_buf(),
                temporary: None,
                out: Some(BufWriter::new(file)),
            });
        }
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
            temporary: Some(temporary),
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
            .with_context(|| format!("cannot write {}", self.path.display()))?;
        let Some(temporary) = self.temporary.take() else {
            return Ok(());
        };
        file.sync_all()
            .with_context(|| format!("cannot write {}", self.path.display()))?;
        drop(file);
        fs::rename(&temporary, &self.path)
            .inspect_err(|_| {
                let _ = fs::remove_file(&temporary);
            })
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
        if let Some(temporary) = &self.temporary {
            let _ = fs::remove_file(temporary);
        }
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

    #[cfg(unix)]
    #[test]
    fn a_device_is_written_in_place_not_renamed_over() {
        let null = Path::new("/dev/null");
        StagedFile::write(null, b"gone").expect("written");
        let kind = fs::metadata(null).expect("still there").file_type();
        assert!(!kind.is_file(), "/dev/null is still a device");
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
