//! The sudoku board: the grid with its boxes, givens apart from placed digits, the cell
//! being filled, what each empty cell could still take, and seed 000's `rowBit`, `colBit`
//! and `blockBit` for the cell being filled.
//!
//! Its parts share what this file imports: each takes it with `use super::*`.

pub(crate) mod code;
pub(crate) mod draw;
pub(crate) mod editor;
pub(crate) mod grid;
pub(crate) mod layout;
pub(crate) mod look;
pub(crate) mod quiz;
pub(crate) mod script;
#[cfg(test)]
pub(crate) mod script_tests;
#[cfg(test)]
pub(crate) mod tests;
pub(crate) mod words;

use crate::app::board::block_glyph;
use crate::app::board::{
    Canvas, Measure, Offer, Pieces, draw_centered, draw_too_small, fit_of, largest_fit, list,
    width_of,
};
use crate::app::input::keys::{Binding, bind, help};
use crate::app::screens::orders::Orders;
use crate::app::widgets::code_view::line;
use crate::app::{
    Act, BoardFit, Code, CodeView, Form, Lang, Listing, Message, Role, Show, Telling, Theme,
};
use crate::engine::{Choices, Event, Frame, Problem, Search};
use crate::problems::{CellOrder, Numbering, Rule, Shape, SudokuBoard, Unit};
use grid::Grid;
use layout::*;
use look::*;
use ratatui::crossterm::event::KeyCode;
use ratatui::{
    buffer::Buffer,
    layout::Rect,
    style::{Modifier, Style},
};
use script::*;

/// The sudoku board's display switch.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SudokuOptions {
    /// Draw each empty cell's candidates as pencil marks instead of their count.
    pub pencil_marks: bool,
}

/// What sudoku's own keys do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SudokuAction {
    /// Restart in the other cell order.
    ToggleOrder,
    /// Pencil marks or candidate counts.
    PencilMarks,
}

/// Sudoku's own keys, after the player's.
const KEYS: &[Binding<SudokuAction>] = &[
    bind(
        &[(KeyCode::Char('o'), SudokuAction::ToggleOrder)],
        help(words::KEY_CELL_ORDER).hint(&[KeyCode::Char('o')], words::HINT_ORDER, 3),
    ),
    bind(
        &[(KeyCode::Char('p'), SudokuAction::PencilMarks)],
        help(words::KEY_PENCIL_MARKS).hint(&[KeyCode::Char('p')], words::HINT_PENCIL, 1),
    ),
];

/// Sudoku's cell orders, side by side on the compare screen.
impl Orders for SudokuBoard {
    fn in_every_order(&self) -> Vec<Self> {
        CellOrder::ALL
            .into_iter()
            .map(|order| self.reordered(order))
            .collect()
    }

    fn order_name(&self) -> &'static str {
        self.order().name()
    }
}

impl Show for SudokuBoard {
    type Options = SudokuOptions;
    type Action = SudokuAction;

    fn keys() -> &'static [Binding<SudokuAction>] {
        KEYS
    }

    fn act(action: SudokuAction, start: &Self, options: &mut SudokuOptions) -> Act<Self> {
        match action {
            SudokuAction::ToggleOrder => {
                let order = start.order().cycled();
                match SudokuBoard::new(start.shape(), &start.givens(), order) {
                    Ok(board) => Act::Restart {
                        start: board,
                        message: Message::new(words::ORDER_RESTARTED, &[&order.name()]),
                    },
                    Err(error) => Act::Tell(Message::english(error.to_string())),
                }
            }
            SudokuAction::PencilMarks => {
                options.pencil_marks = !options.pencil_marks;
                Act::Tell(Message::new(
                    if options.pencil_marks {
                        words::PENCIL_MARKS
                    } else {
                        words::CANDIDATE_COUNTS
                    },
                    &[],
                ))
            }
        }
    }

    fn slot_words(lang: Lang) -> Vec<(&'static str, &'static str)> {
        vec![("cell", words::SLOT_CELL.get(lang))]
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
        match self.order() {
            CellOrder::Row => ROW_ORDER,
            CellOrder::Mrv => MRV,
            CellOrder::Singles => SINGLES,
            CellOrder::Cover => COVER,
        }
    }

    fn role(&self, event: Event) -> Role {
        script::role(self, event)
    }

    fn solution_call(&self, last: Option<&Frame>, tell: Telling) -> String {
        script::solution_call(self, last, tell)
    }

    fn frame_label(&self, frame: &Frame, tell: Telling) -> String {
        script::frame_label(self, frame, tell)
    }

    fn narrate(search: &Search<Self>, event: Event, tell: Telling) -> String {
        script::narrate(search, event, tell)
    }

    fn board_min_size(&self) -> (u16, u16) {
        SudokuLayout::new(self.shape(), Tier::Bare, false).size()
    }

    fn board_fit(
        &self,
        width: u16,
        height: u16,
        options: SudokuOptions,
        code: Code,
        theme: &Theme,
    ) -> Option<BoardFit> {
        let area = Rect::new(0, 0, width, height);
        let chosen = choose(self.shape(), code, area, options, theme)?;
        Some(fit_of(area, &chosen, false))
    }

    fn render_board(
        search: &Search<Self>,
        last: Option<Event>,
        options: SudokuOptions,
        code: Code,
        theme: &Theme,
        area: Rect,
        buf: &mut Buffer,
    ) {
        let area = area.intersection(buf.area);
        let mut view = SudokuView::new(search, last, options);
        // A quiz asking which cell comes next: the board does not point at it.
        if theme.hides_next() {
            view.filling = None;
            view.asked = true;
        }
        let shape = view.board.shape();
        match choose(shape, code, area, options, theme) {
            Some((layout, legend)) => draw_centered(buf, area, layout.size(), legend, |canvas| {
                layout.draw(&view, theme, canvas);
            }),
            None => draw_too_small(
                buf,
                area,
                SudokuLayout::new(shape, Tier::Bare, false).size(),
                theme,
            ),
        }
    }

    fn code_views(&self) -> Vec<&'static CodeView> {
        code::views(self)
    }
}
