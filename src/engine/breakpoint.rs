//! Breakpoints: conditions on the events of a search at which playing stops, written in a
//! short text form that a person types and a lesson file keeps.
//!
//! A [`Condition`] is pure data with a parser ([`FromStr`]) and a printer
//! ([`Display`](fmt::Display)) that agree: `print` then `parse` gives the same condition
//! back. A [`BreakpointWatch`] follows a run event by event and says when one of its
//! conditions holds; it counts for itself, so that it can judge an event inside a
//! timeline's fast forward, where the search's own counters cannot be looked at.
//!
//! The forms, one a condition:
//!
//! | text           | stops at                                                     |
//! |----------------|--------------------------------------------------------------|
//! | `solution`     | every solution                                               |
//! | `backtrack`    | every backtrack (a choice taken back)                        |
//! | `unwind>=K`    | the K-th backtrack in a row: the search unwinding K levels   |
//! | `depth=K`      | every placement that brings the search K choices deep        |
//! | `place S:C`    | choice C put into slot S, both as the engine numbers them    |
//! | `placement=N`  | the N-th placement of the run                                |
//!
//! A problem may also name a slot and a choice in its own words, such as `row5=3` for a
//! queen in row 5 at column 3: [`Condition::read`] and [`Condition::told`] ask it through
//! [`Problem::read_slot`] and [`Problem::slot_text`], and fall back on `place S:C`, so
//! that the engine itself knows no puzzle.

use std::fmt;
use std::str::FromStr;

use super::{Counters, Event, Problem, Wording, half_width};

/// A condition on one event of a search, at which playing stops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Condition {
    /// A solution is found.
    Solution,
    /// Any choice is taken back.
    Backtrack,
    /// The search takes back this many choices in a row (at least 1): it stops once a run,
    /// on the backtrack that makes it this long.
    Unwind(u32),
    /// A placement brings the search to this depth.
    Depth(u32),
    /// This choice is put into this slot (the engine's numbers, from 0).
    Place {
        /// The slot filled: a queens row, a sudoku cell in row-major order, a region…
        slot: u16,
        /// What goes there: a column, a digit, a colour's index…
        choice: u8,
    },
    /// The placement of this number, counted from 1 over the whole run.
    Placement(u64),
}

/// Why a text is not a condition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ConditionError {
    /// Nothing was typed.
    Empty,
    /// The text is none of the forms.
    Unknown(String),
    /// A form whose number is missing, not a number, or out of its range.
    BadNumber {
        /// The form, as its syntax is written (`depth=K`).
        form: &'static str,
        /// The smallest number it takes.
        least: u64,
    },
    /// The text is the problem's own form of a slot, but names no slot or choice of it.
    Slot(SlotError),
}

/// Why a slot or choice named in a problem's words is none of its board's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SlotError {
    /// A number beyond the places the board has, such as row 9 of 8 queens.
    Beyond {
        /// What the number counts.
        part: BoardPart,
        /// The number typed.
        number: u64,
        /// The first number the board takes.
        first: u64,
        /// The last number the board takes.
        last: u64,
    },
    /// A name that is none of the board's, such as a region the map does not have.
    Unnamed {
        /// What the name names.
        part: BoardPart,
        /// The name typed.
        text: String,
        /// The names the board has, in its order.
        names: Vec<String>,
    },
}

/// What a number or a name in a problem's form of a slot stands for (a row, a region…):
/// the words an error about it is said in.
///
/// The problem names its own parts, so that a new board brings its parts without a list
/// to extend here: an English name for the command line's errors, and the id of its word
/// in the app's catalogue for the screens'.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardPart {
    /// Its English name, such as `row`.
    name: &'static str,
    /// The id of its word in the app's catalogue, such as `board-part-row`.
    word: &'static str,
}

impl BoardPart {
    /// The part called `name` in English, whose word in each language the app finds
    /// under the id `word`.
    pub const fn new(name: &'static str, word: &'static str) -> Self {
        BoardPart { name, word }
    }

    /// Its English name, for the one-line errors of the command line.
    pub const fn name(self) -> &'static str {
        self.name
    }

    /// The id of its word in the app's catalogue, for the errors of the screens.
    pub const fn word(self) -> &'static str {
        self.word
    }
}

/// The most names an error lists before it says `…`.
pub const NAMES_LISTED: usize = 8;

/// `names` as an error lists them: comma-separated, the first [`NAMES_LISTED`] then `…`.
pub fn listed(names: &[String]) -> String {
    let mut shown: Vec<&str> = names
        .iter()
        .take(NAMES_LISTED)
        .map(String::as_str)
        .collect();
    if names.len() > NAMES_LISTED {
        shown.push("…");
    }
    shown.join(", ")
}

