//! The quiz's words that every problem's questions may say too, each a message of the
//! catalogue under its `(quiz)` section: the reason a check refuses a choice when the
//! board says no more, and the question over the cell an order fills next.

use crate::app::words::words;

words! {
    /// The question over the cell an order fills next.
    QUIZ_WHICH_CELL = "quiz-which-cell";
    /// Why: {0} a choice a check refuses, when the board says no more.
    QUIZ_REFUSED = "quiz-refused" (choice);
}
