//! The player's state: one search on a timeline, stepped by hand or played by a clock,
//! with the log of the last events in words.

use std::ops::ControlFlow;
use std::time::Instant;

use crate::app::runtime::autoplay::{Clock, Speed, WORK_PER_FRAME};
use crate::app::runtime::job::{Goal, Job, SliceEnd};
use crate::app::screens::transport::Deck;
use crate::app::widgets::code_view;
use crate::app::widgets::event_log::{CAPACITY, EventLog};
use crate::app::widgets::text::grouped;
use crate::app::words::Id;
use crate::app::{Code, Lang, Message, Show, Telling, words};
use crate::engine::{
    BreakpointWatch, Condition, ConditionError, Counters, Event, Search, Seek, StopAfter, Timeline,
    Wording,
};

use super::words as lesson;
use crate::problems::{Notation, Numbering};

/// The most events replayed when looking back for a previous solution that the timeline
/// no longer lists.
const PREVIOUS_SOLUTION_BUDGET: u64 = 10_000_000;

/// Events taken in one go before looking at the clock, at first; tuned as it runs.
const FIRST_SLICE: u64 = 1024;
/// The fewest events taken in one go.
const MIN_SLICE: u64 = 4 * CAPACITY as u64;
/// The most events taken in one go.
const MAX_SLICE: u64 = 1 << 22;

/// A search on a timeline with its controls: playing, the clock, a long move under way.
///
/// Its verbs return what the status line should say, if anything.
#[derive(Debug)]
pub struct Playback<P: Show> {
    start: P,
    stop: StopAfter,
    timeline: Timeline<P>,
    log: EventLog,
    playing: bool,
    /// Whether playing pauses at each solution, for the class to look at it.
    pause_at_solutions: bool,
    clock: Clock,
    job: Option<Job>,
    slice: u64,
    /// How the log tells events: the code the panel shows, whose names it speaks in, its
    /// numbering and its language.
    tell: Telling,
    /// The conditions playing and a move to the end stop at.
    breakpoints: Vec<Condition>,
    /// While playing, the watch on the breakpoints and the step it has seen up to: kept
    /// from one tick to the next, so that a run of backtracks is counted whole.
    watch: Option<(u64, BreakpointWatch)>,
    /// The breakpoint playing stopped at on the last tick.
    hit: Option<Condition>,
}

impl<P: Show> Playback<P> {
    /// Paused at step 0 of a search of `start` that stops as `stop` says.
    pub fn new(start: P, stop: StopAfter) -> Self {
        Playback {
            timeline: Timeline::new(Search::new(start.clone(), stop)),
            start,
            stop,
            log: EventLog::default(),
            playing: false,
            pause_at_solutions: true,
            clock: Clock::new(Speed::default()),
            job: None,
            slice: FIRST_SLICE,
            tell: Telling::default(),
            breakpoints: Vec::new(),
            watch: None,
            hit: None,
        }
    }

    /// The conditions playing and End stop at.
    pub fn breakpoints(&self) -> &[Condition] {
        &self.breakpoints
    }

    /// The number places are counted from on screen now, as breakpoints are read and
    /// told: 0 or 1.
    pub fn first_place(&self) -> u16 {
        self.tell.places().of(0) as u16
    }

    /// `condition` in the problem's words, places counted as on screen now, in its
    /// language.
    pub fn told(&self, condition: Condition) -> String {
        condition.told_in(&self.start, self.first_place(), &self.wording())
    }

    /// `condition` as a lesson file writes it: in the problem's words in its language, its
    /// places counted as a scene opened on this code counts them (a tutorial's own count,
    /// else from 0) whatever the screen counts from now, as the scene reads it back.
    pub fn written(&self, condition: Condition) -> String {
        let opened = Telling {
            numbering: Numbering::default(),
            ..self.tell
        };
        let first = opened.places().of(0) as u16;
        condition.told_in(&self.start, first, &self.wording())
    }

    /// The words the board shows now for its slots and choices, as a breakpoint is told.
    pub fn wording(&self) -> Wording {
        crate::app::board::slot_words::wording::<P>(self.tell.lang)
    }

