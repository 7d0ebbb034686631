//! The search tree of any problem, as the events of its search build it: the whole tree
//! when it is small, and per depth the nodes visited, the choices pruned and those still
//! to try.

use crate::engine::{Choices, Event, Frame, Problem, Search, StopAfter};

/// The most nodes (with the stubs of refused choices) a tree may have to be drawn whole.
pub const MOST_NODES: usize = 400;

/// One node of a whole tree: a choice put into a slot, below its parent's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The choices from the root to this node; the root's is empty.
    pub prefix: Vec<u8>,
    /// The slot this node's own choice filled (the root's is 0).
    pub slot: u16,
    /// The nodes one level down, in the order the search tries them.
    pub children: Vec<usize>,
    /// The choices of the next slot that a constraint refused here.
    pub refused: Choices,
    /// Whether every slot is filled here and it is a solution.
    pub solution: bool,
}

/// The whole tree of a search, every node the unstopped search visits, in preorder; or
/// the whole subtree under one node of it, each node's prefix still counted from the
/// root of the search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WholeTree {
    /// The nodes, the root first, each before its children.
    pub nodes: Vec<Node>,
}

impl WholeTree {
    /// The tree of every node a search of `start` to exhaustion visits, or `None` when it
    /// has more than `most` nodes and refused stubs.
    pub fn of<P: Problem>(start: &P, most: usize) -> Option<WholeTree> {
        Self::grow(start, Vec::new(), 0, most)
    }

    /// The whole subtree under the node at `depth` of `search`'s current path (the root at
    /// 0), every node a search from there to exhaustion visits, or `None` when it has more
    /// than `most` nodes and refused stubs.
    ///
    /// The problem is taken back to that node with `undo`, so the subtree is the one the
    /// search itself goes through, its unvisited part included.
    pub fn under<P: Problem>(search: &Search<P>, depth: usize, most: usize) -> Option<WholeTree> {
        let frames = search.frames();
        let path = path_of(frames);
        let depth = depth.min(path.len());
        let mut problem = search.problem().clone();
        for frame in frames[depth..path.len()].iter().rev() {
            let choice = frame
                .placed()
                .expect("BUG: a frame on the path has its choice");
            problem.undo(frame.slot(), choice);
        }
        let slot = depth.checked_sub(1).map_or(0, |d| frames[d].slot());
        Self::grow(&problem, path[..depth].to_vec(), slot, most)
    }

    /// The tree of a search of `start` to exhaustion, its root the node `above` that
    /// filled `slot`.
    fn grow<P: Problem>(start: &P, above: Vec<u8>, slot: u16, most: usize) -> Option<WholeTree> {
        let mut search = Search::new(start.clone(), StopAfter::Exhaustion);
        let root = Node {
            prefix: above,
            slot,
            children: Vec::new(),
            refused: search
                .frames()
                .first()
                .map_or(Choices::EMPTY, |f| refused(start, f)),
            solution: search.frames().is_empty(),
        };
        let mut size = 1 + root.refused.len() as usize;
        let mut nodes = vec![root];
        let mut path = vec![0];
        while let Some(event) = search.next() {
            match event {
                Event::Place { slot, choice } => {
                    let parent = *path.last().expect("BUG: a place below the root");
                    let mut prefix = nodes[parent].prefix.clone();
                    prefix.push(choice);
                    let frames = search.frames();
                    let opened = frames.get(path.len());
                    let node = Node {
                        prefix,
                        slot,
                        children: Vec::new(),
                        refused: opened.map_or(Choices::EMPTY, |f| refused(search.problem(), f)),
                        solution: false,
                    };
                    size += 1 + node.refused.len() as usize;
                    if size > most {
                        return None;
                    }
                    let id = nodes.len();
                    nodes[parent].children.push(id);
                    path.push(id);
                    nodes.push(node);
                }
                Event::Remove { .. } => {
                    path.pop();
                }
                Event::Solution => {
                    let at = *path.last().expect("BUG: a solution has a node");
                    nodes[at].solution = true;
                }
            }
        }
        Some(WholeTree { nodes })
    }

    /// The choices from the root of the search to this tree's root.
    pub fn root_prefix(&self) -> &[u8] {
        &self.nodes[0].prefix
    }

    /// How many levels below its root the tree goes.
    pub fn depth(&self) -> usize {
        self.depth_under(0)
    }

