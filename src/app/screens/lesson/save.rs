//! A lesson made from the player: its puzzle as the scene, its bookmarks and breakpoints
//! as the stops, so that a class prepared by exploring can be played again as a script.

use std::io::Write;
use std::path::Path;

use super::{At, Caption, CodeShown, Lesson, Mode, Scene, SceneSpans, Source, Stop, words, write};
use crate::app::files::export::ScreenName;
use crate::app::files::free_name;
use crate::app::files::staged_file::StagedFile;
use crate::app::words::Id;
use crate::app::{Lang, Message, Screen, Target};
use crate::registry;

/// Where a player's puzzle came from, as a lesson's scene names it again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Origin {
    /// The problem's name.
    pub problem: &'static str,
    /// The preset, the file or the arguments.
    pub source: Source,
    /// The search order asked for, if any.
    pub order: Option<String>,
}

impl Origin {
    /// The origin of the preset of `problem` whose title is the message `title`, as the
    /// menu opens it; `None` if there is no such preset.
    pub fn of_preset(problem: &str, title: &str) -> Option<Origin> {
        let entry = registry::find(problem)?;
        let preset = entry.presets().into_iter().find(|p| p.title == title)?;
        Some(Origin {
            problem: entry.name(),
            source: Source::Preset(preset.name.to_owned()),
            order: None,
        })
    }
}

impl Origin {
    /// The origin of the board of size `size` of `problem`, as the menu opens it.
    pub fn of_size(problem: &'static str, size: usize) -> Origin {
        Origin {
            problem,
            source: Source::Args(vec![size.to_string()]),
            order: None,
        }
    }
}

/// What a player holds that a lesson keeps.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explored {
    /// Whether the search finds every solution.
    pub all: bool,
    /// The code panel's view.
    pub view: CodeShown,
    /// Whether the search tree shows.
    pub tree: bool,
    /// The bookmarks: step and caption, in step order.
    pub bookmarks: Vec<(u64, String)>,
    /// The breakpoints.
    pub breaks: Vec<SavedBreak>,
}

/// A breakpoint as a lesson saved from the player keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedBreak {
    /// As the file writes it: in the screen's words, its places counted as the scene will
    /// count them when it opens (its code's own count, else from 0), so that it reads
    /// back into the same condition whatever the screen counts from now.
    pub written: String,
    /// As the screen tells it now: the stop's caption.
    pub told: String,
}

/// The lesson of one scene on `origin`'s puzzle, set as `explored` says: a stop at each
/// bookmark, then one at each breakpoint, found after the last bookmark.
pub fn lesson_of(origin: &Origin, explored: &Explored) -> Lesson {
    let marks = explored.bookmarks.iter().map(|(step, caption)| Stop {
        at: At::Step(Target::Step(*step)),
        caption: Caption::plain(match caption.is_empty() {
            true => format!("step {step}"),
            false => caption.clone(),
        }),
    });
    let breaks = explored.breaks.iter().map(|saved| Stop {
        at: At::Break(saved.written.clone()),
        caption: Caption::plain(saved.told.clone()),
    });
    let scene = Scene {
        problem: origin.problem,
        source: origin.source.clone(),
        order: origin.order.clone(),
        mode: Some(match explored.all {
            true => Mode::All,
            false => Mode::First,
        }),
        view: explored.view,
        tree: explored.tree,
        lang: None,
        stops: marks.chain(breaks).collect(),
        spans: SceneSpans::default(),
    };
    Lesson {
        title: None,
        lang: None,
        scenes: vec![scene],
    }
}

/// The lesson of `session` in `lang`: one scene, its bookmarks and its breakpoints; or
/// the message that says why there is none.
pub fn lesson_from(session: Option<&dyn Screen>, lang: Lang) -> Result<Lesson, Id> {
    let stops = session.and_then(|session| session.search()?.stops());
    let lesson = stops.and_then(|stops| stops.lesson());
    let mut lesson = lesson.ok_or(words::LESSON_NO_ORIGIN)?;
    if lesson.scenes.iter().all(|scene| scene.stops.is_empty()) {
        return Err(words::LESSON_NOTHING_TO_SAVE);
    }
    lesson.lang = Some(lang);
    Ok(lesson)
}

/// How many stops `lesson` has.
fn stops(lesson: &Lesson) -> usize {
    lesson.scenes.iter().map(|scene| scene.stops.len()).sum()
}

/// Saves the lesson of `session`, in `lang`, in `folder` under the first free name of
/// `HEADING-lesson.toml` (`8-queens-lesson.toml`), never replacing a file; what to say.
pub fn save_in(session: Option<&dyn Screen>, lang: Lang, folder: &Path) -> Message {
    let lesson = match lesson_from(session, lang) {
        Ok(lesson) => lesson,
        Err(why) => return Message::new(why, &[]),
    };
    let heading = session.map_or_else(String::new, |session| session.heading(Lang::En));
    let stem = ScreenName::new(&heading, None, Lang::En).named("lesson");
    let text = write::write(&lesson);
    match free_name::save_new(folder, &stem, &[("toml", text.as_bytes())]) {
        Ok(stem) => {
            let path = folder.join(format!("{stem}.toml"));
            let shown = path
                .strip_prefix(".")
                .unwrap_or(&path)
                .display()
                .to_string();
            Message::new(words::LESSON_SAVED, &[&shown, &stops(&lesson)])
        }
        Err(error) => Message::new(crate::app::words::NOT_SAVED, &[&format!("{error:#}")]),
    }
}

/// Writes the lesson of `session`, in `lang`, to `path`, never replacing a file: how
/// many stops it has, or why it was not written.
pub fn save_as(session: Option<&dyn Screen>, lang: Lang, path: &Path) -> Result<usize, String> {
    let lesson = lesson_from(session, lang).map_err(|why| why.get(Lang::En).to_string())?;
    let mut file = StagedFile::create_new(path).map_err(|error| format!("{error:#}"))?;
    let written = file.write_all(write::write(&lesson).as_bytes());
    written.map_err(|error| format!("cannot write {}: {error}", path.display()))?;
    match file.commit_new(path) {
        Ok(None) => Ok(stops(&lesson)),
        Ok(Some(_)) => Err(format!("{} exists: it is not replaced", path.display())),
        Err(error) => Err(format!("{error:#}")),
    }
}
