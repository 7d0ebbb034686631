//! Styles and glyphs, in colour or monochrome, Unicode or ASCII.

use ratatui::style::{Color, Modifier, Style};

/// How the app draws: with or without colour, with Unicode or ASCII glyphs.
///
/// Every state has a glyph or a modifier of its own as well as a colour, so the monochrome
/// theme shows everything the coloured one does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Theme {
    ascii: bool,
    color: bool,
}

impl Theme {
    /// A theme drawing with ASCII only when `ascii`, and with colours when `color`.
    pub const fn new(ascii: bool, color: bool) -> Self {
        Theme { ascii, color }
    }

    /// Whether glyphs are limited to ASCII.
    pub fn is_ascii(&self) -> bool {
        self.ascii
    }

    /// `unicode` normally, `ascii` in ASCII mode.
    pub fn glyph(&self, unicode: &'static str, ascii: &'static str) -> &'static str {
        if self.ascii { ascii } else { unicode }
    }

    fn pick(&self, color: Style, mono: Style) -> Style {
        if self.color { color } else { mono }
    }

    /// Plain text.
    pub fn text(&self) -> Style {
        Style::default()
    }

    /// Things in the background: visited nodes, hints, empty flags.
    pub fn dim(&self) -> Style {
        self.pick(
            Style::default().fg(Color::DarkGray),
            Style::default().add_modifier(Modifier::DIM),
        )
    }

    /// A node or choice the search has been through and left: dim, and in colour also
    /// italic, so that it differs from one not reached yet by more than its colour.
    pub fn visited(&self) -> Style {
        self.pick(
            Style::default()
                .fg(Color::DarkGray)
                .add_modifier(Modifier::ITALIC),
            Style::default().add_modifier(Modifier::DIM),
        )
    }

    /// Titles and headings.
    pub fn accent(&self) -> Style {
        self.pick(
            Style::default()
                .fg(Color::Cyan)
                .add_modifier(Modifier::BOLD),
            Style::default().add_modifier(Modifier::BOLD),
        )
    }

    /// A sudoku given: bold, never mistaken for a placed digit.
    pub fn given(&self) -> Style {
        self.pick(
            Style::default()
                .fg(Color::White)
                .add_modifier(Modifier::BOLD),
            Style::default().add_modifier(Modifier::BOLD),
        )
    }

    /// A value the search has placed.
    pub fn placed(&self) -> Style {
        self.pick(
            Style::default().fg(Color::LightBlue),
            Style::default().add_modifier(Modifier::ITALIC),
        )
    }

    /// The slot being filled, and the current line or node.
    pub fn current(&self) -> Style {
        self.pick(
            Style::default()
                .fg(Color::Black)
                .bg(Color::Yellow)
                .add_modifier(Modifier::BOLD),
            Style::default().add_modifier(Modifier::REVERSED | Modifier::BOLD),
        )
    }

    /// A value taken back on this step.
    pub fn removed(&self) -> Style {
        self.pick(
            Style::default()
                .fg(Color::LightRed)
                .add_modifier(Modifier::CROSSED_OUT | Modifier::BOLD),
            Style::default().add_modifier(Modifier::CROSSED_OUT | Modifier::UNDERLINED),
        )
    }

    /// A completed solution.
    pub fn solution(&self) -> Style {
        self.pick(
            Style::default()
                .fg(Color::LightGreen)
                .add_modifier(Modifier::BOLD),
            Style::default().add_modifier(Modifier::BOLD | Modifier::UNDERLINED),
        )
    }

    /// A cell under attack or a choice refused.
    pub fn attacked(&self) -> Style {
        self.pick(
            Style::default().fg(Color::Red),
            Style::default().add_modifier(Modifier::DIM),
        )
    }

    /// A flag that is set in an occupancy array or bit set.
    pub fn flag_on(&self) -> Style {
        self.pick(
            Style::default()
                .fg(Color::LightYellow)
                .add_modifier(Modifier::BOLD),
            Style::default().add_modifier(Modifier::BOLD),
        )
    }

    /// The chosen entry of a list.
    pub fn selected(&self) -> Style {
        self.pick(
            Style::default().fg(Color::Black).bg(Color::Cyan),
            Style::default().add_modifier(Modifier::REVERSED),
        )
    }

    /// A key in the footer or the help.
    pub fn key(&self) -> Style {
        self.pick(
            Style::default()
                .fg(Color::Yellow)
                .add_modifier(Modifier::BOLD),
            Style::default().add_modifier(Modifier::BOLD),
        )
    }

    /// Frames, borders and box lines.
    pub fn border(&self) -> Style {
        self.pick(Style::default().fg(Color::Gray), Style::default())
    }
}
