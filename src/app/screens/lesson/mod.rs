//! Lesson files: a prepared walk through one or more searches, scene by scene and stop by
//! stop, each stop with a caption for the class.
//!
//! A lesson is TOML, written by hand or saved from the player's bookmarks:
//!
//! ```toml
//! title = "Four queens"
//! lang = "en"
//!
//! [[scene]]
//! problem = "queens"
//! args = ["4"]
//! view = "lesson"
//! lang = "zh"          # this scene in Chinese; the lesson's `lang` is the default
//!
//! [[scene.stop]]
//! at = 1
//! caption = "The first queen goes in the first free square of row 0."
//!
//! [[scene.stop]]
//! break = "unwind>=2"
//! caption = { en = "Two rows taken back at once.", zh = "一次退回两行。" }
//! ```
//!
//! [`Lesson::parse`] reads the text into plain values and reports every mistake with its
//! line and column; [`open`] then opens each scene's board, reads its breakpoints there as
//! the player's prompt reads them (`row 5 = 3`, `行5=3`, `SA=红`), and checks what only
//! the search knows (a step past the run's end); [`write`] writes a lesson back, and
//! [`save`] makes one of the player's bookmarks and breakpoints.

pub mod built_in;
pub mod open;
pub mod save;
#[cfg(test)]
pub(crate) mod tests;
#[cfg(test)]
pub(crate) mod word_tests;
pub mod words;
pub mod write;

use std::collections::BTreeMap;
use std::fmt;
use std::ops::Range;
use std::path::PathBuf;

use serde::Deserialize;
use toml::Spanned;

use crate::app::{Lang, Target};
use crate::engine::{Condition, ConditionError};
use crate::problems::capped::MEBIBYTE;
use crate::problems::{InputKind, Tutorial};
use crate::registry::{self, Entry};

/// The most bytes a lesson file may hold, read whole before it is parsed: a larger one,
/// or an endless stream such as `/dev/zero`, is refused once that many are read. The
/// samples are a few KiB; a lesson of a hundred scenes with long captions stays far under.
pub const MAX_BYTES: u64 = MEBIBYTE;

/// A lesson read from its file: the scenes in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lesson {
    /// Its title, if the file gives one, in one language or several.
    pub title: Option<Caption>,
    /// The language it is taught in: the captions' and the app's.
    pub lang: Option<Lang>,
    /// The scenes, in order: at least one.
    pub scenes: Vec<Scene>,
}

/// One search of a lesson, with the moments to stop at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scene {
    /// The problem's name, as the command line types it.
    pub problem: &'static str,
    /// Where its puzzle comes from.
    pub source: Source,
    /// The search order, by the name `--order` takes, if not the puzzle's own.
    pub order: Option<String>,
    /// Whether the search stops at its first solution or finds all; the puzzle's own
    /// mode when not given.
    pub mode: Option<Mode>,
    /// The code panel's view.
    pub view: CodeShown,
    /// Whether the search tree panel shows.
    pub tree: bool,
    /// The language the screen speaks while the scene is shown, if not the lesson's own:
    /// a scene of a lesson in English may be taught in Chinese.
    pub lang: Option<Lang>,
    /// The stops, in order.
    pub stops: Vec<Stop>,
    /// Where the scene's parts are in the file, for the mistakes found once it opens.
    pub spans: SceneSpans,
}

/// Where a scene's parts are in its file, as byte ranges.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SceneSpans {
    /// The problem's name.
    pub problem: Range<usize>,
    /// The puzzle's source: the preset, the file or the arguments.
    pub source: Range<usize>,
    /// The view.
    pub view: Range<usize>,
    /// Each stop's `at` or `break`.
    pub stops: Vec<Range<usize>>,
}

/// Where a scene's puzzle comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// A preset, by name.
    Preset(String),
    /// A puzzle file, relative to the lesson's folder.
    File(PathBuf),
    /// The problem's arguments, as typed after its name on the command line (`["8"]`).
    Args(Vec<String>),
}

