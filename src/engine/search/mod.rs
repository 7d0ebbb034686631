//! The backtracking search as an explicit-stack iterator.

use std::iter::FusedIterator;
use std::ops::ControlFlow;

mod counters;
mod frame;
mod walk;

pub use counters::Counters;
pub use frame::Frame;

use super::{Event, Problem};

/// When a search stops on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StopAfter {
    /// After the first solution, as the sudoku tutorials' `return true` does.
    First,
    /// After this many solutions (at least one).
    Solutions(u64),
    /// Only when the whole tree has been searched.
    Exhaustion,
}

impl StopAfter {
    /// The solution after which the search stops; `u64::MAX` for none, a count no
    /// search reaches, so the loop compares without unpacking an `Option`.
    fn limit(self) -> u64 {
        match self {
            StopAfter::First => 1,
            StopAfter::Solutions(k) => k.max(1),
            StopAfter::Exhaustion => u64::MAX,
        }
    }
}

/// A depth-first backtracking search over a [`Problem`], one [`Event`] per `next()`.
///
/// There is no recursion: the stack of [`Frame`]s plays the part of the call stack, the
/// problem is changed in place on the way down and restored on the way back, and nothing
/// is allocated after the stack has been sized. Events come in the order of the
/// tutorials' recursive loops: choices ascending in each slot, a `Remove` for every
/// `Place` once everything below it has been tried.
///
/// # Examples
///
/// Eight queens: 92 solutions, and 2,056 queens put down (each taken off again) on the way.
///
/// ```
/// use backtrack::engine::{Event, Search, StopAfter};
/// use backtrack::problems::QueensBoard;
///
/// let board = QueensBoard::new(8).expect("8 is a board size");
/// let mut search = Search::new(board, StopAfter::Exhaustion);
/// let solutions = search.by_ref().filter(|&e| e == Event::Solution).count();
/// assert_eq!(solutions, 92);
/// assert_eq!(search.counters().placements, 2_056);
/// assert_eq!(search.counters().removals, 2_056);
/// assert_eq!(search.counters().max_depth, 8);
/// assert!(search.is_finished());
/// ```
///
/// The first steps of four queens, a slot being a row and a choice a column: the queen on
/// (1,2) leaves row 2 no free column, so it is taken off at once and (1,3) is tried.
///
/// ```
/// use backtrack::engine::{Event, Search, StopAfter};
/// use backtrack::problems::QueensBoard;
///
/// let board = QueensBoard::new(4).expect("4 is a board size");
/// let mut search = Search::new(board, StopAfter::First);
/// let first: Vec<Event> = search.by_ref().take(4).collect();
/// assert_eq!(
///     first,
///     [
///         Event::Place { slot: 0, choice: 0 },
///         Event::Place { slot: 1, choice: 2 },
///         Event::Remove { slot: 1, choice: 2 },
///         Event::Place { slot: 1, choice: 3 },
///     ]
/// );
/// // The stack: row 0 holds column 0, row 1 column 3 (2 tried), row 2 is being filled.
/// assert_eq!(search.problem().queens(), [0, 3]);
/// let frames = search.frames();
/// assert_eq!(frames.len(), 3);
/// assert_eq!(frames[1].placed(), Some(3));
/// assert_eq!(frames[1].tried().iter().collect::<Vec<_>>(), [2]);
///
/// // Stopped after the first solution: 13 events in all, the queens in columns 1 3 0 2.
/// assert_eq!(search.by_ref().count(), 9);
/// assert_eq!(search.problem().queens(), [1, 3, 0, 2]);
/// assert_eq!(search.counters().solutions, 1);
/// assert_eq!(search.next(), None);
/// ```
#[derive(Debug)]
pub struct Search<P> {
    /// `None` only while the internal iteration holds the problem in a local of its own.
    problem: Option<P>,
    frames: Vec<Frame>,
    at_solution: bool,
    finished: bool,
    held: bool,
    limit: u64,
    placement_limit: u64,
    counters: Counters,
}

impl<P: Problem> Search<P> {
    /// Starts a search of `problem` that stops as `stop` says.
    #[inline]
    pub fn new(problem: P, stop: StopAfter) -> Self {
        let mut frames = Vec::with_capacity(problem.max_depth() + 1);
        let at_solution = match problem.branch() {
            Some(branch) => {
                frames.push(Frame::new(branch));
                false
            }
            None => true,
        };
        Search {
            problem: Some(problem),
            frames,
            at_solution,
            finished: false,
            held: false,
            limit: stop.limit(),
            placement_limit: u64::MAX,
            counters: Counters::default(),
        }
    }

