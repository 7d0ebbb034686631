//! The sandbox's panels: the tutorial's conditions for the square under the cursor,
//! one row a queen placed, and the verdict; and what a search would start from.

use ratatui::{
    buffer::Buffer,
    crossterm::event::KeyModifiers,
    layout::Rect,
    style::{Modifier, Style},
    text::{Line, Span},
    widgets::{Paragraph, Widget},
};

use super::conditions::{self, Check, ConditionKind, SquareCondition, signed};
use super::keys::{self, SandboxAction};
use super::{Sandbox, words};
use crate::app::Theme;
use crate::app::input::keys::key_label;
use crate::app::screens::editor::chrome::wrapped;
use crate::app::widgets::border::Border;
use crate::app::widgets::text::{fit, pad_end, width_of, wrap};

/// The style of a condition that holds, and of a free square.
fn holds_style(theme: &Theme) -> Style {
    theme.solution().remove_modifier(Modifier::UNDERLINED)
}

/// The style of a condition that fails, and of an attacked square.
fn fails_style(theme: &Theme) -> Style {
    theme.attacked().add_modifier(Modifier::BOLD)
}

/// The first key of the sandbox's table that does `action`, as the help writes it.
fn key_of(action: SandboxAction, theme: &Theme) -> String {
    keys::SANDBOX
        .iter()
        .flat_map(|binding| binding.keys)
        .find(|&&(_, bound)| bound == action)
        .map(|&(code, _)| key_label(code, KeyModifiers::NONE, theme.is_ascii()))
        .unwrap_or_default()
}

/// A condition as the table shows it: `X−Y≠−2 ✓`, in ASCII `X-Y!=-2 ok`.
fn condition_text(condition: &SquareCondition, theme: &Theme) -> (String, Style) {
    let (mark, style) = if condition.holds() {
        (theme.glyph("✓", "ok"), holds_style(theme))
    } else {
        (theme.glyph("✗", "NO"), fails_style(theme))
    };
    (
        fit(theme, &format!("{} {mark}", condition.text())).into_owned(),
        style,
    )
}

/// The conditions panel for the square under the cursor.
pub fn draw_conditions(sandbox: &Sandbox, theme: &Theme, area: Rect, buf: &mut Buffer) {
    if area.width < 8 || area.height < 3 {
        return;
    }
    let lang = theme.lang();
    let numbering = sandbox.numbering;
    let (row, col) = sandbox.cursor;
    let cell = numbering.cell(row, col);
    let title = format!(" {} ", words::CONDITIONS_TITLE.fill(lang, &[&cell]));
    let inner = Border::new(
        Span::styled(fit(theme, &title).into_owned(), theme.accent()),
        theme,
    )
    .padding(1)
    .draw(area, buf);
    let width = usize::from(inner.width);
    let (x, y) = (numbering.of(row) as i64, numbering.of(col) as i64);
    let values = format!("X={x}  Y={y}  X−Y={}  X+Y={}", signed(x - y), signed(x + y));
    let queens = sandbox.placed();
    let checks = conditions::checks(&queens, sandbox.cursor, numbering);
    let verdict = verdict_lines(sandbox, &checks, theme, width);
    let mut lines = vec![
        Line::styled(fit(theme, &values).into_owned(), theme.text()),
        Line::raw(""),
    ];
    if checks.is_empty() && !queens.contains(&sandbox.cursor) {
        let key = key_of(SandboxAction::Toggle, theme);
        let said = words::NO_QUEEN.fill(lang, &[&key]);
        lines.extend(wrapped(&[(said, theme.dim())], theme, width));
    } else if !checks.is_empty() {
        let room = usize::from(inner.height)
            .saturating_sub(lines.len() + 2 + verdict.len())
            .max(2);
        lines.extend(table(&checks, sandbox, theme, width, room));
    }
    lines.push(Line::raw(""));
    lines.extend(verdict);
    // The tutorial's own lines, each kind of condition joined by `&&`, when they fit.
    let joined = joined_lines(&checks, theme, width);
    if !joined.is_empty() && lines.len() + 1 + joined.len() <= usize::from(inner.height) {
        lines.push(Line::raw(""));
        lines.extend(joined);
    }
    Paragraph::new(lines).render(inner, buf);
}

