//! Drawing the sandbox: the board with each queen's lines and the cursor, its legend,
//! and the two panels beside and under it.

use ratatui::{buffer::Buffer, layout::Rect, style::Style};

use super::conditions::{self, Lines};
use super::layout::{self, Places, Plan};
use super::{BaseScreen, Sandbox, panel, words};
use crate::app::Theme;
use crate::app::screens::editor::chrome::EditorChrome;
use crate::app::widgets::text::width_of;

/// Draws `sandbox` in `area`.
pub fn render(sandbox: &Sandbox, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let frame = EditorChrome {
        heading: sandbox.heading(theme.lang()),
        message: sandbox.message.as_ref(),
        helps: sandbox.helps(),
        need: layout::need(sandbox.n),
    };
    let Some(body) = frame.draw(theme, area, buf) else {
        return;
    };
    let places = layout::places(body, sandbox.n);
    draw_board(sandbox, &places, theme, buf);
    draw_legend(theme, places.legend, buf);
    panel::draw_search(sandbox, theme, places.search, buf);
    panel::draw_conditions(sandbox, theme, places.panel, buf);
}

/// The board: its numbers, each square's mark, the cursor.
fn draw_board(sandbox: &Sandbox, places: &Places, theme: &Theme, buf: &mut Buffer) {
    let plan = places.plan;
    let at = places.board;
    let numbering = sandbox.numbering;
    let (cursor_row, cursor_col) = sandbox.cursor;
    let label = |on: bool| if on { theme.accent() } else { theme.dim() };
    buf.set_string(at.x, at.y, "X\\Y", theme.dim());
    for col in 0..plan.n {
        let number = numbering.of(col).to_string();
        let (x, _) = plan.square(0, col);
        let x = x + (plan.cell_w() - width_of(&number) as u16) / 2;
        buf.set_string(at.x + x, at.y, number, label(col == cursor_col));
    }
    let queens = sandbox.placed();
    for row in 0..plan.n {
        let (_, y) = plan.square(row, 0);
        let number = format!("{:>3}", numbering.of(row));
        let middle = at.y + y + plan.cell_h() / 2;
        buf.set_string(at.x, middle, number, label(row == cursor_row));
        for col in 0..plan.n {
            draw_square(plan, at, (row, col), &queens, sandbox.cursor, theme, buf);
        }
    }
}

/// One square: a queen (in the attack colour when another queen attacks it), the lines
/// of the queens that cross it, or a dot; the cursor's square highlighted.
fn draw_square(
    plan: Plan,
    at: Rect,
    cell: (usize, usize),
    queens: &[(usize, usize)],
    cursor: (usize, usize),
    theme: &Theme,
    buf: &mut Buffer,
) {
    let (x, y) = plan.square(cell.0, cell.1);
    let (left, top) = (at.x + x, at.y + y);
    let (width, height) = (plan.cell_w(), plan.cell_h());
    let square = Rect::new(left, top, width, height).intersection(buf.area);
    let (row, col) = (cell.0 as u16, cell.1 as u16);
    crate::app::input::mouse::mark(square, crate::app::input::mouse::Spot::Cell { row, col });
    let dark = (cell.0 + cell.1) % 2 == 1;
    let ground = if cell == cursor {
        theme.current()
    } else if plan.scale > 1 {
        theme.square(dark)
    } else {
        Style::default()
    };
    buf.set_style(square, ground);
    let mid = (left + width / 2, top + height / 2);
    let ink = |style: Style| ground.patch(style);
    if queens.contains(&cell) {
        let attacked = !conditions::attackers(&conditions::checks(
            queens,
            cell,
            crate::problems::Numbering::FromZero,
        ))
        .is_empty();
        let style = if attacked {
            theme
                .attacked()
                .add_modifier(ratatui::style::Modifier::BOLD)
        } else {
            theme.given()
        };
        buf.set_string(mid.0, mid.1, theme.glyph("♛", "Q"), ink(style));
        return;
    }
    let lines = Lines::through(queens, cell);
    if !lines.any() {
        let style = if plan.scale > 1 {
            theme.quiet_on_square()
        } else {
            theme.dim()
        };
        buf.set_string(mid.0, mid.1, theme.glyph("·", "."), ink(style));
        return;
    }
    let style = ink(theme.attacked());
    if lines.row {
        let dash = theme.glyph("─", "-").repeat(usize::from(width));
        buf.set_string(left, mid.1, dash, style);
    }
    if lines.column {
        for row in top..top + height {
            buf.set_string(mid.0, row, theme.glyph("│", "|"), style);
        }
    }
    buf.set_string(mid.0, mid.1, crossing(lines, theme), style);
}

/// The mark in a square's middle for the lines that cross it.
fn crossing(lines: Lines, theme: &Theme) -> &'static str {
    let Lines {
        row,
        column,
        rising,
        falling,
    } = lines;
    match (row, column, rising, falling) {
        (true, false, false, false) => theme.glyph("─", "-"),
        (false, true, false, false) => theme.glyph("│", "|"),
        (false, false, true, false) => theme.glyph("╱", "/"),
        (false, false, false, true) => theme.glyph("╲", "\\"),
        (true, true, false, false) => theme.glyph("┼", "+"),
        (false, false, true, true) => theme.glyph("╳", "X"),
        _ => theme.glyph("✱", "*"),
    }
}

/// The key to the board's marks, on one row under it.
fn draw_legend(theme: &Theme, area: Rect, buf: &mut Buffer) {
    if area.height == 0 {
        return;
    }
    let lang = theme.lang();
    let pieces = [
        (theme.glyph("♛", "Q"), theme.given()),
        (words::LEGEND_QUEEN.get(lang), theme.dim()),
        (theme.glyph("─│╱╲", "-|/\\"), theme.attacked()),
        (words::LEGEND_LINES.get(lang), theme.dim()),
        (theme.glyph("·", "."), theme.dim()),
        (words::LEGEND_FREE.get(lang), theme.dim()),
    ];
    // Two blanks between entries, one when that is too wide; an entry that does not fit
    // is left out with those after it.
    let width = |gap: u16| -> u16 {
        let words: u16 = pieces.iter().map(|(text, _)| width_of(text) as u16).sum();
        words + 3 + 2 * gap
    };
    let gap = if width(2) < area.width { 2 } else { 1 };
    let mut x = area.x + u16::from(width(gap) < area.width);
    for (index, (text, style)) in pieces.into_iter().enumerate() {
        x += match index {
            0 => 0,
            _ if index % 2 == 1 => 1,
            _ => gap,
        };
        let room = area.right().saturating_sub(x);
        let width = width_of(text) as u16;
        if width > room {
            break;
        }
        buf.set_string(x, area.y, text, style);
        x += width;
    }
}