    /// How many levels below node `id` its subtree goes.
    pub fn depth_under(&self, id: usize) -> usize {
        let top = self.nodes[id].prefix.len();
        self.nodes[id..self.end_of(id)]
            .iter()
            .map(|n| n.prefix.len() - top)
            .max()
            .unwrap_or(0)
    }

    /// The node reached by the choices `prefix` from the root of the search, if it is in
    /// this tree.
    pub fn find(&self, prefix: &[u8]) -> Option<usize> {
        let mut id = 0;
        let top = self.root_prefix().len();
        if !prefix.starts_with(self.root_prefix()) {
            return None;
        }
        for (depth, &choice) in prefix.iter().enumerate().skip(top) {
            id = *self.nodes[id]
                .children
                .iter()
                .find(|&&c| self.nodes[c].prefix[depth] == choice)?;
        }
        Some(id)
    }

    /// One past the last node of `id`'s subtree: in preorder a subtree is a run of nodes.
    pub fn end_of(&self, id: usize) -> usize {
        let prefix = &self.nodes[id].prefix;
        self.nodes[id + 1..]
            .iter()
            .position(|n| !n.prefix.starts_with(prefix))
            .map_or(self.nodes.len(), |after| id + 1 + after)
    }
}

/// The choices on the path from the root to the current node of a search's stack.
pub fn path_of(frames: &[Frame]) -> Vec<u8> {
    frames.iter().map_while(Frame::placed).collect()
}

/// The tree the search tree panel draws: the whole subtree under the shallowest node of
/// the current path that has no more than [`MOST_NODES`] nodes, the whole tree when the
/// root's does; kept while the path stays inside it.
///
/// The panel may go deeper still to fit its area; a node whose subtree is too big is
/// remembered, so following a search costs little more than its own steps.
#[derive(Clone, Debug, Default)]
pub struct ShownTree {
    tree: Option<WholeTree>,
    /// The deepest node of the path known to have a subtree over the limit.
    too_big: Option<Vec<u8>>,
}

impl ShownTree {
    /// The tree for `search` as it stands.
    pub fn follow<P: Problem>(&mut self, search: &Search<P>) {
        let path = path_of(search.frames());
        if let Some(tree) = &self.tree
            && path.starts_with(tree.root_prefix())
        {
            return;
        }
        self.tree = None;
        // The ancestors of a node that is too big are too big as well.
        let mut first = 0;
        if let Some(big) = &mut self.too_big {
            let common = big.iter().zip(&path).take_while(|(a, b)| a == b).count();
            big.truncate(common);
            first = common + 1;
        }
        for depth in first..=path.len() {
            match WholeTree::under(search, depth, MOST_NODES) {
                Some(tree) => {
                    self.tree = Some(tree);
                    return;
                }
                None => self.too_big = Some(path[..depth].to_vec()),
            }
        }
    }

    /// The tree to draw, if some subtree on the path is small enough.
    pub fn tree(&self) -> Option<&WholeTree> {
        self.tree.as_ref()
    }
}

/// The choices of `frame`'s slot that a constraint refused when it was opened.
pub fn refused<P: Problem>(problem: &P, frame: &Frame) -> Choices {
    problem.choice_range(frame.slot()).minus(frame.choices())
}

/// The counts of one depth of the tree.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DepthCounts {
    /// The nodes of this depth the search has put down so far.
    pub visited: u64,
    /// The choices of this depth a constraint refused in the nodes opened above it.
    pub pruned: u64,
}

/// The counts of every depth of a search up to some step, kept by following its events.
///
/// Going forward costs one event a step; going back restores the latest of its own
/// checkpoints before the step and replays from there, as the timeline's seeking does.
#[derive(Clone, Debug)]
pub struct DepthCounter<P> {
    now: Counted<P>,
    /// Copies of `now` at steps `0, every, 2 * every, …` reached so far.
    checkpoints: Vec<Counted<P>>,
    every: u64,
}

/// A search at a step, with the counts of every depth up to it.
#[derive(Clone, Debug)]
struct Counted<P> {
    search: Search<P>,
    step: u64,
    /// Index `d - 1` holds depth `d`.
    depths: Vec<DepthCounts>,
}

/// The checkpoints a tally keeps at most; past that, every other one goes.
const MOST_CHECKPOINTS: usize = 256;

