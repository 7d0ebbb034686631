//! Drawing the colouring board: the graph or the listing, and the panel of colours at
//! the region coloured next.

use super::*;

impl ColouringLayout {
    /// Draws the board as `board` stands on `canvas`.
    pub fn draw(&self, board: &ColouringBoard, theme: &Theme, canvas: &mut Canvas<'_>) {
        let map_width = match self.kind {
            Kind::Graph {
                width,
                height,
                boxed,
            } => {
                draw_graph(board, (width, height), boxed, theme, canvas);
                width
            }
            Kind::List { rows, width } => {
                draw_list(board, rows, theme, canvas);
                width
            }
        };
        draw_panel(board, map_width + GAP, theme, canvas);
    }
}

/// Where each region's node starts (column, row) in a graph of `width` × `height`: at the
/// file's positions scaled to it when every region has one, else on a circle; a node is
/// a box when `boxed`, else one row.
pub(super) fn node_cells(
    board: &ColouringBoard,
    width: u16,
    height: u16,
    boxed: bool,
) -> Vec<(u16, u16)> {
    let regions = board.map().regions();
    let (label, rows) = match boxed {
        true => node_box(board),
        false => (name_width(board) + 4, 1),
    };
    let (label, rows) = (i64::from(label), i64::from(rows));
    let (w, h) = (
        (i64::from(width) - label).max(0),
        (i64::from(height) - rows).max(0),
    );
    let positions: Option<Vec<(u16, u16)>> = regions.iter().map(|r| r.position).collect();
    match positions {
        Some(positions) => {
            let (xs, ys): (Vec<i64>, Vec<i64>) = positions
                .iter()
                .map(|&(x, y)| (i64::from(x), i64::from(y)))
                .unzip();
            let span = |v: &[i64]| {
                let (lo, hi) = (*v.iter().min().unwrap_or(&0), *v.iter().max().unwrap_or(&0));
                (lo, (hi - lo).max(1))
            };
            let ((x0, dx), (y0, dy)) = (span(&xs), span(&ys));
            xs.iter()
                .zip(&ys)
                .map(|(&x, &y)| (((x - x0) * w / dx) as u16, ((y - y0) * h / dy) as u16))
                .collect()
        }
        None => {
            let n = regions.len() as f64;
            (0..regions.len())
                .map(|i| {
                    let angle = std::f64::consts::TAU * i as f64 / n - std::f64::consts::FRAC_PI_2;
                    let x = (w as f64 / 2.0) * (1.0 + angle.cos());
                    let y = (h as f64 / 2.0) * (1.0 + angle.sin());
                    (x.round() as u16, y.round() as u16)
                })
                .collect()
        }
    }
}

/// The graph: borders first, then the nodes over them.
fn draw_graph(
    board: &ColouringBoard,
    (width, height): (u16, u16),
    boxed: bool,
    theme: &Theme,
    canvas: &mut Canvas<'_>,
) {
    let cells = node_cells(board, width, height, boxed);
    let current = board.next_region();
    let centre = |region: usize| {
        let (x, y) = cells[region];
        let (half, middle) = match boxed {
            true => (node_box(board).0 / 2, 1),
            false => (width_of(region_name(board, region)).div_ceil(2) + 1, 0),
        };
        (i32::from(x + half), i32::from(y + middle))
    };
    for a in 0..cells.len() {
        for &b in board.map().neighbours(a) {
            if b < a {
                continue;
            }
            let style = match current == Some(a) || current == Some(b) {
                true => theme.accent(),
                false => theme.dim(),
            };
            let ((x0, y0), (x1, y1)) = (centre(a), centre(b));
            let glyph = border_glyph(x1 - x0, y1 - y0, theme);
            let steps = (x1 - x0).abs().max((y1 - y0).abs()).max(1);
            for step in 1..steps {
                let x = x0 + (x1 - x0) * step / steps;
                let y = y0 + (y1 - y0) * step / steps;
                canvas.char(x as u16, y as u16, glyph, style);
            }
        }
    }
    for (region, &(x, y)) in cells.iter().enumerate() {
        let style = node_style(board, region, theme);
        match boxed {
            true => draw_node_box(board, region, (x, y), style, theme, canvas),
            false => {
                canvas.text(x, y, &node_text(board, region, theme), style);
            }
        }
    }
}

