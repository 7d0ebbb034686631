//! The "Search tree" panel: the whole tree when it fits, drawn as the permutations board
//! draws its tree, with the choices a constraint refused as crossed stubs; when the whole
//! tree is too big or too deep for the panel, the whole subtree under a node of the
//! current path, the path above it folded to one line a node; otherwise the current path
//! with each depth's counts against the unpruned tree.
//!
//! The subtree is the one under the shallowest node of the path that fits, so the panel
//! shows as much of the tree as it can, and near the end of a search the whole rest of it.
//! Each folded line names its node and counts what its other branches came to: tried and
//! taken back, still to try, and refused by a constraint (`×`).

use ratatui::{buffer::Buffer, layout::Rect, style::Style, widgets::Widget};

use crate::app::widgets::border::Border;
use crate::app::widgets::search_tree::{DepthCounter, WholeTree, path_of, refused};
use crate::app::widgets::text;
use crate::app::widgets::tree_layout::{TreeLayout, depth_y, link_y};
use crate::app::widgets::tree_marks::{TreeMarks, link_char, tree_path_style};
use crate::app::words::words;
use crate::app::words::{
    self, DEPTH, DEPTH_CHOICE, DEPTH_CUT, DEPTH_D, DEPTH_LEFT, DEPTH_OF, DEPTH_PRUNED, DEPTH_SEEN,
    DEPTH_UNPRUNED, DEPTH_VISITED, Id, TREE_TO_TRY,
};
use crate::app::{Show, Telling, Theme};
use crate::engine::{Event, Search};
use crate::problems::Numbering;
use ratatui::text::Span;

words! {
    /// The tree's legend: the root, drawn `○`.
    TREE_LEGEND_START = "tree-legend-start";
    /// The tree's legend: the stubs `×`, choices a check refused.
    TREE_LEGEND_REFUSED = "tree-legend-refused";
    /// The tree's legend, in the path's style: the path from the root to the current node.
    TREE_LEGEND_PATH = "tree-legend-path";
    /// The tree's legend, in the current node's style.
    TREE_LEGEND_CURRENT = "tree-legend-current";
    /// The tree's legend, last: the nodes drawn are those the search has reached so far.
    TREE_LEGEND_REACHED = "tree-legend-reached";
}

/// The narrowest panel that gets the table's long headings.
const WIDE_TABLE: u16 = 56;

/// The panel's title.
pub const TITLE: Id = words::SEARCH_TREE;

/// The search tree of the search as it stands, in a bordered panel.
pub struct TreePanel<'a, P> {
    /// The search at the current step.
    pub search: &'a Search<P>,
    /// The event that led to the current step.
    pub last: Option<Event>,
    /// The whole tree, when it is small enough to draw.
    pub whole: Option<&'a WholeTree>,
    /// The counts per depth at the current step.
    pub tally: &'a DepthCounter<P>,
    /// The styles.
    pub theme: &'a Theme,
}

