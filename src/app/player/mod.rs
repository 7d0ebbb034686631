//! The player: one search on a timeline, stepped by hand or played by itself.
//!
//! [`Playback`] holds the search and the clock, [`layout`] shares the screen out, and
//! `view` draws; this file turns keys into the verbs of the first.

mod layout;
mod playback;
mod view;

use std::ops::ControlFlow;
use std::time::Instant;

use ratatui::{buffer::Buffer, crossterm::event::KeyEvent, layout::Rect, widgets::Widget};

use anyhow::bail;

use super::search_tree::{ShownTree, Tally};
use super::{
    Act, Lang, Message, Show, Target, Theme,
    job::Goal,
    keys::{self, HelpLine, LeaveAction, PlayerAction, ViewAction},
    session::{Headless, Reply, Session},
    transport::{Deck, Taken, Transport},
};
use crate::engine::{Counters, Event, StopAfter};
use crate::problems::{Notation, Numbering};
use playback::Playback;

/// One problem's search with the state of its controls and of the screen around it.
#[derive(Debug)]
pub struct Player<P: Show> {
    title: Option<Message>,
    playback: Playback<P>,
    transport: Transport,
    options: P::Options,
    message: Option<Message>,
    tree: Option<TreeState<P>>,
}

/// The search tree panel's model while it is shown: the whole tree, or the whole subtree
/// around the current step, when it is small, and the counts per depth kept at the
/// timeline's step.
#[derive(Debug)]
struct TreeState<P> {
    whole: ShownTree,
    tally: Tally<P>,
}

impl<P: Show + Notation> Player<P> {
    /// A paused player at step 0 of a search of `problem` that stops as `stop` says, with
    /// `title` over the board in the language of the moment.
    pub fn new(problem: P, stop: StopAfter, title: Option<Message>) -> Self {
        Player {
            title,
            playback: Playback::new(problem, stop),
            transport: Transport::default(),
            options: P::Options::default(),
            message: None,
            tree: None,
        }
    }

    /// Shows the search tree panel, or hides it.
    fn toggle_tree(&mut self) {
        self.tree = match self.tree {
            Some(_) => None,
            None => {
                let start = self.playback.start();
                Some(TreeState {
                    whole: ShownTree::default(),
                    tally: Tally::new(start, self.playback.stop()),
                })
            }
        };
        self.sync_tree();
    }

    /// Brings the tree's counts, and the part of it drawn whole, to the timeline's step.
    fn sync_tree(&mut self) {
        let timeline = self.playback.timeline();
        if let Some(tree) = &mut self.tree {
            tree.tally.go_to(timeline.step());
            tree.whole.follow(timeline.search());
        }
    }

    /// Forgets the tree's model after the start or the stop changed; shown again from the
    /// new start.
    fn rebuild_tree(&mut self) {
        if self.tree.is_some() {
            self.tree = None;
            self.toggle_tree();
        }
    }

    /// Says `message` in the status line until the next key, if there is one.
    fn tell(&mut self, message: Option<Message>) {
        if message.is_some() {
            self.message = message;
        }
    }

    /// Sends `key` to the prompt or the long move, or else to the transport's, the
    /// player's, the view's, the problem's and the leaving keys, in the help's order.
    fn route_key(&mut self, key: KeyEvent) -> Reply {
        if let Taken::Yes(reply, said) = self.transport.intercept(key, &mut self.playback) {
            self.tell(said);
            return reply;
        }
        self.message = None;
        let code = key.code;
        if let Some(action) = keys::action(keys::TRANSPORT, code) {
            let said = self.transport.act(action, &mut self.playback);
            self.tell(said);
            return Reply::Handled;
        }
        if let Some(action) = keys::action(keys::PLAYER, code) {
            let said = match action {
                PlayerAction::ToggleStop => {
                    let said = self.playback.toggle_stop();
                    self.rebuild_tree();
                    said
                }
                PlayerAction::TogglePauseAtSolutions => self.playback.toggle_pause_at_solutions(),
            };
            self.message = Some(said);
            return Reply::Handled;
        }
        if let Some(action) = keys::action(keys::VIEW, code) {
            return self.view(action);
        }
        if let Some(action) = keys::action(P::keys(), code) {
            return self.act_on_problem(action);
        }
        match keys::action(keys::LEAVE, code) {
            Some(action) => leave(action),
            None => Reply::Ignored,
        }
    }

    /// Does what the view's `action` says: the app's own for the numbering, the
    /// language and the files.
    fn view(&mut self, action: ViewAction) -> Reply {
        match action {
            ViewAction::ToggleNumbering => return Reply::Renumber,
            ViewAction::Screenshot => return Reply::Screenshot,
            ViewAction::Record => return Reply::Record,
            ViewAction::Language => return Reply::Language,
            ViewAction::CycleCode => self.message = Some(self.playback.cycle_code()),
            ViewAction::ToggleTree => self.toggle_tree(),
        }
        Reply::Handled
    }

