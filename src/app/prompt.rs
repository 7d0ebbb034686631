//! The small input line that asks for a step number.

use ratatui::{
    crossterm::event::{KeyCode, KeyEvent},
    text::{Line, Span},
};

use super::{Theme, keys};

/// The most digits accepted: more than any run can reach.
const MAX_DIGITS: usize = 12;

/// What a key did to the prompt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
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
    /// Takes one key.
    pub fn handle_key(&mut self, key: KeyEvent) -> Outcome {
        match key.code {
            KeyCode::Char(c @ '0'..='9') if self.digits.len() < MAX_DIGITS => {
                self.digits.push(c);
                Outcome::Editing
            }
            KeyCode::Backspace => {
                self.digits.pop();
                Outcome::Editing
            }
            KeyCode::Enter => match self.digits.parse() {
                Ok(step) => Outcome::Go(step),
                Err(_) => Outcome::Cancel,
            },
            KeyCode::Esc => Outcome::Cancel,
            _ => Outcome::Editing,
        }
    }

    /// The prompt as a line `width` cells wide, with as many of its keys as fit.
    pub fn line(&self, theme: &Theme, width: u16) -> Line<'static> {
        let mut line = Line::from(vec![
            Span::styled("go to step ", theme.accent()),
            Span::styled(format!("{}_", self.digits), theme.selected()),
            Span::raw("   "),
        ]);
        let room = width.saturating_sub(line.width() as u16);
        line.spans
            .extend(keys::footer(keys::PROMPT, theme, room).spans);
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(prompt: &mut StepPrompt, code: KeyCode) -> Outcome {
        prompt.handle_key(KeyEvent::from(code))
    }

    #[test]
    fn digits_backspace_enter() {
        let mut prompt = StepPrompt::default();
        for c in "1x29".chars() {
            assert_eq!(press(&mut prompt, KeyCode::Char(c)), Outcome::Editing);
        }
        press(&mut prompt, KeyCode::Backspace);
        press(&mut prompt, KeyCode::Char('7'));
        assert_eq!(press(&mut prompt, KeyCode::Enter), Outcome::Go(127));
    }

    #[test]
    fn enter_on_nothing_and_esc_cancel() {
        let mut prompt = StepPrompt::default();
        assert_eq!(press(&mut prompt, KeyCode::Enter), Outcome::Cancel);
        press(&mut prompt, KeyCode::Char('4'));
        assert_eq!(press(&mut prompt, KeyCode::Esc), Outcome::Cancel);
    }

    #[test]
    fn at_most_twelve_digits() {
        let mut prompt = StepPrompt::default();
        for _ in 0..20 {
            press(&mut prompt, KeyCode::Char('9'));
        }
        assert_eq!(
            press(&mut prompt, KeyCode::Enter),
            Outcome::Go(999_999_999_999)
        );
    }
}
