//! Every problem the app and the command line offer, listed once.
//!
//! A problem is a type that implements [`Problem`](crate::engine::Problem) (the search)
//! and [`Puzzle`] (its name, inputs and presets); the app adds its board, pseudo-code and
//! narration (`Show`). `every_problem!` names each such type once. Here it becomes
//! [`PROBLEMS`], which the menu, `play`, `solve`, `trace` and `presets` walk through the
//! object-safe [`Entry`] and [`Ready`], so none of them names a problem; the command line
//! and the app expand the same list into what they add to each problem (searching it,
//! playing it), and find it again from a [`Ready`] board by its name. Code outside the
//! crate, such as the integration tests, reaches each problem's own type through
//! [`each_problem`].

use std::any::Any;
use std::marker::PhantomData;

use crate::engine::StopAfter;
use crate::problems::{Custom, Given, Input, InputError, Preset, Puzzle, Takes};

/// Calls the macro `$then` with every problem's board type, in the order the menu and
/// `--help` list them: the one list of problems, expanded by each layer that adds
/// something to every problem. Tokens after `$then` and a comma are passed on first,
/// followed by a `;`.
macro_rules! every_problem {
    ($then:ident $(, $($pass:tt)+)?) => {
        $then!(
            $($($pass)+;)?
            $crate::problems::QueensBoard,
            $crate::problems::SudokuBoard,
            $crate::problems::Permutations,
            $crate::problems::SubsetSum,
            $crate::problems::ColouringBoard,
            $crate::problems::MazeBoard,
            $crate::problems::KnightsTourBoard,
        )
    };
}
#[cfg_attr(not(feature = "tui"), allow(unused_imports))]
pub(crate) use every_problem;

/// The [`Entry`] of each board type it is given.
macro_rules! entries {
    ($($board:ty),* $(,)?) => {
        &[$(&Registered::<$board>(PhantomData)),*]
    };
}

/// The problems, in the order the menu and `--help` list them.
pub static PROBLEMS: &[&dyn Entry] = every_problem!(entries);

/// The problem called `name` on the command line.
pub fn find(name: &str) -> Option<&'static dyn Entry> {
    PROBLEMS.iter().copied().find(|entry| entry.name() == name)
}

/// Something done with each problem's own board type, such as a test run on every
/// problem's presets: [`each_problem`] calls [`visit`](EachProblem::visit) once a
/// problem, so that code outside the crate, which cannot expand `every_problem!`, still
/// reaches every problem without a list of its own.
pub trait EachProblem {
    /// Does it with the problem whose board is `P`.
    fn visit<P: Puzzle>(&mut self);
}

/// Calls `each` with every problem's board type, in the registry's order.
pub fn each_problem(each: &mut impl EachProblem) {
    macro_rules! visit_each {
        ($($board:ty),* $(,)?) => {
            $(each.visit::<$board>();)*
        };
    }
    every_problem!(visit_each);
}

/// One problem, whatever its board type: what the commands and the menu ask of it.
pub trait Entry: Sync {
    /// The name typed on the command line, such as `queens`.
    fn name(&self) -> &'static str;
    /// The id of its name in the menu, such as `problem-queens` (`N-Queens`).
    fn title(&self) -> &'static str;
    /// One line for `--help`.
    fn about(&self) -> &'static str;
    /// Where its search stops unless told otherwise.
    fn stop(&self) -> StopAfter;
    /// What it takes from the user.
    fn takes(&self) -> &'static [Takes];
    /// The boards that `given` (values for [`takes`](Entry::takes)) ask for; `stdin` says
    /// whether standard input may be read.
    fn load(&self, given: &Given, stdin: bool) -> Result<Input<Box<dyn Ready>>, InputError>;
    /// Its presets: names, titles and descriptions.
    fn presets(&self) -> Vec<Preset<()>>;
    /// The board of its preset number `index`, or why it cannot be read.
    fn open_preset(&self, index: usize) -> Result<Box<dyn Ready>, InputError>;
    /// Its menu entry for a board of any size, if it has one.
    fn custom(&self) -> Option<Custom>;
    /// Its board of size `n`, for that entry.
    fn sized(&self, n: usize) -> Option<Box<dyn Ready>>;
    /// Its own form of a breakpoint, such as `rowR=C`, if it has one: `--break`'s help
    /// lists each problem's.
    fn slot_form(&self) -> Option<&'static str>;
}

/// A board ready to search, whatever its problem.
///
/// What is done with it (searched by `solve` and `trace`, played by the app) is added by
/// those layers, which get the board's own type back with `downcast_ref`.
pub trait Ready: Any {
    /// Its problem's name, such as `queens`.
    fn name(&self) -> &'static str;
    /// A copy of it.
    fn cloned(&self) -> Box<dyn Ready>;
    /// Its problem and its state in one line, for messages and `Debug`.
    fn describe(&self) -> String;
}

