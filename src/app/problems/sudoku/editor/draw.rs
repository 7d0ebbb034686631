//! Drawing the sudoku editor: the grid with its cursor and clashes, the panel that says
//! what the grid is (its count of solutions above all), and the keys.

use ratatui::{
    buffer::Buffer,
    layout::Rect,
    style::{Modifier, Style},
    text::Span,
    widgets::{Paragraph, Widget},
};

use super::{Count, Editor, words};
use crate::app::Theme;
use crate::app::input::mouse;
use crate::app::problems::sudoku::words as board_words;
use crate::app::screens::editor::chrome::{self, EditorChrome};
use crate::app::screens::editor::{BaseScreen, words as shared};
use crate::app::widgets::areas;
use crate::app::widgets::border::Border;
use crate::app::widgets::text::fit;
use crate::problems::{Shape, Unit};

/// The narrowest panel beside the grid; a narrower one goes under it.
const PANEL_WIDTH: u16 = 30;
/// The widest panel: the rest of a wide screen goes round the grid.
const PANEL_MAX: u16 = 48;

/// Where a grid of a shape goes at a scale: each cell `2k - 1` columns wide and `k` rows
/// high, `k` the scale.
#[derive(Clone, Copy, Debug)]
struct Plan {
    shape: Shape,
    scale: u16,
}

impl Plan {
    /// The columns inside one box, between its lines.
    fn box_width(self) -> u16 {
        self.shape.box_cols() as u16 * 2 * self.scale + 1
    }

    /// The rows inside one box, between its lines.
    fn box_height(self) -> u16 {
        self.shape.box_rows() as u16 * self.scale - (self.scale - 1)
    }

    /// The whole grid's width and height, its lines included.
    fn size(self) -> (u16, u16) {
        let across = (self.shape.side() / self.shape.box_cols()) as u16;
        let down = (self.shape.side() / self.shape.box_rows()) as u16;
        (
            across * (self.box_width() + 1) + 1,
            down * (self.box_height() + 1) + 1,
        )
    }

    /// The top left of cell (`row`, `col`)'s field, from the grid's corner.
    fn cell(self, row: usize, col: usize) -> (u16, u16) {
        let (box_rows, box_cols) = (self.shape.box_rows(), self.shape.box_cols());
        let x = (col / box_cols) as u16 * (self.box_width() + 1)
            + 2
            + (col % box_cols) as u16 * 2 * self.scale;
        let y = (row / box_rows) as u16 * (self.box_height() + 1)
            + 1
            + (row % box_rows) as u16 * self.scale;
        (x, y)
    }

    /// The largest scale, up to 2, at which the grid of `shape` fits in `room`.
    fn fitting(shape: Shape, room: (u16, u16)) -> Option<Plan> {
        [2, 1]
            .into_iter()
            .map(|scale| Plan { shape, scale })
            .find(|plan| {
                let (width, height) = plan.size();
                width <= room.0 && height <= room.1
            })
    }
}

/// Draws `editor` in `area`.
pub fn render(editor: &Editor, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let shape = editor.grid.shape();
    let small = Plan { shape, scale: 1 }.size();
    let frame = EditorChrome {
        heading: editor.heading(theme.lang()),
        message: editor.message.as_ref(),
        helps: editor.helps(),
        need: (small.0 + 2 + PANEL_WIDTH, small.1 + 2),
    };
    let Some(body) = frame.draw(theme, area, buf) else {
        return;
    };
    let room = (body.width.saturating_sub(PANEL_WIDTH + 2), body.height);
    let plan = Plan::fitting(shape, room).unwrap_or(Plan { shape, scale: 1 });
    let (width, _) = plan.size();
    // The panel takes what the grid leaves, up to a comfortable line's length; the grid
    // sits in the middle of the rest.
    let panel_width = body.width.saturating_sub(width + 2).min(PANEL_MAX);
    let [grid_area, _, panel] = areas::columns(body, body.width - panel_width, panel_width);
    draw_grid(editor, plan, theme, grid_area, buf);
    draw_panel(editor, theme, panel, buf);
}

