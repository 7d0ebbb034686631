//! The quiz's verdict (and a breakpoint refused) read whole: wrapped over the rows above the question rather than
//! cut at the screen's edge, so that a class reads every reason on a small screen; and
//! the question's answers under it marked for the mouse.

use ratatui::{layout::Rect, text::Line};

use super::quiz::{self, Quiz};
use super::view::PlayerView;
use crate::app::Show;
use crate::app::widgets::text;
use crate::problems::Notation;

impl<P: Show + Notation> PlayerView<'_, P> {
    /// The footer's rows at `width`: a quiz's verdict or a breakpoint refused, when the
    /// status line had no room for it (`message_shown` false), wrapped whole over as many
    /// rows as it takes, then the question open, if any; otherwise the rows of a prompt, or the one row of the keys
    /// or a message.
    pub(super) fn footer_lines(&self, width: u16, message_shown: bool) -> Vec<Line<'static>> {
        let otherwise = || match self.prompt_rows(width) {
            Some(rows) => rows,
            None => vec![self.footer_line(width, message_shown)],
        };
        let player = self.player;
        let (Some(message), false) = (&player.message, message_shown) else {
            return otherwise();
        };
        let verdict = (player.quiz.as_ref()).is_some_and(|quiz| quiz.verdict() == Some(message));
        if !verdict && player.read_whole.as_ref() != Some(message) {
            return otherwise();
        }
        let theme = self.theme;
        let said = text::fit(theme, message.get(theme.lang()));
        let mut lines: Vec<Line<'static>> = text::wrap(&said, usize::from(width).max(1))
            .into_iter()
            .map(|line| Line::styled(line, theme.accent()))
            .collect();
        lines.extend(self.prompt_rows(width).unwrap_or_default());
        lines
    }

    /// Marks the answers the quiz's prompt lists for the mouse, among the `drawn` rows of
    /// `footer`.
    pub(super) fn mark_quiz_answers(&self, footer: Rect, drawn: &[Line<'_>]) {
        let player = self.player;
        if player.transport.prompt().is_some() || player.asking.is_some() || drawn.is_empty() {
            return;
        }
        let (Some(quiz), Some(question)) =
            (&player.quiz, player.quiz.as_ref().and_then(Quiz::question))
        else {
            return;
        };
        let problem = player.playback.timeline().search().problem();
        let tell = player.quiz_telling(self.theme.lang());
        quiz::mark_answers(quiz, question, problem, tell, self.theme, footer, drawn);
    }
}
