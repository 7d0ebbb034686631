//! The sudoku board's layouts, from cells of block digits for a projector to one character
//! a cell, with the bit sets beside or under the grid, and their sizes.

use super::*;

/// The largest layout of `shape` that fits in `area` (bit sets under the grid, or beside
/// it when that is what fits), with the legend it has.
pub(super) fn choose(
    shape: Shape,
    code: Code,
    area: Rect,
    options: SudokuOptions,
    theme: &Theme,
) -> Option<Offer<Layout>> {
    let tiers = [
        Tier::Giant,
        Tier::Huge,
        Tier::Large,
        Tier::Medium,
        Tier::Small,
        Tier::Compact,
        Tier::Bare,
    ];
    let candidates = tiers
        .into_iter()
        .flat_map(|tier| [false, true].map(|beside| Layout::named(shape, tier, beside, code)))
        .map(|layout| {
            let tier = layout.tier;
            let legend = if options.pencil_marks && !tier.has_pencil_marks() {
                // Said where the marks would be, so that `p` never seems to do nothing.
                let large = Layout::new(shape, Tier::Large, true).size();
                let times = theme.glyph("×", "x");
                let size = format!("{}{times}{}", large.0, large.1);
                let note = theme.telling(code).say(words::PENCIL_MARKS_NEED, &[&size]);
                Some(vec![(note, theme.dim())])
            } else {
                (tier < Tier::Compact).then(|| legend(layout.inside.0, theme))
            };
            (layout, legend)
        });
    largest_fit(area, candidates)
}

/// The inside width of a large cell: a pencil mark every other column, and an odd width
/// so that a digit in the middle never stands where a pencil mark would.
pub(super) fn pencil_width(shape: Shape) -> u16 {
    let width = 2 * shape.box_cols() as u16 - 1;
    if (width / 2) % 2 == 1 {
        width
    } else {
        width + 1
    }
}

/// How large the board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub(super) enum Tier {
    /// Large cells three times over, for a projector on a large screen; digits as blocks.
    Giant,
    /// Large cells twice over, for a projector; the pencil marks in their middle, digits
    /// as blocks.
    Huge,
    /// Cells as wide and high as a box, room for every pencil mark; light lines between.
    Large,
    /// Cells of three columns with light lines between.
    Medium,
    /// Cells of two columns, box lines only.
    Small,
    /// Cells of one column, box lines only, short labels.
    Compact,
    /// The grid alone, one column a cell, boxes told apart by their shading: drawn only
    /// where not even the compact board fits, such as a preview in the menu.
    Bare,
}

impl Tier {
    /// Whether cells have room for every candidate as a pencil mark.
    pub(super) fn has_pencil_marks(self) -> bool {
        matches!(self, Tier::Giant | Tier::Huge | Tier::Large)
    }
}

/// Where everything goes for one shape in one tier.
pub(super) struct Layout {
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
    pub(super) bit_step: u16,
    /// The code whose names the bit sets take.
    pub(super) code: Code,
}

impl Layout {
    pub(super) fn new(shape: Shape, tier: Tier, beside: bool) -> Self {
        Layout::named(shape, tier, beside, None)
    }

    /// The layout with the bit sets named as `code` names them.
    pub(super) fn named(shape: Shape, tier: Tier, beside: bool, code: Code) -> Self {
        let (inside, light, pad) = match tier {
            Tier::Giant => {
                let (width, height) = (pencil_width(shape), shape.box_rows() as u16);
                ((3 * width + 2, 3 * height + 2), true, 0)
            }
            Tier::Huge => {
                let (width, height) = (pencil_width(shape), shape.box_rows() as u16);
                ((2 * width + 1, 2 * height + 1), true, 0)
            }
            Tier::Large => ((pencil_width(shape), shape.box_rows() as u16), true, 0),
            Tier::Medium => ((3, 1), true, 0),
            Tier::Small => ((2, 1), false, 1),
            Tier::Compact | Tier::Bare => ((1, 1), false, 0),
        };
        let grid = if tier == Tier::Bare {
            Grid::bare(shape)
        } else {
            Grid::new(shape, inside, light, pad)
        };
        let numbered = tier <= Tier::Medium;
        let grid_at = if numbered { (3, 1) } else { (0, 0) };
        let (grid_w, grid_h) = grid.size();
        let gap = if tier >= Tier::Compact { 0 } else { 1 };
        let info_at = if beside {
            (grid_at.0 + grid_w + 2, grid_at.1)
        } else {
            (0, grid_at.1 + grid_h + gap)
        };
        let label_width = match tier {
            Tier::Compact | Tier::Bare => 7,
            _ => {
                let last = shape.side() - 1;
                let widest = |lang| {
                    Labels::new(shape, (last, last), code, Numbering::FromOne, lang).widest()
                };
                Lang::ALL.into_iter().map(widest).max().unwrap_or(0) + 1
            }
        };
        let bit_step = if numbered { 2 } else { 1 };
        Layout {
            shape,
            tier,
            grid,
            inside,
            grid_at,
            info_at,
            label_width,
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
            _ => {
                let cell = format!("({0},{0})", n - 1);
                let filling = |lang| width_of(&filling_words(&cell, n as u32, lang));
                Lang::ALL.into_iter().map(filling).max().unwrap_or(0)
            }
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
        match self.tier {
            Tier::Small => (1, 0),
            _ => (self.inside.0 / 2, self.inside.1 / 2),
        }
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

impl Measure for Layout {
    fn size(&self) -> (u16, u16) {
        let (grid_w, grid_h) = self.grid.size();
        let (info_w, info_h) = self.info_size();
        (
            (self.grid_at.0 + grid_w).max(self.info_at.0 + info_w),
            (self.grid_at.1 + grid_h).max(self.info_at.1 + info_h),
        )
    }
}
