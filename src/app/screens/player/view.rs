//! Drawing the player: the board in its frame, the side panels, the log, the status line
//! and the keys, where [`layout`](super::layout) puts them.

use std::borrow::Cow;

use ratatui::{
    buffer::Buffer,
    layout::Rect,
    text::{Line, Span},
    widgets::Widget,
};

use super::Player;
use super::layout::{self, CounterHeights, Needs, STACK_MIN_HEIGHT};
use super::moments::MomentsPanel;
use super::panels::{self, CodePanel, CountersPanel, LogPanel, StackPanel};
use super::quiz::Quiz;
use super::tree_panel::{self, TreePanel};
use crate::app::input::keys;
use crate::app::screens::screen::Screen;
use crate::app::screens::too_small::TooSmall;
use crate::app::widgets::border::Border;
use crate::app::widgets::lines::draw_lines;
use crate::app::widgets::status::{Activity, Status};
use crate::app::widgets::text::grouped;
use crate::app::widgets::text::{self, cut, fit};
use crate::app::widgets::timeline_bar::TimelineBar;
use crate::app::{Show, Theme, words};
use crate::engine::StopAfter;
use crate::problems::Notation;

/// The player as drawn with a theme.
pub struct PlayerView<'a, P: Show> {
    /// What is drawn.
    pub player: &'a Player<P>,
    /// How.
    pub theme: &'a Theme,
}

