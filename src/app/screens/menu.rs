//! The preset menu: every problem's presets grouped by problem, and boards of any size,
//! as the registry lists them; the class's own puzzles; and the lessons built in.

use ratatui::{
    buffer::Buffer,
    crossterm::event::KeyEvent,
    layout::Rect,
    text::{Line, Span},
    widgets::{Paragraph, Widget},
};

use super::editor::{Shelf, Stacked, words as own};
use super::lesson::built_in::{BUILT_IN, BuiltIn};
use super::lesson::save::Origin;
use super::own_screens::{self, OwnScreen, Sizes};
use super::player::script::LessonPlayer;
use super::screen::{Screen, SearchScreen};
use super::too_small::TooSmall;
use crate::app::Playable;
use crate::app::input::keys::{self, MenuAction};
use crate::app::input::mouse;
use crate::app::screens::puzzle_folder;
use crate::app::widgets::areas;
use crate::app::widgets::border::Border;
use crate::app::widgets::text::{cut, fit, width_of, wrap};
use crate::app::words::{self, Id};
use crate::app::{Lang, Message, Theme};
use crate::engine::StopAfter;
use crate::registry::{self, Ready};
use std::path::PathBuf;

/// The smallest area the menu draws in.
const MIN_SIZE: (u16, u16) = (48, 12);
/// The list column's width.
const LIST_WIDTH: u16 = 40;

/// What an entry opens.
#[derive(Debug)]
enum Opens {
    /// A preset's board, searched in the mode the preset declares, and the player left
    /// on it when the user went back to the menu: opened again, it is where it was.
    Preset {
        /// The board.
        board: Box<dyn Ready>,
        /// The preset's mode.
        stop: StopAfter,
        /// The player as it was left.
        kept: Option<Box<dyn Screen>>,
    },
    /// A board of the size chosen in the menu.
    Custom {
        /// The problem.
        problem: &'static dyn registry::Entry,
        /// The sizes on offer.
        sizes: std::ops::RangeInclusive<usize>,
        /// The size chosen.
        size: usize,
    },
    /// Nothing: the preset cannot be read, for this reason.
    Broken(String),
    /// A problem's own screen (an editor, a sandbox), of the size chosen in the menu.
    Own {
        /// The screen.
        screen: &'static dyn OwnScreen,
        /// The sizes on offer.
        sizes: Sizes,
        /// The size chosen, one of `sizes`.
        size: usize,
    },
    /// The puzzle folder's list.
    Folder,
    /// A lesson compiled into the program, as `backtrack lesson NAME` plays it.
    Lesson(&'static BuiltIn),
}

/// One line of the menu.
#[derive(Debug)]
struct MenuItem {
    /// The index of its problem in the registry: the group it is listed under; past the
    /// registry's end, the class's own puzzles.
    group: usize,
    /// Its title, a message of the catalogue.
    title: Id,
    /// Its title when it is not the catalogue's: a lesson's own, in each language.
    named: Option<Message>,
    /// What it opens, with the values its message takes.
    description: Message,
    opens: Opens,
}

impl MenuItem {
    /// Its title in `lang`.
    fn title(&self, lang: Lang) -> &str {
        match &self.named {
            Some(named) => named.get(lang),
            None => self.title.get(lang),
        }
    }

