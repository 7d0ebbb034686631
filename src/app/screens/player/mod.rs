//! The player: one search on a timeline, stepped by hand or played by itself.
//!
//! [`Playback`] holds the search and the clock, [`layout`] shares the screen out, and
//! `view` draws; this file turns keys into the verbs of the first.

pub(crate) mod board_parts;
pub(crate) mod layout;
pub(crate) mod line_edit;
pub(crate) mod moments;
pub(crate) mod panels;
pub(crate) mod playback;
pub(crate) mod pointer;
#[cfg(test)]
pub(crate) mod prompt_fit_tests;
pub(crate) mod prompt_view;
pub(crate) mod quiz;
pub(crate) mod quiz_answer;
#[cfg(test)]
pub(crate) mod quiz_answer_tests;
pub(crate) mod quiz_cursor;
#[cfg(test)]
pub(crate) mod quiz_tests;
pub(crate) mod quiz_words;
pub(crate) mod script;
#[cfg(test)]
pub(crate) mod tests;
pub(crate) mod tree_panel;
pub(crate) mod verdict_view;
pub(crate) mod view;
pub(crate) mod words;

use std::ops::ControlFlow;
use std::time::Instant;

use ratatui::{
    buffer::Buffer,
    crossterm::event::{KeyCode, KeyEvent, KeyModifiers},
    layout::Rect,
    widgets::Widget,
};

use anyhow::bail;

use super::screen::{Reply, Screen};
use super::search_player::{SearchPlayer, Stops};
use super::transport::{Deck, Taken, Transport};
use crate::app::files::state_file::{PSEUDO_CODE, Panels, Remembered};
use crate::app::input::keys::{
    self, HelpLine, LeaveAction, MomentsAction, PlayerAction, TextAction, ViewAction,
};
use crate::app::runtime::job::Goal;
use crate::app::widgets::search_tree::{DepthCounter, ShownTree};
use crate::app::{Act, Lang, Message, Show, Target, Theme};
use crate::engine::{Condition, ConditionError, Counters, Event, StopAfter};
use crate::problems::{Notation, Numbering};
use line_edit::LineEdit;
use moments::{Bookmarks, FoundSolution, MomentLine};
use playback::Playback;

/// The most solutions the panel of moments lists.
const MAX_LISTED_SOLUTIONS: usize = 1_000;

/// The most solutions' boards read after one key or tick.
const READ_AT_ONCE: usize = 100;

/// One problem's search with the state of its controls and of the screen around it.
#[derive(Debug)]
pub struct Player<P: Show> {
    title: Option<Message>,
    playback: Playback<P>,
    transport: Transport,
    options: P::Options,
    message: Option<Message>,
    /// A message the footer wraps whole rather than cuts, while it is the one said: what
    /// a breakpoint typed came to, whose forms a class needs all of.
    read_whole: Option<Message>,
    tree: Option<TreeState<P>>,
    /// The line being typed, while a prompt of the player's own is open.
    asking: Option<Asking>,
    /// The steps marked, with their captions.
    bookmarks: Bookmarks,
    /// The line chosen in the panel of moments, while it is shown.
    moments: Option<usize>,
    /// The solutions found so far, their boards read once the panel shows them.
    found: Vec<FoundSolution>,
    /// The quiz, while it is on.
    quiz: Option<quiz::Quiz>,
    /// Whether a lesson's script moves this player: its keys are then in the help.
    scripted: bool,
    /// Where its puzzle came from, for a lesson saved from it.
    origin: Option<crate::app::screens::lesson::save::Origin>,
    /// The key the state file keeps this puzzle under: the puzzle as it was opened, in
    /// the order it was opened in, whatever order it was switched to since.
    key: String,
}

/// What a prompt of the player's own asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Asking {
    /// A breakpoint's condition.
    Breakpoint(LineEdit),
    /// The caption of a bookmark at this step.
    Caption(u64, LineEdit),
}

impl Asking {
    /// The line being typed.
    fn line(&self) -> &LineEdit {
        match self {
            Asking::Breakpoint(line) | Asking::Caption(_, line) => line,
        }
    }

    /// The line being typed, to edit.
    fn line_mut(&mut self) -> &mut LineEdit {
        match self {
            Asking::Breakpoint(line) | Asking::Caption(_, line) => line,
        }
    }
}

