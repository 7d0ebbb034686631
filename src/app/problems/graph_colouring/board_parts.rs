//! The words of the parts of the colouring's board that a breakpoint's error names and
//! no other problem has: a region of the map and a colour (`WA=pink`).
//!
//! The code never names these constants: the problem's slot form names their ids in its
//! `BoardPart`s, and the errors say them by those ids; declaring them here holds them
//! against every language.
#![allow(dead_code)]

use crate::app::words::words;

words! {
    /// A region of the map, as an error names it.
    PART_REGION = "board-part-region";
    /// A colour, as an error names it.
    PART_COLOUR = "board-part-colour";
}
