//! Digits three blocks wide and three high, for boards on a projector: a class at the
//! back of the room reads a `█▀█` where a single `8` is a dot.

use ratatui::style::Style;

use super::Canvas;

/// The width of one block glyph, in cells.
pub(crate) const WIDTH: u16 = 3;
/// The height of one block glyph, in rows.
pub(crate) const HEIGHT: u16 = 3;

/// The rows of `symbol` three blocks wide and three high, or `None` for a symbol
/// without a block form.
fn rows(symbol: char) -> Option<[&'static str; 3]> {
    Some(match symbol {
        '0' => ["█▀█", "█ █", "▀▀▀"],
        '1' => ["▀█ ", " █ ", "▀▀▀"],
        '2' => ["▀▀█", "█▀▀", "▀▀▀"],
        '3' => ["▀▀█", " ▀█", "▀▀▀"],
        '4' => ["█ █", "▀▀█", "  ▀"],
        '5' => ["█▀▀", "▀▀█", "▀▀▀"],
        '6' => ["█▀▀", "█▀█", "▀▀▀"],
        '7' => ["▀▀█", "  █", "  ▀"],
        '8' => ["█▀█", "█▀█", "▀▀▀"],
        '9' => ["█▀█", "▀▀█", "▀▀▀"],
        'A' => ["█▀█", "█▀█", "▀ ▀"],
        'B' => ["█▀▄", "█▀▄", "▀▀ "],
        'C' => ["█▀▀", "█  ", "▀▀▀"],
        'D' => ["█▀▄", "█ █", "▀▀ "],
        'E' => ["█▀▀", "█▀▀", "▀▀▀"],
        'F' => ["█▀▀", "█▀▀", "▀  "],
        'G' => ["█▀▀", "█ █", "▀▀▀"],
        // The letters past G, for the values 17 to 25 of a 25×25 sudoku.
        'H' => ["█ █", "█▀█", "▀ ▀"],
        'I' => ["▀█▀", " █ ", "▀▀▀"],
        'J' => ["  █", "▄ █", "▀▀▀"],
        'K' => ["█▄▀", "█▄ ", "▀ ▀"],
        'L' => ["█  ", "█  ", "▀▀▀"],
        'M' => ["█▄█", "█ █", "▀ ▀"],
        'N' => ["█▀▄", "█ █", "▀ ▀"],
        'O' => ["█▀█", "█ █", "▀▀▀"],
        'P' => ["█▀█", "█▀▀", "▀  "],
        '_' => ["   ", "   ", "▀▀▀"],
        _ => return None,
    })
}

/// Draws `symbol` three blocks wide and high from `at`, or as one character in the
/// middle when it has no block form or `ascii`.
pub(crate) fn draw(
    canvas: &mut Canvas<'_>,
    (x, y): (u16, u16),
    symbol: char,
    style: Style,
    ascii: bool,
) {
    match rows(symbol).filter(|_| !ascii) {
        Some(rows) => {
            for (dy, row) in (0..).zip(rows) {
                for (dx, c) in (0..).zip(row.chars()) {
                    if c != ' ' {
                        canvas.char(x + dx, y + dy, c, style);
                    }
                }
            }
        }
        None => canvas.char(x + 1, y + 1, symbol, style),
    }
}

/// The width `text` takes in block glyphs: three cells a character and one between.
pub(crate) fn width(text: &str) -> u16 {
    let count = text.chars().count() as u16;
    (count * (WIDTH + 1)).saturating_sub(1)
}

/// Draws `text` in block glyphs from `at`, one cell between characters; returns the
/// column after it.
pub(crate) fn draw_text(
    canvas: &mut Canvas<'_>,
    (x, y): (u16, u16),
    text: &str,
    style: Style,
    ascii: bool,
) -> u16 {
    let mut at = x;
    for symbol in text.chars() {
        draw(canvas, (at, y), symbol, style, ascii);
        at += WIDTH + 1;
    }
    x + width(text)
}

/// The (width, height) of a block glyph drawn `scale` times larger ([`draw_scaled`]).
pub(crate) fn scaled_size(scale: u16) -> (u16, u16) {
    // Five rows of pixels, two to a cell.
    (WIDTH * scale, (5 * scale).div_ceil(2))
}

/// Whether the pixel at (`column`, `row`) of `symbol`'s block form is set: each glyph is
/// three pixels wide and six high, two pixels (a half block each) to a cell.
fn pixel(rows: &[&str; 3], column: u16, row: u16) -> bool {
    let Some(ch) = rows
        .get(usize::from(row / 2))
        .and_then(|line| line.chars().nth(usize::from(column)))
    else {
        return false;
    };
    matches!((ch, row % 2), ('█', _) | ('▀', 0) | ('▄', 1))
}

/// Draws `symbol` `scale` times larger from `at`, each of its pixels `scale` cells wide and
/// `scale` half cells high, so that it keeps its shape; at scale 1 it is [`draw`]'s glyph.
/// Without a block form, or in `ascii`, the symbol is one character in the middle.
///
/// Cells of a sudoku on a projector are larger than the glyph three blocks wide: the digit
/// grows with them and is read from the back of the room.
pub(crate) fn draw_scaled(
    canvas: &mut Canvas<'_>,
    (x, y): (u16, u16),
    symbol: char,
    scale: u16,
    style: Style,
    ascii: bool,
) {
    let (width, height) = scaled_size(scale);
    let Some(rows) = rows(symbol).filter(|_| !ascii && scale > 0) else {
        canvas.char(x + width / 2, y + height / 2, symbol, style);
        return;
    };
    for dy in 0..height {
        for dx in 0..width {
            let set = |half: u16| pixel(&rows, dx / scale, (2 * dy + half) / scale);
            let ch = match (set(0), set(1)) {
                (true, true) => '█',
                (true, false) => '▀',
                (false, true) => '▄',
                (false, false) => continue,
            };
            canvas.char(x + dx, y + dy, ch, style);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_digit_has_a_block_form_of_three_by_three() {
        for symbol in "0123456789ABCDEFGHIJKLMNOP_".chars() {
            let rows = rows(symbol).expect("a block form");
            assert!(rows.iter().all(|row| row.chars().count() == 3), "{symbol}");
        }
        assert_eq!(width("12"), 7);
        assert_eq!(width(""), 0);
    }

    #[test]
    fn a_glyph_twice_as_large_keeps_its_shape() {
        use ratatui::{buffer::Buffer, layout::Rect};
        let drawn = |scale: u16| {
            let (width, height) = scaled_size(scale);
            let area = Rect::new(0, 0, width, height);
            let mut buf = Buffer::empty(area);
            draw_scaled(
                &mut Canvas::new(&mut buf, area),
                (0, 0),
                '7',
                scale,
                Style::default(),
                false,
            );
            crate::app::screen_text(&buf)
        };
        assert_eq!(drawn(1), "▀▀█\n  █\n  ▀");
        assert_eq!(scaled_size(2), (6, 5));
        assert_eq!(drawn(2), "██████\n    ██\n    ██\n    ██\n    ██");
        assert_eq!(scaled_size(3), (9, 8));
    }
}