    /// Its description in `lang`.
    fn description(&self, lang: Lang) -> &str {
        self.description.get(lang)
    }
}

/// What the app should do after a key in the menu.
#[derive(Debug)]
pub enum MenuReply {
    /// Nothing more.
    Stay,
    /// Open this screen, new: a player picks up what the state file kept of its puzzle.
    Open(Box<dyn Screen>),
    /// Open again the player left in this run, as it was left.
    Return(Box<dyn Screen>),
    /// Open `session`: the chosen board in each search order side by side.
    SideBySide(Box<dyn Screen>),
    /// Show the help.
    Help,
    /// Switch between English and Chinese.
    Language,
    /// Quit.
    Quit,
}

/// The menu's entries and which one is chosen.
#[derive(Debug)]
pub struct Menu {
    entries: Vec<MenuItem>,
    selected: usize,
    /// The entry the open player came from.
    opened: Option<usize>,
    typed: String,
    message: Option<Message>,
    /// The class's own puzzles' folder, where the editor saves.
    folder: Option<PathBuf>,
}

impl Menu {
    /// The menu of every problem's presets, each problem's custom entry after them.
    pub fn new() -> Menu {
        let mut entries = Vec::new();
        for (group, problem) in registry::PROBLEMS.iter().enumerate() {
            for (index, preset) in problem.presets().into_iter().enumerate() {
                let opens = match problem.open_preset(index) {
                    Ok(board) => Opens::Preset {
                        board,
                        stop: preset.stop,
                        kept: None,
                    },
                    Err(error) => Opens::Broken(format!("{error:#}")),
                };
                entries.push(MenuItem {
                    group,
                    title: Id::named(preset.title),
                    named: None,
                    description: Message::new(Id::named(preset.description), &[]),
                    opens,
                });
            }
            if let Some(custom) = problem.custom() {
                let description = Id::new(custom.description, &["max"]);
                entries.push(MenuItem {
                    group,
                    title: Id::named(custom.title),
                    named: None,
                    description: Message::new(description, &[custom.sizes.end()]),
                    opens: Opens::Custom {
                        problem: *problem,
                        sizes: custom.sizes,
                        size: custom.default,
                    },
                });
            }
        }
        let folder = puzzle_folder::location();
        let own = registry::PROBLEMS.len();
        for screen in own_screens::own_screens() {
            let (sizes, size) = screen.sizes();
            entries.push(MenuItem {
                group: own,
                title: screen.title(),
                named: None,
                description: Message::new(screen.about(), &[]),
                opens: Opens::Own {
                    screen,
                    sizes,
                    size,
                },
            });
        }
        entries.push(MenuItem {
            group: own,
            title: own::MY_PUZZLES,
            named: None,
            description: Message::new(own::MY_PUZZLES_ABOUT, &[]),
            opens: Opens::Folder,
        });
        for lesson in BUILT_IN {
            let read = lesson.lesson();
            let stops: usize = read.scenes.iter().map(|scene| scene.stops.len()).sum();
            let scenes = read.scenes.len();
            entries.push(MenuItem {
                group: own + 1,
                title: words::LESSONS,
                named: Some(Message::in_each_language(|lang| lesson.title(lang))),
                description: Message::new(words::LESSON_ABOUT, &[&scenes, &stops]),
                opens: Opens::Lesson(lesson),
            });
        }
        Menu {
            entries,
            selected: 0,
            opened: None,
            typed: String::new(),
            message: None,
            folder,
        }
    }

    /// Says `message` on the footer's row until the next key.
    pub fn tell(&mut self, message: Message) {
        self.message = Some(message);
    }

    /// Takes one key press; an entry opened side by side is titled in `lang`, a player's
    /// title follows the language.
    pub fn handle_key(&mut self, key: KeyEvent) -> MenuReply {
        self.message = None;
        let Some(action) = keys::action(keys::MENU, key.code) else {
            return MenuReply::Stay;
        };
        self.act(action, key)
    }

    /// Takes a gesture of the mouse: the wheel moves the choice, a click on an entry
    /// chooses it and opens it, as the keys of [`keys::MENU_WHEEL`] and
    /// [`keys::MENU_CLICK`] say.
    pub fn point(&mut self, pointer: mouse::Pointer) -> MenuReply {
        self.message = None;
        let none = KeyEvent::from(ratatui::crossterm::event::KeyCode::Null);
        match (pointer.gesture, pointer.spot) {
            (mouse::Gesture::ScrollUp, _) => self.act(keys::MENU_WHEEL.up, none),
            (mouse::Gesture::ScrollDown, _) => self.act(keys::MENU_WHEEL.down, none),
            (mouse::Gesture::Click, Some(mouse::Spot::MenuEntry(index))) => {
                self.select(index);
                self.act(keys::MENU_CLICK, none)
            }
            _ => MenuReply::Stay,
        }
    }

