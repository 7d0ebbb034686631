//! Graph colouring: colour the regions of a map with `m` colours so that no two
//! neighbours share one, region by region, as the map colouring of a backtracking course.
//!
//! [`ColourMap`] is the map read from text (its format is in [`map`]), [`ColouringBoard`]
//! the state a search colours in place, in a [`RegionOrder`], and [`PRESETS`] the maps
//! built into the binary.
//!
//! # How the board is to be drawn
//!
//! Nothing here draws; this is what the view can build on.
//!
//! - **The map as a graph.** Each region is a node at its [`Region::position`], scaled to
//!   the area (a map without positions falls back to a circle in file order); each border
//!   a line between two nodes. A node shows the region's name and, once coloured, its
//!   colour as the node's background.
//! - **Without colour.** Every colour also has a letter ([`colour_letter`]: `R`, `G`, `B`,
//!   …), drawn in the node next to the name, so a monochrome theme and a printed slide
//!   tell colours apart; the ASCII theme draws nodes as `[WA R]` and borders with `-`, `|`,
//!   `/` and `\`.
//! - **The current region.** The region [`ColouringBoard::next_region`] names is marked,
//!   and beside the map a short list says what each colour did there: taken (the legal
//!   ones of the search's frame, tried in order), or refused, with the neighbour that holds
//!   it from [`ColouringBoard::refusals`] (`green: refused, NT is green`); the tree panel
//!   gets the same from [`Problem::choice_range`](crate::engine::Problem::choice_range).
//! - **Names.** The node shows [`Region::name`], the short one; the legend and the
//!   narration use the display name of the theme's language when the map gives one.

mod board;
mod colour;
mod colouring_error;
pub mod map;
mod map_error;
mod order;
pub mod presets;
mod puzzle;
mod slot_form;

pub use board::ColouringBoard;
pub use colour::{MAX_COLOURS, colour_letter, colour_name};
pub use colouring_error::ColouringError;
pub use map::{ColourMap, MAX_REGIONS, Region};
pub use map_error::MapError;
pub use order::RegionOrder;
pub use presets::{MapPreset, PRESETS};
pub use puzzle::MAX_MAP_BYTES;
