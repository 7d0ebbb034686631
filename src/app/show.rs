//! What the player needs from a problem to show its search.

use std::fmt::Debug;

use ratatui::{buffer::Buffer, layout::Rect};

use super::{
    Lang, Theme,
    code_view::{Code, CodeView},
    keys::Binding,
};
use crate::engine::{Event, Frame, Problem, Search, StopAfter};
use crate::problems::Numbering;

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
        message: String,
    },
    /// Say this in the status line.
    Tell(String),
}

/// A problem the player can animate: its board, its pseudo-code, its stack, its log and
/// its own keys.
///
/// The player is generic over this trait, so one screen serves every problem; each
/// problem says only what is its own, in its view file under `src/app/board/`.
pub trait Show: Problem + Debug + Sized {
    /// The board's display switches, kept by the player across steps (sudoku: pencil
    /// marks or candidate counts); `()` for a board without any.
    type Options: Copy + Debug + Default;
    /// What the problem's own keys do; [`NoKeys`] for a problem without any.
    type Action: Copy + Debug + 'static;

    /// The problem's own keys, listed after the player's in the help and the footer.
    fn keys() -> &'static [Binding<Self::Action>] {
        &[]
    }

    /// Does what `action` says to the board's `options`, with `start` the state at step 0.
    fn act(action: Self::Action, start: &Self, options: &mut Self::Options) -> Act<Self> {
        let _ = (action, start, options);
        Act::Nothing
    }

    /// The heading over the board, such as `8-Queens` or `Sudoku 9×9 · MRV`.
    fn heading(&self) -> String;

    /// The pseudo-code of the running algorithm, one line an entry, in the seeds' style,
    /// in the form the search runs as `stop` says: a search that stops at its first
    /// solution is the tutorials' `return true` form, one that finds every solution
    /// outputs each and returns.
    fn pseudo_code(&self, stop: StopAfter) -> &'static [&'static str];

    /// The index in [`pseudo_code`](Show::pseudo_code) of the line that `last` ran: the
    /// "place and mark" line for a place, the "undo" line for a remove, the "output" line
    /// for a solution; `None` before the first step.
    fn code_line(&self, last: Option<Event>, stop: StopAfter) -> Option<usize>;

    /// The call that outputs a solution, the one the last frame `last` makes, such as
    /// `trace(row=4): output`: at a solution the stack shows it on top, as the running
    /// line of the pseudo-code does. Places are numbered as `numbering` says.
    fn solution_call(&self, last: Option<&Frame>, numbering: Numbering) -> String;

    /// One stack frame as a call, such as `trace(row=2) col=3` or
    /// `solve(r=0,c=3) tried 1,2 left 4`, its places numbered as `numbering` says.
    fn frame_label(&self, frame: &Frame, numbering: Numbering) -> String;

    /// The event that led to the current state, in words for the log, like the seeds'
    /// commentary: `(0,3) has no candidate left: back to (0,2)`, its places numbered as
    /// `numbering` says.
    fn narrate(search: &Search<Self>, event: Event, numbering: Numbering) -> String;

    /// The smallest (width, height) the board needs in its most compact form.
    fn board_min_size(&self) -> (u16, u16);

    /// How the board is drawn in an area `width` × `height`: its largest layout that fits,
    /// with the legend under it when that is drawn too; `None` when not even the compact
    /// form fits.
    ///
    /// The player uses it to share the screen out: rows the board cannot use go to the log.
    fn board_fit(&self, width: u16, height: u16, options: Self::Options) -> Option<BoardFit>;

    /// Draws the board as the search stands after `last`, scaled to `area`: as large as
    /// fits, down to the compact form; below that it draws the size it needs. Row, column
    /// and position labels follow `theme`'s [`numbering`](Theme::numbering).
    fn render_board(
        search: &Search<Self>,
        last: Option<Event>,
        options: Self::Options,
        theme: &Theme,
        area: Rect,
        buf: &mut Buffer,
    );

    /// The board in each of its problem's search orders side by side, titled `title`, or
    /// `None` when the problem has one order only.
    fn side_by_side(&self, title: Option<String>) -> Option<Box<dyn super::Session>> {
        let _ = title;
        None
    }

    /// How a choice is named on a node of the search tree: a column, a digit, a value.
    fn choice_name(&self, choice: u8) -> String {
        choice.to_string()
    }

    /// The tutorials' code for this board, in the order the key `c` shows them after the
    /// pseudo-code; a view that does not fit the board (its size, its cell order) is left
    /// out.
    fn code_views(&self) -> Vec<&'static CodeView> {
        Vec::new()
    }

    /// [`frame_label`](Show::frame_label) in the names of `code`; a tutorial's view counts
    /// from its own base, the pseudo-code as `numbering` says.
    fn frame_label_as(&self, frame: &Frame, code: Code, numbering: Numbering) -> String {
        let _ = code;
        self.frame_label(frame, numbering)
    }

    /// [`narrate`](Show::narrate) in the names of `code`; a tutorial's view counts from its
    /// own base, the pseudo-code as `numbering` says.
    fn narrate_as(search: &Search<Self>, event: Event, code: Code, numbering: Numbering) -> String {
        let _ = code;
        Self::narrate(search, event, numbering)
    }

    /// [`heading`](Show::heading) in `lang`.
    ///
    /// The `_in` methods are where a problem speaks the user's language: English unless
    /// the problem says otherwise. The board's own words (its legend) follow
    /// [`Theme::lang`] of the theme [`render_board`](Show::render_board) is given.
    fn heading_in(&self, lang: Lang) -> String {
        let _ = lang;
        self.heading()
    }

    /// [`pseudo_code`](Show::pseudo_code) in `lang`: its comments are words too. The
    /// lines must be the same in number and order in every language, so that
    /// [`code_line`](Show::code_line) holds for all.
    fn pseudo_code_in(&self, stop: StopAfter, lang: Lang) -> &'static [&'static str] {
        let _ = lang;
        self.pseudo_code(stop)
    }

    /// [`frame_label_as`](Show::frame_label_as) in `lang`.
    fn frame_label_in(
        &self,
        frame: &Frame,
        code: Code,
        numbering: Numbering,
        lang: Lang,
    ) -> String {
        let _ = lang;
        self.frame_label_as(frame, code, numbering)
    }

    /// [`narrate_as`](Show::narrate_as) in `lang`: the log's words.
    fn narrate_in(
        search: &Search<Self>,
        event: Event,
        code: Code,
        numbering: Numbering,
        lang: Lang,
    ) -> String {
        let _ = lang;
        Self::narrate_as(search, event, code, numbering)
    }

    /// [`board_fit`](Show::board_fit) with the labels of `code`.
    fn board_fit_as(
        &self,
        width: u16,
        height: u16,
        options: Self::Options,
        code: Code,
    ) -> Option<BoardFit> {
        let _ = code;
        self.board_fit(width, height, options)
    }

    /// [`render_board`](Show::render_board) with the labels and numbering of `code`.
    #[allow(clippy::too_many_arguments)]
    fn render_board_as(
        search: &Search<Self>,
        last: Option<Event>,
        options: Self::Options,
        code: Code,
        theme: &Theme,
        area: Rect,
        buf: &mut Buffer,
    ) {
        let _ = code;
        Self::render_board(search, last, options, theme, area, buf);
    }
}
