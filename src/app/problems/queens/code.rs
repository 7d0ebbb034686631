//! N-Queens in the code of each tutorial that solves it, and what the board, the stack and
//! the log call things in each: the flag arrays' names, the number rows count from, and
//! the board printouts of the depth-first tutorial.

use super::words::*;
use crate::app::widgets::code_view::line;
use crate::app::{Code, CodeView, Listing, Role, Telling};
use crate::engine::{Event, Frame, Search};
use crate::problems::{Numbering, QueensBoard, Tutorial};

/// The lesson's `trace(row)` over the 1-based `A[i][j]`, with `isCol`, `isBia1`, `isBia2`.
static LESSON: CodeView = CodeView {
    tutorial: Tutorial::Lesson,
    routine: "trace(row)",
    lines: Listing(&[
        line("trace(row):"),
        line("  if row > N:"),
        line("    cnt++; print A[1..N][1..N]").runs(Role::Solution),
        line("  else for col = 1 to N:"),
        line("    if !isCol[col] && !isBia1[row+col]"),
        line("       && !isBia2[N+row-col]:"),
        line("      A[row][col] = 1; ")
            .said(QUEENS_THREE_FLAGS_SET)
            .runs(Role::Place),
        line("      trace(row + 1)"),
        line("      A[row][col] = 0; ")
            .said(QUEENS_THREE_FLAGS_CLEARED)
            .runs(Role::Remove),
    ]),
    base: 1,
};

/// The eight-queens tutorial's `putQueen(x)`: `queenColumn[x]` holds the column of row
/// `x`, `s1` the ↘ diagonals and `s2` the ↗ ones.
static EIGHT_QUEENS: CodeView = CodeView {
    tutorial: Tutorial::EightQueens,
    routine: "putQueen(x)",
    lines: Listing(&[
        line("putQueen(x):"),
        line("  for y = 0 to chessBoard-1:"),
        line("    if !ColumnOccupied[y]"),
        line("       && !s1[chessBoard+x-y]"),
        line("       && !s2[x+y]:"),
        line("      queenColumn[x] = y; ")
            .said(QUEENS_FLAGS_SET)
            .runs(Role::Place),
        line("      if x < chessBoard-1: putQueen(x+1)"),
        line("      else printSolution()").runs(Role::Solution),
        line("      queenColumn[x] = -1; ")
            .said(QUEENS_FLAGS_CLEARED)
            .runs(Role::Remove),
    ]),
    base: 0,
};

/// What the depth-first tutorial's log prints after `place`: its own words, kept as they
/// are in every language.
const SET_STATE: &str = "set state";

/// What the depth-first tutorial's log prints after `unplace`.
const RESET_STATE: &str = "reset state";

/// The depth-first tutorial's `dfs` over a board of `'Q'`, `'x'` (free) and `'.'`
/// (unavailable), printed after each `place` and `unplace`.
static DEPTH_FIRST: CodeView = CodeView {
    tutorial: Tutorial::DepthFirst,
    routine: "dfs",
    lines: Listing(&[
        line("dfs(n, row, board):"),
        line("  if n == 0:"),
        line("    result.push_back(board); return").runs(Role::Solution),
        line("  for j = 0 to sz-1:"),
        line("    if board[row][j] == 'x':  // ").said(QUEENS_PRUNE),
        line("      pts = place(row, j, board)"),
        line("      log(board)  // ")
            .said_quoting(QUEENS_SET_STATE, &[SET_STATE])
            .runs(Role::Place),
        line("      dfs(n-1, row+1, board)"),
        line("      unplace(pts, board)"),
        line("      log(board)  // ")
            .said_quoting(QUEENS_RESET_STATE, &[RESET_STATE])
            .runs(Role::Remove),
    ]),
    base: 0,
};

/// Every tutorial view of N-Queens, in the order `c` shows them.
pub(super) fn views() -> Vec<&'static CodeView> {
    vec![&LESSON, &EIGHT_QUEENS, &DEPTH_FIRST]
}

/// A flag array under the board: which lines through a square it flags.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Array {
    /// One flag a column.
    Column,
    /// One flag a ↗ diagonal, `row + col` constant.
    Rising,
    /// One flag a ↘ diagonal, `N + row - col` constant.
    Falling,
}

/// How the board names what it shows, after the code in the panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Names {
    /// The flag arrays in the code's order, each with its name.
    pub flags: &'static [(&'static str, Array)],
    /// The number rows and columns count from.
    pub base: usize,
}

