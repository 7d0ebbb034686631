//! Sudoku's words: the pseudo-code of each cell order, the heading, the stack's calls and
//! the log's narration.

use super::*;

/// Seed 000's `Solve(row, col)` in row order, in both forms and every language: given
/// cells are skipped inside the call, so there is one call (one frame of the stack) for
/// each empty cell. Its first-solution form is seed 000's 9×9 program and seed 002.
pub(super) const ROW_ORDER: Listing = Listing(&[
    line("solve(r, c):"),
    line("  while (r,c) is given: next cell").zh("  while (r,c) 是给定数: 移到下一格"),
    line("  if r == N: output the grid; return")
        .zh("  if r == N: 输出整个盘面; return")
        .runs(Role::Solution)
        .only(Form::All),
    line("  if r == N: output the grid; return true")
        .zh("  if r == N: 输出整个盘面; return true")
        .runs(Role::Solution)
        .only(Form::First),
    line("  for v in 1..=N:"),
    line("    if !rowBit[r][v] && !colBit[c][v]"),
    line("       && !blockBit[box(r,c)][v]:"),
    line("      (r,c) = v; set the 3 bits")
        .zh("      (r,c) = v; 置 3 个位")
        .runs(Role::Place),
    line("      solve(r, c+1)").only(Form::All),
    line("      if solve(r, c+1): return true").only(Form::First),
    line("      (r,c) = 0; clear the 3 bits")
        .zh("      (r,c) = 0; 清 3 个位")
        .runs(Role::Remove),
    line("  return false").only(Form::First),
]);

/// The search that fills the empty cell with the fewest candidates first.
pub(super) const MRV: Listing = Listing(&[
    line("solve():"),
    line("  if no cell is empty: output the grid; return")
        .zh("  if 没有空格: 输出整个盘面; return")
        .runs(Role::Solution)
        .only(Form::All),
    line("  if no cell is empty: output the grid; return true")
        .zh("  if 没有空格: 输出整个盘面; return true")
        .runs(Role::Solution)
        .only(Form::First),
    line("  (r,c) = the empty cell with fewest candidates").zh("  (r,c) = 候选数最少的空格"),
    line("  if (r,c) has no candidate: return")
        .zh("  if (r,c) 没有候选数: return")
        .only(Form::All),
    line("  if (r,c) has no candidate: return false")
        .zh("  if (r,c) 没有候选数: return false")
        .only(Form::First),
    line("  for v in 1..=N:"),
    line("    if v is a candidate of (r,c):").zh("    if v 是 (r,c) 的候选数:"),
    line("      (r,c) = v; set row, col and box bits")
        .zh("      (r,c) = v; 置行、列、宫的位")
        .runs(Role::Place),
    line("      solve()").only(Form::All),
    line("      if solve(): return true").only(Form::First),
    line("      (r,c) = 0; clear the 3 bits")
        .zh("      (r,c) = 0; 清 3 个位")
        .runs(Role::Remove),
    line("  return false").only(Form::First),
]);

/// Singles: a forced cell (one candidate, or the one cell left for a value in a unit)
/// before a guess at the cell with fewest candidates; a placement shows the rule that
/// chose its cell.
pub(super) const SINGLES: Listing = Listing(&[
    line("solve():"),
    line("  if no cell is empty: output the grid; return")
        .zh("  if 没有空格: 输出整个盘面; return")
        .runs(Role::Solution)
        .only(Form::All),
    line("  if no cell is empty: output the grid; return true")
        .zh("  if 没有空格: 输出整个盘面; return true")
        .runs(Role::Solution)
        .only(Form::First),
    line("  if a cell has one candidate v:")
        .zh("  if 某格只有一个候选数 v:")
        .runs(Role::OnlyCandidate),
    line("    (r,c) = that cell; try only v").zh("    (r,c) = 那一格; 只试 v"),
    line("  elif a value v has one cell left in a unit:")
        .zh("  elif 某数 v 在一行/列/宫里只剩一格:")
        .runs(Role::OnlyCell),
    line("    (r,c) = that cell; try only v").zh("    (r,c) = 那一格; 只试 v"),
    line("  else: (r,c) = the cell with fewest candidates")
        .zh("  else: (r,c) = 候选数最少的格")
        .runs(Role::Guess),
    line("  if nothing is left to try: return")
        .zh("  if 没有可试的数: return")
        .only(Form::All),
    line("  if nothing is left to try: return false")
        .zh("  if 没有可试的数: return false")
        .only(Form::First),
    line("  for v in what (r,c) may try:").zh("  for v in (r,c) 可试的数:"),
    line("    (r,c) = v; set row, col and box bits")
        .zh("    (r,c) = v; 置行、列、宫的位")
        .runs(Role::Place),
    line("    solve()").only(Form::All),
    line("    if solve(): return true").only(Form::First),
    line("    (r,c) = 0; clear the 3 bits")
        .zh("    (r,c) = 0; 清 3 个位")
        .runs(Role::Remove),
    line("  return false").only(Form::First),
]);

