//! Playing a search by itself: the speed levels and the clock that says how many steps
//! are due.

use std::time::{Duration, Instant};

use crate::app::{Lang, words};

/// The shortest time between two pictures: at most 60 frames a second.
pub const FRAME: Duration = Duration::from_micros(16_667);

/// How long one frame may spend advancing the search, leaving the rest for drawing.
pub const WORK_PER_FRAME: Duration = Duration::from_millis(12);

/// How fast one level plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pace {
    /// One step every this many seconds: slow enough to talk over each step.
    Every(u64),
    /// This many steps a second.
    PerSecond(u64),
    /// As fast as the engine goes.
    Max,
}

/// The levels, slowest first.
const LEVELS: [Pace; 16] = [
    Pace::Every(3),
    Pace::Every(2),
    Pace::PerSecond(1),
    Pace::PerSecond(2),
    Pace::PerSecond(5),
    Pace::PerSecond(10),
    Pace::PerSecond(20),
    Pace::PerSecond(50),
    Pace::PerSecond(100),
    Pace::PerSecond(200),
    Pace::PerSecond(500),
    Pace::PerSecond(1_000),
    Pace::PerSecond(10_000),
    Pace::PerSecond(100_000),
    Pace::PerSecond(1_000_000),
    Pace::Max,
];

/// The level a player starts at: slow enough to follow every step.
const DEFAULT_LEVEL: usize = 4;

/// A playing speed: one of the levels from 1 step every 3 seconds to full speed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Speed(usize);

impl Default for Speed {
    fn default() -> Self {
        Speed(DEFAULT_LEVEL)
    }
}

impl Speed {
    /// The next faster level (the fastest stays).
    pub fn faster(self) -> Speed {
        Speed((self.0 + 1).min(LEVELS.len() - 1))
    }

    /// The next slower level (the slowest stays).
    pub fn slower(self) -> Speed {
        Speed(self.0.saturating_sub(1))
    }

    /// Steps a second, a fraction below one, or `None` at full speed.
    pub fn rate(self) -> Option<f64> {
        match LEVELS[self.0] {
            Pace::Every(seconds) => Some(1.0 / seconds as f64),
            Pace::PerSecond(steps) => Some(steps as f64),
            Pace::Max => None,
        }
    }

    /// The level as shown on screen in `lang`: `1/3s`, `5/s`, `10k/s`, `1M/s`, `max` in
    /// English, `3秒1步`, `5步/秒`, `1万步/秒`, `100万步/秒`, `最快` in Chinese, which
    /// counts in tens of thousands.
    pub fn label_in(self, lang: Lang) -> String {
        let rate = match LEVELS[self.0] {
            Pace::Max => return words::SPEED_MAX.get(lang).to_string(),
            Pace::Every(seconds) => {
                return crate::app::screens::player::words::SPEED_EVERY_SECONDS
                    .fill(lang, &[&seconds]);
            }
            Pace::PerSecond(rate) => rate,
        };
        // The largest unit the rate is a whole number of; each language writes it in its
        // own (English 20,000 as 20k, Chinese as 2万).
        let units = [
            (1_000_000, words::SPEED_MILLIONS),
            (10_000, words::SPEED_TEN_THOUSANDS),
            (1_000, words::SPEED_THOUSANDS),
        ];
        let amount = match units.iter().find(|(unit, _)| rate % unit == 0) {
            Some(&(unit, id)) => id.fill(lang, &[&(rate / unit)]),
            None => rate.to_string(),
        };
        words::SPEED_PER_SECOND.fill(lang, &[&amount])
    }
}

/// Says how many steps are due while playing, from the time elapsed since play began.
///
/// Timing comes from the instants passed in, never from counting loops, so a slow frame
/// is caught up on the next one and a test can drive the clock by hand.
#[derive(Clone, Copy, Debug)]
pub struct Clock {
    speed: Speed,
    /// When the current run of steps began; `None` until the first tick after a start.
    origin: Option<Instant>,
    /// Steps taken since `origin`.
    taken: u64,
    /// When the last tick ran, to keep frames apart.
    last_tick: Option<Instant>,
}

impl Clock {
    /// A stopped clock at `speed`.
    pub fn new(speed: Speed) -> Self {
        Clock {
            speed,
            origin: None,
            taken: 0,
            last_tick: None,
        }
    }

    /// The speed.
    pub fn speed(&self) -> Speed {
        self.speed
    }

    /// Changes the speed, counting from now on.
    pub fn set_speed(&mut self, speed: Speed) {
        *self = Clock::new(speed);
    }

    /// Forgets the past: the next tick takes one step at once and counts from there.
    pub fn reset(&mut self) {
        *self = Clock::new(self.speed);
    }

