//! `backtrack export`: the player's screen at one step, drawn without a terminal by the
//! app's own drawing code, as text, SVG, HTML or the tutorial's table.

use std::io::{self, Write};

use anyhow::{Context, Result};

use super::Outcome;
use super::args::{Chosen, ExportOptions, Picture, Screen};
use crate::app::export::{self, staged_file::StagedFile};
use crate::app::{Session, Theme};
use crate::registry::Ready;

/// Writes the picture `problem.options` asks for to its file, or to standard output.
pub fn export(problem: &Chosen<ExportOptions>, theme: Theme) -> Result<Outcome> {
    let options = &problem.options;
    let (board, title) = load("export", problem)?;
    let mut session = player(board.as_ref(), title, &options.screen);
    session.speak(theme.lang());
    session.go(options.step)?;
    let size = (options.screen.size.width, options.screen.size.height);
    let picture = match options.format {
        Picture::Table => session.table(),
        Picture::Text => export::text(&export::draw(session.as_ref(), &theme, size)),
        Picture::Svg => export::svg::svg(&export::draw(session.as_ref(), &theme, size)),
        Picture::Html => {
            let title = format!("{} · step {}", session.heading(), session.step());
            export::html::html(&export::draw(session.as_ref(), &theme, size), &title)
        }
    };
    match &options.output {
        Some(path) => StagedFile::write(path, picture.as_bytes())?,
        None => {
            let mut out = io::stdout().lock();
            out.write_all(picture.as_bytes())
                .and_then(|()| out.flush())
                .context("cannot write to standard output")?;
        }
    }
    Ok(Outcome::Solved)
}

/// The one board `problem` names for `command`, and its title.
pub(super) fn load<O>(
    command: &str,
    problem: &Chosen<O>,
) -> Result<(Box<dyn Ready>, Option<String>)> {
    let input = problem.entry.load(&problem.matches, true)?;
    let title = input.title.clone();
    Ok((input.single(command)?, title))
}

/// A player at step 0 of `board`, searching as `screen` says.
pub(super) fn player(
    board: &dyn Ready,
    title: Option<String>,
    screen: &Screen,
) -> Box<dyn Session> {
    let mut session = board.player(title);
    if screen.all {
        session.search_all();
    }
    session
}
