//! The code panel's views: the app's own pseudo-code, or a tutorial's code in its names.
//!
//! A student with a tutorial open should find on screen the routine and the arrays of
//! the page. Each problem lists the views that cover it through
//! [`Show::code_views`](crate::app::Show::code_views), in its own view folder; the key `c` cycles
//! the panel through them and back to the pseudo-code. The board, the stack and the log
//! follow the view shown: its names, and the number it counts from.

use std::borrow::Cow;
use std::fmt::Display;

use crate::app::Lang;
use crate::app::words::{Id, words};
use crate::engine::{Event, StopAfter};
use crate::problems::Tutorial;

words! {
    /// The status line when `0` or `1` is pressed while a tutorial's code is shown: {0}
    /// its routine, {1} the number that code counts from.
    CODE_KEEPS_ITS_COUNT = "code-keeps-its-count" (routine, base);
}

/// A problem's algorithm written as one tutorial writes it, each line with the event it
/// runs.
#[derive(Debug, PartialEq, Eq)]
pub struct CodeView {
    /// The tutorial whose code this is.
    pub tutorial: Tutorial,
    /// Its routine, as the panel's title names it, such as `putQueen(x)`.
    pub routine: &'static str,
    /// The code, one line an entry, each in [`Form::Both`]: the code stays the tutorial's
    /// in every language, only its comments (from `//` on) are translated.
    pub lines: Listing,
    /// The number rows, columns and cells are counted from: 1 for code over 1-based
    /// arrays such as `A[i][j]`, 0 otherwise.
    pub base: usize,
}

impl CodeView {
    /// The index of the line that `last` ran, as for the pseudo-code; `None` before the
    /// first step.
    pub fn line(&self, last: Option<Event>) -> Option<usize> {
        self.lines.running(Role::of(last?), Form::Both)
    }

    /// The lines with their comments in `lang`.
    pub fn lines_in(&self, lang: Lang) -> Vec<Cow<'static, str>> {
        self.lines.text(Form::Both, lang)
    }

    /// The panel's title in `lang`: the tutorial and its routine.
    pub fn title(&self, lang: Lang) -> String {
        let tutorial = Id::named(self.tutorial.short()).get(lang);
        format!(" {tutorial} · {} ", self.routine)
    }
}

/// What running a line of code does, as the search's events show it: the running line
/// of an event is found by its role, never by where it stands, so that a line added to
/// the code moves nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// Puts a choice down: a placement.
    Place,
    /// Takes a choice back: a removal.
    Remove,
    /// Outputs a solution.
    Solution,
    /// Puts down the second of two branches (subset sum's skip of a number), where the
    /// code writes each branch apart.
    PlaceOther,
    /// Takes the second of two branches back.
    RemoveOther,
    /// Picks the cell that has one candidate left: where a placement there starts.
    OnlyCandidate,
    /// Picks the one cell left for a value in a row, column or box.
    OnlyCell,
    /// Picks the cell with the fewest candidates, to guess at.
    Guess,
}

impl Role {
    /// The role of the line that `event` runs in code that writes every branch alike.
    pub fn of(event: Event) -> Role {
        match event {
            Event::Place { .. } => Role::Place,
            Event::Remove { .. } => Role::Remove,
            Event::Solution => Role::Solution,
        }
    }
}

/// Which searches show a line: the one that stops at its first solution (the tutorials'
/// `return true` form), the one that finds them all, or both.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// Stopping at the first solution.
    First,
    /// Finding every solution: output each and return.
    All,
    /// Either.
    Both,
}

impl Form {
    /// The form a search stopping as `stop` says runs.
    pub fn of(stop: StopAfter) -> Form {
        match stop {
            StopAfter::Exhaustion => Form::All,
            _ => Form::First,
        }
    }

    /// Whether a search in this form shows a line of `form`.
    fn shows(self, form: Form) -> bool {
        form == Form::Both || form == self
    }
}

/// One line of code: its code, the words of the catalogue within it, the searches that
/// show it and what it does when it runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CodeLine {
    /// The code, the same in every language (for a line of words, its indentation).
    pub code: &'static str,
    /// Words of the catalogue written after the code, such as a comment's or a
    /// pseudo-code line's: the code is the same in every language, these are not.
    pub said: Option<Id>,
    /// The values of [`said`](CodeLine::said)'s message, in the order of its names: the
    /// code its words quote, the same in every language (`(row,col)`, `return true`).
    pub quoted: &'static [&'static str],
    /// Code written after the words, such as the `; return` that ends a line of words.
    pub after: &'static str,
    /// The searches that show it.
    pub form: Form,
    /// What an event running it does; `None` for a line no event stops on.
    pub role: Option<Role>,
}

