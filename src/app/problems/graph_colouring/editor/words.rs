//! The ids of the map editor's words, each a message of the graph colouring's own
//! catalogue files (`../words/*.ftl`, section `## (map-editor)`).

use crate::app::words::words;

words! {
    /// The menu's entry of a new map.
    NEW_MAP = "new-map";
    /// What the new map entry opens.
    NEW_MAP_ABOUT = "new-map-about";
    /// The map editor's heading for a new map.
    MAP_NEW = "map-editor-new";
    /// The map editor's list of regions: {0} how many.
    MAP_REGIONS = "map-regions" (count);
    /// The map editor's picker: {0} the region whose borders are chosen.
    MAP_BORDERS_OF = "map-borders-of" (region);
    /// The map editor's picker, the region itself.
    MAP_ITSELF = "map-itself";
    /// The map editor's panel: {0} the region under the cursor, {1} the regions it
    /// borders.
    MAP_NEIGHBOURS = "map-neighbours" (region, neighbours);
    /// The map editor's panel, a list of regions one longer: {0} the regions so far,
    /// {1} the next.
    MAP_AND = "map-and" (list, name);
    /// The map editor's panel: {0} the region under the cursor, which borders none.
    MAP_NO_NEIGHBOURS = "map-no-neighbours" (region);
    /// The map editor's panel: {0} how many colours.
    MAP_COLOURS = "map-colours" (count);
    /// The map editor's panel: {0} how many borders.
    MAP_BORDER_COUNT = "map-border-count" (count);
    /// The map editor's panel: {0} how many colourings.
    MAP_COUNT = "map-count" (count);
    /// The map editor's panel: more colourings than {0}.
    MAP_MORE_THAN = "map-more-than" (cap);
    /// The map editor's panel while a name is typed: {0} the name so far.
    MAP_NAMING = "map-naming" (name);
    /// The map editor's panel while a name is typed: the rule of names.
    MAP_NAME_RULE = "map-name-rule" (max);
    /// What keeps the map from a search: no regions.
    MAP_NO_REGIONS = "map-no-regions";
    /// What keeps the map from a search: region {0} (from 1) has no name.
    MAP_EMPTY_NAME = "map-empty-name" (place);
    /// What keeps the map from a search: {0} does not start with a letter.
    MAP_NOT_A_LETTER = "map-not-a-letter" (name);
    /// What keeps the map from a search: {0} is a keyword of the map format.
    MAP_KEYWORD = "map-keyword" (name);
    /// What keeps the map from a search: {0} is longer than {1} characters.
    MAP_TOO_LONG = "map-too-long" (name, max);
    /// What keeps the map from a search: two regions are named {0}.
    MAP_DUPLICATE = "map-duplicate" (name);
    /// What keeps the map from a search: {0} borders itself.
    MAP_SELF_BORDER = "map-self-border" (name);
    /// What keeps the map from a search: the map reader's own words, {0}.
    MAP_UNREADABLE = "map-unreadable" (why);
    /// The status line, a region added to a map that has the most: {0} the most.
    MAP_FULL = "map-full" (max);
    /// ↑ ↓ in the map editor and its picker.
    KEY_MAP_CHOOSE = "key-map-choose";
    /// `a` in the map editor.
    KEY_MAP_ADD = "key-map-add";
    /// `r` in the map editor.
    KEY_MAP_RENAME = "key-map-rename";
    /// `r` in the map editor's footer.
    HINT_RENAME = "hint-rename";
    /// `x` in the map editor.
    KEY_MAP_DELETE = "key-map-delete";
    /// `b` in the map editor.
    KEY_MAP_BORDERS = "key-map-borders";
    /// `b` in the map editor's footer.
    HINT_BORDERS = "hint-borders";
    /// `+` `-` in the map editor.
    KEY_MAP_COLOURS = "key-map-colours";
    /// `+` `-` in the map editor's footer.
    HINT_COLOURS = "hint-colours";
    /// Space in the border picker.
    KEY_PICK_TOGGLE = "key-pick-toggle";
    /// Space in the border picker's footer.
    HINT_TOGGLE = "hint-toggle";
    /// Esc in the border picker.
    KEY_PICK_DONE = "key-pick-done";
    /// Esc in the border picker's footer.
    HINT_DONE = "hint-done";
}
