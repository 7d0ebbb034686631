//! The permutations board: seed 004's solution-space tree with the search's place in it,
//! the arrangement so far (`m_solution`) and the `used` flags.
//!
//! Its parts share what this file imports: each takes it with `use super::*`.

pub(crate) mod code;
pub(crate) mod draw;
pub(crate) mod layout;
pub(crate) mod look;
pub(crate) mod quiz;
pub(crate) mod script;
#[cfg(test)]
pub(crate) mod tests;
pub(crate) mod words;

use crate::app::board::block_glyph;
use crate::app::board::fit::{fits, spreads_in};
use crate::app::board::tree_ahead::{self, TREE_AHEAD_KEYS, TreeAhead, TreeAheadAction};
use crate::app::board::{
    Canvas, Measure, Offer, Pieces, TreeMarks, draw_centered, draw_too_small, fit_of, link_char,
    list, tree_path_style, width_of,
};
use crate::app::input::keys::Binding;
use crate::app::widgets::code_view::line;
use crate::app::{Act, BoardFit, Code, CodeView, Form, Lang, Listing, Role, Show, Telling, Theme};
use crate::engine::{Event, Frame, Search};
use crate::problems::Permutations;
use code::Names;
use layout::*;
use look::*;
use ratatui::{
    buffer::Buffer,
    layout::Rect,
    style::{Modifier, Style},
};
use script::*;
use words::*;

/// Permutations add no screen of their own to the menu.
impl crate::app::screens::own_screens::OwnScreens for Permutations {}

/// Permutations have no file in the puzzle folder.
impl crate::app::screens::puzzle_files::PuzzleFiles for Permutations {}

/// Searched in one order: nothing for `compare` to put side by side.
impl crate::app::Orders for Permutations {}

impl Show for Permutations {
    type Options = TreeAhead;
    type Action = TreeAheadAction;

    fn keys() -> &'static [Binding<TreeAheadAction>] {
        TREE_AHEAD_KEYS
    }

    fn act(action: TreeAheadAction, _start: &Self, options: &mut TreeAhead) -> Act<Self> {
        tree_ahead::act(action, options)
    }

    fn slot_words(lang: Lang) -> Vec<(&'static str, &'static str)> {
        vec![("pos", words::SLOT_POSITION.get(lang))]
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
        script::frame_label(frame, tell)
    }

    fn narrate(search: &Search<Self>, event: Event, tell: Telling) -> String {
        script::narrate(search, event, tell)
    }

    fn board_min_size(&self) -> (u16, u16) {
        PermutationsLayout::new(self.size(), Tier::Compact).size()
    }

    fn code_views(&self) -> Vec<&'static CodeView> {
        code::views()
    }

    fn board_fit(
        &self,
        width: u16,
        height: u16,
        _options: TreeAhead,
        code: Code,
        theme: &Theme,
    ) -> Option<BoardFit> {
        let area = Rect::new(0, 0, width, height);
        let chosen = choose(self.size(), Names::of(code), area, theme)?;
        Some(fit_of(area, &chosen, false))
    }

    fn render_board(
        search: &Search<Self>,
        last: Option<Event>,
        options: TreeAhead,
        code: Code,
        theme: &Theme,
        area: Rect,
        buf: &mut Buffer,
    ) {
        let area = area.intersection(buf.area);
        let view = PermutationsView {
            search,
            last,
            ahead: options.shown,
        };
        let n = search.problem().size();
        match choose(n, Names::of(code), area, theme) {
            Some((layout, legend)) => draw_centered(buf, area, layout.size(), legend, |canvas| {
                layout.draw(&view, theme, canvas);
            }),
            None => draw_too_small(
                buf,
                area,
                PermutationsLayout::new(n, Tier::Compact).size(),
                theme,
            ),
        }
    }
}
