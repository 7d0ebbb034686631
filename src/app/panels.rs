//! The panels beside the board: pseudo-code, call stack, counters and the log.

use ratatui::{
    buffer::Buffer,
    layout::Rect,
    style::Modifier,
    text::{Line, Span},
    widgets::Widget,
};

use super::{
    Code, Show, Theme,
    border::Border,
    event_log::{Entry, EventLog},
    job::grouped,
    lines::draw_lines,
    status::mark,
    text::{cut, fit, width_of, wrap},
    words::{self, Id},
};
use crate::engine::{Counters, Event, Search, StopAfter};

/// A bordered panel with `title` in the accent style and a blank column inside each side.
fn panel(title: String, theme: &Theme) -> Border<'_> {
    Border::new(Span::styled(title, theme.accent()), theme).padding(1)
}

/// The algorithm's pseudo-code with the line the last event ran marked.
pub struct CodePanel<'a, P> {
    /// The problem, which knows its code.
    pub problem: &'a P,
    /// The event that led to the current step.
    pub last: Option<Event>,
    /// Where the search stops, which decides the form of the pseudo-code.
    pub stop: StopAfter,
    /// The code shown: the pseudo-code, or a tutorial's.
    pub code: Code,
    /// The styles.
    pub theme: &'a Theme,
}

impl<P: Show> Widget for CodePanel<'_, P> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let (code, current, title) = match self.code {
            Some(view) => (
                view.lines_in(self.theme.lang()),
                view.line(self.last),
                view.title(self.theme.lang()),
            ),
            None => (
                self.problem.pseudo_code(self.stop, self.theme.lang()),
                self.problem.code_line(self.last, self.stop),
                format!(" {} ", words::PSEUDO_CODE.get(self.theme.lang())),
            ),
        };
        let marker = self.theme.glyph("▶", ">");
        // Inside the borders and padding, after the marker.
        let room = usize::from(area.width.saturating_sub(6));
        let lines: Vec<Line> = code
            .iter()
            .enumerate()
            .map(|(index, code)| {
                let code = cut(self.theme, &fit(self.theme, code), room);
                if current == Some(index) {
                    Line::styled(format!("{marker} {code}"), self.theme.current())
                } else {
                    Line::styled(format!("  {code}"), self.theme.text())
                }
            })
            .collect();
        let title = cut(
            self.theme,
            &title,
            usize::from(area.width.saturating_sub(2)),
        );
        let block = panel(title, self.theme);
        let inner = block.draw(area, buf);
        draw_lines(&lines, inner, buf);
    }
}

/// The stack of open calls, outermost first, deepest at the bottom and always in view.
pub struct StackPanel<'a, P> {
    /// The search whose frames are shown.
    pub search: &'a Search<P>,
    /// The event that led to the current step: at a solution, the call that outputs it
    /// is shown on top of the frames.
    pub last: Option<Event>,
    /// The code whose names the frames are labelled in.
    pub code: Code,
    /// The styles.
    pub theme: &'a Theme,
}

impl<P: Show> Widget for StackPanel<'_, P> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let frames = self.search.frames();
        let problem = self.search.problem();
        let output = (self.last == Some(Event::Solution))
            .then(|| problem.solution_call(frames.last(), self.theme.telling(self.code)));
        let depth = frames.len() + usize::from(output.is_some());
        let title = words::CALL_STACK.fill(self.theme.lang(), &[&depth]);
        let block = panel(format!(" {title} "), self.theme);
        let inner = block.draw(area, buf);
        let rows = usize::from(inner.height).saturating_sub(usize::from(output.is_some()));
        if rows == 0 {
            return;
        }
        // Only the frames in view are labelled: a 25×25 sudoku can have 600 of them.
        let (hidden, shown) = if frames.len() > rows {
            let shown = rows - 1;
            (frames.len() - shown, &frames[frames.len() - shown..])
        } else {
            (0, frames)
        };
        let mut lines = Vec::with_capacity(rows);
        if hidden > 0 {
            let more = self.theme.glyph("⋮", ":");
            let said = words::MORE_ABOVE.fill(self.theme.lang(), &[&more, &hidden]);
            lines.push(Line::styled(said, self.theme.dim()));
        }
        for (index, frame) in shown.iter().enumerate() {
            let style = if index + 1 == shown.len() && output.is_none() {
                self.theme.current()
            } else {
                self.theme.text()
            };
            let label = problem.frame_label(frame, self.theme.telling(self.code));
            lines.push(Line::styled(fit(self.theme, &label).into_owned(), style));
        }
        if let Some(call) = output {
            let style = self.theme.solution().add_modifier(Modifier::REVERSED);
            lines.push(Line::styled(fit(self.theme, &call).into_owned(), style));
        }
        draw_lines(&lines, inner, buf);
    }
}