impl<P: Show + Notation> PlayerView<'_, P> {
    /// What the player's parts need, from the problem at step 0.
    fn needs(&self) -> Needs {
        let start = self.player.playback.start();
        let code = self.code_lines();
        Needs {
            board_min: start.board_min_size(),
            code_width: code
                .iter()
                .map(|line| text::width_of(line))
                .max()
                .unwrap_or(0) as u16,
            code_lines: code.len() as u16,
            timeline: crate::app::input::mouse::collecting(),
            footer_rows: 1,
        }
    }

    /// The lines of the code shown: the pseudo-code or a tutorial's.
    fn code_lines(&self) -> Vec<Cow<'static, str>> {
        let playback = &self.player.playback;
        match playback.code() {
            Some(view) => view.lines_in(self.theme.lang()),
            None => playback
                .timeline()
                .search()
                .problem()
                .pseudo_code(playback.stop(), self.theme.lang()),
        }
    }

    /// The status line for a row `width` wide, and whether the message is on it.
    fn status_line(&self, width: u16) -> (Line<'static>, bool) {
        let playback = &self.player.playback;
        let activity = match (playback.job(), playback.is_playing()) {
            (Some(job), _) => {
                let (doing, progress) = job.describe(self.theme.lang());
                Activity::Busy { doing, progress }
            }
            (None, true) => Activity::Playing,
            (None, false) => Activity::Paused,
        };
        let timeline = playback.timeline();
        let last = timeline.last_event();
        Status {
            last,
            skip: last.is_some_and(|event| {
                timeline.search().problem().role(event) == crate::app::Role::PlaceOther
            }),
            step: timeline.step(),
            counters: timeline.search().counters(),
            activity,
            speed: playback.speed(),
            all: playback.stop() == StopAfter::Exhaustion,
            message: self
                .player
                .message
                .as_ref()
                .map(|m| m.get(self.theme.lang())),
        }
        .line(self.theme, width)
    }

    /// The row under the status line: the prompt (on one row, cut if it must be), the
    /// message when the status line had no room for it, or the keys.
    pub(super) fn footer_line(&self, width: u16, message_shown: bool) -> Line<'static> {
        let theme = self.theme;
        if let Some(rows) = self.prompt_rows(width) {
            return crate::app::widgets::prompt_rows::one_row(rows, theme, width);
        }
        if let (Some(message), false) = (&self.player.message, message_shown) {
            let message = cut(theme, message.get(theme.lang()), usize::from(width));
            return Line::styled(message, theme.accent());
        }
        if let Some(job) = self.player.playback.job() {
            let mut line = keys::footer(keys::helps(keys::BUSY), theme, width);
            let limit = format!(
                "  {} {}",
                theme.glyph("│", "|"),
                words::STOPS_BY_ITSELF.fill(theme.lang(), &[&grouped(job.limit())])
            );
            if line.width() + text::width_of(&limit) <= usize::from(width) {
                line.spans.push(Span::styled(limit, theme.dim()));
            }
            return line;
        }
        keys::footer(self.player.helps(), theme, width)
    }

    /// The panel of moments over the right of the screen, above the status line: over
    /// the right column of panels (`side`) when it is wide enough, so that the board's
    /// panel stays whole, else over the right half.
    fn render_moments(&self, chosen: usize, area: Rect, side: Option<Rect>, buf: &mut Buffer) {
        let player = self.player;
        let least = area.width.min(40);
        let width = match side {
            Some(side) if area.right().saturating_sub(side.x) >= least => area.right() - side.x,
            _ => (area.width / 2).max(least),
        };
        let panel = Rect {
            x: area.right() - width,
            y: area.y,
            width,
            height: area.height.saturating_sub(2),
        };
        MomentsPanel {
            bookmarks: player.bookmarks.all(),
            breakpoints: &(player.playback.breakpoints().iter())
                .map(|&condition| player.playback.told(condition))
                .collect::<Vec<_>>(),
            solutions: &player.found,
            chosen: player.entries().get(chosen).copied(),
            step: player.playback.timeline().step(),
            theme: self.theme,
        }
        .render(panel, buf);
    }

    /// The heading over the board: the title, the problem and the mode, as much of it as
    /// fits in `width`.
    fn heading(&self, width: u16) -> String {
        let theme = self.theme;
        let playback = &self.player.playback;
        let problem = playback.timeline().search().problem();
        let mode = match playback.stop() {
            StopAfter::Exhaustion => words::MODE_ALL,
            _ => words::MODE_FIRST,
        }
        .get(theme.lang());
        let dot = theme.glyph("·", "-");
        let heading = fit(theme, &problem.heading(theme.lang())).into_owned();
        let title = self
            .player
            .title
            .as_ref()
            .map(|title| fit(theme, title.get(theme.lang())).into_owned())
            // A title that says what the heading says (`4 皇后` over `4 皇后`) is said once.
            .filter(|title| *title != heading);
        let mut variants = Vec::with_capacity(6);
        if let Some(title) = &title {
            variants.push(format!(" {title} {dot} {heading} {dot} {mode} "));
            variants.push(format!(" {title} {dot} {heading} "));
        }
        variants.push(format!(" {heading} {dot} {mode} "));
        variants.push(format!(" {heading} "));
        // A short title says more than the heading cut.
        if let Some(title) = &title {
            variants.push(format!(" {title} {dot} {mode} "));
            variants.push(format!(" {title} "));
        }
        let room = usize::from(width.saturating_sub(2));
        match variants.iter().find(|v| text::width_of(v) <= room) {
            Some(variant) => variant.clone(),
            None => cut(theme, &format!(" {heading} "), room),
        }
    }

    fn render_board(&self, area: Rect, rows: Option<u16>, buf: &mut Buffer) {
        let title = Span::styled(self.heading(area.width), self.theme.accent());
        let mut inner = Border::new(title, self.theme).draw(area, buf);
        if let Some(rows) = rows.filter(|&rows| rows < inner.height) {
            inner.y += (inner.height - rows) / 2;
            inner.height = rows;
        }
        let timeline = self.player.playback.timeline();
        P::render_board(
            timeline.search(),
            timeline.last_event(),
            self.player.options,
            self.player.playback.code(),
            self.theme,
            inner,
            buf,
        );
    }

    fn render_side(&self, area: Rect, buf: &mut Buffer) {
        let timeline = self.player.playback.timeline();
        let search = timeline.search();
        // A code line too long for the side column takes more than one row.
        let code_lines = panels::code_rows(&self.code_lines(), area.width, self.theme).len() as u16;
        let counters = CounterHeights {
            full: CountersPanel::HEIGHT,
            short: CountersPanel::SHORT_HEIGHT,
            short_min_width: CountersPanel::SHORT_MIN_WIDTH,
            line: CountersPanel::LINE_HEIGHT,
        };
        let side = layout::side(area, code_lines, counters);
        CodePanel {
            problem: search.problem(),
            last: timeline.last_event(),
            stop: self.player.playback.stop(),
            code: self.player.playback.code(),
            theme: self.theme,
        }
        .render(side.code, buf);
        if side.stack.height >= STACK_MIN_HEIGHT {
            StackPanel {
                search,
                last: timeline.last_event(),
                code: self.player.playback.code(),
                theme: self.theme,
            }
            .render(side.stack, buf);
        }
        if side.counters.height > 0 {
            CountersPanel {
                step: timeline.step(),
                length: timeline.len(),
                counters: search.counters(),
                theme: self.theme,
            }
            .render(side.counters, buf);
        }
    }
}