/// The search tree panel's model while it is shown: the whole tree, or the whole subtree
/// around the current step, when it is small, and the counts per depth kept at the
/// timeline's step.
#[derive(Debug)]
struct TreeState<P> {
    whole: ShownTree,
    tally: DepthCounter<P>,
}

impl<P: Show + Notation> Player<P> {
    /// A paused player at step 0 of a search of `problem` that stops as `stop` says, with
    /// `title` over the board in the language of the moment.
    pub fn new(problem: P, stop: StopAfter, title: Option<Message>) -> Self {
        let key = format!("{} | {}", problem.heading(Lang::En), problem.line());
        Player {
            key,
            title,
            playback: Playback::new(problem, stop),
            transport: Transport::default(),
            options: P::Options::default(),
            message: None,
            read_whole: None,
            tree: None,
            asking: None,
            bookmarks: Bookmarks::default(),
            moments: None,
            found: Vec::new(),
            quiz: None,
            scripted: false,
            origin: None,
        }
    }

    /// The lines the panel of moments can choose.
    fn entries(&self) -> Vec<MomentLine> {
        moments::entries(
            self.bookmarks.all().len(),
            self.playback.breakpoints().len(),
            self.found.len(),
        )
    }

    /// Brings the panel's list of solutions up to the timeline's, and reads the boards
    /// of those it has not read yet, while no long move runs.
    fn sync_moments(&mut self) {
        if self.moments.is_none() || self.playback.job().is_some() {
            return;
        }
        let steps = self.playback.timeline().solutions();
        // A restart or a new start has a timeline of its own.
        let same = self.found.len() <= steps.len()
            && self
                .found
                .iter()
                .zip(steps)
                .all(|(found, &step)| found.step == step);
        if !same {
            self.found.clear();
        }
        let listed = steps.len().min(MAX_LISTED_SOLUTIONS);
        let known = self.found.len();
        self.found.extend(
            steps[known..listed]
                .iter()
                .map(|&step| FoundSolution { step, line: None }),
        );
        // Each board read is a trip along the timeline: a few at a time.
        let unread = self.found.iter().filter(|found| found.line.is_none());
        let steps: Vec<u64> = unread.map(|found| found.step).take(READ_AT_ONCE).collect();
        for step in steps {
            let line = self.playback.line_at(step);
            if let Some(found) = self.found.iter_mut().find(|found| found.step == step) {
                found.line = Some(line);
            }
        }
        let last = self.entries().len().saturating_sub(1);
        self.moments = self.moments.map(|chosen| chosen.min(last));
    }

    /// Forgets the boards of the solutions read so far, to read them again in the
    /// numbering of the moment.
    fn reread_solutions(&mut self) {
        for found in &mut self.found {
            found.line = None;
        }
    }

    /// Goes to `step`, as the go-to prompt does; what to say.
    fn go_to(&mut self, step: u64) -> Option<Message> {
        self.playback.start_job(Goal::Step(step))
    }

    /// Goes to the bookmark `next` or before the current step; what to say.
    fn jump_to_bookmark(&mut self, next: bool) -> Message {
        let here = self.playback.timeline().step();
        let mark = match next {
            true => self.bookmarks.after(here),
            false => self.bookmarks.before(here),
        };
        let Some(mark) = mark.cloned() else {
            return Message::new(words::NO_BOOKMARK_THERE, &[]);
        };
        self.go_to(mark.step);
        Message::new(words::AT_BOOKMARK, &[&mark.step, &mark.caption])
    }

    /// Does what a key of the panel of moments says, while it is shown.
    fn act_on_moments(&mut self, action: MomentsAction) {
        let entries = self.entries();
        let Some(chosen) = self.moments else {
            return;
        };
        let last = entries.len().saturating_sub(1);
        match action {
            MomentsAction::Up => self.moments = Some(chosen.saturating_sub(1)),
            MomentsAction::Down => self.moments = Some((chosen + 1).min(last)),
            MomentsAction::Close => self.moments = None,
            MomentsAction::Go => {
                let said = match entries.get(chosen) {
                    Some(&MomentLine::Bookmark(index)) => {
                        let mark = self.bookmarks.all()[index].clone();
                        self.go_to(mark.step);
                        Some(Message::new(
                            words::AT_BOOKMARK,
                            &[&mark.step, &mark.caption],
                        ))
                    }
                    Some(&MomentLine::Solution(index)) => self.go_to(self.found[index].step),
                    Some(MomentLine::Breakpoint(_)) | None => None,
                };
                self.tell(said);
            }
            MomentsAction::Remove => {
                let said = match entries.get(chosen) {
                    Some(&MomentLine::Bookmark(index)) => {
                        let step = self.bookmarks.all()[index].step;
                        self.bookmarks.remove(index);
                        Some(Message::new(words::BOOKMARK_REMOVED, &[&step]))
                    }
                    Some(&MomentLine::Breakpoint(index)) => self.playback.remove_breakpoint(index),
                    Some(MomentLine::Solution(_)) | None => None,
                };
                self.tell(said);
                self.moments = Some(chosen.min(self.entries().len().saturating_sub(1)));
            }
        }
    }

