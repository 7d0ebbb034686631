//! A lesson's scenes opened on their boards: the player each scene plays on, set as it
//! says, and the checks that need the search itself (a step past the run's end).

use std::ops::{ControlFlow, Range};
use std::path::Path;

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::save::Origin;
use super::{At, CodeShown, Fault, Lesson, Mode, Scene, Source};
use crate::app::{Message, Playable, SearchScreen, Stops, Target};
use crate::engine::{Condition, Counters, StopAfter};
use crate::problems::{Given, InputKind};
use crate::registry;

/// The most placements a check looks through to find a stop's step: a run longer than
/// that is not followed to its end, and its stops are found when the lesson plays.
pub const CHECK_PLACEMENTS: u64 = 2_000_000;

/// A mistake in a scene found once it is opened: where in the file, and what.
pub type Mistake = (Range<usize>, String);

/// A scene opened: its player, and each of its stops read on its board.
#[derive(Debug)]
pub struct Opened {
    /// The player, set as the scene says.
    pub session: Box<dyn SearchScreen>,
    /// Each stop's place in the run, a breakpoint read on the board; or why it is none.
    pub stops: Vec<Result<At<Condition>, Mistake>>,
}

/// The player of `scene`, its puzzle read (a file relative to `folder`), its order,
/// mode, view and tree set, and showing the keys of the script; with its stops read on
/// its board.
pub fn open_scene(scene: &Scene, folder: &Path) -> Result<Opened, Mistake> {
    let session = open_session(scene, folder)?;
    let stops = read_stops(scene, session.as_ref());
    Ok(Opened { session, stops })
}

/// Each stop of `scene` read on the board of `session`, just opened on it: a breakpoint
/// as the player's prompt reads it, in any language's words, its places counted as the
/// scene's code counts them (a tutorial's from its own base, the pseudo-code from 0,
/// whatever the screen counts from later), so that a file means one thing.
fn read_stops(scene: &Scene, session: &dyn SearchScreen) -> Vec<Result<At<Condition>, Mistake>> {
    (scene.stops.iter().enumerate())
        .map(|(index, stop)| match &stop.at {
            At::Step(target) => Ok(At::Step(*target)),
            At::Break(text) => stops_of(session)
                .read_breakpoint(text)
                .map(At::Break)
                .map_err(|why| {
                    let span = scene.spans.stops.get(index).cloned().unwrap_or_default();
                    (span, why.get(crate::app::Lang::En).to_string())
                }),
        })
        .collect()
}

/// The player of `scene`, set as [`open_scene`] says.
fn open_session(scene: &Scene, folder: &Path) -> Result<Box<dyn SearchScreen>, Mistake> {
    let entry = registry::find(scene.problem).expect("BUG: a scene's problem was found");
    let mut given = Given::new();
    let source = scene.spans.source.clone();
    let takes_preset = entry.takes().iter().any(|t| t.kind == InputKind::Preset);
    match &scene.source {
        Source::Preset(name) if !takes_preset => {
            return set_up(open_preset(entry, name, scene)?, scene, folder);
        }
        Source::Preset(name) => given = given.with("preset", [name]),
        Source::File(path) => {
            let file = entry.takes().iter().find(|t| t.kind == InputKind::File);
            let Some(file) = file else {
                return Err((source, format!("{} reads no file", scene.problem)));
            };
            given = given.with(file.name, [folder.join(path)]);
        }
        Source::Args(args) => given = with_args(given, entry.takes(), args, scene, &source)?,
    }
    if let Some(order) = &scene.order {
        given = given.with("order", [order]);
    }
    let input = entry
        .load(&given, false)
        .map_err(|error| (source.clone(), error.to_string()))?;
    let title = input.title.as_ref().map(Message::title);
    let stop = match scene.mode {
        Some(Mode::First) => Some(StopAfter::First),
        Some(Mode::All) => Some(StopAfter::Exhaustion),
        None => input.stop,
    };
    let board = input
        .single("lesson")
        .map_err(|error| (source, error.to_string()))?;
    set_up(board.player(title, stop), scene, folder)
}

