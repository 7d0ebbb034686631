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
//! Several players may run at once, and each saves when it is done with a puzzle: a save
//! takes a lock beside the file (`state.txt.lock`, made if missing, never opened through
//! a link, never removed), reads the file again under it, puts over what it finds only the
//! puzzles this player set since its last save, writes the whole through a staged file
//! (renamed into place, never through a link) and lets the lock go. Every puzzle of every
//! player is kept, whoever saves last, and a save with nothing new writes nothing.
//!
//! Nothing of the file is lost for being unreadable. It is read a line at a time, so that
//! a byte that is not UTF-8 costs only its line: a line it cannot read, or a fact it does
//! not know, is kept as it was, in its puzzle, and written back, unless the player set
//! that puzzle again and the line is one of the facts of one value it writes anew (its
//! `step`, its `lang`…); lines before any puzzle are kept at the top. A file cut short (no
//! `end`) gives the puzzles in it, but for its last line when that has no line break. A
//! file it will not interpret (of another version, or not starting as a state file) is
//! not read. Before either of those is replaced, its bytes are copied beside it, to
//! `state.txt.old` or the next free name (`state.txt-2.old`…), which never replaces a file.
//! A file it cannot read at all (a read error, more than [`CAP`] bytes, a symbolic link, a
//! named pipe, a device or a folder at its name) is reported and never replaced: a save
//! refuses and says why. The file is opened without blocking, so that nothing at its name
//! can hold the app up. Files of version 1, which kept no view, are read as they are.

use std::collections::{BTreeMap, BTreeSet};
use std::fs::{self, File};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use anyhow::{Context, bail};

use super::free_name;
use super::regular_file::{Links, ReadError, read_regular};
use super::staged_file::StagedFile;
use super::words as said;
use crate::app::words::words;
use crate::app::{Lang, Message};
use crate::engine::Condition;
use crate::problems::Numbering;

words! {
    /// The note when lines of the state file could not be read and are kept as written:
    /// {0} its path, {1} the lines' numbers, {2} how many.
    STATE_LINES_SKIPPED = "state-lines-skipped" (path, lines, count);
    /// The note when a save kept the old state file beside the new one: {0} the state
    /// file's path, {1} the path of the copy.
    STATE_KEPT_OLD = "state-kept-old" (path, old);
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

/// The most bytes the file is read to: room for thousands of puzzles, and a bound on what
/// a file left at its name can make the app read. A larger file is not read, and not
/// replaced; a save that would write more refuses.
pub const CAP: u64 = 4 << 20;

/// What the file keeps of one puzzle.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Kept {
    /// What the player remembers of it.
    state: Remembered,
    /// Its lines that could not be read, as they were, without their line breaks: written
    /// back, so that what a newer version or a hand wrote is not lost.
    unread: Vec<Vec<u8>>,
}

/// Everything the file holds: each puzzle's state under its key, the lines it could not
/// read, and which puzzles this player set since it last saved.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StateFile {
    puzzles: BTreeMap<String, Kept>,
    /// Lines that belong to no puzzle read (before the first, or under a `puzzle` line
    /// that cannot be read), as they were: written back at the top.
    stray: Vec<Vec<u8>>,
    /// The numbers of the lines that could not be read when the file was loaded.
    skipped: Vec<usize>,
    /// The puzzles set since the last save: what a save puts over the file it finds.
    pending: BTreeSet<String>,
}

/// What is wrong with a state file, said when it is loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Damage {
    /// It has nothing in it.
    Empty,
    /// It was written by another version of the app: not read, and copied beside it
    /// before it is replaced.
    Version(String),
    /// It has no `end`: what is whole of it is read, and it is copied beside it before it
    /// is replaced.
    Truncated,
    /// It does not start as a state file: not read, and copied beside it before it is
    /// replaced.
    Garbage,
    /// A symbolic link stands in its place: not read through, and never replaced.
    Link,
    /// It cannot be read at all, for this reason (permission denied, a named pipe…): it
    /// is never replaced.
    Unreadable(String),
    /// These lines of it could not be read: kept as they are, and the rest read.
    Skipped(Vec<usize>),
}