    /// Does what `action`, bound to `key`, says.
    fn act(&mut self, action: MenuAction, key: KeyEvent) -> MenuReply {
        match action {
            MenuAction::Up => self.select(self.selected.saturating_sub(1)),
            MenuAction::Down => self.select(self.selected + 1),
            MenuAction::First => self.select(0),
            MenuAction::Last => self.select(usize::MAX),
            MenuAction::Smaller => self.change_size(-1),
            MenuAction::Larger => self.change_size(1),
            MenuAction::Digit => {
                if let ratatui::crossterm::event::KeyCode::Char(digit) = key.code {
                    self.type_digit(digit);
                }
            }
            MenuAction::Open => return self.open(),
            MenuAction::SideBySide => return self.side_by_side(),
            MenuAction::Help => return MenuReply::Help,
            MenuAction::Language => return MenuReply::Language,
            MenuAction::Quit => return MenuReply::Quit,
        }
        MenuReply::Stay
    }

    /// Keeps `session`, the player the user has just left, with the preset it was opened
    /// from, so that opening that preset again returns to the same step.
    pub fn keep(&mut self, session: Box<dyn Screen>) {
        let entry = self
            .opened
            .take()
            .and_then(|index| self.entries.get_mut(index));
        if let Some(MenuItem {
            opens: Opens::Preset { kept, .. },
            ..
        }) = entry
        {
            *kept = Some(session);
        }
    }

    fn select(&mut self, index: usize) {
        self.selected = index.min(self.entries.len().saturating_sub(1));
        self.typed.clear();
    }

    /// The size of the chosen custom entry and its range, if it is one.
    fn size_mut(&mut self) -> Option<(&mut usize, &std::ops::RangeInclusive<usize>)> {
        match &mut self.entries.get_mut(self.selected)?.opens {
            Opens::Custom { size, sizes, .. }
            | Opens::Own {
                size,
                sizes: Sizes::Range(sizes),
                ..
            } => Some((size, sizes)),
            _ => None,
        }
    }

    fn change_size(&mut self, by: isize) {
        self.typed.clear();
        if let Some(MenuItem {
            opens:
                Opens::Own {
                    sizes: Sizes::Sides(sides),
                    size: side,
                    ..
                },
            ..
        }) = self.entries.get_mut(self.selected)
        {
            let at = sides.iter().position(|s| s == side).unwrap_or(0);
            let at = at.saturating_add_signed(by).min(sides.len() - 1);
            *side = sides[at];
        }
        if let Some((size, sizes)) = self.size_mut() {
            *size = size
                .saturating_add_signed(by)
                .clamp(*sizes.start(), *sizes.end());
        }
    }

    /// Appends a digit to the size being typed; a digit that would go past the largest
    /// size starts a new number.
    fn type_digit(&mut self, digit: char) {
        let mut typed = std::mem::take(&mut self.typed);
        let Some((size, sizes)) = self.size_mut() else {
            return;
        };
        typed.push(digit);
        let mut value: usize = typed.parse().unwrap_or(0);
        if value > *sizes.end() {
            typed = digit.to_string();
            value = typed.parse().unwrap_or(0);
        }
        if value < *sizes.start() {
            typed.clear();
        } else {
            *size = value;
        }
        self.typed = typed;
    }

    fn side_by_side(&mut self) -> MenuReply {
        let Some(entry) = self.entries.get(self.selected) else {
            return MenuReply::Stay;
        };
        let session = match &entry.opens {
            Opens::Preset { board, .. } => board.side_by_side(Some(Message::new(entry.title, &[]))),
            _ => None,
        };
        match session {
            Some(session) => MenuReply::SideBySide(session),
            None => {
                self.message = Some(Message::new(words::ONE_ORDER_ONLY, &[]));
                MenuReply::Stay
            }
        }
    }

