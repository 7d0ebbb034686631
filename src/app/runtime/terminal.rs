//! The terminal the app draws on: taken over for the run and given back after it, on a
//! signal and while suspended; and drawn in an area of bounded size.
//!
//! This is `ratatui::run`'s sequence (raw mode, alternate screen, a panic hook that
//! restores them) with three changes: the drawing area is at most [`MAX_WIDTH`] ×
//! [`MAX_HEIGHT`] cells whatever size the terminal reports, since a frame allocates every
//! cell of its area twice over; a failure to set up is returned, not a panic; and the
//! mouse is taken with the terminal (unless [`without_mouse`]) and given back on every way
//! out, the panic hook's too.

use std::io::{self, stdout};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

use ratatui::{
    DefaultTerminal, TerminalOptions, Viewport,
    crossterm::{
        event::{DisableMouseCapture, EnableMouseCapture},
        execute,
        terminal::{self, Clear, ClearType, EnterAlternateScreen, LeaveAlternateScreen},
    },
    layout::{Rect, Size},
};

use super::signals;

/// The widest area drawn, in columns: past a projector's width already.
pub const MAX_WIDTH: u16 = 1000;
/// The tallest area drawn, in rows.
pub const MAX_HEIGHT: u16 = 400;

/// Whether the app takes the mouse: unless `--no-mouse` or `BACKTRACK_NO_MOUSE` said no.
static MOUSE: AtomicBool = AtomicBool::new(true);

/// Whether the terminal said it does not report the mouse (or is `TERM=dumb`).
static UNREPORTED: AtomicBool = AtomicBool::new(false);

/// The terminal does not report the mouse, as it answered at startup: the app leaves the
/// mouse to it, and the help says why.
pub fn unreported() {
    UNREPORTED.store(true, Ordering::Relaxed);
}

/// Whether the app leaves the mouse to a terminal that does not report it.
pub fn mouse_unreported() -> bool {
    UNREPORTED.load(Ordering::Relaxed)
}

/// The app leaves the mouse to the terminal (`--no-mouse`): a click selects text, as it
/// does without the app, and the timeline bar, there only to be clicked, is not drawn.
pub fn without_mouse() {
    MOUSE.store(false, Ordering::Relaxed);
}

/// Whether the app takes the mouse: not after [`without_mouse`], nor when
/// `BACKTRACK_NO_MOUSE` is set to anything but an empty value or `0`, nor when the
/// terminal does not report it ([`unreported`]).
pub fn takes_mouse() -> bool {
    let refused = std::env::var_os("BACKTRACK_NO_MOUSE").is_some_and(|v| !v.is_empty() && v != "0");
    MOUSE.load(Ordering::Relaxed) && !refused && !mouse_unreported()
}

/// Gives the mouse back to the terminal, whether the app took it or not: on every way out
/// (quitting, a signal, a panic, Ctrl-Z), so that the shell never receives the mouse's
/// escape sequences as typed text.
pub fn release_mouse() {
    let _ = execute!(stdout(), DisableMouseCapture);
}

/// Gives the whole terminal back as [`give_back`] does (the mouse, the main screen, the
/// cursor, cooked mode), writing straight to standard output's file rather than through
/// its lock: for the signal watchdog, whose main thread may hold that lock (`compare`
/// keeps it for its report) while stuck on a terminal that is gone.
#[cfg(unix)]
pub fn give_back_unlocked() {
    use std::os::fd::AsFd;
    let _ = rustix::io::write(std::io::stdout().as_fd(), giving_back().as_bytes());
    let _ = terminal::disable_raw_mode();
}

/// What gives the terminal's modes back, as one write: the mouse, the main screen and
/// the cursor.
#[cfg(unix)]
fn giving_back() -> String {
    use ratatui::crossterm::{Command, cursor::Show};
    let mut sequence = String::new();
    // Writing to a string cannot fail.
    let _ = DisableMouseCapture
        .write_ansi(&mut sequence)
        .and_then(|()| LeaveAlternateScreen.write_ansi(&mut sequence))
        .and_then(|()| Show.write_ansi(&mut sequence));
    sequence
}

/// The terminal the keys are read from, to tell when it has gone.
///
/// A terminal whose window closed reads as end of file for ever, and where no hang-up
/// signal comes (another process kept the session) nothing else says so: the app asks
/// whether its key source is still a terminal, which a hung-up one no longer is.
#[derive(Debug)]
pub struct KeyTerminal {
    /// The terminal itself when the keys come from `/dev/tty` rather than standard input.
    #[cfg(unix)]
    tty: Option<std::fs::File>,
}

impl KeyTerminal {
    /// The terminal the keys come from now: standard input when it is one, else
    /// `/dev/tty`, as the terminal library chooses.
    pub fn open() -> KeyTerminal {
        #[cfg(unix)]
        {
            use std::io::IsTerminal;
            let tty = match std::io::stdin().is_terminal() {
                true => None,
                false => std::fs::File::open("/dev/tty").ok(),
            };
            KeyTerminal { tty }
        }
        #[cfg(not(unix))]
        KeyTerminal {}
    }

    /// Whether the terminal has gone: hung up, closed, or no terminal any more. Never
    /// where the system has no such thing to ask (a console that closes ends the app).
    pub fn gone(&self) -> bool {
        #[cfg(unix)]
        {
            use std::io::IsTerminal;
            match &self.tty {
                Some(tty) => !tty.is_terminal(),
                None => !std::io::stdin().is_terminal(),
            }
        }
        #[cfg(not(unix))]
        false
    }
}

