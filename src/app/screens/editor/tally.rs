//! The solutions of a puzzle being edited, counted in the background as `solve --all
//! --count` counts them, up to a cap, with a spinner while the count runs: what the
//! subset-sum and the map editors show of the puzzle typed so far.

use std::ops::ControlFlow;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::background::BackgroundJob;
use crate::app::widgets::text::grouped;
use crate::app::words::Id;
use crate::app::{Lang, Theme};
use crate::engine::{Event, Problem, Search, StopAfter};

/// No count places more digits than this: a few seconds of search at most, after which
/// the count says it gave up rather than keep a core busy.
pub const PLACEMENT_CAP: u64 = 20_000_000;

/// No count goes past this many solutions: past it, the panel says "more than".
pub const SOLUTION_CAP: u64 = 100_000;

/// How often the spinner turns while the solutions are counted.
pub const SPIN: Duration = Duration::from_millis(120);

/// The spinner's frames, in Unicode and in ASCII.
const SPINNER: [&str; 4] = ["◐", "◓", "◑", "◒"];
/// [`SPINNER`] in ASCII.
const SPINNER_ASCII: [&str; 4] = ["|", "/", "-", "\\"];

/// The spinner's frame `since` a count started, in the theme's glyphs.
pub fn spinner(since: Instant, theme: &Theme) -> &'static str {
    let frames = if theme.is_ascii() {
        SPINNER_ASCII
    } else {
        SPINNER
    };
    let turn = since.elapsed().as_millis() / SPIN.as_millis();
    frames[turn as usize % frames.len()]
}

/// How many solutions a count found, and whether it saw them all.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SolutionTally {
    /// Every solution: exactly this many, as `solve --all --count` prints.
    Exactly(u64),
    /// More than the cap of solutions.
    MoreThan(u64),
    /// The cap of placements came first.
    GaveUp {
        /// The solutions found before giving up.
        found: u64,
        /// The placements made.
        placements: u64,
    },
}

/// The caps a count stops at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Caps {
    /// The most solutions counted one by one.
    pub solutions: u64,
    /// The most placements made.
    pub placements: u64,
}

impl Default for Caps {
    fn default() -> Caps {
        Caps {
            solutions: SOLUTION_CAP,
            placements: PLACEMENT_CAP,
        }
    }
}

/// The solutions of `problem`, searched to the end as `solve --all` does, stopping at
/// `caps`, or `None` once `cancel` is set.
pub fn tally<P: Problem>(problem: P, caps: Caps, cancel: &AtomicBool) -> Option<SolutionTally> {
    let stop = StopAfter::Solutions(caps.solutions.saturating_add(1).max(1));
    let mut search = Search::new(problem, stop);
    let mut seen: u32 = 0;
    let stopped = search.try_for_each_event(|event, _, counters| {
        seen = seen.wrapping_add(1);
        if seen.is_multiple_of(4096) && cancel.load(Ordering::Relaxed) {
            return ControlFlow::Break(None);
        }
        if matches!(event, Event::Place { .. }) && counters.placements >= caps.placements {
            return ControlFlow::Break(Some(SolutionTally::GaveUp {
                found: counters.solutions,
                placements: counters.placements,
            }));
        }
        ControlFlow::Continue(())
    });
    match stopped {
        ControlFlow::Break(ended) => ended,
        ControlFlow::Continue(()) => Some(match search.counters().solutions {
            found if found > caps.solutions => SolutionTally::MoreThan(caps.solutions),
            found => SolutionTally::Exactly(found),
        }),
    }
}

/// The words of a count's line: the message of an exact count and of one past the cap,
/// each taking the count.
#[derive(Clone, Copy, Debug)]
pub struct TallyWords {
    /// "2 subsets reach the target": {0} the count.
    pub exactly: Id,
    /// "More than 100,000": {0} the cap.
    pub more_than: Id,
}

/// A count that follows the puzzle: started on each edit, read on each tick.
#[derive(Debug)]
pub struct Live {
    job: Option<BackgroundJob<SolutionTally>>,
    tally: Option<SolutionTally>,
    /// When the count under way started, for its spinner.
    since: Instant,
    /// When the spinner turns next, while the count runs.
    turn_at: Instant,
    caps: Caps,
}

impl Live {
    /// No count yet: the puzzle cannot be searched.
    pub fn idle(caps: Caps) -> Live {
        let now = Instant::now();
        Live {
            job: None,
            tally: None,
            since: now,
            turn_at: now,
            caps,
        }
    }

