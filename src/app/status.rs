//! The status line under the player: what the last step did and the counts scripts read.

use ratatui::{
    style::Style,
    text::{Line, Span},
};

use super::{Theme, autoplay::Speed};
use crate::engine::{Counters, Event};

/// The glyph, word and style that mark an event (or the start, for `None`) everywhere in
/// the player, so that places, removes and solutions differ in shape as well as colour.
pub fn mark(event: Option<Event>, theme: &Theme) -> (&'static str, &'static str, Style) {
    match event {
        None => (theme.glyph("○", "o"), "start", theme.dim()),
        Some(Event::Place { .. }) => (theme.glyph("▶", "+"), "place", theme.placed()),
        Some(Event::Remove { .. }) => (theme.glyph("◀", "-"), "remove", theme.attacked()),
        Some(Event::Solution) => (theme.glyph("★", "*"), "solution", theme.solution()),
    }
}

/// What the player is doing, as the status line says it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Activity {
    /// Waiting for a key.
    Paused,
    /// Playing by itself.
    Playing,
    /// Running a long move, described.
    Busy(String),
}

/// The status line: `▶ place  step 12  solutions 0  backtracks 3  depth 2  paused 5/s`,
/// then a message if there is one.
pub struct Status<'a> {
    /// The event that led to the current step.
    pub last: Option<Event>,
    /// The current step.
    pub step: u64,
    /// The search's counts at this step.
    pub counters: &'a Counters,
    /// Whether the player is paused, playing or busy.
    pub activity: Activity,
    /// The playing speed.
    pub speed: Speed,
    /// Something to tell, such as "no more solutions".
    pub message: Option<&'a str>,
}

impl Status<'_> {
    /// The line, in `theme`'s styles.
    pub fn line(self, theme: &Theme) -> Line<'static> {
        let (glyph, word, style) = mark(self.last, theme);
        let c = self.counters;
        let separator = theme.glyph("│", "|");
        let mut spans = vec![
            Span::styled(format!("{glyph} {word:<8}"), style),
            Span::styled(format!("  step {}", self.step), theme.accent()),
            Span::raw(format!(
                "  solutions {}  backtracks {}  depth {}",
                c.solutions, c.removals, c.depth
            )),
            Span::styled(format!("  {separator} "), theme.dim()),
        ];
        spans.push(match self.activity {
            Activity::Paused => Span::raw(format!("paused {}", self.speed.label())),
            Activity::Playing => {
                Span::styled(format!("playing {}", self.speed.label()), theme.key())
            }
            Activity::Busy(doing) => Span::styled(doing, theme.key()),
        });
        if let Some(message) = self.message {
            spans.push(Span::styled(format!("  {separator} "), theme.dim()));
            spans.push(Span::styled(message.to_string(), theme.accent()));
        }
        Line::from(spans)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripts_find_step_solutions_and_backtracks() {
        let counters = Counters {
            placements: 40,
            removals: 31,
            solutions: 2,
            depth: 7,
            max_depth: 8,
        };
        let status = Status {
            last: Some(Event::Remove { slot: 3, choice: 1 }),
            step: 73,
            counters: &counters,
            activity: Activity::Paused,
            speed: Speed::default(),
            message: Some("no more solutions"),
        };
        let text = status.line(&Theme::new(true, false)).to_string();
        assert_eq!(
            text,
            "- remove    step 73  solutions 2  backtracks 31  depth 7  | paused 5/s  | no more solutions"
        );
    }
}
