//! The real binary in a real terminal, for the tests that drive it through tmux: a
//! private server, keys and text sent in, the screen read back.
//!
//! Skipped (with a note) when tmux is not installed, unless the environment variable `CI`
//! is `true`: there a missing tmux fails the tests, so that they cannot pass unseen.

use std::process::{Command, Output};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// A private tmux server, killed when the test ends, whether it passes or not.
pub struct Server {
    socket: String,
    /// The folder of its socket, removed with it: tmux leaves a socket behind when its
    /// server ends.
    folder: super::Scratch,
}

impl Server {
    /// A server with one session, `app`, of `width`×`height` running `command` in a
    /// UTF-8 locale; `None` (with a note) when tmux is not installed, a panic if it is
    /// missing where `CI` is `true`.
    pub fn open(width: u16, height: u16, command: &[&str]) -> Option<Server> {
        if !super::runs_with("tmux", Command::new("tmux").arg("-V").output().is_ok()) {
            return None;
        }
        let server = Server::start();
        let (width, height) = (width.to_string(), height.to_string());
        let mut args = vec![
            "new-session",
            "-d",
            "-s",
            "app",
            "-x",
            &width,
            "-y",
            &height,
        ];
        // No language asked for from outside: each test says what it wants.
        args.extend([
            "env",
            "-u",
            "LC_ALL",
            "-u",
            "LC_MESSAGES",
            "-u",
            "BACKTRACK_LANG",
        ]);
        args.extend(["LANG=C.UTF-8", "TERM=xterm-256color"]);
        // A state file of the test's own: nothing left by another run is taken up.
        let state = format!("BACKTRACK_STATE_DIR={}", server.state_dir().display());
        args.push(&state);
        args.extend(command);
        let started = server.run(&args);
        assert!(started.status.success(), "{started:?}");
        Some(server)
    }

    pub fn start() -> Server {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        Server {
            socket: format!("backtrack-test-{}-{nanos}", std::process::id()),
            folder: super::scratch("tmux", "server"),
        }
    }

    pub fn run(&self, args: &[&str]) -> Output {
        Command::new("tmux")
            .arg("-S")
            .arg(self.folder.join("socket"))
            .args(args)
            .output()
            .expect("tmux runs")
    }

    /// The folder of this server's state file, removed with the server; under the
    /// tests' own folder in `target/`, as an app that hangs up with the server saves its
    /// state there after the server is gone.
    pub fn state_dir(&self) -> std::path::PathBuf {
        std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join(&self.socket)
    }

    pub fn capture(&self) -> String {
        String::from_utf8_lossy(&self.run(&["capture-pane", "-p", "-t", "app"]).stdout).into_owned()
    }

    pub fn send(&self, key: &str) {
        let status = self.run(&["send-keys", "-t", "app", key]).status;
        assert!(status.success(), "send-keys {key}");
    }

    /// Polls the screen until `wanted` says yes, for up to five seconds.
    pub fn wait_for(&self, what: &str, wanted: impl Fn(&str) -> bool) -> String {
        self.wait_up_to(Duration::from_secs(5), what, wanted)
    }

    /// [`wait_for`](Server::wait_for) with a longer patience, for work whose length
    /// depends on how busy the machine is.
    pub fn wait_up_to(
        &self,
        patience: Duration,
        what: &str,
        wanted: impl Fn(&str) -> bool,
    ) -> String {
        let deadline = Instant::now() + patience;
        loop {
            let screen = self.capture();
            if wanted(&screen) {
                return screen;
            }
            assert!(Instant::now() < deadline, "no {what} on screen:\n{screen}");
            sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.run(&["kill-server"]);
        let _ = std::fs::remove_dir_all(self.state_dir());
    }
}

/// The number after `step ` in the status line (the line that also counts backtracks, not
/// the counters panel, which may be drawn first).
pub fn step(screen: &str) -> Option<u64> {
    let line = screen
        .lines()
        .find(|line| line.contains(" step ") && line.contains(" backtracks "))?;
    let after = &line[line.find(" step ")? + " step ".len()..];
    after.split_whitespace().next()?.parse().ok()
}

impl Server {
    /// Types `text` into the pane as it is, escape sequences and all (`send-keys -l`):
    /// what a terminal sends for a click.
    pub fn send_text(&self, text: &str) {
        let status = self.run(&["send-keys", "-t", "app", "-l", text]).status;
        assert!(status.success(), "send-keys -l {text:?}");
    }

    /// A `#{…}` format of the pane, such as `alternate_on` or `mouse_any_flag`.
    pub fn pane(&self, format: &str) -> String {
        let out = self.run(&[
            "display-message",
            "-p",
            "-t",
            "app",
            &format!("#{{{format}}}"),
        ]);
        String::from_utf8_lossy(&out.stdout).trim().to_owned()
    }
}
