//! What the user does: the key table of each screen (one list that drives its handler,
//! its help and its footer), the mouse's hit map, and a step named the way a teacher
//! names it (`Target`).

pub mod keys;
pub mod mouse;
pub(crate) mod target;
