//! A lesson played: its scenes one after the other, each on its own player, with a
//! caption bar over the board and PageDown / PageUp moving from stop to stop.
//!
//! Between stops every key of the player works as usual; the script remembers the last
//! stop it showed, so the next PageDown goes on from there whatever was explored since.

use std::ops::ControlFlow;
use std::path::PathBuf;
use std::time::Instant;

use ratatui::{
    buffer::Buffer,
    crossterm::event::{KeyCode, KeyEvent, KeyModifiers},
    layout::Rect,
    text::{Line, Span},
};

use super::playback::Playback;
use crate::app::files::state_file::Remembered;
use crate::app::input::keys::{self, HelpLine, ScriptAction};
use crate::app::runtime::job::Goal;
use crate::app::screens::lesson::save::{Explored, SavedBreak};
use crate::app::screens::lesson::{At, CodeShown, Lesson, open, words};
use crate::app::screens::screen::{Reply, Screen, SearchScreen};
use crate::app::screens::search_player::SearchPlayer;
use crate::app::widgets::text;
use crate::app::widgets::text::grouped;
use crate::app::{Lang, Message, Show, Target, Theme};
use crate::engine::{Condition, Counters};
use crate::problems::Numbering;

/// The transport's help lines, without PageDown while a script takes it.
pub fn transport_helps(scripted: bool) -> impl Iterator<Item = HelpLine> {
    keys::helps(keys::TRANSPORT).map(move |mut line| {
        if scripted {
            for (label, ascii) in [
                (&mut line.keys.unicode, false),
                (&mut line.keys.ascii, true),
            ] {
                let name = keys::key_label(KeyCode::PageDown, KeyModifiers::NONE, ascii);
                let kept: Vec<&str> = label.split("  ").filter(|key| *key != name).collect();
                *label = kept.join("  ");
            }
        }
        line
    })
}

/// Runs `playback` on to the next step where `condition` holds, its own breakpoints left
/// aside meanwhile and set again after; whether the condition held before the end.
pub fn run_to<P: Show>(
    playback: &mut Playback<P>,
    condition: Condition,
    watch: &mut dyn FnMut(&Counters) -> ControlFlow<()>,
) -> bool {
    let kept = playback.breakpoints().to_vec();
    playback.clear_breakpoints();
    playback.add_breakpoint(condition);
    let said = playback.finish_job(Goal::End, watch);
    playback.clear_breakpoints();
    for condition in kept {
        playback.add_breakpoint(condition);
    }
    let step = playback.timeline().step();
    // Said as the search says it: the condition in the board's words (`row5=3`).
    let hit = Message::new(
        crate::app::screens::player::words::BREAKPOINT_HIT,
        &[&playback.told(condition), &grouped(step)],
    );
    said == Some(hit)
}

/// What a lesson saved from a player on `playback` keeps: its mode, its view, whether
/// the tree shows (`tree`), its `bookmarks` and its breakpoints.
pub fn explored<P: Show>(
    playback: &Playback<P>,
    tree: bool,
    bookmarks: &super::moments::Bookmarks,
) -> Explored {
    Explored {
        all: playback.stop() == crate::engine::StopAfter::Exhaustion,
        view: match playback.code() {
            Some(code) => CodeShown::Tutorial(code.tutorial),
            None => CodeShown::PseudoCode,
        },
        tree,
        bookmarks: (bookmarks.all().iter())
            .map(|mark| (mark.step, mark.caption.clone()))
            .collect(),
        breaks: (playback.breakpoints().iter())
            .map(|&condition| SavedBreak {
                written: playback.written(condition),
                told: playback.told(condition),
            })
            .collect(),
    }
}

/// A lesson being played: the scene shown on its player, and where the script is.
#[derive(Debug)]
pub struct LessonPlayer {
    lesson: Lesson,
    /// The folder the lesson's puzzle files are named from.
    folder: PathBuf,
    /// The scene shown, from 0.
    scene: usize,
    /// Its player.
    session: Box<dyn SearchScreen>,
    /// The stop of the scene shown last, from 0; `None` before the first.
    shown: Option<usize>,
    /// Each stop of the scene read on its board, or why it is none.
    stops: Vec<Result<At<Condition>, String>>,
    /// Each stop's step, once found.
    steps: Vec<Option<u64>>,
    /// The language spoken, for the scenes opened later.
    lang: Lang,
    /// The numbering, for the scenes opened later.
    numbering: Option<Numbering>,
    /// The language of the scene just opened, for the screen to speak.
    asks_lang: Option<Lang>,
}

