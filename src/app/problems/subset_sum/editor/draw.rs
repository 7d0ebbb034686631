//! Drawing the subset-sum editor: the target and the numbers, the cursor on one, and the
//! panel that says what the puzzle is (the subsets that reach the target above all).

use ratatui::{
    buffer::Buffer,
    layout::Rect,
    style::Style,
    text::{Line, Span},
    widgets::Widget,
};

use super::layout::{self, NUMBERS_LABEL_ROW};
use super::words as lm;
use super::{Field, SumsEditor};
use crate::app::Theme;
use crate::app::input::mouse::{self, Spot};
use crate::app::screens::editor::BaseScreen;
use crate::app::screens::editor::chrome::EditorChrome;
use crate::app::screens::editor::keeping::{self, MIN_SIZE};
use crate::app::screens::editor::panel::{titled, words_then_board};
use crate::app::screens::editor::tally::TallyWords;
use crate::app::widgets::text::fit;
use crate::registry::Ready;

/// Draws `editor` in `area`.
pub fn render(editor: &SumsEditor, theme: &Theme, area: Rect, buf: &mut Buffer) {
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

/// The target and the numbers, the cursor's field marked, a 0 marked as wrong.
fn draw_list(editor: &SumsEditor, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = theme.lang();
    let title = match editor.keeping.file() {
        Some(file) => file.to_string(),
        None => lm::NEW_SUBSET_SUM.get(lang).to_string(),
    };
    let inner = titled(theme, &title, area, buf);
    let sums = &editor.sums;
    let label = |text: String, row: u16, buf: &mut Buffer| {
        if row < inner.height {
            let text = fit(theme, &text).into_owned();
            Line::styled(text, theme.dim())
                .render(Rect::new(inner.x, inner.y + row, inner.width, 1), buf);
        }
    };
    label(lm::SUMS_TARGET.get(lang).to_string(), 0, buf);
    label(
        lm::SUMS_NUMBERS.fill(lang, &[&sums.numbers().len()]),
        NUMBERS_LABEL_ROW,
        buf,
    );
    for (field, at) in layout::places(sums, inner) {
        let value = match field {
            Field::Target => sums.target(),
            Field::Number(index) => sums.numbers()[index],
        };
        let style = if field == sums.field() {
            theme.current()
        } else if value == 0 {
            theme.attacked()
        } else {
            theme.given()
        };
        Span::styled(layout::token(value), style).render(at, buf);
        mouse::mark(at, Spot::ListItem(layout::entry_of(field)));
    }
}

/// The panel: the field under the cursor, the sum of the numbers, the count or what is
/// wrong, and the file.
fn draw_panel(editor: &SumsEditor, theme: &Theme, area: Rect, buf: &mut Buffer) {
    let lang = theme.lang();
    let inner = titled(
        theme,
        crate::app::screens::editor::words::PANEL.get(lang),
        area,
        buf,
    );
    let sums = &editor.sums;
    let mut said: Vec<(String, Style)> = vec![(
        match sums.field() {
            Field::Target => lm::SUMS_AT_TARGET.get(lang).to_string(),
            Field::Number(index) => lm::SUMS_AT_NUMBER.fill(lang, &[&(index + 1)]),
        },
        theme.text(),
    )];
    let total = sums
        .numbers()
        .iter()
        .try_fold(0u64, |total, &number| total.checked_add(number));
    if let Some(total) = total {
        said.push((lm::SUMS_TOTAL.fill(lang, &[&total]), theme.text()));
    }
    match sums.puzzle() {
        Err(error) => {
            let why = SumsEditor::fault(&error);
            said.push((why.get(lang).to_string(), theme.attacked()));
        }
        Ok(_) => {
            let words = TallyWords {
                exactly: lm::SUMS_COUNT,
                more_than: lm::SUMS_MORE_THAN,
            };
            if let Some(line) = editor.live.line(words, theme) {
                let style = if editor.live.running() {
                    theme.dim()
                } else {
                    theme.accent()
                };
                said.push((line, style));
            }
        }
    }
    said.push((editor.keeping.line(lang), theme.dim()));
    let board = sums.puzzle().ok().map(|puzzle| {
        let names = vec![sums.target().to_string()];
        (Box::new(puzzle) as Box<dyn Ready>, names)
    });
    words_then_board(theme, &said, board, inner, buf);
}
