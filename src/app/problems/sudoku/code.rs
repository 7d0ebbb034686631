//! Sudoku in the code of each tutorial that solves it, and what the bit sets under the
//! grid, the stack and the log call things in each.

use super::words;
use crate::app::widgets::code_view::line;
use crate::app::{Code, CodeView, Lang, Listing, Role, Telling};
use crate::engine::{Event, Frame};
use crate::problems::{CellOrder, Shape, SudokuBoard, Tutorial};

/// The lesson's 4×4 `Solve(row, col)`: every answer, with bit sets indexed by value.
static LESSON_4: CodeView = CodeView {
    tutorial: Tutorial::Lesson,
    routine: "Solve(row, col), 4×4",
    lines: Listing(&[
        line("Solve(row, col):"),
        line("  if col == 4: row++; col = 0"),
        line("  if row == 4: answer++; Print()").runs(Role::Solution),
        line("  else if data[row][col] != 0:"),
        line("    Solve(row, col+1)"),
        line("  else for num = 1 to 4:"),
        line("    if !rowBit[row][num] && !colBit[col][num]"),
        line("       && !blockBit[row/2][col/2][num]:"),
        line("      ")
            .said(words::THREE_BITS_SET)
            .then("; data[row][col] = num")
            .runs(Role::Place),
        line("      Solve(row, col+1)"),
        line("      ")
            .said(words::THREE_BITS_CLEARED)
            .then("; data[row][col] = 0")
            .runs(Role::Remove),
    ]),
    base: 0,
};

/// The lesson's 9×9 `Solve(row, col)`: it skips filled cells and returns at the first
/// answer.
static LESSON_9: CodeView = CodeView {
    tutorial: Tutorial::Lesson,
    routine: "Solve(row, col), 9×9",
    lines: Listing(&[
        line("Solve(row, col):"),
        line("  for i = row to 8: for j = 0 to 8:"),
        line("    if data[i][j] != 0: continue"),
        line("    for num = 1 to 9:"),
        line("      if !rowBit[i][num] && !colBit[j][num]"),
        line("         && !blockBit[i/3][j/3][num]:"),
        line("        ")
            .said(words::THREE_BITS_SET)
            .then("; data[i][j] = num")
            .runs(Role::Place),
        line("        if Solve(i, j): return true"),
        line("        ")
            .said(words::THREE_BITS_CLEARED)
            .then("; data[i][j] = 0")
            .runs(Role::Remove),
        line("    return false"),
        line("  Print(); return true").runs(Role::Solution),
    ]),
    base: 0,
};

/// The LeetCode 37 write-up's `backtracking` over a board of chars, `'.'` for empty.
static LEETCODE_37: CodeView = CodeView {
    tutorial: Tutorial::LeetCode37,
    routine: "backtracking",
    lines: Listing(&[
        line("backtracking(board):"),
        line("  for i = 0 to 8: for j = 0 to 8:"),
        line("    if board[i][j] != '.': continue"),
        line("    for k = '1' to '9':"),
        line("      if isValid(i, j, k, board):"),
        line("        board[i][j] = k").runs(Role::Place),
        line("        if backtracking(board): return true"),
        line("        board[i][j] = '.'").runs(Role::Remove),
        line("    return false"),
        line("  return true").runs(Role::Solution),
    ]),
    base: 0,
};

/// The solution-space tutorial's `Solve(state)`, the cell picked by `DecideNextPlace`.
static SOLUTION_SPACE: CodeView = CodeView {
    tutorial: Tutorial::SolutionSpace,
    routine: "Solve, DecideNextPlace",
    lines: Listing(&[
        line("Solve(state):"),
        line("  if bSolved: return"),
        line("  if state.IsFinal():"),
        line("    PrintBoard(); bSolved = true; return").runs(Role::Solution),
        line("  if state.IsDead(): return"),
        line("  for i = 1 to 9:"),
        line("    if !state.CanPlace(i): continue"),
        line("    state.PlaceNumber(i)  // ")
            .said(words::PLACE_COMMENT)
            .runs(Role::Place),
        line("      // ")
            .said(words::THEN_COMMENT)
            .then(" DecideNextPlace()"),
        line("    Solve(state)"),
        line("    state.RemoveNumber(i)  // ")
            .said(words::REMOVE_COMMENT)
            .runs(Role::Remove),
    ]),
    base: 0,
};

/// The tutorial views that fit `board`: each tutorial's code is for one size and one
/// cell order, so a 9×9 in MRV order has only the solution-space tutorial's.
pub(super) fn views(board: &SudokuBoard) -> Vec<&'static CodeView> {
    let side = board.shape().side();
    match (side, board.order()) {
        (4, CellOrder::Row) => vec![&LESSON_4],
        (9, CellOrder::Row) => vec![&LESSON_9, &LEETCODE_37],
        (9, CellOrder::Mrv) => vec![&SOLUTION_SPACE],
        _ => Vec::new(),
    }
}

/// The names of the three sets of the cell being filled and of its candidates: the
/// lesson's bit sets, the rows, columns and box `isValid` scans, or the state's
/// `CanPlace`.
pub(super) fn set_names(
    code: Code,
    (row, col): (usize, usize),
    block: (usize, usize),
    lang: Lang,
) -> [String; 4] {
    let (box_row, box_col) = block;
    let block = format!("[{box_row}][{box_col}]");
    let box_at = || words::BOX.fill(lang, &[&block]);
    match code.map(|view| view.tutorial) {
        Some(Tutorial::LeetCode37) => [
            format!("board[{row}][*]"),
            format!("board[*][{col}]"),
            box_at(),
            "isValid".to_string(),
        ],
        Some(Tutorial::SolutionSpace) => [
            words::ROW.fill(lang, &[&row]),
            words::COL.fill(lang, &[&col]),
            box_at(),
            "CanPlace".to_string(),
        ],
        _ => [
            format!("rowBit[{row}]"),
            format!("colBit[{col}]"),
            format!("blockBit[{box_row}][{box_col}]"),
            words::CANDIDATES.get(lang).to_string(),
        ],
    }
}

