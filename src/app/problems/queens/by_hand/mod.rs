//! Queens by hand: the eight-queens tutorial's first pictures (seed 001), before its
//! code. The class puts queens on the board, sees each queen's lines, and reads, for the
//! square under the cursor, the tutorial's conditions `Y≠b`, `X−Y≠a−b`, `X+Y≠a+b` for
//! every queen placed, each with its numbers and judged; then searches from there.
//!
//! One queen a row, as the tutorial places them: Space on a row that has its queen
//! elsewhere moves that queen, and says so. A queen may go on an attacked square, so
//! that the class sees it attacked (the board draws it in the attack colour and the
//! panel names who attacks it); only the search refuses given rows that attack each
//! other.

pub mod conditions;
pub(crate) mod draw;
pub(crate) mod keys;
pub(crate) mod layout;
pub(crate) mod own_screen;
pub(crate) mod panel;
pub mod start;
#[cfg(test)]
pub(crate) mod tests;
pub mod words;

use std::ops::RangeInclusive;

use ratatui::{buffer::Buffer, crossterm::event::KeyEvent, layout::Rect};

use crate::app::input::keys::{self as key_tables, HelpLine};
use crate::app::screens::editor::{BaseScreen, Stacked, Step};
use crate::app::screens::screen::{Reply, Screen};
use crate::app::{Lang, Message, Theme};
use crate::engine::StopAfter;
use crate::problems::{Numbering, QueensBoard};
use keys::SandboxAction;
pub use layout::cell_at;
use start::SearchStart;

/// The board sides the menu offers: large enough for the tutorial's 8 and more, small
/// enough that a board and its conditions share an 80×24 screen.
pub const SIZES: RangeInclusive<usize> = 1..=16;

/// The sandbox: the board's side, the queen of each row, the cursor.
#[derive(Debug)]
pub struct Sandbox {
    n: usize,
    /// The column of each row's queen, if it has one.
    queens: Vec<Option<usize>>,
    /// The square under the cursor, (row, column) from 0.
    cursor: (usize, usize),
    numbering: Numbering,
    message: Option<Message>,
}

impl Sandbox {
    /// An empty `n`×`n` board, `n` brought into [`SIZES`].
    pub fn new(n: usize) -> Sandbox {
        let n = n.clamp(*SIZES.start(), *SIZES.end());
        Sandbox {
            n,
            queens: vec![None; n],
            cursor: (0, 0),
            numbering: Numbering::default(),
            message: None,
        }
    }

    /// The sandbox as a screen of the app, which opens the player over it.
    pub fn session(self) -> Box<dyn Screen> {
        Box::new(Stacked::new(self))
    }

    /// The board's side.
    pub fn size(&self) -> usize {
        self.n
    }

    /// The queens placed, (row, column) from 0, top to bottom.
    pub fn placed(&self) -> Vec<(usize, usize)> {
        self.queens
            .iter()
            .enumerate()
            .filter_map(|(row, &col)| col.map(|col| (row, col)))
            .collect()
    }

    /// The square under the cursor, (row, column) from 0.
    pub fn cursor(&self) -> (usize, usize) {
        self.cursor
    }

    /// Where a search from the queens placed would start.
    pub fn start(&self) -> SearchStart {
        SearchStart::of(&self.queens)
    }

    /// Moves the cursor by (`rows`, `cols`), stopping at the board's edges.
    fn move_cursor(&mut self, rows: isize, cols: isize) {
        let last = self.n - 1;
        let (row, col) = self.cursor;
        self.cursor = (
            row.saturating_add_signed(rows).min(last),
            col.saturating_add_signed(cols).min(last),
        );
    }

    /// A list of squares as the screen writes them: `(0,0), (1,3)`.
    fn cells(&self, cells: &[(usize, usize)]) -> String {
        let cells: Vec<String> = cells
            .iter()
            .map(|&(row, col)| self.numbering.cell(row, col))
            .collect();
        cells.join(", ")
    }

    /// Space: a queen on the cursor's square, or the row's queen moved there, or the
    /// queen there lifted; the status line says which.
    fn toggle(&mut self) {
        let (row, col) = self.cursor;
        let here = self.numbering.cell(row, col);
        let before = self.queens[row];
        self.queens[row] = match before {
            Some(standing) if standing == col => None,
            _ => Some(col),
        };
        let attackers = conditions::attackers(&conditions::checks(
            &self.placed(),
            self.cursor,
            self.numbering,
        ));
        self.message = Some(match before {
            Some(standing) if standing == col => Message::new(words::LIFTED, &[&here]),
            Some(standing) => {
                let from = self.numbering.cell(row, standing);
                Message::new(words::MOVED, &[&from, &here])
            }
            None if attackers.is_empty() => Message::new(words::PLACED, &[&here]),
            None => Message::new(
                words::PLACED_ATTACKED,
                &[&here, &self.cells(&attackers), &attackers.len()],
            ),
        });
    }

