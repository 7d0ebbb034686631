//! What sudoku tells, in the catalogue's words: the pseudo-code of each cell order, the
//! heading, the stack's calls and the log's narration.

use super::*;
use crate::problems::sudoku::CoverRule;

/// Seed 000's `Solve(row, col)` in row order, in both forms and every language: given
/// cells are skipped inside the call, so there is one call (one frame of the stack) for
/// each empty cell. Its first-solution form is seed 000's 9×9 program and seed 002.
pub(super) const ROW_ORDER: Listing = Listing(&[
    line("solve(r, c):"),
    line("  while (r,c) ").said(words::GIVEN_NEXT_CELL),
    line("  if r == N: ")
        .said(words::OUTPUT_GRID)
        .then("; return")
        .runs(Role::Solution)
        .only(Form::All),
    line("  if r == N: ")
        .said(words::OUTPUT_GRID)
        .then("; return true")
        .runs(Role::Solution)
        .only(Form::First),
    line("  for v in 1..=N:"),
    line("    if !rowBit[r][v] && !colBit[c][v]"),
    line("       && !blockBit[box(r,c)][v]:"),
    line("      (r,c) = v; ")
        .said(words::SET_THREE_BITS)
        .runs(Role::Place),
    line("      solve(r, c+1)").only(Form::All),
    line("      if solve(r, c+1): return true").only(Form::First),
    line("      (r,c) = 0; ")
        .said(words::CLEAR_THREE_BITS)
        .runs(Role::Remove),
    line("  return false").only(Form::First),
]);

/// The search that fills the empty cell with the fewest candidates first.
pub(super) const MRV: Listing = Listing(&[
    line("solve():"),
    line("  if ")
        .said(words::NO_CELL_EMPTY)
        .then("; return")
        .runs(Role::Solution)
        .only(Form::All),
    line("  if ")
        .said(words::NO_CELL_EMPTY)
        .then("; return true")
        .runs(Role::Solution)
        .only(Form::First),
    line("  (r,c) = ").said(words::FEWEST_EMPTY_CELL),
    line("  if (r,c) ")
        .said(words::HAS_NO_CANDIDATE)
        .then(": return")
        .only(Form::All),
    line("  if (r,c) ")
        .said(words::HAS_NO_CANDIDATE)
        .then(": return false")
        .only(Form::First),
    line("  for v in 1..=N:"),
    line("    if v ").said(words::IS_CANDIDATE_OF).then(":"),
    line("      (r,c) = v; ")
        .said(words::SET_UNIT_BITS)
        .runs(Role::Place),
    line("      solve()").only(Form::All),
    line("      if solve(): return true").only(Form::First),
    line("      (r,c) = 0; ")
        .said(words::CLEAR_THREE_BITS)
        .runs(Role::Remove),
    line("  return false").only(Form::First),
]);

/// Singles: a forced cell (one candidate, or the one cell left for a value in a unit)
/// before a guess at the cell with fewest candidates; a placement shows the rule that
/// chose its cell.
pub(super) const SINGLES: Listing = Listing(&[
    line("solve():"),
    line("  if ")
        .said(words::NO_CELL_EMPTY)
        .then("; return")
        .runs(Role::Solution)
        .only(Form::All),
    line("  if ")
        .said(words::NO_CELL_EMPTY)
        .then("; return true")
        .runs(Role::Solution)
        .only(Form::First),
    line("  if ")
        .said(words::ONE_CANDIDATE)
        .then(":")
        .runs(Role::OnlyCandidate),
    line("    (r,c) = ").said(words::THAT_CELL_ONLY),
    line("  elif ")
        .said(words::ONE_CELL_LEFT)
        .then(":")
        .runs(Role::OnlyCell),
    line("    (r,c) = ").said(words::THAT_CELL_ONLY),
    line("  else: (r,c) = ")
        .said(words::FEWEST_CELL)
        .runs(Role::Guess),
    line("  if ")
        .said(words::NOTHING_TO_TRY)
        .then(": return")
        .only(Form::All),
    line("  if ")
        .said(words::NOTHING_TO_TRY)
        .then(": return false")
        .only(Form::First),
    line("  for v in ").said(words::WHAT_MAY_TRY).then(":"),
    line("    (r,c) = v; ")
        .said(words::SET_UNIT_BITS)
        .runs(Role::Place),
    line("    solve()").only(Form::All),
    line("    if solve(): return true").only(Form::First),
    line("    (r,c) = 0; ")
        .said(words::CLEAR_THREE_BITS)
        .runs(Role::Remove),
    line("  return false").only(Form::First),
]);

