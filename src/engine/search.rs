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
    choices: Choices,
    untried: Choices,
    /// The slot, widened so that the frame has no padding for a copy to carry.
    slot: u32,
    /// The choice standing in the slot, or [`NOTHING_PLACED`]: a plain number that the
    /// search's loop reads and writes without unpacking an `Option`.
    placed: u32,
}

/// What a frame's `placed` holds while its slot is empty: no choice is that large.
const NOTHING_PLACED: u32 = u32::MAX;

impl Frame {
    #[inline]
    fn new(branch: Branch) -> Self {
        Frame {
            choices: branch.choices,
            untried: branch.choices,
            slot: u32::from(branch.slot),
            placed: NOTHING_PLACED,
        }
    }

    /// The slot this frame fills.
    pub fn slot(&self) -> u16 {
        self.slot as u16
    }

    /// The choice standing in the slot now, if any.
    pub fn placed(&self) -> Option<u8> {
        (self.placed != NOTHING_PLACED).then_some(self.placed as u8)
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
            .placed()
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

/// The counters the loop keeps in locals: the rest follow from them and the stack.
#[derive(Clone, Copy)]
struct Tally {
    placements: u64,
    solutions: u64,
    max_depth: u32,
}

impl Tally {
    #[inline(always)]
    fn of(counters: &Counters) -> Self {
        Tally {
            placements: counters.placements,
            solutions: counters.solutions,
            max_depth: counters.max_depth,
        }
    }

    /// The counters with `depth` choices in place: every placement not in place now was
    /// removed, so the removals need no count of their own. A consumer that reads only
    /// some fields leaves the others uncomputed once it is compiled into the loop.
    #[inline(always)]
    fn at(self, depth: usize) -> Counters {
        let depth = depth as u32;
        Counters {
            placements: self.placements,
            removals: self.placements - u64::from(depth),
            solutions: self.solutions,
            depth,
            max_depth: self.max_depth,
        }
    }
}

impl<P: Problem> Search<P> {
    /// The loop of the search, written once for [`next`](Iterator::next) and for the
    /// internal iteration ([`fold`](Iterator::fold), [`try_for_each_event`]
    /// (Search::try_for_each_event)), so that both yield the same events.
    ///
    /// It hands each event to `emit` with the state as it stands after it, and goes on
    /// while `emit` continues; `next` breaks at once with the event, so a call is one
    /// step. Going on inside the loop spares the internal iteration what a return from
    /// `next` costs: the checks on entry and the reload of the top frame.
    ///
    /// While it runs, the top frame and the counters are kept in locals, and `frames`
    /// holds the frames below the top; both are put back whenever the loop is left, so
    /// the state is whole between calls.
    ///
    /// With `MOVED`, the loop runs on the problem moved out into a local, which nothing
    /// outside the loop can reach: the compiler can then keep its fields in registers
    /// (a running sum, say) instead of writing each change back. The move costs a copy
    /// of the problem each way, worth it for a long internal iteration but not for one
    /// step of `next`.
    #[inline(always)]
    fn walk<const MOVED: bool, B>(
        &mut self,
        mut emit: impl FnMut(Event, &P, &Counters) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        if self.finished || self.held {
            return ControlFlow::Continue(());
        }
        let mut tally = Tally::of(&self.counters);
        if self.at_solution {
            self.at_solution = false;
            tally.solutions += 1;
            self.finished = tally.solutions == self.limit;
            self.counters.solutions = tally.solutions;
            emit(Event::Solution, self.problem(), &self.counters)?;
            if self.finished {
                return ControlFlow::Continue(());
            }
        }
        let Some(mut top) = self.frames.pop() else {
            self.finished = true;
            return ControlFlow::Continue(());
        };
        let limits = Limits {
            solutions: self.limit,
            placements: self.placement_limit,
        };
        let mut moved = if MOVED { self.problem.take() } else { None };
        let problem = match &mut moved {
            Some(problem) => problem,
            None => self.problem.as_mut().expect(PROBLEM_OUT),
        };
        let left = descend(
            problem,
            &mut self.frames,
            &mut top,
            &mut tally,
            limits,
            &mut emit,
        );
        if moved.is_some() {
            self.problem = moved;
        }
        let flow = match left {
            Left::Exhausted => {
                self.finished = true;
                self.counters = tally.at(0);
                return ControlFlow::Continue(());
            }
            Left::Broken(b) => ControlFlow::Break(b),
            Left::BrokenBeforeSolution(b) => {
                self.at_solution = true;
                ControlFlow::Break(b)
            }
            Left::Ended(flow) => {
                self.finished = true;
                flow
            }
            Left::Held => {
                self.held = true;
                ControlFlow::Continue(())
            }
        };
        // Within the capacity: `top` was taken off the stack or a push made room for it.
        let depth = self.frames.len() + usize::from(top.placed != NOTHING_PLACED);
        self.frames.push(top);
        self.counters = tally.at(depth);
        flow
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
        self.walk::<true, B>(f)
    }
}

/// The limits a search stops at, as the loop compares them.
#[derive(Clone, Copy)]
struct Limits {
    /// The solution after which the search ends ([`StopAfter::limit`]).
    solutions: u64,
    /// The placements the search may make before it is held.
    placements: u64,
}

/// Why the loop of the search left off.
enum Left<B> {
    /// The consumer broke with this value.
    Broken(B),
    /// The consumer broke with this value at a placement that fills the board: the
    /// solution is still to come.
    BrokenBeforeSolution(B),
    /// The solution asked for last was found; the consumer answered it with this.
    Ended(ControlFlow<B>),
    /// The whole tree is searched: no frame is left, not even the top.
    Exhausted,
    /// The next placement would pass the placement limit.
    Held,
}

/// The loop of [`Search::walk`], from the top frame `top` with the frames below it in
/// `frames`, until `emit` breaks or the search ends or is held; `top` and `tally` are
/// left as they stand then.
///
/// The problem and the stack come in as arguments of their own, which tells the
/// compiler that writing one never changes the other, so the problem's state can stay
/// in registers through the loop. Each way into a removal has its own copy of it, so the
/// loop asks nothing it already knows: a frame taken off the stack always has a
/// placement standing, and a placement that ends a path comes straight off.
#[inline(always)]
fn descend<P: Problem, B>(
    problem: &mut P,
    frames: &mut Vec<Frame>,
    top: &mut Frame,
    tally: &mut Tally,
    limits: Limits,
    emit: &mut impl FnMut(Event, &P, &Counters) -> ControlFlow<B>,
) -> Left<B> {
    // A placement the call before left standing comes off first.
    if top.placed != NOTHING_PLACED
        && let ControlFlow::Break(b) = take_back(problem, top, &tally.at(frames.len()), emit)
    {
        return Left::Broken(b);
    }
    loop {
        let Some(choice) = top.untried.first() else {
            // Every choice of this slot is tried: back to the slot before, whose
            // placement comes off.
            let Some(below) = frames.pop() else {
                return Left::Exhausted;
            };
            *top = below;
            if let ControlFlow::Break(b) = take_back(problem, top, &tally.at(frames.len()), emit) {
                return Left::Broken(b);
            }
            continue;
        };
        if tally.placements >= limits.placements {
            return Left::Held;
        }
        top.untried = top.untried.without(choice);
        top.placed = u32::from(choice);
        let slot = top.slot as u16;
        let (named, chosen) = problem.placement(slot, choice);
        problem.apply(slot, choice);
        tally.placements += 1;
        let event = Event::Place {
            slot: named,
            choice: chosen,
        };
        let depth = frames.len() + 1;
        tally.max_depth = tally.max_depth.max(depth as u32);
        match problem.branch() {
            Some(branch) if !branch.choices.is_empty() => {
                push(frames, *top);
                *top = Frame::new(branch);
                if let ControlFlow::Break(b) = emit(event, problem, &tally.at(depth)) {
                    return Left::Broken(b);
                }
                continue;
            }
            Some(branch) => {
                // A dead end. A consumer that stops here may look at the stack, which then
                // shows the empty frame; one that goes on sees the placement come off at
                // once, as leaving that frame would do.
                if let ControlFlow::Break(b) = emit(event, problem, &tally.at(depth)) {
                    push(frames, *top);
                    *top = Frame::new(branch);
                    return Left::Broken(b);
                }
            }
            None => {
                // A full board: the solution comes right after its placement.
                if let ControlFlow::Break(b) = emit(event, problem, &tally.at(depth)) {
                    return Left::BrokenBeforeSolution(b);
                }
                tally.solutions += 1;
                let flow = emit(Event::Solution, problem, &tally.at(depth));
                if tally.solutions == limits.solutions {
                    return Left::Ended(flow);
                }
                if let ControlFlow::Break(b) = flow {
                    return Left::Broken(b);
                }
            }
        }
        // Nothing below the placement just made: it comes off.
        if let ControlFlow::Break(b) = take_back(problem, top, &tally.at(depth - 1), emit) {
            return Left::Broken(b);
        }
    }
}

/// Puts `frame` on the stack, under the one about to open. The stack was sized in
/// [`Search::new`] for the deepest path and its top, so the push never grows it and the
/// loop calls nothing that could touch its state.
#[inline(always)]
fn push(frames: &mut Vec<Frame>, frame: Frame) {
    if frames.len() + 1 >= frames.capacity() {
        longer_than_max_depth();
    }
    frames.push(frame);
}

/// Takes the placement standing in `top` back off `problem` and hands `emit` its
/// `Remove`, with `counters` as they stand after it.
#[inline(always)]
fn take_back<P: Problem, B>(
    problem: &mut P,
    top: &mut Frame,
    counters: &Counters,
    emit: &mut impl FnMut(Event, &P, &Counters) -> ControlFlow<B>,
) -> ControlFlow<B> {
    let (slot, choice) = (top.slot as u16, top.placed as u8);
    top.placed = NOTHING_PLACED;
    let (named, chosen) = problem.placement(slot, choice);
    problem.undo(slot, choice);
    let event = Event::Remove {
        slot: named,
        choice: chosen,
    };
    emit(event, problem, counters)
}

/// What a search whose problem is missing says: only a consumer of the internal
/// iteration that panicked can leave it so.
const PROBLEM_OUT: &str = "BUG: the search's problem was not put back after a walk";

/// The stack would have to grow past what `new` sized from the problem's `max_depth`.
#[cold]
#[inline(never)]
fn longer_than_max_depth() -> ! {
    panic!("BUG: a path is longer than the problem's max_depth")
}

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
mod tests {
    use super::*;

    /// N queens kept as plain columns: dead ends at every depth, a full board now
    /// and then, and for some `n` no solution at all.
    #[derive(Clone, Debug)]
    struct Queens {
        n: u8,
        columns: Vec<u8>,
    }

    impl Problem for Queens {
        fn branch(&self) -> Option<Branch> {
            let row = self.columns.len();
            (row < usize::from(self.n)).then(|| {
                let free = (0..self.n).filter(|&col| {
                    self.columns
                        .iter()
                        .enumerate()
                        .all(|(r, &c)| c != col && usize::from(c.abs_diff(col)) != row - r)
                });
                Branch {
                    slot: row as u16,
                    choices: free.collect(),
                }
            })
        }

        fn apply(&mut self, _slot: u16, choice: u8) {
            self.columns.push(choice);
        }

        fn undo(&mut self, _slot: u16, _choice: u8) {
            self.columns.pop();
        }

        fn max_depth(&self) -> usize {
            usize::from(self.n)
        }
    }

    fn queens(n: u8) -> Queens {
        Queens {
            n,
            columns: Vec::new(),
        }
    }

    /// Every event of a search by `next`, with the counters after it.
    fn stepped<P: Problem>(problem: P, stop: StopAfter) -> Vec<(Event, Counters)> {
        let mut search = Search::new(problem, stop);
        let mut seen = Vec::new();
        while let Some(event) = search.next() {
            seen.push((event, *search.counters()));
        }
        seen
    }

    /// The same search by the internal iteration, broken off after every `every`
    /// events and resumed: what the consumer is handed, and the search's own counters
    /// at each break, which must be those `next` shows after the same event.
    fn walked<P: Problem>(problem: P, stop: StopAfter, every: usize) -> Vec<(Event, Counters)> {
        let mut search = Search::new(problem, stop);
        let mut seen: Vec<(Event, Counters)> = Vec::new();
        while let ControlFlow::Break(()) = search.try_for_each_event(|event, _, counters| {
            seen.push((event, *counters));
            if seen.len().is_multiple_of(every) {
                return ControlFlow::Break(());
            }
            ControlFlow::Continue(())
        }) {
            let last = seen.last().expect("a break follows an event");
            assert_eq!(search.counters(), &last.1, "after event {}", seen.len());
        }
        seen
    }

    #[test]
    fn the_internal_iteration_hands_over_the_events_and_counters_of_next() {
        for n in [1, 3, 5, 6] {
            for stop in [
                StopAfter::First,
                StopAfter::Solutions(3),
                StopAfter::Exhaustion,
            ] {
                let expected = stepped(queens(n), stop);
                for every in [1, 2, 3, 7, usize::MAX] {
                    assert_eq!(
                        walked(queens(n), stop, every),
                        expected,
                        "{n} queens, {stop:?}, broken every {every}"
                    );
                }
            }
        }
    }

    #[test]
    fn a_held_search_stops_at_the_same_placement_both_ways() {
        for limit in [0, 1, 5, 40] {
            let mut stepped = Search::new(queens(6), StopAfter::Exhaustion);
            stepped.hold_after_placements(limit);
            let by_next: Vec<Event> = stepped.by_ref().collect();
            let mut walked = Search::new(queens(6), StopAfter::Exhaustion);
            walked.hold_after_placements(limit);
            let mut by_walk = Vec::new();
            let _ = walked.try_for_each_event(|event, _, _| {
                by_walk.push(event);
                ControlFlow::<()>::Continue(())
            });
            assert_eq!(by_walk, by_next, "held after {limit}");
            assert_eq!(walked.counters(), stepped.counters());
            assert_eq!(walked.frames(), stepped.frames());
            assert!(walked.is_held() && stepped.is_held());
        }
    }
}
