//! The small input line that asks for a step number.

use ratatui::{
    crossterm::event::KeyCode,
    text::{Line, Span},
};

use crate::app::input::keys;
use crate::app::{Theme, words};

/// The most digits accepted: more than any run can reach.
const MAX_DIGITS: usize = 12;

/// What a key did to the prompt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromptOutcome {
    /// Still typing.
    Editing,
    /// Go to this step.
    Go(u64),
    /// Closed without going anywhere.
    Cancel,
}

/// A prompt for the step to go to: digits, Backspace, Enter, Esc.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StepPrompt {
    digits: String,
}

impl StepPrompt {
    /// Adds the digit of `code`, if it is one and there is room for it.
    pub fn digit(&mut self, code: KeyCode) -> PromptOutcome {
        if let KeyCode::Char(c @ '0'..='9') = code
            && self.digits.len() < MAX_DIGITS
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

    /// Goes to the step typed, or closes when nothing is typed.
    pub fn go(&self) -> PromptOutcome {
        match self.digits.parse() {
            Ok(step) => PromptOutcome::Go(step),
            Err(_) => PromptOutcome::Cancel,
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
        assert_eq!(prompt.go(), PromptOutcome::Go(127));
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
        assert_eq!(prompt.go(), PromptOutcome::Go(999_999_999_999));
    }
}
