//! What the player needs from a problem to show its search.

use std::fmt::Debug;

use ratatui::{buffer::Buffer, layout::Rect};

use crate::app::input::keys::Binding;
use crate::app::widgets::code_view::{Code, CodeView, Form, Listing, Role};
use crate::app::words::catalogued::Catalogued;
use crate::app::{Lang, Message, Theme};
use crate::engine::{Event, Frame, Problem, Search, StopAfter};
use crate::problems::Numbering;

pub use super::quizzed::Quizzed;
pub use super::telling::Telling;

/// How a board is drawn in a given area.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoardFit {
    /// The (width, height) it takes, legend included.
    pub size: (u16, u16),
    /// Whether it shows only a window of its rows, as many as the height allows: then
    /// fewer rows still show the same layout.
    pub window: bool,
    /// Whether its legend is drawn under it (then `size` counts it).
    pub legend_drawn: bool,
    /// The rows its legend takes under it, a blank line included, when there is room;
    /// 0 for a layout without one.
    pub legend_rows: u16,
}

/// The action of a problem that has no keys of its own: there is none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoKeys {}

/// What one of a problem's own keys asks the player to do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Act<P> {
    /// Nothing more than what it changed in the board's options.
    Nothing,
    /// Search `start` from step 0 instead, saying `message`.
    Restart {
        /// The new starting state.
        start: P,
        /// What to tell the user.
        message: Message,
    },
    /// Say this in the status line.
    Tell(Message),
}

/// A problem the player can animate: its board, its pseudo-code, its stack, its log and
/// its own keys; and quiz a class on ([`Quizzed`]), in its own words ([`Catalogued`]).
///
/// The player is generic over this trait, so one screen serves every problem; each
/// problem says only what is its own, in its view folder under `src/app/board/`.
pub trait Show: Problem + Debug + Sized + Quizzed + Catalogued {
    /// The board's display switches, kept by the player across steps (sudoku: pencil
    /// marks or candidate counts); `()` for a board without any.
    type Options: Copy + Debug + Default;
    /// What the problem's own keys do; [`NoKeys`] for a problem without any.
    type Action: Copy + Debug + PartialEq + 'static;

