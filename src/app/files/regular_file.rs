//! Reading a file the app opens on its own (the state file, the files of "My puzzles"):
//! only a regular file, opened without blocking, and never more than a cap.
//!
//! A file the user names on the command line may be a pipe (`<(…)`, `-`), and the
//! readers of the problems take those; a file the app finds by itself may be anything
//! somebody left in a folder: a named pipe, whose plain open waits for a writer that
//! never comes, or a link to `/dev/zero`, which reports a size of 0 and never ends. So
//! the file is opened with `O_NONBLOCK` (a pipe opens at once), its type checked on the
//! open file rather than on the name (nothing can swap it in between), and its bytes
//! counted as they are read, whatever size it reports.

use std::fs::{File, Metadata};
use std::io::{self, Read};
use std::path::Path;

/// Whether a symbolic link in the file's place is followed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Links {
    /// Read the file it points to (still only a regular one).
    Follow,
    /// Refuse it: the file is the app's own and is never reached through a link.
    Refuse,
}

/// Why a file was not read.
#[derive(Debug)]
pub enum ReadError {
    /// No file has the name.
    Missing,
    /// A symbolic link stands in its place, and [`Links::Refuse`] was asked.
    Link,
    /// It is not a regular file: a folder, a named pipe, a device or a socket (the word).
    NotRegular(&'static str),
    /// It holds more than the cap, in bytes.
    TooLarge(u64),
    /// It could not be opened or read.
    Io(io::Error),
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadError::Missing => f.write_str("no such file"),
            ReadError::Link => f.write_str("a symbolic link, not a file"),
            ReadError::NotRegular(what) => write!(f, "{what}, not a regular file"),
            ReadError::TooLarge(cap) => write!(f, "larger than {cap} bytes"),
            ReadError::Io(error) => match error.kind() {
                io::ErrorKind::PermissionDenied => f.write_str("permission denied"),
                _ => {
                    let text = error.to_string();
                    let end = text.find(" (os error").unwrap_or(text.len());
                    f.write_str(&text[..end])
                }
            },
        }
    }
}

impl std::error::Error for ReadError {}

impl From<io::Error> for ReadError {
    fn from(error: io::Error) -> Self {
        match error.kind() {
            io::ErrorKind::NotFound => ReadError::Missing,
            _ => ReadError::Io(error),
        }
    }
}

/// The bytes of the regular file at `path`, at most `cap` of them; anything else is
/// refused without waiting and without reading more than `cap + 1` bytes.
pub fn read_regular(path: &Path, cap: u64, links: Links) -> Result<Vec<u8>, ReadError> {
    let file = open(path, links)?;
    let metadata = file.metadata()?;
    if !metadata.is_file() {
        return Err(ReadError::NotRegular(kind_of(&metadata)));
    }
    let mut bytes = Vec::with_capacity(metadata.len().min(cap) as usize);
    // `read_to_end` retries a read cut short by a signal itself.
    (&file).take(cap + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > cap {
        return Err(ReadError::TooLarge(cap));
    }
    Ok(bytes)
}

/// `path` opened for reading without waiting for a writer, through a link or not.
#[cfg(unix)]
fn open(path: &Path, links: Links) -> Result<File, ReadError> {
    use rustix::fs::{Mode, OFlags};
    let mut flags = OFlags::RDONLY | OFlags::NONBLOCK | OFlags::CLOEXEC | OFlags::NOCTTY;
    if links == Links::Refuse {
        flags |= OFlags::NOFOLLOW;
    }
    match rustix::fs::open(path, flags, Mode::empty()) {
        Ok(fd) => Ok(File::from(fd)),
        // O_NOFOLLOW on a link fails with ELOOP (EMLINK on some BSDs).
        Err(errno)
            if links == Links::Refuse
                && matches!(errno, rustix::io::Errno::LOOP | rustix::io::Errno::MLINK)
                && std::fs::symlink_metadata(path).is_ok_and(|m| m.is_symlink()) =>
        {
            Err(ReadError::Link)
        }
        Err(errno) => Err(io::Error::from(errno).into()),
    }
}

/// `path` opened for reading; a link is looked at by name first where it is refused
/// (there are no named pipes to wait on here).
#[cfg(not(unix))]
fn open(path: &Path, links: Links) -> Result<File, ReadError> {
    if links == Links::Refuse && std::fs::symlink_metadata(path).is_ok_and(|m| m.is_symlink()) {
        return Err(ReadError::Link);
    }
    Ok(File::open(path)?)
}

/// What a file that is not a regular one is, in a word or two.
fn kind_of(metadata: &Metadata) -> &'static str {
    if metadata.is_dir() {
        return "a folder";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let kind = metadata.file_type();
        if kind.is_fifo() {
            return "a named pipe";
        }
        if kind.is_char_device() || kind.is_block_device() {
            return "a device";
        }
        if kind.is_socket() {
            return "a socket";
        }
    }
    "a special file"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_regular_file_is_read_up_to_its_cap() {
        let folder = tempfile::tempdir().expect("a folder");
        let path = folder.path().join("puzzle.txt");
        std::fs::write(&path, b"0123456789").expect("written");
        assert_eq!(
            read_regular(&path, 10, Links::Refuse).expect("read"),
            b"0123456789"
        );
        assert!(matches!(
            read_regular(&path, 9, Links::Refuse),
            Err(ReadError::TooLarge(9))
        ));
        assert!(matches!(
            read_regular(&folder.path().join("none"), 9, Links::Follow),
            Err(ReadError::Missing)
        ));
        let error = read_regular(folder.path(), 9, Links::Follow).expect_err("a folder");
        assert_eq!(error.to_string(), "a folder, not a regular file");
    }

    #[cfg(unix)]
    #[test]
    fn pipes_devices_and_refused_links_are_not_read() {
        let folder = tempfile::tempdir().expect("a folder");
        let pipe = folder.path().join("pipe");
        rustix::fs::mknodat(
            rustix::fs::CWD,
            &pipe,
            rustix::fs::FileType::Fifo,
            rustix::fs::Mode::RUSR | rustix::fs::Mode::WUSR,
            0,
        )
        .expect("a named pipe");
        // No writer: a blocking open would wait here for good.
        let error = read_regular(&pipe, 100, Links::Follow).expect_err("a pipe");
        assert_eq!(error.to_string(), "a named pipe, not a regular file");
        let zero = folder.path().join("zero");
        std::os::unix::fs::symlink("/dev/zero", &zero).expect("a link");
        let error = read_regular(&zero, 100, Links::Follow).expect_err("a device");
        assert_eq!(error.to_string(), "a device, not a regular file");
        assert!(matches!(
            read_regular(&zero, 100, Links::Refuse),
            Err(ReadError::Link)
        ));
        let real = folder.path().join("real.txt");
        std::fs::write(&real, b"kept").expect("written");
        let link = folder.path().join("link.txt");
        std::os::unix::fs::symlink(&real, &link).expect("a link");
        assert_eq!(
            read_regular(&link, 100, Links::Follow).expect("read"),
            b"kept"
        );
        assert!(matches!(
            read_regular(&link, 100, Links::Refuse),
            Err(ReadError::Link)
        ));
    }
}
