//! The player's screen as files: text, SVG and HTML pictures of one step, and asciicast
//! recordings of many, all written from the [`Buffer`] the app draws into, so that a
//! picture is exactly what the screen shows.

pub mod asciicast;
pub mod free_name;
pub mod html;
mod palette;
mod recording;
mod runs;
pub mod staged_file;
pub mod svg;

use ratatui::{buffer::Buffer, layout::Rect};

pub use palette::Paper;
pub use recording::Recording;

use super::{Headless, Theme, screen_text};

/// The player's screen as drawn in a terminal `width` × `height`, without a terminal.
pub fn draw(session: &dyn Headless, theme: &Theme, (width, height): (u16, u16)) -> Buffer {
    let area = Rect::new(0, 0, width, height);
    let mut buffer = Buffer::empty(area);
    session.render(theme, area, &mut buffer);
    buffer
}

/// `buffer` as plain text: [`screen_text`] with a newline after the last row, ready for
/// a Markdown code block.
pub fn text(buffer: &Buffer) -> String {
    let mut text = screen_text(buffer);
    text.push('\n');
    text
}

/// The name of the files saved from a screen: the problem's `heading` in lower case with
/// a `-` for each run of other characters than ASCII letters and digits, and the step:
/// `8-queens-step-23`.
pub fn file_stem(heading: &str, step: u64) -> String {
    let mut stem = String::with_capacity(heading.len() + 16);
    for c in heading.chars() {
        if c.is_ascii_alphanumeric() {
            stem.push(c.to_ascii_lowercase());
        } else if !stem.is_empty() && !stem.ends_with('-') {
            stem.push('-');
        }
    }
    if !stem.is_empty() && !stem.ends_with('-') {
        stem.push('-');
    }
    stem.push_str(&format!("step-{step}"));
    stem
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_are_named_after_the_heading_and_the_step() {
        assert_eq!(file_stem("8-Queens", 23), "8-queens-step-23");
        assert_eq!(file_stem("Sudoku 9×9 · MRV", 0), "sudoku-9-9-mrv-step-0");
        assert_eq!(file_stem("数独", 4), "step-4");
    }
}