    fn open(&mut self) -> MenuReply {
        let Some(entry) = self.entries.get_mut(self.selected) else {
            return MenuReply::Stay;
        };
        self.opened = Some(self.selected);
        let title = Message::new(entry.title, &[]);
        let title_id = entry.title;
        match &mut entry.opens {
            Opens::Preset { board, stop, kept } => match kept.take() {
                Some(player) => MenuReply::Return(player),
                None => {
                    let player = board.player(Some(title), Some(*stop));
                    MenuReply::Open(with_origin(
                        player,
                        Origin::of_preset(board.name(), title_id.key),
                    ))
                }
            },
            Opens::Custom { problem, size, .. } => match problem.sized(*size) {
                Some(board) => MenuReply::Open(with_origin(
                    board.player(None, None),
                    Some(Origin::of_size(problem.name(), *size)),
                )),
                None => {
                    let problem = Id::named(problem.title());
                    let said = Message::in_each_language(|lang| {
                        words::NO_SIZE.fill(lang, &[&problem.get(lang), size])
                    });
                    self.message = Some(said);
                    MenuReply::Stay
                }
            },
            Opens::Broken(reason) => {
                self.message = Some(Message::new(words::CANNOT_OPEN, &[reason]));
                MenuReply::Stay
            }
            Opens::Own { screen, size, .. } => match screen.open(*size, self.folder.clone()) {
                Some(session) => MenuReply::Open(session),
                None => MenuReply::Stay,
            },
            Opens::Folder => {
                MenuReply::Open(Box::new(Stacked::new(Shelf::new(self.folder.clone()))))
            }
            Opens::Lesson(lesson) => match LessonPlayer::new(lesson.lesson(), PathBuf::from(".")) {
                Ok(player) => MenuReply::Open(Box::new(player)),
                Err(why) => {
                    self.message = Some(Message::new(words::CANNOT_OPEN, &[&why]));
                    MenuReply::Stay
                }
            },
        }
    }

    fn entry_title(&self, entry: &MenuItem, theme: &Theme) -> String {
        let (left, right) = (theme.glyph("◀", "<"), theme.glyph("▶", ">"));
        let title = entry.title(theme.lang());
        let title = match &entry.opens {
            Opens::Custom { size, .. }
            | Opens::Own {
                sizes: Sizes::Range(_),
                size,
                ..
            } => format!("{title}  {left} {size} {right}"),
            Opens::Own {
                sizes: Sizes::Sides(_),
                size: side,
                ..
            } => format!("{title}  {left} {side}×{side} {right}"),
            _ => title.to_string(),
        };
        fit(theme, &title).into_owned()
    }

    /// The list's lines, `width` cells wide, with the index of the chosen one's last, and
    /// the entry each line shows (none for a group's title). An entry too long for the
    /// width goes on under itself, indented, rather than losing its last words ("The
    /// Groetzsch graph in 3 colours: none").
    fn list_lines(
        &self,
        theme: &Theme,
        width: usize,
    ) -> (Vec<Line<'static>>, usize, Vec<Option<usize>>) {
        let marker = theme.glyph("▶", ">");
        let mut lines = Vec::with_capacity(self.entries.len() + registry::PROBLEMS.len());
        let mut shows = Vec::with_capacity(lines.capacity());
        let mut chosen_line = 0;
        let mut group = None;
        for (index, entry) in self.entries.iter().enumerate() {
            if group != Some(entry.group) {
                group = Some(entry.group);
                let title = match registry::PROBLEMS.get(entry.group) {
                    Some(problem) => Id::named(problem.title()).get(theme.lang()),
                    None if entry.group == registry::PROBLEMS.len() => {
                        own::OWN_PUZZLES.get(theme.lang())
                    }
                    None => words::LESSONS.get(theme.lang()),
                };
                lines.push(Line::styled(title, theme.accent()));
                shows.push(None);
            }
            let title = self.entry_title(entry, theme);
            let (first, style) = match index == self.selected {
                true => (format!("{marker} "), theme.selected()),
                false => ("  ".to_string(), theme.text()),
            };
            // Two cells for the marker, two more for the indent of a line that goes on.
            let parts = match width_of(&title) + 2 > width {
                true => wrap(&title, width.saturating_sub(4).max(1)),
                false => vec![title],
            };
            for (part, text) in parts.into_iter().enumerate() {
                let lead = if part == 0 { first.as_str() } else { "    " };
                lines.push(Line::styled(format!("{lead}{text}"), style));
                shows.push(Some(index));
            }
            if index == self.selected {
                chosen_line = lines.len() - 1;
            }
        }
        (lines, chosen_line, shows)
    }

