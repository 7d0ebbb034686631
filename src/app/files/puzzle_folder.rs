//! The class's own puzzles: a folder of puzzle files in the formats `solve` reads,
//! listed for the menu's "My puzzles" and written by the editors (sudoku, subset sum,
//! map).
//!
//! The folder is the platform's data folder for the app (`puzzles` under it), unless
//! `--puzzles DIR` or [`PUZZLES_DIR_VAR`] names another, such as a class's shared folder.
//! A file's problem is told by its extension (`.map`, `.subset`) or else by its first
//! statement: `colours`, `colors` or `region` start a map, `target` or `numbers` a
//! subset-sum puzzle, anything else is read as sudoku grids. A file that cannot be read
//! is listed with its one-line error, never a crash.
//!
//! Anything may lie in a shared folder: each file is read once, here, only if it is a
//! regular file (a named pipe, a device or a link to one is refused without waiting) and
//! no larger than [`MAX_BYTES`], its name kept as the system gives it so that a name that
//! is not UTF-8 still opens; the editors and the player get the board read then.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use anyhow::{Context, Result};

use super::free_name;
use super::regular_file::{Links, ReadError, read_regular};
use crate::problems::sudoku::parse::parse_puzzles;
use crate::problems::{CellOrder, ColouringBoard, Given, Shape};
use crate::registry::{self, Ready};

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

/// The problems a puzzle file can hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Sudoku grids, or one puzzle a line, as `solve sudoku FILE` reads them.
    Sudoku,
    /// A map, as `solve graph-colouring FILE` reads it.
    Map,
    /// A `target T` line and a `numbers …` line: `solve subset-sum`'s own arguments.
    SubsetSum,
}

impl Kind {
    /// The registry's name of the problem.
    pub fn problem(self) -> &'static str {
        match self {
            Kind::Sudoku => "sudoku",
            Kind::Map => "graph-colouring",
            Kind::SubsetSum => "subset-sum",
        }
    }

    /// The kind of the file `path` holding `text`: by its extension, else by its first
    /// statement.
    pub fn of(path: &Path, text: &str) -> Kind {
        match path.extension().and_then(|ext| ext.to_str()) {
            Some("map") => return Kind::Map,
            Some("subset") => return Kind::SubsetSum,
            _ => {}
        }
        let first = text
            .lines()
            .map(|line| line.split('#').next().unwrap_or("").trim())
            .find(|line| !line.is_empty())
            .and_then(|line| line.split_whitespace().next())
            .unwrap_or("");
        match first.trim_start_matches('\u{feff}') {
            "colours" | "colors" | "region" => Kind::Map,
            "target" | "numbers" => Kind::SubsetSum,
            _ => Kind::Sudoku,
        }
    }
}

/// What a listed file says of itself, for its line in the list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum About {
    /// Its first comment line.
    Comment(String),
    /// A sudoku without a comment: its side and how many givens it has.
    Sudoku {
        /// The side.
        side: usize,
        /// The givens.
        givens: usize,
    },
    /// Another problem's file without a comment: the id of the problem's title.
    Problem(&'static str),
}

/// A puzzle read from a file of the folder, ready to play.
#[derive(Debug)]
pub struct Found {
    /// Its problem.
    pub kind: Kind,
    /// What it says of itself.
    pub about: About,
    /// Its first board, checked: opening it cannot fail.
    pub board: Box<dyn Ready>,
    /// A sudoku's shape and cells, for the editor.
    pub grid: Option<(Shape, Vec<u8>)>,
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
    let kind = Kind::of(path, &text);
    let comment = first_comment(&text);
    let (board, grid, about) = match kind {
        Kind::Sudoku => {
            let puzzle = parse_puzzles(&text)
                .map_err(|error| format!("line {}: {error}", error.line))?
                .swap_remove(0);
            let board = puzzle
                .board(CellOrder::Row)
                .map_err(|error| format!("line {}: {error}", puzzle.line))?;
            let givens = puzzle.cells.iter().filter(|&&value| value != 0).count();
            let about = About::Sudoku {
                side: puzzle.shape.side(),
                givens,
            };
            let board: Box<dyn Ready> = Box::new(board);
            (board, Some((puzzle.shape, puzzle.cells)), about)
        }
        Kind::Map => {
            let name = path.file_name().unwrap_or(path.as_os_str());
            let board = ColouringBoard::from_map_text(&name.to_string_lossy(), &text)
                .map_err(|error| error.to_string())?;
            (Box::new(board) as Box<dyn Ready>, None, about_problem(kind))
        }
        Kind::SubsetSum => {
            let given = subset_sum_arguments(&text)?;
            (first_board(kind, &given)?, None, about_problem(kind))
        }
    };
    Ok(Found {
        kind,
        about: comment.map_or(about, About::Comment),
        board,
        grid,
    })
}

/// What a file of `kind` without a comment says of itself.
fn about_problem(kind: Kind) -> About {
    let entry = registry::find(kind.problem()).expect("BUG: the folder's problems are listed");
    About::Problem(entry.title())
}

/// The first board the problem of `kind` loads from `given`.
fn first_board(kind: Kind, given: &Given) -> Result<Box<dyn Ready>, String> {
    let entry = registry::find(kind.problem()).expect("BUG: the folder's problems are listed");
    let mut input = entry
        .load(given, false)
        .map_err(|error| error.to_string())?;
    match input.next() {
        Some(item) => Ok(item.map_err(|error| error.to_string())?.board),
        None => Err("no puzzle found".to_string()),
    }
}

/// The arguments of `solve subset-sum` a subset-sum file holds: `target T` and `numbers
/// N…` lines, in either order, `#` starting a comment.
fn subset_sum_arguments(text: &str) -> Result<Given, String> {
    let (mut target, mut numbers) = (None, None);
    for (index, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        let mut words = line.split_whitespace();
        match words.next() {
            None => {}
            Some("target") => target = Some(words.collect::<Vec<_>>().join(" ")),
            Some("numbers") => numbers = Some(words.map(str::to_string).collect::<Vec<_>>()),
            Some(other) => {
                return Err(format!(
                    "line {}: '{other}' is neither `target` nor `numbers`",
                    index + 1
                ));
            }
        }
    }
    let target = target.ok_or("no `target` line")?;
    let numbers = numbers.ok_or("no `numbers` line")?;
    Ok(Given::new()
        .with("target", [target])
        .with("numbers", numbers))
}

/// The text of the first comment line of `text`, if it has one before its first
/// statement and it says something.
fn first_comment(text: &str) -> Option<String> {
    let line = text
        .lines()
        .map(|line| line.trim_start_matches('\u{feff}').trim())
        .find(|line| !line.is_empty())?;
    let comment = line.strip_prefix('#')?.trim();
    (!comment.is_empty()).then(|| one_line(comment))
}

/// `text` on one line, control characters made blanks.
fn one_line(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

/// Saves `text`, a sudoku of side `side`, in `folder` (made if need be) as
/// `sudoku-NxN.txt`, or the first of `sudoku-NxN-2.txt`, `-3`… that is free: never over
/// a file. Returns the path written.
pub fn save_sudoku(folder: &Path, side: usize, text: &str) -> Result<PathBuf> {
    save_new(folder, &format!("sudoku-{side}x{side}"), "txt", text)
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
