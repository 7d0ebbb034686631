//! The puzzle folder's screen ("My puzzles"): each file with a line about it, the chosen
//! one's board beside the list; Enter plays it, `e` edits it (a sudoku, a subset sum or
//! a map).

use std::path::PathBuf;

use ratatui::{
    buffer::Buffer,
    crossterm::event::KeyEvent,
    layout::Rect,
    text::{Line, Span},
    widgets::{Paragraph, Widget},
};

use super::editor::chrome::EditorChrome;
use super::editor::{BaseScreen, Step, words};
use crate::app::input::keys::{self, HelpLine, ShelfAction};
use crate::app::input::mouse::{self, Gesture, Pointer, Spot};
use crate::app::screens::own_screens;
use crate::app::screens::puzzle_folder::{self, About, Listed};
use crate::app::screens::screen::Reply;
use crate::app::widgets::areas;
use crate::app::widgets::border::Border;
use crate::app::widgets::text::{cut, fit, wrap};
use crate::app::words::Id;
use crate::app::{Lang, Message, Playable, Theme};

/// The smallest area the list draws in.
const MIN_SIZE: (u16, u16) = (48, 12);
/// The list column's widest.
const LIST_WIDTH: u16 = 40;

/// The files of the puzzle folder and the one chosen.
#[derive(Debug)]
pub struct Shelf {
    folder: Option<PathBuf>,
    listed: Result<Vec<Listed>, String>,
    selected: usize,
    message: Option<Message>,
}

impl Shelf {
    /// The files of `folder`, read now; `None` for a system without a folder for them.
    pub fn new(folder: Option<PathBuf>) -> Shelf {
        let mut shelf = Shelf {
            folder,
            listed: Ok(Vec::new()),
            selected: 0,
            message: None,
        };
        shelf.reread();
        shelf
    }

    /// The files listed, or why the folder cannot be listed.
    #[cfg(test)]
    pub fn listed(&self) -> Result<&[Listed], &str> {
        self.listed.as_deref().map_err(String::as_str)
    }

    /// The place of the file chosen.
    #[cfg(test)]
    pub fn selected(&self) -> usize {
        self.selected
    }

    /// Reads the folder again, keeping the chosen file's place.
    fn reread(&mut self) {
        self.listed = match &self.folder {
            Some(folder) => puzzle_folder::list(folder),
            None => Ok(Vec::new()),
        };
        let count = self.listed.as_ref().map_or(0, Vec::len);
        self.selected = self.selected.min(count.saturating_sub(1));
    }

    /// The chosen file, if any.
    fn chosen(&self) -> Option<&Listed> {
        self.listed.as_ref().ok()?.get(self.selected)
    }

    /// The folder as the screen names it.
    fn folder_name(&self) -> String {
        match &self.folder {
            Some(folder) => folder.display().to_string(),
            None => "--puzzles DIR".to_string(),
        }
    }

    /// Does `action`, as a key or the mouse asks.
    fn act(&mut self, action: ShelfAction) -> Step {
        match action {
            ShelfAction::Up => self.select(self.selected.saturating_sub(1)),
            ShelfAction::Down => self.select(self.selected + 1),
            ShelfAction::First => self.select(0),
            ShelfAction::Last => self.select(usize::MAX),
            ShelfAction::Open => return self.open(),
            ShelfAction::Edit => return self.edit(),
            ShelfAction::Reread => {
                self.reread();
                let count = self.listed.as_ref().map_or(0, Vec::len);
                self.message = Some(Message::new(words::REREAD, &[&count]));
            }
            ShelfAction::Back => return Step::Reply(Reply::Menu),
            ShelfAction::Language => return Step::Reply(Reply::Language),
            ShelfAction::Help => return Step::Reply(Reply::Help),
        }
        Step::Reply(Reply::Handled)
    }

    /// Chooses the file at `index`, or the last one past the end.
    fn select(&mut self, index: usize) {
        let count = self.listed.as_ref().map_or(0, Vec::len);
        self.selected = index.min(count.saturating_sub(1));
    }

    /// Plays the chosen file's puzzle.
    fn open(&mut self) -> Step {
        let Some(listed) = self.chosen() else {
            return Step::Reply(Reply::Handled);
        };
        match &listed.found {
            Ok(found) => {
                let title = Message::english(listed.name.clone());
                Step::Open(found.board.player(Some(title), None))
            }
            Err(why) => {
                self.message = Some(Message::new(words::FILE_FAULT, &[why]));
                Step::Reply(Reply::Handled)
            }
        }
    }

    /// Opens the chosen puzzle in its problem's editor, as the file's reader says.
    fn edit(&mut self) -> Step {
        let Some(listed) = self.chosen() else {
            return Step::Reply(Reply::Handled);
        };
        let found = match &listed.found {
            Ok(found) => found,
            Err(why) => {
                self.message = Some(Message::new(words::FILE_FAULT, &[why]));
                return Step::Reply(Reply::Handled);
            }
        };
        let (name, folder) = (Some(listed.name.clone()), self.folder.clone());
        match found.editor(name, folder) {
            Some(editor) => Step::Open(editor),
            None => {
                self.message = Some(Message::new(words::SHELF_NO_EDITOR, &[]));
                Step::Reply(Reply::Handled)
            }
        }
    }

    /// What the file says of itself, in `lang`.
    fn about(listed: &Listed, lang: Lang) -> String {
        match &listed.found {
            Ok(found) => match &found.about {
                About::Comment(comment) => comment.clone(),
                About::Summary(summary) => summary.get(lang).to_string(),
                About::Problem(title) => Id::named(title).get(lang).to_string(),
            },
            Err(why) => words::FILE_FAULT.fill(lang, &[why]),
        }
    }