    /// The player searching from the rows given, or refusing them when two attack each
    /// other; from an empty board when `empty`.
    fn search(&mut self, empty: bool) -> Step {
        let start = if empty {
            SearchStart::of(&[])
        } else {
            self.start()
        };
        if let Some((first, second)) = start.clash {
            let (first, second) = (self.cells(&[first]), self.cells(&[second]));
            self.message = Some(Message::new(words::CLASH_FIRST, &[&first, &second]));
            return Step::Reply(Reply::Handled);
        }
        let Some(board) = QueensBoard::with_rows(self.n, &start.given) else {
            return Step::Reply(Reply::Ignored);
        };
        let count = start.given.len();
        let rows = [
            &count as &dyn std::fmt::Display,
            &self.numbering.of(0),
            &self.numbering.of(count.saturating_sub(1)),
            &self.numbering.of(count),
        ];
        let title = match count {
            0 => Message::new(words::PLAYER_EMPTY, &[]),
            _ => Message::new(words::PLAYER_GIVEN, &rows[..3]),
        };
        let mut player = crate::app::player(board, Some(title), StopAfter::Exhaustion);
        // Numbered as here before it is told anything, so that the note stays.
        player.renumber(self.numbering);
        if !start.ignored.is_empty() {
            player.tell(self.ignored_note(&start));
        } else if count > 0 {
            player.tell(Message::new(words::PLAYER_NOTE, &rows));
        }
        Step::Open(player)
    }

    /// What the search leaves out: the queens below the first empty row.
    fn ignored_note(&self, start: &SearchStart) -> Message {
        Message::new(
            words::SEARCH_IGNORED,
            &[
                &self.cells(&start.ignored),
                &start.ignored.len(),
                &self.numbering.of(start.first_row()),
            ],
        )
    }

    /// Does `action`, as a key or another way in would ask.
    pub(crate) fn act(&mut self, action: SandboxAction) -> Step {
        match action {
            SandboxAction::Up => self.move_cursor(-1, 0),
            SandboxAction::Down => self.move_cursor(1, 0),
            SandboxAction::Left => self.move_cursor(0, -1),
            SandboxAction::Right => self.move_cursor(0, 1),
            SandboxAction::Toggle => self.toggle(),
            SandboxAction::Clear => {
                let count = self.placed().len();
                self.queens = vec![None; self.n];
                self.message = Some(Message::new(words::CLEARED, &[&count]));
            }
            SandboxAction::SearchPlaced => return self.search(false),
            SandboxAction::SearchEmpty => return self.search(true),
            SandboxAction::Numbering => return Step::Reply(Reply::Renumber),
            SandboxAction::Language => return Step::Reply(Reply::Language),
            SandboxAction::Back => return Step::Reply(Reply::Menu),
            SandboxAction::Help => return Step::Reply(Reply::Help),
            SandboxAction::Quit => return Step::Reply(Reply::Quit),
        }
        Step::Reply(Reply::Handled)
    }
}

impl BaseScreen for Sandbox {
    fn handle_key(&mut self, key: KeyEvent) -> Step {
        self.message = None;
        match key_tables::action(keys::SANDBOX, key.code) {
            Some(action) => self.act(action),
            None => Step::Reply(Reply::Ignored),
        }
    }

    /// A click on a square does what the cursor and Space do there: puts a queen on it,
    /// moves the row's queen to it, or lifts it.
    fn point(&mut self, pointer: crate::app::input::mouse::Pointer) -> Step {
        use crate::app::input::mouse::{Gesture, Spot};
        match (pointer.gesture, pointer.spot) {
            (Gesture::Click, Some(Spot::Cell { row, col }))
                if usize::from(row) < self.n && usize::from(col) < self.n =>
            {
                self.message = None;
                self.cursor = (usize::from(row), usize::from(col));
                self.toggle();
                Step::Reply(Reply::Handled)
            }
            _ => Step::Reply(Reply::Ignored),
        }
    }

    fn helps(&self) -> Vec<HelpLine> {
        key_tables::helps(keys::SANDBOX).collect()
    }

    fn tell(&mut self, message: Message) {
        self.message = Some(message);
    }

    fn heading(&self, lang: Lang) -> String {
        words::HEADING.fill(lang, &[&self.n])
    }

    /// The queens as `solve` prints a board: `Q` for a queen, `-` for an empty square.
    fn text(&self) -> String {
        let mut text = String::new();
        for &queen in &self.queens {
            let row: Vec<&str> = (0..self.n)
                .map(|col| if queen == Some(col) { "Q" } else { "-" })
                .collect();
            text.push_str(&row.join(" "));
            text.push('\n');
        }
        text
    }

    fn render(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        draw::render(self, theme, area, buf);
    }

    fn renumber(&mut self, numbering: Numbering) {
        self.numbering = numbering;
    }
}
