//! The ids of the words of the player's lesson tools, each a message of the catalogue:
//! the slowest speeds, the breakpoints and their prompt, the line editor's keys.

use crate::app::words::words;

words! {
    /// A speed below one step a second: {0} the seconds between two steps.
    SPEED_EVERY_SECONDS = "speed-every-seconds" (seconds);
    /// The help line of the breakpoint keys.
    KEY_BREAKPOINT = "key-breakpoint";
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
}