impl Damage {
    /// The note said about it in the app.
    pub fn note(&self, path: &Path) -> Message {
        let path = path.display().to_string();
        match self {
            Damage::Empty => Message::new(said::STATE_EMPTY, &[&path]),
            Damage::Version(version) => Message::new(said::STATE_VERSION, &[&path, version]),
            Damage::Truncated => Message::new(said::STATE_TRUNCATED, &[&path]),
            Damage::Garbage => Message::new(said::STATE_GARBAGE, &[&path]),
            Damage::Link => Message::new(said::STATE_LINK, &[&path]),
            Damage::Unreadable(why) => Message::new(said::STATE_UNREADABLE, &[&path, why]),
            Damage::Skipped(lines) => {
                let numbers: Vec<String> = lines.iter().map(usize::to_string).collect();
                let count = lines.len();
                Message::new(STATE_LINES_SKIPPED, &[&path, &numbers.join(", "), &count])
            }
        }
    }

    /// Whether the file's bytes are copied beside it before it is replaced: it was not
    /// read whole, and writing what was read would lose the rest.
    fn keeps_old(&self) -> bool {
        matches!(
            self,
            Damage::Version(_) | Damage::Truncated | Damage::Garbage
        )
    }
}

impl StateFile {
    /// What is remembered of the puzzle `key`.
    pub fn get(&self, key: &str) -> Option<&Remembered> {
        self.puzzles.get(key).map(|kept| &kept.state)
    }

    /// Remembers `state` for the puzzle `key`, to be put over the file at the next
    /// [`save`](StateFile::save).
    pub fn set(&mut self, key: &str, state: Remembered) {
        let key = one_line(key);
        self.puzzles.entry(key.clone()).or_default().state = state;
        self.pending.insert(key);
    }

    /// The numbers of the lines that could not be read when the file was loaded: lines
    /// it cannot read and facts it does not know, kept as they are.
    pub fn skipped(&self) -> &[usize] {
        &self.skipped
    }

    /// Reads a file's bytes a line at a time: what it holds, and what is wrong with it.
    fn read(bytes: &[u8]) -> (StateFile, Option<Damage>) {
        if bytes.is_empty() {
            return (StateFile::default(), Some(Damage::Empty));
        }
        // A last line without its line break may have been cut anywhere.
        let (body, cut) = match bytes.strip_suffix(b"\n") {
            Some(body) => (body, false),
            None => (bytes, true),
        };
        let lines: Vec<&[u8]> = body.split(|&byte| byte == b'\n').collect();
        match std::str::from_utf8(trim_cr(lines[0])) {
            Ok(HEADER | HEADER_1) => {}
            Ok(line) if line.starts_with(HEADER_START) => {
                let version = line[HEADER_START.len()..].to_string();
                return (StateFile::default(), Some(Damage::Version(version)));
            }
            _ => return (StateFile::default(), Some(Damage::Garbage)),
        }
        let last = lines
            .iter()
            .map(|line| trim_cr(line))
            .rfind(|line| !line.is_empty());
        let whole = last == Some(FOOTER.as_bytes());
        let read_up_to = match (whole, cut) {
            (false, true) => lines.len() - 1,
            _ => lines.len(),
        };
        let mut file = StateFile::default();
        let mut current: Option<String> = None;
        for (index, &raw) in lines.iter().enumerate().take(read_up_to).skip(1) {
            let line = trim_cr(raw);
            // An `end` before the last line stops nothing: two files put together read as
            // one.
            if line.is_empty() || line == FOOTER.as_bytes() {
                continue;
            }
            let text = std::str::from_utf8(line).ok();
            if word_of(line) == b"puzzle" {
                // A key that cannot be read leaves its lines to no puzzle.
                current = text.map(|text| text.split_once(' ').map_or("", |(_, key)| key).into());
                if let Some(key) = &current {
                    file.puzzles.entry(key.clone()).or_default();
                    continue;
                }
            }
            let mut kept = current.as_ref().and_then(|key| file.puzzles.get_mut(key));
            let read = match (kept.as_deref_mut(), text) {
                (Some(kept), Some(text)) => {
                    let (word, rest) = text.split_once(' ').unwrap_or((text, ""));
                    read_fact(&mut kept.state, word, rest)
                }
                _ => None,
            };
            if read.is_none() {
                file.skipped.push(index + 1);
                match kept {
                    Some(kept) => kept.unread.push(raw.to_vec()),
                    None => file.stray.push(raw.to_vec()),
                }
            }
        }
        let damage = match whole {
            false => Some(Damage::Truncated),
            true if file.skipped.is_empty() => None,
            true => Some(Damage::Skipped(file.skipped.clone())),
        };
        (file, damage)
    }

