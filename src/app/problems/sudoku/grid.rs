//! The lines of a sudoku grid: heavy around boxes, light (when drawn) between cells, and
//! where the inside of each cell starts.

use super::Canvas;
use crate::app::Theme;
use crate::problems::Shape;

/// How thick a grid line is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Weight {
    Light,
    Heavy,
}

/// The positions along one side of the grid.
struct Axis {
    /// Where each cell's inside starts.
    starts: Vec<u16>,
    /// The line at each position, if one runs there.
    lines: Vec<Option<Weight>>,
}

impl Axis {
    /// `n` cells of `inside` positions, a heavy line every `per_box` cells and around,
    /// light lines between the others when `light`, and `pad` blank positions before each
    /// heavy line after the first.
    fn new(n: usize, per_box: usize, inside: u16, light: bool, pad: u16) -> Self {
        let mut starts = Vec::with_capacity(n);
        let mut lines = vec![Some(Weight::Heavy)];
        for i in 0..n {
            starts.push(lines.len() as u16);
            lines.extend((0..inside).map(|_| None));
            if (i + 1) % per_box == 0 {
                lines.extend((0..pad).map(|_| None));
                lines.push(Some(Weight::Heavy));
            } else if light {
                lines.push(Some(Weight::Light));
            }
        }
        Axis { starts, lines }
    }

    fn len(&self) -> u16 {
        self.lines.len() as u16
    }
}

/// A sudoku grid's geometry: where its lines run and where its cells are.
pub(super) struct Grid {
    columns: Axis,
    rows: Axis,
    light: bool,
}

impl Grid {
    /// A grid for `shape` with cells `inside` = (width, height) positions inside their
    /// lines, light lines between cells when `light`, and `pad` blank columns closing
    /// each box.
    pub(super) fn new(shape: Shape, inside: (u16, u16), light: bool, pad: u16) -> Self {
        let n = shape.side();
        Grid {
            columns: Axis::new(n, shape.box_cols(), inside.0, light, pad),
            rows: Axis::new(n, shape.box_rows(), inside.1, light, 0),
            light,
        }
    }

    /// A grid for `shape` with no lines at all, one position a cell: the smallest that
    /// still shows every cell, for a preview in a small corner.
    pub(super) fn bare(shape: Shape) -> Self {
        let n = shape.side();
        let axis = || Axis {
            starts: (0..n as u16).collect(),
            lines: vec![None; n],
        };
        Grid {
            columns: axis(),
            rows: axis(),
            light: false,
        }
    }

    /// The grid's (width, height) in cells, lines included.
    pub(super) fn size(&self) -> (u16, u16) {
        (self.columns.len(), self.rows.len())
    }

    /// Where the inside of the cell at `row`, `col` starts.
    pub(super) fn cell(&self, row: usize, col: usize) -> (u16, u16) {
        (self.columns.starts[col], self.rows.starts[row])
    }

    /// Draws the lines with their top-left corner at (`x0`, `y0`).
    pub(super) fn draw(&self, x0: u16, y0: u16, theme: &Theme, canvas: &mut Canvas<'_>) {
        let style = theme.border();
        let (width, height) = self.size();
        for (y, line) in self.rows.lines.iter().enumerate() {
            let y = y as u16;
            for (x, column) in self.columns.lines.iter().enumerate() {
                let x = x as u16;
                let ch = match (line, column) {
                    (Some(h), Some(v)) => {
                        let edges = Edges {
                            top: y == 0,
                            bottom: y + 1 == height,
                            left: x == 0,
                            right: x + 1 == width,
                        };
                        self.junction(*v, *h, edges, theme)
                    }
                    (Some(h), None) => self.horizontal(*h, theme),
                    (None, Some(v)) => vertical(*v, theme),
                    (None, None) => continue,
                };
                canvas.char(x0 + x, y0 + y, ch, style);
            }
        }
    }

    fn horizontal(&self, weight: Weight, theme: &Theme) -> char {
        match (theme.is_ascii(), weight) {
            (false, Weight::Heavy) => '━',
            (false, Weight::Light) => '─',
            // With no light lines to tell apart, the plain dash reads best.
            (true, Weight::Heavy) if self.light => '=',
            (true, _) => '-',
        }
    }

    fn junction(&self, v: Weight, h: Weight, edges: Edges, theme: &Theme) -> char {
        if theme.is_ascii() {
            return '+';
        }
        let heavy_v = v == Weight::Heavy;
        let heavy_h = h == Weight::Heavy;
        match edges {
            Edges {
                top: true,
                left: true,
                ..
            } => '┏',
            Edges {
                top: true,
                right: true,
                ..
            } => '┓',
            Edges {
                bottom: true,
                left: true,
                ..
            } => '┗',
            Edges {
                bottom: true,
                right: true,
                ..
            } => '┛',
            Edges { top: true, .. } => pick(heavy_v, '┳', '┯'),
            Edges { bottom: true, .. } => pick(heavy_v, '┻', '┷'),
            Edges { left: true, .. } => pick(heavy_h, '┣', '┠'),
            Edges { right: true, .. } => pick(heavy_h, '┫', '┨'),
            _ => match (heavy_v, heavy_h) {
                (true, true) => '╋',
                (true, false) => '╂',
                (false, true) => '┿',
                (false, false) => '┼',
            },
        }
    }
}

/// Which outer edges a junction lies on.
#[derive(Clone, Copy)]
struct Edges {
    top: bool,
    bottom: bool,
    left: bool,
    right: bool,
}

fn vertical(weight: Weight, theme: &Theme) -> char {
    match (theme.is_ascii(), weight) {
        (false, Weight::Heavy) => '┃',
        (false, Weight::Light) => '│',
        (true, Weight::Heavy) => '|',
        (true, Weight::Light) => ':',
    }
}

fn pick(heavy: bool, if_heavy: char, if_light: char) -> char {
    if heavy { if_heavy } else { if_light }
}
