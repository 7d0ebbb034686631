//! Where the sandbox's parts go, by plain arithmetic: the board on the left (larger on a
//! large screen), its legend and the search panel under it, the conditions panel on the
//! right; and which square of the board a point of the screen is on, for a click.
//!
//! Nothing here depends on the language or the glyphs, so a point maps to the same
//! square whatever the screen says.

use ratatui::layout::{Position, Rect};

use crate::app::screens::too_small;
use crate::app::widgets::areas;

/// The columns left of the squares: a row's number and a blank.
pub(super) const GUTTER: u16 = 4;
/// The narrowest conditions panel beside the board.
const PANEL_MIN: u16 = 36;
/// The widest: the rest of a wide screen goes round the board.
const PANEL_MAX: u16 = 64;
/// The fewest rows the search panel under a large board takes.
const SEARCH_MIN: u16 = 6;
/// The fewest rows of the screen's body: the conditions panel's heading, a few queens
/// and the verdict.
const BODY_MIN: u16 = 14;

/// A board of side `n` at a scale: each square `4k − 1` columns wide and `2k − 1` rows
/// high, `k` the scale, so that a square looks square and has a middle cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Plan {
    /// The board's side.
    pub n: usize,
    /// 1 on most screens, 2 on a large one.
    pub scale: u16,
}

impl Plan {
    /// A square's width.
    pub fn cell_w(self) -> u16 {
        4 * self.scale - 1
    }

    /// A square's height.
    pub fn cell_h(self) -> u16 {
        2 * self.scale - 1
    }

    /// The board's width and height, its numbers included.
    pub fn size(self) -> (u16, u16) {
        let n = self.n as u16;
        (GUTTER + n * self.cell_w(), 1 + n * self.cell_h())
    }

    /// The top left of square (`row`, `col`), from the board's corner.
    pub fn square(self, row: usize, col: usize) -> (u16, u16) {
        (
            GUTTER + col as u16 * self.cell_w(),
            1 + row as u16 * self.cell_h(),
        )
    }
}

/// Where each part of the sandbox goes in the screen's body.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Places {
    /// The board's scale.
    pub plan: Plan,
    /// The board, its numbers included.
    pub board: Rect,
    /// The legend's row under the board; empty when there is no room.
    pub legend: Rect,
    /// The search panel under the legend; empty when there is no room.
    pub search: Rect,
    /// The conditions panel.
    pub panel: Rect,
}

/// The smallest screen (width, height) the sandbox of side `n` draws in, its heading
/// and footer rows included.
pub(super) fn need(n: usize) -> (u16, u16) {
    let (width, height) = Plan { n, scale: 1 }.size();
    (width + 2 + PANEL_MIN, (height + 2).max(BODY_MIN) + 2)
}

/// Where the parts of the sandbox of side `n` go in `body`, the screen between its
/// heading and its footer.
pub(super) fn places(body: Rect, n: usize) -> Places {
    let plan = [2, 1]
        .into_iter()
        .map(|scale| Plan { n, scale })
        .find(|plan| {
            let (width, height) = plan.size();
            width + 2 + PANEL_MIN <= body.width && height + 2 + SEARCH_MIN <= body.height
        })
        .unwrap_or(Plan { n, scale: 1 });
    let (width, height) = plan.size();
    let panel_width = body.width.saturating_sub(width + 2).min(PANEL_MAX);
    let [left, right, _] = areas::columns(body, body.width - panel_width, 0);
    let margin = u16::from(body.height >= height + 4);
    let board = Rect {
        x: left.x + left.width.saturating_sub(width) / 2,
        y: body.y + margin,
        width: width.min(left.width),
        height: height.min(body.height),
    };
    let below = areas::rows(left, margin + height, 0)[1];
    let [legend, _, _] = areas::rows(below, 1, 0);
    let [_, search, _] = areas::rows(below, 1, 0);
    Places {
        plan,
        board,
        legend,
        search,
        panel: right,
    }
}

/// The square of the sandbox's board of side `n` under the point (`x`, `y`) of a screen
/// `area` the sandbox is drawn in, (row, column) from 0; `None` off the board, on its
/// numbers, or when the screen is too small to draw it.
///
/// The mouse's way to the board: a click on a square is the cursor moved there.
pub fn cell_at(area: Rect, n: usize, x: u16, y: u16) -> Option<(usize, usize)> {
    if n == 0 || !too_small::fits(area, need(n)) {
        return None;
    }
    let body = areas::rows(area, 1, 1)[1];
    let places = places(body, n);
    if !places.board.contains(Position { x, y }) {
        return None;
    }
    let plan = places.plan;
    let dx = x.checked_sub(places.board.x + GUTTER)?;
    let dy = y.checked_sub(places.board.y + 1)?;
    let (row, col) = (
        usize::from(dy / plan.cell_h()),
        usize::from(dx / plan.cell_w()),
    );
    (row < n && col < n).then_some((row, col))
}
