//! What the subset-sum and the map editors' tests share: a scratch folder, keys, and a
//! screen drawn in memory with one box of it read as text.

use crate::app::test_support::Scratch;

use ratatui::{
    Terminal,
    backend::TestBackend,
    buffer::Buffer,
    crossterm::event::{KeyCode, KeyEvent},
    layout::Rect,
};

use super::{BaseScreen, Step, keeping};
use crate::app::input::mouse::{self, Gesture, HitMap, Pointer};
use crate::app::{Lang, Theme, screen_text};

/// A fresh folder of its own under the system's temporary folder, never the home.
pub fn scratch(name: &str) -> Scratch {
    crate::app::test_support::scratch("hand", name)
}

/// Presses `code` on `screen`.
pub fn press(screen: &mut impl BaseScreen, code: KeyCode) -> Step {
    screen.handle_key(KeyEvent::from(code))
}

/// Presses each key of `codes` in turn.
pub fn press_all(screen: &mut impl BaseScreen, codes: &[KeyCode]) {
    for &code in codes {
        press(screen, code);
    }
}

/// Types each character of `text` as a key.
pub fn type_text(screen: &mut impl BaseScreen, text: &str) {
    for c in text.chars() {
        press(screen, KeyCode::Char(c));
    }
}

/// `screen` drawn on a terminal of `size` in `theme`.
pub fn draw(screen: &impl BaseScreen, theme: &Theme, (width, height): (u16, u16)) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal
        .draw(|frame| screen.render(theme, frame.area(), frame.buffer_mut()))
        .expect("drawn in memory");
    terminal.backend().buffer().clone()
}

/// The spots `screen` marks drawn on a terminal of `size` in `theme`, as the app
/// collects them for the mouse.
pub fn spots(screen: &impl BaseScreen, theme: &Theme, size: (u16, u16)) -> HitMap {
    mouse::collect(|| {
        draw(screen, theme, size);
    })
}

/// `gesture` at column `x`, row `y` of `screen` as drawn at `size` in plain colours:
/// what the app hands the screen for a mouse event there.
pub fn point_at(
    screen: &mut impl BaseScreen,
    size: (u16, u16),
    gesture: Gesture,
    x: u16,
    y: u16,
) -> Step {
    let spot = spots(screen, &Theme::new(false, true), size).at(x, y);
    screen.point(Pointer {
        gesture,
        spot,
        column: x,
    })
}

/// The text of `area` of `buf`.
fn text_of(buf: &Buffer, area: Rect) -> String {
    let mut part = Buffer::empty(area);
    for y in area.top()..area.bottom() {
        for x in area.left()..area.right() {
            part[(x, y)] = buf[(x, y)].clone();
        }
    }
    screen_text(&part)
}

/// The editor's two boxes, the list's and the panel's, drawn at 64×16 in plain colours
/// and `lang`, as text: what a snapshot holds.
pub fn boxes(screen: &impl BaseScreen, lang: Lang) -> (String, String) {
    let theme = Theme::new(false, true).speaking(lang);
    let buf = draw(screen, &theme, (64, 16));
    let (list, panel) = keeping::panes(buf.area);
    (text_of(&buf, list), text_of(&buf, panel))
}
