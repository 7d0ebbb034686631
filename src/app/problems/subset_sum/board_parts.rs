//! The word of the one part of the subset sum's board that a breakpoint's error names
//! and no other problem has: a number of the list (`take 7` on a list without a 7).
//!
//! The code never names the constant: the problem's slot form names the id in its
//! `BoardPart`, and the error says it by that id; declaring it here holds it against
//! every language.
#![allow(dead_code)]

use crate::app::words::words;

words! {
    /// One of the numbers, as an error names it.
    PART_NUMBER = "board-part-number";
}
