//! Where each part of the player goes on a screen: pure functions of sizes.
//!
//! As the screen shrinks, parts give way in one order, the same for every problem, first
//! to go first: the board's larger sizes, the log, the board's legend (both kept as long
//! as the board's smallest form leaves room), the counters, the key hints other than the
//! step keys and help (by their rank, in the footer), the pseudo-code and stack, the step
//! keys and help, and last the status line and the board. The timeline bar, a row of its
//! own over the status line while the app takes the mouse, goes before the side column:
//! it keeps its row while the body left over still holds the board's compact form.
//!
//! Each size comes from what a panel needs: a bordered panel takes its lines plus
//! [`BORDERS`]; the code panel is as wide as its longest line with the marker and padding;
//! the board takes its largest layout that fits. Nothing here draws, so every rule is
//! checked by a unit test.

use ratatui::layout::Rect;

use crate::app::BoardFit;
use crate::app::widgets::areas;

/// Rows or columns a bordered panel spends on its frame.
pub const BORDERS: u16 = 2;
/// Columns a panel with padding spends on its frame and padding.
const PADDED_FRAME: u16 = BORDERS + 2;
/// Columns before a code line: the running-line marker and a space.
const MARKER: u16 = 2;
/// The narrowest the side panels get.
const SIDE_MIN_WIDTH: u16 = 26;
/// The widest the side panels get.
const SIDE_MAX_WIDTH: u16 = 56;
/// The narrowest the player gets, so that the status line shows its counts.
pub const MIN_WIDTH: u16 = 50;
/// The fewest rows of the side column.
const SIDE_MIN_HEIGHT: u16 = 8;
/// The fewest events a log panel shows to be worth drawing.
const LOG_MIN_EVENTS: u16 = 2;
/// The log's share of a tall board column: a quarter, within these many rows.
const LOG_ROWS: (u16, u16) = (5, 14);
/// Frames the call stack keeps in view before the counters get their full panel.
const STACK_FRAMES_BESIDE_FULL_COUNTERS: u16 = 8;
/// Frames the call stack keeps in view before the counters get their short panel.
const STACK_FRAMES_BESIDE_SHORT_COUNTERS: u16 = 4;
/// The fewest rows worth drawing a stack panel in: its frame and one call.
pub const STACK_MIN_HEIGHT: u16 = BORDERS + 1;

/// The counters panel's heights: one count a row, and two counts a row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CounterHeights {
    /// With one count a row.
    pub full: u16,
    /// With two counts a row.
    pub short: u16,
    /// The narrowest panel that has room for two counts a row.
    pub short_min_width: u16,
    /// With the counts on one row, those the status line lacks first.
    pub line: u16,
}

/// What the player's parts need, as the problem states them at step 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Needs {
    /// The board's most compact (width, height), legend left out.
    pub board_min: (u16, u16),
    /// The longest pseudo-code line, in cells.
    pub code_width: u16,
    /// The pseudo-code lines.
    pub code_lines: u16,
    /// The rows the footer would take: one for the keys, more for a quiz's verdict read
    /// whole, wrapped, rather than cut at the screen's edge.
    pub footer_rows: u16,
    /// Whether a row for the timeline bar is wanted: while the app takes the mouse.
    pub timeline: bool,
}

/// Where each part of the player goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayerAreas {
    /// The board in its frame.
    pub board: Rect,
    /// The rows the board is drawn in inside its frame, when fewer than the frame holds:
    /// the size that keeps its legend, which a larger size would push out.
    pub board_rows: Option<u16>,
    /// The log under the board (zero rows when there is no room).
    pub log: Rect,
    /// The pseudo-code, stack and counters, unless the screen is too narrow for them.
    pub side: Option<Rect>,
    /// The timeline bar over the status line (zero rows when not wanted or no room).
    pub timeline: Rect,
    /// The status line.
    pub status: Rect,
    /// The key hints (or a message), unless the screen is too short for them.
    pub footer: Rect,
}

