//! The real binary in a pseudo-terminal whose other end a test plays: it answers the
//! app's queries to its terminal (the background colour, the device attributes, the
//! mouse mode…) as the test says, reads the screen through a terminal emulator, and
//! types keys. tmux, which the other screen tests use, answers none of those queries.
//!
//! Pseudo-terminals are Unix's.

use std::fs::{File, OpenOptions};
use std::io::{Read, Write};
use std::num::NonZero;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use rustix::pty::{OpenptFlags, grantpt, openpt, ptsname, unlockpt};
use rustix::termios::{Winsize, tcsetwinsize};

/// The terminal's columns.
pub const WIDTH: u16 = 100;
/// Its rows.
pub const HEIGHT: u16 = 45;

/// How long the app may take to draw what a test waits for.
const PATIENCE: Duration = Duration::from_secs(20);

/// A query the app may write, and what the terminal answers to it (`None`: nothing).
pub struct Reply {
    /// The query, as the app writes it.
    pub query: &'static [u8],
    /// The answer, if the terminal gives one.
    pub answer: Option<String>,
}

/// What every terminal answers of the app's questions at its start: the device
/// attributes (DA1), whose answer also tells that no answer to a question before it is
/// coming, and where the cursor is, asked as the terminal is set up. A test puts the
/// questions its terminal answers differently before them.
pub fn plain_replies() -> [Reply; 2] {
    [
        Reply {
            query: b"\x1b[c",
            answer: Some("\x1b[?62;22c".to_owned()),
        },
        Reply {
            query: b"\x1b[6n",
            answer: Some("\x1b[1;1R".to_owned()),
        },
    ]
}

/// The app in a pseudo-terminal, played from its other end.
pub struct Pty {
    child: Child,
    /// The terminal's end: keys and answers go in here.
    keys: File,
    /// What the app writes, a chunk at a time, read by a thread of its own.
    output: Receiver<Vec<u8>>,
    /// Everything the app has written so far, for the queries in it.
    written: Vec<u8>,
    /// The queries this terminal answers.
    replies: Vec<Reply>,
    /// How many of each of `replies`' queries have been answered.
    answered: Vec<usize>,
    screen: vt100::Parser,
    /// Raised to make the reading thread let go of the terminal's end.
    closing: Arc<AtomicBool>,
    /// The thread that reads what the app writes.
    reading: Option<JoinHandle<()>>,
    /// The app's state folder, its own, gone with the test.
    state: tempfile::TempDir,
}

impl Pty {
    /// Starts the app with `args` and the variables `env` in a pseudo-terminal of
    /// [`WIDTH`]×[`HEIGHT`] that answers as `replies` say.
    pub fn open(args: &[&str], env: &[(&str, &str)], replies: Vec<Reply>) -> Pty {
        Pty::open_with_errors_to(args, env, replies, None)
    }

    /// [`open`](Pty::open), the app's standard error `errors` instead of the terminal
    /// when given (`/dev/full`, say).
    pub fn open_with_errors_to(
        args: &[&str],
        env: &[(&str, &str)],
        replies: Vec<Reply>,
        errors: Option<File>,
    ) -> Pty {
        // Close-on-exec: a child that another test starts meanwhile must not hold it open.
        let master =
            openpt(OpenptFlags::RDWR | OpenptFlags::NOCTTY | OpenptFlags::CLOEXEC).expect("a pty");
        grantpt(&master).expect("grantpt");
        unlockpt(&master).expect("unlockpt");
        let name = ptsname(&master, Vec::new()).expect("the pty's name");
        let name = name.to_str().expect("a UTF-8 name").to_owned();
        let app_end = OpenOptions::new()
            .read(true)
            .write(true)
            .open(&name)
            .expect("the app's end of the pty");
        let size = Winsize {
            ws_row: HEIGHT,
            ws_col: WIDTH,
            ws_xpixel: 0,
            ws_ypixel: 0,
        };
        tcsetwinsize(&app_end, size).expect("the pty's size");
        let state = tempfile::tempdir().expect("a state folder");
        let stdio = || Stdio::from(app_end.try_clone().expect("the app's end again"));
        let child = Command::new(env!("CARGO_BIN_EXE_backtrack"))
            .args(args)
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("BACKTRACK_LANG")
            .env_remove("BACKTRACK_NO_MOUSE")
            .env_remove("NO_COLOR")
            .env("LANG", "C.UTF-8")
            .env("TERM", "xterm-256color")
            .env("BACKTRACK_STATE_DIR", state.path())
            .envs(env.iter().copied())
            .stdin(stdio())
            .stdout(stdio())
            .stderr(errors.map_or_else(stdio, Stdio::from))
            .spawn()
            .expect("the app starts");
        // Only the app holds its end now: reading ours ends when the app does.
        drop(app_end);
        let terminal_end = File::from(master);
        let mut reader = terminal_end.try_clone().expect("the terminal's end again");
        let (send, output) = channel();
        let closing = Arc::new(AtomicBool::new(false));
        let asked_to_close = Arc::clone(&closing);
        let reading = thread::spawn(move || {
            let mut chunk = [0; 4096];
            // A look every tenth of a second at whether to let go of the terminal.
            let tick = rustix::event::Timespec {
                tv_sec: 0,
                tv_nsec: 100_000_000,
            };
            while !asked_to_close.load(Ordering::Relaxed) {
                let mut ready = [rustix::event::PollFd::new(
                    &reader,
                    rustix::event::PollFlags::IN,
                )];
                if !matches!(rustix::event::poll(&mut ready, Some(&tick)), Ok(1..)) {
                    continue;
                }
                match reader.read(&mut chunk) {
                    Ok(read @ 1..) if send.send(chunk[..read].to_vec()).is_ok() => {}
                    _ => break,
                }
            }
        });
        Pty {
            child,
            keys: terminal_end,
            output,
            written: Vec::new(),
            answered: vec![0; replies.len()],
            replies,
            screen: vt100::Parser::new(
                NonZero::new(HEIGHT).expect("rows"),
                NonZero::new(WIDTH).expect("columns"),
                0,
            ),
            closing,
            reading: Some(reading),
            state,
        }
    }

