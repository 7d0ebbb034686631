//! How each square looks as the search stands: walls, the start and the exit, the path
//! and the rat, the square just stepped back off, the squares given up, the moves
//! refused, and the legend.

use super::*;

/// What a square shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Square {
    Wall,
    /// An open square the search has not given up.
    Open,
    /// The start, not on the path's way any more than its first square.
    Start,
    /// The exit, not reached.
    Exit,
    /// A square of the path, with the move out of it.
    Path(Direction),
    /// The square the rat stands on.
    Rat,
    /// The square the rat has just stepped back off: the path retreating.
    Left,
    /// A square tried and given up, from which the exit could not be reached.
    DeadEnd,
    /// A square tried and given up after a path went on from it to the exit.
    Tried,
}

/// What the search has given up of a square, read from the stack.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum GivenUp {
    /// Nothing: not tried, or on the path.
    Not,
    /// Tried and taken back, the exit out of its reach.
    DeadEnd,
    /// Tried and taken back, the exit within its reach.
    Tried,
}

/// The squares the search has tried and taken back, as the stack tells them.
///
/// Each frame of the stack stands on a square of the path; each move it has tried and
/// taken back led into a region it has walked whole (every simple path from there, the
/// path up to the frame's square closed to it), so that region is what the search has
/// given up there: a dead end when the exit is not in it. The events alone would say the
/// same, but a board is drawn from the search as it stands, with no record of its past.
pub(super) fn given_up(search: &Search<MazeBoard>) -> Vec<GivenUp> {
    let board = search.problem();
    let maze = board.maze();
    let path = board.path();
    let mut given = vec![GivenUp::Not; maze.len()];
    let mut closed = vec![false; maze.len()];
    let mut region = Vec::new();
    let mut depth = 0;
    for frame in search.frames() {
        let k = usize::from(frame.slot());
        let Some(&from) = path.get(k) else {
            continue;
        };
        while depth <= k {
            closed[path[depth]] = true;
            depth += 1;
        }
        for choice in frame.tried().iter() {
            let Some(first) = Direction::from_choice(choice).and_then(|d| maze.step(from, d))
            else {
                continue;
            };
            // A region within one given up closer to the start is walked again with more
            // of the path closed: a dead end there stays one.
            if given[first] == GivenUp::DeadEnd {
                continue;
            }
            let reaches_exit = flood(maze, first, &closed, &mut region);
            for &square in &region {
                given[square] = match (reaches_exit, given[square]) {
                    (false, _) => GivenUp::DeadEnd,
                    (true, GivenUp::Not) => GivenUp::Tried,
                    (true, kept) => kept,
                };
            }
        }
    }
    given
}

/// Fills `region` with the open squares reachable from `first` without crossing
/// `closed`, the exit entered but not left (the search ends a path there); returns
/// whether the exit is among them.
fn flood(maze: &Maze, first: usize, closed: &[bool], region: &mut Vec<usize>) -> bool {
    region.clear();
    let mut seen = vec![false; maze.len()];
    seen[first] = true;
    region.push(first);
    let mut next = 0;
    while let Some(&square) = region.get(next) {
        next += 1;
        if square == maze.exit() {
            continue;
        }
        for direction in Direction::ALL {
            if let Some(beside) = maze.step(square, direction)
                && !closed[beside]
                && !seen[beside]
            {
                seen[beside] = true;
                region.push(beside);
            }
        }
    }
    seen[maze.exit()]
}

/// Why a move from the rat's square is refused, or that it is free.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum MoveRefusal {
    /// Into a wall.
    Wall,
    /// Off the grid.
    Edge,
    /// Back onto the path, at this square.
    Path(usize),
}

/// Why the move `direction` from `square` is refused on `board`; `None` for a free move.
pub(super) fn refusal(
    board: &MazeBoard,
    square: usize,
    direction: Direction,
) -> Option<MoveRefusal> {
    let maze = board.maze();
    let (row, column) = maze.row_column(square);
    let (dr, dc) = direction.offset();
    let beside = (row.checked_add_signed(dr))
        .zip(column.checked_add_signed(dc))
        .and_then(|(row, column)| maze.square(row, column));
    match (beside, maze.step(square, direction)) {
        (None, _) => Some(MoveRefusal::Edge),
        (Some(_), None) => Some(MoveRefusal::Wall),
        (Some(_), Some(next)) if board.is_on_path(next) => Some(MoveRefusal::Path(next)),
        _ => None,
    }
}

/// The search as the board shows it.
pub(super) struct MazeView<'a> {
    pub(super) board: &'a MazeBoard,
    pub(super) last: Option<Event>,
    /// What the search has given up of each square.
    pub(super) given: Vec<GivenUp>,
    /// The square just stepped back off, after a removal.
    pub(super) left: Option<usize>,
    /// For each square, the move of the path into it and out of it.
    pub(super) moves: Vec<(Option<Direction>, Option<Direction>)>,
}

impl<'a> MazeView<'a> {
    pub(super) fn new(search: &'a Search<MazeBoard>, last: Option<Event>) -> Self {
        let board = search.problem();
        let left = match last {
            Some(Event::Remove { slot, choice }) => board.target(slot, choice),
            _ => None,
        };
        let mut moves = vec![(None, None); board.maze().len()];
        for (pair, direction) in board.path().windows(2).zip(board.moves()) {
            moves[pair[0]].1 = Some(direction);
            moves[pair[1]].0 = Some(direction);
        }
        if let (Some(left), Some(Event::Remove { choice, .. })) = (left, last) {
            // The move back off the square is drawn as the path it was.
            let direction = Direction::from_choice(choice);
            moves[board.head()].1 = direction;
            moves[left].0 = direction;
        }
        MazeView {
            board,
            last,
            given: given_up(search),
            left,
            moves,
        }
    }