    /// Does what the problem's own `action` says.
    fn act_on_problem(&mut self, action: P::Action) -> Reply {
        match P::act(action, self.playback.start(), &mut self.options) {
            Act::Nothing => {}
            Act::Restart { start, message } => {
                self.playback.replace_start(start);
                self.rebuild_tree();
                self.message = Some(message);
            }
            Act::Tell(message) => self.message = Some(message),
        }
        Reply::Handled
    }
}

/// What a leaving key asks of the app.
pub(super) fn leave(action: LeaveAction) -> Reply {
    match action {
        LeaveAction::Menu => Reply::Menu,
        LeaveAction::Help => Reply::Help,
        LeaveAction::Quit => Reply::Quit,
    }
}

impl<P: Show + Notation> Session for Player<P> {
    fn handle_key(&mut self, key: KeyEvent) -> Reply {
        let reply = self.route_key(key);
        self.sync_tree();
        reply
    }

    fn helps(&self) -> Vec<HelpLine> {
        keys::helps(keys::TRANSPORT)
            .chain(keys::helps(keys::PLAYER))
            .chain(keys::helps(keys::VIEW))
            .chain(keys::helps(P::keys()))
            .chain(keys::helps(keys::LEAVE))
            .collect()
    }

    fn tick(&mut self, now: Instant) -> bool {
        let (changed, said) = self.playback.tick(now);
        self.tell(said);
        self.sync_tree();
        changed
    }

    fn deadline(&self, now: Instant) -> Option<Instant> {
        self.playback.deadline(now)
    }

    fn state_line(&self) -> String {
        self.playback.timeline().search().problem().line()
    }

    fn renumber(&mut self, numbering: Numbering) {
        if self.playback.renumber(numbering) {
            let said = match numbering {
                Numbering::FromZero => super::words::COUNTING_FROM_ZERO,
                Numbering::FromOne => super::words::COUNTING_FROM_ONE,
            };
            self.message = Some(Message::new(said, &[]));
        }
    }

    fn tell(&mut self, message: Message) {
        self.message = Some(message);
    }

    fn routine(&self) -> Option<&'static str> {
        self.playback.code().map(|view| view.routine)
    }
}

impl<P: Show + Notation> Headless for Player<P> {
    fn render(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        view::View {
            player: self,
            theme,
        }
        .render(area, buf);
    }

    fn go(
        &mut self,
        target: Target,
        watch: &mut dyn FnMut(&Counters) -> ControlFlow<()>,
    ) -> anyhow::Result<()> {
        self.transport.close_prompt();
        let playback = &mut self.playback;
        match target {
            Target::Step(step) => {
                playback.finish_job(Goal::Step(step), watch);
                let last = playback.timeline().step();
                if last != step {
                    bail!("step {step} is past the end of the run: its last step is {last}");
                }
            }
            Target::Solution(k) => {
                playback.finish_job(Goal::Step(0), watch);
                for found in 0..k {
                    let before = playback.timeline().step();
                    playback.finish_job(Goal::NextSolution, watch);
                    let timeline = playback.timeline();
                    if timeline.step() == before || timeline.last_event() != Some(Event::Solution) {
                        bail!(
                            "the run has {found} solution{} (its last step is {}), not {k}",
                            if found == 1 { "" } else { "s" },
                            timeline.step()
                        );
                    }
                }
            }
            Target::End => {
                playback.finish_job(Goal::End, watch);
                let timeline = playback.timeline();
                if !timeline.at_end() {
                    bail!("the run goes on past step {}", timeline.step());
                }
            }
        }
        self.message = None;
        self.sync_tree();
        Ok(())
    }

    fn step_forward(&mut self) -> bool {
        let said = self.playback.step_forward();
        self.message = None;
        self.sync_tree();
        said.is_none()
    }

    fn step(&self) -> u64 {
        self.playback.timeline().step()
    }

    fn search_all(&mut self) {
        self.playback.search_all();
    }

    fn table(&self) -> String {
        let timeline = self.playback.timeline();
        let search = timeline.search();
        search
            .problem()
            .table(timeline.last_event(), search.counters().solutions)
    }

    fn heading(&self, lang: Lang) -> String {
        self.playback.timeline().search().problem().heading(lang)
    }

    fn speak(&mut self, lang: Lang) {
        self.playback.speak(lang);
    }
}

#[cfg(test)]
mod tests {
    use ratatui::crossterm::event::KeyCode;

    use super::*;
    use crate::problems::{CellOrder, Shape, SudokuBoard};

    /// A player on an empty 9×9 sudoku: it has keys of its own, and its search is long.
    fn player() -> Player<SudokuBoard> {
        let shape = Shape::for_side(9).expect("a side");
        let board = SudokuBoard::new(shape, &[0; 81], CellOrder::Row).expect("empty");
        Player::new(board, StopAfter::Exhaustion, None)
    }

    fn press(player: &mut Player<SudokuBoard>, code: KeyCode) -> Reply {
        player.handle_key(KeyEvent::from(code))
    }

