//! The map editor: regions named by hand, the borders between them chosen from a picker,
//! the number of colours; checked as the map reader checks a file, the colourings counted
//! in the background. Enter plays it, `w` saves it to the puzzle folder as a map file.

pub(crate) mod draft;
pub(crate) mod draw;
pub(crate) mod keys;
pub mod layout;
pub(crate) mod own_screen;
#[cfg(test)]
pub(crate) mod placing_tests;
pub(crate) mod puzzle_file;
#[cfg(test)]
pub(crate) mod tests;
pub mod words;

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use ratatui::{
    buffer::Buffer,
    crossterm::event::{KeyCode, KeyEvent, KeyModifiers},
    layout::Rect,
};

use self::words as lm;
use crate::app::input::keys::{self as key_tables, HelpLine, TextAction};
use crate::app::input::mouse::{Gesture, Pointer, Spot};
use crate::app::screens::editor::keeping::Keeping;
use crate::app::screens::editor::keeping::not_yet;
use crate::app::screens::editor::tally::{Caps, Live};
use crate::app::screens::editor::{BaseScreen, Shelf, Stacked, Step};
use crate::app::screens::player::line_edit::LineEdit;
use crate::app::screens::screen::{Reply, Screen};
use crate::app::{Lang, Message, Playable, Theme};
use crate::problems::graph_colouring::map::MAX_NAME;
use crate::problems::{ColouringBoard, RegionOrder};
use crate::registry::Ready;
pub use draft::{Draft, DraftFault, MAX_DRAFT_REGIONS};
use keys::{MapAction, PickerAction};

/// The colours a new map is for: enough for every map of the plane.
const NEW_COLOURS: usize = 4;

/// What the keys are doing: moving in the list, choosing borders, or typing a name.
#[derive(Debug)]
pub enum EditMode {
    /// The list of regions.
    List,
    /// The border picker of the region under the list's cursor, its own cursor on a
    /// region.
    Picker(usize),
    /// A new name typed for the region under the cursor.
    Naming(LineEdit),
}

/// The map editor: the map, what the keys are doing, the count, the file.
#[derive(Debug)]
pub struct MapEditor {
    draft: Draft,
    mode: EditMode,
    keeping: Keeping,
    live: Live,
    message: Option<Message>,
}

impl MapEditor {
    /// A new map of no region, for four colours; saved in `folder`.
    pub fn new(folder: Option<PathBuf>) -> MapEditor {
        MapEditor::on(Draft::new(NEW_COLOURS), None, folder)
    }

    /// `draft`, read from the file called `file`, saved in `folder`.
    pub fn on(draft: Draft, file: Option<String>, folder: Option<PathBuf>) -> MapEditor {
        MapEditor::capped(draft, file, folder, Caps::default())
    }

