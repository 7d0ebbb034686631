//! One puzzle in each of its problem's search orders side by side, moved together by the
//! player's transport, so that a class sees what an order (and propagation) buys.

use std::ops::ControlFlow;
use std::time::Instant;

use anyhow::bail;
use ratatui::{
    buffer::Buffer,
    crossterm::event::KeyEvent,
    layout::{Constraint, Layout, Rect},
    text::{Line, Span},
};

use super::lanes::{Lane, Lanes};
use super::orders::Orders;
use super::player::leave;
use super::screen::{Reply, Screen};
use super::search_player::{SearchPlayer, Stops};
use super::transport::{Deck, Taken, Transport};
use crate::app::files::state_file::Remembered;
use crate::app::input::keys::{self, HelpLine, ViewAction};
use crate::app::input::mouse::{self, Gesture, Pointer, Spot};
use crate::app::runtime::autoplay::{Clock, Speed};
use crate::app::runtime::job::Goal;
use crate::app::widgets::border::Border;
use crate::app::widgets::lines::draw_lines;
use crate::app::widgets::text::grouped;
use crate::app::widgets::text::{cut, pad_end, pad_start, width_of};
use crate::app::widgets::timeline_bar::TimelineBar;
use crate::app::words::{self};
use crate::app::{Lang, Message, Show, Target, Telling, Theme};
use crate::engine::{Counters, Event, StopAfter};
use crate::problems::Numbering;

/// The fewest rows the boards keep below which the compare screen draws no timeline bar.
const BAR_LEAST_ROWS: u16 = 20;

/// The compare screen: its boards, the transport that moves them together, and what its
/// status line says.
#[derive(Debug)]
pub struct Comparison<P: Show> {
    title: Option<Message>,
    lanes: Lanes<P>,
    transport: Transport,
    message: Option<Message>,
}

impl<P: Orders> Comparison<P> {
    /// A board for each of `boards` (one problem in different orders), each at step 0 of
    /// a search that stops as `stop` says, with `title` under them.
    pub fn new(boards: Vec<P>, stop: StopAfter, title: Option<Message>) -> Self {
        assert!(!boards.is_empty(), "BUG: a comparison has boards");
        Comparison {
            title,
            lanes: Lanes {
                lanes: boards
                    .into_iter()
                    .map(|board| Lane::new(board, stop, None))
                    .collect(),
                stop,
                playing: false,
                clock: Clock::new(Speed::default()),
                goal: None,
                tell: Telling::default(),
            },
            transport: Transport::default(),
            message: None,
        }
    }

    /// The totals of each board: its order and its counters.
    pub fn totals(&self) -> Vec<(&'static str, Counters)> {
        self.lanes
            .lanes
            .iter()
            .map(|lane| (lane.start.order_name(), *lane.search().counters()))
            .collect()
    }

    /// Says `message` in the status line until the next key, if there is one.
    fn say(&mut self, message: Option<Message>) {
        if message.is_some() {
            self.message = message;
        }
    }

    /// Does what the view's `action` says: the app's own for the numbering, the language
    /// and the files.
    fn view(&mut self, action: ViewAction) -> Reply {
        let said = match action {
            ViewAction::ToggleNumbering => return Reply::Renumber,
            ViewAction::Screenshot => return Reply::Screenshot,
            ViewAction::Record => return Reply::Record,
            ViewAction::Language => return Reply::Language,
            ViewAction::CycleCode => self.lanes.cycle_code(),
            ViewAction::ToggleTree => Message::new(words::TREE_NEEDS_ONE_BOARD, &[]),
        };
        self.message = Some(said);
        Reply::Handled
    }

