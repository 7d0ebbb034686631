//! Moving to any step of a search, backwards as well as forwards.

use super::{Event, Problem, Search};

/// How many checkpoints a timeline keeps at most; past that it keeps every other one.
const MAX_CHECKPOINTS: usize = 256;
/// Events between checkpoints at the start; doubled each time the checkpoints are thinned.
const FIRST_INTERVAL: u64 = 1024;
/// How many solution steps are remembered for jumping back to them (8 MiB of `u64`).
const MAX_REMEMBERED_SOLUTIONS: usize = 1 << 20;

/// The outcome of moving along a timeline in search of an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seek {
    /// Stopped on a matching event, at this step.
    Found(u64),
    /// Gave up after the number of events it was allowed to look at.
    GaveUp,
    /// Reached an end of the run (the start or the last event) without a match.
    End,
}

#[derive(Clone, Debug)]
struct Checkpoint<P> {
    step: u64,
    last: Option<Event>,
    search: Search<P>,
}

/// A search run that can be moved to any step, backwards or forwards.
///
/// Step `k` is the state after the first `k` events; step 0 is the untouched problem. The
/// search is deterministic, so going back means restoring the nearest earlier checkpoint
/// and replaying forwards. Checkpoints are taken every `interval` events; when there are
/// too many, every other one is dropped and the interval doubles, so memory stays bounded
/// however long the run is and a step back replays at most one interval.
///
/// # Examples
///
/// Four queens, whose whole run is 34 events with solutions at steps 13 and 22:
///
/// ```
/// use backtrack::engine::{Event, Search, Seek, StopAfter, Timeline};
/// use backtrack::problems::QueensBoard;
///
/// let board = QueensBoard::new(4).expect("4 is a board size");
/// let mut timeline = Timeline::new(Search::new(board, StopAfter::Exhaustion));
/// assert_eq!(timeline.step(), 0);
/// assert_eq!(timeline.last_event(), None);
///
/// // Forward two events, then back one: the queen on (1,2) is gone again.
/// assert_eq!(timeline.step_forward(), Some(Event::Place { slot: 0, choice: 0 }));
/// assert_eq!(timeline.step_forward(), Some(Event::Place { slot: 1, choice: 2 }));
/// assert!(timeline.step_back());
/// assert_eq!(timeline.step(), 1);
/// assert_eq!(timeline.last_event(), Some(Event::Place { slot: 0, choice: 0 }));
/// assert_eq!(timeline.search().problem().queens(), [0]);
///
/// // Any step, forward or back: step 3 is the first backtrack.
/// assert_eq!(timeline.seek(3), 3);
/// assert_eq!(timeline.last_event(), Some(Event::Remove { slot: 1, choice: 2 }));
/// assert_eq!(timeline.search().counters().removals, 1);
///
/// // From solution to solution, looking at no more than 1,000 events each time.
/// assert_eq!(timeline.next_solution(1_000), Seek::Found(13));
/// assert_eq!(timeline.search().problem().queens(), [1, 3, 0, 2]);
/// assert_eq!(timeline.next_solution(1_000), Seek::Found(22));
/// assert_eq!(timeline.search().problem().queens(), [2, 0, 3, 1]);
/// assert_eq!(timeline.next_solution(1_000), Seek::End);
/// assert!(timeline.at_end());
/// assert_eq!(timeline.len(), Some(34));
///
/// // Past the end is the last step; back at the start, nothing is on the board.
/// assert_eq!(timeline.seek(1_000), 34);
/// assert_eq!(timeline.previous_solution(1_000), Seek::Found(22));
/// assert_eq!(timeline.seek(0), 0);
/// assert!(timeline.search().problem().queens().is_empty());
/// assert!(!timeline.step_back());
/// ```
#[derive(Debug)]
pub struct Timeline<P> {
    cursor: Search<P>,
    step: u64,
    last: Option<Event>,
    checkpoints: Vec<Checkpoint<P>>,
    interval: u64,
    explored: u64,
    end: Option<u64>,
    solutions: Vec<u64>,
}