/// The board's area and the panel's, out of the board's: the panel takes the lower part,
/// as many rows as it `wants` while the board keeps `board_height` rows (with its border)
/// and at least half the area. When there is no room for both the board keeps the whole
/// area and the panel gets none: the board always stays.
pub fn split(area: Rect, board_height: u16, wants: u16) -> (Rect, Rect) {
    // What the tree does not want goes to the board, which keeps at least half.
    let board = area
        .height
        .saturating_sub(wants)
        .max(area.height / 2)
        .max(board_height + 2);
    if area.height < board + 6 {
        return (area, Rect { height: 0, ..area });
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

/// Where each node of a whole (sub)tree goes: its column and, for its refused stub, the
/// column of the stub; the tree's own root is node `root` of the [`WholeTree`].
struct Placement {
    root: usize,
    /// The tree's nodes and after them a one-column stub for each (see [`Placement::stub_x`]).
    layout: TreeLayout,
    refused: Vec<bool>,
    height: u16,
}

impl Placement {
    fn of<P: Show>(tree: &WholeTree, root: usize, start: &P, places: Numbering) -> Self {
        let count = tree.nodes.len();
        let refused: Vec<bool> = tree.nodes.iter().map(|n| !n.refused.is_empty()).collect();
        // A node's refused choices are one stub, its last child: the node `count + id`.
        let (mut children, mut labels) = (vec![Vec::new(); 2 * count], vec![1; 2 * count]);
        for (id, node) in tree.nodes.iter().enumerate() {
            children[id] = node.children.clone();
            children[id].extend(refused[id].then_some(count + id));
            labels[id] = label_width(start, node.prefix.last().copied(), places);
        }
        let layout = TreeLayout::new(children, labels, root, 1);
        let depth = tree.depth_under(root);
        let stubbed = refused[root..tree.end_of(root)].contains(&true);
        Placement {
            root,
            layout,
            refused,
            height: depth_y(depth + usize::from(stubbed), 1) + 1,
        }
    }

    /// The nodes of the placed subtree.
    fn span(&self, tree: &WholeTree) -> std::ops::Range<usize> {
        self.root..tree.end_of(self.root)
    }

    /// The column of node `id`'s refused stub, if a constraint refused some of its choices.
    fn stub_x(&self, id: usize) -> Option<u16> {
        self.refused[id].then(|| self.layout.left(self.refused.len() + id))
    }
}

/// Where each node of a whole (sub)tree goes when it is drawn on its side, for a tree
/// too deep to stand well: the root at the left, a level every few columns to the right, and
/// a node on the row of its first child, so that a chain of forced choices is one row.
struct Sideways {
    root: usize,
    x: Vec<u16>,
    y: Vec<u16>,
    stub_y: Vec<Option<u16>>,
    width: u16,
    height: u16,
}

impl Sideways {
    fn of<P: Show>(tree: &WholeTree, root: usize, start: &P, places: Numbering) -> Self {
        let count = tree.nodes.len();
        let mut sideways = Sideways {
            root,
            x: vec![0; count],
            y: vec![0; count],
            stub_y: vec![None; count],
            width: 0,
            height: 0,
        };
        sideways.height = sideways.place(tree, (start, places), root, 0, 0);
        sideways
    }

    /// Places the subtree of `id` from column `x` and row `y`; returns its rows.
    fn place<P: Show>(
        &mut self,
        tree: &WholeTree,
        (start, places): (&P, Numbering),
        id: usize,
        x: u16,
        y: u16,
    ) -> u16 {
        let node = &tree.nodes[id];
        self.x[id] = x;
        self.y[id] = y;
        let label = label_width(start, node.prefix.last().copied(), places);
        self.width = self.width.max(x + label);
        let next = x + label + 2;
        let mut rows = 0;
        for &child in &node.children {
            rows += self.place(tree, (start, places), child, next, y + rows);
        }
        // A dead end's refused choices are a stub on its own row; an inner node's mark
        // its link (see `render_sideways`), so that pruning costs no rows.
        if node.children.is_empty() && !node.refused.is_empty() {
            self.stub_y[id] = Some(y);
            self.width = self.width.max(next + 1);
        }
        rows.max(1)
    }
}

/// How a (sub)tree that fits the panel is laid out.
enum Drawing {
    /// Standing, the root at the top, as the permutations board draws its tree.
    Upright(Placement),
    /// On its side, the root at the left.
    Sideways(Sideways),
}

/// How a node the search has reached is drawn: as [`TreeMarks::style`] says, but a node
/// left behind bright, as the search has been there (the part not reached yet is not
/// drawn at all).
fn node_style(marks: &TreeMarks<'_>, prefix: &[u8], solution: bool, theme: &Theme) -> Style {
    match marks.style(prefix, solution, theme) {
        style if style == theme.visited() => theme.text(),
        style => style,
    }
}

/// How many columns the label of the node reached by `choice` takes, its places counted as
/// `places` says.
fn label_width<P: Show>(start: &P, choice: Option<u8>, places: Numbering) -> u16 {
    choice.map_or(1, |c| {
        crate::app::widgets::text::width_of(&start.choice_name(c, places)) as u16
    })
}

impl<P: Show> Widget for &TreePanel<'_, P> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let title = format!(" {} ", TITLE.get(self.theme.lang()));
        let title = Span::styled(title, self.theme.accent());
        let inner = Border::new(title, self.theme).draw(area, buf);
        let inner = inner.intersection(buf.area);
        let used = match self.fitting(inner) {
            Some((tree, Drawing::Upright(placement))) => {
                self.render_whole(tree, &placement, inner, buf);
                tree.nodes[placement.root].prefix.len() as u16 + placement.height
            }
            Some((tree, Drawing::Sideways(sideways))) => {
                self.render_sideways(tree, &sideways, inner, buf);
                tree.nodes[sideways.root].prefix.len() as u16 + sideways.height
            }
            None => {
                self.render_depths(inner, buf);
                return;
            }
        };
        if used < inner.height {
            self.render_legend(inner, buf);
        }
    }
}

