//! A screen as an SVG picture: a monospaced grid with the screen's colours, bold, dim,
//! italic, underline and reverse video, for slides and handouts.

use std::fmt::Write as _;

use ratatui::{buffer::Buffer, style::Modifier};

use super::palette::{self, Paper};
use super::runs::{Run, runs};

/// The width of a cell in pixels: the advance of a 16-pixel monospaced font.
pub const CELL_WIDTH: f64 = 9.6;
/// The height of a cell in pixels: a 16-pixel font's ascent and descent, so that box
/// drawing lines meet from row to row.
pub const CELL_HEIGHT: f64 = 19.0;
/// The font size in pixels.
const FONT_SIZE: u16 = 16;
/// Where the text sits in its row: the baseline, from the row's top.
const BASELINE: f64 = 15.0;
/// Monospaced fonts found on Linux, macOS and Windows, best first.
pub const FONTS: &str = "'DejaVu Sans Mono', Menlo, Consolas, 'Liberation Mono', \
                         'Noto Sans Mono CJK SC', monospace";

/// `buffer` as a standalone SVG document, one cell [`CELL_WIDTH`] × [`CELL_HEIGHT`].
///
/// Each run of alike cells is one `<text>` stretched to exactly its cells
/// (`textLength`), so that the grid holds whatever the font's own widths, and a wide
/// glyph, a run of its own, takes two cells; backgrounds are `<rect>`s under the text.
pub fn svg(buffer: &Buffer, paper: Paper) -> String {
    let mut out = String::with_capacity(16 * 1024);
    open(&mut out, buffer.area.width, buffer.area.height, paper);
    let rows = runs(buffer);
    draw_rows(&mut out, rows.iter().enumerate(), paper);
    out.push_str("</svg>\n");
    out
}

/// Opens an SVG document of `width` × `height` cells on `paper`: the `<svg>` element and
/// the paper under everything.
pub(super) fn open(out: &mut String, width: u16, height: u16, paper: Paper) {
    let width = f64::from(width) * CELL_WIDTH;
    let height = f64::from(height) * CELL_HEIGHT;
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" \
         viewBox=\"0 0 {width:.1} {height:.1}\" font-family=\"{FONTS}\" font-size=\"{FONT_SIZE}\">\n\
         <rect width=\"100%\" height=\"100%\" fill=\"{}\"/>\n",
        paper.background
    );
}

/// Draws `rows` (each its row number and its runs of alike cells): the backgrounds
/// first, then the text over them, so that no background hides a wide glyph's right half.
pub(super) fn draw_rows<'a>(
    out: &mut String,
    rows: impl Iterator<Item = (usize, &'a Vec<Run>)> + Clone,
    paper: Paper,
) {
    for (y, row) in rows.clone() {
        for (x, width, bg) in backgrounds(row, paper) {
            let _ = writeln!(
                out,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{:.1}\" height=\"{CELL_HEIGHT:.1}\" fill=\"{bg}\" \
                 shape-rendering=\"crispEdges\"/>",
                f64::from(x) * CELL_WIDTH,
                y as f64 * CELL_HEIGHT,
                f64::from(width) * CELL_WIDTH,
            );
        }
    }
    for (y, row) in rows {
        for run in row.iter().filter(|run| !run.is_invisible()) {
            text_element(out, y, run, paper);
        }
    }
}

/// The backgrounds of a row's runs as rectangles (first column, width, colour), the runs
/// side by side in one colour drawn as one: a board's square whose mark is a run of its
/// own is then one rectangle, with no edge inside it for a viewer to smooth into a seam.
fn backgrounds(row: &[Run], paper: Paper) -> Vec<(u16, u16, String)> {
    let mut rects: Vec<(u16, u16, String)> = Vec::new();
    for run in row {
        let (_, Some(bg)) = palette::paint(&run.look, paper) else {
            continue;
        };
        match rects.last_mut() {
            Some((x, width, colour)) if *colour == bg && *x + *width == run.x => {
                *width += run.width;
            }
            _ => rects.push((run.x, run.width, bg)),
        }
    }
    rects
}

fn text_element(out: &mut String, y: usize, run: &Run, paper: Paper) {
    let (fill, _) = palette::paint(&run.look, paper);
    let modifier = run.look.modifier;
    let _ = write!(
        out,
        "<text x=\"{:.1}\" y=\"{:.1}\" textLength=\"{:.1}\" lengthAdjust=\"spacingAndGlyphs\" \
         fill=\"{fill}\"",
        f64::from(run.x) * CELL_WIDTH,
        y as f64 * CELL_HEIGHT + BASELINE,
        f64::from(run.width) * CELL_WIDTH,
    );
    if modifier.contains(Modifier::BOLD) {
        out.push_str(" font-weight=\"bold\"");
    }
    if modifier.contains(Modifier::ITALIC) {
        out.push_str(" font-style=\"italic\"");
    }
    if modifier.contains(Modifier::DIM) {
        out.push_str(" opacity=\"0.6\"");
    }
    if modifier.contains(Modifier::HIDDEN) {
        out.push_str(" visibility=\"hidden\"");
    }
    if let Some(lines) = run.look.text_decoration() {
        let _ = write!(out, " text-decoration=\"{lines}\"");
    }
    out.push_str(" xml:space=\"preserve\">");
    escape_into(out, &run.text);
    out.push_str("</text>\n");
}

/// `text` with the characters XML reserves written as entities.
pub fn escape_into(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
}

#[cfg(test)]
mod tests {
    use ratatui::{
        layout::Rect,
        style::{Color, Style},
    };

    use super::*;

    #[test]
    fn a_square_whose_mark_is_a_run_of_its_own_is_one_rectangle() {
        let mut buffer = Buffer::empty(Rect::new(0, 0, 5, 1));
        let square = Style::default().bg(Color::Indexed(236)).fg(Color::White);
        buffer.set_string(0, 0, " ", square);
        buffer.set_string(1, 0, "x", square.fg(Color::Red));
        buffer.set_string(2, 0, " ", square);
        buffer.set_string(3, 0, " ", square.bg(Color::Indexed(239)));
        let picture = svg(&buffer, Paper::DARK);
        let rects: Vec<&str> = (picture.lines())
            .filter(|line| line.contains("shape-rendering"))
            .collect();
        assert_eq!(rects.len(), 2, "{picture}");
        assert!(rects[0].starts_with("<rect x=\"0.0\" y=\"0.0\" width=\"28.8\""));
        assert!(rects[1].starts_with("<rect x=\"28.8\" y=\"0.0\" width=\"9.6\""));
    }
}
