//! Long moves along a timeline (to the next solution, to the end…), done a slice at a
//! time so that the screen stays alive and the move can be cancelled.

use crate::app::screens::player::words as lesson;
use crate::app::widgets::text::grouped;
use crate::app::{Lang, Message, words};
use crate::engine::{BreakpointWatch, Condition, Event, Problem, Seek, Timeline, Wording};

/// No move goes past this step: some searches would not end in a lifetime.
pub const STEP_LIMIT: u64 = 1_000_000_000;

/// Where a long move is going.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The next solution event.
    NextSolution,
    /// The next remove event.
    NextBacktrack,
    /// The next place or solution event: the next picture the tutorials draw, removes
    /// skipped but never a solution.
    NextPlacement,
    /// The last event of the run.
    End,
    /// A given step.
    Step(u64),
    /// The K-th solution of the run, from 1: from step 0 again when the current step is
    /// at it or past it.
    Solution(u64),
}

/// How a slice of a move ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SliceEnd {
    /// Not there yet.
    Running,
    /// Finished, with something to tell when it did not simply arrive.
    Done(Option<Message>),
}

/// A long move in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Job {
    goal: Goal,
    looked_at: u64,
    limit: u64,
    /// The breakpoints a move to the end stops at, and the one it stopped at.
    watch: Option<BreakpointWatch>,
    hit: Option<Condition>,
    /// The number the screen counts places from, as the breakpoint hit is told.
    first: u16,
    /// The steps its tutorial pictures ([`Show::pictures`](crate::app::Show::pictures)),
    /// where a move to the next picture stops; past the last, or when there are none, it
    /// stops at the next place or solution.
    pictures: &'static [u64],
    /// The words of the screen's language the breakpoint hit is told in.
    wording: Wording,
}

impl Job {
    /// A move towards `goal`, not started, that stops at [`STEP_LIMIT`] at the latest.
    pub fn new(goal: Goal) -> Self {
        Job::with_limit(goal, STEP_LIMIT)
    }

    /// A move towards `goal` that stops at step `limit` at the latest.
    pub fn with_limit(goal: Goal, limit: u64) -> Self {
        Job {
            goal,
            looked_at: 0,
            limit,
            watch: None,
            hit: None,
            first: 0,
            wording: Wording::english(),
            pictures: &[],
        }
    }

    /// This move stopping at `pictures`, the steps the board's tutorial draws, if it goes
    /// to the next picture.
    pub fn picturing(self, pictures: &'static [u64]) -> Self {
        Job { pictures, ..self }
    }

    /// This move stopping at the conditions `watch` follows, if it runs to the end.
    pub fn watching(self, watch: BreakpointWatch) -> Self {
        Job {
            watch: (self.goal == Goal::End && !watch.is_empty()).then_some(watch),
            ..self
        }
    }

    /// This move telling the breakpoint it stops at with places counted from `first`,
    /// in the words of `wording`.
    pub fn counting_from(self, first: u16, wording: Wording) -> Self {
        Job {
            first,
            wording,
            ..self
        }
    }

    /// The step the move stops at, whether it has got there or not.
    pub fn limit(&self) -> u64 {
        self.limit
    }