/// The heading over the board, as [`Show::heading`] says.
pub(super) fn heading(board: &SudokuBoard, lang: Lang) -> String {
    let n = board.shape().side();
    let order = match (lang, board.order()) {
        (Lang::En, CellOrder::Row) => "row order",
        (Lang::En, CellOrder::Mrv) => "MRV",
        (Lang::En, CellOrder::Singles) => "singles",
        (Lang::Zh | Lang::ZhTw, CellOrder::Row) => "按行",
        (Lang::Zh | Lang::ZhTw, CellOrder::Mrv) => "最少候选数(MRV)",
        (Lang::Zh | Lang::ZhTw, CellOrder::Singles) => "唯一数优先",
    };
    match lang {
        Lang::En => format!("Sudoku {n}×{n} · {order}"),
        Lang::Zh | Lang::ZhTw => format!("数独 {n}×{n} · {order}"),
    }
}

/// What the line an event runs does, as [`Show::role`] says.
pub(super) fn role(board: &SudokuBoard, event: Event) -> Role {
    match (board.order(), event) {
        // A placement shows the rule that chose its cell.
        (CellOrder::Singles, Event::Place { slot, .. }) => match board.rule(slot as usize) {
            Some(Rule::OnlyCandidate) => Role::OnlyCandidate,
            Some(Rule::OnlyCell(_)) => Role::OnlyCell,
            Some(Rule::Guess) => Role::Guess,
            None => Role::Place,
        },
        (_, event) => Role::of(event),
    }
}

/// The call that outputs a solution, as [`Show::solution_call`] says.
pub(super) fn solution_call(board: &SudokuBoard, last: Option<&Frame>, tell: Telling) -> String {
    let numbering = tell.numbering;
    match (board.order(), last) {
        (CellOrder::Row, Some(frame)) => {
            let (row, col) = row_col(board, frame.slot());
            let (row, col) = (numbering.of(row), numbering.of(col + 1));
            let past = tell.pick("past the end, output", "越过最后一格，输出");
            format!("solve(r={row},c={col}): {past}")
        }
        (CellOrder::Row, None) => {
            let first = numbering.of(0);
            let none = tell.pick("no empty cell, output", "没有空格，输出");
            format!("solve(r={first},c={first}): {none}")
        }
        (CellOrder::Mrv | CellOrder::Singles, _) => {
            format!(
                "solve(): {}",
                tell.pick("no empty cell, output", "没有空格，输出")
            )
        }
    }
}

/// One stack frame as a call, as [`Show::frame_label`] says.
pub(super) fn frame_label(board: &SudokuBoard, frame: &Frame, tell: Telling) -> String {
    if let Some(label) = code::frame_label(board, frame, tell) {
        return label;
    }
    let numbering = tell.numbering;
    let (row, col) = row_col(board, frame.slot());
    let (row, col) = (numbering.of(row), numbering.of(col));
    let mut label = format!("solve(r={row},c={col})");
    if let Some(value) = frame.placed() {
        label += &format!(" = {}", Shape::symbol(value));
        if board
            .rule(frame.slot() as usize)
            .is_some_and(Rule::is_forced)
        {
            label += tell.pick(" forced", " 唯一");
        }
    }
    let (tried, left) = (tell.pick("tried", "试过"), tell.pick("left", "剩"));
    if !frame.tried().is_empty() {
        label += &format!(" {tried} {}", list(frame.tried(), 6, symbol));
    }
    label + &format!(" {left} {}", frame.untried().len())
}

/// The event in words for the log, as [`Show::narrate`] says.
pub(super) fn narrate(search: &Search<SudokuBoard>, event: Event, tell: Telling) -> String {
    let said = narrate_plainly(search, event, tell.places(), tell.lang);
    match code::statement(search.problem(), event, tell) {
        Some(statement) => match event {
            Event::Remove { .. } => format!("{statement}: {said}"),
            _ => statement,
        },
        None => said,
    }
}