    fn render_lane(&self, lane: &Lane<P>, theme: &Theme, area: Rect, buf: &mut Buffer) {
        let counters = lane.search().counters();
        let done = lane.search().is_finished();
        let name = lane.start.order_name();
        let title = match done {
            true => words::LANE_DONE.fill(theme.lang(), &[&name, &theme.glyph("✓", "*")]),
            false => format!(" {name} "),
        };
        let style = if done {
            theme.solution()
        } else {
            theme.accent()
        };
        let inner = Border::new(Span::styled(title, style), theme).draw(area, buf);
        let [board, counts] = inner.layout(&Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(4),
        ]));
        P::render_board(
            lane.search(),
            lane.timeline.last_event(),
            P::Options::default(),
            lane.code,
            theme,
            board,
            buf,
        );
        let lang = theme.lang();
        let last = match (done, counters.solutions) {
            (true, 1) => words::DONE_ONE_SOLUTION.get(lang).to_string(),
            (true, n) => words::DONE_SOLUTIONS.fill(lang, &[&n]),
            (false, n) => words::LANE_SOLUTIONS_DEPTH.fill(lang, &[&n, &counters.depth]),
        };
        let style = if done { theme.solution() } else { theme.text() };
        let labels = [words::LANE_PLACEMENTS, words::LANE_REMOVALS].map(|w| w.get(lang));
        let wide = labels.iter().map(|l| width_of(l)).max().unwrap_or(0);
        let lines = [
            format!("{}{}", pad_end(labels[0], wide + 1), counters.placements),
            format!("{}{}", pad_end(labels[1], wide + 1), counters.removals),
            last,
        ];
        let mut lines: Vec<Line> = lines.into_iter().map(|l| Line::styled(l, style)).collect();
        let said = cut(theme, &lane.said, usize::from(counts.width));
        lines.push(Line::styled(said, theme.dim()));
        draw_lines(&lines, counts, buf);
        // Its last event, clicked, brings every board to its step.
        let told = Rect::new(counts.x, counts.y + 3, counts.width, 1).intersection(counts);
        if !lane.said.is_empty() {
            mouse::mark(told, Spot::Step(lane.timeline.step()));
        }
    }

    /// The timeline bar under the boards: the step among the events the boards have
    /// found so far, the furthest board's.
    fn render_timeline(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        let lanes = &self.lanes.lanes;
        let known = (lanes.iter())
            .map(|lane| {
                lane.timeline
                    .len()
                    .unwrap_or_else(|| lane.timeline.explored())
            })
            .max()
            .unwrap_or(0);
        ratatui::widgets::Widget::render(
            TimelineBar {
                step: self.lanes.step(),
                known,
                whole: lanes.iter().all(|lane| lane.timeline.len().is_some()),
                solutions: &[],
                bookmarks: &[],
                theme,
            },
            area,
            buf,
        );
    }

    /// The totals of every board, one row an order, as `compare --count` prints them but
    /// with thousands grouped, for the class to read.
    fn totals_lines(&self, theme: &Theme) -> Vec<Line<'static>> {
        let [order, placements, removals, solutions, depth] =
            words::TOTALS_HEADER.map(|w| w.get(theme.lang()));
        let mut lines = vec![Line::styled(
            format!(
                "{} {} {} {} {}",
                pad_end(order, 8),
                pad_start(placements, 12),
                pad_start(removals, 12),
                pad_start(solutions, 9),
                pad_start(depth, 9)
            ),
            theme.dim(),
        )];
        for (order, counters) in self.totals() {
            lines.push(Line::raw(format!(
                "{:<8} {:>12} {:>12} {:>9} {:>9}",
                order,
                grouped(counters.placements),
                grouped(counters.removals),
                grouped(counters.solutions),
                grouped(u64::from(counters.max_depth))
            )));
        }
        lines
    }

    /// The status line: the title, the step, playing or not, and the message.
    fn status_line(&self, theme: &Theme) -> String {
        let lang = theme.lang();
        let heading = match &self.title {
            Some(title) => title.get(lang).to_string(),
            None => self.heading(lang),
        };
        let step = words::STATUS_STEP.fill(lang, &[&grouped(self.lanes.step())]);
        let speed = self.lanes.clock.speed().label_in(lang);
        let state = match (self.lanes.playing, self.lanes.all_finished()) {
            (_, true) => words::EVERY_BOARD_DONE.get(lang).to_string(),
            (true, false) => format!("{} {speed}", words::PLAYING.get(lang)),
            (false, false) => format!("{} {speed}", words::PAUSED.get(lang)),
        };
        let bar = theme.glyph("│", "|");
        let mut line = format!("{heading}  {bar} {step}  {bar} {state}");
        if let Some(message) = &self.message {
            line.push_str(&format!("  {bar} {}", message.get(lang)));
        }
        line
    }

    /// The row under the status line: the prompt, the keys of a long move, or the keys.
    fn footer_line(&self, theme: &Theme, width: u16) -> Line<'static> {
        if let Some(prompt) = self.transport.prompt() {
            return prompt.line(theme, width);
        }
        if self.lanes.is_busy() {
            return keys::footer(keys::helps(keys::BUSY), theme, width);
        }
        keys::footer(self.helps(), theme, width)
    }
}

