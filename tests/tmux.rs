//! The real binary in a real terminal: tmux runs it, keys go in, the screen comes out.
//!
//! Skipped (with a note) when tmux is not installed, unless the environment variable `CI`
//! is `true`: there a missing tmux fails the tests, so that they cannot pass unseen.

use std::process::{Command, Output};
use std::thread::sleep;
use std::time::{Duration, Instant};

/// A private tmux server, killed when the test ends, whether it passes or not.
struct Server {
    socket: String,
}

impl Server {
    /// A server with one session, `app`, of `width`×`height` running `command` in a
    /// UTF-8 locale; `None` (with a note) when tmux is not installed, a panic if it is
    /// missing where `CI` is `true`.
    fn open(width: u16, height: u16, command: &[&str]) -> Option<Server> {
        if Command::new("tmux").arg("-V").output().is_err() {
            assert!(
                std::env::var("CI").as_deref() != Ok("true"),
                "tmux is not installed, and CI=true does not let this test be skipped"
            );
            eprintln!("tmux is not installed: test skipped");
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
        args.extend(command);
        let started = server.run(&args);
        assert!(started.status.success(), "{started:?}");
        Some(server)
    }

    fn start() -> Server {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.subsec_nanos());
        Server {
            socket: format!("backtrack-test-{}-{nanos}", std::process::id()),
        }
    }

    fn run(&self, args: &[&str]) -> Output {
        Command::new("tmux")
            .arg("-L")
            .arg(&self.socket)
            .args(args)
            .output()
            .expect("tmux runs")
    }

    fn capture(&self) -> String {
        String::from_utf8_lossy(&self.run(&["capture-pane", "-p", "-t", "app"]).stdout).into_owned()
    }

    fn send(&self, key: &str) {
        let status = self.run(&["send-keys", "-t", "app", key]).status;
        assert!(status.success(), "send-keys {key}");
    }

    /// Polls the screen until `wanted` says yes, for up to five seconds.
    fn wait_for(&self, what: &str, wanted: impl Fn(&str) -> bool) -> String {
        let deadline = Instant::now() + Duration::from_secs(5);
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
    }
}

/// The number after `step ` in the status line (the line that also counts backtracks, not
/// the counters panel, which may be drawn first).
fn step(screen: &str) -> Option<u64> {
    let line = screen
        .lines()
        .find(|line| line.contains(" step ") && line.contains(" backtracks "))?;
    let after = &line[line.find(" step ")? + " step ".len()..];
    after.split_whitespace().next()?.parse().ok()
}

#[test]
fn menu_open_step_and_quit_in_a_real_terminal() {
    let binary = env!("CARGO_BIN_EXE_backtrack");
    // The shell stays after the app so that its exit status and the restored screen can
    // be read.
    let script = format!("'{binary}'; echo \"app exited with $?\"; sleep 60");
    let Some(server) = Server::open(120, 40, &["sh", "-c", &script]) else {
        return;
    };

    server.wait_for("menu", |s| s.contains("Presets") && s.contains("N-Queens"));
    server.send("Enter");
    let opened = server.wait_for("player", |s| step(s) == Some(0));
    assert!(opened.contains("solutions 0"), "{opened}");
    assert!(opened.contains("backtracks 0"), "{opened}");

    server.send("Right");
    server.wait_for("step 1", |s| step(s) == Some(1));
    server.send("Right");
    server.send("Right");
    server.wait_for("step 3", |s| step(s) == Some(3));
    server.send("Left");
    server.wait_for("step 2", |s| step(s) == Some(2));

    server.send("q");
    let after = server.wait_for("exit", |s| s.contains("app exited with"));
    assert!(after.contains("app exited with 0"), "{after}");
    assert!(
        !after.contains("Presets") && step(&after).is_none(),
        "{after}"
    );
    let alternate = server.run(&["display-message", "-p", "-t", "app", "#{alternate_on}"]);
    assert_eq!(String::from_utf8_lossy(&alternate.stdout).trim(), "0");
}

/// CPU time (user and system, in clock ticks) that process `pid` has used, from Linux's
/// `/proc`; `None` elsewhere.
fn cpu_ticks(pid: &str) -> Option<u64> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The fields after the command name, which is in parentheses and may hold spaces.
    let rest = &stat[stat.rfind(')')? + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    // utime and stime are fields 14 and 15 of the whole line: 12 and 13 after the name.
    Some(fields.get(11)?.parse::<u64>().ok()? + fields.get(12)?.parse::<u64>().ok()?)
}

