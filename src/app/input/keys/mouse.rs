//! The mouse's side of the tables: what the wheel and a click do on each screen, as the
//! actions of the screen's keys, so that a key and the mouse cannot do different things.
//!
//! A click on a spot that goes to a step (a log line, the timeline bar, a stack frame)
//! goes there as the go-to prompt's Enter does; a click on a line of a list chooses it and
//! then does what Enter does on that list; a cell clicked is where the cursor keys would
//! have brought the cursor.

use super::{HelpAction, MenuAction, MomentsAction, ShelfAction, TransportAction};
use crate::app::words::{Id, words};

/// What turning the wheel does on a screen: the actions of two of its keys.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wheel<A> {
    /// The wheel turned up.
    pub up: A,
    /// The wheel turned down.
    pub down: A,
}

/// The menu's wheel: the entry above or below, as ↑ and ↓.
pub const MENU_WHEEL: Wheel<MenuAction> = Wheel {
    up: MenuAction::Up,
    down: MenuAction::Down,
};

/// A click on an entry of the menu chooses it and does this: Enter's action.
pub const MENU_CLICK: MenuAction = MenuAction::Open;

/// The wheel over the player and the compare screen: a step back or forward, as ← and →.
pub const TRANSPORT_WHEEL: Wheel<TransportAction> = Wheel {
    up: TransportAction::StepBack,
    down: TransportAction::StepForward,
};

/// The wheel while the panel of moments is shown: the line above or below, as ↑ and ↓.
pub const MOMENTS_WHEEL: Wheel<MomentsAction> = Wheel {
    up: MomentsAction::Up,
    down: MomentsAction::Down,
};

/// A click on a line of the panel of moments chooses it and does this: Enter's action.
pub const MOMENTS_CLICK: MomentsAction = MomentsAction::Go;

/// The wheel over the help: a line up or down, as ↑ and ↓.
pub const HELP_WHEEL: Wheel<HelpAction> = Wheel {
    up: HelpAction::Up,
    down: HelpAction::Down,
};

/// The wheel over "My puzzles": the file above or below, as ↑ and ↓.
pub const SHELF_WHEEL: Wheel<ShelfAction> = Wheel {
    up: ShelfAction::Up,
    down: ShelfAction::Down,
};

/// A click on a file of "My puzzles" chooses it and does this: Enter's action, which
/// plays it, or says what is wrong with a file that does not read.
pub const SHELF_CLICK: ShelfAction = ShelfAction::Open;

words! {
    /// The help's note on the mouse in the menu.
    MOUSE_MENU = "mouse-menu";
    /// The help's note on the mouse over a search: the wheel and the timeline bar.
    MOUSE_SEARCH = "mouse-search";
    /// The help's note on the mouse over a search, its second line: the lines to click.
    MOUSE_SEARCH_MORE = "mouse-search-more";
    /// The help's last note on the mouse: selecting text all the same.
    MOUSE_SHIFT = "mouse-shift";
    /// The help's note when the terminal does not report the mouse, so the app leaves it.
    MOUSE_UNREPORTED = "mouse-unreported";
}

/// The help's notes on what the mouse does on the menu (`menu`) or on another screen.
pub fn mouse_notes(menu: bool) -> &'static [Id] {
    match menu {
        true => &[MOUSE_MENU, MOUSE_SHIFT],
        false => &[MOUSE_SEARCH, MOUSE_SEARCH_MORE, MOUSE_SHIFT],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::keys::{HELP, MENU, MOMENTS, SHELF, TRANSPORT, binds as has};

    #[test]
    fn every_mouse_action_is_a_key_of_the_same_screen() {
        for action in [MENU_WHEEL.up, MENU_WHEEL.down, MENU_CLICK] {
            assert!(has(MENU, action), "{action:?}");
        }
        for action in [TRANSPORT_WHEEL.up, TRANSPORT_WHEEL.down] {
            assert!(has(TRANSPORT, action), "{action:?}");
        }
        for action in [MOMENTS_WHEEL.up, MOMENTS_WHEEL.down, MOMENTS_CLICK] {
            assert!(has(MOMENTS, action), "{action:?}");
        }
        for action in [HELP_WHEEL.up, HELP_WHEEL.down] {
            assert!(has(HELP, action), "{action:?}");
        }
        for action in [SHELF_WHEEL.up, SHELF_WHEEL.down, SHELF_CLICK] {
            assert!(has(SHELF, action), "{action:?}");
        }
    }
}
