//! The queens board's layouts, from squares of 23×12 cells for a projector to one cell a
//! square, and where each puts the squares, the labels and the flag arrays.

use super::*;

/// The fewest columns of labels left of the board: a marker and a row number, or a flag
/// array's name; a longer name widens them.
pub(super) const GUTTER: u16 = 7;

/// The fewest rows a board shows when the whole board does not fit.
pub(super) const MIN_WINDOW: usize = 4;

/// The largest layout of an `n`×`n` board that fits in `area`, with its legend if it has
/// one: the whole board if some tier fits, else a window of rows around `focus` in the
/// largest tier whose width fits (64 rows do not fit on most screens).
pub(super) fn choose(
    n: usize,
    names: Names,
    area: Rect,
    focus: usize,
    options: QueensOptions,
    theme: &Theme,
) -> Option<Offer<QueensLayout>> {
    let whole = Tier::all().map(|tier| {
        let legend = (tier != Tier::Compact).then(|| legend(theme, names, options));
        (QueensLayout::new(n, tier, names), legend)
    });
    if let Some(chosen) = largest_fit(area, whole) {
        return Some(chosen);
    }
    for tier in Tier::all() {
        let layout = QueensLayout::new(n, tier, names);
        if let Some(rows) = window_rows(area, &layout, n, layout.cell_h, MIN_WINDOW) {
            // A few rows under the focus stay in view, the rest above it: they hold the
            // queens that refuse columns in the focus row.
            let below = rows / 4;
            let first = (focus + 1 + below).saturating_sub(rows).min(n - rows);
            return Some((layout.window(first, rows), None));
        }
    }
    None
}

/// The heights of the shaded squares, largest first: each square is about twice as wide
/// as high (`2h - 1` cells, odd so that a mark has a middle), which a terminal's cells,
/// twice as high as wide, draw square.
const SHADED_HEIGHTS: [u16; 11] = [12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2];

/// How large the board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tier {
    /// Shaded squares this many cells high, `2h - 1` wide: from 23×12 for a small board
    /// on a projector down to 3×2, the smallest with room for the shading around a mark.
    Shaded(u16),
    /// Squares of 2×1 cells, one mark a square.
    Normal,
    /// Squares of one cell, no column numbers, flag arrays wrapped at the board's width.
    Compact,
}

impl Tier {
    /// Every tier, largest first.
    pub(super) fn all() -> [Tier; SHADED_HEIGHTS.len() + 2] {
        let mut all = [Tier::Compact; SHADED_HEIGHTS.len() + 2];
        for (tier, h) in all.iter_mut().zip(SHADED_HEIGHTS) {
            *tier = Tier::Shaded(h);
        }
        all[SHADED_HEIGHTS.len()] = Tier::Normal;
        all
    }

    /// A square's (width, height) in cells.
    pub(super) fn square(self) -> (u16, u16) {
        match self {
            Tier::Shaded(h) => (2 * h - 1, h),
            Tier::Normal => (2, 1),
            Tier::Compact => (1, 1),
        }
    }

    /// Whether squares are drawn as shaded blocks of cells.
    pub(super) fn shaded(self) -> bool {
        matches!(self, Tier::Shaded(_))
    }

    /// Whether marks are drawn in block form, five cells by three, for a class at the
    /// back of the room: from squares of 7×4, which leave a cell of shading around them.
    pub(super) fn block_marks(self) -> bool {
        matches!(self, Tier::Shaded(h) if h >= 4)
    }
}

/// One flag array drawn as a row (or rows) of bits.
pub(super) struct FlagRow {
    pub(super) label: &'static str,
    pub(super) array: Array,
    /// The index of the first flag shown (`isBia2` starts at 1).
    pub(super) first: usize,
    pub(super) count: usize,
    pub(super) x0: u16,
    pub(super) step: u16,
    pub(super) per_line: usize,
}

impl FlagRow {
    pub(super) fn lines(&self) -> u16 {
        self.count.div_ceil(self.per_line) as u16
    }

    pub(super) fn position(&self, k: usize) -> (u16, u16) {
        let x = self.x0 + (k % self.per_line) as u16 * self.step;
        (x, (k / self.per_line) as u16)
    }
}