#[test]
fn paused_is_idle_ascii_is_ascii_and_resizes_redraw_in_a_real_terminal() {
    let binary = env!("CARGO_BIN_EXE_backtrack");
    // `env` runs the app in its own place, so the pane's process is the app itself.
    let command = [binary, "--ascii", "play", "queens", "8"];
    let Some(server) = Server::open(100, 30, &command) else {
        return;
    };
    server.wait_for("player", |s| step(s) == Some(0));
    server.send("Right");
    let screen = server.wait_for("step 1", |s| step(s) == Some(1));
    assert!(screen.is_ascii(), "{screen}");
    assert!(
        screen.contains("isBia1") && screen.contains("+ place"),
        "{screen}"
    );

    // Paused, the app waits for a key: it uses no CPU. This is not a timing bound: a loop
    // that polled without waiting would use all of one core however loaded the machine.
    let pane = server.run(&["display-message", "-p", "-t", "app", "#{pane_pid}"]);
    let pid = String::from_utf8_lossy(&pane.stdout).trim().to_string();
    if let Some(before) = cpu_ticks(&pid) {
        sleep(Duration::from_secs(2));
        let used = cpu_ticks(&pid).expect("the app still runs") - before;
        // Ticks are 1/100 s on Linux: 2 s of busy looping would be about 200.
        assert!(used < 20, "{used} ticks of CPU in 2 s while paused");
    } else {
        eprintln!("no /proc: the idle check is skipped");
    }

    // A resize redraws at the new size at once, down to the too-small notice.
    server.run(&["resize-window", "-t", "app", "-x", "70", "-y", "24"]);
    let narrow = server.wait_for("a 70-column frame", |s| {
        s.lines().next().is_some_and(|l| l.trim_end().len() == 70)
    });
    assert!(narrow.is_ascii(), "{narrow}");
    assert_eq!(step(&narrow), Some(1), "{narrow}");
    server.run(&["resize-window", "-t", "app", "-x", "30", "-y", "8"]);
    let tiny = server.wait_for("the too-small notice", |s| s.contains("too small"));
    assert!(tiny.is_ascii(), "{tiny}");
    server.send("q");
}

#[test]
fn a_chinese_locale_opens_the_menu_in_chinese_and_l_switches_in_a_real_terminal() {
    let binary = env!("CARGO_BIN_EXE_backtrack");
    let command = ["env", "LANG=zh_CN.UTF-8", binary];
    let Some(server) = Server::open(80, 24, &command) else {
        return;
    };
    // The footer is drawn last: once it shows, the whole screen is there.
    let menu = server.wait_for("the Chinese menu", |s| {
        s.contains("预设") && s.contains("N 皇后") && s.contains("q 退出")
    });
    assert!(menu.contains("按 Enter 打开"), "{menu}");
    assert!(!menu.contains("Presets"), "{menu}");
    // Every row as tmux shows it is at most 80 cells: no glyph pushed past the edge.
    for row in menu.lines() {
        let cells = ratatui::text::Span::raw(row).width();
        assert!(cells <= 80, "{cells} cells: {row}");
    }
    server.send("L");
    server.wait_for("the English menu", |s| {
        s.contains("Presets") && !s.contains("预设")
    });
    server.send("L");
    server.send("Enter");
    server.wait_for("the Chinese player", |s| {
        s.contains("伪代码") && s.contains("调用栈")
    });
    server.send("q");
}

#[test]
fn lang_zh_without_utf8_falls_back_to_english_with_a_note_in_a_real_terminal() {
    let binary = env!("CARGO_BIN_EXE_backtrack");
    let command = ["env", "LANG=C", binary, "--lang", "zh"];
    let Some(server) = Server::open(100, 30, &command) else {
        return;
    };
    let menu = server.wait_for("the note", |s| s.contains("Chinese needs a UTF-8 terminal"));
    assert!(menu.is_ascii() && menu.contains("Presets"), "{menu}");
    server.send("L");
    server.wait_for("the note again", |s| {
        s.contains("Chinese needs a UTF-8 terminal")
    });
    server.send("q");
}
