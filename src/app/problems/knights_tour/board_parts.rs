//! The words of the knight's tour's own board parts that a breakpoint's error names, declared
//! here so that the catalogue's tests hold each against every language.
//!
//! The code never names these constants: the problem names the id of each part's word
//! in its [`BoardPart`](crate::engine::BoardPart), and the breakpoints' errors say it by
//! that id.
#![allow(dead_code)]

use crate::app::words::words;

words! {
    /// A move of the tour, as a breakpoint's error names it (`move 1 is beyond…`).
    PART_MOVE = "board-part-knight-move";
    /// A rank of the chessboard, as a breakpoint's error names it.
    PART_RANK = "board-part-knight-rank";
    /// A file of the chessboard, as a breakpoint's error names it.
    PART_FILE = "board-part-knight-file";
}
