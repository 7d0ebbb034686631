//! Every relative link of README.md, README.zh.md and docs/*.md leads somewhere: the file
//! it names is in the repository, and the anchor after `#`, in that file or in the same
//! one, is a heading there, named as GitHub names headings.

use std::collections::HashMap;
use std::fs;
use std::path::{Component, Path, PathBuf};

use super::doc_examples::documents;

/// `text` without its HTML comments, whose links are switched off.
pub(crate) fn without_comments(text: &str) -> String {
    let mut kept = String::new();
    let mut rest = text;
    while let Some(start) = rest.find("<!--") {
        kept.push_str(&rest[..start]);
        rest = match rest[start..].find("-->") {
            Some(end) => &rest[start + end + 3..],
            None => "",
        };
    }
    kept.push_str(rest);
    kept
}

/// `text` without its fenced code blocks and code spans, where a `](` is not a link.
fn prose(text: &str) -> String {
    let mut kept = String::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if !fenced {
            // Code spans: every other run between backquotes.
            for (index, part) in line.split('`').enumerate() {
                if index % 2 == 0 {
                    kept.push_str(part);
                }
            }
            kept.push('\n');
        }
    }
    kept
}

/// The targets of the links and pictures of `text`: what is between `](` and `)`.
pub(crate) fn targets(text: &str) -> Vec<String> {
    prose(&without_comments(text))
        .split("](")
        .skip(1)
        .filter_map(|rest| Some(rest.split_once(')')?.0.trim().to_owned()))
        .collect()
}

/// The pictures of `text`: the targets of its `![…](…)`.
pub(crate) fn pictures_shown(text: &str) -> Vec<String> {
    prose(&without_comments(text))
        .split("![")
        .skip(1)
        .filter_map(|rest| {
            let target = rest.split_once("](")?.1;
            Some(target.split_once(')')?.0.trim().to_owned())
        })
        .collect()
}

/// The anchor GitHub gives a heading: lower case, blanks as `-`, and every character
/// that is not a letter, a digit, `-` or `_` left out (a Chinese character is a letter).
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

/// The anchors of the headings of `text`; a heading met again gets `-1`, `-2`….
fn anchors(text: &str) -> Vec<String> {
    let mut seen: HashMap<String, usize> = HashMap::new();
    let mut found = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        let Some(heading) = line.strip_prefix('#') else {
            continue;
        };
        if fenced {
            continue;
        }
        let heading = heading.trim_start_matches('#');
        if !heading.starts_with(' ') {
            continue;
        }
        let name = anchor(&heading.replace('`', ""));
        let count = seen.entry(name.clone()).or_insert(0);
        found.push(match *count {
            0 => name,
            n => format!("{name}-{n}"),
        });
        *count += 1;
    }
    found
}

/// `path` with its `.` and `..` worked out.
fn normal(path: &Path) -> PathBuf {
    let mut parts = PathBuf::new();
    for part in path.components() {
        match part {
            Component::ParentDir => {
                assert!(parts.pop(), "{} leaves the repository", path.display());
            }
            Component::CurDir => {}
            other => parts.push(other),
        }
    }
    parts
}

/// The file a document's relative link names, from the crate's folder.
pub(crate) fn resolve(document: &Path, target: &str) -> PathBuf {
    let folder = document.parent().unwrap_or(Path::new(""));
    normal(&folder.join(target))
}

#[test]
fn every_relative_link_and_anchor_resolves() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut wrong = Vec::new();
    let mut checked = 0;
    for path in documents(root) {
        let document = path.strip_prefix(root).expect("in the crate").to_owned();
        let text = fs::read_to_string(&path).expect("a document");
        for target in targets(&text) {
            if target.contains("://") || target.starts_with("mailto:") {
                continue;
            }
            checked += 1;
            let (file, fragment) = match target.split_once('#') {
                Some((file, fragment)) => (file, Some(fragment)),
                None => (target.as_str(), None),
            };
            let linked = match file {
                "" => document.clone(),
                file => resolve(&document, file),
            };
            if !root.join(&linked).exists() {
                wrong.push(format!(
                    "{}: {target}: no file {}",
                    document.display(),
                    linked.display()
                ));
                continue;
            }
            if let Some(fragment) = fragment {
                let linked_text = fs::read_to_string(root.join(&linked)).unwrap_or_default();
                if !anchors(&linked_text).iter().any(|known| known == fragment) {
                    wrong.push(format!(
                        "{}: {target}: no heading #{fragment} in {}",
                        document.display(),
                        linked.display()
                    ));
                }
            }
        }
    }
    assert!(checked >= 10, "only {checked} relative links found");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

#[test]
fn anchors_are_named_as_github_names_them() {
    assert_eq!(anchor(" The class's own puzzles"), "the-classs-own-puzzles");
    assert_eq!(
        anchor(" 中文: the language switch"),
        "中文-the-language-switch"
    );
    assert_eq!(anchor(" 测验"), "测验");
    assert_eq!(
        anchors("# A\n## A\n```\n# not a heading\n```\n### `--tree` and more"),
        ["a", "a-1", "--tree-and-more"]
    );
    assert_eq!(
        targets("[a](b.md) `[c](d.md)` <!-- ![e](f.svg) --> ![g](docs/h.svg)"),
        ["b.md", "docs/h.svg"]
    );
    assert_eq!(
        pictures_shown("[a](b.svg) <!-- ![e](f.svg) --> ![g](docs/h.svg)"),
        ["docs/h.svg"]
    );
    assert_eq!(
        resolve(Path::new("docs/guide.md"), "../README.md"),
        PathBuf::from("README.md")
    );
}
