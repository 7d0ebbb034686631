//! `backtrack export`: the player's screen at one step, drawn without a terminal by the
//! app's own drawing code, as text, SVG, HTML or the tutorial's table.

use std::io::{self, Write};
use std::ops::ControlFlow;
use std::path::Path;

use anyhow::{Context, Result};

use super::args::{Chosen, ExportOptions, Limits, Picture, Screen};
use super::{CommandLine, Outcome, Watch, say};
use crate::app::export::{
    self,
    staged_file::{Landing, StagedFile},
};
use crate::app::{Headless, Message, Playable, Theme, words};
use crate::engine::StopAfter;
use crate::registry::Ready;

/// Writes the picture `problem.options` asks for to its file, or to standard output.
pub fn export(problem: &Chosen<ExportOptions>, theme: Theme) -> Result<Outcome> {
    let options = &problem.options;
    let opening = load("export", problem)?;
    let mut session = player(&opening, &options.screen);
    session.speak(theme.lang());
    // A step far into a long run takes a while to reach: a progress line shows meanwhile.
    let mut watch = Watch::new(&Limits::default(), Watch::suits(true));
    let reached = session.go(options.step, &mut |counters| {
        watch.glance(counters);
        ControlFlow::Continue(())
    });
    watch.erase();
    reached?;
    let size = (options.screen.size.width, options.screen.size.height);
    let paper = export::Paper::of(&theme);
    let picture = match options.format {
        Picture::Table => session.table(),
        Picture::Text => export::text(&export::draw(session.as_ref(), &theme, size)),
        Picture::Svg => export::svg::svg(&export::draw(session.as_ref(), &theme, size), paper),
        Picture::Html => {
            let lang = theme.lang();
            let title = words::PICTURE_TITLE.fill(lang, &[&session.heading(lang), &session.step()]);
            export::html::html(&export::draw(session.as_ref(), &theme, size), &title, paper)
        }
    };
    match options.output.as_deref().filter(|path| !is_stdout(path)) {
        Some(path) => {
            if StagedFile::write(path, picture.as_bytes())? == Landing::Replaced {
                say(&format!("replaced {}", path.display()));
            }
        }
        None => {
            let mut out = io::stdout().lock();
            out.write_all(picture.as_bytes())
                .and_then(|()| out.flush())
                .context("cannot write to standard output")?;
        }
    }
    Ok(Outcome::Solved)
}

/// Whether `-o` names standard output: `-`, as for the other commands' input.
pub(super) fn is_stdout(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// The one board a command draws, with the title and the mode its preset declares.
pub(super) struct Opening {
    board: Box<dyn Ready>,
    title: Option<Message>,
    stop: Option<StopAfter>,
}

/// The one board `problem` names for `command`, with its title and mode.
pub(super) fn load<O>(command: &str, problem: &Chosen<O>) -> Result<Opening> {
    let input = problem.entry.load_matches(&problem.matches, true)?;
    let stop = input.stop;
    let title = input.title.as_ref().map(Message::title);
    Ok(Opening {
        board: input.single(command)?,
        title,
        stop,
    })
}

/// A player at step 0 of `opening`, searching as its preset declares, or through every
/// solution when `screen` says `--all`.
pub(super) fn player(opening: &Opening, screen: &Screen) -> Box<dyn Headless> {
    let mut session: Box<dyn Headless> = opening.board.player(opening.title.clone(), opening.stop);
    if screen.all {
        session.search_all();
    }
    session
}
