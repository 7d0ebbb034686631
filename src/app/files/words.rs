//! The ids of what the app says of its files, each a message of the catalogue: how a
//! damaged or unreadable state file was found and what was done with it, and what a
//! puzzle it kept says as it opens again.

use crate::app::words::words;

words! {
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
    /// The first screen of a puzzle the state file kept, until the first key: {0} the
    /// step it opened at.
    PICKED_UP = "picked-up" (step);
    /// The same with breakpoints: {0} the step, {1} how many breakpoints.
    PICKED_UP_WITH = "picked-up-with" (step, breaks);
}
