//! The editor's and the puzzle folder's tests: keystrokes against files, clashes, the
//! count, and their screens.

use crate::app::test_support::Scratch;
use std::fs;

use ratatui::{Terminal, backend::TestBackend, buffer::Buffer, style::Modifier};

use super::*;
use crate::app::screen_text;
use crate::app::screens::screen::Screen;
use crate::problems::sudoku::parse::parse_puzzles;

/// A fresh folder of its own under the system's temporary folder, never the home.
fn scratch(name: &str) -> Scratch {
    crate::app::test_support::scratch("editor", name)
}

fn press(screen: &mut impl BaseScreen, code: KeyCode) -> Step {
    screen.handle_key(KeyEvent::from(code))
}

/// Types `text`'s first puzzle into `editor` as a teacher would: each row's symbols
/// left to right (a blank as `0`), → after each, ↓ after each row.
fn type_grid(editor: &mut Editor, text: &str) {
    let puzzle = &parse_puzzles(text).expect("a puzzle")[0];
    let n = puzzle.shape.side();
    for row in puzzle.written.chunks(n) {
        for &symbol in row {
            let key = if symbol == '.' { '0' } else { symbol };
            press(editor, KeyCode::Char(key));
            press(editor, KeyCode::Right);
        }
        press(editor, KeyCode::Down);
    }
}

fn shape(side: usize) -> Shape {
    Shape::for_side(side).expect("a side")
}

fn draw(screen: &impl BaseScreen, theme: &Theme, (width, height): (u16, u16)) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal
        .draw(|frame| screen.render(theme, frame.area(), frame.buffer_mut()))
        .expect("drawn in memory");
    terminal.backend().buffer().clone()
}

