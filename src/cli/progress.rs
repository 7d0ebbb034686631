//! The progress line: one line on standard error, kept up to date while a command works
//! and erased when it is done, for every command that shows progress (`solve --count`,
//! `trace`, `export` to a far step, both passes of `record`).
//!
//! It is written by hand rather than with a progress-bar crate: the line has to wait out
//! a quiet second (a short run never flickers), stay off a screen that standard output
//! shares, and cost nothing in a search loop that looks at the clock only every few
//! thousand events. With those rules a crate's bar would be mostly bypassed, and
//! `indicatif` would add three crates (with `console` and `unit-prefix`) to the build for
//! what is here a few lines.

use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

/// How long a run goes before the progress line appears.
const QUIET_FOR: Duration = Duration::from_secs(1);
/// How often the progress line is redrawn.
const REDRAW_EVERY: Duration = Duration::from_millis(200);
/// Goes to the start of the line and clears it.
const CLEAR_LINE: &str = "\r\x1b[2K";

/// A progress line on `W` (standard error, but for tests), drawn after a quiet second at
/// most five times a second and erased on [`erase`](Progress::erase) or when dropped.
#[derive(Debug)]
pub struct Progress<W: Write = io::Stderr> {
    /// Where the line goes; `None` when it must not be drawn.
    out: Option<W>,
    started: Instant,
    /// When the line was last drawn.
    drawn: Option<Instant>,
    /// Whether the line is on screen now.
    shown: bool,
}

impl Progress {
    /// A progress line on standard error, from now, drawn only when `allowed` (see
    /// [`suits`](Progress::suits)).
    pub fn on_stderr(allowed: bool) -> Progress {
        Progress::to(allowed.then(io::stderr), Instant::now())
    }

    /// Whether a progress line suits this command: standard error is a terminal, and
    /// standard output is not the same screen, unless the command prints nothing there
    /// until its end (`quiet`, as `--count` does), where the line is erased first.
    pub fn suits(quiet: bool) -> bool {
        io::stderr().is_terminal() && (quiet || !io::stdout().is_terminal())
    }
}

impl<W: Write> Progress<W> {
    /// A progress line on `out`, if any, for work that started at `started`.
    pub fn to(out: Option<W>, started: Instant) -> Progress<W> {
        Progress {
            out,
            started,
            drawn: None,
            shown: false,
        }
    }

    /// Redraws the line if it is due at `now`: `line` is asked for its text, given the
    /// time since the start, only then.
    pub fn update(&mut self, now: Instant, line: impl FnOnce(Duration) -> String) {
        let elapsed = now.saturating_duration_since(self.started);
        let due = self
            .drawn
            .is_none_or(|at| now.saturating_duration_since(at) >= REDRAW_EVERY);
        if elapsed < QUIET_FOR || !due {
            return;
        }
        if let Some(out) = &mut self.out {
            self.drawn = Some(now);
            let text = format!("{CLEAR_LINE}{}", line(elapsed));
            let _ = out.write_all(text.as_bytes());
            let _ = out.flush();
            self.shown = true;
        }
    }

    /// Erases the line, before anything else is printed to the terminal it is on.
    pub fn erase(&mut self) {
        if std::mem::take(&mut self.shown)
            && let Some(out) = &mut self.out
        {
            let _ = out.write_all(CLEAR_LINE.as_bytes());
            let _ = out.flush();
        }
    }
}

impl<W: Write> Drop for Progress<W> {
    fn drop(&mut self) {
        self.erase();
    }
}

/// The line of a search: placements, solutions, millions of placements a second, and
/// seconds taken.
pub fn search_line(placements: u64, solutions: u64, elapsed: Duration) -> String {
    let secs = elapsed.as_secs_f64();
    let rate = placements as f64 / secs.max(1e-9);
    format!(
        "{placements} placements  {solutions} solutions  {:.1} M/s  {secs:.1} s",
        rate / 1e6
    )
}

/// The line of a run of known length: `done` of `total` frames, and the seconds left at
/// the pace so far.
pub fn frames_line(done: u64, total: u64, elapsed: Duration) -> String {
    let left = elapsed.as_secs_f64() / done.max(1) as f64 * total.saturating_sub(done) as f64;
    format!("{done}/{total} frames, {left:.0} s left")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn written(progress: &Progress<Vec<u8>>) -> String {
        let out = progress.out.as_ref().expect("an output");
        String::from_utf8(out.clone()).expect("text")
    }

    #[test]
    fn the_line_waits_out_the_quiet_second_then_redraws_five_times_a_second() {
        let start = Instant::now();
        let at = |ms| start + Duration::from_millis(ms);
        let mut progress = Progress::to(Some(Vec::new()), start);
        progress.update(at(999), |_| "early".into());
        assert_eq!(written(&progress), "");
        progress.update(at(1000), |secs| format!("{}", secs.as_millis()));
        progress.update(at(1199), |_| "too soon".into());
        progress.update(at(1200), |secs| format!("{}", secs.as_millis()));
        assert_eq!(written(&progress), "\r\x1b[2K1000\r\x1b[2K1200");
        progress.erase();
        progress.erase();
        assert_eq!(
            written(&progress),
            "\r\x1b[2K1000\r\x1b[2K1200\r\x1b[2K",
            "erased once"
        );
    }

    #[test]
    fn a_line_never_drawn_is_never_erased() {
        let start = Instant::now();
        let mut progress = Progress::to(Some(Vec::new()), start);
        progress.update(start + Duration::from_millis(10), |_| "early".into());
        progress.erase();
        assert_eq!(written(&progress), "");
    }

    #[test]
    fn without_an_output_nothing_is_asked_for() {
        let start = Instant::now();
        let mut progress = Progress::<Vec<u8>>::to(None, start);
        progress.update(start + Duration::from_secs(5), |_| {
            panic!("the line is not needed")
        });
        assert!(!progress.shown);
    }

    #[test]
    fn the_lines_say_counts_rates_and_time_left() {
        assert_eq!(
            search_line(3_000_000, 92, Duration::from_secs(2)),
            "3000000 placements  92 solutions  1.5 M/s  2.0 s"
        );
        assert_eq!(
            frames_line(250, 1_000, Duration::from_secs(5)),
            "250/1000 frames, 15 s left"
        );
        assert_eq!(frames_line(0, 10, Duration::ZERO), "0/10 frames, 0 s left");
    }
}