/// One stack frame as a call of the code's routine, or `None` for the pseudo-code.
pub(super) fn frame_label(board: &SudokuBoard, frame: &Frame, tell: Telling) -> Option<String> {
    let view = tell.code?;
    let n = board.shape().side();
    let (row, col) = (frame.slot() as usize / n, frame.slot() as usize % n);
    let mut label = match view.tutorial {
        Tutorial::LeetCode37 => format!("backtracking i={row} j={col}"),
        Tutorial::SolutionSpace => format!("Solve m_curX={row} m_curY={col}"),
        // The 9×9 lesson calls itself as `Solve(i, j)` and fills the cell its loops
        // reach, `data[i][j]`.
        _ if std::ptr::eq(view, &LESSON_9) => format!("Solve(i, j) i={row} j={col}"),
        _ => format!("Solve(row={row},col={col})"),
    };
    if let Some(value) = frame.placed() {
        label += &format!(" = {}", Shape::symbol(value));
    }
    let tried: Vec<String> = frame
        .tried()
        .iter()
        .map(|v| Shape::symbol(v).to_string())
        .collect();
    if !tried.is_empty() {
        label += &format!(" {}", tell.say(words::TRIED, &[&tried.join(",")]));
    }
    Some(label)
}

/// The call on top of the stack at a solution in the code's words, as its solution line
/// reads, the cell after `last` (the frame of the last cell filled) given as the code
/// passes it; `None` for the pseudo-code.
pub(super) fn solution_call(
    board: &SudokuBoard,
    last: Option<&Frame>,
    tell: Telling,
) -> Option<String> {
    let view = tell.code?;
    let n = board.shape().side();
    Some(match view.tutorial {
        Tutorial::LeetCode37 => "backtracking(board): return true".to_string(),
        Tutorial::SolutionSpace => "Solve(state): PrintBoard()".to_string(),
        _ if std::ptr::eq(view, &LESSON_9) => "Solve(i, j): Print(); return true".to_string(),
        _ => {
            let (row, col) = last.map_or((0, 0), |frame| {
                let slot = frame.slot() as usize;
                (slot / n, slot % n + 1)
            });
            format!("Solve(row={row},col={col}): answer++; Print()")
        }
    })
}

/// The statement an event runs in the code's words, such as `board[0][2] = '.'`; `None`
/// for the pseudo-code.
pub(super) fn statement(board: &SudokuBoard, event: Event, tell: Telling) -> Option<String> {
    let view = tell.code?;
    let n = board.shape().side();
    let cell = |slot: u16| (slot as usize / n, slot as usize % n);
    Some(match (view.tutorial, event) {
        (Tutorial::LeetCode37, Event::Place { slot, choice }) => {
            let (i, j) = cell(slot);
            format!("board[{i}][{j}] = '{}'", Shape::symbol(choice))
        }
        (Tutorial::LeetCode37, Event::Remove { slot, .. }) => {
            let (i, j) = cell(slot);
            format!("board[{i}][{j}] = '.'")
        }
        (Tutorial::LeetCode37, Event::Solution) => {
            format!("{}: return true", tell.word(words::NO_DOT_LEFT))
        }
        (Tutorial::SolutionSpace, Event::Place { slot, choice }) => {
            let (r, c) = cell(slot);
            let at = tell.say(words::AT, &[&format!("({r},{c})")]);
            format!("PlaceNumber({}) {at}", Shape::symbol(choice))
        }
        (Tutorial::SolutionSpace, Event::Remove { slot, choice }) => {
            let (r, c) = cell(slot);
            let at = tell.say(words::AT, &[&format!("({r},{c})")]);
            format!("RemoveNumber({}) {at}", Shape::symbol(choice))
        }
        (Tutorial::SolutionSpace, Event::Solution) => {
            "IsFinal: PrintBoard(); bSolved = true".to_string()
        }
        (_, Event::Place { slot, choice }) => {
            let (row, col) = cell(slot);
            format!("data[{row}][{col}] = {}", Shape::symbol(choice))
        }
        (_, Event::Remove { slot, .. }) => {
            let (row, col) = cell(slot);
            format!("data[{row}][{col}] = 0")
        }
        (_, Event::Solution) => format!("Print(): {}", tell.word(words::EVERY_CELL_FILLED)),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::board::test_support::{run, told};

    #[test]
    fn the_stack_takes_each_codes_own_names() {
        let shape = Shape::for_side(9).expect("a side");
        let mut cells = [0; 81];
        cells[..2].copy_from_slice(&[5, 3]);
        let board = SudokuBoard::new(shape, &cells, CellOrder::Row).expect("a puzzle");
        let (search, _) = run(board, 1);
        let frame = &search.frames()[0];
        let board = search.problem();
        // The 9×9 lesson's code calls `Solve(i, j)`: the first empty cell is (0,2).
        let label = frame_label(board, frame, told(Some(&LESSON_9))).unwrap();
        assert!(label.starts_with("Solve(i, j) i=0 j=2"), "{label}");
        let label = frame_label(board, frame, told(Some(&LEETCODE_37))).unwrap();
        assert!(label.starts_with("backtracking i=0 j=2"), "{label}");
        let call = solution_call(board, Some(frame), told(Some(&LESSON_9))).unwrap();
        assert_eq!(call, "Solve(i, j): Print(); return true");
        assert_eq!(solution_call(board, Some(frame), told(None)), None);
    }
}
