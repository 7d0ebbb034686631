//! The help overlay: the key table of the screen underneath, moved with the arrow keys
//! when it is longer than the screen.

use std::cell::Cell;

use ratatui::{
    buffer::Buffer,
    layout::Rect,
    text::{Line, Span},
    widgets::Widget,
};

use crate::app::input::keys::{self, HelpAction, HelpLine};
use crate::app::widgets::areas;
use crate::app::widgets::border::Border;
use crate::app::widgets::lines::draw_lines;
use crate::app::widgets::text::{width_of, wrap};
use crate::app::{Theme, words};

/// Where a help longer than the screen is: its first line drawn, and how far it can go,
/// as the last drawing found it (the screen's height decides).
#[derive(Debug, Default)]
pub struct HelpScroll {
    /// The first line drawn.
    from: Cell<usize>,
    /// The last first line that still fills the box; 0 when the whole help fits.
    most: Cell<usize>,
}

impl HelpScroll {
    /// Whether the last drawing left lines out, so that the arrow keys have somewhere
    /// to go.
    pub fn scrolls(&self) -> bool {
        self.most.get() > 0
    }

    /// Moves as `action` says, no further than the ends.
    pub fn act(&self, action: HelpAction) {
        const PAGE: usize = 10;
        let from = self.from.get();
        let from = match action {
            HelpAction::Up => from.saturating_sub(1),
            HelpAction::Down => from + 1,
            HelpAction::PageUp => from.saturating_sub(PAGE),
            HelpAction::PageDown => from + PAGE,
            HelpAction::Top => 0,
        };
        self.from.set(from.min(self.most.get()));
    }

    /// Back to the first line, for the next time the help opens.
    pub fn reset(&self) {
        self.from.set(0);
    }
}

/// The narrowest column the help wraps what a key does into, however narrow the screen:
/// narrower, a word a line would be harder to read than a line cut at the edge.
const MIN_WORDS_WIDTH: usize = 16;

/// A box over the middle of the screen listing the keys, with optional lines under them.
pub struct Help<'a> {
    /// The keys to list.
    pub helps: &'a [HelpLine],
    /// Lines after the table, such as the legend of the status glyphs.
    pub notes: Vec<Line<'a>>,
    /// The styles.
    pub theme: &'a Theme,
    /// Where it is, when it is longer than the screen.
    pub scroll: &'a HelpScroll,
}

impl Widget for Help<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let key_width = self
            .helps
            .iter()
            .map(|b| width_of(b.keys(theme)))
            .max()
            .unwrap_or(0);
        // What a key does wraps under itself where the screen is too narrow for it (the
        // breakpoints' line at 80 columns): the box's borders and padding take 4 columns.
        let room_for_words = usize::from(area.width)
            .saturating_sub(4 + key_width + 2)
            .max(MIN_WORDS_WIDTH);
        let mut lines: Vec<Line> = Vec::new();
        for b in self.helps {
            let said = wrap(b.words.get(theme.lang()), room_for_words);
            for (i, part) in said.into_iter().enumerate() {
                let keys = if i == 0 { b.keys(theme) } else { "" };
                lines.push(Line::from(vec![
                    Span::styled(format!("{keys:<key_width$}"), theme.key()),
                    Span::raw("  "),
                    Span::styled(part, theme.text()),
                ]));
            }
        }
        if !self.notes.is_empty() {
            lines.push(Line::default());
            lines.extend(self.notes);
        }
        // A help longer than the screen shows a window of its lines that the arrows move.
        let room = usize::from(area.height).saturating_sub(2);
        let most = lines.len().saturating_sub(room);
        self.scroll.most.set(most);
        let from = self.scroll.from.get().min(most);
        self.scroll.from.set(from);
        let width = lines.iter().map(Line::width).max().unwrap_or(0) + 4;
        let lines: Vec<Line> = lines.into_iter().skip(from).take(room).collect();
        let height = lines.len() + 2;
        let popup = areas::centered(area, width as u16, height as u16);
        areas::clear_for_overlay(popup, buf);
        let lang = theme.lang();
        let title = format!(" {} ", words::KEYS.get(lang));
        let bottom = match keys::helps(keys::HELP).find_map(|line| line.hint) {
            Some(hint) if most > 0 => {
                format!(" {} {} ", hint.keys.get(theme), hint.word.get(lang))
            }
            _ => format!(" {} ", words::ANY_KEY_CLOSES.get(lang)),
        };
        let inner = Border::new(Span::styled(title, theme.accent()), theme)
            .bottom(Span::styled(bottom, theme.dim()))
            .padding(1)
            .draw(popup, buf);
        draw_lines(&lines, inner, buf);
    }
}
