//! The subset sum board: the include/exclude tree with the branches the pruning refuses,
//! the numbers marked taken or skipped, the running sum against the target, and the two
//! pruning tests worked out for the number being decided.
//!
//! Its parts share what this file imports: each takes it with `use super::*`.

mod board_parts;
pub(crate) mod draw;
pub(crate) mod editor;
pub(crate) mod layout;
pub(crate) mod look;
pub(crate) mod quiz;
pub(crate) mod script;
#[cfg(test)]
pub(crate) mod tests;
pub(crate) mod words;

use crate::app::board::block_glyph;
use crate::app::board::fit::{fits, spreads_in};
use crate::app::board::{
    Canvas, Measure, Offer, Pieces, TreeMarks, draw_centered, draw_too_small, fit_of, largest_fit,
    list, pieces_width, tree_path_style, width_of, window_rows,
};
use crate::app::widgets::code_view::line;
use crate::app::{BoardFit, Code, Form, Lang, Listing, NoKeys, Role, Show, Telling, Theme};
use crate::engine::{Event, Frame, Search};
use crate::problems::SubsetSum;
use crate::problems::subset_sum::{Refusal, SKIP, TAKE};
use layout::*;
use look::*;
use ratatui::{
    buffer::Buffer,
    layout::Rect,
    style::{Modifier, Style},
};
use script::*;
use std::fmt::Display;
use words::*;

/// Searched in one order: nothing for `compare` to put side by side.
impl crate::app::Orders for SubsetSum {}

impl Show for SubsetSum {
    type Options = ();
    type Action = NoKeys;

    fn slot_words(lang: Lang) -> Vec<(&'static str, &'static str)> {
        vec![("take", TAKE_WORD.get(lang)), ("skip", SKIP_WORD.get(lang))]
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

    fn role(&self, event: Event) -> Role {
        script::role(event)
    }

    fn choice_name(&self, choice: u8, _places: crate::problems::Numbering) -> String {
        script::choice_name(choice)
    }

    fn frame_label(&self, frame: &Frame, tell: Telling) -> String {
        script::frame_label(self, frame, tell)
    }

    fn narrate(search: &Search<Self>, event: Event, tell: Telling) -> String {
        script::narrate(search, event, tell)
    }

    fn board_min_size(&self) -> (u16, u16) {
        SubsetSumLayout::new(self, Tier::Compact).size()
    }

    fn board_fit(
        &self,
        width: u16,
        height: u16,
        _options: (),
        _code: Code,
        theme: &Theme,
    ) -> Option<BoardFit> {
        let area = Rect::new(0, 0, width, height);
        let chosen = choose(self, area, 0, theme)?;
        let window = chosen.0.is_window();
        Some(fit_of(area, &chosen, window))
    }

    fn render_board(
        search: &Search<Self>,
        last: Option<Event>,
        _options: (),
        _code: Code,
        theme: &Theme,
        area: Rect,
        buf: &mut Buffer,
    ) {
        let area = area.intersection(buf.area);
        let view = SubsetSumView::new(search, last);
        let state = search.problem();
        let focus = search.frames().len().saturating_sub(1);
        match choose(state, area, focus, theme) {
            Some((layout, legend)) => draw_centered(buf, area, layout.size(), legend, |canvas| {
                layout.draw(&view, theme, canvas);
            }),
            None => draw_too_small(buf, area, state.board_min_size(), theme),
        }
    }
}