/// The event in the pseudo-code's words in `lang`, its places numbered as `numbering`
/// says.
pub(super) fn narrate_plainly(
    search: &Search<SudokuBoard>,
    event: Event,
    numbering: Numbering,
    lang: Lang,
) -> String {
    let board = search.problem();
    let zh = lang == Lang::Zh;
    match event {
        Event::Place { slot, choice } => {
            let (row, col) = row_col(board, slot);
            let cell = numbering.cell(row, col);
            let said = format!("{cell} = {}", Shape::symbol(choice));
            let frame = search.frames().iter().rev().find(|f| f.slot() == slot);
            let v = Shape::symbol(choice);
            let count = frame.map_or(0, |frame| frame.choices().len());
            let why = match (board.order(), frame, board.rule(slot as usize)) {
                (_, _, Some(Rule::OnlyCandidate)) if zh => format!("：只有 {v} 能填这里"),
                (_, _, Some(Rule::OnlyCandidate)) => format!(": only {v} fits here"),
                (_, _, Some(Rule::OnlyCell(unit))) if zh => {
                    format!("：{v} 在{}只有这一格", unit_name(unit, lang))
                }
                (_, _, Some(Rule::OnlyCell(unit))) => {
                    format!(": {v} has only this cell in {}", unit_name(unit, lang))
                }
                (_, Some(_), Some(Rule::Guess)) if zh => {
                    format!("，猜一个：没有唯一数了，取候选数最少的格({count} 个)")
                }
                (_, Some(_), Some(Rule::Guess)) => {
                    format!(", a guess: no single left, fewest candidates ({count})")
                }
                (CellOrder::Mrv, Some(_), _) if zh => format!("，候选数最少的格({count} 个)"),
                (CellOrder::Mrv, Some(_), _) => {
                    format!(", the cell with fewest candidates ({count})")
                }
                _ => String::new(),
            };
            said + &why
        }
        Event::Remove { slot, choice } => narrate_removal(board, slot, choice, numbering, lang),
        Event::Solution => {
            let count = search.counters().solutions;
            match lang {
                Lang::En => format!("solution {count}: every cell filled"),
                Lang::Zh | Lang::ZhTw => format!("第 {count} 个解：每一格都填好了"),
            }
        }
    }
}

/// A row, column or box as the narration names it in `lang`, numbered from 0 like the
/// cells.
pub(super) fn unit_name(unit: Unit, lang: Lang) -> String {
    match (lang, unit) {
        (Lang::En, Unit::Row(r)) => format!("row {r}"),
        (Lang::En, Unit::Column(c)) => format!("column {c}"),
        (Lang::En, Unit::Box(b)) => format!("box {b}"),
        (Lang::Zh | Lang::ZhTw, Unit::Row(r)) => format!("第 {r} 行"),
        (Lang::Zh | Lang::ZhTw, Unit::Column(c)) => format!("第 {c} 列"),
        (Lang::Zh | Lang::ZhTw, Unit::Box(b)) => format!("第 {b} 宫"),
    }
}

pub(super) fn row_col(board: &SudokuBoard, slot: u16) -> (usize, usize) {
    let n = board.shape().side();
    (slot as usize / n, slot as usize % n)
}

pub(super) fn symbol(value: u8) -> String {
    Shape::symbol(value).to_string()
}

/// Why the search took `choice` back out of `slot`, told from the cell it could not fill
/// next: the cell the search would pick with `choice` still in place. In `lang`.
pub(super) fn narrate_removal(
    board: &SudokuBoard,
    slot: u16,
    choice: u8,
    numbering: Numbering,
    lang: Lang,
) -> String {
    let (row, col) = row_col(board, slot);
    let cell = numbering.cell(row, col);
    let v = Shape::symbol(choice);
    let back = match lang {
        Lang::En => format!("back to {cell}, remove {v}"),
        Lang::Zh | Lang::ZhTw => format!("回溯到 {cell}，撤回 {v}"),
    };
    if board.value(slot as usize) != 0 {
        return back;
    }
    let mut before = board.clone();
    before.apply(slot, choice);
    let Some(next) = before.branch() else {
        return match lang {
            Lang::En => format!("{back} to look for the next solution"),
            Lang::Zh | Lang::ZhTw => format!("{back}，去找下一个解"),
        };
    };
    let (r, c) = row_col(board, next.slot);
    let next_cell = numbering.cell(r, c);
    let failed = list(next.choices, 6, symbol);
    match (lang, next.choices.is_empty()) {
        (Lang::En, true) => format!("{next_cell} has no candidate left: {back}"),
        (Lang::En, false) => {
            format!("{next_cell} has no candidate left to try ({failed} failed): {back}")
        }
        (Lang::Zh | Lang::ZhTw, true) => format!("{next_cell} 没有候选数了：{back}"),
        (Lang::Zh | Lang::ZhTw, false) => {
            format!("{next_cell} 已没有可再试的候选数(试过的 {failed} 都不行)：{back}")
        }
    }
}

/// The header over the bit sets of the cell being filled, `cell`, with `count`
/// candidates, in `lang`: `filling (0,2): 3 candidates`.
pub(super) fn filling_words(cell: &str, count: u32, lang: Lang) -> String {
    match lang {
        Lang::En if count == 1 => format!("filling {cell}: 1 candidate"),
        Lang::En => format!("filling {cell}: {count} candidates"),
        Lang::Zh | Lang::ZhTw => format!("正在填 {cell}：{count} 个候选数"),
    }
}
