//! The runtime: the app's event loop (draw, take every key that came, answer it), the
//! terminal taken and given back, the signals that end a run, the mouse query, the
//! clock of autoplay, the long moves done a slice at a time, and the screenshots and
//! recordings of the screen.

pub(crate) mod autoplay;
pub(crate) mod job;
pub(crate) mod mouse_report;
pub(crate) mod pointer;
pub(crate) mod remembering;
mod screen_files;
pub(crate) mod signals;
pub(crate) mod terminal;

pub use remembering::Remembering;

use std::cell::{Cell, RefCell};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use ratatui::{
    DefaultTerminal,
    buffer::Buffer,
    crossterm::event::{self, Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers},
    layout::Rect,
    text::{Line, Span},
    widgets::Widget,
};

use super::Playable;
use super::files::export::Recording;
use super::files::words::{PICKED_UP, PICKED_UP_WITH};
use super::input::keys;
use super::input::mouse::{self, HitMap, Spot};
use super::screens::help::{Help, HelpScroll};
use super::screens::lesson::save;
use super::screens::menu::{Menu, MenuReply};
use super::screens::screen::{Reply, Screen};
use super::widgets::status::mark;
use super::{Lang, Message, Start, Theme, words};
use signals::{Caught, Signals};

/// The whole app: what is on screen and what the keys do.
///
/// [`run`](App::run) is the terminal loop; [`handle_key`](App::handle_key),
/// [`tick`](App::tick) and the [`Widget`] impl are the same steps without a terminal, for
/// tests and benchmarks.
#[derive(Debug)]
pub struct App {
    menu: Menu,
    session: Option<Box<dyn Screen>>,
    help: bool,
    /// Where the help is, when it is longer than the screen.
    help_scroll: HelpScroll,
    quit: bool,
    suspend: bool,
    dirty: bool,
    theme: Theme,
    /// The size of the last screen drawn: what a screenshot saves.
    area: Cell<Rect>,
    /// Shared with the signal watchdog, which saves it if the app cannot end by itself.
    recording: Arc<Mutex<Option<Recording>>>,
    /// Where screenshots and recordings go.
    folder: PathBuf,
    /// Whether the app takes the mouse: then each frame drawn keeps its clickable spots.
    mouse: bool,
    /// The spots of the last frame drawn, for the mouse.
    hits: RefCell<HitMap>,
    /// The spot a drag started on, which it keeps moving along (the timeline bar) even
    /// when the pointer strays off its row.
    dragging: Option<Spot>,
    /// The state file: each puzzle's state is written to it as the puzzle is left, and
    /// what it kept of a puzzle is taken up as the puzzle opens, from whichever door.
    states: Remembering,
    /// What the command line asked for: its language and numbering win over those the
    /// state file kept, for the puzzle it opened on and for each one opened later.
    asked: super::Moment,
}

/// How a [`run`](App::run) of the app ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The user quit.
    Quit,
    /// This signal ended it, with the terminal restored: exit with 128 + its number.
    Signal(i32),
    /// Its terminal went away without a signal (end of file or an error where the keys
    /// are read, the window closed while another process keeps the session): ended as a
    /// hang-up ends it, everything saved.
    HungUp,
}

impl Ending {
    /// The signal the run ended by, if any: a terminal gone counts as a hang-up (SIGHUP,
    /// 1 on every Unix), so that the status is 129 either way.
    pub fn signal(self) -> Option<i32> {
        match self {
            Ending::Quit => None,
            Ending::Signal(signal) => Some(signal),
            Ending::HungUp => Some(1),
        }
    }
}

/// How long the idle loop waits before it looks at the signals again.
const SIGNAL_LOOK: Duration = Duration::from_millis(250);

/// How long a look for more input waits once input came: keys that arrived together (a
/// paste, a held key, a burst of wheel events) are all taken before the next frame. Not
/// zero: the terminal library looks at what it has read but not yet handed over only
/// when it is given some time.
const DRAIN: Duration = Duration::from_millis(1);