    /// The problem's own keys, listed after the player's in the help and the footer.
    fn keys() -> &'static [Binding<Self::Action>] {
        &[]
    }

    /// Does what `action` says to the board's `options`, with `start` the state at step 0.
    fn act(action: Self::Action, start: &Self, options: &mut Self::Options) -> Act<Self> {
        let _ = (action, start, options);
        Act::Nothing
    }

    /// The heading over the board in `lang`, such as `8-Queens` or `Sudoku 9×9 · MRV`.
    fn heading(&self, lang: Lang) -> String;

    /// The pseudo-code of the running algorithm, in the seeds' style: one table of its
    /// lines in both forms (a search that stops at its first solution is the tutorials'
    /// `return true` form, one that finds every solution outputs each and returns) and
    /// every language (its comments are words too), each line with the event it runs.
    fn code_table(&self) -> Listing;

    /// What the line that `event` ran does: the "place and mark" line for a place, the
    /// "undo" line for a remove, the "output" line for a solution; a problem whose code
    /// writes branches apart, or a place apart by what chose it, says which.
    fn role(&self, event: Event) -> Role {
        Role::of(event)
    }

    /// The pseudo-code in the form the search runs as `stop` says, in `lang`, one line
    /// an entry.
    fn pseudo_code(&self, stop: StopAfter, lang: Lang) -> Vec<std::borrow::Cow<'static, str>> {
        self.code_table().text(Form::of(stop), lang)
    }

    /// The index in [`pseudo_code`](Show::pseudo_code) of the line that `last` ran, found
    /// from its [`role`](Show::role); `None` before the first step.
    fn code_line(&self, last: Option<Event>, stop: StopAfter) -> Option<usize> {
        let role = self.role(last?);
        let line = self.code_table().running(role, Form::of(stop));
        Some(line.expect("BUG: the pseudo-code has a line for every role its events run"))
    }

    /// The call that outputs a solution, the one the last frame `last` makes, such as
    /// `trace(row=4): output`: at a solution the stack shows it on top, as the running
    /// line of the pseudo-code does.
    fn solution_call(&self, last: Option<&Frame>, tell: Telling) -> String;

    /// One stack frame as a call, such as `trace(row=2) col=3` or
    /// `solve(r=0,c=3) tried 1,2 left 4`, in the names of `tell`'s code.
    fn frame_label(&self, frame: &Frame, tell: Telling) -> String;

    /// The event that led to the current state, in words for the log, like the seeds'
    /// commentary: `(0,3) has no candidate left: back to (0,2)`.
    fn narrate(search: &Search<Self>, event: Event, tell: Telling) -> String;

    /// The smallest (width, height) the board needs in its most compact form.
    fn board_min_size(&self) -> (u16, u16);

    /// How the board is drawn in an area `width` × `height` with the labels of `code`
    /// and the words of `theme`: its largest layout that fits, with the legend under it
    /// when that is drawn too; `None` when not even the compact form fits.
    ///
    /// The player uses it to share the screen out: rows the board cannot use go to the log.
    fn board_fit(
        &self,
        width: u16,
        height: u16,
        options: Self::Options,
        code: Code,
        theme: &Theme,
    ) -> Option<BoardFit>;

    /// Draws the board as the search stands after `last`, scaled to `area`: as large as
    /// fits, down to the compact form; below that it draws the size it needs. The labels
    /// take the names of `code`; numbers and words follow `theme`'s
    /// [`numbering`](Theme::numbering) and [`lang`](Theme::lang).
    #[allow(clippy::too_many_arguments)]
    fn render_board(
        search: &Search<Self>,
        last: Option<Event>,
        options: Self::Options,
        code: Code,
        theme: &Theme,
        area: Rect,
        buf: &mut Buffer,
    );

    /// The name of the order the search fills the slots in, as `--order` takes it, for
    /// a problem with more than one; `None` for a problem with one order.
    ///
    /// The state file keeps it, so that a puzzle whose order was switched on screen
    /// opens again in that order.
    fn order(&self) -> Option<&'static str> {
        None
    }

    /// The same puzzle, before its first step, searched in the order named `name`;
    /// `None` when the problem has no such order.
    fn in_order(&self, name: &str) -> Option<Self> {
        let _ = name;
        None
    }

    /// How a choice is named on a node of the search tree: a column, a digit, a value; a
    /// choice that is a place (a queens column) counted as `places` says, as the board
    /// and the log count it, so that the tree and the board name the same column alike.
    fn choice_name(&self, choice: u8, places: Numbering) -> String {
        let _ = places;
        choice.to_string()
    }

    /// The steps its tutorial draws as numbered pictures, in order, where Enter (the next
    /// picture) stops, dead ends included: the tutorial chose them, no rule on the events
    /// picks them out. Empty, the default, where no tutorial numbers its pictures of this
    /// board: Enter then stops at every place and solution, as it does past the last
    /// picture.
    fn pictures(&self) -> &'static [u64] {
        &[]
    }

    /// The words this board shows in `lang` for what a breakpoint names, each with the
    /// English word of the problem's form it stands for (`("row", "行")`, `("red",
    /// "红")`), so that a breakpoint is read and told in the words the class sees. None:
    /// the form's words are the same in every language.
    fn slot_words(lang: Lang) -> Vec<(&'static str, &'static str)> {
        let _ = lang;
        Vec::new()
    }

    /// States of the board to draw at every size, each a start, the steps run from it and
    /// the options it is drawn with: the sweep over the registry
    /// (`board/every_board_tests.rs`) draws each in every area up to 120×50, in colour
    /// and in Chinese, so that a problem's tests give its states once and not the sweep.
    #[cfg(test)]
    fn samples() -> Vec<(Self, usize, Self::Options)> {
        Vec::new()
    }

    /// The tutorials' code for this board, in the order the key `c` shows them after the
    /// pseudo-code; a view that does not fit the board (its size, its cell order) is left
    /// out.
    fn code_views(&self) -> Vec<&'static CodeView> {
        Vec::new()
    }
}
