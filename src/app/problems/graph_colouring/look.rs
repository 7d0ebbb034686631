//! How each mark of the colouring board looks: a colour's cells, a node, a border, and
//! the legend of letters.

use super::*;
use ratatui::style::{Color, Modifier};

/// The terminal colour of each board colour, in the order of their names.
const TERMINAL: [Color; 8] = [
    Color::Red,
    Color::Green,
    Color::Blue,
    Color::Yellow,
    Color::LightRed,
    Color::Magenta,
    Color::Cyan,
    Color::LightMagenta,
];

/// A region of colour `colour`: that colour behind black text when the theme has colour,
/// white text on blue, which every terminal draws too dark for black; plain otherwise,
/// where the letter alone tells it.
pub(super) fn colour_style(theme: &Theme, colour: u8) -> Style {
    let shade = TERMINAL[usize::from(colour)];
    let ink = if shade == Color::Blue {
        Color::White
    } else {
        crate::app::DARK_INK
    };
    match theme.is_color() {
        true => Style::default()
            .fg(ink)
            .bg(shade)
            .add_modifier(Modifier::BOLD),
        false => theme.text(),
    }
}

/// A node: the current region stands out, a coloured one shows its colour.
pub(super) fn node_style(board: &ColouringBoard, region: usize, theme: &Theme) -> Style {
    if board.next_region() == Some(region) {
        return theme.current();
    }
    match board.colour_of(region) {
        Some(colour) => colour_style(theme, colour),
        None => theme.text(),
    }
}

/// A node's text: `[WA R]`, `[WA .]` before it has a colour.
pub(super) fn node_text(board: &ColouringBoard, region: usize, theme: &Theme) -> String {
    let letter = board
        .colour_of(region)
        .map_or(theme.glyph("·", "."), |c| letter_str(c));
    format!("[{} {letter}]", region_name(board, region))
}

/// A colour's letter as text.
pub(super) fn letter_str(colour: u8) -> &'static str {
    const LETTERS: [&str; 8] = ["R", "G", "B", "Y", "O", "P", "C", "M"];
    LETTERS[usize::from(colour)]
}

/// The glyph of a border's cell going `dx` across and `dy` down from one end to the other.
pub(super) fn border_glyph(dx: i32, dy: i32, theme: &Theme) -> char {
    let ascii = theme.is_ascii();
    if dy == 0 || dx.abs() > 2 * dy.abs() {
        return if ascii { '-' } else { '─' };
    }
    if dx == 0 || dy.abs() > 2 * dx.abs() {
        return if ascii { '|' } else { '│' };
    }
    match (dx > 0) == (dy > 0) {
        true => '\\',
        false => '/',
    }
}

/// The legend under the board: each colour's letter in its colour, with its name.
pub(super) fn legend(board: &ColouringBoard, theme: &Theme) -> Pieces {
    let tell = Telling::of(theme, None);
    let mut pieces = Pieces::new();
    for colour in 0..board.colours() as u8 {
        pieces.push((
            format!(" {} ", letter_str(colour)),
            colour_style(theme, colour),
        ));
        pieces.push((format!(" {}  ", named(colour, tell)), theme.text()));
    }
    pieces
}
