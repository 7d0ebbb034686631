//! The signals a program answers rather than dies of: the ones that end it (TERM, HUP,
//! INT and QUIT from outside) and the one that suspends it (TSTP from outside; Ctrl-Z is
//! a key in raw mode).
//!
//! [`Signals`] is the one place that registers them, for the app and for the commands
//! alike (`record` closes a recording whole when one comes). The handlers only set flags;
//! the loop that registered them reads the flags between steps and does the work there
//! (restore the terminal, close a file, then exit or stop), since nothing else is safe
//! inside a signal handler.

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use signal_hook::SigId;
use signal_hook::consts::{SIGINT, SIGTERM};

/// What a caught signal asks of the run loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Caught {
    /// Restore the terminal and end with status 128 + this signal's number.
    End(i32),
    /// Restore the terminal, stop until `fg`, then take it back and redraw.
    Suspend,
}

/// The signals that end a program, as a command catches them: Ctrl-C and a polite kill,
/// and on Unix a hang-up (the terminal closed) and Ctrl-\.
#[cfg(unix)]
const ENDING: &[i32] = &[
    SIGTERM,
    signal_hook::consts::SIGHUP,
    SIGINT,
    signal_hook::consts::SIGQUIT,
];
/// The signals that end a program, as a command catches them: Ctrl-C and a polite kill.
#[cfg(not(unix))]
const ENDING: &[i32] = &[SIGINT, SIGTERM];

/// Flags raised by caught signals, the handlers installed while this lives and removed
/// when it is dropped.
pub struct Signals {
    /// The number of the latest ending signal caught, 0 for none.
    end: Arc<AtomicUsize>,
    /// Raised by a suspending signal, lowered when taken.
    stop: Arc<AtomicBool>,
    ids: Vec<SigId>,
    /// Down once the owner is done: the app's watchdog then stands down.
    running: Arc<AtomicBool>,
}

impl Signals {
    /// Catches the signals the full-screen app answers: the ending ones and TSTP. An
    /// ending signal the app leaves unanswered for a while ends the process anyway, after
    /// `last_words` (to save what must not be lost and give the terminal back), which
    /// never runs otherwise. Outside
    /// Unix the app catches nothing: Ctrl-C reaches it as a key.
    pub fn catch(last_words: impl FnOnce() + Send + 'static) -> io::Result<Signals> {
        #[cfg(unix)]
        {
            let mut signals = Signals::register(ENDING)?;
            signals.ids.push(signal_hook::flag::register(
                signal_hook::consts::SIGTSTP,
                Arc::clone(&signals.stop),
            )?);
            watchdog::watch_over(
                Arc::clone(&signals.end),
                Arc::clone(&signals.running),
                Box::new(last_words),
            );
            Ok(signals)
        }
        #[cfg(not(unix))]
        {
            drop(last_words);
            Signals::register(&[])
        }
    }

    /// Catches the signals that end a program, for a command that must finish what it is
    /// writing before it ends: it looks at [`ended`](Signals::ended) between steps.
    #[cfg(any(feature = "cli", test))]
    pub fn ending() -> io::Result<Signals> {
        Signals::register(ENDING)
    }

    /// Catches the signals that end a program for a command that searches one input
    /// after another, registered once for the whole run (registering costs more than
    /// solving a small puzzle): while `idle` is up (no search running, the command maybe
    /// waiting for its input), an ending signal ends the program at once, as if nothing
    /// caught it; while it is down, the signal only raises the flag that
    /// [`ended`](Signals::ended) reads.
    #[cfg(feature = "cli")]
    pub fn ending_unless(idle: &Arc<AtomicBool>) -> io::Result<Signals> {
        let mut signals = Signals::register(ENDING)?;
        #[cfg(unix)]
        for &signal in ENDING {
            signals
                .ids
                .push(signal_hook::flag::register_conditional_default(
                    signal,
                    Arc::clone(idle),
                )?);
        }
        #[cfg(not(unix))]
        let _ = idle;
        Ok(signals)
    }

