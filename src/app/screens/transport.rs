//! The transport: the moves along a run (play, step, go to, restart, the end, the next
//! solution…) as one controller, which the player drives on its one timeline and the
//! compare screen on each of its boards in lock step.
//!
//! A screen looks a key up in [`keys::TRANSPORT`] and hands the action to
//! [`Transport::act`]; what the move does to the timelines is the screen's [`Deck`].

use ratatui::crossterm::event::KeyEvent;

use super::screen::Reply;
use crate::app::input::keys::{self, BusyAction, PromptAction, TransportAction};
use crate::app::runtime::job::Goal;
use crate::app::widgets::prompt::{PromptOutcome, StepPrompt};
use crate::app::{Message, Target, words};

/// What the transport moves: one timeline, or several together. Each verb returns what
/// the status line should say, if anything.
pub trait Deck {
    /// Starts or stops playing; cancels a long move.
    fn toggle_play(&mut self) -> Option<Message>;
    /// One event forward.
    fn step_forward(&mut self) -> Option<Message>;
    /// One event back.
    fn step_back(&mut self) -> Option<Message>;
    /// Back to the latest solution before the current step.
    fn previous_solution(&mut self) -> Option<Message>;
    /// Plays faster.
    fn faster(&mut self);
    /// Plays slower.
    fn slower(&mut self);
    /// Stops playing, for the go-to prompt.
    fn pause(&mut self);
    /// Back to step 0, keeping the speed.
    fn restart(&mut self);
    /// Starts a long move towards `goal`; a short one is over before this returns.
    fn start_job(&mut self, goal: Goal) -> Option<Message>;
    /// Whether a long move is under way.
    fn is_busy(&self) -> bool;
    /// Stops the long move where it is, and says where.
    fn cancel_job(&mut self) -> Message;
}

/// The transport's own state: the go-to prompt while it is open.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Transport {
    prompt: Option<StepPrompt>,
}

/// What the transport did with a key it was shown first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Taken {
    /// Not its key: the screen's tables have it.
    No,
    /// Taken, with the screen's reply and what the status line should say.
    Yes(Reply, Option<Message>),
}

impl Transport {
    /// The go-to prompt, while it is open.
    pub fn prompt(&self) -> Option<&StepPrompt> {
        self.prompt.as_ref()
    }

    /// Closes the go-to prompt, if it is open.
    pub fn close_prompt(&mut self) {
        self.prompt = None;
    }

    /// Takes `key` when the prompt is open ([`keys::PROMPT`]) or a long move runs
    /// ([`keys::BUSY`]): then no other key works.
    pub fn intercept(&mut self, key: KeyEvent, deck: &mut impl Deck) -> Taken {
        if let Some(prompt) = &mut self.prompt {
            let outcome = match keys::action(keys::PROMPT, key.code) {
                Some(PromptAction::Digit) => prompt.digit(key.code),
                Some(PromptAction::Erase) => prompt.erase(),
                Some(PromptAction::Go) => prompt.go(),
                Some(PromptAction::Cancel) => PromptOutcome::Cancel,
                None => PromptOutcome::Editing,
            };
            let said = match outcome {
                PromptOutcome::Editing => None,
                PromptOutcome::Go(target) => self.go_to(target, deck),
                PromptOutcome::Refused(typed) => {
                    self.prompt = None;
                    Some(Message::new(words::GO_TO_REFUSED, &[&typed]))
                }
                PromptOutcome::Cancel => {
                    self.prompt = None;
                    None
                }
            };
            return Taken::Yes(Reply::Handled, said);
        }
        if !deck.is_busy() {
            return Taken::No;
        }
        match keys::action(keys::BUSY, key.code) {
            Some(BusyAction::Cancel) => Taken::Yes(Reply::Handled, Some(deck.cancel_job())),
            Some(BusyAction::Help) => Taken::Yes(Reply::Help, None),
            Some(BusyAction::Quit) => Taken::Yes(Reply::Quit, None),
            None => Taken::Yes(Reply::Ignored, None),
        }
    }

    /// Goes to `step`, as the go-to prompt's Enter does, and a click on the timeline bar
    /// or on a line that tells of a step; cancels a long move under way first, as a
    /// drag along the bar asks for one step after another. What to say.
    pub fn seek(&mut self, step: u64, deck: &mut impl Deck) -> Option<Message> {
        self.prompt = None;
        if deck.is_busy() {
            deck.cancel_job();
        }
        deck.start_job(Goal::Step(step))
    }

    /// Goes to `target`, a step, a solution or the end, as the go-to prompt's Enter
    /// does; cancels a long move under way first. What to say.
    fn go_to(&mut self, target: Target, deck: &mut impl Deck) -> Option<Message> {
        let goal = match target {
            Target::Step(step) => return self.seek(step, deck),
            Target::Solution(k) => Goal::Solution(k),
            Target::End => Goal::End,
        };
        self.prompt = None;
        if deck.is_busy() {
            deck.cancel_job();
        }
        deck.start_job(goal)
    }

    /// Does what `action` says to `deck`; what the status line should say.
    pub fn act(&mut self, action: TransportAction, deck: &mut impl Deck) -> Option<Message> {
        match action {
            TransportAction::TogglePlay => deck.toggle_play(),
            TransportAction::StepForward => deck.step_forward(),
            TransportAction::StepBack => deck.step_back(),
            TransportAction::NextSolution => deck.start_job(Goal::NextSolution),
            TransportAction::PreviousSolution => deck.previous_solution(),
            TransportAction::NextBacktrack => deck.start_job(Goal::NextBacktrack),
            TransportAction::NextPicture => deck.start_job(Goal::NextPlacement),
            TransportAction::Faster => {
                deck.faster();
                None
            }
            TransportAction::Slower => {
                deck.slower();
                None
            }
            TransportAction::GoTo => {
                deck.pause();
                self.prompt = Some(StepPrompt::default());
                None
            }
            TransportAction::Restart => {
                deck.restart();
                None
            }
            TransportAction::End => deck.start_job(Goal::End),
        }
    }
}
