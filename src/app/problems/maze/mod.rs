//! The maze board: walls, the start `S` and the exit `E`, the rat's path drawn from the
//! start to its square, the squares tried and given up (dead ends), the square just
//! stepped back off, and on a large board the moves refused around the rat.
//!
//! Its parts share what this file imports: each takes it with `use super::*`.

pub(crate) mod board_parts;
pub(crate) mod draw;
pub(crate) mod layout;
pub(crate) mod look;
pub(crate) mod puzzle_file;
pub(crate) mod quiz;
pub(crate) mod script;
#[cfg(test)]
pub(crate) mod tests;
pub(crate) mod words;

use crate::app::board::{
    Canvas, Measure, Offer, Pieces, draw_centered, draw_too_small, fit_of, largest_fit, list,
    width_of, window_rows,
};
use crate::app::widgets::code_view::line;
use crate::app::words::Id;
use crate::app::{BoardFit, Code, Form, Lang, Listing, NoKeys, Role, Show, Telling, Theme};
use crate::engine::{Event, Frame, Problem, Search};
#[cfg(test)]
use crate::problems::maze::generate;
use crate::problems::maze::{Direction, Maze};
use crate::problems::{MazeBoard, Notation, Numbering};
use layout::*;
use look::*;
use ratatui::{
    buffer::Buffer,
    layout::Rect,
    style::{Modifier, Style},
};
use script::*;
use words::*;

impl Show for MazeBoard {
    type Options = ();
    type Action = NoKeys;

    /// The step and the four moves, as `step3=down` names them.
    fn slot_words(lang: Lang) -> Vec<(&'static str, &'static str)> {
        let mut said = vec![("step", STEP.get(lang))];
        said.extend(
            Direction::ALL.map(|direction| (direction.name(), move_word(direction).get(lang))),
        );
        said
    }

    /// A move by its name in the tree, as the stack and the log name it.
    fn choice_name(&self, choice: u8, _places: Numbering) -> String {
        Direction::from_choice(choice).map_or_else(|| choice.to_string(), letter)
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
        script::solution_call(self, tell)
    }

    fn frame_label(&self, frame: &Frame, tell: Telling) -> String {
        script::frame_label(self, frame, tell)
    }

    fn narrate(search: &Search<Self>, event: Event, tell: Telling) -> String {
        script::narrate(search, event, tell)
    }

    fn board_min_size(&self) -> (u16, u16) {
        let maze = self.maze();
        let layout = MazeLayout::new(maze.width(), maze.height(), Tier::Compact, 1);
        layout.window(0, maze.height().min(MIN_WINDOW)).size()
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
        let base = theme.numbering().of(0);
        let chosen = choose(self, base, area, 0, theme)?;
        let window = chosen.0.windowed();
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
        let base = theme.numbering().of(0);
        let (focus, _) = board.maze().row_column(board.head());
        match choose(board, base, area, focus, theme) {
            Some((layout, legend)) => {
                let view = MazeView::new(search, last);
                draw_centered(buf, area, layout.size(), legend, |canvas| {
                    layout.draw(&view, theme, canvas);
                });
            }
            None => draw_too_small(buf, area, board.board_min_size(), theme),
        }
    }
}

/// The maze adds no screen of its own to the menu.
impl crate::app::screens::own_screens::OwnScreens for MazeBoard {}

/// Searched in one order: nothing for `compare` to put side by side.
impl crate::app::Orders for MazeBoard {}
