//! The part of a board's tree the search has not reached yet: hidden, as the tree panel
//! hides it, so that the class sees the tree grow with the search; a key shows it dim for
//! the teacher who wants the whole solution space on screen, as a tutorial draws it.
//!
//! A board that draws its own tree (permutations, subset sum) takes [`TreeAhead`] as its
//! options and [`TreeAheadAction`] as its one key.

use ratatui::crossterm::event::KeyCode;

use super::show::Act;
use crate::app::Message;
use crate::app::input::keys::{Binding, bind, help};
use crate::app::words;

/// The key that shows or hides the tree ahead of the search.
pub const TREE_AHEAD_KEY: char = 'u';

/// Whether a board draws its whole tree, the nodes ahead of the search dim; off at first,
/// so that the tree holds only what the search has reached.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TreeAhead {
    /// The nodes the search has not reached are drawn, dim.
    pub shown: bool,
}

/// What the key of a board with a tree does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TreeAheadAction {
    /// Show or hide the tree ahead of the search.
    Toggle,
}

/// The key of a board with a tree, after the player's.
pub const TREE_AHEAD_KEYS: &[Binding<TreeAheadAction>] = &[bind(
    &[(KeyCode::Char(TREE_AHEAD_KEY), TreeAheadAction::Toggle)],
    help(words::KEY_TREE_AHEAD),
)];

/// Does what `action` says to `options`, and says what is shown now.
pub fn act<P>(action: TreeAheadAction, options: &mut TreeAhead) -> Act<P> {
    match action {
        TreeAheadAction::Toggle => {
            options.shown = !options.shown;
            let id = match options.shown {
                true => words::TREE_AHEAD_SHOWN,
                false => words::TREE_AHEAD_HIDDEN,
            };
            Act::Tell(Message::new(id, &[&TREE_AHEAD_KEY]))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_shows_the_tree_ahead_then_hides_it() {
        let mut options = TreeAhead::default();
        assert!(!options.shown, "hidden at first");
        let said: Act<()> = act(TreeAheadAction::Toggle, &mut options);
        assert!(options.shown);
        assert_eq!(
            said,
            Act::Tell(Message::new(words::TREE_AHEAD_SHOWN, &[&'u']))
        );
        let said: Act<()> = act(TreeAheadAction::Toggle, &mut options);
        assert!(!options.shown);
        assert_eq!(
            said,
            Act::Tell(Message::new(words::TREE_AHEAD_HIDDEN, &[&'u']))
        );
    }
}