/// Adds giving the mouse back to the panic hook that restores the terminal, once.
fn release_mouse_on_panic() {
    static HOOKED: Once = Once::new();
    HOOKED.call_once(|| {
        let restore = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            release_mouse();
            restore(info);
        }));
    });
}

/// Where the app draws on a terminal of `size`: its top-left corner, up to
/// [`MAX_WIDTH`] × [`MAX_HEIGHT`] cells.
pub fn bounded(size: Size) -> Rect {
    Rect::new(0, 0, size.width.min(MAX_WIDTH), size.height.min(MAX_HEIGHT))
}

/// Takes over the terminal, runs `f` on it, and gives the terminal back, also when `f`
/// fails (a panic is covered by the hook ratatui installs).
pub fn run<R>(f: impl FnOnce(&mut DefaultTerminal) -> anyhow::Result<R>) -> anyhow::Result<R> {
    let mut terminal = match take_over() {
        Ok(terminal) => terminal,
        Err(error) => {
            let _ = ratatui::try_restore();
            return Err(anyhow::Error::new(error).context("cannot set up the terminal"));
        }
    };
    let result = f(&mut terminal);
    give_back(&mut terminal);
    // Dropped, the terminal would show the cursor again and, on a terminal that is gone,
    // print its failure to standard error, which panics when that is full: `give_back`
    // has done all it would, so it is left undropped (its buffers go with the process).
    std::mem::forget(terminal);
    result
}

fn take_over() -> io::Result<DefaultTerminal> {
    let (width, height) = terminal::size()?;
    let viewport = Viewport::Fixed(bounded(Size::new(width, height)));
    let mut terminal = ratatui::try_init_with_options(TerminalOptions { viewport })?;
    execute!(stdout(), EnterAlternateScreen)?;
    take_mouse()?;
    clear(&mut terminal)?;
    Ok(terminal)
}

/// Clears the whole screen and has the next frame drawn whole: as the app starts, comes
/// back from Ctrl-Z, and one screen replaces another (where xterm would keep a pixel of a
/// wide glyph, ◀ or ▶, drawn over the cell beside it).
///
/// Unlike ratatui's `Terminal::clear`, it never asks the terminal where its cursor is: a
/// terminal that does not answer that question would hold the start for two seconds and
/// then stop the app; the full-screen area needs no cursor.
pub fn clear(terminal: &mut DefaultTerminal) -> io::Result<()> {
    execute!(stdout(), Clear(ClearType::All))?;
    let area = terminal.get_frame().area();
    terminal.resize(area)
}

/// Asks the terminal for the mouse's events, if the app takes the mouse.
fn take_mouse() -> io::Result<()> {
    if takes_mouse() {
        release_mouse_on_panic();
        execute!(stdout(), EnableMouseCapture)?;
    }
    Ok(())
}

/// The mouse, cooked mode, echo, the main screen and the cursor, as the shell had them;
/// errors are ignored, as there is nothing better to do with them on the way out.
pub fn give_back(terminal: &mut DefaultTerminal) {
    release_mouse();
    let _ = terminal.show_cursor();
    let _ = terminal::disable_raw_mode();
    let _ = execute!(stdout(), LeaveAlternateScreen);
}

/// Keeps the drawing area the terminal's size, within the bound; a change clears the
/// screen, so the next frame is drawn whole.
pub fn fit(terminal: &mut DefaultTerminal) -> io::Result<()> {
    let area = bounded(terminal.size()?);
    if area != terminal.get_frame().area() {
        terminal.resize(area)?;
    }
    Ok(())
}

/// Gives the terminal back, stops until the shell continues the app (`fg`), then takes the
/// terminal again and clears it, so the next frame is drawn whole.
pub fn suspend(terminal: &mut DefaultTerminal) -> io::Result<()> {
    give_back(terminal);
    signals::stop()?;
    terminal::enable_raw_mode()?;
    execute!(stdout(), EnterAlternateScreen)?;
    take_mouse()?;
    terminal.hide_cursor()?;
    fit(terminal)?;
    clear(terminal)
}

#[cfg(test)]
mod tests {
    use ratatui::{Terminal, backend::TestBackend};

    use super::*;
    use crate::app::{App, Start, Theme};
    use crate::problems::Puzzle;
    use crate::problems::QueensBoard;

    #[cfg(unix)]
    #[test]
    fn the_watchdog_gives_back_the_main_screen_the_cursor_and_the_mouse() {
        let sequence = giving_back();
        for (mode, what) in [
            ("\x1b[?1049l", "the main screen"),
            ("\x1b[?25h", "the cursor"),
            ("\x1b[?1000l", "the mouse"),
        ] {
            assert!(sequence.contains(mode), "{what}: {sequence:?}");
        }
    }

    #[test]
    fn the_area_is_the_terminal_up_to_the_bound() {
        assert_eq!(bounded(Size::new(80, 24)), Rect::new(0, 0, 80, 24));
        assert_eq!(
            bounded(Size::new(u16::MAX, u16::MAX)),
            Rect::new(0, 0, MAX_WIDTH, MAX_HEIGHT)
        );
        assert_eq!(bounded(Size::new(0, 0)), Rect::ZERO);
    }

    #[test]
    fn the_player_draws_at_the_largest_area() {
        let board = QueensBoard::sized(8).expect("8 queens");
        let app = App::new(Start::board(board), Theme::detect(false, true));
        let mut terminal = Terminal::new(TestBackend::new(MAX_WIDTH, MAX_HEIGHT)).unwrap();
        let frame = terminal
            .draw(|frame| frame.render_widget(&app, frame.area()))
            .unwrap();
        let text = crate::app::screen_text(frame.buffer);
        assert!(
            text.contains("8-Queens") && text.contains("step 0"),
            "no player drawn"
        );
    }
}
