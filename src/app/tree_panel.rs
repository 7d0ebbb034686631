//! The "Search tree" panel: the whole tree when it fits, drawn as the permutations board
//! draws its tree, with the choices a constraint refused as crossed stubs; otherwise the
//! current path with each depth's counts against the unpruned tree.

use ratatui::{buffer::Buffer, layout::Rect, style::Style, widgets::Widget};

use super::board::{TreeMarks, link_char, tree_path_style};
use super::search_tree::{Tally, WholeTree};
use super::{Show, Theme, border::Border};
use crate::engine::{Event, Search};
use ratatui::text::Span;

/// The narrowest panel that gets the table's long headings.
const WIDE_TABLE: u16 = 56;

/// The panel's title.
pub const TITLE: &str = " Search tree ";

/// The search tree of the search as it stands, in a bordered panel.
pub struct TreePanel<'a, P> {
    /// The search at the current step.
    pub search: &'a Search<P>,
    /// The event that led to the current step.
    pub last: Option<Event>,
    /// The whole tree, when it is small enough to draw.
    pub whole: Option<&'a WholeTree>,
    /// The counts per depth at the current step.
    pub tally: &'a Tally<P>,
    /// The styles.
    pub theme: &'a Theme,
}

/// The board's area and the panel's, out of the board's: the panel takes the lower part,
/// as many rows as it `wants` while the board keeps `board_height` rows (with its border)
/// and at least half the area; the whole area when there is no room for both.
pub fn split(area: Rect, board_height: u16, wants: u16) -> (Rect, Rect) {
    // What the tree does not want goes to the board, which keeps at least half.
    let board = area
        .height
        .saturating_sub(wants)
        .max(area.height / 2)
        .max(board_height + 2);
    if area.height < board + 6 {
        return (Rect { height: 0, ..area }, area);
    }
    let panel = Rect {
        y: area.y + board,
        height: area.height - board,
        ..area
    };
    (
        Rect {
            height: board,
            ..area
        },
        panel,
    )
}

/// Where each node of a whole tree goes: its column and, for its refused stub, the column
/// of the stub.
struct Placement {
    x: Vec<u16>,
    stub_x: Vec<Option<u16>>,
    width: u16,
    height: u16,
}

impl Placement {
    fn of<P: Show>(tree: &WholeTree, start: &P) -> Self {
        let count = tree.nodes.len();
        let mut placement = Placement {
            x: vec![0; count],
            stub_x: vec![None; count],
            width: 0,
            height: 2 * tree.depth() as u16 + 1,
        };
        let stubbed = tree.nodes.iter().any(|n| !n.refused.is_empty());
        if stubbed {
            placement.height = placement.height.max(2 * tree.depth() as u16 + 3);
        }
        placement.width = placement.place(tree, start, 0, 0);
        placement
    }

    /// Places the subtree of `id` from column `left`; returns its width.
    fn place<P: Show>(&mut self, tree: &WholeTree, start: &P, id: usize, left: u16) -> u16 {
        let node = &tree.nodes[id];
        let label = label_width(start, node.prefix.last().copied());
        let mut x = left;
        let mut centres = Vec::with_capacity(node.children.len() + 1);
        for &child in &node.children {
            if x > left {
                x += 1;
            }
            let width = self.place(tree, start, child, x);
            centres.push(self.x[child]);
            x += width;
        }
        if !node.refused.is_empty() {
            if x > left {
                x += 1;
            }
            self.stub_x[id] = Some(x);
            centres.push(x);
            x += 1;
        }
        let used = x - left;
        self.x[id] = match (centres.first(), centres.last()) {
            (Some(&first), Some(&last)) => (first + last) / 2,
            _ => left,
        };
        used.max(label)
    }
}

fn label_width<P: Show>(start: &P, choice: Option<u8>) -> u16 {
    choice.map_or(1, |c| super::text::width_of(&start.choice_name(c)) as u16)
}