/// The search's counts at the current step.
pub struct CountersPanel<'a> {
    /// The current step.
    pub step: u64,
    /// The number of events in the whole run, once known.
    pub length: Option<u64>,
    /// The counts.
    pub counters: &'a Counters,
    /// The styles.
    pub theme: &'a Theme,
}

impl CountersPanel<'_> {
    /// The panel's height with its borders, one count a row.
    pub const HEIGHT: u16 = 8;
    /// The panel's height with its borders, two counts a row.
    pub const SHORT_HEIGHT: u16 = 5;
    /// The panel's height with its borders, the counts on one row: placements and the
    /// deepest depth, which the status line does not show, first.
    pub const LINE_HEIGHT: u16 = 3;
    /// How wide a label and its value are in the two-column form.
    const COLUMN: u16 = 19;
    /// The narrowest panel with room for two counts a row: two columns, frame and padding.
    pub const SHORT_MIN_WIDTH: u16 = 2 * Self::COLUMN + 4;
}

impl Widget for CountersPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let c = self.counters;
        let lang = self.theme.lang();
        let step = match self.length {
            Some(length) => words::STEP_OF.fill(lang, &[&grouped(self.step), &grouped(length)]),
            None => grouped(self.step),
        };
        let rows = [
            (words::COUNT_STEP, step),
            (words::COUNT_PLACEMENTS, grouped(c.placements)),
            (words::COUNT_BACKTRACKS, grouped(c.removals)),
            (words::COUNT_SOLUTIONS, grouped(c.solutions)),
            (words::COUNT_DEPTH, c.depth.to_string()),
            (words::COUNT_MAX_DEPTH, c.max_depth.to_string()),
        ];
        // The values line up a cell after the widest label, measured in cells: a Chinese
        // glyph takes two.
        let labels = rows.iter().map(|(label, _)| width_of(label.get(lang)));
        let label_width = labels.max().unwrap_or(0) + 1;
        let pair = |(label, value): &(Id, String)| {
            let label = label.get(lang);
            let pad = " ".repeat(label_width - width_of(label));
            [
                Span::styled(format!("{label}{pad}"), self.theme.dim()),
                Span::styled(value.clone(), self.theme.text()),
            ]
        };
        let lines: Vec<Line> = if area.height < Self::SHORT_HEIGHT {
            // What the status line lacks first; the others while there is room.
            let room = usize::from(area.width.saturating_sub(4));
            let mut spans = Vec::new();
            let mut used = 0;
            for (label, value) in [1, 5, 0, 2, 3, 4].map(|row| &rows[row]) {
                let gap = if spans.is_empty() { "" } else { "  " };
                let label = format!("{gap}{} ", label.get(lang));
                let width = width_of(&label) + width_of(value);
                if used + width > room {
                    break;
                }
                used += width;
                spans.push(Span::styled(label, self.theme.dim()));
                spans.push(Span::styled(value.clone(), self.theme.text()));
            }
            vec![Line::from(spans)]
        } else if area.height < Self::HEIGHT {
            // Two a row: step and placements, backtracks and solutions, the depths; the
            // second column starts two cells after the widest of the first.
            let widest = rows.iter().step_by(2).map(|(_, v)| width_of(v)).max();
            let column = (label_width + widest.unwrap_or(0) + 2).max(usize::from(Self::COLUMN));
            rows.chunks(2)
                .map(|two| {
                    let [label, value] = pair(&two[0]);
                    let pad = column - label_width - value.width();
                    let mut spans = vec![label, value, Span::raw(" ".repeat(pad))];
                    spans.extend(pair(&two[1]));
                    Line::from(spans)
                })
                .collect()
        } else {
            rows.iter()
                .map(|row| Line::from(pair(row).to_vec()))
                .collect()
        };
        let title = format!(" {} ", words::COUNTERS.get(self.theme.lang()));
        let block = panel(title, self.theme);
        let inner = block.draw(area, buf);
        draw_lines(&lines, inner, buf);
    }
}