    fn render_list(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        let lang = theme.lang();
        let title = format!(" {} ", words::MY_PUZZLES.get(lang));
        let inner = Border::new(Span::styled(title, theme.accent()), theme)
            .padding(1)
            .draw(area, buf);
        let width = usize::from(inner.width);
        let lines: Vec<Line> = match &self.listed {
            Err(why) => wrap(
                &fit(
                    theme,
                    &words::SHELF_UNREADABLE.fill(lang, &[&self.folder_name(), why]),
                ),
                width,
            )
            .into_iter()
            .map(|line| Line::styled(line, theme.attacked()))
            .collect(),
            Ok(listed) if listed.is_empty() => wrap(
                &fit(
                    theme,
                    &words::SHELF_EMPTY.fill(lang, &[&self.folder_name(), &editors(lang)]),
                ),
                width,
            )
            .into_iter()
            .map(|line| Line::styled(line, theme.dim()))
            .collect(),
            Ok(listed) => {
                let marker = theme.glyph("▶", ">");
                listed
                    .iter()
                    .enumerate()
                    .map(|(index, entry)| {
                        let mark = if entry.found.is_err() {
                            theme.glyph("✗", "x")
                        } else {
                            " "
                        };
                        let name = cut(theme, &fit(theme, &entry.name), width.saturating_sub(4));
                        if index == self.selected {
                            Line::styled(format!("{marker}{mark}{name}"), theme.selected())
                        } else if entry.found.is_err() {
                            Line::styled(format!(" {mark}{name}"), theme.attacked())
                        } else {
                            Line::styled(format!(" {mark}{name}"), theme.text())
                        }
                    })
                    .collect()
            }
        };
        let rows = usize::from(inner.height).max(1);
        let scroll = (self.selected + 1).saturating_sub(rows);
        Paragraph::new(lines)
            .scroll((scroll as u16, 0))
            .render(inner, buf);
        let count = self.listed.as_ref().map_or(0, Vec::len);
        for (row, index) in (scroll..count).take(rows).enumerate() {
            let line = Rect::new(inner.x, inner.y + row as u16, inner.width, 1);
            mouse::mark(line.intersection(inner), Spot::ListItem(index));
        }
    }

    fn render_details(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        let Some(listed) = self.chosen() else {
            return;
        };
        let lang = theme.lang();
        let title = format!(" {} ", fit(theme, &listed.name));
        let inner = Border::new(Span::styled(title, theme.accent()), theme)
            .padding(1)
            .draw(area, buf);
        let about = Shelf::about(listed, lang);
        let style = match listed.found {
            Ok(_) => theme.text(),
            Err(_) => theme.attacked(),
        };
        let lines: Vec<Line> = wrap(&fit(theme, &about), usize::from(inner.width))
            .into_iter()
            .map(|line| Line::styled(line, style))
            .collect();
        let [text, rest, _] = areas::rows(inner, (lines.len() as u16).min(inner.height), 0);
        let [_, preview, _] = areas::rows(rest, u16::from(rest.height > 16), 0);
        Paragraph::new(lines).render(text, buf);
        if let Ok(found) = &listed.found {
            found.board.preview(theme, preview, buf);
        }
    }
}

impl BaseScreen for Shelf {
    fn handle_key(&mut self, key: KeyEvent) -> Step {
        self.message = None;
        match keys::action(keys::SHELF, key.code) {
            Some(action) => self.act(action),
            None => Step::Reply(Reply::Ignored),
        }
    }

    /// A click on a file chooses it and does what Enter does (plays it, or says what is
    /// wrong with a file that does not read); the wheel moves the choice as ↑ and ↓.
    fn point(&mut self, pointer: Pointer) -> Step {
        let action = match (pointer.gesture, pointer.spot) {
            (Gesture::Click, Some(Spot::ListItem(index))) => {
                self.select(index);
                keys::SHELF_CLICK
            }
            (Gesture::ScrollUp, _) => keys::SHELF_WHEEL.up,
            (Gesture::ScrollDown, _) => keys::SHELF_WHEEL.down,
            _ => return Step::Reply(Reply::Ignored),
        };
        self.message = None;
        self.act(action)
    }

    fn helps(&self) -> Vec<HelpLine> {
        keys::helps(keys::SHELF).collect()
    }

    fn tell(&mut self, message: Message) {
        self.message = Some(message);
    }

    fn heading(&self, lang: Lang) -> String {
        words::MY_PUZZLES.get(lang).to_string()
    }

    fn text(&self) -> String {
        let names: Vec<&str> = match &self.listed {
            Ok(listed) => listed.iter().map(|entry| entry.name.as_str()).collect(),
            Err(_) => Vec::new(),
        };
        names.join("\n")
    }

    fn render(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        let frame = EditorChrome {
            heading: words::SHELF_HEADING.fill(theme.lang(), &[&self.folder_name()]),
            message: self.message.as_ref(),
            helps: self.helps(),
            need: MIN_SIZE,
        };
        let Some(body) = frame.draw(theme, area, buf) else {
            return;
        };
        let list_width = LIST_WIDTH.min(body.width / 2);
        let [list, details, _] = areas::columns(body, list_width, 0);
        self.render_list(theme, list, buf);
        self.render_details(theme, details, buf);
    }

    fn came_back(&mut self) {
        self.reread();
    }
}

/// The menu's entries that save puzzle files in the folder, titled in `lang` and
/// listed as `lang` lists words: what the empty folder's note offers to fill it.
fn editors(lang: Lang) -> String {
    let titles: Vec<&str> = (own_screens::own_screens())
        .filter(|screen| screen.saves_files())
        .map(|screen| screen.title().get(lang))
        .collect();
    titles.join(words::LIST_SEPARATOR.get(lang))
}
