//! The subset sum board's layouts: the whole include/exclude tree for a few numbers, the
//! path for more, the compact form, and their sizes.

use super::*;
use crate::app::widgets::tree_layout::{TreeLayout, depth_y_with_stem};

/// The most numbers whose whole tree is drawn: 2^5 = 32 leaves take 63 columns.
pub(super) const WHOLE_TREE_UP_TO: usize = 5;

/// The distances between neighbouring leaves the tree is drawn with, widest first: on a
/// large screen the tree spreads out.
pub(super) const TREE_SPACINGS: [u16; 5] = [8, 6, 4, 3, 2];

/// The rows each link of the tree drops to its child below its link row, most first:
/// on a tall screen the levels spread apart.
pub(super) const STEMS: [u16; 5] = [4, 3, 2, 1, 0];

/// The fewest levels a path shows when the whole path does not fit.
pub(super) const MIN_WINDOW: usize = 4;

/// The most numbers in one row of them.
pub(super) const NUMBERS_PER_ROW: usize = 20;

/// The columns a row of numbers may take on the compact board.
pub(super) const COMPACT_NUMBERS_WIDTH: u16 = 30;

/// The columns a row of numbers may take under the tree or the path, at least: as many as
/// the tree or the path if that is more.
pub(super) const NUMBERS_WIDTH: u16 = 40;

/// The most rows of numbers: past that, a row holds more than its columns allow.
pub(super) const MAX_NUMBER_ROWS: usize = 6;

/// Cells of the bar that sets the running sum against the target.
pub(super) const BAR: usize = 12;

/// The widest note on a path level about the choices not taken there.
pub(super) const SIBLINGS_WIDTH: u16 = 20;

pub(super) fn digits(value: u64) -> u16 {
    width_of(&value.to_string())
}

/// The largest layout that fits in `area`, with its legend: the whole tree (for up to five
/// numbers) with its leaves as far apart as there is room for, else the whole path, else
/// a window of the path's levels ending at `focus`, else the compact board.
pub(super) fn choose(
    state: &SubsetSum,
    area: Rect,
    focus: usize,
    theme: &Theme,
) -> Option<Offer<SubsetSumLayout>> {
    let n = state.size();
    let measures = Measures::of(state);
    let trees = TREE_SPACINGS
        .iter()
        .filter(|_| n <= WHOLE_TREE_UP_TO)
        .map(|&spacing| Tier::Tree(spacing));
    // On a large screen the numbers are block digits: a tree with them before one
    // without, and a tree before a path.
    let blocks = !theme.is_ascii();
    let trees: Vec<Tier> = trees.collect();
    // Each tier with its tree's levels as far apart as there is room for (with its
    // legend still under it), in block digits before plain ones; each laid out once and
    // stretched stem by stem, the largest tried first.
    let tiers = [(&trees[..], true), (&trees[..], false)]
        .into_iter()
        .chain([(&[Tier::Path][..], true), (&[Tier::Path][..], false)])
        .filter(|&(_, in_blocks)| blocks || !in_blocks)
        .flat_map(|(tiers, in_blocks)| tiers.iter().map(move |&tier| (tier, in_blocks)));
    for (tier, in_blocks) in tiers {
        let layout = SubsetSumLayout::with(&measures, tier);
        let layout = if in_blocks {
            layout.in_blocks()
        } else {
            layout
        };
        let mut offer = (layout, Some(legend(tier, theme)));
        let stems: &[u16] = if matches!(tier, Tier::Tree(_)) {
            &STEMS
        } else {
            &[0]
        };
        for &stem in stems {
            offer.0.set_stem(stem);
            let spread = offer.0.stem > 0;
            if fits(area, offer.0.size()) && (!spread || spreads_in(area, &offer)) {
                return Some(offer);
            }
        }
    }
    let path = SubsetSumLayout::with(&measures, Tier::Path);
    if let Some(rows) = window_rows(area, &path, n, 1, MIN_WINDOW) {
        let first = (focus + 1).saturating_sub(rows).min(n - rows);
        return Some((path.window(first, rows), None));
    }
    largest_fit(
        area,
        [(SubsetSumLayout::with(&measures, Tier::Compact), None)],
    )
}

/// How the board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tier {
    /// The whole include/exclude tree, one level a row, take on the left, for up to five
    /// numbers, with leaves this many columns apart.
    Tree(u16),
    /// The current path only, one level a row, with what became of the other choice.
    Path,
    /// The numbers and the sum, nothing else.
    Compact,
}