    /// The app's state folder.
    pub fn state_dir(&self) -> &std::path::Path {
        self.state.path()
    }

    /// Types `keys` from a thread of its own, as a paste larger than the terminal's
    /// buffers is typed: the test goes on while the app reads them.
    pub fn paste(&self, keys: String) -> JoinHandle<()> {
        let mut terminal = self.keys.try_clone().expect("the terminal's end again");
        // A write the app never reads is cut short when the terminal closes.
        thread::spawn(move || drop(terminal.write_all(keys.as_bytes())))
    }

    /// Waits for the app to end by itself, its terminal held open meanwhile and what it
    /// writes read: its status and its state folder, or a panic (the app killed) when it
    /// runs on.
    pub fn hang_up_after_quit(mut self) -> (ExitStatus, tempfile::TempDir) {
        let start = Instant::now();
        while self.child.try_wait().expect("the app's status").is_none() {
            if start.elapsed() > PATIENCE {
                let _ = self.child.kill();
                panic!("the app did not end by itself within {PATIENCE:?}");
            }
            while self.output.recv_timeout(Duration::from_millis(20)).is_ok() {}
        }
        self.hang_up(false)
    }

    /// Closes the terminal, as closing its window does, after a hang-up signal when
    /// `signal` says so (a terminal whose session the app leads sends one; one that only
    /// lends the app its device does not); then waits for the app to end: its status and
    /// its state folder, or a panic when it runs on.
    pub fn hang_up(mut self, signal: bool) -> (ExitStatus, tempfile::TempDir) {
        if signal {
            let pid = rustix::process::Pid::from_child(&self.child);
            rustix::process::kill_process(pid, rustix::process::Signal::HUP).expect("a hang-up");
        }
        self.closing.store(true, Ordering::Relaxed);
        if let Some(reading) = self.reading.take() {
            reading.join().expect("the reading thread ends");
        }
        // The last of the terminal's end: closing it hangs the app's end up.
        drop(self.keys);
        let start = Instant::now();
        let status = loop {
            if let Some(status) = self.child.try_wait().expect("the app's status") {
                break status;
            }
            if start.elapsed() > PATIENCE {
                let _ = self.child.kill();
                panic!("the app runs on {PATIENCE:?} after its terminal closed");
            }
            thread::sleep(Duration::from_millis(20));
        };
        (status, self.state)
    }

    /// Reads what the app writes, answering its queries as a terminal does, until the
    /// screen holds `text`; the screen then, or a panic after [`PATIENCE`].
    pub fn wait_for(&mut self, text: &str) -> String {
        let start = Instant::now();
        loop {
            let screen = self.screen.screen().contents();
            if screen.contains(text) {
                return screen;
            }
            let left = PATIENCE.saturating_sub(start.elapsed());
            match self.output.recv_timeout(left) {
                Ok(chunk) => {
                    self.screen.process(&chunk);
                    self.written.extend(chunk);
                    self.answer();
                }
                Err(RecvTimeoutError::Timeout) => {
                    panic!("no {text:?} on the screen after {PATIENCE:?}:\n{screen}")
                }
                Err(RecvTimeoutError::Disconnected) => {
                    panic!("the app ended before {text:?} showed:\n{screen}")
                }
            }
        }
    }

    /// Answers the queries written since the last answer, in the order asked.
    fn answer(&mut self) {
        let mut queries: Vec<(usize, usize)> = (self.replies.iter().enumerate())
            .flat_map(|(kind, reply)| {
                (self.written.windows(reply.query.len()).enumerate())
                    .filter(|(_, window)| *window == reply.query)
                    .skip(self.answered[kind])
                    .map(move |(at, _)| (at, kind))
                    .collect::<Vec<_>>()
            })
            .collect();
        queries.sort_unstable();
        for (_, kind) in queries {
            self.answered[kind] += 1;
            if let Some(answer) = &self.replies[kind].answer {
                self.keys.write_all(answer.as_bytes()).expect("an answer");
            }
        }
    }

    /// How many times the app asked the query of `replies[kind]`.
    pub fn asked(&self, kind: usize) -> usize {
        self.answered[kind]
    }

    /// Everything the app has written so far.
    pub fn written(&self) -> &[u8] {
        &self.written
    }

    /// Types `keys`.
    pub fn press(&mut self, keys: &str) {
        self.keys.write_all(keys.as_bytes()).expect("a key");
    }

    /// Quits the app and waits for it, killing it if it does not end.
    pub fn quit(mut self) {
        let start = Instant::now();
        while start.elapsed() < PATIENCE {
            if let Ok(Some(status)) = self.child.try_wait() {
                assert!(status.success(), "the app ended with {status}");
                return;
            }
            self.press("q");
            while self.output.recv_timeout(Duration::from_millis(100)).is_ok() {}
        }
        let _ = self.child.kill();
        panic!("the app did not quit");
    }
}
