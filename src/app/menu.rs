//! The preset menu: the tutorials' puzzles grouped by problem, and boards of any size.

use ratatui::{
    buffer::Buffer,
    crossterm::event::{KeyCode, KeyEvent},
    layout::Rect,
    text::{Line, Span},
    widgets::{Paragraph, Widget, Wrap},
};

use super::{
    BoardOptions, Show, Start, Theme, areas, border::Border, keys, text::fit, too_small::TooSmall,
};
use crate::engine::{Search, StopAfter};
use crate::presets::{self, Preset, PresetKind};
use crate::problems::{
    Permutations, QueensBoard, permutations::MAX_PERMUTATION, queens::MAX_QUEENS,
    sudoku::parse::parse_puzzles,
};

/// The smallest area the menu draws in.
const MIN_SIZE: (u16, u16) = (48, 12);
/// The list column's width.
const LIST_WIDTH: u16 = 40;
/// The N a custom N-Queens entry starts at.
const DEFAULT_QUEENS: usize = 8;
/// The n a custom permutations entry starts at.
const DEFAULT_PERMUTATIONS: usize = 4;

/// The three groups, in the order the menu lists them.
const GROUPS: [&str; 3] = ["N-Queens", "Sudoku", "Permutations"];

/// What an entry opens.
#[derive(Clone, Debug)]
enum Opens {
    /// A ready start.
    Start(Start),
    /// N-Queens of the N chosen in the menu.
    CustomQueens,
    /// Permutations of the n chosen in the menu.
    CustomPermutations,
    /// Nothing: the preset cannot be read, for this reason.
    Broken(String),
}

/// One line of the menu.
#[derive(Clone, Debug)]
struct Entry {
    group: usize,
    title: String,
    description: String,
    opens: Opens,
}

impl Entry {
    fn from_preset(preset: &Preset) -> Entry {
        let (group, opens) = match preset.kind {
            PresetKind::Queens(n) => (0, Opens::Start(Start::Queens(n))),
            PresetKind::Sudoku(text) => (1, sudoku_start(preset, text)),
            PresetKind::Permutations(n) => (2, Opens::Start(Start::Permutations(n))),
        };
        Entry {
            group,
            title: preset.title.to_string(),
            description: preset.description.to_string(),
            opens,
        }
    }
}

/// The first puzzle of a sudoku preset's text, in the cell order its name asks for (the
/// MRV presets show seed 004's order; the others the row order of seeds 000 and 002).
fn sudoku_start(preset: &Preset, text: &str) -> Opens {
    let order = preset.cell_order();
    let puzzle = match parse_puzzles(text) {
        Ok(puzzles) => puzzles.into_iter().next(),
        Err(error) => return Opens::Broken(format!("line {}: {error}", error.line)),
    };
    match puzzle.map(|p| p.board(order)) {
        Some(Ok(board)) => Opens::Start(Start::Sudoku {
            title: preset.title.to_string(),
            board,
        }),
        Some(Err(error)) => Opens::Broken(error.to_string()),
        None => Opens::Broken("no puzzle in the preset".to_string()),
    }
}

/// What the app should do after a key in the menu.
#[derive(Clone, Debug)]
pub enum MenuReply {
    /// Nothing more.
    Stay,
    /// Open the player on this start.
    Open(Box<Start>),
    /// Show the help.
    Help,
    /// Quit.
    Quit,
}

/// The menu's entries and which one is chosen.
#[derive(Clone, Debug)]
pub struct Menu {
    entries: Vec<Entry>,
    selected: usize,
    queens: usize,
    permutations: usize,
    typed: String,
    message: Option<String>,
    theme: Theme,
}

impl Menu {
    /// The menu of every preset, plus an N-Queens and a permutations entry of any size.
    pub fn new(theme: Theme) -> Menu {
        let mut entries: Vec<Entry> = presets::all().iter().map(Entry::from_preset).collect();
        entries.push(Entry {
            group: 0,
            title: "N-Queens, any N".to_string(),
            description: format!(
                "An empty N×N board, N from 1 to {MAX_QUEENS}: choose N with ←/→ or type it."
            ),
            opens: Opens::CustomQueens,
        });
        entries.push(Entry {
            group: 2,
            title: "Permutations, any n".to_string(),
            description: format!(
                "Every arrangement of 1..n, n from 1 to {MAX_PERMUTATION}: choose n with ←/→ \
                 or type it."
            ),
            opens: Opens::CustomPermutations,
        });
        // Stable: presets keep their order inside each group, custom entries come last.
        entries.sort_by_key(|entry| entry.group);
        Menu {
            entries,
            selected: 0,
            queens: DEFAULT_QUEENS,
            permutations: DEFAULT_PERMUTATIONS,
            typed: String::new(),
            message: None,
            theme,
        }
    }

