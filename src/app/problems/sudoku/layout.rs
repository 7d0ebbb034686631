//! The sudoku board's layouts, from cells as large as the panel allows (digits in blocks
//! for a projector) down to one character a cell, with the bit sets beside or under the
//! grid, and their sizes.

use super::*;

/// The tallest cells, in rows: eight, where a digit is drawn three times over (9×8
/// blocks) and a 4×4 sudoku fills most of a projector's panel; taller cells would only
/// take the rows of the log, whose narration the class reads too.
const MOST_ROWS: u16 = 8;

/// The largest layout of `shape` that fits in `area` (bit sets under the grid, or beside
/// it when that is what fits), with the legend it has.
pub(super) fn choose(
    shape: Shape,
    code: Code,
    area: Rect,
    options: SudokuOptions,
    theme: &Theme,
) -> Option<Offer<SudokuLayout>> {
    let words = Words::of(shape, code);
    let candidates = Tier::all(shape, area.height)
        .flat_map(|tier| {
            [false, true].map(|beside| SudokuLayout::worded(shape, tier, beside, code, words))
        })
        .map(|layout| {
            let tier = layout.tier;
            let legend = if options.pencil_marks && !tier.has_pencil_marks(shape) {
                // Said where the marks would be, so that `p` never seems to do nothing.
                let least =
                    SudokuLayout::new(shape, Tier::least_with_pencil_marks(shape), true).size();
                let times = theme.glyph("×", "x");
                let size = format!("{}{times}{}", least.0, least.1);
                let note = Telling::of(theme, code).say(words::PENCIL_MARKS_NEED, &[&size]);
                Some(vec![(note, theme.dim())])
            } else {
                (tier < Tier::Compact).then(|| legend(layout.inside.0, theme))
            };
            (layout, legend)
        });
    largest_fit(area, candidates)
}

/// Where an empty cell's candidates go, from the start of a cell `inside` = (width,
/// height): a little grid of the box's shape in its middle, a value every other column,
/// spread out over a larger cell.
pub(super) fn pencil_mark_at(shape: Shape, inside: (u16, u16), value: u8) -> (u16, u16) {
    let (per_row, rows) = (shape.box_cols() as u16, shape.box_rows() as u16);
    let step_x = (inside.0 / per_row).max(2);
    let step_y = (inside.1 / rows).max(1);
    let grid = (step_x * (per_row - 1) + 1, step_y * (rows - 1) + 1);
    let k = u16::from(value) - 1;
    (
        inside.0.saturating_sub(grid.0) / 2 + k % per_row * step_x,
        inside.1.saturating_sub(grid.1) / 2 + k / per_row * step_y,
    )
}

/// How large the board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Tier {
    /// Cells of this inside (width, height) with light lines between, from 3×1 up to as
    /// large as the panel allows: about twice as wide as high, so that a terminal's cells
    /// (twice as high as wide) draw them square. Digits are blocks from 5×3, and grow
    /// with the cell; the pencil marks have room where the box's values fit.
    Lined(u16, u16),
    /// Cells of two columns, box lines only.
    Small,
    /// Cells of one column, box lines only, short labels.
    Compact,
    /// The grid alone, one column a cell, boxes told apart by their shading: drawn only
    /// where not even the compact board fits, such as a preview in the menu.
    Bare,
}

impl Tier {
    /// Every tier of `shape` whose grid can fit in `height` rows, largest first: the
    /// lined cells row by row from the tallest, the wider first at each height, then the
    /// small, compact and bare grids.
    pub(super) fn all(shape: Shape, height: u16) -> impl Iterator<Item = Tier> {
        let n = shape.side() as u16;
        // The grid takes a row a cell row and a line, under the column numbers.
        let most = (height.saturating_sub(n + 2) / n).clamp(1, MOST_ROWS);
        (1..=most)
            .rev()
            .flat_map(move |rows| Tier::widths(shape, rows).map(move |w| Tier::Lined(w, rows)))
            .chain([Tier::Small, Tier::Compact, Tier::Bare])
    }