/// A line of `code` in every form, run by no event, the same in every language until
/// [`said`](CodeLine::said) adds words to it.
pub const fn line(code: &'static str) -> CodeLine {
    CodeLine {
        code,
        said: None,
        quoted: &[],
        after: "",
        form: Form::Both,
        role: None,
    }
}

impl CodeLine {
    /// The line with the catalogue's message `id` after its code: `line("    ")` then
    /// `.said(OUTPUT)` for a line of words, `line("  x = 1;  // ")` then `.said(WHY)` for
    /// a comment.
    pub const fn said(self, id: Id) -> CodeLine {
        CodeLine {
            said: Some(id),
            ..self
        }
    }

    /// The line with the message `id` after its code, filled with `quoted`, the code its
    /// words name: `line("    ")` then `.said_quoting(PUT, &["(row,col)"])`.
    pub const fn said_quoting(self, id: Id, quoted: &'static [&'static str]) -> CodeLine {
        CodeLine {
            said: Some(id),
            quoted,
            ..self
        }
    }

    /// The line with `code` after its words: `line("  if r == N: ")`, `.said(OUTPUT)`,
    /// then `.then("; return")`.
    pub const fn then(self, code: &'static str) -> CodeLine {
        CodeLine {
            after: code,
            ..self
        }
    }

    /// The line in `lang`: its code, its words, then the code after them.
    pub fn text_in(&self, lang: Lang) -> Cow<'static, str> {
        let code = self.code;
        match self.said {
            Some(id) => {
                let quoted: Vec<&dyn Display> = self.quoted.iter().map(|q| q as _).collect();
                Cow::Owned(format!("{code}{}{}", id.fill(lang, &quoted), self.after))
            }
            None if self.after.is_empty() => Cow::Borrowed(code),
            None => Cow::Owned(format!("{code}{}", self.after)),
        }
    }

    /// The line that an event of `role` runs.
    pub const fn runs(self, role: Role) -> CodeLine {
        CodeLine {
            role: Some(role),
            ..self
        }
    }

    /// The line shown only by a search in `form`.
    pub const fn only(self, form: Form) -> CodeLine {
        CodeLine { form, ..self }
    }
}

/// A routine's code as a table of [`CodeLine`]s, for every form and language at once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Listing(pub &'static [CodeLine]);

impl Listing {
    /// The lines a search in `form` shows, in `lang`.
    pub fn text(self, form: Form, lang: Lang) -> Vec<Cow<'static, str>> {
        self.shown(form).map(|line| line.text_in(lang)).collect()
    }

    /// The index, among the lines `form` shows, of the line an event of `role` runs.
    pub fn running(self, role: Role, form: Form) -> Option<usize> {
        self.shown(form).position(|line| line.role == Some(role))
    }

    fn shown(self, form: Form) -> impl Iterator<Item = &'static CodeLine> {
        self.0.iter().filter(move |line| form.shows(line.form))
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

    const LINES: Listing = Listing(&[
        line("f():"),
        line("  place").runs(Role::Place),
        line("  remove").runs(Role::Remove),
        line("  output").runs(Role::Solution),
    ]);

    const fn view(tutorial: Tutorial) -> CodeView {
        CodeView {
            tutorial,
            routine: "f()",
            lines: LINES,
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

    #[test]
    fn a_form_shows_its_own_lines_and_the_running_line_is_found_among_them() {
        use crate::app::words::{EVENT_PLACE, EVENT_SOLUTION};
        const CODE: Listing = Listing(&[
            line("solve():"),
            line("  output; return")
                .runs(Role::Solution)
                .only(Form::All),
            line("  ")
                .said(EVENT_SOLUTION)
                .then("; return true")
                .runs(Role::Solution)
                .only(Form::First),
            line("  ").said(EVENT_PLACE).runs(Role::Place),
            line("  solve()").only(Form::All),
            line("  if solve(): return true").only(Form::First),
            line("  remove").runs(Role::Remove),
            line("  return false").only(Form::First),
        ]);
        let all = CODE.text(Form::All, Lang::En);
        assert_eq!(
            all,
            [
                "solve():",
                "  output; return",
                "  place",
                "  solve()",
                "  remove"
            ]
        );
        let first = CODE.text(Form::of(StopAfter::First), Lang::Zh);
        assert_eq!(first.len(), 6);
        assert_eq!(first[1], "  解; return true");
        assert_eq!(first[2], "  放置");
        let english = CODE.text(Form::First, Lang::En);
        assert_eq!(
            english[1], "  solution; return true",
            "the words, then the code"
        );
        assert_eq!(
            first[3], "  if solve(): return true",
            "a line without words"
        );
        assert_eq!(CODE.running(Role::Remove, Form::All), Some(4));
        assert_eq!(CODE.running(Role::Remove, Form::First), Some(4));
        assert_eq!(CODE.running(Role::Solution, Form::First), Some(1));
        assert_eq!(CODE.running(Role::Guess, Form::All), None);
    }
}
