//! The permutations board's layouts: seed 004's whole tree, spread out or in block digits
//! on a large screen, or the path alone for a larger n, and their sizes.

use super::*;
use std::sync::OnceLock;

use crate::app::widgets::tree_layout::{TreeLayout, depth_y_with_stem};
use crate::problems::permutations::MAX_PERMUTATION;

/// The largest n whose whole tree is drawn: 4! = 24 leaves take 47 columns.
pub(super) const WHOLE_TREE_UP_TO: usize = 4;

/// The distances between neighbouring leaves the tree is drawn with, widest first: on a
/// large screen the tree spreads out.
pub(super) const TREE_SPACINGS: [u16; 5] = [12, 8, 6, 4, 2];

/// The same for the tree drawn in block digits on a large screen: a block is three
/// columns wide.
pub(super) const BIG_TREE_SPACINGS: [u16; 4] = [24, 16, 10, 6];

/// The largest n whose arrangement may be drawn in block digits: one digit a value.
pub(super) const BLOCK_STATE_UP_TO: usize = 9;

/// Whether `tier` draws the whole tree.
pub(super) fn tier_has_tree(tier: Tier) -> bool {
    matches!(tier, Tier::Tree(_) | Tier::BigTree(_))
}

/// The rows each link of the tree drops to its child below its link row, most first:
/// on a tall screen the levels spread apart.
pub(super) const STEMS: [u16; 5] = [4, 3, 2, 1, 0];

/// The largest layout for n that fits in `area`, with its legend: the whole tree (for n up
/// to 4) with its nodes as far apart as there is room for, across and down, else the
/// path; the arrangement in block digits where there is room.
///
/// A layout that only spreads a smaller one out is taken only where its legend still fits
/// under it (the legend is what tells its marks apart), leaving the log its rows.
pub(super) fn choose(
    n: usize,
    names: Names,
    area: Rect,
    theme: &Theme,
) -> Option<Offer<PermutationsLayout>> {
    // Each tier is laid out once and stretched stem by stem: a screen is drawn many
    // times a second, and the largest tiers are tried first.
    let legend = legend(theme);
    for (tier, big) in tiers(n, theme) {
        let legend = (tier != Tier::Compact).then(|| legend.clone());
        let mut offer = (
            PermutationsLayout::named(n, tier, names).with_big_state(big),
            legend,
        );
        let stems: &[u16] = if tier_has_tree(tier) { &STEMS } else { &[0] };
        for &stem in stems {
            offer.0.set_stem(stem);
            let spread = offer.0.spread_out();
            if fits(area, offer.0.size()) && (!spread || spreads_in(area, &offer)) {
                return Some(offer);
            }
        }
    }
    None
}

/// The tiers the board offers for n, largest first, each with its arrangement in block
/// digits or plain: the block tree, the tree, the path and the compact board, each tree's
/// leaves as far apart as its spacings go, block digits before plain ones.
pub(super) fn tiers(n: usize, theme: &Theme) -> Vec<(Tier, bool)> {
    let big = BIG_TREE_SPACINGS
        .iter()
        .filter(|_| !theme.is_ascii())
        .map(|&spacing| Tier::BigTree(spacing));
    let trees = big
        .chain(TREE_SPACINGS.iter().map(|&spacing| Tier::Tree(spacing)))
        .filter(|_| n <= WHOLE_TREE_UP_TO);
    let blocks: &[bool] = match (theme.is_ascii(), n <= BLOCK_STATE_UP_TO) {
        (false, true) => &[true, false],
        _ => &[false],
    };
    trees
        .chain([Tier::Path, Tier::Compact])
        .flat_map(|tier| {
            let blocks = match tier {
                Tier::Compact => &[false][..],
                Tier::BigTree(_) => &[true][..],
                _ => blocks,
            };
            blocks.iter().map(move |&big| (tier, big))
        })
        .collect()
}