impl Names {
    /// The names of `code`: the pseudo-code's and the lesson's are `isCol`, `isBia1` and
    /// `isBia2`; the depth-first tutorial keeps no flags, its board is its state. A
    /// tutorial's view counts from its own base, the pseudo-code as `numbering` says.
    pub fn of(code: Code, numbering: Numbering) -> Self {
        const LESSON_FLAGS: &[(&str, Array)] = &[
            ("isCol", Array::Column),
            ("isBia1", Array::Rising),
            ("isBia2", Array::Falling),
        ];
        const EIGHT_QUEENS_FLAGS: &[(&str, Array)] = &[
            ("ColumnOccupied", Array::Column),
            ("s1", Array::Falling),
            ("s2", Array::Rising),
        ];
        let flags = match code.map(|view| view.tutorial) {
            Some(Tutorial::EightQueens) => EIGHT_QUEENS_FLAGS,
            Some(Tutorial::DepthFirst) => &[],
            _ => LESSON_FLAGS,
        };
        Names {
            flags,
            base: code.map_or(numbering.of(0), |view| view.base),
        }
    }

    /// Whether the code is the depth-first tutorial's, whose log prints boards with `x`
    /// for a free square: it alone keeps no flags.
    pub fn logs_boards(&self) -> bool {
        self.flags.is_empty()
    }
}

/// One stack frame as a call of `code`'s routine with its parameters' names, rows and
/// columns counted as it does: `dfs` takes the queens still to place as `n`.
pub(super) fn frame_label(board: &QueensBoard, frame: &Frame, tell: Telling) -> Option<String> {
    let view = tell.code?;
    let base = view.base as u8;
    let row = frame.slot() as usize;
    let slot = row + view.base;
    let placed = frame.placed().map(|col| (col + base).to_string());
    let placed = placed.as_deref().unwrap_or("-");
    let call = match view.tutorial {
        Tutorial::EightQueens => format!("putQueen(x={slot}) y={placed}"),
        Tutorial::DepthFirst => {
            let left = board.size() - row;
            format!("dfs(n={left}, row={slot}) j={placed}")
        }
        _ => format!("trace(row={slot}) col={placed}"),
    };
    let tried: Vec<String> = frame
        .tried()
        .iter()
        .map(|c| (c + base).to_string())
        .collect();
    Some(match tried.is_empty() {
        true => call,
        false => format!("{call} {}", tell.say(QUEENS_TRIED, &[&tried.join(",")])),
    })
}

/// The call on top of the stack at a solution in `code`'s words, as its solution line
/// reads: the lesson's `trace(row)` one row past the last (`row > N`), the eight-queens
/// tutorial's `printSolution()` from the last `putQueen`, `dfs` with no queen left to
/// place; `None` for the pseudo-code.
pub(super) fn solution_call(board: &QueensBoard, tell: Telling) -> Option<String> {
    let view = tell.code?;
    let n = board.size();
    Some(match view.tutorial {
        Tutorial::EightQueens => "printSolution()".to_string(),
        Tutorial::DepthFirst => format!("dfs(n=0, row={}): result.push_back(board)", n + view.base),
        _ => format!("trace(row={}): cnt++; print A", n + view.base),
    })
}

/// The event in `code`'s words: the depth-first tutorial's "set state" and "reset state"
/// boards, the eight-queens tutorial's solutions in rows of `Q` and `-`, and every
/// position counted as the code counts; `None` for the pseudo-code.
pub(super) fn narrate(search: &Search<QueensBoard>, event: Event, tell: Telling) -> Option<String> {
    let view = tell.code?;
    let board = search.problem();
    let base = view.base;
    let said = match (view.tutorial, event) {
        (Tutorial::DepthFirst, Event::Place { slot, choice }) => format!(
            "place({slot}, {choice}): {}:\n{}",
            tell.say(QUEENS_SET_STATE, &[&SET_STATE]),
            depth_first_board(board)
        ),
        (Tutorial::DepthFirst, Event::Remove { slot, choice }) => format!(
            "unplace({slot}, {choice}): {}:\n{}",
            tell.say(QUEENS_RESET_STATE, &[&RESET_STATE]),
            depth_first_board(board)
        ),
        (Tutorial::EightQueens, Event::Solution) => format!(
            "printSolution(): {}\n{}",
            solution_words(search.counters().solutions, tell),
            rows_of_q(board)
        ),
        (_, Event::Place { slot, choice }) => {
            placed(slot as usize + base, choice as usize + base, tell)
        }
        (_, Event::Remove { slot, choice }) => {
            let (row, col) = (slot as usize + base, choice as usize + base);
            tell.say(QUEENS_TAKEN_OFF, &[&format!("({row},{col})")])
        }
        (_, Event::Solution) => {
            let columns: Vec<String> = board
                .queens()
                .iter()
                .map(|&c| (usize::from(c) + base).to_string())
                .collect();
            format!(
                "{}: {}",
                solution_words(search.counters().solutions, tell),
                columns.join(" ")
            )
        }
    };
    Some(said)
}

/// A queen put down, as the log tells it: `row 2: queen at column 3`.
pub(super) fn placed(row: usize, col: usize, tell: Telling) -> String {
    tell.say(QUEENS_PLACED, &[&row, &col])
}