impl<P: Show + Notation> Widget for PlayerView<'_, P> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        if self.player.quiz.as_ref().is_some_and(Quiz::hides_next) && !self.theme.hides_next() {
            let theme = self.theme.hiding_next();
            let player = self.player;
            return PlayerView {
                player,
                theme: &theme,
            }
            .render(area, buf);
        }
        // The status line and the footer span the screen: a verdict the status line has
        // no room for takes the footer's rows it needs, wrapped.
        let (status, message_shown) = self.status_line(area.width);
        let footer = self.footer_lines(area.width, message_shown);
        let needs = Needs {
            footer_rows: footer.len() as u16,
            ..self.needs()
        };
        let start = self.player.playback.start();
        let options = self.player.options;
        let code = self.player.playback.code();
        let fit = |width, height| start.board_fit(width, height, options, code, self.theme);
        let Some(screen) = layout::arrange(area, &needs, fit) else {
            // The status line stays, for the scripts that read it.
            let [_, notice, status] = crate::app::widgets::areas::rows(area, 0, 1);
            TooSmall {
                need: layout::min_size(&needs),
                have: (area.width, area.height),
                theme: self.theme,
            }
            .render(notice, buf);
            draw_lines(&[self.status_line(status.width).0], status, buf);
            return;
        };
        let board = match &self.player.tree {
            Some(tree) => {
                let timeline = self.player.playback.timeline();
                let panel = TreePanel {
                    search: timeline.search(),
                    last: timeline.last_event(),
                    whole: tree.whole.tree(),
                    tally: &tree.tally,
                    theme: self.theme,
                };
                let wants = panel.wanted_height(screen.board.width);
                let (board, area) = tree_panel::split(screen.board, needs.board_min.1, wants);
                if area.height > 0 {
                    panel.render(area, buf);
                }
                board
            }
            None => screen.board,
        };
        self.render_board(board, screen.board_rows, buf);
        if screen.log.height > 0 {
            LogPanel {
                log: self.player.playback.log(),
                waiting: self.player.playback.job().is_some(),
                theme: self.theme,
            }
            .render(screen.log, buf);
        }
        if let Some(side) = screen.side {
            self.render_side(side, buf);
        }
        if let Some(chosen) = self.player.moments {
            self.render_moments(chosen, area, screen.side, buf);
        }
        if screen.timeline.height > 0 {
            let timeline = self.player.playback.timeline();
            let bookmarks: Vec<u64> = (self.player.bookmarks.all().iter())
                .map(|mark| mark.step)
                .collect();
            TimelineBar {
                step: timeline.step(),
                known: timeline.len().unwrap_or_else(|| timeline.explored()),
                whole: timeline.len().is_some(),
                solutions: timeline.solutions(),
                bookmarks: &bookmarks,
                theme: self.theme,
            }
            .render(screen.timeline, buf);
        }
        draw_lines(&[status], screen.status, buf);
        if screen.footer.height > 0 {
            // Too short for the verdict's rows, the footer keeps its one row.
            let footer = match footer.len() <= usize::from(screen.footer.height) {
                true => footer,
                false => vec![self.footer_line(screen.footer.width, message_shown)],
            };
            draw_lines(&footer, screen.footer, buf);
            self.mark_quiz_answers(screen.footer, &footer);
        }
    }
}