    /// The widths of lined cells `rows` high, wider first: odd, so that a digit has a
    /// middle, about twice the height; one more where a digit drawn as one character
    /// would stand in a pencil mark's column.
    fn widths(shape: Shape, rows: u16) -> impl Iterator<Item = u16> {
        let odd = if rows == 1 {
            vec![3]
        } else {
            vec![2 * rows + 1, 2 * rows - 1]
        };
        odd.into_iter().map(move |width| {
            let tier = Tier::Lined(width, rows);
            let (middle, _) = tier.middle();
            let marks =
                (1..=shape.box_cols() as u8).map(|v| pencil_mark_at(shape, (width, rows), v).0);
            let clash = tier.has_pencil_marks(shape) && tier.digit_scale() == 0;
            if clash && marks.into_iter().any(|x| x == middle) {
                width + 1
            } else {
                width
            }
        })
    }

    /// The smallest tier with room for every candidate as a pencil mark.
    pub(super) fn least_with_pencil_marks(shape: Shape) -> Tier {
        let rows = shape.box_rows() as u16;
        Tier::widths(shape, rows)
            .map(|width| Tier::Lined(width, rows))
            .filter(|tier| tier.has_pencil_marks(shape))
            .last()
            .unwrap_or(Tier::Lined(2 * shape.box_cols() as u16, rows))
    }

    /// Whether cells have room for every candidate as a pencil mark.
    pub(super) fn has_pencil_marks(self, shape: Shape) -> bool {
        match self {
            Tier::Lined(width, rows) => {
                width > 2 * (shape.box_cols() as u16 - 1) && rows >= shape.box_rows() as u16
            }
            _ => false,
        }
    }

    /// How many times larger than three blocks by three a digit is drawn: 0 for one
    /// character, from 1 in cells of 5×3, which leave room for a given's brackets.
    pub(super) fn digit_scale(self) -> u16 {
        let Tier::Lined(width, rows) = self else {
            return 0;
        };
        (1..=MOST_ROWS)
            .take_while(|&scale| {
                let (w, h) = block_glyph::scaled_size(scale);
                width >= w + 2 && rows >= h
            })
            .last()
            .unwrap_or(0)
    }

    /// A cell's inside, (width, height).
    pub(super) fn inside(self) -> (u16, u16) {
        match self {
            Tier::Lined(width, rows) => (width, rows),
            Tier::Small => (2, 1),
            Tier::Compact | Tier::Bare => (1, 1),
        }
    }

    /// Where a cell's digit (or its middle) goes, from the start of its inside: the
    /// middle column, and the middle row of a block digit, which stands as high in every
    /// cell of a row.
    pub(super) fn middle(self) -> (u16, u16) {
        let (width, rows) = self.inside();
        if self == Tier::Small {
            return (1, 0);
        }
        match self.digit_scale() {
            0 => (width / 2, rows / 2),
            scale => {
                let (_, height) = block_glyph::scaled_size(scale);
                (width / 2, (rows - height) / 2 + height / 2)
            }
        }
    }
}

/// The widths of what the bit sets say, in every language, worked out once for all the
/// tiers tried: the widest long label and the widest header.
#[derive(Clone, Copy, Debug)]
pub(super) struct Words {
    label: u16,
    header: u16,
}

impl Words {
    pub(super) fn of(shape: Shape, code: Code) -> Self {
        let n = shape.side();
        let last = n - 1;
        let widest =
            |lang| Labels::new(shape, (last, last), code, Numbering::FromOne, lang).widest();
        let cell = format!("({0},{0})", n - 1);
        let filling = |lang| width_of(&filling_words(&cell, n as u32, lang));
        Words {
            label: Lang::ALL.into_iter().map(widest).max().unwrap_or(0) + 1,
            header: Lang::ALL.into_iter().map(filling).max().unwrap_or(0),
        }
    }
}

/// Where everything goes for one shape in one tier.
pub(super) struct SudokuLayout {
    pub(super) shape: Shape,
    pub(super) tier: Tier,
    pub(super) grid: Grid,
    /// The cells' inside, (width, height).
    pub(super) inside: (u16, u16),
    /// Where the grid's top-left corner is: right of the row numbers, under the column
    /// numbers.
    pub(super) grid_at: (u16, u16),
    /// Where the bit sets start.
    pub(super) info_at: (u16, u16),
    pub(super) label_width: u16,
    /// The widest header over the bit sets, with its count.
    header_width: u16,
    pub(super) bit_step: u16,
    /// The code whose names the bit sets take.
    pub(super) code: Code,
}

impl SudokuLayout {
    pub(super) fn new(shape: Shape, tier: Tier, beside: bool) -> Self {
        SudokuLayout::named(shape, tier, beside, None)
    }