impl<P: Problem> Timeline<P> {
    /// A timeline at step 0 of `search`, which must not have started yet.
    pub fn new(search: Search<P>) -> Self {
        debug_assert_eq!(search.counters().placements, 0, "search already started");
        let checkpoints = vec![Checkpoint {
            step: 0,
            last: None,
            search: search.clone(),
        }];
        Timeline {
            cursor: search,
            step: 0,
            last: None,
            checkpoints,
            interval: FIRST_INTERVAL,
            explored: 0,
            end: None,
            solutions: Vec::new(),
        }
    }

    /// The current step: how many events have been applied.
    pub fn step(&self) -> u64 {
        self.step
    }

    /// The search as it stands at the current step: its problem, stack and counters.
    pub fn search(&self) -> &Search<P> {
        &self.cursor
    }

    /// The event that led to the current step (`None` at step 0).
    pub fn last_event(&self) -> Option<Event> {
        self.last
    }

    /// The number of events in the whole run, once it has been run to its end.
    pub fn len(&self) -> Option<u64> {
        self.end
    }

    /// Whether the run is known to have no events at all.
    pub fn is_empty(&self) -> bool {
        self.end == Some(0)
    }

    /// The steps of the solutions found so far, in order (the first million of them).
    pub fn solutions(&self) -> &[u64] {
        &self.solutions
    }

    /// The furthest step reached so far.
    pub fn explored(&self) -> u64 {
        self.explored
    }

    /// Whether the current step is the last one of the run.
    pub fn at_end(&self) -> bool {
        self.end == Some(self.step)
    }

    /// Applies the next event; `None` when the run is over.
    pub fn step_forward(&mut self) -> Option<Event> {
        if self.at_end() {
            return None;
        }
        let Some(event) = self.cursor.next() else {
            self.end = Some(self.step);
            return None;
        };
        self.step += 1;
        self.last = Some(event);
        if self.step > self.explored {
            self.record(event);
        } else if self.at_end() && !self.cursor.is_finished() {
            // Replaying onto the known last step: let the search find its end as it did
            // the first time, so the stack it shows is the same however the step was
            // reached.
            let after = self.cursor.next();
            debug_assert_eq!(after, None, "BUG: a replay went past the end");
        }
        Some(event)
    }

    fn record(&mut self, event: Event) {
        self.explored = self.step;
        if event == Event::Solution && self.solutions.len() < MAX_REMEMBERED_SOLUTIONS {
            self.solutions.push(self.step);
        }
        if self.step.is_multiple_of(self.interval) {
            self.checkpoints.push(Checkpoint {
                step: self.step,
                last: self.last,
                search: self.cursor.clone(),
            });
            if self.checkpoints.len() > MAX_CHECKPOINTS {
                self.interval *= 2;
                let interval = self.interval;
                self.checkpoints.retain(|c| c.step % interval == 0);
            }
        }
        if self.cursor.is_finished() {
            self.end = Some(self.step);
        }
    }

    /// Goes back one event; `false` at step 0.
    pub fn step_back(&mut self) -> bool {
        if self.step == 0 {
            return false;
        }
        self.seek(self.step - 1);
        true
    }

    /// Moves to `target`, or to the last step if the run ends before it; returns the step
    /// reached.
    ///
    /// It starts from the nearest checkpoint at or before `target`, forwards as well as
    /// backwards, when that is nearer than the current step: a second move to a far step
    /// replays at most one interval.
    pub fn seek(&mut self, target: u64) -> u64 {
        self.leap_towards(target);
        while self.step < target && self.step_forward().is_some() {}
        self.step
    }

