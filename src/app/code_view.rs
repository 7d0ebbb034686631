//! The code panel's views: the app's own pseudo-code, or a tutorial's code in its names.
//!
//! A student with a tutorial open should find on screen the routine and the arrays of
//! the page. Each problem lists the views that cover it through
//! [`Show::code_views`](super::Show::code_views), in its own view file; the key `c` cycles
//! the panel through them and back to the pseudo-code. The board, the stack and the log
//! follow the view shown: its names, and the number it counts from.

use std::borrow::Cow;

use super::Lang;
use crate::engine::Event;
use crate::problems::Tutorial;

/// A problem's algorithm written as one tutorial writes it, with the lines each event runs.
#[derive(Debug, PartialEq, Eq)]
pub struct CodeView {
    /// The tutorial whose code this is.
    pub tutorial: Tutorial,
    /// Its routine, as the panel's title names it, such as `putQueen(x)`.
    pub routine: &'static str,
    /// The code, one line an entry.
    pub lines: &'static [&'static str],
    /// Each comment of [`lines`](CodeView::lines), from its `//` to the end of the line,
    /// with the same in Chinese: the code stays the tutorial's, only its comments change.
    pub comments_zh: &'static [(&'static str, &'static str)],
    /// The line a placement runs.
    pub place: usize,
    /// The line a removal runs.
    pub remove: usize,
    /// The line a solution runs.
    pub output: usize,
    /// The number rows, columns and cells are counted from: 1 for code over 1-based
    /// arrays such as `A[i][j]`, 0 otherwise.
    pub base: usize,
}

impl CodeView {
    /// The index of the line that `last` ran, as for the pseudo-code; `None` before the
    /// first step.
    pub fn line(&self, last: Option<Event>) -> Option<usize> {
        last.map(|event| match event {
            Event::Place { .. } => self.place,
            Event::Remove { .. } => self.remove,
            Event::Solution => self.output,
        })
    }

    /// The lines with their comments in `lang`.
    pub fn lines_in(&self, lang: Lang) -> Vec<Cow<'static, str>> {
        self.lines
            .iter()
            .map(|&line| {
                let translated = (lang == Lang::Zh)
                    .then(|| {
                        self.comments_zh.iter().find_map(|(en, zh)| {
                            line.strip_suffix(en).map(|code| format!("{code}{zh}"))
                        })
                    })
                    .flatten();
                translated.map_or(Cow::Borrowed(line), Cow::Owned)
            })
            .collect()
    }

    /// The panel's title in `lang`: the tutorial and its routine.
    pub fn title(&self, lang: Lang) -> String {
        let tutorial = match lang {
            Lang::En => self.tutorial.short(),
            Lang::Zh => self.tutorial.short_zh(),
        };
        format!(" {tutorial} · {} ", self.routine)
    }
}

/// What the code panel shows: the pseudo-code, or one of the problem's tutorial views.
pub type Code = Option<&'static CodeView>;

/// The code after `current` among `views`: the first view after the pseudo-code, the
/// pseudo-code after the last view, and the pseudo-code again when `current` is no longer
/// among them (its board changed to one the view does not fit).
pub fn next(current: Code, views: &[&'static CodeView]) -> Code {
    match current.and_then(|view| views.iter().position(|v| std::ptr::eq(*v, view))) {
        Some(index) => views.get(index + 1).copied(),
        None if current.is_some() => None,
        None => views.first().copied(),
    }
}

/// `current` if it is still among `views`, else the pseudo-code.
pub fn kept(current: Code, views: &[&'static CodeView]) -> Code {
    current.filter(|view| views.iter().any(|v| std::ptr::eq(*v, *view)))
}

#[cfg(test)]
mod tests {
    use super::*;

    const fn view(tutorial: Tutorial) -> CodeView {
        CodeView {
            tutorial,
            routine: "f()",
            lines: &["f():", "  place", "  remove", "  output"],
            comments_zh: &[],
            place: 1,
            remove: 2,
            output: 3,
            base: 0,
        }
    }

    static A: CodeView = view(Tutorial::Lesson);
    static B: CodeView = view(Tutorial::EightQueens);

    #[test]
    fn cycles_through_the_views_and_back_to_the_pseudo_code() {
        let views = [&A, &B];
        let first = next(None, &views);
        assert!(std::ptr::eq(first.unwrap(), &A));
        let second = next(first, &views);
        assert!(std::ptr::eq(second.unwrap(), &B));
        assert_eq!(next(second, &views), None);
        assert_eq!(next(None, &[]), None);
        assert_eq!(next(Some(&A), &[&B]), None, "a view that no longer fits");
        assert_eq!(kept(Some(&A), &[&B]), None);
        assert!(kept(Some(&B), &[&B]).is_some());
    }

    #[test]
    fn lines_follow_the_event() {
        assert_eq!(A.line(None), None);
        assert_eq!(A.line(Some(Event::Place { slot: 0, choice: 0 })), Some(1));
        assert_eq!(A.line(Some(Event::Remove { slot: 0, choice: 0 })), Some(2));
        assert_eq!(A.line(Some(Event::Solution)), Some(3));
        assert!(B.title(Lang::En).contains("Eight queens"));
        assert_eq!(B.title(Lang::Zh), " 八皇后(C++) · f() ");
    }
}