impl<P: Show> TreePanel<'_, P> {
    /// The rows the panel would like, with its border, `width` columns wide: the tree's
    /// in the drawing it prefers at that width (with the lines of the path folded above
    /// it), or a row a depth.
    pub fn wanted_height(&self, width: u16) -> u16 {
        let inside = match self.whole {
            Some(tree) => {
                let folded = tree.root_prefix().len() as u16;
                let inner = Rect::new(0, 0, width.saturating_sub(2), u16::MAX - folded);
                let height = match Self::drawing(
                    tree,
                    0,
                    self.search.problem(),
                    self.theme.numbering(),
                    inner,
                ) {
                    Some(Drawing::Upright(placement)) => placement.height,
                    Some(Drawing::Sideways(sideways)) => sideways.height,
                    None => {
                        Placement::of(tree, 0, self.search.problem(), self.theme.numbering()).height
                    }
                };
                // A row for the legend under the tree.
                height.saturating_add(folded).saturating_add(1)
            }
            None => self.tally.depths().len() as u16 + 1,
        };
        inside.saturating_add(2)
    }

    /// The subtree to draw in `inner` and how: the one under the shallowest node of the
    /// current path that fits with the path above it folded; `None` if none fits.
    fn fitting(&self, inner: Rect) -> Option<(&WholeTree, Drawing)> {
        let tree = self.whole?;
        let path = self.path();
        let top = tree.root_prefix().len();
        let start = self.search.problem();
        (top..=path.len()).find_map(|depth| {
            let root = tree.find(&path[..depth])?;
            let rows = inner.height.checked_sub(depth as u16)?;
            let room = Rect {
                height: rows,
                ..inner
            };
            Some((
                tree,
                Self::drawing(tree, root, start, self.theme.numbering(), room)?,
            ))
        })
    }

    /// How the subtree of `root` fits `room`, if it does: standing, as a class draws a
    /// tree, unless standing it is more than twice as tall as on its side (a deep tree of
    /// forced choices, such as a 4×4 sudoku's) or does not fit.
    fn drawing(
        tree: &WholeTree,
        root: usize,
        start: &P,
        places: Numbering,
        room: Rect,
    ) -> Option<Drawing> {
        let upright = Placement::of(tree, root, start, places);
        let sideways = Sideways::of(tree, root, start, places);
        let upright_fits = upright.layout.width() <= room.width && upright.height <= room.height;
        let sideways_fits = sideways.width <= room.width && sideways.height <= room.height;
        let stands = upright.height <= 2 * sideways.height;
        match (upright_fits, sideways_fits) {
            (true, true) if stands => Some(Drawing::Upright(upright)),
            (_, true) => Some(Drawing::Sideways(sideways)),
            (true, false) => Some(Drawing::Upright(upright)),
            (false, false) => None,
        }
    }

    /// Whether the choices below the node `prefix` have been checked, so that its refused
    /// stub can be drawn: not yet at the node just put down, whose level below the search
    /// looks at next.
    fn checked(&self, prefix: &[u8]) -> bool {
        let just_placed = matches!(self.last, Some(Event::Place { .. })) && prefix == self.path();
        !just_placed
    }

    /// The choices on the path from the root to the current node.
    fn path(&self) -> Vec<u8> {
        path_of(self.search.frames())
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
        let left = (inner.width - placement.layout.width()) / 2;
        let folded = tree.nodes[placement.root].prefix.len() as u16;
        let area = Rect {
            x: inner.x + left,
            width: inner.width - left,
            ..inner
        };
        self.render_folded(folded, placement.layout.left(placement.root), area, buf);
        let area = Rect {
            y: area.y + folded,
            height: area.height - folded,
            ..area
        };
        let problem = self.search.problem();
        let top = folded as usize;
        for id in placement.span(tree) {
            let node = &tree.nodes[id];
            if !marks.reached(&node.prefix) {
                continue;
            }
            let depth = node.prefix.len() - top;
            let x = placement.layout.left(id);
            let label = match node.prefix.last() {
                Some(&choice) => problem.choice_name(choice, self.theme.numbering()),
                None => theme.glyph("○", "o").to_string(),
            };
            let style = node_style(&marks, &node.prefix, node.solution, theme);
            Self::put(buf, area, x, depth_y(depth, 1), &label, style);
            let mut xs: Vec<u16> = node
                .children
                .iter()
                .filter(|&&c| marks.reached(&tree.nodes[c].prefix))
                .map(|&c| placement.layout.left(c))
                .collect();
            let stub = placement.stub_x(id).filter(|_| self.checked(&node.prefix));
            xs.extend(stub);
            let (Some(&first), Some(&last)) = (xs.first(), xs.last()) else {
                continue;
            };
            let y = link_y(depth, 1);
            for lx in first.min(x)..=last.max(x) {
                let ch = link_char(lx, x, &xs, theme);
                Self::put(buf, area, lx, y, &ch.to_string(), theme.border());
            }
            for &child in &node.children {
                if marks.on_path(&tree.nodes[child].prefix) {
                    let cx = placement.layout.left(child);
                    for lx in cx.min(x)..=cx.max(x) {
                        let ch = link_char(lx, x, &xs, theme);
                        Self::put(buf, area, lx, y, &ch.to_string(), tree_path_style(theme));
                    }
                }
            }
            if let Some(sx) = stub {
                Self::put(buf, area, sx, y + 1, theme.glyph("×", "x"), theme.removed());
            }
        }
    }

    /// A (sub)tree on its side: the path above it folded, one line a node, then each
    /// node with its children to its right, the first on its own row, the others below.
    /// Pruning is drawn without taking rows: a dead end ends in a crossed stub `─×`, and
    /// a node with children whose other choices a constraint refused links to them with
    /// `×` in place of `─`.
    fn render_sideways(
        &self,
        tree: &WholeTree,
        sideways: &Sideways,
        inner: Rect,
        buf: &mut Buffer,
    ) {
        let theme = self.theme;
        let path = self.path();
        let marks = TreeMarks {
            frames: self.search.frames(),
            path: &path,
            last: self.last,
        };
        let folded = tree.nodes[sideways.root].prefix.len() as u16;
        let left = (inner.width - sideways.width) / 2;
        let inner = Rect {
            x: inner.x + left,
            width: inner.width - left,
            ..inner
        };
        self.render_folded(folded, 0, inner, buf);
        let area = Rect {
            y: inner.y + folded,
            height: inner.height - folded,
            ..inner
        };
        let problem = self.search.problem();
        let (across, down) = (theme.glyph("─", "-"), theme.glyph("│", "|"));
        let cross = theme.glyph("×", "x");
        let (fork, tee, corner) = (
            theme.glyph("┬", "+"),
            theme.glyph("├", "+"),
            theme.glyph("└", "`"),
        );
        for id in sideways.root..tree.end_of(sideways.root) {
            let node = &tree.nodes[id];
            if !marks.reached(&node.prefix) {
                continue;
            }
            let (x, y) = (sideways.x[id], sideways.y[id]);
            let label = match node.prefix.last() {
                Some(&choice) => problem.choice_name(choice, self.theme.numbering()),
                None => theme.glyph("○", "o").to_string(),
            };
            let style = node_style(&marks, &node.prefix, node.solution, theme);
            Self::put(buf, area, x, y, &label, style);
            let mut rows: Vec<(u16, Option<usize>)> = node
                .children
                .iter()
                .filter(|&&c| marks.reached(&tree.nodes[c].prefix))
                .map(|&c| (sideways.y[c], Some(c)))
                .collect();
            let checked = self.checked(&node.prefix);
            let stub = sideways.stub_y[id].filter(|_| checked);
            rows.extend(stub.map(|y| (y, None)));
            let Some(&(last, _)) = rows.last() else {
                continue;
            };
            let link = x + text::width_of(&label) as u16;
            let column = link + 1;
            // The path's child, whose link is drawn in the path's style.
            let on_path = rows
                .iter()
                .find(|(_, c)| c.is_some_and(|c| marks.on_path(&tree.nodes[c].prefix)))
                .map(|&(row, _)| row);
            for row in y..=last {
                let glyph = match (row == y, row == last, rows.iter().any(|&(r, _)| r == row)) {
                    (true, true, _) => across,
                    (true, false, _) => fork,
                    (false, true, _) => corner,
                    (false, false, true) => tee,
                    (false, false, false) => down,
                };
                let style = match on_path {
                    Some(end) if row <= end => tree_path_style(theme),
                    _ => theme.border(),
                };
                if row == y {
                    // An inner node's refused choices mark its link.
                    let refused = checked && !node.refused.is_empty();
                    let (glyph, style) = match node.children.is_empty() || !refused {
                        true => (across, style),
                        false => (cross, theme.removed()),
                    };
                    Self::put(buf, area, link, row, glyph, style);
                }
                Self::put(buf, area, column, row, glyph, style);
            }
            if let Some(row) = stub {
                Self::put(
                    buf,
                    area,
                    column + 1,
                    row,
                    theme.glyph("×", "x"),
                    theme.removed(),
                );
            }
        }
    }

    /// The key to the tree on the last row of `inner`: the start, the refused stubs, the
    /// path and the current node in their own styles, and that only what the search has
    /// reached is drawn.
    fn render_legend(&self, inner: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let tell = Telling::of(theme, None);
        let pieces = [
            (theme.glyph("○", "o").to_string(), theme.text()),
            (format!(" {}  ", tell.word(TREE_LEGEND_START)), theme.dim()),
            (theme.glyph("×", "x").to_string(), theme.removed()),
            (
                format!(" {}  ", tell.word(TREE_LEGEND_REFUSED)),
                theme.dim(),
            ),
            (
                tell.word(TREE_LEGEND_PATH).to_string(),
                tree_path_style(theme),
            ),
            ("  ".to_string(), theme.dim()),
            (tell.word(TREE_LEGEND_CURRENT).to_string(), theme.current()),
            (format!("  {}", tell.word(TREE_LEGEND_REACHED)), theme.dim()),
        ];
        let y = inner.height - 1;
        let mut x: u16 = 0;
        // Whole pieces only: the last words go when the panel is narrow.
        for (text, style) in pieces {
            let end = x.saturating_add(text::width_of(text.trim_end()) as u16);
            if end > inner.width {
                break;
            }
            Self::put(buf, inner, x, y, &text, style);
            x = x.saturating_add(text::width_of(&text) as u16);
        }
    }

    /// The nodes of the path above the drawn subtree, one a line in column `x` from the
    /// root down, each with what its other branches came to.
    fn render_folded(&self, folded: u16, x: u16, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let problem = self.search.problem();
        let frames = self.search.frames();
        let path = self.path();
        for depth in 0..usize::from(folded) {
            let label = match depth.checked_sub(1) {
                Some(above) => problem.choice_name(path[above], self.theme.numbering()),
                None => theme.glyph("○", "o").to_string(),
            };
            let y = depth as u16;
            Self::put(buf, area, x, y, &label, tree_path_style(theme));
            let Some(frame) = frames.get(depth) else {
                continue;
            };
            let lang = theme.lang();
            let counts = [
                (frame.tried().len(), words::TREE_TRIED.get(lang)),
                (frame.untried().len(), words::TREE_TO_TRY.get(lang)),
                (refused(problem, frame).len(), theme.glyph("×", "x")),
            ];
            let note: Vec<String> = counts
                .iter()
                .filter(|(count, _)| *count > 0)
                .map(|(count, what)| format!("{count} {what}"))
                .collect();
            if !note.is_empty() {
                let note = note.join(theme.glyph(" · ", ", "));
                let note = format!("{}{note}", theme.glyph(" ┄ ", " - "));
                let at = x + crate::app::widgets::text::width_of(&label) as u16;
                Self::put(buf, area, at, y, &note, theme.dim());
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
        let lang = theme.lang();
        let header = if narrow {
            [
                Some(DEPTH_D),
                None,
                Some(DEPTH_SEEN),
                Some(DEPTH_CUT),
                Some(DEPTH_LEFT),
                Some(DEPTH_OF),
            ]
        } else {
            [
                Some(DEPTH),
                Some(DEPTH_CHOICE),
                Some(DEPTH_VISITED),
                Some(DEPTH_PRUNED),
                Some(TREE_TO_TRY),
                Some(DEPTH_UNPRUNED),
            ]
        };
        let header = header.map(|w| w.map_or(String::new(), |w| w.get(lang).to_string()));
        let rows = usize::from(inner.height.saturating_sub(1));
        let depths = self.tally.depths();
        // Every depth reached so far, keeping the deepest in view.
        let reached = depths
            .iter()
            .rposition(|d| d.visited > 0)
            .map_or(0, |d| d + 1);
        let shown = frames.len().max(reached).min(depths.len()).max(1);
        let first = shown.saturating_sub(rows);
        let lines: Vec<([String; 6], Style)> = (first..shown)
            .map(|d| {
                let counts = depths.get(d).copied().unwrap_or_default();
                let frame = frames.get(d);
                let choice = frame.and_then(|f| f.placed()).map_or("?".to_string(), |c| {
                    problem.choice_name(c, self.theme.numbering())
                });
                let to_try = frame.map_or(0, |f| f.untried().len());
                let style = if frame.and_then(|f| f.placed()).is_some() {
                    tree_path_style(theme)
                } else {
                    theme.text()
                };
                let cells = [
                    (d + 1).to_string(),
                    choice,
                    counts.visited.to_string(),
                    counts.pruned.to_string(),
                    to_try.to_string(),
                    unpruned(branching, d as u32 + 1, narrow),
                ];
                (cells, style)
            })
            .collect();
        // Columns measured in cells, so that Chinese headings line up too: as wide as
        // their heading or their widest count (wider in the wide table), and the last,
        // the unpruned tree, left out whole when the panel has no room for it, never cut.
        let least: [usize; 5] = if narrow {
            [2, 1, 1, 1, 1]
        } else {
            [5, 6, 9, 8, 8]
        };
        let mut widths = least;
        for cells in std::iter::once(&header).chain(lines.iter().map(|(cells, _)| cells)) {
            for (width, cell) in widths.iter_mut().zip(cells.iter()) {
                *width = (*width).max(text::width_of(cell));
            }
        }
        let gap = if narrow { " " } else { "  " };
        let right = text::pad_start;
        let room = usize::from(inner.width);
        let shared = |cells: &[String; 6]| {
            let [depth, choice, visited, pruned, to_try, _] = cells;
            let [d, c, v, p, t] = widths;
            format!(
                "{} {} {} {} {}",
                right(depth, d),
                right(choice, c),
                right(visited, v),
                right(pruned, p),
                right(to_try, t)
            )
        };
        let whole = |cells: &[String; 6]| format!("{}{gap}{}", shared(cells), cells[5]);
        // The last column shows in every row or in none.
        let keeps_last = std::iter::once(&header)
            .chain(lines.iter().map(|(cells, _)| cells))
            .all(|cells| text::width_of(&whole(cells)) <= room);
        let shown_text = |cells: &[String; 6]| match keeps_last {
            true => whole(cells),
            false => shared(cells),
        };
        Self::put(buf, inner, 0, 0, &shown_text(&header), theme.dim());
        for (row, (cells, style)) in lines.iter().enumerate() {
            Self::put(buf, inner, 0, row as u16 + 1, &shown_text(cells), *style);
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
#[path = "tree_panel_tests.rs"]
mod tests;
