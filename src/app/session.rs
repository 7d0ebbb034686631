//! The open player, whatever its problem, so the app holds one value for all of them.

use std::fmt::Debug;
use std::time::Instant;

use ratatui::{buffer::Buffer, crossterm::event::KeyEvent, layout::Rect};

use super::{Theme, keys::Help};
use crate::problems::Numbering;

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
    /// Switch between numbering places from 0 and from 1.
    Renumber,
}

/// A player of some problem: the app drives it through this, without knowing the problem.
pub trait Session: Debug {
    /// Takes one key press.
    fn handle_key(&mut self, key: KeyEvent) -> Reply;
    /// The lines of the help for the keys that work now, in the order it lists them.
    fn helps(&self) -> Vec<Help>;
    /// Advances play or a long move to `now`; returns whether anything changed.
    fn tick(&mut self, now: Instant) -> bool;
    /// When the next tick is due, or `None` when only keys can change anything.
    fn deadline(&self, now: Instant) -> Option<Instant>;
    /// The current state in the command line's one-line notation.
    fn state_line(&self) -> String;
    /// Numbers places in its log as `numbering` says; the rest of the screen takes the
    /// numbering from the theme it is drawn with.
    fn renumber(&mut self, numbering: Numbering);
    /// Draws the player in `area`.
    fn render(&self, theme: &Theme, area: Rect, buf: &mut Buffer);
}
