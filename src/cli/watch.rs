//! Watching a long run: a progress line on standard error, and the limits that stop it.
//!
//! Every command that runs a search (`solve` and `trace`, and any later one) hands a
//! [`Watch`] each event's counters. The watch stops the run at `--max-placements` or
//! `--timeout` and, when standard error is a terminal and the run passes a second, keeps
//! one line there up to date (placements, solutions, rate, elapsed), erased at the end.
//! Looking at the clock costs more than an event, so it looks once every few thousand.

use std::fmt;
use std::io::{self, IsTerminal, Write};
use std::time::{Duration, Instant};

use super::args::Limits;
use crate::engine::Counters;

/// Events between two looks at the clock.
const LOOK_EVERY: u32 = 4096;
/// How long a run goes before the progress line appears.
const QUIET_FOR: Duration = Duration::from_secs(1);
/// How often the progress line is redrawn.
const REDRAW_EVERY: Duration = Duration::from_millis(200);

/// Why a run stopped before its end, with what it had done by then: exit status 3.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Stopped {
    /// The limit that was reached.
    pub limit: Limit,
    /// Placements made, over every puzzle searched.
    pub placements: u64,
    /// Solutions found, over every puzzle searched.
    pub solutions: u64,
    /// Time taken.
    pub elapsed: Duration,
}

/// A limit from the command line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Limit {
    /// `--timeout SECS`.
    Timeout(Duration),
    /// `--max-placements N`.
    Placements(u64),
}

impl fmt::Display for Stopped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.limit {
            Limit::Timeout(limit) => write!(f, "--timeout {} reached", limit.as_secs_f64())?,
            Limit::Placements(limit) => write!(f, "--max-placements {limit} reached")?,
        }
        write!(
            f,
            " after {} placements, {} solutions and {:.2} s; the output is what was found until then",
            self.placements,
            self.solutions,
            self.elapsed.as_secs_f64()
        )
    }
}

/// The limits and the progress line of one run, over every puzzle it searches.
#[derive(Debug)]
pub struct Watch {
    started: Instant,
    deadline: Option<(Instant, Duration)>,
    max_placements: u64,
    /// Totals of the puzzles searched before the current one.
    done: Counters,
    countdown: u32,
    /// Whether the progress line may be drawn, and when it was last.
    progress: Option<Option<Instant>>,
    /// Whether the progress line is on screen now.
    shown: bool,
    stopped: Option<Stopped>,
}

impl Watch {
    /// A watch of a run starting now, under `limits`; `progress` allows the progress line.
    pub fn new(limits: &Limits, progress: bool) -> Watch {
        let started = Instant::now();
        Watch {
            started,
            deadline: limits.timeout.map(|limit| (started + limit, limit)),
            max_placements: limits.max_placements.unwrap_or(u64::MAX),
            done: Counters::default(),
            countdown: LOOK_EVERY,
            progress: progress.then_some(None),
            shown: false,
            stopped: None,
        }
    }

    /// Whether a progress line suits this run: standard error is a terminal, and standard
    /// output is not the same screen, unless the command prints nothing until its end
    /// (`quiet`, as `--count` does), where the line is erased before the output.
    pub fn suits(quiet: bool) -> bool {
        io::stderr().is_terminal() && (quiet || !io::stdout().is_terminal())
    }

    /// Takes the counters of the current search after its latest event; `true` when the
    /// run must stop here, that event left out.
    #[inline]
    pub fn stops(&mut self, counters: &Counters) -> bool {
        if self.done.placements + counters.placements > self.max_placements {
            return self.stop(Limit::Placements(self.max_placements), counters);
        }
        self.countdown -= 1;
        self.countdown == 0 && self.look(counters)
    }

    /// Looks at the clock now, not after a count of events: for callers that hand over the
    /// counters only now and then (between slices of a long move). Draws the progress line
    /// when it is due; `true` when the run must stop.
    pub fn glance(&mut self, counters: &Counters) -> bool {
        self.look(counters)
    }

    /// Adds a finished search's counters to the run's totals.
    pub fn finished(&mut self, counters: &Counters) {
        self.done.placements += counters.placements;
        self.done.solutions += counters.solutions;
    }

