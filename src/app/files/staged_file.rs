//! A file written beside its final name and renamed into place once complete, so that a
//! failed or interrupted write never leaves half a picture or half a recording behind,
//! and so that nobody who can write the folder can make the app write anywhere else.
//!
//! The temporary file has a random name, is created only if no file has that name, and is
//! never reached through a link (the `tempfile` crate). The final rename replaces only a
//! regular file, giving the new one the old one's permissions; it refuses a symbolic link.
//! A device or a pipe (`/dev/null`, `/dev/stdout`, a named pipe), or a link to one, is
//! written in place, as a rename would put a file where the device was.

use std::fs::{self, File, Metadata};
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use tempfile::TempPath;

/// How a file got its name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Landing {
    /// No file had the name.
    New,
    /// A regular file had it and was replaced, its permissions kept.
    Replaced,
    /// A device or a pipe, written in place.
    Device,
}

/// A file being written: a temporary file in the target's directory until
/// [`commit`](StagedFile::commit) renames it; dropped uncommitted, it is removed.
#[derive(Debug)]
pub struct StagedFile {
    path: PathBuf,
    /// Closed before the temporary name is removed, as some systems require.
    out: Option<BufWriter<File>>,
    /// The name written under until the commit; `None` when written in place.
    temporary: Option<TempPath>,
}

/// Whether `metadata` is a device, a pipe or a socket: something written in place.
fn is_device(metadata: &Metadata) -> bool {
    !metadata.is_file() && !metadata.is_dir() && !metadata.is_symlink()
}

/// The folder `path` is in: `.` for a bare name.
fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    }
}

impl StagedFile {
    /// Starts writing what will be `path`, which may replace a regular file there.
    ///
    /// Refuses at once what the commit would refuse (a symbolic link, a folder), so that
    /// no work is done for a file that cannot be written.
    pub fn create(path: &Path) -> Result<StagedFile> {
        match fs::symlink_metadata(path) {
            Ok(found) if found.is_symlink() => {
                if fs::metadata(path).is_ok_and(|target| is_device(&target)) {
                    return StagedFile::in_place(path);
                }
                bail!("{}: is a symbolic link; not replaced", path.display());
            }
            Ok(found) if found.is_dir() => bail!("cannot write {}: is a folder", path.display()),
            Ok(found) if is_device(&found) => return StagedFile::in_place(path),
            _ => {}
        }
        StagedFile::create_new(path)
    }

