//! The words a breakpoint names a board's slots and choices with, in each language: what
//! the screen shows for a row, a cell, a position, a choice of a subset, a colour.
//!
//! Each board says its own through [`Show::slot_words`]; the player reads a breakpoint
//! in any language's (the screen's first, whose words an error lists) and tells it in the
//! screen's. The forms are the engine's and the problems' (see `problems/slot_text.rs`).

use super::words;
use crate::app::{Lang, Show};
use crate::engine::Wording;

words! {
    /// The word of a breakpoint that names a queens row, such as `row5=3`.
    ROW = "slot-word-row";
    /// The word of a breakpoint that names a sudoku cell, such as `cell(4,4)=7`.
    CELL = "slot-word-cell";
    /// The word of a breakpoint that names a position of a permutation, such as `pos3=2`.
    POSITION = "slot-word-position";
    /// The word that may come before a map's region in a breakpoint, `region SA=red`.
    REGION = "slot-word-region";
}

/// The words `P`'s board shows in `lang` for its slots and choices.
pub fn wording<P: Show>(lang: Lang) -> Wording {
    Wording::new(P::slot_words(lang))
}

/// Every language's words for `P`'s slots and choices, `lang`'s first.
pub fn every_wording<P: Show>(lang: Lang) -> Vec<Wording> {
    (std::iter::once(lang).chain(Lang::ALL.into_iter().filter(|&other| other != lang)))
        .map(wording::<P>)
        .collect()
}