    /// Moves `timeline` towards the goal, looking at no more than `budget` events.
    ///
    /// A move to a step starts from the nearest checkpoint at or before it when that is
    /// ahead, so only the events after the checkpoint are looked at (and counted).
    pub fn advance<P: Problem>(&mut self, timeline: &mut Timeline<P>, budget: u64) -> SliceEnd {
        if let Goal::Solution(k) = self.goal
            && self.looked_at == 0
            && timeline.search().counters().solutions >= k
        {
            timeline.seek(0);
        }
        if let Goal::Step(target) = self.goal {
            if target <= timeline.step() {
                timeline.seek(target);
                return SliceEnd::Done(None);
            }
            timeline.leap_towards(target.min(self.limit));
        }
        let before = timeline.step();
        let budget = budget.max(1).min(self.limit.saturating_sub(before));
        // The tutorial's next picture, when the move goes to one and there is one ahead.
        let picture = match self.goal {
            Goal::NextPlacement => self.pictures.iter().copied().find(|&p| p > before),
            _ => None,
        };
        let seek = match self.goal {
            _ if budget == 0 => Seek::GaveUp,
            Goal::NextSolution => timeline.forward_to(budget, |e| e == Event::Solution),
            Goal::NextBacktrack => {
                timeline.forward_to(budget, |e| matches!(e, Event::Remove { .. }))
            }
            Goal::NextPlacement => match picture {
                Some(picture) => timeline.forward_to(budget.min(picture - before), |_| false),
                None => timeline.forward_to(budget, |e| {
                    matches!(e, Event::Place { .. } | Event::Solution)
                }),
            },
            Goal::End => {
                let (watch, hit) = (&mut self.watch, &mut self.hit);
                timeline.forward_to(budget, |event| {
                    *hit = watch.as_mut().and_then(|watch| watch.see(event));
                    hit.is_some()
                })
            }
            Goal::Step(target) => timeline.forward_to(budget.min(target - before), |_| false),
            Goal::Solution(k) => {
                let mut found = timeline.search().counters().solutions;
                timeline.forward_to(budget, |event| {
                    found += u64::from(event == Event::Solution);
                    found >= k
                })
            }
        };
        let step = timeline.step();
        self.looked_at += step - before;
        match seek {
            Seek::Found(_) => SliceEnd::Done(self.hit.map(|condition| {
                let problem = timeline.search().problem();
                let told = condition.told_in(problem, self.first, &self.wording);
                Message::new(lesson::BREAKPOINT_HIT, &[&told, &grouped(step)])
            })),
            Seek::End => {
                // People read these: thousands are grouped.
                let said = match self.goal {
                    Goal::NextSolution | Goal::Solution(_) => words::NO_MORE_SOLUTIONS,
                    Goal::NextBacktrack => words::NO_MORE_BACKTRACKS,
                    Goal::NextPlacement => words::NO_MORE_PLACEMENTS,
                    Goal::End | Goal::Step(_) => words::END_OF_RUN,
                };
                SliceEnd::Done(Some(Message::new(said, &[&grouped(step)])))
            }
            Seek::GaveUp if self.goal == Goal::Step(step) || picture == Some(step) => {
                SliceEnd::Done(None)
            }
            Seek::GaveUp if step >= self.limit => {
                let said = match self.goal {
                    Goal::NextSolution | Goal::Solution(_) => words::NO_SOLUTION_UP_TO,
                    Goal::NextBacktrack => words::NO_BACKTRACK_UP_TO,
                    Goal::NextPlacement => words::NO_PLACEMENT_UP_TO,
                    Goal::End | Goal::Step(_) => words::STEP_LIMIT,
                };
                SliceEnd::Done(Some(Message::new(said, &[&grouped(self.limit)])))
            }
            Seek::GaveUp => SliceEnd::Running,
        }
    }

    /// What the move is doing and how far it has got, in `lang`, for the status line.
    pub fn describe(&self, lang: Lang) -> (String, String) {
        let doing = match self.goal {
            Goal::NextSolution | Goal::Solution(_) => {
                words::LOOKING_FOR_SOLUTION.get(lang).to_string()
            }
            Goal::NextBacktrack => words::LOOKING_FOR_BACKTRACK.get(lang).to_string(),
            Goal::NextPlacement => words::LOOKING_FOR_PLACEMENT.get(lang).to_string(),
            Goal::End => words::RUNNING_TO_END.get(lang).to_string(),
            Goal::Step(target) => words::GOING_TO_STEP.fill(lang, &[&target]),
        };
        let progress = words::EVENTS_SO_FAR.fill(lang, &[&grouped(self.looked_at)]);
        (doing, progress)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Search, StopAfter};
    use crate::problems::{CellOrder, QueensBoard, Shape, SudokuBoard};

    fn queens(n: usize, stop: StopAfter) -> Timeline<QueensBoard> {
        Timeline::new(Search::new(
            QueensBoard::new(n).expect("size in range"),
            stop,
        ))
    }

    fn finish(job: &mut Job, timeline: &mut Timeline<QueensBoard>, slice: u64) -> Option<String> {
        loop {
            if let SliceEnd::Done(message) = job.advance(timeline, slice) {
                return message.map(|message| message.get(crate::app::Lang::En).to_string());
            }
        }
    }

    #[test]
    fn next_solution_in_small_slices_finds_4_queens_2_4_1_3() {
        let mut timeline = queens(4, StopAfter::Exhaustion);
        let mut job = Job::new(Goal::NextSolution);
        assert_eq!(finish(&mut job, &mut timeline, 3), None);
        assert_eq!(timeline.last_event(), Some(Event::Solution));
        assert_eq!(timeline.search().problem().queens(), &[1, 3, 0, 2]);
    }

