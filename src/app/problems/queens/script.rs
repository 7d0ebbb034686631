//! The queens' words: the pseudo-code, the heading, the stack's calls and the log's
//! narration.

use super::*;

/// Seed 000's `trace(row)` in both forms and every language.
pub(super) const CODE: Listing = Listing(&[
    line("trace(row):"),
    line("  if row == N:"),
    line("    ")
        .said_quoting(QUEENS_OUTPUT, &["return"])
        .runs(Role::Solution)
        .only(Form::All),
    line("    ")
        .said_quoting(QUEENS_OUTPUT, &["return true"])
        .runs(Role::Solution)
        .only(Form::First),
    line("  for col in 0..N:"),
    line("    if !isCol[col] && !isBia1[row+col]"),
    line("       && !isBia2[N+row-col]:"),
    line("      ")
        .said_quoting(QUEENS_PUT, &["(row,col)"])
        .runs(Role::Place),
    line("      trace(row+1)").only(Form::All),
    line("      if trace(row+1): return true").only(Form::First),
    line("      ").said(QUEENS_TAKE_OFF).runs(Role::Remove),
    line("  return false").only(Form::First),
]);

/// The heading over the board, as [`Show::heading`] says.
pub(super) fn heading(board: &QueensBoard, lang: Lang) -> String {
    QUEENS_HEADING.fill(lang, &[&board.size()])
}

/// The call that outputs a solution, as [`Show::solution_call`] says.
pub(super) fn solution_call(board: &QueensBoard, _last: Option<&Frame>, tell: Telling) -> String {
    if let Some(call) = code::solution_call(board, tell) {
        return call;
    }
    let output = tell.word(QUEENS_OUTPUT_CALL);
    format!("trace(row={}): {output}", tell.numbering.of(board.size()))
}

/// One stack frame as a call, as [`Show::frame_label`] says.
pub(super) fn frame_label(board: &QueensBoard, frame: &Frame, tell: Telling) -> String {
    if let Some(label) = code::frame_label(board, frame, tell) {
        return label;
    }
    let numbering = tell.numbering;
    let shown = |c: u8| numbering.of(c as usize).to_string();
    let col = frame.placed().map_or("-".to_string(), shown);
    let row = numbering.of(frame.slot() as usize);
    let mut label = format!("trace(row={row}) col={col}");
    if !frame.tried().is_empty() {
        let tried = list(frame.tried(), 6, shown);
        label += &format!(" {}", tell.say(QUEENS_TRIED, &[&tried]));
    }
    label
}

/// The event in words for the log, as [`Show::narrate`] says.
pub(super) fn narrate(search: &Search<QueensBoard>, event: Event, tell: Telling) -> String {
    if let Some(said) = code::narrate(search, event, tell) {
        return said;
    }
    let numbering = tell.numbering;
    let board = search.problem();
    match event {
        Event::Place { slot, choice } => code::placed(
            numbering.of(slot as usize),
            numbering.of(choice as usize),
            tell,
        ),
        Event::Remove { slot, choice } => {
            let (row, col) = (slot as usize, choice as usize);
            let cell = numbering.cell(row, col);
            if row + 1 >= board.size() {
                return tell.say(QUEENS_NEXT_SOLUTION, &[&cell]);
            }
            let mut before = board.clone();
            let dead_end = board.rows_filled() == row && {
                before.apply(slot, choice);
                before.free_columns(row + 1).is_empty()
            };
            let next = numbering.of(row + 1);
            let said = match dead_end {
                true => QUEENS_DEAD_END,
                false => QUEENS_NO_COLUMN_LEFT,
            };
            tell.say(said, &[&next, &cell])
        }
        Event::Solution => {
            let columns: Vec<String> = board
                .queens()
                .iter()
                .map(|&c| numbering.of(c as usize).to_string())
                .collect();
            let (count, columns) = (search.counters().solutions, columns.join(" "));
            tell.say(QUEENS_SOLUTION, &[&count, &columns])
        }
    }
}

pub(super) fn placement(row: usize, col: usize) -> Event {
    Event::Place {
        slot: row as u16,
        choice: col as u8,
    }
}

pub(super) fn removal(row: usize, col: usize) -> Event {
    Event::Remove {
        slot: row as u16,
        choice: col as u8,
    }
}
