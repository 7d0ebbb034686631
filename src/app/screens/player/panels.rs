//! The panels beside the board: pseudo-code, call stack, counters and the log.

use std::borrow::Cow;

use ratatui::{
    buffer::Buffer,
    layout::Rect,
    style::Modifier,
    text::{Line, Span},
    widgets::Widget,
};

use crate::app::input::mouse::{self, Spot};
use crate::app::widgets::border::Border;
use crate::app::widgets::event_log::{EventLog, LogLine};
use crate::app::widgets::lines::draw_lines;
use crate::app::widgets::status::role_mark;
use crate::app::widgets::text::grouped;
use crate::app::widgets::text::{cut, fit, width_of, wrap};
use crate::app::words::{self, Id};
use crate::app::{Code, Lang, Show, Telling, Theme};
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
        let lines: Vec<Line> = code_rows(&code, area.width, self.theme)
            .into_iter()
            .map(|(index, first, code)| {
                if current != Some(index) {
                    Line::styled(format!("  {code}"), self.theme.text())
                } else if first {
                    Line::styled(format!("{marker} {code}"), self.theme.current())
                } else {
                    Line::styled(format!("  {code}"), self.theme.current())
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

/// The rows the code panel draws in a panel `width` wide: each line of `code` with its
/// index and whether it is the line's first row; a line too long for the panel goes on
/// over the next rows, broken between words and indented under itself, so that no code
/// is ever cut.
pub fn code_rows(code: &[Cow<'_, str>], width: u16, theme: &Theme) -> Vec<(usize, bool, String)> {
    // Inside the borders and padding, after the marker.
    let room = usize::from(width.saturating_sub(6));
    let mut rows = Vec::new();
    for (index, line) in code.iter().enumerate() {
        let line = fit(theme, line);
        if width_of(&line) <= room {
            rows.push((index, true, line.into_owned()));
            continue;
        }
        let body = line.trim_start();
        let indent = " ".repeat(line.len() - body.len());
        // Continued rows two cells further in than the line, while that leaves room.
        let more = if room >= indent.len() + 12 {
            format!("{indent}  ")
        } else {
            String::new()
        };
        let parts = wrap(body, room.saturating_sub(more.len()).max(1));
        for (k, part) in parts.into_iter().enumerate() {
            let lead = if k == 0 { &indent } else { &more };
            rows.push((index, k == 0, format!("{lead}{part}")));
        }
    }
    rows
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
            .then(|| problem.solution_call(frames.last(), Telling::of(self.theme, self.code)));
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
        let top = inner.y + u16::from(hidden > 0);
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
            // The frame about to choose, while a quiz asks what it picks, says nothing.
            let asked = self.theme.hides_next() && index + 1 == shown.len();
            let label = match asked && frame.placed().is_none() {
                true => "?".to_string(),
                false => problem.frame_label(frame, Telling::of(self.theme, self.code)),
            };
            lines.push(Line::styled(fit(self.theme, &label).into_owned(), style));
            // A click on a frame goes to the step that put its choice down.
            if let (Some(choice), false) = (frame.placed(), asked) {
                let row = Rect::new(area.x, top + index as u16, area.width, 1);
                let slot = frame.slot();
                mouse::mark(row, Spot::Placed { slot, choice });
            }
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

impl CountersPanel<'_> {
    /// The lines of the counts in `area`, each count written by `count`.
    fn lines(&self, area: Rect, count: &dyn Fn(u64) -> String) -> Vec<Line<'static>> {
        let c = self.counters;
        let lang = self.theme.lang();
        let step = match self.length {
            Some(length) => words::STEP_OF.fill(lang, &[&count(self.step), &count(length)]),
            None => count(self.step),
        };
        let rows = [
            (words::COUNT_STEP, step),
            (words::COUNT_PLACEMENTS, count(c.placements)),
            (words::COUNT_BACKTRACKS, count(c.removals)),
            (words::COUNT_SOLUTIONS, count(c.solutions)),
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
        if area.height < Self::SHORT_HEIGHT {
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
        }
    }
}

impl Widget for CountersPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let lang = self.theme.lang();
        let title = format!(" {} ", words::COUNTERS.get(lang));
        let block = panel(title, self.theme);
        let inner = block.draw(area, buf);
        // Counts in full when they fit, else large ones in the language's units: a count
        // is never cut without a mark. The one-line form leaves out what does not fit.
        let room = usize::from(inner.width);
        let mut lines = self.lines(area, &grouped);
        if lines.iter().any(|line| line.width() > room) {
            lines = self.lines(area, &|n| short_count(n, lang));
        }
        let lines: Vec<Line> = lines
            .into_iter()
            .map(|line| {
                if line.width() <= room {
                    return line;
                }
                let text: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
                Line::styled(cut(self.theme, &text, room), self.theme.text())
            })
            .collect();
        draw_lines(&lines, inner, buf);
    }
}

/// `n` shortened in the units `lang` counts in, with one decimal: `8.1M` and `807.7k`
/// in English, `807.7万` and `8.1亿` in Chinese; below the first unit, in full.
pub fn short_count(n: u64, lang: Lang) -> String {
    let step: u64 = words::COUNT_UNIT_SIZE
        .get(lang)
        .trim()
        .parse()
        .expect("BUG: a unit's size is a number");
    // The largest unit that n reaches.
    let mut scale = 1u64;
    let mut unit = None;
    for name in words::COUNT_UNITS.get(lang).split_whitespace() {
        match scale.checked_mul(step) {
            Some(next) if n >= next => {
                scale = next;
                unit = Some(name);
            }
            _ => break,
        }
    }
    let Some(unit) = unit else {
        return grouped(n);
    };
    let tenths = (u128::from(n) * 10 + u128::from(scale) / 2) / u128::from(scale);
    let (whole, tenth) = ((tenths / 10) as u64, tenths % 10);
    if whole >= 1000 {
        format!("{}{unit}", grouped(whole))
    } else {
        format!("{whole}.{tenth}{unit}")
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
        let entries: Vec<&LogLine> = self.log.last(rows).collect();
        let step_width = entries
            .last()
            .map_or(1, |entry| entry.step.to_string().len());
        // The step, the event's glyph, and the words after them.
        let indent = step_width + 3;
        let room = usize::from(inner.width).saturating_sub(indent).max(8);
        let mut lines: Vec<Line> = Vec::with_capacity(rows);
        // The step of each line, as drawn.
        let mut steps: Vec<u64> = Vec::with_capacity(rows);
        for entry in entries.iter().rev() {
            let (glyph, _, style) = role_mark(entry.event, entry.role, self.theme);
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
                    steps = vec![entry.step; entry_lines.len()];
                    lines = entry_lines;
                }
                break;
            }
            let mut entry_steps = vec![entry.step; entry_lines.len()];
            entry_steps.append(&mut steps);
            steps = entry_steps;
            entry_lines.append(&mut lines);
            lines = entry_lines;
        }
        draw_lines(&lines, inner, buf);
        // A click on an event's lines goes to its step.
        for (row, &step) in (inner.y..inner.bottom()).zip(&steps) {
            mouse::mark(Rect::new(area.x, row, area.width, 1), Spot::Step(step));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::{Role, screen_text};

    #[test]
    fn log_lines_wrap_between_words_with_the_newest_at_the_bottom() {
        let mut log = EventLog::default();
        let said = "row 5 has no free column left to try: take the queen off (4,2)";
        log.push(
            8,
            Event::Place { slot: 2, choice: 5 },
            Role::Place,
            "row 2: queen at column 5".into(),
        );
        log.push(
            9,
            Event::Place { slot: 3, choice: 6 },
            Role::Place,
            "row 3: queen at column 6".into(),
        );
        log.push(
            10,
            Event::Remove { slot: 4, choice: 2 },
            Role::Remove,
            said.into(),
        );
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

    #[test]
    fn large_counts_are_shortened_in_the_languages_units() {
        assert_eq!(short_count(999, Lang::En), "999");
        assert_eq!(short_count(8_076_935, Lang::En), "8.1M");
        assert_eq!(short_count(807_693_512, Lang::En), "807.7M");
        assert_eq!(short_count(8_076_935, Lang::Zh), "807.7万");
        assert_eq!(short_count(807_693_512, Lang::Zh), "8.1亿");
        assert_eq!(short_count(807_693_512, Lang::ZhTw), "8.1億");
        assert_eq!(short_count(9_999, Lang::Zh), "9,999");
        assert_eq!(short_count(u64::MAX, Lang::En), "18,446,744T");
    }

    #[test]
    fn the_counters_never_cut_a_count_without_a_mark() {
        let counters = Counters {
            placements: 807_693_512,
            removals: 807_693_400,
            solutions: 14_772_512,
            depth: 17,
            max_depth: 18,
        };
        for lang in [Lang::En, Lang::Zh, Lang::ZhTw] {
            let theme = Theme::new(false, true).speaking(lang);
            for (width, height) in [(50, 5), (44, 5), (30, 8), (24, 8), (60, 3), (50, 8)] {
                let area = Rect::new(0, 0, width, height);
                let mut buf = Buffer::empty(area);
                CountersPanel {
                    step: 1_615_386_912,
                    length: Some(1_615_387_000),
                    counters: &counters,
                    theme: &theme,
                }
                .render(area, &mut buf);
                let text = screen_text(&buf);
                for line in text.lines().filter(|line| line.starts_with('│')) {
                    let inside = line.trim_matches('│').trim_end();
                    // A line ends with a whole count, its unit or the ellipsis.
                    let last = inside.chars().last().unwrap_or(' ');
                    assert!(
                        last.is_ascii_digit() || "kMGT万亿萬億兆…".contains(last),
                        "{lang:?} {width}×{height}: {line:?}\n{text}"
                    );
                }
                // Every count in full or shortened: no digits cut off a grouped count.
                let full = [
                    1_615_386_912,
                    1_615_387_000,
                    807_693_512,
                    807_693_400,
                    14_772_512,
                ]
                .map(grouped);
                for word in text.split(|c: char| c.is_whitespace() || c == '│') {
                    let count = word.trim_end_matches(|c: char| !c.is_ascii_digit());
                    if count.len() > 3 && count.contains(',') {
                        assert!(
                            full.iter().any(|f| f == count)
                                || word.ends_with('…')
                                || word[count.len()..]
                                    .starts_with(|c| "kMGT万亿萬億兆".contains(c)),
                            "{lang:?} {width}×{height}: {word:?}\n{text}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_code_line_too_long_for_the_panel_is_wrapped_never_cut() {
        let theme = Theme::new(false, true);
        let code: Vec<Cow<str>> = vec![
            "solve():".into(),
            "  if no cell is empty: output the grid; return true".into(),
            "  return false".into(),
        ];
        let rows = code_rows(&code, 50, &theme);
        assert_eq!(
            rows,
            [
                (0, true, "solve():".to_string()),
                (
                    1,
                    true,
                    "  if no cell is empty: output the grid;".to_string()
                ),
                (1, false, "    return true".to_string()),
                (2, true, "  return false".to_string()),
            ]
        );
        // Every word of every line is there, at any width.
        for width in 8..60 {
            let rows = code_rows(&code, width, &theme);
            let words = |text: &str| {
                text.split_whitespace()
                    .map(str::to_string)
                    .collect::<Vec<_>>()
            };
            let shown: Vec<String> = rows.iter().flat_map(|(_, _, row)| words(row)).collect();
            let all: Vec<String> = code.iter().flat_map(|line| words(line)).collect();
            assert_eq!(shown.concat(), all.concat(), "{width}");
            assert!(rows.iter().all(|(_, _, row)| !row.contains('…')), "{width}");
        }
    }
}