    /// [`on`](Self::on) with the count's caps `caps`.
    pub fn capped(
        draft: Draft,
        file: Option<String>,
        folder: Option<PathBuf>,
        caps: Caps,
    ) -> MapEditor {
        let mut editor = MapEditor {
            draft,
            mode: EditMode::List,
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

    /// The map being edited.
    #[cfg(test)]
    pub fn draft(&self) -> &Draft {
        &self.draft
    }

    /// What the keys are doing.
    #[cfg(test)]
    pub fn mode(&self) -> &EditMode {
        &self.mode
    }

    /// Waits for the count under way to end: for the tests.
    #[cfg(test)]
    pub fn wait_for_count(&mut self) -> Option<crate::app::screens::editor::tally::SolutionTally> {
        self.live.wait()
    }

    /// The board to search, or why there is none.
    fn board(&self) -> Result<ColouringBoard, DraftFault> {
        let map = self.draft.map()?;
        Ok(
            ColouringBoard::new(Arc::new(map), self.draft.colours(), RegionOrder::File)
                .expect("BUG: the editor keeps the colours in range"),
        )
    }

    /// Counts the colourings again, if the map can be searched.
    fn recount(&mut self) {
        self.live.restart(self.board().ok());
    }

    /// The map changed: count again, and leaving needs asking again.
    fn edited(&mut self) {
        self.keeping.edited();
        self.recount();
    }

    /// Why the map cannot be searched, as a message.
    fn fault(fault: &DraftFault) -> Message {
        match fault {
            DraftFault::NoRegions => Message::new(lm::MAP_NO_REGIONS, &[]),
            DraftFault::EmptyName(index) => Message::new(lm::MAP_EMPTY_NAME, &[&(index + 1)]),
            DraftFault::NotALetter(name) => Message::new(lm::MAP_NOT_A_LETTER, &[name]),
            DraftFault::Keyword(name) => Message::new(lm::MAP_KEYWORD, &[name]),
            DraftFault::TooLong(name) => Message::new(lm::MAP_TOO_LONG, &[name, &MAX_NAME]),
            DraftFault::Duplicate(name) => Message::new(lm::MAP_DUPLICATE, &[name]),
            DraftFault::SelfBorder(name) => Message::new(lm::MAP_SELF_BORDER, &[name]),
            DraftFault::Unreadable(why) => Message::new(lm::MAP_UNREADABLE, &[why]),
        }
    }

    /// Starts typing a name for the region under the cursor: from its name now, or from
    /// nothing for a region just added (which keeps its made-up name if none is typed).
    fn start_naming(&mut self, fresh: bool) {
        let mut line = LineEdit::default();
        if let Some(region) = self.draft.regions().get(self.draft.cursor())
            && !fresh
        {
            region.name.chars().for_each(|c| line.insert(c));
        }
        self.mode = EditMode::Naming(line);
    }

    /// Does `action` of the list of regions, as a key or another way in would ask.
    pub fn act(&mut self, action: MapAction) -> Step {
        let changed = match action {
            MapAction::Up => {
                self.draft.move_cursor(-1);
                false
            }
            MapAction::Down => {
                self.draft.move_cursor(1);
                false
            }
            MapAction::Add => {
                let added = self.draft.add();
                match added {
                    true => self.start_naming(true),
                    false => {
                        self.message = Some(Message::new(lm::MAP_FULL, &[&MAX_DRAFT_REGIONS]));
                    }
                }
                added
            }
            MapAction::Rename => {
                if !self.draft.regions().is_empty() {
                    self.start_naming(false);
                }
                false
            }
            MapAction::Delete => self.draft.delete(),
            MapAction::Borders => {
                // The picker starts on the first region other than this one.
                if self.draft.regions().len() > 1 {
                    self.mode = EditMode::Picker(usize::from(self.draft.cursor() == 0));
                } else if !self.draft.regions().is_empty() {
                    self.mode = EditMode::Picker(0);
                }
                false
            }
            MapAction::MoreColours => self.draft.change_colours(1),
            MapAction::FewerColours => self.draft.change_colours(-1),
            MapAction::Play => return self.play(),
            MapAction::Save => {
                self.save();
                false
            }
            MapAction::Load => {
                let shelf = Shelf::new(self.keeping.folder());
                return Step::Open(Box::new(Stacked::new(shelf)));
            }
            MapAction::Back => return self.keeping.back(&mut self.message),
            MapAction::Language => return Step::Reply(Reply::Language),
            MapAction::Help => return Step::Reply(Reply::Help),
        };
        if changed {
            self.edited();
        }
        Step::Reply(Reply::Handled)
    }

    /// Does `action` of the border picker.
    pub fn pick(&mut self, action: PickerAction) -> Step {
        let EditMode::Picker(at) = &mut self.mode else {
            return Step::Reply(Reply::Ignored);
        };
        let last = self.draft.regions().len().saturating_sub(1);
        match action {
            PickerAction::Up => *at = at.saturating_sub(1),
            PickerAction::Down => *at = (*at + 1).min(last),
            PickerAction::Toggle => {
                let other = *at;
                if self.draft.toggle_border(other) {
                    self.edited();
                }
            }
            PickerAction::Done => self.mode = EditMode::List,
            PickerAction::Help => return Step::Reply(Reply::Help),
        }
        Step::Reply(Reply::Handled)
    }

    /// Puts the cursor (the picker's while it is open) on region `index`, as a click on
    /// its row does; false while a name is typed.
    fn go_to(&mut self, index: usize) -> bool {
        match &mut self.mode {
            EditMode::List => self.draft.go_to(index),
            EditMode::Picker(at) if index < self.draft.regions().len() => *at = index,
            EditMode::Picker(_) | EditMode::Naming(_) => return false,
        }
        true
    }

    /// Sends `key` to the name being typed: the keys of [`key_tables::TEXT_PROMPT`] edit, take
    /// or drop it; a letter, a digit, `_` or `-` is typed, up to the longest name.
    fn type_name(&mut self, key: KeyEvent) -> Step {
        let EditMode::Naming(line) = &mut self.mode else {
            return Step::Reply(Reply::Ignored);
        };
        match key_tables::action(key_tables::TEXT_PROMPT, key.code) {
            Some(TextAction::Left) => line.left(),
            Some(TextAction::Right) => line.right(),
            Some(TextAction::Home) => line.home(),
            Some(TextAction::End) => line.end(),
            Some(TextAction::EraseBack) => line.erase_back(),
            Some(TextAction::EraseForward) => line.erase_forward(),
            Some(TextAction::Go) => {
                let name = line.text();
                self.mode = EditMode::List;
                if !name.is_empty() && self.draft.rename(&name) {
                    self.edited();
                }
            }
            Some(TextAction::Cancel) => self.mode = EditMode::List,
            None => match key.code {
                KeyCode::Char(c)
                    if (c.is_ascii_alphanumeric() || c == '_' || c == '-')
                        && !key
                            .modifiers
                            .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT)
                        && line.text().len() < MAX_NAME =>
                {
                    line.insert(c)
                }
                _ => return Step::Reply(Reply::Ignored),
            },
        }
        Step::Reply(Reply::Handled)
    }

    /// The player on the map, or why it cannot be searched.
    fn play(&mut self) -> Step {
        match self.board() {
            Ok(board) => {
                let board: Box<dyn Ready> = Box::new(board);
                Step::Open(board.player(self.keeping.title(), None))
            }
            Err(fault) => {
                self.message = Some(not_yet(&MapEditor::fault(&fault)));
                Step::Reply(Reply::Handled)
            }
        }
    }

    /// Saves the map in the folder under a name no file has.
    fn save(&mut self) {
        if let Err(fault) = self.board() {
            self.message = Some(not_yet(&MapEditor::fault(&fault)));
            return;
        }
        let regions = self.draft.regions().len();
        let comments = [
            format!(
                "Map: {regions} regions, {} borders, {} colours",
                self.draft.border_count(),
                self.draft.colours()
            ),
            "Made in backtrack's editor: the regions in the order they are coloured, then each one's borders.".to_string(),
        ];
        let text = self.draft.file_text(&comments);
        self.message = Some(
            self.keeping
                .save(&format!("map-{regions}-regions"), "map", &text),
        );
    }
}

impl BaseScreen for MapEditor {
    fn handle_key(&mut self, key: KeyEvent) -> Step {
        self.message = None;
        match &self.mode {
            EditMode::List => match key_tables::action(keys::MAP_EDITOR, key.code) {
                Some(action) => self.act(action),
                None => Step::Reply(Reply::Ignored),
            },
            EditMode::Picker(_) => match key_tables::action(keys::MAP_PICKER, key.code) {
                Some(action) => self.pick(action),
                None => Step::Reply(Reply::Ignored),
            },
            EditMode::Naming(_) => self.type_name(key),
        }
    }