#[cfg(test)]
mod tests {
    use ratatui::{
        Terminal,
        backend::TestBackend,
        buffer::Buffer,
        crossterm::event::{KeyCode, KeyEvent},
    };

    use crate::app::widgets::text;
    use crate::app::words::english_in;
    use crate::app::{App, Lang, Message, Start, Theme, screen_text};
    use crate::problems::QueensBoard;

    const CHINESE: Theme = Theme::new(false, true).speaking(Lang::Zh);

    /// `app` drawn on a `width` × `height` terminal.
    fn drawn(app: &App, width: u16, height: u16) -> Buffer {
        let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test backend");
        let frame = terminal
            .draw(|frame| frame.render_widget(app, frame.area()))
            .expect("drawn");
        frame.buffer.clone()
    }

    /// The rows of `app` drawn on a `width` × `height` terminal.
    fn rows(app: &App, width: u16, height: u16) -> Vec<String> {
        screen_text(&drawn(app, width, height))
            .split('\n')
            .map(str::to_string)
            .collect()
    }

    fn press(app: &mut App, keys: &[KeyCode]) {
        for &code in keys {
            app.handle_key(KeyEvent::from(code));
            while app.is_animating() {
                app.tick(std::time::Instant::now());
            }
        }
    }

    #[test]
    fn a_player_opened_at_the_second_solution_shows_it() {
        let mut app = App::new(
            Start::board(QueensBoard::new(4).expect("4")),
            Theme::new(false, true),
        );
        let moment = crate::app::Moment {
            at: Some(crate::app::Target::Solution(2)),
            breaks: vec!["backtrack".into(), "row2=0".into()],
            fresh: true,
            ..Default::default()
        };
        app.open_at(&moment).expect("4-queens has two solutions");
        let rows = rows(&app, 100, 30);
        let status = status_line(&rows);
        assert!(status.contains("step 22"), "{status}");
        press(&mut app, &[KeyCode::End]);
        let rows = self::rows(&app, 100, 30);
        let shown = rows.join("\n");
        assert!(
            shown.contains("stopped at step 23: breakpoint backtrack"),
            "{shown}"
        );
        let mut app = App::new(
            Start::board(QueensBoard::new(4).expect("4")),
            Theme::new(false, true),
        );
        let third = crate::app::Moment {
            at: Some(crate::app::Target::Solution(3)),
            ..Default::default()
        };
        let error = app.open_at(&third).expect_err("no third solution");
        assert!(error.to_string().contains("2 solutions"), "{error}");
        let beyond = crate::app::Moment {
            breaks: vec!["row5=0".into()],
            ..Default::default()
        };
        let error = app.open_at(&beyond).expect_err("no fifth row");
        assert_eq!(
            error.to_string(),
            "--break row5=0: row 5 is beyond this board: it has 0 to 3"
        );
    }

    /// The status line: the row that starts with an event's mark.
    fn status_line(rows: &[String]) -> &str {
        rows.iter()
            .find(|row| row.starts_with(['○', '▶', '◀', '★']))
            .expect("a status line")
    }

    /// The rows of the panel titled `title` (starting with that glyph), from its title to
    /// its bottom border.
    fn panel(buf: &Buffer, title: &str) -> Vec<String> {
        let area = buf.area;
        let (left, top) = (area.top()..area.bottom())
            .flat_map(|y| (area.left()..area.right() - 2).map(move |x| (x, y)))
            .find(|&(x, y)| buf[(x, y)].symbol() == "┌" && buf[(x + 2, y)].symbol() == title)
            .expect("the panel");
        (top..area.bottom())
            .take_while(|&y| buf[(left, y)].symbol() != "└")
            .map(|y| {
                let mut row = String::new();
                let mut x = left;
                while x < area.right() {
                    let symbol = buf[(x, y)].symbol();
                    row.push_str(symbol);
                    x += text::width_of(symbol).max(1) as u16;
                }
                row
            })
            .collect()
    }

