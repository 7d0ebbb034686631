//! The class's own puzzles: a folder of puzzle files in the formats `solve` reads,
//! listed for the menu's "My puzzles" and written by the editors (sudoku, subset sum,
//! map).
//!
//! The folder is the platform's data folder for the app (`puzzles` under it), unless
//! `--puzzles DIR` or [`PUZZLES_DIR_VAR`] names another, such as a class's shared folder.
//! A file's problem is told by its extension (`.map`, `.subset`, `.maze`), else by its
//! look (rows of `#` walls and `.` squares with an `S` and an `E` are a maze), else by the
//! first word of its first statement (`colours`, `colors` or `region` start a map,
//! `target` or `numbers` a subset-sum puzzle), as each problem's reader says
//! ([`PuzzleFiles`](crate::app::screens::puzzle_files::PuzzleFiles)); anything else is read
//! by the problem that reads the rest (sudoku grids). A file that cannot be read is
//! listed with its one-line error, never a crash.
//!
//! Anything may lie in a shared folder: each file is read once, here, only if it is a
//! regular file (a named pipe, a device or a link to one is refused without waiting) and
//! no larger than [`MAX_BYTES`], its name kept as the system gives it so that a name that
//! is not UTF-8 still opens; the editors and the player get the board read then.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use anyhow::{Context, Result};

use crate::app::files::free_name;
use crate::app::files::regular_file::{Links, ReadError, read_regular};
use crate::app::screens::puzzle_files::{self, OpenEditor, Reader};
use crate::app::{Message, Screen};
use crate::problems::{Given, Puzzle};
use crate::registry::Ready;

/// The environment variable that names the puzzle folder when `--puzzles` does not.
pub const PUZZLES_DIR_VAR: &str = "BACKTRACK_PUZZLES_DIR";

/// No puzzle file is larger: a larger file is listed as too large, not read.
pub const MAX_BYTES: u64 = 1 << 20;

/// The folder `--puzzles` named, set once by the command line before the app starts.
static CHOSEN: OnceLock<PathBuf> = OnceLock::new();

/// Makes `folder` the puzzle folder for the rest of the run: `--puzzles DIR`.
pub fn choose(folder: PathBuf) {
    let _ = CHOSEN.set(folder);
}

/// Where the class's puzzles are: the folder `--puzzles` chose, else the one
/// [`PUZZLES_DIR_VAR`] names, else `puzzles` in the platform's data folder for the app;
/// `None` on a system that has no home for it.
pub fn location() -> Option<PathBuf> {
    if let Some(folder) = CHOSEN.get() {
        return Some(folder.clone());
    }
    if let Some(folder) = std::env::var_os(PUZZLES_DIR_VAR).filter(|folder| !folder.is_empty()) {
        return Some(PathBuf::from(folder));
    }
    let dirs = directories::ProjectDirs::from("", "", "backtrack")?;
    Some(dirs.data_dir().join("puzzles"))
}

/// The reader of the file `path` holding `text`: the problem that claims its extension,
/// else the one that claims its text by its look, else the one that claims the first word
/// of its first statement, else the one that reads the rest; each in the registry's order.
pub fn reader_of(path: &Path, text: &str) -> Option<Reader> {
    let extension = path.extension().and_then(|ext| ext.to_str());
    if let Some(extension) = extension
        && let Some(reader) =
            puzzle_files::readers().find(|reader| reader.reader.extensions().contains(&extension))
    {
        return Some(reader);
    }
    if let Some(reader) = puzzle_files::readers().find(|reader| reader.reader.claims(text)) {
        return Some(reader);
    }
    let first = text
        .lines()
        .map(|line| line.split('#').next().unwrap_or("").trim())
        .find(|line| !line.is_empty())
        .and_then(|line| line.split_whitespace().next())
        .unwrap_or("");
    let first = first.trim_start_matches('\u{feff}');
    puzzle_files::readers()
        .find(|reader| reader.reader.first_words().contains(&first))
        .or_else(|| puzzle_files::readers().find(|reader| reader.reader.reads_the_rest()))
}

/// What a listed file says of itself, for its line in the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum About {
    /// Its first comment line.
    Comment(String),
    /// A file without a comment, as its problem says it (a sudoku's side and givens).
    Summary(Message),
    /// Another problem's file without a comment: the id of the problem's title.
    Problem(&'static str),
}

/// A puzzle read from a file of the folder, ready to play.
pub struct Found {
    /// The registry's name of its problem.
    pub problem: &'static str,
    /// What it says of itself.
    pub about: About,
    /// Its first board, checked: opening it cannot fail.
    pub board: Box<dyn Ready>,
    /// How it opens in its problem's editor, if the problem has one.
    editor: Option<OpenEditor>,
}

