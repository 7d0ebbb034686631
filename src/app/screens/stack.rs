//! A screen of the app's own that opens others over itself: the editor opens the player
//! on its puzzle, the puzzle folder opens a player or an editor. The screen over it has
//! every key until it asks for the menu, which brings the screen under it back.

use std::fmt::Debug;
use std::time::Instant;

use ratatui::{buffer::Buffer, crossterm::event::KeyEvent, layout::Rect};

use crate::app::files::state_file::Remembered;
use crate::app::input::keys::HelpLine;
use crate::app::input::mouse::Pointer;
use crate::app::screens::screen::{Reply, Screen};
use crate::app::screens::search_player::SearchPlayer;
use crate::app::{Lang, Message, Theme};
use crate::problems::Numbering;

/// What a screen wants after a key.
#[derive(Debug)]
pub enum Step {
    /// What the app does, as a player's reply says.
    Reply(Reply),
    /// Open this screen over it.
    Open(Box<dyn Screen>),
}

/// A screen that is no search and lies at the bottom of a stack: an editor, queens by
/// hand, the puzzle folder. It answers a key with a [`Step`], which may open a screen
/// over it; [`Stacked`] makes it a [`Screen`] of the app.
pub trait BaseScreen: Debug {
    /// Takes one key press.
    fn handle_key(&mut self, key: KeyEvent) -> Step;
    /// Takes a gesture of the mouse; a screen that draws nothing to click ignores it.
    fn point(&mut self, pointer: Pointer) -> Step {
        let _ = pointer;
        Step::Reply(Reply::Ignored)
    }
    /// The lines of the help, in the order it lists them.
    fn helps(&self) -> Vec<HelpLine>;
    /// Catches up with work done meanwhile; returns whether anything changed.
    fn tick(&mut self, now: Instant) -> bool {
        let _ = now;
        false
    }
    /// When the next tick is due, or `None` when only keys change anything.
    fn deadline(&self, now: Instant) -> Option<Instant> {
        let _ = now;
        None
    }
    /// Says `message` until the next key.
    fn tell(&mut self, message: Message);
    /// Its heading in `lang`, for the names of the files saved from it.
    fn heading(&self, lang: Lang) -> String;
    /// What it holds as text, for the table a screenshot of the app names.
    fn text(&self) -> String;
    /// Draws it in `area`.
    fn render(&self, theme: &Theme, area: Rect, buf: &mut Buffer);
    /// The screen opened over it has closed: a chance to look again at what it shows.
    fn came_back(&mut self) {}
    /// Rows and columns are counted as `numbering` says from now on.
    fn renumber(&mut self, numbering: Numbering) {
        let _ = numbering;
    }
}

/// `screen`, with the screen it opened over it, if any.
#[derive(Debug)]
pub struct Stacked<S> {
    screen: S,
    over: Option<Box<dyn Screen>>,
    /// What the screens closed over it remembered of their puzzles, until the app takes it.
    left: Vec<(String, Remembered)>,
    lang: Lang,
    numbering: Numbering,
}

impl<S: BaseScreen> Stacked<S> {
    /// `screen` with nothing over it.
    pub fn new(screen: S) -> Stacked<S> {
        Stacked {
            screen,
            over: None,
            left: Vec::new(),
            lang: Lang::En,
            numbering: Numbering::default(),
        }
    }

    /// The screen under whatever is open over it.
    #[cfg(test)]
    pub fn screen(&self) -> &S {
        &self.screen
    }

    /// The screen open over it, if any.
    #[cfg(test)]
    pub fn over(&self) -> Option<&dyn Screen> {
        self.over.as_deref()
    }
}

impl<S: BaseScreen> Stacked<S> {
    /// What the screen over it said, `reply`: asked for the menu, it closes and brings
    /// this screen back.
    fn answer_over(&mut self, reply: Reply) -> Reply {
        if reply != Reply::Menu {
            return reply;
        }
        if let Some(mut over) = self.over.take() {
            self.left.extend(over.take_left());
            self.left.extend(over.remember());
        }
        self.screen.came_back();
        Reply::Handled
    }

    /// Sends a key or a gesture to the screen over it, if any (`over`), or to its own
    /// screen (`screen`), and does what they ask.
    fn route(
        &mut self,
        over: impl FnOnce(&mut dyn Screen) -> Reply,
        screen: impl FnOnce(&mut S) -> Step,
    ) -> Reply {
        match &mut self.over {
            Some(session) => {
                let reply = over(session.as_mut());
                self.answer_over(reply)
            }
            None => {
                let step = screen(&mut self.screen);
                self.take(step)
            }
        }
    }

    /// Does what the screen asked for after a key or a gesture: opens a screen over it
    /// in the language and numbering of the moment, or replies.
    fn take(&mut self, step: Step) -> Reply {
        match step {
            Step::Reply(reply) => reply,
            Step::Open(mut session) => {
                session.speak(self.lang);
                session.renumber(self.numbering);
                self.over = Some(session);
                Reply::Handled
            }
        }
    }
}

impl<S: BaseScreen> Screen for Stacked<S> {
    fn handle_key(&mut self, key: KeyEvent) -> Reply {
        self.route(|over| over.handle_key(key), |screen| screen.handle_key(key))
    }

    fn point(&mut self, pointer: Pointer) -> Reply {
        self.route(|over| over.point(pointer), |screen| screen.point(pointer))
    }

    fn helps(&self) -> Vec<HelpLine> {
        match &self.over {
            Some(over) => over.helps(),
            None => self.screen.helps(),
        }
    }

    fn tick(&mut self, now: Instant) -> bool {
        match &mut self.over {
            Some(over) => over.tick(now),
            None => self.screen.tick(now),
        }
    }

    fn deadline(&self, now: Instant) -> Option<Instant> {
        match &self.over {
            Some(over) => over.deadline(now),
            None => self.screen.deadline(now),
        }
    }

    fn tell(&mut self, message: Message) {
        match &mut self.over {
            Some(over) => over.tell(message),
            None => self.screen.tell(message),
        }
    }

    fn heading(&self, lang: Lang) -> String {
        match &self.over {
            Some(over) => over.heading(lang),
            None => self.screen.heading(lang),
        }
    }

    fn speak(&mut self, lang: Lang) {
        self.lang = lang;
        if let Some(over) = &mut self.over {
            over.speak(lang);
        }
    }

    fn renumber(&mut self, numbering: Numbering) {
        self.numbering = numbering;
        self.screen.renumber(numbering);
        if let Some(over) = &mut self.over {
            over.renumber(numbering);
        }
    }

    fn render(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        match &self.over {
            Some(over) => over.render(theme, area, buf),
            None => self.screen.render(theme, area, buf),
        }
    }

    fn table(&self) -> String {
        match &self.over {
            Some(over) => over.table(),
            None => self.screen.text(),
        }
    }

    fn state_line(&self) -> String {
        match &self.over {
            Some(over) => over.state_line(),
            None => self.screen.text(),
        }
    }

    fn remember(&self) -> Option<(String, Remembered)> {
        self.over.as_ref().and_then(|over| over.remember())
    }

    fn take_left(&mut self) -> Vec<(String, Remembered)> {
        let mut left = std::mem::take(&mut self.left);
        if let Some(over) = &mut self.over {
            left.extend(over.take_left());
        }
        left
    }

    fn search(&self) -> Option<&dyn SearchPlayer> {
        self.over.as_deref().and_then(|over| over.search())
    }

    fn search_mut(&mut self) -> Option<&mut dyn SearchPlayer> {
        self.over.as_deref_mut().and_then(|over| over.search_mut())
    }
}