/// `solution 3`, in the language told.
fn solution_words(count: u64, tell: Telling) -> String {
    tell.say(QUEENS_SOLUTION_NUMBER, &[&count])
}

/// The board as the depth-first tutorial logs it: `Q` a queen, `.` a square a queen
/// attacks, `x` a free one, values spaced, one row a line.
fn depth_first_board(board: &QueensBoard) -> String {
    let n = board.size();
    let queens = board.queens();
    let attacked = |row: usize, col: usize| {
        queens.iter().enumerate().any(|(r, &c)| {
            let c = usize::from(c);
            r == row || c == col || r + col == row + c || r + c == row + col
        })
    };
    (0..n)
        .map(|row| {
            let squares: Vec<&str> = (0..n)
                .map(|col| match queens.get(row) {
                    Some(&c) if usize::from(c) == col => "Q",
                    _ if attacked(row, col) => ".",
                    _ => "x",
                })
                .collect();
            squares.join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The queens as the eight-queens tutorial's `printSolution` writes them: `Q` and `-`.
fn rows_of_q(board: &QueensBoard) -> String {
    let n = board.size();
    board
        .queens()
        .iter()
        .map(|&c| {
            let squares: Vec<&str> = (0..n)
                .map(|col| if col == usize::from(c) { "Q" } else { "-" })
                .collect();
            squares.join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::board::test_support::{run, told};

    fn four() -> QueensBoard {
        QueensBoard::new(4).expect("BUG: 4 is a size")
    }

    #[test]
    fn the_depth_first_log_prints_the_board_after_set_and_reset() {
        // Step 2 puts the second queen on (1,2); step 3 takes it off again: the tutorial's
        // `place` leaves only (3,1) free, `unplace` frees what that queen had taken.
        let (search, last) = run(four(), 2);
        let said = narrate(&search, last.unwrap(), told(Some(&DEPTH_FIRST))).unwrap();
        assert_eq!(
            said,
            "place(1, 2): set state:\nQ . . .\n. . Q .\n. . . .\n. x . ."
        );
        let (search, last) = run(four(), 3);
        let said = narrate(&search, last.unwrap(), told(Some(&DEPTH_FIRST))).unwrap();
        assert_eq!(
            said,
            "unplace(1, 2): reset state:\nQ . . .\n. . x x\n. x . x\n. x x ."
        );
    }

    #[test]
    fn the_eight_queens_solution_prints_in_rows_of_q() {
        // The first 4-queens solution has its queens in columns 2 4 1 3 (1-based).
        let (search, last) = run(four(), 13);
        assert_eq!(last, Some(Event::Solution));
        let said = narrate(&search, Event::Solution, told(Some(&EIGHT_QUEENS))).unwrap();
        assert_eq!(
            said,
            "printSolution(): solution 1\n- Q - -\n- - - Q\nQ - - -\n- - Q -"
        );
        let lesson = narrate(&search, Event::Solution, told(Some(&LESSON))).unwrap();
        assert_eq!(lesson, "solution 1: 2 4 1 3");
    }

    #[test]
    fn the_solution_is_output_by_each_codes_own_call() {
        let (search, _) = run(four(), 13);
        let board = search.problem();
        let call = |code: Code| solution_call(board, told(code)).unwrap();
        assert_eq!(call(Some(&EIGHT_QUEENS)), "printSolution()");
        assert_eq!(
            call(Some(&DEPTH_FIRST)),
            "dfs(n=0, row=4): result.push_back(board)"
        );
        // The lesson counts rows from 1 and outputs when `row > N`.
        assert_eq!(call(Some(&LESSON)), "trace(row=5): cnt++; print A");
        assert_eq!(solution_call(board, Telling::default()), None);
    }

    #[test]
    fn frames_count_as_each_code_counts() {
        let (search, _) = run(four(), 7);
        let labels = |code: Code| -> Vec<String> {
            search
                .frames()
                .iter()
                .map(|f| frame_label(&four(), f, told(code)).unwrap())
                .collect()
        };
        assert_eq!(
            labels(Some(&LESSON)),
            ["trace(row=1) col=1", "trace(row=2) col=- tried 3,4"]
        );
        assert_eq!(
            labels(Some(&EIGHT_QUEENS)),
            ["putQueen(x=0) y=0", "putQueen(x=1) y=- tried 2,3"]
        );
        assert_eq!(
            labels(Some(&DEPTH_FIRST)),
            ["dfs(n=4, row=0) j=0", "dfs(n=3, row=1) j=- tried 2,3"]
        );
        assert_eq!(
            frame_label(&four(), &search.frames()[0], Telling::default()),
            None
        );
        assert_eq!(
            Names::of(Some(&EIGHT_QUEENS), Numbering::FromZero).flags[1],
            ("s1", Array::Falling)
        );
        assert_eq!(Names::of(Some(&LESSON), Numbering::FromZero).base, 1);
    }
}
