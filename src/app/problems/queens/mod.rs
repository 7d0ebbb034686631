//! The queens board: queens, the lines they attack along, the columns refused in the row
//! being filled, and seed 000's flag arrays `isCol`, `isBia1` and `isBia2` under it.
//!
//! Its parts share what this file imports: each takes it with `use super::*`.

pub mod by_hand;
pub(crate) mod code;
#[cfg(test)]
pub(crate) mod colour_tests;
pub(crate) mod draw;
pub(crate) mod layout;
pub(crate) mod look;
pub(crate) mod quiz;
pub(crate) mod script;
#[cfg(test)]
pub(crate) mod tests;
pub(crate) mod words;

use crate::app::board::{
    Canvas, Measure, Offer, Pieces, draw_centered, draw_too_small, fit_of, largest_fit, list,
    width_of, window_rows,
};
use crate::app::input::keys::{Binding, bind, help};
use crate::app::widgets::code_view::line;
use crate::app::{
    Act, BoardFit, Code, CodeView, Form, Lang, Listing, Message, Role, Show, Telling, Theme,
};
use crate::engine::{Choices, Event, Frame, Problem, Search};
use crate::problems::{Numbering, QueensBoard};
use code::{Array, Names};
use layout::*;
use look::*;
use ratatui::crossterm::event::KeyCode;
use ratatui::{
    buffer::Buffer,
    layout::Rect,
    style::{Modifier, Style},
};
use script::*;
use words::*;

/// The queens board's display switch.
///
/// The tutorial's step tables mark only what a loop has checked; the squares the queens
/// attack and the queens tried and taken off are an extra layer a teacher turns on, off
/// by default so that every picture is the tutorial's table of that step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct QueensOptions {
    /// Shade the squares a queen above attacks that no loop has checked, and mark the
    /// queens tried and taken off.
    pub attacked: bool,
}

/// What the queens board's own keys do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueensAction {
    /// Show or hide the attacked squares and the tried queens.
    ToggleAttacked,
}

/// The key that shows or hides the attacked squares and the tried queens.
pub(crate) const ATTACKED_KEY: char = 'u';

/// The queens board's own keys, after the player's.
const KEYS: &[Binding<QueensAction>] = &[bind(
    &[(KeyCode::Char(ATTACKED_KEY), QueensAction::ToggleAttacked)],
    help(QUEENS_KEY_ATTACKED),
)];

/// The steps of 4-queens that seed 000's tables (a) to (f) draw: the first queen, the
/// second, the dead end of row 3, the third queen's dead end in row 4, the first queen
/// moved on, and the first solution.
const FOUR_QUEENS_TABLES: [u64; 6] = [1, 2, 3, 5, 9, 13];

/// Searched in one order: nothing for `compare` to put side by side.
impl crate::app::Orders for QueensBoard {}

impl Show for QueensBoard {
    type Options = QueensOptions;
    type Action = QueensAction;

    fn keys() -> &'static [Binding<QueensAction>] {
        KEYS
    }

    fn pictures(&self) -> &'static [u64] {
        match self.size() {
            4 => &FOUR_QUEENS_TABLES,
            _ => &[],
        }
    }

    fn act(action: QueensAction, _start: &Self, options: &mut QueensOptions) -> Act<Self> {
        match action {
            QueensAction::ToggleAttacked => {
                options.attacked = !options.attacked;
                let id = if options.attacked {
                    QUEENS_ATTACKED_SHOWN
                } else {
                    QUEENS_ATTACKED_HIDDEN
                };
                Act::Tell(Message::new(id, &[&ATTACKED_KEY]))
            }
        }
    }

    fn choice_name(&self, choice: u8, places: crate::problems::Numbering) -> String {
        places.of(usize::from(choice)).to_string()
    }

    fn slot_words(lang: Lang) -> Vec<(&'static str, &'static str)> {
        vec![("row", words::SLOT_ROW.get(lang))]
    }

    #[cfg(test)]
    fn samples() -> Vec<(Self, usize, Self::Options)> {
        tests::samples()
    }

    fn heading(&self, lang: Lang) -> String {
        script::heading(self, lang)
    }

    fn code_table(&self) -> Listing {
        CODE
    }

    fn solution_call(&self, _last: Option<&Frame>, tell: Telling) -> String {
        script::solution_call(self, _last, tell)
    }

    fn frame_label(&self, frame: &Frame, tell: Telling) -> String {
        script::frame_label(self, frame, tell)
    }

    fn narrate(search: &Search<Self>, event: Event, tell: Telling) -> String {
        script::narrate(search, event, tell)
    }

    fn board_min_size(&self) -> (u16, u16) {
        let n = self.size();
        QueensLayout::new(n, Tier::Compact, Names::of(None, Numbering::FromOne))
            .window(0, n.min(MIN_WINDOW))
            .size()
    }

    fn code_views(&self) -> Vec<&'static CodeView> {
        code::views()
    }

    fn board_fit(
        &self,
        width: u16,
        height: u16,
        options: QueensOptions,
        code: Code,
        theme: &Theme,
    ) -> Option<BoardFit> {
        let area = Rect::new(0, 0, width, height);
        let names = Names::of(code, Numbering::FromOne);
        let chosen = choose(self.size(), names, area, 0, options, theme)?;
        let window = chosen.0.rows < chosen.0.n;
        Some(fit_of(area, &chosen, window))
    }

    fn render_board(
        search: &Search<Self>,
        last: Option<Event>,
        options: QueensOptions,
        code: Code,
        theme: &Theme,
        area: Rect,
        buf: &mut Buffer,
    ) {
        let area = area.intersection(buf.area);
        let view = QueensView::new(search, last, options);
        let n = view.board.size();
        match choose(
            n,
            Names::of(code, theme.numbering()),
            area,
            view.focus_row(),
            options,
            theme,
        ) {
            Some((layout, legend)) => draw_centered(buf, area, layout.size(), legend, |canvas| {
                layout.draw(&view, theme, canvas);
            }),
            None => draw_too_small(buf, area, view.board.board_min_size(), theme),
        }
    }
}
