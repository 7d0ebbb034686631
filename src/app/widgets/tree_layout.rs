//! Where the nodes of a standing tree go, for every tree the app draws: the permutations
//! board's, the subset sum board's and the search tree panel's.
//!
//! Each subtree takes a band of columns of its own, its children's bands side by side a
//! gap apart, and each node stands halfway between its first and last child; the levels
//! go down a link row and a row (or a few) of labels at a time. What a node's label says,
//! how its links look and what else a drawer adds are the drawer's.

/// The columns of a standing tree's nodes, worked out once.
pub struct TreeLayout {
    /// The children of each node, left to right.
    children: Vec<Vec<usize>>,
    /// The columns each node's label takes.
    labels: Vec<u16>,
    /// The leftmost column of each node's label, from the left of the tree.
    left: Vec<u16>,
    width: u16,
}

impl TreeLayout {
    /// Lays out the tree under node `root`, node `id` having the children `children[id]`
    /// and a label `labels[id]` columns wide, with `gap` blank columns between neighbouring
    /// subtrees; nodes outside it are left at column 0.
    ///
    /// A leaf takes its label's columns; a parent's left column is halfway between its
    /// first and last child's (rounded down), and its subtree as wide as its children's
    /// or its own label, whichever reaches further.
    pub fn new(children: Vec<Vec<usize>>, labels: Vec<u16>, root: usize, gap: u16) -> Self {
        let mut layout = TreeLayout {
            left: vec![0; children.len()],
            children,
            labels,
            width: 0,
        };
        layout.width = layout.place(root, 0, gap);
        layout
    }

    /// The tree whose every node at depth `d` has `branching[d]` children (none past its
    /// end), each label `label` columns wide, numbered root first, each node before its
    /// children's subtrees: the whole solution space of a search that fills its slots in
    /// a fixed order.
    pub fn uniform(branching: &[usize], label: u16, gap: u16) -> Self {
        fn grow(branching: &[usize], children: &mut Vec<Vec<usize>>) -> usize {
            let id = children.len();
            children.push(Vec::new());
            for _ in 0..branching.first().copied().unwrap_or(0) {
                let child = grow(&branching[1..], children);
                children[id].push(child);
            }
            id
        }
        let mut children = Vec::new();
        grow(branching, &mut children);
        let labels = vec![label; children.len()];
        TreeLayout::new(children, labels, 0, gap)
    }

    /// Places the subtree of `id` from column `start`; returns the columns it takes.
    fn place(&mut self, id: usize, start: u16, gap: u16) -> u16 {
        let mut end = start;
        for i in 0..self.children[id].len() {
            if i > 0 {
                end += gap;
            }
            end += self.place(self.children[id][i], end, gap);
        }
        self.left[id] = match (self.children[id].first(), self.children[id].last()) {
            (Some(&first), Some(&last)) => (self.left[first] + self.left[last]) / 2,
            _ => start,
        };
        (end - start).max(self.left[id] - start + self.labels[id])
    }

    /// The columns the whole tree takes: no label reaches past them.
    pub fn width(&self) -> u16 {
        self.width
    }

    /// The leftmost column of node `id`'s label.
    pub fn left(&self, id: usize) -> u16 {
        self.left[id]
    }

    /// The middle column of node `id`'s label (the left one of two middles): where the
    /// links of a tree with labels drawn around their middle meet it.
    pub fn centre(&self, id: usize) -> u16 {
        self.left[id] + self.labels[id].saturating_sub(1) / 2
    }

    /// The node reached from the root by going to the child of each rank in `ranks` in
    /// turn (0 the leftmost).
    pub fn descend(&self, ranks: impl IntoIterator<Item = usize>) -> usize {
        ranks
            .into_iter()
            .fold(0, |id, rank| self.children[id][rank])
    }
}

/// The top row of a node at `depth` of a standing tree: the root's one row, then for each
/// depth a row of links and `label_rows` rows of labels.
pub fn depth_y(depth: usize, label_rows: u16) -> u16 {
    match depth {
        0 => 0,
        _ => 2 + (depth as u16 - 1) * (label_rows + 1),
    }
}

