//! The compare screen by the mouse: the timeline bar under the boards seeks every board,
//! a board's last event clicked brings every board to its step, the wheel steps; all as
//! the go-to prompt and the arrows do.
//!
//! The puzzle is seed 000's traced 4×4 (`0000102004010000`), in every cell order.

use crate::common;

use backtrack::app::input::mouse::Spot;
use backtrack::app::{App, Message, Orders, Start, Theme, screen_text};
use backtrack::engine::StopAfter;
use backtrack::problems::{CellOrder, Shape, SudokuBoard};
use common::pointer::{click_at, mouse};
use common::{press, render, settle};
use ratatui::crossterm::event::{KeyCode, MouseEventKind};

const SIZE: (u16, u16) = (120, 36);

fn compared(mouse: bool) -> App {
    let cells: Vec<u8> = "0000102004010000".bytes().map(|b| b - b'0').collect();
    let shape = Shape::for_side(4).expect("a side");
    let board = SudokuBoard::new(shape, &cells, CellOrder::Row).expect("seed 000's A4");
    let start = Start::compare(
        Some(Message::english("A4".to_string())),
        board.in_every_order(),
        StopAfter::First,
    );
    let app = App::new(start, Theme::new(false, true)).with_mouse(mouse);
    render(&app, SIZE.0, SIZE.1);
    app
}

/// The step the status line shows.
fn step(app: &App) -> u64 {
    let text = screen_text(&render(app, SIZE.0, SIZE.1));
    let line = (text.lines())
        .find(|line| line.starts_with("A4"))
        .unwrap_or_else(|| panic!("no status line:\n{text}"));
    let after = &line[line.find("step ").expect("a step") + "step ".len()..];
    let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
    digits.parse().expect("a step number")
}

/// The timeline bar's track: its row, first column, width and last step.
fn track(app: &App) -> (u16, u16, u16, u64) {
    (app.spots().into_iter())
        .find_map(|(area, spot)| match spot {
            Spot::Track { left, width, last } => Some((area.y, left, width, last)),
            _ => None,
        })
        .expect("a timeline bar")
}

#[test]
fn the_timeline_bar_seeks_every_board() {
    let mut app = compared(true);
    for _ in 0..6 {
        press(&mut app, KeyCode::Right);
    }
    settle(&mut app);
    assert_eq!(step(&app), 6);
    let (row, left, _, _) = track(&app);
    click_at(&mut app, left, row);
    assert_eq!(step(&app), 0, "the track's first cell is step 0");
    let (row, left, width, last) = track(&app);
    assert!(last >= 6, "the events found so far: {last}");
    click_at(&mut app, left + width - 1, row);
    assert_eq!(step(&app), last, "its last cell: the last step known");
}

#[test]
fn a_boards_last_event_clicked_brings_every_board_to_its_step_and_the_wheel_steps() {
    let mut app = compared(true);
    mouse(&mut app, MouseEventKind::ScrollDown, 10, 10);
    mouse(&mut app, MouseEventKind::ScrollDown, 10, 10);
    assert_eq!(step(&app), 2);
    mouse(&mut app, MouseEventKind::ScrollUp, 10, 10);
    assert_eq!(step(&app), 1);
    let told: Vec<u64> = (app.spots().into_iter())
        .filter_map(|(_, spot)| match spot {
            Spot::Step(step) => Some(step),
            _ => None,
        })
        .collect();
    assert_eq!(
        told,
        [1; CellOrder::ALL.len()],
        "a line each board, at its step"
    );
    // At the end each board stands at its own last step; the shortest run's clicked
    // brings every board there.
    press(&mut app, KeyCode::End);
    settle(&mut app);
    render(&app, SIZE.0, SIZE.1);
    let ends: Vec<(u64, ratatui::layout::Rect)> = (app.spots().into_iter())
        .filter_map(|(area, spot)| match spot {
            Spot::Step(step) => Some((step, area)),
            _ => None,
        })
        .collect();
    let &(shortest, area) = ends
        .iter()
        .min_by_key(|end| end.0)
        .expect("the boards' lines");
    let longest = ends
        .iter()
        .map(|end| end.0)
        .max()
        .expect("the boards' lines");
    assert!(
        shortest < longest,
        "the orders take different steps: {ends:?}"
    );
    assert_eq!(step(&app), longest);
    click_at(&mut app, area.x, area.y);
    assert_eq!(step(&app), shortest);
}

#[test]
fn without_the_mouse_the_compare_screen_has_no_timeline_bar() {
    let app = compared(false);
    assert!(app.spots().is_empty());
    let text = screen_text(&render(&app, SIZE.0, SIZE.1));
    assert!(!text.contains("so far"), "{text}");
}