    #[test]
    fn the_kth_solution_is_reached_from_before_it_and_from_past_it() {
        let mut timeline = queens(6, StopAfter::Exhaustion);
        assert_eq!(
            finish(&mut Job::new(Goal::Solution(3)), &mut timeline, 7),
            None
        );
        assert_eq!(timeline.search().counters().solutions, 3);
        assert_eq!(timeline.last_event(), Some(Event::Solution));
        let third = timeline.step();
        assert_eq!(
            finish(&mut Job::new(Goal::Solution(1)), &mut timeline, 7),
            None
        );
        assert_eq!(timeline.search().counters().solutions, 1);
        assert!(timeline.step() < third);
        assert_eq!(
            finish(&mut Job::new(Goal::Solution(1)), &mut timeline, 7),
            None
        );
        assert_eq!(
            timeline.search().counters().solutions,
            1,
            "at it: the same one"
        );
        let said = finish(&mut Job::new(Goal::Solution(5)), &mut timeline, 1000);
        assert!(said.expect("said").starts_with("no more solutions"));
    }

    #[test]
    fn eight_queens_ends_after_92_solutions() {
        let mut timeline = queens(8, StopAfter::Exhaustion);
        let mut job = Job::new(Goal::End);
        let message = finish(&mut job, &mut timeline, 1000);
        assert_eq!(timeline.search().counters().solutions, 92);
        assert_eq!(timeline.search().counters().placements, 2056);
        let steps = timeline.step();
        assert_eq!(steps, 4204);
        assert_eq!(message.as_deref(), Some("end of the run: 4,204 steps"));
        let mut job = Job::new(Goal::NextSolution);
        assert!(finish(&mut job, &mut timeline, 1000).is_some_and(|m| m.starts_with("no more")));
    }

    #[test]
    fn step_goal_lands_exactly_backwards_and_forwards() {
        let mut timeline = queens(8, StopAfter::Exhaustion);
        for target in [500, 17, 0, 3333] {
            let mut job = Job::new(Goal::Step(target));
            assert_eq!(finish(&mut job, &mut timeline, 7), None);
            assert_eq!(timeline.step(), target);
        }
    }

    #[test]
    fn a_step_goal_over_explored_steps_starts_from_the_checkpoint_before_it() {
        // 8-queens, run to its end once: checkpoints every 1,024 events.
        let mut timeline = queens(8, StopAfter::Exhaustion);
        timeline.seek(4_204);
        timeline.seek(0);
        let mut job = Job::new(Goal::Step(4_100));
        assert_eq!(job.advance(&mut timeline, 7), SliceEnd::Done(None));
        assert_eq!(timeline.step(), 4_100);
        assert_eq!(job.describe(Lang::En).1, "4 events");
        let mut by_hand = queens(8, StopAfter::Exhaustion);
        let last = (0..4_100).map(|_| by_hand.step_forward()).last().flatten();
        assert_eq!(timeline.last_event(), last);
        assert_eq!(timeline.search().problem(), by_hand.search().problem());
        assert_eq!(timeline.search().frames(), by_hand.search().frames());
        assert_eq!(timeline.search().counters(), by_hand.search().counters());
        // Past the explored steps, it starts from the last checkpoint and looks on.
        let mut job = Job::new(Goal::Step(1_000_000));
        timeline.seek(10);
        let mut fresh = queens(8, StopAfter::Exhaustion);
        fresh.seek(3_000);
        let mut first = Job::new(Goal::Step(1_000_000));
        assert_eq!(first.advance(&mut fresh, 100), SliceEnd::Running);
        assert_eq!(fresh.step(), 3_100);
        assert_eq!(first.describe(Lang::En).1, "100 events");
        let message = finish(&mut job, &mut timeline, 100);
        assert_eq!(message.as_deref(), Some("end of the run: 4,204 steps"));
        assert_eq!(job.describe(Lang::En).1, "108 events");
    }

    #[test]
    fn step_goal_past_the_end_stops_at_the_last_event() {
        // 8-queens: 2056 places, as many removes, and 92 solutions.
        let mut timeline = queens(8, StopAfter::Exhaustion);
        let mut job = Job::new(Goal::Step(1_000_000));
        let message = finish(&mut job, &mut timeline, 100);
        assert_eq!(message.as_deref(), Some("end of the run: 4,204 steps"));
        assert_eq!(timeline.step(), 4204);
    }

    /// The steps a move to the next picture stops at, from the start to the end of the
    /// run.
    fn picture_stops(pictures: &'static [u64]) -> Vec<u64> {
        let mut timeline = queens(4, StopAfter::Exhaustion);
        let mut stops = Vec::new();
        loop {
            let mut job = Job::new(Goal::NextPlacement).picturing(pictures);
            if finish(&mut job, &mut timeline, 1).is_some() {
                return stops;
            }
            stops.push(timeline.step());
        }
    }