/// Every layout the board offers for n, largest first, each with its legend: each of
/// the [`tiers`] with its levels as far apart as its stems go, then closer.
#[cfg(test)]
pub(super) fn offers(
    n: usize,
    names: Names,
    theme: &Theme,
) -> impl Iterator<Item = Offer<PermutationsLayout>> {
    let legend = legend(theme);
    tiers(n, theme).into_iter().flat_map(move |(tier, big)| {
        let stems: &[u16] = if tier_has_tree(tier) { &STEMS } else { &[0] };
        let legend = (tier != Tier::Compact).then(|| legend.clone());
        stems.iter().map(move |&stem| {
            let layout = PermutationsLayout::named(n, tier, names)
                .with_big_state(big)
                .with_stem(stem);
            (layout, legend.clone())
        })
    })
}

pub(super) fn digits(value: usize) -> u16 {
    width_of(&value.to_string())
}

/// How the board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Tier {
    /// The whole tree in block digits, for a projector: one level every four rows (a
    /// link row and a digit three rows high), leaves this many columns apart, and the
    /// arrangement in block digits too.
    BigTree(u16),
    /// The whole tree of seed 004's figure, one level a row, for n up to 4, with leaves
    /// this many columns apart.
    Tree(u16),
    /// The current path only, one level a row, each with its siblings counted.
    Path,
    /// The path without indentation, the flags on one line.
    Compact,
}

/// Where everything goes for n in one tier.
pub(super) struct PermutationsLayout {
    pub(super) n: usize,
    pub(super) tier: Tier,
    /// Rows above the arrangement.
    pub(super) tree_rows: u16,
    pub(super) tree_width: u16,
    pub(super) names: Names,
    /// The whole (width, height), worked out once.
    pub(super) size: (u16, u16),
    /// Where the tree starts: centred over the lines under it when they are wider.
    pub(super) tree_left: u16,
    /// The tree's nodes, in the tiers that draw it.
    pub(super) tree: Option<TreeLayout>,
    /// The rows each link drops to its child below its link row.
    pub(super) stem: u16,
    /// Whether the arrangement is drawn in block digits.
    pub(super) big_state: bool,
}

/// The whole tree of n's permutations laid out in `tier`, if it draws it: leaves the
/// tier's spacing apart, a digit or a block digit a node.
pub(super) fn tree_of(n: usize, tier: Tier) -> Option<TreeLayout> {
    let (spacing, label) = match tier {
        Tier::Tree(spacing) => (spacing, 1),
        Tier::BigTree(spacing) => (spacing, block_glyph::WIDTH),
        Tier::Path | Tier::Compact => return None,
    };
    let branching: Vec<usize> = (1..=n).rev().collect();
    Some(TreeLayout::uniform(&branching, label, spacing - label))
}

/// The rows a node of the tree takes in `tier`: a block digit's or one.
pub(super) fn label_rows(tier: Tier) -> u16 {
    match tier {
        Tier::BigTree(_) => block_glyph::HEIGHT,
        _ => 1,
    }
}

impl PermutationsLayout {
    pub(super) fn new(n: usize, tier: Tier) -> Self {
        PermutationsLayout::named(n, tier, Names::of(None))
    }

    /// The layout with the arrangement and the flags labelled as `names` says.
    pub(super) fn named(n: usize, tier: Tier, names: Names) -> Self {
        // A level's line: its indent, an opening (`└ ` or the position), a value of up to
        // two digits, two blanks and the counts of its siblings.
        let widest_line = |indent: u16, opening: u16| {
            (0..n)
                .map(|k| indent * k as u16 + opening + 4 + counts_width(n - k))
                .max()
                .unwrap_or(0)
        };
        let tree = tree_of(n, tier);
        let (tree_rows, tree_width) = match (&tree, tier) {
            (Some(tree), _) => (
                depth_y_with_stem(n, label_rows(tier), 0) + label_rows(tier),
                tree.width(),
            ),
            (None, Tier::Path) => (1 + n as u16, widest_line(2, 2).max(7)),
            (None, _) => (n as u16, widest_line(0, 3)),
        };
        let mut layout = PermutationsLayout {
            n,
            tier,
            names,
            tree_rows,
            tree_width,
            tree,
            size: (0, 0),
            tree_left: 0,
            stem: 0,
            big_state: matches!(tier, Tier::BigTree(_)),
        };
        layout.size = layout.measure();
        layout.tree_left = (layout.size.0 - tree_width) / 2;
        layout
    }

