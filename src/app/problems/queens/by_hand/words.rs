//! The ids of the queens sandbox's words, each a message of the catalogue
//! (the queens' own Fluent files, `../words/*.ftl`, section `## (queens-sandbox)`).

use crate::app::words::words;

words! {
    /// The menu's entry of the sandbox.
    QUEENS_BY_HAND = "queens-by-hand";
    /// What the sandbox's entry opens.
    QUEENS_BY_HAND_ABOUT = "queens-by-hand-about";
    /// The sandbox's heading: {0} the side.
    HEADING = "sandbox-heading" (side);
    /// The conditions panel's title: {0} the square under the cursor.
    CONDITIONS_TITLE = "sandbox-conditions-title" (cell);
    /// The conditions table's first column: the queens.
    QUEEN_COLUMN = "sandbox-queen-column";
    /// The panel with no queen placed: {0} the key that puts one.
    NO_QUEEN = "sandbox-no-queen" (key);
    /// Over the conditions joined as the tutorial writes them for the next queen.
    TUTORIAL_FORM = "sandbox-tutorial-form";
    /// Beside the condition `X≠a` of a queen in the square's own row.
    SAME_ROW = "sandbox-same-row";
    /// The panel's rows of queens cut: {0} an arrow, {1} how many more.
    MORE_QUEENS = "sandbox-more-queens" (arrow, count);
    /// The verdict: {0} the square, which no queen attacks.
    FREE = "sandbox-free" (cell);
    /// The verdict: {0} the square, attacked by {1} the queens, {2} how many.
    ATTACKED = "sandbox-attacked" (cell, queens, count);
    /// The verdict on a queen's square: {0} the square, which no other queen attacks.
    QUEEN_SAFE = "sandbox-queen-safe" (cell);
    /// The verdict on a queen's square: {0} the square, attacked by {1} the queens,
    /// {2} how many.
    QUEEN_ATTACKED = "sandbox-queen-attacked" (cell, queens, count);
    /// Under the verdict, when the square's row has a queen elsewhere: {0} the key, {1}
    /// that queen.
    MOVES_HERE = "sandbox-moves-here" (key, queen);
    /// The search panel's title.
    SEARCH_TITLE = "sandbox-search-title";
    /// The search panel: {0} the key; no row is placed, so the board starts empty.
    SEARCH_NONE = "sandbox-search-none" (key);
    /// The search panel: {0} the key, {1} how many rows are given, {2} the first and
    /// {3} the last of them, {4} the row the search starts on.
    SEARCH_GIVEN = "sandbox-search-given" (key, count, first, last, next);
    /// The search panel: {0} the key; every row is placed, {1} how many.
    SEARCH_FULL = "sandbox-search-full" (key, count);
    /// The search panel: {0} the key; {1} and {2} two queens of the given rows that
    /// attack each other.
    SEARCH_CLASH = "sandbox-search-clash" (key, first, second);
    /// The search panel: {0} the queens below the first empty row, {1} how many, {2}
    /// that row.
    SEARCH_IGNORED = "sandbox-search-ignored" (queens, count, row);
    /// The search panel: {0} the key that searches from an empty board.
    SEARCH_EMPTY = "sandbox-search-empty" (key);
    /// The title over the player searching from given rows: {0} how many rows, {1} the
    /// first and {2} the last of them.
    PLAYER_GIVEN = "sandbox-player-given" (count, first, last);
    /// The title over the player searching from an empty board.
    PLAYER_EMPTY = "sandbox-player-empty";
    /// The player's status line as it opens on given rows: {0} how many rows, {1} the
    /// first and {2} the last of them, {3} the row the search starts on.
    PLAYER_NOTE = "sandbox-player-note" (count, first, last, next);
    /// The status line: {0} the square a queen was put on.
    PLACED = "sandbox-placed" (cell);
    /// The status line: {0} the square a queen was put on, attacked by {1} the queens,
    /// {2} how many.
    PLACED_ATTACKED = "sandbox-placed-attacked" (cell, queens, count);
    /// The status line: a row's queen moved from {0} to {1}.
    MOVED = "sandbox-moved" (from, to);
    /// The status line: {0} the square a queen was lifted from.
    LIFTED = "sandbox-lifted" (cell);
    /// The status line: every queen lifted, {0} how many.
    CLEARED = "sandbox-cleared" (count);
    /// The status line: the search refused, {0} and {1} attacking each other.
    CLASH_FIRST = "sandbox-clash-first" (first, second);
    /// The legend: a queen.
    LEGEND_QUEEN = "sandbox-legend-queen";
    /// The legend: the lines a queen attacks along.
    LEGEND_LINES = "sandbox-legend-lines";
    /// The legend: a square no queen attacks.
    LEGEND_FREE = "sandbox-legend-free";
    // The key table.
    /// The arrows' help line.
    KEY_MOVE = "key-sandbox-move";
    /// Space's help line.
    KEY_TOGGLE = "key-sandbox-toggle";
    /// Space in the footer.
    HINT_TOGGLE = "hint-sandbox-toggle";
    /// `c`'s help line.
    KEY_CLEAR = "key-sandbox-clear";
    /// `c` in the footer.
    HINT_CLEAR = "hint-sandbox-clear";
    /// `p`'s help line.
    KEY_SEARCH = "key-sandbox-search";
    /// `p` in the footer.
    HINT_SEARCH = "hint-sandbox-search";
    /// `e`'s help line.
    KEY_SEARCH_EMPTY = "key-sandbox-search-empty";
    /// `e` in the footer.
    HINT_SEARCH_EMPTY = "hint-sandbox-search-empty";
}