    fn render_list(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        let title = format!(" {} ", words::PRESETS.get(theme.lang()));
        let inner = Border::new(Span::styled(title, theme.accent()), theme)
            .padding(1)
            .draw(area, buf);
        let (lines, chosen, shows) = self.list_lines(theme, usize::from(inner.width));
        let rows = usize::from(inner.height).max(1);
        let scroll = (chosen + 1).saturating_sub(rows);
        let below = lines.len().saturating_sub(scroll + rows);
        let more = |arrow: &str, count: usize, buf: &mut Buffer, y: u16| {
            let note = format!(" {} ", words::MORE.fill(theme.lang(), &[&arrow, &count]));
            let width = width_of(&note) as u16;
            if area.width >= width + 4 {
                let x = area.right() - width - 2;
                Span::styled(note, theme.dim()).render(Rect::new(x, y, width, 1), buf);
            }
        };
        Paragraph::new(lines)
            .scroll((scroll as u16, 0))
            .render(inner, buf);
        for (row, shows) in (inner.y..inner.bottom()).zip(shows.into_iter().skip(scroll)) {
            if let Some(index) = shows {
                let line = Rect::new(area.x, row, area.width, 1);
                mouse::mark(line, mouse::Spot::MenuEntry(index));
            }
        }
        // Entries out of view are counted on the frame, so that none goes unnoticed.
        if scroll > 0 {
            more(theme.glyph("↑", "^"), scroll, buf, area.top());
        }
        if below > 0 && area.height > 1 {
            more(theme.glyph("↓", "v"), below, buf, area.bottom() - 1);
        }
    }

    fn render_details(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        let Some(entry) = self.entries.get(self.selected) else {
            return;
        };
        let lang = theme.lang();
        // The title on the frame, cut with an ellipsis where the frame is too narrow: its
        // corners and a blank on each side take 4 columns.
        let room = usize::from(area.width).saturating_sub(4);
        let title = format!(" {} ", cut(theme, &fit(theme, entry.title(lang)), room));
        let enter = format!(" {} ", words::ENTER_OPENS.get(lang));
        let inner = Border::new(Span::styled(title, theme.accent()), theme)
            .bottom(Span::styled(enter, theme.dim()))
            .padding(1)
            .draw(area, buf);
        let description = match &entry.opens {
            Opens::Broken(reason) => {
                words::CANNOT_BE_OPENED.fill(lang, &[&entry.description(lang), reason])
            }
            _ => entry.description(lang).to_string(),
        };
        // The whole description, wrapped between words; the preview takes the rows left,
        // after a blank line when there is room for one.
        let lines: Vec<Line> = wrap(&fit(theme, &description), usize::from(inner.width))
            .into_iter()
            .map(Line::raw)
            .collect();
        let [text, rest, _] = areas::rows(inner, (lines.len() as u16).min(inner.height), 0);
        let gap = u16::from(rest.height > 16);
        let [_, preview, _] = areas::rows(rest, gap, 0);
        Paragraph::new(lines).render(text, buf);
        match &entry.opens {
            Opens::Preset { board, .. } => board.preview(theme, preview, buf),
            Opens::Custom { problem, size, .. } => {
                if let Some(board) = problem.sized(*size) {
                    board.preview(theme, preview, buf);
                }
            }
            Opens::Own { screen, size, .. } => {
                if let Some(board) = screen.preview(*size) {
                    board.preview(theme, preview, buf);
                }
            }
            Opens::Broken(_) | Opens::Folder | Opens::Lesson(_) => {}
        }
    }