impl<P: Orders> Screen for Comparison<P> {
    fn handle_key(&mut self, key: KeyEvent) -> Reply {
        if let Taken::Yes(reply, said) = self.transport.intercept(key, &mut self.lanes) {
            self.say(said);
            return reply;
        }
        self.message = None;
        if let Some(action) = keys::action(keys::TRANSPORT, key.code) {
            let said = self.transport.act(action, &mut self.lanes);
            self.say(said);
            return Reply::Handled;
        }
        if let Some(action) = keys::action(keys::VIEW, key.code) {
            return self.view(action);
        }
        match keys::action(keys::LEAVE, key.code) {
            Some(action) => leave(action),
            None => Reply::Ignored,
        }
    }

    /// The wheel steps as ← and → do; a click or a drag on the timeline bar, and a click
    /// on a board's last event, go to that step as the go-to prompt's Enter does.
    fn point(&mut self, pointer: Pointer) -> Reply {
        if self.transport.prompt().is_some() {
            return Reply::Ignored;
        }
        let busy = Deck::is_busy(&self.lanes);
        let said = match (pointer.gesture, pointer.spot) {
            (Gesture::Click | Gesture::Drag, Some(Spot::Track { .. })) => {
                let Some(step) = pointer.track_step() else {
                    return Reply::Ignored;
                };
                self.transport.seek(step, &mut self.lanes)
            }
            _ if busy => return Reply::Ignored,
            (Gesture::ScrollUp, _) => {
                (self.transport).act(keys::TRANSPORT_WHEEL.up, &mut self.lanes)
            }
            (Gesture::ScrollDown, _) => {
                (self.transport).act(keys::TRANSPORT_WHEEL.down, &mut self.lanes)
            }
            (Gesture::Click, Some(Spot::Step(step))) => self.transport.seek(step, &mut self.lanes),
            _ => return Reply::Ignored,
        };
        self.message = None;
        self.say(said);
        Reply::Handled
    }

    fn helps(&self) -> Vec<HelpLine> {
        keys::helps(keys::TRANSPORT)
            .chain(keys::helps(keys::VIEW))
            .chain(keys::helps(keys::LEAVE))
            .collect()
    }

    fn tick(&mut self, now: Instant) -> bool {
        let (changed, said) = self.lanes.tick(now);
        self.say(said);
        changed
    }

    fn deadline(&self, now: Instant) -> Option<Instant> {
        if self.lanes.is_busy() {
            Some(now)
        } else {
            self.lanes.playing.then(|| self.lanes.clock.deadline(now))
        }
    }

    fn tell(&mut self, message: Message) {
        self.message = Some(message);
    }

    fn heading(&self, lang: Lang) -> String {
        let start = &self.lanes.lanes[0].start;
        words::COMPARED.fill(lang, &[&start.heading(lang)])
    }

    fn speak(&mut self, lang: Lang) {
        if self.lanes.tell.lang != lang {
            self.lanes.tell.lang = lang;
            self.lanes.retell_all();
        }
    }

    fn renumber(&mut self, numbering: Numbering) {
        if numbering == self.lanes.tell.numbering {
            return;
        }
        self.lanes.tell.numbering = numbering;
        self.lanes.retell_all();
        let said = match numbering {
            Numbering::FromZero => words::COUNTING_FROM_ZERO,
            Numbering::FromOne => words::COUNTING_FROM_ONE,
        };
        self.message = Some(Message::new(said, &[]));
    }

