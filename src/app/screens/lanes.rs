//! The boards of the compare screen and how they move together: each board the puzzle
//! in one order with its own run, and the transport's verbs done on every board at once
//! (a step, a long move in slices, play), so that the boards stay side by side.

use std::ops::ControlFlow;
use std::time::Instant;

use super::orders::Orders;
use super::transport::Deck;
use crate::app::runtime::autoplay::{Clock, WORK_PER_FRAME};
use crate::app::runtime::job::{Goal, Job, SliceEnd};
use crate::app::widgets::code_view;
use crate::app::widgets::text::grouped;
use crate::app::words::{self, Id};
use crate::app::{Code, Message, Show, Telling};
use crate::engine::{Counters, Search, Seek, StopAfter, Timeline};

/// The most events a board takes in one go of a long move or of full-speed play, so
/// that keys stay answered.
pub(super) const SLICE: u64 = 20_000;

/// The most events replayed on a board looking back for a previous solution.
pub(super) const PREVIOUS_SOLUTION_BUDGET: u64 = 10_000_000;

/// One board of the comparison: the puzzle in one order and its run, which can go back as
/// well as forward.
#[derive(Debug)]
pub(super) struct Lane<P: Show> {
    pub(super) start: P,
    pub(super) timeline: Timeline<P>,
    /// The long move under way on this board.
    pub(super) job: Option<Job>,
    /// Whether its last long move ended short of its goal (no more solutions…).
    pub(super) fell_short: bool,
    /// The code whose names its board and its words use.
    pub(super) code: Code,
    /// Its last event in words.
    pub(super) said: String,
}

impl<P: Orders> Lane<P> {
    pub(super) fn new(start: P, stop: StopAfter, code: Code) -> Self {
        Lane {
            timeline: Timeline::new(Search::new(start.clone(), stop)),
            start,
            job: None,
            fell_short: false,
            code,
            said: String::new(),
        }
    }

    /// The search as it stands at the board's step.
    pub(super) fn search(&self) -> &Search<P> {
        self.timeline.search()
    }

    /// Puts its last event into words again, in `tell`'s numbering and language and in
    /// the names of its own code.
    pub(super) fn retell(&mut self, tell: Telling) {
        let tell = Telling {
            code: self.code,
            ..tell
        };
        self.said = match self.timeline.last_event() {
            Some(event) => P::narrate(self.timeline.search(), event, tell),
            None => String::new(),
        };
    }
}

/// The boards and how they move together: what the transport drives on this screen.
#[derive(Debug)]
pub(super) struct Lanes<P: Show> {
    pub(super) lanes: Vec<Lane<P>>,
    pub(super) stop: StopAfter,
    pub(super) playing: bool,
    pub(super) clock: Clock,
    /// The long move under way, on every board.
    pub(super) goal: Option<Goal>,
    /// The numbering and the language the boards' words are told in.
    pub(super) tell: Telling,
}

impl<P: Orders> Lanes<P> {
    pub(super) fn all_finished(&self) -> bool {
        self.lanes.iter().all(|lane| lane.search().is_finished())
    }

    /// The step of the board furthest on: every board's step until some have ended.
    pub(super) fn step(&self) -> u64 {
        self.lanes
            .iter()
            .map(|lane| lane.timeline.step())
            .max()
            .unwrap_or(0)
    }

    /// One event on every board still searching; false when none was.
    pub(super) fn step_all(&mut self) -> bool {
        let mut any = false;
        for lane in &mut self.lanes {
            any |= lane.timeline.step_forward().is_some();
        }
        any
    }

    pub(super) fn retell_all(&mut self) {
        let tell = self.tell;
        self.lanes.iter_mut().for_each(|lane| lane.retell(tell));
    }

    /// Runs the long move on every board in slices until it ends or `until`; what it
    /// says when it ends.
    pub(super) fn work(&mut self, until: Instant) -> Option<Message> {
        loop {
            let mut running = false;
            for lane in &mut self.lanes {
                let Some(job) = &mut lane.job else {
                    continue;
                };
                match job.advance(&mut lane.timeline, SLICE) {
                    SliceEnd::Running => running = true,
                    SliceEnd::Done(said) => {
                        lane.job = None;
                        lane.fell_short = said.is_some();
                    }
                }
            }
            if !running {
                break;
            }
            if Instant::now() >= until {
                return None;
            }
        }
        self.retell_all();
        let short = self.lanes.iter().all(|lane| lane.fell_short);
        match self.goal.take() {
            Some(Goal::NextSolution | Goal::NextBacktrack | Goal::NextPlacement) if short => {
                Some(Message::new(words::EVERY_BOARD_DONE, &[]))
            }
            _ => None,
        }
    }