    /// `text` read as a breakpoint on the board, places counted as on screen now, its
    /// slots and choices named in the words of any language, the screen's first.
    pub fn read_condition(&self, text: &str) -> Result<Condition, ConditionError> {
        let wordings = crate::app::board::slot_words::every_wording::<P>(self.tell.lang);
        Condition::read_in(text, &self.start, self.first_place(), &wordings)
    }

    /// Stops playing and End where `condition` holds from now on; what to say.
    pub fn add_breakpoint(&mut self, condition: Condition) -> Message {
        self.watch = None;
        let told = self.told(condition);
        if self.breakpoints.contains(&condition) {
            return Message::new(lesson::BREAKPOINT_KNOWN, &[&told]);
        }
        self.breakpoints.push(condition);
        let count = self.breakpoints.len();
        Message::new(lesson::BREAKPOINT_SET, &[&told, &count])
    }

    /// Forgets the breakpoint at `index`; what to say.
    pub fn remove_breakpoint(&mut self, index: usize) -> Option<Message> {
        if index >= self.breakpoints.len() {
            return None;
        }
        self.watch = None;
        let condition = self.breakpoints.remove(index);
        Some(Message::new(
            lesson::BREAKPOINT_REMOVED,
            &[&self.told(condition)],
        ))
    }

    /// Forgets every breakpoint; what to say.
    pub fn clear_breakpoints(&mut self) -> Message {
        self.watch = None;
        self.breakpoints.clear();
        Message::new(lesson::BREAKPOINTS_CLEARED, &[])
    }

    /// A watch on the breakpoints from the current step: the one kept while playing if it
    /// has seen up to here, else a new one.
    fn watch_from_here(&mut self) -> BreakpointWatch {
        let here = self.timeline.step();
        match self.watch.take() {
            Some((seen, watch)) if seen == here => watch,
            _ => BreakpointWatch::new(self.breakpoints.clone(), self.timeline.search().counters()),
        }
    }

    /// Numbers places in the log as `numbering` says, telling its events again if that
    /// changes how they read; returns whether it changed.
    pub fn renumber(&mut self, numbering: Numbering) -> bool {
        if numbering == self.tell.numbering {
            return false;
        }
        self.tell.numbering = numbering;
        if self.job.is_none() {
            self.log.clear();
            self.refresh_log();
        }
        true
    }

    /// The problem as it was at step 0.
    pub fn start(&self) -> &P {
        &self.start
    }

    /// Where the search stops.
    pub fn stop(&self) -> StopAfter {
        self.stop
    }

    /// The timeline at its current step.
    pub fn timeline(&self) -> &Timeline<P> {
        &self.timeline
    }

    /// The last events in words.
    pub fn log(&self) -> &EventLog {
        &self.log
    }

    /// The long move under way, if any.
    pub fn job(&self) -> Option<&Job> {
        self.job.as_ref()
    }

    /// Whether it plays by itself.
    pub fn is_playing(&self) -> bool {
        self.playing
    }

    /// The playing speed.
    pub fn speed(&self) -> Speed {
        self.clock.speed()
    }

    /// What to say at the end of the run: a run that stopped at its first solution says
    /// so, and how to find the others.
    fn end_message(&self) -> Message {
        let step = grouped(self.timeline.step());
        if self.stopped_early() {
            Message::new(words::STOPPED_AT_FIRST, &[&step])
        } else {
            Message::new(words::END_OF_RUN, &[&step])
        }
    }

    /// Whether the run is at its end because it stops at the first solution.
    fn stopped_early(&self) -> bool {
        self.stop != StopAfter::Exhaustion
            && self.timeline.at_end()
            && self.timeline.search().counters().solutions > 0
    }

    /// Switches pausing at each solution on or off.
    pub fn toggle_pause_at_solutions(&mut self) -> Message {
        self.pause_at_solutions = !self.pause_at_solutions;
        let said = match self.pause_at_solutions {
            true => words::PAUSES_AT_SOLUTIONS,
            false => words::RUNS_THROUGH_SOLUTIONS,
        };
        Message::new(said, &[])
    }

