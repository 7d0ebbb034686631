//! The signals a full-screen program must answer: the ones that end it (TERM, HUP, INT
//! and QUIT from outside) and the one that suspends it (TSTP from outside; Ctrl-Z is a key
//! in raw mode).
//!
//! The handlers only set flags; the run loop reads them between frames and does the work
//! there (restore the terminal, then exit or stop), since nothing else is safe inside a
//! signal handler. Elsewhere than Unix there is nothing to catch and the flags stay down.

/// What a caught signal asks of the run loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Caught {
    /// Restore the terminal and end with status 128 + this signal's number.
    End(i32),
    /// Restore the terminal, stop until `fg`, then take it back and redraw.
    Suspend,
}

#[cfg(unix)]
mod unix {
    use std::io;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
    use std::thread;
    use std::time::Duration;

    use signal_hook::consts::{SIGHUP, SIGINT, SIGQUIT, SIGTERM, SIGTSTP};
    use signal_hook::{SigId, flag, low_level};

    use super::Caught;

    /// How long the run loop has to answer an ending signal before the watchdog ends the
    /// process itself.
    const PATIENCE: Duration = Duration::from_secs(2);

    /// The handlers, installed while the app runs and removed when dropped.
    pub struct Signals {
        end: Arc<AtomicUsize>,
        stop: Arc<AtomicBool>,
        ids: Vec<SigId>,
        /// Down once the app is done with the terminal: the watchdog then stands down.
        running: Arc<AtomicBool>,
    }

    impl Signals {
        /// Installs the handlers; `last_words` runs before the watchdog ends the process
        /// (to save what must not be lost), never otherwise.
        pub fn catch(last_words: impl FnOnce() + Send + 'static) -> io::Result<Signals> {
            let end = Arc::new(AtomicUsize::new(0));
            let stop = Arc::new(AtomicBool::new(false));
            let mut ids = Vec::with_capacity(5);
            for signal in [SIGTERM, SIGHUP, SIGINT, SIGQUIT] {
                ids.push(flag::register_usize(signal, end.clone(), signal as usize)?);
            }
            ids.push(flag::register(SIGTSTP, stop.clone())?);
            let running = Arc::new(AtomicBool::new(true));
            watch_over(end.clone(), running.clone(), Box::new(last_words));
            Ok(Signals {
                end,
                stop,
                ids,
                running,
            })
        }

        /// The signal caught since the last look, if any; an ending one comes first.
        pub fn take(&self) -> Option<Caught> {
            match self.end.load(Ordering::Relaxed) {
                0 => self
                    .stop
                    .swap(false, Ordering::Relaxed)
                    .then_some(Caught::Suspend),
                signal => Some(Caught::End(signal as i32)),
            }
        }
    }

    /// A thread that ends the process with 128 + the signal when an ending signal has
    /// waited longer than [`PATIENCE`] for the run loop: when the terminal is gone (the
    /// window closed, a hang-up), reading keys can stay stuck on its end of file, and a
    /// signal must still end the program rather than leave it spinning. It runs
    /// `last_words` first.
    fn watch_over(
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
                        let _ = ratatui::crossterm::terminal::disable_raw_mode();
                        std::process::exit(128 + signal as i32);
                    }
                }
            });
        // Without the thread the app still answers signals from its loop.
        drop(spawned);
    }

    impl Drop for Signals {
        fn drop(&mut self) {
            self.running.store(false, Ordering::Relaxed);
            for id in self.ids.drain(..) {
                low_level::unregister(id);
            }
        }
    }

    /// Stops the process as the default action of SIGTSTP does; returns once it is
    /// continued (`fg`).
    pub fn stop() -> io::Result<()> {
        low_level::emulate_default_handler(SIGTSTP)
    }
}

#[cfg(not(unix))]
mod plain {
    use std::io;

    use super::Caught;

    /// Nothing to catch outside Unix.
    pub struct Signals;

    impl Signals {
        /// Installs nothing: without a watchdog, `last_words` is never needed.
        pub fn catch(last_words: impl FnOnce() + Send + 'static) -> io::Result<Signals> {
            drop(last_words);
            Ok(Signals)
        }

        /// Never a signal.
        pub fn take(&self) -> Option<Caught> {
            None
        }
    }

    /// No job control: there is nothing to stop for.
    pub fn stop() -> io::Result<()> {
        Ok(())
    }
}

#[cfg(not(unix))]
pub use plain::{Signals, stop};
#[cfg(unix)]
pub use unix::{Signals, stop};

/// Whether Ctrl-Z can suspend the app: only where the shell has job control.
pub const CAN_SUSPEND: bool = cfg!(unix);