/// `event::poll`, where a signal that cuts the wait short is no event.
fn poll(wait: Duration) -> std::io::Result<bool> {
    match event::poll(wait) {
        Err(error) if error.kind() == std::io::ErrorKind::Interrupted => Ok(false),
        result => result,
    }
}

impl App {
    /// The app opened on `start`, drawn with `theme`.
    pub fn new(start: Start, mut theme: Theme) -> App {
        let session = match start {
            Start::Menu => None,
            Start::Board { title, board, stop } => Some(opened(board.player(title, stop), theme)),
            Start::Compare {
                title,
                boards,
                stop,
            } => Some(opened(boards.compare(title, stop), theme)),
            // A lesson that cannot open was refused before the app started.
            Start::Lesson { lesson, folder } => {
                // The first scene speaks its own language, as every scene does once open.
                if let Some(lang) = lesson.lang_of(0) {
                    theme = theme.speaking(lang.drawable(theme.is_ascii()).0);
                }
                super::screens::player::script::LessonPlayer::new(lesson, folder)
                    .ok()
                    .map(|lesson| opened(Box::new(lesson), theme))
            }
        };
        App {
            menu: Menu::new(),
            session,
            help: false,
            help_scroll: HelpScroll::default(),
            quit: false,
            suspend: false,
            dirty: true,
            theme,
            area: Cell::new(Rect::new(0, 0, 80, 24)),
            recording: Arc::default(),
            folder: PathBuf::from("."),
            mouse: false,
            hits: RefCell::default(),
            dragging: None,
            states: Remembering::nowhere(),
            asked: super::Moment::default(),
        }
    }

    /// The same app taking the mouse when `mouse` says so: its frames keep their
    /// clickable spots, and the player draws its timeline bar.
    pub fn with_mouse(self, mouse: bool) -> App {
        App { mouse, ..self }
    }

    /// Moves the player it opened on to `moment`'s step and sets its breakpoints; fails,
    /// naming the run's last step, when the run has no such step.
    pub fn open_at(&mut self, moment: &super::Moment) -> anyhow::Result<()> {
        let Some(search) = self
            .session
            .as_deref_mut()
            .and_then(|session| session.search_mut())
        else {
            return Ok(());
        };
        if let Some(target) = moment.at {
            search.go(target, &mut |_| std::ops::ControlFlow::Continue(()))?;
        }
        if moment.breaks.is_empty() && moment.origin.is_none() {
            return Ok(());
        }
        let stops = (search.stops_mut()).expect(
            "BUG: breakpoints and an origin come with `play`, whose player plays one search",
        );
        let mut conditions = Vec::with_capacity(moment.breaks.len());
        for text in &moment.breaks {
            match stops.read_breakpoint(text) {
                Ok(condition) => conditions.push(condition),
                Err(why) => anyhow::bail!("--break {text}: {}", why.get(Lang::En)),
            }
        }
        stops.add_breakpoints(&conditions);
        if let Some(origin) = &moment.origin {
            stops.set_origin(origin.clone());
        }
        Ok(())
    }

    /// Writes the lesson of the screen of the moment (its puzzle, its bookmarks and its
    /// breakpoints) to `path`, never replacing a file: how many stops, or why not.
    pub fn save_lesson_as(&self, path: &Path) -> Result<usize, String> {
        save::save_as(self.session.as_deref(), self.theme.lang(), path)
    }

    /// The same app keeping each puzzle's state in `states` as the puzzle is left, and
    /// taking up what `states` kept of the puzzle it opened on, if anything: its view
    /// too, but for the language and the numbering `moment` says the command line asked
    /// for.
    pub fn remembering(mut self, states: Remembering, moment: &super::Moment) -> App {
        self.states = states;
        self.asked = moment.clone();
        self.recall();
        self
    }