/// The conditions as seed 001 writes them for the next queen, a line a kind, each
/// queen's joined by `&&`: `Y≠0 && Y≠3`, `X−Y≠0 && X−Y≠−2`, `X+Y≠0 && X+Y≠4`. A queen
/// in the square's own row is left out, as the tutorial leaves out `X≠a`.
fn joined_lines(checks: &[Check], theme: &Theme, width: usize) -> Vec<Line<'static>> {
    let kinds = [
        ConditionKind::Column,
        ConditionKind::Falling,
        ConditionKind::Rising,
    ];
    let written: Vec<String> = kinds
        .iter()
        .map(|&kind| {
            let each: Vec<String> = checks
                .iter()
                .flat_map(|check| &check.conditions)
                .filter(|condition| condition.kind == kind)
                .map(SquareCondition::text)
                .collect();
            each.join(" && ")
        })
        .filter(|line| !line.is_empty())
        .collect();
    if written.is_empty() {
        return Vec::new();
    }
    let heading = words::TUTORIAL_FORM.get(theme.lang());
    let mut lines: Vec<Line<'static>> = wrap(&fit(theme, heading), width)
        .into_iter()
        .map(|line| Line::styled(line, theme.dim()))
        .collect();
    for line in written {
        lines.extend(
            wrap(&fit(theme, &line), width.saturating_sub(2))
                .into_iter()
                .map(|line| Line::styled(format!("  {line}"), theme.text())),
        );
    }
    lines
}

/// The table of conditions, a header and a row a queen, in at most `room` rows: when
/// the queens are more, the last row says how many are left out.
fn table(
    checks: &[Check],
    sandbox: &Sandbox,
    theme: &Theme,
    width: usize,
    room: usize,
) -> Vec<Line<'static>> {
    let numbering = sandbox.numbering;
    let header = [
        words::QUEEN_COLUMN.get(theme.lang()).to_string(),
        fit(theme, "Y≠b").into_owned(),
        fit(theme, "X−Y≠a−b").into_owned(),
        fit(theme, "X+Y≠a+b").into_owned(),
    ];
    let rows: Vec<Vec<(String, Style)>> = checks
        .iter()
        .map(|check| {
            let attacks = !check.holds();
            let queen = numbering.cell(check.queen.0, check.queen.1);
            let queen_style = if attacks {
                fails_style(theme)
            } else {
                theme.text()
            };
            let mut cells = vec![(queen, queen_style)];
            cells.extend(check.conditions.iter().map(|c| condition_text(c, theme)));
            if check
                .conditions
                .iter()
                .any(|c| c.kind == ConditionKind::Row)
            {
                let note = words::SAME_ROW.get(theme.lang()).to_string();
                cells.push((fit(theme, &note).into_owned(), theme.dim()));
            }
            cells
        })
        .collect();
    // Each column as wide as its widest cell; a queen in the cursor's row has its one
    // condition and a note, which may run past the columns.
    let mut widths: Vec<usize> = header.iter().map(|h| width_of(h)).collect();
    for row in rows.iter().filter(|row| row.len() == 4) {
        for (width, (text, _)) in widths.iter_mut().zip(row) {
            *width = (*width).max(width_of(text));
        }
    }
    let total: usize = widths.iter().sum::<usize>() + 3 * 2;
    let gap = if total <= width { "  " } else { " " };
    let line = |cells: Vec<(String, Style)>| {
        let last = cells.len() - 1;
        let spans: Vec<Span<'static>> = cells
            .into_iter()
            .enumerate()
            .map(|(index, (text, style))| {
                let text = match (index < last, widths.get(index)) {
                    (true, Some(&width)) => format!("{}{gap}", pad_end(&text, width)),
                    _ => text,
                };
                Span::styled(text, style)
            })
            .collect();
        Line::from(spans)
    };
    let mut lines = vec![line(header.into_iter().map(|h| (h, theme.dim())).collect())];
    let shown = if rows.len() < room {
        rows.len()
    } else {
        room.saturating_sub(2)
    };
    let left_out = rows.len() - shown;
    lines.extend(rows.into_iter().take(shown).map(line));
    if left_out > 0 {
        let arrow = theme.glyph("↓", "v");
        let said = words::MORE_QUEENS.fill(theme.lang(), &[&arrow, &left_out]);
        lines.push(Line::styled(fit(theme, &said).into_owned(), theme.dim()));
    }
    lines
}