    /// Stops playing and End where `text`'s condition holds; what to say, the mistake
    /// when it is not a condition.
    fn set_breakpoint(&mut self, text: &str) -> Option<Message> {
        match self.read_condition(text) {
            Ok(condition) => Some(self.playback.add_breakpoint(condition)),
            Err(error) => moments::refusal(error, self.playback.start()),
        }
    }

    /// `text` as a condition, a slot named in the problem's words and counted as the
    /// screen counts places now.
    fn read_condition(&self, text: &str) -> Result<Condition, ConditionError> {
        self.playback.read_condition(text)
    }

    /// Sends `key` to the player's prompt, which is open: the keys of
    /// [`keys::TEXT_PROMPT`] edit, take or close it, and any other character is typed.
    fn edit_prompt(&mut self, key: KeyEvent) -> Reply {
        let Some(asking) = &mut self.asking else {
            return Reply::Ignored;
        };
        let line = asking.line_mut();
        match keys::action(keys::TEXT_PROMPT, key.code) {
            Some(TextAction::Left) => line.left(),
            Some(TextAction::Right) => line.right(),
            Some(TextAction::Home) => line.home(),
            Some(TextAction::End) => line.end(),
            Some(TextAction::EraseBack) => line.erase_back(),
            Some(TextAction::EraseForward) => line.erase_forward(),
            Some(TextAction::Go) => {
                let text = line.text();
                match self.asking.take() {
                    Some(Asking::Breakpoint(_)) => {
                        self.message = self.set_breakpoint(&text);
                        self.read_whole = self.message.clone();
                    }
                    Some(Asking::Caption(step, _)) => {
                        self.bookmarks.mark(step, text.trim().to_string());
                        let count = self.bookmarks.all().len();
                        self.message = Some(Message::new(words::BOOKMARK_SET, &[&step, &count]));
                    }
                    None => {}
                }
            }
            Some(TextAction::Cancel) => self.asking = None,
            None => match key.code {
                KeyCode::Char(c)
                    if !key
                        .modifiers
                        .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT) =>
                {
                    line.insert(c)
                }
                _ => return Reply::Ignored,
            },
        }
        Reply::Handled
    }

    /// Shows the search tree panel, or hides it.
    fn toggle_tree(&mut self) {
        self.tree = match self.tree {
            Some(_) => None,
            None => {
                let start = self.playback.start();
                Some(TreeState {
                    whole: ShownTree::default(),
                    tally: DepthCounter::new(start, self.playback.stop()),
                })
            }
        };
        self.sync_tree();
    }

    /// Brings the tree's counts, and the part of it drawn whole, to the timeline's step.
    fn sync_tree(&mut self) {
        let timeline = self.playback.timeline();
        if let Some(tree) = &mut self.tree {
            tree.tally.go_to(timeline.step());
            tree.whole.follow(timeline.search());
        }
    }

    /// Forgets the tree's model after the start or the stop changed; shown again from the
    /// new start.
    fn rebuild_tree(&mut self) {
        if self.tree.is_some() {
            self.tree = None;
            self.toggle_tree();
        }
    }

    /// Says `message` in the status line until the next key, if there is one.
    fn tell(&mut self, message: Option<Message>) {
        if message.is_some() {
            self.message = message;
        }
    }

    /// Sends `key` to the prompt or the long move, or else to the transport's, the
    /// player's, the view's, the problem's and the leaving keys, in the help's order.
    fn route_key(&mut self, key: KeyEvent) -> Reply {
        if self.asking.is_some() {
            return self.edit_prompt(key);
        }
        if self.moments.is_some()
            && !self.playback.is_busy()
            && let Some(action) = keys::action(keys::MOMENTS, key.code)
        {
            self.message = None;
            self.act_on_moments(action);
            return Reply::Handled;
        }
        if let Taken::Yes(reply, said) = self.transport.intercept(key, &mut self.playback) {
            self.tell(said);
            return reply;
        }
        if let Some(reply) = self.quiz_key(key) {
            return reply;
        }
        self.message = None;
        let code = key.code;
        if let Some(action) = keys::action(keys::TRANSPORT, code) {
            let said = self.transport.act(action, &mut self.playback);
            self.tell(said);
            return Reply::Handled;
        }
        if let Some(action) = keys::action(keys::PLAYER, code) {
            let said = match action {
                PlayerAction::ToggleStop => {
                    let said = self.playback.toggle_stop();
                    self.rebuild_tree();
                    said
                }
                PlayerAction::TogglePauseAtSolutions => self.playback.toggle_pause_at_solutions(),
                PlayerAction::AskBreakpoint => {
                    self.playback.pause();
                    self.asking = Some(Asking::Breakpoint(LineEdit::default()));
                    return Reply::Handled;
                }
                PlayerAction::ClearBreakpoints => self.playback.clear_breakpoints(),
                PlayerAction::Bookmark => {
                    self.playback.pause();
                    let step = self.playback.timeline().step();
                    self.asking = Some(Asking::Caption(step, LineEdit::default()));
                    return Reply::Handled;
                }
                PlayerAction::PreviousBookmark => self.jump_to_bookmark(false),
                PlayerAction::NextBookmark => self.jump_to_bookmark(true),
                PlayerAction::ToggleQuiz => {
                    self.toggle_quiz();
                    return Reply::Handled;
                }
                PlayerAction::SaveLesson => return Reply::SaveLesson,
                PlayerAction::ToggleMoments => {
                    self.moments = match self.moments {
                        Some(_) => None,
                        None => Some(0),
                    };
                    return Reply::Handled;
                }
            };
            self.message = Some(said);
            return Reply::Handled;
        }
        if let Some(action) = keys::action(keys::VIEW, code) {
            return self.view(action);
        }
        if let Some(action) = keys::action(P::keys(), code) {
            return self.act_on_problem(action);
        }
        match keys::action(keys::LEAVE, code) {
            Some(action) => leave(action),
            None => Reply::Ignored,
        }
    }

    /// Does what the view's `action` says: the app's own for the numbering, the
    /// language and the files.
    fn view(&mut self, action: ViewAction) -> Reply {
        match action {
            ViewAction::ToggleNumbering => return Reply::Renumber,
            ViewAction::Screenshot => return Reply::Screenshot,
            ViewAction::Record => return Reply::Record,
            ViewAction::Language => return Reply::Language,
            ViewAction::CycleCode => {
                self.message = Some(self.playback.cycle_code());
                self.reread_solutions();
            }
            ViewAction::ToggleTree => self.toggle_tree(),
        }
        Reply::Handled
    }

    /// Does what the problem's own `action` says.
    fn act_on_problem(&mut self, action: P::Action) -> Reply {
        match P::act(action, self.playback.start(), &mut self.options) {
            Act::Nothing => {}
            Act::Restart { start, message } => {
                self.playback.replace_start(start);
                self.rebuild_tree();
                self.message = Some(message);
            }
            Act::Tell(message) => self.message = Some(message),
        }
        Reply::Handled
    }
}

