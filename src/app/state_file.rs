//! The player's state file: for each puzzle played, the step it was left at, its mode,
//! its bookmarks and its breakpoints, and the whole view it was seen in (the language,
//! the numbering, the order, the panels shown and the code), so that a lesson picks up
//! where it stopped, as it looked.
//!
//! The file is plain text, one fact a line, so that a teacher can read it and a damaged
//! one is seen to be damaged:
//!
//! ```text
//! backtrack state 2
//! puzzle 8 queens |
//! step 120
//! all yes
//! bookmark 7 row 3 has no free column
//! break depth=5
//! break place 4:2
//! lang zh-CN
//! numbering 1
//! panels tree moments
//! code putQueen(x)
//! end
//! ```
//!
//! A puzzle is kept under the key it was opened with (its problem, size or givens, and
//! the order the command line asked for); an order switched on screen is a fact of it,
//! `order mrv`, and the puzzle opens again in that order. Breakpoints are kept in the
//! engine's own numbers (`place 4:2`), whatever the numbering, and shown in the problem's
//! words.
//!
//! A file that is not whole (empty, cut short, of another version, or a symbolic link in
//! its place) is ignored with a one-line note, never an error; a line it cannot read,
//! or a fact it does not know, is skipped with a one-line note and the rest is kept.
//! Files of version 1, which kept no view, are read as they are. The file is replaced
//! whole, through a staged file, and never through a link.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use super::words::words;
use super::{Lang, Message, export::staged_file::StagedFile, player::words as lesson};
use crate::engine::Condition;
use crate::problems::Numbering;

words! {
    /// The note when lines of the state file were skipped: {0} its path, {1} the lines'
    /// numbers, {2} how many.
    STATE_LINES_SKIPPED = "state-lines-skipped" (path, lines, count);
}

/// The first line of the file, with its version.
const HEADER: &str = "backtrack state 2";
/// The first line of the files of version 1, read as they are.
const HEADER_1: &str = "backtrack state 1";
/// The start of the first line of any version.
const HEADER_START: &str = "backtrack state ";
/// The last line: a file without it was cut short.
const FOOTER: &str = "end";
/// The environment variable that names the folder of the state file instead.
pub const STATE_DIR_VAR: &str = "BACKTRACK_STATE_DIR";
/// The file's name in its folder.
const FILE_NAME: &str = "state.txt";

/// The word of the code view that is the pseudo-code rather than a tutorial's routine.
pub const PSEUDO_CODE: &str = "pseudo-code";

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
    /// The language it was seen in.
    pub lang: Option<Lang>,
    /// How places were numbered.
    pub numbering: Option<Numbering>,
    /// The order the search ran in, by the name `--order` takes, when the problem has
    /// several.
    pub order: Option<String>,
    /// The panels that come and go: which were shown.
    pub panels: Option<Panels>,
    /// The code shown: a tutorial's routine, such as `putQueen(x)`, or [`PSEUDO_CODE`].
    pub code: Option<String>,
}

/// The player's panels that a key shows and hides.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Panels {
    /// The search tree (`t`).
    pub tree: bool,
    /// The moments: bookmarks, breakpoints and solutions (`K`).
    pub moments: bool,
}

impl Panels {
    /// The line's words: the panels shown, or `none`.
    fn print(self) -> String {
        let shown: Vec<&str> = [(self.tree, "tree"), (self.moments, "moments")]
            .into_iter()
            .filter_map(|(shown, name)| shown.then_some(name))
            .collect();
        match shown.is_empty() {
            true => "none".to_string(),
            false => shown.join(" "),
        }
    }

    /// Reads what [`print`](Panels::print) writes; `None` for a word it does not know.
    fn parse(text: &str) -> Option<Panels> {
        let mut panels = Panels::default();
        for word in text.split_whitespace() {
            match word {
                "tree" => panels.tree = true,
                "moments" => panels.moments = true,
                "none" => {}
                _ => return None,
            }
        }
        Some(panels)
    }
}

