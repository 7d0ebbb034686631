//! The queens board's words: each a message of the catalogue, in the queens' own Fluent
//! files beside this one (`words/en.ftl`, `words/zh-CN.ftl`, `words/zh-TW.ftl`).

use crate::app::Lang;
use crate::app::words::catalogued::Catalogued;
use crate::app::words::words;
use crate::problems::QueensBoard;

words! {
    /// The word of a breakpoint that names a queens row, such as `row5=3`.
    SLOT_ROW = "slot-word-row";
    /// The pseudo-code's line that outputs a solution: {0} the code that ends the call,
    /// `return` or `return true`.
    QUEENS_OUTPUT = "queens-output" (exit);
    /// The pseudo-code's line that puts a queen down: {0} the square, as code.
    QUEENS_PUT = "queens-put" (cell);
    /// The pseudo-code's line that takes a queen back.
    QUEENS_TAKE_OFF = "queens-take-off";
    /// The lesson's code, after `A[row][col] = 1; `: its three flags set.
    QUEENS_THREE_FLAGS_SET = "queens-three-flags-set";
    /// The lesson's code, after `A[row][col] = 0; `: its three flags cleared.
    QUEENS_THREE_FLAGS_CLEARED = "queens-three-flags-cleared";
    /// The eight-queens tutorial's code, after `queenColumn[x] = y; `: its flags set.
    QUEENS_FLAGS_SET = "queens-flags-set";
    /// The eight-queens tutorial's code, after `queenColumn[x] = -1; `: its flags cleared.
    QUEENS_FLAGS_CLEARED = "queens-flags-cleared";
    /// The depth-first tutorial's comment on the line that skips a square already taken.
    QUEENS_PRUNE = "queens-prune";
    /// The depth-first tutorial's comment and log after `place`: {0} the words its log
    /// prints.
    QUEENS_SET_STATE = "queens-set-state" (printed);
    /// The depth-first tutorial's comment and log after `unplace`: {0} the words its log
    /// prints.
    QUEENS_RESET_STATE = "queens-reset-state" (printed);
    /// The heading over the board: {0} the size.
    QUEENS_HEADING = "queens-heading" (n);
    /// What the call on top of the stack does at a solution, after `trace(row=N): `.
    QUEENS_OUTPUT_CALL = "queens-output-call";
    /// A frame's columns already tried: {0} them.
    QUEENS_TRIED = "queens-tried" (columns);
    /// The log's placement: {0} the row, {1} the column.
    QUEENS_PLACED = "queens-placed" (row, col);
    /// The log's removal under a tutorial's code: {0} the square.
    QUEENS_TAKEN_OFF = "queens-taken-off" (cell);
    /// The log's removal of the last row's queen: {0} its square.
    QUEENS_NEXT_SOLUTION = "queens-next-solution" (cell);
    /// The log's backtrack from a row whose loop found no column: {0} that row, {1} the
    /// square of the queen taken off.
    QUEENS_DEAD_END = "queens-dead-end" (next, cell);
    /// The log's backtrack from a row whose loop has tried every column: {0} that row,
    /// {1} the square of the queen taken off.
    QUEENS_NO_COLUMN_LEFT = "queens-no-column-left" (next, cell);
    /// The log's solution: {0} its number, {1} the queens' columns row by row.
    QUEENS_SOLUTION = "queens-solution" (count, columns);
    /// A solution's number in a tutorial's log: {0} it.
    QUEENS_SOLUTION_NUMBER = "queens-solution-number" (count);
    /// The legend's word for a queen.
    QUEENS_LEGEND_QUEEN = "queens-legend-queen";
    /// The legend's word for a queen just taken off or a column tried.
    QUEENS_LEGEND_TRIED = "queens-legend-tried";
    /// The legend's word for a column the row's loop refuses.
    QUEENS_LEGEND_REFUSED = "queens-legend-refused";
    /// The legend's word for a square attacked that no loop has looked at.
    QUEENS_LEGEND_ATTACKED = "queens-legend-attacked";
    /// The legend's words for `x` in the depth-first tutorial's boards in the log, a free
    /// square, beside the board's `x`, refused.
    QUEENS_LEGEND_LOG_FREE = "queens-legend-log-free";
    /// The legend's entry for the attacked squares and the tried queens while they are
    /// hidden, after the key that shows them.
    QUEENS_LEGEND_LAYER_OFF = "queens-legend-layer-off";
    /// The help's line for the key that shows or hides the attacked squares and the
    /// tried queens.
    QUEENS_KEY_ATTACKED = "queens-key-layer";
    /// The status line after the attacked squares and the tried queens are shown: {0}
    /// the key that hides them.
    QUEENS_ATTACKED_SHOWN = "queens-layer-shown" (key);
    /// The status line after the attacked squares and the tried queens are hidden: {0}
    /// the key that shows them.
    QUEENS_ATTACKED_HIDDEN = "queens-layer-hidden" (key);
    // The quiz: the question over the slot being filled and why a choice is refused.
    /// The queens' question: {0} the row being filled.
    QUIZ_QUEENS_ASK = "quiz-queens-ask" (row);
    /// A queens column in the verdict: {0} its number.
    QUIZ_QUEENS_COLUMN = "quiz-queens-column" (col);
    /// Why a column is refused: {0} it, {1} the square of the queen in that column.
    QUIZ_QUEENS_SAME_COLUMN = "quiz-queens-same-column" (col, cell);
    /// Why a column is refused: {0} it, {1} the square of the queen on its diagonal.
    QUIZ_QUEENS_SAME_DIAGONAL = "quiz-queens-same-diagonal" (col, cell);
}

/// The queens's messages in each language, from its own Fluent files.
impl Catalogued for QueensBoard {
    const WORDS: &'static [(Lang, &'static str)] = &[
        (Lang::En, include_str!("words/en.ftl")),
        (Lang::Zh, include_str!("words/zh-CN.ftl")),
        (Lang::ZhTw, include_str!("words/zh-TW.ftl")),
    ];
    /// The values of its flags, which the tutorials' code sets in Chinese too.
    const KEPT: &'static [&'static str] = &["true", "false"];
    /// The names of code its Chinese words keep.
    const CODE_NAMES: &'static [&'static str] = &[
        "trace",
        "row",
        "col",
        "if",
        "in",
        "for",
        "isCol",
        "isBia",
        "return",
        "true",
        "false",
        "putQueen",
        "printSolution",
        "place",
        "unplace",
        "set",
        "reset",
        "state",
        "dfs",
        "cnt",
        "print",
        "result",
        "push",
        "back",
        "board",
    ];
}