/// How far a scene's search goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// To its first solution.
    First,
    /// To the end of the search: every solution.
    All,
}

/// What the code panel shows during a scene.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodeShown {
    /// The app's pseudo-code.
    PseudoCode,
    /// A tutorial's own code.
    Tutorial(Tutorial),
}

impl CodeShown {
    /// The name a lesson file gives it: `pseudo-code`, or the tutorial's (`eight-queens`).
    pub fn name(self) -> &'static str {
        match self {
            CodeShown::PseudoCode => "pseudo-code",
            CodeShown::Tutorial(tutorial) => tutorial
                .name()
                .strip_prefix("tutorial-")
                .unwrap_or(tutorial.name()),
        }
    }

    /// Every view a lesson may name.
    pub fn all() -> impl Iterator<Item = CodeShown> {
        std::iter::once(CodeShown::PseudoCode)
            .chain(Tutorial::ALL.into_iter().map(CodeShown::Tutorial))
    }
}

/// Reads a view by the name a lesson file gives it (`eight-queens`), as `view` in a
/// lesson and `--code` on `export` and `record` take it: one reading, so that both take
/// the same names and refuse an unknown one in the same words.
impl std::str::FromStr for CodeShown {
    type Err = String;

    fn from_str(name: &str) -> Result<Self, Self::Err> {
        CodeShown::all()
            .find(|known| known.name() == name)
            .ok_or_else(|| {
                let names: Vec<&str> = CodeShown::all().map(CodeShown::name).collect();
                format!("unknown view `{name}`: give one of {}", names.join(", "))
            })
    }
}

/// One moment of a scene, with what the class is told there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Stop {
    /// Where it is.
    pub at: At,
    /// What the caption bar says.
    pub caption: Caption,
}

/// Where a stop is in its scene's run: as the file writes it (a breakpoint's condition as
/// text, `C = String`), or once read on the scene's board (`C = Condition`).
///
/// A condition may name a slot in the class's words (`行5=3`, `SA=红`), which only the
/// board reads, so a lesson keeps the text and [`open`] reads it when the scene opens,
/// through the player's own reading of a breakpoint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum At<C = String> {
    /// A step: a number, the K-th solution, or the end.
    Step(Target),
    /// The first step after the stop before it where the condition holds.
    Break(C),
}

/// A caption, in one language or in several.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caption {
    /// Each text under its language's tag (`en`, `zh`, `zh-TW`), or under `""` for a
    /// caption given in the lesson's own language.
    texts: BTreeMap<String, String>,
}

impl Caption {
    /// A caption in the lesson's own language.
    pub fn plain(text: impl Into<String>) -> Caption {
        Caption {
            texts: BTreeMap::from([(String::new(), text.into())]),
        }
    }

    /// The caption in `lang`: its own text, else the nearest (simplified for
    /// traditional Chinese), else English, else any.
    pub fn get(&self, lang: Lang) -> &str {
        let tags: &[&str] = match lang {
            Lang::En => &["en"],
            Lang::Zh => &["zh"],
            Lang::ZhTw => &["zh-TW", "zh"],
        };
        tags.iter()
            .chain(&["", "en"])
            .find_map(|tag| self.texts.get(*tag))
            .or_else(|| self.texts.values().next())
            .map_or("", String::as_str)
    }

    /// Each text with its tag, `""` for the lesson's own language.
    pub fn texts(&self) -> impl Iterator<Item = (&str, &str)> {
        self.texts
            .iter()
            .map(|(tag, text)| (tag.as_str(), text.as_str()))
    }
}

/// A mistake in a lesson file, where it is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
    /// What is wrong.
    pub what: String,
}

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.line, self.column, self.what)
    }
}

