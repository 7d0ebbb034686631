//! How a file of the puzzle folder ("My puzzles") is told to be one problem's, read, and
//! opened in that problem's editor: the hook [`PuzzleFiles`] that each problem's view
//! implements (none by default), and the walk over the registry that the folder makes of
//! them, so that the folder names no problem.

use std::marker::PhantomData;
use std::path::PathBuf;

use crate::app::{Message, Screen};
use crate::problems::Puzzle;
use crate::registry::{Ready, every_problem};

/// Opens a file's puzzle in its problem's editor: given the file's name and the folder
/// the editor saves in; `None` when the puzzle read cannot be edited.
pub type OpenEditor = Box<dyn Fn(Option<String>, Option<PathBuf>) -> Option<Box<dyn Screen>>>;

/// A puzzle read from a file by its problem's reader.
pub struct FileRead {
    /// Its first board, checked: opening it cannot fail.
    pub board: Box<dyn Ready>,
    /// What the problem says of it when the file has no comment (a sudoku's side and
    /// givens); `None` to name the problem.
    pub summary: Option<Message>,
    /// How it opens in its problem's editor, if the problem has one.
    pub editor: Option<OpenEditor>,
}

/// How one problem's files are told apart from the others' and read.
pub trait FileReader: Sync {
    /// The extensions (without the dot) of a file that holds this problem's puzzle,
    /// whatever it says, such as `map`.
    fn extensions(&self) -> &'static [&'static str] {
        &[]
    }
    /// The words that start this problem's files, the first word of the first statement,
    /// such as `colours`.
    fn first_words(&self) -> &'static [&'static str] {
        &[]
    }
    /// Whether `text` is this problem's by its look alone, whatever its name and first
    /// word: a maze's rows of `#` and `.`, which the first words cannot tell as their `#`
    /// would start a comment in another problem's file.
    fn claims(&self, _text: &str) -> bool {
        false
    }
    /// What starts a comment in this problem's files, for the line the folder shows of a
    /// file: `#` in most, `;` in a maze's, whose `#` is a wall.
    fn comment_mark(&self) -> char {
        '#'
    }
    /// Whether the problem reads every file that no other problem claims.
    fn reads_the_rest(&self) -> bool {
        false
    }
    /// The puzzle of the file called `name` holding `text`, or the reader's fault in the
    /// words `solve` gives it.
    fn read(&self, name: &str, text: &str) -> Result<FileRead, String>;
}

/// What a problem's view adds to the puzzle folder: every problem of the registry
/// implements it, most with no file of their own.
pub trait PuzzleFiles {
    /// How the problem's files are recognised and read, if the folder holds any.
    fn file_reader() -> Option<&'static dyn FileReader> {
        None
    }
}

/// One problem's reader of files, with the problem's name and title.
#[derive(Clone, Copy)]
pub struct Reader {
    /// The registry's name of the problem, such as `sudoku`.
    pub problem: &'static str,
    /// The id of the problem's title, for a file that says nothing of itself.
    pub title: &'static str,
    /// Its reader.
    pub reader: &'static dyn FileReader,
}

/// The [`PuzzleFiles`] of one problem, whatever its board type.
trait Reads: Sync {
    fn reader(&self) -> Option<Reader>;
}

/// The [`Reads`] of the problem whose board is `P`.
struct ReadBy<P>(PhantomData<fn() -> P>);

impl<P: Puzzle + PuzzleFiles> Reads for ReadBy<P> {
    fn reader(&self) -> Option<Reader> {
        P::file_reader().map(|reader| Reader {
            problem: P::NAME,
            title: P::TITLE,
            reader,
        })
    }
}

/// The [`Reads`] of each board type it is given.
macro_rules! reads {
    ($($board:ty),* $(,)?) => {
        &[$(&ReadBy::<$board>(PhantomData)),*]
    };
}

/// Every problem's reader, in the registry's order.
static READS: &[&dyn Reads] = every_problem!(reads);

/// Every problem's reader of files, in the registry's order.
pub fn readers() -> impl Iterator<Item = Reader> {
    READS.iter().filter_map(|reads| reads.reader())
}
