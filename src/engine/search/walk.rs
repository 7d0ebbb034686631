//! The loop of the search: down by placements, back by removals, each event handed to
//! a consumer with the state as it stands after it.

use std::ops::ControlFlow;

use super::counters::{Counters, LoopCounts};
use super::frame::{Frame, NOTHING_PLACED};
use super::{PROBLEM_OUT, Search};
use crate::engine::{Event, Problem};

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
    pub(super) fn walk<const MOVED: bool, B>(
        &mut self,
        mut emit: impl FnMut(Event, &P, &Counters) -> ControlFlow<B>,
    ) -> ControlFlow<B> {
        if self.finished || self.held {
            return ControlFlow::Continue(());
        }
        let mut tally = LoopCounts::of(&self.counters);
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
    tally: &mut LoopCounts,
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

/// The stack would have to grow past what `new` sized from the problem's `max_depth`.
#[cold]
#[inline(never)]
fn longer_than_max_depth() -> ! {
    panic!("BUG: a path is longer than the problem's max_depth")
}
