//! The player's state file: for each puzzle played, the step it was left at, its mode,
//! its bookmarks and its breakpoints, so that a lesson picks up where it stopped.
//!
//! The file is plain text, one fact a line, so that a teacher can read it and a damaged
//! one is seen to be damaged:
//!
//! ```text
//! backtrack state 1
//! puzzle 8 queens |
//! step 120
//! all yes
//! bookmark 7 row 3 has no free column
//! break depth=5
//! end
//! ```
//!
//! A file that is not whole (empty, cut short, of another version, with a line it does
//! not know, or a symbolic link in its place) is ignored with a one-line note, never an
//! error; it is replaced whole, through a staged file, and never through a link.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use super::{Message, export::staged_file::StagedFile, player::words as lesson};
use crate::engine::Condition;

/// The first line of the file, with its version.
const HEADER: &str = "backtrack state 1";
/// The start of the first line of any version.
const HEADER_START: &str = "backtrack state ";
/// The last line: a file without it was cut short.
const FOOTER: &str = "end";
/// The environment variable that names the folder of the state file instead.
pub const STATE_DIR_VAR: &str = "BACKTRACK_STATE_DIR";
/// The file's name in its folder.
const FILE_NAME: &str = "state.txt";

/// What the player remembers of one puzzle.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Remembered {
    /// The step it was left at.
    pub step: u64,
    /// Whether it searched for every solution rather than the first.
    pub all: Option<bool>,
    /// The bookmarks, step and caption, in step order.
    pub bookmarks: Vec<(u64, String)>,
    /// The breakpoints.
    pub breaks: Vec<Condition>,
}

/// Everything the file holds: each puzzle's state under its key.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StateFile {
    puzzles: BTreeMap<String, Remembered>,
}

/// Why a state file was not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Damage {
    /// It has nothing in it.
    Empty,
    /// It was written by another version of the app.
    Version(String),
    /// It ends before its last line.
    Truncated,
    /// This line of it means nothing.
    Garbage(usize),
    /// A symbolic link stands in its place.
    Link,
    /// It cannot be read.
    Unreadable,
}

impl Damage {
    /// The note said about it in the app.
    pub fn note(&self, path: &Path) -> Message {
        let path = path.display().to_string();
        match self {
            Damage::Empty => Message::new(lesson::STATE_EMPTY, &[&path]),
            Damage::Version(version) => Message::new(lesson::STATE_VERSION, &[&path, version]),
            Damage::Truncated => Message::new(lesson::STATE_TRUNCATED, &[&path]),
            Damage::Garbage(line) => Message::new(lesson::STATE_GARBAGE, &[&path, line]),
            Damage::Link => Message::new(lesson::STATE_LINK, &[&path]),
            Damage::Unreadable => Message::new(lesson::STATE_UNREADABLE, &[&path]),
        }
    }
}

impl StateFile {
    /// What is remembered of the puzzle `key`.
    pub fn get(&self, key: &str) -> Option<&Remembered> {
        self.puzzles.get(key)
    }

    /// Remembers `state` for the puzzle `key`.
    pub fn set(&mut self, key: &str, state: Remembered) {
        self.puzzles.insert(one_line(key), state);
    }