    /// The layout with the bit sets named as `code` names them.
    pub(super) fn named(shape: Shape, tier: Tier, beside: bool, code: Code) -> Self {
        SudokuLayout::worded(shape, tier, beside, code, Words::of(shape, code))
    }

    /// The layout with the bit sets named as `code` names them, in `words`' widths.
    fn worded(shape: Shape, tier: Tier, beside: bool, code: Code, words: Words) -> Self {
        let inside = tier.inside();
        let lined = matches!(tier, Tier::Lined(..));
        let pad = if tier == Tier::Small { 1 } else { 0 };
        let grid = if tier == Tier::Bare {
            Grid::bare(shape)
        } else {
            Grid::new(shape, inside, lined, pad)
        };
        let grid_at = if lined { (3, 1) } else { (0, 0) };
        let (grid_w, grid_h) = grid.size();
        let gap = if tier >= Tier::Compact { 0 } else { 1 };
        let info_at = if beside {
            (grid_at.0 + grid_w + 2, grid_at.1)
        } else {
            (0, grid_at.1 + grid_h + gap)
        };
        let label_width = match tier {
            Tier::Compact | Tier::Bare => 7,
            _ => words.label,
        };
        let bit_step = if lined { 2 } else { 1 };
        SudokuLayout {
            shape,
            tier,
            grid,
            inside,
            grid_at,
            info_at,
            label_width,
            header_width: words.header,
            bit_step,
            code,
        }
    }

    pub(super) fn header_lines(&self) -> u16 {
        if self.tier >= Tier::Compact { 0 } else { 1 }
    }

    pub(super) fn info_size(&self) -> (u16, u16) {
        if self.tier == Tier::Bare {
            return (0, 0);
        }
        let n = self.shape.side();
        let bits = self.label_width + (n as u16 - 1) * self.bit_step + 1;
        // Room for the header with its count, though not always for MRV's last words.
        let header = match self.header_lines() {
            0 => 0,
            _ => self.header_width,
        };
        (bits.max(header), self.header_lines() + 4)
    }

    /// Where the inside of a cell starts on the canvas.
    pub(super) fn cell_at(&self, row: usize, col: usize) -> (u16, u16) {
        let (x, y) = self.grid.cell(row, col);
        (self.grid_at.0 + x, self.grid_at.1 + y)
    }

    /// Where a cell's single glyph goes, from the start of its inside.
    pub(super) fn glyph_offset(&self) -> (u16, u16) {
        self.tier.middle()
    }
}

/// The names of the bit sets of one cell, long as in the code shown or short.
pub(super) struct Labels {
    pub(super) long: [String; 4],
    pub(super) short: [String; 4],
}

impl Labels {
    /// The labels of cell (`row`, `col`) in the names of `code` and the words of `lang`,
    /// counted from the view's base, or as `numbering` says under the pseudo-code.
    pub(super) fn new(
        shape: Shape,
        (row, col): (usize, usize),
        code: Code,
        numbering: Numbering,
        lang: Lang,
    ) -> Self {
        let numbering = code.map_or(numbering, |view| Numbering::from_one(view.base == 1));
        let (box_row, box_col) = (row / shape.box_rows(), col / shape.box_cols());
        let box_index = numbering.of(shape.box_of(row, col));
        let block = (numbering.of(box_row), numbering.of(box_col));
        let (row, col) = (numbering.of(row), numbering.of(col));
        Labels {
            long: code::set_names(code, (row, col), block, lang),
            short: [
                words::ROW.fill(lang, &[&row]),
                words::COL.fill(lang, &[&col]),
                words::BOX.fill(lang, &[&box_index]),
                words::CAND.get(lang).to_string(),
            ],
        }
    }

    /// The widest long label any cell of the shape can have.
    pub(super) fn widest(&self) -> u16 {
        self.long.iter().map(|l| width_of(l)).max().unwrap_or(0)
    }

    pub(super) fn pick(&self, which: usize, short: bool) -> &str {
        if short {
            &self.short[which]
        } else {
            &self.long[which]
        }
    }
}

impl Measure for SudokuLayout {
    fn size(&self) -> (u16, u16) {
        let (grid_w, grid_h) = self.grid.size();
        let (info_w, info_h) = self.info_size();
        (
            (self.grid_at.0 + grid_w).max(self.info_at.0 + info_w),
            (self.grid_at.1 + grid_h).max(self.info_at.1 + info_h),
        )
    }
}
