//! The small input line that asks for a step: a number, `solution:K` or `end`, as
//! `--step` takes it.

use ratatui::{
    crossterm::event::KeyCode,
    text::{Line, Span},
};

use crate::app::input::keys;
use crate::app::{Target, Theme, words};

/// The most digits accepted: more than any run can reach.
const MAX_DIGITS: usize = 12;

/// The most letters accepted: those of `solution:`.
const MAX_LETTERS: usize = 9;

/// The characters a step is typed with besides the digits: those of `solution:K` and
/// `end`.
const LETTERS: &str = "solution:end";

/// What a key did to the prompt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PromptOutcome {
    /// Still typing.
    Editing,
    /// Go to this step.
    Go(Target),
    /// What was typed is no step: the text typed.
    Refused(String),
    /// Closed without going anywhere.
    Cancel,
}

/// A prompt for the step to go to: digits or the letters of `solution:K` and `end`,
/// Backspace, Enter, Esc.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StepPrompt {
    digits: String,
}

impl StepPrompt {
    /// Adds the digit or the letter of `code`, if it is one and there is room for it.
    pub fn digit(&mut self, code: KeyCode) -> PromptOutcome {
        let digits = self.digits.chars().filter(char::is_ascii_digit).count();
        let letters = self.digits.len() - digits;
        if let KeyCode::Char(c) = code
            && match c.is_ascii_digit() {
                true => digits < MAX_DIGITS,
                false => LETTERS.contains(c) && letters < MAX_LETTERS,
            }
        {
            self.digits.push(c);
        }
        PromptOutcome::Editing
    }

    /// Takes back the last digit.
    pub fn erase(&mut self) -> PromptOutcome {
        self.digits.pop();
        PromptOutcome::Editing
    }

    /// Goes to the step typed, or closes when nothing is typed; refuses what is no step.
    pub fn go(&self) -> PromptOutcome {
        if self.digits.is_empty() {
            return PromptOutcome::Cancel;
        }
        match self.digits.parse() {
            Ok(target) => PromptOutcome::Go(target),
            Err(_) => PromptOutcome::Refused(self.digits.clone()),
        }
    }

    /// The prompt as rows `width` cells wide: the question and the digits typed, then
    /// every one of its keys, on a row under them when they have no room beside them.
    pub fn rows(&self, theme: &Theme, width: u16) -> Vec<Line<'static>> {
        let head = Line::from(vec![
            Span::styled(words::GO_TO_STEP.get(theme.lang()), theme.accent()),
            Span::styled(format!("{}_", self.digits), theme.selected()),
        ]);
        let keys = keys::each_hint(keys::helps(keys::PROMPT), theme);
        super::prompt_rows::rows(head, keys, None, width)
    }

    /// The prompt as a line `width` cells wide, with as many of its keys as fit.
    pub fn line(&self, theme: &Theme, width: u16) -> Line<'static> {
        let mut line = Line::from(vec![
            Span::styled(words::GO_TO_STEP.get(theme.lang()), theme.accent()),
            Span::styled(format!("{}_", self.digits), theme.selected()),
            Span::raw("   "),
        ]);
        let room = width.saturating_sub(line.width() as u16);
        line.spans
            .extend(keys::footer(keys::helps(keys::PROMPT), theme, room).spans);
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digits_erase_go() {
        let mut prompt = StepPrompt::default();
        for c in "1x29".chars() {
            assert_eq!(prompt.digit(KeyCode::Char(c)), PromptOutcome::Editing);
        }
        prompt.erase();
        prompt.digit(KeyCode::Char('7'));
        assert_eq!(prompt.go(), PromptOutcome::Go(Target::Step(127)));
    }

    /// Typed as `--step` takes them: `solution:2` is the second solution, not step 2.
    fn typed(text: &str) -> PromptOutcome {
        let mut prompt = StepPrompt::default();
        text.chars()
            .for_each(|c| _ = prompt.digit(KeyCode::Char(c)));
        prompt.go()
    }

    #[test]
    fn solutions_and_the_end_as_step_takes_them() {
        assert_eq!(typed("solution:2"), PromptOutcome::Go(Target::Solution(2)));
        assert_eq!(typed("end"), PromptOutcome::Go(Target::End));
        assert_eq!(
            typed("solution:0"),
            PromptOutcome::Refused("solution:0".into())
        );
        assert_eq!(typed("sol2"), PromptOutcome::Refused("sol2".into()));
        assert_eq!(
            typed("x2"),
            PromptOutcome::Go(Target::Step(2)),
            "x is not typed"
        );
    }

    #[test]
    fn go_on_nothing_cancels() {
        assert_eq!(StepPrompt::default().go(), PromptOutcome::Cancel);
    }

    #[test]
    fn at_most_twelve_digits() {
        let mut prompt = StepPrompt::default();
        for _ in 0..20 {
            prompt.digit(KeyCode::Char('9'));
        }
        assert_eq!(
            prompt.go(),
            PromptOutcome::Go(Target::Step(999_999_999_999))
        );
    }
}