    /// Takes up what the state file kept of the puzzle on screen, just opened: the one
    /// path every door (the command line, the menu) opens a puzzle through, so that it
    /// picks up where it was left whichever door it was left by. Its first screen says
    /// so, with the step and the breakpoints, until the first key, unless the command
    /// line gave the step to open at.
    fn recall(&mut self) {
        let Some(session) = &mut self.session else {
            return;
        };
        let kept = &self.states;
        let Some(remembered) = session.remember().and_then(|(key, _)| kept.get(&key)) else {
            return;
        };
        if let (Some(lang), false) = (remembered.lang, self.asked.lang_given) {
            let (lang, _) = lang.drawable(self.theme.is_ascii());
            self.theme = self.theme.speaking(lang);
            session.speak(lang);
        }
        if let (Some(numbering), false) = (remembered.numbering, self.asked.numbering_given) {
            self.theme = self.theme.with_numbering(numbering);
            session.renumber(numbering);
        }
        let Some(search) = session.search_mut() else {
            return;
        };
        let Some(stops) = search.stops_mut() else {
            return;
        };
        stops.recall(remembered);
        let (step, breaks) = (search.step(), remembered.breaks.len());
        if self.asked.at.is_none() && (step > 0 || breaks > 0) {
            session.tell(match breaks {
                0 => Message::new(PICKED_UP, &[&step]),
                _ => Message::new(PICKED_UP_WITH, &[&step, &breaks]),
            });
        }
    }

    /// Writes what the screen of the moment remembers of its puzzle to the state file,
    /// as the app ends: what to tell (a damaged file kept aside), or why it could not.
    pub fn remember_open(&mut self) -> Result<Option<Message>, String> {
        let states = self.session.as_deref_mut().map_or_else(Vec::new, states_of);
        self.states.keep(states)
    }

    /// Writes the states of the puzzles the open screen closed over itself (a player
    /// over the editor or the puzzle folder) to the state file.
    fn remember_left(&mut self) {
        let states = self
            .session
            .as_mut()
            .map_or_else(Vec::new, |s| s.take_left());
        self.keep_states(states);
    }

    /// Writes `states` to the state file; says so on the status line when they could
    /// not be written.
    fn keep_states(&mut self, states: Vec<(String, super::files::state_file::Remembered)>) {
        match self.states.keep(states) {
            Ok(None) => {}
            Ok(Some(note)) => self.tell(note),
            Err(why) => self.tell(Message::new(words::STATE_NOT_SAVED, &[&why])),
        }
    }

    /// The same app saving its screenshots and recordings in `folder` instead of the
    /// current directory.
    pub fn saving_to(self, folder: &Path) -> App {
        App {
            folder: folder.to_path_buf(),
            ..self
        }
    }

    /// Runs until the user quits or a signal ends it: draw when something changed, then
    /// wait for a key, for the next frame of an animation, or for a look at the signals.
    ///
    /// A recording under way is saved on every ending: quitting, a signal, a terminal
    /// that fails, and a terminal gone so that the loop cannot answer a signal (the
    /// watchdog of [`Signals`] saves it then, before it ends the process).
    pub fn run(&mut self, terminal: &mut DefaultTerminal) -> anyhow::Result<Ending> {
        let recording = Arc::clone(&self.recording);
        let signals = Signals::catch(move || {
            let mut recording = recording.lock().unwrap_or_else(PoisonError::into_inner);
            if let Some(recording) = recording.take() {
                let _ = recording.stop();
            }
            #[cfg(unix)]
            terminal::give_back_unlocked();
        })?;
        let ending = self.run_loop(terminal, &signals);
        self.finish_recording();
        ending
    }