    /// Holds the search before its placement number `placements + 1`: it yields every
    /// event up to that placement and then no more, without making it.
    ///
    /// A run under `--max-placements N` stops here, so its counters are those of the
    /// first `N` placements and nothing after; [`is_held`](Search::is_held) tells it from
    /// a search that ended. The limit counts the placements of the whole search, those
    /// already made included.
    ///
    /// ```
    /// use backtrack::engine::{Event, Search, StopAfter};
    /// use backtrack::problems::QueensBoard;
    ///
    /// let board = QueensBoard::new(8).expect("8 is a board size");
    /// let mut search = Search::new(board, StopAfter::Exhaustion);
    /// search.hold_after_placements(100);
    /// let placed = search.by_ref().filter(|e| matches!(e, Event::Place { .. })).count();
    /// assert_eq!(placed, 100);
    /// assert_eq!(search.counters().placements, 100);
    /// assert!(search.is_held() && !search.is_finished());
    /// ```
    pub fn hold_after_placements(&mut self, placements: u64) {
        self.placement_limit = placements;
        self.held = false;
    }

    /// Whether the search stopped at the limit of
    /// [`hold_after_placements`](Search::hold_after_placements) with placements left to
    /// make.
    pub fn is_held(&self) -> bool {
        self.held
    }

    /// The problem in its current state: the board as it stands after the last event.
    pub fn problem(&self) -> &P {
        self.problem.as_ref().expect(PROBLEM_OUT)
    }

    /// The stack, outermost frame first.
    pub fn frames(&self) -> &[Frame] {
        &self.frames
    }

    /// The totals so far.
    pub fn counters(&self) -> &Counters {
        &self.counters
    }

    /// Whether the search has yielded its last event.
    pub fn is_finished(&self) -> bool {
        self.finished
    }
}

impl<P: Problem> Search<P> {
    /// Runs the search on, handing `f` each event with the problem and the counters as they
    /// stand after it, until the search ends or `f` breaks; the search can go on from there.
    ///
    /// This is the internal iteration the counting commands use: the loop stays inside the
    /// search, so a consumer that looks only at some events pays for no more than the
    /// search itself, as a recursion would.
    ///
    /// ```
    /// use std::ops::ControlFlow;
    /// use backtrack::engine::{Event, Search, StopAfter};
    /// use backtrack::problems::QueensBoard;
    ///
    /// let board = QueensBoard::new(8).expect("8 is a board size");
    /// let mut search = Search::new(board, StopAfter::Exhaustion);
    /// // Stop at the first solution and look at it.
    /// let first = search.try_for_each_event(|event, board, _| match event {
    ///     Event::Solution => ControlFlow::Break(board.queens().to_vec()),
    ///     _ => ControlFlow::Continue(()),
    /// });
    /// assert_eq!(first, ControlFlow::Break(vec![0, 4, 7, 5, 2, 6, 1, 3]));
    /// // The rest: 91 more.
    /// let mut more = 0;
    /// let _ = search.try_for_each_event(|event, _, _| {
    ///     more += u32::from(event == Event::Solution);
    ///     ControlFlow::<()>::Continue(())
    /// });
    /// assert_eq!(more, 91);
    /// ```
    #[inline(always)]
    pub fn try_for_each_event<B>(
        &mut self,
        f: impl FnMut(Event, &P, &Counters) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        self.walk::<true, B>(f)
    }
}

/// What a search whose problem is missing says: only a consumer of the internal
/// iteration that panicked can leave it so.
pub(super) const PROBLEM_OUT: &str = "BUG: the search's problem was not put back after a walk";

impl<P: Problem> Iterator for Search<P> {
    type Item = Event;

    #[inline]
    fn next(&mut self) -> Option<Event> {
        match self.walk::<false, _>(|event, _, _| ControlFlow::Break(event)) {
            ControlFlow::Break(event) => Some(event),
            ControlFlow::Continue(()) => None,
        }
    }

    #[inline]
    fn fold<B, F>(mut self, init: B, mut f: F) -> B
    where
        F: FnMut(B, Event) -> B,
    {
        let mut acc = Some(init);
        let _ = self.walk::<true, _>(|event, _, _| {
            let before = acc
                .take()
                .expect("BUG: the fold's value is put back after each event");
            acc = Some(f(before, event));
            ControlFlow::<()>::Continue(())
        });
        acc.expect("BUG: the fold's value is put back after each event")
    }
}

impl<P: Problem> FusedIterator for Search<P> {}

impl<P: Clone> Clone for Search<P> {
    fn clone(&self) -> Self {
        // Keep the full capacity so a restored copy never reallocates while it runs.
        let mut frames = Vec::with_capacity(self.frames.capacity());
        frames.extend_from_slice(&self.frames);
        Search {
            problem: self.problem.clone(),
            frames,
            at_solution: self.at_solution,
            finished: self.finished,
            held: self.held,
            limit: self.limit,
            placement_limit: self.placement_limit,
            counters: self.counters,
        }
    }

    fn clone_from(&mut self, source: &Self) {
        self.problem.clone_from(&source.problem);
        self.frames.clear();
        self.frames.extend_from_slice(&source.frames);
        self.at_solution = source.at_solution;
        self.finished = source.finished;
        self.held = source.held;
        self.limit = source.limit;
        self.placement_limit = source.placement_limit;
        self.counters = source.counters;
    }
}

#[cfg(test)]
mod tests;