/// Where everything goes for an `n`×`n` board in one tier, all rows or a window of them.
pub(super) struct QueensLayout {
    pub(super) n: usize,
    pub(super) tier: Tier,
    pub(super) names: Names,
    /// Columns of labels left of the board.
    pub(super) gutter: u16,
    pub(super) cell_w: u16,
    pub(super) cell_h: u16,
    pub(super) label_rows: u16,
    /// The first row shown.
    pub(super) first: usize,
    /// How many rows are shown.
    pub(super) rows: usize,
}

impl QueensLayout {
    pub(super) fn new(n: usize, tier: Tier, names: Names) -> Self {
        let (cell_w, cell_h) = tier.square();
        let label_rows = match tier {
            Tier::Shaded(_) => 1,
            Tier::Normal if n - 1 + names.base >= 10 => 2,
            Tier::Normal => 1,
            Tier::Compact => 0,
        };
        let widest = names.flags.iter().map(|&(label, _)| width_of(label) + 1);
        QueensLayout {
            n,
            tier,
            names,
            gutter: widest.fold(GUTTER, u16::max),
            cell_w,
            cell_h,
            label_rows,
            first: 0,
            rows: n,
        }
    }

    /// The layout showing only rows `first..first + rows`.
    pub(super) fn window(self, first: usize, rows: usize) -> Self {
        QueensLayout {
            first,
            rows,
            ..self
        }
    }

    pub(super) fn shown_rows(&self) -> std::ops::Range<usize> {
        self.first..self.first + self.rows
    }

    pub(super) fn board_width(&self) -> u16 {
        let n = self.n as u16;
        match self.tier {
            Tier::Normal => 2 * n - 1,
            _ => n * self.cell_w,
        }
    }

    /// The cell where the square's mark goes (`row` must be shown).
    pub(super) fn center(&self, row: usize, col: usize) -> (u16, u16) {
        let (dx, dy) = (self.cell_w / 2, self.cell_h / 2);
        let dx = if self.tier == Tier::Normal { 0 } else { dx };
        (
            self.gutter + col as u16 * self.cell_w + dx,
            self.label_rows + (row - self.first) as u16 * self.cell_h + dy,
        )
    }

    pub(super) fn flags_top(&self) -> u16 {
        let gap = if self.tier == Tier::Compact { 0 } else { 1 };
        self.label_rows + self.rows as u16 * self.cell_h + gap
    }

    /// The flag arrays under the board, in the order and with the names of the code shown.
    pub(super) fn flag_rows(&self) -> Vec<FlagRow> {
        let n = self.n;
        let diagonals = 2 * n - 1;
        let gutter = self.gutter;
        // Under a shaded board a column's flag sits under its square's middle, and two
        // diagonals share a square's width.
        let (x0, col_step, diag_step, diag_per_line) = match self.tier {
            Tier::Shaded(_) => (
                gutter + self.cell_w / 2,
                self.cell_w,
                self.cell_w / 2,
                diagonals,
            ),
            Tier::Normal => (gutter, 2, 1, diagonals),
            Tier::Compact => (gutter, 1, 1, n),
        };
        let row = |&(label, array): &(&'static str, Array)| {
            let (first, count, step, per_line) = match array {
                Array::Column => (0, n, col_step, n),
                Array::Rising => (0, diagonals, diag_step, diag_per_line),
                Array::Falling => (1, diagonals, diag_step, diag_per_line),
            };
            FlagRow {
                label,
                array,
                first,
                count,
                x0,
                step,
                per_line,
            }
        };
        self.names.flags.iter().map(row).collect()
    }

    /// Where the row numbers start: by the board, however wide the flags' names make the
    /// gutter.
    pub(super) fn number_x(&self) -> u16 {
        self.gutter - GUTTER + 1
    }
}

impl Measure for QueensLayout {
    fn size(&self) -> (u16, u16) {
        let flag_lines: u16 = self.flag_rows().iter().map(FlagRow::lines).sum();
        let bottom = if flag_lines == 0 {
            self.label_rows + self.rows as u16 * self.cell_h
        } else {
            self.flags_top() + flag_lines
        };
        (self.gutter + self.board_width(), bottom)
    }
}
