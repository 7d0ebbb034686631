//! The permutations board's layouts: seed 004's whole tree, spread out or in block digits
//! on a large screen, or the path alone for a larger n, and their sizes.

use super::*;
use crate::app::tree_layout::{TreeLayout, depth_y};

/// The largest n whose whole tree is drawn: 4! = 24 leaves take 47 columns.
pub(super) const WHOLE_TREE_UP_TO: usize = 4;

/// The distances between neighbouring leaves the tree is drawn with, widest first: on a
/// large screen the tree spreads out.
pub(super) const TREE_SPACINGS: [u16; 5] = [12, 8, 6, 4, 2];

/// The same for the tree drawn in block digits on a large screen: a block is three
/// columns wide.
pub(super) const BIG_TREE_SPACINGS: [u16; 4] = [24, 16, 10, 6];

/// The largest layout for n that fits in `area`, with its legend: the whole tree (for n up
/// to 4) with its nodes as far apart as there is room for, else the path.
pub(super) fn choose(n: usize, names: Names, area: Rect, theme: &Theme) -> Option<Offer<Layout>> {
    let big = BIG_TREE_SPACINGS
        .iter()
        .filter(|_| !theme.is_ascii())
        .map(|&spacing| Tier::BigTree(spacing));
    let trees = big
        .chain(TREE_SPACINGS.iter().map(|&spacing| Tier::Tree(spacing)))
        .filter(|_| n <= WHOLE_TREE_UP_TO);
    let candidates = trees.chain([Tier::Path, Tier::Compact]).map(|tier| {
        let legend = (tier != Tier::Compact).then(|| legend(theme));
        (Layout::named(n, tier, names), legend)
    });
    largest_fit(area, candidates)
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
pub(super) struct Layout {
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

impl Layout {
    pub(super) fn new(n: usize, tier: Tier) -> Self {
        Layout::named(n, tier, Names::of(None))
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
                depth_y(n, label_rows(tier)) + label_rows(tier),
                tree.width(),
            ),
            (None, Tier::Path) => (1 + n as u16, widest_line(2, 2).max(7)),
            (None, _) => (n as u16, widest_line(0, 3)),
        };
        let mut layout = Layout {
            n,
            tier,
            names,
            tree_rows,
            tree_width,
            tree,
            size: (0, 0),
            tree_left: 0,
        };
        layout.size = layout.measure();
        layout.tree_left = (layout.size.0 - tree_width) / 2;
        layout
    }

    /// Whether the tree and the arrangement are drawn in block digits.
    pub(super) fn is_big(&self) -> bool {
        matches!(self.tier, Tier::BigTree(_))
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
            Tier::BigTree(_) => {
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
    Lang::ALL
        .map(|lang| width_of(&path_counts(done, 0, lang)))
        .into_iter()
        .max()
        .unwrap_or(0)
}

/// The widest [`arranged_words`] of up to `n` values, in any language: the board keeps
/// its size when the language changes.
pub(super) fn arranged_width(n: usize) -> u16 {
    Lang::ALL
        .map(|lang| width_of(&arranged_words(n, lang)))
        .into_iter()
        .max()
        .unwrap_or(0)
}

impl Measure for Layout {
    fn size(&self) -> (u16, u16) {
        self.size
    }
}
