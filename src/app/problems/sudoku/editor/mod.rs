//! The sudoku editor: a grid typed by hand whose solutions are counted as the teacher
//! types, played or saved to the puzzle folder; a screen the menu opens.

pub(crate) mod count;
pub(crate) mod draw;
pub mod grid;
pub(crate) mod keys;
#[cfg(test)]
pub(crate) mod mouse_tests;
pub(crate) mod own_screen;
pub(crate) mod puzzle_file;
#[cfg(test)]
pub(crate) mod tests;
pub mod words;

use std::path::PathBuf;
use std::time::Instant;

use ratatui::{
    buffer::Buffer,
    crossterm::event::{KeyCode, KeyEvent},
    layout::Rect,
};

use crate::app::input::keys::{self as key_tables, HelpLine};
use crate::app::screens::editor::tally::{PLACEMENT_CAP, SPIN};
use crate::app::screens::editor::{BaseScreen, Shelf, Stacked, Step, words as shared};
use crate::app::screens::puzzle_folder;
use crate::app::screens::screen::{Reply, Screen};
use crate::app::{Lang, Message, Playable, Theme};
use crate::problems::{CellOrder, Shape, SudokuBoard};
use crate::registry::Ready;
pub use count::Count;
pub use grid::{Grid, SIDES};
use keys::{EDITOR, EditorAction};

/// The sudoku editor: a grid, the count of its solutions, and where it is saved.
#[derive(Debug)]
pub struct Editor {
    grid: Grid,
    /// Where puzzles are saved; `None` on a system without a folder for them.
    folder: Option<PathBuf>,
    /// The file the grid was last saved in or read from.
    file: Option<String>,
    /// Whether the grid has changed since it was saved or read.
    changed: bool,
    /// Whether Esc has been pressed once with changes not saved.
    leaving: bool,
    counting: Option<count::Counting>,
    count: Option<Count>,
    /// When the count under way started, for its spinner.
    since: Instant,
    /// When the spinner turns next, while the count runs.
    turn_at: Instant,
    cap: u64,
    message: Option<Message>,
}

impl Editor {
    /// An empty grid of `shape`, saved in `folder`.
    pub fn new(shape: Shape, folder: Option<PathBuf>) -> Editor {
        Editor::on(Grid::empty(shape), None, folder)
    }

    /// The grid `grid`, read from the file called `file`, saved in `folder`.
    pub fn on(grid: Grid, file: Option<String>, folder: Option<PathBuf>) -> Editor {
        let mut editor = Editor {
            grid,
            folder,
            file,
            changed: false,
            leaving: false,
            counting: None,
            count: None,
            since: Instant::now(),
            turn_at: Instant::now(),
            cap: PLACEMENT_CAP,
            message: None,
        };
        editor.recount();
        editor
    }

    /// The editor as a screen of the app, which opens the player over it.
    pub fn session(self) -> Box<dyn Screen> {
        Box::new(Stacked::new(self))
    }

    /// The grid.
    #[cfg(test)]
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// Waits for the count under way to end: for the tests.
    #[cfg(test)]
    pub fn wait_for_count(&mut self) -> Option<Count> {
        if let Some(counting) = self.counting.take() {
            self.count = counting.wait();
        }
        self.count
    }

    /// Starts counting the grid's solutions, cancelling a count under way.
    fn recount(&mut self) {
        self.count = None;
        self.since = Instant::now();
        self.turn_at = self.since + SPIN;
        self.counting = Some(count::Counting::start(
            self.grid.shape(),
            self.grid.cells().to_vec(),
            self.cap,
        ));
    }

    /// The grid changed: count again, and leaving needs asking again.
    fn edited(&mut self) {
        self.changed = true;
        self.leaving = false;
        self.recount();
    }

    /// The action a key stands for: a capital letter from `A` to `G` is its small one, so
    /// that values are typed as the files write them.
    fn action(key: KeyEvent) -> Option<EditorAction> {
        let code = match key.code {
            KeyCode::Char(c @ 'A'..='G') => KeyCode::Char(c.to_ascii_lowercase()),
            code => code,
        };
        key_tables::action(EDITOR, code)
    }

