//! What the integration tests share: the binary run in a known environment, the app
//! driven by keys and drawn into a buffer, and the presets of the registry to sweep.
//!
//! Each test binary (`core` excepted, which needs none of it) includes it once, as its
//! module `common`, and uses only some of it.
#![allow(dead_code)]

use std::process::Output;
use std::time::Instant;

use assert_cmd::Command;
use backtrack::app::{App, Message, Start, Theme};
use backtrack::cli::CommandLine;
use backtrack::problems::Title;
use backtrack::registry::{self, Entry};
use ratatui::{buffer::Buffer, crossterm::event::KeyCode, layout::Rect, widgets::Widget};

pub mod pointer;
#[cfg(unix)]
pub mod pty;
pub mod tmux;
#[cfg(unix)]
pub mod xterm;

/// Whether the program the tests need, `found` or not, lets them run: a note and `false`
/// when it is missing, a panic where `CI` is `true`, so that they cannot pass unseen.
pub fn runs_with(program: &str, found: bool) -> bool {
    if !found {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "{program} is not installed, and CI=true does not let this test be skipped"
        );
        eprintln!("{program} is not installed: test skipped");
    }
    found
}

/// The binary, as cargo built it for the tests.
pub fn backtrack() -> Command {
    Command::cargo_bin("backtrack").expect("the binary is built")
}

/// Runs `backtrack args…` in English with colours, whatever the environment: (stdout,
/// stderr, exit status).
pub fn run(args: &[&str]) -> (String, String, i32) {
    run_in(&[("LANG", "C.UTF-8")], args)
}

/// Runs `backtrack args…` with colours and no locale but the variables `env`: (stdout,
/// stderr, exit status).
pub fn run_in(env: &[(&str, &str)], args: &[&str]) -> (String, String, i32) {
    let output = backtrack()
        .env_remove("NO_COLOR")
        .env_remove("LC_ALL")
        .env_remove("LC_CTYPE")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .env_remove("BACKTRACK_LANG")
        // The app never reads or writes the state file of the home it runs in.
        .env(
            "BACKTRACK_STATE_DIR",
            std::path::Path::new(env!("CARGO_TARGET_TMPDIR")).join("state"),
        )
        .envs(env.iter().copied())
        .args(args)
        .output()
        .expect("the binary runs");
    outcome(output)
}

/// A finished run as (stdout, stderr, exit status).
pub fn outcome(output: Output) -> (String, String, i32) {
    (
        String::from_utf8(output.stdout).expect("UTF-8 output"),
        String::from_utf8(output.stderr).expect("UTF-8 errors"),
        output.status.code().expect("an exit status"),
    )
}

/// The app opened on the problem `args` name (`["queens", "8"]`), as `play` opens it.
pub fn play(args: &[&str], theme: Theme) -> App {
    let entry = registry::find(args[0]).expect("a problem");
    let matches = entry
        .command()
        .try_get_matches_from(args)
        .expect("good arguments");
    let input = entry.load_matches(&matches, false).expect("a good board");
    let stop = input.stop;
    let title = input.title.as_ref().map(Message::title);
    let board = input.single("test").expect("one board");
    App::new(Start::Board { title, board, stop }, theme)
}

/// Every preset of every problem of the registry, as the command line names it
/// (`["queens", "--preset", "queens-4"]`), in the menu's order. A problem without a preset
/// fails the test that asks: each has one for the menu to show.
pub fn preset_args() -> Vec<[&'static str; 3]> {
    let mut all = Vec::new();
    for entry in registry::PROBLEMS {
        let presets = entry.presets();
        assert!(!presets.is_empty(), "{} has no preset", entry.name());
        all.extend(
            presets
                .iter()
                .map(|preset| [entry.name(), "--preset", preset.name]),
        );
    }
    all
}

/// The player on preset number `index` of `entry`, titled and stopping as the menu opens
/// it; a panic if `entry` has no such preset.
pub fn preset(entry: &dyn Entry, index: usize) -> Start {
    let presets = entry.presets();
    let Some(preset) = presets.get(index) else {
        panic!("{} has no preset number {index}", entry.name());
    };
    let board = (entry.open_preset(index)).unwrap_or_else(|e| panic!("{}: {e:?}", preset.name));
    Start::Board {
        title: Some(Message::title(&Title::Preset(preset.title))),
        board,
        stop: Some(preset.stop),
    }
}

/// Goes to `step` with the go-to prompt, as `g`, the digits and Enter do.
pub fn go_to(app: &mut App, step: u64) {
    press(app, KeyCode::Char('g'));
    type_text(app, &step.to_string());
    press(app, KeyCode::Enter);
    settle(app);
}

/// Presses `code` in the app.
pub fn press(app: &mut App, code: KeyCode) {
    app.handle_key(code.into());
}

/// Types `text` into the app, a key a character.
pub fn type_text(app: &mut App, text: &str) {
    text.chars().for_each(|c| press(app, KeyCode::Char(c)));
}

/// Lets a long move or an animation under way run to its end.
pub fn settle(app: &mut App) {
    while app.is_animating() {
        app.tick(Instant::now());
    }
}

/// The app's screen at `width` × `height`.
pub fn render(app: &App, width: u16, height: u16) -> Buffer {
    let mut buf = Buffer::empty(Rect::new(0, 0, width, height));
    app.render(buf.area, &mut buf);
    buf
}

/// A fresh empty directory for one test, named after the test file's `kind` and `name`,
/// removed with everything in it when the test is done with it, passed or failed.
pub fn scratch(kind: &str, name: &str) -> Scratch {
    let dir = tempfile::Builder::new()
        .prefix(&format!("backtrack-{kind}-{name}-"))
        .tempdir()
        .expect("a scratch directory");
    Scratch(dir)
}

/// A directory of [`scratch`]: a path while it lives, gone when dropped.
pub struct Scratch(tempfile::TempDir);

impl std::ops::Deref for Scratch {
    type Target = std::path::Path;

    fn deref(&self) -> &std::path::Path {
        self.0.path()
    }
}

impl AsRef<std::path::Path> for Scratch {
    fn as_ref(&self) -> &std::path::Path {
        self.0.path()
    }
}

/// The names of the files in `dir`, sorted.
pub fn names(dir: &std::path::Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("listed")
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// The peak resident memory of process `pid` so far, in KiB, from Linux's `/proc`; `None`
/// elsewhere, or once the process has ended.
pub fn peak_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Waits for `child` to end, looking at its peak resident memory while it runs, and returns
/// its exit status and the highest peak seen, in KiB (0 where `/proc` tells nothing).
///
/// A child still running after `patience` (a hang) or past a gibibyte (a reader that never
/// stops) is killed and fails the test, so that a regression cannot take the machine with
/// it.
pub fn wait_watching_memory(
    child: &mut std::process::Child,
    patience: std::time::Duration,
) -> (std::process::ExitStatus, u64) {
    let deadline = Instant::now() + patience;
    let mut peak = 0;
    loop {
        if let Some(status) = child.try_wait().expect("the child is waited for") {
            return (status, peak);
        }
        peak = peak.max(peak_kib(child.id()).unwrap_or(0));
        if peak > 1 << 20 || Instant::now() > deadline {
            let _ = child.kill();
            let _ = child.wait();
            panic!("killed after {patience:?} or past 1 GiB: peak resident memory {peak} KiB");
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
}