#[test]
fn typing_a_preset_and_saving_it_gives_the_preset_s_puzzle() {
    let dir = scratch("typed");
    let presets = [
        (4, include_str!("../../../../../assets/4x4-a1.txt")),
        (9, include_str!("../../../../../assets/9x9-a4.txt")),
        (16, include_str!("../../../../../assets/16x16.txt")),
    ];
    for (side, text) in presets {
        let mut editor = Editor::new(shape(side), Some(dir.to_path_buf()));
        type_grid(&mut editor, text);
        press(&mut editor, KeyCode::Char('w'));
        let saved = dir.join(format!("sudoku-{side}x{side}.txt"));
        let written = fs::read_to_string(&saved).expect("saved");
        let preset = &parse_puzzles(text).expect("the preset")[0];
        let again = &parse_puzzles(&written).expect("the saved file reads")[0];
        assert_eq!(again.shape, preset.shape);
        assert_eq!(again.cells, preset.cells, "{side}×{side}");
        assert_eq!(
            editor.file.as_deref(),
            Some(&*format!("sudoku-{side}x{side}.txt"))
        );
        assert!(!editor.changed);
        // It reads back as the puzzle folder lists it, fair: one solution each.
        assert_eq!(editor.wait_for_count(), Some(Count::One));
    }
    // Saving again never replaces the file.
    let mut editor = Editor::new(shape(4), Some(dir.to_path_buf()));
    press(&mut editor, KeyCode::Char('w'));
    assert!(dir.join("sudoku-4x4-2.txt").exists());
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn a_clash_marks_both_cells_and_names_its_unit() {
    let mut editor = Editor::new(shape(4), None);
    press(&mut editor, KeyCode::Char('1'));
    for _ in 0..3 {
        press(&mut editor, KeyCode::Right);
    }
    press(&mut editor, KeyCode::Char('1'));
    // Off the clash, so that neither cell has the cursor's colours.
    press(&mut editor, KeyCode::Down);
    assert_eq!(editor.grid().clashes().len(), 1);
    let theme = Theme::new(false, true);
    let buf = draw(&editor, &theme, (80, 24));
    let text = screen_text(&buf);
    assert!(
        text.contains("Clash: 1 at (0,0) and at (0,3), in row 0"),
        "{text}"
    );
    let marked: Vec<(u16, u16)> = buf
        .content
        .iter()
        .enumerate()
        .filter(|(_, cell)| cell.symbol() == "1" && cell.modifier.contains(Modifier::UNDERLINED))
        .map(|(index, _)| buf.pos_of(index))
        .collect();
    assert_eq!(marked.len(), 2, "both cells are marked: {marked:?}");
    // Columns and boxes are named too, in Chinese as well.
    let mut column = Editor::new(shape(9), None);
    press(&mut column, KeyCode::Char('5'));
    press(&mut column, KeyCode::Up);
    press(&mut column, KeyCode::Char('5'));
    let zh = Theme::new(false, true).speaking(Lang::Zh);
    let text = screen_text(&draw(&column, &zh, (100, 30)));
    assert!(text.contains("同在第 0 列"), "{text}");
    let mut boxed = Editor::new(shape(6), None);
    press(&mut boxed, KeyCode::Char('6'));
    press(&mut boxed, KeyCode::Down);
    press(&mut boxed, KeyCode::Right);
    press(&mut boxed, KeyCode::Char('6'));
    let text = screen_text(&draw(&boxed, &theme, (100, 30)));
    assert!(text.contains("in box 0"), "{text}");
    // A clash can be neither played nor saved.
    assert!(matches!(
        press(&mut boxed, KeyCode::Enter),
        Step::Reply(Reply::Handled)
    ));
    assert_eq!(boxed.message, Some(Message::new(words::CLASH_FIRST, &[])));
}

#[test]
fn the_count_follows_each_edit() {
    let mut editor = Editor::new(shape(4), None);
    assert_eq!(editor.wait_for_count(), Some(Count::AtLeastTwo));
    type_grid(
        &mut editor,
        include_str!("../../../../../assets/4x4-a1.txt"),
    );
    assert_eq!(editor.wait_for_count(), Some(Count::One));
    // A given that leaves no grid: 4x4-a1's top left cell is 4 in its one solution.
    editor.grid = Grid::with_cells(shape(4), editor.grid().cells()).expect("cells");
    press(&mut editor, KeyCode::Char('2'));
    assert_eq!(editor.wait_for_count(), Some(Count::None));
    press(&mut editor, KeyCode::Delete);
    assert_eq!(editor.wait_for_count(), Some(Count::One));
    // A count that reaches its cap says so.
    let mut capped = Editor::new(shape(9), None);
    capped.cap = 10;
    press(&mut capped, KeyCode::Char('1'));
    assert!(matches!(
        capped.wait_for_count(),
        Some(Count::GaveUp { found: 0, .. })
    ));
}

#[test]
fn values_past_the_side_are_refused_and_letters_fill_a_sixteen() {
    let mut four = Editor::new(shape(4), None);
    press(&mut four, KeyCode::Char('5'));
    assert_eq!(four.grid().givens(), 0);
    assert!(four.message.is_some());
    let mut sixteen = Editor::new(shape(16), None);
    press(&mut sixteen, KeyCode::Char('G'));
    press(&mut sixteen, KeyCode::Right);
    press(&mut sixteen, KeyCode::Char('a'));
    assert_eq!(&sixteen.grid().cells()[..3], &[16, 10, 0]);
    for clear in [KeyCode::Backspace, KeyCode::Char('.'), KeyCode::Char('0')] {
        press(&mut sixteen, KeyCode::Char('3'));
        press(&mut sixteen, clear);
        assert_eq!(sixteen.grid().cells()[1], 0, "{clear:?}");
    }
}

#[test]
fn enter_plays_the_puzzle_and_esc_comes_back_to_it() {
    let mut stacked = Stacked::new(Editor::new(shape(4), None));
    stacked.handle_key(KeyEvent::from(KeyCode::Char('1')));
    assert_eq!(
        stacked.handle_key(KeyEvent::from(KeyCode::Enter)),
        Reply::Handled
    );
    assert!(stacked.over().is_some(), "the player is open");
    assert_eq!(stacked.heading(Lang::En), "Sudoku 4×4 · row order");
    stacked.handle_key(KeyEvent::from(KeyCode::Right));
    stacked.handle_key(KeyEvent::from(KeyCode::Right));
    let open = stacked.remember().expect("the open player is remembered");
    assert!(stacked.take_left().is_empty(), "nothing left yet");
    assert_eq!(
        stacked.handle_key(KeyEvent::from(KeyCode::Esc)),
        Reply::Handled
    );
    assert!(stacked.over().is_none(), "back in the editor");
    // The player's state goes up to the app once, as it was left: at step 2.
    let left = stacked.take_left();
    assert_eq!(left, [open]);
    assert_eq!(left[0].1.step, 2);
    assert!(stacked.take_left().is_empty(), "taken once");
    assert_eq!(stacked.remember(), None, "nothing open over the editor");
    assert_eq!(stacked.screen().grid().givens(), 1);
    // Changes not saved: the first Esc asks, the second leaves.
    assert_eq!(
        stacked.handle_key(KeyEvent::from(KeyCode::Esc)),
        Reply::Handled
    );
    assert_eq!(
        stacked.handle_key(KeyEvent::from(KeyCode::Esc)),
        Reply::Menu
    );
}

#[test]
fn every_key_of_the_editor_s_table_does_something() {
    for &(code, action) in keys::EDITOR.iter().flat_map(|binding| binding.keys) {
        let mut editor = Editor::new(shape(16), None);
        if action == EditorAction::Clear {
            editor.grid.set(5);
        }
        let before = (editor.grid.clone(), editor.message.clone());
        let step = press(&mut editor, code);
        let acted = !matches!(step, Step::Reply(Reply::Handled | Reply::Ignored))
            || (editor.grid.clone(), editor.message.clone()) != before;
        assert!(acted, "{code:?} ({action:?}) did nothing");
    }
}

#[test]
fn my_puzzles_plays_a_file_edits_a_sudoku_and_lists_faults() {
    let dir = scratch("shelf");
    fs::write(
        dir.join("a1.txt"),
        include_str!("../../../../../assets/4x4-a1.txt"),
    )
    .expect("written");
    fs::write(dir.join("bad.txt"), "1 1\n").expect("written");
    fs::write(dir.join("sum.subset"), "target 7\nnumbers 3 4 5 2\n").expect("written");
    let mut stacked = Stacked::new(Shelf::new(Some(dir.to_path_buf())));
    let names: Vec<&str> = stacked
        .screen()
        .listed()
        .expect("listed")
        .iter()
        .map(|entry| entry.name.as_str())
        .collect();
    assert_eq!(names, ["a1.txt", "bad.txt", "sum.subset"]);
    stacked.handle_key(KeyEvent::from(KeyCode::Enter));
    assert_eq!(stacked.heading(Lang::En), "Sudoku 4×4 · row order");
    stacked.handle_key(KeyEvent::from(KeyCode::Esc));
    stacked.handle_key(KeyEvent::from(KeyCode::Char('e')));
    assert_eq!(stacked.heading(Lang::En), "editing a1.txt");
    stacked.handle_key(KeyEvent::from(KeyCode::Esc));
    stacked.handle_key(KeyEvent::from(KeyCode::Down));
    stacked.handle_key(KeyEvent::from(KeyCode::Enter));
    assert!(stacked.over().is_none(), "a bad file does not open");
    stacked.handle_key(KeyEvent::from(KeyCode::Down));
    stacked.handle_key(KeyEvent::from(KeyCode::Char('e')));
    assert_eq!(
        stacked.heading(Lang::En),
        "editing sum.subset",
        "a subset sum opens in its own editor"
    );
    stacked.handle_key(KeyEvent::from(KeyCode::Esc));
    stacked.handle_key(KeyEvent::from(KeyCode::Enter));
    assert_eq!(
        stacked.over().map(|over| over.state_line()),
        Some(String::new())
    );
    fs::remove_dir_all(dir).expect("cleaned");
}

/// The screen's text, the folder's path written `<folder>` so that it is the same on
/// every machine.
fn shown(buf: &Buffer, folder: &std::path::Path) -> String {
    screen_text(buf).replace(&*folder.to_string_lossy(), "<folder>")
}

#[test]
fn a_four_by_four_with_a_clash_at_80x24() {
    let mut editor = Editor::new(shape(4), None);
    type_grid(&mut editor, "1 0 0 1\n0 0 3 0\n0 4 0 0\n0 0 0 0\n");
    editor.wait_for_count();
    let theme = Theme::new(false, true);
    insta::assert_snapshot!(screen_text(&draw(&editor, &theme, (80, 24))));
}

#[test]
fn a_nine_by_nine_in_chinese_at_100x30() {
    let mut editor = Editor::new(shape(9), None);
    type_grid(
        &mut editor,
        include_str!("../../../../../assets/9x9-a4.txt"),
    );
    editor.wait_for_count();
    let theme = Theme::new(false, true).speaking(Lang::Zh);
    insta::assert_snapshot!(screen_text(&draw(&editor, &theme, (100, 30))));
}

#[test]
fn my_puzzles_at_100x30() {
    let dir = std::env::temp_dir().join("backtrack-editor-shelf-snapshot");
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("a folder");
    fs::write(
        dir.join("a1.txt"),
        include_str!("../../../../../assets/4x4-a1.txt"),
    )
    .expect("written");
    fs::write(dir.join("garbage.txt"), "hello\n").expect("written");
    let shelf = Shelf::new(Some(dir.to_path_buf()));
    let theme = Theme::new(false, true);
    insta::assert_snapshot!(shown(&draw(&shelf, &theme, (100, 30)), &dir));
    fs::remove_dir_all(dir).expect("cleaned");
}
