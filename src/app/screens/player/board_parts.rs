//! The words of the parts of the boards that a breakpoint's error names (a row, a
//! region…), declared once so that the catalogue's tests hold each against every
//! language.
//!
//! The code never names these constants: a problem names the id of its part's word in
//! its [`BoardPart`](crate::engine::BoardPart), and the breakpoints' errors say it by that
//! id. A new problem with a part of its own declares its word in its view's words.
#![allow(dead_code)]

use crate::app::words::words;

words! {
    /// A row of a board, as an error names it.
    PART_ROW = "board-part-row";
    /// A column of a board, as an error names it.
    PART_COLUMN = "board-part-column";
    /// A position of an arrangement, as an error names it.
    PART_POSITION = "board-part-position";
    /// A value put in a place, as an error names it.
    PART_VALUE = "board-part-value";
    /// One of the numbers of a subset sum, as an error names it.
    PART_NUMBER = "board-part-number";
    /// A region of a map, as an error names it.
    PART_REGION = "board-part-region";
    /// A colour of a map, as an error names it.
    PART_COLOUR = "board-part-colour";
}