    /// [`run`](App::run) but for saving the recording.
    fn run_loop(
        &mut self,
        terminal: &mut DefaultTerminal,
        signals: &Signals,
    ) -> anyhow::Result<Ending> {
        let keys = terminal::KeyTerminal::open();
        // The screen the last frame showed: when another replaces it, the whole terminal
        // is cleared first.
        let mut drawn = self.shown();
        while !self.quit {
            match signals.take() {
                Some(Caught::End(signal)) => return Ok(self.end(terminal, Ending::Signal(signal))),
                Some(Caught::Suspend) => self.suspend = true,
                None => {}
            }
            // A terminal that is gone gives end of file for ever: that is a hang-up, and
            // the loop ends rather than read it again.
            if keys.gone() {
                return Ok(self.end(terminal, Ending::HungUp));
            }
            if std::mem::take(&mut self.suspend) {
                terminal::suspend(terminal)?;
                self.dirty = true;
            }
            if self.dirty {
                terminal::fit(terminal)?;
                let shown = self.shown();
                if shown != std::mem::replace(&mut drawn, shown.clone()) {
                    terminal::clear(terminal)?;
                }
                terminal.draw(|frame| frame.render_widget(&*self, frame.area()))?;
                self.dirty = false;
                self.record_frame();
            }
            // Idle, the loop wakes only to look at the signals: a few times a second.
            let now = Instant::now();
            let wait = self.deadline(now).map_or(SIGNAL_LOOK, |at| {
                at.saturating_duration_since(now).min(SIGNAL_LOOK)
            });
            // An error where the keys are read is the terminal gone too.
            if self.take_input(wait).is_err() {
                return Ok(self.end(terminal, Ending::HungUp));
            }
            let now = Instant::now();
            if self.deadline(now).is_some_and(|at| at <= now) {
                self.tick(now);
            }
        }
        Ok(Ending::Quit)
    }

    /// Which screen a frame shows now: the help or not, over the menu or the screen of
    /// that heading. Two frames of the same screen differ in a few cells; another screen
    /// replaces them all.
    fn shown(&self) -> (bool, Option<String>) {
        let session = self.session.as_ref();
        (self.help, session.map(|session| session.heading(Lang::En)))
    }

    /// Ends the run as `ending` says, before the user asked: the recording saved, the
    /// terminal given back.
    fn end(&mut self, terminal: &mut DefaultTerminal, ending: Ending) -> Ending {
        self.finish_recording();
        terminal::give_back(terminal);
        ending
    }

    /// Waits up to `wait` for input and takes all of it: every key that came with the
    /// first is taken before the next frame, so that a held key never lags behind and
    /// the end of a paste is never left unread.
    fn take_input(&mut self, wait: Duration) -> std::io::Result<()> {
        if poll(wait)? {
            self.handle_event(event::read()?);
            while !self.quit && poll(DRAIN)? {
                self.handle_event(event::read()?);
            }
        }
        Ok(())
    }

    /// Whether Ctrl-Z asked to suspend the app, for [`run`](App::run) to do.
    pub fn wants_suspend(&self) -> bool {
        self.suspend
    }

    /// Says `message` on the open player's status line, or the menu's.
    pub fn tell(&mut self, message: Message) {
        match &mut self.session {
            Some(session) => session.tell(message),
            None => self.menu.tell(message),
        }
        self.dirty = true;
    }

    /// Switches between English and Chinese, or says why Chinese cannot be drawn here.
    fn switch_language(&mut self) {
        let note = self.speak(self.theme.lang().next());
        self.tell(match note {
            Some(note) => Message::english(note.to_string()),
            None => Message::new(words::SPEAKING, &[]),
        });
    }

