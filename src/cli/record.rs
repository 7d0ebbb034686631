//! `backtrack record`: the player's screen at every step of a range, streamed to an
//! asciicast file one frame a step, or to an animated SVG picture (`--format svg`, or a
//! file named `.svg`).
//!
//! The frames are counted before anything is written, so that a recording too long to
//! want (a whole 13-queens run is millions of frames, gigabytes) is refused at once. A
//! recording stopped by a signal is closed whole, with a marker event at its end that
//! says it was cut, and the command exits 128 + the signal's number.

use std::cell::Cell;
use std::io::{self, Write};
use std::ops::ControlFlow;
use std::path::Path;
use std::rc::Rc;
use std::time::Instant;

use anyhow::{Context, Result, bail};
use ratatui::buffer::Buffer;

use super::args::{ChosenProblem, Motion, RecordOptions};
use super::export::{Opening, is_stdout, load, player};
use super::progress::{Progress, frames_line};
use super::{Outcome, Watch, say};
use crate::app::files::export;
use crate::app::files::export::animation::{self, AnimatedSvg};
use crate::app::files::export::asciicast::Asciicast;
use crate::app::files::staged_file::{Landing, StagedFile};
use crate::app::runtime::signals::Signals;
use crate::app::{SearchScreen, Theme};

/// The most frames recorded without `--max-frames`.
pub const MAX_FRAMES: u64 = 100_000;
/// The largest recording made without `--max-frames`, in bytes, as estimated.
pub const MAX_BYTES: u64 = 100_000_000;
/// Frames drawn ahead to estimate the size of a recording.
const SAMPLE: u64 = 32;

/// Writes the frames from `--from` to `--to` to the `.cast` file, which gets its name
/// once complete; a signal (Ctrl-C, a hang-up, a kill) stops at the current step and
/// keeps what was recorded, marked as cut.
pub fn record(problem: &ChosenProblem<RecordOptions>, theme: Theme) -> Result<Outcome> {
    let options = &problem.options;
    // The board is read once: it may come from standard input.
    let opening = load("record", problem)?;
    let size = (options.screen.size.width, options.screen.size.height);
    let mut watch = Watch::new(&options.limits, Watch::suits(true));
    let allowed = options.max_frames.unwrap_or(MAX_FRAMES);
    let count = count_frames(&opening, problem, &theme, size, allowed, &mut watch)?;
    watch.erase();
    let (first, last, bytes) = match count {
        Count::Stopped => {
            let stopped = watch.stopped().expect("BUG: a count stops on a limit");
            return Ok(Outcome::Stopped(stopped));
        }
        Count::TooMany => bail!(
            "the recording would be over {allowed} frames; give --max-frames N to allow more, \
             or a nearer --to"
        ),
        Count::Frames { first, last, bytes } => (first, last, bytes),
    };
    let frames = last - first + 1;
    if options.max_frames.is_none() && bytes > MAX_BYTES {
        bail!(
            "the recording would be about {} MB ({frames} frames); give --max-frames {frames} \
             to record it anyway, or a smaller --size or a nearer --to",
            bytes.div_ceil(1_000_000)
        );
    }
    let mut session = player(&opening, &options.screen, &theme)?;
    session
        .go(options.from, &mut |_| ControlFlow::Continue(()))
        .context("--from")?;
    let path = &options.output;
    let out = match is_stdout(path) {
        true => Destination::Stdout(io::stdout().lock()),
        false => Destination::File(StagedFile::create(path)?),
    };
    let mut cast = match options.motion() {
        Motion::Cast => Film::Cast(Asciicast::new(out, size).with_context(|| cannot_write(path))?),
        Motion::Svg => {
            let length = frames as f64 / options.fps + animation::HOLD;
            Film::Svg(AnimatedSvg::new(
                out,
                size,
                export::Paper::of(&theme),
                length,
            ))
        }
    };
    // Ctrl-C, a hang-up or a kill stop at the current step rather than end the process.
    let stop = Signals::ending().context("cannot catch Ctrl-C")?;
    let mut progress = Progress::on_stderr(Progress::suits(true));
    let mut done = 0;
    let time = |step: u64| (step - first) as f64 / options.fps;
    loop {
        let screen = export::draw(session.as_ref(), &theme, size);
        cast.frame(time(session.step()), &screen)
            .with_context(|| cannot_write(path))?;
        done += 1;
        progress.update(Instant::now(), |elapsed| frames_line(done, frames, elapsed));
        if session.step() >= last || stop.ended().is_some() || !session.step_forward() {
            break;
        }
    }
    progress.erase();
    let signal = stop.ended();
    if let Some(signal) = signal {
        cast.marker(time(session.step()), &cut_label(signal, session.step()))
            .with_context(|| cannot_write(path))?;
    }
    let recorded = cast.frames();
    let out = cast.finish().with_context(|| cannot_write(path))?;
    if out.commit()? == Landing::Replaced {
        say(&format!("replaced {}", path.display()));
    }
    Ok(match signal {
        Some(signal) => {
            say(&format!(
                "stopped at step {}: {} holds {recorded} frames",
                session.step(),
                shown(path)
            ));
            Outcome::Signalled(signal)
        }
        None => Outcome::Solved,
    })
}

