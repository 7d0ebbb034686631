//! One sudoku in two or three cell orders side by side, stepped together, so that a class
//! sees what a cell order (and propagation) buys.

use std::ops::ControlFlow;
use std::time::Instant;

use ratatui::{
    buffer::Buffer,
    crossterm::event::KeyEvent,
    layout::{Constraint, Layout, Rect},
    text::{Line, Span},
};

use super::{
    Lang, Message, Show, Target, Theme,
    autoplay::{Clock, Speed},
    border::Border,
    keys::{self, CompareAction, Help},
    lines::draw_lines,
    session::{Reply, Session},
    text::{pad_end, pad_start, width_of},
    words,
};
use crate::engine::{Counters, Search, StopAfter, Timeline};
use crate::problems::{CellOrder, Notation, Numbering, SudokuBoard};

/// The most events a tick of full-speed play takes on each board, so keys stay answered.
const SLICE: u64 = 200_000;

/// One board of the comparison: the puzzle in one cell order and its run, which can go
/// back as well as forward.
#[derive(Debug)]
struct Lane {
    order: CellOrder,
    start: SudokuBoard,
    timeline: Timeline<SudokuBoard>,
}

impl Lane {
    fn new(start: SudokuBoard, order: CellOrder, stop: StopAfter) -> Self {
        let start = start.reordered(order);
        Lane {
            order,
            timeline: Timeline::new(Search::new(start.clone(), stop)),
            start,
        }
    }

    /// The search as it stands at the lane's step.
    fn search(&self) -> &Search<SudokuBoard> {
        self.timeline.search()
    }

    /// One event forward; false when the search had ended.
    fn step(&mut self) -> bool {
        self.timeline.step_forward().is_some()
    }

    /// One event back; false at the start.
    fn step_back(&mut self) -> bool {
        self.timeline.step_back()
    }

    /// Runs on until the search ends.
    fn finish(&mut self) {
        while self.step() {}
    }
}

/// The comparison: its boards, the clock that plays them together, and whether the totals
/// table is shown.
#[derive(Debug)]
pub struct Comparison {
    title: Option<Message>,
    stop: StopAfter,
    lanes: Vec<Lane>,
    playing: bool,
    clock: Clock,
    totals: bool,
    message: Option<Message>,
}

impl Comparison {
    /// `board` once per order in `orders`, each at step 0 of a search that stops as `stop`
    /// says.
    pub fn new(
        board: SudokuBoard,
        orders: &[CellOrder],
        stop: StopAfter,
        title: Option<Message>,
    ) -> Self {
        Comparison {
            title,
            stop,
            lanes: orders
                .iter()
                .map(|&order| Lane::new(board.clone(), order, stop))
                .collect(),
            playing: false,
            clock: Clock::new(Speed::default()),
            totals: false,
            message: None,
        }
    }

    /// The totals of each board: its order and its counters.
    pub fn totals(&self) -> Vec<(CellOrder, Counters)> {
        self.lanes
            .iter()
            .map(|lane| (lane.order, *lane.search().counters()))
            .collect()
    }

    fn all_finished(&self) -> bool {
        self.lanes.iter().all(|lane| lane.search().is_finished())
    }

    /// One event on every board still searching; false when none was.
    fn step_all(&mut self) -> bool {
        let mut any = false;
        for lane in &mut self.lanes {
            any |= lane.step();
        }
        any
    }

    /// One event back on every board that has left the start, a finished one too (it is
    /// then no longer finished); false when every board was at the start.
    fn step_back_all(&mut self) -> bool {
        let mut any = false;
        for lane in &mut self.lanes {
            any |= lane.step_back();
        }
        self.totals &= !any;
        any
    }

    fn act(&mut self, action: CompareAction) -> Reply {
        match action {
            CompareAction::TogglePlay => {
                self.playing = !self.playing && !self.all_finished();
                self.clock.reset();
            }
            CompareAction::StepForward => {
                self.playing = false;
                if !self.step_all() {
                    self.message = Some(Message::new(words::EVERY_BOARD_DONE, &[]));
                }
            }
            CompareAction::StepBack => {
                self.playing = false;
                if !self.step_back_all() {
                    self.message = Some(Message::new(words::AT_START, &[]));
                }
            }
            CompareAction::Faster => self.clock.set_speed(self.clock.speed().faster()),
            CompareAction::Slower => self.clock.set_speed(self.clock.speed().slower()),
            CompareAction::Restart => {
                let stop = self.stop;
                for lane in &mut self.lanes {
                    *lane = Lane::new(lane.start.clone(), lane.order, stop);
                }
                self.playing = false;
                self.totals = false;
            }
            CompareAction::End => {
                self.playing = false;
                self.lanes.iter_mut().for_each(Lane::finish);
                self.totals = true;
            }
            CompareAction::Menu => return Reply::Menu,
            CompareAction::Help => return Reply::Help,
            CompareAction::Quit => return Reply::Quit,
        }
        Reply::Handled
    }

