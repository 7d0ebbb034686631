//! Standard output as the commands print to it: buffered, and a failure to write it says
//! that it was standard output that failed (`error: cannot write to standard output: No
//! space left on device`), as `export`, `record` and `lesson --check` say it.

use std::io::{self, BufWriter, StdoutLock, Write};

/// Standard output, locked and buffered, whose errors name it.
pub struct Printed(BufWriter<StdoutLock<'static>>);

impl Printed {
    /// Standard output, locked for the command's run.
    pub fn new() -> Printed {
        Printed(BufWriter::new(io::stdout().lock()))
    }
}

/// `error` said to be standard output's, of the same kind (a reader that stopped reading
/// is still told apart by its kind).
fn named(error: io::Error) -> io::Error {
    let text = error.to_string();
    let text = text
        .find(" (os error")
        .map_or(text.as_str(), |end| &text[..end]);
    io::Error::new(
        error.kind(),
        format!("cannot write to standard output: {text}"),
    )
}

impl Write for Printed {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.write(buf).map_err(named)
    }

    fn write_all(&mut self, buf: &[u8]) -> io::Result<()> {
        self.0.write_all(buf).map_err(named)
    }

    fn flush(&mut self) -> io::Result<()> {
        self.0.flush().map_err(named)
    }
}
