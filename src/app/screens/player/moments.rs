//! The moments of a lesson: the steps bookmarked with their captions, and the panel that
//! lists them with the breakpoints and the solutions found so far, to jump to one.

use ratatui::{
    buffer::Buffer,
    layout::Rect,
    text::{Line, Span},
    widgets::Clear,
    widgets::Widget,
};

use super::words as lesson;
use crate::app::widgets::border::Border;
use crate::app::widgets::lines::draw_lines;
use crate::app::widgets::text::cut;
use crate::app::widgets::text::grouped;
use crate::app::words::{Id, words};
use crate::app::{Lang, Message, Theme};
use crate::engine::{BoardPart, ConditionError, FORMS, Problem, SlotError, listed};

words! {
    /// The prompt's hint while nothing is typed: {0} the forms of a condition.
    BREAKPOINT_FORMS = "breakpoint-forms" (forms);
    /// A place numbered beyond the board: {0} what it is, {1} the number typed, {2} and
    /// {3} the first and last numbers the board has.
    BREAKPOINT_BEYOND = "breakpoint-beyond" (part, number, first, last);
    /// A name the board does not have: {0} the name typed, {1} what it would be, {2} the
    /// names it has.
    BREAKPOINT_UNNAMED = "breakpoint-unnamed" (text, part, names);
    /// The forms of a condition listed: {0} all but the last, joined, {1} the last.
    BREAKPOINT_FORMS_LIST = "breakpoint-forms-list" (most, last);
    /// What joins the forms of a condition but the last two.
    BREAKPOINT_FORMS_COMMA = "breakpoint-forms-comma";
}

/// The word of `part` in the catalogue: the problem names its id (one of those
/// [`board_parts`](super::board_parts) declares, or one its app folder's
/// `board_parts.rs` declares).
fn part_word(part: BoardPart) -> Id {
    Id::named(part.word())
}

/// Every form of a condition on a board of `P`, its own first, listed in `lang`'s
/// words: what the prompt and its errors list. The forms are typed the same in every
/// language; what joins them is the language's.
pub fn forms<P: Problem>(lang: Lang) -> String {
    let each = FORMS.split(", ").flat_map(|part| part.split(" or "));
    let mut all: Vec<&str> = P::SLOT_FORM.into_iter().chain(each).collect();
    let last = all.pop().expect("BUG: a condition has forms");
    let most = all.join(BREAKPOINT_FORMS_COMMA.get(lang));
    BREAKPOINT_FORMS_LIST.fill(lang, &[&most, &last])
}

/// What to say about a condition typed that is not one, on a board of `P` such as
/// `_board`; nothing when nothing was typed.
pub fn refusal<P: Problem>(error: ConditionError, _board: &P) -> Option<Message> {
    Some(match error {
        ConditionError::Empty => return None,
        ConditionError::Unknown(text) => Message::in_each_language(|lang| {
            lesson::BREAKPOINT_UNKNOWN.fill(lang, &[&text, &forms::<P>(lang)])
        }),
        ConditionError::BadNumber { form, least } => {
            Message::new(lesson::BREAKPOINT_BAD_NUMBER, &[&form, &least])
        }
        ConditionError::Slot(SlotError::Beyond {
            part,
            number,
            first,
            last,
        }) => Message::in_each_language(|lang| {
            let part = part_word(part).get(lang);
            BREAKPOINT_BEYOND.fill(lang, &[&part, &number, &first, &last])
        }),
        ConditionError::Slot(SlotError::Unnamed { part, text, names }) => {
            Message::in_each_language(|lang| {
                let part = part_word(part).get(lang);
                BREAKPOINT_UNNAMED.fill(lang, &[&text, &part, &listed(&names)])
            })
        }
    })
}

/// A step marked by the teacher, with what to say about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bookmark {
    /// The step marked.
    pub step: u64,
    /// What it shows, in any language; may be empty.
    pub caption: String,
}

/// Bookmarks kept in step order, one a step.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bookmarks(Vec<Bookmark>);

