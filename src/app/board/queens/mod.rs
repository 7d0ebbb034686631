//! The queens board: queens, the lines they attack along, the columns refused in the row
//! being filled, and seed 000's flag arrays `isCol`, `isBia1` and `isBia2` under it.
//!
//! Its parts share what this file imports: each takes it with `use super::*`.

mod code;
mod draw;
mod layout;
mod look;
mod script;
#[cfg(test)]
mod tests;
mod words;

use super::{
    Canvas, Measure, Offer, Pieces, draw_centered, draw_too_small, fit_of, largest_fit, list,
    width_of, window_rows,
};
use crate::app::code_view::line;
use crate::app::{
    BoardFit, Code, CodeView, Form, Lang, Listing, NoKeys, Role, Show, Telling, Theme,
};
use crate::engine::{Choices, Event, Frame, Problem, Search};
use crate::problems::{Numbering, QueensBoard};
use code::{Array, Names};
use layout::*;
use look::*;
use ratatui::{
    buffer::Buffer,
    layout::Rect,
    style::{Modifier, Style},
};
use script::*;
use words::*;

impl Show for QueensBoard {
    type Options = ();
    type Action = NoKeys;

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
        Layout::new(n, Tier::Compact, Names::of(None, Numbering::FromOne))
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
        _options: (),
        code: Code,
        theme: &Theme,
    ) -> Option<BoardFit> {
        let area = Rect::new(0, 0, width, height);
        let names = Names::of(code, Numbering::FromOne);
        let chosen = choose(self.size(), names, area, 0, theme)?;
        let window = chosen.0.rows < chosen.0.n;
        Some(fit_of(area, &chosen, window))
    }

    fn render_board(
        search: &Search<Self>,
        last: Option<Event>,
        _options: (),
        code: Code,
        theme: &Theme,
        area: Rect,
        buf: &mut Buffer,
    ) {
        let area = area.intersection(buf.area);
        let view = View::new(search, last);
        let n = view.board.size();
        match choose(
            n,
            Names::of(code, theme.numbering()),
            area,
            view.focus_row(),
            theme,
        ) {
            Some((layout, legend)) => draw_centered(buf, area, layout.size(), legend, |canvas| {
                layout.draw(&view, theme, canvas);
            }),
            None => draw_too_small(buf, area, view.board.board_min_size(), theme),
        }
    }
}
