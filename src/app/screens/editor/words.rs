//! The ids of the words the editors and the puzzle folder share: the menu's group of the
//! class's own puzzles, saving and leaving, the count's spinner, the panel, and the
//! puzzle folder's screen, each a message of the catalogue (`assets/i18n/`).

use crate::app::words::words;

words! {
    /// The menu's group of the class's own puzzles.
    OWN_PUZZLES = "own-puzzles";
    /// The menu's entry of the puzzle folder.
    MY_PUZZLES = "my-puzzles";
    /// What the puzzle folder entry opens.
    MY_PUZZLES_ABOUT = "my-puzzles-about";
    /// Where the folder would be named on a system without one: {0} the option that
    /// names one.
    NO_FOLDER = "no-puzzle-folder" (option);
    /// The editor's heading for a grid from a file: {0} the file's name.
    EDITOR_FILE = "editor-file" (file);
    /// The editor's panel while the solutions are counted: {0} a spinner.
    COUNTING = "editor-counting" (spinner);
    /// The editor's panel: the grid has not been saved.
    NOT_SAVED_YET = "editor-not-saved-yet";
    /// The editor's panel: {0} the file the grid was saved in or read from.
    SAVED_IN = "editor-saved-in" (file);
    /// The editor's panel: {0} that file, changed since.
    CHANGED_SINCE = "editor-changed-since" (file);
    /// The status line after saving: {0} the file.
    SAVED_AS = "editor-saved-as" (file);
    /// The status line, leaving with changes not saved.
    UNSAVED_LEAVE = "editor-unsaved-leave";
    /// The puzzle folder's heading: {0} the folder.
    SHELF_HEADING = "shelf-heading" (folder);
    /// The puzzle folder's list when it has no file: {0} the folder.
    SHELF_EMPTY = "shelf-empty" (folder, editors);
    /// What stands between two items of a list in a sentence: `, ` in English.
    LIST_SEPARATOR = "list-separator";
    /// The puzzle folder cannot be listed: {0} the folder, {1} why.
    SHELF_UNREADABLE = "shelf-unreadable" (folder, why);
    /// A file that cannot be played: {0} why.
    FILE_FAULT = "shelf-file-fault" (why);
    /// The puzzle folder read again: {0} how many files.
    REREAD = "shelf-reread" (count);
    /// The arrows in the editor's footer.
    HINT_MOVE = "hint-move";
    /// Enter's help line in the editor.
    KEY_PLAY_PUZZLE = "key-play-puzzle";
    /// `w`'s help line in the editor.
    KEY_SAVE_PUZZLE = "key-save-puzzle";
    /// `w` in the editor's footer.
    HINT_SAVE = "hint-save";
    /// `o`'s help line in the editor.
    KEY_LOAD_PUZZLE = "key-load-puzzle";
    /// `o` in the editor's footer.
    HINT_LOAD = "hint-load";
    /// A count stopped at its cap of placements: {0} the placements, {1} the solutions
    /// found by then.
    TALLY_GAVE_UP = "tally-gave-up" (placements, found);
    /// The title of the subset-sum and the map editors' panels.
    PANEL = "draft-panel";
    /// `e` in the puzzle folder on a file no editor opens.
    SHELF_NO_EDITOR = "shelf-no-editor";
    /// `a` in the editors' footer.
    HINT_ADD = "hint-add";
    /// `x` in the editors' footer.
    HINT_DELETE = "hint-delete";
    /// The puzzle cannot be searched yet, on Enter or `w`: {0} why.
    FIX_FIRST = "draft-fix-first" (why);
}
