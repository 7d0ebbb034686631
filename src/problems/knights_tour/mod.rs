//! The knight's tour: a knight, from a chosen square of an N×N board, visits every square
//! exactly once (an open tour: it need not end a move away from where it began).
//!
//! The search moves the knight one square at a time: the slot is the move's number, the
//! choices the knight's eight moves ([`KNIGHT_MOVES`]) that land on the board on a square
//! not visited yet, tried in a [`MoveOrder`]: the fixed order, or Warnsdorff's rule, the
//! fewest onward moves first. [`KnightsTourBoard`] is the board the search fills in
//! place, its squares named as on a chessboard ([`Square`]: `a1` is the bottom left
//! corner), and [`PRESETS`] the tours built into the binary.
//!
//! # How the board is to be drawn
//!
//! Nothing here draws; this is what a view can build on.
//!
//! - **The board.** N×N squares, rank N at the top and rank 1 at the bottom, files `a`…
//!   left to right, labelled along the edges as a chessboard is, so that a square named
//!   in the narration or a breakpoint (`move10=c3`) is found at once. Each visited square
//!   shows its number ([`KnightsTourBoard::number_at`]), the knight's square
//!   ([`KnightsTourBoard::knight`]) marked; the path may be drawn as lines from square to
//!   square in the order of [`KnightsTourBoard::tour`].
//! - **The moves.** From the knight's square, its legal moves are the choices of the
//!   search's top frame; [`KnightsTourBoard::landing`] says where each lands, and in
//!   Warnsdorff's order [`onward`] gives the onward count it was sorted by (the same as
//!   [`KnightsTourBoard::onward_moves`] of that square), to be written on the square.
//!   In the fixed order, [`Problem::choice_range`](crate::engine::Problem::choice_range)
//!   gives all eight moves, so those off the board or onto a visited square are drawn as
//!   refused.
//! - **Frames.** A frame's slot is [`JUMP_SLOTS`] plus the number of squares visited
//!   before it ([`KnightsTourBoard::tour_index`] takes the offset off); its choices are
//!   moves, [`direction`] being the place of one in [`KNIGHT_MOVES`]. Events name the
//!   square instead: `Place { slot: k, choice }` writes number `k + 1` on the square of
//!   index `choice` ([`Square::at`]).

mod board;
mod error;
mod notation;
mod order;
pub mod presets;
mod puzzle;
mod slot_text;
mod square;

pub use board::{JUMP_SLOTS, KnightsTourBoard};
pub use error::KnightsTourError;
pub use order::{MoveOrder, direction, onward};
pub use presets::{PRESETS, TourSpec};
pub use puzzle::{FIXED_SIDES, WARNSDORFF_SIDES, sides};
pub use square::{KNIGHT_MOVES, MAX_SIDE, MAX_SQUARES, Square};

#[cfg(test)]
mod tests;
