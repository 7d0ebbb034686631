//! The knight's tour board's layouts, from shaded squares for a projector (their numbers
//! in blocks where they have room) to one number a square, and where each puts the
//! squares and the labels of ranks and files.

use super::*;

/// The fewest ranks a board shows when the whole board does not fit.
pub(super) const MIN_WINDOW: usize = 4;

/// The heights of the shaded squares, largest first: each `2h + 1` cells wide, odd so
/// that a number has a middle, which a terminal's cells, twice as high as wide, draw
/// about square.
const SHADED_HEIGHTS: [u16; 6] = [7, 6, 5, 4, 3, 2];

/// How large the board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tier {
    /// Shaded squares this many cells high and `2h + 1` wide: from three rows up the
    /// mark stands over the number, on two they share a line.
    Shaded(u16),
    /// One line a square: a mark, then the number, then a blank.
    Normal,
    /// One line a square, the number only: the knight and the marks by their colour, a
    /// square with no number by its glyph.
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
}

/// Where everything goes for an `n`×`n` board in one tier, all its ranks or a window.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct KnightsTourLayout {
    pub(super) n: usize,
    pub(super) tier: Tier,
    /// The widest number written, in digits.
    pub(super) digits: u16,
    /// Columns of rank numbers left of the board.
    pub(super) gutter: u16,
    pub(super) cell_w: u16,
    pub(super) cell_h: u16,
    /// The first line of squares shown, from the top (rank N).
    pub(super) first: usize,
    /// How many lines of squares are shown.
    pub(super) rows: usize,
}

impl KnightsTourLayout {
    /// The layout of an `n`×`n` board in `tier`, its numbers counted as `numbering` says.
    pub(super) fn new(n: usize, tier: Tier, numbering: Numbering) -> Self {
        let digits = numbering.of(n * n - 1).to_string().len() as u16;
        let (cell_w, cell_h) = match tier {
            Tier::Shaded(h) => (2 * h + 1, h),
            Tier::Normal => (digits + 2, 1),
            Tier::Compact => (digits + 1, 1),
        };
        KnightsTourLayout {
            n,
            tier,
            digits,
            gutter: n.to_string().len() as u16 + 1,
            cell_w,
            cell_h,
            first: 0,
            rows: n,
        }
    }

    /// The layout showing only the lines of squares `first..first + rows` from the top.
    pub(super) fn window(self, first: usize, rows: usize) -> Self {
        KnightsTourLayout {
            first,
            rows,
            ..self
        }
    }

    /// Whether some ranks are out of view.
    pub(super) fn is_window(&self) -> bool {
        self.rows < self.n
    }

    /// The line from the top, from 0, that the rank of `row` (a square's row) is drawn on.
    pub(super) fn line_of(&self, row: usize) -> usize {
        self.n - 1 - row
    }

    /// The squares' rows shown, top to bottom.
    pub(super) fn shown_rows(&self) -> impl Iterator<Item = usize> + '_ {
        (self.first..self.first + self.rows).map(|line| self.n - 1 - line)
    }

    /// The top-left cell of the square of (`row`, `col`), which must be shown.
    pub(super) fn corner(&self, row: usize, col: usize) -> (u16, u16) {
        let line = self.line_of(row) - self.first;
        (
            self.gutter + col as u16 * self.cell_w,
            line as u16 * self.cell_h,
        )
    }

    /// The width of the squares, without the blank after the last of a line.
    pub(super) fn board_width(&self) -> u16 {
        let n = self.n as u16;
        match self.tier {
            Tier::Shaded(_) => n * self.cell_w,
            _ => n * self.cell_w - 1,
        }
    }

    /// How many times larger than [`block_glyph`]'s three blocks the numbers of shaded
    /// squares are drawn, for a class at the back of the room: the largest scale at which
    /// the widest number fits a square with a blank each side, centred on its middle with
    /// a line above it for the mark and a blank under it; `None` when even blocks three
    /// high do not fit, or in `ascii`, and the number is written plain.
    pub(super) fn number_scale(&self, ascii: bool) -> Option<u16> {
        let Tier::Shaded(h) = self.tier else {
            return None;
        };
        let fits = |scale: u16| {
            let (width, height) = block_glyph::scaled_size(scale);
            let wide = self.digits * width + self.digits.saturating_sub(1);
            wide + 2 <= self.cell_w && height + 2 <= h
        };
        (!ascii).then(|| (1..=h).take_while(|&scale| fits(scale)).last())?
    }

    /// The line under the squares that names the files.
    pub(super) fn files_y(&self) -> u16 {
        self.rows as u16 * self.cell_h
    }
}

impl Measure for KnightsTourLayout {
    fn size(&self) -> (u16, u16) {
        (self.gutter + self.board_width(), self.files_y() + 1)
    }
}

/// The largest layout of `board` that fits in `area`, with its legend when it has room:
/// the whole board if some tier fits, else a window of ranks around `focus` (a square's
/// row) in the largest tier whose width fits.
pub(super) fn choose(
    board: &KnightsTourBoard,
    numbering: Numbering,
    area: Rect,
    focus: usize,
    theme: &Theme,
) -> Option<Offer<KnightsTourLayout>> {
    let n = board.size();
    let whole = Tier::all().map(|tier| {
        let legend = (tier != Tier::Compact).then(|| legend(theme, board.order()));
        (KnightsTourLayout::new(n, tier, numbering), legend)
    });
    if let Some(chosen) = largest_fit(area, whole) {
        return Some(chosen);
    }
    for tier in Tier::all() {
        let layout = KnightsTourLayout::new(n, tier, numbering);
        if let Some(rows) = window_rows(area, &layout, n, layout.cell_h, MIN_WINDOW) {
            let line = layout.line_of(focus);
            let first = (line + 1 + rows / 2).saturating_sub(rows).min(n - rows);
            return Some((layout.window(first, rows), None));
        }
    }
    None
}
