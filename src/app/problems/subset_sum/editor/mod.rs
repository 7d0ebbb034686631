//! The subset-sum editor: the numbers and the target typed by hand, checked as the
//! problem checks them, the subsets that reach the target counted in the background;
//! Enter plays it, `w` saves it to the puzzle folder as `target T` and `numbers …`.

pub(crate) mod draw;
pub(crate) mod keys;
pub mod layout;
pub(crate) mod own_screen;
pub(crate) mod puzzle_file;
pub mod sums;
#[cfg(test)]
pub(crate) mod tests;
pub mod words;

use std::path::PathBuf;
use std::time::Instant;

use ratatui::{buffer::Buffer, crossterm::event::KeyEvent, layout::Rect};

use self::words as lm;
use crate::app::input::keys::{self as key_tables, HelpLine};
use crate::app::input::mouse::{Gesture, Pointer, Spot};
use crate::app::screens::editor::keeping::{Keeping, not_yet};
use crate::app::screens::editor::tally::{Caps, Live};
use crate::app::screens::editor::{BaseScreen, Shelf, Stacked, Step};
use crate::app::screens::screen::{Reply, Screen};
use crate::app::{Lang, Message, Playable, Theme};
use crate::problems::subset_sum::{MAX_NUMBERS, SubsetSumError};
use crate::registry::Ready;
use keys::SumsAction;
pub use sums::{Field, Sums};

/// The subset-sum editor: the puzzle, its count, its file.
#[derive(Debug)]
pub struct SumsEditor {
    sums: Sums,
    keeping: Keeping,
    live: Live,
    message: Option<Message>,
}

impl SumsEditor {
    /// A new puzzle: one number, 0 until typed, and the target 0; saved in `folder`.
    pub fn new(folder: Option<PathBuf>) -> SumsEditor {
        SumsEditor::on(Sums::new(vec![0], 0), None, folder)
    }

    /// `sums`, read from the file called `file`, saved in `folder`.
    pub fn on(sums: Sums, file: Option<String>, folder: Option<PathBuf>) -> SumsEditor {
        SumsEditor::capped(sums, file, folder, Caps::default())
    }

    /// [`on`](Self::on) with the count's caps `caps`.
    pub fn capped(
        sums: Sums,
        file: Option<String>,
        folder: Option<PathBuf>,
        caps: Caps,
    ) -> SumsEditor {
        let mut editor = SumsEditor {
            sums,
            keeping: Keeping::new(file, folder),
            live: Live::idle(caps),
            message: None,
        };
        editor.recount();
        editor
    }

    /// The editor as a screen of the app, which opens the player over it.
    pub fn session(self) -> Box<dyn Screen> {
        Box::new(Stacked::new(self))
    }

    /// The puzzle being edited.
    #[cfg(test)]
    pub fn sums(&self) -> &Sums {
        &self.sums
    }

    /// Waits for the count under way to end: for the tests.
    #[cfg(test)]
    pub fn wait_for_count(&mut self) -> Option<crate::app::screens::editor::tally::SolutionTally> {
        self.live.wait()
    }

    /// Counts the subsets again, if the puzzle can be searched.
    fn recount(&mut self) {
        self.live.restart(self.sums.puzzle().ok());
    }

    /// The puzzle changed: count again, and leaving needs asking again.
    fn edited(&mut self) {
        self.keeping.edited();
        self.recount();
    }

    /// Why the puzzle cannot be searched, as a message.
    fn fault(error: &SubsetSumError) -> Message {
        match *error {
            SubsetSumError::NoNumbers => Message::new(lm::SUMS_NO_NUMBERS, &[]),
            SubsetSumError::TooManyNumbers { count } => {
                Message::new(lm::SUMS_TOO_MANY, &[&count, &MAX_NUMBERS])
            }
            SubsetSumError::ZeroNumber { index } => {
                Message::new(lm::SUMS_ZERO_NUMBER, &[&(index + 1)])
            }
            SubsetSumError::ZeroTarget => Message::new(lm::SUMS_ZERO_TARGET, &[]),
            SubsetSumError::Overflow => Message::new(lm::SUMS_OVERFLOW, &[&u64::MAX]),
        }
    }