    #[test]
    fn the_next_picture_is_the_tutorials_then_every_place() {
        // Seed 000's tables a to f of 4-queens, dead ends included: the board as the
        // tutorial draws it at each of these steps.
        let pictures = &[1, 2, 3, 5, 9, 13];
        let stops = picture_stops(pictures);
        assert_eq!(stops[..6], [1, 2, 3, 5, 9, 13]);
        // Past the last picture, every place and solution.
        assert_eq!(stops[6..9], [18, 19, 20]);
        // Without pictures: every place and solution, as the keys said before.
        assert_eq!(picture_stops(&[])[..8], [1, 2, 4, 5, 9, 10, 11, 12]);
    }

    #[test]
    fn next_backtrack_stops_on_a_remove() {
        let mut timeline = queens(4, StopAfter::Exhaustion);
        let mut job = Job::new(Goal::NextBacktrack);
        finish(&mut job, &mut timeline, 1);
        // 4-queens: (0,0) (1,2), then row 2 has no free column: remove (1,2).
        assert_eq!(timeline.step(), 3);
        assert_eq!(
            timeline.last_event(),
            Some(Event::Remove { slot: 1, choice: 2 })
        );
    }

    #[test]
    fn the_next_picture_stops_at_a_solution() {
        // 4-queens: step 12 puts the last queen down, step 13 is the solution.
        let mut timeline = queens(4, StopAfter::Exhaustion);
        timeline.seek(12);
        finish(&mut Job::new(Goal::NextPlacement), &mut timeline, 5);
        assert_eq!(timeline.step(), 13);
        assert_eq!(timeline.last_event(), Some(Event::Solution));
        finish(&mut Job::new(Goal::NextPlacement), &mut timeline, 5);
        assert!(matches!(timeline.last_event(), Some(Event::Place { .. })));
        // Seed 000's A4: the last digit goes in at step 32, the answer is step 33.
        let shape = Shape::for_side(4).expect("a side");
        let a4 = [0, 0, 0, 0, 1, 0, 2, 0, 0, 4, 0, 1, 0, 0, 0, 0];
        let board = SudokuBoard::new(shape, &a4, CellOrder::Row).expect("a puzzle");
        let mut timeline = Timeline::new(Search::new(board, StopAfter::Exhaustion));
        timeline.seek(32);
        assert!(matches!(timeline.last_event(), Some(Event::Place { .. })));
        let mut job = Job::new(Goal::NextPlacement);
        while job.advance(&mut timeline, 1) == SliceEnd::Running {}
        assert_eq!(timeline.step(), 33);
        assert_eq!(timeline.last_event(), Some(Event::Solution));
    }

    #[test]
    fn the_step_limit_stops_a_move_and_says_so() {
        // 20-queens finds no solution in its first 9,000 steps.
        let mut timeline = queens(20, StopAfter::Exhaustion);
        let mut job = Job::with_limit(Goal::End, 5_000);
        let message = finish(&mut job, &mut timeline, 777);
        assert_eq!(timeline.step(), 5_000);
        assert_eq!(
            message.as_deref(),
            Some("stopped at the step limit, 5,000: the run goes on beyond")
        );
        let mut job = Job::with_limit(Goal::NextSolution, 9_000);
        let message = finish(&mut job, &mut timeline, 777);
        assert_eq!(timeline.step(), 9_000);
        assert_eq!(
            message.as_deref(),
            Some("no solution up to step 9,000, the step limit: stopped there")
        );
        assert_eq!(timeline.search().counters().solutions, 0);
        // At the limit already, a move stops at once.
        let mut job = Job::with_limit(Goal::End, 9_000);
        assert!(matches!(
            job.advance(&mut timeline, 10),
            SliceEnd::Done(Some(_))
        ));
        assert_eq!(timeline.step(), 9_000);
    }

    #[test]
    fn a_long_move_says_what_it_does_in_each_language() {
        let mut timeline = queens(8, StopAfter::Exhaustion);
        let mut job = Job::new(Goal::Step(3_000));
        assert_eq!(job.advance(&mut timeline, 1_500), SliceEnd::Running);
        let said = |lang| {
            let (doing, progress) = job.describe(lang);
            format!("{doing}: {progress}")
        };
        assert_eq!(said(Lang::En), "going to step 3000: 1,500 events");
        assert_eq!(said(Lang::Zh), "正在跳到第 3000 步: 已看 1,500 个事件");
        let end = Job::new(Goal::End);
        assert_eq!(end.describe(Lang::Zh).0, "正在运行到结尾");
    }
}