    /// Every key a table can hold, and more.
    fn every_key() -> Vec<KeyCode> {
        let mut codes: Vec<KeyCode> = (' '..='~').map(KeyCode::Char).collect();
        codes.extend([
            KeyCode::Left,
            KeyCode::Right,
            KeyCode::Up,
            KeyCode::Down,
            KeyCode::Home,
            KeyCode::End,
            KeyCode::PageUp,
            KeyCode::PageDown,
            KeyCode::Enter,
            KeyCode::Esc,
            KeyCode::Backspace,
            KeyCode::Tab,
            KeyCode::Delete,
            KeyCode::F(1),
        ]);
        codes
    }

    #[test]
    fn every_key_of_the_player_tables_does_something_and_no_other_key_does() {
        let tables: Vec<KeyCode> = keys::bound(keys::TRANSPORT)
            .chain(keys::bound(keys::PLAYER))
            .chain(keys::bound(keys::VIEW))
            .chain(keys::bound(keys::LEAVE))
            .chain(
                SudokuBoard::keys()
                    .iter()
                    .flat_map(|b| b.keys.iter().map(|k| k.0)),
            )
            .collect();
        for code in every_key() {
            let reply = press(&mut player(), code);
            assert_eq!(
                reply != Reply::Ignored,
                tables.contains(&code),
                "{code:?} gave {reply:?}"
            );
        }
    }

    #[test]
    fn the_help_lists_every_line_of_the_tables() {
        let helps = player().helps();
        let expected = keys::TRANSPORT.len()
            + keys::PLAYER.len()
            + keys::VIEW.len()
            + SudokuBoard::keys().len()
            + keys::LEAVE.len();
        assert_eq!(helps.len(), expected);
        assert!(
            helps
                .iter()
                .any(|help| help.words.get(Lang::En).contains("pencil marks"))
        );
    }

    #[test]
    fn a_long_move_takes_only_its_own_keys() {
        let busy_keys: Vec<KeyCode> = keys::BUSY
            .iter()
            .flat_map(|b| b.keys.iter().map(|k| k.0))
            .collect();
        for code in every_key() {
            let mut player = player();
            press(&mut player, KeyCode::End);
            assert!(
                player.playback.job().is_some(),
                "an empty 9×9 has no quick end"
            );
            let reply = press(&mut player, code);
            assert_eq!(
                reply != Reply::Ignored,
                busy_keys.contains(&code),
                "{code:?}"
            );
        }
    }

    #[test]
    fn the_prompt_takes_digits_and_goes() {
        let mut player = player();
        press(&mut player, KeyCode::Char('g'));
        for code in [KeyCode::Char('1'), KeyCode::Char('x'), KeyCode::Char('2')] {
            assert_eq!(press(&mut player, code), Reply::Handled);
        }
        press(&mut player, KeyCode::Backspace);
        press(&mut player, KeyCode::Char('7'));
        press(&mut player, KeyCode::Enter);
        assert!(player.transport.prompt().is_none());
        assert_eq!(player.playback.timeline().step(), 17);
    }

    #[test]
    fn sudoku_keys_change_the_order_and_the_marks() {
        let mut player = player();
        press(&mut player, KeyCode::Char('p'));
        assert!(player.options.pencil_marks);
        press(&mut player, KeyCode::Right);
        press(&mut player, KeyCode::Char('o'));
        assert_eq!(player.playback.start().order(), CellOrder::Mrv);
        assert_eq!(player.playback.timeline().step(), 0, "restarted");
        let said = player.message.as_ref().map(|m| m.get(crate::app::Lang::En));
        assert_eq!(said, Some("cell order mrv: restarted"));
    }

    /// The player drawn on a 120×36 screen, as text.
    fn screen(player: &Player<SudokuBoard>) -> String {
        let theme = Theme::new(false, false);
        let mut buf = Buffer::empty(Rect::new(0, 0, 120, 36));
        let area = buf.area;
        player.render(&theme, area, &mut buf);
        crate::app::screen_text(&buf)
    }

    #[test]
    fn t_shows_and_hides_the_search_tree_which_follows_the_steps() {
        let mut player = player();
        assert!(!screen(&player).contains("Search tree"));
        assert_eq!(press(&mut player, KeyCode::Char('t')), Reply::Handled);
        for _ in 0..5 {
            press(&mut player, KeyCode::Right);
        }
        let shown = screen(&player);
        assert!(shown.contains("Search tree"), "{shown}");
        // An empty 9×9 in row order: digits 1 to 5 down, the cell of depth 5 refusing 1 to 4.
        assert!(
            shown.contains("5      5         1        4        4  59049 = 9^5"),
            "{shown}"
        );
        press(&mut player, KeyCode::Left);
        let tally = &player.tree.as_ref().expect("shown").tally;
        assert_eq!(tally.step(), 4);
        assert_eq!(tally.depths()[4].visited, 0);
        press(&mut player, KeyCode::Char('o'));
        let tree = player.tree.as_ref().expect("still shown after a restart");
        assert_eq!(tree.tally.step(), 0);
        press(&mut player, KeyCode::Char('t'));
        assert!(!screen(&player).contains("Search tree"));
        assert!(
            player
                .helps()
                .iter()
                .any(|h| h.words.get(Lang::En).contains("search tree"))
        );
    }
}
