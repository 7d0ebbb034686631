//! The player: one search on a timeline, stepped by hand or played by itself.

use std::time::Instant;

use ratatui::{
    buffer::Buffer,
    crossterm::event::{KeyCode, KeyEvent},
    layout::Rect,
    text::{Line, Span},
    widgets::Widget,
};

use super::{
    BoardOptions, Show, Theme, areas,
    autoplay::{Clock, Speed, WORK_PER_FRAME},
    event_log::{CAPACITY, EventLog},
    job::{Goal, Job, Progress, grouped},
    keys::{self, Binding},
    panels::{CodePanel, CountersPanel, LogPanel, StackPanel},
    prompt::{Outcome, StepPrompt},
    status::{Activity, Status},
    text::{self, cut, fit},
    too_small::TooSmall,
};
use crate::engine::{Event, Search, Seek, StopAfter, Timeline};
use crate::problems::Notation;

/// The most events replayed when looking back for a previous solution that the timeline
/// no longer lists.
const PREVIOUS_SOLUTION_BUDGET: u64 = 10_000_000;

/// Events taken in one go before looking at the clock, at first; tuned as it runs.
const FIRST_SLICE: u64 = 1024;
/// The fewest events taken in one go.
const MIN_SLICE: u64 = 4 * CAPACITY as u64;
/// The most events taken in one go.
const MAX_SLICE: u64 = 1 << 22;

/// The narrowest the side panels get.
const SIDE_MIN_WIDTH: u16 = 26;
/// The widest the side panels get.
const SIDE_MAX_WIDTH: u16 = 56;
/// The narrowest the player gets, so that the status line shows its counts.
const MIN_WIDTH: u16 = 50;
/// The fewest rows of the side column.
const SIDE_MIN_HEIGHT: u16 = 8;
/// The fewest rows of a log panel worth drawing: two events and the borders.
const LOG_MIN_HEIGHT: u16 = 4;

/// What the screen around the player should do after a key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reply {
    /// The player used the key.
    Handled,
    /// The key means nothing here.
    Ignored,
    /// Go back to the menu.
    Menu,
    /// Show the help.
    Help,
    /// Quit the app.
    Quit,
}

/// One problem's search on a timeline, with the state of its controls.
#[derive(Debug)]
pub struct Player<P: Show + Notation> {
    title: Option<String>,
    start: P,
    stop: StopAfter,
    timeline: Timeline<P>,
    log: EventLog,
    playing: bool,
    clock: Clock,
    job: Option<Job>,
    prompt: Option<StepPrompt>,
    board: BoardOptions,
    message: Option<String>,
    slice: u64,
    keys: Vec<Binding>,
    theme: Theme,
}

/// Where each part of the player goes on a screen.
struct Screen {
    board: Rect,
    log: Rect,
    /// The pseudo-code, stack and counters, unless the screen is too narrow for them.
    side: Option<Rect>,
    status: Rect,
    /// The key hints (or a message), unless the screen is too short for them.
    footer: Rect,
}

impl<P: Show + Notation> Player<P> {
    /// A paused player at step 0 of a search of `problem` that stops as `stop` says, with
    /// the problem's own keys `extra_keys` besides the player's.
    pub fn new(
        problem: P,
        stop: StopAfter,
        title: Option<String>,
        extra_keys: &[Binding],
        theme: Theme,
    ) -> Self {
        Player {
            title,
            timeline: Timeline::new(Search::new(problem.clone(), stop)),
            start: problem,
            stop,
            log: EventLog::default(),
            playing: false,
            clock: Clock::new(Speed::default()),
            job: None,
            prompt: None,
            board: BoardOptions::default(),
            message: None,
            slice: FIRST_SLICE,
            keys: [keys::PLAYER, extra_keys, keys::LEAVE].concat(),
            theme,
        }
    }

    /// Every key of this player, in the order the help lists them.
    pub fn bindings(&self) -> &[Binding] {
        &self.keys
    }

    /// Whether keys go to a long move or the go-to prompt rather than to the player.
    pub fn is_busy(&self) -> bool {
        self.job.is_some() || self.prompt.is_some()
    }

    /// The problem as it was at step 0.
    pub fn start(&self) -> &P {
        &self.start
    }

