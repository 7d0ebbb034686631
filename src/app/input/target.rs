//! A step of a run named the way a teacher names it: a number, the K-th solution, or the
//! end.

use std::fmt;
use std::str::FromStr;

/// A step to draw or to stop at: `23`, `solution:2` or `end`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// That step number (0 is the board before the first event).
    Step(u64),
    /// The step of the K-th solution, from 1.
    Solution(u64),
    /// The last step of the run.
    End,
}

impl FromStr for Target {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let wrong = || format!("`{text}` is not a step: give a number, `solution:K` or `end`");
        if text == "end" {
            return Ok(Target::End);
        }
        if let Some(k) = text.strip_prefix("solution:") {
            return match k.parse::<u64>() {
                Ok(0) => Err("solutions are numbered from 1: `solution:1` is the first".into()),
                Ok(k) => Ok(Target::Solution(k)),
                Err(_) => Err(wrong()),
            };
        }
        text.parse().map(Target::Step).map_err(|_| wrong())
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Target::Step(step) => write!(f, "step {step}"),
            Target::Solution(k) => write!(f, "solution {k}"),
            Target::End => f.write_str("the end"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_solutions_and_the_end() {
        assert_eq!("23".parse(), Ok(Target::Step(23)));
        assert_eq!("solution:2".parse(), Ok(Target::Solution(2)));
        assert_eq!("end".parse(), Ok(Target::End));
        assert!("solution:0".parse::<Target>().is_err());
        assert!("-1".parse::<Target>().is_err());
        assert!("last".parse::<Target>().unwrap_err().contains("`last`"));
    }
}
