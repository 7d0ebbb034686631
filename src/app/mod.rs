//! The classroom app: a preset menu and a player that animates a search step by step.
//!
//! Grouped by what each part is: `runtime` (the event loop, the terminal, signals,
//! background jobs), `screens`, `widgets`, `input` (keys and mouse), `words` (the message
//! catalogue and languages), `style` (themes), `files` (what is read and written), `board`
//! (the contract a problem's view implements) and `problems` (each problem's view).

pub mod board;
pub mod files;
pub mod input;
pub mod problems;
pub(crate) mod runtime;
pub mod screens;
pub mod style;
pub mod widgets;
pub mod words;

#[cfg(test)]
mod render_tests;
#[cfg(test)]
mod test_support;

use ratatui::{buffer::Buffer, layout::Rect};

pub use board::show::{Act, BoardFit, NoKeys, Show, Telling};
pub use input::target::Target;
pub use runtime::mouse_report::ask_terminal as ask_mouse;
pub use runtime::terminal::{takes_mouse, without_mouse};
pub use runtime::{App, Ending, Remembering};
pub use screens::orders::Orders;
pub use screens::playable::Playable;
pub use screens::screen::{Screen, SearchScreen};
pub use screens::search_player::{SearchPlayer, Stops};
pub use style::screen_text::{screen_text, style_layer};
pub use style::theme::{
    Chosen, DARK_INK, Palette, Theme, ThemeChoice, palette_for_background, terminal_background,
    terminal_true_colour,
};
pub use widgets::code_view::{Code, CodeLine, CodeView, Form, Listing, Role};
pub use words::Message;
pub use words::lang::Lang;

use crate::engine::{Search, StopAfter};
use crate::problems::Puzzle;
use crate::registry::Ready;
use screens::player::Player;

/// What the app opens on.
#[derive(Debug)]
pub enum Start {
    /// The preset menu.
    Menu,
    /// The player, at step 0 of a board ready to search.
    Board {
        /// Shown over the board: a preset's title in each language, or a file name.
        title: Option<Message>,
        /// The board, checked already: opening it cannot fail.
        board: Box<dyn Ready>,
        /// The mode its preset declares, if it comes from one.
        stop: Option<StopAfter>,
    },
    /// One puzzle in several search orders side by side, stepped together.
    Compare {
        /// Shown under the boards: a preset's title (in both languages) or a file name.
        title: Option<Message>,
        /// The puzzle, checked already, a board in each order compared.
        boards: Box<dyn Lineup>,
        /// Where each search stops.
        stop: StopAfter,
    },
    /// A lesson, at the start of its first scene.
    Lesson {
        /// The lesson, checked already.
        lesson: screens::lesson::Lesson,
        /// The folder its puzzle files are named from.
        folder: std::path::PathBuf,
    },
}

/// One puzzle already put in each order a comparison shows, whatever its problem: what
/// [`Start::Compare`] opens side by side.
///
/// The command line knows the problem as a type while it reads the puzzle; the app opens
/// the boards of any problem through this, without naming one.
pub trait Lineup: std::fmt::Debug {
    /// The compare screen on these boards, each searched until `stop`, `title` under them.
    fn compare(&self, title: Option<Message>, stop: StopAfter) -> Box<dyn Screen>;
    /// A copy of the boards, for a start opened more than once.
    fn cloned(&self) -> Box<dyn Lineup>;
}

impl<P: Orders + 'static> Lineup for Vec<P> {
    fn compare(&self, title: Option<Message>, stop: StopAfter) -> Box<dyn Screen> {
        Box::new(screens::comparison::Comparison::new(
            self.clone(),
            stop,
            title,
        ))
    }

    fn cloned(&self) -> Box<dyn Lineup> {
        Box::new(self.clone())
    }
}

impl Start {
    /// The player on `board`, searched as its problem does by default.
    pub fn board<P: Puzzle + Show>(board: P) -> Start {
        Start::titled(None, board)
    }

    /// The player on `board` with `title` over it, the same in every language (a file
    /// name, say).
    pub fn titled<P: Puzzle + Show>(title: Option<String>, board: P) -> Start {
        Start::Board {
            title: title.map(Message::english),
            board: Box::new(board),
            stop: None,
        }
    }

    /// The compare screen on `boards`, one puzzle in the orders to compare, left to right,
    /// each searched until `stop`, with `title` under them.
    ///
    /// # Panics
    ///
    /// When `boards` is empty: a comparison has a board at least.
    pub fn compare<P: Orders + 'static>(
        title: Option<Message>,
        boards: Vec<P>,
        stop: StopAfter,
    ) -> Start {
        assert!(!boards.is_empty(), "BUG: a comparison has boards");
        Start::Compare {
            title,
            boards: Box::new(boards),
            stop,
        }
    }
}

