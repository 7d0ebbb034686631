//! Graph colouring: colour the regions of a map with `m` colours so that no two
//! neighbours share one, region by region, as the map colouring of a backtracking course.
//!
//! [`ColourMap`] is the map read from text (its format is in [`map`]), [`ColouringBoard`]
//! the state a search colours in place, in a [`RegionOrder`], and [`PRESETS`] the maps
//! built into the binary.

mod board;
mod colour;
pub mod map;
mod map_error;
mod order;
pub mod presets;

pub use board::ColouringBoard;
pub use colour::{MAX_COLOURS, colour_letter, colour_name, colour_name_zh};
pub use map::{ColourMap, MAX_REGIONS, Region};
pub use map_error::MapError;
pub use order::RegionOrder;
pub use presets::{MapPreset, PRESETS};
