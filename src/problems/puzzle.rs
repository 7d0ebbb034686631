//! What the command line and the menu know of a problem: its name, the inputs it takes,
//! its presets and its boards of any size.
//!
//! The engine only needs [`Problem`]; a problem the user can pick also implements
//! [`Puzzle`], once, in its own file. The registry (`crate::registry`) lists every
//! `Puzzle`, and the commands and the menu walk that list, so none of them names a
//! problem.

use std::ops::RangeInclusive;

use super::{Given, InputError, Notation, SizeError, Takes};
use crate::engine::{Problem, StopAfter};

/// A problem as the user meets it: named on the command line, built from its arguments or
/// its presets, listed in the menu.
///
/// Everything here is checked at the edge: [`load`](Puzzle::load) returns boards ready to
/// search, or one message saying what is wrong with the input.
pub trait Puzzle: Problem + Notation + Sized + 'static {
    /// What a preset holds to make its board: a size, or a puzzle's text and cell order.
    type Spec: Sync + 'static;

    /// The name typed on the command line, such as `queens`.
    const NAME: &'static str;
    /// The id of its name in the app's message catalogue, such as `problem-queens`
    /// (`N-Queens` in English): the menu lists its presets under it.
    const TITLE: &'static str;
    /// One line for `--help`.
    const ABOUT: &'static str;
    /// One line for `compare`'s `--help`, for a problem searched in several orders that
    /// `compare` searches one puzzle in, order by order; `None` (the default) for a
    /// problem with one order, which `compare` does not offer.
    const COMPARE: Option<&'static str> = None;
    /// Where a search stops unless the user says otherwise: sudoku at its first solution,
    /// as the tutorials' `return true` does; the others after every solution, to count them.
    const STOP: StopAfter = StopAfter::Exhaustion;
    /// What it takes from the user, in the order the help lists it: what
    /// [`load`](Puzzle::load) finds in its [`Given`].
    const TAKES: &'static [Takes];

    /// The built-in puzzles of this problem, in the order the menu lists them.
    fn presets() -> &'static [Preset<Self::Spec>];

    /// The board a preset opens, or why it cannot be read.
    fn from_spec(spec: &Self::Spec) -> Result<Self, InputError>;

    /// The menu's entry for a board of any size, if the problem has one.
    fn custom() -> Option<Custom> {
        None
    }

    /// The board of size `n` for the custom entry; `None` outside [`Custom::sizes`].
    fn sized(n: usize) -> Option<Self> {
        let _ = n;
        None
    }

    /// The boards the values `given` for its [`TAKES`](Puzzle::TAKES) ask for; a file may
    /// hold several. `stdin` says whether standard input may be read (not when it carries
    /// the app's keys).
    fn load(given: &Given, stdin: bool) -> Result<Input<Self>, InputError>;
}

/// A puzzle offered by name on the command line and in the menu.
///
/// Its words are messages of the app's catalogue, named here by their ids and written
/// there in each language; the core holds no text a user reads in a language.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset<S: 'static> {
    /// The short name typed after `--preset`, such as `9x9-a4`: the same in every
    /// language, as scripts type it.
    pub name: &'static str,
    /// The id of its title for the menu, such as `preset-9x9-a4`.
    pub title: &'static str,
    /// The id of the line saying what it shows, such as `preset-9x9-a4-about`.
    pub description: &'static str,
    /// Where the player's search stops when the preset opens: every answer of a puzzle
    /// with several, or of a tutorial's trace that goes on after its answer; the first
    /// answer where the tutorial's program stops there.
    pub stop: StopAfter,
    /// What its board is made from.
    pub spec: S,
}

/// The preset of `presets` called `name`.
pub fn find_preset<'a, S>(presets: &'a [Preset<S>], name: &str) -> Option<&'a Preset<S>> {
    presets.iter().find(|preset| preset.name == name)
}

/// A menu entry that opens a board of the size the user picks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Custom {
    /// The id of the entry's title, such as `custom-queens` (`N-Queens, any N`).
    pub title: &'static str,
    /// The id of what it opens, a message that takes the largest size as `$max`, so
    /// that the range is written once, in [`sizes`](Custom::sizes).
    pub description: &'static str,
    /// The sizes on offer.
    pub sizes: RangeInclusive<usize>,
    /// The size it starts at.
    pub default: usize,
}

/// The boards read from the command line, with the names messages use.
///
/// The boards come one at a time, as an iterator: a file of a million puzzles is read,
/// checked and searched a puzzle at a time, in the memory of one. Each item is a board or
/// the one fault that ends the input (`SOURCE:LINE: what`).
pub struct Input<B> {
    /// How messages name the source: a file name, `<stdin>`, `preset NAME`, or the
    /// problem's name.
    pub source: String,
    /// A title for the player's heading (a preset's title or a file name), if any.
    pub title: Option<Title>,
    /// The mode a preset declares, if the boards come from one.
    pub stop: Option<StopAfter>,
    items: Box<dyn Iterator<Item = Result<Item<B>, InputError>>>,
}

