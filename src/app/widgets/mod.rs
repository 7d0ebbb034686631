//! The pieces screens are drawn from: panels (pseudo-code, call stack, counters, log), the
//! status line, the timeline bar, the search tree, prompts, borders, and the arithmetic
//! that cuts a screen into areas and fits text to a width.
//!
//! A widget draws what it is given and keeps nothing between frames; none of them names a
//! problem.

pub(crate) mod areas;
pub(crate) mod border;
pub(crate) mod code_view;
#[cfg(test)]
pub(crate) mod code_view_tests;
pub(crate) mod event_log;
pub(crate) mod lines;
pub(crate) mod prompt;
pub(crate) mod prompt_rows;
pub(crate) mod search_tree;
pub(crate) mod squeeze;
pub(crate) mod status;
pub(crate) mod text;
pub(crate) mod timeline_bar;
pub(crate) mod tree_layout;
pub(crate) mod tree_marks;