impl Clone for Start {
    fn clone(&self) -> Self {
        match self {
            Start::Menu => Start::Menu,
            Start::Board { title, board, stop } => Start::Board {
                title: title.clone(),
                board: board.cloned(),
                stop: *stop,
            },
            Start::Compare {
                title,
                boards,
                stop,
            } => Start::Compare {
                title: title.clone(),
                boards: boards.cloned(),
                stop: *stop,
            },
            Start::Lesson { lesson, folder } => Start::Lesson {
                lesson: lesson.clone(),
                folder: folder.clone(),
            },
        }
    }
}

/// A player at step 0 of a search of `board` that stops where `stop` says, with `title`
/// over it in the language of the moment.
pub fn player<P: Puzzle + Show>(
    board: P,
    title: Option<Message>,
    stop: StopAfter,
) -> Box<dyn SearchScreen> {
    Box::new(Player::new(board, stop, title))
}

/// Draws the board of `problem` before its first step in `area`: the menu's preview.
pub fn preview<P: Show + Clone>(problem: &P, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let search = Search::new(problem.clone(), StopAfter::First);
    P::render_board(&search, None, P::Options::default(), None, theme, area, buf);
}

/// Where a player opens: at a step of its run, with breakpoints set.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Moment {
    /// The step to open at; step 0 when `None`.
    pub at: Option<Target>,
    /// The conditions playing and End stop at, as typed: read on the board opened, whose
    /// problem may name its slots in its own words.
    pub breaks: Vec<String>,
    /// Whether the state file is left unread: the player opens as if for the first time.
    pub fresh: bool,
    /// Where its puzzle came from, for a lesson saved from it.
    pub origin: Option<screens::lesson::save::Origin>,
    /// The file the bookmarks and breakpoints are written to as a lesson on quitting.
    pub save_lesson: Option<std::path::PathBuf>,
    /// Whether the language was asked for on the command line: it wins over the one the
    /// state file kept.
    pub lang_given: bool,
    /// Whether the numbering was asked for on the command line: it wins over the one the
    /// state file kept.
    pub numbering_given: bool,
}

/// Runs the app until the user quits or a signal ends it, saying `note` first if there is
/// one; restores the terminal on exit, on a signal and on panic.
pub fn run(start: Start, theme: Theme, note: Option<Message>) -> anyhow::Result<Ending> {
    run_at(start, Moment::default(), theme, note)
}

/// [`run`], the player opened at `moment`: moved to its step before the terminal is
/// taken, so that a step the run does not have is an error on a plain terminal.
///
/// However the run ends (quit, a signal, a terminal gone, an error), the lesson asked
/// for is saved and the state of the puzzle on screen written to the state file.
pub fn run_at(
    start: Start,
    moment: Moment,
    theme: Theme,
    note: Option<Message>,
) -> anyhow::Result<Ending> {
    let fresh = moment.fresh || runtime::remembering::fresh_by_setting();
    let (states, damage) = Remembering::open(files::state_file::location(), fresh);
    let damage = damage.zip(states.path().map(std::path::Path::to_path_buf));
    let mut app = App::new(start, theme).remembering(states, &moment);
    app.open_at(&moment)?;
    if let Some((damage, path)) = damage {
        app.tell(damage.note(&path));
    }
    if let Some(note) = note {
        app.tell(note);
    }
    if !theme.is_color() {
        // crossterm drops bold and reverse as well as colours under NO_COLOR; the
        // monochrome theme relies on those modifiers, and has no colours to drop.
        ratatui::crossterm::style::force_color_output(true);
    }
    let mut app = app.with_mouse(runtime::terminal::takes_mouse());
    let ran = runtime::terminal::run(|terminal| app.run(terminal));
    if let Some(path) = &moment.save_lesson {
        match app.save_lesson_as(path) {
            Ok(stops) => note_line(&format!("lesson saved: {} ({stops} stops)", path.display())),
            Err(why) => note_line(&format!("note: no lesson saved: {why}")),
        }
    }
    match app.remember_open() {
        Ok(None) => {}
        Ok(Some(said)) => note_line(&format!("note: {}", said.get(app.lang()))),
        Err(why) => note_line(&format!("note: the player's state was not saved: {why}")),
    }
    ran
}

/// Writes `line` to standard error, as the app's last words after the terminal is given
/// back; a standard error that is closed or full loses the line, never the run.
fn note_line(line: &str) {
    use std::io::Write;
    let mut stderr = std::io::stderr().lock();
    let _ = writeln!(stderr, "{line}");
    let _ = stderr.flush();
}