/// The widths a problem's layouts are made of, worked out once for all its tiers.
#[derive(Clone, Copy, Debug)]
pub(super) struct Measures {
    pub(super) n: usize,
    /// Digits of the widest number and of the target.
    pub(super) number_w: u16,
    pub(super) target_w: u16,
    /// The widest the sum line and the pruning tests get under the tree or the path.
    pub(super) lines_w: u16,
    /// The widest the compact board's sum line gets.
    pub(super) compact_w: u16,
}

impl Measures {
    pub(super) fn of(state: &SubsetSum) -> Self {
        let n = state.size();
        let number_w = state.numbers().iter().map(|&a| digits(a)).max();
        let (target_w, total_w) = (digits(state.target()), digits(state.total()));
        // Every sum the board writes is at most the target or the total: written with as
        // many nines, a line is as wide as it gets.
        let t = "9".repeat(usize::from(target_w));
        let all = "9".repeat(usize::from(total_w));
        // The widest in either language, so that switching it never moves the board.
        let langs = Lang::ALL;
        let sum = langs
            .map(|lang| {
                let theme = Theme::new(false, true).speaking(lang);
                pieces_width(&sum_pieces(&t, &t, &all, [Bar::Sum; BAR], &theme))
            })
            .into_iter()
            .max()
            .unwrap_or(0);
        let refusals = [
            None,
            Some(Refusal::PassesTarget),
            Some(Refusal::CannotReach),
        ];
        let tests = langs
            .into_iter()
            .flat_map(|lang| {
                let (t, all) = (&t, &all);
                [TAKE, SKIP]
                    .into_iter()
                    .flat_map(move |choice| {
                        refusals
                            .map(|refusal| test_words(choice, refusal, all, all, all, all, t, lang))
                    })
                    .chain([finished_words(lang), all_decided_words(n, t, lang)])
            })
            .map(|line| width_of(&line) + 2)
            .max()
            .unwrap_or(0);
        Measures {
            n,
            number_w: number_w.unwrap_or(1),
            target_w,
            lines_w: sum.max(tests),
            compact_w: langs
                .map(|lang| width_of(&compact_sum_line(&t, &t, &all, lang)))
                .into_iter()
                .max()
                .unwrap_or(0),
        }
    }
}

/// Where everything goes for one problem in one tier.
pub(super) struct SubsetSumLayout {
    pub(super) tier: Tier,
    pub(super) n: usize,
    /// Digits of the widest number and of the target.
    pub(super) number_w: u16,
    pub(super) target_w: u16,
    /// The widest of the lines under the numbers.
    pub(super) lines_w: u16,
    /// Path: the first level shown and how many are.
    pub(super) first: usize,
    pub(super) rows: usize,
    /// How many numbers a row of them holds.
    pub(super) per_row: usize,
    /// Tree: columns left and right of the leaves for the labels of the outer nodes.
    pub(super) pad: (u16, u16),
    /// Rows above the numbers: the tree or the path and a blank line.
    pub(super) top: u16,
    /// The width of the tree with its column of numbers, or of the path.
    pub(super) upper_width: u16,
    /// Whether the numbers are drawn in block digits, three rows high.
    pub(super) blocks: bool,
    pub(super) size: (u16, u16),
    /// Tree: its nodes, take on the left, a one-column anchor a node, leaves the tier's
    /// spacing apart.
    pub(super) tree: Option<TreeLayout>,
    /// Tree: the rows each link drops to its child below its link row.
    pub(super) stem: u16,
}

impl SubsetSumLayout {
    pub(super) fn new(state: &SubsetSum, tier: Tier) -> Self {
        SubsetSumLayout::with(&Measures::of(state), tier)
    }

    pub(super) fn with(measures: &Measures, tier: Tier) -> Self {
        let n = measures.n;
        debug_assert!(
            n <= WHOLE_TREE_UP_TO || !matches!(tier, Tier::Tree(_)),
            "BUG: the whole tree of {n} numbers"
        );
        let mut layout = SubsetSumLayout {
            tier,
            n,
            number_w: measures.number_w,
            target_w: measures.target_w,
            lines_w: match tier {
                Tier::Compact => measures.compact_w,
                _ => measures.lines_w,
            },
            first: 0,
            rows: n,
            per_row: 1,
            pad: (0, 0),
            top: 0,
            upper_width: 0,
            blocks: false,
            stem: 0,
            size: (0, 0),
            tree: match tier {
                Tier::Tree(leaves) => Some(TreeLayout::uniform(&vec![2; n], 1, leaves - 1)),
                _ => None,
            },
        };
        layout.pad = layout.tree_pad();
        layout.measure();
        layout
    }

    /// The layout showing only path levels `first..first + rows`.
    pub(super) fn window(mut self, first: usize, rows: usize) -> Self {
        self.first = first;
        self.rows = rows;
        self.measure();
        self
    }