impl fmt::Display for SlotError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SlotError::Beyond {
                part,
                number,
                first,
                last,
            } => {
                let place = part.name();
                write!(
                    f,
                    "{place} {number} is beyond this board: it has {first} to {last}"
                )
            }
            SlotError::Unnamed { part, text, names } => write!(
                f,
                "`{text}` is not a {} of this board: {}",
                part.name(),
                listed(names)
            ),
        }
    }
}

impl fmt::Display for ConditionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ConditionError::Empty => f.write_str("no condition given"),
            ConditionError::Unknown(text) => write!(f, "`{text}` is not a condition: {FORMS}"),
            ConditionError::BadNumber { form, least } => {
                write!(f, "`{form}` takes a whole number from {least}")
            }
            ConditionError::Slot(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for ConditionError {}

/// Every form of a condition, as the errors and the help list them.
pub const FORMS: &str = "solution, backtrack, unwind>=K, depth=K, place SLOT:CHOICE or placement=N";

impl FromStr for Condition {
    type Err = ConditionError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let text = text.trim();
        let lower = text.to_ascii_lowercase();
        let squeezed: String = lower.chars().filter(|c| !c.is_whitespace()).collect();
        if squeezed.is_empty() {
            return Err(ConditionError::Empty);
        }
        match squeezed.as_str() {
            "solution" => return Ok(Condition::Solution),
            "backtrack" => return Ok(Condition::Backtrack),
            _ => {}
        }
        if let Some(k) = squeezed.strip_prefix("unwind>=") {
            return number(k, "unwind>=K", 1).map(Condition::Unwind);
        }
        if let Some(k) = squeezed.strip_prefix("depth=") {
            return number(k, "depth=K", 1).map(Condition::Depth);
        }
        if let Some(n) = squeezed.strip_prefix("placement=") {
            return number(n, "placement=N", 1).map(Condition::Placement);
        }
        if let Some(rest) = lower.strip_prefix("place")
            && rest.starts_with(char::is_whitespace)
        {
            let form = "place SLOT:CHOICE";
            let (slot, choice) = rest
                .split_once(':')
                .ok_or(ConditionError::BadNumber { form, least: 0 })?;
            return Ok(Condition::Place {
                slot: number(slot.trim(), form, 0)?,
                choice: number(choice.trim(), form, 0)?,
            });
        }
        Err(ConditionError::Unknown(text.to_string()))
    }
}

impl Condition {
    /// Reads `text` as [`FromStr`] does, where a slot and a choice may also be named in
    /// `problem`'s own words (`row5=3`), its places counted from `first` (0 or 1) as the
    /// screen counts them.
    pub fn read<P: Problem>(text: &str, problem: &P, first: u16) -> Result<Self, ConditionError> {
        Condition::read_in(text, problem, first, &[])
    }

    /// Reads `text` as [`read`](Condition::read) does, a slot and a choice written in
    /// English or in the words of any of `wordings` (the screen's language first, whose
    /// words an error lists), full-width signs taken as the ASCII ones.
    pub fn read_in<P: Problem>(
        text: &str,
        problem: &P,
        first: u16,
        wordings: &[Wording],
    ) -> Result<Self, ConditionError> {
        let text = half_width(text);
        let squeezed: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        match problem.read_slot(&squeezed, first, wordings) {
            Some(Ok((slot, choice))) => Ok(Condition::Place { slot, choice }),
            Some(Err(error)) => Err(ConditionError::Slot(error)),
            None => text.parse(),
        }
    }

    /// The condition as `problem` names it, its places counted from `first`: a placement
    /// in the problem's words, every other form as [`Display`](fmt::Display) prints it.
    /// [`read`](Condition::read) with the same problem and count reads it back.
    pub fn told<P: Problem>(self, problem: &P, first: u16) -> String {
        self.told_in(problem, first, &Wording::english())
    }

    /// The condition as [`told`](Condition::told) names it, in the words of `wording`:
    /// [`read_in`](Condition::read_in) with that wording among its own reads it back.
    pub fn told_in<P: Problem>(self, problem: &P, first: u16, wording: &Wording) -> String {
        match self {
            Condition::Place { slot, choice } => problem.slot_text(slot, choice, first, wording),
            other => other.to_string(),
        }
    }
}

/// `text` as a number of type `N` of at least `least`, or the error of `form`.
fn number<N: FromStr + Into<u64> + Copy>(
    text: &str,
    form: &'static str,
    least: u64,
) -> Result<N, ConditionError> {
    match text.parse::<N>() {
        Ok(n) if n.into() >= least => Ok(n),
        _ => Err(ConditionError::BadNumber { form, least }),
    }
}

