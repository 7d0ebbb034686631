//! The mouse: what the pointer is over, as the last frame drew it, and what the user did
//! with it.
//!
//! A screen never lays itself out a second time to find what was clicked: whatever it
//! draws that a click can use, it marks while drawing ([`mark`], with the area and the
//! [`Spot`] it stands for). The app collects the marks of each frame it shows
//! ([`collect`]) into a [`HitMap`], and a mouse event then resolves to the spot under the
//! pointer, which the screen turns into the same actions its keys have
//! (`keys/mouse.rs`). Drawing outside the app (a screenshot, `export`, `record`) collects
//! nothing and marks nowhere.

use std::cell::RefCell;

use ratatui::{
    crossterm::event::{MouseButton, MouseEvent, MouseEventKind},
    layout::{Position, Rect},
};

/// Something drawn that a click can use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    /// An entry of the menu's list, by its index.
    MenuEntry(usize),
    /// A line of the panel of bookmarks, breakpoints and solutions, by its index among
    /// them (bookmarks, then breakpoints, then solutions).
    Moment(usize),
    /// A line that tells of one step, such as a line of the log: a click goes there.
    Step(u64),
    /// A call-stack frame holding `choice` in `slot`: a click goes to the step that put
    /// it there.
    Placed {
        /// The frame's slot.
        slot: u16,
        /// The choice standing in it.
        choice: u8,
    },
    /// The timeline bar: its track starts at column `left` and is `width` cells wide,
    /// standing for steps 0 to `last`.
    Track {
        /// The track's first column on the screen.
        left: u16,
        /// Its width in cells.
        width: u16,
        /// The step its last cell stands for.
        last: u64,
    },
    /// A cell of a board or a grid, by its row and column from 0.
    Cell {
        /// The row.
        row: u16,
        /// The column.
        col: u16,
    },
    /// An entry of a screen's own list, by its index: a file of the puzzle folder, a
    /// region of the map editor, a field of the subset-sum editor (0 the target, then
    /// each number).
    ListItem(usize),
    /// An answer the quiz offers where its prompt lists it: a choice, as the problem's
    /// events name it, or `None` for going back.
    Answer(Option<u8>),
    /// A choice drawn in a cell of a board, such as a sudoku's candidate digit.
    Choice {
        /// The cell's row.
        row: u16,
        /// The cell's column.
        col: u16,
        /// The choice, as the problem's events name it.
        choice: u8,
    },
}

impl Spot {
    /// The step the timeline bar's track stands for at screen column `x` (clamped to the
    /// track); `None` for another spot.
    pub fn step_at(self, x: u16) -> Option<u64> {
        let Spot::Track { left, width, last } = self else {
            return None;
        };
        let cells = u64::from(width.saturating_sub(1)).max(1);
        let into = u64::from(x.clamp(left, left + width.saturating_sub(1)) - left);
        // The nearest step to the cell's place along the track.
        Some((into * last + cells / 2) / cells)
    }
}

/// What the user did with the mouse.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gesture {
    /// The left button went down.
    Click,
    /// The pointer moved with the left button held.
    Drag,
    /// The wheel turned up, away from the user.
    ScrollUp,
    /// The wheel turned down.
    ScrollDown,
}

impl Gesture {
    /// The gesture of a terminal's mouse event, if it is one the app uses.
    pub fn of(event: &MouseEvent) -> Option<Gesture> {
        match event.kind {
            MouseEventKind::Down(MouseButton::Left) => Some(Gesture::Click),
            MouseEventKind::Drag(MouseButton::Left) => Some(Gesture::Drag),
            MouseEventKind::ScrollUp => Some(Gesture::ScrollUp),
            MouseEventKind::ScrollDown => Some(Gesture::ScrollDown),
            _ => None,
        }
    }
}

/// A gesture and what it was made on: what a screen is handed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pointer {
    /// What the user did.
    pub gesture: Gesture,
    /// What the pointer is over, if anything the last frame marked.
    pub spot: Option<Spot>,
    /// The screen column of the pointer, for a spot that spans columns (the track).
    pub column: u16,
}

impl Pointer {
    /// The step a click or a drag on the timeline bar asks for.
    pub fn track_step(&self) -> Option<u64> {
        self.spot.and_then(|spot| spot.step_at(self.column))
    }
}

