//! The ids of sudoku's words, each a message of the catalogue (`words/*.ftl`): its keys
//! `o` and `p`, the pseudo-code's words, the tutorials' comments, the heading, the bit
//! sets and their header, the legend, the stack's calls and the log's narration.

use crate::app::Lang;
use crate::app::words::catalogued::Catalogued;
use crate::app::words::words;
use crate::problems::SudokuBoard;

words! {
    /// The word of a breakpoint that names a sudoku cell, such as `cell(4,4)=7`.
    SLOT_CELL = "slot-word-cell";
    /// The order key `o` restarted the search: {0} the new cell order.
    ORDER_RESTARTED = "order-restarted" (order);
    /// The key `p` turned the pencil marks on.
    PENCIL_MARKS = "pencil-marks";
    /// The key `p` turned them off, for the candidate counts.
    CANDIDATE_COUNTS = "candidate-counts";
    /// `o`'s help line.
    KEY_CELL_ORDER = "key-cell-order";
    /// `o` in the footer.
    HINT_ORDER = "hint-order";
    /// `p`'s help line.
    KEY_PENCIL_MARKS = "key-pencil-marks";
    /// `p` in the footer.
    HINT_PENCIL = "hint-pencil";
    /// The pseudo-code in row order, after `while (r,c) `: a given cell is skipped.
    GIVEN_NEXT_CELL = "sudoku-given-next-cell";
    /// The pseudo-code in row order, between `if r == N: ` and `; return`.
    OUTPUT_GRID = "sudoku-output-grid";
    /// The pseudo-code in row order, after `(r,c) = v; `: the placement.
    SET_THREE_BITS = "sudoku-set-three-bits";
    /// The pseudo-code of every order, after `(r,c) = 0; `: the removal.
    CLEAR_THREE_BITS = "sudoku-clear-three-bits";
    /// The lesson's code, before `; data[row][col] = num`: its three bits set.
    THREE_BITS_SET = "sudoku-three-bits-set";
    /// The lesson's code, before `; data[row][col] = 0`: its three bits cleared.
    THREE_BITS_CLEARED = "sudoku-three-bits-cleared";
    /// The pseudo-code in MRV and singles order, between `if ` and `; return`.
    NO_CELL_EMPTY = "sudoku-no-cell-empty";
    /// The pseudo-code in MRV order, after `(r,c) = `.
    FEWEST_EMPTY_CELL = "sudoku-fewest-empty-cell";
    /// The pseudo-code in MRV order, between `if (r,c) ` and `: return`.
    HAS_NO_CANDIDATE = "sudoku-has-no-candidate";
    /// The pseudo-code in MRV order, between `if v ` and `:`.
    IS_CANDIDATE_OF = "sudoku-is-candidate-of";
    /// The pseudo-code in MRV and singles order, after `(r,c) = v; `: the placement.
    SET_UNIT_BITS = "sudoku-set-unit-bits";
    /// The pseudo-code in singles order, between `if ` and `:`.
    ONE_CANDIDATE = "sudoku-one-candidate";
    /// The pseudo-code in singles order, after `(r,c) = `, under each single.
    THAT_CELL_ONLY = "sudoku-that-cell-only";
    /// The pseudo-code in singles order, between `elif ` and `:`.
    ONE_CELL_LEFT = "sudoku-one-cell-left";
    /// The pseudo-code in singles order, after `else: (r,c) = `: the guess.
    FEWEST_CELL = "sudoku-fewest-cell";
    /// The pseudo-code in singles order, between `if ` and `: return`.
    NOTHING_TO_TRY = "sudoku-nothing-to-try";
    /// The pseudo-code in singles order, between `for v in ` and `:`.
    WHAT_MAY_TRY = "sudoku-what-may-try";
    /// The solution-space tutorial's code, the comment after `state.PlaceNumber(i)  // `.
    PLACE_COMMENT = "sudoku-place-comment";
    /// The solution-space tutorial's code, the comment between `// ` and `
    /// DecideNextPlace()`.
    THEN_COMMENT = "sudoku-then-comment";
    /// The solution-space tutorial's code, the comment after `state.RemoveNumber(i)  // `.
    REMOVE_COMMENT = "sudoku-remove-comment";
    /// The heading over the board: $side the number of cells a side, $order the cell order's
    /// name below.
    HEADING = "sudoku-heading" (side, order);
    /// The heading's cell order: row by row.
    ORDER_ROW = "sudoku-order-row";
    /// The heading's cell order: the fewest candidates first.
    ORDER_MRV = "sudoku-order-mrv";
    /// The heading's cell order: singles before guesses.
    ORDER_SINGLES = "sudoku-order-singles";
    /// A bit set's label, and a short one: $row the row's number.
    ROW = "sudoku-row" (row);
    /// A bit set's label, and a short one: $col the column's number.
    COL = "sudoku-col" (col);
    /// A bit set's label: $box the box's number, or its place such as `[0][1]`.
    BOX = "sudoku-box" (box);
    /// The label of the candidates of the cell being filled, under the pseudo-code.
    CANDIDATES = "sudoku-candidates";
    /// The short label of the candidates of the cell being filled, on a small board.
    CAND = "sudoku-cand";
    /// Over the bit sets when nothing longer fits: $cell the cell being filled.
    FILLING = "sudoku-filling" (cell);
    /// Over the bit sets: $cell the cell being filled, $count its candidates.
    FILLING_COUNT = "sudoku-filling-count" (cell, count);
    /// Over the bit sets in MRV and singles order: $cell the cell being filled, $count its
    /// candidates, the fewest.
    FILLING_FEWEST = "sudoku-filling-fewest" (cell, count);
    /// Over the bit sets in singles order: $cell the cell being filled, $count its one
    /// candidate.
    FILLING_FORCED = "sudoku-filling-forced" (cell, count);
    /// Over the bit sets in singles order: $cell the cell being filled, the only one left for
    /// $value.
    FILLING_ONLY_CELL_LEFT = "sudoku-filling-only-cell-left" (cell, value);
    /// The same, shorter: $cell the cell being filled, the only one for $value.
    FILLING_ONLY_CELL_FOR = "sudoku-filling-only-cell-for" (cell, value);
    /// Over the bit sets once the search has run out.
    SEARCH_FINISHED = "sudoku-search-finished";
    /// The same, shorter.
    DONE = "sudoku-done";
    /// Over the bit sets at a solution.
    SOLVED_EVERY_CELL = "sudoku-solved-every-cell";
    /// The same, shorter.
    SOLVED = "sudoku-solved";
    /// The legend, after a given digit.
    LEGEND_GIVEN = "sudoku-legend-given";
    /// The legend, after a placed digit.
    LEGEND_PLACED = "sudoku-legend-placed";
    /// The legend, after an empty cell's number of candidates.
    LEGEND_CANDIDATES = "sudoku-legend-candidates";
    /// The legend, after a digit taken back.
    LEGEND_REMOVED = "sudoku-legend-removed";
    /// Under a board too small for pencil marks: $size the size they need, such as `24×13`.
    PENCIL_MARKS_NEED = "sudoku-pencil-marks-need" (size);
    /// A frame of the call stack: $values the digits it has tried.
    TRIED = "sudoku-tried" (values);
    /// A frame of the call stack: $count the digits it has left to try.
    LEFT = "sudoku-left" (count);
    /// A frame of the call stack whose digit is a single.
    FORCED = "sudoku-forced";
    /// The stack's call at a solution in row order, after `solve(r=…,c=…): `.
    PAST_END_OUTPUT = "sudoku-past-end-output";
    /// The stack's call at a solution with no empty cell, after `solve(): `.
    NO_EMPTY_CELL_OUTPUT = "sudoku-no-empty-cell-output";
    /// The log, a single placed: $cell the cell, $value the one digit that fits.
    PLACED_ONLY_CANDIDATE = "sudoku-placed-only-candidate" (cell, value);
    /// The log, a single placed: $cell the only cell left for $value in $unit (a row, column
    /// or box below).
    PLACED_ONLY_CELL = "sudoku-placed-only-cell" (cell, value, unit);
    /// The log, a guess in singles order: $cell the cell, $value the digit, $count the cell's
    /// candidates.
    PLACED_GUESS = "sudoku-placed-guess" (cell, value, count);
    /// The log, a placement in MRV order: $cell the cell, $value the digit, $count the cell's
    /// candidates.
    PLACED_FEWEST = "sudoku-placed-fewest" (cell, value, count);
    /// A row in the log's and the editor's clash line's words: $row its number.
    UNIT_ROW = "sudoku-unit-row" (row);
    /// A column in the same words: $column its number.
    UNIT_COLUMN = "sudoku-unit-column" (column);
    /// A box in the same words: $box its number.
    UNIT_BOX = "sudoku-unit-box" (box);
    /// The log, a removal: back to $cell, whose $value is taken out.
    BACK = "sudoku-back" (cell, value);
    /// The log, a removal after a solution: $cell and its $value taken out.
    BACK_FOR_NEXT = "sudoku-back-for-next" (cell, value);
    /// The log, a removal: $next the cell with no candidate, $cell the cell whose $value is
    /// taken out.
    DEAD_END = "sudoku-dead-end" (next, cell, value);
    /// The log, a removal: $next the cell whose candidates $failed all failed, $cell the cell
    /// whose $value is taken out.
    ALL_FAILED = "sudoku-all-failed" (next, failed, cell, value);
    /// The log, a solution under the pseudo-code: $count its number.
    SOLUTION = "sudoku-solution" (count);
    /// The log, a solution under the lesson's code, after `Print(): `.
    EVERY_CELL_FILLED = "sudoku-every-cell-filled";
    /// The log, a solution under the LeetCode write-up's code, before `: return true`.
    NO_DOT_LEFT = "sudoku-no-dot-left";
    /// The log under the solution-space tutorial's code, after `PlaceNumber(…) `: $cell the
    /// cell.
    AT = "sudoku-at" (cell);
    /// The heading's cell order: exact cover's most constrained choice.
    ORDER_COVER = "sudoku-order-cover";
    /// The pseudo-code in cover order, after `else: `: the guess.
    COVER_FEWEST_WAYS = "sudoku-cover-fewest-ways";
    /// The pseudo-code in cover order, between `for (r,c) = v in ` and `:`.
    COVER_WHAT_MAY_TRY = "sudoku-cover-what-may-try";
    /// The pseudo-code in cover order, the line after a placement.
    COVER_TAKE_LOCKED = "sudoku-cover-take-locked";
    /// Over the bit sets in cover order: $value the value being placed in $unit, $count the
    /// cells left for it there.
    FILLING_VALUE = "sudoku-filling-value" (value, unit, count);
    /// The log, a guess of a unit's cell in cover order: $cell the cell, $value the digit,
    /// $unit where it has the fewest cells left, $count how many.
    PLACED_FEWEST_CELLS = "sudoku-placed-fewest-cells" (cell, value, unit, count);
    /// The log, locked candidates: $value lies in $within only where it meets $line, so it
    /// is taken out of the rest of $line.
    LOCKED = "sudoku-locked" (value, within, line);
    /// The log, after a lock: $count further locks found at once.
    LOCKED_MORE = "sudoku-locked-more" (count);
    /// A frame of the call stack in cover order: $value the digit placed in $unit.
    VALUE_IN_UNIT = "sudoku-value-in-unit" (value, unit);
    /// The log, a removal in cover order: $value has no cell left in $unit, $failed the
    /// cells tried, $cell the cell whose $removed is taken out.
    NOWHERE_LEFT = "sudoku-nowhere-left" (value, unit, failed, cell, removed);
    /// The log, after a guess in cover order: $ties constraints had as few ways, and each
    /// choice of this one forces at least $singles singles.
    COVER_LOOKED = "sudoku-cover-looked" (ties, singles);
    /// The log, after a guess in cover order: $ties constraints had as few ways, and every
    /// choice of this one runs into a dead end at once.
    COVER_LOOKED_DEAD = "sudoku-cover-looked-dead" (ties);
    // The quiz: the question over the slot being filled and why a choice is refused.
    /// The sudoku's question: {0} the cell being filled.
    QUIZ_SUDOKU_ASK = "quiz-sudoku-ask" (cell);
    /// Why a digit is refused: {0} it, {1} the row, {2} the cell of that row holding it.
    QUIZ_SUDOKU_IN_ROW = "quiz-sudoku-in-row" (digit, row, cell);
    /// Why a digit is refused: {0} it, {1} the column, {2} the cell holding it.
    QUIZ_SUDOKU_IN_COLUMN = "quiz-sudoku-in-column" (digit, col, cell);
    /// Why a digit is refused: {0} it, {1} the cell of the box holding it.
    QUIZ_SUDOKU_IN_BOX = "quiz-sudoku-in-box" (digit, cell);
    /// What an order weighs a cell by: {0} the cell, {1} its candidates.
    QUIZ_SUDOKU_CANDIDATES = "quiz-sudoku-candidates" (cell, count);
}

/// The sudoku's messages in each language, from its own Fluent files.
impl Catalogued for SudokuBoard {
    const WORDS: &'static [(Lang, &'static str)] = &[
        (Lang::En, include_str!("words/en.ftl")),
        (Lang::Zh, include_str!("words/zh-CN.ftl")),
        (Lang::ZhTw, include_str!("words/zh-TW.ftl")),
    ];
    const KEPT: &'static [&'static str] = &["MRV", "Solve", "Place", "Remove"];
    /// The names of code its Chinese words keep.
    const CODE_NAMES: &'static [&'static str] = &[
        "solve",
        "while",
        "if",
        "elif",
        "else",
        "for",
        "in",
        "rowBit",
        "colBit",
        "blockBit",
        "box",
        "return",
        "true",
        "false",
        "Solve",
        "row",
        "col",
        "backtracking",
        "curX",
        "curY",
        "data",
        "Print",
        "answer",
        "state",
        "board",
        "PlaceNumber",
        "RemoveNumber",
        "IsFinal",
        "PrintBoard",
        "bSolved",
    ];
}