impl fmt::Display for Condition {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Condition::Solution => f.write_str("solution"),
            Condition::Backtrack => f.write_str("backtrack"),
            Condition::Unwind(k) => write!(f, "unwind>={k}"),
            Condition::Depth(k) => write!(f, "depth={k}"),
            Condition::Place { slot, choice } => write!(f, "place {slot}:{choice}"),
            Condition::Placement(n) => write!(f, "placement={n}"),
        }
    }
}

/// Follows a run event by event and says which of its conditions the latest event meets.
///
/// It keeps its own depth, placements and run of backtracks, taken from the search where
/// it begins; a watch begun in the middle of a run of backtracks counts that run from
/// where it begins.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BreakpointWatch {
    conditions: Vec<Condition>,
    depth: u32,
    placements: u64,
    unwinding: u32,
}

impl BreakpointWatch {
    /// A watch for `conditions` on a search whose totals are `counters` now.
    pub fn new(conditions: Vec<Condition>, counters: &Counters) -> Self {
        BreakpointWatch {
            conditions,
            depth: counters.depth,
            placements: counters.placements,
            unwinding: 0,
        }
    }

    /// The conditions watched.
    pub fn conditions(&self) -> &[Condition] {
        &self.conditions
    }

    /// Whether there is nothing to watch.
    pub fn is_empty(&self) -> bool {
        self.conditions.is_empty()
    }

    /// Takes in the next `event`: the first condition it meets, if any.
    pub fn see(&mut self, event: Event) -> Option<Condition> {
        match event {
            Event::Place { .. } => {
                self.depth += 1;
                self.placements += 1;
                self.unwinding = 0;
            }
            Event::Remove { .. } => {
                self.depth = self.depth.saturating_sub(1);
                self.unwinding += 1;
            }
            Event::Solution => {}
        }
        self.conditions
            .iter()
            .copied()
            .find(|&condition| self.meets(condition, event))
    }

    /// Whether `event`, just taken in, meets `condition`.
    fn meets(&self, condition: Condition, event: Event) -> bool {
        let placed = matches!(event, Event::Place { .. });
        match condition {
            Condition::Solution => event == Event::Solution,
            Condition::Backtrack => matches!(event, Event::Remove { .. }),
            Condition::Unwind(k) => {
                matches!(event, Event::Remove { .. }) && self.unwinding == k.max(1)
            }
            Condition::Depth(k) => placed && self.depth == k,
            Condition::Place { slot, choice } => event == Event::Place { slot, choice },
            Condition::Placement(n) => placed && self.placements == n,
        }
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;

    use super::*;

    #[test]
    fn each_form_reads_and_prints_back() {
        let cases = [
            ("solution", Condition::Solution),
            ("backtrack", Condition::Backtrack),
            ("unwind>=3", Condition::Unwind(3)),
            ("depth=5", Condition::Depth(5)),
            ("place 5:3", Condition::Place { slot: 5, choice: 3 }),
            ("placement=100", Condition::Placement(100)),
        ];
        for (text, condition) in cases {
            assert_eq!(text.parse(), Ok(condition), "{text}");
            assert_eq!(condition.to_string(), text);
        }
        assert_eq!(" Depth = 5 ".parse(), Ok(Condition::Depth(5)));
        assert_eq!(
            "place 4 : 7".parse(),
            Ok(Condition::Place { slot: 4, choice: 7 })
        );
    }

    #[test]
    fn wrong_texts_say_what_is_wrong_in_one_line() {
        let error = |text: &str| text.parse::<Condition>().unwrap_err();
        assert_eq!(error("  "), ConditionError::Empty);
        assert_eq!(
            error("depth=0").to_string(),
            "`depth=K` takes a whole number from 1"
        );
        assert_eq!(
            error("place 3").to_string(),
            "`place SLOT:CHOICE` takes a whole number from 0"
        );
        assert_eq!(
            error("place 1:300").to_string(),
            "`place SLOT:CHOICE` takes a whole number from 0"
        );
        let unknown = error("queen").to_string();
        assert!(unknown.starts_with("`queen` is not a condition: solution,"));
        assert!(!unknown.contains('\n'));
        assert!(matches!(error("placement"), ConditionError::Unknown(_)));
    }

    fn conditions() -> impl Strategy<Value = Condition> {
        prop_oneof![
            Just(Condition::Solution),
            Just(Condition::Backtrack),
            (1u32..10).prop_map(Condition::Unwind),
            (1u32..10).prop_map(Condition::Depth),
            (0u16..10, 0u8..10).prop_map(|(slot, choice)| Condition::Place { slot, choice }),
            (1u64..10_000).prop_map(Condition::Placement),
        ]
    }

    proptest! {
        #[test]
        fn printing_then_reading_gives_the_condition_back(condition in conditions()) {
            prop_assert_eq!(condition.to_string().parse(), Ok(condition));
        }
    }
}