    /// The file's bytes: the header, the stray lines, each puzzle's lines that could not
    /// be read and then its facts, and `end`.
    fn print(&self) -> Vec<u8> {
        let mut bytes = format!("{HEADER}\n").into_bytes();
        for line in &self.stray {
            bytes.extend_from_slice(line);
            bytes.push(b'\n');
        }
        for (key, kept) in &self.puzzles {
            bytes.extend_from_slice(format!("puzzle {key}\n").as_bytes());
            // Before the facts, so that a fact written anew is the one read last.
            for line in &kept.unread {
                bytes.extend_from_slice(line);
                bytes.push(b'\n');
            }
            bytes.extend_from_slice(facts(&kept.state).as_bytes());
        }
        bytes.extend_from_slice(FOOTER.as_bytes());
        bytes.push(b'\n');
        bytes
    }

    /// Reads the file at `path`, without waiting on anything at its name: empty when there
    /// is none; what can be read of a damaged one, with a note; empty with a note when it
    /// cannot be read at all, is a link, a named pipe, a device or a folder.
    pub fn load(path: &Path) -> (StateFile, Option<Damage>) {
        match read_regular(path, CAP, Links::Refuse) {
            Ok(bytes) => StateFile::read(&bytes),
            Err(ReadError::Missing) => (StateFile::default(), None),
            Err(ReadError::Link) => (StateFile::default(), Some(Damage::Link)),
            Err(why) => (
                StateFile::default(),
                Some(Damage::Unreadable(why.to_string())),
            ),
        }
    }

    /// Puts the puzzles set since the last save over the file at `path`, keeping every
    /// other puzzle in it, whoever wrote it: under a lock beside it, the file is read
    /// again and written back whole, through a staged file, never through a link, its
    /// folder made if need be. Afterwards this holds what the file holds.
    ///
    /// Cheap to call often: with nothing set since the last save it does nothing, and a
    /// file that would not change is not written. A file it will not interpret, or that
    /// is cut short, is first copied beside it (`state.txt.old` or the next free name);
    /// the note returned then says where. A file it cannot read at all (a read error, a
    /// link, a named pipe, a device, a folder, more than [`CAP`] bytes) is not replaced:
    /// the error says why, and what was set is still to be saved.
    pub fn save(&mut self, path: &Path) -> anyhow::Result<Option<Message>> {
        if self.pending.is_empty() {
            return Ok(None);
        }
        let Some(name) = path.file_name() else {
            bail!("cannot write {}: not a file's name", path.display());
        };
        let folder = match path.parent() {
            Some(parent) if !parent.as_os_str().is_empty() => parent,
            _ => Path::new("."),
        };
        fs::create_dir_all(folder).with_context(|| format!("cannot make {}", folder.display()))?;
        let mut lock_name = name.to_os_string();
        lock_name.push(".lock");
        let _lock = Lock::take(&folder.join(lock_name))?;
        let found = match read_regular(path, CAP, Links::Refuse) {
            Ok(bytes) => Some(bytes),
            Err(ReadError::Missing) => None,
            Err(ReadError::Link) => bail!("{}: is a symbolic link; not replaced", path.display()),
            Err(why) => bail!("cannot read {}: {why}; not replaced", path.display()),
        };
        let (mut merged, damage) = match &found {
            Some(bytes) => StateFile::read(bytes),
            None => (StateFile::default(), None),
        };
        for key in &self.pending {
            let Some(mine) = self.puzzles.get(key) else {
                continue;
            };
            let kept = merged.puzzles.entry(key.clone()).or_default();
            kept.unread.retain(|line| !written_anew(&mine.state, line));
            kept.state = mine.state.clone();
        }
        let bytes = merged.print();
        if bytes.len() as u64 > CAP {
            bail!("cannot write {}: larger than {CAP} bytes", path.display());
        }
        let mut note = None;
        if found.as_ref() != Some(&bytes) {
            if let (Some(old), true) = (&found, damage.as_ref().is_some_and(Damage::keeps_old)) {
                let stem = name.to_string_lossy();
                let copy = free_name::save_new(folder, &stem, &[("old", old.as_slice())])?;
                let copy = folder.join(format!("{copy}.old"));
                // As private as the file it copies.
                if let Ok(found) = fs::symlink_metadata(path) {
                    let _ = fs::set_permissions(&copy, found.permissions());
                }
                note = Some(Message::new(
                    STATE_KEPT_OLD,
                    &[&path.display(), &copy.display()],
                ));
            }
            let mut staged = StagedFile::create_new(path)?;
            staged
                .write_all(&bytes)
                .with_context(|| format!("cannot write {}", path.display()))?;
            // The commit replaces only a regular file, and never a link.
            staged.commit()?;
        }
        self.puzzles = merged.puzzles;
        self.stray = merged.stray;
        self.pending.clear();
        Ok(note)
    }
}