    /// Whether the last event found a path.
    pub(super) fn solved(&self) -> bool {
        self.last == Some(Event::Solution)
    }

    /// What `square` shows: the start and the exit keep their letters, the rat standing
    /// on them or not.
    pub(super) fn square(&self, square: usize) -> Square {
        let (board, maze) = (self.board, self.board.maze());
        if !maze.is_open(square) {
            return Square::Wall;
        }
        if square == maze.start() {
            return Square::Start;
        }
        if square == maze.exit() {
            return Square::Exit;
        }
        if Some(square) == self.left {
            return Square::Left;
        }
        if square == board.head() {
            return Square::Rat;
        }
        if let (true, Some(out)) = (board.is_on_path(square), self.moves[square].1) {
            return Square::Path(out);
        }
        match self.given[square] {
            GivenUp::DeadEnd => Square::DeadEnd,
            GivenUp::Tried => Square::Tried,
            GivenUp::Not => Square::Open,
        }
    }

    /// The moves refused from the rat's square, each with why; none at the exit, where
    /// the search does not branch. The move back to the square the rat came from is
    /// left out: the path's line already runs there, and no path turns back on itself.
    pub(super) fn refused(&self) -> Vec<(Direction, MoveRefusal)> {
        let board = self.board;
        if board.is_solved() {
            return Vec::new();
        }
        let path = board.path();
        let came_from = path.len().checked_sub(2).map(|k| path[k]);
        (Direction::ALL.into_iter())
            .filter_map(|direction| Some((direction, refusal(board, board.head(), direction)?)))
            .filter(|&(_, why)| came_from.is_none_or(|square| why != MoveRefusal::Path(square)))
            .collect()
    }

    /// The style `square` is drawn in: the rat's square in the current step's, the
    /// path in the solution's once it reaches the exit.
    pub(super) fn style(&self, square: usize, theme: &Theme) -> Style {
        let board = self.board;
        let shown = self.square(square);
        if shown == Square::Wall {
            return theme.dim();
        }
        // The exit just stepped back off keeps its letter, in the retreat's colour.
        if Some(square) == self.left {
            return theme.removed();
        }
        if board.is_on_path(square) {
            return match (self.solved(), square == board.head()) {
                (true, _) => theme.solution(),
                (false, true) => theme.current(),
                (false, false) if shown == Square::Start => ends_style(theme),
                (false, false) => path_style(theme),
            };
        }
        match shown {
            Square::Start | Square::Exit => ends_style(theme),
            Square::DeadEnd => theme.attacked(),
            Square::Tried => theme.visited(),
            _ => theme.dim(),
        }
    }
}

/// The glyph of `square` as drawn in one cell.
pub(super) fn glyph(square: Square, theme: &Theme) -> &'static str {
    match square {
        Square::Wall => theme.glyph("█", "#"),
        Square::Open => theme.glyph("·", "."),
        Square::Start => "S",
        Square::Exit => "E",
        Square::Path(direction) => arrow(direction, theme),
        Square::Rat => rat_glyph(theme),
        Square::Left => theme.glyph("○", "o"),
        Square::DeadEnd => theme.glyph("×", "x"),
        Square::Tried => theme.glyph("◦", "-"),
    }
}

/// The rat.
pub(super) fn rat_glyph(theme: &Theme) -> &'static str {
    theme.glyph("●", "@")
}

/// A path's move as an arrow.
pub(super) fn arrow(direction: Direction, theme: &Theme) -> &'static str {
    match direction {
        Direction::Right => theme.glyph("→", ">"),
        Direction::Down => theme.glyph("↓", "v"),
        Direction::Left => theme.glyph("←", "<"),
        Direction::Up => theme.glyph("↑", "^"),
    }
}

/// A move refused from the rat's square.
pub(super) fn refused_glyph(theme: &Theme) -> &'static str {
    theme.glyph("✗", "x")
}

/// The start and the exit.
pub(super) fn ends_style(theme: &Theme) -> Style {
    theme.accent().add_modifier(Modifier::BOLD)
}

/// The path's squares.
pub(super) fn path_style(theme: &Theme) -> Style {
    theme.placed().add_modifier(Modifier::BOLD)
}

/// The key to the board's marks, as styled pieces of one line; the refused moves only
/// where a tier draws them.
pub(super) fn legend(theme: &Theme, refusals: bool) -> Pieces {
    let tell = Telling::of(theme, None);
    let words = |id, after| (format!(" {}{after}", tell.word(id)), theme.dim());
    let mut pieces = vec![
        ("S E".to_string(), ends_style(theme)),
        words(MAZE_LEGEND_ENDS, "  "),
        (rat_glyph(theme).to_string(), theme.current()),
        words(MAZE_LEGEND_RAT, "  "),
        (
            arrow(Direction::Right, theme).to_string(),
            path_style(theme),
        ),
        words(MAZE_LEGEND_PATH, "  "),
        (glyph(Square::Left, theme).to_string(), theme.removed()),
        words(MAZE_LEGEND_LEFT, "  "),
        (glyph(Square::DeadEnd, theme).to_string(), theme.attacked()),
        words(MAZE_LEGEND_DEAD_END, "  "),
        (glyph(Square::Tried, theme).to_string(), theme.visited()),
        words(MAZE_LEGEND_TRIED, "  "),
    ];
    if refusals {
        pieces.extend([
            (refused_glyph(theme).to_string(), theme.attacked()),
            words(MAZE_LEGEND_REFUSED, "  "),
        ]);
    }
    pieces.extend([
        (glyph(Square::Wall, theme).to_string(), theme.dim()),
        words(MAZE_LEGEND_WALL, ""),
    ]);
    pieces
}