/// What a leaving key asks of the app.
pub(crate) fn leave(action: LeaveAction) -> Reply {
    match action {
        LeaveAction::Menu => Reply::Menu,
        LeaveAction::Help => Reply::Help,
        LeaveAction::Quit => Reply::Quit,
    }
}

impl<P: Show + Notation> Screen for Player<P> {
    fn handle_key(&mut self, key: KeyEvent) -> Reply {
        let reply = self.route_key(key);
        self.sync_quiz();
        self.sync_tree();
        self.sync_moments();
        reply
    }

    fn point(&mut self, pointer: crate::app::input::mouse::Pointer) -> Reply {
        pointer::point(self, pointer)
    }

    fn helps(&self) -> Vec<HelpLine> {
        let moments = match self.moments {
            Some(_) => keys::MOMENTS,
            None => &[],
        };
        let answers = match self.quiz.as_ref().and_then(quiz::Quiz::question) {
            Some(_) => keys::QUIZ_ANSWER,
            None => &[],
        };
        let script = match self.scripted {
            true => keys::SCRIPT,
            false => &[],
        };
        keys::helps(moments)
            .chain(keys::helps(answers))
            .chain(keys::helps(script))
            .chain(script::transport_helps(self.scripted))
            .chain(keys::helps(keys::PLAYER))
            .chain(keys::helps(keys::VIEW))
            .chain(keys::helps(P::keys()))
            .chain(keys::helps(keys::LEAVE))
            .collect()
    }