    /// The current state in the command line's one-line notation.
    pub fn state_line(&self) -> String {
        self.timeline.search().problem().line()
    }

    /// Whether the player is playing or running a long move: whether it needs ticks.
    pub fn is_animating(&self) -> bool {
        self.playing || self.job.is_some()
    }

    /// Says `message` in the status line until the next key.
    pub fn tell(&mut self, message: String) {
        self.message = Some(message);
    }

    /// Takes one key press.
    pub fn handle_key(&mut self, key: KeyEvent) -> Reply {
        if let Some(prompt) = &mut self.prompt {
            match prompt.handle_key(key) {
                Outcome::Editing => {}
                Outcome::Go(step) => {
                    self.prompt = None;
                    self.go_to(step);
                }
                Outcome::Cancel => self.prompt = None,
            }
            return Reply::Handled;
        }
        if self.job.is_some() {
            return match key.code {
                KeyCode::Esc | KeyCode::Char(' ') => {
                    self.cancel_job();
                    Reply::Handled
                }
                KeyCode::Char('q') => Reply::Quit,
                KeyCode::Char('?') => Reply::Help,
                _ => Reply::Ignored,
            };
        }
        self.message = None;
        match key.code {
            KeyCode::Char(' ') => self.toggle_play(),
            KeyCode::Right | KeyCode::Char('l') => self.step_forward(),
            KeyCode::Left | KeyCode::Char('h') => self.step_back(),
            KeyCode::Char('n') => self.start_job(Goal::NextSolution),
            KeyCode::Char('N') => self.previous_solution(),
            KeyCode::Char('b') => self.start_job(Goal::NextBacktrack),
            KeyCode::Char('+') | KeyCode::Char('=') => self.faster(),
            KeyCode::Char('-') | KeyCode::Char('_') => self.slower(),
            KeyCode::Char('g') => self.open_prompt(),
            KeyCode::Char('r') | KeyCode::Home => self.restart(),
            KeyCode::End => self.start_job(Goal::End),
            KeyCode::Char('f') => self.toggle_stop(),
            KeyCode::Esc | KeyCode::Char('m') => return Reply::Menu,
            KeyCode::Char('?') => return Reply::Help,
            KeyCode::Char('q') => return Reply::Quit,
            _ => return Reply::Ignored,
        }
        Reply::Handled
    }

    /// Advances play or a long move to `now`; returns whether anything changed.
    pub fn tick(&mut self, now: Instant) -> bool {
        let until = Instant::now() + WORK_PER_FRAME;
        if self.job.is_some() {
            self.work(until);
            return true;
        }
        if !self.playing {
            return false;
        }
        let due = self.clock.due(now);
        let taken = self.advance(due, until);
        self.clock.took(taken, due, now);
        if self.timeline.at_end() {
            self.playing = false;
            self.message = Some(self.end_message());
            return true;
        }
        taken > 0
    }

    /// When the next tick is due, or `None` when the player waits for keys only.
    pub fn deadline(&self, now: Instant) -> Option<Instant> {
        if self.job.is_some() {
            Some(now)
        } else if self.playing {
            Some(self.clock.deadline(now))
        } else {
            None
        }
    }

    /// Starts or stops playing; cancels a long move.
    pub fn toggle_play(&mut self) {
        if self.job.is_some() {
            self.cancel_job();
        } else if self.playing {
            self.playing = false;
        } else if self.timeline.at_end() {
            self.message = Some("end of the run: r restarts".to_string());
        } else {
            self.playing = true;
            self.clock.reset();
        }
    }

    /// One event forward.
    pub fn step_forward(&mut self) {
        self.playing = false;
        match self.timeline.step_forward() {
            Some(event) => self.log_event(event),
            None => self.message = Some(self.end_message()),
        }
    }

    fn end_message(&self) -> String {
        format!("end of the run: {} steps", grouped(self.timeline.step()))
    }

    /// One event back.
    pub fn step_back(&mut self) {
        self.playing = false;
        if self.timeline.step_back() {
            self.log.truncate_after(self.timeline.step());
            self.refresh_log();
        } else {
            self.message = Some("at the start".to_string());
        }
    }