/// Where `scene`'s puzzle comes from, for a lesson saved from its player.
fn origin(scene: &Scene, folder: &Path) -> Origin {
    let source = match &scene.source {
        Source::File(path) => Source::File(folder.join(path)),
        source => source.clone(),
    };
    Origin {
        problem: scene.problem,
        source,
        order: scene.order.clone(),
    }
}

/// The player of `scene`, whose problem names its presets apart from its inputs
/// (`queens-8` is `queens 8`): the preset `name` opened as the menu opens it.
fn open_preset(
    entry: &dyn registry::Entry,
    name: &str,
    scene: &Scene,
) -> Result<Box<dyn SearchScreen>, Mistake> {
    let source = scene.spans.source.clone();
    let presets = entry.presets();
    let Some(index) = presets.iter().position(|preset| preset.name == name) else {
        return Err((source, format!("unknown preset `{name}`")));
    };
    let board = (entry.open_preset(index)).map_err(|error| (source, error.to_string()))?;
    let title = Some(Message::title(&crate::problems::Title::Preset(
        presets[index].title,
    )));
    let stop = match scene.mode {
        Some(Mode::First) => StopAfter::First,
        Some(Mode::All) => StopAfter::Exhaustion,
        None => presets[index].stop,
    };
    Ok(board.player(title, Some(stop)))
}

/// `session` with the view and the tree `scene` asks for, showing the script's keys.
fn set_up(
    mut session: Box<dyn SearchScreen>,
    scene: &Scene,
    folder: &Path,
) -> Result<Box<dyn SearchScreen>, Mistake> {
    stops_of_mut(session.as_mut()).set_origin(origin(scene, folder));
    show(session.as_mut(), scene.problem, scene.view, scene.tree)
        .map_err(|error| (scene.spans.view.clone(), error))?;
    stops_of_mut(session.as_mut()).follow_script();
    Ok(session)
}

/// Sets the player `session` of `problem` to show `view` in its code panel, as `c` goes
/// round to it, and the search tree when `tree` says so, as `t` opens it: what a scene's
/// `view` and `tree` ask for, and `--code` and `--tree` on `export` and `record`, so that
/// a picture shows what the lesson shows. Says so when the problem has no code of `view`.
pub fn show(
    session: &mut dyn SearchScreen,
    problem: &str,
    view: CodeShown,
    tree: bool,
) -> Result<(), String> {
    if let CodeShown::Tutorial(tutorial) = view {
        // The code panel goes round its views and back to the pseudo-code.
        for _ in 0..=CodeShown::all().count() {
            if stops_of(session).tutorial() == Some(tutorial) {
                break;
            }
            session.handle_key(press('c'));
        }
        if stops_of(session).tutorial() != Some(tutorial) {
            return Err(format!(
                "{problem} has no code of the tutorial `{}`",
                view.name()
            ));
        }
    }
    if tree {
        session.handle_key(press('t'));
    }
    Ok(())
}

/// `given` with `args`, typed as on the command line after the problem's name: the
/// inputs typed first (a size, a file, numbers) in order, and `--NAME VALUE` or `--NAME`
/// for the others; an argument it does not take is a mistake of `scene`'s at `span`.
fn with_args(
    mut given: Given,
    takes: &'static [crate::problems::Takes],
    args: &[String],
    scene: &Scene,
    span: &Range<usize>,
) -> Result<Given, Mistake> {
    let wrong = |what: String| (span.clone(), format!("{}: {what}", scene.problem));
    let mut typed_first = takes.iter().filter(|takes| {
        matches!(
            takes.kind,
            InputKind::Size | InputKind::File | InputKind::Numbers
        )
    });
    let mut rest = args;
    while let Some((arg, after)) = rest.split_first() {
        if let Some(name) = arg.strip_prefix("--") {
            let Some(option) = takes.iter().find(|takes| takes.name == name) else {
                return Err(wrong(format!("no option `{arg}`")));
            };
            if option.kind == InputKind::Switch {
                given = given.on(option.name);
                rest = after;
                continue;
            }
            let Some((value, after)) = after.split_first() else {
                return Err(wrong(format!("`{arg}` needs a value")));
            };
            given = given.with(option.name, [value]);
            rest = after;
            continue;
        }
        let Some(input) = typed_first.next() else {
            return Err(wrong(format!("takes no argument `{arg}` here")));
        };
        let count = match input.kind {
            InputKind::Numbers => rest.iter().take_while(|a| !a.starts_with("--")).count(),
            _ => 1,
        };
        given = given.with(input.name, &rest[..count]);
        rest = &rest[count..];
    }
    Ok(given)
}