/// Everything the file holds: each puzzle's state under its key, and the lines it
/// skipped when read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StateFile {
    puzzles: BTreeMap<String, Remembered>,
    skipped: Vec<usize>,
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
    /// These lines of it were skipped, and the rest read.
    Skipped(Vec<usize>),
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
            Damage::Skipped(lines) => {
                let numbers: Vec<String> = lines.iter().map(usize::to_string).collect();
                let count = lines.len();
                Message::new(STATE_LINES_SKIPPED, &[&path, &numbers.join(", "), &count])
            }
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

    /// The numbers of the lines skipped when the file was read: lines it could not read
    /// and facts it does not know.
    pub fn skipped(&self) -> &[usize] {
        &self.skipped
    }

    /// Reads the file's text; a line it cannot read is skipped, and said in
    /// [`skipped`](StateFile::skipped).
    pub fn parse(text: &str) -> Result<StateFile, Damage> {
        let mut lines = text.lines().enumerate();
        match lines.next() {
            None => return Err(Damage::Empty),
            Some((_, HEADER | HEADER_1)) => {}
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
            // A fact before any puzzle belongs to none.
            let read = match &mut current {
                Some((_, state)) => read_fact(state, word, rest),
                None => None,
            };
            if read.is_none() {
                file.skipped.push(index + 1);
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
            if let Some(lang) = state.lang {
                text += &format!("lang {}\n", lang.tag());
            }
            if let Some(numbering) = state.numbering {
                text += &format!("numbering {}\n", numbering.of(0));
            }
            if let Some(order) = &state.order {
                text += &format!("order {}\n", one_line(order));
            }
            if let Some(panels) = state.panels {
                text += &format!("panels {}\n", panels.print());
            }
            if let Some(code) = &state.code {
                text += &format!("code {}\n", one_line(code));
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
            Ok(file) if file.skipped.is_empty() => (file, None),
            Ok(file) => {
                let skipped = Damage::Skipped(file.skipped.clone());
                (file, Some(skipped))
            }
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

/// Takes the fact `word rest` into `state`; `None` when it is not one it knows, or
/// cannot be read.
fn read_fact(state: &mut Remembered, word: &str, rest: &str) -> Option<()> {
    match word {
        "step" => state.step = rest.parse().ok()?,
        "all" => {
            state.all = Some(match rest {
                "yes" => true,
                "no" => false,
                _ => return None,
            })
        }
        "bookmark" => {
            let (step, caption) = rest.split_once(' ').unwrap_or((rest, ""));
            state
                .bookmarks
                .push((step.parse().ok()?, caption.to_string()));
        }
        "break" => state.breaks.push(rest.parse().ok()?),
        "lang" => state.lang = Some(*Lang::ALL.iter().find(|lang| lang.tag() == rest)?),
        "numbering" => {
            state.numbering = Some(match rest {
                "0" => Numbering::FromZero,
                "1" => Numbering::FromOne,
                _ => return None,
            })
        }
        "order" if !rest.is_empty() => state.order = Some(rest.to_string()),
        "panels" => state.panels = Some(Panels::parse(rest)?),
        "code" if !rest.is_empty() => state.code = Some(rest.to_string()),
        _ => return None,
    }
    Some(())
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
                lang: Some(Lang::ZhTw),
                numbering: Some(Numbering::FromOne),
                order: None,
                panels: Some(Panels {
                    tree: true,
                    moments: false,
                }),
                code: Some("putQueen(x)".into()),
            },
        );
        file.set(
            "4×4 sudoku | 1000000000000000",
            Remembered {
                order: Some("mrv".into()),
                panels: Some(Panels::default()),
                code: Some(PSEUDO_CODE.into()),
                ..Remembered::default()
            },
        );
        file
    }

    #[test]
    fn bookmarks_and_breakpoints_come_back_from_the_text() {
        let file = sample();
        let text = file.print();
        assert!(text.starts_with("backtrack state 2\n"));
        assert!(text.contains("bookmark 7 第三行没有空列\n"));
        assert!(text.contains("break place 4:7\n"));
        assert_eq!(StateFile::parse(&text), Ok(file));
    }

    #[test]
    fn the_view_comes_back_from_the_text() {
        let text = sample().print();
        for line in [
            "lang zh-TW\n",
            "numbering 1\n",
            "panels tree\n",
            "code putQueen(x)\n",
            "order mrv\n",
            "panels none\n",
            "code pseudo-code\n",
        ] {
            assert!(text.contains(line), "{line}");
        }
        let read = StateFile::parse(&text).expect("read");
        let sudoku = read.get("4×4 sudoku | 1000000000000000").expect("kept");
        assert_eq!(sudoku.order.as_deref(), Some("mrv"));
        assert_eq!(
            read.get("8 queens |").and_then(|q| q.lang),
            Some(Lang::ZhTw)
        );
    }

    #[test]
    fn a_file_of_version_1_reads_as_it_did() {
        let text = "backtrack state 1\npuzzle 8 queens |\nstep 120\nall yes\n\
                    bookmark 7 row 3 has no free column\nbreak depth=5\nend\n";
        let file = StateFile::parse(text).expect("read");
        let queens = file.get("8 queens |").expect("kept");
        assert_eq!(
            queens,
            &Remembered {
                step: 120,
                all: Some(true),
                bookmarks: vec![(7, "row 3 has no free column".into())],
                breaks: vec![Condition::Depth(5)],
                ..Remembered::default()
            }
        );
        assert!(file.skipped().is_empty());
    }

    #[test]
    fn a_line_it_cannot_read_is_skipped_and_the_rest_kept() {
        let text = sample()
            .print()
            .replace("step 120", "step many")
            .replace("lang zh-TW", "lang klingon")
            .replace("numbering 1\n", "numbering 1\nsparkles on\n");
        let file = StateFile::parse(&text).expect("read");
        assert_eq!(file.skipped(), [8, 14, 16]);
        let queens = file.get("8 queens |").expect("kept");
        assert_eq!((queens.step, queens.lang), (0, None));
        assert_eq!(queens.breaks.len(), 2);
        assert_eq!(queens.numbering, Some(Numbering::FromOne));
        let note = Damage::Skipped(file.skipped().to_vec())
            .note(Path::new("state.txt"))
            .get(Lang::En)
            .to_string();
        assert_eq!(
            note,
            "the state file state.txt: lines 8, 14, 16 cannot be read: skipped, the rest kept"
        );
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
        // A fact before any puzzle belongs to none.
        let stray = text.replace("puzzle 4×4 sudoku | 1000000000000000\n", "");
        let stray = StateFile::parse(&stray).expect("read");
        assert_eq!(stray.skipped(), (2..=5).collect::<Vec<_>>());
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
            (b"backtrack state 3\nend\n", Damage::Version("3".into())),
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
