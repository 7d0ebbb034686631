//! The player's prompts drawn whole: the go-to prompt, a breakpoint's or a caption's line
//! being typed, and the quiz's question, each with every one of its hints, over a second
//! row (or more) when one has no room for them, as `prompt_rows` lays them out.

use ratatui::{
    style::Modifier,
    text::{Line, Span},
};

use super::view::PlayerView;
use super::words as lesson;
use super::{Asking, quiz};
use crate::app::input::keys;
use crate::app::widgets::{prompt_rows, text};
use crate::app::{Show, Theme};
use crate::problems::Notation;

/// The fewest cells the text being typed gets beside the keys on the question's row;
/// with less, the keys go on the row under it.
const FIELD_MIN: usize = 16;

/// The rows of the player's own prompt `width` cells wide: the question, the text typed
/// around its cursor, the keys, and while nothing is typed `forms`, if given, flowing on.
pub(super) fn asking_rows(
    asking: &Asking,
    forms: Option<&str>,
    theme: &Theme,
    width: u16,
) -> Vec<Line<'static>> {
    let question = match asking {
        Asking::Breakpoint(_) => lesson::BREAKPOINT_PROMPT.get(theme.lang()).to_string(),
        Asking::Caption(step, _) => lesson::CAPTION_PROMPT.fill(theme.lang(), &[step]),
    };
    let line = asking.line();
    let keys = keys::each_hint(keys::helps(keys::TEXT_PROMPT), theme);
    let room = usize::from(width)
        .saturating_sub(text::width_of(&question))
        .max(1);
    // The text takes what the keys leave of the row; on a narrow one, most of the row.
    let beside: usize = keys.iter().map(|hint| hint.width() + 2).sum();
    let field = match room.checked_sub(beside) {
        Some(field) if field >= FIELD_MIN => field,
        _ => room.min(room / 2 + 24),
    };
    let (before, under, after) = line.window(field);
    let head = Line::from(vec![
        Span::styled(question, theme.accent()),
        Span::styled(before, theme.selected()),
        Span::styled(under, theme.selected().add_modifier(Modifier::REVERSED)),
        Span::styled(after, theme.selected()),
    ]);
    let note = (forms.filter(|_| line.text().is_empty()))
        .map(|forms| Span::styled(text::fit(theme, forms).into_owned(), theme.dim()));
    prompt_rows::rows(head, keys, note, width)
}

impl<P: Show + Notation> PlayerView<'_, P> {
    /// The rows of the prompt open, if any, `width` cells wide: the go-to prompt, the
    /// player's own, or the quiz's question.
    pub(super) fn prompt_rows(&self, width: u16) -> Option<Vec<Line<'static>>> {
        let theme = self.theme;
        if let Some(prompt) = self.player.transport.prompt() {
            return Some(prompt.rows(theme, width));
        }
        if let Some(asking) = &self.player.asking {
            let forms = super::moments::forms::<P>(theme.lang());
            let forms = super::moments::BREAKPOINT_FORMS.fill(theme.lang(), &[&forms]);
            let forms = matches!(asking, Asking::Breakpoint(_)).then_some(forms.as_str());
            return Some(asking_rows(asking, forms, theme, width));
        }
        let quiz = self.player.quiz.as_ref()?;
        let question = quiz.question()?;
        let problem = self.player.playback.timeline().search().problem();
        let tell = self.player.quiz_telling(theme.lang());
        Some(quiz::prompt_rows(
            quiz, question, problem, tell, theme, width,
        ))
    }
}