/// The stops of a scene's player, which plays one search.
fn stops_of(session: &dyn SearchScreen) -> &dyn Stops {
    session
        .stops()
        .expect("BUG: a scene's player plays one search")
}

/// The stops of a scene's player, to set them.
fn stops_of_mut(session: &mut dyn SearchScreen) -> &mut dyn Stops {
    session
        .stops_mut()
        .expect("BUG: a scene's player plays one search")
}

/// A key pressed with no modifier.
fn press(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE)
}

/// Moves `session` to the stop `at` of its scene, found after `from` (the step of the
/// stop before it, 0 for the first), `watch` seeing the work; the step, or why the run
/// has no such stop.
pub fn reach(
    session: &mut dyn SearchScreen,
    at: At<Condition>,
    from: u64,
    watch: &mut dyn FnMut(&Counters) -> ControlFlow<()>,
) -> Result<u64, String> {
    match at {
        At::Step(target) => match session.go(target, watch) {
            Ok(()) => Ok(session.step()),
            Err(error) => Err(error.to_string()),
        },
        At::Break(condition) => {
            session
                .go(Target::Step(from), watch)
                .map_err(|error| error.to_string())?;
            match stops_of_mut(session).run_to(condition, watch) {
                true => Ok(session.step()),
                false => Err(format!(
                    "`{condition}` does not hold after step {from}: the run ends at step {}",
                    session.step()
                )),
            }
        }
    }
}

/// Every mistake of `lesson`, read from `text` in `folder`, that shows once its scenes
/// open: a puzzle that cannot be read, a view its problem lacks, a stop past its run's
/// end. A run longer than [`CHECK_PLACEMENTS`] is not followed to its later stops;
/// returns also how many stops were left unchecked so.
pub fn check(lesson: &Lesson, text: &str, folder: &Path) -> (Vec<Fault>, usize) {
    let mut faults = Vec::new();
    let mut unchecked = 0;
    for scene in &lesson.scenes {
        let Opened { mut session, stops } = match open_scene(scene, folder) {
            Ok(opened) => opened,
            Err((span, what)) => {
                faults.push(Fault::at(text, span.start, what));
                continue;
            }
        };
        let mut from = 0;
        for (index, stop) in stops.into_iter().enumerate() {
            let stop = match stop {
                Ok(stop) => stop,
                Err((span, what)) => {
                    faults.push(Fault::at(text, span.start, what));
                    continue;
                }
            };
            let mut too_long = false;
            let mut watch = |counters: &Counters| {
                too_long = counters.placements > CHECK_PLACEMENTS;
                match too_long {
                    true => ControlFlow::Break(()),
                    false => ControlFlow::Continue(()),
                }
            };
            match reach(session.as_mut(), stop, from, &mut watch) {
                Ok(step) => from = step,
                Err(_) if too_long => {
                    unchecked += scene.stops.len() - index;
                    break;
                }
                Err(what) => {
                    let at = scene.spans.stops.get(index).map_or(0, |span| span.start);
                    faults.push(Fault::at(text, at, what));
                }
            }
        }
    }
    (faults, unchecked)
}
