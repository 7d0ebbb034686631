//! The status line under the player: what the last step did and the counts scripts read.

use ratatui::{
    style::Style,
    text::{Line, Span},
};

use super::{
    Theme,
    autoplay::Speed,
    job::grouped,
    squeeze::{Part, squeeze},
    text::width_of,
};
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
    /// Running a long move: what it does, and how far it has got.
    Busy {
        /// The move, such as `running to the end`.
        doing: String,
        /// How far it has got, such as `1,024 events`.
        progress: String,
    },
}

/// The status line: `▶ place  step 12  solutions 0  backtracks 3  depth 2  │ paused 5/s`,
/// then a message if there is one and room for it.
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
    /// Whether the search looks for every solution, or stops at the first.
    pub all: bool,
    /// Something to tell, such as "no more solutions".
    pub message: Option<&'a str>,
}

impl Status<'_> {
    /// The line for a row `width` cells wide, in `theme`'s styles, and whether the message
    /// is on it: when there is no room, the caller shows the message elsewhere.
    ///
    /// The last event, the step, the numbers of solutions and backtracks and the mode are
    /// always there, for the people and scripts that read them; the rest gives way on a
    /// narrow terminal. Counts group their thousands as everywhere else on screen.
    pub fn line(self, theme: &Theme, width: u16) -> (Line<'static>, bool) {
        let (glyph, word, style) = mark(self.last, theme);
        let c = self.counters;
        let separator = theme.glyph("│", "|");
        let (mode, rest) = if self.all {
            ("all", " solutions")
        } else {
            ("first", " solution")
        };
        let mut parts = vec![
            Part::new(glyph, style, 0),
            Part::new(format!(" {word}"), style, 0),
            Part::new(" ".repeat(8 - word.len()), style, 4),
            Part::new(format!("  step {}", grouped(self.step)), theme.accent(), 0),
            Part::new(
                format!("  solutions {}", grouped(c.solutions)),
                theme.text(),
                0,
            ),
            Part::new(
                format!("  backtracks {}", grouped(c.removals)),
                theme.text(),
                0,
            ),
            Part::new(format!("  {separator} {mode}"), theme.accent(), 0),
            Part::new(rest, theme.accent(), 3),
            Part::new(format!("  depth {}", c.depth), theme.text(), 2),
        ];
        let speed = self.speed.label();
        match self.activity {
            Activity::Paused => {
                parts.push(Part::new(format!("  {separator} paused"), theme.text(), 1));
                parts.push(Part::new(format!(" {speed}"), theme.text(), 2));
            }
            Activity::Playing => {
                parts.push(Part::new(format!("  {separator} playing"), theme.key(), 1));
                parts.push(Part::new(format!(" {speed}"), theme.key(), 2));
            }
            Activity::Busy { doing, progress } => {
                parts.push(Part::new(format!("  {separator} {doing}"), theme.key(), 1));
                parts.push(Part::new(format!(": {progress}"), theme.key(), 2));
            }
        }
        let mut line = squeeze(parts, width);
        let Some(message) = self.message else {
            return (line, true);
        };
        let tail = format!("  {separator} ");
        if line.width() + width_of(&tail) + width_of(message) > usize::from(width) {
            return (line, false);
        }
        line.spans.push(Span::styled(tail, theme.dim()));
        line.spans
            .push(Span::styled(message.to_string(), theme.accent()));
        (line, true)
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
            all: true,
            message: Some("no more solutions"),
        };
        let (line, told) = status.line(&Theme::new(true, false), 120);
        assert!(told);
        assert_eq!(
            line.to_string(),
            "- remove    step 73  solutions 2  backtracks 31  | all solutions  depth 7  | paused 5/s  \
             | no more solutions"
        );
    }

    #[test]
    fn narrow_rows_keep_step_solutions_and_backtracks() {
        let counters = Counters {
            placements: 500_000_000,
            removals: 499_999_976,
            solutions: 14_200,
            depth: 48,
            max_depth: 55,
        };
        let status = |width| {
            Status {
                last: Some(Event::Place { slot: 3, choice: 1 }),
                step: 1_000_000_000,
                counters: &counters,
                activity: Activity::Busy {
                    doing: "running to the end".to_string(),
                    progress: "999,999,000 events".to_string(),
                },
                speed: Speed::default(),
                all: false,
                message: Some("a message"),
            }
            .line(&Theme::new(false, true), width)
        };
        let (line, told) = status(200);
        assert!(told);
        assert_eq!(
            line.to_string(),
            "▶ place     step 1,000,000,000  solutions 14,200  backtracks 499,999,976  \
             │ first solution  depth 48  │ running to the end: 999,999,000 events  │ a message"
        );
        let (line, told) = status(80);
        assert!(!told, "no room for the message at 80");
        assert!(line.width() <= 80);
        assert_eq!(
            line.to_string(),
            "▶ place  step 1,000,000,000  solutions 14,200  backtracks 499,999,976  │ first"
        );
        let (line, _) = status(50);
        assert!(
            line.to_string()
                .starts_with("▶ place  step 1,000,000,000  solutions 14,200"),
            "{line}"
        );
    }
}