    /// Says `message` in the footer until the next key.
    pub fn tell(&mut self, message: String) {
        self.message = Some(message);
    }

    /// Takes one key press.
    pub fn handle_key(&mut self, key: KeyEvent) -> MenuReply {
        self.message = None;
        match key.code {
            KeyCode::Up | KeyCode::Char('k') => self.select(self.selected.saturating_sub(1)),
            KeyCode::Down | KeyCode::Char('j') => self.select(self.selected + 1),
            KeyCode::Home => self.select(0),
            KeyCode::End => self.select(usize::MAX),
            KeyCode::Left | KeyCode::Char('h') => self.change_size(-1),
            KeyCode::Right | KeyCode::Char('l') => self.change_size(1),
            KeyCode::Char(digit @ '0'..='9') => self.type_digit(digit),
            KeyCode::Enter => return self.open(),
            KeyCode::Char('?') => return MenuReply::Help,
            KeyCode::Char('q') => return MenuReply::Quit,
            _ => {}
        }
        MenuReply::Stay
    }

    fn select(&mut self, index: usize) {
        self.selected = index.min(self.entries.len().saturating_sub(1));
        self.typed.clear();
    }

    /// The size of the chosen custom entry and its largest value, if it is one.
    fn size_mut(&mut self) -> Option<(&mut usize, usize)> {
        match self.entries.get(self.selected)?.opens {
            Opens::CustomQueens => Some((&mut self.queens, MAX_QUEENS)),
            Opens::CustomPermutations => Some((&mut self.permutations, MAX_PERMUTATION)),
            _ => None,
        }
    }

    fn change_size(&mut self, by: isize) {
        self.typed.clear();
        if let Some((size, max)) = self.size_mut() {
            *size = size.saturating_add_signed(by).clamp(1, max);
        }
    }

    /// Appends a digit to the size being typed; a digit that would go past the largest
    /// size starts a new number.
    fn type_digit(&mut self, digit: char) {
        let mut typed = std::mem::take(&mut self.typed);
        let Some((size, max)) = self.size_mut() else {
            return;
        };
        typed.push(digit);
        let mut value: usize = typed.parse().unwrap_or(0);
        if value > max {
            typed = digit.to_string();
            value = typed.parse().unwrap_or(0);
        }
        if value == 0 {
            typed.clear();
        } else {
            *size = value;
        }
        self.typed = typed;
    }

    fn open(&mut self) -> MenuReply {
        let Some(entry) = self.entries.get(self.selected) else {
            return MenuReply::Stay;
        };
        match &entry.opens {
            Opens::Start(start) => MenuReply::Open(Box::new(start.clone())),
            Opens::CustomQueens => MenuReply::Open(Box::new(Start::Queens(self.queens))),
            Opens::CustomPermutations => {
                MenuReply::Open(Box::new(Start::Permutations(self.permutations)))
            }
            Opens::Broken(reason) => {
                self.message = Some(format!("cannot open this preset: {reason}"));
                MenuReply::Stay
            }
        }
    }

    /// The start the chosen entry would open, for the preview.
    fn chosen_start(&self) -> Option<Start> {
        match &self.entries.get(self.selected)?.opens {
            Opens::Start(start) => Some(start.clone()),
            Opens::CustomQueens => Some(Start::Queens(self.queens)),
            Opens::CustomPermutations => Some(Start::Permutations(self.permutations)),
            Opens::Broken(_) => None,
        }
    }

    fn entry_title(&self, entry: &Entry) -> String {
        let (left, right) = (self.theme.glyph("◀", "<"), self.theme.glyph("▶", ">"));
        let title = match entry.opens {
            Opens::CustomQueens => format!("{}  {left} {} {right}", entry.title, self.queens),
            Opens::CustomPermutations => {
                format!("{}  {left} {} {right}", entry.title, self.permutations)
            }
            _ => entry.title.clone(),
        };
        fit(&self.theme, &title).into_owned()
    }

