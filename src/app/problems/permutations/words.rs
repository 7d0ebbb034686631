//! The permutations board's words: each a message of the catalogue, in the
//! permutations' own Fluent files beside this one (`words/en.ftl`, `words/zh-CN.ftl`,
//! `words/zh-TW.ftl`).

use crate::app::Lang;
use crate::app::words::catalogued::Catalogued;
use crate::app::words::words;
use crate::problems::Permutations;

words! {
    /// The word of a breakpoint that names a position of a permutation, such as `pos3=2`.
    SLOT_POSITION = "slot-word-position";
    /// The pseudo-code's line that outputs an arrangement: {0} the arrangement, as code,
    /// {1} the code that ends the call, `return` or `return true`.
    PERMUTATIONS_OUTPUT = "permutations-output" (solution, exit);
    /// The heading over the board: {0} the largest value.
    PERMUTATIONS_HEADING = "permutations-heading" (n);
    /// The call on top of the stack at a solution: {0} `solve`, {1} the position after
    /// the last, {2} how many values are arranged.
    PERMUTATIONS_SOLUTION_CALL = "permutations-solution-call" (routine, pos, count);
    /// A stack frame as a call of the pseudo-code's routine, which takes no parameters:
    /// {0} `solve`, {1} the position it fills, {2} the value there or `-`.
    PERMUTATIONS_FRAME = "permutations-frame" (routine, pos, value);
    /// A stack frame's values already tried, after its call: {0} them.
    PERMUTATIONS_TRIED = "permutations-tried" (values);
    /// A stack frame's values still to try, at its end: {0} how many.
    PERMUTATIONS_LEFT = "permutations-left" (count);
    /// The log's placement: {0} the position, {1} the value, {2} the arrangement.
    PERMUTATIONS_PLACED = "permutations-placed" (pos, value, arrangement);
    /// The log's removal of the last value after an arrangement: {0} its position, {1} it.
    PERMUTATIONS_NEXT_ARRANGEMENT = "permutations-next-arrangement" (pos, value);
    /// The log's backtrack: {0} the position with no value left, {1} the position before
    /// it, {2} the value taken off there.
    PERMUTATIONS_NO_VALUE_LEFT = "permutations-no-value-left" (next, pos, value);
    /// The log's arrangement found: {0} its number, {1} its values.
    PERMUTATIONS_SOLUTION = "permutations-solution" (count, values);
    /// How many values are arranged, after the arrangement under the tree: {0} them.
    PERMUTATIONS_ARRANGED = "permutations-arranged" (count);
    /// Beside a node on the path: {0} its siblings done before it, {1} those to come.
    PERMUTATIONS_PATH_COUNTS = "permutations-path-counts" (done, more);
    /// Beside the root of the path.
    PERMUTATIONS_START = "permutations-start";
    /// The legend under the tree: the node the search stands on.
    PERMUTATIONS_LEGEND_HERE = "permutations-legend-here";
    /// The legend under the tree: a node on the path to it.
    PERMUTATIONS_LEGEND_ON_PATH = "permutations-legend-on-path";
    /// The legend under the tree: a node whose subtree is done.
    PERMUTATIONS_LEGEND_DONE = "permutations-legend-done";
    /// The legend under the tree: the node just taken back.
    PERMUTATIONS_LEGEND_TAKEN_BACK = "permutations-legend-taken-back";
    // The quiz: the question over the slot being filled and why a choice is refused.
    /// The permutations' question: {0} the position being filled.
    QUIZ_PERMUTATIONS_ASK = "quiz-permutations-ask" (position);
    /// Why a value is refused: {0} it, {1} the position that holds it.
    QUIZ_PERMUTATIONS_USED = "quiz-permutations-used" (value, position);
}

/// The permutations's messages in each language, from its own Fluent files.
impl Catalogued for Permutations {
    const WORDS: &'static [(Lang, &'static str)] = &[
        (Lang::En, include_str!("words/en.ftl")),
        (Lang::Zh, include_str!("words/zh-CN.ftl")),
        (Lang::ZhTw, include_str!("words/zh-TW.ftl")),
    ];
    /// The names of code its Chinese words keep.
    const CODE_NAMES: &'static [&'static str] = &[
        "solve",
        "pos",
        "val",
        "if",
        "in",
        "for",
        "arranged",
        "solution",
        "used",
        "return",
        "true",
        "false",
        "Solve",
        "m_arranged",
        "m_solution",
        "m_used",
        "Place",
        "Remove",
        "IsFinal",
        "gCount",
    ];
}