    /// Starts writing a file to be named `path` or, if that name is taken by then, another
    /// name in the same folder: see [`commit_new`](StagedFile::commit_new).
    pub fn create_new(path: &Path) -> Result<StagedFile> {
        let mut builder = tempfile::Builder::new();
        // A short name, so that any name the folder takes for the target fits.
        builder.prefix(".bt").suffix(".part").rand_bytes(8);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            // As `File::create` makes a file: all may read and write, less the umask.
            builder.permissions(fs::Permissions::from_mode(0o666));
        }
        let (file, temporary) = builder
            .tempfile_in(folder_of(path))
            .with_context(|| format!("cannot write {}", path.display()))?
            .into_parts();
        Ok(StagedFile {
            path: path.to_path_buf(),
            temporary: Some(temporary),
            out: Some(BufWriter::new(file)),
        })
    }

    /// A device or a pipe, opened to be written in place.
    fn in_place(path: &Path) -> Result<StagedFile> {
        let file = fs::OpenOptions::new()
            .write(true)
            .open(path)
            .with_context(|| format!("cannot write {}", path.display()))?;
        Ok(StagedFile {
            path: path.to_path_buf(),
            temporary: None,
            out: Some(BufWriter::new(file)),
        })
    }

    /// Writes `contents` to `path` whole, or leaves nothing there.
    pub fn write(path: &Path, contents: &[u8]) -> Result<Landing> {
        let mut file = StagedFile::create(path)?;
        file.write_all(contents)
            .with_context(|| format!("cannot write {}", path.display()))?;
        file.commit()
    }

    /// The name it will have.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Writes out what is buffered and makes it durable, before a rename.
    fn finish_writing(&mut self) -> Result<()> {
        let path = &self.path;
        let out = self
            .out
            .as_mut()
            .expect("BUG: a staged file is written until its commit");
        out.flush()
            .with_context(|| format!("cannot write {}", path.display()))?;
        if self.temporary.is_some() {
            out.get_ref()
                .sync_all()
                .with_context(|| format!("cannot write {}", path.display()))?;
        }
        Ok(())
    }

    /// Finishes the file and gives it its name, replacing a regular file of that name
    /// (with that file's permissions) but not a symbolic link or a folder.
    pub fn commit(mut self) -> Result<Landing> {
        self.finish_writing()?;
        let out = self
            .out
            .take()
            .expect("BUG: a staged file is committed once");
        let Some(temporary) = self.temporary.take() else {
            return Ok(Landing::Device);
        };
        let path = &self.path;
        let landing = match fs::symlink_metadata(path) {
            Err(error) if error.kind() == io::ErrorKind::NotFound => Landing::New,
            Err(error) => {
                return Err(error).with_context(|| format!("cannot write {}", path.display()));
            }
            Ok(found) if found.is_symlink() => {
                bail!("{}: is a symbolic link; not replaced", path.display())
            }
            Ok(found) if found.is_file() => {
                out.get_ref()
                    .set_permissions(found.permissions())
                    .with_context(|| format!("cannot write {}", path.display()))?;
                Landing::Replaced
            }
            Ok(found) if found.is_dir() => bail!("cannot write {}: is a folder", path.display()),
            Ok(_) => bail!(
                "cannot write {}: not a regular file; not replaced",
                path.display()
            ),
        };
        drop(out);
        temporary
            .persist(path)
            .map_err(|error| error.error)
            .with_context(|| format!("cannot write {}", path.display()))?;
        Ok(landing)
    }

    /// Finishes the file and gives it the name `path` if no file has that name; when one
    /// has, hands the file back, still unnamed, to try another name.
    ///
    /// The test and the rename are one step of the file system, so a file that appears
    /// meanwhile is never replaced.
    pub fn commit_new(mut self, path: &Path) -> Result<Option<StagedFile>> {
        self.finish_writing()?;
        let Some(temporary) = self.temporary.take() else {
            self.out = None;
            return Ok(None);
        };
        match temporary.persist_noclobber(path) {
            Ok(()) => {
                self.out = None;
                self.path = path.to_path_buf();
                Ok(None)
            }
            Err(error) if error.error.kind() == io::ErrorKind::AlreadyExists => {
                self.temporary = Some(error.path);
                Ok(Some(self))
            }
            Err(error) => {
                Err(error.error).with_context(|| format!("cannot write {}", path.display()))
            }
        }
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

// Dropped uncommitted, the `TempPath` removes the temporary file.

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::test_support::Scratch;

    fn scratch(name: &str) -> Scratch {
        crate::app::test_support::scratch("staged", name)
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = fs::read_dir(dir)
            .expect("listed")
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_committed_file_has_its_name_and_nothing_else_is_left() {
        let dir = scratch("commit");
        let path = dir.join("a.txt");
        assert_eq!(
            StagedFile::write(&path, b"hello").expect("written"),
            Landing::New
        );
        assert_eq!(fs::read(&path).expect("there"), b"hello");
        assert_eq!(names(&dir), ["a.txt"]);
        assert_eq!(
            StagedFile::write(&path, b"again").expect("written"),
            Landing::Replaced
        );
        assert_eq!(fs::read(&path).expect("there"), b"again");
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
        assert_eq!(
            StagedFile::write(null, b"gone").expect("written"),
            Landing::Device
        );
        let kind = fs::metadata(null).expect("still there").file_type();
        assert!(!kind.is_file(), "/dev/null is still a device");
    }

    #[test]
    fn a_rename_onto_a_directory_fails_and_leaves_nothing_new() {
        let dir = scratch("onto-dir");
        fs::create_dir(dir.join("taken")).expect("a directory");
        let error = StagedFile::write(&dir.join("taken"), b"x").expect_err("a directory");
        assert!(error.to_string().contains("cannot write"), "{error}");
        assert_eq!(names(&dir), ["taken"]);
        fs::remove_dir_all(dir).expect("cleaned");
    }

    #[cfg(unix)]
    #[test]
    fn a_symbolic_link_as_the_target_is_refused_and_its_file_untouched() {
        let dir = scratch("link-target");
        let victim = dir.join("victim");
        fs::write(&victim, b"precious").expect("a victim");
        let link = dir.join("slide.svg");
        std::os::unix::fs::symlink(&victim, &link).expect("a link");
        let error = StagedFile::write(&link, b"evil").expect_err("a link");
        assert_eq!(
            error.to_string(),
            format!("{}: is a symbolic link; not replaced", link.display())
        );
        // Planted after the file was begun, the link is still refused at the rename.
        fs::remove_file(&link).expect("removed");
        let mut file = StagedFile::create(&link).expect("begun");
        file.write_all(b"evil").expect("written");
        std::os::unix::fs::symlink(&victim, &link).expect("a link");
        assert!(file.commit().is_err());
        assert_eq!(fs::read(&victim).expect("there"), b"precious");
        assert_eq!(names(&dir), ["slide.svg", "victim"]);
        fs::remove_dir_all(dir).expect("cleaned");
    }

    #[cfg(unix)]
    #[test]
    fn links_planted_at_the_old_temporary_names_lead_nowhere() {
        let dir = scratch("planted");
        let victim = dir.join("victim");
        fs::write(&victim, b"precious").expect("a victim");
        let me = std::process::id();
        for pid in me.saturating_sub(50)..me + 50 {
            let planted = dir.join(format!(".slide.svg.{pid}.part"));
            std::os::unix::fs::symlink(&victim, planted).expect("a link");
        }
        StagedFile::write(&dir.join("slide.svg"), b"picture").expect("written");
        assert_eq!(fs::read(&victim).expect("there"), b"precious");
        assert_eq!(fs::read(dir.join("slide.svg")).expect("there"), b"picture");
        assert_eq!(names(&dir).len(), 102, "the links, the victim, the picture");
        fs::remove_dir_all(dir).expect("cleaned");
    }

    #[cfg(unix)]
    #[test]
    fn a_replaced_file_keeps_its_permissions() {
        use std::os::unix::fs::PermissionsExt;
        let dir = scratch("mode");
        let path = dir.join("private.txt");
        fs::write(&path, b"old").expect("written");
        fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).expect("mode");
        StagedFile::write(&path, b"new").expect("replaced");
        let mode = fs::metadata(&path).expect("there").permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
        fs::remove_dir_all(dir).expect("cleaned");
    }

    #[test]
    fn a_name_of_255_bytes_can_be_written() {
        let dir = scratch("long-name");
        let name = format!("{}.svg", "x".repeat(251));
        assert_eq!(name.len(), 255);
        StagedFile::write(&dir.join(&name), b"long").expect("written");
        assert_eq!(names(&dir), [name]);
        fs::remove_dir_all(dir).expect("cleaned");
    }

    #[test]
    fn a_new_file_never_replaces_one_and_comes_back_to_be_named_again() {
        let dir = scratch("new");
        let taken = dir.join("a.txt");
        fs::write(&taken, b"first").expect("written");
        let mut file = StagedFile::create_new(&taken).expect("begun");
        file.write_all(b"second").expect("written");
        let file = file
            .commit_new(&taken)
            .expect("no error")
            .expect("handed back");
        let other = dir.join("a-2.txt");
        assert!(file.commit_new(&other).expect("no error").is_none());
        assert_eq!(fs::read(&taken).expect("there"), b"first");
        assert_eq!(fs::read(&other).expect("there"), b"second");
        assert_eq!(names(&dir), ["a-2.txt", "a.txt"]);
        fs::remove_dir_all(dir).expect("cleaned");
    }
}