/// What the player's heading is titled with for boards read from the command line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Title {
    /// A preset's title: the id of its message in the catalogue, written in each language.
    Preset(&'static str),
    /// A file's name, the same in every language.
    File(String),
}

/// One board of an [`Input`].
#[derive(Clone, Debug)]
pub struct Item<B> {
    /// The 1-based line of the source the board starts on (1 for a board from arguments).
    pub line: usize,
    /// The board, checked and ready to search.
    pub board: B,
}

impl<B: 'static> Input<B> {
    /// The boards of `items`, read from `source`.
    pub fn new(
        source: String,
        title: Option<Title>,
        items: impl Iterator<Item = Result<Item<B>, InputError>> + 'static,
    ) -> Self {
        Input {
            source,
            title,
            stop: None,
            items: Box::new(items),
        }
    }

    /// The same input, in the mode `stop` declares (a preset's).
    pub fn stopping(self, stop: Option<StopAfter>) -> Self {
        Input { stop, ..self }
    }

    /// One board made from arguments, named after the problem in messages.
    pub fn one(source: &str, title: Option<Title>, board: B) -> Self {
        let item = Item { line: 1, board };
        Input::new(source.to_string(), title, std::iter::once(Ok(item)))
    }

    /// The only board, for commands that take one (`trace`, `play`); `command` names the
    /// command in the message otherwise. Reads no further than a second board.
    pub fn single(mut self, command: &str) -> Result<B, InputError> {
        let Some(first) = self.items.next() else {
            return Err(InputError::Empty {
                source: self.source,
            });
        };
        let first = first?;
        match self.items.next() {
            None => Ok(first.board),
            Some(Err(error)) => Err(error),
            Some(Ok(second)) => Err(InputError::MoreThanOne {
                source: self.source,
                command: command.to_owned(),
                line: second.line,
            }),
        }
    }

    /// The same input with every board changed by `f`, as it is read.
    pub fn map<C: 'static>(self, mut f: impl FnMut(B) -> C + 'static) -> Input<C> {
        let items = self.items.map(move |item| {
            item.map(|item| Item {
                line: item.line,
                board: f(item.board),
            })
        });
        Input::new(self.source, self.title, items).stopping(self.stop)
    }
}

impl<B> Iterator for Input<B> {
    type Item = Result<Item<B>, InputError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.items.next()
    }
}

impl<B> std::fmt::Debug for Input<B> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Input")
            .field("source", &self.source)
            .field("title", &self.title)
            .field("stop", &self.stop)
            .finish_non_exhaustive()
    }
}

/// Reads a size typed on the command line for `problem`: a whole number in `sizes`.
///
/// Every problem with a size reads it here, so they all say the same thing about a bad one.
pub fn parse_size(
    text: &str,
    problem: &'static str,
    sizes: &RangeInclusive<usize>,
) -> Result<usize, SizeError> {
    match text.trim().parse::<usize>() {
        Ok(n) if sizes.contains(&n) => Ok(n),
        _ => Err(SizeError {
            problem,
            text: text.to_owned(),
            sizes: sizes.clone(),
        }),
    }
}

/// The board of the size typed as `text`, for a problem made from a size alone (`queens 8`,
/// `permutations 4`).
pub fn load_sized<P: Puzzle>(
    text: &str,
    sizes: &RangeInclusive<usize>,
) -> Result<Input<P>, InputError> {
    let n = parse_size(text, P::NAME, sizes)?;
    let board = P::sized(n).expect("BUG: a size in range makes a board");
    Ok(Input::one(P::NAME, None, board))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_checked_with_one_wording() {
        let sizes = 1..=64;
        assert_eq!(parse_size("8", "queens", &sizes).unwrap(), 8);
        assert_eq!(parse_size(" 64", "queens", &sizes).unwrap(), 64);
        for bad in ["0", "65", "-1", "eight", ""] {
            let message = parse_size(bad, "queens", &sizes).unwrap_err().to_string();
            assert_eq!(
                message,
                format!("queens: N must be a whole number from 1 to 64, got '{bad}'")
            );
        }
    }

    #[test]
    fn single_takes_exactly_one() {
        let input = Input::one("queens", None, 4);
        assert_eq!(input.map(|n| n * 2).single("trace").unwrap(), 8);
        let items = [1, 3, 5].map(|line| Ok(Item { line, board: line }));
        let three = Input::new("f.txt".to_owned(), None, items.into_iter());
        let message = three.single("play").unwrap_err().to_string();
        assert_eq!(
            message,
            "f.txt: play takes one puzzle, and another starts on line 3; --index K takes the K-th"
        );
        let bad = [
            Ok(Item { line: 1, board: 1 }),
            Err(InputError::UnknownPreset("x".to_owned())),
        ];
        let error = Input::new("f.txt".to_owned(), None, bad.into_iter()).single("trace");
        assert_eq!(error, Err(InputError::UnknownPreset("x".to_owned())));
        let none = Input::<u8>::new("f.txt".to_owned(), None, std::iter::empty());
        assert_eq!(
            none.single("play").unwrap_err().to_string(),
            "f.txt: no puzzle found"
        );
    }
}
