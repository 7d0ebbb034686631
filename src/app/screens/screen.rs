//! What every screen of the app does, whatever it shows: it draws, takes keys and clicks,
//! ticks, speaks a language and keeps its puzzle's state; the app holds one value of it
//! for the player, the compare screen, a lesson and the editors alike.
//!
//! What only a search has (steps, solutions, breakpoints) is the
//! [`SearchPlayer`](super::search_player::SearchPlayer) a screen gives when it plays one.

use std::fmt::Debug;
use std::time::Instant;

use ratatui::{buffer::Buffer, crossterm::event::KeyEvent, layout::Rect};

use super::search_player::SearchPlayer;
use crate::app::files::state_file::Remembered;
use crate::app::input::keys::HelpLine;
use crate::app::input::mouse::Pointer;
use crate::app::{Lang, Message, Theme};
use crate::problems::Numbering;

/// What the app should do after a key or a click a screen took.
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
    /// Save the screen as it is now.
    Screenshot,
    /// Start or stop recording the screen.
    Record,
    /// Switch between English and Chinese.
    Language,
    /// Save the bookmarks and breakpoints as a lesson file.
    SaveLesson,
    /// Speak this language from now on, the whole screen: a lesson's scene opened in
    /// its own.
    Speak(Lang),
}

/// A screen the app shows: the player, the compare screen, a lesson, or an editor or the
/// puzzle folder with whatever they opened over themselves.
///
/// The app draws it, hands it keys, clicks and ticks, and asks for its search only where
/// a search is meant (going to a step, a screenshot's step, breakpoints).
pub trait Screen: Debug {
    /// Takes one key press.
    fn handle_key(&mut self, key: KeyEvent) -> Reply;
    /// Takes a gesture of the mouse, turned into the actions of the screen's keys; a
    /// screen that draws nothing to click ignores it.
    fn point(&mut self, pointer: Pointer) -> Reply;
    /// The lines of the help for the keys that work now, in the order it lists them.
    fn helps(&self) -> Vec<HelpLine>;
    /// Advances play, a long move or work done meanwhile to `now`; returns whether
    /// anything changed.
    fn tick(&mut self, now: Instant) -> bool;
    /// When the next tick is due, or `None` when only keys can change anything: what
    /// keeps a paused screen idle.
    fn deadline(&self, now: Instant) -> Option<Instant>;
    /// Says `message` on the status line until the next key.
    fn tell(&mut self, message: Message);
    /// Its heading in `lang`, such as `8-Queens`: what saved files are named after (in
    /// English, for names any file system takes) and pictures are titled.
    fn heading(&self, lang: Lang) -> String;
    /// Speaks `lang` in what it keeps in words (the log); what it draws follows the
    /// theme it is drawn with.
    fn speak(&mut self, lang: Lang);
    /// Numbers places in what it keeps in words as `numbering` says; the rest of the
    /// screen takes the numbering from the theme it is drawn with.
    fn renumber(&mut self, numbering: Numbering);
    /// Draws the screen in `area`.
    fn render(&self, theme: &Theme, area: Rect, buf: &mut Buffer);
    /// What it shows as text, the board as the tutorials print it: the table a
    /// screenshot saves beside its picture.
    fn table(&self) -> String;
    /// What it shows in one line, a search's state in the command line's notation.
    fn state_line(&self) -> String;
    /// What the state file keeps of this screen, under the key of its puzzle; `None` for
    /// a screen that keeps nothing.
    fn remember(&self) -> Option<(String, Remembered)>;
    /// What the screens that were open over this one and have closed since the last look
    /// remembered of their puzzles, taken: each puzzle's state is kept as it is left,
    /// wherever it was opened from.
    fn take_left(&mut self) -> Vec<(String, Remembered)>;
    /// The search it plays, if it plays one now.
    fn search(&self) -> Option<&dyn SearchPlayer>;
    /// The search it plays, to move it, if it plays one now.
    fn search_mut(&mut self) -> Option<&mut dyn SearchPlayer>;
}

/// A screen that plays a search, seen as both at once: the player as `export` and
/// `record` draw and move it step by step, and as a board opens before the app holds it
/// as a [`Screen`].
pub trait SearchScreen: Screen + SearchPlayer {}

impl<T: Screen + SearchPlayer + ?Sized> SearchScreen for T {}
