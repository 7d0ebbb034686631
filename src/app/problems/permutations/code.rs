//! Permutations in the code of the solution-space tutorial, and what the board, the stack
//! and the log call things in it: `PTState` with `m_solution`, `m_used` and `m_arranged`.

use super::words::PERMUTATIONS_TRIED;
use crate::app::widgets::code_view::line;
use crate::app::{Code, CodeView, Listing, Role, Telling};
use crate::engine::{Event, Frame, Search};
use crate::problems::{Permutations, Tutorial};

/// The solution-space tutorial's `Solve(state)` over its `PTState`.
static SOLUTION_SPACE: CodeView = CodeView {
    tutorial: Tutorial::SolutionSpace,
    routine: "Solve(state)",
    lines: Listing(&[
        line("Solve(state):"),
        line("  if state.IsFinal():"),
        line("    PrintSolution(); gCount++; return").runs(Role::Solution),
        line("  for i = 1 to PT_SIZE:"),
        line("    if state.CanPlace(i):"),
        line("      state.Place(i)").runs(Role::Place),
        line("      Solve(state)"),
        line("      state.Remove(i)").runs(Role::Remove),
    ]),
    base: 0,
};

/// Every tutorial view of the permutations, in the order `c` shows them.
pub(super) fn views() -> Vec<&'static CodeView> {
    vec![&SOLUTION_SPACE]
}

/// The names of the arrangement and the flags under the tree, after the code shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Names {
    /// The arrangement's label, with the blank after it.
    pub solution: &'static str,
    /// The flags' label.
    pub used: &'static str,
}

impl Names {
    /// The pseudo-code's `solution` and `used`, or the tutorial's `m_solution`, `m_used`.
    pub fn of(code: Code) -> Self {
        match code.map(|view| view.tutorial) {
            Some(Tutorial::SolutionSpace) => Names {
                solution: "m_solution ",
                used: "m_used",
            },
            _ => Names {
                solution: "solution ",
                used: "used",
            },
        }
    }
}

/// One stack frame as a call of the tutorial's `Solve`, with its `m_arranged`.
pub(super) fn frame_label(frame: &Frame, tell: Telling) -> Option<String> {
    tell.code?;
    let value = frame.placed().map_or("-".to_string(), |v| v.to_string());
    let tried: Vec<String> = frame.tried().iter().map(|v| v.to_string()).collect();
    let mut label = format!("Solve m_arranged={} i={value}", frame.slot());
    if !tried.is_empty() {
        label += &format!(" {}", tell.say(PERMUTATIONS_TRIED, &[&tried.join(",")]));
    }
    Some(label)
}

/// The event as the tutorial's calls: `Place(i)`, `Remove(i)`, `IsFinal`.
pub(super) fn narrate(search: &Search<Permutations>, event: Event, code: Code) -> Option<String> {
    code?;
    let state = search.problem();
    let arranged: Vec<String> = state.arranged().iter().map(u8::to_string).collect();
    Some(match event {
        Event::Place { slot, choice } => {
            format!("Place({choice}): m_solution[{slot}] = {choice}, m_used[{choice}] = 1")
        }
        Event::Remove { slot, choice } => {
            format!("Remove({choice}): m_used[{choice}] = 0, m_arranged = {slot}")
        }
        Event::Solution => format!(
            "IsFinal: gCount = {}, m_solution = {}",
            search.counters().solutions,
            arranged.join(" ")
        ),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::board::test_support::{run, told};

    #[test]
    fn the_first_arrangement_in_the_tutorials_calls() {
        // n = 3: 1, 2, 3 placed, then the first of the six solutions, 1 2 3.
        let three = Permutations::new(3).expect("BUG: 3 is a size");
        let (search, last) = run(three, 4);
        assert_eq!(last, Some(Event::Solution));
        let code = Some(&SOLUTION_SPACE);
        assert_eq!(
            narrate(&search, Event::Solution, code).unwrap(),
            "IsFinal: gCount = 1, m_solution = 1 2 3"
        );
        let labels: Vec<String> = search
            .frames()
            .iter()
            .map(|f| frame_label(f, told(code)).unwrap())
            .collect();
        assert_eq!(
            labels,
            [
                "Solve m_arranged=0 i=1",
                "Solve m_arranged=1 i=2",
                "Solve m_arranged=2 i=3"
            ]
        );
        assert_eq!(Names::of(code).used, "m_used");
        assert_eq!(narrate(&search, Event::Solution, None), None);
    }
}
