//! A drawn screen as plain text, and its styles as a grid of one-character codes.
//!
//! Both read a [`Buffer`] the way a terminal shows it, so that a screen can be compared,
//! reviewed and saved as text: the tests keep their snapshots in this form.

use ratatui::{
    buffer::{Buffer, Cell, CellWidth},
    style::{Color, Modifier},
};

/// The text a terminal shows for `buffer`: one line per row, top to bottom, with trailing
/// spaces trimmed, the lines joined by `\n` (none after the last).
///
/// A wide glyph (a CJK character takes two columns) is written once and the cells it
/// covers are skipped, as the terminal draws it over them; a cell with an empty symbol is
/// a blank. Every row gives a line, blank rows included, so line `y` is row `y`.
///
/// ```
/// use backtrack::app::screen_text;
/// use ratatui::{buffer::Buffer, layout::Rect, style::Style};
///
/// let mut buffer = Buffer::empty(Rect::new(0, 0, 8, 3));
/// buffer.set_string(0, 0, "日本 ok", Style::default());
/// buffer.set_string(2, 2, "x", Style::default());
/// assert_eq!(screen_text(&buffer), "日本 ok\n\n  x");
/// ```
pub fn screen_text(buffer: &Buffer) -> String {
    rows(buffer)
        .map(|row| {
            let mut line: String = shown(row)
                .filter(|&(_, covered)| !covered)
                .map(|(cell, _)| match cell.symbol() {
                    "" => " ",
                    symbol => symbol,
                })
                .collect();
            line.truncate(line.trim_end_matches(' ').len());
            line
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The styles of `buffer` as a legend and a grid, to read next to its
/// [`screen_text`].
///
/// The legend gives each style other than the default a one-character code (`a` to `z`,
/// then `A` to `Z`, then `0` to `9`, in the order the styles first appear, row by row; any
/// further style is `?`), one line each: `b = fg:Cyan bold`. A style is written as its
/// foreground and background colours where they are set (`fg:`, `bg:`)
/// and its modifiers in lower case joined by `|`. A line `--` follows, then the grid: one
/// line per row, one code per cell, `.` for the default style, with trailing `.` trimmed as
/// [`screen_text`] trims trailing spaces. The cells a wide glyph covers take the glyph's
/// code, so that the grid lines up with the text in a terminal.
///
/// ```
/// use backtrack::app::style_layer;
/// use ratatui::{
///     buffer::Buffer,
///     layout::Rect,
///     style::{Color, Modifier, Style},
/// };
///
/// let mut buffer = Buffer::empty(Rect::new(0, 0, 8, 2));
/// let cyan = Style::new().fg(Color::Cyan).add_modifier(Modifier::BOLD);
/// buffer.set_string(1, 0, "Log", cyan);
/// buffer.set_string(0, 1, "x", Style::new().add_modifier(Modifier::REVERSED));
/// assert_eq!(
///     style_layer(&buffer),
///     "a = fg:Cyan bold\nb = reversed\n--\n.aaa\nb"
/// );
/// ```
pub fn style_layer(buffer: &Buffer) -> String {
    let mut styles: Vec<CellStyle> = Vec::new();
    let grid: Vec<String> = rows(buffer)
        .map(|row| {
            let mut line = String::new();
            let mut last = CellStyle::DEFAULT;
            for (cell, covered) in shown(row) {
                if !covered {
                    last = CellStyle::of(cell);
                }
                line.push(if last == CellStyle::DEFAULT {
                    '.'
                } else {
                    let index = match styles.iter().position(|&s| s == last) {
                        Some(index) => index,
                        None => {
                            styles.push(last);
                            styles.len() - 1
                        }
                    };
                    code(index)
                });
            }
            line.truncate(line.trim_end_matches('.').len());
            line
        })
        .collect();
    let legend = styles
        .iter()
        .enumerate()
        .map(|(index, style)| format!("{} = {}", code(index), style.describe()));
    legend
        .chain(["--".to_string()])
        .chain(grid)
        .collect::<Vec<_>>()
        .join("\n")
}

/// The text of `buffer`, a blank line, `styles:` and its style layer: a snapshot of a
/// screen whose styles are the point.
#[cfg(test)]
pub(crate) fn text_and_styles(buffer: &Buffer) -> String {
    format!(
        "{}\n\nstyles:\n{}",
        screen_text(buffer),
        style_layer(buffer)
    )
}

/// The codes of the first styles, in order; later styles are all `?`.
const CODES: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

fn code(index: usize) -> char {
    CODES.get(index).map_or('?', |&c| char::from(c))
}

/// The rows of `buffer`, top to bottom, each a slice of its cells.
pub(crate) fn rows(buffer: &Buffer) -> impl Iterator<Item = &[Cell]> {
    let width = usize::from(buffer.area.width);
    let height = usize::from(buffer.area.height);
    (0..height).map(move |y| &buffer.content()[y * width..(y + 1) * width])
}

/// The cells of `row`, each with whether a wide glyph to its left covers it.
pub(crate) fn shown(row: &[Cell]) -> impl Iterator<Item = (&Cell, bool)> {
    let mut covering = 0u16;
    row.iter().map(move |cell| {
        if covering > 0 {
            covering -= 1;
            (cell, true)
        } else {
            covering = cell.cell_width().saturating_sub(1);
            (cell, false)
        }
    })
}

/// What a cell looks like apart from its symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct CellStyle {
    fg: Color,
    bg: Color,
    modifier: Modifier,
}

impl CellStyle {
    const DEFAULT: CellStyle = CellStyle {
        fg: Color::Reset,
        bg: Color::Reset,
        modifier: Modifier::empty(),
    };

    fn of(cell: &Cell) -> CellStyle {
        CellStyle {
            fg: cell.fg,
            bg: cell.bg,
            modifier: cell.modifier,
        }
    }

    /// `fg:Cyan bg:Black bold|reversed`, leaving out what is not set.
    fn describe(self) -> String {
        let colours = [("fg", self.fg), ("bg", self.bg)]
            .into_iter()
            .filter(|&(_, colour)| colour != Color::Reset)
            .map(|(name, colour)| format!("{name}:{colour}"));
        let modifiers: Vec<String> = self
            .modifier
            .iter_names()
            .map(|(name, _)| name.to_ascii_lowercase())
            .collect();
        let modifiers = (!modifiers.is_empty()).then(|| modifiers.join("|"));
        colours.chain(modifiers).collect::<Vec<_>>().join(" ")
    }
}

#[cfg(test)]
mod tests {
    use ratatui::{layout::Rect, style::Style};

    use super::*;

    fn buffer(width: u16, height: u16) -> Buffer {
        Buffer::empty(Rect::new(0, 0, width, height))
    }

    #[test]
    fn one_line_per_row_without_trailing_spaces() {
        let mut buf = buffer(6, 4);
        buf.set_string(1, 0, "ab  c", Style::default());
        buf.set_string(0, 2, "de", Style::default());
        assert_eq!(screen_text(&buf), " ab  c\n\nde\n");
        assert_eq!(screen_text(&buf).split('\n').count(), 4);
    }

    #[test]
    fn a_wide_glyph_is_written_once() {
        let mut buf = buffer(7, 2);
        buf.set_string(0, 0, "漢字!", Style::default());
        buf.set_string(1, 1, "a字b", Style::default());
        // Each glyph covers the cell to its right, which ratatui leaves blank.
        assert_eq!(buf[(1, 0)].symbol(), " ");
        assert_eq!(screen_text(&buf), "漢字!\n a字b");
    }

    #[test]
    fn a_wide_glyph_over_an_old_symbol_hides_it() {
        let mut buf = buffer(4, 1);
        buf[(1, 0)].set_symbol("x");
        buf[(0, 0)].set_symbol("字");
        assert_eq!(screen_text(&buf), "字");
    }

    #[test]
    fn empty_buffers_and_symbols() {
        assert_eq!(screen_text(&buffer(0, 0)), "");
        assert_eq!(screen_text(&buffer(3, 2)), "\n");
        let mut buf = buffer(3, 1);
        buf[(0, 0)].set_symbol("");
        buf[(2, 0)].set_symbol("z");
        assert_eq!(screen_text(&buf), "  z");
    }

    #[test]
    fn styles_get_codes_in_order_of_first_appearance() {
        let mut buf = buffer(6, 3);
        let grey = Style::new().fg(Color::Gray);
        let marked = Style::new()
            .fg(Color::Black)
            .bg(Color::LightYellow)
            .add_modifier(Modifier::BOLD | Modifier::REVERSED);
        buf.set_string(0, 0, "┌──┐", grey);
        buf.set_string(2, 1, "Q", marked);
        buf.set_string(0, 2, "└──┘", grey);
        assert_eq!(
            style_layer(&buf),
            "a = fg:Gray\nb = fg:Black bg:LightYellow bold|reversed\n--\naaaa\n..b\naaaa"
        );
    }

    #[test]
    fn a_plain_buffer_has_an_empty_legend_and_blank_rows() {
        let mut buf = buffer(4, 2);
        buf.set_string(0, 0, "text", Style::default());
        assert_eq!(style_layer(&buf), "--\n\n");
    }

    #[test]
    fn the_cells_under_a_wide_glyph_take_its_code() {
        let mut buf = buffer(6, 1);
        buf.set_string(0, 0, "字", Style::new().fg(Color::Red));
        buf.set_string(2, 0, "x", Style::new().add_modifier(Modifier::DIM));
        assert_eq!(style_layer(&buf), "a = fg:Red\nb = dim\n--\naab");
    }

    #[test]
    fn indexed_and_rgb_colours_are_named() {
        let mut buf = buffer(2, 1);
        let style = Style::new()
            .fg(Color::Indexed(208))
            .bg(Color::Rgb(1, 2, 255))
            .add_modifier(Modifier::UNDERLINED);
        buf.set_string(1, 0, "u", style);
        assert_eq!(
            style_layer(&buf),
            "a = fg:208 bg:#0102FF underlined\n--\n.a"
        );
    }

    #[test]
    fn styles_past_the_last_code_share_a_question_mark() {
        let mut buf = buffer(70, 1);
        for x in 0..70u16 {
            buf[(x, 0)].set_fg(Color::Indexed(x as u8 + 1));
        }
        let layer = style_layer(&buf);
        let grid = layer.lines().last().unwrap();
        assert_eq!(&grid[..3], "abc");
        assert_eq!(&grid[60..], "89????????");
        assert!(layer.contains("\n9 = fg:62\n? = fg:63\n"), "{layer}");
    }
}