    fn render_lane(&self, lane: &Lane, theme: &Theme, area: Rect, buf: &mut Buffer) {
        let counters = lane.search().counters();
        let done = lane.search().is_finished();
        let title = match done {
            true => {
                words::LANE_DONE.fill(theme.lang(), &[&lane.order.name(), &theme.glyph("✓", "*")])
            }
            false => format!(" {} ", lane.order.name()),
        };
        let style = if done {
            theme.solution()
        } else {
            theme.accent()
        };
        let inner = Border::new(Span::styled(title, style), theme).draw(area, buf);
        let [board, counts] = inner.layout(&Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(3),
        ]));
        SudokuBoard::render_board(
            lane.search(),
            lane.timeline.last_event(),
            Default::default(),
            None,
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
        let lines: Vec<Line> = lines.into_iter().map(|l| Line::styled(l, style)).collect();
        draw_lines(&lines, counts, buf);
    }

    /// The totals of every board, one row an order, as `compare --count` prints them.
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
                order.name(),
                counters.placements,
                counters.removals,
                counters.solutions,
                counters.max_depth
            )));
        }
        lines
    }
}

impl Session for Comparison {
    fn handle_key(&mut self, key: KeyEvent) -> Reply {
        self.message = None;
        match keys::action(keys::COMPARE, key.code) {
            Some(action) => self.act(action),
            None => Reply::Ignored,
        }
    }

    fn helps(&self) -> Vec<Help> {
        keys::helps(keys::COMPARE).collect()
    }

    fn tick(&mut self, now: Instant) -> bool {
        if !self.playing {
            return false;
        }
        let due = self.clock.due(now).min(SLICE);
        let mut taken = 0;
        while taken < due && self.step_all() {
            taken += 1;
        }
        self.clock.took(taken, due, now);
        if self.all_finished() {
            self.playing = false;
        }
        taken > 0
    }

    fn deadline(&self, now: Instant) -> Option<Instant> {
        self.playing.then(|| self.clock.deadline(now))
    }

