//! `backtrack export`: the player's screen at one step, drawn without a terminal by the
//! app's own drawing code, as text, SVG, HTML or the tutorial's table.

use std::io::{self, BufWriter, Write};
use std::ops::ControlFlow;
use std::path::Path;

use anyhow::{Context, Result, anyhow, bail};

use super::args::{ChosenProblem, DrawnScreen, ExportOptions, Limits, Picture};
use super::values::ExportStep;
use super::{CommandLine, Outcome, Watch, say};
use crate::app::files::export;
use crate::app::files::staged_file::{Landing, StagedFile};
use crate::app::screens::lesson::{self, CodeShown};
use crate::app::{Message, Playable, SearchScreen, Target, Theme, words};
use crate::engine::StopAfter;
use crate::registry::Ready;

/// Writes the picture `problem.options` asks for to its file, or to standard output.
pub fn export(problem: &ChosenProblem<ExportOptions>, theme: Theme) -> Result<Outcome> {
    let options = &problem.options;
    let opening = load("export", problem)?;
    let mut session = player(&opening, &options.screen, &theme)?;
    let target = match (options.step, options.format) {
        (ExportStep::All, Picture::Table) => {
            return handout(session.as_mut(), options.output.as_deref());
        }
        (ExportStep::All, _) => {
            bail!("`--step all` prints every table of the tutorial: give it `--format table`")
        }
        (ExportStep::At(target), _) => target,
    };
    // A step far into a long run takes a while to reach: a progress line shows meanwhile.
    let mut watch = Watch::new(&Limits::default(), Watch::suits(true));
    let reached = session.go(target, &mut |counters| {
        watch.glance(counters);
        ControlFlow::Continue(())
    });
    watch.erase();
    reached?;
    // The table at the end is the answer found last, as the tutorial's printout ends,
    // not the board emptied again as the search goes back to its start.
    let found = session.solutions_found();
    if options.format == Picture::Table && target == Target::End && found > 0 {
        session.go(Target::Solution(found), &mut |_| ControlFlow::Continue(()))?;
    }
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
    write(options.output.as_deref(), &picture)
}

/// Writes every table the tutorial prints along the whole run of `session`, from step 0
/// to the end, in order, to the file at `output` or to standard output: each as the run
/// reaches it, so that a long run's handout is never held whole.
fn handout(session: &mut dyn SearchScreen, output: Option<&Path>) -> Result<Outcome> {
    session.go(Target::Step(0), &mut |_| ControlFlow::Continue(()))?;
    write_with(output, |out| {
        let mut first = true;
        loop {
            if session.in_handout() {
                // A line end between two tables.
                if !std::mem::take(&mut first) {
                    out.write_all(b"\n")?;
                }
                out.write_all(session.table().as_bytes())?;
            }
            if !session.step_forward() {
                return Ok(());
            }
        }
    })
}

/// Writes `picture` to the file at `output`, or to standard output.
fn write(output: Option<&Path>, picture: &str) -> Result<Outcome> {
    write_with(output, |out| out.write_all(picture.as_bytes()))
}

/// Writes what `fill` writes to the file at `output`, which gets its name once whole, or
/// to standard output.
fn write_with(
    output: Option<&Path>,
    fill: impl FnOnce(&mut dyn Write) -> io::Result<()>,
) -> Result<Outcome> {
    match output.filter(|path| !is_stdout(path)) {
        Some(path) => {
            let mut file = StagedFile::create(path)?;
            fill(&mut file).with_context(|| format!("cannot write {}", path.display()))?;
            if file.commit()? == Landing::Replaced {
                say(&format!("replaced {}", path.display()));
            }
        }
        None => {
            let mut out = BufWriter::new(io::stdout().lock());
            fill(&mut out)
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
    problem: &'static str,
    title: Option<Message>,
    stop: Option<StopAfter>,
}

/// The one board `problem` names for `command`, with its title and mode.
pub(super) fn load<O>(command: &str, problem: &ChosenProblem<O>) -> Result<Opening> {
    let input = problem.entry.load_matches(&problem.matches, true)?;
    let stop = input.stop;
    let title = input.title.as_ref().map(Message::title);
    Ok(Opening {
        board: input.single(command)?,
        problem: problem.entry.name(),
        title,
        stop,
    })
}

/// A player at step 0 of `opening`, searching as its preset declares, or through every
/// solution when `screen` says `--all`, with the code view and the search tree `screen`
/// asks for (`--code`, `--tree`); an error when its problem has no code of that view.
///
/// Its log, stack and panels speak the language of `theme` and number places as it
/// does (`--from-one`), as the board does: one numbering on the whole screen.
pub(super) fn player(
    opening: &Opening,
    screen: &DrawnScreen,
    theme: &Theme,
) -> Result<Box<dyn SearchScreen>> {
    let mut session: Box<dyn SearchScreen> =
        opening.board.player(opening.title.clone(), opening.stop);
    session.speak(theme.lang());
    session.renumber(theme.numbering());
    if screen.all {
        session.search_all();
    }
    let view = screen.code.unwrap_or(CodeShown::PseudoCode);
    lesson::open::show(session.as_mut(), opening.problem, view, screen.tree)
        .map_err(|error| anyhow!("--code: {error}"))?;
    Ok(session)
}
