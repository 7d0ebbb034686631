//! What can be wrong with a map file, each fault with the line it is on.

use std::fmt;

/// A fault in a map file: what is wrong and on which line (from 1).
///
/// The message has no `error:` prefix and no file name, so the command line can print
/// `error: FILE:LINE: MESSAGE` with [`line`](MapError::line).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MapError {
    /// A region's name, or its display name, is not one a map can hold.
    NotAName {
        /// The line of the fault.
        line: usize,
        /// The text that was read as a name.
        text: String,
        /// What a name must be, in a few words.
        why: &'static str,
    },
    /// A region is declared a second time.
    DuplicateRegion {
        /// The line of the second declaration.
        line: usize,
        /// The region's name.
        region: String,
        /// The line of the first.
        first_line: usize,
    },
    /// A border names a region that no line above it declares.
    UnknownRegion {
        /// The line of the border.
        line: usize,
        /// The name that is not a region.
        region: String,
    },
    /// A border joins a region to itself: no colouring could ever keep it.
    SelfBorder {
        /// The line of the border.
        line: usize,
        /// The region.
        region: String,
    },
    /// A line is neither a region, a colours count nor a border.
    BadBorder {
        /// The line.
        line: usize,
        /// Its text, comment removed.
        text: String,
    },
    /// A region's position is not two whole numbers from 0 to 65535.
    BadPosition {
        /// The line.
        line: usize,
        /// What followed `at`.
        text: String,
    },
    /// The colours count is not a number from 1 to the most a board can hold.
    BadColours {
        /// The line.
        line: usize,
        /// What followed `colours`.
        text: String,
        /// The most colours a board can hold.
        max: usize,
    },
    /// A second `colours` line.
    ColoursTwice {
        /// The line of the second.
        line: usize,
        /// The line of the first.
        first_line: usize,
    },
    /// More regions than a board can hold.
    TooManyRegions {
        /// The line of the first region too many.
        line: usize,
        /// The most regions a map can have.
        limit: usize,
    },
    /// The file declares no region at all.
    NoRegions {
        /// The file's last line (1 for an empty file).
        line: usize,
    },
}

impl MapError {
    /// The line of the fault, counted from 1.
    pub fn line(&self) -> usize {
        match *self {
            MapError::NotAName { line, .. }
            | MapError::DuplicateRegion { line, .. }
            | MapError::UnknownRegion { line, .. }
            | MapError::SelfBorder { line, .. }
            | MapError::BadBorder { line, .. }
            | MapError::BadPosition { line, .. }
            | MapError::BadColours { line, .. }
            | MapError::ColoursTwice { line, .. }
            | MapError::TooManyRegions { line, .. }
            | MapError::NoRegions { line } => line,
        }
    }
}

impl fmt::Display for MapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MapError::NotAName { text, why, .. } => {
                write!(f, "`{}` is not a region name: {why}", text.escape_debug())
            }
            MapError::DuplicateRegion {
                region, first_line, ..
            } => write!(
                f,
                "region `{region}` is already declared on line {first_line}"
            ),
            MapError::UnknownRegion { region, .. } => write!(
                f,
                "`{region}` is not a region declared above (write `region {region}` \
                 before its borders)"
            ),
            MapError::SelfBorder { region, .. } => {
                write!(f, "region `{region}` cannot border itself")
            }
            MapError::BadBorder { text, .. } => write!(
                f,
                "`{}` is not a line of a map: expected `region NAME`, `colours M`, \
                 a border `A B` or a list `A: B C`",
                text.escape_debug()
            ),
            MapError::BadPosition { text, .. } if text.is_empty() => {
                f.write_str("`at` needs a position: two whole numbers from 0 to 65535")
            }
            MapError::BadPosition { text, .. } => write!(
                f,
                "`{}` is not a position: expected `at X Y`, two whole numbers from 0 to 65535",
                text.escape_debug()
            ),
            MapError::BadColours { text, max, .. } if text.is_empty() => {
                write!(f, "`colours` needs a number from 1 to {max}")
            }
            MapError::BadColours { text, max, .. } => write!(
                f,
                "`{}` is not a colours count: expected a number from 1 to {max}",
                text.escape_debug()
            ),
            MapError::ColoursTwice { first_line, .. } => {
                write!(f, "the colours count is already given on line {first_line}")
            }
            MapError::TooManyRegions { limit, .. } => {
                write!(f, "too many regions: a map has at most {limit}")
            }
            MapError::NoRegions { .. } => {
                write!(f, "no regions: declare each with a line `region NAME`")
            }
        }
    }
}

impl std::error::Error for MapError {}
