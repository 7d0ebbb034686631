//! What the app adds to every problem of the registry: a player on its boards, its
//! boards side by side in each of its orders ([`Orders`]) and the menu's preview.
//!
//! The registry knows no screen; each board's view (`Show`, with its `Orders`) is found
//! again here from the board's problem, through the same list of problems the registry is
//! made from.

use std::marker::PhantomData;

use ratatui::{buffer::Buffer, layout::Rect};

use super::comparison::Comparison;
use super::orders::Orders;
use crate::app::{Message, Screen, SearchScreen, Theme};
use crate::engine::StopAfter;
use crate::problems::Puzzle;
use crate::registry::{Ready, every_problem};

/// What the app does with a board ready to search.
pub trait Playable {
    /// A player at step 0 of its search, titled `title` in each language, stopping where
    /// `stop` says (where its problem stops by default when `None`).
    fn player(&self, title: Option<Message>, stop: Option<StopAfter>) -> Box<dyn SearchScreen>;
    /// Its boards in every search order side by side, titled `title`, when its problem
    /// has more than one order.
    fn side_by_side(&self, title: Option<Message>) -> Option<Box<dyn Screen>>;
    /// Draws its starting board in `area`, for the menu's preview.
    fn preview(&self, theme: &Theme, area: Rect, buf: &mut Buffer);
}

impl Playable for dyn Ready {
    fn player(&self, title: Option<Message>, stop: Option<StopAfter>) -> Box<dyn SearchScreen> {
        view_of(self).player(self, title, stop)
    }

    fn side_by_side(&self, title: Option<Message>) -> Option<Box<dyn Screen>> {
        view_of(self).side_by_side(self, title)
    }

    fn preview(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        view_of(self).preview(self, theme, area, buf);
    }
}

/// How the app shows one problem's boards.
trait Viewed: Sync {
    fn name(&self) -> &'static str;
    fn player(
        &self,
        board: &dyn Ready,
        title: Option<Message>,
        stop: Option<StopAfter>,
    ) -> Box<dyn SearchScreen>;
    fn side_by_side(&self, board: &dyn Ready, title: Option<Message>) -> Option<Box<dyn Screen>>;
    fn preview(&self, board: &dyn Ready, theme: &Theme, area: Rect, buf: &mut Buffer);
}

/// The [`Viewed`] of the problem whose board is `P`.
struct ViewOf<P>(PhantomData<fn() -> P>);

impl<P: Puzzle + Orders> ViewOf<P> {
    fn board(board: &dyn Ready) -> &P {
        board
            .downcast_ref::<P>()
            .expect("BUG: a board is shown by its own problem's view")
    }
}

impl<P: Puzzle + Orders> Viewed for ViewOf<P> {
    fn name(&self) -> &'static str {
        P::NAME
    }

    fn player(
        &self,
        board: &dyn Ready,
        title: Option<Message>,
        stop: Option<StopAfter>,
    ) -> Box<dyn SearchScreen> {
        crate::app::player(Self::board(board).clone(), title, stop.unwrap_or(P::STOP))
    }

    fn side_by_side(&self, board: &dyn Ready, title: Option<Message>) -> Option<Box<dyn Screen>> {
        let boards = Self::board(board).in_every_order();
        let several = boards.len() > 1;
        several.then(|| Box::new(Comparison::new(boards, P::STOP, title)) as Box<dyn Screen>)
    }

    fn preview(&self, board: &dyn Ready, theme: &Theme, area: Rect, buf: &mut Buffer) {
        crate::app::preview(Self::board(board), theme, area, buf);
    }
}

/// The [`Viewed`] of each board type it is given.
macro_rules! views {
    ($($board:ty),* $(,)?) => {
        &[$(&ViewOf::<$board>(PhantomData)),*]
    };
}

/// Every problem's view, in the registry's order.
static VIEWS: &[&dyn Viewed] = every_problem!(views);

/// The view of `board`'s problem.
fn view_of(board: &dyn Ready) -> &'static dyn Viewed {
    VIEWS
        .iter()
        .copied()
        .find(|view| view.name() == board.name())
        .expect("BUG: every problem of the registry has a view")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Lang;
    use crate::problems::{Given, Title};
    use crate::registry::{PROBLEMS, find};

    #[test]
    fn every_problem_has_a_view() {
        for entry in PROBLEMS {
            let board = entry.open_preset(0).expect("a preset opens");
            assert_eq!(view_of(&*board).name(), entry.name());
        }
    }

    #[test]
    fn a_preset_named_on_the_command_line_is_titled_in_each_language() {
        let sudoku = find("sudoku").expect("listed");
        let given = Given::new().with("preset", ["4x4-a4"]);
        let input = sudoku.load(&given, false).expect("a preset");
        let title = Message::title(input.title.as_ref().expect("a preset has a title"));
        assert_eq!(title.get(Lang::En), "4×4 sudoku A4 (traced)");
        assert_eq!(title.get(Lang::Zh), "4×4 数独 A4(逐步跟踪)");
        assert_eq!(title.get(Lang::ZhTw), "4×4 數獨 A4(逐步追蹤)");
        let file = Message::title(&Title::File("board.txt".to_string()));
        assert_eq!(file.get(Lang::Zh), "board.txt");
    }
}