/// Cover: singles, then the most constrained of every constraint (a cell's candidates or
/// a unit's cells for a value); after each placement, locked candidates are taken out
/// while no single is left.
pub(super) const COVER: Listing = Listing(&[
    line("solve():"),
    line("  if ")
        .said(words::NO_CELL_EMPTY)
        .then("; return")
        .runs(Role::Solution)
        .only(Form::All),
    line("  if ")
        .said(words::NO_CELL_EMPTY)
        .then("; return true")
        .runs(Role::Solution)
        .only(Form::First),
    line("  if ")
        .said(words::ONE_CANDIDATE)
        .then(":")
        .runs(Role::OnlyCandidate),
    line("    (r,c) = ").said(words::THAT_CELL_ONLY),
    line("  elif ")
        .said(words::ONE_CELL_LEFT)
        .then(":")
        .runs(Role::OnlyCell),
    line("    (r,c) = ").said(words::THAT_CELL_ONLY),
    line("  else: ")
        .said(words::COVER_FEWEST_WAYS)
        .runs(Role::Guess),
    line("  if ")
        .said(words::NOTHING_TO_TRY)
        .then(": return")
        .only(Form::All),
    line("  if ")
        .said(words::NOTHING_TO_TRY)
        .then(": return false")
        .only(Form::First),
    line("  for (r,c) = v in ")
        .said(words::COVER_WHAT_MAY_TRY)
        .then(":"),
    line("    (r,c) = v; ")
        .said(words::SET_UNIT_BITS)
        .runs(Role::Place),
    line("    ").said(words::COVER_TAKE_LOCKED),
    line("    solve()").only(Form::All),
    line("    if solve(): return true").only(Form::First),
    line("    (r,c) = 0; ")
        .said(words::CLEAR_THREE_BITS)
        .runs(Role::Remove),
    line("  return false").only(Form::First),
]);

/// The heading over the board, as [`Show::heading`] says.
pub(super) fn heading(board: &SudokuBoard, lang: Lang) -> String {
    let n = board.shape().side();
    let order = match board.order() {
        CellOrder::Row => words::ORDER_ROW,
        CellOrder::Mrv => words::ORDER_MRV,
        CellOrder::Singles => words::ORDER_SINGLES,
        CellOrder::Cover => words::ORDER_COVER,
    };
    words::HEADING.fill(lang, &[&n, &order.get(lang)])
}

/// What the line an event runs does, as [`Show::role`] says.
pub(super) fn role(board: &SudokuBoard, event: Event) -> Role {
    match (board.order(), event) {
        // A placement shows the rule that chose its cell.
        (CellOrder::Singles | CellOrder::Cover, Event::Place { slot, .. }) => {
            match board.rule(slot as usize) {
                Some(Rule::OnlyCandidate) => Role::OnlyCandidate,
                Some(Rule::OnlyCell(_)) => Role::OnlyCell,
                Some(Rule::Guess) => Role::Guess,
                None => Role::Place,
            }
        }
        (_, event) => Role::of(event),
    }
}

/// The call that outputs a solution, as [`Show::solution_call`] says.
pub(super) fn solution_call(board: &SudokuBoard, last: Option<&Frame>, tell: Telling) -> String {
    if let Some(call) = code::solution_call(board, last, tell) {
        return call;
    }
    let numbering = tell.numbering;
    match (board.order(), last) {
        (CellOrder::Row, Some(frame)) => {
            let (row, col) = row_col(board, frame.slot());
            let (row, col) = (numbering.of(row), numbering.of(col + 1));
            let past = tell.word(words::PAST_END_OUTPUT);
            format!("solve(r={row},c={col}): {past}")
        }
        (CellOrder::Row, None) => {
            let first = numbering.of(0);
            let none = tell.word(words::NO_EMPTY_CELL_OUTPUT);
            format!("solve(r={first},c={first}): {none}")
        }
        (CellOrder::Mrv | CellOrder::Singles | CellOrder::Cover, _) => {
            format!("solve(): {}", tell.word(words::NO_EMPTY_CELL_OUTPUT))
        }
    }
}