    /// Searches `start` from step 0 instead, keeping the code view if it fits the new board.
    pub fn replace_start(&mut self, start: P) {
        self.tell.code = code_view::kept(self.tell.code, &start.code_views());
        self.start = start;
        self.restart();
    }

    /// The code the panel shows.
    pub fn code(&self) -> Code {
        self.tell.code
    }

    /// Shows the code view of `routine` among the board's, or the pseudo-code when it is
    /// none of them; the log speaks in its names.
    pub fn show_code(&mut self, routine: &str) {
        let views = self.start.code_views();
        self.tell.code = views.into_iter().find(|view| view.routine == routine);
        self.log.clear();
        self.refresh_log();
    }

    /// How the log tells events: its code, numbering and language.
    pub fn telling(&self) -> Telling {
        self.tell
    }

    /// Shows the next of the board's code views, or the pseudo-code after the last, and
    /// tells the log to speak in its names.
    pub fn cycle_code(&mut self) -> Message {
        self.tell.code = code_view::next(self.tell.code, &self.start.code_views());
        self.log.clear();
        self.refresh_log();
        match self.tell.code {
            Some(view) => {
                let tutorial = Id::named(view.tutorial.name());
                Message::in_each_language(|lang| words::CODE_OF.fill(lang, &[&tutorial.get(lang)]))
            }
            None if self.start.code_views().is_empty() => {
                Message::new(words::NO_TUTORIAL_CODE, &[])
            }
            None => Message::new(words::PSEUDO_CODE_SHOWN, &[]),
        }
    }

    /// Speaks `lang` in the log from now on, its last events put into it again.
    pub fn speak(&mut self, lang: Lang) {
        if self.tell.lang != lang {
            self.tell.lang = lang;
            self.log.clear();
            self.refresh_log();
        }
    }

    /// Switches between stopping at the first solution and searching everything, and
    /// restarts.
    pub fn toggle_stop(&mut self) -> Message {
        let (stop, message) = match self.stop {
            StopAfter::Exhaustion => (StopAfter::First, words::FIRST_ONLY),
            _ => (StopAfter::Exhaustion, words::ALL_SOLUTIONS),
        };
        self.stop = stop;
        self.restart();
        Message::new(message, &[])
    }

    /// Does the whole long move towards `goal` at once, showing `watch` the counters after
    /// each slice of it, and stopping where it is when `watch` breaks; what it says when
    /// it ends.
    pub fn finish_job(
        &mut self,
        goal: Goal,
        watch: &mut dyn FnMut(&Counters) -> ControlFlow<()>,
    ) -> Option<Message> {
        let mut said = self.start_job(goal);
        while self.job.is_some() {
            if watch(self.timeline.search().counters()).is_break() {
                return Some(self.cancel_job());
            }
            said = self.work(Instant::now() + WORK_PER_FRAME);
        }
        said
    }

    /// Searches to exhaustion from now on, back at step 0.
    pub fn search_all(&mut self) {
        self.stop = StopAfter::Exhaustion;
        self.restart();
    }

    /// Advances play or a long move to `now`: whether anything changed, and what to say.
    pub fn tick(&mut self, now: Instant) -> (bool, Option<Message>) {
        let until = Instant::now() + WORK_PER_FRAME;
        if self.job.is_some() {
            return (true, self.work(until));
        }
        if !self.playing {
            return (false, None);
        }
        let due = self.clock.due(now);
        let taken = self.advance(due, until);
        self.clock.took(taken, due, now);
        if let Some(condition) = self.hit.take() {
            self.playing = false;
            let step = grouped(self.timeline.step());
            let told = self.told(condition);
            return (
                true,
                Some(Message::new(lesson::BREAKPOINT_HIT, &[&told, &step])),
            );
        }
        if self.timeline.at_end() {
            self.playing = false;
            return (true, Some(self.end_message()));
        }
        if taken > 0
            && self.pause_at_solutions
            && self.timeline.last_event() == Some(Event::Solution)
        {
            self.playing = false;
            let found = grouped(self.timeline.search().counters().solutions);
            return (
                true,
                Some(Message::new(words::PAUSED_AT_SOLUTION, &[&found])),
            );
        }
        (taken > 0, None)
    }