    /// Speaks `lang`, the whole screen, or English where Chinese cannot be drawn: the
    /// note that says so then.
    fn speak(&mut self, lang: Lang) -> Option<&'static str> {
        let (lang, note) = lang.drawable(self.theme.is_ascii());
        self.theme = self.theme.speaking(lang);
        if let Some(session) = &mut self.session {
            session.speak(lang);
        }
        note
    }

    /// The language the app speaks now.
    pub fn lang(&self) -> super::Lang {
        self.theme.lang()
    }

    /// Whether the user has asked to quit.
    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// The open problem's current state in the command line's one-line notation (queens
    /// as 1-based columns, `2 4 1 3`), or `None` in the menu.
    pub fn state_line(&self) -> Option<String> {
        self.session.as_ref().map(|session| session.state_line())
    }

    /// Whether the help is open over the screen.
    pub fn is_showing_help(&self) -> bool {
        self.help
    }

    /// Whether something plays or runs by itself, so that [`tick`](App::tick) is needed.
    pub fn is_animating(&self) -> bool {
        self.deadline(Instant::now()).is_some()
    }

    /// When the next [`tick`](App::tick) is due, as seen at `now`, or `None` when only
    /// keys change anything.
    pub fn deadline(&self, now: Instant) -> Option<Instant> {
        self.session
            .as_ref()
            .and_then(|session| session.deadline(now))
    }

    /// Advances playing or a long move to the time `now`.
    pub fn tick(&mut self, now: Instant) {
        if let Some(session) = &mut self.session {
            self.dirty |= session.tick(now);
        }
    }

    /// Takes a terminal event: key presses, the mouse and resizes.
    pub fn handle_event(&mut self, event: Event) {
        match event {
            Event::Key(key) => self.handle_key(key),
            Event::Mouse(mouse) => self.handle_mouse(mouse),
            Event::Resize(..) => self.dirty = true,
            _ => {}
        }
    }

    /// Takes one key; only presses count, not releases or repeats.
    pub fn handle_key(&mut self, key: KeyEvent) {
        if key.kind != KeyEventKind::Press {
            return;
        }
        self.dirty = true;
        if key.modifiers.contains(KeyModifiers::CONTROL) {
            match key.code {
                KeyCode::Char('c') => self.quit = true,
                KeyCode::Char('z') => self.suspend = signals::CAN_SUSPEND,
                _ => {}
            }
            return;
        }
        if key.modifiers.contains(KeyModifiers::ALT) {
            return;
        }
        if self.help {
            match keys::action(keys::HELP, key.code) {
                Some(action) if self.help_scroll.scrolls() => self.help_scroll.act(action),
                _ => {
                    self.help = false;
                    self.help_scroll.reset();
                }
            }
            return;
        }
        self.route(
            |session| session.handle_key(key),
            |menu| menu.handle_key(key),
        );
    }

    /// Sends a key or a gesture to the open screen (`session`) or to the menu (`menu`),
    /// and does what they ask.
    fn route(
        &mut self,
        session: impl FnOnce(&mut dyn Screen) -> Reply,
        menu: impl FnOnce(&mut Menu) -> MenuReply,
    ) {
        match &mut self.session {
            Some(open) => {
                let reply = session(open.as_mut());
                self.answer(reply);
                self.remember_left();
            }
            None => {
                let reply = menu(&mut self.menu);
                self.answer_menu(reply);
            }
        }
    }

    /// Does what the open screen asked for after a key or a gesture.
    fn answer(&mut self, reply: Reply) {
        let Some(session) = &mut self.session else {
            return;
        };
        match reply {
            Reply::Handled | Reply::Ignored => {}
            Reply::Menu => {
                if let Some(mut session) = self.session.take() {
                    let left = states_of(session.as_mut());
                    self.menu.keep(session);
                    self.keep_states(left);
                }
            }
            Reply::Help => self.help = true,
            Reply::Quit => self.quit = true,
            Reply::Renumber => {
                let numbering = self.theme.numbering().toggled();
                self.theme = self.theme.with_numbering(numbering);
                session.renumber(numbering);
            }
            Reply::Screenshot => self.screenshot(),
            Reply::Record => self.toggle_recording(),
            Reply::Language => self.switch_language(),
            Reply::Speak(lang) if lang == self.theme.lang() => {}
            Reply::Speak(lang) => {
                if let Some(note) = self.speak(lang) {
                    self.tell(Message::english(note.to_string()));
                }
            }
            Reply::SaveLesson => {
                let said = save::save_in(Some(session.as_ref()), self.theme.lang(), &self.folder);
                session.tell(said);
            }
        }
    }

    /// Does what the menu asked for after a key or a gesture.
    fn answer_menu(&mut self, reply: MenuReply) {
        match reply {
            MenuReply::Stay => {}
            MenuReply::Open(session) => {
                self.session = Some(opened(session, self.theme));
                self.recall();
            }
            MenuReply::Return(session) | MenuReply::SideBySide(session) => {
                self.session = Some(opened(session, self.theme));
            }
            MenuReply::Help => self.help = true,
            MenuReply::Language => self.switch_language(),
            MenuReply::Quit => self.quit = true,
        }
    }

    fn render_help(&self, area: Rect, buf: &mut Buffer) {
        let theme = &self.theme;
        let (helps, notes) = if let Some(session) = &self.session {
            let legend: Vec<Span> = [
                Some(crate::engine::Event::Place { slot: 0, choice: 0 }),
                Some(crate::engine::Event::Remove { slot: 0, choice: 0 }),
                Some(crate::engine::Event::Solution),
            ]
            .into_iter()
            .flat_map(|event| {
                let (glyph, word, style) = mark(event, theme);
                [
                    Span::styled(format!("{glyph} {word}"), style),
                    Span::raw("   "),
                ]
            })
            .collect();
            (session.helps(), vec![Line::from(legend)])
        } else {
            (keys::helps(keys::MENU).collect(), Vec::new())
        };
        let mut notes = notes;
        if self.mouse {
            let said = keys::mouse_notes(self.session.is_none()).iter();
            notes.extend(said.map(|note| Line::styled(note.get(theme.lang()), theme.dim())));
        } else if super::runtime::terminal::mouse_unreported() {
            let said = keys::MOUSE_UNREPORTED.get(theme.lang());
            notes.push(Line::styled(said, theme.dim()));
        }
        notes.push(Line::styled(theme.colours_note(), theme.dim()));
        Help {
            helps: &helps,
            notes,
            theme,
            scroll: &self.help_scroll,
        }
        .render(area, buf);
    }
}

