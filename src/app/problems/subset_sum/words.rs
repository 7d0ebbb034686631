//! The ids of the subset sum board's words, each a message of the catalogue: the
//! pseudo-code's words, the heading, the stack's, the log's, the legend's and the lines
//! under the numbers. The messages are in the subset sum's own Fluent files beside this
//! one (`words/en.ftl`, `words/zh-CN.ftl`, `words/zh-TW.ftl`).

use crate::app::Lang;
use crate::app::words::catalogued::Catalogued;
use crate::app::words::words;
use crate::problems::SubsetSum;

words! {
    /// The pseudo-code's first line, after `// `: what {0}, `rest[i]`, holds.
    CODE_REST = "subset-code-rest" (rest);
    /// The pseudo-code's output line, before `; return` or `; return true`.
    CODE_OUTPUT = "subset-code-output";
    /// The pseudo-code's take line, before `; sum += a[i]`.
    CODE_TAKE = "subset-code-take";
    /// The pseudo-code's line undoing a take, before `; sum -= a[i]`.
    CODE_UNTAKE = "subset-code-untake";
    /// The pseudo-code's skip line.
    CODE_SKIP = "subset-code-skip";
    /// The pseudo-code's line undoing a skip.
    CODE_UNSKIP = "subset-code-unskip";
    /// The heading over the board: {0} how many numbers, {1} the target.
    HEADING = "subset-heading" (count, target);
    /// The stack's top call at a solution, after `solve(i=…,sum=…): `.
    OUTPUT = "subset-output";
    /// A stack frame's choices tried: {0} them, such as `take`.
    TRIED = "subset-tried" (choices);
    /// A stack frame's choices left: {0} how many.
    LEFT = "subset-left" (count);
    /// A choice: taking the number, on the stack, the path and the legend.
    TAKE_WORD = "subset-take";
    /// A choice: skipping the number, on the stack, the path and the legend.
    SKIP_WORD = "subset-skip";
    /// The log at a take: {0} the number, {1} the sum, {2} the target.
    TOOK = "subset-took" (number, sum, target);
    /// After [`TOOK`] when skipping was refused: {0} the sum before, {1} the numbers left
    /// after, {2} the target.
    WITHOUT_IT = "subset-without-it" (sum, rest, target);
    /// The log at a skip forced by the take's passing the target: {0} the number, {1} the
    /// sum, {2} the target.
    CANNOT_TAKE = "subset-cannot-take" (number, sum, target);
    /// The log at a skip after the take's branch: {0} the number, {1} the sum, {2} the
    /// target.
    SKIP_NOW = "subset-skip-now" (number, sum, target);
    /// The log at a solution: {0} its count, {1} the sum of the taken numbers.
    SOLUTION = "subset-solution" (count, sum);
    /// What a removal undoes, a take: {0} the number.
    UNDO_TAKE = "subset-undo-take" (number);
    /// What a removal undoes, a skip: {0} the number.
    UNDO_SKIP = "subset-undo-skip" (number);
    /// The log at a removal after the last number: {0} what it undoes.
    TO_NEXT_SOLUTION = "subset-to-next-solution" (undo);
    /// The log at a removal where the numbers left could not reach the target: {0} the
    /// sum, {1} the numbers left, {2} the target, {3} what it undoes.
    CANNOT_REACH_BACK = "subset-cannot-reach-back" (sum, rest, target, undo);
    /// The log at a removal where both choices of the next number were refused: {0} the
    /// next number, {1} the sum, {2} the numbers left after it, {3} the target, {4} what
    /// it undoes.
    DEAD_END = "subset-dead-end" (number, sum, rest, target, undo);
    /// The log at a removal once both choices of the next number are done: {0} that
    /// number, {1} what it undoes.
    NOTHING_LEFT = "subset-nothing-left" (number, undo);
    /// The path's first row, after the root: where the search starts.
    START = "subset-start";
    /// A path level's running sum: {0} it.
    PATH_SUM = "subset-path-sum" (sum);
    /// A path level's other choice, tried already.
    SIBLING_DONE = "subset-sibling-done";
    /// A path level's other choice, still to try.
    SIBLING_NEXT = "subset-sibling-next";
    /// The tree's legend: which side is which choice.
    LEGEND_SIDES = "subset-legend-sides";
    /// The legend's refused branch.
    LEGEND_REFUSED = "subset-legend-refused";
    /// The legend's current node.
    LEGEND_HERE = "subset-legend-here";
    /// The tree legend's node whose branches are done.
    LEGEND_DONE = "subset-legend-done";
    /// The legend's choice just taken back.
    LEGEND_TAKEN_BACK = "subset-legend-taken-back";
    /// The pruning test of a take within the target: {0} the number, {1} the sum, {2}
    /// the sum with the number, {3} the target.
    TEST_TAKE_WITHIN = "subset-test-take-within" (number, sum, with, target);
    /// The pruning test of a take past the target: {0} the number, {1} the sum, {2} the
    /// sum with the number, {3} the target.
    TEST_TAKE_PASSES = "subset-test-take-passes" (number, sum, with, target);
    /// The pruning test of a choice whose numbers left cannot reach the target: {0} the
    /// choice, {1} the number, {2} the sum, {3} the numbers left, {4} the target.
    TEST_CANNOT_REACH = "subset-test-cannot-reach" (choice, number, sum, rest, target);
    /// The pruning test of a skip whose numbers left can reach the target: {0} the
    /// number, {1} the sum, {2} the numbers left, {3} the target.
    TEST_SKIP_CAN_REACH = "subset-test-skip-can-reach" (number, sum, rest, target);
    /// Under the numbers once the run is over.
    FINISHED = "subset-finished";
    /// Under the numbers at a solution: {0} how many numbers, {1} the target.
    ALL_DECIDED = "subset-all-decided" (count, target);
    /// The sum line's label, before the sum.
    SUM = "subset-sum";
    /// The sum line's end, after the bar: {0} what the numbers left add up to.
    LEFT_OVER = "subset-left-over" (left);
    /// The compact board's sum line: {0} the sum, {1} the target, {2} what the numbers
    /// left add up to.
    COMPACT_SUM = "subset-compact-sum" (sum, target, left);
    // The quiz: the question over the slot being filled and why a choice is refused.
    /// The subset sum's question: {0} the number decided.
    QUIZ_SUBSET_ASK = "quiz-subset-ask" (number);
    /// Why taking is refused: {0} the sum so far, {1} the number, {2} the target.
    QUIZ_SUBSET_PASSES = "quiz-subset-passes" (sum, number, target);
    /// Why a choice cannot reach the target: {0} the choice's key, {1} the sum so
    /// far, {2} what the numbers left add up to, {3} the target.
    QUIZ_SUBSET_SHORT = "quiz-subset-short" (choice, sum, rest, target);
}

/// The subset sum's messages in each language, from its own Fluent files.
impl Catalogued for SubsetSum {
    const WORDS: &'static [(Lang, &'static str)] = &[
        (Lang::En, include_str!("words/en.ftl")),
        (Lang::Zh, include_str!("words/zh-CN.ftl")),
        (Lang::ZhTw, include_str!("words/zh-TW.ftl")),
    ];
    /// The names of code its Chinese words keep.
    const CODE_NAMES: &'static [&'static str] = &[
        "solve", "sum", "rest", "target", "if", "return", "true", "false",
    ];
}
