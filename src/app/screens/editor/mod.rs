//! What the class's own puzzles' screens share: the heading, footer and panel the
//! editors and the puzzle folder draw alike, what an editor keeps of its file, the count
//! of solutions run in the background, and their words. Each problem's editor lives in
//! its problem's folder (`app/problems/<problem>/editor/`).

pub(crate) mod background;
pub mod chrome;
pub(crate) mod keeping;
pub(crate) mod panel;
pub(crate) mod tally;
#[cfg(test)]
pub(crate) mod test_support;
pub mod words;

pub use crate::app::screens::shelf::Shelf;
pub use crate::app::screens::stack::{BaseScreen, Stacked, Step};
