//! The knight's tour's words: the pseudo-code of both orders, the heading, the stack's
//! calls and the log's narration.

use super::*;

/// The recursive `tour(square, k)` trying the eight jumps in the fixed order, in both
/// forms and every language: `k` is the number the knight's square holds, `tour(start, 0)`
/// the first call, as the board numbers from 0.
pub(super) const FIXED: Listing = Listing(&[
    line("tour(square, k):"),
    line("  if k == N*N-1:"),
    line("    ")
        .said(KNIGHT_OUTPUT)
        .then("; return")
        .runs(Role::Solution)
        .only(Form::All),
    line("    ")
        .said(KNIGHT_OUTPUT)
        .then("; return true")
        .runs(Role::Solution)
        .only(Form::First),
    line("  for (dr,dc) in ").said(KNIGHT_EIGHT_JUMPS).then(":"),
    line("    next = square + (dr,dc)"),
    line("    if ")
        .said_quoting(KNIGHT_FREE, &["next"])
        .then(":"),
    line("      ")
        .said_quoting(KNIGHT_WRITE, &["k+1", "next"])
        .runs(Role::Place),
    line("      tour(next, k+1)").only(Form::All),
    line("      if tour(next, k+1): return true").only(Form::First),
    line("      ")
        .said_quoting(KNIGHT_ERASE, &["next"])
        .runs(Role::Remove),
    line("  return false").only(Form::First),
]);

/// The same search by Warnsdorff's rule: the jumps to free squares, sorted by their
/// onward moves before the loop tries them.
pub(super) const WARNSDORFF: Listing = Listing(&[
    line("tour(square, k):"),
    line("  if k == N*N-1:"),
    line("    ")
        .said(KNIGHT_OUTPUT)
        .then("; return")
        .runs(Role::Solution)
        .only(Form::All),
    line("    ")
        .said(KNIGHT_OUTPUT)
        .then("; return true")
        .runs(Role::Solution)
        .only(Form::First),
    line("  nexts = ").said(KNIGHT_SORTED_JUMPS),
    line("  for next in nexts:"),
    line("    ")
        .said_quoting(KNIGHT_WRITE, &["k+1", "next"])
        .runs(Role::Place),
    line("    tour(next, k+1)").only(Form::All),
    line("    if tour(next, k+1): return true").only(Form::First),
    line("    ")
        .said_quoting(KNIGHT_ERASE, &["next"])
        .runs(Role::Remove),
    line("  return false").only(Form::First),
]);

/// The heading over the board, as [`Show::heading`] says: the side, the start and the
/// order.
pub(super) fn heading(board: &KnightsTourBoard, lang: Lang) -> String {
    let heading = KNIGHT_HEADING.fill(lang, &[&board.size(), &board.start()]);
    match board.order() {
        MoveOrder::Fixed => heading,
        MoveOrder::Warnsdorff => format!("{heading} · {}", KNIGHT_BY_WARNSDORFF.get(lang)),
    }
}

/// The square of index `index` of the tour so far.
pub(super) fn tour_square(board: &KnightsTourBoard, index: usize) -> Option<Square> {
    board.tour().nth(index)
}

/// The call that outputs a tour, as [`Show::solution_call`] says.
pub(super) fn solution_call(board: &KnightsTourBoard, tell: Telling) -> String {
    let k = tell.numbering.of(board.visited_count() - 1);
    let output = tell.word(KNIGHT_OUTPUT_CALL);
    format!("tour({},{k}): {output}", board.knight())
}

/// One stack frame as a call, as [`Show::frame_label`] says: `tour(c3,4) → e4 tried b5`.
pub(super) fn frame_label(board: &KnightsTourBoard, frame: &Frame, tell: Telling) -> String {
    let index = KnightsTourBoard::tour_index(frame.slot());
    let Some(from) = index.checked_sub(1).and_then(|i| tour_square(board, i)) else {
        return format!("tour(-,{})", tell.numbering.of(index));
    };
    let n = board.size();
    let landing = |choice: u8| {
        from.jump(direction(choice), n)
            .map_or("-".to_string(), |square| square.to_string())
    };
    let k = tell.numbering.of(index - 1);
    let next = frame.placed().map_or("-".to_string(), landing);
    let mut label = format!("tour({from},{k}) → {next}");
    if !frame.tried().is_empty() {
        let tried = list(frame.tried(), 4, landing);
        label += &format!(" {}", tell.say(KNIGHT_TRIED, &[&tried]));
    }
    label
}

/// The event in words for the log, as [`Show::narrate`] says.
pub(super) fn narrate(search: &Search<KnightsTourBoard>, event: Event, tell: Telling) -> String {
    let board = search.problem();
    let n = board.size();
    let numbering = tell.numbering;
    let square_of = |choice: u8| {
        Square::at(usize::from(choice), n).expect("BUG: an event's square is off the board")
    };
    match event {
        Event::Place { slot, choice } => {
            let index = usize::from(slot);
            let to = square_of(choice);
            let from = tour_square(board, index - 1).expect("BUG: a jump from no square");
            let number = numbering.of(index);
            match board.order() {
                MoveOrder::Fixed => tell.say(KNIGHT_JUMPED, &[&number, &from, &to]),
                MoveOrder::Warnsdorff => {
                    let onward = board.onward_moves(to);
                    tell.say(KNIGHT_JUMPED_ONWARD, &[&number, &from, &to, &onward])
                }
            }
        }
        Event::Remove { slot, choice } => {
            let index = usize::from(slot);
            let square = square_of(choice);
            let number = numbering.of(index);
            if index + 1 >= board.squares() {
                return tell.say(KNIGHT_NEXT_TOUR, &[&number, &square]);
            }
            let back = board.knight();
            let mut before = board.clone();
            let dead_end = board.visited_count() == index && {
                before.apply(slot, choice);
                before
                    .branch()
                    .is_none_or(|branch| branch.choices.is_empty())
            };
            let said = match dead_end {
                true => KNIGHT_DEAD_END,
                false => KNIGHT_ALL_TRIED,
            };
            tell.say(said, &[&square, &number, &back])
        }
        Event::Solution => {
            let count = search.counters().solutions;
            tell.say(KNIGHT_SOLUTION, &[&count, &board.knight()])
        }
    }
}