    /// Counts the solutions of `problem`, or nothing for `None` (a puzzle that cannot
    /// be searched), dropping the count under way.
    pub fn restart<P: Problem + Send + 'static>(&mut self, problem: Option<P>) {
        self.tally = None;
        self.since = Instant::now();
        self.turn_at = self.since + SPIN;
        let caps = self.caps;
        self.job =
            problem.map(|problem| BackgroundJob::start(move |cancel| tally(problem, caps, cancel)));
    }

    /// Takes the count if it has ended; true, so that the spinner turns.
    pub fn tick(&mut self, now: Instant) -> bool {
        self.turn_at = now + SPIN;
        if let Some(job) = &self.job
            && let Some(tally) = job.poll()
        {
            self.tally = Some(tally);
            self.job = None;
        }
        true
    }

    /// When the spinner turns next, while a count runs.
    pub fn deadline(&self) -> Option<Instant> {
        self.job.as_ref().map(|_| self.turn_at)
    }

    /// The count, once it has ended.
    #[cfg(test)]
    pub fn tally(&self) -> Option<SolutionTally> {
        self.tally
    }

    /// Whether a count is under way.
    pub fn running(&self) -> bool {
        self.job.is_some()
    }

    /// The line the panel shows in `lang`: the count, or the spinner while it runs;
    /// `None` when there is nothing to count.
    pub fn line(&self, words: TallyWords, theme: &Theme) -> Option<String> {
        let lang: Lang = theme.lang();
        if self.running() {
            return Some(super::words::COUNTING.fill(lang, &[&spinner(self.since, theme)]));
        }
        Some(match self.tally? {
            SolutionTally::Exactly(count) => words.exactly.fill(lang, &[&grouped(count)]),
            SolutionTally::MoreThan(cap) => words.more_than.fill(lang, &[&grouped(cap)]),
            SolutionTally::GaveUp { found, placements } => {
                super::words::TALLY_GAVE_UP.fill(lang, &[&grouped(placements), &grouped(found)])
            }
        })
    }

    /// Waits for the count under way to end: for the tests.
    #[cfg(test)]
    pub fn wait(&mut self) -> Option<SolutionTally> {
        if let Some(job) = self.job.take() {
            self.tally = job.wait();
        }
        self.tally
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::SubsetSum;

    /// What `solve --all --count` prints: every solution of the whole search.
    fn solve_all_count<P: Problem>(problem: P) -> u64 {
        Search::new(problem, StopAfter::Exhaustion)
            .filter(|&event| event == Event::Solution)
            .count() as u64
    }

    #[test]
    fn a_tally_is_solve_all_count_capped() {
        let never = AtomicBool::new(false);
        let sums = [
            (vec![3, 34, 4, 12, 5, 2], 9, 2),
            (vec![1, 2, 3, 4, 5], 7, 3),
            (vec![2, 4, 6, 8], 5, 0),
        ];
        for (numbers, target, expected) in sums {
            let problem = SubsetSum::new(&numbers, target).expect("a puzzle");
            assert_eq!(solve_all_count(problem.clone()), expected);
            let counted = tally(problem, Caps::default(), &never);
            assert_eq!(
                counted,
                Some(SolutionTally::Exactly(expected)),
                "{numbers:?}"
            );
        }
        // 1 to 12 to 39: many subsets, past a cap of 10.
        let many: Vec<u64> = (1..=12).collect();
        let problem = SubsetSum::new(&many, 39).expect("a puzzle");
        let all = solve_all_count(problem.clone());
        assert!(all > 10);
        let caps = Caps {
            solutions: 10,
            placements: PLACEMENT_CAP,
        };
        assert_eq!(
            tally(problem.clone(), caps, &never),
            Some(SolutionTally::MoreThan(10))
        );
        let exact = Caps {
            solutions: all,
            placements: PLACEMENT_CAP,
        };
        assert_eq!(
            tally(problem.clone(), exact, &never),
            Some(SolutionTally::Exactly(all))
        );
        let short = Caps {
            solutions: SOLUTION_CAP,
            placements: 3,
        };
        assert!(matches!(
            tally(problem, short, &never),
            Some(SolutionTally::GaveUp { placements: 3, .. })
        ));
    }

    #[test]
    fn a_live_count_follows_restarts() {
        let mut live = Live::idle(Caps::default());
        assert_eq!((live.running(), live.tally()), (false, None));
        live.restart(SubsetSum::new(&[1, 2, 3, 4, 5], 7).ok());
        assert_eq!(live.wait(), Some(SolutionTally::Exactly(3)));
        live.restart(None::<SubsetSum>);
        assert_eq!(live.wait(), None);
        assert!(live.deadline().is_none());
    }
}