    fn state_line(&self) -> String {
        self.lanes
            .iter()
            .map(|lane| format!("{} {}", lane.order.name(), lane.search().problem().line()))
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn render(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        let table = if self.totals {
            self.lanes.len() as u16 + 3
        } else {
            0
        };
        let [boards, totals, status, footer] = area.layout(&Layout::vertical([
            Constraint::Fill(1),
            Constraint::Length(table),
            Constraint::Length(1),
            Constraint::Length(1),
        ]));
        let columns = Layout::horizontal(vec![Constraint::Fill(1); self.lanes.len()]);
        for (lane, column) in self.lanes.iter().zip(boards.layout_vec(&columns)) {
            self.render_lane(lane, theme, column, buf);
        }
        if self.totals {
            let title = format!(" {} ", words::TOTALS.get(theme.lang()));
            let title = Span::styled(title, theme.accent());
            let inner = Border::new(title, theme).draw(totals, buf);
            draw_lines(&self.totals_lines(theme), inner, buf);
        }
        let lang = theme.lang();
        let heading = match &self.title {
            Some(title) => title.get(lang).to_string(),
            None => self.heading(lang),
        };
        let speed = self.clock.speed().label_in(lang);
        let state = match (self.playing, self.all_finished()) {
            (_, true) => words::EVERY_BOARD_DONE.get(lang).to_string(),
            (true, false) => format!("{} {speed}", words::PLAYING.get(lang)),
            (false, false) => format!("{} {speed}", words::PAUSED.get(lang)),
        };
        let line = match &self.message {
            Some(message) => format!("{heading}  │ {state}  │ {}", message.get(theme.lang())),
            None => format!("{heading}  │ {state}"),
        };
        draw_lines(&[Line::raw(line)], status, buf);
        let hints = keys::footer(self.helps(), theme, footer.width);
        draw_lines(&[hints], footer, buf);
    }

    fn go(
        &mut self,
        target: Target,
        watch: &mut dyn FnMut(&Counters) -> ControlFlow<()>,
    ) -> anyhow::Result<()> {
        let _ = watch;
        match target {
            Target::End => {
                self.act(CompareAction::End);
            }
            Target::Step(step) => {
                for _ in 0..step {
                    self.step_all();
                }
            }
            Target::Solution(_) => anyhow::bail!("a comparison goes to steps or its end"),
        }
        Ok(())
    }

    fn step_forward(&mut self) -> bool {
        self.step_all()
    }

    fn step(&self) -> u64 {
        self.lanes
            .iter()
            .map(|lane| lane.search().counters().placements + lane.search().counters().removals)
            .max()
            .unwrap_or(0)
    }

    fn search_all(&mut self) {
        self.stop = StopAfter::Exhaustion;
        self.act(CompareAction::Restart);
    }

    fn table(&self) -> String {
        self.lanes
            .iter()
            .map(|lane| {
                let search = lane.search();
                let table = search
                    .problem()
                    .table(lane.timeline.last_event(), search.counters().solutions);
                format!("{}\n{table}", lane.order.name())
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    fn heading(&self, lang: Lang) -> String {
        let start = &self
            .lanes
            .first()
            .expect("BUG: a comparison has boards")
            .start;
        words::COMPARED.fill(lang, &[&start.heading(lang)])
    }

    fn tell(&mut self, message: Message) {
        self.message = Some(message);
    }

    fn renumber(&mut self, _numbering: Numbering) {
        // No log of its own: the boards take the numbering from the theme.
    }

    fn speak(&mut self, _lang: Lang) {
        // Nothing kept in words: the status line is worded as it is drawn.
    }
}

#[cfg(test)]
mod tests {
    use std::ops::ControlFlow;

    use ratatui::crossterm::event::KeyCode;

    use super::*;
    use crate::problems::Shape;

    /// Inkala's "world's hardest" sudoku, seed 000's A4.
    const A4: &str =
        "800000000003600000070090200050007000000045700000100030001000068008500010090000400";

    fn a4() -> SudokuBoard {
        let cells: Vec<u8> = A4.bytes().map(|b| b - b'0').collect();
        let shape = Shape::for_side(9).expect("a side");
        SudokuBoard::new(shape, &cells, CellOrder::Row).expect("a puzzle")
    }

    fn press(comparison: &mut Comparison, code: KeyCode) -> Reply {
        comparison.handle_key(KeyEvent::from(code))
    }

    #[test]
    fn end_gives_each_order_the_totals_of_its_own_search() {
        let mut comparison = Comparison::new(a4(), &CellOrder::ALL, StopAfter::First, None);
        assert_eq!(press(&mut comparison, KeyCode::End), Reply::Handled);
        let totals = comparison.totals();
        for (order, counters) in &totals {
            // The counting commands' loop, as `solve --stats` and `compare --count` run it.
            let mut search = Search::new(a4().reordered(*order), StopAfter::First);
            let _ = search.try_for_each_event(|_, _, _| ControlFlow::<()>::Continue(()));
            assert_eq!(counters, search.counters(), "{}", order.name());
        }
        // Seed 000's counts: 49,558 placements in row order, 10,101 with MRV.
        let placements: Vec<u64> = totals.iter().map(|(_, c)| c.placements).collect();
        assert_eq!(&placements[..2], [49_558, 10_101]);
        assert!(totals.iter().all(|(_, c)| c.solutions == 1));
        assert!(comparison.all_finished());
    }

    #[test]
    fn a_step_moves_every_board_by_one_event_and_restart_goes_back() {
        let orders = [CellOrder::Row, CellOrder::Mrv];
        let mut comparison = Comparison::new(a4(), &orders, StopAfter::First, None);
        for _ in 0..3 {
            press(&mut comparison, KeyCode::Right);
        }
        for lane in &comparison.lanes {
            let counters = lane.search().counters();
            assert_eq!(counters.placements + counters.removals, 3);
        }
        assert_eq!(comparison.step(), 3);
        press(&mut comparison, KeyCode::Char('r'));
        assert_eq!(comparison.step(), 0);
        assert_eq!(press(&mut comparison, KeyCode::Char('t')), Reply::Ignored);
        assert_eq!(comparison.helps().len(), keys::COMPARE.len());
    }
}
