//! The ids of the words of the player's lesson tools, each a message of the catalogue:
//! the slowest speeds, the breakpoints and their prompt, the bookmarks and the moments
//! panel (the keys' own words are the key tables', `input/keys/key_words.rs`).

use crate::app::words::words;

words! {
    /// A speed below one step a second: {0} the seconds between two steps.
    SPEED_EVERY_SECONDS = "speed-every-seconds" (seconds);
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
}
