//! The maze's words: the pseudo-code, the heading, the stack's calls and the log's
//! narration.

use super::*;

/// The exercises' recursive `solve(r, c)` in both forms and every language: at the exit
/// it outputs the path; else it tries right, down, left, up, steps onto each open square
/// not visited yet, marks it, goes on from there, and clears the mark on the way back.
pub(super) const CODE: Listing = Listing(&[
    line("solve(r, c):"),
    line("  if (r, c) == E:"),
    line("    ")
        .said_quoting(MAZE_OUTPUT, &["return"])
        .runs(Role::Solution)
        .only(Form::All),
    line("    ")
        .said_quoting(MAZE_OUTPUT, &["return true"])
        .runs(Role::Solution)
        .only(Form::First),
    line("  for (dr, dc) in R, D, L, U:"),
    line("    (nr, nc) = (r + dr, c + dc)"),
    line("    if ")
        .said_quoting(MAZE_FREE, &["(nr, nc)"])
        .then(":"),
    line("      visited[nr][nc] = true; ")
        .said_quoting(MAZE_STEP, &["(nr, nc)"])
        .runs(Role::Place),
    line("      solve(nr, nc)").only(Form::All),
    line("      if solve(nr, nc): return true").only(Form::First),
    line("      visited[nr][nc] = false; ")
        .said_quoting(MAZE_STEP_BACK, &["(r, c)"])
        .runs(Role::Remove),
    line("  return false").only(Form::First),
]);

/// A move's name in the language of `tell`: `down`, `下`.
pub(super) fn move_name(direction: Direction, tell: Telling) -> &'static str {
    tell.word(move_word(direction))
}

/// The message that names `direction`.
pub(super) fn move_word(direction: Direction) -> Id {
    match direction {
        Direction::Right => RIGHT,
        Direction::Down => DOWN,
        Direction::Left => LEFT,
        Direction::Up => UP,
    }
}

/// `square` as `(row,column)`, numbered as `tell` says.
pub(super) fn cell(board: &MazeBoard, square: usize, tell: Telling) -> String {
    let (row, column) = board.maze().row_column(square);
    tell.places().cell(row, column)
}

/// The heading over the board, as [`Show::heading`] says: the maze's size.
pub(super) fn heading(board: &MazeBoard, lang: Lang) -> String {
    let maze = board.maze();
    MAZE_HEADING.fill(lang, &[&maze.width(), &maze.height()])
}

/// The call that outputs a path, as [`Show::solution_call`] says: `solve(4,4): output`.
pub(super) fn solution_call(board: &MazeBoard, tell: Telling) -> String {
    let exit = cell(board, board.maze().exit(), tell);
    format!("solve{exit}: {}", tell.word(MAZE_OUTPUT_CALL))
}

/// One stack frame as a call, as [`Show::frame_label`] says: `solve(2,1) down tried R`.
pub(super) fn frame_label(board: &MazeBoard, frame: &Frame, tell: Telling) -> String {
    let from = board.path().get(usize::from(frame.slot()));
    let square = from.map_or_else(|| "(?)".to_string(), |&square| cell(board, square, tell));
    let moving = frame
        .placed()
        .and_then(Direction::from_choice)
        .map_or("-", |direction| move_name(direction, tell));
    let mut label = format!("solve{square} {moving}");
    if !frame.tried().is_empty() {
        let tried = list(frame.tried(), 4, |choice| {
            Direction::from_choice(choice).map_or_else(|| choice.to_string(), letter)
        });
        label += &format!(" {}", tell.say(MAZE_TRIED, &[&tried]));
    }
    label
}

/// A move's letter as a path's line writes it.
pub(super) fn letter(direction: Direction) -> String {
    direction.letter().to_string()
}

/// The event in words for the log, as [`Show::narrate`] says.
pub(super) fn narrate(search: &Search<MazeBoard>, event: Event, tell: Telling) -> String {
    let board = search.problem();
    match event {
        Event::Place { slot, choice } => {
            let direction = Direction::from_choice(choice).expect("BUG: a move is one of four");
            let entered = board
                .target(slot, choice)
                .map_or_else(|| "(?)".to_string(), |square| cell(board, square, tell));
            let step = tell.places().of(usize::from(slot));
            tell.say(
                MAZE_STEPPED,
                &[&step, &move_name(direction, tell), &entered],
            )
        }
        Event::Remove { slot, choice } => {
            let (Some(left), Some(&back)) = (
                board.target(slot, choice),
                board.path().get(usize::from(slot)),
            ) else {
                return String::new();
            };
            let (left_cell, back_cell) = (cell(board, left, tell), cell(board, back, tell));
            if left == board.maze().exit() {
                return tell.say(MAZE_NEXT_PATH, &[&left_cell]);
            }
            let said = match had_no_move(board, slot, choice) {
                true => MAZE_DEAD_END,
                false => MAZE_NO_MOVE_LEFT,
            };
            tell.say(said, &[&left_cell, &back_cell])
        }
        Event::Solution => {
            let count = search.counters().solutions;
            let moves = path_told(board, tell);
            let length = board.path().len() - 1;
            tell.say(MAZE_PATH, &[&count, &moves, &length])
        }
    }
}

/// Whether the square that the move `choice` of step `slot` enters had no move at all
/// when the rat stood on it: a dead end as soon as it was reached, not one whose moves
/// were each tried and given up.
pub(super) fn had_no_move(board: &MazeBoard, slot: u16, choice: u8) -> bool {
    let mut there = board.clone();
    there.apply(slot, choice);
    !there.is_solved() && free_moves(&there).next().is_none()
}

/// The moves the rat can make from where it stands: to an open square not on the path.
pub(super) fn free_moves(board: &MazeBoard) -> impl Iterator<Item = Direction> + '_ {
    let head = board.head();
    Direction::ALL.into_iter().filter(move |&direction| {
        (board.maze().step(head, direction)).is_some_and(|next| !board.is_on_path(next))
    })
}

/// The path's moves as the log tells them: its letters (`DRDDRR`) as the exercises print
/// a path, or in a language whose move words are not English, those words one after
/// another (`下右下下右右`).
pub(super) fn path_told(board: &MazeBoard, tell: Telling) -> String {
    match tell.lang {
        Lang::En => board.line(),
        _ => board
            .moves()
            .map(|direction| move_name(direction, tell))
            .collect(),
    }
}