/// The last events in words, newest at the bottom; an event too long for a row goes on
/// over the next ones, broken between words, and one of several lines keeps its lines.
pub struct LogPanel<'a> {
    /// The log.
    pub log: &'a EventLog,
    /// Whether a long move is under way and the log waits for it to end.
    pub waiting: bool,
    /// The styles.
    pub theme: &'a Theme,
}

impl Widget for LogPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let title = if self.waiting {
            words::LOG_WAITING
        } else {
            words::LOG
        };
        let block = panel(format!(" {} ", title.get(self.theme.lang())), self.theme);
        let inner = block.draw(area, buf);
        let rows = usize::from(inner.height);
        if rows == 0 {
            return;
        }
        let entries: Vec<&Entry> = self.log.last(rows).collect();
        let step_width = entries
            .last()
            .map_or(1, |entry| entry.step.to_string().len());
        // The step, the event's glyph, and the words after them.
        let indent = step_width + 3;
        let room = usize::from(inner.width).saturating_sub(indent).max(8);
        let mut lines: Vec<Line> = Vec::with_capacity(rows);
        for entry in entries.iter().rev() {
            let (glyph, _, style) = mark(Some(entry.event), self.theme);
            let text_style = if entry.event == Event::Solution {
                self.theme.solution()
            } else {
                self.theme.text()
            };
            // An entry of several lines, such as a printed board, keeps its lines.
            let words: Vec<String> = entry
                .text
                .split('\n')
                .flat_map(|line| wrap(&fit(self.theme, line), room))
                .collect();
            let mut entry_lines: Vec<Line> = words
                .into_iter()
                .enumerate()
                .map(|(index, words)| {
                    let head = if index == 0 {
                        vec![
                            Span::styled(format!("{:>step_width$} ", entry.step), self.theme.dim()),
                            Span::styled(glyph, style),
                            Span::raw(" "),
                        ]
                    } else {
                        vec![Span::raw(" ".repeat(indent))]
                    };
                    let mut spans = head;
                    spans.push(Span::styled(words, text_style));
                    Line::from(spans)
                })
                .collect();
            if lines.len() + entry_lines.len() > rows {
                if lines.is_empty() {
                    // The newest event alone is too long: show its beginning.
                    entry_lines.truncate(rows);
                    lines = entry_lines;
                }
                break;
            }
            entry_lines.append(&mut lines);
            lines = entry_lines;
        }
        draw_lines(&lines, inner, buf);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::screen_text;

    #[test]
    fn log_lines_wrap_between_words_with_the_newest_at_the_bottom() {
        let mut log = EventLog::default();
        let said = "row 5 has no free column left to try: take the queen off (4,2)";
        log.push(
            8,
            Event::Place { slot: 2, choice: 5 },
            "row 2: queen at column 5".into(),
        );
        log.push(
            9,
            Event::Place { slot: 3, choice: 6 },
            "row 3: queen at column 6".into(),
        );
        log.push(10, Event::Remove { slot: 4, choice: 2 }, said.into());
        let theme = Theme::new(false, true);
        let area = Rect::new(0, 0, 34, 6);
        let mut buf = Buffer::empty(area);
        LogPanel {
            log: &log,
            waiting: false,
            theme: &theme,
        }
        .render(area, &mut buf);
        assert_eq!(
            screen_text(&buf).split('\n').collect::<Vec<_>>(),
            [
                "┌ Log ───────────────────────────┐",
                "│  9 ▶ row 3: queen at column 6  │",
                "│ 10 ◀ row 5 has no free column  │",
                "│      left to try: take the     │",
                "│      queen off (4,2)           │",
                "└────────────────────────────────┘",
            ]
        );
    }
}
