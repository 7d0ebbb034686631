//! What the editor's and the puzzle folder's screens draw alike: the too-small notice,
//! the heading row, and the footer of keys or the message of the moment.

use ratatui::{
    buffer::Buffer,
    layout::Rect,
    style::Style,
    text::{Line, Span},
    widgets::Widget,
};

use crate::app::input::keys::{self, HelpLine};
use crate::app::screens::too_small::{self, TooSmall};
use crate::app::widgets::areas;
use crate::app::widgets::text::{cut, fit, wrap};
use crate::app::{Message, Theme};

/// A screen's frame: its heading, its message if it has one, else its keys.
pub struct EditorChrome<'a> {
    /// What the screen shows, after the app's name.
    pub heading: String,
    /// The message of the moment, in place of the keys.
    pub message: Option<&'a Message>,
    /// The screen's keys, for the footer.
    pub helps: Vec<HelpLine>,
    /// The smallest area the screen draws in.
    pub need: (u16, u16),
}

impl EditorChrome<'_> {
    /// Draws the frame in `area` and returns the body between its rows; `None`, with a
    /// notice drawn instead, when `area` is smaller than the screen needs.
    pub fn draw(self, theme: &Theme, area: Rect, buf: &mut Buffer) -> Option<Rect> {
        if !too_small::fits(area, self.need) {
            TooSmall {
                need: self.need,
                have: (area.width, area.height),
                theme,
            }
            .render(area, buf);
            return None;
        }
        let [title, body, footer] = areas::rows(area, 1, 1);
        let dash = theme.glyph("—", "-");
        let name = " backtrack ";
        let heading = format!("{dash} {}", fit(theme, &self.heading));
        let room = usize::from(title.width).saturating_sub(name.len());
        Line::from(vec![
            Span::styled(name, theme.accent()),
            Span::styled(cut(theme, &heading, room), theme.dim()),
        ])
        .render(title, buf);
        match self.message {
            Some(message) => {
                let said = fit(theme, message.get(theme.lang())).into_owned();
                Line::styled(said, theme.accent()).render(footer, buf);
            }
            None => keys::footer(self.helps, theme, footer.width).render(footer, buf),
        }
        Some(body)
    }
}

/// Each text of `said` in its style, in the theme's glyphs, wrapped between words to
/// `width`: a panel's lines.
pub fn wrapped(said: &[(String, Style)], theme: &Theme, width: usize) -> Vec<Line<'static>> {
    said.iter()
        .flat_map(|(text, style)| {
            wrap(&fit(theme, text), width)
                .into_iter()
                .map(move |line| Line::styled(line, *style))
        })
        .collect()
}