/// The lock beside the state file, held while a save reads it and writes it back, so that
/// two players saving at once each put their puzzles over what the other wrote.
struct Lock(Option<File>);

impl Lock {
    /// Waits for the lock in the file `path`, which is made if missing and never opened
    /// through a link. Where the platform has no such lock, the save goes on without it.
    fn take(path: &Path) -> anyhow::Result<Lock> {
        let file = open_lock(path).with_context(|| format!("cannot lock {}", path.display()))?;
        let metadata = file
            .metadata()
            .with_context(|| format!("cannot lock {}", path.display()))?;
        if !metadata.is_file() {
            bail!("cannot lock {}: not a regular file", path.display());
        }
        loop {
            match file.lock() {
                Ok(()) => return Ok(Lock(Some(file))),
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) if error.kind() == io::ErrorKind::Unsupported => return Ok(Lock(None)),
                Err(error) => {
                    return Err(error).with_context(|| format!("cannot lock {}", path.display()));
                }
            }
        }
    }
}

impl Drop for Lock {
    fn drop(&mut self) {
        // Closing the file lets the lock go too; this says it.
        if let Some(file) = &self.0 {
            let _ = file.unlock();
        }
    }
}

/// The lock file at `path`, made if missing: opened without following a link and without
/// waiting on a named pipe.
#[cfg(unix)]
fn open_lock(path: &Path) -> io::Result<File> {
    use rustix::fs::{Mode, OFlags};
    let flags = OFlags::RDONLY
        | OFlags::CREATE
        | OFlags::NOFOLLOW
        | OFlags::NONBLOCK
        | OFlags::CLOEXEC
        | OFlags::NOCTTY;
    let mode = Mode::RUSR | Mode::WUSR | Mode::RGRP | Mode::ROTH;
    match rustix::fs::open(path, flags, mode) {
        Ok(fd) => Ok(File::from(fd)),
        // O_NOFOLLOW on a link fails with ELOOP (EMLINK on some BSDs).
        Err(rustix::io::Errno::LOOP | rustix::io::Errno::MLINK) => {
            Err(io::Error::other("a symbolic link"))
        }
        Err(errno) => Err(errno.into()),
    }
}

/// The lock file at `path`, made if missing; a link is looked at by name first.
#[cfg(not(unix))]
fn open_lock(path: &Path) -> io::Result<File> {
    if fs::symlink_metadata(path).is_ok_and(|found| found.is_symlink()) {
        return Err(io::Error::other("a symbolic link"));
    }
    fs::OpenOptions::new()
        .read(true)
        .write(true)
        .create(true)
        .truncate(false)
        .open(path)
}

/// `line` without the carriage return of a line ending in CR LF.
fn trim_cr(line: &[u8]) -> &[u8] {
    line.strip_suffix(b"\r").unwrap_or(line)
}

/// The first word of `line`, up to its first blank.
fn word_of(line: &[u8]) -> &[u8] {
    line.split(|&byte| byte == b' ').next().unwrap_or(line)
}

/// Whether `line`, kept unread in a puzzle, is a fact of one value that `state`, set
/// anew, writes again: then the new one stands in its place.
fn written_anew(state: &Remembered, line: &[u8]) -> bool {
    match word_of(line) {
        b"step" => true,
        b"all" => state.all.is_some(),
        b"lang" => state.lang.is_some(),
        b"numbering" => state.numbering.is_some(),
        b"order" => state.order.is_some(),
        b"panels" => state.panels.is_some(),
        b"code" => state.code.is_some(),
        _ => false,
    }
}

/// The lines of the facts of `state`, each with its line break.
fn facts(state: &Remembered) -> String {
    let mut text = format!("step {}\n", state.step);
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
    text
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
#[path = "state_file_tests.rs"]
mod tests;
