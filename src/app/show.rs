//! What the player needs from a problem to show its search.

use ratatui::{buffer::Buffer, layout::Rect};

use super::Theme;
use crate::engine::{Event, Frame, Problem, Search};

/// Display switches the player hands down to a board.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct BoardOptions {
    /// Sudoku: draw each empty cell's candidates as pencil marks instead of their count.
    pub pencil_marks: bool,
}

/// A problem the player can animate: its board, its pseudo-code, its stack and its log.
///
/// The player is generic over this trait, so one screen serves N-Queens, Sudoku and
/// permutations; each problem says only what is its own.
pub trait Show: Problem + Sized {
    /// The heading over the board, such as `8-Queens` or `Sudoku 9×9 · MRV`.
    fn heading(&self) -> String;

    /// The pseudo-code of the running algorithm, one line an entry, in the seeds' style.
    fn pseudo_code(&self) -> &'static [&'static str];

    /// The index in [`pseudo_code`](Show::pseudo_code) of the line that `last` ran: the
    /// "place and mark" line for a place, the "undo" line for a remove, the "output" line
    /// for a solution; `None` before the first step.
    fn code_line(&self, last: Option<Event>) -> Option<usize>;

    /// One stack frame as a call, such as `trace(row=2) col=3` or
    /// `solve(r=0,c=3) tried 1,2 left 4`.
    fn frame_label(&self, frame: &Frame) -> String;

    /// The event that led to the current state, in words for the log, like the seeds'
    /// commentary: `(0,3) has no candidate left: back to (0,2)`.
    fn narrate(search: &Search<Self>, event: Event) -> String;

    /// The smallest (width, height) the board needs in its most compact form.
    fn board_min_size(&self) -> (u16, u16);

    /// The (width, height) the board takes when drawn in an area `width` × `height`: its
    /// largest layout that fits, with the legend under it when that is drawn too; `None`
    /// when not even the compact form fits.
    ///
    /// The player uses it to share the screen out: rows the board cannot use go to the log.
    fn board_fit(&self, width: u16, height: u16, options: BoardOptions) -> Option<(u16, u16)>;

    /// Draws the board as the search stands after `last`, scaled to `area`: as large as
    /// fits, down to the compact form; below that it draws the size it needs.
    fn render_board(
        search: &Search<Self>,
        last: Option<Event>,
        options: BoardOptions,
        theme: &Theme,
        area: Rect,
        buf: &mut Buffer,
    );
}
