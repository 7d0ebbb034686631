//! The panel of moments (`K`) lies over the right column of panels, so that the board's
//! panel keeps its right border and its legend whole.

use crate::common;

use backtrack::app::{App, Start, Theme};
use backtrack::engine::StopAfter;
use backtrack::problems::QueensBoard;
use common::{press, render};
use ratatui::crossterm::event::KeyCode;

#[test]
fn the_moments_panel_leaves_the_board_panel_whole() {
    let start = Start::Board {
        title: None,
        board: Box::new(QueensBoard::new(8).unwrap()),
        stop: Some(StopAfter::Exhaustion),
    };
    let mut app = App::new(start, Theme::new(false, true));
    let top = |app: &App| {
        let buf = render(app, 100, 30);
        (0..100).map(|x| buf[(x, 0)].symbol()).collect::<String>()
    };
    let before = top(&app);
    let corner = before.find("┐┌").expect("two panels side by side");
    press(&mut app, KeyCode::Char('K'));
    let after = top(&app);
    assert_eq!(after.find("┐┌"), Some(corner), "{before}\n{after}");
    assert_eq!(after[..corner], before[..corner]);
}