impl Bookmarks {
    /// The bookmarks, in step order.
    pub fn all(&self) -> &[Bookmark] {
        &self.0
    }

    /// Marks `step` with `caption`, replacing the caption of a step marked already.
    pub fn mark(&mut self, step: u64, caption: String) {
        match self.0.binary_search_by_key(&step, |mark| mark.step) {
            Ok(at) => self.0[at].caption = caption,
            Err(at) => self.0.insert(at, Bookmark { step, caption }),
        }
    }

    /// Forgets the bookmark at `index`, if there is one.
    pub fn remove(&mut self, index: usize) {
        if index < self.0.len() {
            self.0.remove(index);
        }
    }

    /// The first bookmark after `step`.
    pub fn after(&self, step: u64) -> Option<&Bookmark> {
        self.0.iter().find(|mark| mark.step > step)
    }

    /// The last bookmark before `step`.
    pub fn before(&self, step: u64) -> Option<&Bookmark> {
        self.0.iter().rev().find(|mark| mark.step < step)
    }
}

/// One line of the panel that can be chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MomentLine {
    /// The bookmark of this index.
    Bookmark(usize),
    /// The breakpoint of this index.
    Breakpoint(usize),
    /// The solution of this index, from 0.
    Solution(usize),
}

/// A solution found so far: its step and the board in the problem's notation, once read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundSolution {
    /// The step of its solution event.
    pub step: u64,
    /// The board on one line, as `solve --format line` prints it.
    pub line: Option<String>,
}

/// The lines the panel can choose, in the order it lists them.
pub fn entries(bookmarks: usize, breakpoints: usize, solutions: usize) -> Vec<MomentLine> {
    (0..bookmarks)
        .map(MomentLine::Bookmark)
        .chain((0..breakpoints).map(MomentLine::Breakpoint))
        .chain((0..solutions).map(MomentLine::Solution))
        .collect()
}

/// The panel drawn over the right of the board: three lists under their headings, the
/// chosen line marked.
pub struct MomentsPanel<'a> {
    /// The bookmarks.
    pub bookmarks: &'a [Bookmark],
    /// The breakpoints, in the problem's words.
    pub breakpoints: &'a [String],
    /// The solutions found so far.
    pub solutions: &'a [FoundSolution],
    /// The line chosen.
    pub chosen: Option<MomentLine>,
    /// The current step, marked where a line is at it.
    pub step: u64,
    /// How it is drawn.
    pub theme: &'a Theme,
}

impl MomentsPanel<'_> {
    /// The index of `entry` among the lines a user can choose, as the player lists them.
    fn index_of(&self, entry: MomentLine) -> usize {
        match entry {
            MomentLine::Bookmark(index) => index,
            MomentLine::Breakpoint(index) => self.bookmarks.len() + index,
            MomentLine::Solution(index) => self.bookmarks.len() + self.breakpoints.len() + index,
        }
    }

    /// The panel's lines, and the index of the chosen one; with each line, the index of
    /// the entry it shows among those a user can choose, if it shows one.
    fn lines(&self) -> (Vec<Line<'static>>, usize, Vec<Option<usize>>) {
        let theme = self.theme;
        let lang = theme.lang();
        let mut lines = Vec::new();
        let mut chosen_at = 0;
        let mut indices = Vec::new();
        let mut push =
            |lines: &mut Vec<Line<'static>>, entry: MomentLine, text: String, here: bool| {
                indices.resize(lines.len(), None);
                indices.push(Some(self.index_of(entry)));
                let mark = if here {
                    theme.glyph("▸ ", "> ")
                } else {
                    "  "
                };
                let mut line = Line::from(vec![Span::raw(mark), Span::raw(text)]);
                if self.chosen == Some(entry) {
                    chosen_at = lines.len();
                    line = line.style(theme.selected());
                }
                lines.push(line);
            };
        let heading =
            |id: crate::app::words::Id| Line::styled(id.get(lang).to_string(), theme.accent());
        lines.push(heading(lesson::BOOKMARKS));
        if self.bookmarks.is_empty() {
            lines.push(Line::styled(
                lesson::NO_BOOKMARKS.get(lang).to_string(),
                theme.dim(),
            ));
        }
        for (index, mark) in self.bookmarks.iter().enumerate() {
            let text = format!("{:>7}  {}", grouped(mark.step), mark.caption);
            push(
                &mut lines,
                MomentLine::Bookmark(index),
                text,
                mark.step == self.step,
            );
        }
        lines.push(heading(lesson::BREAKPOINTS));
        if self.breakpoints.is_empty() {
            lines.push(Line::styled(
                lesson::NO_BREAKPOINTS.get(lang).to_string(),
                theme.dim(),
            ));
        }
        for (index, told) in self.breakpoints.iter().enumerate() {
            push(
                &mut lines,
                MomentLine::Breakpoint(index),
                told.clone(),
                false,
            );
        }
        lines.push(heading(lesson::SOLUTIONS_FOUND));
        if self.solutions.is_empty() {
            lines.push(Line::styled(
                lesson::NO_SOLUTIONS_YET.get(lang).to_string(),
                theme.dim(),
            ));
        }
        for (index, found) in self.solutions.iter().enumerate() {
            let board = found.line.as_deref().unwrap_or("…");
            let text = format!("#{:<3} {:>7}  {board}", index + 1, grouped(found.step));
            push(
                &mut lines,
                MomentLine::Solution(index),
                text,
                found.step == self.step,
            );
        }
        indices.resize(lines.len(), None);
        (lines, chosen_at, indices)
    }
}