/// One stack frame as a call, as [`Show::frame_label`] says.
pub(super) fn frame_label(board: &SudokuBoard, frame: &Frame, tell: Telling) -> String {
    if let Some(label) = code::frame_label(board, frame, tell) {
        return label;
    }
    let numbering = tell.numbering;
    if let Some(label) = unit_frame_label(board, frame, tell) {
        return label;
    }
    let (row, col) = row_col(board, frame.slot());
    let (row, col) = (numbering.of(row), numbering.of(col));
    let mut label = format!("solve(r={row},c={col})");
    if let Some(value) = frame.placed() {
        label += &format!(" = {}", Shape::symbol(value));
        if board
            .rule(frame.slot() as usize)
            .is_some_and(Rule::is_forced)
        {
            label += &format!(" {}", tell.word(words::FORCED));
        }
    }
    if !frame.tried().is_empty() {
        let tried = list(frame.tried(), 6, symbol);
        label += &format!(" {}", tell.say(words::TRIED, &[&tried]));
    }
    let left = frame.untried().len();
    label + &format!(" {}", tell.say(words::LEFT, &[&left]))
}

/// A frame of the cover order that places a value in one of a unit's cells: the value and
/// unit, the cell it stands in, the cells tried and how many are left; `None` for a
/// frame that fills a cell.
fn unit_frame_label(board: &SudokuBoard, frame: &Frame, tell: Telling) -> Option<String> {
    let cover = board.cover()?;
    let (unit, value) = cover.unit_value(frame.slot())?;
    let cell_of = |position: u8| {
        let (cell, _) = cover.placement(frame.slot(), position);
        let (row, col) = row_col(board, cell);
        tell.numbering.cell(row, col)
    };
    let what = tell.say(
        words::VALUE_IN_UNIT,
        &[&Shape::symbol(value), &unit_name(unit, tell.lang)],
    );
    let mut label = format!("solve({what})");
    if let Some(position) = frame.placed() {
        label += &format!(" = {}", cell_of(position));
    }
    if !frame.tried().is_empty() {
        let tried = list(frame.tried(), 3, cell_of);
        label += &format!(" {}", tell.say(words::TRIED, &[&tried]));
    }
    let left = frame.untried().len();
    Some(label + &format!(" {}", tell.say(words::LEFT, &[&left])))
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
    match event {
        Event::Place { slot, choice } if board.cover().is_some() => {
            narrate_cover_placement(board, slot, choice, numbering, lang)
        }
        Event::Place { slot, choice } => {
            let (row, col) = row_col(board, slot);
            let cell = numbering.cell(row, col);
            let frame = search.frames().iter().rev().find(|f| f.slot() == slot);
            let v = Shape::symbol(choice);
            let count = frame.map_or(0, |frame| frame.choices().len());
            match (board.order(), frame, board.rule(slot as usize)) {
                (_, _, Some(Rule::OnlyCandidate)) => {
                    words::PLACED_ONLY_CANDIDATE.fill(lang, &[&cell, &v])
                }
                (_, _, Some(Rule::OnlyCell(unit))) => {
                    let unit = unit_name(unit, lang);
                    words::PLACED_ONLY_CELL.fill(lang, &[&cell, &v, &unit])
                }
                (_, Some(_), Some(Rule::Guess)) => {
                    words::PLACED_GUESS.fill(lang, &[&cell, &v, &count])
                }
                (CellOrder::Mrv, Some(_), _) => {
                    words::PLACED_FEWEST.fill(lang, &[&cell, &v, &count])
                }
                _ => format!("{cell} = {v}"),
            }
        }
        Event::Remove { slot, choice } => narrate_removal(board, slot, choice, numbering, lang),
        Event::Solution => words::SOLUTION.fill(lang, &[&search.counters().solutions]),
    }
}

