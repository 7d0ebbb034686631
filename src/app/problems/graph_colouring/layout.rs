//! The colouring board's layouts and their sizes.
//!
//! A map of a few dozen regions is drawn as a graph: nodes at the file's positions (or on
//! a circle when the file gives none) and each border a line of `-`, `|`, `/` and `\`
//! between them, which reads at a glance on 80×24 and spreads out over the whole panel
//! on 200×60, each node a box three rows high where the boxes keep apart. Lines cross
//! and nodes crowd on a larger map, so past [`GRAPH_UP_TO`] regions, and on a screen too
//! small for the graph, the board is an adjacency listing instead: a region a row, its
//! colour letter and its neighbours, a window of rows around the region coloured next.
//! Either way the panel beside it says what each colour does at that region.

use super::draw::node_cells;
use super::*;

/// The most regions drawn as a graph.
pub(super) const GRAPH_UP_TO: usize = 40;

/// The smallest graph that reads, (columns, rows).
pub(super) const GRAPH_LEAST: (u16, u16) = (32, 10);

/// The largest graph: past it a map's few nodes only drift apart.
pub(super) const GRAPH_MOST: (u16, u16) = (150, 46);

/// The fewest rows of a graph whose nodes are boxes: the box takes three.
const BOXED_LEAST_ROWS: u16 = 16;

/// The fewest rows of the listing a window shows.
pub(super) const MIN_WINDOW: usize = 3;

/// The most columns the neighbours of a row of the listing take.
const NEIGHBOURS_WIDTH: usize = 36;

/// Columns between the map and the panel.
pub(super) const GAP: u16 = 2;

/// What the board shows on the left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// The graph in an area of this many columns and rows, each node a box three rows
    /// high when `boxed`, else one row.
    Graph {
        width: u16,
        height: u16,
        boxed: bool,
    },
    /// The adjacency listing, `rows` of its rows, `width` wide.
    List { rows: usize, width: u16 },
}

/// One layout: the map's drawing and the panel beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct ColouringLayout {
    pub kind: Kind,
    /// The regions of the map.
    pub regions: usize,
    /// The panel's columns and rows.
    pub panel: (u16, u16),
}

impl Measure for ColouringLayout {
    fn size(&self) -> (u16, u16) {
        let (width, height) = match self.kind {
            Kind::Graph { width, height, .. } => (width, height),
            Kind::List { rows, width } => (width, rows as u16),
        };
        (width + GAP + self.panel.0, height.max(self.panel.1))
    }
}

/// The widest region name of `board`.
pub(super) fn name_width(board: &ColouringBoard) -> u16 {
    (0..board.map().len())
        .map(|region| width_of(region_name(board, region)))
        .max()
        .unwrap_or(0)
}

/// A row's neighbours in the listing, cut to [`NEIGHBOURS_WIDTH`].
pub(super) fn neighbours_text(board: &ColouringBoard, region: usize) -> String {
    let names: Vec<&str> = board
        .map()
        .neighbours(region)
        .iter()
        .map(|&n| region_name(board, n))
        .collect();
    let text = names.join(" ");
    match text.len() > NEIGHBOURS_WIDTH {
        true => format!("{}...", &text[..NEIGHBOURS_WIDTH - 3]),
        false => text,
    }
}

impl ColouringLayout {
    /// The panel's size: a title and a line a colour, `R red    refused: WA`.
    fn panel(board: &ColouringBoard) -> (u16, u16) {
        let names = name_width(board);
        // "R " + "magenta" + "  " + "refused: " + name, and "next: NAME" as its title.
        let width = (2 + 7 + 2 + 9 + names).max(6 + names);
        (width, 1 + board.colours() as u16)
    }

    /// The graph in `width` × `height`, its nodes boxes when it has the rows and they
    /// keep apart.
    pub fn graph(board: &ColouringBoard, width: u16, height: u16) -> ColouringLayout {
        let boxed = height >= BOXED_LEAST_ROWS && boxes_apart(board, width, height);
        ColouringLayout {
            kind: Kind::Graph {
                width,
                height,
                boxed,
            },
            regions: board.map().len(),
            panel: ColouringLayout::panel(board),
        }
    }

    /// The listing, `rows` of its rows; `_focus` is where the window is drawn from.
    pub fn list(board: &ColouringBoard, rows: usize, _focus: usize) -> ColouringLayout {
        let widest = (0..board.map().len())
            .map(|region| neighbours_text(board, region).len())
            .max()
            .unwrap_or(0) as u16;
        ColouringLayout {
            kind: Kind::List {
                rows,
                width: name_width(board) + 4 + widest,
            },
            regions: board.map().len(),
            panel: ColouringLayout::panel(board),
        }
    }

    /// Whether it shows only some of the listing's rows.
    pub fn is_window(&self) -> bool {
        matches!(self.kind, Kind::List { rows, .. } if rows < self.regions)
    }
}

/// The largest layout that fits in `area`, with its legend: the graph as large as fits
/// (for a map of up to [`GRAPH_UP_TO`] regions), with room for the legend under it when
/// there is, else the whole listing, else a window of it.
pub(super) fn choose(
    board: &ColouringBoard,
    area: Rect,
    theme: &Theme,
) -> Option<Offer<ColouringLayout>> {
    let regions = board.map().len();
    let label = name_width(board) + 4;
    let legend = Some(legend(board, theme));
    let free = area
        .width
        .saturating_sub(GAP + ColouringLayout::panel(board).0);
    let under = legend_rows(area, legend.as_ref());
    let sizes = [area.height.saturating_sub(under), area.height]
        .map(|rows| graph_size(free, rows))
        .into_iter()
        .flatten()
        .filter(|&(width, _)| regions <= GRAPH_UP_TO && width >= 2 * label && regions > 0);
    let graphs = sizes.map(|(width, height)| ColouringLayout::graph(board, width, height));
    let whole = ColouringLayout::list(board, regions, 0);
    let window = window_rows(area, &whole, regions, 1, MIN_WINDOW)
        .map(|rows| ColouringLayout::list(board, rows, 0));
    let tiers = graphs
        .chain([whole])
        .map(|layout| (layout, legend.clone()))
        .chain(window.map(|layout| (layout, None)));
    largest_fit(area, tiers)
}

/// The largest graph in `columns` × `rows`, or `None` below [`GRAPH_LEAST`]: about three
/// times as wide as high (16 columns for 5 rows), as the maps' files are drawn, up to
/// [`GRAPH_MOST`].
pub(super) fn graph_size(columns: u16, rows: u16) -> Option<(u16, u16)> {
    let rows = rows.min(GRAPH_MOST.1);
    let width = columns.min(GRAPH_MOST.0).min(rows * 16 / 5);
    let height = rows.min((width * 5).div_ceil(16) + 1);
    (width >= GRAPH_LEAST.0 && height >= GRAPH_LEAST.1).then_some((width, height))
}

/// Whether the nodes of `board` drawn as boxes in a graph of `width` × `height` keep a
/// column or a row apart, so that no box hides another.
fn boxes_apart(board: &ColouringBoard, width: u16, height: u16) -> bool {
    let cells = node_cells(board, width, height, true);
    let (box_width, box_height) = node_box(board);
    cells.iter().enumerate().all(|(a, &(xa, ya))| {
        cells[a + 1..]
            .iter()
            .all(|&(xb, yb)| xa.abs_diff(xb) > box_width || ya.abs_diff(yb) > box_height)
    })
}

/// The (width, height) of a node drawn as a box: `│ WA R │` between two rules.
pub(super) fn node_box(board: &ColouringBoard) -> (u16, u16) {
    (name_width(board) + 6, 3)
}