impl dyn Ready {
    /// The board itself, if it is a `P`.
    pub fn downcast_ref<P: Ready>(&self) -> Option<&P> {
        (self as &dyn Any).downcast_ref::<P>()
    }

    /// The board itself, moved out of its box, if it is a `P`: a search that owns its
    /// board needs no copy of it.
    pub fn downcast<P: Ready>(self: Box<Self>) -> Option<P> {
        let any: Box<dyn Any> = self;
        any.downcast::<P>().ok().map(|board| *board)
    }
}

impl std::fmt::Debug for dyn Entry {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl std::fmt::Debug for dyn Ready {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.describe())
    }
}

/// The [`Entry`] of the problem whose board is `P`.
struct Registered<P>(PhantomData<fn() -> P>);

impl<P: Puzzle> Entry for Registered<P> {
    fn name(&self) -> &'static str {
        P::NAME
    }

    fn title(&self) -> &'static str {
        P::TITLE
    }

    fn about(&self) -> &'static str {
        P::ABOUT
    }

    fn stop(&self) -> StopAfter {
        P::STOP
    }

    fn takes(&self) -> &'static [Takes] {
        P::TAKES
    }

    fn load(&self, given: &Given, stdin: bool) -> Result<Input<Box<dyn Ready>>, InputError> {
        Ok(P::load(given, stdin)?.map(|board| Box::new(board) as Box<dyn Ready>))
    }

    fn presets(&self) -> Vec<Preset<()>> {
        P::presets()
            .iter()
            .map(|preset| Preset {
                name: preset.name,
                title: preset.title,
                description: preset.description,
                stop: preset.stop,
                spec: (),
            })
            .collect()
    }

    fn open_preset(&self, index: usize) -> Result<Box<dyn Ready>, InputError> {
        let preset = P::presets()
            .get(index)
            .expect("BUG: a preset's index comes from its list");
        Ok(Box::new(P::from_spec(&preset.spec)?))
    }

    fn custom(&self) -> Option<Custom> {
        P::custom()
    }

    fn sized(&self, n: usize) -> Option<Box<dyn Ready>> {
        P::sized(n).map(|board| Box::new(board) as Box<dyn Ready>)
    }

    fn slot_form(&self) -> Option<&'static str> {
        P::SLOT_FORM
    }
}

impl<P: Puzzle> Ready for P {
    fn name(&self) -> &'static str {
        P::NAME
    }

    fn cloned(&self) -> Box<dyn Ready> {
        Box::new(self.clone())
    }

    fn describe(&self) -> String {
        format!("{} {}", P::NAME, self.line())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::{QueensBoard, SudokuBoard};

    #[test]
    fn each_problem_is_visited_once_in_order() {
        struct Names(Vec<&'static str>);
        impl EachProblem for Names {
            fn visit<P: Puzzle>(&mut self) {
                self.0.push(P::NAME);
            }
        }
        let mut names = Names(Vec::new());
        each_problem(&mut names);
        let listed: Vec<&str> = PROBLEMS.iter().map(|entry| entry.name()).collect();
        assert_eq!(names.0, listed);
    }

    #[test]
    fn names_are_unique_and_found() {
        for entry in PROBLEMS {
            assert!(std::ptr::addr_eq(
                find(entry.name()).expect("listed"),
                *entry as *const dyn Entry
            ));
        }
        assert!(find("chess").is_none());
    }

    #[test]
    fn preset_names_are_unique_across_problems() {
        let mut names: Vec<&str> = PROBLEMS
            .iter()
            .flat_map(|entry| entry.presets())
            .map(|preset| preset.name)
            .collect();
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count);
    }

    #[test]
    fn every_preset_opens() {
        for entry in PROBLEMS {
            for (index, preset) in entry.presets().iter().enumerate() {
                assert!(entry.open_preset(index).is_ok(), "{}", preset.name);
            }
        }
    }

    #[test]
    fn a_board_is_found_again_by_its_type() {
        let queens = find("queens").expect("listed");
        let given = Given::new().with("n", ["6"]);
        let board = queens.load(&given, false).expect("a size").single("play");
        let board = board.expect("one board");
        assert_eq!(board.name(), "queens");
        assert_eq!(
            board.downcast_ref::<QueensBoard>().map(|b| b.size()),
            Some(6)
        );
        assert!(board.downcast_ref::<SudokuBoard>().is_none());
        let sudoku = find("sudoku").expect("listed");
        let error = sudoku.load(&Given::new().with("preset", ["9x9-zz"]), false);
        assert_eq!(
            error.map(|_| ()).unwrap_err(),
            InputError::UnknownPreset("9x9-zz".to_owned())
        );
    }
}