    /// Back to the latest solution before the current step.
    pub fn previous_solution(&mut self) {
        self.playing = false;
        match self.timeline.previous_solution(PREVIOUS_SOLUTION_BUDGET) {
            Seek::Found(_) => self.refresh_log(),
            Seek::End => self.message = Some("no earlier solution".to_string()),
            Seek::GaveUp => {
                self.message = Some(format!(
                    "no solution within the last {PREVIOUS_SOLUTION_BUDGET} steps"
                ))
            }
        }
    }

    /// Plays faster.
    pub fn faster(&mut self) {
        self.clock.set_speed(self.clock.speed().faster());
    }

    /// Plays slower.
    pub fn slower(&mut self) {
        self.clock.set_speed(self.clock.speed().slower());
    }

    /// Asks for a step number to go to.
    pub fn open_prompt(&mut self) {
        self.playing = false;
        self.prompt = Some(StepPrompt::default());
    }

    /// Goes to `step` (or the end of the run, if it comes first).
    pub fn go_to(&mut self, step: u64) {
        self.start_job(Goal::Step(step));
    }

    /// Back to step 0, keeping the speed and the display switches.
    pub fn restart(&mut self) {
        self.playing = false;
        self.job = None;
        self.timeline = Timeline::new(Search::new(self.start.clone(), self.stop));
        self.log.clear();
    }

    /// Searches `problem` from step 0 instead, saying `message`.
    pub fn replace_start(&mut self, problem: P, message: String) {
        self.start = problem;
        self.restart();
        self.message = Some(message);
    }

    /// Switches between stopping at the first solution and searching everything, and
    /// restarts.
    pub fn toggle_stop(&mut self) {
        let (stop, message) = match self.stop {
            StopAfter::Exhaustion => (StopAfter::First, "first solution only: restarted"),
            _ => (StopAfter::Exhaustion, "all solutions: restarted"),
        };
        self.stop = stop;
        self.restart();
        self.message = Some(message.to_string());
    }

    /// Shows or hides the candidates of empty cells.
    pub fn toggle_pencil_marks(&mut self) {
        self.board.pencil_marks = !self.board.pencil_marks;
        self.message = Some(if self.board.pencil_marks {
            "pencil marks: every candidate of each empty cell".to_string()
        } else {
            "candidate counts: how many values each empty cell can take".to_string()
        });
    }

    fn start_job(&mut self, goal: Goal) {
        self.playing = false;
        self.job = Some(Job::new(goal));
        // A short move is over before the next picture.
        self.work(Instant::now() + WORK_PER_FRAME);
    }

    fn cancel_job(&mut self) {
        self.job = None;
        self.message = Some(format!("stopped at step {}", grouped(self.timeline.step())));
        self.refresh_log();
    }

    /// Runs the long move in slices until it ends or `until`.
    fn work(&mut self, until: Instant) {
        while let Some(job) = &mut self.job {
            let began = Instant::now();
            match job.advance(&mut self.timeline, self.slice) {
                Progress::Running => {
                    self.tune_slice(began);
                    if Instant::now() >= until {
                        return;
                    }
                }
                Progress::Done(message) => {
                    self.job = None;
                    self.message = message;
                    self.refresh_log();
                }
            }
        }
    }

