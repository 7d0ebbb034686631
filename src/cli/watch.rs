//! Watching a long run: a progress line on standard error, and the limits that stop it.
//!
//! Every command that runs a search (`solve` and `trace`, and any later one) hands a
//! [`Watch`] each event's counters. The watch stops the run at `--max-placements` or
//! `--timeout` and keeps the [`Progress`] line up to date (placements, solutions, rate,
//! elapsed). Looking at the clock costs more than an event, so it looks once every few
//! thousand.

use std::fmt;
use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::args::Limits;
use super::progress::{Progress, search_line};
use crate::app::runtime::signals::Signals;
use crate::engine::Counters;

/// Events between two looks at the clock.
const LOOK_EVERY: u32 = 4096;

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
    /// A signal that ends a program (Ctrl-C is 2), caught while a search ran.
    Signal(i32),
}

impl fmt::Display for Stopped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.limit {
            Limit::Timeout(limit) => write!(f, "--timeout {} reached", limit.as_secs_f64())?,
            Limit::Placements(limit) => write!(f, "--max-placements {limit} reached")?,
            Limit::Signal(_) => write!(f, "interrupted")?,
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
    /// The progress line, drawn only when allowed.
    progress: Progress,
    stopped: Option<Stopped>,
    /// The signals caught while a search runs, once the command has asked for them.
    signals: Option<Signals>,
    /// Up while no search runs: an ending signal then ends the program at once.
    idle: Arc<AtomicBool>,
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
            progress: Progress::to(progress.then(io::stderr), started),
            stopped: None,
            signals: None,
            idle: Arc::new(AtomicBool::new(true)),
        }
    }

    /// Catches Ctrl-C and the other ending signals until [`release`](Watch::release):
    /// the run then stops at its next look at the clock, as at a limit, so that what it
    /// found is printed and the progress line erased. Held only while a search runs: a
    /// command waiting for its input still ends at once on Ctrl-C. The handlers are
    /// registered at the first search and stay until the watch is dropped; between
    /// searches they give way to the signal's default action.
    pub fn catch_signals(&mut self) {
        if self.signals.is_none() {
            self.signals = Signals::ending_unless(&self.idle).ok();
        }
        self.idle.store(false, Ordering::SeqCst);
    }

    /// Stops catching signals: a signal caught meanwhile has already stopped the run.
    pub fn release(&mut self, counters: &Counters) {
        self.idle.store(true, Ordering::SeqCst);
        if let Some(signal) = self.signals.as_ref().and_then(Signals::ended)
            && self.stopped.is_none()
        {
            self.stop(Limit::Signal(signal), counters);
        }
    }

    /// Whether a progress line suits this run: [`Progress::suits`].
    pub fn suits(quiet: bool) -> bool {
        Progress::suits(quiet)
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

    /// Counts one event towards the next look at the clock, and looks when it is due;
    /// `true` when the run must stop. It takes the two totals the look shows, so that a
    /// search whose loop this is compiled into keeps its counters in registers; and it
    /// does not check `--max-placements`, for a search the engine holds at that limit.
    #[inline]
    pub fn tick(&mut self, placements: u64, solutions: u64) -> bool {
        self.countdown -= 1;
        if self.countdown != 0 {
            return false;
        }
        let counters = Counters {
            placements,
            solutions,
            ..Counters::default()
        };
        self.look(&counters)
    }

    /// The placements the current search may make before `--max-placements` stops the
    /// run: the limit less what the puzzles searched before it made.
    pub fn placements_left(&self) -> u64 {
        self.max_placements.saturating_sub(self.done.placements)
    }

    /// Stops the run at `--max-placements`: the current search, whose counters these
    /// are, was held before the placement past it.
    pub fn reached_max_placements(&mut self, counters: &Counters) {
        self.stop(Limit::Placements(self.max_placements), counters);
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
        self.progress.erase();
    }

    #[cold]
    fn look(&mut self, counters: &Counters) -> bool {
        self.countdown = LOOK_EVERY;
        if let Some(signal) = self.signals.as_ref().and_then(Signals::ended) {
            return self.stop(Limit::Signal(signal), counters);
        }
        let now = Instant::now();
        if let Some((deadline, limit)) = self.deadline
            && now >= deadline
        {
            return self.stop(Limit::Timeout(limit), counters);
        }
        let placements = self.done.placements + counters.placements;
        let solutions = self.done.solutions + counters.solutions;
        self.progress
            .update(now, |elapsed| search_line(placements, solutions, elapsed));
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
}