    /// Reads the file's text.
    pub fn parse(text: &str) -> Result<StateFile, Damage> {
        let mut lines = text.lines().enumerate();
        match lines.next() {
            None => return Err(Damage::Empty),
            Some((_, HEADER)) => {}
            Some((_, line)) if line.starts_with(HEADER_START) => {
                let version = line[HEADER_START.len()..].to_string();
                return Err(Damage::Version(version));
            }
            Some(_) => return Err(Damage::Garbage(1)),
        }
        if text.lines().last() != Some(FOOTER) {
            return Err(Damage::Truncated);
        }
        let mut file = StateFile::default();
        let mut current: Option<(String, Remembered)> = None;
        for (index, line) in lines {
            let garbage = || Damage::Garbage(index + 1);
            if line == FOOTER {
                if let Some((key, state)) = current.take() {
                    file.puzzles.insert(key, state);
                }
                return Ok(file);
            }
            let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
            if word == "puzzle" {
                if let Some((key, state)) = current.take() {
                    file.puzzles.insert(key, state);
                }
                current = Some((rest.to_string(), Remembered::default()));
                continue;
            }
            let Some((_, state)) = &mut current else {
                return Err(garbage());
            };
            match word {
                "step" => state.step = rest.parse().map_err(|_| garbage())?,
                "all" => {
                    state.all = Some(match rest {
                        "yes" => true,
                        "no" => false,
                        _ => return Err(garbage()),
                    })
                }
                "bookmark" => {
                    let (step, caption) = rest.split_once(' ').unwrap_or((rest, ""));
                    let step = step.parse().map_err(|_| garbage())?;
                    state.bookmarks.push((step, caption.to_string()));
                }
                "break" => state.breaks.push(rest.parse().map_err(|_| garbage())?),
                _ => return Err(garbage()),
            }
        }
        Err(Damage::Truncated)
    }

    /// The file's text.
    pub fn print(&self) -> String {
        let mut text = format!("{HEADER}\n");
        for (key, state) in &self.puzzles {
            text += &format!("puzzle {key}\nstep {}\n", state.step);
            if let Some(all) = state.all {
                text += &format!("all {}\n", if all { "yes" } else { "no" });
            }
            for (step, caption) in &state.bookmarks {
                text += &format!("bookmark {step} {}\n", one_line(caption));
            }
            for condition in &state.breaks {
                text += &format!("break {condition}\n");
            }
        }
        text + FOOTER + "\n"
    }

    /// Reads the file at `path`: empty when there is none, and empty with a note when it
    /// is damaged or a link.
    pub fn load(path: &Path) -> (StateFile, Option<Damage>) {
        match fs::symlink_metadata(path) {
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
                return (StateFile::default(), None);
            }
            Ok(found) if found.is_symlink() => return (StateFile::default(), Some(Damage::Link)),
            _ => {}
        }
        let read = fs::read(path)
            .ok()
            .and_then(|bytes| String::from_utf8(bytes).ok());
        let Some(text) = read else {
            return (StateFile::default(), Some(Damage::Unreadable));
        };
        match StateFile::parse(&text) {
            Ok(file) => (file, None),
            Err(damage) => (StateFile::default(), Some(damage)),
        }
    }

    /// Writes the file at `path` whole, making its folder if need be; never through a
    /// symbolic link.
    pub fn save(&self, path: &Path) -> anyhow::Result<()> {
        if let Some(folder) = path.parent() {
            fs::create_dir_all(folder)?;
        }
        StagedFile::write(path, self.print().as_bytes())?;
        Ok(())
    }
}

/// `text` on one line: line breaks made blanks.
fn one_line(text: &str) -> String {
    text.replace(['\n', '\r'], " ")
}