impl Widget for MomentsPanel<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        Clear.render(area, buf);
        let title = Span::styled(
            format!(" {} ", lesson::MOMENTS_TITLE.get(self.theme.lang())),
            self.theme.accent(),
        );
        let inner = Border::new(title, self.theme).padding(1).draw(area, buf);
        let (lines, chosen_at, indices) = self.lines();
        let rows = usize::from(inner.height);
        // The chosen line stays in view, as low as the middle.
        let first = chosen_at
            .saturating_sub(rows / 2)
            .min(lines.len().saturating_sub(rows));
        let width = usize::from(inner.width);
        let shown: Vec<Line<'static>> = lines
            .into_iter()
            .skip(first)
            .take(rows)
            .map(|line| {
                let style = line.style;
                let text: String = line
                    .spans
                    .iter()
                    .map(|span| span.content.as_ref())
                    .collect();
                Line::styled(cut(self.theme, &text, width), style)
            })
            .collect();
        draw_lines(&shown, inner, buf);
        // The panel hides what is under it; a click on a line chooses it and goes there.
        crate::app::input::mouse::cover(area);
        let rows = (inner.y..inner.bottom()).zip(indices.into_iter().skip(first));
        for (row, index) in rows {
            if let Some(index) = index {
                let line = Rect::new(area.x, row, area.width, 1);
                crate::app::input::mouse::mark(line, crate::app::input::mouse::Spot::Moment(index));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bookmarks_keep_step_order_and_one_caption_a_step() {
        let mut marks = Bookmarks::default();
        marks.mark(120, "第三行没有空列".into());
        marks.mark(13, "first answer".into());
        marks.mark(120, "row 3 has no free column".into());
        let steps: Vec<u64> = marks.all().iter().map(|m| m.step).collect();
        assert_eq!(steps, [13, 120]);
        assert_eq!(marks.all()[1].caption, "row 3 has no free column");
        assert_eq!(marks.after(13).map(|m| m.step), Some(120));
        assert_eq!(marks.before(13), None);
        assert_eq!(marks.before(500).map(|m| m.step), Some(120));
        marks.remove(0);
        marks.remove(7);
        assert_eq!(marks.all().len(), 1);
    }

    #[test]
    fn the_entries_list_bookmarks_then_breakpoints_then_solutions() {
        assert_eq!(
            entries(1, 1, 2),
            [
                MomentLine::Bookmark(0),
                MomentLine::Breakpoint(0),
                MomentLine::Solution(0),
                MomentLine::Solution(1)
            ]
        );
    }
}