impl<P: Show> Widget for &TreePanel<'_, P> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let title = Span::styled(TITLE, self.theme.accent());
        let inner = Border::new(title, self.theme).draw(area, buf);
        let inner = inner.intersection(buf.area);
        if let Some(tree) = self.whole {
            let start = self.search.problem();
            let placement = Placement::of(tree, start);
            if placement.width <= inner.width && placement.height <= inner.height {
                self.render_whole(tree, &placement, inner, buf);
                return;
            }
        }
        self.render_depths(inner, buf);
    }
}

impl<P: Show> TreePanel<'_, P> {
    /// The rows the panel would like, with its border: the whole tree's, or a row a depth.
    pub fn wanted_height(&self) -> u16 {
        let inside = match self.whole {
            Some(tree) => Placement::of(tree, self.search.problem()).height,
            None => self.tally.depths().len() as u16 + 1,
        };
        inside.saturating_add(2)
    }

    /// The choices on the path from the root to the current node.
    fn path(&self) -> Vec<u8> {
        self.search
            .frames()
            .iter()
            .filter_map(|f| f.placed())
            .collect()
    }

    fn put(buf: &mut Buffer, area: Rect, x: u16, y: u16, text: &str, style: Style) {
        if y < area.height && x < area.width {
            let room = usize::from(area.width - x);
            buf.set_stringn(area.x + x, area.y + y, text, room, style);
        }
    }

    fn render_whole(&self, tree: &WholeTree, placement: &Placement, inner: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let path = self.path();
        let marks = TreeMarks {
            frames: self.search.frames(),
            path: &path,
            last: self.last,
        };
        let left = (inner.width - placement.width) / 2;
        let area = Rect {
            x: inner.x + left,
            width: inner.width - left,
            ..inner
        };
        let problem = self.search.problem();
        for (id, node) in tree.nodes.iter().enumerate() {
            let depth = node.prefix.len() as u16;
            let x = placement.x[id];
            let label = match node.prefix.last() {
                Some(&choice) => problem.choice_name(choice),
                None => theme.glyph("○", "o").to_string(),
            };
            let style = marks.style(&node.prefix, node.solution, theme);
            Self::put(buf, area, x, 2 * depth, &label, style);
            let mut xs: Vec<u16> = node.children.iter().map(|&c| placement.x[c]).collect();
            xs.extend(placement.stub_x[id]);
            let (Some(&first), Some(&last)) = (xs.first(), xs.last()) else {
                continue;
            };
            let y = 2 * depth + 1;
            for lx in first.min(x)..=last.max(x) {
                let ch = link_char(lx, x, &xs, theme);
                Self::put(buf, area, lx, y, &ch.to_string(), theme.border());
            }
            for &child in &node.children {
                if marks.on_path(&tree.nodes[child].prefix) {
                    let cx = placement.x[child];
                    for lx in cx.min(x)..=cx.max(x) {
                        let ch = link_char(lx, x, &xs, theme);
                        Self::put(buf, area, lx, y, &ch.to_string(), tree_path_style(theme));
                    }
                }
            }
            if let Some(sx) = placement.stub_x[id] {
                Self::put(buf, area, sx, y + 1, theme.glyph("×", "x"), theme.removed());
            }
        }
    }

    /// The current path, one depth a row, with the counts of each depth.
    fn render_depths(&self, inner: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let problem = self.search.problem();
        let frames = self.search.frames();
        let branching = frames
            .first()
            .map_or(0, |f| problem.choice_range(f.slot()).len());
        let narrow = inner.width < WIDE_TABLE;
        let row_text = |cells: [&str; 6]| {
            let [depth, choice, visited, pruned, to_try, unpruned] = cells;
            if narrow {
                format!("{depth:>2} {choice:>3} {visited:>6} {pruned:>6} {to_try:>4} {unpruned}")
            } else {
                format!("{depth:>5} {choice:>6} {visited:>9} {pruned:>8} {to_try:>8}  {unpruned}")
            }
        };
        let header = if narrow {
            row_text(["d", "", "seen", "cut", "left", "of"])
        } else {
            row_text(["depth", "choice", "visited", "pruned", "to try", "unpruned"])
        };
        Self::put(buf, inner, 0, 0, &header, theme.dim());
        let rows = usize::from(inner.height.saturating_sub(1));
        let depths = self.tally.depths();
        // Every depth reached so far, keeping the deepest in view.
        let reached = depths
            .iter()
            .rposition(|d| d.visited > 0)
            .map_or(0, |d| d + 1);
        let shown = frames.len().max(reached).min(depths.len()).max(1);
        let first = shown.saturating_sub(rows);
        for (row, d) in (first..shown).enumerate() {
            let counts = depths.get(d).copied().unwrap_or_default();
            let frame = frames.get(d);
            let choice = frame
                .and_then(|f| f.placed())
                .map_or("?".to_string(), |c| problem.choice_name(c));
            let to_try = frame.map_or(0, |f| f.untried().len());
            let unpruned = unpruned(branching, d as u32 + 1, narrow);
            let line = row_text([
                &(d + 1).to_string(),
                &choice,
                &counts.visited.to_string(),
                &counts.pruned.to_string(),
                &to_try.to_string(),
                &unpruned,
            ]);
            let style = if frame.and_then(|f| f.placed()).is_some() {
                tree_path_style(theme)
            } else {
                theme.text()
            };
            Self::put(buf, inner, 0, row as u16 + 1, &line, style);
        }
    }
}