    /// Does `action`, as a key or another way in would ask.
    pub fn act(&mut self, action: EditorAction) -> Step {
        match action {
            EditorAction::Up => self.grid.move_cursor(-1, 0),
            EditorAction::Down => self.grid.move_cursor(1, 0),
            EditorAction::Left => self.grid.move_cursor(0, -1),
            EditorAction::Right => self.grid.move_cursor(0, 1),
            EditorAction::Put(value) => {
                let side = self.grid.shape().side();
                if usize::from(value) > side {
                    let symbol = Shape::symbol(value);
                    self.message = Some(Message::new(words::VALUE_TOO_LARGE, &[&symbol, &side]));
                } else if self.grid.set(value) {
                    self.edited();
                }
            }
            EditorAction::Clear => {
                if self.grid.set(0) {
                    self.edited();
                }
            }
            EditorAction::Play => return self.play(),
            EditorAction::Save => self.save(),
            EditorAction::Load => {
                return Step::Open(Box::new(Stacked::new(Shelf::new(self.folder.clone()))));
            }
            EditorAction::Back => {
                if self.changed && !self.leaving {
                    self.leaving = true;
                    self.message = Some(Message::new(shared::UNSAVED_LEAVE, &[]));
                } else {
                    return Step::Reply(Reply::Menu);
                }
            }
            EditorAction::Language => return Step::Reply(Reply::Language),
            EditorAction::Help => return Step::Reply(Reply::Help),
        }
        Step::Reply(Reply::Handled)
    }

    /// The player on the grid, searched in row order as `solve` does a file.
    fn play(&mut self) -> Step {
        let board = SudokuBoard::new(self.grid.shape(), self.grid.cells(), CellOrder::Row);
        match board {
            Ok(board) => {
                let board: Box<dyn Ready> = Box::new(board);
                let title = self.file.clone().map(Message::english);
                Step::Open(board.player(title, None))
            }
            Err(_) => {
                self.message = Some(Message::new(words::CLASH_FIRST, &[]));
                Step::Reply(Reply::Handled)
            }
        }
    }

    /// Saves the grid in the folder under a name no file has.
    fn save(&mut self) {
        if !self.grid.clashes().is_empty() {
            self.message = Some(Message::new(words::CLASH_FIRST, &[]));
            return;
        }
        let Some(folder) = &self.folder else {
            self.message = Some(Message::new(shared::NO_FOLDER, &[&"--puzzles DIR"]));
            return;
        };
        let side = self.grid.shape().side();
        let comments = [
            format!("{side}×{side} sudoku, {} givens", self.grid.givens()),
            "Made in backtrack's editor. One row a line; 0 is a blank.".to_string(),
        ];
        let text = self.grid.file_text(&comments);
        self.message = Some(
            match puzzle_folder::save_new(folder, &format!("sudoku-{side}x{side}"), "txt", &text) {
                Ok(path) => {
                    let name = path
                        .file_name()
                        .map_or_else(String::new, |name| name.to_string_lossy().into_owned());
                    self.file = Some(name);
                    self.changed = false;
                    self.leaving = false;
                    Message::new(shared::SAVED_AS, &[&path.display()])
                }
                Err(error) => Message::new(crate::app::words::NOT_SAVED, &[&format!("{error:#}")]),
            },
        );
    }
}

impl BaseScreen for Editor {
    fn handle_key(&mut self, key: KeyEvent) -> Step {
        self.message = None;
        match Editor::action(key) {
            Some(action) => self.act(action),
            None => Step::Reply(Reply::Ignored),
        }
    }

    fn point(&mut self, pointer: crate::app::input::mouse::Pointer) -> Step {
        use crate::app::input::mouse::{Gesture, Spot};
        match (pointer.gesture, pointer.spot) {
            (Gesture::Click | Gesture::Drag, Some(Spot::Cell { row, col })) => {
                self.message = None;
                self.grid.move_to(usize::from(row), usize::from(col));
                Step::Reply(Reply::Handled)
            }
            _ => Step::Reply(Reply::Ignored),
        }
    }

    fn helps(&self) -> Vec<HelpLine> {
        key_tables::helps(EDITOR).collect()
    }

    fn tick(&mut self, now: Instant) -> bool {
        self.turn_at = now + SPIN;
        if let Some(counting) = &self.counting
            && let Some(count) = counting.poll()
        {
            self.count = Some(count);
            self.counting = None;
        }
        // The spinner turns on every tick while the count runs.
        true
    }

    fn deadline(&self, _now: Instant) -> Option<Instant> {
        self.counting.as_ref().map(|_| self.turn_at)
    }

    fn tell(&mut self, message: Message) {
        self.message = Some(message);
    }

    fn heading(&self, lang: Lang) -> String {
        match &self.file {
            Some(file) => shared::EDITOR_FILE.fill(lang, &[file]),
            None => words::EDITOR_NEW.fill(lang, &[&self.grid.shape().side()]),
        }
    }

    fn text(&self) -> String {
        self.grid.file_text(&[])
    }

    fn render(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        draw::render(self, theme, area, buf);
    }
}