impl Fault {
    /// The mistake `what` at the byte `at` of `text`.
    pub fn at(text: &str, at: usize, what: impl Into<String>) -> Fault {
        let before = &text[..floor_char_boundary(text, at.min(text.len()))];
        let line = before.matches('\n').count() + 1;
        let start = before.rfind('\n').map_or(0, |newline| newline + 1);
        // A byte-order mark opening the file takes no column: an editor shows none.
        let counted = match start {
            0 => before.trim_start_matches('\u{feff}'),
            _ => &before[start..],
        };
        Fault {
            line,
            column: counted.chars().count() + 1,
            what: what.into(),
        }
    }
}

/// What the reader of the file says, in a teacher's words where it would name the types
/// the file is read into: a stop's `at` or a caption of the wrong kind.
fn in_plain_words(said: &str) -> String {
    if said.contains("untagged enum AtText") {
        return "a stop's `at` is a step number from 0, `solution:K` (the K-th solution, from 1) \
                or `end`"
            .to_string();
    }
    if said.contains("untagged enum CaptionText") {
        return "a caption or a title is a text in quotes, or a table of texts by language: \
                { en = \"…\", zh = \"…\", zh-TW = \"…\" }"
            .to_string();
    }
    said.to_string()
}

/// The largest char boundary of `text` at or before `at`.
fn floor_char_boundary(text: &str, mut at: usize) -> usize {
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// The file as written, before its values are checked.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct LessonText {
    title: Option<Spanned<CaptionText>>,
    lang: Option<Spanned<String>>,
    #[serde(default, rename = "scene")]
    scenes: Vec<Spanned<SceneText>>,
}

/// A scene as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SceneText {
    problem: Spanned<String>,
    preset: Option<Spanned<String>>,
    file: Option<Spanned<String>>,
    args: Option<Spanned<Vec<String>>>,
    order: Option<Spanned<String>>,
    mode: Option<Spanned<String>>,
    view: Option<Spanned<String>>,
    #[serde(default)]
    tree: bool,
    lang: Option<Spanned<String>>,
    #[serde(default, rename = "stop")]
    stops: Vec<Spanned<StopText>>,
}

/// A stop as written.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct StopText {
    at: Option<Spanned<AtText>>,
    #[serde(rename = "break")]
    condition: Option<Spanned<String>>,
    caption: Spanned<CaptionText>,
}

/// A stop's step as written: a number or a name.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum AtText {
    Number(u64),
    Name(String),
}

/// A caption as written: one text, or a text a language.
#[derive(Debug, Deserialize)]
#[serde(untagged)]
enum CaptionText {
    One(String),
    Each(BTreeMap<String, String>),
}

/// The language tags a caption may be given in.
const CAPTION_TAGS: [&str; 3] = ["en", "zh", "zh-TW"];

impl Lesson {
    /// The language the screen speaks while the scene `index` is shown: the scene's own,
    /// else the lesson's; `None` when neither names one, and the screen keeps its own.
    pub fn lang_of(&self, index: usize) -> Option<Lang> {
        let scene = self.scenes.get(index)?;
        scene.lang.or(self.lang)
    }

    /// The lesson spoken in `lang` throughout, as `--lang` asks: every scene's own
    /// language given up for it.
    pub fn spoken_in(mut self, lang: Lang) -> Lesson {
        self.lang = Some(lang);
        for scene in &mut self.scenes {
            scene.lang = None;
        }
        self
    }

    /// Reads a lesson from its text: the lesson, or every mistake found, in the order of
    /// the file.
    pub fn parse(text: &str) -> Result<Lesson, Vec<Fault>> {
        let read: LessonText = toml::from_str(text).map_err(|error| {
            let at = error.span().map_or(0, |span| span.start);
            vec![Fault::at(text, at, in_plain_words(error.message().trim()))]
        })?;
        let mut faults = Vec::new();
        let mut fault =
            |at: &Range<usize>, what: String| faults.push(Fault::at(text, at.start, what));
        let title = read.title.and_then(|title| read_caption(title, &mut fault));
        let lang = read.lang.and_then(|lang| read_lang(lang, &mut fault));
        if read.scenes.is_empty() {
            fault(&(0..0), "a lesson has at least one [[scene]]".to_string());
        }
        let scenes: Vec<Scene> = (read.scenes.into_iter())
            .filter_map(|scene| {
                let span = scene.span();
                read_scene(scene.into_inner(), span, &mut fault)
            })
            .collect();
        if !faults.is_empty() {
            return Err(faults);
        }
        Ok(Lesson {
            title,
            lang,
            scenes,
        })
    }
}