    /// Does the whole long move towards `goal` at once, showing `watch` the first board's
    /// counters between slices.
    pub(super) fn finish(
        &mut self,
        goal: Goal,
        watch: &mut dyn FnMut(&Counters) -> ControlFlow<()>,
    ) {
        self.start_job(goal);
        while self.is_busy() {
            if watch(self.lanes[0].search().counters()).is_break() {
                self.cancel_job();
                return;
            }
            self.work(Instant::now() + WORK_PER_FRAME);
        }
    }

    /// Advances play or a long move to `now`: whether anything changed, and what to say.
    pub(super) fn tick(&mut self, now: Instant) -> (bool, Option<Message>) {
        if self.is_busy() {
            return (true, self.work(Instant::now() + WORK_PER_FRAME));
        }
        if !self.playing {
            return (false, None);
        }
        let due = self.clock.due(now).min(SLICE);
        let mut taken = 0;
        while taken < due && self.step_all() {
            taken += 1;
        }
        self.clock.took(taken, due, now);
        if self.all_finished() {
            self.playing = false;
        }
        if taken > 0 {
            self.retell_all();
        }
        (taken > 0, None)
    }

    /// Shows the next of each board's code views, or the pseudo-code after its last, and
    /// says what each board shows now.
    pub(super) fn cycle_code(&mut self) -> Message {
        for lane in &mut self.lanes {
            lane.code = code_view::next(lane.code, &lane.start.code_views());
        }
        self.retell_all();
        if self
            .lanes
            .iter()
            .all(|lane| lane.start.code_views().is_empty())
        {
            return Message::new(words::NO_TUTORIAL_CODE, &[]);
        }
        let codes: Vec<Id> = self
            .lanes
            .iter()
            .map(|lane| match lane.code {
                Some(view) => Id::named(view.tutorial.name()),
                None => words::PSEUDO_CODE_SHOWN,
            })
            .collect();
        Message::in_each_language(|lang| {
            let names: Vec<&str> = codes.iter().map(|code| code.get(lang)).collect();
            words::CODES_OF.fill(lang, &[&names.join(" / ")])
        })
    }
}

impl<P: Orders> Deck for Lanes<P> {
    fn toggle_play(&mut self) -> Option<Message> {
        if self.is_busy() {
            return Some(self.cancel_job());
        }
        if self.playing {
            self.playing = false;
        } else if self.all_finished() {
            return Some(Message::new(words::EVERY_BOARD_DONE, &[]));
        } else {
            self.playing = true;
            self.clock.reset();
        }
        None
    }

    fn step_forward(&mut self) -> Option<Message> {
        self.playing = false;
        if !self.step_all() {
            return Some(Message::new(words::EVERY_BOARD_DONE, &[]));
        }
        self.retell_all();
        None
    }

    /// One event back on every board that has left the start, a finished one too (it is
    /// then no longer finished).
    fn step_back(&mut self) -> Option<Message> {
        self.playing = false;
        let mut any = false;
        for lane in &mut self.lanes {
            any |= lane.timeline.step_back();
        }
        if !any {
            return Some(Message::new(words::AT_START, &[]));
        }
        self.retell_all();
        None
    }

    fn previous_solution(&mut self) -> Option<Message> {
        self.playing = false;
        let mut any = false;
        for lane in &mut self.lanes {
            let seek = lane.timeline.previous_solution(PREVIOUS_SOLUTION_BUDGET);
            any |= matches!(seek, Seek::Found(_));
        }
        self.retell_all();
        (!any).then(|| Message::new(words::NO_EARLIER, &[]))
    }

    fn faster(&mut self) {
        self.clock.set_speed(self.clock.speed().faster());
    }

    fn slower(&mut self) {
        self.clock.set_speed(self.clock.speed().slower());
    }

    fn pause(&mut self) {
        self.playing = false;
    }

    fn restart(&mut self) {
        let stop = self.stop;
        for lane in &mut self.lanes {
            *lane = Lane::new(lane.start.clone(), stop, lane.code);
        }
        self.playing = false;
        self.goal = None;
    }

    /// Starts the move towards `goal` on every board: each to its own next solution, all
    /// to the same step, each to its end.
    fn start_job(&mut self, goal: Goal) -> Option<Message> {
        self.playing = false;
        for lane in &mut self.lanes {
            lane.job = Some(Job::new(goal));
            lane.fell_short = false;
        }
        self.goal = Some(goal);
        self.work(Instant::now() + WORK_PER_FRAME)
    }

    fn is_busy(&self) -> bool {
        self.lanes.iter().any(|lane| lane.job.is_some())
    }

    fn cancel_job(&mut self) -> Message {
        for lane in &mut self.lanes {
            lane.job = None;
        }
        self.goal = None;
        self.retell_all();
        Message::new(words::STOPPED_AT, &[&grouped(self.step())])
    }
}