    /// The list's lines with the index of the chosen one.
    fn list_lines(&self) -> (Vec<Line<'static>>, usize) {
        let theme = &self.theme;
        let marker = theme.glyph("▶", ">");
        let mut lines = Vec::with_capacity(self.entries.len() + GROUPS.len());
        let mut chosen_line = 0;
        let mut group = None;
        for (index, entry) in self.entries.iter().enumerate() {
            if group != Some(entry.group) {
                group = Some(entry.group);
                lines.push(Line::styled(GROUPS[entry.group], theme.accent()));
            }
            let title = self.entry_title(entry);
            if index == self.selected {
                chosen_line = lines.len();
                lines.push(Line::styled(format!("{marker} {title}"), theme.selected()));
            } else {
                lines.push(Line::styled(format!("  {title}"), theme.text()));
            }
        }
        (lines, chosen_line)
    }

    fn render_list(&self, area: Rect, buf: &mut Buffer) {
        let inner = Border::new(Span::styled(" Presets ", self.theme.accent()), &self.theme)
            .padding(1)
            .draw(area, buf);
        let (lines, chosen) = self.list_lines();
        let rows = usize::from(inner.height).max(1);
        let scroll = (chosen + 1).saturating_sub(rows);
        let below = lines.len().saturating_sub(scroll + rows);
        let more = |arrow: &str, count: usize, buf: &mut Buffer, y: u16| {
            let note = format!(" {arrow} {count} more ");
            let width = note.chars().count() as u16;
            if area.width >= width + 4 {
                let x = area.right() - width - 2;
                Span::styled(note, self.theme.dim()).render(Rect::new(x, y, width, 1), buf);
            }
        };
        Paragraph::new(lines)
            .scroll((scroll as u16, 0))
            .render(inner, buf);
        // Entries out of view are counted on the frame, so that none goes unnoticed.
        if scroll > 0 {
            more(self.theme.glyph("↑", "^"), scroll, buf, area.top());
        }
        if below > 0 && area.height > 1 {
            more(self.theme.glyph("↓", "v"), below, buf, area.bottom() - 1);
        }
    }

    fn render_details(&self, area: Rect, buf: &mut Buffer) {
        let Some(entry) = self.entries.get(self.selected) else {
            return;
        };
        let title = format!(" {} ", fit(&self.theme, &entry.title));
        let inner = Border::new(Span::styled(title, self.theme.accent()), &self.theme)
            .bottom(Span::styled(" Enter opens ", self.theme.dim()))
            .padding(1)
            .draw(area, buf);
        let description = match &entry.opens {
            Opens::Broken(reason) => format!("{} (cannot be opened: {reason})", entry.description),
            _ => entry.description.clone(),
        };
        let description =
            Paragraph::new(fit(&self.theme, &description).into_owned()).wrap(Wrap { trim: true });
        let [text, rest, _] = areas::rows(inner, 3, 0);
        let [_, preview, _] = areas::rows(rest, 1, 0);
        description.render(text, buf);
        if let Some(start) = self.chosen_start() {
            render_preview(start, &self.theme, preview, buf);
        }
    }
}

/// Draws the starting board of `start` in `area`.
fn render_preview(start: Start, theme: &Theme, area: Rect, buf: &mut Buffer) {
    fn draw<P: Show>(problem: P, theme: &Theme, area: Rect, buf: &mut Buffer) {
        let search = Search::new(problem, StopAfter::First);
        P::render_board(&search, None, BoardOptions::default(), theme, area, buf);
    }
    match start {
        Start::Menu => {}
        Start::Queens(n) => {
            if let Some(board) = QueensBoard::new(n) {
                draw(board, theme, area, buf);
            }
        }
        Start::Permutations(n) => {
            if let Some(arrangement) = Permutations::new(n) {
                draw(arrangement, theme, area, buf);
            }
        }
        Start::Sudoku { board, .. } => draw(board, theme, area, buf),
    }
}

impl Widget for &Menu {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if !super::too_small::fits(area, MIN_SIZE) {
            TooSmall {
                need: MIN_SIZE,
                have: (area.width, area.height),
                theme: &self.theme,
            }
            .render(area, buf);
            return;
        }
        let [title, body, footer] = areas::rows(area, 1, 1);
        let dash = self.theme.glyph("—", "-");
        Line::from(vec![
            Span::styled(" backtrack ", self.theme.accent()),
            Span::styled(
                format!("{dash} watch a backtracking search, one step at a time"),
                self.theme.dim(),
            ),
        ])
        .render(title, buf);
        let [list, details, _] = areas::columns(body, LIST_WIDTH, 0);
        self.render_list(list, buf);
        self.render_details(details, buf);
        match &self.message {
            Some(message) => Line::styled(message.clone(), self.theme.accent()).render(footer, buf),
            None => keys::footer(keys::MENU, &self.theme, footer.width).render(footer, buf),
        }
    }
}
