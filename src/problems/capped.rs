//! Reading a whole input that the user names, a file or a pipe, up to a cap.
//!
//! A map or a lesson is read whole before it is parsed, and what the user names may be
//! `/dev/zero`, an endless pipe (`yes | …`) or a device that reports a size of 0: its size
//! says nothing. So the bytes are counted as they are read, and reading stops one byte past
//! the cap, however much more the source would give: memory stays at the cap.

use std::fs::File;
use std::io::{self, Read};
use std::path::Path;

/// One mebibyte, the cap of the files read whole: far past any map or lesson written by
/// hand (the largest shipped is under 4 KiB), small enough to hold at once.
pub const MEBIBYTE: u64 = 1 << 20;

/// The bytes of `reader` to its end, or `None` when it holds more than `cap` bytes; at
/// most `cap + 1` bytes are read either way.
pub fn read_capped(reader: impl Read, cap: u64) -> io::Result<Option<Vec<u8>>> {
    let mut bytes = Vec::new();
    // `read_to_end` retries a read cut short by a signal itself.
    reader.take(cap.saturating_add(1)).read_to_end(&mut bytes)?;
    Ok((bytes.len() as u64 <= cap).then_some(bytes))
}

/// Why a text a problem reads whole could not be had.
#[derive(Debug, PartialEq, Eq)]
pub enum TextFault {
    /// `-` named standard input where it is taken already, by another input.
    StdinTaken,
    /// The source cannot be read as text: why, in words an error line can end with.
    Unreadable(String),
}

/// The text at `path` (`-`: standard input, when `stdin` allows) read whole, up to `cap`
/// bytes, with how messages name its source (`<stdin>` or the path); `what` names the
/// kind of puzzle in the refusal of a source too large (`more than any map`).
///
/// The problems that read a file of their own (a map, a maze) share it, so that each
/// refuses a folder, a device, a pipe without end and bytes that are not UTF-8 alike.
pub fn read_text(
    path: &Path,
    stdin: bool,
    cap: u64,
    what: &str,
) -> (String, Result<String, TextFault>) {
    let stdin_named = path.as_os_str() == "-";
    let source = match stdin_named {
        true => "<stdin>".to_owned(),
        false => path.display().to_string(),
    };
    if stdin_named && !stdin {
        return (source, Err(TextFault::StdinTaken));
    }
    let read = match stdin_named {
        true => read_capped(io::stdin().lock(), cap),
        false if path.is_dir() => {
            return (
                source,
                Err(TextFault::Unreadable("it is a folder".to_owned())),
            );
        }
        false => File::open(path).and_then(|file| read_capped(file, cap)),
    };
    let text = match read {
        Err(error) => Err(TextFault::Unreadable(error.kind().to_string())),
        Ok(None) => {
            let mebibytes = match cap % MEBIBYTE {
                0 => format!(" ({} MiB)", cap / MEBIBYTE),
                _ => String::new(),
            };
            Err(TextFault::Unreadable(format!(
                "it holds more than {cap} bytes{mebibytes}, more than any {what}"
            )))
        }
        Ok(Some(bytes)) => String::from_utf8(bytes)
            .map_err(|_| TextFault::Unreadable("it is not UTF-8 text".to_owned())),
    };
    (source, text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn up_to_the_cap_is_read_and_one_byte_more_is_refused() {
        assert_eq!(
            read_capped(&b"0123456789"[..], 10).expect("read"),
            Some(b"0123456789".to_vec())
        );
        assert_eq!(read_capped(&b"0123456789"[..], 9).expect("read"), None);
        assert_eq!(read_capped(&b""[..], 0).expect("read"), Some(Vec::new()));
    }

    #[test]
    fn an_endless_source_stops_one_byte_past_the_cap() {
        let mut endless = io::repeat(b'#');
        assert_eq!(read_capped(&mut endless, 1000).expect("read"), None);
        // The source is left where the cap stopped it, nothing further taken.
        let mut counted = io::repeat(b'#').take(5000);
        assert_eq!(read_capped(&mut counted, 1000).expect("read"), None);
        assert_eq!(counted.limit(), 5000 - 1001);
    }

    #[test]
    fn a_text_names_its_source_and_says_why_it_cannot_be_read() {
        let folder = std::env::temp_dir();
        let (source, text) = read_text(&folder, false, MEBIBYTE, "map");
        assert_eq!(source, folder.display().to_string());
        assert_eq!(
            text,
            Err(TextFault::Unreadable("it is a folder".to_owned()))
        );
        let (source, text) = read_text(Path::new("-"), false, MEBIBYTE, "map");
        assert_eq!(
            (source.as_str(), text),
            ("<stdin>", Err(TextFault::StdinTaken))
        );
        let (_, text) = read_text(Path::new("/dev/zero"), false, 8, "maze");
        assert_eq!(
            text,
            Err(TextFault::Unreadable(
                "it holds more than 8 bytes, more than any maze".to_owned()
            ))
        );
    }
}
