//! The backtracking search as an explicit-stack iterator.

use std::iter::FusedIterator;
use std::ops::ControlFlow;

use super::{Branch, Choices, Event, Problem};

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
    fn limit(self) -> Option<u64> {
        match self {
            StopAfter::First => Some(1),
            StopAfter::Solutions(k) => Some(k.max(1)),
            StopAfter::Exhaustion => None,
        }
    }
}

/// Running totals of a search, updated on every event.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counters {
    /// `Place` events so far.
    pub placements: u64,
    /// `Remove` events so far: the backtracks.
    pub removals: u64,
    /// `Solution` events so far.
    pub solutions: u64,
    /// Choices in place right now.
    pub depth: u32,
    /// The deepest the search has been.
    pub max_depth: u32,
}

/// One level of the search stack: a slot being filled, like one active call of the
/// tutorials' recursive `trace(row)` or `Solve(row, col)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    slot: u16,
    placed: Option<u8>,
    choices: Choices,
    untried: Choices,
}

impl Frame {
    fn new(branch: Branch) -> Self {
        Frame {
            slot: branch.slot,
            placed: None,
            choices: branch.choices,
            untried: branch.choices,
        }
    }

    /// The slot this frame fills.
    pub fn slot(&self) -> u16 {
        self.slot
    }

    /// The choice standing in the slot now, if any.
    pub fn placed(&self) -> Option<u8> {
        self.placed
    }

    /// Every choice that was legal when the frame was opened.
    pub fn choices(&self) -> Choices {
        self.choices
    }

    /// The legal choices not tried yet.
    pub fn untried(&self) -> Choices {
        self.untried
    }

    /// The legal choices already tried and taken back.
    pub fn tried(&self) -> Choices {
        let current = self
            .placed
            .map_or(Choices::EMPTY, |c| Choices::EMPTY.with(c));
        self.choices.minus(self.untried).minus(current)
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
    problem: P,
    frames: Vec<Frame>,
    at_solution: bool,
    finished: bool,
    limit: Option<u64>,
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
            problem,
            frames,
            at_solution,
            finished: false,
            limit: stop.limit(),
            counters: Counters::default(),
        }
    }

    /// The problem in its current state: the board as it stands after the last event.
    pub fn problem(&self) -> &P {
        &self.problem
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

    fn solution(&mut self) -> Event {
        self.at_solution = false;
        self.counters.solutions += 1;
        if self.limit == Some(self.counters.solutions) {
            self.finished = true;
        }
        Event::Solution
    }
}

impl<P: Problem> Search<P> {
    /// The loop of the search, written once for [`next`](Iterator::next) and for the
    /// internal iteration ([`fold`](Iterator::fold), [`try_for_each_event`]
    /// (Search::try_for_each_event)), so that both yield the same events.
    ///
    /// It hands each event to `emit` with the state as it stands after it, and goes on
    /// while `emit` continues; `next` breaks at once with the event, so a call is one
    /// step. The state is whole before every `emit`, so the walk can stop there and be
    /// started again. Going on inside the loop spares the internal iteration what a
    /// return from `next` costs: the checks on entry and the reload of the top frame.
    #[inline(always)]
    fn walk<B>(
        &mut self,
        mut emit: impl FnMut(Event, &P, &Counters) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        if self.finished {
            return ControlFlow::Continue(());
        }
        loop {
            if self.at_solution {
                let event = self.solution();
                emit(event, &self.problem, &self.counters)?;
                if self.finished {
                    return ControlFlow::Continue(());
                }
            }
            let Some(frame) = self.frames.last_mut() else {
                self.finished = true;
                return ControlFlow::Continue(());
            };
            let slot = frame.slot;
            if let Some(choice) = frame.placed.take() {
                let (named, chosen) = self.problem.placement(slot, choice);
                self.problem.undo(slot, choice);
                self.counters.removals += 1;
                self.counters.depth -= 1;
                // On to the next choice of this frame, which is still on top.
                emit(
                    Event::Remove {
                        slot: named,
                        choice: chosen,
                    },
                    &self.problem,
                    &self.counters,
                )?;
            }
            if let Some(choice) = frame.untried.pop_first() {
                frame.placed = Some(choice);
                let (named, chosen) = self.problem.placement(slot, choice);
                self.problem.apply(slot, choice);
                self.counters.placements += 1;
                self.counters.depth += 1;
                self.counters.max_depth = self.counters.max_depth.max(self.counters.depth);
                match self.problem.branch() {
                    Some(branch) => {
                        // Sized in `new`: checked here, the push cannot grow the stack,
                        // so the loop calls nothing that could touch its state.
                        assert!(
                            self.frames.len() < self.frames.capacity(),
                            "BUG: a path is longer than the problem's max_depth"
                        );
                        self.frames.push(Frame::new(branch))
                    }
                    None => self.at_solution = true,
                }
                let event = Event::Place {
                    slot: named,
                    choice: chosen,
                };
                emit(event, &self.problem, &self.counters)?;
                continue;
            }
            self.frames.pop();
        }
    }

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
        self.walk(f)
    }
}

impl<P: Problem> Iterator for Search<P> {
    type Item = Event;

    #[inline]
    fn next(&mut self) -> Option<Event> {
        match self.walk(|event, _, _| ControlFlow::Break(event)) {
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
        let _ = self.walk(|event, _, _| {
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
            limit: self.limit,
            counters: self.counters,
        }
    }

    fn clone_from(&mut self, source: &Self) {
        self.problem.clone_from(&source.problem);
        self.frames.clear();
        self.frames.extend_from_slice(&source.frames);
        self.at_solution = source.at_solution;
        self.finished = source.finished;
        self.limit = source.limit;
        self.counters = source.counters;
    }
}
