//! The status line under the player: what the last step did and the counts scripts read.

use ratatui::{
    style::Style,
    text::{Line, Span},
};

use std::fmt::Display;

use super::squeeze::{Part, squeeze};
use super::text::width_of;
use crate::app::runtime::autoplay::Speed;
use crate::app::widgets::text::grouped;
use crate::app::{Lang, Theme, words};
use crate::engine::{Counters, Event};

/// The glyph, word and style that mark an event (or the start, for `None`) everywhere in
/// the player, so that places, removes and solutions differ in shape as well as colour;
/// the word is in the theme's language.
pub fn mark(event: Option<Event>, theme: &Theme) -> (&'static str, &'static str, Style) {
    let (glyph, word, style) = match event {
        None => (theme.glyph("○", "o"), words::EVENT_START, theme.dim()),
        Some(Event::Place { .. }) => (theme.glyph("▶", "+"), words::EVENT_PLACE, theme.placed()),
        Some(Event::Remove { .. }) => {
            (theme.glyph("◀", "-"), words::EVENT_REMOVE, theme.attacked())
        }
        Some(Event::Solution) => (
            theme.glyph("★", "*"),
            words::EVENT_SOLUTION,
            theme.solution(),
        ),
    };
    (glyph, word.get(theme.lang()), style)
}

/// The glyph, word and style of a skip: a place event that puts the second of two
/// branches down (subset sum leaving a number out), which puts nothing on the board and is
/// marked apart from a placement wherever an event is.
pub fn skip_mark(theme: &Theme) -> (&'static str, &'static str, Style) {
    (
        theme.glyph("▷", ">"),
        words::EVENT_SKIP.get(theme.lang()),
        theme.visited(),
    )
}

/// The mark of `event` by the `role` of the line of code it ran: [`skip_mark`] for a
/// skip, else [`mark`].
pub fn role_mark(
    event: Event,
    role: crate::app::Role,
    theme: &Theme,
) -> (&'static str, &'static str, Style) {
    match role {
        crate::app::Role::PlaceOther => skip_mark(theme),
        _ => mark(Some(event), theme),
    }
}

/// How many cells the widest event word takes in `lang`: the status line pads each to it,
/// so that the step stays put from one event to the next.
fn widest_mark(lang: Lang) -> usize {
    [
        words::EVENT_START,
        words::EVENT_PLACE,
        words::EVENT_SKIP,
        words::EVENT_REMOVE,
        words::EVENT_SOLUTION,
    ]
    .iter()
    .map(|word| width_of(word.get(lang)))
    .max()
    .unwrap_or(0)
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
        /// The move, such as `running to the end`, in the theme's language.
        doing: String,
        /// How far it has got, such as `1,024 events`, in the theme's language.
        progress: String,
    },
}

