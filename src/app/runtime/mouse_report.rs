//! Whether the terminal reports the mouse: asked at startup, beside the background
//! colour, so that a terminal that cannot report it keeps its text selection and the app
//! draws nothing there only to be clicked.
//!
//! The question is DECRQM for the SGR mouse mode (`CSI ? 1006 $ p`), followed by the
//! device attributes (DA1, `CSI c`) that every terminal answers, so that the DA1 answer
//! tells that no other answer is coming. The terminal answers `CSI ? 1006 ; Ps $ y`: `Ps`
//! 1 to 3 the mode is known (set, reset, set for good), 0 it is not known, 4 it is reset
//! for good; the last two mean no mouse. A terminal that does not answer within the
//! background query's time keeps the mouse on: many do not answer DECRQM and report the
//! mouse all the same. `TERM=dumb` is not asked: it reports nothing.

use std::time::Duration;

/// How long the terminal has to answer: the background query's time.
pub const TIMEOUT: Duration = Duration::from_millis(200);

/// What the app asks: the SGR mouse mode's state, then the device attributes.
pub const QUERY: &[u8] = b"\x1b[?1006$p\x1b[c";

/// What the terminal said of the mouse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Report {
    /// It knows the mouse mode: it reports the mouse.
    Reported,
    /// It does not know the mode, or keeps it off for good.
    Unreported,
    /// It did not say: the mouse stays on.
    Unknown,
}

/// What `answer`, the bytes the terminal sent back, says of mode 1006.
pub fn parse(answer: &[u8]) -> Report {
    const HEAD: &[u8] = b"\x1b[?1006;";
    let Some(start) = answer.windows(HEAD.len()).position(|w| w == HEAD) else {
        return Report::Unknown;
    };
    let rest = &answer[start + HEAD.len()..];
    let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 || !rest[digits..].starts_with(b"$y") {
        return Report::Unknown;
    }
    match &rest[..digits] {
        b"0" | b"4" => Report::Unreported,
        b"1" | b"2" | b"3" => Report::Reported,
        _ => Report::Unknown,
    }
}

/// Whether `answer` holds the device attributes' answer (`CSI ? … c`), the last one
/// the terminal sends.
pub fn attributes_answered(answer: &[u8]) -> bool {
    const HEAD: &[u8] = b"\x1b[?";
    (answer.windows(HEAD.len()).enumerate())
        .filter(|(_, w)| *w == HEAD)
        .any(|(at, _)| {
            let rest = &answer[at + HEAD.len()..];
            let body = rest
                .iter()
                .take_while(|b| b.is_ascii_digit() || **b == b';')
                .count();
            body > 0 && rest.get(body) == Some(&b'c')
        })
}

/// Whether the terminal `term` (the `TERM` variable) is one that reports nothing.
pub fn is_dumb(term: Option<&str>) -> bool {
    term == Some("dumb")
}

/// Asks the terminal on standard input and output whether it reports the mouse; the
/// mouse is left to the terminal ([`super::terminal::unreported`]) when it says it does
/// not, or is `TERM=dumb`.
///
/// It must be called before the app takes the terminal, as the background query is: the
/// answer arrives where the keys do.
pub fn ask_terminal() {
    let term = std::env::var("TERM").ok();
    let report = match is_dumb(term.as_deref()) {
        true => Report::Unreported,
        false => ask(),
    };
    if report == Report::Unreported {
        super::terminal::unreported();
    }
}

/// The terminal's answer to [`QUERY`], read until the device attributes come or
/// [`TIMEOUT`] has passed.
#[cfg(unix)]
fn ask() -> Report {
    use std::io::{IsTerminal, Write, stdin, stdout};
    use std::os::fd::AsFd;
    use std::time::Instant;

    use ratatui::crossterm::terminal;
    use rustix::event::{PollFd, PollFlags, Timespec, poll};

    if !stdin().is_terminal() || !stdout().is_terminal() {
        return Report::Unknown;
    }
    let raw_before = terminal::is_raw_mode_enabled().unwrap_or(false);
    if terminal::enable_raw_mode().is_err() {
        return Report::Unknown;
    }
    let mut answer = Vec::new();
    let mut out = stdout();
    if out.write_all(QUERY).and_then(|()| out.flush()).is_ok() {
        let input = stdin();
        let fd = input.as_fd();
        let deadline = Instant::now() + TIMEOUT;
        while !attributes_answered(&answer) {
            let left = deadline.saturating_duration_since(Instant::now());
            if left.is_zero() {
                break;
            }
            let Ok(left) = Timespec::try_from(left) else {
                break;
            };
            let mut fds = [PollFd::new(&fd, PollFlags::IN)];
            if !matches!(poll(&mut fds, Some(&left)), Ok(1..)) {
                break;
            }
            let mut chunk = [0u8; 256];
            match rustix::io::read(fd, &mut chunk) {
                Ok(read @ 1..) => answer.extend_from_slice(&chunk[..read]),
                _ => break,
            }
        }
    }
    if !raw_before {
        let _ = terminal::disable_raw_mode();
    }
    parse(&answer)
}

/// Elsewhere the terminal is not asked: the mouse stays on.
#[cfg(not(unix))]
fn ask() -> Report {
    Report::Unknown
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mode_states_read_as_the_standard_says() {
        assert_eq!(parse(b"\x1b[?1006;1$y\x1b[?62;22c"), Report::Reported);
        assert_eq!(parse(b"\x1b[?1006;2$y"), Report::Reported);
        assert_eq!(parse(b"\x1b[?1006;3$y"), Report::Reported);
        assert_eq!(parse(b"\x1b[?1006;0$y\x1b[?1;2c"), Report::Unreported);
        assert_eq!(parse(b"\x1b[?1006;4$y"), Report::Unreported);
    }

    #[test]
    fn no_answer_or_another_is_unknown() {
        assert_eq!(parse(b""), Report::Unknown);
        assert_eq!(parse(b"\x1b[?62;22c"), Report::Unknown, "DA1 alone");
        assert_eq!(parse(b"\x1b[?1000;0$y"), Report::Unknown, "another mode");
        assert_eq!(parse(b"\x1b[?1006;$y"), Report::Unknown, "no state");
        assert_eq!(parse(b"\x1b[?1006;9$y"), Report::Unknown, "no such state");
        assert_eq!(parse(b"\x1b[?1006;2"), Report::Unknown, "cut short");
    }

    #[test]
    fn the_answer_read_ends_with_the_device_attributes() {
        assert!(attributes_answered(b"\x1b[?1006;2$y\x1b[?62;22c"));
        assert!(attributes_answered(b"\x1b[?6c"));
        assert!(!attributes_answered(b"\x1b[?1006;2$y"));
        assert!(!attributes_answered(b"\x1b[?1006;2$y\x1b[?62;2"));
    }

    #[test]
    fn a_dumb_terminal_reports_nothing() {
        assert!(is_dumb(Some("dumb")));
        assert!(!is_dumb(Some("xterm-256color")));
        assert!(!is_dumb(None));
    }
}
