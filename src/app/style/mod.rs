//! How things look: the palettes and glyph sets (`theme`), a palette drawn on a terminal
//! whose background it was not made for (`ground`), and a drawn screen as text and style
//! codes (`screen_text`) for pictures and tests.

pub(crate) mod ground;
pub(crate) mod screen_text;
pub mod theme;