    /// Draws the menu in `area` with `theme`.
    pub fn render(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        if !super::too_small::fits(area, MIN_SIZE) {
            TooSmall {
                need: MIN_SIZE,
                have: (area.width, area.height),
                theme,
            }
            .render(area, buf);
            return;
        }
        let [title, body, footer] = areas::rows(area, 1, 1);
        let dash = theme.glyph("—", "-");
        Line::from(vec![
            Span::styled(" backtrack ", theme.accent()),
            Span::styled(
                format!("{dash} {}", words::TAGLINE.get(theme.lang())),
                theme.dim(),
            ),
        ])
        .render(title, buf);
        let [list, details, _] = areas::columns(body, LIST_WIDTH, 0);
        self.render_list(theme, list, buf);
        self.render_details(theme, details, buf);
        match &self.message {
            Some(message) => {
                let message = message.get(theme.lang()).to_string();
                Line::styled(message, theme.accent()).render(footer, buf);
            }
            None => keys::footer(keys::helps(keys::MENU), theme, footer.width).render(footer, buf),
        }
    }
}

/// `player`, a player of one search, knowing that its puzzle came from `origin`, so
/// that the lesson saved from it names the puzzle.
fn with_origin(mut player: Box<dyn SearchScreen>, origin: Option<Origin>) -> Box<dyn Screen> {
    if let Some(origin) = origin {
        (player.stops_mut())
            .expect("BUG: a board's player plays one search")
            .set_origin(origin);
    }
    player
}

#[cfg(test)]
mod tests {
    use ratatui::crossterm::event::KeyCode;

    use super::*;

    /// The menu with its N-Queens entry of any size chosen, and a digit typed when `typed`.
    fn at_custom_queens(typed: bool) -> Menu {
        let mut menu = Menu::new();
        menu.selected = menu
            .entries
            .iter()
            .position(|entry| matches!(entry.opens, Opens::Custom { .. }))
            .expect("N-Queens has an entry of any size");
        if typed {
            menu.handle_key(KeyEvent::from(KeyCode::Char('1')));
        }
        menu
    }

    /// What a key can change: the chosen entry, the sizes, the digits typed, the message.
    fn state(menu: &Menu) -> (usize, Vec<String>, String, Option<Message>) {
        let sizes = menu
            .entries
            .iter()
            .map(|entry| format!("{:?}", entry.opens))
            .collect();
        (
            menu.selected,
            sizes,
            menu.typed.clone(),
            menu.message.clone(),
        )
    }

    #[test]
    fn every_key_of_the_table_does_something() {
        for &(code, action) in keys::MENU.iter().flat_map(|binding| binding.keys) {
            // A digit shows on a size already begun: `1` then `0` makes 10.
            let mut menu = at_custom_queens(action == MenuAction::Digit);
            let before = state(&menu);
            let reply = menu.handle_key(KeyEvent::from(code));
            let acted = !matches!(reply, MenuReply::Stay) || state(&menu) != before;
            assert!(acted, "{code:?} ({action:?}) did nothing");
        }
    }