/// The side column cut into its three panels.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Side {
    /// The pseudo-code.
    pub code: Rect,
    /// The call stack (not drawn under [`STACK_MIN_HEIGHT`] rows).
    pub stack: Rect,
    /// The counters (zero rows when left out), and whether in the two-a-row form.
    pub counters: Rect,
}

/// The smallest area the player draws in: the compact board in its frame, the status
/// line and [`MIN_WIDTH`].
pub fn min_size(needs: &Needs) -> (u16, u16) {
    let (width, height) = needs.board_min;
    (
        width.saturating_add(BORDERS).max(MIN_WIDTH),
        height.saturating_add(BORDERS + 1),
    )
}

/// Shares `area` out: the board at the largest size `fit` allows beside the side column,
/// the log under it in the rows the board cannot use, the status line and the keys. On a
/// screen too narrow for the side column the board goes alone; on one too short for the
/// keys they go. `None` when not even the compact board fits.
///
/// `fit(width, height)` is the board's layout inside a frame of that size.
pub fn arrange(
    area: Rect,
    needs: &Needs,
    fit: impl Fn(u16, u16) -> Option<BoardFit>,
) -> Option<PlayerAreas> {
    if area.width < MIN_WIDTH {
        return None;
    }
    let side_width = side_width(area.width, needs);
    // The timeline bar goes before the side column does.
    let bars: &[u16] = if needs.timeline { &[1, 0] } else { &[0] };
    // The side column goes before a footer's extra rows do, and those before the step
    // keys do.
    let wanted = needs.footer_rows.max(1);
    let options = [
        (true, wanted),
        (false, wanted),
        (true, 1),
        (false, 1),
        (true, 0),
        (false, 0),
    ];
    for (with_side, footer_rows) in options {
        if with_side && side_width < SIDE_MIN_WIDTH {
            continue;
        }
        for &bar in bars {
            let body_height = area.height.saturating_sub(1 + footer_rows + bar);
            if with_side && body_height < SIDE_MIN_HEIGHT {
                continue;
            }
            let main_width = area.width - if with_side { side_width } else { 0 };
            let Some((log_height, board_rows)) = log_height(main_width, body_height, &fit) else {
                continue;
            };
            // The bar gives way first: it stays only where the board keeps the size and the
            // legend it has without it.
            if bar > 0
                && board_drawn(main_width, body_height, &fit)
                    != board_drawn(main_width, body_height + bar, &fit)
            {
                continue;
            }
            let [body, _, bottom] = areas::rows(area, body_height, bar + 1 + footer_rows);
            let [timeline, _, bottom] = areas::rows(bottom, bar, 1 + footer_rows);
            let [status, _, footer] = areas::rows(bottom, 1, footer_rows);
            let [main, side, _] = areas::columns(body, main_width, 0);
            let [_, board, log] = areas::rows(main, 0, log_height);
            return Some(PlayerAreas {
                board,
                board_rows,
                log,
                side: with_side.then_some(side),
                timeline,
                status,
                footer,
            });
        }
    }
    None
}

/// The size of the board drawn in a board column `width` × `height`, and whether its
/// legend shows: what the timeline bar may not take away.
fn board_drawn(
    width: u16,
    height: u16,
    fit: impl Fn(u16, u16) -> Option<BoardFit>,
) -> Option<((u16, u16), bool)> {
    let (log, kept) = log_height(width, height, &fit)?;
    let rows = kept.unwrap_or(height.saturating_sub(log + BORDERS));
    fit(width.saturating_sub(BORDERS), rows).map(|board| (board.size, board.legend_drawn))
}

/// The side column's width on a screen `width` wide: room for the pseudo-code, less when
/// the compact board would not fit beside it.
fn side_width(width: u16, needs: &Needs) -> u16 {
    let wanted = (needs.code_width + MARKER + PADDED_FRAME).clamp(SIDE_MIN_WIDTH, SIDE_MAX_WIDTH);
    let board = needs.board_min.0.saturating_add(BORDERS);
    wanted.min(width.saturating_sub(board))
}