/// The spots of one frame, each with the area it was drawn in.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HitMap {
    spots: Vec<(Rect, Spot)>,
}

impl HitMap {
    /// The spot at screen cell (`column`, `row`): the last one marked there, since what
    /// is drawn later (a panel over the board) is what shows.
    pub fn at(&self, column: u16, row: u16) -> Option<Spot> {
        let cell = Position::new(column, row);
        (self.spots.iter().rev())
            .find(|(area, _)| area.contains(cell))
            .map(|&(_, spot)| spot)
    }

    /// Every spot marked, in the order drawn.
    pub fn spots(&self) -> impl Iterator<Item = (Rect, Spot)> + '_ {
        self.spots.iter().copied()
    }

    /// Forgets whatever was marked under `area`, as a panel drawn over it hides it.
    fn cover(&mut self, area: Rect) {
        self.spots
            .retain(|(spot, _)| spot.intersection(area).is_empty());
    }
}

thread_local! {
    /// The frame being collected, while the app draws one.
    static COLLECTING: RefCell<Option<HitMap>> = const { RefCell::new(None) };
}

/// Marks `area` as `spot` in the frame being drawn, if the app collects one.
pub fn mark(area: Rect, spot: Spot) {
    if area.is_empty() {
        return;
    }
    COLLECTING.with(|frame| {
        if let Some(map) = frame.borrow_mut().as_mut() {
            map.spots.push((area, spot));
        }
    });
}

/// Forgets the spots under `area` in the frame being drawn: a panel drawn over others
/// calls it before it marks its own lines.
pub fn cover(area: Rect) {
    COLLECTING.with(|frame| {
        if let Some(map) = frame.borrow_mut().as_mut() {
            map.cover(area);
        }
    });
}

/// Whether the frame being drawn is collected: the app takes the mouse, so that what is
/// there only to be clicked (the timeline bar) is worth its room.
pub fn collecting() -> bool {
    COLLECTING.with(|frame| frame.borrow().is_some())
}

/// Runs `draw`, collecting the spots it marks.
pub fn collect(draw: impl FnOnce()) -> HitMap {
    let outer = COLLECTING.with(|frame| frame.borrow_mut().replace(HitMap::default()));
    draw();
    COLLECTING
        .with(|frame| std::mem::replace(&mut *frame.borrow_mut(), outer))
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_spot_drawn_last_is_the_one_clicked() {
        let map = collect(|| {
            mark(Rect::new(0, 0, 10, 5), Spot::Step(3));
            mark(Rect::new(5, 2, 10, 1), Spot::Moment(1));
        });
        assert_eq!(map.at(1, 1), Some(Spot::Step(3)));
        assert_eq!(map.at(6, 2), Some(Spot::Moment(1)));
        assert_eq!(map.at(14, 2), Some(Spot::Moment(1)));
        assert_eq!(map.at(15, 2), None);
        // Outside a collection nothing is kept.
        mark(Rect::new(0, 0, 1, 1), Spot::Step(1));
        assert_eq!(collect(|| {}).spots().count(), 0);
    }

    #[test]
    fn a_panel_over_others_hides_their_spots() {
        let map = collect(|| {
            mark(Rect::new(0, 0, 10, 1), Spot::Step(1));
            mark(Rect::new(0, 1, 10, 1), Spot::Step(2));
            cover(Rect::new(0, 1, 20, 5));
        });
        assert_eq!(map.at(0, 0), Some(Spot::Step(1)));
        assert_eq!(map.at(0, 1), None);
    }

    #[test]
    fn the_track_stands_for_its_steps_end_to_end() {
        let track = Spot::Track {
            left: 10,
            width: 101,
            last: 2_000,
        };
        assert_eq!(track.step_at(10), Some(0));
        assert_eq!(track.step_at(60), Some(1_000));
        assert_eq!(track.step_at(110), Some(2_000));
        assert_eq!(track.step_at(0), Some(0), "left of it: the first step");
        assert_eq!(track.step_at(500), Some(2_000), "right of it: the last");
        assert_eq!(Spot::Step(4).step_at(10), None);
        let short = Spot::Track {
            left: 0,
            width: 10,
            last: 3,
        };
        assert_eq!(short.step_at(5), Some(2), "5 of 9 cells: step 1.67");
    }
}