impl LessonPlayer {
    /// The lesson at the start of its first scene; the scene's mistake if it cannot open.
    pub fn new(lesson: Lesson, folder: PathBuf) -> Result<LessonPlayer, String> {
        // A lesson read from a file has a scene at least; one made by hand may not.
        let first = lesson.scenes.first().ok_or_else(String::new)?;
        let opened = open::open_scene(first, &folder).map_err(|(_, what)| what)?;
        let steps = vec![None; first.stops.len()];
        Ok(LessonPlayer {
            session: opened.session,
            stops: read(opened.stops),
            lang: lesson.lang.unwrap_or_default(),
            lesson,
            folder,
            scene: 0,
            shown: None,
            steps,
            numbering: None,
            asks_lang: None,
        })
    }

    /// The scene shown, as a value.
    fn current(&self) -> &crate::app::screens::lesson::Scene {
        &self.lesson.scenes[self.scene]
    }

    /// Opens the scene `index` at its start; false, saying why, when it cannot.
    fn open(&mut self, index: usize) -> bool {
        let scene = &self.lesson.scenes[index];
        match open::open_scene(scene, &self.folder) {
            Ok(open::Opened { mut session, stops }) => {
                session.speak(self.lang);
                if let Some(numbering) = self.numbering {
                    session.renumber(numbering);
                }
                self.steps = vec![None; scene.stops.len()];
                self.stops = read(stops);
                self.session = session;
                self.scene = index;
                self.shown = None;
                self.asks_lang = self.lesson.lang_of(index);
                if let Some(lang) = self.asks_lang {
                    self.speak(lang);
                }
                true
            }
            Err((_, why)) => {
                let said = Message::new(words::LESSON_SCENE_FAILED, &[&(index + 1), &why]);
                self.session.tell(said);
                false
            }
        }
    }

    /// The step of the stop `index` of the scene, found once: after the stop before it.
    fn find(&mut self, index: usize) -> Result<u64, String> {
        if let Some(step) = self.steps[index] {
            return Ok(step);
        }
        let from = match index {
            0 => 0,
            _ => self.find(index - 1)?,
        };
        let at = self.stops[index].clone()?;
        let step = open::reach(self.session.as_mut(), at, from, &mut |_| {
            ControlFlow::Continue(())
        })?;
        self.steps[index] = Some(step);
        Ok(step)
    }

    /// Shows the stop `index` of the scene.
    fn show(&mut self, index: usize) {
        self.shown = Some(index);
        let found = self.find(index).and_then(|step| {
            (self
                .session
                .go(Target::Step(step), &mut |_| ControlFlow::Continue(())))
            .map_err(|error| error.to_string())
        });
        if let Err(why) = found {
            let said = Message::new(words::LESSON_STOP_MISSED, &[&(index + 1), &why]);
            self.session.tell(said);
        }
    }

    /// The next stop: after the last one shown, or the next scene's first.
    fn next(&mut self) {
        let next = self.shown.map_or(0, |shown| shown + 1);
        if next < self.current().stops.len() {
            return self.show(next);
        }
        if self.scene + 1 >= self.lesson.scenes.len() {
            return self.session.tell(Message::new(words::LESSON_OVER, &[]));
        }
        if self.open(self.scene + 1) && !self.current().stops.is_empty() {
            self.show(0);
        }
    }

    /// The stop before the last one shown, or the previous scene's last.
    fn previous(&mut self) {
        match self.shown {
            Some(shown) if shown > 0 => self.show(shown - 1),
            _ if self.scene == 0 => {
                self.session.tell(Message::new(words::LESSON_START, &[]));
            }
            _ => {
                if self.open(self.scene - 1)
                    && let Some(last) = self.current().stops.len().checked_sub(1)
                {
                    self.show(last);
                }
            }
        }
    }

