//! The ids of the words of the player's lesson tools, each a message of the catalogue:
//! the slowest speeds, the breakpoints and their prompt, the line editor's keys.

use crate::app::words::words;

words! {
    /// A speed below one step a second: {0} the seconds between two steps.
    SPEED_EVERY_SECONDS = "speed-every-seconds" (seconds);
    /// The help line of the keys of breakpoints, bookmarks and the panel of moments.
    KEY_LESSON = "key-lesson";
    /// The prompt for a breakpoint's condition, before what is typed.
    BREAKPOINT_PROMPT = "breakpoint-prompt";
    /// The status line when a breakpoint is set: {0} its condition, {1} how many are set.
    BREAKPOINT_SET = "breakpoint-set" (condition, count);
    /// The status line when a condition typed is set already: {0} the condition.
    BREAKPOINT_KNOWN = "breakpoint-known" (condition);
    /// The status line when the breakpoints are cleared.
    BREAKPOINTS_CLEARED = "breakpoints-cleared";
    /// The status line when playing or End stops at a breakpoint: {0} its condition, {1}
    /// the step.
    BREAKPOINT_HIT = "breakpoint-hit" (condition, step);
    /// A condition typed that is none of the forms: {0} what was typed, {1} the forms.
    BREAKPOINT_UNKNOWN = "breakpoint-unknown" (text, forms);
    /// A condition whose number is wrong: {0} the form, {1} the smallest number it takes.
    BREAKPOINT_BAD_NUMBER = "breakpoint-bad-number" (form, least);
    /// The help line of the keys that move the cursor in a line typed.
    KEY_MOVE_CURSOR = "key-move-cursor";
    /// The help line of Backspace and Delete in a line typed.
    KEY_ERASE_CHARACTER = "key-erase-character";
    /// The help line of Enter in a line typed: it takes the line.
    KEY_TAKE_TEXT = "key-take-text";
    /// The footer's word for Enter in a line typed.
    HINT_TAKE_TEXT = "hint-take-text";
    /// The help line of the panel's arrows.
    KEY_MOMENTS_CHOOSE = "key-moments-choose";
    /// The help line of the panel's Enter.
    KEY_MOMENTS_GO = "key-moments-go";
    /// The help line of the panel's Delete.
    KEY_MOMENTS_REMOVE = "key-moments-remove";
    /// The help line of the panel's Esc.
    KEY_MOMENTS_CLOSE = "key-moments-close";
    /// The prompt for a bookmark's caption, before what is typed: {0} the step.
    CAPTION_PROMPT = "caption-prompt" (step);
    /// The status line when a step is bookmarked: {0} the step, {1} how many bookmarks.
    BOOKMARK_SET = "bookmark-set" (step, count);
    /// The status line on arriving at a bookmark: {0} the step, {1} its caption.
    AT_BOOKMARK = "at-bookmark" (step, caption);
    /// The status line when no bookmark lies that way.
    NO_BOOKMARK_THERE = "no-bookmark-there";
    /// The status line when a bookmark is forgotten: {0} its step.
    BOOKMARK_REMOVED = "bookmark-removed" (step);
    /// The status line when a breakpoint is forgotten: {0} its condition.
    BREAKPOINT_REMOVED = "breakpoint-removed" (condition);
    /// The panel's title.
    MOMENTS_TITLE = "moments-title";
    /// The panel's heading over the bookmarks.
    BOOKMARKS = "bookmarks";
    /// The panel's heading over the breakpoints.
    BREAKPOINTS = "breakpoints";
    /// The panel's heading over the solutions.
    SOLUTIONS_FOUND = "solutions-found";
    /// The panel's line when there is no bookmark.
    NO_BOOKMARKS = "no-bookmarks";
    /// The panel's line when there is no breakpoint.
    NO_BREAKPOINTS = "no-breakpoints";
    /// The panel's line when no solution is found yet.
    NO_SOLUTIONS_YET = "no-solutions-yet";
    /// The note when the state file is empty: {0} its path.
    STATE_EMPTY = "state-empty" (path);
    /// The note when the state file is of another version, not read and copied beside it
    /// before it is replaced: {0} its path, {1} the version.
    STATE_VERSION = "state-version" (path, version);
    /// The note when the state file is cut short, read as far as it goes and copied
    /// beside it before it is replaced: {0} its path.
    STATE_TRUNCATED = "state-truncated" (path);
    /// The note when the state file does not start as one, not read and copied beside it
    /// before it is replaced: {0} its path.
    STATE_GARBAGE = "state-garbage" (path);
    /// The note when a symbolic link stands in the state file's place: {0} its path.
    STATE_LINK = "state-link" (path);
    /// The note when the state file cannot be read at all, and is left as it is: {0} its
    /// path, {1} why.
    STATE_UNREADABLE = "state-unreadable" (path, why);
}