/// The scene `read`, written at `span`, its mistakes told to `fault`; `None` when its
/// problem is unknown.
fn read_scene(
    read: SceneText,
    span: Range<usize>,
    fault: &mut impl FnMut(&Range<usize>, String),
) -> Option<Scene> {
    let Some(entry) = registry::find(read.problem.get_ref()) else {
        let names: Vec<&str> = registry::PROBLEMS
            .iter()
            .map(|entry| entry.name())
            .collect();
        fault(
            &read.problem.span(),
            format!(
                "unknown problem `{}`: give one of {}",
                read.problem.get_ref(),
                names.join(", ")
            ),
        );
        return None;
    };
    let sources: Vec<(Range<usize>, Source)> = [
        read.preset
            .map(|p| (p.span(), Source::Preset(p.into_inner()))),
        read.file
            .map(|f| (f.span(), Source::File(PathBuf::from(f.into_inner())))),
        read.args.map(|a| (a.span(), Source::Args(a.into_inner()))),
    ]
    .into_iter()
    .flatten()
    .collect();
    let (source_span, source) = match sources.as_slice() {
        [] => (span.clone(), Source::Args(Vec::new())),
        [(span, source)] => (span.clone(), source.clone()),
        [_, (second, _), ..] => {
            fault(
                second,
                "give one of preset, file and args, not several".to_string(),
            );
            (second.clone(), Source::Args(Vec::new()))
        }
    };
    if let Source::Preset(name) = &source
        && !entry.presets().iter().any(|preset| preset.name == name)
    {
        let names: Vec<&str> = entry.presets().iter().map(|preset| preset.name).collect();
        fault(
            &source_span,
            format!(
                "unknown preset `{name}` for {}: give one of {}",
                entry.name(),
                names.join(", ")
            ),
        );
    }
    let order = read
        .order
        .and_then(|order| check_order(entry, order, fault));
    let mode = read.mode.and_then(|mode| match mode.get_ref().as_str() {
        "first" => Some(Mode::First),
        "all" => Some(Mode::All),
        other => {
            fault(
                &mode.span(),
                format!("unknown mode `{other}`: give first or all"),
            );
            None
        }
    });
    let (view, view_span) = match read.view {
        None => (CodeShown::PseudoCode, span.clone()),
        Some(view) => {
            let found = view.get_ref().parse::<CodeShown>();
            if let Err(unknown) = &found {
                fault(&view.span(), unknown.clone());
            }
            (found.unwrap_or(CodeShown::PseudoCode), view.span())
        }
    };
    let lang = read.lang.and_then(|lang| read_lang(lang, fault));
    let mut stop_spans = Vec::new();
    let stops = (read.stops.into_iter())
        .filter_map(|stop| {
            let span = stop.span();
            let (stop, at) = read_stop(stop.into_inner(), span, fault)?;
            stop_spans.push(at);
            Some(stop)
        })
        .collect();
    Some(Scene {
        problem: entry.name(),
        source,
        order,
        mode,
        view,
        tree: read.tree,
        lang,
        stops,
        spans: SceneSpans {
            problem: read.problem.span(),
            source: source_span,
            view: view_span,
            stops: stop_spans,
        },
    })
}