    fn tick(&mut self, now: Instant) -> bool {
        let (changed, said) = self.playback.tick(now);
        self.tell(said);
        self.sync_quiz();
        self.sync_tree();
        if changed && !self.playback.is_playing() {
            self.sync_moments();
        }
        changed
    }

    fn deadline(&self, now: Instant) -> Option<Instant> {
        self.playback.deadline(now)
    }

    fn tell(&mut self, message: Message) {
        self.message = Some(message);
    }

    fn heading(&self, lang: Lang) -> String {
        self.playback.timeline().search().problem().heading(lang)
    }

    fn speak(&mut self, lang: Lang) {
        self.playback.speak(lang);
    }

    fn renumber(&mut self, numbering: Numbering) {
        if self.playback.renumber(numbering) {
            self.reread_solutions();
            self.sync_moments();
            let said = match numbering {
                Numbering::FromZero => crate::app::words::COUNTING_FROM_ZERO,
                Numbering::FromOne => crate::app::words::COUNTING_FROM_ONE,
            };
            // A tutorial's code counts as it is written, whatever the key asks.
            self.message = Some(match self.playback.code() {
                Some(view) => Message::new(
                    crate::app::widgets::code_view::CODE_KEEPS_ITS_COUNT,
                    &[&view.routine, &view.base],
                ),
                None => Message::new(said, &[]),
            });
        }
    }

    fn render(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        view::PlayerView {
            player: self,
            theme,
        }
        .render(area, buf);
    }

    fn table(&self) -> String {
        let timeline = self.playback.timeline();
        let search = timeline.search();
        search
            .problem()
            .table(timeline.last_event(), search.counters().solutions)
    }

    fn state_line(&self) -> String {
        self.playback.timeline().search().problem().line()
    }

    fn remember(&self) -> Option<(String, Remembered)> {
        let tell = self.playback.telling();
        let remembered = Remembered {
            step: self.playback.timeline().step(),
            all: Some(self.playback.stop() == StopAfter::Exhaustion),
            bookmarks: (self.bookmarks.all().iter())
                .map(|mark| (mark.step, mark.caption.clone()))
                .collect(),
            breaks: self.playback.breakpoints().to_vec(),
            lang: Some(tell.lang),
            numbering: Some(tell.numbering),
            order: self.playback.start().order().map(str::to_string),
            panels: Some(Panels {
                tree: self.tree.is_some(),
                moments: self.moments.is_some(),
            }),
            code: Some(
                tell.code
                    .map_or(PSEUDO_CODE, |view| view.routine)
                    .to_string(),
            ),
        };
        Some((self.key.clone(), remembered))
    }

    fn take_left(&mut self) -> Vec<(String, Remembered)> {
        // A player opens no screen over itself.
        Vec::new()
    }

    fn search(&self) -> Option<&dyn SearchPlayer> {
        Some(self)
    }

    fn search_mut(&mut self) -> Option<&mut dyn SearchPlayer> {
        Some(self)
    }
}

