//! The values of the command line's options that clap reads by the app's own rules:
//! `--step` with `all`, `--fps`, `--timeout`. They live with the arguments that take
//! them, apart from the commands that use them, so that the arguments import no command.

use std::str::FromStr;
use std::time::Duration;

use crate::app::Target;

/// What `export --step` names: one step, or, for the tutorial's tables, all of them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportStep {
    /// One step of the run.
    At(Target),
    /// Every table the tutorial prints, in the order of the run: the whole handout.
    All,
}

impl FromStr for ExportStep {
    type Err = String;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text {
            "all" => Ok(ExportStep::All),
            _ => text.parse().map(ExportStep::At).map_err(|error: String| {
                error.replace("`solution:K` or `end`", "`solution:K`, `end` or `all`")
            }),
        }
    }
}

/// The slowest and the fastest playback `--fps` takes: slower is a slide show, faster
/// than a screen shows.
pub const FPS: std::ops::RangeInclusive<f64> = 0.1..=240.0;

/// Reads `--fps`'s value: frames a second within [`FPS`].
pub fn parse_fps(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(fps) if FPS.contains(&fps) => Ok(fps),
        _ => Err(format!(
            "give a number of frames a second from {} to {}",
            FPS.start(),
            FPS.end()
        )),
    }
}

/// Reads `--timeout`'s value: a positive number of seconds, fractions allowed.
pub fn parse_seconds(text: &str) -> Result<Duration, String> {
    match text.parse::<f64>() {
        Ok(secs) if secs > 0.0 && secs.is_finite() && secs < 1e12 => {
            Ok(Duration::from_secs_f64(secs))
        }
        _ => Err("expected a positive number of seconds, such as 10 or 0.5".to_owned()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fps_is_a_number_from_a_tenth_to_240() {
        assert_eq!(parse_fps("0.1"), Ok(0.1));
        assert_eq!(parse_fps("240"), Ok(240.0));
        for bad in ["0", "0.09", "240.5", "1e-300", "inf", "NaN", "-5", "x", ""] {
            assert!(parse_fps(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn seconds_are_positive_numbers() {
        assert_eq!(parse_seconds("1"), Ok(Duration::from_secs(1)));
        assert_eq!(parse_seconds("0.5"), Ok(Duration::from_millis(500)));
        for bad in ["0", "-1", "x", "inf", "NaN", ""] {
            assert!(parse_seconds(bad).is_err(), "{bad}");
        }
    }
}
