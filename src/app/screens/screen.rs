//! The open screen of a search, whatever its problem, so the app holds one value for all
//! of them; and the part of it that draws without a terminal, for `export` and `record`.

use std::fmt::Debug;
use std::ops::ControlFlow;
use std::time::Instant;

use ratatui::{buffer::Buffer, crossterm::event::KeyEvent, layout::Rect};

use crate::app::input::keys::HelpLine;
use crate::app::{Lang, Message, Target, Theme};
use crate::engine::Counters;
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

/// A screen of a search drawn without a terminal: moved to a step and drawn, as `export`
/// and `record` do, and as the app's screenshots name their files.
pub trait Headless: Debug {
    /// Moves to `target` at once, as the go-to prompt or `n` would, without a terminal to
    /// keep alive meanwhile: for drawing a step headlessly. Leaves no message on the
    /// status line; fails, naming the last step, when the run has no such step.
    /// `watch` sees the search's counters between slices of the work, so that a long move
    /// can show its progress; when it breaks, the move stops where it is (and fails, as
    /// the target is not reached).
    fn go(
        &mut self,
        target: Target,
        watch: &mut dyn FnMut(&Counters) -> ControlFlow<()>,
    ) -> anyhow::Result<()>;
    /// One step forward, as → does; false at the end of the run.
    fn step_forward(&mut self) -> bool;
    /// The current step.
    fn step(&self) -> u64;
    /// Searches on past the first solution from now on (sudoku stops there unless
    /// told), back at step 0.
    fn search_all(&mut self);
    /// The board alone as the tutorials print it at this step.
    fn table(&self) -> String;
    /// Whether the tutorial's whole printout shows this step: the puzzle and its
    /// answers, or every picture of a lesson that draws its steps.
    fn in_handout(&self) -> bool;
    /// How many solutions the run has found up to this step.
    fn solutions_found(&self) -> u64;
    /// The problem's heading in `lang`, such as `8-Queens`: what saved files are named
    /// after (in English, for names any file system takes) and pictures are titled.
    fn heading(&self, lang: Lang) -> String;
    /// Speaks `lang` in what it keeps in words (the log); what it draws follows the
    /// theme it is drawn with.
    fn speak(&mut self, lang: Lang);
    /// Draws the screen in `area`.
    fn render(&self, theme: &Theme, area: Rect, buf: &mut Buffer);
}

/// A screen of a search in the app, the player or the compare screen: the app drives it
/// through this, without knowing the problem, and draws it as [`Headless`] does.
pub trait Screen: Headless {
    /// Takes one key press.
    fn handle_key(&mut self, key: KeyEvent) -> Reply;
    /// Takes a gesture of the mouse, turned into the actions of the screen's keys
    /// (`keys/mouse.rs`); a screen that draws nothing to click ignores it.
    fn point(&mut self, pointer: crate::app::input::mouse::Pointer) -> Reply {
        let _ = pointer;
        Reply::Ignored
    }
    /// The lines of the help for the keys that work now, in the order it lists them.
    fn helps(&self) -> Vec<HelpLine>;
    /// Advances play or a long move to `now`; returns whether anything changed.
    fn tick(&mut self, now: Instant) -> bool;
    /// When the next tick is due, or `None` when only keys can change anything.
    fn deadline(&self, now: Instant) -> Option<Instant>;
    /// The current state in the command line's one-line notation.
    fn state_line(&self) -> String;
    /// Numbers places in what it keeps in words as `numbering` says; the rest of the
    /// screen takes the numbering from the theme it is drawn with.
    fn renumber(&mut self, numbering: Numbering);
    /// Says `message` on the status line until the next key.
    fn tell(&mut self, message: Message);
    /// Stops playing where any of `conditions` holds, on a screen that has breakpoints.
    fn add_breakpoints(&mut self, conditions: &[crate::engine::Condition]) {
        let _ = conditions;
    }
    /// Reads `text` as a condition on this screen's board, a slot named in the problem's
    /// words and counted as the screen counts places now; what is wrong with it, when it
    /// is none.
    fn read_breakpoint(&self, text: &str) -> Result<crate::engine::Condition, Box<Message>> {
        text.parse()
            .map_err(|error: crate::engine::ConditionError| {
                Box::new(Message::english(error.to_string()))
            })
    }
    /// What the state file keeps of this screen, under the key of its puzzle; `None` for
    /// a screen that keeps nothing.
    fn remember(&self) -> Option<(String, crate::app::files::state_file::Remembered)> {
        None
    }
    /// What the screens that were open over this one and have closed since the last look
    /// remembered of their puzzles, taken: each puzzle's state is kept as it is left,
    /// wherever it was opened from.
    fn take_left(&mut self) -> Vec<(String, crate::app::files::state_file::Remembered)> {
        Vec::new()
    }
    /// Takes up what the state file kept of the screen's puzzle, which has the same key.
    fn recall(&mut self, remembered: &crate::app::files::state_file::Remembered) {
        let _ = remembered;
    }
    /// The routine of the tutorial's code shown, such as `putQueen(x)`, or `None` for
    /// the pseudo-code: what the files saved from the screen are named after too.
    fn routine(&self) -> Option<&'static str> {
        None
    }
    /// The tutorial whose code is shown, or `None` for the pseudo-code: what a lesson's
    /// scene asks the code panel for.
    fn tutorial(&self) -> Option<crate::problems::Tutorial> {
        None
    }
    /// Runs on from the current step to the next where `condition` holds, the
    /// breakpoints set left aside, `watch` seeing the counters as [`Headless::go`]'s does;
    /// whether it held before the run's end. A screen without breakpoints has none.
    fn run_to(
        &mut self,
        condition: crate::engine::Condition,
        watch: &mut dyn FnMut(&Counters) -> ControlFlow<()>,
    ) -> bool {
        let _ = (condition, watch);
        false
    }
    /// Takes where its puzzle came from, so that [`lesson`](Screen::lesson) can name it.
    fn set_origin(&mut self, origin: super::lesson::save::Origin) {
        let _ = origin;
    }
    /// A lesson of its puzzle with its bookmarks and breakpoints as the stops; `None`
    /// when it does not know where its puzzle came from.
    fn lesson(&self) -> Option<super::lesson::Lesson> {
        None
    }
    /// Shows the keys of a lesson's script (PageDown, PageUp) in the help and the
    /// footer, where the keys of a lesson are taken before the screen sees them.
    fn follow_script(&mut self) {}
}
