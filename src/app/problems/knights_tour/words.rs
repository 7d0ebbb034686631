//! The knight's tour's words: each a message of the catalogue, in the knight's tour's
//! own file of each language (`words/en.ftl`, `zh-CN.ftl`, `zh-TW.ftl`), added to the
//! catalogue through [`Catalogued`].

use crate::app::Lang;
use crate::app::words::catalogued::Catalogued;
use crate::app::words::words;
use crate::problems::KnightsTourBoard;

words! {
    /// The pseudo-code's loop over the fixed order's jumps.
    KNIGHT_EIGHT_JUMPS = "knight-code-eight-jumps";
    /// The pseudo-code's line that lists Warnsdorff's jumps: the free squares a jump away,
    /// fewest onward moves first.
    KNIGHT_SORTED_JUMPS = "knight-code-sorted-jumps";
    /// The pseudo-code's test of a square: {0} the square, as code.
    KNIGHT_FREE = "knight-code-free" (square);
    /// The pseudo-code's line that numbers a square: {0} the number, {1} the square, both
    /// as code.
    KNIGHT_WRITE = "knight-code-write" (number, square);
    /// The pseudo-code's line that takes a number back: {0} the square, as code.
    KNIGHT_ERASE = "knight-code-erase" (square);
    /// The pseudo-code's line that outputs a tour.
    KNIGHT_OUTPUT = "knight-code-output";
    /// The heading over the board: {0} the side, {1} the start square.
    KNIGHT_HEADING = "knight-heading" (n, start);
    /// After the heading, a search in Warnsdorff's order.
    KNIGHT_BY_WARNSDORFF = "knight-by-warnsdorff";
    /// What the call on top of the stack does at a tour, after `tour(e5,24): `.
    KNIGHT_OUTPUT_CALL = "knight-output-call";
    /// A frame's jumps already tried: {0} their squares.
    KNIGHT_TRIED = "knight-tried" (squares);
    /// The log's jump in the fixed order: {0} the move's number, {1} where from, {2} where to.
    KNIGHT_JUMPED = "knight-jumped" (number, from, to);
    /// The log's jump in Warnsdorff's order: {0} the move's number, {1} where from, {2}
    /// where to, {3} the onward moves it had.
    KNIGHT_JUMPED_ONWARD = "knight-jumped-onward" (number, from, to, onward);
    /// The log's take-back of the last square after a tour: {0} its number, {1} the square.
    KNIGHT_NEXT_TOUR = "knight-next-tour" (number, square);
    /// The log's take-back of a square with no free square a jump away: {0} the square,
    /// {1} its number, {2} the square the knight goes back to.
    KNIGHT_DEAD_END = "knight-dead-end" (square, number, back);
    /// The log's take-back of a square whose jumps have all been tried: {0} the square,
    /// {1} its number, {2} the square the knight goes back to.
    KNIGHT_ALL_TRIED = "knight-all-tried" (square, number, back);
    /// The log's tour: {0} its number, {1} the square it ends on.
    KNIGHT_SOLUTION = "knight-solution" (count, last);
    /// The legend's word for the knight.
    KNIGHT_LEGEND_KNIGHT = "knight-legend-knight";
    /// The legend's words for a square the knight can jump to next.
    KNIGHT_LEGEND_NEXT = "knight-legend-next";
    /// The legend's words for a square the knight can jump to next, with its onward moves.
    KNIGHT_LEGEND_ONWARD = "knight-legend-onward";
    /// The legend's words for a square jumped to and taken back.
    KNIGHT_LEGEND_TRIED = "knight-legend-tried";
    /// The legend's words for a numbered square a jump away, which the test refuses.
    KNIGHT_LEGEND_REFUSED = "knight-legend-refused";
    /// The quiz's question: {0} the move's number, {1} the knight's square.
    KNIGHT_QUIZ_ASK = "quiz-knight-ask" (number, square);
    /// Why a square is refused: {0} it, {1} the number it holds.
    KNIGHT_QUIZ_NUMBERED = "quiz-knight-numbered" (square, number);
    /// The word of a breakpoint that names a move, such as `move10=c3`.
    SLOT_WORD_MOVE = "slot-word-move";
}

impl Catalogued for KnightsTourBoard {
    const WORDS: &'static [(Lang, &'static str)] = &[
        (Lang::En, include_str!("words/en.ftl")),
        (Lang::Zh, include_str!("words/zh-CN.ftl")),
        (Lang::ZhTw, include_str!("words/zh-TW.ftl")),
    ];
    const KEPT: &'static [&'static str] = &["Warnsdorff", "MRV"];
    /// The names of code its Chinese words keep.
    const CODE_NAMES: &'static [&'static str] = &[
        "tour", "square", "next", "nexts", "dr", "dc", "if", "for", "in", "return", "true", "false",
    ];
}
