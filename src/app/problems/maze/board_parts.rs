//! The words of the maze's own board parts that a breakpoint's error names, declared
//! here so that the catalogue's tests hold each against every language.
//!
//! The code never names these constants: the problem names the id of each part's word
//! in its [`BoardPart`](crate::engine::BoardPart), and the breakpoints' errors say it by
//! that id.
#![allow(dead_code)]

use crate::app::words::words;

words! {
    /// A step of the path, as a breakpoint's error names it (`step 9 is beyond…`).
    PART_STEP = "board-part-maze-step";
    /// A direction of a move, as a breakpoint's error names it.
    PART_DIRECTION = "board-part-maze-direction";
}
