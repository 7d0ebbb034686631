//! The map editor's keys, and its border picker's.
//!
//! Every action of these is here, so that another way in (a mouse) can drive the same
//! actions.

use ratatui::crossterm::event::KeyCode::*;

use super::words as map;
use crate::app::input::keys::{Binding, Wheel, bind, help};
use crate::app::screens::editor::words as editor;
use crate::app::words;

/// What a key does in the map editor's list of regions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MapAction {
    /// The region above.
    Up,
    /// The region below.
    Down,
    /// A new region after this one, its name to be typed.
    Add,
    /// Type a new name for this region.
    Rename,
    /// Delete this region and its borders.
    Delete,
    /// Choose the regions this one borders.
    Borders,
    /// One colour more.
    MoreColours,
    /// One colour fewer.
    FewerColours,
    /// Play the map.
    Play,
    /// Save the map in the puzzle folder.
    Save,
    /// Open the puzzle folder to load a map.
    Load,
    /// Back to the menu (twice when there are changes not saved).
    Back,
    /// Switch the language.
    Language,
    /// Show the help.
    Help,
}

use MapAction as M;

/// The map editor's keys, while the list of regions has them.
pub const MAP_EDITOR: &[Binding<MapAction>] = &[
    bind(
        &[
            (Up, M::Up),
            (Down, M::Down),
            (Char('k'), M::Up),
            (Char('j'), M::Down),
        ],
        help(map::KEY_MAP_CHOOSE).hint(&[Up, Down], words::HINT_CHOOSE, 1),
    ),
    bind(
        &[(Char('a'), M::Add), (Insert, M::Add)],
        help(map::KEY_MAP_ADD).hint(&[Char('a')], editor::HINT_ADD, 0),
    ),
    bind(
        &[(Char('r'), M::Rename)],
        help(map::KEY_MAP_RENAME).hint(&[Char('r')], map::HINT_RENAME, 2),
    ),
    bind(
        &[(Char('x'), M::Delete), (Delete, M::Delete)],
        help(map::KEY_MAP_DELETE).hint(&[Char('x')], editor::HINT_DELETE, 3),
    ),
    bind(
        &[(Char('b'), M::Borders), (Char(' '), M::Borders)],
        help(map::KEY_MAP_BORDERS).hint(&[Char('b')], map::HINT_BORDERS, 0),
    ),
    bind(
        &[
            (Char('+'), M::MoreColours),
            (Char('='), M::MoreColours),
            (Char('-'), M::FewerColours),
            (Char('_'), M::FewerColours),
        ],
        help(map::KEY_MAP_COLOURS).hint(&[Char('+'), Char('-')], map::HINT_COLOURS, 2),
    ),
    bind(
        &[(Enter, M::Play)],
        help(editor::KEY_PLAY_PUZZLE).hint(
            &[Enter],
            crate::app::input::keys::key_words::HINT_PLAY_PUZZLE,
            0,
        ),
    ),
    bind(
        &[(Char('w'), M::Save)],
        help(editor::KEY_SAVE_PUZZLE).hint(&[Char('w')], editor::HINT_SAVE, 0),
    ),
    bind(
        &[(Char('o'), M::Load)],
        help(editor::KEY_LOAD_PUZZLE).hint(&[Char('o')], editor::HINT_LOAD, 3),
    ),
    bind(
        &[(Char('L'), M::Language)],
        help(words::KEY_LANGUAGE).hint(&[Char('L')], words::HINT_LANGUAGE, 3),
    ),
    bind(
        &[(Esc, M::Back)],
        help(words::KEY_MENU).hint(&[Esc], words::HINT_MENU, 1),
    ),
    bind(
        &[(Char('?'), M::Help)],
        help(words::KEY_HELP).hint(&[Char('?')], words::HINT_HELP, 0),
    ),
];

/// What a key does in the map editor's border picker.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PickerAction {
    /// The region above.
    Up,
    /// The region below.
    Down,
    /// Make or remove the border with this region.
    Toggle,
    /// Back to the list of regions.
    Done,
    /// Show the help.
    Help,
}

/// The border picker's keys.
pub const MAP_PICKER: &[Binding<PickerAction>] = &[
    bind(
        &[
            (Up, PickerAction::Up),
            (Down, PickerAction::Down),
            (Char('k'), PickerAction::Up),
            (Char('j'), PickerAction::Down),
        ],
        help(map::KEY_MAP_CHOOSE).hint(&[Up, Down], words::HINT_CHOOSE, 1),
    ),
    bind(
        &[
            (Char(' '), PickerAction::Toggle),
            (Char('x'), PickerAction::Toggle),
        ],
        help(map::KEY_PICK_TOGGLE).hint(&[Char(' ')], map::HINT_TOGGLE, 0),
    ),
    bind(
        &[
            (Esc, PickerAction::Done),
            (Enter, PickerAction::Done),
            (Char('b'), PickerAction::Done),
        ],
        help(map::KEY_PICK_DONE).hint(&[Esc], map::HINT_DONE, 0),
    ),
    bind(
        &[(Char('?'), PickerAction::Help)],
        help(words::KEY_HELP).hint(&[Char('?')], words::HINT_HELP, 0),
    ),
];

/// The wheel over the map editor's list of regions: the region above or below.
pub const MAP_WHEEL: Wheel<MapAction> = Wheel {
    up: MapAction::Up,
    down: MapAction::Down,
};

/// The wheel over the map editor's border picker: the region above or below.
pub const PICKER_WHEEL: Wheel<PickerAction> = Wheel {
    up: PickerAction::Up,
    down: PickerAction::Down,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::input::keys::tests::{named, named_once, written_in_each_language};
    use crate::app::input::keys::{binds, helps};

    #[test]
    fn every_key_is_named_once_in_both_languages_and_the_wheels_are_keys() {
        written_in_each_language(helps(MAP_EDITOR).chain(helps(MAP_PICKER)));
        named_once(&[named(MAP_EDITOR)]);
        named_once(&[named(MAP_PICKER)]);
        for action in [MAP_WHEEL.up, MAP_WHEEL.down] {
            assert!(binds(MAP_EDITOR, action), "{action:?}");
        }
        for action in [PICKER_WHEEL.up, PICKER_WHEEL.down] {
            assert!(binds(MAP_PICKER, action), "{action:?}");
        }
    }
}
