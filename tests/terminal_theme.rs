//! `--theme auto` in a terminal that answers: the real binary runs in a pseudo-terminal
//! whose other end this test plays, answering the app's background query (OSC 11) with a
//! white or a black background, or not at all, and reading the screen through a terminal
//! emulator. tmux, which the other screen tests use, does not answer the query.
//!
//! Pseudo-terminals are Unix's: elsewhere the test says why it is skipped.

#[cfg(not(unix))]
#[test]
fn the_theme_follows_the_background_the_terminal_answers() {
    eprintln!("no pseudo-terminal to answer the background query on this system: test skipped");
}

#[cfg(unix)]
mod unix {
    use std::fs::{File, OpenOptions};
    use std::io::{Read, Write};
    use std::num::NonZero;
    use std::process::{Child, Command, Stdio};
    use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
    use std::thread;
    use std::time::{Duration, Instant};

    use rustix::pty::{OpenptFlags, grantpt, openpt, ptsname, unlockpt};
    use rustix::termios::{Winsize, tcsetwinsize};

    const WIDTH: u16 = 100;
    const HEIGHT: u16 = 45;

    /// What the app asks its terminal: the background (OSC 11); the device attributes
    /// (DA1), sent after it, which every terminal answers, so that its answer tells that
    /// no answer to the first is coming; and where the cursor is, as the terminal is set
    /// up.
    const QUERIES: [&[u8]; 3] = [b"\x1b]11;?", b"\x1b[c", b"\x1b[6n"];
    /// Which of [`QUERIES`] is which.
    const BACKGROUND: usize = 0;
    const ATTRIBUTES: usize = 1;

    /// How long the app may take to draw what a test waits for.
    const PATIENCE: Duration = Duration::from_secs(20);

    /// The app in a pseudo-terminal, played from its other end.
    struct Terminal {
        child: Child,
        /// The terminal's end: keys and answers go in here.
        keys: File,
        /// What the app writes, a chunk at a time, read by a thread of its own.
        output: Receiver<Vec<u8>>,
        /// Everything the app has written so far, for the queries in it.
        written: Vec<u8>,
        /// How many of each of [`QUERIES`] have been answered.
        answered: [usize; QUERIES.len()],
        /// The background this terminal tells, as OSC 11 writes it; none: it does not
        /// answer the background query (but does the attributes one).
        background: Option<&'static str>,
        screen: vt100::Parser,
        /// The app's state folder, its own, gone with the test.
        _state: tempfile::TempDir,
    }

    impl Terminal {
        /// Starts the app with `args` in a pseudo-terminal of `WIDTH`×`HEIGHT` that tells
        /// `background`.
        fn open(args: &[&str], background: Option<&'static str>) -> Terminal {
            let master = openpt(OpenptFlags::RDWR | OpenptFlags::NOCTTY).expect("a pty");
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
                .env_remove("NO_COLOR")
                .env("LANG", "C.UTF-8")
                .env("TERM", "xterm-256color")
                .env("BACKTRACK_STATE_DIR", state.path())
                .stdin(stdio())
                .stdout(stdio())
                .stderr(stdio())
                .spawn()
                .expect("the app starts");
            // Only the app holds its end now: reading ours ends when the app does.
            drop(app_end);
            let terminal_end = File::from(master);
            let mut reader = terminal_end.try_clone().expect("the terminal's end again");
            let (send, output) = channel();
            thread::spawn(move || {
                let mut chunk = [0; 4096];
                while let Ok(read @ 1..) = reader.read(&mut chunk) {
                    if send.send(chunk[..read].to_vec()).is_err() {
                        break;
                    }
                }
            });
            Terminal {
                child,
                keys: terminal_end,
                output,
                written: Vec::new(),
                answered: [0; QUERIES.len()],
                background,
                screen: vt100::Parser::new(
                    NonZero::new(HEIGHT).expect("rows"),
                    NonZero::new(WIDTH).expect("columns"),
                    0,
                ),
                _state: state,
            }
        }

        /// Reads what the app writes, answering its queries as a terminal does, until
        /// the screen holds `text`; the screen then, or a panic after [`PATIENCE`].
        fn wait_for(&mut self, text: &str) -> String {
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
            let mut queries: Vec<(usize, usize)> = QUERIES
                .iter()
                .enumerate()
                .flat_map(|(kind, query)| {
                    self.written
                        .windows(query.len())
                        .enumerate()
                        .filter(|(_, window)| window == query)
                        .skip(self.answered[kind])
                        .map(move |(at, _)| (at, kind))
                        .collect::<Vec<_>>()
                })
                .collect();
            queries.sort_unstable();
            for (_, kind) in queries {
                self.answered[kind] += 1;
                let reply = match kind {
                    BACKGROUND => match self.background {
                        Some(colour) => format!("\x1b]11;{colour}\x1b\\"),
                        None => continue,
                    },
                    ATTRIBUTES => "\x1b[?62;22c".to_owned(),
                    _ => "\x1b[1;1R".to_owned(),
                };
                self.keys.write_all(reply.as_bytes()).expect("an answer");
            }
        }

        fn press(&mut self, keys: &str) {
            self.keys.write_all(keys.as_bytes()).expect("a key");
        }

        /// Quits the app and waits for it, killing it if it does not end.
        fn quit(mut self) {
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

    /// The help's line on the colours, in a terminal that tells `background`.
    fn colours_told(background: Option<&'static str>, args: &[&str]) -> (String, usize) {
        let mut terminal = Terminal::open(args, background);
        terminal.wait_for("4-Queens");
        terminal.press("?");
        let screen = terminal.wait_for("Colours:");
        let line = screen
            .lines()
            .find(|line| line.contains("Colours:"))
            .expect("the colours' line")
            .trim_matches(|c: char| c == '│' || c.is_whitespace())
            .to_owned();
        let asked = terminal.answered[BACKGROUND];
        terminal.quit();
        (line, asked)
    }

    const PLAY: &[&str] = &["--lang", "en", "play", "queens", "4"];

    #[test]
    fn a_white_background_draws_the_light_colours() {
        let (line, asked) = colours_told(Some("rgb:ffff/ffff/ffff"), PLAY);
        assert_eq!(asked, 1, "the app asks once");
        assert!(
            line.contains("Colours: light, for the terminal's background"),
            "{line}"
        );
    }

    #[test]
    fn a_black_background_draws_the_dark_colours() {
        let (line, _) = colours_told(Some("rgb:0000/0000/0000"), PLAY);
        assert!(
            line.contains("Colours: dark, for the terminal's background"),
            "{line}"
        );
    }

    #[test]
    fn a_terminal_that_does_not_tell_gets_the_dark_colours_and_says_so() {
        let (line, asked) = colours_told(None, PLAY);
        assert_eq!(asked, 1, "the app asks once");
        assert!(
            line.contains("Colours: dark; the terminal did not tell its background"),
            "{line}"
        );
    }

    #[test]
    fn a_named_theme_asks_nothing() {
        let args = ["--theme", "light", "--lang", "en", "play", "queens", "4"];
        let (line, asked) = colours_told(Some("rgb:0000/0000/0000"), &args);
        assert_eq!(asked, 0, "the app does not ask");
        assert!(line.contains("Colours: light (--theme)"), "{line}");
    }
}
