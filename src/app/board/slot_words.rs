//! The words a breakpoint names a board's slots and choices with, in each language: what
//! the screen shows for a row, a cell, a position, a choice of a subset, a colour.
//!
//! Each board says its own through [`Show::slot_words`], its words declared in its own
//! folder; the player reads a breakpoint in any language's (the screen's first, whose
//! words an error lists) and tells it in the screen's. The forms are the engine's and the problems' (see `problems/slot_text.rs`).

use crate::app::{Lang, Show};
use crate::engine::Wording;

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