/// The grid, centred in `area`: its box lines, each value, the cursor and the clashes.
fn draw_grid(editor: &Editor, plan: Plan, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let shape = plan.shape;
    let (width, height) = plan.size();
    let at = areas::centered(area, width, height);
    let line = theme.border();
    let (h, v) = (theme.glyph("─", "-"), theme.glyph("│", "|"));
    // The lines: a row of them at each box's top and at the bottom, a column at each
    // box's left and at the right, joined where they cross.
    for y in 0..height {
        let across = y % (plan.box_height() + 1) == 0;
        for x in 0..width {
            let down = x % (plan.box_width() + 1) == 0;
            let glyph = match (across, down) {
                (true, true) => corner(theme, y == 0, y + 1 == height, x == 0, x + 1 == width),
                (true, false) => h,
                (false, true) => v,
                (false, false) => continue,
            };
            buf.set_string(at.x + x, at.y + y, glyph, line);
        }
    }
    let clashing: Vec<usize> = editor
        .grid
        .clashes()
        .iter()
        .flat_map(|clash| [clash.first, clash.second])
        .collect();
    let n = shape.side();
    for (cell, &value) in editor.grid.cells().iter().enumerate() {
        let (x, y) = plan.cell(cell / n, cell % n);
        let symbol = match value {
            0 => theme.glyph("·", ".").to_string(),
            _ => Shape::symbol(value).to_string(),
        };
        let mut style = match value {
            0 => theme.dim(),
            _ => theme.given(),
        };
        if clashing.contains(&cell) {
            style = theme
                .attacked()
                .add_modifier(Modifier::BOLD | Modifier::UNDERLINED);
        }
        if cell == editor.grid.cursor() {
            style = theme.current().patch(match clashing.contains(&cell) {
                true => Style::default().add_modifier(Modifier::UNDERLINED),
                false => Style::default(),
            });
        }
        let pad = " ".repeat(usize::from(plan.scale - 1));
        let field = format!("{pad}{symbol}{pad}");
        buf.set_string(at.x + x, at.y + y, field, style);
        // The cell's whole field, a scale-2 cell's blank rows and columns too.
        let (row, col) = ((cell / n) as u16, (cell % n) as u16);
        let field = Rect::new(at.x + x, at.y + y, 2 * plan.scale - 1, plan.scale);
        mouse::mark(field.intersection(area), mouse::Spot::Cell { row, col });
    }
}

/// The glyph where box lines cross, by where the crossing is.
fn corner(theme: &Theme, top: bool, bottom: bool, left: bool, right: bool) -> &'static str {
    if theme.is_ascii() {
        return "+";
    }
    match (top, bottom, left, right) {
        (true, _, true, _) => "┌",
        (true, _, _, true) => "┐",
        (true, _, _, _) => "┬",
        (_, true, true, _) => "└",
        (_, true, _, true) => "┘",
        (_, true, _, _) => "┴",
        (_, _, true, _) => "├",
        (_, _, _, true) => "┤",
        _ => "┼",
    }
}

/// The panel: the cursor's cell, the givens, the count, the clashes and the file.
fn draw_panel(editor: &Editor, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = theme.lang();
    let title = format!(" {} ", words::NEW_SUDOKU.get(lang));
    let title = match &editor.file {
        Some(file) => format!(" {file} "),
        None => title,
    };
    let inner = Border::new(
        Span::styled(fit(theme, &title).into_owned(), theme.accent()),
        theme,
    )
    .padding(1)
    .draw(area, buf);
    let numbering = theme.numbering();
    let (row, col) = editor.grid.cursor_at();
    let mut said: Vec<(String, Style)> = vec![
        (
            words::EDITOR_CELL.fill(lang, &[&numbering.cell(row, col)]),
            theme.text(),
        ),
        (
            words::EDITOR_GIVENS.fill(lang, &[&editor.grid.givens()]),
            theme.text(),
        ),
    ];
    let count = match editor.count {
        None => {
            let spinner = crate::app::screens::editor::tally::spinner(editor.since, theme);
            (shared::COUNTING.fill(lang, &[&spinner]), theme.dim())
        }
        Some(Count::None) => (words::COUNT_NONE.get(lang).to_string(), theme.attacked()),
        Some(Count::One) => (words::COUNT_ONE.get(lang).to_string(), theme.solution()),
        Some(Count::AtLeastTwo) => (words::COUNT_MANY.get(lang).to_string(), theme.accent()),
        Some(Count::GaveUp { found, placements }) => (
            words::COUNT_GAVE_UP.fill(
                lang,
                &[&crate::app::widgets::text::grouped(placements), &found],
            ),
            theme.dim(),
        ),
    };
    said.push(count);
    let clashes = editor.grid.clashes();
    if let Some(clash) = clashes.first() {
        let n = editor.grid.shape().side();
        let unit = match clash.unit {
            Unit::Row(r) => board_words::UNIT_ROW.fill(lang, &[&numbering.of(r)]),
            Unit::Column(c) => board_words::UNIT_COLUMN.fill(lang, &[&numbering.of(c)]),
            Unit::Box(b) => board_words::UNIT_BOX.fill(lang, &[&numbering.of(b)]),
        };
        let first = numbering.cell(clash.first / n, clash.first % n);
        let second = numbering.cell(clash.second / n, clash.second % n);
        let value = Shape::symbol(clash.value);
        said.push((
            words::CLASH.fill(lang, &[&value, &first, &second, &unit]),
            theme.attacked(),
        ));
        if clashes.len() > 1 {
            said.push((
                words::MORE_CLASHES.fill(lang, &[&(clashes.len() - 1)]),
                theme.attacked(),
            ));
        }
    }
    said.push(match (&editor.file, editor.changed) {
        (None, _) => (shared::NOT_SAVED_YET.get(lang).to_string(), theme.dim()),
        (Some(file), false) => (shared::SAVED_IN.fill(lang, &[file]), theme.dim()),
        (Some(file), true) => (shared::CHANGED_SINCE.fill(lang, &[file]), theme.dim()),
    });
    let lines = chrome::wrapped(&said, theme, usize::from(inner.width));
    Paragraph::new(lines).render(inner, buf);
}
