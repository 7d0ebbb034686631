//! Choosing a board's layout: the largest of the tiers a view offers that fits its area,
//! with its legend under it when there is room, or a window of its rows.
//!
//! Every view offers its tiers, largest first, each a layout that knows its size
//! ([`Measure`]) with what it shows under itself; this file picks among them, so that
//! every board shrinks by the same rule.

use ratatui::layout::Rect;

use super::{Pieces, width_of};
use crate::app::BoardFit;

/// What the fitter asks of a view's layout.
pub(crate) trait Measure {
    /// The (width, height) it takes, legend left out.
    fn size(&self) -> (u16, u16);
}

/// A tier a view offers: a layout, and the legend drawn under it when there is room.
pub(crate) type Offer<L> = (L, Option<Pieces>);

/// The most lines a legend is wrapped onto.
const LEGEND_MAX_LINES: usize = 3;

/// `legend` cut into lines at most `width` wide, between its entries (an entry's words end
/// with two spaces), with the spaces at the end of each line left out.
pub(crate) fn legend_lines(legend: &Pieces, width: u16) -> Vec<Pieces> {
    let mut lines: Vec<Pieces> = vec![Vec::new()];
    let mut entry: Pieces = Vec::new();
    let flush = |entry: &mut Pieces, lines: &mut Vec<Pieces>| {
        let line = lines.last_mut().expect("BUG: a legend has a line");
        let trimmed = |pieces: &Pieces| {
            let mut pieces = pieces.clone();
            if let Some((text, _)) = pieces.last_mut() {
                *text = text.trim_end().to_string();
            }
            pieces_width(&pieces)
        };
        let joined: Pieces = line.iter().chain(entry.iter()).cloned().collect();
        if !line.is_empty() && trimmed(&joined) > width {
            lines.push(std::mem::take(entry));
        } else {
            line.append(entry);
        }
    };
    for piece in legend {
        entry.push(piece.clone());
        if piece.0.ends_with("  ") {
            flush(&mut entry, &mut lines);
        }
    }
    flush(&mut entry, &mut lines);
    for line in &mut lines {
        if let Some((text, _)) = line.last_mut() {
            *text = text.trim_end().to_string();
        }
    }
    lines
}

/// `legend` as it is drawn under a block in `area`, wrapped to its width; `None` when it
/// does not fit under a block of `size` with a blank line before it.
pub(crate) fn legend_under(
    area: Rect,
    size: (u16, u16),
    legend: Option<&Pieces>,
) -> Option<Vec<Pieces>> {
    let lines = legend_lines(legend?, area.width);
    let widest = lines.iter().map(pieces_width).max().unwrap_or(0);
    let height = size.1 + 1 + lines.len() as u16;
    (lines.len() <= LEGEND_MAX_LINES && fits(area, (widest, height))).then_some(lines)
}

/// The first of `tiers` (largest first, each a layout with its legend, if it has one)
/// that fits in `area`; its legend is drawn under it, wrapped if need be, when there is
/// room.
///
/// One rule for every problem, so that screens shrink alike; the player leaves the board
/// rows for its log (see `player::layout`).
pub(crate) fn largest_fit<L: Measure>(
    area: Rect,
    tiers: impl IntoIterator<Item = Offer<L>>,
) -> Option<Offer<L>> {
    tiers
        .into_iter()
        .find(|(layout, _)| fits(area, layout.size()))
}

/// Whether `offer`'s layout, one that only spreads a smaller one out, fits in `area`
/// with its legend drawn under it, in the rows a quarter of the area leaves.
///
/// Spread so far that its legend no longer fits, a board would lose the key to its marks
/// for some blank rows; spread over the whole column, it would take the rows the player
/// gives the log under it when the board does not need them.
pub(crate) fn spreads_in<L: Measure>(area: Rect, offer: &Offer<L>) -> bool {
    let (layout, legend) = offer;
    let room = Rect {
        height: area.height - area.height / 4,
        ..area
    };
    match legend {
        Some(legend) => legend_under(room, layout.size(), Some(legend)).is_some(),
        None => fits(room, layout.size()),
    }
}

