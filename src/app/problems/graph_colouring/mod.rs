//! The graph colouring board: the map drawn as a graph, each region a node with its name
//! and colour letter, and beside it what each colour does at the region coloured next,
//! refused with the neighbour that holds it or free.
//!
//! Its parts share what this file imports: each takes it with `use super::*`.

mod board_parts;
pub(crate) mod draw;
pub(crate) mod editor;
pub(crate) mod layout;
#[cfg(test)]
pub(crate) mod list_tests;
pub(crate) mod look;
pub(crate) mod quiz;
pub(crate) mod script;
#[cfg(test)]
pub(crate) mod tests;
pub(crate) mod words;

use crate::app::board::fit::legend_rows;
use crate::app::board::{
    Canvas, Measure, Offer, Pieces, draw_centered, draw_too_small, fit_of, largest_fit,
};
use crate::app::board::{width_of, window_rows};
use crate::app::screens::orders::Orders;
use crate::app::widgets::code_view::line;
use crate::app::{BoardFit, Code, Form, Lang, Listing, NoKeys, Role, Show, Telling, Theme};
use crate::engine::{Event, Frame, Search};
use crate::problems::ColouringBoard;
use crate::problems::graph_colouring::RegionOrder;
use crate::problems::graph_colouring::colour_letter;
use layout::*;
use look::*;
use ratatui::{buffer::Buffer, layout::Rect, style::Style};
use script::*;
use words::*;

/// The file's order and the most constrained region first, side by side: the same
/// colourings, found after fewer dead ends on the right.
impl Orders for ColouringBoard {
    fn in_every_order(&self) -> Vec<Self> {
        RegionOrder::ALL
            .into_iter()
            .map(|order| self.reordered(order))
            .collect()
    }

    fn order_name(&self) -> &'static str {
        self.order().name()
    }
}

impl Show for ColouringBoard {
    type Options = ();
    type Action = NoKeys;

    fn slot_words(lang: Lang) -> Vec<(&'static str, &'static str)> {
        let region = ("region", words::SLOT_REGION.get(lang));
        let colours = COLOUR_NAMES.iter().enumerate().map(|(colour, name)| {
            let english = crate::problems::graph_colouring::colour_name(colour as u8);
            (english, name.get(lang))
        });
        std::iter::once(region).chain(colours).collect()
    }

    #[cfg(test)]
    fn samples() -> Vec<(Self, usize, Self::Options)> {
        tests::samples()
    }

    fn heading(&self, lang: Lang) -> String {
        script::heading(self, lang)
    }

    fn order(&self) -> Option<&'static str> {
        Some(self.order_name())
    }

    fn in_order(&self, name: &str) -> Option<Self> {
        (self.in_every_order().into_iter()).find(|board| board.order_name() == name)
    }

    fn code_table(&self) -> Listing {
        CODE
    }

    fn solution_call(&self, _last: Option<&Frame>, tell: Telling) -> String {
        format!("colour(-): {}", tell.word(OUTPUT))
    }

    fn frame_label(&self, frame: &Frame, tell: Telling) -> String {
        script::frame_label(self, frame, tell)
    }

    fn narrate(search: &Search<Self>, event: Event, tell: Telling) -> String {
        script::narrate(search, event, tell)
    }

    fn choice_name(&self, choice: u8, _places: crate::problems::Numbering) -> String {
        colour_letter(choice).to_string()
    }

    fn board_min_size(&self) -> (u16, u16) {
        ColouringLayout::list(self, self.map().len().min(MIN_WINDOW), 0).size()
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
        let chosen = choose(self, area, theme)?;
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
        let board = search.problem();
        let _ = last;
        match choose(board, area, theme) {
            Some((layout, legend)) => draw_centered(buf, area, layout.size(), legend, |canvas| {
                layout.draw(board, theme, canvas);
            }),
            None => draw_too_small(buf, area, board.board_min_size(), theme),
        }
    }
}