/// Where the frames go: a recording to play in a terminal, or a picture that moves.
enum Film<W: Write> {
    /// An asciicast v2 file.
    Cast(Asciicast<W>),
    /// An animated SVG picture.
    Svg(AnimatedSvg<W>),
}

impl<W: Write> Film<W> {
    /// Adds `screen` as the frame at `time` seconds.
    fn frame(&mut self, time: f64, screen: &Buffer) -> io::Result<()> {
        match self {
            Film::Cast(cast) => cast.frame(time, screen),
            Film::Svg(picture) => picture.frame(time, screen),
        }
    }

    /// Marks `label` at `time` seconds, where the frames stop.
    fn marker(&mut self, time: f64, label: &str) -> io::Result<()> {
        match self {
            Film::Cast(cast) => cast.marker(time, label),
            Film::Svg(picture) => picture.marker(label),
        }
    }

    /// How many frames it holds.
    fn frames(&self) -> u64 {
        match self {
            Film::Cast(cast) => cast.frames(),
            Film::Svg(picture) => picture.frames(),
        }
    }

    /// Ends it and gives back where it went.
    fn finish(self) -> io::Result<W> {
        match self {
            Film::Cast(cast) => cast.finish(),
            Film::Svg(picture) => picture.finish(),
        }
    }
}

/// The label of the marker that ends a recording cut by `signal` at `step`.
fn cut_label(signal: i32, step: u64) -> String {
    format!("cut: stopped by signal {signal} at step {step}")
}

/// Where the output goes, in messages.
fn shown(path: &Path) -> String {
    match is_stdout(path) {
        true => "standard output".to_owned(),
        false => path.display().to_string(),
    }
}

/// The start of the line that says the recording could not be written to `path`.
fn cannot_write(path: &Path) -> String {
    match is_stdout(path) {
        true => "cannot write to standard output".to_owned(),
        false => format!("cannot write {}", path.display()),
    }
}

/// What counting the frames found.
enum Count {
    /// Steps `first` to `last`, about `bytes` long as a recording.
    Frames { first: u64, last: u64, bytes: u64 },
    /// More than the frames allowed.
    TooMany,
    /// A limit of `watch` was reached first.
    Stopped,
}

