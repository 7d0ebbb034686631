//! A screen as runs of cells that look alike: what the SVG and HTML pictures draw, one
//! element a run rather than one a cell.

use ratatui::{
    buffer::{Buffer, CellWidth},
    style::{Color, Modifier},
};

use crate::app::style::screen_text::{rows, shown};

/// How a cell looks apart from its symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CellLook {
    /// The text colour.
    pub fg: Color,
    /// The background colour.
    pub bg: Color,
    /// Bold, dim, reverse and the rest.
    pub modifier: Modifier,
}

impl CellLook {
    /// The lines drawn with the text, as CSS and SVG name them (`underline`,
    /// `line-through`), if any.
    pub fn text_decoration(&self) -> Option<String> {
        let lines: Vec<&str> = [
            (Modifier::UNDERLINED, "underline"),
            (Modifier::CROSSED_OUT, "line-through"),
        ]
        .into_iter()
        .filter(|&(m, _)| self.modifier.contains(m))
        .map(|(_, word)| word)
        .collect();
        (!lines.is_empty()).then(|| lines.join(" "))
    }

    /// Whether a run of spaces in this look shows anything.
    pub fn shows_blank(&self) -> bool {
        self.bg != Color::Reset
            || self
                .modifier
                .intersects(Modifier::REVERSED | Modifier::UNDERLINED | Modifier::CROSSED_OUT)
    }
}

/// Cells side by side in one look.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// The column of its first cell.
    pub x: u16,
    /// How many cells it covers: a wide glyph covers two.
    pub width: u16,
    /// Its symbols.
    pub text: String,
    /// How they look.
    pub look: CellLook,
}

impl Run {
    /// Whether it is only spaces that show nothing.
    pub fn is_invisible(&self) -> bool {
        self.text.chars().all(|c| c == ' ') && !self.look.shows_blank()
    }
}

/// The runs of each row of `buffer`, top to bottom, left to right.
///
/// A wide glyph makes a run of its own, so that a picture can give it exactly two cells
/// whatever the font; the blank runs at the end of a row are left out.
pub fn runs(buffer: &Buffer) -> Vec<Vec<Run>> {
    rows(buffer)
        .map(|row| {
            let mut runs: Vec<Run> = Vec::new();
            let mut x = 0u16;
            for (cell, covered) in shown(row) {
                if covered {
                    continue;
                }
                let look = CellLook {
                    fg: cell.fg,
                    bg: cell.bg,
                    modifier: cell.modifier,
                };
                let symbol = match cell.symbol() {
                    "" => " ",
                    symbol => symbol,
                };
                let width = cell.cell_width().max(1);
                match runs.last_mut() {
                    Some(run)
                        if run.look == look
                            && width == 1
                            && run.width as usize == run.text.chars().count() =>
                    {
                        run.text.push_str(symbol);
                        run.width += 1;
                    }
                    _ => runs.push(Run {
                        x,
                        width,
                        text: symbol.to_string(),
                        look,
                    }),
                }
                x += width;
            }
            while runs.last().is_some_and(Run::is_invisible) {
                runs.pop();
            }
            runs
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use ratatui::{layout::Rect, style::Style};

    use super::*;

    #[test]
    fn alike_cells_join_and_wide_glyphs_stand_alone() {
        let mut buf = Buffer::empty(Rect::new(0, 0, 10, 2));
        buf.set_string(0, 0, "ab字cd", Style::new().fg(Color::Red));
        buf.set_string(6, 0, "e", Style::new().fg(Color::Blue));
        let rows = runs(&buf);
        let texts: Vec<(u16, u16, &str)> = rows[0]
            .iter()
            .map(|run| (run.x, run.width, run.text.as_str()))
            .collect();
        assert_eq!(
            texts,
            [(0, 2, "ab"), (2, 2, "字"), (4, 2, "cd"), (6, 1, "e")]
        );
        assert!(rows[1].is_empty(), "a blank row has no runs");
    }
}