/// Where the state file is: in the folder [`STATE_DIR_VAR`] names, else in the platform's
/// folder for an app's state (or its local data, where it has none for state).
pub fn location() -> Option<PathBuf> {
    if let Some(folder) = std::env::var_os(STATE_DIR_VAR).filter(|folder| !folder.is_empty()) {
        return Some(PathBuf::from(folder).join(FILE_NAME));
    }
    let dirs = directories::ProjectDirs::from("", "", "backtrack")?;
    let folder = dirs.state_dir().unwrap_or_else(|| dirs.data_local_dir());
    Some(folder.join(FILE_NAME))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> StateFile {
        let mut file = StateFile::default();
        file.set(
            "8 queens |",
            Remembered {
                step: 120,
                all: Some(true),
                bookmarks: vec![(7, "第三行没有空列".into()), (13, String::new())],
                breaks: vec![Condition::Depth(5), Condition::Place { slot: 4, choice: 7 }],
            },
        );
        file.set("4×4 sudoku | 1000000000000000", Remembered::default());
        file
    }

    #[test]
    fn bookmarks_and_breakpoints_come_back_from_the_text() {
        let file = sample();
        let text = file.print();
        assert!(text.starts_with("backtrack state 1\n"));
        assert!(text.contains("bookmark 7 第三行没有空列\n"));
        assert!(text.contains("break place 4:7\n"));
        assert_eq!(StateFile::parse(&text), Ok(file));
    }

    #[test]
    fn damaged_texts_are_named() {
        let text = sample().print();
        assert_eq!(StateFile::parse(""), Err(Damage::Empty));
        assert_eq!(
            StateFile::parse("backtrack state 7\nend\n"),
            Err(Damage::Version("7".into()))
        );
        assert_eq!(
            StateFile::parse("\u{0}\u{1}garbage"),
            Err(Damage::Garbage(1))
        );
        let cut = &text[..text.len() - 10];
        assert_eq!(StateFile::parse(cut), Err(Damage::Truncated));
        let wrong = text.replace("step 120", "step many");
        assert_eq!(StateFile::parse(&wrong), Err(Damage::Garbage(5)));
        // A fact before any puzzle belongs to none.
        let stray = text.replace("puzzle 4×4 sudoku | 1000000000000000\n", "");
        assert_eq!(StateFile::parse(&stray), Err(Damage::Garbage(2)));
    }

    /// A folder of its own for one test.
    fn scratch(name: &str) -> PathBuf {
        let folder =
            std::env::temp_dir().join(format!("backtrack-state-{name}-{}", std::process::id()));
        let _ = fs::remove_dir_all(&folder);
        fs::create_dir_all(&folder).expect("a scratch folder");
        folder
    }

    #[test]
    fn a_file_is_saved_whole_and_loaded_back() {
        let folder = scratch("round-trip");
        let path = folder.join("deeper").join(FILE_NAME);
        assert_eq!(StateFile::load(&path), (StateFile::default(), None));
        sample().save(&path).expect("saved");
        assert_eq!(StateFile::load(&path), (sample(), None));
        let _ = fs::remove_dir_all(&folder);
    }

    #[test]
    fn a_damaged_file_is_ignored_with_a_note() {
        let folder = scratch("damaged");
        let path = folder.join(FILE_NAME);
        for (text, damage) in [
            (&b""[..], Damage::Empty),
            (b"backtrack state 2\nend\n", Damage::Version("2".into())),
            (
                b"backtrack state 1\npuzzle 8 queens |\nstep 1",
                Damage::Truncated,
            ),
            (b"\xff\xfe not text", Damage::Unreadable),
        ] {
            fs::write(&path, text).expect("written");
            assert_eq!(StateFile::load(&path), (StateFile::default(), Some(damage)));
        }
        let note = Damage::Truncated
            .note(&path)
            .get(crate::app::Lang::En)
            .to_string();
        assert!(note.contains("ignored"), "{note}");
        assert!(!note.contains('\n'));
        let _ = fs::remove_dir_all(&folder);
    }

    #[cfg(unix)]
    #[test]
    fn a_link_in_its_place_is_neither_read_nor_written_through() {
        let folder = scratch("link");
        let elsewhere = folder.join("elsewhere.txt");
        fs::write(&elsewhere, sample().print()).expect("written");
        let path = folder.join(FILE_NAME);
        std::os::unix::fs::symlink(&elsewhere, &path).expect("a link");
        assert_eq!(
            StateFile::load(&path),
            (StateFile::default(), Some(Damage::Link))
        );
        assert!(StateFile::default().save(&path).is_err());
        assert_eq!(
            fs::read_to_string(&elsewhere).expect("kept"),
            sample().print()
        );
        let _ = fs::remove_dir_all(&folder);
    }
}
