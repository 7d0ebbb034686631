//! The board contract: what the player needs from a problem's view ([`Show`](show::Show),
//! [`Quizzed`](quizzed::Quizzed), [`Telling`](telling::Telling)) and what every view draws
//! with. It knows no screen: the screens are built on it, and what opens a screen for a
//! problem (its player, its boards side by side, its own screens, its files) is theirs.
//!
//! Each problem's view folder (in `app/problems/`) implements `Show` from its parts:
//! `script.rs` (the pseudo-code table, the heading, the stack's calls, the narration),
//! `layout.rs` (its tiers: each a size and what it shows), `draw.rs` and `look.rs` (the
//! drawing, and how each mark looks as the search stands), `code.rs` (the tutorials' code)
//! and its tests. This file holds what they share: a canvas clipped to the board's area,
//! the fitter that picks the largest tier that fits (`fit.rs`), the drawing of a tier
//! centred with its legend, and the note drawn when even the compact tier does not fit.

pub mod quiz_words;
pub mod quizzed;
pub mod show;
pub mod slot_words;
#[cfg(test)]
mod slot_words_tests;
pub mod telling;
pub mod tree_ahead;

pub(crate) mod block_glyph;
#[cfg(test)]
mod every_board_tests;
pub(crate) mod fit;

use ratatui::{buffer::Buffer, layout::Rect, style::Style};

use super::widgets::areas::centered;
pub(crate) use super::widgets::tree_marks::{TreeMarks, link_char, tree_path_style};
use super::{Theme, words};
use crate::engine::Choices;
pub(crate) use fit::{
    Measure, Offer, fit_of, largest_fit, legend_under, pieces_width, window_rows,
};

/// A drawing surface clipped to one area of a buffer, addressed from the area's top-left
/// corner.
///
/// Every write outside the area is dropped, so a layout that is one cell too large loses a
/// cell instead of panicking. Text takes one terminal cell per `char`, two for a wide
/// (Chinese) glyph, whose second cell is left blank.
pub(crate) struct Canvas<'a> {
    buf: &'a mut Buffer,
    area: Rect,
}

impl<'a> Canvas<'a> {
    pub(crate) fn new(buf: &'a mut Buffer, area: Rect) -> Self {
        let area = area.intersection(buf.area);
        Canvas { buf, area }
    }

    /// Writes `text` from (`x`, `y`), one cell per char and two per wide glyph; returns
    /// the column after it. A wide glyph that would cross the area's right edge is left
    /// out, never drawn by half.
    pub(crate) fn text(&mut self, x: u16, y: u16, text: &str, style: Style) -> u16 {
        let mut x = x;
        for ch in text.chars() {
            let wide = !ch.is_ascii() && width_of(ch.encode_utf8(&mut [0; 4])) == 2;
            if wide {
                if x.saturating_add(1) < self.area.width {
                    self.char(x, y, ch, style);
                    self.char(x + 1, y, ' ', style);
                }
                x = x.saturating_add(2);
            } else {
                self.char(x, y, ch, style);
                x = x.saturating_add(1);
            }
        }
        x
    }

    /// Writes one char at (`x`, `y`) in `style`, laid over the cell's present style.
    pub(crate) fn char(&mut self, x: u16, y: u16, ch: char, style: Style) {
        if x >= self.area.width || y >= self.area.height {
            return;
        }
        let position = (self.area.x + x, self.area.y + y);
        if let Some(cell) = self.buf.cell_mut(position) {
            cell.set_char(ch).set_style(style);
        }
    }

    /// Writes styled pieces one after another from (`x`, `y`); returns the column after.
    pub(crate) fn pieces(&mut self, x: u16, y: u16, pieces: &[(String, Style)]) -> u16 {
        pieces
            .iter()
            .fold(x, |x, (text, style)| self.text(x, y, text, *style))
    }

