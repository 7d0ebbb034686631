//! The subset sum's words: the pseudo-code, the heading, the stack's calls and the log's
//! narration.

use super::*;

/// The include/exclude search with its two prunings, in both forms and every language:
/// taking a number is the first branch, skipping it the other.
pub(super) const CODE: Listing = Listing(&[
    line("// rest[i] = a[i] + a[i+1] + ... + a[n-1]").zh("// rest[i]：a[i] 到 a[n-1] 之和"),
    line("solve(i, sum):"),
    line("  if i == n:"),
    line("    output the taken a[j]; return")
        .zh("    输出选中的 a[j]; return")
        .runs(Role::Solution)
        .only(Form::All),
    line("    output the taken a[j]; return true")
        .zh("    输出选中的 a[j]; return true")
        .runs(Role::Solution)
        .only(Form::First),
    line("  if sum + rest[i] < target: return").only(Form::All),
    line("  if sum + rest[i] < target: return false").only(Form::First),
    line("  if sum + a[i] <= target:"),
    line("    take a[i]; sum += a[i]")
        .zh("    选 a[i]; sum += a[i]")
        .runs(Role::Place),
    line("    solve(i+1, sum)").only(Form::All),
    line("    if solve(i+1, sum): return true").only(Form::First),
    line("    untake a[i]; sum -= a[i]")
        .zh("    撤回选 a[i]; sum -= a[i]")
        .runs(Role::Remove),
    line("  if sum + rest[i+1] >= target:"),
    line("    skip a[i]")
        .zh("    不选 a[i]")
        .runs(Role::PlaceOther),
    line("    solve(i+1, sum)").only(Form::All),
    line("    if solve(i+1, sum): return true").only(Form::First),
    line("    unskip a[i]")
        .zh("    撤回不选 a[i]")
        .runs(Role::RemoveOther),
    line("  return false").only(Form::First),
]);

/// The heading over the board, as [`Show::heading`] says.
pub(super) fn heading(board: &SubsetSum, lang: Lang) -> String {
    let (n, target) = (board.size(), board.target());
    match lang {
        Lang::En => format!("Subset sum: {n} numbers, target {target}"),
        Lang::Zh | Lang::ZhTw => format!("子集和：{n} 个数，目标 {target}"),
    }
}

/// The call that outputs a solution, as [`Show::solution_call`] says.
pub(super) fn solution_call(board: &SubsetSum, _last: Option<&Frame>, tell: Telling) -> String {
    let i = tell.numbering.of(board.size());
    let output = tell.pick("output", "输出");
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
    let (tried, left) = (tell.pick("tried", "试过"), tell.pick("left", "剩"));
    if !frame.tried().is_empty() {
        let words = list(frame.tried(), 2, |c| word_in(c, lang).to_string());
        label += &format!(" {tried} {words}");
    }
    label + &format!(" {left} {}", frame.untried().len())
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
                let sum = state.sum();
                let mut said = tell.pick(
                    format!("take {a}: sum {sum} of {target}"),
                    format!("选 {a}：和为 {sum}，目标 {target}"),
                );
                if state.refusal(i, SKIP).is_some() {
                    let rest = state.rest(i + 1);
                    said += &tell.pick(
                        format!("; without it {before} + {rest} left cannot reach {target}"),
                        format!("；不选它的话 {before} + 剩余 {rest} 达不到 {target}"),
                    );
                }
                said
            } else if state.refusal(i, TAKE).is_some() {
                tell.pick(
                    format!("{a} cannot be taken ({before} + {a} passes {target}): skip it"),
                    format!("{a} 不能选({before} + {a} 超过 {target})：不选它"),
                )
            } else {
                tell.pick(
                    format!("skip {a} now that taking it is done: sum {before} of {target}"),
                    format!("选 {a} 的分支已走完，改为不选：和为 {before}，目标 {target}"),
                )
            }
        }
        Event::Remove { slot, choice } => narrate_removal(state, slot as usize, choice, lang),
        Event::Solution => {
            let (count, sum) = (search.counters().solutions, sum_text(state));
            tell.pick(
                format!("solution {count}: {sum}"),
                format!("第 {count} 个解：{sum}"),
            )
        }
    }
}

/// Why the search steps back over `choice` for number `slot`, in words of `lang`.
pub(super) fn narrate_removal(state: &SubsetSum, slot: usize, choice: u8, lang: Lang) -> String {
    let a = number(state, slot);
    let target = state.target();
    let undo = match (lang, choice == TAKE) {
        (Lang::En, true) => format!("take {a} back out"),
        (Lang::En, false) => format!("undo skipping {a}"),
        (Lang::Zh | Lang::ZhTw, true) => format!("撤回选 {a}"),
        (Lang::Zh | Lang::ZhTw, false) => format!("撤回不选 {a}"),
    };
    let next = slot + 1;
    if next >= state.size() {
        return match lang {
            Lang::En => format!("{undo} to look for the next solution"),
            Lang::Zh | Lang::ZhTw => format!("{undo}，去找下一个解"),
        };
    }
    // The running sum the next number was decided with.
    let sum = state.sum() + if choice == TAKE { a } else { 0 };
    let b = number(state, next);
    let take = state.refusal_at(next, sum, TAKE);
    let skip = state.refusal_at(next, sum, SKIP);
    let (rest, rest_after) = (state.rest(next), state.rest(next + 1));
    match (lang, take, skip) {
        (Lang::En, Some(Refusal::CannotReach), _) => {
            format!("{sum} + {rest} left cannot reach {target}: {undo}")
        }
        (Lang::En, Some(_), Some(_)) => format!(
            "dead end at {b}: {sum} + {b} passes {target}, {sum} + {rest_after} left cannot \
             reach {target}: {undo}"
        ),
        (Lang::En, ..) => format!("nothing left to try for {b}: {undo}"),
        (Lang::Zh | Lang::ZhTw, Some(Refusal::CannotReach), _) => {
            format!("{sum} + 剩余 {rest} 达不到 {target}：回溯，{undo}")
        }
        (Lang::Zh | Lang::ZhTw, Some(_), Some(_)) => format!(
            "{b} 是死路：{sum} + {b} 超过 {target}，{sum} + 剩余 {rest_after} 达不到 \
             {target}：回溯，{undo}"
        ),
        (Lang::Zh | Lang::ZhTw, ..) => format!("{b} 已没有可再试的：回溯，{undo}"),
    }
}

/// The word after the root of a path: where the search starts.
pub(super) fn start_word(lang: Lang) -> &'static str {
    match lang {
        Lang::En => " start",
        Lang::Zh | Lang::ZhTw => " 开始",
    }
}

/// `take` or `skip` in `lang`.
pub(super) fn word_in(choice: u8, lang: Lang) -> &'static str {
    match (lang, choice == TAKE) {
        (Lang::En, true) => "take",
        (Lang::En, false) => "skip",
        (Lang::Zh | Lang::ZhTw, true) => "选",
        (Lang::Zh | Lang::ZhTw, false) => "不选",
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

pub(super) fn finished_words(lang: Lang) -> String {
    match lang {
        Lang::En => "every branch is searched".to_string(),
        Lang::Zh | Lang::ZhTw => "每个分支都已搜索完".to_string(),
    }
}

pub(super) fn all_decided_words(n: usize, target: &str, lang: Lang) -> String {
    match lang {
        Lang::En => format!("all {n} decided: the sum is {target}"),
        Lang::Zh | Lang::ZhTw => format!("{n} 个数都已决定：和为 {target}"),
    }
}