impl<P: Show + Notation> SearchPlayer for Player<P> {
    fn go(
        &mut self,
        target: Target,
        watch: &mut dyn FnMut(&Counters) -> ControlFlow<()>,
    ) -> anyhow::Result<()> {
        self.transport.close_prompt();
        self.asking = None;
        let playback = &mut self.playback;
        match target {
            Target::Step(step) => {
                playback.finish_job(Goal::Step(step), watch);
                let last = playback.timeline().step();
                if last != step {
                    bail!("step {step} is past the end of the run: its last step is {last}");
                }
            }
            Target::Solution(k) => {
                playback.finish_job(Goal::Step(0), watch);
                for found in 0..k {
                    let before = playback.timeline().step();
                    playback.finish_job(Goal::NextSolution, watch);
                    let timeline = playback.timeline();
                    if timeline.step() == before || timeline.last_event() != Some(Event::Solution) {
                        bail!(
                            "the run has {found} solution{} (its last step is {}), not {k}",
                            if found == 1 { "" } else { "s" },
                            timeline.step()
                        );
                    }
                }
            }
            Target::End => {
                playback.finish_job(Goal::End, watch);
                let timeline = playback.timeline();
                if !timeline.at_end() {
                    bail!("the run goes on past step {}", timeline.step());
                }
            }
        }
        self.message = None;
        self.sync_tree();
        Ok(())
    }

    fn step_forward(&mut self) -> bool {
        let said = self.playback.step_forward();
        self.message = None;
        self.sync_tree();
        said.is_none()
    }

    fn step(&self) -> u64 {
        self.playback.timeline().step()
    }

    fn search_all(&mut self) {
        self.playback.search_all();
    }

    fn in_handout(&self) -> bool {
        let timeline = self.playback.timeline();
        timeline
            .search()
            .problem()
            .in_handout(timeline.last_event())
    }

    fn solutions_found(&self) -> u64 {
        self.playback.timeline().search().counters().solutions
    }

    fn routine(&self) -> Option<&'static str> {
        self.playback.code().map(|view| view.routine)
    }

    fn stops(&self) -> Option<&dyn Stops> {
        Some(self)
    }

    fn stops_mut(&mut self) -> Option<&mut dyn Stops> {
        Some(self)
    }
}

impl<P: Show + Notation> Stops for Player<P> {
    fn read_breakpoint(&self, text: &str) -> Result<Condition, Box<Message>> {
        self.read_condition(text).map_err(|error| {
            let refusal = moments::refusal(error, self.playback.start());
            Box::new(refusal.unwrap_or_else(|| Message::english(ConditionError::Empty.to_string())))
        })
    }

    fn add_breakpoints(&mut self, conditions: &[Condition]) {
        for &condition in conditions {
            self.playback.add_breakpoint(condition);
        }
    }

    fn run_to(
        &mut self,
        condition: Condition,
        watch: &mut dyn FnMut(&Counters) -> ControlFlow<()>,
    ) -> bool {
        self.transport.close_prompt();
        self.asking = None;
        let hit = script::run_to(&mut self.playback, condition, watch);
        self.message = None;
        self.sync_tree();
        hit
    }

    fn recall(&mut self, remembered: &Remembered) {
        let start = self.playback.start();
        let order = remembered.order.as_deref();
        if let Some(start) = order
            .filter(|&order| start.order() != Some(order))
            .and_then(|order| start.in_order(order))
        {
            self.playback.replace_start(start);
        }
        let all = self.playback.stop() == StopAfter::Exhaustion;
        if remembered.all.is_some_and(|wanted| wanted != all) {
            self.playback.toggle_stop();
        }
        for (step, caption) in &remembered.bookmarks {
            self.bookmarks.mark(*step, caption.clone());
        }
        self.add_breakpoints(&remembered.breaks);
        if let Some(routine) = &remembered.code {
            self.playback.show_code(routine);
        }
        // A step the run no longer reaches leaves the player at its end.
        let _ = self.go(Target::Step(remembered.step), &mut |_| {
            ControlFlow::Continue(())
        });
        if let Some(panels) = remembered.panels {
            if panels.tree != self.tree.is_some() {
                self.toggle_tree();
            }
            self.moments = panels.moments.then_some(0);
            self.sync_moments();
        }
    }

    fn tutorial(&self) -> Option<crate::problems::Tutorial> {
        self.playback.code().map(|view| view.tutorial)
    }

    fn set_origin(&mut self, origin: crate::app::screens::lesson::save::Origin) {
        self.origin = Some(origin);
    }

    fn lesson(&self) -> Option<crate::app::screens::lesson::Lesson> {
        let origin = self.origin.as_ref()?;
        let explored = script::explored(&self.playback, self.tree.is_some(), &self.bookmarks);
        Some(crate::app::screens::lesson::save::lesson_of(
            origin, &explored,
        ))
    }

    fn follow_script(&mut self) {
        self.scripted = true;
    }
}