    /// When the next tick is due, or `None` when it waits for keys only.
    pub fn deadline(&self, now: Instant) -> Option<Instant> {
        if self.job.is_some() {
            Some(now)
        } else if self.playing {
            Some(self.clock.deadline(now))
        } else {
            None
        }
    }

    /// Runs the long move in slices until it ends or `until`; what it says when it ends.
    fn work(&mut self, until: Instant) -> Option<Message> {
        while let Some(job) = &mut self.job {
            let began = Instant::now();
            match job.advance(&mut self.timeline, self.slice) {
                SliceEnd::Running => {
                    self.tune_slice(began);
                    if Instant::now() >= until {
                        return None;
                    }
                }
                SliceEnd::Done(message) => {
                    self.job = None;
                    self.refresh_log();
                    if message.is_some() && self.stopped_early() {
                        return Some(self.end_message());
                    }
                    return message;
                }
            }
        }
        None
    }

    /// Takes up to `count` events, stopping early at `until`; returns how many it took.
    ///
    /// Only the last events of each slice are put into words: the log never shows more,
    /// and a slice is only cut short at its end.
    fn advance(&mut self, count: u64, until: Instant) -> u64 {
        let first = self.timeline.step();
        let mut watch = self.watch_from_here();
        let mut hit = None;
        let pause = self.pause_at_solutions;
        // Every event is shown to the watch, so that it counts the depth and the runs of
        // backtracks, before it is asked whether playing stops there.
        let mut stops = |event| {
            hit = watch.see(event);
            hit.is_some() || (pause && event == Event::Solution)
        };
        let mut left = count;
        'slices: while left > 0 && !self.timeline.at_end() {
            let began = Instant::now();
            let slice = left.min(self.slice);
            let quiet = slice.saturating_sub(CAPACITY as u64);
            if quiet > 0 && matches!(self.timeline.forward_to(quiet, &mut stops), Seek::Found(_)) {
                break;
            }
            for _ in quiet..slice {
                match self.timeline.step_forward() {
                    Some(event) => {
                        self.log_event(event);
                        if stops(event) {
                            break 'slices;
                        }
                    }
                    None => break,
                }
            }
            left -= slice;
            self.tune_slice(began);
            if Instant::now() >= until {
                break;
            }
        }
        self.hit = hit;
        self.watch = Some((self.timeline.step(), watch));
        self.refresh_log();
        self.timeline.step() - first
    }

    /// Grows the slice while slices are quick and shrinks it when they are slow, so that
    /// the clock is looked at often enough whatever the problem's speed.
    fn tune_slice(&mut self, began: Instant) {
        let took = began.elapsed();
        if took.as_micros() < 500 {
            self.slice = (self.slice * 2).min(MAX_SLICE);
        } else if took.as_millis() >= 2 {
            self.slice = (self.slice / 2).max(MIN_SLICE);
        }
    }

    fn log_event(&mut self, event: Event) {
        let search = self.timeline.search();
        let text = P::narrate(search, event, self.tell);
        let role = search.problem().role(event);
        self.log.push(self.timeline.step(), event, role, text);
    }

    /// Makes the log hold the events up to the current step, replaying them if needed.
    fn refresh_log(&mut self) {
        let target = self.timeline.step();
        if self.job.is_some() || self.log.covers(target) {
            return;
        }
        self.log.clear();
        self.timeline.seek(target.saturating_sub(CAPACITY as u64));
        while self.timeline.step() < target {
            let event = self
                .timeline
                .step_forward()
                .expect("BUG: a replay ended before a step already reached");
            self.log_event(event);
        }
    }
}

