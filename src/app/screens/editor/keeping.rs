//! What the subset-sum and the map editors keep of their file: the folder they save in,
//! the file last saved or read, whether the puzzle changed since, and whether Esc has
//! already asked about changes not saved.

use std::path::PathBuf;

use ratatui::layout::Rect;

use super::{Step, words};
use crate::app::screens::puzzle_folder;
use crate::app::screens::screen::Reply;
use crate::app::widgets::areas;
use crate::app::{Lang, Message};

/// The smallest area the subset-sum and the map editors draw in.
pub const MIN_SIZE: (u16, u16) = (60, 14);
/// The narrowest panel beside the list.
const PANEL_MIN: u16 = 28;
/// The widest panel.
const PANEL_MAX: u16 = 72;

/// The list's box and the panel's box of an editor drawn in the screen `area`: the rows
/// between the heading and the footer, the panel on the right.
pub fn panes(area: Rect) -> (Rect, Rect) {
    let [_, body, _] = areas::rows(area, 1, 1);
    let panel = (body.width / 2).clamp(PANEL_MIN, PANEL_MAX);
    let [list, _, panel] = areas::columns(body, body.width.saturating_sub(panel), panel);
    (list, panel)
}

/// An editor's file: where it saves and what it last saved or read.
#[derive(Debug)]
pub struct Keeping {
    /// Where puzzles are saved; `None` on a system without a folder for them.
    folder: Option<PathBuf>,
    /// The file the puzzle was last saved in or read from.
    file: Option<String>,
    /// Whether the puzzle has changed since it was saved or read.
    changed: bool,
    /// Whether Esc has been pressed once with changes not saved.
    leaving: bool,
}

impl Keeping {
    /// A puzzle read from `file` (`None`: a new one), saved in `folder`.
    pub fn new(file: Option<String>, folder: Option<PathBuf>) -> Keeping {
        Keeping {
            folder,
            file,
            changed: false,
            leaving: false,
        }
    }

    /// The folder puzzles are saved in.
    pub fn folder(&self) -> Option<PathBuf> {
        self.folder.clone()
    }

    /// The file last saved or read.
    pub fn file(&self) -> Option<&str> {
        self.file.as_deref()
    }

    /// The puzzle changed: leaving needs asking again.
    pub fn edited(&mut self) {
        self.changed = true;
        self.leaving = false;
    }

    /// Esc: the menu, or the first time with changes not saved, the question asked in
    /// `message`.
    pub fn back(&mut self, message: &mut Option<Message>) -> Step {
        if self.changed && !self.leaving {
            self.leaving = true;
            *message = Some(Message::new(words::UNSAVED_LEAVE, &[]));
            return Step::Reply(Reply::Handled);
        }
        Step::Reply(Reply::Menu)
    }

    /// The title of a player opened on the puzzle: the file's name, if it has one.
    pub fn title(&self) -> Option<Message> {
        self.file.clone().map(Message::english)
    }

    /// The editor's heading in `lang`: the file edited, or `new` for a new puzzle.
    pub fn heading(&self, new: crate::app::words::Id, lang: Lang) -> String {
        match &self.file {
            Some(file) => words::EDITOR_FILE.fill(lang, &[&file]),
            None => new.get(lang).to_string(),
        }
    }

    /// Saves `text` in the folder as `STEM.EXT` or the next free name, and says so.
    pub fn save(&mut self, stem: &str, ext: &str, text: &str) -> Message {
        let Some(folder) = &self.folder else {
            return Message::new(words::NO_FOLDER, &[&"--puzzles DIR"]);
        };
        match puzzle_folder::save_new(folder, stem, ext, text) {
            Ok(path) => {
                let name = path
                    .file_name()
                    .map_or_else(String::new, |name| name.to_string_lossy().into_owned());
                self.file = Some(name);
                self.changed = false;
                self.leaving = false;
                Message::new(words::SAVED_AS, &[&path.display()])
            }
            Err(error) => Message::new(crate::app::words::NOT_SAVED, &[&format!("{error:#}")]),
        }
    }

    /// The panel's line about the file, in `lang`.
    pub fn line(&self, lang: Lang) -> String {
        match (&self.file, self.changed) {
            (None, _) => words::NOT_SAVED_YET.get(lang).to_string(),
            (Some(file), false) => words::SAVED_IN.fill(lang, &[file]),
            (Some(file), true) => words::CHANGED_SINCE.fill(lang, &[file]),
        }
    }
}

/// The status line saying the puzzle cannot be searched yet, and why.
pub(crate) fn not_yet(why: &Message) -> Message {
    Message::in_each_language(|lang| words::FIX_FIRST.fill(lang, &[&why.get(lang)]))
}