impl Found {
    /// Its problem's editor on it, as the file called `name`, saving in `folder`; `None`
    /// when no editor opens it.
    pub fn editor(&self, name: Option<String>, folder: Option<PathBuf>) -> Option<Box<dyn Screen>> {
        self.editor.as_ref().and_then(|open| open(name, folder))
    }
}

impl std::fmt::Debug for Found {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Found")
            .field("problem", &self.problem)
            .field("about", &self.about)
            .field("board", &self.board)
            .finish_non_exhaustive()
    }
}

/// One file of the folder.
#[derive(Debug)]
pub struct Listed {
    /// Its name in the folder as shown: a byte that is not UTF-8 shown as `�`.
    pub name: String,
    /// Its path, as the folder lists it: it opens whatever bytes its name holds.
    pub path: PathBuf,
    /// Its puzzle, or why it cannot be played, in one line.
    pub found: Result<Found, String>,
}

/// Every file of `folder` but hidden ones, by name, each read; an empty list when the
/// folder does not exist yet, and the reason when it cannot be listed.
pub fn list(folder: &Path) -> Result<Vec<Listed>, String> {
    let entries = match fs::read_dir(folder) {
        Ok(entries) => entries,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(error) => return Err(one_line(&error.to_string())),
    };
    let mut listed: Vec<Listed> = entries
        .filter_map(|entry| entry.ok())
        .filter(|entry| !entry.file_name().as_encoded_bytes().starts_with(b"."))
        .map(|entry| {
            let path = entry.path();
            let name = entry.file_name().to_string_lossy().into_owned();
            let found = read(&path)
                .map_err(|error| one_line(&error.replace(&*path.to_string_lossy(), &name)));
            Listed { name, path, found }
        })
        .collect();
    listed.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(listed)
}

/// The puzzle of the file at `path`, or why it cannot be played.
///
/// The file is read once, through a link, only if it is a regular file of at most
/// [`MAX_BYTES`]: a named pipe or a device is refused at once.
pub fn read(path: &Path) -> Result<Found, String> {
    let bytes = read_regular(path, MAX_BYTES, Links::Follow).map_err(|error| match error {
        ReadError::NotRegular(what) => format!("{what}, not a puzzle file"),
        ReadError::TooLarge(cap) => format!("larger than {cap} bytes: not a puzzle file"),
        error => error.to_string(),
    })?;
    let text = String::from_utf8(bytes).map_err(|_| "not text (UTF-8)".to_string())?;
    let Some(Reader {
        problem,
        title,
        reader,
    }) = reader_of(path, &text)
    else {
        return Err("no puzzle found".to_string());
    };
    let comment = first_comment(&text, reader.comment_mark());
    let name = path.file_name().unwrap_or(path.as_os_str());
    let read = reader.read(&name.to_string_lossy(), &text)?;
    let about = match read.summary {
        Some(summary) => About::Summary(summary),
        None => About::Problem(title),
    };
    Ok(Found {
        problem,
        about: comment.map_or(about, About::Comment),
        board: read.board,
        editor: read.editor,
    })
}

/// The first board that `P` loads from `given`, as `solve` loads it, or why not: what a
/// problem's reader makes of the arguments its file holds.
pub fn first_board<P: Puzzle>(given: &Given) -> Result<Box<dyn Ready>, String> {
    let mut input = P::load(given, false).map_err(|error| error.to_string())?;
    match input.next() {
        Some(item) => Ok(Box::new(item.map_err(|error| error.to_string())?.board)),
        None => Err("no puzzle found".to_string()),
    }
}

/// The text of the first comment line of `text`, its comments started by `mark`, if it
/// has one before its first statement and it says something.
fn first_comment(text: &str, mark: char) -> Option<String> {
    let line = text
        .lines()
        .map(|line| line.trim_start_matches('\u{feff}').trim())
        .find(|line| !line.is_empty())?;
    let comment = line.strip_prefix(mark)?.trim();
    (!comment.is_empty()).then(|| one_line(comment))
}

/// `text` on one line, control characters made blanks.
fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// Saves `text` in `folder` (made if need be) as `STEM.EXT`, or the first of
/// `STEM-2.EXT`, `-3`… that is free: never over a file. Returns the path written.
pub fn save_new(folder: &Path, stem: &str, ext: &str, text: &str) -> Result<PathBuf> {
    fs::create_dir_all(folder).with_context(|| format!("cannot make {}", folder.display()))?;
    let saved = free_name::save_new(folder, stem, &[(ext, text.as_bytes())])?;
    Ok(folder.join(format!("{saved}.{ext}")))
}

#[cfg(test)]
#[path = "puzzle_folder_tests.rs"]
mod tests;
