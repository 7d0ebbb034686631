//! The mouse in the integration tests: a click or the wheel sent through the app's own
//! handler at a spot the last frame marked.

use backtrack::app::App;
use backtrack::app::input::mouse::Spot;
use ratatui::crossterm::event::{Event, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

use super::settle;

/// Sends one mouse event of `kind` at (`column`, `row`), then lets any move end.
pub fn mouse(app: &mut App, kind: MouseEventKind, column: u16, row: u16) {
    app.handle_event(Event::Mouse(MouseEvent {
        kind,
        column,
        row,
        modifiers: KeyModifiers::NONE,
    }));
    settle(app);
}

/// A click of the left button at (`column`, `row`): down, then up.
pub fn click_at(app: &mut App, column: u16, row: u16) {
    mouse(app, MouseEventKind::Down(MouseButton::Left), column, row);
    mouse(app, MouseEventKind::Up(MouseButton::Left), column, row);
}

/// The areas the last frame marked as `spot`.
pub fn marked(app: &App, spot: Spot) -> Vec<Rect> {
    (app.spots().into_iter())
        .filter(|&(_, marked)| marked == spot)
        .map(|(area, _)| area)
        .collect()
}

/// A click on the last cell of the one area the last frame marked as `spot`.
pub fn click_spot(app: &mut App, spot: Spot) {
    let area = match marked(app, spot).as_slice() {
        &[area] => area,
        other => panic!("not one {spot:?} on screen: {other:?}\n{:?}", app.spots()),
    };
    click_at(app, area.right() - 1, area.bottom() - 1);
}
