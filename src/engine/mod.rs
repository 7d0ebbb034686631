//! The search engine: a backtracking search as an iterator of events, and a timeline that
//! can move to any event of a run.
//!
//! Nothing here knows about a particular puzzle or a terminal. A puzzle implements
//! [`Problem`]; [`Search`] walks its tree with an explicit stack and yields one [`Event`] per
//! step; [`Timeline`] wraps a search so that a viewer can step backwards as well as forwards.

mod breakpoint;
mod choices;
mod event;
mod problem;
mod search;
mod timeline;
mod wording;

pub use breakpoint::{
    BoardPart, BreakpointWatch, Condition, ConditionError, FORMS, SlotError, listed,
};
pub use choices::Choices;
pub use event::Event;
pub use problem::{Branch, Problem};
pub use search::{Counters, Frame, Search, StopAfter};
pub use timeline::{Seek, Timeline};
pub use wording::{Wording, half_width};
