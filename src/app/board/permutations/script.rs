//! The permutations' words: the pseudo-code, the heading, the stack's calls and the log's
//! narration.

use super::*;

/// Seed 004's `solve()` in both forms and every language.
pub(super) const CODE: Listing = Listing(&[
    line("solve():"),
    line("  if arranged == n:"),
    line("    output solution[0..n]; return")
        .zh("    输出 solution[0..n]; return")
        .runs(Role::Solution)
        .only(Form::All),
    line("    output solution[0..n]; return true")
        .zh("    输出 solution[0..n]; return true")
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

/// The heading over the board, as [`Show::heading`] says.
pub(super) fn heading(board: &Permutations, lang: Lang) -> String {
    match lang {
        Lang::En => format!("Permutations of 1..{}", board.size()),
        Lang::Zh | Lang::ZhTw => format!("1..{} 的全排列", board.size()),
    }
}

/// The call that outputs a solution, as [`Show::solution_call`] says.
pub(super) fn solution_call(board: &Permutations, _last: Option<&Frame>, tell: Telling) -> String {
    match tell.lang {
        Lang::En => format!("solve(pos={}): output", tell.numbering.of(board.size())),
        Lang::Zh | Lang::ZhTw => format!("solve(): 排满 {} 个，输出", board.size()),
    }
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
    let mut label = match tell.lang {
        Lang::En => format!("solve(pos={pos}) val={value}"),
        Lang::Zh | Lang::ZhTw => format!("solve(): 第 {pos} 位 = {value}"),
    };
    let (tried, left) = (tell.pick("tried", "试过"), tell.pick("left", "剩"));
    if !frame.tried().is_empty() {
        label += &format!(" {tried} {}", list(frame.tried(), 6, |v| v.to_string()));
    }
    label + &format!(" {left} {}", frame.untried().len())
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
            tell.pick(
                format!("pos {pos} = {choice}: {arrangement}"),
                format!("第 {pos} 位 = {choice}：{arrangement}"),
            )
        }
        Event::Remove { slot, choice } => {
            let next = slot as usize + 1;
            let (pos, shown_next) = (numbering.of(slot as usize), numbering.of(next));
            match (tell.lang, next >= state.size()) {
                (Lang::En, true) => {
                    format!("remove {choice} from pos {pos} to look for the next arrangement")
                }
                (Lang::En, false) => format!(
                    "pos {shown_next} has no unused value left to try: remove {choice} from pos {pos}"
                ),
                (Lang::Zh | Lang::ZhTw, true) => {
                    format!("撤回第 {pos} 位的 {choice}，去找下一个排列")
                }
                (Lang::Zh | Lang::ZhTw, false) => format!(
                    "第 {shown_next} 位已没有可再试的未用数：回溯，撤回第 {pos} 位的 {choice}"
                ),
            }
        }
        Event::Solution => {
            let values: Vec<String> = state.arranged().iter().map(u8::to_string).collect();
            let (count, values) = (search.counters().solutions, values.join(" "));
            tell.pick(
                format!("solution {count}: {values}"),
                format!("第 {count} 个解：{values}"),
            )
        }
    }
}

/// How many values are arranged, after the arrangement: `  arranged 2`.
pub(super) fn arranged_words(count: usize, lang: Lang) -> String {
    match lang {
        Lang::En => format!("  arranged {count}"),
        Lang::Zh | Lang::ZhTw => format!("  已排 {count} 个"),
    }
}