/// The size of the unpruned tree at `depth`: `branching` to the power of `depth`, written
/// out while it is short (and the table wide), as a power past that.
fn unpruned(branching: u32, depth: u32, narrow: bool) -> String {
    match u64::from(branching).checked_pow(depth) {
        Some(size) if size < 10_000_000 && !narrow => format!("{size} = {branching}^{depth}"),
        _ => format!("{branching}^{depth}"),
    }
}

#[cfg(test)]
mod tests {
    use ratatui::{buffer::Buffer, layout::Rect, widgets::Widget};

    use super::*;
    use crate::app::screen_text;
    use crate::app::search_tree::{MOST_NODES, Tally, WholeTree};
    use crate::engine::{Problem, StopAfter};
    use crate::problems::{Permutations, QueensBoard};

    /// The panel of `start` after `steps` events, drawn in ASCII in a `width`×`height` area.
    fn panel<P: Show>(start: P, steps: usize, width: u16, height: u16) -> String {
        let stop = StopAfter::Exhaustion;
        let whole = WholeTree::of(&start, MOST_NODES);
        let mut tally = Tally::new(&start, stop);
        tally.go_to(steps as u64);
        let mut search = Search::new(start, stop);
        let last = search.by_ref().take(steps).last();
        let theme = Theme::new(false, false);
        let mut buf = Buffer::empty(Rect::new(0, 0, width, height));
        let area = buf.area;
        TreePanel {
            search: &search,
            last,
            whole: whole.as_ref(),
            tally: &tally,
            theme: &theme,
        }
        .render(area, &mut buf);
        screen_text(&buf)
    }

    #[test]
    fn four_queens_whole_tree_with_refused_stubs() {
        insta::assert_snapshot!(panel(QueensBoard::new(4).expect("4"), 5, 36, 13));
    }

    #[test]
    fn permutations_of_three_whole_tree() {
        insta::assert_snapshot!(panel(Permutations::new(3).expect("3"), 4, 33, 11));
    }

    #[test]
    fn eight_queens_counts_per_depth() {
        let text = panel(QueensBoard::new(8).expect("8"), 9, 60, 8);
        // Step 9: rows 0 to 3 visited once each, row 4's pruned counts from the stack.
        assert!(
            text.contains("    3      4         1        4        3  512 = 8^3"),
            "{text}"
        );
        assert!(QueensBoard::new(8).expect("8").max_depth() == 8);
    }
}