/// How many of a layout's `rows` rows, each `row_height` cells high, a window of them shows
/// in `area` when the whole layout does not fit: as many as its height leaves room for
/// beside what every row shares (labels, flags); `None` when its width does not fit or
/// fewer than `least` rows would show.
pub(crate) fn window_rows(
    area: Rect,
    layout: &impl Measure,
    rows: usize,
    row_height: u16,
    least: usize,
) -> Option<usize> {
    let (width, height) = layout.size();
    let shared = height - rows as u16 * row_height;
    let shown = usize::from(area.height.saturating_sub(shared) / row_height).min(rows);
    (width <= area.width && shown >= rows.min(least)).then_some(shown)
}

/// How the `chosen` tier sits in `area`, for
/// [`Show::board_fit`](crate::app::Show::board_fit); `window` when it shows only some of
/// its rows.
pub(crate) fn fit_of<L: Measure>(area: Rect, chosen: &Offer<L>, window: bool) -> BoardFit {
    let (layout, legend) = chosen;
    let size = layout.size();
    let legend = legend.as_ref();
    BoardFit {
        size: fitted(area, size, legend),
        window,
        legend_drawn: legend_under(area, size, legend).is_some(),
        legend_rows: legend_rows(area, legend),
    }
}

/// The rows `legend` takes under a block in `area` when there is room: a blank line and
/// its lines wrapped to the width; 0 without one.
pub(crate) fn legend_rows(area: Rect, legend: Option<&Pieces>) -> u16 {
    legend.map_or(0, |pieces| {
        1 + legend_lines(pieces, area.width).len() as u16
    })
}

/// The (width, height) a block of `size` takes in `area` with its legend, if drawn.
pub(crate) fn fitted(area: Rect, size: (u16, u16), legend: Option<&Pieces>) -> (u16, u16) {
    match legend_under(area, size, legend) {
        Some(lines) => {
            let widest = lines.iter().map(pieces_width).max().unwrap_or(0);
            (size.0.max(widest), size.1 + 1 + lines.len() as u16)
        }
        None => size,
    }
}

/// How many cells styled `pieces` take side by side.
pub(crate) fn pieces_width(pieces: &Pieces) -> u16 {
    pieces.iter().map(|(text, _)| width_of(text)).sum()
}

/// Whether a block of `size` fits in `area`.
pub(crate) fn fits(area: Rect, size: (u16, u16)) -> bool {
    size.0 <= area.width && size.1 <= area.height
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A board of `rows` rows two cells high under one row of labels, 10 wide.
    struct Rows(usize);

    impl Measure for Rows {
        fn size(&self) -> (u16, u16) {
            (10, 1 + 2 * self.0 as u16)
        }
    }

    #[test]
    fn the_largest_tier_that_fits_is_chosen() {
        let tiers = || [(Rows(8), None), (Rows(4), None), (Rows(1), None)];
        let chosen = |height| largest_fit(Rect::new(0, 0, 10, height), tiers());
        assert_eq!(chosen(17).map(|(rows, _)| rows.0), Some(8));
        assert_eq!(chosen(16).map(|(rows, _)| rows.0), Some(4));
        assert_eq!(chosen(3).map(|(rows, _)| rows.0), Some(1));
        assert!(chosen(2).is_none());
        assert!(
            largest_fit(Rect::new(0, 0, 9, 40), tiers()).is_none(),
            "too narrow"
        );
    }

    #[test]
    fn a_window_shows_the_rows_the_height_leaves_room_for() {
        let board = Rows(64);
        // One row of labels, then two cells a row: 30 rows leave room for 14.
        assert_eq!(
            window_rows(Rect::new(0, 0, 10, 30), &board, 64, 2, 4),
            Some(14)
        );
        assert_eq!(
            window_rows(Rect::new(0, 0, 10, 9), &board, 64, 2, 4),
            Some(4)
        );
        assert_eq!(window_rows(Rect::new(0, 0, 10, 8), &board, 64, 2, 4), None);
        assert_eq!(window_rows(Rect::new(0, 0, 9, 30), &board, 64, 2, 4), None);
        assert_eq!(
            window_rows(Rect::new(0, 0, 10, 200), &board, 64, 2, 4),
            Some(64)
        );
    }
}