impl<P: Problem> DepthCounter<P> {
    /// The counts at step 0 of a search of `start`.
    pub fn new(start: &P, stop: StopAfter) -> Self {
        let search = Search::new(start.clone(), stop);
        let mut depths = vec![DepthCounts::default(); start.max_depth()];
        if let (Some(frame), Some(first)) = (search.frames().first(), depths.first_mut()) {
            first.pruned += u64::from(refused(start, frame).len());
        }
        let now = Counted {
            search,
            step: 0,
            depths,
        };
        DepthCounter {
            checkpoints: vec![now.clone()],
            now,
            every: 1024,
        }
    }

    /// Brings the counts to `step` of the same search.
    pub fn go_to(&mut self, step: u64) {
        if step < self.now.step {
            let back = self
                .checkpoints
                .iter()
                .rposition(|c| c.step <= step)
                .expect("BUG: the checkpoint of step 0 is kept");
            self.now.clone_from(&self.checkpoints[back]);
        }
        while self.now.step < step {
            let Some(event) = self.now.search.next() else {
                break;
            };
            self.now.step += 1;
            self.now.count(event);
            if self.now.step.is_multiple_of(self.every)
                && self
                    .checkpoints
                    .last()
                    .is_some_and(|c| c.step < self.now.step)
            {
                self.keep();
            }
        }
    }

    fn keep(&mut self) {
        self.checkpoints.push(self.now.clone());
        if self.checkpoints.len() > MOST_CHECKPOINTS {
            self.every *= 2;
            let every = self.every;
            self.checkpoints.retain(|c| c.step.is_multiple_of(every));
        }
    }

    /// The counts of each depth, depth 1 first.
    pub fn depths(&self) -> &[DepthCounts] {
        &self.now.depths
    }

    /// The step the counts stand at.
    pub fn step(&self) -> u64 {
        self.now.step
    }
}

