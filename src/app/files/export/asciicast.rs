//! Screens as an asciicast v2 recording: a header line, then one `[time, "o", data]`
//! event a frame, written as it goes so that a recording of any length takes the memory
//! of one screen.
//!
//! The first frame draws the whole screen; each next one only the cells that changed, as
//! a terminal backend does, so that `asciinema play` and GIF converters show the screens
//! exactly and the file stays small.

use std::fmt::Write as _;
use std::io::{self, Write};

use ratatui::{
    buffer::{Buffer, Cell, CellWidth},
    style::{Color, Modifier},
};

/// An asciicast v2 file being written to `out`.
#[derive(Debug)]
pub struct Asciicast<W: Write> {
    out: W,
    previous: Option<Buffer>,
    frames: u64,
    data: String,
}

impl<W: Write> Asciicast<W> {
    /// Writes the header of a `width` × `height` recording to `out`.
    pub fn new(mut out: W, (width, height): (u16, u16)) -> io::Result<Self> {
        writeln!(
            out,
            "{{\"version\": 2, \"width\": {width}, \"height\": {height}, \
             \"env\": {{\"TERM\": \"xterm-256color\"}}}}"
        )?;
        Ok(Asciicast {
            out,
            previous: None,
            frames: 0,
            data: String::with_capacity(4096),
        })
    }

    /// Writes `screen` as the frame at `time` seconds from the start.
    ///
    /// A screen of another size than the one before is drawn whole, after a resize event.
    pub fn frame(&mut self, time: f64, screen: &Buffer) -> io::Result<()> {
        self.data.clear();
        match &self.previous {
            Some(previous) if previous.area == screen.area => {
                draw_cells(&mut self.data, previous.diff(screen));
            }
            previous => {
                if previous.is_some() {
                    let area = screen.area;
                    writeln!(
                        self.out,
                        "[{time:.6}, \"r\", \"{}x{}\"]",
                        area.width, area.height
                    )?;
                }
                self.data.push_str("\x1b[?25l\x1b[0m\x1b[2J");
                let blank = Buffer::empty(screen.area);
                draw_cells(&mut self.data, blank.diff(screen));
            }
        }
        self.data.push_str("\x1b[0m");
        write!(self.out, "[{time:.6}, \"o\", ")?;
        write_json_string(&mut self.out, &self.data)?;
        self.out.write_all(b"]\n")?;
        self.frames += 1;
        match &mut self.previous {
            Some(previous) if previous.area == screen.area => previous.clone_from(screen),
            previous => *previous = Some(screen.clone()),
        }
        Ok(())
    }

    /// Writes a marker event, `[time, "m", "label"]`: a place named in the recording that
    /// players list and jump to, which draws nothing.
    pub fn marker(&mut self, time: f64, label: &str) -> io::Result<()> {
        write!(self.out, "[{time:.6}, \"m\", ")?;
        write_json_string(&mut self.out, label)?;
        self.out.write_all(b"]\n")
    }

    /// How many frames it holds.
    pub fn frames(&self) -> u64 {
        self.frames
    }

    /// Flushes the recording and hands back where it went.
    pub fn finish(mut self) -> io::Result<W> {
        self.out.flush()?;
        Ok(self.out)
    }
}

/// The terminal output that changes `cells` (from [`Buffer::diff`]) on screen: a cursor
/// move where the next cell is not where the last one left the cursor, a style change
/// where the style differs, then the symbol.
fn draw_cells(data: &mut String, cells: Vec<(u16, u16, &Cell)>) {
    let mut cursor: Option<(u16, u16)> = None;
    let mut style: Option<(Color, Color, Modifier)> = None;
    for (x, y, cell) in cells {
        match cursor {
            Some(at) if at == (x, y) => {}
            // Along the same row, a move forward is shorter than a move to a place.
            Some((from, row)) if row == y && from < x => {
                let _ = write!(data, "\x1b[{}C", x - from);
            }
            _ => {
                let _ = write!(data, "\x1b[{};{}H", y + 1, x + 1);
            }
        }
        let look = (cell.fg, cell.bg, cell.modifier);
        if style != Some(look) {
            sgr(data, look);
            style = Some(look);
        }
        let symbol = match cell.symbol() {
            "" => " ",
            symbol => symbol,
        };
        data.push_str(symbol);
        cursor = Some((x + cell.cell_width().max(1), y));
    }
}

/// The escape sequence that sets a cell's colours and modifiers, from a reset.
fn sgr(data: &mut String, (fg, bg, modifier): (Color, Color, Modifier)) {
    data.push_str("\x1b[0");
    for (m, code) in [
        (Modifier::BOLD, 1),
        (Modifier::DIM, 2),
        (Modifier::ITALIC, 3),
        (Modifier::UNDERLINED, 4),
        (Modifier::SLOW_BLINK, 5),
        (Modifier::RAPID_BLINK, 6),
        (Modifier::REVERSED, 7),
        (Modifier::HIDDEN, 8),
        (Modifier::CROSSED_OUT, 9),
    ] {
        if modifier.contains(m) {
            let _ = write!(data, ";{code}");
        }
    }
    colour(data, fg, 30);
    colour(data, bg, 40);
    data.push('m');
}