impl<P: Show + Notation> Playback<P> {
    /// Back to the step that put `choice` in `slot`, where a frame of the stack got the
    /// choice it holds: the latest such step, looked for as far back as `N` looks for a
    /// solution. What to say when it is not found.
    pub fn back_to_placement(&mut self, slot: u16, choice: u8) -> Option<Message> {
        self.playing = false;
        let placed = Event::Place { slot, choice };
        // The frame's own step is the current one when it has just put its choice down.
        if self.timeline.last_event() == Some(placed) {
            return None;
        }
        match self
            .timeline
            .back_to(PREVIOUS_SOLUTION_BUDGET, |event| event == placed)
        {
            Seek::Found(_) => {
                self.refresh_log();
                None
            }
            Seek::End | Seek::GaveUp => Some(Message::new(
                super::pointer::PLACED_TOO_FAR,
                &[&grouped(PREVIOUS_SOLUTION_BUDGET)],
            )),
        }
    }

    /// The board at `step` on one line, read by going there and back.
    pub fn line_at(&mut self, step: u64) -> String {
        let here = self.timeline.step();
        self.timeline.seek(step);
        let line = self.timeline.search().problem().line_in(self.tell.places());
        self.timeline.seek(here);
        line
    }
}

impl<P: Show> Deck for Playback<P> {
    /// Starts or stops playing; cancels a long move.
    fn toggle_play(&mut self) -> Option<Message> {
        if self.job.is_some() {
            return Some(self.cancel_job());
        }
        if self.playing {
            self.playing = false;
        } else if self.timeline.at_end() {
            return Some(Message::new(words::END_RESTARTS, &[]));
        } else {
            self.playing = true;
            self.clock.reset();
        }
        None
    }

    /// One event forward.
    fn step_forward(&mut self) -> Option<Message> {
        self.playing = false;
        match self.timeline.step_forward() {
            Some(event) => {
                self.log_event(event);
                None
            }
            None => Some(self.end_message()),
        }
    }

    /// One event back.
    fn step_back(&mut self) -> Option<Message> {
        self.playing = false;
        if self.timeline.step_back() {
            self.log.truncate_after(self.timeline.step());
            self.refresh_log();
            None
        } else {
            Some(Message::new(words::AT_START, &[]))
        }
    }

    /// Back to the latest solution before the current step.
    fn previous_solution(&mut self) -> Option<Message> {
        self.playing = false;
        match self.timeline.previous_solution(PREVIOUS_SOLUTION_BUDGET) {
            Seek::Found(_) => {
                self.refresh_log();
                None
            }
            Seek::End => Some(Message::new(words::NO_EARLIER, &[])),
            Seek::GaveUp => Some(Message::new(
                words::NO_SOLUTION_WITHIN,
                &[&grouped(PREVIOUS_SOLUTION_BUDGET)],
            )),
        }
    }

    /// Plays faster.
    fn faster(&mut self) {
        self.clock.set_speed(self.clock.speed().faster());
    }

    /// Plays slower.
    fn slower(&mut self) {
        self.clock.set_speed(self.clock.speed().slower());
    }

    /// Stops playing (for the go-to prompt).
    fn pause(&mut self) {
        self.playing = false;
    }

    /// Back to step 0, keeping the speed.
    fn restart(&mut self) {
        self.playing = false;
        self.job = None;
        self.timeline = Timeline::new(Search::new(self.start.clone(), self.stop));
        self.log.clear();
    }

    /// Starts a long move towards `goal`; a short one is over before this returns.
    fn start_job(&mut self, goal: Goal) -> Option<Message> {
        self.playing = false;
        let watch =
            BreakpointWatch::new(self.breakpoints.clone(), self.timeline.search().counters());
        let first = self.first_place();
        let pictures = self.start.pictures();
        let job = Job::new(goal).watching(watch).picturing(pictures);
        self.job = Some(job.counting_from(first, self.wording()));
        self.work(Instant::now() + WORK_PER_FRAME)
    }

    /// Stops the long move where it is.
    fn cancel_job(&mut self) -> Message {
        self.job = None;
        self.refresh_log();
        Message::new(words::STOPPED_AT, &[&grouped(self.timeline.step())])
    }

    fn is_busy(&self) -> bool {
        self.job.is_some()
    }
}
