//! The timeline bar: one row over the player's status line that shows where the current
//! step is among the events the search has found so far, the solutions and bookmarks as
//! ticks along it; a click or a drag on it goes to the step under the pointer.

use ratatui::{buffer::Buffer, layout::Rect, text::Span, widgets::Widget};

use super::text::width_of;
use crate::app::Theme;
use crate::app::input::mouse::{self, Spot};
use crate::app::widgets::text::grouped;
use crate::app::words::{Id, words};

words! {
    /// After the bar while the search goes on: {0} the events found so far.
    TIMELINE_SO_FAR = "timeline-so-far" (count);
    /// After the bar once the whole run is known: {0} its events.
    TIMELINE_ALL = "timeline-all" (count);
}

/// The narrowest track worth drawing; a narrower row leaves out the count after it first.
const MIN_TRACK: u16 = 10;

/// The bar as drawn at one step.
pub struct TimelineBar<'a> {
    /// The current step.
    pub step: u64,
    /// The events the search has found so far: the whole run's, once it is over.
    pub known: u64,
    /// Whether the run is over, so that `known` is all of it.
    pub whole: bool,
    /// The steps of the solutions found so far.
    pub solutions: &'a [u64],
    /// The steps bookmarked.
    pub bookmarks: &'a [u64],
    /// How it is drawn.
    pub theme: &'a Theme,
}

impl TimelineBar<'_> {
    /// The step the track's end stands for.
    fn last(&self) -> u64 {
        self.known.max(self.step)
    }

    /// The track's cell, from 0, of `step` on a track `width` cells wide.
    fn cell(&self, step: u64, width: u16) -> u16 {
        let cells = u64::from(width.saturating_sub(1));
        let last = self.last().max(1);
        ((step.min(last) * cells + last / 2) / last) as u16
    }
}

impl Widget for TimelineBar<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if area.is_empty() {
            return;
        }
        let theme = self.theme;
        let id: Id = match self.whole {
            true => TIMELINE_ALL,
            false => TIMELINE_SO_FAR,
        };
        let count = format!(" {}", id.fill(theme.lang(), &[&grouped(self.known)]));
        let mut width = area.width;
        if width >= MIN_TRACK + width_of(&count) as u16 {
            width -= width_of(&count) as u16;
            let x = area.x + width;
            Span::styled(count, theme.dim())
                .render(Rect::new(x, area.y, area.width - width, 1), buf);
        }
        let here = self.cell(self.step, width);
        for cell in 0..width {
            let (glyph, style) = match cell < here {
                true => (theme.glyph("━", "="), theme.accent()),
                false => (theme.glyph("─", "-"), theme.dim()),
            };
            buf.set_string(area.x + cell, area.y, glyph, style);
        }
        let ticks = [
            (self.bookmarks, theme.glyph("▼", "v"), theme.key()),
            (self.solutions, theme.glyph("★", "*"), theme.solution()),
        ];
        for (steps, glyph, style) in ticks {
            for &step in steps.iter().filter(|&&step| step <= self.last()) {
                buf.set_string(area.x + self.cell(step, width), area.y, glyph, style);
            }
        }
        buf.set_string(
            area.x + here,
            area.y,
            theme.glyph("●", "O"),
            theme.current(),
        );
        mouse::mark(
            Rect::new(area.x, area.y, width, 1),
            Spot::Track {
                left: area.x,
                width,
                last: self.last(),
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::{Lang, screen_text};

    /// The bar drawn `width` cells wide, its text.
    fn drawn(bar: TimelineBar<'_>, width: u16) -> String {
        let area = Rect::new(0, 0, width, 1);
        let mut buf = Buffer::empty(area);
        bar.render(area, &mut buf);
        screen_text(&buf)
    }

    /// The bar at `step` of `known` events (`whole`: the run is over), without ticks.
    fn bar(theme: &Theme, step: u64, known: u64, whole: bool) -> TimelineBar<'_> {
        TimelineBar {
            step,
            known,
            whole,
            solutions: &[],
            bookmarks: &[],
            theme,
        }
    }

    #[test]
    fn the_ticks_stand_at_the_solutions_steps() {
        // A run of 60 events, a solution at steps 22 and 38, a bookmark at 10.
        let theme = Theme::new(false, true);
        let ticked = TimelineBar {
            solutions: &[22, 38],
            bookmarks: &[10],
            ..bar(&theme, 30, 60, true)
        };
        // A track of 61 cells, one a step, and the count after it.
        let count = " 60 steps in all";
        let text = drawn(ticked, 61 + count.len() as u16);
        let track: Vec<char> = text.chars().take(61).collect();
        assert_eq!(track[22], '★');
        assert_eq!(track[38], '★');
        assert_eq!(track[10], '▼');
        assert_eq!(track[30], '●');
        assert_eq!(track[0], '━', "before the step: the part played");
        assert_eq!(track[60], '─', "after it: the part to come");
        assert!(text.ends_with(count), "{text}");
    }

    #[test]
    fn it_reads_in_ascii_and_in_chinese() {
        let theme = Theme::new(true, false);
        let ticked = TimelineBar {
            solutions: &[617],
            ..bar(&theme, 0, 1_234, false)
        };
        let text = drawn(ticked, 40);
        assert!(text.starts_with("O---"), "{text}");
        assert!(text.contains('*'), "{text}");
        assert!(text.ends_with(" 1,234 steps so far"), "{text}");
        assert!(text.is_ascii());
        let chinese = Theme::new(false, true).speaking(Lang::Zh);
        let text = drawn(bar(&chinese, 5, 5, false), 40);
        assert!(text.contains("━●"), "the step at the end: {text}");
        assert!(text.ends_with("已找到 5 步"), "{text}");
    }

    #[test]
    fn a_narrow_row_keeps_the_track_and_leaves_out_the_count() {
        let theme = Theme::new(false, true);
        let text = drawn(bar(&theme, 0, 100_000, false), 12);
        assert_eq!(text, "●───────────");
    }

    #[test]
    fn the_track_is_marked_for_the_mouse() {
        let theme = Theme::new(false, true);
        let map = mouse::collect(|| {
            drawn(bar(&theme, 0, 300, true), 80);
        });
        let spot = map.at(5, 0).expect("the track");
        let count = width_of(" 300 steps in all") as u16;
        assert_eq!(
            spot,
            Spot::Track {
                left: 0,
                width: 80 - count,
                last: 300
            }
        );
        assert_eq!(map.at(79, 0), None, "the count is not the track");
    }
}