/// `;code` for `color` as a text (`base` 30) or background (`base` 40) colour.
fn colour(data: &mut String, color: Color, base: u8) {
    let ansi = |i: u8| if i < 8 { base + i } else { base + 60 + i - 8 };
    let _ = match color {
        Color::Reset => Ok(()),
        Color::Black => write!(data, ";{}", ansi(0)),
        Color::Red => write!(data, ";{}", ansi(1)),
        Color::Green => write!(data, ";{}", ansi(2)),
        Color::Yellow => write!(data, ";{}", ansi(3)),
        Color::Blue => write!(data, ";{}", ansi(4)),
        Color::Magenta => write!(data, ";{}", ansi(5)),
        Color::Cyan => write!(data, ";{}", ansi(6)),
        Color::Gray => write!(data, ";{}", ansi(7)),
        Color::DarkGray => write!(data, ";{}", ansi(8)),
        Color::LightRed => write!(data, ";{}", ansi(9)),
        Color::LightGreen => write!(data, ";{}", ansi(10)),
        Color::LightYellow => write!(data, ";{}", ansi(11)),
        Color::LightBlue => write!(data, ";{}", ansi(12)),
        Color::LightMagenta => write!(data, ";{}", ansi(13)),
        Color::LightCyan => write!(data, ";{}", ansi(14)),
        Color::White => write!(data, ";{}", ansi(15)),
        Color::Indexed(i) => write!(data, ";{};5;{i}", base + 8),
        Color::Rgb(r, g, b) => write!(data, ";{};2;{r};{g};{b}", base + 8),
    };
}

/// `text` as a JSON string, quotes included.
fn write_json_string(out: &mut impl Write, text: &str) -> io::Result<()> {
    let mut escaped = String::with_capacity(text.len() + 16);
    escaped.push('"');
    for c in text.chars() {
        match c {
            '"' => escaped.push_str("\\\""),
            '\\' => escaped.push_str("\\\\"),
            '\n' => escaped.push_str("\\n"),
            '\r' => escaped.push_str("\\r"),
            '\t' => escaped.push_str("\\t"),
            c if u32::from(c) < 0x20 || c == '\u{7f}' => {
                let _ = write!(escaped, "\\u{:04x}", u32::from(c));
            }
            c => escaped.push(c),
        }
    }
    escaped.push('"');
    out.write_all(escaped.as_bytes())
}

#[cfg(test)]
mod tests {
    use ratatui::{layout::Rect, style::Style};

    use super::*;

    #[test]
    fn a_header_then_one_line_a_frame_with_only_the_changes_after_the_first() {
        let mut cast = Asciicast::new(Vec::new(), (4, 2)).expect("header");
        let mut screen = Buffer::empty(Rect::new(0, 0, 4, 2));
        screen.set_string(0, 0, "ab", Style::new().fg(Color::Red));
        cast.frame(0.0, &screen).expect("first");
        screen.set_string(1, 1, "\"", Style::default());
        cast.frame(0.5, &screen).expect("second");
        assert_eq!(cast.frames(), 2);
        let text = String::from_utf8(cast.finish().expect("flushed")).expect("UTF-8");
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            r#"{"version": 2, "width": 4, "height": 2, "env": {"TERM": "xterm-256color"}}"#
        );
        assert!(
            lines[1].starts_with(r#"[0.000000, "o", "\u001b[?25l"#),
            "{}",
            lines[1]
        );
        assert!(lines[1].contains(r"\u001b[0;31mab"), "{}", lines[1]);
        assert_eq!(
            lines[2],
            r#"[0.500000, "o", "\u001b[2;2H\u001b[0m\"\u001b[0m"]"#
        );
    }

    #[test]
    fn a_marker_is_one_m_event_with_its_label_as_a_json_string() {
        let mut cast = Asciicast::new(Vec::new(), (1, 1)).expect("header");
        cast.marker(2.5, "cut \"here\"").expect("marker");
        assert_eq!(cast.frames(), 0, "a marker is no frame");
        let text = String::from_utf8(cast.finish().expect("flushed")).expect("UTF-8");
        assert_eq!(
            text.lines().nth(1),
            Some(r#"[2.500000, "m", "cut \"here\""]"#)
        );
    }

    #[test]
    fn a_new_size_is_a_resize_event_and_a_whole_screen() {
        let mut cast = Asciicast::new(Vec::new(), (2, 1)).expect("header");
        cast.frame(0.0, &Buffer::empty(Rect::new(0, 0, 2, 1)))
            .expect("first");
        cast.frame(1.0, &Buffer::empty(Rect::new(0, 0, 3, 1)))
            .expect("second");
        let text = String::from_utf8(cast.finish().expect("flushed")).expect("UTF-8");
        assert!(text.contains("[1.000000, \"r\", \"3x1\"]\n[1.000000, \"o\", \"\\u001b[?25l"));
    }
}