    /// Why the run stopped early, if it did.
    pub fn stopped(&self) -> Option<Stopped> {
        self.stopped
    }

    /// Erases the progress line, before anything is printed to the terminal it is on.
    pub fn erase(&mut self) {
        if std::mem::take(&mut self.shown) {
            let mut stderr = io::stderr().lock();
            let _ = write!(stderr, "\r\x1b[2K");
            let _ = stderr.flush();
        }
    }

    #[cold]
    fn look(&mut self, counters: &Counters) -> bool {
        self.countdown = LOOK_EVERY;
        let now = Instant::now();
        if let Some((deadline, limit)) = self.deadline
            && now >= deadline
        {
            return self.stop(Limit::Timeout(limit), counters);
        }
        if let Some(drawn) = self.progress {
            let elapsed = now - self.started;
            let due = drawn.is_none_or(|at| now - at >= REDRAW_EVERY);
            if elapsed >= QUIET_FOR && due {
                self.progress = Some(Some(now));
                self.draw(counters, elapsed);
            }
        }
        false
    }

    fn stop(&mut self, limit: Limit, counters: &Counters) -> bool {
        self.stopped = Some(Stopped {
            limit,
            placements: (self.done.placements + counters.placements).min(self.max_placements),
            solutions: self.done.solutions + counters.solutions,
            elapsed: self.started.elapsed(),
        });
        true
    }

    fn draw(&mut self, counters: &Counters, elapsed: Duration) {
        let placements = self.done.placements + counters.placements;
        let solutions = self.done.solutions + counters.solutions;
        let rate = placements as f64 / elapsed.as_secs_f64().max(1e-9);
        let mut stderr = io::stderr().lock();
        let _ = write!(
            stderr,
            "\r\x1b[2K{placements} placements  {solutions} solutions  {:.1} M/s  {:.1} s",
            rate / 1e6,
            elapsed.as_secs_f64()
        );
        let _ = stderr.flush();
        self.shown = true;
    }
}

impl Drop for Watch {
    fn drop(&mut self) {
        self.erase();
    }
}

/// Reads `--timeout`'s value: a positive number of seconds, fractions allowed.
pub fn parse_seconds(text: &str) -> Result<Duration, String> {
    match text.parse::<f64>() {
        Ok(secs) if secs > 0.0 && secs.is_finite() && secs < 1e12 => {
            Ok(Duration::from_secs_f64(secs))
        }
        _ => Err("expected a positive number of seconds, such as 10 or 0.5".to_owned()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn counters(placements: u64, solutions: u64) -> Counters {
        Counters {
            placements,
            solutions,
            ..Counters::default()
        }
    }

    #[test]
    fn max_placements_stops_before_the_one_past_the_limit_over_every_puzzle() {
        let limits = Limits {
            timeout: None,
            max_placements: Some(10),
        };
        let mut watch = Watch::new(&limits, false);
        assert!(!watch.stops(&counters(6, 1)));
        watch.finished(&counters(6, 1));
        assert!(!watch.stops(&counters(4, 0)));
        assert!(watch.stops(&counters(5, 2)));
        let stopped = watch.stopped().expect("stopped");
        assert_eq!(stopped.limit, Limit::Placements(10));
        assert_eq!((stopped.placements, stopped.solutions), (10, 3));
    }

    #[test]
    fn a_timeout_is_seen_within_a_few_thousand_events() {
        let limits = Limits {
            timeout: Some(Duration::from_nanos(1)),
            max_placements: None,
        };
        let mut watch = Watch::new(&limits, false);
        std::thread::sleep(Duration::from_millis(1));
        let events = (1..=LOOK_EVERY).find(|_| watch.stops(&counters(0, 0)));
        assert_eq!(events, Some(LOOK_EVERY));
        assert!(matches!(
            watch.stopped().map(|s| s.limit),
            Some(Limit::Timeout(_))
        ));
    }

    #[test]
    fn seconds_are_positive_numbers() {
        assert_eq!(parse_seconds("1"), Ok(Duration::from_secs(1)));
        assert_eq!(parse_seconds("0.5"), Ok(Duration::from_millis(500)));
        for bad in ["0", "-1", "x", "inf", "NaN", ""] {
            assert!(parse_seconds(bad).is_err(), "{bad}");
        }
    }
}