/// Goes through the run from `--from` to `--to` once, without writing, with the progress
/// line and the limits of `watch`, giving up past `allowed` frames; draws the first few
/// frames into nowhere to estimate the recording's size.
fn count_frames(
    opening: &Opening,
    problem: &ChosenProblem<RecordOptions>,
    theme: &Theme,
    size: (u16, u16),
    allowed: u64,
    watch: &mut Watch,
) -> Result<Count> {
    let options = &problem.options;
    let mut probe = player(opening, &options.screen, theme)?;
    let reached = probe.go(options.from, &mut |counters| match watch.glance(counters) {
        true => ControlFlow::Break(()),
        false => ControlFlow::Continue(()),
    });
    if watch.stopped().is_some() {
        return Ok(Count::Stopped);
    }
    reached.context("--from")?;
    let first = probe.step();
    let sample = sample_bytes(probe.as_mut(), theme, size)?;
    let mut too_many = false;
    let reached = probe.go(options.to, &mut |counters| {
        let step = counters.placements + counters.removals + counters.solutions;
        too_many = step.saturating_sub(first) >= allowed;
        match too_many || watch.glance(counters) {
            true => ControlFlow::Break(()),
            false => ControlFlow::Continue(()),
        }
    });
    if too_many {
        return Ok(Count::TooMany);
    }
    if watch.stopped().is_some() {
        return Ok(Count::Stopped);
    }
    reached.context("--to")?;
    let last = probe.step();
    if first > last {
        bail!("--from is step {first}, after --to, step {last}");
    }
    if last - first >= allowed {
        return Ok(Count::TooMany);
    }
    Ok(Count::Frames {
        first,
        last,
        bytes: sample.estimate(last - first + 1),
    })
}

/// The sizes of the first few frames of a recording.
struct Sample {
    /// The header and the first frame, the whole screen.
    opening: u64,
    /// The frames after it, each only the cells that changed.
    rest: u64,
    /// How many frames `rest` holds.
    rest_frames: u64,
}

impl Sample {
    /// The size of a recording of `frames` frames, if the rest are like the sample.
    fn estimate(&self, frames: u64) -> u64 {
        let each = self.rest.div_ceil(self.rest_frames.max(1));
        self.opening
            .saturating_add(each.saturating_mul(frames.saturating_sub(1)))
    }
}

/// Draws up to [`SAMPLE`] frames from where `session` is, counting their bytes; leaves
/// the session where it stopped.
fn sample_bytes(session: &mut dyn SearchScreen, theme: &Theme, size: (u16, u16)) -> Result<Sample> {
    let counted = Counted::default();
    let mut cast = Asciicast::new(counted.clone(), size).context("cannot count")?;
    let mut frame = |session: &dyn SearchScreen| -> Result<u64> {
        let screen: Buffer = export::draw(session, theme, size);
        cast.frame(0.0, &screen).context("cannot count")?;
        Ok(counted.0.take())
    };
    let opening = frame(session)?;
    let (mut rest, mut rest_frames) = (0, 0);
    while rest_frames < SAMPLE && session.step_forward() {
        rest += frame(session)?;
        rest_frames += 1;
    }
    Ok(Sample {
        opening,
        rest,
        rest_frames,
    })
}

/// A writer that only counts the bytes written to it, read through a clone.
#[derive(Clone, Debug, Default)]
struct Counted(Rc<Cell<u64>>);

impl Write for Counted {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.0.set(self.0.get() + buf.len() as u64);
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        Ok(())
    }
}

/// Where a recording goes: a file, named when whole, or standard output (`-o -`).
enum Destination {
    File(StagedFile),
    Stdout(io::StdoutLock<'static>),
}

impl Destination {
    /// Gives the file its name; standard output is done once flushed.
    fn commit(self) -> Result<Landing> {
        match self {
            Destination::File(file) => file.commit(),
            Destination::Stdout(_) => Ok(Landing::Device),
        }
    }
}

impl Write for Destination {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        match self {
            Destination::File(file) => file.write(buf),
            Destination::Stdout(out) => out.write(buf),
        }
    }

    fn flush(&mut self) -> io::Result<()> {
        match self {
            Destination::File(file) => file.flush(),
            Destination::Stdout(out) => out.flush(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_estimate_is_the_first_frame_and_the_others_like_the_sample() {
        let sample = Sample {
            opening: 10_000,
            rest: 3_200,
            rest_frames: 32,
        };
        assert_eq!(sample.estimate(1), 10_000);
        assert_eq!(sample.estimate(1_001), 110_000);
        let alone = Sample {
            opening: 500,
            rest: 0,
            rest_frames: 0,
        };
        assert_eq!(alone.estimate(3), 500);
    }

    #[test]
    fn the_cut_marker_names_the_signal_and_the_step() {
        assert_eq!(
            cut_label(15, 1234),
            "cut: stopped by signal 15 at step 1234"
        );
    }
}
