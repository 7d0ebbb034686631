//! The colouring board's layouts and their sizes.
//!
//! A map of a few dozen regions is drawn as a graph: nodes at the file's positions (or on
//! a circle when the file gives none) and each border a line of `-`, `|`, `/` and `\`
//! between them, which reads at a glance on 80×24 and spreads out on 200×60. Lines cross
//! and nodes crowd on a larger map, so past [`GRAPH_UP_TO`] regions, and on a screen too
//! small for the graph, the board is an adjacency listing instead: a region a row, its
//! colour letter and its neighbours, a window of rows around the region coloured next.
//! Either way the panel beside it says what each colour does at that region.

use super::*;

/// The most regions drawn as a graph.
pub(super) const GRAPH_UP_TO: usize = 40;

/// The graph's sizes, largest first.
pub(super) const GRAPH_SIZES: [(u16, u16); 5] = [(96, 30), (72, 22), (56, 17), (44, 13), (32, 10)];

/// The fewest rows of the listing a window shows.
pub(super) const MIN_WINDOW: usize = 3;

/// The most columns the neighbours of a row of the listing take.
const NEIGHBOURS_WIDTH: usize = 36;

/// Columns between the map and the panel.
pub(super) const GAP: u16 = 2;

/// What the board shows on the left.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Kind {
    /// The graph in an area of this many columns and rows.
    Graph { width: u16, height: u16 },
    /// The adjacency listing, `rows` of its rows, `width` wide.
    List { rows: usize, width: u16 },
}

/// One layout: the map's drawing and the panel beside it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Layout {
    pub kind: Kind,
    /// The regions of the map.
    pub regions: usize,
    /// The panel's columns and rows.
    pub panel: (u16, u16),
}

impl Measure for Layout {
    fn size(&self) -> (u16, u16) {
        let (width, height) = match self.kind {
            Kind::Graph { width, height } => (width, height),
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

impl Layout {
    /// The panel's size: a title and a line a colour, `R red    refused: WA`.
    fn panel(board: &ColouringBoard) -> (u16, u16) {
        let names = name_width(board);
        // "R " + "magenta" + "  " + "refused: " + name, and "next: NAME" as its title.
        let width = (2 + 7 + 2 + 9 + names).max(6 + names);
        (width, 1 + board.colours() as u16)
    }

    /// The graph in `width` × `height`.
    pub fn graph(board: &ColouringBoard, width: u16, height: u16) -> Layout {
        Layout {
            kind: Kind::Graph { width, height },
            regions: board.map().len(),
            panel: Layout::panel(board),
        }
    }

    /// The listing, `rows` of its rows; `_focus` is where the window is drawn from.
    pub fn list(board: &ColouringBoard, rows: usize, _focus: usize) -> Layout {
        let widest = (0..board.map().len())
            .map(|region| neighbours_text(board, region).len())
            .max()
            .unwrap_or(0) as u16;
        Layout {
            kind: Kind::List {
                rows,
                width: name_width(board) + 4 + widest,
            },
            regions: board.map().len(),
            panel: Layout::panel(board),
        }
    }

    /// Whether it shows only some of the listing's rows.
    pub fn is_window(&self) -> bool {
        matches!(self.kind, Kind::List { rows, .. } if rows < self.regions)
    }
}

/// The largest layout that fits in `area`, with its legend: the graph as large as fits
/// (for a map of up to [`GRAPH_UP_TO`] regions), else the whole listing, else a window of
/// it.
pub(super) fn choose(board: &ColouringBoard, area: Rect, theme: &Theme) -> Option<Offer<Layout>> {
    let regions = board.map().len();
    let label = name_width(board) + 4;
    let graphs = GRAPH_SIZES
        .iter()
        .filter(|&&(width, height)| {
            regions <= GRAPH_UP_TO && width >= 2 * label && height >= 5 && regions > 0
        })
        .map(|&(width, height)| Layout::graph(board, width, height));
    let whole = Layout::list(board, regions, 0);
    let window =
        window_rows(area, &whole, regions, 1, MIN_WINDOW).map(|rows| Layout::list(board, rows, 0));
    let legend = Some(legend(board, theme));
    let tiers = graphs
        .chain([whole])
        .map(|layout| (layout, legend.clone()))
        .chain(window.map(|layout| (layout, None)));
    largest_fit(area, tiers)
}