    /// Takes up to `count` events, stopping early at `until`; returns how many it took.
    ///
    /// Only the last events of each slice are put into words: the log never shows more,
    /// and a slice is only cut short at its end.
    fn advance(&mut self, count: u64, until: Instant) -> u64 {
        let first = self.timeline.step();
        let mut left = count;
        while left > 0 && !self.timeline.at_end() {
            let began = Instant::now();
            let slice = left.min(self.slice);
            let quiet = slice.saturating_sub(CAPACITY as u64);
            if quiet > 0 {
                self.timeline.forward_to(quiet, |_| false);
            }
            for _ in quiet..slice {
                match self.timeline.step_forward() {
                    Some(event) => self.log_event(event),
                    None => break,
                }
            }
            left -= slice;
            self.tune_slice(began);
            if Instant::now() >= until {
                break;
            }
        }
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
        let text = P::narrate(self.timeline.search(), event);
        self.log.push(self.timeline.step(), event, text);
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

    /// The smallest area the player draws in: the board in its most compact form, its
    /// frame and the status line.
    fn min_size(&self) -> (u16, u16) {
        let (board_width, board_height) = self.start.board_min_size();
        let width = board_width.saturating_add(2).max(MIN_WIDTH);
        (width, board_height.saturating_add(3))
    }

    /// Shares `area` out: the board at the largest size that fits beside the side column,
    /// the log under it in the rows the board cannot use, the status line and the keys.
    /// On a screen too narrow for the side column the board goes alone; on one too short
    /// for the keys they go. `None` when not even the compact board fits.
    fn arrange(&self, area: Rect) -> Option<Screen> {
        if area.width < MIN_WIDTH {
            return None;
        }
        let side_width = self.side_width(area.width);
        let options = [(true, 1), (true, 0), (false, 1), (false, 0)];
        for (with_side, footer_rows) in options {
            if with_side && side_width < SIDE_MIN_WIDTH {
                continue;
            }
            let body_height = area.height.saturating_sub(1 + footer_rows);
            if with_side && body_height < SIDE_MIN_HEIGHT {
                continue;
            }
            let main_width = area.width - if with_side { side_width } else { 0 };
            let Some(log_height) = self.log_height(main_width, body_height) else {
                continue;
            };
            let [body, _, bottom] = areas::rows(area, body_height, 1 + footer_rows);
            let [status, _, footer] = areas::rows(bottom, 1, footer_rows);
            let [main, side, _] = areas::columns(body, main_width, 0);
            let [_, board, log] = areas::rows(main, 0, log_height);
            return Some(Screen {
                board,
                log,
                side: with_side.then_some(side),
                status,
                footer,
            });
        }
        None
    }

    /// The side column's width on a screen `width` wide: room for the pseudo-code, less
    /// when the compact board would not fit beside it.
    fn side_width(&self, width: u16) -> u16 {
        let code = self
            .start
            .pseudo_code()
            .iter()
            .map(|line| line.chars().count())
            .max();
        let wanted = (code.unwrap_or(0) as u16 + 6).clamp(SIDE_MIN_WIDTH, SIDE_MAX_WIDTH);
        let board = self.start.board_min_size().0.saturating_add(2);
        wanted.min(width.saturating_sub(board))
    }

    /// The log's height in a board column `width` × `height`: the rows the board cannot
    /// use, up to a quarter of the column; or `None` when the board does not fit at all.
    ///
    /// The board comes first: the log never makes it smaller, except a board drawn as a
    /// window of its rows, which only shows fewer of them.
    fn log_height(&self, width: u16, height: u16) -> Option<u16> {
        let inside = |rows: u16| {
            self.start
                .board_fit(width.saturating_sub(2), rows.saturating_sub(2), self.board)
        };
        let (board_width, board_height) = inside(height)?;
        let wanted = (height / 4).clamp(5, 14);
        let spare = height.saturating_sub(board_height + 2);
        if spare >= LOG_MIN_HEIGHT {
            return Some(spare.min(wanted));
        }
        let smaller = inside(height.saturating_sub(wanted));
        Some(if smaller.is_some_and(|(w, _)| w == board_width) {
            wanted
        } else {
            0
        })
    }

    /// The status line for a row `width` wide, and whether the message is on it.
    fn status_line(&self, width: u16) -> (Line<'static>, bool) {
        let activity = match (&self.job, self.playing) {
            (Some(job), _) => {
                let (doing, progress) = job.describe();
                Activity::Busy { doing, progress }
            }
            (None, true) => Activity::Playing,
            (None, false) => Activity::Paused,
        };
        Status {
            last: self.timeline.last_event(),
            step: self.timeline.step(),
            counters: self.timeline.search().counters(),
            activity,
            speed: self.clock.speed(),
            message: self.message.as_deref(),
        }
        .line(&self.theme, width)
    }

    /// The row under the status line: the prompt, the message when the status line had no
    /// room for it, or the keys.
    fn footer_line(&self, width: u16, message_shown: bool) -> Line<'static> {
        if let Some(prompt) = &self.prompt {
            return prompt.line(&self.theme, width);
        }
        if let (Some(message), false) = (&self.message, message_shown) {
            let message = cut(&self.theme, message, usize::from(width));
            return Line::styled(message, self.theme.accent());
        }
        if let Some(job) = &self.job {
            let mut line = keys::footer(keys::BUSY, &self.theme, width);
            let limit = format!(
                "  {} stops by itself at step {}",
                self.theme.glyph("│", "|"),
                grouped(job.limit())
            );
            if line.width() + text::width_of(&limit) <= usize::from(width) {
                line.spans.push(Span::styled(limit, self.theme.dim()));
            }
            return line;
        }
        keys::footer(&self.keys, &self.theme, width)
    }

