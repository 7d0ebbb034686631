//! The permutations' words: the pseudo-code, the heading, the stack's calls and the log's
//! narration.

use super::*;

/// Seed 004's `solve()` in both forms and every language.
pub(super) const CODE: Listing = Listing(&[
    line("solve():"),
    line("  if arranged == n:"),
    line("    ")
        .said_quoting(PERMUTATIONS_OUTPUT, &["solution[0..n]", "return"])
        .runs(Role::Solution)
        .only(Form::All),
    line("    ")
        .said_quoting(PERMUTATIONS_OUTPUT, &["solution[0..n]", "return true"])
        .runs(Role::Solution)
        .only(Form::First),
    line("  for v in 1..=n:"),
    line("    if !used[v]:"),
    line("      solution[arranged++] = v; used[v] = 1").runs(Role::Place),
    line("      solve()").only(Form::All),
    line("      if solve(): return true").only(Form::First),
    line("      arranged--; used[v] = 0").runs(Role::Remove),
    line("  return false").only(Form::First),
]);

/// The pseudo-code's routine, as the stack's calls name it.
const ROUTINE: &str = "solve";

/// The heading over the board, as [`Show::heading`] says.
pub(super) fn heading(board: &Permutations, lang: Lang) -> String {
    PERMUTATIONS_HEADING.fill(lang, &[&board.size()])
}

/// The call that outputs a solution, as [`Show::solution_call`] says.
pub(super) fn solution_call(board: &Permutations, _last: Option<&Frame>, tell: Telling) -> String {
    let (pos, count) = (tell.numbering.of(board.size()), board.size());
    tell.say(PERMUTATIONS_SOLUTION_CALL, &[&ROUTINE, &pos, &count])
}

/// One stack frame as a call, as [`Show::frame_label`] says.
pub(super) fn frame_label(frame: &Frame, tell: Telling) -> String {
    if let Some(label) = code::frame_label(frame, tell) {
        return label;
    }
    let numbering = tell.numbering;
    let value = frame.placed().map_or("-".to_string(), |v| v.to_string());
    let pos = numbering.of(frame.slot() as usize);
    // The pseudo-code's `solve()` has no parameters: the position and its value
    // are named in words.
    let mut label = tell.say(PERMUTATIONS_FRAME, &[&ROUTINE, &pos, &value]);
    if !frame.tried().is_empty() {
        let tried = list(frame.tried(), 6, |v| v.to_string());
        label += &format!(" {}", tell.say(PERMUTATIONS_TRIED, &[&tried]));
    }
    let left = frame.untried().len();
    label + &format!(" {}", tell.say(PERMUTATIONS_LEFT, &[&left]))
}

/// The event in words for the log, as [`Show::narrate`] says.
pub(super) fn narrate(search: &Search<Permutations>, event: Event, tell: Telling) -> String {
    if let Some(said) = code::narrate(search, event, tell.code) {
        return said;
    }
    let numbering = tell.numbering;
    let state = search.problem();
    match event {
        Event::Place { slot, choice } => {
            let pos = numbering.of(slot as usize);
            let arrangement = arrangement_text(state);
            tell.say(PERMUTATIONS_PLACED, &[&pos, &choice, &arrangement])
        }
        Event::Remove { slot, choice } => {
            let next = slot as usize + 1;
            let (pos, shown_next) = (numbering.of(slot as usize), numbering.of(next));
            match next >= state.size() {
                true => tell.say(PERMUTATIONS_NEXT_ARRANGEMENT, &[&pos, &choice]),
                false => tell.say(PERMUTATIONS_NO_VALUE_LEFT, &[&shown_next, &pos, &choice]),
            }
        }
        Event::Solution => {
            let values: Vec<String> = state.arranged().iter().map(u8::to_string).collect();
            let (count, values) = (search.counters().solutions, values.join(" "));
            tell.say(PERMUTATIONS_SOLUTION, &[&count, &values])
        }
    }
}

/// How many values are arranged, after the arrangement: `  arranged 2`.
pub(super) fn arranged_words(count: usize, lang: Lang) -> String {
    format!("  {}", PERMUTATIONS_ARRANGED.fill(lang, &[&count]))
}