/// The status line: `▶ place  step 12  solutions 0  backtracks 3  depth 2  │ paused 5/s`,
/// then a message if there is one and room for it.
pub struct Status<'a> {
    /// The event that led to the current step.
    pub last: Option<Event>,
    /// Whether that event put down the second of two branches, which a problem's code
    /// writes apart from a placement: subset sum's skip of a number, which puts nothing
    /// down and is not called a placement.
    pub skip: bool,
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
        let lang = theme.lang();
        let (glyph, word, style) = match self.skip {
            true => skip_mark(theme),
            false => mark(self.last, theme),
        };
        let c = self.counters;
        let separator = theme.glyph("│", "|");
        let mode = if self.all {
            words::MODE_ALL
        } else {
            words::MODE_FIRST
        }
        .get(lang);
        // The mode's first word stays; the rest gives way.
        let (mode, rest) = mode.split_at(mode.find(' ').unwrap_or(mode.len()));
        let count =
            |said: words::Id, value: &dyn Display| format!("  {}", said.fill(lang, &[value]));
        let mut parts = vec![
            Part::new(glyph, style, 0),
            Part::new(format!(" {word}"), style, 0),
            Part::new(" ".repeat(widest_mark(lang) - width_of(word)), style, 4),
            Part::new(
                count(words::STATUS_STEP, &grouped(self.step)),
                theme.accent(),
                0,
            ),
            Part::new(
                count(words::STATUS_SOLUTIONS, &grouped(c.solutions)),
                theme.text(),
                0,
            ),
            Part::new(
                count(words::STATUS_BACKTRACKS, &grouped(c.removals)),
                theme.text(),
                0,
            ),
            Part::new(format!("  {separator} {mode}"), theme.accent(), 0),
            Part::new(rest, theme.accent(), 3),
            Part::new(count(words::STATUS_DEPTH, &c.depth), theme.text(), 2),
        ];
        let speed = self.speed.label_in(lang);
        match self.activity {
            Activity::Paused => {
                let paused = words::PAUSED.get(lang);
                parts.push(Part::new(
                    format!("  {separator} {paused}"),
                    theme.text(),
                    1,
                ));
                parts.push(Part::new(format!(" {speed}"), theme.text(), 2));
            }
            Activity::Playing => {
                let playing = words::PLAYING.get(lang);
                parts.push(Part::new(
                    format!("  {separator} {playing}"),
                    theme.key(),
                    1,
                ));
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

    /// Counts some way into a search.
    const COUNTS: Counters = Counters {
        placements: 40,
        removals: 31,
        solutions: 2,
        depth: 7,
        max_depth: 8,
    };

    #[test]
    fn scripts_find_step_solutions_and_backtracks() {
        let status = Status {
            last: Some(Event::Remove { slot: 3, choice: 1 }),
            skip: false,
            step: 73,
            counters: &COUNTS,
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
                skip: false,
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

    #[test]
    fn chinese_words_give_way_by_their_width_in_cells() {
        let theme = Theme::new(false, true).speaking(Lang::Zh);
        let status = |last, all, width| {
            Status {
                last,
                skip: false,
                step: 4_204,
                counters: &COUNTS,
                activity: Activity::Playing,
                speed: Speed::default().faster(),
                all,
                message: Some("已经在开头"),
            }
            .line(&theme, width)
        };
        let (line, told) = status(Some(Event::Solution), true, 120);
        assert!(told);
        assert_eq!(
            line.to_string(),
            "★ 解    步数 4,204  解 2  回溯 31  │ 所有解  深度 7  │ 播放中 10步/秒  │ 已经在开头"
        );
        // Measured in cells, two a glyph: at 70 the message and the speed give way.
        let (line, told) = status(Some(Event::Place { slot: 0, choice: 0 }), false, 70);
        assert!(!told);
        assert!(line.width() <= 70);
        assert_eq!(
            line.to_string(),
            "▶ 放置  步数 4,204  解 2  回溯 31  │ 第一个解  深度 7  │ 播放中"
        );
        let (line, _) = status(None, true, 40);
        assert_eq!(
            line.to_string(),
            "○ 开始  步数 4,204  解 2  回溯 31  │ 所有解"
        );
        assert_eq!(
            line.width(),
            43,
            "what must stay stays, and the row cuts it"
        );
    }

    #[test]
    fn a_skip_is_not_called_a_placement() {
        for (lang, word) in [(Lang::En, "skip"), (Lang::Zh, "跳过"), (Lang::ZhTw, "跳過")] {
            let theme = Theme::new(false, true).speaking(lang);
            let status = |skip| {
                Status {
                    last: Some(Event::Place { slot: 1, choice: 1 }),
                    skip,
                    step: 3,
                    counters: &COUNTS,
                    activity: Activity::Paused,
                    speed: Speed::default(),
                    all: true,
                    message: None,
                }
                .line(&theme, 120)
                .0
                .to_string()
            };
            assert!(
                status(true).starts_with(&format!("▷ {word} ")),
                "{}",
                status(true)
            );
            let place = words::EVENT_PLACE.get(lang);
            assert!(!status(true).contains(place), "{}", status(true));
            assert!(status(false).starts_with(&format!("▶ {place}")));
            // The step stays put from a skip to a placement.
            assert_eq!(status(true).find("3"), status(false).find("3"));
        }
    }
}
