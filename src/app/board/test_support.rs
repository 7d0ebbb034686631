//! What the boards' tests share: running a search some steps, drawing it into a buffer,
//! finding symbols and styles in it, and drawing it at every size.

use ratatui::{
    buffer::{Buffer, Cell},
    layout::Rect,
};

use crate::app::{Show, Theme, screen_text};
use crate::engine::{Event, Problem, Search, StopAfter};

pub const COLOR: Theme = Theme::new(false, true);
pub const MONO: Theme = Theme::new(false, false);
pub const ASCII: Theme = Theme::new(true, true);

/// A search of `problem` after its first `steps` events, and the last of them.
pub fn run<P: Problem>(problem: P, steps: usize) -> (Search<P>, Option<Event>) {
    let mut search = Search::new(problem, StopAfter::Exhaustion);
    let mut last = None;
    for _ in 0..steps {
        last = Some(search.next().expect("BUG: the run ended early"));
    }
    (search, last)
}

/// A search of `problem` stopped on the `nth` event (from 1) that `pick` accepts.
pub fn run_to<P: Problem>(
    problem: P,
    nth: usize,
    mut pick: impl FnMut(Event) -> bool,
) -> (Search<P>, Option<Event>) {
    let mut search = Search::new(problem, StopAfter::Exhaustion);
    let mut seen = 0;
    loop {
        let event = search.next().expect("BUG: no such event in the run");
        if pick(event) {
            seen += 1;
            if seen == nth {
                return (search, Some(event));
            }
        }
    }
}

/// The board drawn into a `width` × `height` buffer.
pub fn render<P: Show>(
    search: &Search<P>,
    last: Option<Event>,
    options: P::Options,
    theme: &Theme,
    width: u16,
    height: u16,
) -> Buffer {
    let area = Rect::new(0, 0, width, height);
    let mut buf = Buffer::empty(area);
    P::render_board(search, last, options, None, theme, area, &mut buf);
    buf
}

/// Where in `buf` the symbol `symbol` is, row by row.
pub fn find(buf: &Buffer, symbol: &str) -> Vec<(u16, u16)> {
    let area = buf.area;
    (area.top()..area.bottom())
        .flat_map(|y| (area.left()..area.right()).map(move |x| (x, y)))
        .filter(|&(x, y)| buf[(x, y)].symbol() == symbol)
        .collect()
}

/// Draws the board at every size up to 120×50, inside a larger buffer, and checks that
/// nothing is drawn outside the area, that the board is drawn whenever its compact size
/// fits, and that only the note is drawn when the area is narrower than that.
///
/// ASCII glyphs take as many cells as the others, so one theme is enough for the sizes.
pub fn sweep<P: Show>(search: &Search<P>, last: Option<Event>, options: P::Options) {
    let need = search.problem().board_min_size();
    let theme = COLOR;
    for width in 0..=120u16 {
        for height in 0..=50u16 {
            let outer = Rect::new(0, 0, width + 4, height + 3);
            let area = Rect::new(3, 1, width, height);
            let mut buf = Buffer::empty(outer);
            P::render_board(search, last, options, None, &theme, area, &mut buf);
            for y in outer.top()..outer.bottom() {
                for x in outer.left()..outer.right() {
                    if !area.contains((x, y).into()) {
                        assert_eq!(buf[(x, y)], Cell::default(), "{width}×{height}");
                    }
                }
            }
            let drawn = screen_text(&buf);
            let lines = drawn.lines().filter(|l| !l.trim().is_empty()).count();
            if width >= need.0 && height >= need.1 {
                assert!(!drawn.contains("needs"), "{width}×{height}:\n{drawn}");
                assert!(lines > 1 || need.1 <= 1, "{width}×{height}:\n{drawn}");
            } else if width < need.0 {
                assert!(lines <= 1, "{width}×{height} < {need:?}:\n{drawn}");
            }
        }
    }
}

/// Whether `cell` shows `style`: its colours where `style` sets them, and its modifiers.
pub fn styled(cell: &Cell, style: ratatui::style::Style) -> bool {
    style.fg.is_none_or(|fg| cell.fg == fg)
        && style.bg.is_none_or(|bg| cell.bg == bg)
        && cell.modifier.contains(style.add_modifier)
}
