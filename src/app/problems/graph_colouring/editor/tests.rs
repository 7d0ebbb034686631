//! The map editor's tests: Australia typed by keys against the preset's file, the count
//! against `solve --all --count`, what is wrong shown, and its boxes.

use std::fs;

use ratatui::crossterm::event::{KeyCode::*, KeyEvent};

use super::*;
use crate::app::screens::editor::tally::SolutionTally;
use crate::app::screens::editor::test_support::{
    boxes, draw, point_at, press, press_all, scratch, type_text,
};
use crate::app::screens::puzzle_folder;
use crate::app::screens::screen::Screen;
use crate::engine::{Event, Search, StopAfter};
use crate::problems::ColourMap;

/// The preset's file: Australia's seven regions and nine borders, in three colours.
const AUSTRALIA: &str = include_str!("../../../../../assets/maps/australia.txt");

/// Each region of Australia and the regions it borders that come after it.
const BORDERS: [(&str, &[&str]); 7] = [
    ("WA", &["NT", "SA"]),
    ("NT", &["SA", "Q"]),
    ("SA", &["Q", "NSW", "V"]),
    ("Q", &["NSW"]),
    ("NSW", &["V"]),
    ("V", &[]),
    ("T", &[]),
];

/// Types Australia into a new editor as a teacher would: `a` and a name for each region,
/// then for each region `b`, the picker walked down to each neighbour and Space, Esc;
/// then `-` from four colours to three.
fn typed_australia(editor: &mut MapEditor) {
    for (name, _) in BORDERS {
        press(editor, Char('a'));
        type_text(editor, name);
        press(editor, Enter);
    }
    press(editor, Home);
    for (index, (_, neighbours)) in BORDERS.iter().enumerate() {
        press_all(editor, &[Up; 7]);
        press_all(editor, &vec![Down; index]);
        press(editor, Char('b'));
        press_all(editor, &[Up; 7]);
        for (at, (name, _)) in BORDERS.iter().enumerate() {
            if neighbours.contains(name) {
                press_all(editor, &[Up; 7]);
                press_all(editor, &vec![Down; at]);
                press(editor, Char(' '));
            }
        }
        press(editor, Esc);
    }
    press(editor, Char('-'));
}

/// What `solve graph-colouring FILE --all --count` prints for the map of `text`.
fn solve_all_count(text: &str, colours: usize) -> u64 {
    let map = ColourMap::parse(text).expect("a map");
    let board = ColouringBoard::new(Arc::new(map), colours, RegionOrder::File).expect("colours");
    Search::new(board, StopAfter::Exhaustion)
        .filter(|&event| event == Event::Solution)
        .count() as u64
}