    /// The same tree with each link dropping `stem` rows more to its child; a path or
    /// the compact board has no links to stretch and stays as it is.
    #[cfg(test)]
    pub(super) fn with_stem(mut self, stem: u16) -> Self {
        self.set_stem(stem);
        self
    }

    /// Makes each link of the tree drop `stem` rows more to its child.
    pub(super) fn set_stem(&mut self, stem: u16) {
        if self.tree.is_some() {
            self.stem = stem;
            self.measure();
        }
    }

    /// The same layout with its numbers in block digits.
    pub(super) fn in_blocks(mut self) -> Self {
        self.blocks = true;
        self.measure();
        self
    }

    /// The columns a number takes in the row of numbers, and the blank after it.
    pub(super) fn number_cell(&self) -> (u16, u16) {
        if self.blocks {
            let widest = "9".repeat(usize::from(self.number_w));
            (block_glyph::width(&widest), 2)
        } else {
            (self.number_w, 1)
        }
    }

    pub(super) fn is_window(&self) -> bool {
        self.rows < self.n
    }

    /// How many numbers go in a row when they may take `budget` columns: as many as fit,
    /// but enough that they take no more than a few rows.
    pub(super) fn numbers_per_row(&self, budget: u16) -> usize {
        let (width, gap) = self.number_cell();
        let fit = usize::from(budget / (width + gap)).max(1);
        fit.max(self.n.div_ceil(MAX_NUMBER_ROWS))
            .min(NUMBERS_PER_ROW)
            .min(self.n)
    }

    /// The rows of the numbers: each row of them a row of digits (or of blocks) and a
    /// row of marks.
    pub(super) fn numbers_rows(&self) -> u16 {
        let digits = if self.blocks { block_glyph::HEIGHT } else { 1 };
        (digits + 1) * self.n.div_ceil(self.per_row) as u16
    }

    /// The distance between neighbouring nodes of a tree level.
    pub(super) fn spacing(&self, level: usize) -> u16 {
        match self.tier {
            Tier::Tree(leaves) => leaves << (self.n - level),
            _ => 0,
        }
    }

    /// Whether a tree level's nodes show their sums, else a circle: when neighbours are
    /// far enough apart. No node's sum passes the target (a take that would is refused),
    /// so the target's width is enough.
    pub(super) fn labels(&self, level: usize) -> bool {
        level == 0 || self.spacing(level) > self.target_w
    }

    /// Columns the labels of a tree's outermost nodes reach past its outermost leaves.
    pub(super) fn tree_pad(&self) -> (u16, u16) {
        let Some(tree) = &self.tree else {
            return (0, 0);
        };
        let w = self.target_w;
        (1..=self.n)
            .filter(|&level| self.labels(level))
            .map(|level| {
                // How far the leftmost node of a level is in from the leftmost leaf, taken
                // on the right too.
                let inset = tree.left(tree.descend(vec![0; level]));
                (
                    ((w - 1) / 2).saturating_sub(inset),
                    (w / 2).saturating_sub(inset),
                )
            })
            .fold((0, 0), |(l, r), (a, b)| (l.max(a), r.max(b)))
    }

    /// Where the path's sums go: past the deepest level's number.
    pub(super) fn sum_column(&self) -> u16 {
        (self.n as u16 - 1) + 4 + self.number_w + 2
    }

    pub(super) fn measure(&mut self) {
        let (upper_rows, upper_width) = match (&self.tree, self.tier) {
            (Some(tree), _) => (
                depth_y_with_stem(self.n, 1, self.stem) + 1,
                self.number_w + 1 + self.pad.0 + tree.width() + self.pad.1,
            ),
            (None, Tier::Path) => (
                1 + self.rows as u16,
                self.sum_column() + 4 + self.target_w + 2 + SIBLINGS_WIDTH,
            ),
            (None, _) => (0, 0),
        };
        self.top = if upper_rows > 0 { upper_rows + 1 } else { 0 };
        self.upper_width = upper_width;
        let budget = match self.tier {
            Tier::Compact => COMPACT_NUMBERS_WIDTH,
            // Blocks are about three times as wide: a row of them may be twice as long.
            _ if self.blocks => upper_width.max(2 * NUMBERS_WIDTH),
            _ => upper_width.max(NUMBERS_WIDTH),
        };
        let (width, gap) = self.number_cell();
        self.per_row = self.numbers_per_row(budget + gap);
        let numbers = self.per_row as u16 * (width + gap) - gap;
        let lower_rows = if self.tier == Tier::Compact { 1 } else { 3 };
        self.size = (
            upper_width.max(numbers).max(self.lines_w),
            self.top + self.numbers_rows() + lower_rows,
        );
    }
}

impl Measure for SubsetSumLayout {
    fn size(&self) -> (u16, u16) {
        self.size
    }
}
