//! `backtrack record`: the player's screen at every step of a range, streamed to an
//! asciicast file one frame a step.

use std::io::{self, IsTerminal};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use anyhow::{Context, Result, bail};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

use super::Outcome;
use super::args::{Chosen, RecordOptions};
use super::export::{load, player};
use crate::app::Theme;
use crate::app::export::{self, asciicast::Asciicast, staged_file::StagedFile};

/// Writes the frames from `--from` to `--to` to the `.cast` file, which gets its name
/// once complete; Ctrl-C stops at the current step and keeps what was recorded.
pub fn record(problem: &Chosen<RecordOptions>, theme: Theme) -> Result<Outcome> {
    let options = &problem.options;
    if !(options.fps.is_finite() && options.fps > 0.0) {
        bail!(
            "--fps {}: give a number of frames a second above 0",
            options.fps
        );
    }
    // The board is read once: it may come from standard input.
    let opening = load("record", problem)?;
    let last = {
        let mut probe = player(&opening, &options.screen);
        probe.go(options.to, &mut |_| {}).context("--to")?;
        probe.step()
    };
    let mut session = player(&opening, &options.screen);
    session.speak(theme.lang());
    session.go(options.from, &mut |_| {}).context("--from")?;
    let first = session.step();
    if first > last {
        bail!("--from is step {first}, after --to, step {last}");
    }
    let size = (options.screen.size.width, options.screen.size.height);
    let path = &options.output;
    let file = StagedFile::create(path)?;
    let mut cast =
        Asciicast::new(file, size).with_context(|| format!("cannot write {}", path.display()))?;
    let stop = Interrupt::register()?;
    let progress = if io::stderr().is_terminal() {
        let bar =
            ProgressBar::with_draw_target(Some(last - first + 1), ProgressDrawTarget::stderr());
        if let Ok(style) = ProgressStyle::with_template("{wide_bar} {pos}/{len} frames, {eta} left")
        {
            bar.set_style(style);
        }
        bar
    } else {
        ProgressBar::hidden()
    };
    loop {
        let frame = session.step() - first;
        let screen = export::draw(session.as_ref(), &theme, size);
        cast.frame(frame as f64 / options.fps, &screen)
            .with_context(|| format!("cannot write {}", path.display()))?;
        progress.inc(1);
        if session.step() >= last || stop.is_set() || !session.step_forward() {
            break;
        }
    }
    progress.finish_and_clear();
    let frames = cast.frames();
    let file = cast
        .finish()
        .with_context(|| format!("cannot write {}", path.display()))?;
    file.commit()?;
    if stop.is_set() {
        eprintln!(
            "stopped at step {}: {} holds {frames} frames",
            session.step(),
            path.display()
        );
    }
    Ok(Outcome::Solved)
}

/// Ctrl-C (and, on Unix, a hang-up or a polite kill) noticed instead of ending the
/// process, while it is registered, so that the recording can be closed whole.
struct Interrupt {
    flag: Arc<AtomicBool>,
    ids: Vec<signal_hook::SigId>,
}

impl Interrupt {
    fn register() -> Result<Interrupt> {
        use signal_hook::consts::{SIGINT, SIGTERM};
        let flag = Arc::new(AtomicBool::new(false));
        #[cfg(unix)]
        let signals = [SIGINT, SIGTERM, signal_hook::consts::SIGHUP];
        #[cfg(not(unix))]
        let signals = [SIGINT, SIGTERM];
        let ids = signals
            .into_iter()
            .map(|signal| signal_hook::flag::register(signal, Arc::clone(&flag)))
            .collect::<io::Result<Vec<_>>>()
            .context("cannot catch Ctrl-C")?;
        Ok(Interrupt { flag, ids })
    }

    fn is_set(&self) -> bool {
        self.flag.load(Ordering::Relaxed)
    }
}

impl Drop for Interrupt {
    fn drop(&mut self) {
        for &id in &self.ids {
            signal_hook::low_level::unregister(id);
        }
    }
}
