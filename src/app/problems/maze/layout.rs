//! The maze board's layouts, from squares of 15×7 cells for a projector to one cell a
//! square, and where each puts the squares and the labels; a tall maze shows a window of
//! its rows around the rat.

use super::*;

/// The fewest rows a board shows when the whole maze does not fit.
pub(super) const MIN_WINDOW: usize = 4;

/// The columns of row numbers left of the squares: two digits and a space.
const NUMBERS: u16 = 3;

/// The (width, height) of the large squares in cells, largest first: odd both ways so
/// that a mark has a middle; `2h + 1` wide, which a terminal's cells, twice as high as
/// wide, draw about square, then 5×3, a little taller than wide, so that a generated
/// maze of 21 columns still fills a projector's screen.
const LARGE_SQUARES: [(u16, u16); 4] = [(15, 7), (11, 5), (7, 3), (5, 3)];

/// How large the maze is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tier {
    /// Squares this many cells wide and high: the path drawn as a line through their
    /// middles, the moves refused marked on the rat's square.
    Large(u16, u16),
    /// Squares of 2×1 cells: a mark and the link to the square on its right.
    Normal,
    /// Squares of one cell, no labels.
    Compact,
}

impl Tier {
    /// Every tier, largest first.
    pub(super) fn all() -> [Tier; LARGE_SQUARES.len() + 2] {
        let mut all = [Tier::Compact; LARGE_SQUARES.len() + 2];
        for (tier, (w, h)) in all.iter_mut().zip(LARGE_SQUARES) {
            *tier = Tier::Large(w, h);
        }
        all[LARGE_SQUARES.len()] = Tier::Normal;
        all
    }

    /// A square's (width, height) in cells.
    pub(super) fn square(self) -> (u16, u16) {
        match self {
            Tier::Large(w, h) => (w, h),
            Tier::Normal => (2, 1),
            Tier::Compact => (1, 1),
        }
    }

    /// Whether the tier has room for the moves refused around the rat.
    pub(super) fn large(self) -> bool {
        matches!(self, Tier::Large(..))
    }
}

/// Where everything goes for a maze in one tier, all its rows or a window of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct MazeLayout {
    /// The maze's columns and rows.
    pub(super) columns: usize,
    pub(super) height: usize,
    pub(super) tier: Tier,
    /// How squares are numbered in the labels: from 0 or from 1.
    pub(super) base: usize,
    /// Columns of labels left of the squares.
    pub(super) gutter: u16,
    pub(super) cell_w: u16,
    pub(super) cell_h: u16,
    /// Rows of column numbers over the squares.
    pub(super) label_rows: u16,
    /// The first row shown.
    pub(super) first: usize,
    /// How many rows are shown.
    pub(super) rows: usize,
}

impl MazeLayout {
    /// The whole of a maze of `columns` × `height` squares in `tier`, its labels numbered
    /// from `base`.
    pub(super) fn new(columns: usize, height: usize, tier: Tier, base: usize) -> Self {
        let (cell_w, cell_h) = tier.square();
        let label_rows = match tier {
            Tier::Large(..) => 1,
            Tier::Normal if columns - 1 + base >= 10 => 2,
            Tier::Normal => 1,
            Tier::Compact => 0,
        };
        let gutter = if tier == Tier::Compact { 0 } else { NUMBERS };
        MazeLayout {
            columns,
            height,
            tier,
            base,
            gutter,
            cell_w,
            cell_h,
            label_rows,
            first: 0,
            rows: height,
        }
    }

    /// The layout showing only rows `first..first + rows`.
    pub(super) fn window(self, first: usize, rows: usize) -> Self {
        MazeLayout {
            first,
            rows,
            ..self
        }
    }

    /// Whether only some rows are shown.
    pub(super) fn windowed(&self) -> bool {
        self.rows < self.height
    }

    pub(super) fn shown_rows(&self) -> std::ops::Range<usize> {
        self.first..self.first + self.rows
    }

    /// The top left cell of the square at `row` (shown) and `column`.
    pub(super) fn corner(&self, row: usize, column: usize) -> (u16, u16) {
        (
            self.gutter + column as u16 * self.cell_w,
            self.label_rows + (row - self.first) as u16 * self.cell_h,
        )
    }

    /// The cell where the square's mark goes.
    pub(super) fn center(&self, row: usize, column: usize) -> (u16, u16) {
        let (x, y) = self.corner(row, column);
        match self.tier {
            Tier::Large(..) => (x + self.cell_w / 2, y + self.cell_h / 2),
            _ => (x, y),
        }
    }
}

impl Measure for MazeLayout {
    fn size(&self) -> (u16, u16) {
        (
            self.gutter + self.columns as u16 * self.cell_w,
            self.label_rows + self.rows as u16 * self.cell_h,
        )
    }
}

/// The largest layout of `board`'s maze that fits in `area`, with its legend if it has
/// one: the whole maze if some tier fits, else a window of rows around `focus` in the
/// largest tier whose width fits.
pub(super) fn choose(
    board: &MazeBoard,
    base: usize,
    area: Rect,
    focus: usize,
    theme: &Theme,
) -> Option<Offer<MazeLayout>> {
    let maze = board.maze();
    let (columns, height) = (maze.width(), maze.height());
    let offer = |layout: MazeLayout| {
        let legend = (layout.tier != Tier::Compact).then(|| legend(theme, layout.tier.large()));
        (layout, legend)
    };
    let whole = Tier::all().map(|tier| offer(MazeLayout::new(columns, height, tier, base)));
    if let Some(chosen) = largest_fit(area, whole) {
        return Some(chosen);
    }
    for tier in Tier::all() {
        let layout = MazeLayout::new(columns, height, tier, base).window(0, height);
        if let Some(rows) = window_rows(area, &layout, height, layout.cell_h, MIN_WINDOW) {
            // The rat's row in the middle of the window, as far as the maze allows.
            let first = (focus + 1)
                .saturating_sub(rows.div_ceil(2))
                .min(height - rows);
            return Some((layout.window(first, rows), None));
        }
    }
    None
}
