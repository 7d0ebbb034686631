//! Digits three blocks wide and three high, for boards on a projector: a class at the
//! back of the room reads a `█▀█` where a single `8` is a dot.

use ratatui::style::Style;

use super::Canvas;

/// The width of one block glyph, in cells.
pub(super) const WIDTH: u16 = 3;
/// The height of one block glyph, in rows.
pub(super) const HEIGHT: u16 = 3;

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
        '_' => ["   ", "   ", "▀▀▀"],
        _ => return None,
    })
}

/// Draws `symbol` three blocks wide and high from `at`, or as one character in the
/// middle when it has no block form or `ascii`.
pub(super) fn draw(
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
pub(super) fn width(text: &str) -> u16 {
    let count = text.chars().count() as u16;
    (count * (WIDTH + 1)).saturating_sub(1)
}

/// Draws `text` in block glyphs from `at`, one cell between characters; returns the
/// column after it.
pub(super) fn draw_text(
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_digit_has_a_block_form_of_three_by_three() {
        for symbol in "0123456789ABCDEFG_".chars() {
            let rows = rows(symbol).expect("a block form");
            assert!(rows.iter().all(|row| row.chars().count() == 3), "{symbol}");
        }
        assert_eq!(width("12"), 7);
        assert_eq!(width(""), 0);
    }
}
