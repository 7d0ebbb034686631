//! The class's own puzzles by the mouse: "My puzzles" chooses and plays a file clicked
//! (a bad one chosen but not opened, as Enter does), its wheel moves the choice; the
//! sudoku editor's cursor goes to the cell clicked and a digit typed lands there.

use std::fs;

use ratatui::{
    buffer::Buffer,
    crossterm::event::{KeyCode, KeyEvent},
    layout::Rect,
};

use super::{Editor, Shelf, Stacked};
use crate::app::Theme;
use crate::app::input::mouse::{self, Gesture, HitMap, Pointer, Spot};
use crate::app::screens::editor::test_support::{point_at, scratch};
use crate::app::screens::screen::{Reply, Screen};
use crate::problems::Shape;

const SIZE: (u16, u16) = (100, 30);

/// The spots of `session` drawn at [`SIZE`].
fn spots(session: &dyn Screen) -> HitMap {
    let area = Rect::new(0, 0, SIZE.0, SIZE.1);
    mouse::collect(|| {
        let mut buf = Buffer::empty(area);
        session.render(&Theme::new(false, true), area, &mut buf);
    })
}

/// `gesture` on the one area `session` marks as `spot`.
fn point(session: &mut dyn Screen, gesture: Gesture, spot: Spot) -> Reply {
    let map = spots(session);
    let marked: Vec<Rect> = (map.spots())
        .filter(|&(_, marked)| marked == spot)
        .map(|(area, _)| area)
        .collect();
    let [area] = marked.as_slice() else {
        panic!("not one {spot:?}: {marked:?}");
    };
    session.point(Pointer {
        gesture,
        spot: map.at(area.x, area.y),
        column: area.x,
    })
}

/// A folder of a good sudoku, a file that does not read, and a subset sum.
fn folder(name: &str) -> crate::app::test_support::Scratch {
    let dir = scratch(name);
    let a1 = include_str!("../../../../../assets/4x4-a1.txt");
    fs::write(dir.join("a1.txt"), a1).expect("written");
    fs::write(dir.join("bad.txt"), "1 1\n").expect("written");
    fs::write(dir.join("sum.subset"), "target 7\nnumbers 3 4 5 2\n").expect("written");
    dir
}

#[test]
fn a_click_on_a_puzzle_plays_it_and_on_a_bad_file_says_why() {
    let dir = folder("shelf-clicks");
    let mut shelf = Stacked::new(Shelf::new(Some(dir.to_path_buf())));
    // Each file is one line to click.
    for index in 0..3 {
        assert_eq!(
            spots(&shelf)
                .spots()
                .filter(|s| s.1 == Spot::ListItem(index))
                .count(),
            1
        );
    }
    point(&mut shelf, Gesture::Click, Spot::ListItem(1));
    assert!(shelf.over().is_none(), "a bad file does not open");
    let text = crate::app::screen_text(&{
        let mut buf = Buffer::empty(Rect::new(0, 0, SIZE.0, SIZE.1));
        shelf.render(&Theme::new(false, true), buf.area, &mut buf);
        buf
    });
    assert!(text.contains("cannot be played"), "{text}");
    assert_eq!(shelf.screen().selected(), 1, "chosen all the same");
    point(&mut shelf, Gesture::Click, Spot::ListItem(2));
    assert!(shelf.over().is_some(), "a good file plays");
    shelf.handle_key(KeyEvent::from(KeyCode::Esc));
    assert!(shelf.over().is_none(), "back in the list");
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn the_wheel_moves_the_choice_of_puzzle_as_the_arrows_do() {
    let dir = folder("shelf-wheel");
    let mut wheeled = Stacked::new(Shelf::new(Some(dir.to_path_buf())));
    let mut keyed = Stacked::new(Shelf::new(Some(dir.to_path_buf())));
    point(&mut wheeled, Gesture::ScrollDown, Spot::ListItem(0));
    point(&mut wheeled, Gesture::ScrollDown, Spot::ListItem(0));
    point(&mut wheeled, Gesture::ScrollUp, Spot::ListItem(0));
    keyed.handle_key(KeyEvent::from(KeyCode::Down));
    // Enter on the file chosen: the bad one, which says why and opens nothing.
    assert_eq!(wheeled.screen().selected(), 1);
    assert_eq!(keyed.screen().selected(), 1);
    point(&mut wheeled, Gesture::Click, Spot::ListItem(0));
    assert!(wheeled.over().is_some(), "a1.txt plays");
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn a_digit_typed_after_a_click_lands_in_the_cell_clicked() {
    let mut editor = Editor::new(Shape::for_side(4).expect("a side"), None);
    let spot = Spot::Cell { row: 2, col: 3 };
    let area = (mouse::collect(|| {
        crate::app::screens::editor::test_support::draw(
            &editor,
            &Theme::new(false, true),
            (80, 24),
        );
    }))
    .spots()
    .find(|&(_, marked)| marked == spot)
    .map(|(area, _)| area)
    .expect("the cell (2,3)");
    point_at(&mut editor, (80, 24), Gesture::Click, area.x, area.y);
    assert_eq!(editor.grid().cursor_at(), (2, 3));
    crate::app::screens::editor::test_support::press(&mut editor, KeyCode::Char('4'));
    assert_eq!(editor.grid().cells()[2 * 4 + 3], 4);
    // A click off the grid leaves the cursor.
    point_at(&mut editor, (80, 24), Gesture::Click, 0, 0);
    assert_eq!(editor.grid().cursor_at(), (2, 3));
}
