//! The real binary in a terminal: tmux runs it, keys and mouse reports go in and the
//! screen comes out; where tmux cannot play the terminal (a query it does not answer, a
//! hang-up, a paste larger than its buffers), a pseudo-terminal whose other end the test
//! holds; and xterm on a virtual X display, a terminal emulator as a class has it,
//! answering every query itself.
//!
//! Skipped (with a note) when tmux (or Xvfb, xterm and xdotool) is not installed, unless
//! the environment variable `CI` is `true`: there a missing program fails the tests, so
//! that they cannot pass unseen. The
//! modules share one test binary, so that the crate is linked once for all of them.

#[path = "../common/mod.rs"]
mod common;

mod terminal_clear;
mod terminal_mouse;
mod terminal_theme;
mod tmux;
mod tmux_mouse;
#[cfg(unix)]
mod xterm;
