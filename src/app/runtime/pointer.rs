//! The app's side of the mouse: a terminal's mouse event resolved to the spot under the
//! pointer in the last frame drawn, and handed to the help, the menu or the open screen,
//! which turn it into the actions of their keys.

use ratatui::crossterm::event::{MouseEvent, MouseEventKind};

use super::App;
use crate::app::input::keys;
use crate::app::input::mouse::{Gesture, Pointer, Spot};

impl App {
    /// Takes one mouse event: the wheel, a click, a drag of the left button; any other
    /// (a release, a move, another button) does nothing.
    pub fn handle_mouse(&mut self, event: MouseEvent) {
        let Some(gesture) = Gesture::of(&event) else {
            // A release ends a drag.
            if matches!(event.kind, MouseEventKind::Up(_)) {
                self.dragging = None;
            }
            return;
        };
        let under = self.hits.borrow().at(event.column, event.row);
        // A drag keeps to the spot it started on: along the timeline bar, the pointer
        // may stray off its row.
        let spot = match gesture {
            Gesture::Click => {
                self.dragging = under.filter(|spot| matches!(spot, Spot::Track { .. }));
                under
            }
            Gesture::Drag => match self.dragging {
                Some(spot) => Some(spot),
                None => return,
            },
            Gesture::ScrollUp | Gesture::ScrollDown => under,
        };
        let pointer = Pointer {
            gesture,
            spot,
            column: event.column,
        };
        self.dirty = true;
        if self.help {
            match gesture {
                Gesture::ScrollUp => self.help_scroll.act(keys::HELP_WHEEL.up),
                Gesture::ScrollDown => self.help_scroll.act(keys::HELP_WHEEL.down),
                // A click closes the help, as any key but its own does.
                Gesture::Click => {
                    self.help = false;
                    self.help_scroll.reset();
                }
                Gesture::Drag => {}
            }
            return;
        }
        self.route(|session| session.point(pointer), |menu| menu.point(pointer));
    }

    /// The spots of the last frame drawn, as the mouse finds them: for tests that click
    /// what a screen shows.
    pub fn spots(&self) -> Vec<(ratatui::layout::Rect, Spot)> {
        self.hits.borrow().spots().collect()
    }
}