    /// Does `action`, as a key or another way in would ask.
    pub fn act(&mut self, action: SumsAction) -> Step {
        let changed = match action {
            SumsAction::Left => {
                self.sums.move_along(-1);
                false
            }
            SumsAction::Right => {
                self.sums.move_along(1);
                false
            }
            SumsAction::SwitchRow => {
                self.sums.switch_row();
                false
            }
            SumsAction::Digit(digit) => match self.sums.type_digit(digit) {
                Ok(changed) => changed,
                Err(_) => {
                    self.message = Some(Message::new(lm::SUMS_TOO_LARGE, &[]));
                    false
                }
            },
            SumsAction::Erase => self.sums.erase_digit(),
            SumsAction::Add => {
                let added = self.sums.add();
                if !added {
                    self.message = Some(Message::new(lm::SUMS_FULL, &[&MAX_NUMBERS]));
                }
                added
            }
            SumsAction::Delete => self.sums.delete(),
            SumsAction::ShiftLeft => self.sums.shift(-1),
            SumsAction::ShiftRight => self.sums.shift(1),
            SumsAction::Play => return self.play(),
            SumsAction::Save => {
                self.save();
                false
            }
            SumsAction::Load => {
                let shelf = Shelf::new(self.keeping.folder());
                return Step::Open(Box::new(Stacked::new(shelf)));
            }
            SumsAction::Back => return self.keeping.back(&mut self.message),
            SumsAction::Language => return Step::Reply(Reply::Language),
            SumsAction::Help => return Step::Reply(Reply::Help),
        };
        if changed {
            self.edited();
        }
        Step::Reply(Reply::Handled)
    }

    /// The player on the puzzle, or why it cannot be searched.
    fn play(&mut self) -> Step {
        match self.sums.puzzle() {
            Ok(puzzle) => {
                let board: Box<dyn Ready> = Box::new(puzzle);
                Step::Open(board.player(self.keeping.title(), None))
            }
            Err(error) => {
                self.message = Some(not_yet(&SumsEditor::fault(&error)));
                Step::Reply(Reply::Handled)
            }
        }
    }

    /// Saves the puzzle in the folder under a name no file has.
    fn save(&mut self) {
        if let Err(error) = self.sums.puzzle() {
            self.message = Some(not_yet(&SumsEditor::fault(&error)));
            return;
        }
        let count = self.sums.numbers().len();
        let comments = [
            format!("Subset sum: {count} numbers, target {}", self.sums.target()),
            "Made in backtrack's editor: the sum to reach, then the numbers in the order they are decided.".to_string(),
        ];
        let text = self.sums.file_text(&comments);
        self.message = Some(
            self.keeping
                .save(&format!("subset-sum-{count}"), "subset", &text),
        );
    }
}

impl BaseScreen for SumsEditor {
    fn handle_key(&mut self, key: KeyEvent) -> Step {
        self.message = None;
        match key_tables::action(keys::SUMS_EDITOR, key.code) {
            Some(action) => self.act(action),
            None => Step::Reply(Reply::Ignored),
        }
    }

    /// A click on the target or a number puts the cursor there, as the arrows would;
    /// the wheel moves it along the fields as ← and → do.
    fn point(&mut self, pointer: Pointer) -> Step {
        match (pointer.gesture, pointer.spot) {
            (Gesture::Click, Some(Spot::ListItem(entry))) => {
                self.message = None;
                self.sums.go_to(layout::field_of(entry));
                Step::Reply(Reply::Handled)
            }
            (Gesture::ScrollUp, _) => self.act(keys::SUMS_WHEEL.up),
            (Gesture::ScrollDown, _) => self.act(keys::SUMS_WHEEL.down),
            _ => Step::Reply(Reply::Ignored),
        }
    }

    fn helps(&self) -> Vec<HelpLine> {
        key_tables::helps(keys::SUMS_EDITOR).collect()
    }

    fn tick(&mut self, now: Instant) -> bool {
        self.live.tick(now)
    }

    fn deadline(&self, _now: Instant) -> Option<Instant> {
        self.live.deadline()
    }

    fn tell(&mut self, message: Message) {
        self.message = Some(message);
    }

    fn heading(&self, lang: Lang) -> String {
        self.keeping.heading(lm::SUMS_NEW, lang)
    }

    fn text(&self) -> String {
        self.sums.file_text(&[])
    }

    fn render(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        draw::render(self, theme, area, buf);
    }
}
