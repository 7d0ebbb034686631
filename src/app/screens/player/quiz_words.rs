//! The quiz's words, each a message of the catalogue under its `(quiz)` section: the
//! prompt, the verdict and each problem's questions and reasons (the keys' help is the
//! key tables', `input/keys/key_words.rs`).

use crate::app::words::words;

words! {
    /// The prompt's word after the keys that move the highlight and give its answer.
    HINT_QUIZ_CHOOSE = "hint-quiz-choose";
    /// The status line when the quiz starts.
    QUIZ_ON = "quiz-on";
    /// The status line when the quiz ends: {0} the answers right, {1} the questions.
    QUIZ_OFF = "quiz-off" (right, asked);
    /// The running score after the question: {0} the answers right, {1} the questions.
    QUIZ_SCORE = "quiz-score" (right, asked);
    /// The prompt's word after the key that goes back.
    QUIZ_BACK = "quiz-back";
    /// The prompt's words for the keys of a cell: a row, then a column.
    QUIZ_CELL_KEYS = "quiz-cell-keys";
    /// The status line when a key typed names no answer: {0} what was typed.
    QUIZ_NO_SUCH_ANSWER = "quiz-no-such-answer" (typed);
    /// The verdict's start when the answer is right.
    QUIZ_RIGHT = "quiz-right";
    /// The verdict's start when the answer is wrong: {0} the answer given.
    QUIZ_WRONG = "quiz-wrong" (given);
    /// The verdict's start when the question is skipped.
    QUIZ_SKIPPED = "quiz-skipped";
    /// The verdict put together: {0} right or wrong, {1} what the search does, {2} why.
    QUIZ_VERDICT = "quiz-verdict" (head, said, reasons);
    /// The verdict with nothing more to say: {0} right or wrong, {1} what the search
    /// does.
    QUIZ_VERDICT_BARE = "quiz-verdict-bare" (head, said);
    /// Reasons one after another: {0} the first ones, {1} the next.
    QUIZ_REASONS = "quiz-reasons" (first, next);
    /// The verdict and the score after it: {0} the verdict, {1} the score.
    QUIZ_VERDICT_SCORE = "quiz-verdict-score" (verdict, score);
    /// The verdict: the search puts {0}, a choice, down.
    QUIZ_TAKES = "quiz-takes" (choice);
    /// The verdict: the search goes back.
    QUIZ_GOES_BACK = "quiz-goes-back";
    /// The verdict: the order fills {0}, a cell, next.
    QUIZ_PICKS = "quiz-picks" (cell);
    /// Why: {0} a choice this frame put down before and took back.
    QUIZ_TRIED = "quiz-tried" (choice);
    /// Why the answer given is not next: {0} the answer, {1} the choice given, which
    /// is tried after it.
    QUIZ_COMES_FIRST = "quiz-comes-first" (answer, given);
    /// Why "go back" is wrong: {0} the choice still free.
    QUIZ_STILL_FREE = "quiz-still-free" (choice);
    /// Why a cell given is not next: the rule of the order.
    QUIZ_FEWEST_FIRST = "quiz-fewest-first";
}