/// A placement of the cover order in `lang`: the rule that chose it, then the first lock
/// found after it and how many more.
fn narrate_cover_placement(
    board: &SudokuBoard,
    slot: u16,
    choice: u8,
    numbering: Numbering,
    lang: Lang,
) -> String {
    let (row, col) = row_col(board, slot);
    let cell = numbering.cell(row, col);
    let v = Shape::symbol(choice);
    let Some(cover) = board.cover() else {
        return format!("{cell} = {v}");
    };
    let mut said = match cover.rule_of(slot as usize) {
        CoverRule::OnlyCandidate => words::PLACED_ONLY_CANDIDATE.fill(lang, &[&cell, &v]),
        CoverRule::OnlyCell(unit) => {
            let unit = unit_name(unit, lang);
            words::PLACED_ONLY_CELL.fill(lang, &[&cell, &v, &unit])
        }
        CoverRule::FewestCandidates(count) => words::PLACED_GUESS.fill(lang, &[&cell, &v, &count]),
        CoverRule::FewestCells(unit, count) => {
            let unit = unit_name(unit, lang);
            words::PLACED_FEWEST_CELLS.fill(lang, &[&cell, &v, &unit, &count])
        }
    };
    if let Some(look) = cover.look_of(slot as usize) {
        said += "; ";
        said += &match look.singles {
            Some(singles) => words::COVER_LOOKED.fill(lang, &[&look.ties, &singles]),
            None => words::COVER_LOOKED_DEAD.fill(lang, &[&look.ties]),
        };
    }
    let locks = cover.locks_after(slot as usize);
    if let Some(lock) = locks.first() {
        let line = unit_name(lock.line, lang);
        let within = unit_name(lock.within, lang);
        let value = Shape::symbol(lock.value);
        said += "; ";
        said += &words::LOCKED.fill(lang, &[&value, &within, &line]);
        if locks.len() > 1 {
            said += "; ";
            said += &words::LOCKED_MORE.fill(lang, &[&(locks.len() - 1)]);
        }
    }
    said
}

/// A row, column or box as the narration names it in `lang`, numbered from 0 like the
/// cells.
pub(super) fn unit_name(unit: Unit, lang: Lang) -> String {
    match unit {
        Unit::Row(r) => words::UNIT_ROW.fill(lang, &[&r]),
        Unit::Column(c) => words::UNIT_COLUMN.fill(lang, &[&c]),
        Unit::Box(b) => words::UNIT_BOX.fill(lang, &[&b]),
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
    if board.value(slot as usize) != 0 {
        return words::BACK.fill(lang, &[&cell, &v]);
    }
    let mut before = board.clone();
    before.apply(slot, choice);
    let Some(next) = before.branch() else {
        return words::BACK_FOR_NEXT.fill(lang, &[&cell, &v]);
    };
    if let Some(cover) = before.cover()
        && let Some((unit, value)) = cover.unit_value(next.slot)
    {
        let failed = list(next.choices, 3, |position| {
            let (at, _) = cover.placement(next.slot, position);
            let (r, c) = row_col(board, at);
            numbering.cell(r, c)
        });
        let (value, unit) = (Shape::symbol(value), unit_name(unit, lang));
        return words::NOWHERE_LEFT.fill(lang, &[&value, &unit, &failed, &cell, &v]);
    }
    let (r, c) = row_col(board, next.slot);
    let next_cell = numbering.cell(r, c);
    if next.choices.is_empty() {
        words::DEAD_END.fill(lang, &[&next_cell, &cell, &v])
    } else {
        let failed = list(next.choices, 6, symbol);
        words::ALL_FAILED.fill(lang, &[&next_cell, &failed, &cell, &v])
    }
}

/// The header over the bit sets of the cell being filled, `cell`, with `count`
/// candidates, in `lang`: `filling (0,2): 3 candidates`.
pub(super) fn filling_words(cell: &str, count: u32, lang: Lang) -> String {
    words::FILLING_COUNT.fill(lang, &[&cell, &count])
}