    /// How many steps are due at `now` (`u64::MAX` at full speed: as many as time allows).
    pub fn due(&mut self, now: Instant) -> u64 {
        let origin = *self.origin.get_or_insert(now);
        self.last_tick = Some(now);
        match self.speed.rate() {
            None => u64::MAX,
            Some(rate) => {
                let elapsed = now.saturating_duration_since(origin);
                let owed = (elapsed.as_secs_f64() * rate) as u64 + 1;
                owed.saturating_sub(self.taken)
            }
        }
    }

    /// Records that `taken` of the `due` steps were taken at `now`; when the search could
    /// not keep up, the debt is dropped so that it never piles up.
    pub fn took(&mut self, taken: u64, due: u64, now: Instant) {
        if taken < due && self.speed.rate().is_some() {
            self.origin = Some(now);
            self.taken = 0;
        } else {
            self.taken = self.taken.saturating_add(taken);
        }
    }

    /// When the next tick should run: when the next step is due, but never sooner than a
    /// frame after the last tick.
    pub fn deadline(&self, now: Instant) -> Instant {
        let (Some(origin), Some(last)) = (self.origin, self.last_tick) else {
            return now;
        };
        let next_frame = last + FRAME;
        match self.speed.rate() {
            None => next_frame,
            Some(rate) => {
                let next_step = origin + Duration::from_secs_f64(self.taken as f64 / rate);
                next_step.max(next_frame)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_run_from_one_a_second_to_max() {
        let mut speed = Speed::default();
        while speed.slower() != speed {
            speed = speed.slower();
        }
        assert_eq!(speed.label_in(Lang::En), "1/3s");
        let mut labels = vec![speed.label_in(Lang::En)];
        while speed.faster() != speed {
            speed = speed.faster();
            labels.push(speed.label_in(Lang::En));
        }
        let expected = [
            "1/3s", "1/2s", "1/s", "2/s", "5/s", "10/s", "20/s", "50/s", "100/s", "200/s", "500/s",
            "1k/s", "10k/s", "100k/s", "1M/s", "max",
        ];
        assert_eq!(labels, expected);
        let mut speed = Speed(0);
        let mut labels = vec![speed.label_in(Lang::Zh)];
        while speed.faster() != speed {
            speed = speed.faster();
            labels.push(speed.label_in(Lang::Zh));
        }
        let expected = [
            "3秒1步",
            "2秒1步",
            "1步/秒",
            "2步/秒",
            "5步/秒",
            "10步/秒",
            "20步/秒",
            "50步/秒",
            "100步/秒",
            "200步/秒",
            "500步/秒",
            "1千步/秒",
            "1万步/秒",
            "10万步/秒",
            "100万步/秒",
            "最快",
        ];
        assert_eq!(labels, expected);
    }

    #[test]
    fn one_step_at_once_then_by_elapsed_time() {
        let t0 = Instant::now();
        let mut clock = Clock::new(Speed(2)); // 1 a second
        assert_eq!(clock.due(t0), 1);
        clock.took(1, 1, t0);
        assert_eq!(clock.deadline(t0), t0 + Duration::from_secs(1));
        assert_eq!(clock.due(t0 + Duration::from_millis(999)), 0);
        assert_eq!(clock.due(t0 + Duration::from_millis(2500)), 2);
    }

    #[test]
    fn the_slowest_levels_take_a_step_every_few_seconds() {
        let t0 = Instant::now();
        let mut clock = Clock::new(Speed(0)); // 1 every 3 seconds
        assert_eq!(clock.due(t0), 1);
        clock.took(1, 1, t0);
        assert_eq!(clock.deadline(t0), t0 + Duration::from_secs(3));
        assert_eq!(clock.due(t0 + Duration::from_millis(2_999)), 0);
        assert_eq!(clock.due(t0 + Duration::from_secs(3)), 1);
    }

    #[test]
    fn fast_levels_owe_many_steps_a_frame() {
        let t0 = Instant::now();
        let mut clock = Clock::new(Speed(14)); // 1M a second
        assert_eq!(clock.due(t0), 1);
        clock.took(1, 1, t0);
        assert_eq!(clock.deadline(t0), t0 + FRAME);
        assert_eq!(clock.due(t0 + Duration::from_millis(10)), 10_000);
    }

    #[test]
    fn a_debt_not_paid_is_dropped() {
        let t0 = Instant::now();
        let mut clock = Clock::new(Speed(14));
        clock.due(t0);
        clock.took(1, 1, t0);
        let t1 = t0 + Duration::from_secs(1);
        assert_eq!(clock.due(t1), 1_000_000);
        clock.took(10, 1_000_000, t1);
        assert_eq!(clock.due(t1 + Duration::from_millis(1)), 1_001);
    }
}
