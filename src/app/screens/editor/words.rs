//! The ids of the sudoku editor's and the puzzle folder's words, each a message of the
//! catalogue (`assets/i18n/`).

use crate::app::words::words;

words! {
    /// The menu's group of the class's own puzzles.
    OWN_PUZZLES = "own-puzzles";
    /// The menu's entry of a new sudoku.
    NEW_SUDOKU = "new-sudoku";
    /// What the new sudoku entry opens.
    NEW_SUDOKU_ABOUT = "new-sudoku-about";
    /// The menu's entry of the puzzle folder.
    MY_PUZZLES = "my-puzzles";
    /// What the puzzle folder entry opens.
    MY_PUZZLES_ABOUT = "my-puzzles-about";
    /// Where the folder would be named on a system without one: {0} the option that
    /// names one.
    NO_FOLDER = "no-puzzle-folder" (option);
    /// The editor's heading for a new grid: {0} the side.
    EDITOR_NEW = "editor-new" (side);
    /// The editor's heading for a grid from a file: {0} the file's name.
    EDITOR_FILE = "editor-file" (file);
    /// The editor's panel: {0} the cell under the cursor, as the boards write it.
    EDITOR_CELL = "editor-cell" (cell);
    /// The editor's panel: {0} how many givens.
    EDITOR_GIVENS = "editor-givens" (count);
    /// The editor's panel while the solutions are counted: {0} a spinner.
    COUNTING = "editor-counting" (spinner);
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
    /// The editor's panel: the grid has not been saved.
    NOT_SAVED_YET = "editor-not-saved-yet";
    /// The editor's panel: {0} the file the grid was saved in or read from.
    SAVED_IN = "editor-saved-in" (file);
    /// The editor's panel: {0} that file, changed since.
    CHANGED_SINCE = "editor-changed-since" (file);
    /// The status line, a value the grid's side has not: {0} the key, {1} the side.
    VALUE_TOO_LARGE = "editor-value-too-large" (value, side);
    /// The status line, Enter or saving while givens clash.
    CLASH_FIRST = "editor-clash-first";
    /// The status line after saving: {0} the file.
    SAVED_AS = "editor-saved-as" (file);
    /// The status line, leaving with changes not saved.
    UNSAVED_LEAVE = "editor-unsaved-leave";
    /// The puzzle folder's heading: {0} the folder.
    SHELF_HEADING = "shelf-heading" (folder);
    /// The puzzle folder's list when it has no file: {0} the folder.
    SHELF_EMPTY = "shelf-empty" (folder);
    /// The puzzle folder cannot be listed: {0} the folder, {1} why.
    SHELF_UNREADABLE = "shelf-unreadable" (folder, why);
    /// A sudoku file with no comment: {0} its side, {1} its givens.
    ABOUT_SUDOKU = "shelf-about-sudoku" (side, givens);
    /// A file that cannot be played: {0} why.
    FILE_FAULT = "shelf-file-fault" (why);
    /// The puzzle folder read again: {0} how many files.
    REREAD = "shelf-reread" (count);
    // The key tables.
    /// The arrows' help line in the editor.
    KEY_MOVE_IN_GRID = "key-move-in-grid";
    /// The arrows in the editor's footer.
    HINT_MOVE = "hint-move";
    /// The digits' help line in the editor.
    KEY_PUT_VALUE = "key-put-value";
    /// The digits in the editor's footer.
    HINT_VALUE = "hint-value";
    /// The letters' help line in the editor.
    KEY_PUT_LETTER = "key-put-letter";
    /// Delete's help line in the editor.
    KEY_CLEAR = "key-clear";
    /// Enter's help line in the editor.
    KEY_PLAY_PUZZLE = "key-play-puzzle";
    /// Enter in the editor's and the folder's footer.
    HINT_PLAY_PUZZLE = "hint-play-puzzle";
    /// `w`'s help line in the editor.
    KEY_SAVE_PUZZLE = "key-save-puzzle";
    /// `w` in the editor's footer.
    HINT_SAVE = "hint-save";
    /// `o`'s help line in the editor.
    KEY_LOAD_PUZZLE = "key-load-puzzle";
    /// `o` in the editor's footer.
    HINT_LOAD = "hint-load";
    /// Enter's help line in the puzzle folder.
    KEY_OPEN_FILE = "key-open-file";
    /// `e`'s help line in the puzzle folder.
    KEY_EDIT_FILE = "key-edit-file";
    /// `e` in the puzzle folder's footer.
    HINT_EDIT = "hint-edit";
    /// `r`'s help line in the puzzle folder.
    KEY_REREAD = "key-reread";
    /// `r` in the puzzle folder's footer.
    HINT_REREAD = "hint-reread";
    /// Esc's help line in the puzzle folder.
    KEY_BACK = "key-back";
    /// Esc in the puzzle folder's footer.
    HINT_BACK = "hint-back-out";
}

/// The sudoku board's words for a row, a column and a box, which the clash line names:
/// declared with the board's words, named here by their keys.
pub mod unit_words {
    use crate::app::words::Id;

    /// A row: its number.
    pub const ROW: Id = Id::new("sudoku-unit-row", &["row"]);
    /// A column: its number.
    pub const COLUMN: Id = Id::new("sudoku-unit-column", &["column"]);
    /// A box: its number.
    pub const BOX: Id = Id::new("sudoku-unit-box", &["box"]);
}
