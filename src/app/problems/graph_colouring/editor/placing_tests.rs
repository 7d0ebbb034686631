//! A map made in the editor gets a place on the drawing for each region, in the order
//! typed, each beside the one it was added after; the file saved keeps them as `at X Y`,
//! which `solve` reads back, so the colouring board draws it as it draws the presets.

use ratatui::crossterm::event::KeyCode::*;

use super::*;
use crate::app::screens::editor::test_support::{press, press_all, type_text};
use crate::problems::ColourMap;

/// Adds a region named `name` to `editor` as a teacher does: `a`, the name, Enter.
fn add(editor: &mut MapEditor, name: &str) {
    press(editor, Char('a'));
    type_text(editor, name);
    press(editor, Enter);
}

#[test]
fn regions_typed_are_placed_in_order_and_saved_with_their_places() {
    let mut editor = MapEditor::new(None);
    for name in ["WA", "NT", "SA", "Q"] {
        add(&mut editor, name);
    }
    let text = editor.text();
    for line in [
        "region WA at 0 0",
        "region NT at 1 0",
        "region SA at 2 0",
        "region Q at 3 0",
    ] {
        assert!(text.contains(line), "{line:?} in:\n{text}");
    }
    let map = ColourMap::parse(&text).expect("solve reads it");
    let places: Vec<Option<(u16, u16)>> = map.regions().iter().map(|r| r.position).collect();
    assert_eq!(
        places,
        [Some((0, 0)), Some((1, 0)), Some((2, 0)), Some((3, 0))]
    );
}

#[test]
fn a_region_added_after_another_is_placed_beside_it() {
    let mut editor = MapEditor::new(None);
    for name in ["A", "B", "C"] {
        add(&mut editor, name);
    }
    // Back on A, a region added after it takes the free place nearest A: below it.
    press_all(&mut editor, &[Up, Up]);
    add(&mut editor, "D");
    let names: Vec<(&str, Option<(u16, u16)>)> = (editor.draft().regions().iter())
        .map(|r| (r.name.as_str(), r.position))
        .collect();
    assert_eq!(
        names,
        [
            ("A", Some((0, 0))),
            ("D", Some((0, 1))),
            ("B", Some((1, 0))),
            ("C", Some((2, 0))),
        ]
    );
}

#[test]
fn a_map_read_without_places_gets_them_when_it_is_edited() {
    let map = ColourMap::parse("region A\nregion B\nregion C\nA B\nB C\n").expect("a map");
    let mut editor = MapEditor::on(Draft::of(&map, 3), None, None);
    assert!(
        !editor.text().contains(" at "),
        "nothing is made up before an edit"
    );
    press_all(&mut editor, &[Down, Down]);
    add(&mut editor, "D");
    let map = ColourMap::parse(&editor.text()).expect("solve reads it");
    let places: Vec<Option<(u16, u16)>> = map.regions().iter().map(|r| r.position).collect();
    assert_eq!(
        places,
        [Some((0, 0)), Some((1, 0)), Some((2, 0)), Some((3, 0))]
    );
}

#[test]
fn a_row_of_four_turns_back_as_a_ring() {
    let mut editor = MapEditor::new(None);
    for name in ["A", "B", "C", "D", "E", "F"] {
        add(&mut editor, name);
    }
    let places: Vec<Option<(u16, u16)>> = (editor.draft().regions().iter())
        .map(|r| r.position)
        .collect();
    let ring = [(0, 0), (1, 0), (2, 0), (3, 0), (3, 1), (2, 1)].map(Some);
    assert_eq!(places, ring);
}
