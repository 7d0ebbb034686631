//! The one context a problem's words are told in: whose names, which numbering and which
//! language.

use std::fmt::Display;

use crate::app::widgets::code_view::Code;
use crate::app::words::Id;
use crate::app::{Lang, Theme};
use crate::problems::Numbering;

/// Whose names, which numbering and which language a problem's words are told in: the
/// one context its text methods take, so that each says a thing once for every code
/// view, numbering and language.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Telling {
    /// The code shown: its names label the stack and the log.
    pub code: Code,
    /// How places are numbered where the code does not fix it.
    pub numbering: Numbering,
    /// The language of the words.
    pub lang: Lang,
}

impl Telling {
    /// How a problem's words are told beside a board drawn with `theme`: in the names of
    /// `code`, numbered and worded as the board is.
    pub fn of(theme: &Theme, code: Code) -> Telling {
        Telling {
            code,
            numbering: theme.numbering(),
            lang: theme.lang(),
        }
    }

    /// The numbering places are told in: a tutorial's view counts from its own base, the
    /// pseudo-code as [`numbering`](Telling::numbering) says.
    pub fn places(self) -> Numbering {
        self.code
            .map_or(self.numbering, |view| Numbering::from_one(view.base == 1))
    }

    /// The pseudo-code's names in English, places numbered as `numbering` says.
    pub fn numbered(numbering: Numbering) -> Telling {
        Telling {
            numbering,
            ..Telling::default()
        }
    }

    /// The message `id` of the catalogue in the language told, with `values` given in
    /// the order of its names.
    pub fn say(self, id: Id, values: &[&dyn Display]) -> String {
        id.fill(self.lang, values)
    }

    /// The message `id`, which takes no value, in the language told.
    pub fn word(self, id: Id) -> &'static str {
        id.get(self.lang)
    }
}
