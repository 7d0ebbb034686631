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

/// The whole tree of a search, every node the unstopped search visits, in preorder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WholeTree {
    /// The nodes, the root first, each before its children.
    pub nodes: Vec<Node>,
}

impl WholeTree {
    /// The tree of every node a search of `start` to exhaustion visits, or `None` when it
    /// has more than `most` nodes and refused stubs.
    pub fn of<P: Problem>(start: &P, most: usize) -> Option<WholeTree> {
        let mut search = Search::new(start.clone(), StopAfter::Exhaustion);
        let root = Node {
            prefix: Vec::new(),
            slot: 0,
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
                    let opened = frames.get(prefix.len());
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

    /// How many levels below the root the tree goes.
    pub fn depth(&self) -> usize {
        self.nodes.iter().map(|n| n.prefix.len()).max().unwrap_or(0)
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
pub struct Tally<P> {
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

impl<P: Problem> Tally<P> {
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
        Tally {
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
        let mut tally = Tally::new(start, stop);
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
        let mut tally = Tally::new(&eight, StopAfter::Exhaustion);
        tally.go_to(u64::MAX);
        // 8-queens puts down 2,056 queens: 8, 42, 140, 344, 568, 550, 312 and 92 a row.
        let visited: Vec<u64> = tally.depths().iter().map(|d| d.visited).collect();
        assert_eq!(visited, [8, 42, 140, 344, 568, 550, 312, 92]);
        assert_eq!(tally.step(), 2 * 2_056 + 92);
    }

    #[test]
    fn the_whole_tree_per_depth_equals_the_final_tally() {
        let start = Permutations::new(3).expect("3");
        let tree = WholeTree::of(&start, 1000).expect("small");
        let mut tally = Tally::new(&start, StopAfter::Exhaustion);
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
