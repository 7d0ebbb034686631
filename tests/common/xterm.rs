//! The real binary in xterm, the terminal emulator a classroom's Linux machine has, on a
//! virtual X display: xterm answers the app's queries itself (its background colour, the
//! mouse mode, the cursor's place), keys and clicks go in through the X server as a
//! user's would, and the screen is read back from xterm's own log of what the app wrote,
//! replayed through a terminal emulator of the test's.
//!
//! Skipped (with a note) when Xvfb, xterm or xdotool is not installed, unless the
//! environment variable `CI` is `true`: there a missing program fails the tests, so that
//! they cannot pass unseen (`.ci/run` installs them).

use std::io::Read;
use std::num::NonZero;
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// How long a screen may take to show what a test waits for.
const PATIENCE: Duration = Duration::from_secs(20);

/// The terminal's size in cells.
const COLUMNS: u16 = 100;
const ROWS: u16 = 30;

/// A virtual X display of its own, ended when the test ends.
struct Display {
    server: Child,
    name: String,
}

impl Display {
    /// Starts Xvfb on the first free display number, which it reports itself.
    fn start() -> Display {
        let mut server = Command::new("Xvfb")
            .args([
                "-displayfd",
                "1",
                "-screen",
                "0",
                "1280x800x24",
                "-nolisten",
                "tcp",
            ])
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("Xvfb starts");
        let mut number = String::new();
        let mut out = server.stdout.take().expect("Xvfb's output");
        let mut byte = [0u8; 1];
        while out.read(&mut byte).expect("Xvfb reports its display") == 1 && byte[0] != b'\n' {
            number.push(char::from(byte[0]));
        }
        assert!(!number.is_empty(), "Xvfb gave no display number");
        Display {
            server,
            name: format!(":{}", number.trim()),
        }
    }
}

impl Drop for Display {
    fn drop(&mut self) {
        let _ = self.server.kill();
        let _ = self.server.wait();
    }
}

/// The app in an xterm window of [`COLUMNS`]×[`ROWS`] cells.
pub struct XTerm {
    xterm: Child,
    window: String,
    folder: super::Scratch,
    // Dropped last: the window goes before its display.
    display: Display,
}

impl XTerm {
    /// The app started with `args` in an xterm whose background is `background` (an X
    /// colour name: `white`, `black`) and foreground `foreground`, in a UTF-8 locale with
    /// a state folder of its own; `None` (with a note) when a program it needs is not
    /// installed, a panic if one is missing where `CI` is `true`.
    pub fn open(background: &str, foreground: &str, args: &[&str]) -> Option<XTerm> {
        for program in ["Xvfb", "xterm", "xdotool"] {
            let found = Command::new("sh")
                .args(["-c", &format!("command -v {program}")])
                .output()
                .is_ok_and(|out| out.status.success());
            if !super::runs_with(program, found) {
                return None;
            }
        }
        let display = Display::start();
        let folder = super::scratch("xterm", "app");
        let geometry = format!("{COLUMNS}x{ROWS}");
        let log = folder.join("screen.log");
        let xterm = Command::new("xterm")
            .env("DISPLAY", &display.name)
            .env("LC_ALL", "C.UTF-8")
            .env_remove("LANG")
            .env_remove("LC_MESSAGES")
            .env_remove("BACKTRACK_LANG")
            .env_remove("BACKTRACK_THEME")
            .env_remove("NO_COLOR")
            .env_remove("BACKTRACK_NO_MOUSE")
            .env_remove("COLORTERM")
            .env("BACKTRACK_STATE_DIR", folder.join("state"))
            .args(["-bg", background, "-fg", foreground, "-u8", "-b", "0"])
            .args(["-geometry", &geometry, "-l", "-lf"])
            .arg(&log)
            .arg("-e")
            .arg(env!("CARGO_BIN_EXE_backtrack"))
            .args(args)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("xterm starts");
        let mut terminal = XTerm {
            xterm,
            window: String::new(),
            folder,
            display,
        };
        terminal.window = terminal.wait_for_window();
        Some(terminal)
    }