    /// The heading over the board: the title, the problem and the mode, as much of it as
    /// fits in `width`.
    fn heading(&self, width: u16) -> String {
        let problem = self.timeline.search().problem();
        let mode = match self.stop {
            StopAfter::Exhaustion => "all solutions",
            _ => "first solution",
        };
        let dot = self.theme.glyph("·", "-");
        let heading = fit(&self.theme, &problem.heading()).into_owned();
        let title = self
            .title
            .as_deref()
            .map(|title| fit(&self.theme, title).into_owned());
        let mut variants = Vec::with_capacity(5);
        if let Some(title) = &title {
            variants.push(format!(" {title} {dot} {heading} {dot} {mode} "));
            variants.push(format!(" {title} {dot} {heading} "));
        }
        variants.push(format!(" {heading} {dot} {mode} "));
        variants.push(format!(" {heading} "));
        let room = usize::from(width.saturating_sub(2));
        match variants.iter().find(|v| text::width_of(v) <= room) {
            Some(variant) => variant.clone(),
            None => cut(&self.theme, &format!(" {heading} "), room),
        }
    }

    fn render_board(&self, area: Rect, buf: &mut Buffer) {
        let block = self
            .theme
            .bordered()
            .title(Span::styled(self.heading(area.width), self.theme.accent()));
        let inner = block.inner(area);
        block.render(area, buf);
        P::render_board(
            self.timeline.search(),
            self.timeline.last_event(),
            self.board,
            &self.theme,
            inner,
            buf,
        );
    }

    fn render_side(&self, area: Rect, buf: &mut Buffer) {
        let search = self.timeline.search();
        let code_height = (search.problem().pseudo_code().len() as u16 + 2).min(area.height);
        let rest = area.height - code_height;
        // The stack keeps room for a few frames first: the recursion is the lesson.
        let counters_height = if rest >= CountersPanel::HEIGHT + 10 {
            CountersPanel::HEIGHT
        } else if rest >= CountersPanel::SHORT_HEIGHT + 7 && CountersPanel::fits_short(area.width) {
            CountersPanel::SHORT_HEIGHT
        } else {
            0
        };
        let [code, stack, counters] = areas::rows(area, code_height, counters_height);
        CodePanel {
            problem: search.problem(),
            last: self.timeline.last_event(),
            theme: &self.theme,
        }
        .render(code, buf);
        if stack.height >= 3 {
            StackPanel {
                search,
                theme: &self.theme,
            }
            .render(stack, buf);
        }
        if counters.height > 0 {
            CountersPanel {
                step: self.timeline.step(),
                length: self.timeline.len(),
                counters: search.counters(),
                theme: &self.theme,
            }
            .render(counters, buf);
        }
    }
}

impl<P: Show + Notation> Widget for &Player<P> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let Some(screen) = self.arrange(area) else {
            let need = self.min_size();
            // The status line stays, for the scripts that read it.
            let [_, notice, status] = areas::rows(area, 0, 1);
            TooSmall {
                need,
                have: (area.width, area.height),
                theme: &self.theme,
            }
            .render(notice, buf);
            self.status_line(status.width).0.render(status, buf);
            return;
        };
        self.render_board(screen.board, buf);
        if screen.log.height > 0 {
            LogPanel {
                log: &self.log,
                waiting: self.job.is_some(),
                theme: &self.theme,
            }
            .render(screen.log, buf);
        }
        if let Some(side) = screen.side {
            self.render_side(side, buf);
        }
        let (status, message_shown) = self.status_line(screen.status.width);
        status.render(screen.status, buf);
        if screen.footer.height > 0 {
            self.footer_line(screen.footer.width, message_shown)
                .render(screen.footer, buf);
        }
    }
}