    #[test]
    fn a_chinese_player_says_its_status_and_counts_in_chinese() {
        let mut app = App::new(Start::board(QueensBoard::new(4).expect("a size")), CHINESE);
        // 4-queens: (0,0) (1,2), take (1,2) back, (1,3) (2,1).
        press(&mut app, &[KeyCode::Right; 5]);
        let shown = rows(&app, 120, 36);
        let status = status_line(&shown);
        assert_eq!(english_in(status), Vec::<&str>::new(), "{status}");
        let counters = panel(&drawn(&app, 120, 36), "计").join("\n");
        assert!(
            status.starts_with("▶ 放置  步数 5  解 0  回溯 1  │ 所有解  深度 3  │ 已暂停 5步/秒"),
            "{status}"
        );
        assert_eq!(english_in(&counters), Vec::<&str>::new(), "{counters}");
        for label in [
            "步数     5",
            "放置     4",
            "回溯     1",
            "解       0",
            "深度     3",
            "最大深度 3",
        ] {
            assert!(counters.contains(label), "{label}\n{counters}");
        }
        let heading = shown
            .iter()
            .find(|row| row.starts_with('┌'))
            .expect("a frame");
        assert!(heading.contains("· 所有解 "), "{heading}");
        // The run's end, and its length known: the step says of how many.
        press(
            &mut app,
            &[KeyCode::End, KeyCode::Char('f'), KeyCode::Char('n')],
        );
        let shown = rows(&app, 120, 36);
        let status = status_line(&shown);
        assert!(status.starts_with("★ 解    步数 "), "{status}");
        assert!(status.contains("│ 第一个解 "), "{status}");
        assert_eq!(english_in(status), Vec::<&str>::new(), "{status}");
        let counters = panel(&drawn(&app, 120, 36), "计").join("\n");
        assert_eq!(english_in(&counters), Vec::<&str>::new(), "{counters}");
    }

    #[test]
    fn a_long_move_says_what_it_does_in_chinese() {
        let mut app = App::new(Start::board(QueensBoard::new(64).expect("a size")), CHINESE);
        app.handle_key(KeyEvent::from(KeyCode::End));
        assert!(app.is_animating(), "64-queens does not end in one frame");
        let shown = rows(&app, 200, 60);
        let status = status_line(&shown);
        assert!(status.contains("│ 正在运行到结尾: 已看 "), "{status}");
        assert_eq!(english_in(status), Vec::<&str>::new(), "{status}");
        let footer = shown.last().expect("a footer");
        assert!(footer.contains("到第 1,000,000,000 步自动停止"), "{footer}");
    }

    #[test]
    fn a_title_in_both_languages_follows_the_language_switch() {
        let start = Start::Board {
            title: Some(Message::new(
                crate::app::words::Id::named("preset-queens-8"),
                &[],
            )),
            board: Box::new(QueensBoard::new(8).expect("a size")),
            stop: None,
        };
        let mut app = App::new(start, CHINESE);
        let heading = |app: &App| {
            rows(app, 120, 36)
                .into_iter()
                .find(|row| row.starts_with('┌'))
                .expect("a frame")
        };
        assert!(
            heading(&app).starts_with("┌ 8 皇后 · "),
            "{}",
            heading(&app)
        );
        press(&mut app, &[KeyCode::Char('L')]);
        assert!(heading(&app).starts_with("┌ 8 皇后 · "), "traditional next");
        press(&mut app, &[KeyCode::Char('L')]);
        assert!(
            heading(&app).starts_with("┌ 8 queens · "),
            "{}",
            heading(&app)
        );
        assert!(heading(&app).contains(" · all solutions "));
        press(&mut app, &[KeyCode::Char('L')]);
        assert!(heading(&app).starts_with("┌ 8 皇后 · "));
    }
}
