//! Drawing the map editor: the regions one a row (or the border picker, or the name
//! being typed), and the panel that says what the map is, its colourings counted, with a
//! drawing of the map under it when there is room.

use ratatui::{
    buffer::Buffer,
    layout::Rect,
    style::Style,
    text::{Line, Span},
    widgets::Widget,
};

use super::words as lm;
use super::{EditMode, MapEditor, layout};
use crate::app::Theme;
use crate::app::input::mouse::{self, Spot};
use crate::app::screens::editor::BaseScreen;
use crate::app::screens::editor::chrome::EditorChrome;
use crate::app::screens::editor::keeping::{self, MIN_SIZE};
use crate::app::screens::editor::panel::{panel_lines, titled, words_then_board};
use crate::app::screens::editor::tally::TallyWords;
use crate::app::widgets::text::{cut, fit, width_of};
use crate::problems::graph_colouring::map::MAX_NAME;
use crate::registry::Ready;

/// Draws `editor` in `area`.
pub fn render(editor: &MapEditor, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let frame = EditorChrome {
        heading: editor.heading(theme.lang()),
        message: editor.message.as_ref(),
        helps: editor.helps(),
        need: MIN_SIZE,
    };
    if frame.draw(theme, area, buf).is_none() {
        return;
    }
    let (list, panel) = keeping::panes(area);
    draw_list(editor, theme, list, buf);
    draw_panel(editor, theme, panel, buf);
}

/// The regions, one a row: in the list each with the regions it borders, in the picker
/// each with a box ticked when it borders the region whose borders are chosen.
fn draw_list(editor: &MapEditor, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = theme.lang();
    let draft = &editor.draft;
    let chosen = draft.cursor();
    let regions = draft.regions();
    let title = match (&editor.mode, editor.keeping.file()) {
        (EditMode::Picker(_), _) => {
            let name = regions
                .get(chosen)
                .map_or("", |region| region.name.as_str());
            lm::MAP_BORDERS_OF.fill(lang, &[&name])
        }
        (_, Some(file)) => file.to_string(),
        (_, None) => lm::MAP_REGIONS.fill(lang, &[&regions.len()]),
    };
    let inner = titled(theme, &title, area, buf);
    let cursor = match editor.mode {
        EditMode::Picker(at) => at,
        _ => chosen,
    };
    let first = layout::scroll(cursor, inner.height);
    let marker = theme.glyph("▶", ">");
    let width = usize::from(inner.width);
    for (row, index) in (first..regions.len()).enumerate() {
        let Ok(row) = u16::try_from(row) else { break };
        if row >= inner.height {
            break;
        }
        let at = Rect::new(inner.x, inner.y + row, inner.width, 1);
        let region = &regions[index];
        let here = index == cursor;
        let mark = if here { marker } else { " " };
        let line = match &editor.mode {
            EditMode::Picker(_) => {
                let ticked = if draft.borders(chosen, index) {
                    "[x]"
                } else {
                    "[ ]"
                };
                let itself = match index == chosen {
                    true => format!(" {}", lm::MAP_ITSELF.get(lang)),
                    false => String::new(),
                };
                let style = if here { theme.selected() } else { theme.text() };
                Line::from(vec![
                    Span::styled(format!("{mark} {ticked} {}", region.name), style),
                    Span::styled(fit(theme, &itself).into_owned(), theme.dim()),
                ])
            }
            EditMode::Naming(typed) if here => {
                let room = width.saturating_sub(2);
                let (before, under, after) = typed.window(room);
                Line::from(vec![
                    Span::styled(format!("{mark} {before}"), theme.selected()),
                    Span::styled(under, theme.current()),
                    Span::styled(after, theme.selected()),
                ])
            }
            _ => {
                let style = if here { theme.selected() } else { theme.text() };
                let neighbours: Vec<&str> = draft
                    .neighbours(index)
                    .into_iter()
                    .map(|other| regions[other].name.as_str())
                    .collect();
                let name = format!("{mark} {:<w$}", region.name, w = MAX_NAME.min(8));
                let rest = format!("  {}", neighbours.join(" "));
                let rest = cut(theme, &rest, width.saturating_sub(width_of(&name)));
                Line::from(vec![
                    Span::styled(name, style),
                    Span::styled(rest, theme.dim()),
                ])
            }
        };
        line.render(at, buf);
        mouse::mark(at, Spot::ListItem(index));
    }
}

/// The panel: the region under the cursor and its borders, the colours, the count or
/// what is wrong, the file; then the map as the player draws it, if there is room.
fn draw_panel(editor: &MapEditor, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = theme.lang();
    let inner = titled(
        theme,
        crate::app::screens::editor::words::PANEL.get(lang),
        area,
        buf,
    );
    let draft = &editor.draft;
    let mut said: Vec<(String, Style)> = Vec::new();
    if let EditMode::Naming(typed) = &editor.mode {
        said.push((lm::MAP_NAMING.fill(lang, &[&typed.text()]), theme.text()));
        said.push((lm::MAP_NAME_RULE.fill(lang, &[&MAX_NAME]), theme.dim()));
        panel_lines(theme, &said, inner, buf);
        return;
    }
    if let Some(region) = draft.regions().get(draft.cursor()) {
        let neighbours = draft
            .neighbours(draft.cursor())
            .into_iter()
            .map(|other| draft.regions()[other].name.clone())
            .reduce(|list, name| lm::MAP_AND.fill(lang, &[&list, &name]));
        let line = match neighbours {
            None => lm::MAP_NO_NEIGHBOURS.fill(lang, &[&region.name]),
            Some(list) => lm::MAP_NEIGHBOURS.fill(lang, &[&region.name, &list]),
        };
        said.push((line, theme.text()));
    }
    let sizes = format!(
        "{}   {}",
        lm::MAP_COLOURS.fill(lang, &[&draft.colours()]),
        lm::MAP_BORDER_COUNT.fill(lang, &[&draft.border_count()])
    );
    said.push((sizes, theme.text()));
    let board = editor.board();
    match &board {
        Err(fault) => {
            let why = MapEditor::fault(fault);
            said.push((why.get(lang).to_string(), theme.attacked()));
        }
        Ok(_) => {
            let words = TallyWords {
                exactly: lm::MAP_COUNT,
                more_than: lm::MAP_MORE_THAN,
            };
            if let Some(line) = editor.live.line(words, theme) {
                let style = match editor.live.running() {
                    true => theme.dim(),
                    false => theme.accent(),
                };
                said.push((line, style));
            }
        }
    }
    said.push((editor.keeping.line(lang), theme.dim()));
    let board = board.ok().map(|board| {
        let names: Vec<String> = board
            .map()
            .regions()
            .iter()
            .map(|region| region.name.clone())
            .collect();
        (Box::new(board) as Box<dyn Ready>, names)
    });
    words_then_board(theme, &said, board, inner, buf);
}