    fn register(ending: &[i32]) -> io::Result<Signals> {
        let end = Arc::new(AtomicUsize::new(0));
        let ids = ending
            .iter()
            .map(|&signal| {
                signal_hook::flag::register_usize(signal, Arc::clone(&end), signal as usize)
            })
            .collect::<io::Result<Vec<_>>>()?;
        Ok(Signals {
            end,
            stop: Arc::new(AtomicBool::new(false)),
            ids,
            running: Arc::new(AtomicBool::new(true)),
        })
    }

    /// The signal caught since the last look, if any; an ending one comes first and
    /// stays, a suspending one is taken.
    pub fn take(&self) -> Option<Caught> {
        match self.ended() {
            Some(signal) => Some(Caught::End(signal)),
            None => self
                .stop
                .swap(false, Ordering::Relaxed)
                .then_some(Caught::Suspend),
        }
    }

    /// The ending signal caught, if any.
    pub fn ended(&self) -> Option<i32> {
        match self.end.load(Ordering::Relaxed) {
            0 => None,
            signal => Some(signal as i32),
        }
    }
}

impl std::fmt::Debug for Signals {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Signals")
            .field("ended", &self.ended())
            .finish_non_exhaustive()
    }
}

impl Drop for Signals {
    fn drop(&mut self) {
        self.running.store(false, Ordering::Relaxed);
        for id in self.ids.drain(..) {
            signal_hook::low_level::unregister(id);
        }
    }
}

#[cfg(unix)]
mod watchdog {
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    use std::thread;
    use std::time::Duration;

    /// How long the run loop has to answer an ending signal before the watchdog ends the
    /// process itself.
    const PATIENCE: Duration = Duration::from_secs(2);

    /// A thread that ends the process with 128 + the signal when an ending signal has
    /// waited longer than [`PATIENCE`] for the run loop: when the terminal is gone (the
    /// window closed, a hang-up), reading keys can stay stuck on its end of file, and a
    /// signal must still end the program rather than leave it spinning. It runs
    /// `last_words` first.
    pub(crate) fn watch_over(
        end: Arc<AtomicUsize>,
        running: Arc<AtomicBool>,
        last_words: Box<dyn FnOnce() + Send>,
    ) {
        let spawned = thread::Builder::new()
            .name("signal watchdog".into())
            .spawn(move || {
                while running.load(Ordering::Relaxed) {
                    let signal = end.load(Ordering::Relaxed);
                    if signal == 0 {
                        thread::sleep(Duration::from_millis(100));
                        continue;
                    }
                    thread::sleep(PATIENCE);
                    if running.load(Ordering::Relaxed) {
                        last_words();
                        std::process::exit(128 + signal as i32);
                    }
                }
            });
        // Without the thread the app still answers signals from its loop.
        drop(spawned);
    }
}

/// Stops the process as the default action of SIGTSTP does; returns once it is
/// continued (`fg`).
#[cfg(unix)]
pub fn stop() -> io::Result<()> {
    signal_hook::low_level::emulate_default_handler(signal_hook::consts::SIGTSTP)
}

/// No job control outside Unix: there is nothing to stop for.
#[cfg(not(unix))]
pub fn stop() -> io::Result<()> {
    Ok(())
}

/// Whether Ctrl-Z can suspend the app: only where the shell has job control.
pub const CAN_SUSPEND: bool = cfg!(unix);

#[cfg(all(test, unix))]
mod tests {
    use signal_hook::consts::{SIGQUIT, SIGTSTP};
    use signal_hook::low_level::raise;

    use super::*;

    // One test, so that no other registration is live while a signal is raised: every
    // registration of a signal sees it.
    #[test]
    fn a_caught_signal_raises_its_flag_and_nothing_else() {
        let app = Signals::catch(|| {}).expect("catch");
        assert_eq!(app.take(), None);
        raise(SIGTSTP).expect("raise");
        assert_eq!(app.take(), Some(Caught::Suspend));
        assert_eq!(app.take(), None, "a suspension is taken once");
        drop(app);

        let command = Signals::ending().expect("catch");
        assert_eq!(command.ended(), None);
        raise(SIGQUIT).expect("raise");
        assert_eq!(command.ended(), Some(3));
        assert_eq!(command.take(), Some(Caught::End(3)));
        assert_eq!(command.ended(), Some(3), "an ending stays");
    }
}