    /// The same layout with each link of its tree dropping `stem` rows more to its
    /// child; the path tiers have no links to stretch and stay as they are.
    #[cfg(test)]
    pub(super) fn with_stem(mut self, stem: u16) -> Self {
        self.set_stem(stem);
        self
    }

    /// Makes each link of the tree drop `stem` rows more to its child.
    pub(super) fn set_stem(&mut self, stem: u16) {
        if self.tree.is_none() {
            return;
        }
        let rows = label_rows(self.tier);
        self.stem = stem;
        self.tree_rows = depth_y_with_stem(self.n, rows, stem) + rows;
        self.size = self.measure();
    }

    /// The same layout with its arrangement in block digits, or plain, as `big` says;
    /// the block tree's arrangement is always in blocks, the compact board's never.
    pub(super) fn with_big_state(mut self, big: bool) -> Self {
        self.big_state = match self.tier {
            Tier::BigTree(_) => true,
            Tier::Compact => false,
            _ => big && self.n <= BLOCK_STATE_UP_TO,
        };
        self.size = self.measure();
        self.tree_left = (self.size.0 - self.tree_width) / 2;
        self
    }

    /// Whether the tree is drawn in block digits.
    pub(super) fn is_big(&self) -> bool {
        matches!(self.tier, Tier::BigTree(_))
    }

    /// Whether the layout only spreads a smaller one out: bigger digits or longer
    /// links for the same board, worth it only with the legend still under it.
    pub(super) fn spread_out(&self) -> bool {
        self.stem > 0 || (self.big_state && !self.is_big())
    }

    /// The step between values in the `used` row.
    pub(super) fn used_step(&self) -> u16 {
        match self.tier {
            Tier::Compact => 1,
            _ if self.n >= 10 => 3,
            _ => 2,
        }
    }

    pub(super) fn state_top(&self) -> u16 {
        self.tree_rows + if self.tier == Tier::Compact { 0 } else { 1 }
    }

    pub(super) fn measure(&self) -> (u16, u16) {
        let n = self.n;
        let values: u16 = (1..=n).map(digits).sum();
        let arrangement = 2 + (n as u16 - 1) + values;
        let (state_width, state_rows) = match self.tier {
            Tier::Compact => (arrangement.max(width_of(self.names.used) + 1 + n as u16), 2),
            _ if self.big_state => {
                let label = width_of(self.names.solution);
                let blocks = (block_glyph::WIDTH + 1) * n as u16 - 1;
                let counted = arranged_width(n);
                let used = label + self.used_step() * (n as u16 - 1) + digits(n);
                (
                    (label + blocks + counted).max(used),
                    block_glyph::HEIGHT + 2,
                )
            }
            _ => {
                let counted = arranged_width(n);
                let label = width_of(self.names.solution);
                let used = label + self.used_step() * (n as u16 - 1) + digits(n);
                ((label + arrangement + counted).max(used), 3)
            }
        };
        (
            self.tree_width.max(state_width),
            self.state_top() + state_rows,
        )
    }
}

/// The widest [`path_counts`] with `done` values tried, in any language.
pub(super) fn counts_width(done: usize) -> u16 {
    static WIDTHS: OnceLock<Vec<u16>> = OnceLock::new();
    let widths = WIDTHS.get_or_init(|| {
        (0..=MAX_PERMUTATION)
            .map(|done| {
                Lang::ALL
                    .map(|lang| width_of(&path_counts(done, 0, lang)))
                    .into_iter()
                    .max()
                    .unwrap_or(0)
            })
            .collect()
    });
    widths[done]
}

/// The widest [`arranged_words`] of up to `n` values, in any language: the board keeps
/// its size when the language changes.
pub(super) fn arranged_width(n: usize) -> u16 {
    static WIDTHS: OnceLock<Vec<u16>> = OnceLock::new();
    let widths = WIDTHS.get_or_init(|| {
        (0..=MAX_PERMUTATION)
            .map(|n| {
                Lang::ALL
                    .map(|lang| width_of(&arranged_words(n, lang)))
                    .into_iter()
                    .max()
                    .unwrap_or(0)
            })
            .collect()
    });
    widths[n]
}

impl Measure for PermutationsLayout {
    fn size(&self) -> (u16, u16) {
        self.size
    }
}
