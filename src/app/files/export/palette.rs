//! The colours of a terminal, as the SVG and HTML pictures paint them.

use ratatui::style::{Color, Modifier};

use super::runs::CellLook;
use crate::app::{Palette, Theme};

/// The terminal a picture is painted as: its background and its text's colour where the
/// screen sets none. The light theme's colours are chosen for a white screen, so its
/// pictures are painted on one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Paper {
    /// The background, as `#rrggbb`.
    pub background: &'static str,
    /// The text's colour, as `#rrggbb`.
    pub foreground: &'static str,
}

impl Paper {
    /// A dark terminal's.
    pub const DARK: Paper = Paper {
        background: "#1e1e1e",
        foreground: "#d4d4d4",
    };
    /// A light terminal's, or a white slide's.
    pub const LIGHT: Paper = Paper {
        background: "#ffffff",
        foreground: "#1e1e1e",
    };

    /// The paper `theme` is made for.
    pub fn of(theme: &Theme) -> Paper {
        match theme.palette() {
            Palette::Light => Paper::LIGHT,
            Palette::Dark | Palette::Contrast => Paper::DARK,
        }
    }
}

/// The sixteen colours of the ANSI palette, as common terminals show them.
const ANSI: [&str; 16] = [
    "#000000", "#cd3131", "#0dbc79", "#e5e510", "#2472c8", "#bc3fbc", "#11a8cd", "#e5e5e5",
    "#666666", "#f14c4c", "#23d18b", "#f5f543", "#3b8eea", "#d670d6", "#29b8db", "#ffffff",
];

/// `color` as `#rrggbb`, or `None` for the terminal's default.
pub fn hex(color: Color) -> Option<String> {
    let index = match color {
        Color::Reset => return None,
        Color::Black => 0,
        Color::Red => 1,
        Color::Green => 2,
        Color::Yellow => 3,
        Color::Blue => 4,
        Color::Magenta => 5,
        Color::Cyan => 6,
        Color::Gray => 7,
        Color::DarkGray => 8,
        Color::LightRed => 9,
        Color::LightGreen => 10,
        Color::LightYellow => 11,
        Color::LightBlue => 12,
        Color::LightMagenta => 13,
        Color::LightCyan => 14,
        Color::White => 15,
        Color::Rgb(r, g, b) => return Some(format!("#{r:02x}{g:02x}{b:02x}")),
        Color::Indexed(i) => return Some(indexed(i)),
    };
    Some(ANSI[index].to_string())
}

/// The 256-colour palette: the ANSI sixteen, a 6×6×6 cube, then 24 greys.
fn indexed(i: u8) -> String {
    match i {
        0..=15 => ANSI[usize::from(i)].to_string(),
        16..=231 => {
            let level = |v: u8| if v == 0 { 0 } else { 55 + 40 * v };
            let v = i - 16;
            format!(
                "#{:02x}{:02x}{:02x}",
                level(v / 36),
                level(v / 6 % 6),
                level(v % 6)
            )
        }
        232..=255 => {
            let grey = 8 + 10 * (i - 232);
            format!("#{grey:02x}{grey:02x}{grey:02x}")
        }
    }
}

/// The text and background colours a look paints with on `paper`, reverse video
/// applied: the background is `None` where the paper shows through.
pub fn paint(look: &CellLook, paper: Paper) -> (String, Option<String>) {
    let fg = hex(look.fg);
    let bg = hex(look.bg);
    if look.modifier.contains(Modifier::REVERSED) {
        (
            bg.unwrap_or_else(|| paper.background.to_string()),
            Some(fg.unwrap_or_else(|| paper.foreground.to_string())),
        )
    } else {
        (fg.unwrap_or_else(|| paper.foreground.to_string()), bg)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn named_indexed_and_rgb_colours() {
        assert_eq!(hex(Color::Reset), None);
        assert_eq!(hex(Color::Cyan).as_deref(), Some("#11a8cd"));
        assert_eq!(hex(Color::Indexed(6)), hex(Color::Cyan));
        assert_eq!(hex(Color::Indexed(16)).as_deref(), Some("#000000"));
        assert_eq!(hex(Color::Indexed(231)).as_deref(), Some("#ffffff"));
        assert_eq!(hex(Color::Indexed(196)).as_deref(), Some("#ff0000"));
        assert_eq!(hex(Color::Indexed(255)).as_deref(), Some("#eeeeee"));
        assert_eq!(hex(Color::Rgb(1, 2, 255)).as_deref(), Some("#0102ff"));
    }
}