/// What `session` has for the state file as it is left: its own puzzle's state and those
/// of the screens it closed over itself.
/// The step of the search `screen` plays, 0 when it plays none: what a screenshot or a
/// recording of it is named after.
fn step_of(screen: &dyn Screen) -> u64 {
    screen.search().map_or(0, |search| search.step())
}

fn states_of<S: Screen + ?Sized>(
    session: &mut S,
) -> Vec<(String, super::files::state_file::Remembered)> {
    let mut states = session.take_left();
    states.extend(session.remember());
    states
}

/// `session` speaking the language of `theme` and numbering as it does.
fn opened(mut session: Box<dyn Screen>, theme: Theme) -> Box<dyn Screen> {
    session.speak(theme.lang());
    session.renumber(theme.numbering());
    session
}

/// `path` as the status line names it: without a leading `./`.
fn shown(path: &Path) -> String {
    path.strip_prefix(".").unwrap_or(path).display().to_string()
}

impl App {
    /// The screen without the marks of the app's own state (`REC`).
    fn render_screen(&self, area: Rect, buf: &mut Buffer) {
        match &self.session {
            Some(session) => session.render(&self.theme, area, buf),
            None => self.menu.render(&self.theme, area, buf),
        }
        if self.help {
            self.render_help(area, buf);
        }
    }

    /// `REC` in the top right corner while the screen is recorded.
    fn render_recording_mark(&self, area: Rect, buf: &mut Buffer) {
        let said = super::words::RECORDING_MARK.get(self.theme.lang());
        let mark = format!(" {} {said} ", self.theme.glyph("●", "*"));
        let width = super::widgets::text::width_of(&mark) as u16;
        if self.is_recording() && area.width >= width {
            let style = self
                .theme
                .attacked()
                .add_modifier(ratatui::style::Modifier::REVERSED);
            buf.set_string(area.right() - width, area.top(), mark, style);
        }
    }
}

impl Widget for &App {
    fn render(self, area: Rect, buf: &mut Buffer) {
        self.area.set(area);
        if self.mouse {
            *self.hits.borrow_mut() = mouse::collect(|| self.render_screen(area, buf));
        } else {
            self.render_screen(area, buf);
        }
        self.render_recording_mark(area, buf);
        super::style::ground::paint(&self.theme, area, buf);
    }
}