/// The log's height in a board column `width` × `height`: the rows the board cannot use,
/// up to a quarter of the column; or `None` when the board does not fit at all.
///
/// The order in which things give way is the same for every problem (see the module):
/// the board gives up its larger sizes to keep a log of [`LOG_MIN_EVENTS`] events, and
/// the log goes only when not even the board's smallest form leaves room for it. A board
/// drawn as a window of its rows only shows fewer of them.
///
/// Returns the log's rows and, when the board was made smaller to keep its legend, the
/// rows it is drawn in (inside its frame), so that it does not take a larger size again.
fn log_height(
    width: u16,
    height: u16,
    fit: impl Fn(u16, u16) -> Option<BoardFit>,
) -> Option<(u16, Option<u16>)> {
    let inside = |rows: u16| fit(width.saturating_sub(BORDERS), rows.saturating_sub(BORDERS));
    let wanted = (height / 4).clamp(LOG_ROWS.0, LOG_ROWS.1);
    let least = LOG_MIN_EVENTS + BORDERS;
    let avail = height.saturating_sub(least);
    if let Some(first) = inside(avail).filter(|b| !b.window) {
        let kept = with_legend(first, avail.saturating_sub(BORDERS), inside);
        let rows = kept.unwrap_or(first.size.1);
        let spare = height.saturating_sub(rows + BORDERS);
        return Some((spare.min(wanted).max(least), kept));
    }
    let board = inside(height)?;
    let spare = height.saturating_sub(board.size.1 + BORDERS);
    if spare >= LOG_MIN_EVENTS + BORDERS {
        return Some((spare.min(wanted), None));
    }
    // A window of rows stays the same layout with fewer of them.
    let smaller = inside(height.saturating_sub(wanted));
    let same = smaller.is_some_and(|s| s.window && s.size.0 == board.size.0);
    Some((if board.window && same { wanted } else { 0 }, None))
}

/// The rows of the largest size of the board that fits in `rows` with its legend, when
/// `first`, the largest that fits at all, has no room for it; `None` when `first` keeps
/// its legend, or when no smaller size has one to keep.
fn with_legend(
    first: BoardFit,
    rows: u16,
    inside: impl Fn(u16) -> Option<BoardFit>,
) -> Option<u16> {
    if first.legend_drawn {
        return None;
    }
    let mut board = first;
    // A board has few sizes: each turn asks for one row less than the last.
    loop {
        if board.legend_rows == 0 || board.window {
            return None;
        }
        let plain = board.size.1
            - if board.legend_drawn {
                board.legend_rows
            } else {
                0
            };
        if plain + board.legend_rows <= rows {
            return Some(plain + board.legend_rows);
        }
        board = inside(plain + BORDERS - 1)?;
    }
}