/// The verdict on the square under the cursor, wrapped to `width`: free, or attacked
/// and by whom; a queen's square, safe or attacked; and when the row has its queen
/// elsewhere, that Space moves it here.
fn verdict_lines(
    sandbox: &Sandbox,
    checks: &[Check],
    theme: &Theme,
    width: usize,
) -> Vec<Line<'static>> {
    let lang = theme.lang();
    let (row, col) = sandbox.cursor;
    let cell = sandbox.numbering.cell(row, col);
    let attackers = conditions::attackers(checks);
    let queens = sandbox.cells(&attackers);
    let on_queen = sandbox.queens[row] == Some(col);
    let (said, style) = match (on_queen, attackers.is_empty()) {
        (false, true) => (words::FREE.fill(lang, &[&cell]), holds_style(theme)),
        (false, false) => (
            words::ATTACKED.fill(lang, &[&cell, &queens, &attackers.len()]),
            fails_style(theme),
        ),
        (true, true) => (words::QUEEN_SAFE.fill(lang, &[&cell]), holds_style(theme)),
        (true, false) => (
            words::QUEEN_ATTACKED.fill(lang, &[&cell, &queens, &attackers.len()]),
            fails_style(theme),
        ),
    };
    let mut said = vec![(said, style)];
    if let Some(standing) = sandbox.queens[row].filter(|&standing| standing != col) {
        let queen = sandbox.numbering.cell(row, standing);
        let key = key_of(SandboxAction::Toggle, theme);
        said.push((words::MOVES_HERE.fill(lang, &[&key, &queen]), theme.dim()));
    }
    wrapped(&said, theme, width)
}

/// The search panel: where `p` would start the search, what it leaves out, and `e`.
pub fn draw_search(sandbox: &Sandbox, theme: &Theme, area: Rect, buf: &mut Buffer) {
    if area.height < 3 || area.width < 8 {
        return;
    }
    let lang = theme.lang();
    let title = format!(" {} ", words::SEARCH_TITLE.get(lang));
    let inner = Border::new(
        Span::styled(fit(theme, &title).into_owned(), theme.accent()),
        theme,
    )
    .padding(1)
    .draw(area, buf);
    let numbering = sandbox.numbering;
    let start = sandbox.start();
    let placed_key = key_of(SandboxAction::SearchPlaced, theme);
    let count = start.given.len();
    let first = match start.clash {
        Some((a, b)) => (
            words::SEARCH_CLASH.fill(
                lang,
                &[&placed_key, &sandbox.cells(&[a]), &sandbox.cells(&[b])],
            ),
            fails_style(theme),
        ),
        None if count == 0 => (words::SEARCH_NONE.fill(lang, &[&placed_key]), theme.text()),
        None if count == sandbox.n => (
            words::SEARCH_FULL.fill(lang, &[&placed_key, &count]),
            theme.text(),
        ),
        None => (
            words::SEARCH_GIVEN.fill(
                lang,
                &[
                    &placed_key,
                    &count,
                    &numbering.of(0),
                    &numbering.of(count - 1),
                    &numbering.of(count),
                ],
            ),
            theme.text(),
        ),
    };
    let mut said = vec![first];
    if !start.ignored.is_empty() {
        let note = sandbox.ignored_note(&start);
        said.push((note.get(lang).to_string(), theme.dim()));
    }
    let empty_key = key_of(SandboxAction::SearchEmpty, theme);
    said.push((words::SEARCH_EMPTY.fill(lang, &[&empty_key]), theme.text()));
    let lines = wrapped(&said, theme, usize::from(inner.width));
    Paragraph::new(lines).render(inner, buf);
}
