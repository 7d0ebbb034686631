//! `backtrack lesson FILE`: a prepared lesson played, or checked with `--check`; a
//! built-in lesson by its name (`backtrack lesson 8-queens`) when no file has that name.
//!
//! The file is checked whole before the app opens, so that a mistake is told on a plain
//! terminal, each as `FILE:LINE:COLUMN: what is wrong`, and the screen never opens on a
//! lesson that would stop half way.

use std::fs::File;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use super::args::{LessonOptions, LookOptions};
use super::{Outcome, play, say};
use crate::app::screens::lesson::{Fault, Lesson, MAX_BYTES, built_in, open};
use crate::app::{Lang, Message, Start, Theme};
use crate::problems::capped::read_capped;

/// Checks the lesson of `options`, then plays it unless only a check is asked for.
///
/// `look` is how the command line asks the app to draw; each scene's language (its own,
/// else the lesson's) is spoken unless `--lang` names one, which then holds throughout.
pub fn lesson(options: &LessonOptions, look: LookOptions) -> Result<Outcome> {
    let file = &options.file;
    let (text, folder) = match built_in_named(file) {
        Some(lesson) => (lesson.text.to_string(), PathBuf::from(".")),
        None => (
            read_lesson(file)?,
            file.parent().unwrap_or(Path::new("")).to_path_buf(),
        ),
    };
    let (lesson, faults, unchecked) = match Lesson::parse(&text) {
        Ok(lesson) => {
            let (faults, unchecked) = open::check(&lesson, &text, &folder);
            (Some(lesson), faults, unchecked)
        }
        Err(faults) => (None, faults, 0),
    };
    if let (Some(lesson), true) = (lesson, faults.is_empty()) {
        if options.check {
            let mut out = io::stdout().lock();
            writeln!(out, "{}", summary(file, &lesson, unchecked))
                .and_then(|()| out.flush())
                .context("cannot write to standard output")?;
            return Ok(Outcome::Solved);
        }
        // `--lang` wins over every language the file names; else the first scene's.
        let lesson = match look.lang {
            Some(lang) => lesson.spoken_in(lang),
            None => lesson,
        };
        let look = LookOptions {
            lang: look.lang.or(lesson.lang_of(0)),
            ..look
        };
        let (lang, note) = Lang::detect(look.lang).drawable(look.theme().is_ascii());
        let theme: Theme = look.theme().speaking(lang);
        let start = Start::Lesson { lesson, folder };
        let said = note.map(|note| Message::english(note.to_owned()));
        return play::open(start, Default::default(), theme, said);
    }
    for fault in &faults {
        say(&located(file, fault));
    }
    Ok(Outcome::Refused)
}

/// The built-in lesson `file` names, when no file is at that name: a file comes first.
fn built_in_named(file: &Path) -> Option<&'static built_in::BuiltIn> {
    match std::fs::symlink_metadata(file) {
        Ok(_) => None,
        Err(_) => file.to_str().and_then(built_in::find),
    }
}

/// The text of the lesson `file`, at most [`MAX_BYTES`] of it: a pipe (`<(…)`) is read as a
/// file is, and an endless one (`/dev/zero`) is refused once that much is read.
fn read_lesson(file: &Path) -> Result<String> {
    let cannot = || format!("cannot read the lesson {}", file.display());
    let bytes = File::open(file)
        .and_then(|opened| read_capped(opened, MAX_BYTES))
        .with_context(cannot)?;
    let Some(bytes) = bytes else {
        bail!(
            "{}: it holds more than {MAX_BYTES} bytes (1 MiB), more than any lesson",
            cannot()
        );
    };
    String::from_utf8(bytes).or_else(|_| bail!("{}: it is not UTF-8 text", cannot()))
}

/// A fault as the check prints it: `FILE:LINE:COLUMN: what is wrong`.
pub fn located(file: &Path, fault: &Fault) -> String {
    format!("{}:{fault}", file.display())
}

/// The line `--check` prints for a lesson without mistakes.
fn summary(file: &Path, lesson: &Lesson, unchecked: usize) -> String {
    let scenes = lesson.scenes.len();
    let stops: usize = lesson.scenes.iter().map(|scene| scene.stops.len()).sum();
    let plural = |n: usize, word: &str| match n {
        1 => format!("1 {word}"),
        n => format!("{n} {word}s"),
    };
    let mut line = format!(
        "{}: a lesson of {} and {}, fine",
        file.display(),
        plural(scenes, "scene"),
        plural(stops, "stop")
    );
    if unchecked > 0 {
        line.push_str(&format!(
            " ({} in runs of over {} placements not followed)",
            plural(unchecked, "stop"),
            open::CHECK_PLACEMENTS
        ));
    }
    line
}
