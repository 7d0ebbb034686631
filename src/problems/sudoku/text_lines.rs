//! The lines of a puzzle file, read one at a time in bounded memory.
//!
//! A line ends at LF, CRLF or a lone CR (old Mac files), so all three read alike. No
//! puzzle line is long — a 25×25 grid row or one-line puzzle is under a kilobyte — so a
//! line past [`MAX_LINE`] bytes is refused as soon as that many are read, without reading
//! the rest: `/dev/zero` fails at once instead of filling memory.

use std::io::{self, BufRead};

use super::read_puzzle::ParseError;

/// The longest line read, in bytes: the largest puzzle with ample room for a comment.
pub const MAX_LINE: usize = 64 * 1024;

/// The lines of `reader`, each with its 1-based number; a byte-order mark before the first
/// is dropped. Ends after the first fault: an unreadable source, a line that is too long,
/// or one that is not UTF-8.
pub struct TextLines<R> {
    reader: R,
    number: usize,
    /// The last line ended with CR: a LF right after it belongs to the same line end.
    after_cr: bool,
    done: bool,
}

impl<R: BufRead> TextLines<R> {
    /// The lines of `reader`, from its start.
    pub fn new(reader: R) -> Self {
        TextLines {
            reader,
            number: 0,
            after_cr: false,
            done: false,
        }
    }

    /// The bytes of the next line without its line end, or `None` at the end of input.
    fn next_bytes(&mut self) -> Result<Option<Vec<u8>>, ParseError> {
        let mut bytes = Vec::new();
        let mut any = false;
        loop {
            let buf = match self.reader.fill_buf() {
                Ok(buf) => buf,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => {
                    let message = format!("cannot read: {}", describe(&e));
                    return Err(ParseError::new(self.number + 1, message));
                }
            };
            if buf.is_empty() {
                return Ok(any.then_some(bytes));
            }
            if std::mem::take(&mut self.after_cr) && buf[0] == b'\n' {
                self.reader.consume(1);
                continue;
            }
            any = true;
            let end = buf.iter().position(|&b| b == b'\n' || b == b'\r');
            let take = end.unwrap_or(buf.len());
            if bytes.len() + take > MAX_LINE {
                return Err(ParseError::new(
                    self.number + 1,
                    format!(
                        "line longer than {MAX_LINE} bytes: no puzzle is that long \
                         (is this a puzzle file?)"
                    ),
                ));
            }
            bytes.extend_from_slice(&buf[..take]);
            match end {
                Some(i) => {
                    self.after_cr = buf[i] == b'\r';
                    self.reader.consume(i + 1);
                    return Ok(Some(bytes));
                }
                None => self.reader.consume(take),
            }
        }
    }
}

impl<R: BufRead> Iterator for TextLines<R> {
    type Item = Result<(usize, String), ParseError>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.done {
            return None;
        }
        let line = self.next_bytes().and_then(|bytes| {
            let Some(bytes) = bytes else { return Ok(None) };
            self.number += 1;
            let text = String::from_utf8(bytes)
                .map_err(|_| ParseError::new(self.number, "not UTF-8 text"))?;
            Ok(Some(match self.number {
                1 => text
                    .strip_prefix('\u{feff}')
                    .map(str::to_owned)
                    .unwrap_or(text),
                _ => text,
            }))
        });
        match line {
            Ok(Some(text)) => Some(Ok((self.number, text))),
            Ok(None) => {
                self.done = true;
                None
            }
            Err(e) => {
                self.done = true;
                Some(Err(e))
            }
        }
    }
}

impl<R: BufRead> std::iter::FusedIterator for TextLines<R> {}

/// An I/O error in words, without the OS error number.
pub fn describe(error: &io::Error) -> String {
    match error.kind() {
        io::ErrorKind::NotFound => "no such file".to_owned(),
        io::ErrorKind::PermissionDenied => "permission denied".to_owned(),
        _ => {
            let text = error.to_string();
            match text.find(" (os error") {
                Some(end) => text[..end].to_owned(),
                None => text,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(bytes: &[u8]) -> Vec<Result<(usize, String), ParseError>> {
        // A tiny buffer, so that line ends fall across reads.
        TextLines::new(io::BufReader::with_capacity(3, bytes)).collect()
    }

    fn ok(bytes: &[u8]) -> Vec<String> {
        lines(bytes).into_iter().map(|l| l.unwrap().1).collect()
    }

    #[test]
    fn lf_crlf_and_lone_cr_end_lines_alike() {
        let want = ["ab", "", "cd", "e"];
        assert_eq!(ok(b"ab\n\ncd\ne\n"), want);
        assert_eq!(ok(b"ab\r\n\r\ncd\r\ne"), want);
        assert_eq!(ok(b"ab\r\rcd\re\r"), want);
        assert_eq!(ok(b"ab\r\n\rcd\ne"), want);
        assert_eq!(ok(b""), Vec::<String>::new());
        assert_eq!(ok(b"\n"), [""]);
    }

    #[test]
    fn numbers_lines_and_drops_a_leading_bom() {
        let read = lines("\u{feff}12\n34".as_bytes());
        assert_eq!(read[0].as_ref().unwrap(), &(1, "12".to_owned()));
        assert_eq!(read[1].as_ref().unwrap(), &(2, "34".to_owned()));
    }

    #[test]
    fn a_line_too_long_is_refused_without_reading_the_rest() {
        let mut text = b"1234\n".to_vec();
        text.extend(std::iter::repeat_n(b'0', MAX_LINE + 1));
        text.extend(b"\n5678\n");
        let read = lines(&text);
        assert_eq!(read.len(), 2);
        let error = read[1].as_ref().unwrap_err();
        assert_eq!(error.line, 2);
        assert!(error.message.starts_with("line longer than 65536 bytes"));
        // Exactly the limit is still a line.
        let limit = vec![b'0'; MAX_LINE];
        assert_eq!(ok(&limit)[0].len(), MAX_LINE);
    }

    #[test]
    fn an_endless_line_ends_at_the_limit() {
        let mut zeros = TextLines::new(io::BufReader::new(io::repeat(0)));
        let error = zeros.next().unwrap().unwrap_err();
        assert_eq!(error.line, 1);
        assert!(zeros.next().is_none());
    }

    #[test]
    fn bad_utf8_names_its_line() {
        let read = lines(b"1234\n12\xff4\n5678\n");
        assert_eq!(read.len(), 2);
        assert_eq!(
            read[1].as_ref().unwrap_err(),
            &ParseError::new(2, "not UTF-8 text")
        );
    }
}