/// The side column cut into the pseudo-code (all its lines if they fit), the counters and
/// the stack between them.
///
/// The stack keeps room for a few frames first, since the recursion is the lesson: the
/// counters get their full panel only when the stack still shows
/// `STACK_FRAMES_BESIDE_FULL_COUNTERS` calls, their short one when it shows
/// `STACK_FRAMES_BESIDE_SHORT_COUNTERS` (or, with fewer rows, their one-row panel), and
/// no panel below that.
pub fn side(area: Rect, code_lines: u16, counters: CounterHeights) -> Side {
    let code_height = (code_lines + BORDERS).min(area.height);
    let rest = area.height - code_height;
    let stack_with = |frames: u16| frames + BORDERS;
    let counters_height = if rest >= counters.full + stack_with(STACK_FRAMES_BESIDE_FULL_COUNTERS) {
        counters.full
    } else if rest >= counters.short + stack_with(STACK_FRAMES_BESIDE_SHORT_COUNTERS)
        && area.width >= counters.short_min_width
    {
        counters.short
    } else if rest >= counters.full + stack_with(STACK_FRAMES_BESIDE_SHORT_COUNTERS) {
        // Too narrow for two counts a row, but tall enough for one a row.
        counters.full
    } else if rest >= counters.line + stack_with(STACK_FRAMES_BESIDE_SHORT_COUNTERS) {
        counters.line
    } else {
        0
    };
    let [code, stack, counters] = areas::rows(area, code_height, counters_height);
    Side {
        code,
        stack,
        counters,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const COUNTERS: CounterHeights = CounterHeights {
        full: 8,
        short: 5,
        short_min_width: 48,
        line: 3,
    };

    /// A board of `size` (legend included) that fits any frame at least that large.
    fn fixed(size: (u16, u16)) -> impl Fn(u16, u16) -> Option<BoardFit> {
        move |w, h| {
            (w >= size.0 && h >= size.1).then_some(BoardFit {
                size,
                window: false,
                legend_drawn: false,
                legend_rows: 0,
            })
        }
    }

    const NEEDS: Needs = Needs {
        board_min: (20, 10),
        code_width: 40,
        code_lines: 9,
        timeline: false,
        footer_rows: 1,
    };

    #[test]
    fn the_timeline_bar_takes_a_row_over_the_status_line_until_the_side_column_would_go() {
        let wanted = Needs {
            timeline: true,
            ..NEEDS
        };
        let screen = arrange(Rect::new(0, 0, 120, 40), &wanted, fixed((30, 20))).unwrap();
        assert_eq!(screen.timeline, Rect::new(0, 37, 120, 1));
        assert_eq!(screen.status, Rect::new(0, 38, 120, 1));
        assert_eq!(screen.footer, Rect::new(0, 39, 120, 1));
        assert_eq!(screen.board.height + screen.log.height, 37);
        let plain = arrange(Rect::new(0, 0, 120, 40), &NEEDS, fixed((30, 20))).unwrap();
        assert_eq!(plain.timeline.height, 0, "not wanted, no row");
        // 14 rows: the board (10 + 2) and the status line leave no row for the bar, which
        // goes before the side column does.
        let tight = arrange(Rect::new(0, 0, 120, 14), &wanted, fixed((20, 10))).unwrap();
        assert_eq!(tight.timeline.height, 0);
        assert!(tight.side.is_some());
        let room = arrange(Rect::new(0, 0, 120, 16), &wanted, fixed((20, 10))).unwrap();
        assert_eq!(room.timeline.height, 1);
    }

    #[test]
    fn the_smallest_player_has_the_status_line_and_the_counts() {
        assert_eq!(min_size(&NEEDS), (50, 13));
        let wide = Needs {
            board_min: (70, 30),
            ..NEEDS
        };
        assert_eq!(min_size(&wide), (72, 33));
    }

    #[test]
    fn side_column_is_as_wide_as_the_code_and_yields_to_the_board() {
        assert_eq!(side_width(200, &NEEDS), 46);
        let long = Needs {
            code_width: 80,
            ..NEEDS
        };
        assert_eq!(side_width(200, &long), SIDE_MAX_WIDTH);
        assert_eq!(side_width(60, &NEEDS), 38, "the board keeps its 22 columns");
    }

    #[test]
    fn a_large_screen_has_every_part() {
        let screen = arrange(Rect::new(0, 0, 120, 40), &NEEDS, fixed((30, 20))).unwrap();
        assert_eq!(screen.side, Some(Rect::new(74, 0, 46, 38)));
        assert_eq!(screen.board, Rect::new(0, 0, 74, 29));
        assert_eq!(screen.log, Rect::new(0, 29, 74, 9), "a quarter of 38 rows");
        assert_eq!(screen.status, Rect::new(0, 38, 120, 1));
        assert_eq!(screen.footer, Rect::new(0, 39, 120, 1));
    }

    #[test]
    fn a_footer_of_several_rows_takes_them_from_the_body() {
        let verdict = Needs {
            footer_rows: 3,
            ..NEEDS
        };
        let screen = arrange(Rect::new(0, 0, 120, 40), &verdict, fixed((30, 20))).unwrap();
        assert_eq!(screen.status, Rect::new(0, 36, 120, 1));
        assert_eq!(screen.footer, Rect::new(0, 37, 120, 3));
        assert_eq!(screen.side, Some(Rect::new(74, 0, 46, 36)));
        // Too short for them, the footer keeps its one row.
        let short = arrange(Rect::new(0, 0, 120, 14), &verdict, fixed((20, 10))).unwrap();
        assert_eq!(short.footer.height, 1);
    }

    #[test]
    fn the_log_only_takes_rows_the_board_cannot_use() {
        let screen = arrange(Rect::new(0, 0, 120, 30), &NEEDS, fixed((30, 24))).unwrap();
        assert_eq!(screen.log.height, 0, "the board needs 26 of the 28 rows");
        assert_eq!(screen.board.height, 28);
    }

    #[test]
    fn small_screens_lose_the_side_then_the_footer() {
        let narrow = arrange(Rect::new(0, 0, 60, 30), &NEEDS, fixed((30, 10))).unwrap();
        assert_eq!(
            narrow.side, None,
            "the 30-wide board does not fit beside the side column"
        );
        let short = arrange(Rect::new(0, 0, 120, 13), &NEEDS, fixed((20, 10))).unwrap();
        assert_eq!(short.footer.height, 0);
        assert!(arrange(Rect::new(0, 0, 49, 40), &NEEDS, fixed((20, 10))).is_none());
        assert!(arrange(Rect::new(0, 0, 120, 12), &NEEDS, fixed((20, 10))).is_none());
    }

    /// A board of two heights, `large` and `small` (legend left out), each with a legend
    /// of 3 rows drawn when there is room.
    fn tiers(large: u16, small: u16) -> impl Fn(u16, u16) -> Option<BoardFit> {
        move |w, h| {
            [large, small]
                .into_iter()
                .find(|&rows| w >= 30 && h >= rows)
                .map(|rows| {
                    let legend_drawn = h >= rows + 3;
                    BoardFit {
                        size: (30, rows + if legend_drawn { 3 } else { 0 }),
                        window: false,
                        legend_drawn,
                        legend_rows: 3,
                    }
                })
        }
    }

    #[test]
    fn the_board_gives_up_a_size_before_the_log_and_legend_go() {
        // The large board would fill the 28 rows of the column, legend left out; the
        // small one leaves the log its rows and the legend its own.
        let screen = arrange(Rect::new(0, 0, 120, 30), &NEEDS, tiers(22, 12)).unwrap();
        assert_eq!(screen.log.height, 7, "a quarter of 28 rows");
        assert_eq!(
            screen.board_rows,
            Some(15),
            "the small board and its legend"
        );
        // With no smaller size, the board keeps the column and the log its fewest rows.
        let only = arrange(Rect::new(0, 0, 120, 30), &NEEDS, tiers(22, 22)).unwrap();
        assert_eq!((only.log.height, only.board_rows), (4, None));
    }

    #[test]
    fn the_stack_keeps_room_before_the_counters() {
        let tall = side(Rect::new(0, 0, 50, 40), 9, COUNTERS);
        assert_eq!(
            (tall.code.height, tall.stack.height, tall.counters.height),
            (11, 21, 8)
        );
        let middle = side(Rect::new(0, 0, 50, 27), 9, COUNTERS);
        assert_eq!(
            middle.counters.height, 5,
            "16 rows: 10 for the stack, 5 short"
        );
        let narrow = side(Rect::new(0, 0, 40, 27), 9, COUNTERS);
        assert_eq!(narrow.counters.height, 8, "too narrow for two counts a row");
        let narrow_low = side(Rect::new(0, 0, 40, 22), 9, COUNTERS);
        assert_eq!(narrow_low.counters.height, 3, "the counts on one row");
        let low = side(Rect::new(0, 0, 50, 17), 9, COUNTERS);
        assert_eq!((low.stack.height, low.counters.height), (6, 0));
        let lower = side(Rect::new(0, 0, 50, 20), 9, COUNTERS);
        assert_eq!((lower.stack.height, lower.counters.height), (6, 3));
    }
}