    /// A click on a region's row puts the cursor there (the picker's while it is open),
    /// as the arrows would; the wheel moves it as ↑ and ↓ do. A name being typed keeps
    /// the mouse waiting, as it keeps every key.
    fn point(&mut self, pointer: Pointer) -> Step {
        let picking = match self.mode {
            EditMode::Naming(_) => return Step::Reply(Reply::Ignored),
            EditMode::Picker(_) => true,
            EditMode::List => false,
        };
        match (pointer.gesture, pointer.spot, picking) {
            (Gesture::Click, Some(Spot::ListItem(index)), _) => {
                self.message = None;
                match self.go_to(index) {
                    true => Step::Reply(Reply::Handled),
                    false => Step::Reply(Reply::Ignored),
                }
            }
            (Gesture::ScrollUp, _, false) => self.act(keys::MAP_WHEEL.up),
            (Gesture::ScrollDown, _, false) => self.act(keys::MAP_WHEEL.down),
            (Gesture::ScrollUp, _, true) => self.pick(keys::PICKER_WHEEL.up),
            (Gesture::ScrollDown, _, true) => self.pick(keys::PICKER_WHEEL.down),
            _ => Step::Reply(Reply::Ignored),
        }
    }

    fn helps(&self) -> Vec<HelpLine> {
        match self.mode {
            EditMode::List => key_tables::helps(keys::MAP_EDITOR).collect(),
            EditMode::Picker(_) => key_tables::helps(keys::MAP_PICKER).collect(),
            EditMode::Naming(_) => key_tables::helps(key_tables::TEXT_PROMPT).collect(),
        }
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
        self.keeping.heading(lm::MAP_NEW, lang)
    }

    fn text(&self) -> String {
        self.draft.file_text(&[])
    }

    fn render(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        draw::render(self, theme, area, buf);
    }
}
