//! The maze board's words: each a message of the catalogue, in the maze's own file of
//! each language (`words/en.ftl`, `zh-CN.ftl`, `zh-TW.ftl`), added to the catalogue
//! through [`Catalogued`].

use crate::app::Lang;
use crate::app::words::catalogued::Catalogued;
use crate::app::words::words;
use crate::problems::MazeBoard;

words! {
    /// The pseudo-code's line that outputs a path: {0} the code that ends the call,
    /// `return` or `return true`.
    MAZE_OUTPUT = "maze-output" (exit);
    /// The pseudo-code's line that steps onto a square and marks it: {0} the square, as
    /// code.
    MAZE_STEP = "maze-step" (cell);
    /// The pseudo-code's line that clears the mark and steps back: {0} the square, as
    /// code.
    MAZE_STEP_BACK = "maze-step-back" (cell);
    /// The pseudo-code's test of a square: {0} the square, as code.
    MAZE_FREE = "maze-free" (cell);
    /// The heading over the board: {0} its width, {1} its height.
    MAZE_HEADING = "maze-heading" (width, height);
    /// What the call on top of the stack does at the exit.
    MAZE_OUTPUT_CALL = "maze-output-call";
    /// A frame's moves already tried: {0} them.
    MAZE_TRIED = "maze-tried" (moves);
    /// The log's step: {0} its number, {1} the move, {2} the square entered.
    MAZE_STEPPED = "maze-stepped" (step, move, cell);
    /// The log's step back from the exit after a path: {0} the exit.
    MAZE_NEXT_PATH = "maze-next-path" (cell);
    /// The log's step back from a square with no move at all: {0} it, {1} the square
    /// the rat is back on.
    MAZE_DEAD_END = "maze-dead-end" (cell, back);
    /// The log's step back from a square whose moves are all tried: {0} it, {1} the
    /// square the rat is back on.
    MAZE_NO_MOVE_LEFT = "maze-no-move-left" (cell, back);
    /// The log's path: {0} its number, {1} its moves, {2} how many.
    MAZE_PATH = "maze-path" (count, moves, length);
    /// The legend's word for the start and the exit.
    MAZE_LEGEND_ENDS = "maze-legend-ends";
    /// The legend's word for the rat.
    MAZE_LEGEND_RAT = "maze-legend-rat";
    /// The legend's word for the path's squares.
    MAZE_LEGEND_PATH = "maze-legend-path";
    /// The legend's word for the square just stepped back off.
    MAZE_LEGEND_LEFT = "maze-legend-left";
    /// The legend's word for a dead end.
    MAZE_LEGEND_DEAD_END = "maze-legend-dead-end";
    /// The legend's word for a square tried that a path went on from.
    MAZE_LEGEND_TRIED = "maze-legend-tried";
    /// The legend's word for a move refused.
    MAZE_LEGEND_REFUSED = "maze-legend-refused";
    /// The legend's word for a wall.
    MAZE_LEGEND_WALL = "maze-legend-wall";
    /// The quiz's question: {0} the rat's square.
    MAZE_QUIZ_ASK = "maze-quiz-ask" (cell);
    /// A move in the quiz's verdict: {0} its name.
    MAZE_QUIZ_MOVE = "maze-quiz-move" (move);
    /// Why a move is refused: {0} it, into a wall.
    MAZE_QUIZ_WALL = "maze-quiz-wall" (move);
    /// Why a move is refused: {0} it, off the grid.
    MAZE_QUIZ_EDGE = "maze-quiz-edge" (move);
    /// Why a move is refused: {0} it, {1} the square of the path it leads back to.
    MAZE_QUIZ_ON_PATH = "maze-quiz-on-path" (move, cell);
    /// The word of a breakpoint that names a step of the path, such as `step3=down`.
    STEP = "slot-word-step";
    /// The move one column right, in a breakpoint, the stack and the log.
    RIGHT = "slot-word-right";
    /// The move one row down.
    DOWN = "slot-word-down";
    /// The move one column left.
    LEFT = "slot-word-left";
    /// The move one row up.
    UP = "slot-word-up";
}

impl Catalogued for MazeBoard {
    const WORDS: &'static [(Lang, &'static str)] = &[
        (Lang::En, include_str!("words/en.ftl")),
        (Lang::Zh, include_str!("words/zh-CN.ftl")),
        (Lang::ZhTw, include_str!("words/zh-TW.ftl")),
    ];
    /// The names of code its Chinese words keep.
    const CODE_NAMES: &'static [&'static str] = &[
        "solve", "visited", "return", "true", "false", "nr", "nc", "dr", "dc", "if", "for", "in",
    ];
}