/// A node as a box from (`x`, `y`), filled in its style: on a projector a coloured region
/// is a patch of its colour, its name and letter in the middle.
fn draw_node_box(
    board: &ColouringBoard,
    region: usize,
    (x, y): (u16, u16),
    style: Style,
    theme: &Theme,
    canvas: &mut Canvas<'_>,
) {
    let (width, _) = node_box(board);
    let rule = theme.glyph("─", "-").repeat(usize::from(width - 2));
    let g = |unicode, ascii| theme.glyph(unicode, ascii);
    canvas.text(
        x,
        y,
        &format!("{}{rule}{}", g("┌", "+"), g("┐", "+")),
        style,
    );
    canvas.text(
        x,
        y + 2,
        &format!("{}{rule}{}", g("└", "+"), g("┘", "+")),
        style,
    );
    let name = region_name(board, region);
    let letter = board
        .colour_of(region)
        .map_or(theme.glyph("·", "."), |c| letter_str(c));
    let pad = " ".repeat(usize::from(name_width(board) - width_of(name)));
    let side = g("│", "|");
    let middle = format!("{side} {name}{pad} {letter} {side}");
    canvas.text(x, y + 1, &middle, style);
}

/// The listing: a window of `rows` rows around the region coloured next, with an arrow
/// after the colour letter of the first and last rows shown when regions are hidden
/// above or below them.
fn draw_list(board: &ColouringBoard, rows: usize, theme: &Theme, canvas: &mut Canvas<'_>) {
    let regions = board.map().len();
    let focus = board.next_region().unwrap_or(regions.saturating_sub(1));
    let first = focus
        .saturating_sub(rows / 2)
        .min(regions - rows.min(regions));
    let names = name_width(board);
    let shown = rows.min(regions) as u16;
    if first > 0 {
        canvas.text(names + 2, 0, theme.glyph("↑", "^"), theme.accent());
    }
    if first + rows < regions && shown > 0 {
        canvas.text(names + 2, shown - 1, theme.glyph("↓", "v"), theme.accent());
    }
    for (y, region) in (first..regions).take(rows).enumerate() {
        let y = y as u16;
        let name = region_name(board, region);
        canvas.text(0, y, name, node_style(board, region, theme));
        let letter = board.colour_of(region).map_or('.', colour_letter);
        let style = board
            .colour_of(region)
            .map_or(theme.dim(), |c| colour_style(theme, c));
        canvas.char(names + 1, y, letter, style);
        canvas.text(names + 4, y, &neighbours_text(board, region), theme.dim());
    }
}

/// The panel from column `x`: what each colour does at the region coloured next.
fn draw_panel(board: &ColouringBoard, x: u16, theme: &Theme, canvas: &mut Canvas<'_>) {
    let tell = Telling::of(theme, None);
    let Some(region) = board.next_region() else {
        canvas.text(x, 0, tell.word(ALL_COLOURED), theme.solution());
        return;
    };
    let name = region_name(board, region);
    canvas.text(x, 0, &tell.say(NEXT, &[&name]), theme.accent());
    let refusals = board.refusals(region);
    for colour in 0..board.colours() as u8 {
        let y = 1 + u16::from(colour);
        let after = canvas.text(
            x,
            y,
            &colour_letter(colour).to_string(),
            colour_style(theme, colour),
        );
        let after = canvas.text(after + 1, y, named(colour, tell), theme.text());
        let status_x = after.max(x + 2 + 7) + 2;
        match refusals.iter().find(|(c, _)| *c == colour) {
            Some(&(_, by)) => {
                let by = region_name(board, by);
                let said = tell.say(REFUSED, &[&by]);
                canvas.text(status_x, y, &said, theme.attacked());
            }
            None => {
                canvas.text(status_x, y, tell.word(FREE), theme.text());
            }
        }
    }
}
