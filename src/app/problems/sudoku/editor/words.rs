//! The ids of the sudoku editor's words, each a message of sudoku's own catalogue files
//! (`../words/*.ftl`); its clash line names a row, a column or a box in the board's words
//! (`UNIT_ROW`…).

use crate::app::words::words;

words! {
    /// The menu's entry of a new sudoku.
    NEW_SUDOKU = "new-sudoku";
    /// What the new sudoku entry opens.
    NEW_SUDOKU_ABOUT = "new-sudoku-about";
    /// The editor's heading for a new grid: {0} the side.
    EDITOR_NEW = "editor-new" (side);
    /// The editor's panel: {0} the cell under the cursor, as the boards write it.
    EDITOR_CELL = "editor-cell" (cell);
    /// The editor's panel: {0} how many givens.
    EDITOR_GIVENS = "editor-givens" (count);
    /// The editor's panel: no grid completes the givens.
    COUNT_NONE = "editor-count-none";
    /// The editor's panel: one grid does.
    COUNT_ONE = "editor-count-one";
    /// The editor's panel: two at least.
    COUNT_MANY = "editor-count-many";
    /// The editor's panel: the count stopped at its cap of {0} placements, having found
    /// {1} solutions (0 or 1).
    COUNT_GAVE_UP = "editor-count-gave-up" (placements, found);
    /// The editor's panel, a clash: {0} the value, {1} and {2} its cells, {3} the row,
    /// column or box they share.
    CLASH = "editor-clash" (value, first, second, unit);
    /// The editor's panel, under the first clash: {0} how many more.
    MORE_CLASHES = "editor-more-clashes" (count);
    /// The status line, a value the grid's side has not: {0} the key, {1} the side.
    VALUE_TOO_LARGE = "editor-value-too-large" (value, side);
    /// The status line, Enter or saving while givens clash.
    CLASH_FIRST = "editor-clash-first";
    /// A sudoku file with no comment: {0} its side, {1} its givens.
    ABOUT_SUDOKU = "shelf-about-sudoku" (side, givens);
    /// The arrows' help line in the editor.
    KEY_MOVE_IN_GRID = "key-move-in-grid";
    /// The digits' help line in the editor.
    KEY_PUT_VALUE = "key-put-value";
    /// The digits in the editor's footer.
    HINT_VALUE = "hint-value";
    /// The letters' help line in the editor.
    KEY_PUT_LETTER = "key-put-letter";
    /// Delete's help line in the editor.
    KEY_CLEAR = "key-clear";
}
