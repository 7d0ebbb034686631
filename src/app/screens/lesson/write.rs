//! A lesson written back as a file, in the form a teacher writes by hand: what
//! [`Lesson::parse`](super::Lesson::parse) reads again into the same lesson.

use std::fmt::Write;

use super::{At, CodeShown, Lesson, Mode, Source};

/// The text of `lesson`'s file.
pub fn write(lesson: &Lesson) -> String {
    let mut text = String::new();
    if let Some(title) = &lesson.title {
        let _ = writeln!(text, "title = {}", caption(title));
    }
    if let Some(lang) = lesson.lang {
        let _ = writeln!(text, "lang = {}", quoted(lang.tag()));
    }
    for scene in &lesson.scenes {
        let _ = writeln!(text, "\n[[scene]]\nproblem = {}", quoted(scene.problem));
        match &scene.source {
            Source::Preset(name) => {
                let _ = writeln!(text, "preset = {}", quoted(name));
            }
            Source::File(path) => {
                let _ = writeln!(text, "file = {}", quoted(&path.to_string_lossy()));
            }
            Source::Args(args) => {
                let args: Vec<String> = args.iter().map(|arg| quoted(arg)).collect();
                let _ = writeln!(text, "args = [{}]", args.join(", "));
            }
        }
        if let Some(order) = &scene.order {
            let _ = writeln!(text, "order = {}", quoted(order));
        }
        if let Some(mode) = scene.mode {
            let mode = match mode {
                Mode::First => "first",
                Mode::All => "all",
            };
            let _ = writeln!(text, "mode = {}", quoted(mode));
        }
        if scene.view != CodeShown::PseudoCode {
            let _ = writeln!(text, "view = {}", quoted(scene.view.name()));
        }
        if scene.tree {
            let _ = writeln!(text, "tree = true");
        }
        if let Some(lang) = scene.lang {
            let _ = writeln!(text, "lang = {}", quoted(lang.tag()));
        }
        for stop in &scene.stops {
            let _ = writeln!(text, "\n[[scene.stop]]");
            let _ = match &stop.at {
                At::Step(super::Target::Step(step)) => writeln!(text, "at = {step}"),
                At::Step(super::Target::Solution(k)) => {
                    writeln!(text, "at = {}", quoted(&format!("solution:{k}")))
                }
                At::Step(super::Target::End) => writeln!(text, "at = \"end\""),
                At::Break(condition) => writeln!(text, "break = {}", quoted(condition)),
            };
            let _ = writeln!(text, "caption = {}", caption(&stop.caption));
        }
    }
    text
}

/// A caption as a TOML value: a string in the lesson's language, else a table of them.
fn caption(caption: &super::Caption) -> String {
    let texts: Vec<(&str, &str)> = caption.texts().collect();
    match texts.as_slice() {
        [("", text)] => quoted(text),
        texts => {
            let each: Vec<String> = (texts.iter())
                .map(|(tag, text)| format!("{} = {}", key(tag), quoted(text)))
                .collect();
            format!("{{ {} }}", each.join(", "))
        }
    }
}

/// `text` as a TOML string, escaped.
fn quoted(text: &str) -> String {
    toml::Value::String(text.to_owned()).to_string()
}

/// A language tag as a TOML key: bare when it can be (`en`), quoted otherwise.
fn key(tag: &str) -> String {
    match !tag.is_empty()
        && tag
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
    {
        true => tag.to_owned(),
        false => quoted(tag),
    }
}