    /// Marks the block of `size` cells from (`x`, `y`) as the board's square (`row`,
    /// `col`), or as `choice` drawn in it, for a click (see `app/mouse.rs`).
    pub(crate) fn clickable(
        &self,
        (x, y): (u16, u16),
        size: (u16, u16),
        (row, col): (usize, usize),
        choice: Option<u8>,
    ) {
        use crate::app::input::mouse::{self, Spot};
        let block = Rect::new(self.area.x + x, self.area.y + y, size.0, size.1);
        let (Ok(row), Ok(col)) = (u16::try_from(row), u16::try_from(col)) else {
            return;
        };
        let spot = match choice {
            Some(choice) => Spot::Choice { row, col, choice },
            None => Spot::Cell { row, col },
        };
        mouse::mark(block.intersection(self.area), spot);
    }

    /// Lays `style` over a block of cells without changing what they show.
    pub(crate) fn paint(&mut self, x: u16, y: u16, width: u16, height: u16, style: Style) {
        for dy in 0..height {
            for dx in 0..width {
                let (cx, cy) = (x.saturating_add(dx), y.saturating_add(dy));
                if cx >= self.area.width || cy >= self.area.height {
                    continue;
                }
                if let Some(cell) = self.buf.cell_mut((self.area.x + cx, self.area.y + cy)) {
                    cell.set_style(style);
                }
            }
        }
    }
}

/// Styled pieces of one line of text.
pub(crate) type Pieces = Vec<(String, Style)>;

/// Draws a block of `size` centred in `area` with `draw`, and under it, after a blank
/// line, `legend` centred on its own when there is room for it.
pub(crate) fn draw_centered(
    buf: &mut Buffer,
    area: Rect,
    size: (u16, u16),
    legend: Option<Pieces>,
    draw: impl FnOnce(&mut Canvas<'_>),
) {
    let (width, height) = size;
    let lines = legend_under(area, size, legend.as_ref()).unwrap_or_default();
    let legend_height = if lines.is_empty() {
        0
    } else {
        1 + lines.len() as u16
    };
    let block = centered(area, width, height + legend_height);
    draw(&mut Canvas::new(buf, Rect { height, ..block }));
    for (y, pieces) in (block.y + height + 1..).zip(&lines) {
        let line = Rect {
            y,
            height: 1,
            ..area
        };
        Canvas::new(buf, centered(line, pieces_width(pieces), 1)).pieces(0, 0, pieces);
    }
}

/// Draws, centred, how large the area must be for the compact board: `needs 40×20`,
/// shortened to what fits, in the theme's language.
pub(crate) fn draw_too_small(buf: &mut Buffer, area: Rect, need: (u16, u16), theme: &Theme) {
    let times = theme.glyph("×", "x");
    let size = format!("{}{times}{}", need.0, need.1);
    let lang = theme.lang();
    let notes = [
        words::BOARD_NEEDS.fill(lang, &[&size]),
        words::NEEDS.fill(lang, &[&size]),
        size,
        theme.glyph("…", "~").to_string(),
    ];
    let area = area.intersection(buf.area);
    let width = area.width;
    let Some(note) = notes.iter().find(|note| width_of(note) <= width) else {
        return;
    };
    let mut canvas = Canvas::new(buf, centered(area, width_of(note), 1));
    canvas.text(0, 0, note, theme.dim());
}

/// `choices` as a comma-separated list, at most `most` of them, each written by `name`.
pub(crate) fn list(choices: Choices, most: usize, name: impl Fn(u8) -> String) -> String {
    let mut words: Vec<String> = choices.iter().take(most).map(name).collect();
    if choices.len() as usize > most {
        words.push("...".to_string());
    }
    words.join(",")
}

/// How many cells `text` takes: one per char for the boards' glyphs, two per Chinese one.
pub(crate) fn width_of(text: &str) -> u16 {
    crate::app::widgets::text::width_of(text) as u16
}

#[cfg(test)]
pub(crate) mod test_support;