#[test]
fn typing_australia_and_saving_it_gives_the_preset_s_map() {
    let dir = scratch("map");
    let mut editor = MapEditor::new(Some(dir.to_path_buf()));
    typed_australia(&mut editor);
    assert_eq!(editor.draft().colours(), 3);
    assert_eq!(editor.draft().border_count(), 9);
    assert_eq!(editor.wait_for_count(), Some(SolutionTally::Exactly(18)));
    press(&mut editor, Char('w'));
    let saved = dir.join("map-7-regions.map");
    let text = fs::read_to_string(&saved).expect("saved");
    let typed = ColourMap::parse(&text).expect("the saved file reads");
    let preset = ColourMap::parse(AUSTRALIA).expect("the preset reads");
    assert_eq!(typed.default_colours(), Some(3));
    for a in 0..preset.len() {
        assert_eq!(typed.regions()[a].name, preset.regions()[a].name);
        for b in 0..preset.len() {
            assert_eq!(typed.borders(a, b), preset.borders(a, b), "{a} {b}");
        }
    }
    // As `solve graph-colouring FILE --all --count` counts them: 18 either way.
    assert_eq!(solve_all_count(&text, 3), 18);
    assert_eq!(solve_all_count(AUSTRALIA, 3), 18);
    // The folder lists it with its line about itself, and it plays.
    let found = puzzle_folder::read(&saved).expect("listed");
    assert_eq!(
        found.about,
        puzzle_folder::About::Comment("Map: 7 regions, 9 borders, 3 colours".to_string())
    );
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn the_count_is_solve_all_count_capped() {
    let maps = [
        (AUSTRALIA, 3),
        (AUSTRALIA, 4),
        (AUSTRALIA, 2),
        (include_str!("../../../../../assets/maps/wheel.txt"), 4),
        (include_str!("../../../../../assets/maps/petersen.txt"), 3),
    ];
    let caps = Caps {
        solutions: 200,
        placements: 10_000_000,
    };
    for (text, colours) in maps {
        let map = ColourMap::parse(text).expect("a map");
        let mut editor = MapEditor::capped(Draft::of(&map, colours), None, None, caps);
        let all = solve_all_count(text, colours);
        let expected = match all {
            all if all > caps.solutions => SolutionTally::MoreThan(caps.solutions),
            all => SolutionTally::Exactly(all),
        };
        assert_eq!(editor.wait_for_count(), Some(expected), "{colours} colours");
    }
}

#[test]
fn names_and_borders_that_cannot_be_are_shown_and_nothing_plays() {
    let mut editor = MapEditor::new(None);
    let theme = Theme::new(false, true);
    let shown = |editor: &MapEditor| crate::app::screen_text(&draw(editor, &theme, (80, 24)));
    assert!(shown(&editor).contains("no regions yet: a adds one"));
    for name in ["A", "A"] {
        press(&mut editor, Char('a'));
        type_text(&mut editor, name);
        press(&mut editor, Enter);
    }
    assert!(shown(&editor).contains("two regions are named A"));
    assert_eq!(editor.wait_for_count(), None, "nothing to count");
    assert!(matches!(
        press(&mut editor, Enter),
        Step::Reply(Reply::Handled)
    ));
    let said = editor
        .message
        .as_ref()
        .expect("a message")
        .get(Lang::En)
        .to_string();
    assert_eq!(said, "cannot search this yet: two regions are named A");
    // Renamed, then made to border itself through the picker.
    press(&mut editor, Char('r'));
    press_all(&mut editor, &[Backspace, Char('B'), Enter]);
    let names: Vec<&str> = editor
        .draft()
        .regions()
        .iter()
        .map(|r| r.name.as_str())
        .collect();
    assert_eq!(names, ["A", "B"]);
    press_all(&mut editor, &[Char('b'), Down, Char(' '), Esc]);
    assert!(shown(&editor).contains("B borders itself"));
    // Names take only what the format allows, and a keyword is refused by name.
    press_all(&mut editor, &[Char('b'), Char(' '), Esc, Char('r')]);
    press_all(&mut editor, &[Backspace, Char('!'), Char(' '), Char('é')]);
    type_text(&mut editor, "region");
    press(&mut editor, Enter);
    assert!(shown(&editor).contains("region is a word of the map format"));
    press(&mut editor, Char('r'));
    press_all(&mut editor, &[Home, Char('9'), Enter]);
    assert!(shown(&editor).contains("9region: a name starts with a letter"));
    // Deleting the region clears its fault; colours stay from 1 to 8.
    press(&mut editor, Char('x'));
    assert_eq!(editor.draft().regions().len(), 1);
    assert_eq!(editor.wait_for_count(), Some(SolutionTally::Exactly(4)));
    press_all(&mut editor, &[Char('+'); 9]);
    assert_eq!(editor.draft().colours(), 8);
}

#[test]
fn esc_while_naming_keeps_the_name_and_a_new_region_keeps_its_made_up_one() {
    let mut editor = MapEditor::new(None);
    press_all(&mut editor, &[Char('a'), Enter, Char('a'), Char('X'), Esc]);
    let names: Vec<&str> = editor
        .draft()
        .regions()
        .iter()
        .map(|r| r.name.as_str())
        .collect();
    assert_eq!(names, ["R1", "R2"]);
    assert!(matches!(editor.mode(), EditMode::List));
    // The help follows what the keys are doing.
    assert_eq!(
        editor.helps(),
        key_tables::helps(keys::MAP_EDITOR).collect::<Vec<_>>()
    );
    press(&mut editor, Char('b'));
    assert_eq!(
        editor.helps(),
        key_tables::helps(keys::MAP_PICKER).collect::<Vec<_>>()
    );
}

#[test]
fn any_keys_in_any_order_never_panic() {
    let every = crate::app::input::keys::every_key();
    let theme = Theme::new(true, false);
    let map = ColourMap::parse(AUSTRALIA).expect("a map");
    let mut editor = MapEditor::on(Draft::of(&map, 3), None, None);
    let mut seed: u64 = 11;
    for _ in 0..4 * every.len() {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let key = every[(seed >> 33) as usize % every.len()];
        if matches!(key, Char('o') | Char('w')) {
            continue;
        }
        press(&mut editor, key);
        draw(&editor, &theme, (60, 14));
    }
}

#[test]
fn every_key_of_the_tables_does_something() {
    let map = ColourMap::parse(AUSTRALIA).expect("a map");
    for &(code, action) in keys::MAP_EDITOR.iter().flat_map(|binding| binding.keys) {
        let mut editor = MapEditor::on(Draft::of(&map, 3), None, None);
        press(&mut editor, Down);
        let before = (
            editor.draft.clone(),
            editor.message.clone(),
            format!("{:?}", editor.mode),
        );
        let step = press(&mut editor, code);
        let after = (
            editor.draft.clone(),
            editor.message.clone(),
            format!("{:?}", editor.mode),
        );
        let acted =
            !matches!(step, Step::Reply(Reply::Handled | Reply::Ignored)) || after != before;
        assert!(acted, "{code:?} ({action:?}) did nothing");
    }
    for &(code, action) in keys::MAP_PICKER.iter().flat_map(|binding| binding.keys) {
        let mut editor = MapEditor::on(Draft::of(&map, 3), None, None);
        press_all(&mut editor, &[Down, Char('b'), Down]);
        let before = (editor.draft.clone(), format!("{:?}", editor.mode));
        let step = press(&mut editor, code);
        let after = (editor.draft.clone(), format!("{:?}", editor.mode));
        let acted =
            !matches!(step, Step::Reply(Reply::Handled | Reply::Ignored)) || after != before;
        assert!(acted, "{code:?} ({action:?}) did nothing");
    }
}

#[test]
fn a_click_puts_the_cursor_on_the_region_under_it() {
    let map = ColourMap::parse(AUSTRALIA).expect("a map");
    let mut editor = MapEditor::on(Draft::of(&map, 3), None, None);
    let click = |editor: &mut MapEditor, x, y| point_at(editor, (80, 24), Gesture::Click, x, y);
    let text = crate::app::screen_text(&draw(&editor, &Theme::new(false, true), (80, 24)));
    let row = text
        .lines()
        .position(|line| line.starts_with("│   NSW "))
        .expect("NSW's row");
    assert!(matches!(
        click(&mut editor, 4, row as u16),
        Step::Reply(Reply::Handled)
    ));
    assert_eq!(editor.draft().cursor(), 4);
    press(&mut editor, Char('b'));
    assert!(matches!(
        click(&mut editor, 4, row as u16 - 2),
        Step::Reply(Reply::Handled)
    ));
    assert!(matches!(editor.mode(), EditMode::Picker(2)));
    assert!(matches!(
        click(&mut editor, 0, 0),
        Step::Reply(Reply::Ignored)
    ));
    assert!(matches!(editor.mode(), EditMode::Picker(2)));
    // The wheel moves the picker's cursor as ↑ and ↓ do, and the list's once it closes.
    point_at(&mut editor, (80, 24), Gesture::ScrollDown, 0, 0);
    assert!(matches!(editor.mode(), EditMode::Picker(3)));
    press(&mut editor, Enter);
    point_at(&mut editor, (80, 24), Gesture::ScrollUp, 0, 0);
    assert_eq!(editor.draft().cursor(), 3);
}

#[test]
fn my_puzzles_opens_a_map_file_in_the_editor_and_enter_plays_it() {
    let dir = scratch("map-shelf");
    fs::write(dir.join("australia.map"), AUSTRALIA).expect("written");
    let mut shelf = Stacked::new(Shelf::new(Some(dir.to_path_buf())));
    shelf.handle_key(KeyEvent::from(Char('e')));
    assert_eq!(shelf.heading(Lang::En), "editing australia.map");
    let table = shelf.table();
    assert!(
        table.contains("region WA at 0 2  Western Australia | 西澳大利亚州"),
        "{table}"
    );
    assert!(table.contains("SA: Q NSW V"), "{table}");
    shelf.handle_key(KeyEvent::from(Enter));
    assert_eq!(
        shelf.search().map(|search| search.solutions_found()),
        Some(0)
    );
    assert!(
        shelf.heading(Lang::En).starts_with("Graph colouring"),
        "{}",
        shelf.heading(Lang::En)
    );
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn the_boxes_in_english_and_chinese() {
    let map = ColourMap::parse(AUSTRALIA).expect("a map");
    let mut editor = MapEditor::on(Draft::of(&map, 3), Some("australia.map".to_string()), None);
    editor.wait_for_count();
    press(&mut editor, Down);
    let (list, panel) = boxes(&editor, Lang::En);
    insta::assert_snapshot!("map_list_en", list);
    insta::assert_snapshot!("map_panel_en", panel);
    let (_, panel) = boxes(&editor, Lang::Zh);
    insta::assert_snapshot!("map_panel_zh", panel);
    press(&mut editor, Char('b'));
    let (picker, _) = boxes(&editor, Lang::Zh);
    insta::assert_snapshot!("map_picker_zh", picker);
}