/// The row of the links from the nodes at `depth` down to their children.
pub fn link_y(depth: usize, label_rows: u16) -> u16 {
    depth_y(depth + 1, label_rows) - 1
}

/// [`depth_y`] for a tree whose links drop `stem` rows more to each child, below their
/// link row: on a tall screen the levels spread apart.
pub fn depth_y_with_stem(depth: usize, label_rows: u16, stem: u16) -> u16 {
    match depth {
        0 => 0,
        _ => 2 + stem + (depth as u16 - 1) * (label_rows + 1 + stem),
    }
}

/// [`link_y`] for a tree whose links drop `stem` rows more to each child: the stems
/// hang under this row.
pub fn link_y_with_stem(depth: usize, label_rows: u16, stem: u16) -> u16 {
    depth_y_with_stem(depth + 1, label_rows, stem) - 1 - stem
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stems_spread_the_levels_and_none_is_the_plain_tree() {
        for rows in [1, 3] {
            for depth in 0..6 {
                assert_eq!(depth_y_with_stem(depth, rows, 0), depth_y(depth, rows));
                assert_eq!(link_y_with_stem(depth, rows, 0), link_y(depth, rows));
                for stem in 1..5 {
                    // The link row sits under the node's label, the stem under it, then
                    // the child.
                    let label_end =
                        depth_y_with_stem(depth, rows, stem) + if depth == 0 { 1 } else { rows };
                    assert_eq!(link_y_with_stem(depth, rows, stem), label_end);
                    assert_eq!(
                        depth_y_with_stem(depth + 1, rows, stem),
                        label_end + 1 + stem
                    );
                }
            }
        }
    }

    /// The shapes of up to `nodes` nodes, root first, each node before its children's
    /// subtrees, as lists of children.
    fn shapes(nodes: usize) -> Vec<Vec<Vec<usize>>> {
        // A shape is the sequence of each node's parent, in that order.
        let mut all = vec![vec![Vec::new()]];
        let mut grown = vec![(vec![Vec::new()], vec![0usize])];
        for _ in 1..nodes {
            let mut next = Vec::new();
            for (children, path) in &grown {
                // A new node can hang under any node on the path to the last one.
                for (depth, &parent) in path.iter().enumerate() {
                    let mut children: Vec<Vec<usize>> = children.clone();
                    let id = children.len();
                    children.push(Vec::new());
                    children[parent].push(id);
                    let mut path = path[..=depth].to_vec();
                    path.push(id);
                    next.push((children, path));
                }
            }
            all.extend(next.iter().map(|(children, _)| children.clone()));
            grown = next;
        }
        all
    }

    fn depths(children: &[Vec<usize>]) -> Vec<usize> {
        let mut depth = vec![0; children.len()];
        for id in 0..children.len() {
            for &child in &children[id] {
                depth[child] = depth[id] + 1;
            }
        }
        depth
    }

    /// Every shape of up to seven nodes, with labels of one to three columns and gaps of
    /// zero to two, as `check` sees it.
    fn sweep(check: impl Fn(&[Vec<usize>], &[u16], &TreeLayout)) {
        for children in shapes(7) {
            for seed in 0..9u16 {
                let labels: Vec<u16> = (0..children.len() as u16)
                    .map(|id| 1 + (id * 7 + seed) % 3)
                    .collect();
                for gap in 0..3 {
                    let layout = TreeLayout::new(children.clone(), labels.clone(), 0, gap);
                    check(&children, &labels, &layout);
                }
            }
        }
    }

    #[test]
    fn the_sweep_covers_every_small_shape() {
        // The Catalan numbers: 1, 1, 2, 5, 14, 42, 132 shapes of 1 to 7 nodes.
        assert_eq!(shapes(7).len(), 1 + 1 + 2 + 5 + 14 + 42 + 132);
    }

    #[test]
    fn parents_stand_halfway_between_their_outer_children() {
        sweep(|children, _, layout| {
            for (id, kids) in children.iter().enumerate() {
                if let (Some(&first), Some(&last)) = (kids.first(), kids.last()) {
                    let halfway = (layout.left(first) + layout.left(last)) / 2;
                    assert_eq!(layout.left(id), halfway, "{children:?}");
                }
            }
        });
    }

    #[test]
    fn no_two_labels_of_a_depth_overlap_and_siblings_keep_their_order() {
        sweep(|children, labels, layout| {
            let depth = depths(children);
            for a in 0..children.len() {
                for b in a + 1..children.len() {
                    if depth[a] == depth[b] {
                        // Numbered in order, so `a` is left of `b`.
                        let (end, start) = (layout.left(a) + labels[a], layout.left(b));
                        assert!(end <= start, "{children:?} {labels:?} {a} {b}");
                    }
                }
            }
        });
    }

    #[test]
    fn the_width_is_the_columns_drawn() {
        sweep(|children, labels, layout| {
            let right = (0..children.len()).map(|id| layout.left(id) + labels[id]);
            assert_eq!(right.max(), Some(layout.width()), "{children:?} {labels:?}");
            let left = (0..children.len()).map(|id| layout.left(id)).min();
            assert_eq!(left, Some(0), "{children:?}");
        });
    }

    #[test]
    fn neighbouring_subtrees_are_the_gap_apart() {
        // Leaves side by side: each a label and a gap from the last.
        let layout = TreeLayout::new(
            vec![vec![1, 2, 3], vec![], vec![], vec![]],
            vec![1, 2, 3, 1],
            0,
            2,
        );
        assert_eq!([1, 2, 3].map(|id| layout.left(id)), [0, 4, 9]);
        assert_eq!((layout.left(0), layout.width()), (4, 10));
    }

    #[test]
    fn a_uniform_tree_spaces_its_leaves_evenly_and_centres_each_node_over_them() {
        // As the boards drew their trees: leaf i at `spacing * i`, a node over the middle
        // of the leaves under it, the ith of a depth over `under * i..under * (i + 1)`.
        for branching in [vec![2, 2, 2], vec![4, 3, 2, 1], vec![3, 2], vec![1, 3]] {
            let leaves: usize = branching.iter().product();
            for spacing in 1..7u16 {
                let layout = TreeLayout::uniform(&branching, 1, spacing - 1);
                assert_eq!(layout.width(), spacing * (leaves as u16 - 1) + 1);
                let (mut ids, mut under) = (vec![0], leaves);
                for depth in 0..=branching.len() {
                    assert_eq!(layout.descend(vec![0; depth]), ids[0]);
                    for (i, &id) in ids.iter().enumerate() {
                        let middle = spacing * (2 * under * i + under - 1) as u16 / 2;
                        assert_eq!(layout.left(id), middle, "{branching:?} {spacing} {id}");
                    }
                    ids = ids
                        .iter()
                        .flat_map(|&id| layout.children[id].clone())
                        .collect();
                    under /= branching.get(depth).unwrap_or(&1);
                }
            }
        }
    }

    #[test]
    fn a_wide_label_widens_its_subtree_from_where_it_stands() {
        // Children at 0 and 2: the parent at 1, its five columns to 6.
        let layout = TreeLayout::new(vec![vec![1, 2], vec![], vec![]], vec![5, 1, 1], 0, 1);
        assert_eq!((layout.left(0), layout.width()), (1, 6));
        assert_eq!(layout.centre(0), 3);
    }

    #[test]
    fn rows_go_a_link_and_the_labels_a_depth() {
        assert_eq!(
            (0..4).map(|d| depth_y(d, 1)).collect::<Vec<_>>(),
            [0, 2, 4, 6]
        );
        assert_eq!((0..3).map(|d| depth_y(d, 3)).collect::<Vec<_>>(), [0, 2, 6]);
        assert_eq!((link_y(0, 3), link_y(1, 3)), (1, 5));
    }
}
