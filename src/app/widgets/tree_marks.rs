//! How every problem's solution-space tree marks its nodes and draws its links: the
//! current node, the path to it, the node just taken back, the nodes left behind and a
//! solution's path, the same in the tree panel and in the boards that draw a tree.

use ratatui::style::{Modifier, Style};

use crate::app::Theme;
use crate::engine::{Event, Frame};

/// A solution-space tree as the search stands, for drawing its nodes: a node is named by
/// the choices from the root to it (`prefix`). Every problem's tree uses these rules, so a
/// node looks the same in each.
pub(crate) struct TreeMarks<'a> {
    /// The stack, outermost frame first.
    pub frames: &'a [Frame],
    /// The choices on the path from the root to the current node.
    pub path: &'a [u8],
    /// The event that led to the current step.
    pub last: Option<Event>,
}

impl TreeMarks<'_> {
    /// Whether the node `prefix` lies on the path from the root to the current node.
    pub fn on_path(&self, prefix: &[u8]) -> bool {
        self.path.starts_with(prefix)
    }

    /// Whether the search has reached the node `prefix` so far: it is on the path to the
    /// current node, or the search has been through it and left it.
    pub fn reached(&self, prefix: &[u8]) -> bool {
        self.on_path(prefix) || self.visited(prefix)
    }

    /// Whether the search has been through the node `prefix` and left it: it leaves the
    /// path at a level whose frame has tried its choice there.
    pub(crate) fn visited(&self, prefix: &[u8]) -> bool {
        if self.frames.is_empty() {
            return self.last.is_some();
        }
        let split = prefix
            .iter()
            .zip(self.path)
            .position(|(a, b)| a != b)
            .unwrap_or(self.path.len());
        match (self.frames.get(split), prefix.get(split)) {
            (Some(frame), Some(&choice)) => frame.tried().contains(choice),
            _ => false,
        }
    }

    /// How the node `prefix` is drawn: the current node, the path to it, the node just
    /// taken back, the nodes left behind (`found_leaf` for a solution found there), and the
    /// path of a solution.
    pub fn style(&self, prefix: &[u8], found_leaf: bool, theme: &Theme) -> Style {
        let current = prefix == self.path;
        if self.last == Some(Event::Solution) && self.on_path(prefix) {
            return if current {
                theme.solution().add_modifier(Modifier::REVERSED)
            } else {
                theme.solution()
            };
        }
        if current {
            return theme.current();
        }
        if self.on_path(prefix) {
            return tree_path_style(theme);
        }
        // The node taken back hangs just below the current one.
        let depth = self.path.len();
        if let Some(Event::Remove { choice, .. }) = self.last
            && prefix.len() == depth + 1
            && prefix[..depth] == *self.path
            && prefix[depth] == choice
        {
            return theme.removed();
        }
        match self.visited(prefix) {
            true if found_leaf => theme.solution().add_modifier(Modifier::ITALIC),
            true => theme.visited(),
            false => theme.text(),
        }
    }
}

/// The nodes on the path to the current node of a tree.
pub(crate) fn tree_path_style(theme: &Theme) -> Style {
    theme.flag_on().add_modifier(Modifier::UNDERLINED)
}

/// The character at `x` of a tree's link from a parent at `parent_x` to children at `xs`:
/// `┌──┴──┐`, the parent anywhere along it.
pub(crate) fn link_char(x: u16, parent_x: u16, xs: &[u16], theme: &Theme) -> char {
    let (first, last) = (xs[0].min(parent_x), xs[xs.len() - 1].max(parent_x));
    let child = xs.contains(&x);
    let ascii = theme.is_ascii();
    if first == last {
        return if ascii { '|' } else { '│' };
    }
    if ascii {
        return if child || x == parent_x { '+' } else { '-' };
    }
    match (x == first, x == last, child, x == parent_x) {
        // A parent past its children drawn so far: only some are reached yet.
        (true, _, false, true) => '└',
        (_, true, false, true) => '┘',
        (true, ..) => '┌',
        (_, true, ..) => '┐',
        (_, _, true, true) => '┼',
        (_, _, true, false) => '┬',
        (_, _, false, true) => '┴',
        _ => '─',
    }
}