    /// The xterm's window, once it is mapped.
    fn wait_for_window(&self) -> String {
        let start = Instant::now();
        loop {
            let found = self.xdotool(&["search", "--onlyvisible", "--class", "xterm"]);
            if let Some(window) = found.lines().next() {
                return window.to_owned();
            }
            assert!(start.elapsed() < PATIENCE, "no xterm window showed");
            sleep(Duration::from_millis(50));
        }
    }

    /// Runs xdotool on this display and gives its output.
    fn xdotool(&self, args: &[&str]) -> String {
        let out = Command::new("xdotool")
            .env("DISPLAY", &self.display.name)
            .args(args)
            .output()
            .expect("xdotool runs");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// The screen as the app has drawn it so far: xterm's log of everything the app wrote,
    /// replayed.
    pub fn screen(&self) -> vt100::Parser {
        let written = std::fs::read(self.folder.join("screen.log")).unwrap_or_default();
        let rows = NonZero::new(ROWS).expect("rows");
        let columns = NonZero::new(COLUMNS).expect("columns");
        let mut parser = vt100::Parser::new(rows, columns, 0);
        parser.process(&written);
        parser
    }

    /// The screen's text once `ready` holds of it; a panic with the screen after
    /// [`PATIENCE`].
    pub fn wait_for(&self, what: &str, ready: impl Fn(&str) -> bool) -> String {
        let screen = || self.screen().screen().contents();
        wait_until(&format!("{what} on the screen"), screen, ready)
    }

    /// Types `keys` (X key names: `question`, `Right`, `Escape`) into the window.
    pub fn press(&self, keys: &[&str]) {
        self.xdotool(&["windowfocus", "--sync", &self.window]);
        let mut args = vec!["key", "--delay", "60"];
        args.extend(keys);
        self.xdotool(&args);
    }

    /// Clicks the first mouse button on the cell at `column`, `row` (from 0).
    pub fn click(&self, column: u16, row: u16) {
        let geometry = self.xdotool(&["getwindowgeometry", "--shell", &self.window]);
        let size = |key: &str| -> u32 {
            geometry
                .lines()
                .find_map(|line| line.strip_prefix(key)?.strip_prefix('='))
                .and_then(|value| value.trim().parse().ok())
                .expect("the window's size")
        };
        let (width, height) = (size("WIDTH"), size("HEIGHT"));
        // No inner border (`-b 0`): the cells divide the window evenly.
        let x = (u32::from(column) * 2 + 1) * width / (u32::from(COLUMNS) * 2);
        let y = (u32::from(row) * 2 + 1) * height / (u32::from(ROWS) * 2);
        let (x, y) = (x.to_string(), y.to_string());
        self.xdotool(&["mousemove", "--window", &self.window, &x, &y, "click", "1"]);
    }

    /// Closes the window as a window manager's close button does when the program will
    /// not close: the X server drops xterm, which ends with its window and hangs up on
    /// the app. Returns once xterm has ended; the app may still be saving.
    pub fn close(&mut self) {
        self.xdotool(&["windowkill", &self.window]);
        let start = Instant::now();
        while self.xterm.try_wait().expect("xterm's status").is_none() {
            assert!(start.elapsed() < PATIENCE, "xterm did not end");
            sleep(Duration::from_millis(50));
        }
    }

    /// The app's state file once `ready` holds of it; a panic with the file after
    /// [`PATIENCE`].
    pub fn wait_for_state(&self, what: &str, ready: impl Fn(&str) -> bool) -> String {
        let file = self.folder.join("state").join("state.txt");
        let state = || std::fs::read_to_string(&file).unwrap_or_default();
        wait_until(&format!("{what} in the state file"), state, ready)
    }
}

/// What `read` gives once `ready` holds of it, read again every 50 ms; a panic with the
/// last of it after [`PATIENCE`].
fn wait_until(what: &str, read: impl Fn() -> String, ready: impl Fn(&str) -> bool) -> String {
    let start = Instant::now();
    loop {
        let text = read();
        if ready(&text) {
            return text;
        }
        assert!(
            start.elapsed() < PATIENCE,
            "no {what} after {PATIENCE:?}:\n{text}"
        );
        sleep(Duration::from_millis(50));
    }
}

impl Drop for XTerm {
    fn drop(&mut self) {
        let _ = self.xterm.kill();
        let _ = self.xterm.wait();
    }
}