    fn render(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        let count = self.lanes.lanes.len();
        let table = if self.lanes.all_finished() {
            count as u16 + 3
        } else {
            0
        };
        // The timeline bar, there only to be clicked, while the app takes the mouse and
        // the boards keep their rows.
        let rest = area.height.saturating_sub(table + 2);
        let bar = u16::from(mouse::collecting() && rest >= BAR_LEAST_ROWS);
        let [boards, timeline, totals, status, footer] = area.layout(&Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(bar),
            Constraint::Length(table),
            Constraint::Length(1),
            Constraint::Length(1),
        ]));
        let columns = Layout::horizontal(vec![Constraint::Fill(1); count]);
        for (lane, column) in self.lanes.lanes.iter().zip(boards.layout_vec(&columns)) {
            self.render_lane(lane, theme, column, buf);
        }
        if timeline.height > 0 {
            self.render_timeline(theme, timeline, buf);
        }
        if table > 0 {
            let title = format!(" {} ", words::TOTALS.get(theme.lang()));
            let title = Span::styled(title, theme.accent());
            let inner = Border::new(title, theme).draw(totals, buf);
            draw_lines(&self.totals_lines(theme), inner, buf);
        }
        let line = cut(theme, &self.status_line(theme), usize::from(status.width));
        draw_lines(&[Line::raw(line)], status, buf);
        draw_lines(&[self.footer_line(theme, footer.width)], footer, buf);
    }

    fn table(&self) -> String {
        self.lanes
            .lanes
            .iter()
            .map(|lane| {
                let search = lane.search();
                let table = search
                    .problem()
                    .table(lane.timeline.last_event(), search.counters().solutions);
                format!("{}\n{table}", lane.start.order_name())
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn state_line(&self) -> String {
        self.lanes
            .lanes
            .iter()
            .map(|lane| {
                let line = lane.search().problem().line();
                format!("{} {line}", lane.start.order_name())
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn remember(&self) -> Option<(String, Remembered)> {
        // Boards stepped together keep nothing: each puzzle's state is its player's.
        None
    }

    fn take_left(&mut self) -> Vec<(String, Remembered)> {
        // The compare screen opens no screen over itself.
        Vec::new()
    }

    fn search(&self) -> Option<&dyn SearchPlayer> {
        Some(self)
    }

    fn search_mut(&mut self) -> Option<&mut dyn SearchPlayer> {
        Some(self)
    }
}

impl<P: Orders> SearchPlayer for Comparison<P> {
    fn go(
        &mut self,
        target: Target,
        watch: &mut dyn FnMut(&Counters) -> ControlFlow<()>,
    ) -> anyhow::Result<()> {
        self.transport.close_prompt();
        let lanes = &mut self.lanes;
        match target {
            Target::Step(step) => {
                lanes.finish(Goal::Step(step), watch);
                let last = lanes.step();
                if last != step {
                    bail!("step {step} is past the end of every board: the last step is {last}");
                }
            }
            Target::Solution(k) => {
                lanes.finish(Goal::Step(0), watch);
                for found in 0..k {
                    let before: Vec<u64> = lanes.lanes.iter().map(|l| l.timeline.step()).collect();
                    lanes.finish(Goal::NextSolution, watch);
                    let short = lanes.lanes.iter().zip(before).find(|(lane, before)| {
                        lane.timeline.step() == *before
                            || lane.timeline.last_event() != Some(Event::Solution)
                    });
                    if let Some((lane, _)) = short {
                        bail!(
                            "the {} board has {found} solution{}, not {k}",
                            lane.start.order_name(),
                            if found == 1 { "" } else { "s" },
                        );
                    }
                }
            }
            Target::End => {
                lanes.finish(Goal::End, watch);
                if !lanes.all_finished() {
                    bail!("the run goes on past step {}", lanes.step());
                }
            }
        }
        self.message = None;
        Ok(())
    }

    fn step_forward(&mut self) -> bool {
        self.message = None;
        self.lanes.step_forward().is_none()
    }

    fn step(&self) -> u64 {
        self.lanes.step()
    }

    fn search_all(&mut self) {
        self.lanes.stop = StopAfter::Exhaustion;
        self.lanes.restart();
    }

    /// Any board's printout shows this step: the boards' tables are printed together.
    fn in_handout(&self) -> bool {
        self.lanes.lanes.iter().any(|lane| {
            lane.search()
                .problem()
                .in_handout(lane.timeline.last_event())
        })
    }

    /// The fewest any board has found: the solutions every board can be moved to.
    fn solutions_found(&self) -> u64 {
        let found = self.lanes.lanes.iter();
        found
            .map(|lane| lane.search().counters().solutions)
            .min()
            .unwrap_or(0)
    }

    fn routine(&self) -> Option<&'static str> {
        self.lanes.lanes.first()?.code.map(|view| view.routine)
    }

    fn stops(&self) -> Option<&dyn Stops> {
        None
    }

    fn stops_mut(&mut self) -> Option<&mut dyn Stops> {
        None
    }
}

#[cfg(test)]
#[path = "comparison_tests.rs"]
mod tests;
