//! Sudoku in the code of each tutorial that solves it, and what the bit sets under the
//! grid, the stack and the log call things in each.

use crate::app::{Code, CodeView, Lang, Telling};
use crate::engine::{Event, Frame};
use crate::problems::{CellOrder, Shape, SudokuBoard, Tutorial};

/// The lesson's 4×4 `Solve(row, col)`: every answer, with bit sets indexed by value.
static LESSON_4: CodeView = CodeView {
    tutorial: Tutorial::Lesson,
    routine: "Solve(row, col), 4×4",
    lines: &[
        "Solve(row, col):",
        "  if col == 4: row++; col = 0",
        "  if row == 4: answer++; Print()",
        "  else if data[row][col] != 0:",
        "    Solve(row, col+1)",
        "  else for num = 1 to 4:",
        "    if !rowBit[row][num] && !colBit[col][num]",
        "       && !blockBit[row/2][col/2][num]:",
        "      3 bits = 1; data[row][col] = num",
        "      Solve(row, col+1)",
        "      3 bits = 0; data[row][col] = 0",
    ],
    comments_zh: &[],
    place: 8,
    remove: 10,
    output: 2,
    base: 0,
};

/// The lesson's 9×9 `Solve(row, col)`: it skips filled cells and returns at the first
/// answer.
static LESSON_9: CodeView = CodeView {
    tutorial: Tutorial::Lesson,
    routine: "Solve(row, col), 9×9",
    lines: &[
        "Solve(row, col):",
        "  for i = row to 8: for j = 0 to 8:",
        "    if data[i][j] != 0: continue",
        "    for num = 1 to 9:",
        "      if !rowBit[i][num] && !colBit[j][num]",
        "         && !blockBit[i/3][j/3][num]:",
        "        3 bits = 1; data[i][j] = num",
        "        if Solve(i, j): return true",
        "        3 bits = 0; data[i][j] = 0",
        "    return false",
        "  Print(); return true",
    ],
    comments_zh: &[],
    place: 6,
    remove: 8,
    output: 10,
    base: 0,
};

/// The LeetCode 37 write-up's `backtracking` over a board of chars, `'.'` for empty.
static LEETCODE_37: CodeView = CodeView {
    tutorial: Tutorial::LeetCode37,
    routine: "backtracking",
    lines: &[
        "backtracking(board):",
        "  for i = 0 to 8: for j = 0 to 8:",
        "    if board[i][j] != '.': continue",
        "    for k = '1' to '9':",
        "      if isValid(i, j, k, board):",
        "        board[i][j] = k",
        "        if backtracking(board): return true",
        "        board[i][j] = '.'",
        "    return false",
        "  return true",
    ],
    comments_zh: &[],
    place: 5,
    remove: 7,
    output: 9,
    base: 0,
};

/// The solution-space tutorial's `Solve(state)`, the cell picked by `DecideNextPlace`.
static SOLUTION_SPACE: CodeView = CodeView {
    tutorial: Tutorial::SolutionSpace,
    routine: "Solve, DecideNextPlace",
    lines: &[
        "Solve(state):",
        "  if bSolved: return",
        "  if state.IsFinal():",
        "    PrintBoard(); bSolved = true; return",
        "  if state.IsDead(): return",
        "  for i = 1 to 9:",
        "    if !state.CanPlace(i): continue",
        "    state.PlaceNumber(i)  // Place,",
        "      // then DecideNextPlace()",
        "    Solve(state)",
        "    state.RemoveNumber(i)  // Remove",
    ],
    comments_zh: &[
        ("// Place,", "// 放置 Place，"),
        ("// then DecideNextPlace()", "// 再 DecideNextPlace()"),
        ("// Remove", "// 撤回 Remove"),
    ],
    place: 7,
    remove: 10,
    output: 3,
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
    let zh = lang == Lang::Zh;
    match code.map(|view| view.tutorial) {
        Some(Tutorial::LeetCode37) => [
            format!("board[{row}][*]"),
            format!("board[*][{col}]"),
            format!("{} [{box_row}][{box_col}]", if zh { "宫" } else { "box" }),
            "isValid".to_string(),
        ],
        Some(Tutorial::SolutionSpace) if zh => [
            format!("行 {row}"),
            format!("列 {col}"),
            format!("宫 [{box_row}][{box_col}]"),
            "CanPlace".to_string(),
        ],
        Some(Tutorial::SolutionSpace) => [
            format!("row {row}"),
            format!("col {col}"),
            format!("box [{box_row}][{box_col}]"),
            "CanPlace".to_string(),
        ],
        _ => [
            format!("rowBit[{row}]"),
            format!("colBit[{col}]"),
            format!("blockBit[{box_row}][{box_col}]"),
            if zh { "候选数" } else { "candidates" }.to_string(),
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
        label += &format!(" {} {}", tell.pick("tried", "试过"), tried.join(","));
    }
    Some(label)
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
            format!("{}: return true", tell.pick("no '.' left", "没有 '.' 了"))
        }
        (Tutorial::SolutionSpace, Event::Place { slot, choice }) => {
            let (r, c) = cell(slot);
            let at = tell.pick("at", "在");
            format!("PlaceNumber({}) {at} ({r},{c})", Shape::symbol(choice))
        }
        (Tutorial::SolutionSpace, Event::Remove { slot, choice }) => {
            let (r, c) = cell(slot);
            let at = tell.pick("at", "在");
            format!("RemoveNumber({}) {at} ({r},{c})", Shape::symbol(choice))
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
        (_, Event::Solution) => format!(
            "Print(): {}",
            tell.pick("every cell filled", "每一格都填好了")
        ),
    })
}
