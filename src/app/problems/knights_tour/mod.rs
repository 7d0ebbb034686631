//! The knight's tour board: the squares numbered in the order the knight visited them,
//! the knight on its square, the squares it can jump to next, those it tried and took
//! back, and the numbered ones a jump away that the test refuses.
//!
//! Its parts share what this file imports: each takes it with `use super::*`.

pub(crate) mod board_parts;
pub(crate) mod draw;
pub(crate) mod layout;
pub(crate) mod look;
pub(crate) mod quiz;
pub(crate) mod script;
#[cfg(test)]
pub(crate) mod tests;
pub(crate) mod words;

use crate::app::board::block_glyph;
use crate::app::board::quiz_words::QUIZ_REFUSED;
use crate::app::board::{
    Canvas, Measure, Offer, Pieces, draw_centered, draw_too_small, fit_of, largest_fit, list,
    width_of, window_rows,
};
use crate::app::screens::orders::Orders;
use crate::app::widgets::code_view::line;
use crate::app::{BoardFit, Code, Form, Lang, Listing, NoKeys, Role, Show, Telling, Theme};
use crate::engine::{Event, Frame, Problem, Search};
use crate::problems::knights_tour::{JUMP_SLOTS, MoveOrder, Square, direction};
use crate::problems::{KnightsTourBoard, Numbering};
use layout::*;
use look::*;
use ratatui::{buffer::Buffer, layout::Rect, style::Style};
use words::*;

/// The fixed order and Warnsdorff's rule side by side: the same tours, the second found
/// with hardly a step back.
impl Orders for KnightsTourBoard {
    fn in_every_order(&self) -> Vec<Self> {
        MoveOrder::ALL
            .into_iter()
            .map(|order| self.reordered(order))
            .collect()
    }

    fn order_name(&self) -> &'static str {
        self.order().name()
    }
}

impl Show for KnightsTourBoard {
    type Options = ();

    #[cfg(test)]
    fn samples() -> Vec<(Self, usize, Self::Options)> {
        tests::samples()
    }
    type Action = NoKeys;

    fn order(&self) -> Option<&'static str> {
        Some(self.order_name())
    }

    fn in_order(&self, name: &str) -> Option<Self> {
        MoveOrder::from_name(name).map(|order| self.reordered(order))
    }

    /// The jump's place among the eight, clockwise as the pseudo-code's loop tries them:
    /// a node of the tree is a jump from whichever square its parent stands on.
    fn choice_name(&self, choice: u8, places: Numbering) -> String {
        places.of(direction(choice)).to_string()
    }

    fn slot_words(lang: Lang) -> Vec<(&'static str, &'static str)> {
        vec![("move", SLOT_WORD_MOVE.get(lang))]
    }

    fn heading(&self, lang: Lang) -> String {
        script::heading(self, lang)
    }

    fn code_table(&self) -> Listing {
        match self.order() {
            MoveOrder::Fixed => script::FIXED,
            MoveOrder::Warnsdorff => script::WARNSDORFF,
        }
    }

    fn solution_call(&self, _last: Option<&Frame>, tell: Telling) -> String {
        script::solution_call(self, tell)
    }

    fn frame_label(&self, frame: &Frame, tell: Telling) -> String {
        script::frame_label(self, frame, tell)
    }

    fn narrate(search: &Search<Self>, event: Event, tell: Telling) -> String {
        script::narrate(search, event, tell)
    }

    fn board_min_size(&self) -> (u16, u16) {
        let n = self.size();
        KnightsTourLayout::new(n, Tier::Compact, Numbering::FromOne)
            .window(0, n.min(MIN_WINDOW))
            .size()
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
        let focus = self.knight().row();
        let chosen = choose(self, theme.numbering(), area, focus, theme)?;
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
        let view = KnightsTourView::new(search, last);
        let board = view.board;
        match choose(board, theme.numbering(), area, view.focus_row(), theme) {
            Some((layout, legend)) => draw_centered(buf, area, layout.size(), legend, |canvas| {
                layout.draw(&view, theme, canvas);
            }),
            None => draw_too_small(buf, area, board.board_min_size(), theme),
        }
    }
}

/// The knight's tour adds no screen of its own to the menu.
impl crate::app::screens::own_screens::OwnScreens for KnightsTourBoard {}

/// The knight's tour has no file kind in the puzzle folder: a tour is a side and a square.
impl crate::app::screens::puzzle_files::PuzzleFiles for KnightsTourBoard {}