    /// Puts the cursor on the latest checkpoint at or before `target` when the current
    /// step is past `target` or before that checkpoint; otherwise stays put. A move to
    /// `target` then replays less than one interval, or nothing past the explored steps.
    pub fn leap_towards(&mut self, target: u64) {
        let index = self.checkpoints.partition_point(|c| c.step <= target);
        let nearest =
            self.checkpoints[index.checked_sub(1).expect("BUG: no checkpoint at step 0")].step;
        if target < self.step || nearest > self.step {
            self.restore_before(nearest + 1);
            if self.at_end() && !self.cursor.is_finished() {
                // A checkpoint on the last step was taken before the search found its
                // end: let it find it, as a step onto the last step does.
                let after = self.cursor.next();
                debug_assert_eq!(after, None, "BUG: a checkpoint went past the end");
            }
        }
    }

    /// Puts the cursor on the latest checkpoint strictly before step `bound`.
    fn restore_before(&mut self, bound: u64) {
        let index = self.checkpoints.partition_point(|c| c.step < bound);
        let checkpoint =
            &self.checkpoints[index.checked_sub(1).expect("BUG: no checkpoint at step 0")];
        self.cursor.clone_from(&checkpoint.search);
        self.step = checkpoint.step;
        self.last = checkpoint.last;
    }

    /// Steps forward until an event matches, looking at no more than `budget` events.
    pub fn forward_to(&mut self, budget: u64, mut matches: impl FnMut(Event) -> bool) -> Seek {
        for _ in 0..budget {
            match self.step_forward() {
                Some(event) if matches(event) => return Seek::Found(self.step),
                Some(_) => {}
                None => return Seek::End,
            }
        }
        Seek::GaveUp
    }

    /// Moves back to the latest earlier step whose event matches, replaying no more than
    /// `budget` events; stays put unless it finds one.
    pub fn back_to(&mut self, budget: u64, mut matches: impl FnMut(Event) -> bool) -> Seek {
        let origin = self.step;
        let mut spent = 0;
        // Look at steps in (floor, upper) one checkpoint interval at a time, newest first.
        let mut upper = origin;
        while upper > 1 {
            self.restore_before(upper);
            let floor = self.step;
            let mut found = self
                .last
                .filter(|&e| floor > 0 && matches(e))
                .map(|_| floor);
            while self.step + 1 < upper {
                let event = self
                    .step_forward()
                    .expect("BUG: replay ran past a known step");
                spent += 1;
                if matches(event) {
                    found = Some(self.step);
                }
            }
            if let Some(step) = found {
                self.seek(step);
                return Seek::Found(step);
            }
            if spent >= budget {
                self.seek(origin);
                return Seek::GaveUp;
            }
            upper = floor;
        }
        self.seek(origin);
        Seek::End
    }

    /// Moves to the next solution, looking at no more than `budget` events.
    pub fn next_solution(&mut self, budget: u64) -> Seek {
        let here = self.step;
        let index = self.solutions.partition_point(|&s| s <= here);
        if let Some(&step) = self.solutions.get(index) {
            self.seek(step);
            return Seek::Found(step);
        }
        self.forward_to(budget, |e| e == Event::Solution)
    }

    /// Moves to the previous solution, replaying no more than `budget` events.
    pub fn previous_solution(&mut self, budget: u64) -> Seek {
        let here = self.step;
        // The list holds every solution up to its last entry; past that, search.
        let listed = self.solutions.len() < MAX_REMEMBERED_SOLUTIONS
            || self.solutions.last().is_some_and(|&s| s >= here);
        if !listed {
            return self.back_to(budget, |e| e == Event::Solution);
        }
        let index = self.solutions.partition_point(|&s| s < here);
        match index.checked_sub(1) {
            Some(i) => {
                let step = self.solutions[i];
                self.seek(step);
                Seek::Found(step)
            }
            None => Seek::End,
        }
    }

    /// How many checkpoints are held now (for tests of the memory bound).
    pub fn checkpoint_count(&self) -> usize {
        self.checkpoints.len()
    }
}