/// The language `lang` names; `None` with the mistake told to `fault`.
fn read_lang(lang: Spanned<String>, fault: &mut impl FnMut(&Range<usize>, String)) -> Option<Lang> {
    let named = Lang::named(lang.get_ref());
    if named.is_none() {
        fault(
            &lang.span(),
            format!(
                "unknown language `{}`: give en, zh or zh-TW",
                lang.get_ref()
            ),
        );
    }
    named
}

/// The order `order` if `entry` has it, else `None` with the mistake told to `fault`.
fn check_order(
    entry: &dyn Entry,
    order: Spanned<String>,
    fault: &mut impl FnMut(&Range<usize>, String),
) -> Option<String> {
    let choices: Vec<&str> = (entry.takes().iter())
        .filter(|takes| takes.name == "order")
        .flat_map(|takes| match takes.kind {
            InputKind::Choice(choices) => choices.iter().map(|choice| choice.name).collect(),
            _ => Vec::new(),
        })
        .collect();
    if choices.contains(&order.get_ref().as_str()) {
        return Some(order.into_inner());
    }
    let what = match choices.is_empty() {
        true => format!("{} has no search orders to choose from", entry.name()),
        false => format!(
            "unknown order `{}` for {}: give one of {}",
            order.get_ref(),
            entry.name(),
            choices.join(", ")
        ),
    };
    fault(&order.span(), what);
    None
}

/// The caption `read`; `None` with its mistake told to `fault`.
fn read_caption(
    read: Spanned<CaptionText>,
    fault: &mut impl FnMut(&Range<usize>, String),
) -> Option<Caption> {
    let span = read.span();
    match read.into_inner() {
        CaptionText::One(text) => Some(Caption::plain(text)),
        CaptionText::Each(texts) => {
            if let Some(tag) = texts
                .keys()
                .find(|tag| !CAPTION_TAGS.contains(&tag.as_str()))
            {
                fault(
                    &span,
                    format!("unknown language `{tag}`: give en, zh or zh-TW"),
                );
                return None;
            }
            Some(Caption { texts })
        }
    }
}

/// The stop `read`, written at `span`, and where its step is written; `None` with its
/// mistakes told to `fault`.
fn read_stop(
    read: StopText,
    span: Range<usize>,
    fault: &mut impl FnMut(&Range<usize>, String),
) -> Option<(Stop, Range<usize>)> {
    let caption = read_caption(read.caption, fault)?;
    let (at, at_span) = match (read.at, read.condition) {
        (Some(at), None) => {
            let target = match at.get_ref() {
                AtText::Number(step) => Ok(Target::Step(*step)),
                AtText::Name(name) => name.parse::<Target>(),
            };
            match target {
                Ok(target) => (At::Step(target), at.span()),
                Err(why) => {
                    fault(&at.span(), why);
                    return None;
                }
            }
        }
        (None, Some(condition)) => match early_mistake(condition.get_ref()) {
            None => (
                At::Break(condition.get_ref().trim().to_string()),
                condition.span(),
            ),
            Some(why) => {
                fault(&condition.span(), why);
                return None;
            }
        },
        (Some(_), Some(condition)) => {
            fault(
                &condition.span(),
                "a stop is at a step or at a break, not both".to_string(),
            );
            return None;
        }
        (None, None) => {
            fault(
                &span,
                "a stop needs `at = N` (a step, \"solution:K\" or \"end\") or `break = \"COND\"`"
                    .to_string(),
            );
            return None;
        }
    };
    Some((Stop { at, caption }, at_span))
}

/// What is wrong with the condition `text` whatever the board: an engine form with a
/// wrong number (`depth=x`) or nothing at all, told with the file's other mistakes; `None`
/// for a good form, and for a text only the board can judge (`行5=3`), which is read when
/// its scene opens.
fn early_mistake(text: &str) -> Option<String> {
    match text.parse::<Condition>() {
        Ok(_) | Err(ConditionError::Unknown(_)) => None,
        Err(why) => Some(why.to_string()),
    }
}
