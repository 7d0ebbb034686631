//! The words of the parts of the boards that a breakpoint's error names and several
//! problems share (a row, a position…), those of `crate::problems::slot_text`, declared
//! once so that the catalogue's tests hold each against every language.
//!
//! The code never names these constants: a problem names the id of its part's word in
//! its [`BoardPart`](crate::engine::BoardPart), and the breakpoints' errors say it by that
//! id. A problem with a part of its own declares its word in a `board_parts.rs` of its app
//! folder.
#![allow(dead_code)]

use crate::app::words::words;

words! {
    /// A row of a board, as an error names it.
    PART_ROW = "board-part-row";
    /// A column of a board, as an error names it.
    PART_COLUMN = "board-part-column";
    /// A position in a sequence (an arrangement's, a path's steps), as an error names it.
    PART_POSITION = "board-part-position";
    /// A value put in a place, as an error names it.
    PART_VALUE = "board-part-value";
}
