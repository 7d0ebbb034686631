//! The quiz's verdict read whole: wrapped over the rows above the question rather than
//! cut at the screen's edge, so that a class reads every reason on a small screen; and
//! the question's answers under it marked for the mouse.

use ratatui::{layout::Rect, text::Line};

use super::quiz::{self, Quiz};
use super::view::View;
use crate::app::{Show, text};
use crate::problems::Notation;

impl<P: Show + Notation> View<'_, P> {
    /// The footer's rows at `width`: a quiz's verdict the status line had no room for
    /// (`message_shown` false) wrapped whole over as many rows as it takes, then the
    /// question open, if any; otherwise the one row of the keys, a prompt or a message.
    pub(super) fn footer_lines(&self, width: u16, message_shown: bool) -> Vec<Line<'static>> {
        let (Some(quiz), Some(message), false) =
            (&self.player.quiz, &self.player.message, message_shown)
        else {
            return vec![self.footer_line(width, message_shown)];
        };
        if quiz.verdict() != Some(message) {
            return vec![self.footer_line(width, message_shown)];
        }
        let theme = self.theme;
        let said = text::fit(theme, message.get(theme.lang()));
        let mut lines: Vec<Line<'static>> = text::wrap(&said, usize::from(width).max(1))
            .into_iter()
            .map(|line| Line::styled(line, theme.accent()))
            .collect();
        if quiz.question().is_some() {
            lines.push(self.footer_line(width, message_shown));
        }
        lines
    }

    /// Marks the answers the quiz's prompt lists for the mouse, when the prompt is the
    /// last of the `drawn` rows of `footer`.
    pub(super) fn mark_quiz_answers(&self, footer: Rect, drawn: usize) {
        let player = self.player;
        if player.transport.prompt().is_some() || player.asking.is_some() || drawn == 0 {
            return;
        }
        let (Some(quiz), Some(question)) =
            (&player.quiz, player.quiz.as_ref().and_then(Quiz::question))
        else {
            return;
        };
        let Some(row) = (drawn as u16)
            .checked_sub(1)
            .filter(|&row| row < footer.height)
        else {
            return;
        };
        let row = Rect::new(footer.x, footer.y + row, footer.width, 1);
        let problem = player.playback.timeline().search().problem();
        let tell = player.quiz_telling(self.theme.lang());
        quiz::mark_answers(quiz, question, problem, tell, self.theme, row);
    }
}
