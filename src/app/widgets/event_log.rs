//! The log of the last events in words.

use std::collections::VecDeque;

use super::code_view::Role;
use crate::engine::Event;

/// How many of the last events the log always holds when it is up to date: more than any
/// log panel shows.
pub const SHOWN: usize = 32;

/// How many events the log keeps, so that stepping back does not need a rebuild each time.
pub const CAPACITY: usize = 2 * SHOWN;

/// One line of the log: the step an event made, the event, what it did and its
/// narration.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    /// The step the event led to.
    pub step: u64,
    /// The event.
    pub event: Event,
    /// What the line of code it ran does: a skip is marked as a skip, not a placement.
    pub role: Role,
    /// The event in words.
    pub text: String,
}

/// The narrations of the events that led to the current step, newest last.
///
/// Entries always run over consecutive steps; the player rebuilds the log from the
/// timeline whenever it no longer [`covers`](EventLog::covers) the current step.
#[derive(Clone, Debug, Default)]
pub struct EventLog {
    entries: VecDeque<LogLine>,
}

impl EventLog {
    /// Empties the log.
    pub fn clear(&mut self) {
        self.entries.clear();
    }

    /// Adds the event that made `step`; a gap since the last entry drops the older ones.
    pub fn push(&mut self, step: u64, event: Event, role: Role, text: String) {
        if self
            .entries
            .back()
            .is_some_and(|last| last.step + 1 != step)
        {
            self.entries.clear();
        }
        if self.entries.len() == CAPACITY {
            self.entries.pop_front();
        }
        self.entries.push_back(LogLine {
            step,
            event,
            role,
            text,
        });
    }

    /// Drops the entries of steps after `step`, as after stepping back to it.
    pub fn truncate_after(&mut self, step: u64) {
        while self.entries.back().is_some_and(|last| last.step > step) {
            self.entries.pop_back();
        }
    }

    /// Whether the log ends at `step` and holds its last [`SHOWN`] events (or all of them,
    /// early in the run).
    pub fn covers(&self, step: u64) -> bool {
        let ends_here = self.entries.back().map_or(0, |last| last.step) == step;
        let wanted = step.min(SHOWN as u64) as usize;
        ends_here && self.entries.len() >= wanted
    }

    /// The last `n` entries, oldest first.
    pub fn last(&self, n: usize) -> impl Iterator<Item = &LogLine> {
        self.entries
            .iter()
            .skip(self.entries.len().saturating_sub(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PLACE: Event = Event::Place { slot: 0, choice: 1 };

    fn filled(steps: std::ops::RangeInclusive<u64>) -> EventLog {
        let mut log = EventLog::default();
        for step in steps {
            log.push(step, PLACE, Role::Place, format!("event {step}"));
        }
        log
    }

    #[test]
    fn keeps_the_last_capacity_events() {
        let log = filled(1..=100);
        let steps: Vec<u64> = log.last(usize::MAX).map(|e| e.step).collect();
        assert_eq!(steps, (37..=100).collect::<Vec<_>>());
        assert!(log.covers(100));
        assert_eq!(
            log.last(2).map(|e| e.text.as_str()).collect::<Vec<_>>(),
            ["event 99", "event 100"]
        );
    }

    #[test]
    fn stepping_back_stays_covered_until_too_few_remain() {
        let mut log = filled(1..=100);
        log.truncate_after(68);
        assert!(log.covers(68), "32 entries 37..=68 remain");
        log.truncate_after(67);
        assert!(!log.covers(67), "only 31 entries remain");
    }

    #[test]
    fn early_steps_need_only_their_own_events() {
        let mut log = filled(1..=5);
        assert!(log.covers(5));
        log.truncate_after(0);
        assert!(log.covers(0));
        assert!(!log.covers(3));
    }

    #[test]
    fn a_gap_drops_older_entries() {
        let mut log = filled(1..=5);
        log.push(9, PLACE, Role::Place, "event 9".into());
        assert_eq!(log.last(usize::MAX).count(), 1);
        assert!(!log.covers(9));
    }
}
