//! An answer to a quiz question, apart from the quiz, so that the question, the cursor
//! that moves along its answers and the boards that judge them all use it and none of
//! them another.

/// An answer to a question: a cell, a choice, or going back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    /// The cell filled next.
    Cell(u16),
    /// The choice put down next, as its event names it.
    Choice(u8),
    /// Taking the last choice back: a backtrack.
    Back,
}
