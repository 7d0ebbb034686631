//! The subset sum's words: the pseudo-code, the heading, the stack's calls and the log's
//! narration.

use super::*;

/// The include/exclude search with its two prunings, in both forms and every language:
/// taking a number is the first branch, skipping it the other.
pub(super) const CODE: Listing = Listing(&[
    line("// ").said_quoting(CODE_REST, &["rest[i]"]),
    line("solve(i, sum):"),
    line("  if i == n:"),
    line("    ")
        .said(CODE_OUTPUT)
        .then("; return")
        .runs(Role::Solution)
        .only(Form::All),
    line("    ")
        .said(CODE_OUTPUT)
        .then("; return true")
        .runs(Role::Solution)
        .only(Form::First),
    line("  if sum + rest[i] < target: return").only(Form::All),
    line("  if sum + rest[i] < target: return false").only(Form::First),
    line("  if sum + a[i] <= target:"),
    line("    ")
        .said(CODE_TAKE)
        .then("; sum += a[i]")
        .runs(Role::Place),
    line("    solve(i+1, sum)").only(Form::All),
    line("    if solve(i+1, sum): return true").only(Form::First),
    line("    ")
        .said(CODE_UNTAKE)
        .then("; sum -= a[i]")
        .runs(Role::Remove),
    line("  if sum + rest[i+1] >= target:"),
    line("    ").said(CODE_SKIP).runs(Role::PlaceOther),
    line("    solve(i+1, sum)").only(Form::All),
    line("    if solve(i+1, sum): return true").only(Form::First),
    line("    ").said(CODE_UNSKIP).runs(Role::RemoveOther),
    line("  return false").only(Form::First),
]);

/// The heading over the board, as [`Show::heading`] says.
pub(super) fn heading(board: &SubsetSum, lang: Lang) -> String {
    HEADING.fill(lang, &[&board.size(), &board.target()])
}

/// The call that outputs a solution, as [`Show::solution_call`] says.
pub(super) fn solution_call(board: &SubsetSum, _last: Option<&Frame>, tell: Telling) -> String {
    let i = tell.numbering.of(board.size());
    let output = tell.word(OUTPUT);
    format!("solve(i={i},sum={}): {output}", board.target())
}

/// What the line an event runs does, as [`Show::role`] says.
pub(super) fn role(event: Event) -> Role {
    match event {
        Event::Place { choice, .. } if choice != TAKE => Role::PlaceOther,
        Event::Remove { choice, .. } if choice != TAKE => Role::RemoveOther,
        event => Role::of(event),
    }
}

/// A choice as a node of the search tree names it, as [`Show::choice_name`] says.
pub(super) fn choice_name(choice: u8) -> String {
    if choice == TAKE { "+" } else { "-" }.to_string()
}

/// One stack frame as a call, as [`Show::frame_label`] says.
pub(super) fn frame_label(board: &SubsetSum, frame: &Frame, tell: Telling) -> String {
    let numbering = tell.numbering;
    let i = frame.slot() as usize;
    let lang = tell.lang;
    let decision = frame.placed().map_or("-", |c| word_in(c, lang));
    let shown = numbering.of(i);
    let mut label = format!("solve(i={shown},sum={}) {decision}", board.sum_before(i));
    if !frame.tried().is_empty() {
        let words = list(frame.tried(), 2, |c| word_in(c, lang).to_string());
        label += &format!(" {}", tell.say(TRIED, &[&words]));
    }
    label + &format!(" {}", tell.say(LEFT, &[&frame.untried().len()]))
}

/// The event in words for the log, as [`Show::narrate`] says.
pub(super) fn narrate(search: &Search<SubsetSum>, event: Event, tell: Telling) -> String {
    let state = search.problem();
    let target = state.target();
    let lang = tell.lang;
    match event {
        Event::Place { slot, choice } => {
            let i = slot as usize;
            let a = number(state, i);
            let before = state.sum_before(i);
            if choice == TAKE {
                let mut said = tell.say(TOOK, &[&a, &state.sum(), &target]);
                if state.refusal(i, SKIP).is_some() {
                    let rest = state.rest(i + 1);
                    said += &tell.say(WITHOUT_IT, &[&before, &rest, &target]);
                }
                said
            } else if state.refusal(i, TAKE).is_some() {
                tell.say(CANNOT_TAKE, &[&a, &before, &target])
            } else {
                tell.say(SKIP_NOW, &[&a, &before, &target])
            }
        }
        Event::Remove { slot, choice } => narrate_removal(state, slot as usize, choice, lang),
        Event::Solution => {
            let (count, sum) = (search.counters().solutions, sum_text(state));
            tell.say(SOLUTION, &[&count, &sum])
        }
    }
}

/// Why the search steps back over `choice` for number `slot`, in words of `lang`.
pub(super) fn narrate_removal(state: &SubsetSum, slot: usize, choice: u8, lang: Lang) -> String {
    let a = number(state, slot);
    let target = state.target();
    let undo = match choice == TAKE {
        true => UNDO_TAKE.fill(lang, &[&a]),
        false => UNDO_SKIP.fill(lang, &[&a]),
    };
    let next = slot + 1;
    if next >= state.size() {
        return TO_NEXT_SOLUTION.fill(lang, &[&undo]);
    }
    // The running sum the next number was decided with.
    let sum = state.sum() + if choice == TAKE { a } else { 0 };
    let b = number(state, next);
    let take = state.refusal_at(next, sum, TAKE);
    let skip = state.refusal_at(next, sum, SKIP);
    let (rest, rest_after) = (state.rest(next), state.rest(next + 1));
    match (take, skip) {
        (Some(Refusal::CannotReach), _) => {
            CANNOT_REACH_BACK.fill(lang, &[&sum, &rest, &target, &undo])
        }
        (Some(_), Some(_)) => DEAD_END.fill(lang, &[&b, &sum, &rest_after, &target, &undo]),
        _ => NOTHING_LEFT.fill(lang, &[&b, &undo]),
    }
}

/// The word after the root of a path: where the search starts.
pub(super) fn start_word(lang: Lang) -> String {
    format!(" {}", START.get(lang))
}

/// `take` or `skip` in `lang`.
pub(super) fn word_in(choice: u8, lang: Lang) -> &'static str {
    match choice == TAKE {
        true => TAKE_WORD.get(lang),
        false => SKIP_WORD.get(lang),
    }
}

/// Number `index`, or 0 past the end (never asked for by the search).
pub(super) fn number(state: &SubsetSum, index: usize) -> u64 {
    state.numbers().get(index).copied().unwrap_or(0)
}

/// The taken numbers as a sum: `3 + 4 + 2 = 9`.
pub(super) fn sum_text(state: &SubsetSum) -> String {
    let terms: Vec<String> = state.taken().map(|a| a.to_string()).collect();
    let terms = if terms.is_empty() {
        "0".to_string()
    } else {
        terms.join(" + ")
    };
    format!("{terms} = {}", state.sum())
}

/// Under the numbers once the run is over, in `lang`.
pub(super) fn finished_words(lang: Lang) -> String {
    FINISHED.get(lang).to_string()
}

/// Under the numbers once all `n` are decided, at a solution, in `lang`.
pub(super) fn all_decided_words(n: usize, target: &str, lang: Lang) -> String {
    ALL_DECIDED.fill(lang, &[&n, &target])
}
