//! The whole terminal is cleared when one screen replaces another, so that no pixel of the
//! screen before stays (xterm keeps a tick of a wide glyph, ◀ or ▶, drawn over its
//! neighbour), and only then: a step redraws the cells that changed.
//!
//! Pseudo-terminals are Unix's: elsewhere the test says why it is skipped.

#[cfg(not(unix))]
#[test]
fn the_terminal_is_cleared_when_the_screen_changes() {
    eprintln!("no pseudo-terminal on this system: test skipped");
}

#[cfg(unix)]
#[test]
fn the_terminal_is_cleared_when_the_screen_changes() {
    use crate::common::pty::{Pty, plain_replies};

    /// How many times the app has cleared the whole terminal so far.
    fn clears(terminal: &Pty) -> usize {
        let written = terminal.written();
        let clear = b"\x1b[2J";
        written.windows(clear.len()).filter(|w| w == clear).count()
    }

    let args = ["--lang", "en", "play", "queens", "4"];
    let mut terminal = Pty::open(&args, &[], plain_replies().into());
    terminal.wait_for("4-Queens");
    let opened = clears(&terminal);
    assert!(opened >= 1, "the app starts on a clear screen");
    // A step: the same screen, a few cells changed.
    terminal.press("l");
    terminal.wait_for("1 ▶");
    assert_eq!(clears(&terminal), opened, "a step cleared the screen");
    // The help replaces the player, and the player the help.
    terminal.press("?");
    terminal.wait_for("key closes");
    assert_eq!(
        clears(&terminal),
        opened + 1,
        "the help opened on the player"
    );
    terminal.quit();
}
