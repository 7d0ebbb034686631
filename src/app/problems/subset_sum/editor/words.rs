//! The ids of the subset-sum editor's words, each a message of the subset sum's own
//! catalogue files (`../words/*.ftl`, section `## (subset-sum-editor)`).

use crate::app::words::words;

words! {
    /// The menu's entry of a new subset sum.
    NEW_SUBSET_SUM = "new-subset-sum";
    /// What the new subset sum entry opens.
    NEW_SUBSET_SUM_ABOUT = "new-subset-sum-about";
    /// The subset-sum editor's heading for a new puzzle.
    SUMS_NEW = "sums-editor-new";
    /// The subset-sum editor's label of the target.
    SUMS_TARGET = "sums-target";
    /// The subset-sum editor's numbers row, before the numbers: {0} how many.
    SUMS_NUMBERS = "sums-numbers" (count);
    /// The subset-sum editor's panel: {0} the place of the number under the cursor, from
    /// 1, or the target.
    SUMS_AT_NUMBER = "sums-at-number" (place);
    /// The subset-sum editor's panel, the cursor on the target.
    SUMS_AT_TARGET = "sums-at-target";
    /// The subset-sum editor's panel: {0} the sum of all the numbers.
    SUMS_TOTAL = "sums-total" (total);
    /// The subset-sum editor's panel: {0} how many subsets reach the target.
    SUMS_COUNT = "sums-count" (count);
    /// The subset-sum editor's panel: more subsets than {0} reach the target.
    SUMS_MORE_THAN = "sums-more-than" (cap);
    /// What keeps the puzzle from a search: no numbers.
    SUMS_NO_NUMBERS = "sums-no-numbers";
    /// What keeps the puzzle from a search: {0} how many numbers, {1} the most.
    SUMS_TOO_MANY = "sums-too-many" (count, max);
    /// What keeps the puzzle from a search: number {0} (from 1) is 0.
    SUMS_ZERO_NUMBER = "sums-zero-number" (place);
    /// What keeps the puzzle from a search: the target is 0.
    SUMS_ZERO_TARGET = "sums-zero-target";
    /// What keeps the puzzle from a search: the numbers add up to more than {0}.
    SUMS_OVERFLOW = "sums-overflow" (max);
    /// The status line, a digit that would make the number too large to hold.
    SUMS_TOO_LARGE = "sums-too-large";
    /// The status line, a number added to a list that has the most: {0} the most.
    SUMS_FULL = "sums-full" (max);
    /// ← → in the subset-sum editor.
    KEY_SUMS_MOVE = "key-sums-move";
    /// ↑ ↓ Tab t in the subset-sum editor.
    KEY_SUMS_ROW = "key-sums-row";
    /// `t` in the subset-sum editor's footer.
    HINT_TARGET = "hint-target";
    /// The digits in the subset-sum editor.
    KEY_SUMS_DIGIT = "key-sums-digit";
    /// The digits in the subset-sum editor's footer.
    HINT_TYPE = "hint-type";
    /// Backspace in the subset-sum editor.
    KEY_SUMS_ERASE = "key-sums-erase";
    /// `a` in the subset-sum editor.
    KEY_SUMS_ADD = "key-sums-add";
    /// `x` in the subset-sum editor.
    KEY_SUMS_DELETE = "key-sums-delete";
    /// `<` `>` in the subset-sum editor.
    KEY_SUMS_SHIFT = "key-sums-shift";
    /// `<` `>` in the subset-sum editor's footer.
    HINT_SHIFT = "hint-shift";
}