    #[test]
    fn keys_outside_the_table_change_nothing() {
        let bound: Vec<KeyCode> = keys::MENU
            .iter()
            .flat_map(|binding| binding.keys.iter().map(|&(code, _)| code))
            .collect();
        for c in ' '..='~' {
            let code = KeyCode::Char(c);
            if bound.contains(&code) {
                continue;
            }
            let mut menu = at_custom_queens(false);
            let before = state(&menu);
            assert!(matches!(
                menu.handle_key(KeyEvent::from(code)),
                MenuReply::Stay
            ));
            assert_eq!(state(&menu), before, "{code:?}");
        }
    }

    #[test]
    fn o_opens_a_sudoku_preset_side_by_side_and_nothing_else() {
        let mut menu = Menu::new();
        let a4 = menu
            .entries
            .iter()
            .position(|entry| entry.title(Lang::En).contains("world's hardest"))
            .expect("the A4 preset");
        menu.selected = a4;
        let reply = menu.handle_key(KeyEvent::from(KeyCode::Char('o')));
        let MenuReply::SideBySide(session) = reply else {
            panic!("a sudoku preset opens side by side");
        };
        assert_eq!(
            session.state_line().lines().count(),
            crate::problems::CellOrder::ALL.len(),
            "one board an order"
        );
        let mut menu = at_custom_queens(false);
        let reply = menu.handle_key(KeyEvent::from(KeyCode::Char('o')));
        assert!(matches!(reply, MenuReply::Stay));
        assert!(menu.message.is_some());
    }

    #[test]
    fn every_problem_is_a_group_with_its_presets_then_its_custom_entry() {
        let menu = Menu::new();
        let groups: Vec<usize> = menu.entries.iter().map(|entry| entry.group).collect();
        assert!(groups.is_sorted(), "grouped in registry order");
        for (group, problem) in registry::PROBLEMS.iter().enumerate() {
            let entries: Vec<&MenuItem> =
                menu.entries.iter().filter(|e| e.group == group).collect();
            assert_eq!(
                entries.len(),
                problem.presets().len() + usize::from(problem.custom().is_some()),
                "{}",
                problem.name()
            );
            assert!(entries.iter().all(|e| !matches!(e.opens, Opens::Broken(_))));
        }
    }

    #[test]
    fn every_group_and_entry_is_in_chinese_too() {
        let menu = Menu::new();
        for lang in [Lang::Zh, Lang::ZhTw] {
            let groups = registry::PROBLEMS
                .iter()
                .map(|problem| Id::named(problem.title()).get(lang));
            // A built-in lesson's description names it as the command line does.
            let entries = menu
                .entries
                .iter()
                .filter(|entry| !matches!(entry.opens, Opens::Lesson(_)));
            let entries = entries.flat_map(|entry| {
                [
                    (entry.title(lang), entry.title(Lang::En)),
                    (entry.description(lang), entry.description(Lang::En)),
                ]
            });
            for chinese in groups {
                assert!(!chinese.is_ascii(), "{chinese}");
            }
            for (index, (zh, en)) in entries.enumerate() {
                assert!(!zh.is_ascii() && !en.is_empty(), "{index}: {zh:?} / {en:?}");
                assert_ne!(zh, en);
                let english = crate::app::words::english_in(zh);
                assert!(english.is_empty(), "{zh}: {english:?}");
            }
        }
        // A preset's description names its tutorial by its Chinese title, in the
        // characters of each Chinese.
        let eight = menu
            .entries
            .iter()
            .find(|e| e.title(Lang::En) == "8 queens")
            .expect("8 queens");
        assert!(
            eight
                .description(Lang::Zh)
                .contains("《回溯算法解决八皇后问题(C++实现)》")
        );
        assert!(
            eight
                .description(Lang::ZhTw)
                .contains("《回溯算法解決八皇后問題(C++實現)》")
        );
        let queens = at_custom_queens(false);
        let custom = &queens.entries[queens.selected];
        assert!(custom.description(Lang::En).contains("N from 1 to 64"));
        assert!(custom.description(Lang::ZhTw).contains("N 從 1 到 64"));
    }
}