    /// The caption bar's lines at `width`: the heading, then the caption.
    fn caption_lines(&self, theme: &Theme, width: u16) -> Vec<Line<'static>> {
        let lang = theme.lang();
        let scene = self.current();
        let place = words::LESSON_PLACE.fill(
            lang,
            &[
                &(self.scene + 1),
                &self.lesson.scenes.len(),
                &self.shown.map_or(0, |shown| shown + 1),
                &scene.stops.len(),
            ],
        );
        let heading = match &self.lesson.title {
            Some(title) => format!(" {} · {place} ", title.get(lang)),
            None => format!(" {place} "),
        };
        // A caption tells of its stop's step: once the keys move off it, the bar says so
        // instead of telling a step it does not show.
        let now = self.session.search().map(|search| search.step());
        let caption = match self.shown {
            Some(shown) => match (self.steps.get(shown).copied().flatten(), now) {
                (Some(at), Some(now)) if at != now => {
                    words::LESSON_OFF_STOP.fill(lang, &[&now, &(shown + 1), &at])
                }
                _ => scene.stops[shown].caption.get(lang).to_owned(),
            },
            None => words::LESSON_BEFORE_FIRST.get(lang).to_string(),
        };
        let width = usize::from(width);
        let heading = text::cut(theme, &heading, width);
        let mut lines = vec![Line::from(Span::styled(heading, theme.key()))];
        let wrapped = text::wrap(&text::fit(theme, &caption), width.saturating_sub(1));
        let most = CAPTION_LINES.min(wrapped.len());
        for (index, line) in wrapped.iter().take(most).enumerate() {
            let line = match index + 1 == most && wrapped.len() > most {
                true => text::cut(theme, &format!("{line}…"), width.saturating_sub(1)),
                false => line.clone(),
            };
            lines.push(Line::from(format!(" {line}")));
        }
        lines
    }
}

/// Each stop as read on its scene's board, its mistake without its place in the file.
fn read(stops: Vec<Result<At<Condition>, open::Mistake>>) -> Vec<Result<At<Condition>, String>> {
    (stops.into_iter())
        .map(|stop| stop.map_err(|(_, why)| why))
        .collect()
}

/// The most lines of a caption the bar shows; the rest is cut with `…`.
const CAPTION_LINES: usize = 3;

impl Screen for LessonPlayer {
    fn handle_key(&mut self, key: KeyEvent) -> Reply {
        match keys::action(keys::SCRIPT, key.code) {
            Some(ScriptAction::Next) => self.next(),
            Some(ScriptAction::Previous) => self.previous(),
            None => return self.session.handle_key(key),
        }
        match self.asks_lang.take() {
            Some(lang) => Reply::Speak(lang),
            None => Reply::Handled,
        }
    }

    fn point(&mut self, pointer: crate::app::input::mouse::Pointer) -> Reply {
        self.session.point(pointer)
    }

    fn helps(&self) -> Vec<HelpLine> {
        self.session.helps()
    }

    fn tick(&mut self, now: Instant) -> bool {
        self.session.tick(now)
    }

    fn deadline(&self, now: Instant) -> Option<Instant> {
        self.session.deadline(now)
    }

    fn tell(&mut self, message: Message) {
        self.session.tell(message);
    }

    fn heading(&self, lang: Lang) -> String {
        self.session.heading(lang)
    }

    fn speak(&mut self, lang: Lang) {
        self.lang = lang;
        self.session.speak(lang);
    }

    fn renumber(&mut self, numbering: Numbering) {
        self.numbering = Some(numbering);
        self.session.renumber(numbering);
    }

    fn render(&self, theme: &Theme, area: Rect, buf: &mut Buffer) {
        let lines = self.caption_lines(theme, area.width);
        // The board keeps most of a small screen: the bar takes a quarter at most.
        let height = (lines.len() as u16).min((area.height / 4).max(1));
        let bar = Rect { height, ..area };
        for (row, line) in lines.iter().take(usize::from(height)).enumerate() {
            let y = bar.y + row as u16;
            buf.set_line(bar.x, y, line, bar.width);
        }
        let rest = Rect {
            y: area.y + height,
            height: area.height - height,
            ..area
        };
        self.session.render(theme, rest, buf);
    }

    fn state_line(&self) -> String {
        self.session.state_line()
    }

    fn table(&self) -> String {
        self.session.table()
    }

    fn remember(&self) -> Option<(String, Remembered)> {
        // A lesson's scenes keep nothing in the state file: the lesson file says where
        // each one opens.
        None
    }

    fn take_left(&mut self) -> Vec<(String, Remembered)> {
        self.session.take_left()
    }

    fn search(&self) -> Option<&dyn SearchPlayer> {
        Some(self.session.as_ref())
    }

    fn search_mut(&mut self) -> Option<&mut dyn SearchPlayer> {
        Some(self.session.as_mut())
    }
}