impl<P: Problem> Counted<P> {
    fn count(&mut self, event: Event) {
        let Event::Place { .. } = event else {
            return;
        };
        let depth = self.search.counters().depth as usize;
        if let Some(row) = self.depths.get_mut(depth - 1) {
            row.visited += 1;
        }
        let frames = self.search.frames();
        if let (Some(frame), Some(row)) = (frames.get(depth), self.depths.get_mut(depth)) {
            row.pruned += u64::from(refused(self.search.problem(), frame).len());
        }
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;
    use crate::problems::{Permutations, QueensBoard, SubsetSum};

    #[test]
    fn four_queens_tree_has_seventeen_nodes_and_two_solutions() {
        let tree = WholeTree::of(&QueensBoard::new(4).expect("4"), 1000).expect("small");
        let per_depth: Vec<usize> = (0..=4)
            .map(|d| tree.nodes.iter().filter(|n| n.prefix.len() == d).count())
            .collect();
        // 4-queens' exhaustive search puts down 16 queens: 4, 6, 4 and 2 a row.
        assert_eq!(per_depth, [1, 4, 6, 4, 2]);
        assert_eq!(tree.nodes.iter().filter(|n| n.solution).count(), 2);
        // Column 0 in row 0 refuses columns 0 and 1 of row 1.
        assert_eq!(tree.nodes[1].refused.iter().collect::<Vec<_>>(), [0, 1]);
        assert!(WholeTree::of(&QueensBoard::new(8).expect("8"), 1000).is_none());
    }

    /// Counts per depth straight from the event stream: the places made at each depth.
    fn places_per_depth<P: Problem>(start: &P, steps: u64, stop: StopAfter) -> Vec<u64> {
        let mut counts = vec![0; start.max_depth()];
        let mut search = Search::new(start.clone(), stop);
        let mut depth = 0usize;
        for event in search.by_ref().take(steps as usize) {
            match event {
                Event::Place { .. } => {
                    depth += 1;
                    counts[depth - 1] += 1;
                }
                Event::Remove { .. } => depth -= 1,
                Event::Solution => {}
            }
        }
        counts
    }

    fn check<P: Problem>(start: &P, forward: u64, back: u64) {
        let stop = StopAfter::Exhaustion;
        let mut tally = DepthCounter::new(start, stop);
        tally.go_to(forward);
        let target = forward.saturating_sub(back);
        tally.go_to(target);
        let visited: Vec<u64> = tally.depths().iter().map(|d| d.visited).collect();
        assert_eq!(visited, places_per_depth(start, target, stop));
    }

    proptest! {
        #[test]
        fn visited_per_depth_equals_places_in_the_events(
            n in 1usize..7,
            numbers in proptest::collection::vec(1u64..9, 1..7),
            target in 0u64..20,
            forward in 0u64..5000,
            back in 0u64..3000,
        ) {
            check(&QueensBoard::new(n).expect("a size"), forward, back);
            check(&Permutations::new(n.min(5)).expect("a size"), forward, back);
            if let Ok(subset) = SubsetSum::new(&numbers, target) {
                check(&subset, forward, back);
            }
        }
    }

    #[test]
    fn going_back_past_checkpoints_keeps_the_counts_of_the_events() {
        let eight = QueensBoard::new(8).expect("8");
        for (forward, back) in [(4_100, 2_000), (3_000, 2_999), (2_048, 1), (5_000, 5_000)] {
            check(&eight, forward, back);
        }
        let mut tally = DepthCounter::new(&eight, StopAfter::Exhaustion);
        tally.go_to(u64::MAX);
        // 8-queens puts down 2,056 queens: 8, 42, 140, 344, 568, 550, 312 and 92 a row.
        let visited: Vec<u64> = tally.depths().iter().map(|d| d.visited).collect();
        assert_eq!(visited, [8, 42, 140, 344, 568, 550, 312, 92]);
        assert_eq!(tally.step(), 2 * 2_056 + 92);
    }

    #[test]
    fn a_subtree_under_a_path_node_is_that_part_of_the_whole_tree() {
        let four = QueensBoard::new(4).expect("4");
        let whole = WholeTree::of(&four, 1000).expect("small");
        let mut search = Search::new(four, StopAfter::Exhaustion);
        let mut shown = ShownTree::default();
        // At every step of the run, under every node of the path.
        loop {
            let path = path_of(search.frames());
            for depth in 0..=path.len() {
                let under = WholeTree::under(&search, depth, 1000).expect("small");
                let id = whole.find(&path[..depth]).expect("on the path");
                let part: Vec<(&[u8], Choices, bool)> = whole.nodes[id..whole.end_of(id)]
                    .iter()
                    .map(|n| (&n.prefix[..], n.refused, n.solution))
                    .collect();
                let got: Vec<(&[u8], Choices, bool)> = under
                    .nodes
                    .iter()
                    .map(|n| (&n.prefix[..], n.refused, n.solution))
                    .collect();
                assert_eq!(got, part, "under {:?}", &path[..depth]);
            }
            shown.follow(&search);
            assert_eq!(
                shown.tree(),
                Some(&whole),
                "17 nodes fit the limit from the root"
            );
            if search.next().is_none() {
                break;
            }
        }
        // Eight queens' 2,057 nodes do not; the subtree of a node four rows down does.
        let mut search = Search::new(QueensBoard::new(8).expect("8"), StopAfter::Exhaustion);
        search.by_ref().take(4).for_each(drop);
        let mut shown = ShownTree::default();
        shown.follow(&search);
        let tree = shown.tree().expect("a subtree small enough");
        assert!(!tree.root_prefix().is_empty());
        assert!(path_of(search.frames()).starts_with(tree.root_prefix()));
    }

    #[test]
    fn the_whole_tree_per_depth_equals_the_final_tally() {
        let start = Permutations::new(3).expect("3");
        let tree = WholeTree::of(&start, 1000).expect("small");
        let mut tally = DepthCounter::new(&start, StopAfter::Exhaustion);
        tally.go_to(u64::MAX);
        for (d, counts) in tally.depths().iter().enumerate() {
            let nodes = tree.nodes.iter().filter(|n| n.prefix.len() == d + 1);
            assert_eq!(counts.visited, nodes.count() as u64);
            let pruned: u32 = tree
                .nodes
                .iter()
                .filter(|n| n.prefix.len() == d)
                .map(|n| n.refused.len())
                .sum();
            assert_eq!(counts.pruned, u64::from(pruned));
        }
        // 3 + 6 + 6 nodes; 0 + 3 + 12 values refused as used.
        let pruned: Vec<u64> = tally.depths().iter().map(|d| d.pruned).collect();
        assert_eq!(pruned, [0, 3, 12]);
    }
}
