//! The screens a problem adds to the menu besides its player (the sudoku editor, queens
//! by hand), listed under the class's own puzzles: the hook [`OwnScreens`] that each
//! problem's view implements (none by default), and the walk over the registry that the
//! menu makes of them, so that the menu names no problem.

use std::fmt::Debug;
use std::marker::PhantomData;
use std::ops::RangeInclusive;
use std::path::PathBuf;

use crate::app::Screen;
use crate::app::words::Id;
use crate::registry::{Ready, every_problem};

/// The sizes a menu entry of a problem's own screen offers, chosen with ← and →.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sizes {
    /// None: the screen opens on an empty puzzle of its own.
    None,
    /// Any size of the range, stepped or typed, shown as `N`.
    Range(RangeInclusive<usize>),
    /// One of these sides, stepped through, shown as `N×N`.
    Sides(&'static [usize]),
}

/// One entry of the menu that opens a problem's own screen.
///
/// An entry is a value of the problem's view, so that the menu holds it whatever the
/// problem, and asks it for its words, its sizes and its screen.
pub trait OwnScreen: Sync {
    /// Its title in the menu, a message of the catalogue.
    fn title(&self) -> Id;
    /// What it opens, for the menu's description.
    fn about(&self) -> Id;
    /// Whether it saves puzzle files in the puzzle folder, an editor: the empty folder's
    /// note names it as a way to fill the folder.
    fn saves_files(&self) -> bool {
        false
    }
    /// The sizes on offer, and the one chosen when the menu opens.
    fn sizes(&self) -> (Sizes, usize) {
        (Sizes::None, 0)
    }
    /// The screen of size `size` (one of [`sizes`](OwnScreen::sizes)), saving in the
    /// puzzle folder `folder`; `None` when that size cannot be made.
    fn open(&self, size: usize, folder: Option<PathBuf>) -> Option<Box<dyn Screen>>;
    /// The board the menu previews for size `size`, if any.
    fn preview(&self, size: usize) -> Option<Box<dyn Ready>> {
        let _ = size;
        None
    }
}

impl Debug for dyn OwnScreen {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.title().key)
    }
}

/// What a problem's view adds to the menu besides its presets: every problem of the
/// registry implements it, most with none.
pub trait OwnScreens {
    /// The menu's entries of the problem's own screens, in the order the menu lists them.
    fn own_screens() -> &'static [&'static dyn OwnScreen] {
        &[]
    }
}

/// The [`OwnScreens`] of one problem, whatever its board type.
trait Offers: Sync {
    fn own_screens(&self) -> &'static [&'static dyn OwnScreen];
}

/// The [`Offers`] of the problem whose board is `P`.
struct Offered<P>(PhantomData<fn() -> P>);

impl<P: OwnScreens> Offers for Offered<P> {
    fn own_screens(&self) -> &'static [&'static dyn OwnScreen] {
        P::own_screens()
    }
}

/// The [`Offers`] of each board type it is given.
macro_rules! offers {
    ($($board:ty),* $(,)?) => {
        &[$(&Offered::<$board>(PhantomData)),*]
    };
}

/// Every problem's own screens, in the registry's order.
static OFFERS: &[&dyn Offers] = every_problem!(offers);

/// Every problem's own screens, in the registry's order and each problem's own.
pub fn own_screens() -> impl Iterator<Item = &'static dyn OwnScreen> {
    OFFERS
        .iter()
        .flat_map(|offers| offers.own_screens().iter().copied())
}
