//! The player's mouse: each gesture turned into what the player's keys do, through the
//! actions of `keys/mouse.rs`, or into the go-to prompt's move for a spot that names a
//! step.

use ratatui::crossterm::event::KeyEvent;

use super::Player;
use crate::app::Show;
use crate::app::input::keys::{self, Binding};
use crate::app::input::mouse::{Gesture, Pointer, Spot};
use crate::app::screens::screen::Reply;
use crate::app::screens::transport::Deck;
use crate::app::words::words;
use crate::problems::Notation;

words! {
    /// A click on a stack frame placed further back than the player looks: {0} how far it
    /// looks.
    PLACED_TOO_FAR = "placed-too-far" (steps);
}

/// The first key `table` binds to `action`: what a gesture that does the same presses.
fn key_of<A: Copy + PartialEq>(table: &[Binding<A>], action: A) -> Option<KeyEvent> {
    (table.iter())
        .flat_map(|binding| binding.keys)
        .find(|&&(_, bound)| bound == action)
        .map(|&(code, _)| KeyEvent::from(code))
}

impl<P: Show + Notation> Player<P> {
    /// Does what `pointer` asks: the wheel and a click on a line of the panel of moments
    /// as their keys, a spot that names a step as the go-to prompt, a square of the board
    /// as the answer it stands for while the quiz asks.
    pub(super) fn route_pointer(&mut self, pointer: Pointer) -> Reply {
        // A prompt open keeps every key, and the mouse waits as they do.
        if self.asking.is_some() || self.transport.prompt().is_some() {
            return Reply::Ignored;
        }
        let wheel = match self.moments {
            Some(_) => (
                key_of(keys::MOMENTS, keys::MOMENTS_WHEEL.up),
                key_of(keys::MOMENTS, keys::MOMENTS_WHEEL.down),
            ),
            None => (
                key_of(keys::TRANSPORT, keys::TRANSPORT_WHEEL.up),
                key_of(keys::TRANSPORT, keys::TRANSPORT_WHEEL.down),
            ),
        };
        let pressed = match (pointer.gesture, pointer.spot) {
            (Gesture::ScrollUp, _) => wheel.0,
            (Gesture::ScrollDown, _) => wheel.1,
            (Gesture::Click, Some(Spot::Moment(index))) if self.moments.is_some() => {
                self.moments = Some(index);
                key_of(keys::MOMENTS, keys::MOMENTS_CLICK)
            }
            (Gesture::Click | Gesture::Drag, Some(Spot::Track { .. })) => {
                let Some(step) = pointer.track_step() else {
                    return Reply::Ignored;
                };
                return self.seek(step);
            }
            (_, _) if self.playback.is_busy() => return Reply::Ignored,
            (Gesture::Click, Some(Spot::Step(step))) => return self.seek(step),
            (Gesture::Click, Some(Spot::Placed { slot, choice })) => {
                self.message = self.playback.back_to_placement(slot, choice);
                return Reply::Handled;
            }
            (Gesture::Click, Some(Spot::Cell { row, col })) => {
                return self.quiz_square(row, col, None).unwrap_or(Reply::Ignored);
            }
            (Gesture::Click, Some(Spot::Choice { row, col, choice })) => {
                return (self.quiz_square(row, col, Some(choice))).unwrap_or(Reply::Ignored);
            }
            (Gesture::Click, Some(Spot::Answer(choice))) => {
                return self.quiz_answer(choice).unwrap_or(Reply::Ignored);
            }
            _ => None,
        };
        match pressed {
            Some(key) => self.route_key(key),
            None => Reply::Ignored,
        }
    }

    /// Goes to `step` as the go-to prompt does; the status line says what the move says.
    fn seek(&mut self, step: u64) -> Reply {
        self.message = None;
        let said = self.transport.seek(step, &mut self.playback);
        self.tell(said);
        Reply::Handled
    }
}

/// The player's gestures, as `Screen::point` takes them: the same syncing as a key's.
pub(super) fn point<P: Show + Notation>(player: &mut Player<P>, pointer: Pointer) -> Reply {
    let reply = player.route_pointer(pointer);
    player.sync_quiz();
    player.sync_tree();
    player.sync_moments();
    reply
}
