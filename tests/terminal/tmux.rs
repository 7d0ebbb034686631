//! The real binary in a real terminal: tmux runs it, keys go in, the screen comes out;
//! and where tmux cannot play the terminal (closing it with no hang-up signal, a paste
//! larger than its buffers), a pseudo-terminal the test holds the other end of.
//!
//! Skipped (with a note) when tmux is not installed, unless the environment variable `CI`
//! is `true`: there a missing tmux fails the tests, so that they cannot pass unseen.

use crate::common;

use std::process::Command;
use std::thread::sleep;
use std::time::{Duration, Instant};

use common::tmux::{Server, step};

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

#[test]
fn play_reads_the_puzzle_from_a_pipe_and_the_keys_from_the_terminal() {
    let binary = env!("CARGO_BIN_EXE_backtrack");
    let assets = concat!(env!("CARGO_MANIFEST_DIR"), "/assets");
    // Two puzzles on standard input: the first opens, and the status line says so.
    let script = format!(
        "cat '{assets}/4x4-a1.txt' '{assets}/4x4-a2.txt' | '{binary}' play sudoku -; \
         echo \"app exited with $?\"; sleep 60"
    );
    let Some(server) = Server::open(100, 30, &["sh", "-c", &script]) else {
        return;
    };
    let opened = server.wait_for("player", |s| step(s) == Some(0));
    assert!(
        opened.contains("puzzle 1 of 2: --index K opens another"),
        "{opened}"
    );
    server.send("Right");
    server.wait_for("step 1", |s| step(s) == Some(1));
    server.send("q");
    let after = server.wait_for("exit", |s| s.contains("app exited with"));
    assert!(after.contains("app exited with 0"), "{after}");

    // `--index 2` opens the second, with nothing to say about the others.
    let script = format!(
        "cat '{assets}/4x4-a1.txt' '{assets}/4x4-a2.txt' | '{binary}' play sudoku - --index 2 \
         --lang zh; echo \"app exited with $?\"; sleep 60"
    );
    let Some(server) = Server::open(100, 30, &["sh", "-c", &script]) else {
        return;
    };
    let second = server.wait_for("player", |s| s.contains("步数 0"));
    assert!(!second.contains("--index"), "{second}");
    // A2's second row, `0 3 1 2`, its givens in brackets, is on the board, at the size
    // the rows left by the timeline bar allow.
    assert!(
        second.contains("[3] ┃ [1] │ [2]") || second.contains("[3]┃[1]│[2]"),
        "{second}"
    );
    server.send("q");
    let after = server.wait_for("exit", |s| s.contains("app exited with"));
    assert!(after.contains("app exited with 0"), "{after}");
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
    // L goes through every language: traditional Chinese, then English, then back.
    server.send("L");
    server.wait_for("the traditional Chinese menu", |s| {
        s.contains("預設") && !s.contains("预设")
    });
    server.send("L");
    server.wait_for("the English menu", |s| {
        s.contains("Presets") && !s.contains("預設")
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
    // The note may show a moment before the menu is drawn: wait for both.
    let menu = server.wait_for("the note over the menu", |s| {
        s.contains("Chinese needs a UTF-8 terminal") && s.contains("Presets")
    });
    assert!(menu.is_ascii() && menu.contains("Presets"), "{menu}");
    server.send("L");
    server.wait_for("the note again", |s| {
        s.contains("Chinese needs a UTF-8 terminal")
    });
    server.send("q");
}

#[cfg(target_os = "linux")]
/// The process whose parent is `parent`, from Linux's `/proc`: the app a pane's shell runs.
fn child_of(parent: &str) -> Option<String> {
    std::fs::read_dir("/proc")
        .ok()?
        .flatten()
        .find_map(|entry| {
            let pid = entry.file_name().into_string().ok()?;
            let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
            // The parent is the second field after the command name in parentheses.
            let ppid = stat[stat.rfind(')')? + 2..].split_whitespace().nth(1)?;
            (ppid == parent).then_some(pid)
        })
}

#[cfg(target_os = "linux")]
impl Server {
    /// The app the pane's shell runs, found by waiting for it to start.
    fn app_pid(&self) -> String {
        let shell = self.pane("pane_pid");
        let deadline = Instant::now() + Duration::from_secs(5);
        loop {
            if let Some(pid) = child_of(&shell) {
                return pid;
            }
            assert!(Instant::now() < deadline, "no app under the shell {shell}");
            sleep(Duration::from_millis(50));
        }
    }

    /// Asserts that the terminal is the shell's again: main screen, cursor shown.
    fn assert_given_back(&self, screen: &str) {
        assert_eq!(self.pane("alternate_on"), "0", "{screen}");
        assert_eq!(self.pane("cursor_flag"), "1", "{screen}");
    }
}

#[cfg(target_os = "linux")]
/// Sends `signal` (a name such as `TERM`) to process `pid`.
fn kill(signal: &str, pid: &str) {
    let status = Command::new("sh")
        .args(["-c", &format!("kill -s {signal} {pid}")])
        .status()
        .expect("sh runs");
    assert!(status.success(), "kill -s {signal} {pid}");
}

#[cfg(target_os = "linux")]
/// Whether `stty -a` output on `screen` shows cooked mode with echo.
fn cooked_with_echo(screen: &str) -> bool {
    let words: Vec<&str> = screen.split_whitespace().collect();
    words.contains(&"icanon") && words.contains(&"echo") && !words.contains(&"-icanon")
}

#[cfg(target_os = "linux")]
#[test]
fn term_hup_int_and_quit_restore_the_terminal_and_exit_with_128_plus_the_signal() {
    let binary = env!("CARGO_BIN_EXE_backtrack");
    for (signal, status) in [("TERM", 143), ("HUP", 129), ("INT", 130), ("QUIT", 131)] {
        let script = format!("'{binary}' play queens 8; echo \"exit=$?\"; stty -a; sleep 60");
        let Some(server) = Server::open(100, 30, &["sh", "-c", &script]) else {
            return;
        };
        server.wait_for("player", |s| step(s) == Some(0));
        assert_eq!(server.pane("alternate_on"), "1");
        kill(signal, &server.app_pid());
        let after = server.wait_for("exit and stty", |s| {
            s.contains("exit=") && s.contains("icanon")
        });
        assert!(
            after.contains(&format!("exit={status}")),
            "{signal}: {after}"
        );
        assert!(cooked_with_echo(&after), "{signal}: {after}");
        server.assert_given_back(&after);
    }
}

#[cfg(target_os = "linux")]
#[test]
fn ctrl_z_and_tstp_suspend_and_fg_redraws_with_keys_acting_at_once() {
    let binary = env!("CARGO_BIN_EXE_backtrack");
    let Some(server) = Server::open(100, 30, &["bash", "--norc", "--noprofile", "-i"]) else {
        return;
    };
    server.send(&format!("'{binary}' play queens 8"));
    server.send("Enter");
    server.wait_for("player", |s| step(s) == Some(0));
    let pid = server.app_pid();
    for stop in ["ctrl-z", "kill -TSTP"] {
        match stop {
            "ctrl-z" => server.send("C-z"),
            _ => kill("TSTP", &pid),
        }
        let stopped = server.wait_for("the shell", |s| s.contains("Stopped"));
        server.assert_given_back(&stopped);
        server.send("clear; stty -a");
        server.send("Enter");
        let stty = server.wait_for("stty", |s| s.contains("icanon"));
        assert!(cooked_with_echo(&stty), "{stop}: {stty}");

        server.send("fg");
        server.send("Enter");
        let back = server.wait_for("the board again", |s| step(s).is_some());
        assert!(
            back.contains("8-Queens") && back.contains("isBia1"),
            "{back}"
        );
        assert_eq!(server.pane("alternate_on"), "1");
        // A key acts at once, without Enter: raw mode is back.
        let before = step(&back).expect("a step");
        server.send("Right");
        server.wait_for("one step more", |s| step(s) == Some(before + 1));
    }
    server.send("q");
    let after = server.wait_for("the prompt", |s| step(s).is_none() && !s.contains("isBia1"));
    server.assert_given_back(&after);
}

#[cfg(target_os = "linux")]
#[test]
fn a_terminal_of_65535_by_65535_cells_draws() {
    let binary = env!("CARGO_BIN_EXE_backtrack");
    let script = format!(
        "stty rows 65535 cols 65535; '{binary}' play queens 8; echo \"exit=$?\"; \
         stty rows 30 cols 100; sleep 60"
    );
    let Some(server) = Server::open(100, 30, &["sh", "-c", &script]) else {
        return;
    };
    // The app draws 1000×400 cells into a pane of 100×30 that says it is 65535×65535, so
    // what shows is clipped (the timeline bar's 1000 cells wrap over the rows above the
    // keys); what counts is that it draws, runs and quits cleanly.
    server.wait_for("a frame", |s| {
        s.contains("Counters") || s.contains("? help  q quit")
    });
    assert_eq!(server.pane("alternate_on"), "1");
    server.send("q");
    let after = server.wait_for("exit", |s| s.contains("exit="));
    assert!(after.contains("exit=0"), "{after}");
    server.assert_given_back(&after);
}

#[test]
fn a_long_count_shows_progress_on_a_terminal_and_erases_it() {
    let binary = env!("CARGO_BIN_EXE_backtrack");
    let script =
        format!("'{binary}' solve queens 30 --count --timeout 4; echo \"exit=$?\"; sleep 60");
    let Some(server) = Server::open(100, 30, &["sh", "-c", &script]) else {
        return;
    };
    let progress = server.wait_for("progress", |s| s.contains("M/s"));
    assert!(progress.contains(" placements  ") && progress.contains(" solutions  "));
    let after = server.wait_for("exit", |s| s.contains("exit="));
    assert!(
        after.contains("exit=3") && after.contains("stopped: --timeout 4"),
        "{after}"
    );
    assert!(!after.contains("M/s"), "the progress line stays:\n{after}");
}

#[test]
fn a_far_export_shows_progress_on_a_terminal_and_erases_it() {
    let binary = env!("CARGO_BIN_EXE_backtrack");
    let script = format!(
        "'{binary}' export queens 16 --step 150000000 -o /dev/null; echo \"exit=$?\"; sleep 60"
    );
    let Some(server) = Server::open(100, 30, &["sh", "-c", &script]) else {
        return;
    };
    let progress = server.wait_for("progress", |s| s.contains("M/s"));
    assert!(progress.contains(" placements  ") && progress.contains(" solutions  "));
    // The run must outlast the second of quiet before the progress line: the test build
    // (opt-level 1) takes over two seconds to step 150 million times, longer on a busy
    // machine.
    let after = server.wait_up_to(Duration::from_secs(120), "exit", |s| s.contains("exit="));
    assert!(after.contains("exit=0"), "{after}");
    assert!(!after.contains("M/s"), "the progress line stays:\n{after}");
}

/// Runs `command` (the binary's arguments) in a tmux window, closes the window once the
/// screen is `ready` (at step 0), and waits for the app to end, as it must without its terminal.
#[cfg(target_os = "linux")]
fn ends_when_its_window_closes(command: &str, ready: fn(&str) -> bool) {
    let binary = env!("CARGO_BIN_EXE_backtrack");
    let script = format!("'{binary}' {command}; sleep 60");
    let Some(server) = Server::open(100, 30, &["sh", "-c", &script]) else {
        return;
    };
    server.wait_for("step 0", ready);
    let pid = server.app_pid();
    // The window goes, as when a terminal is closed: the app's terminal hangs up.
    drop(server);
    let deadline = Instant::now() + Duration::from_secs(10);
    while std::path::Path::new(&format!("/proc/{pid}")).exists() {
        let state = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        // A zombie has ended; only its parent has yet to reap it.
        if state.split_whitespace().nth(2) == Some("Z") {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "{command}: the app {pid} runs on without its terminal"
        );
        sleep(Duration::from_millis(100));
    }
}

#[cfg(target_os = "linux")]
#[test]
fn closing_the_window_ends_the_app_instead_of_leaving_it_spinning() {
    ends_when_its_window_closes("play queens 8", |s| step(s) == Some(0));
}

/// `compare` holds standard output for its report while the app runs: the signal's
/// watchdog must give the mouse back without waiting for it.
#[cfg(target_os = "linux")]
#[test]
fn closing_the_window_ends_the_compare_screen_too() {
    ends_when_its_window_closes("compare sudoku --preset 4x4-a1", |s| s.contains(" step 0 "));
}

#[cfg(target_os = "linux")]
#[test]
fn closing_the_window_while_recording_saves_the_recording_under_its_name() {
    let binary = env!("CARGO_BIN_EXE_backtrack");
    let dir = common::scratch("tmux", "record");
    let script = format!(
        "cd '{}' && '{binary}' play queens 6; sleep 60",
        dir.display()
    );
    let Some(server) = Server::open(100, 30, &["sh", "-c", &script]) else {
        return;
    };
    server.wait_for("player", |s| step(s) == Some(0));
    let pid = server.app_pid();
    server.send("v");
    server.wait_for("the recording mark", |s| s.contains("REC"));
    // One step at a time: two keys read in one go are drawn, and recorded, as one frame.
    server.send("Right");
    server.wait_for("step 1", |s| step(s) == Some(1));
    server.send("Right");
    server.wait_for("step 2", |s| step(s) == Some(2));
    drop(server);
    let deadline = Instant::now() + Duration::from_secs(10);
    while std::path::Path::new(&format!("/proc/{pid}")).exists() {
        let state = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        if state.split_whitespace().nth(2) == Some("Z") {
            break;
        }
        assert!(Instant::now() < deadline, "the app {pid} runs on");
        sleep(Duration::from_millis(100));
    }
    let names: Vec<String> = std::fs::read_dir(&dir)
        .expect("listed")
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(
        names,
        ["6-queens-steps-0-2.cast"],
        "saved after its first and last step, no temporary file left"
    );
    let cast = std::fs::read_to_string(dir.join(&names[0])).expect("the recording");
    // The header, then a frame at step 0 and one at each of the two steps after it.
    assert!(cast.lines().count() >= 4, "{cast}");
    assert!(cast.ends_with("]\n"), "the last frame is whole");
    std::fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn play_opens_at_a_solution_and_comes_back_where_it_was_left() {
    let binary = env!("CARGO_BIN_EXE_backtrack");
    let script = format!(
        "'{binary}' play queens 4 --step solution:2 --break backtrack; \
         '{binary}' play queens 4; '{binary}' play queens 4 --fresh; sleep 60"
    );
    let Some(server) = Server::open(100, 30, &["sh", "-c", &script]) else {
        return;
    };
    // 4-queens finds its second solution at step 22.
    server.wait_for("the second solution", |s| step(s) == Some(22));
    server.send("k");
    server.send("第二个解");
    server.send("Enter");
    server.wait_for("the bookmark", |s| s.contains("step 22 bookmarked"));
    // The breakpoint stops End at the next backtrack.
    server.send("End");
    server.wait_for("the breakpoint", |s| s.contains("breakpoint backtrack"));
    server.send("q");

    // Opened again: at the step it was left at, its bookmark and breakpoint kept.
    server.wait_for("the second run", |s| {
        step(s) == Some(23) && !s.contains("breakpoint backtrack")
    });
    server.send("K");
    let again = server.wait_for("the panel", |s| s.contains("Moments"));
    assert_eq!(step(&again), Some(23), "{again}");
    assert!(again.contains("第二个解"), "{again}");
    assert!(again.contains("backtrack"), "{again}");
    server.send("q");

    // --fresh: as if for the first time.
    server.wait_for("the third run", |s| step(s) == Some(0));
    server.send("K");
    let fresh = server.wait_for("a fresh panel", |s| {
        s.contains("Moments") && s.contains("none: k marks a step")
    });
    assert_eq!(step(&fresh), Some(0), "{fresh}");
    server.send("q");
}

/// Bookmarks the step on screen with `caption`, as `k` does.
#[cfg(unix)]
fn bookmark(terminal: &mut common::pty::Pty, caption: &str) {
    terminal.press("k");
    terminal.wait_for("caption");
    terminal.press(&format!("{caption}\r"));
    terminal.wait_for("bookmarked");
}

/// 4-queens stepped to step 3 and bookmarked there, then its terminal closed, with a
/// hang-up signal or without one: the app ends as hung up (129) and its state is kept.
#[cfg(unix)]
fn closed_with_a_bookmark(signal: bool) {
    use std::os::unix::process::ExitStatusExt;
    let args = ["--lang", "en", "play", "queens", "4"];
    let mut terminal = common::pty::Pty::open(&args, &[], common::pty::plain_replies().into());
    terminal.wait_for("step 0");
    terminal.press("\x1b[C\x1b[C\x1b[C");
    terminal.wait_for("step 3");
    bookmark(&mut terminal, "closed window");
    let (status, state) = terminal.hang_up(signal);
    assert_eq!(
        (status.code(), status.signal()),
        (Some(129), None),
        "ended as hung up, by itself"
    );
    let kept = std::fs::read_to_string(state.path().join("state.txt")).expect("the state file");
    assert!(kept.contains("puzzle 4-Queens"), "{kept}");
    assert!(kept.contains("\nstep 3\n"), "{kept}");
    assert!(kept.contains("\nbookmark 3 closed window\n"), "{kept}");
}

#[cfg(unix)]
#[test]
fn a_terminal_closed_with_a_hang_up_keeps_the_state() {
    closed_with_a_bookmark(true);
}

/// Where the session outlives the terminal no signal comes: the app reads end of file,
/// which it takes as the hang-up it is, rather than read it again for ever.
#[cfg(unix)]
#[test]
fn a_terminal_closed_without_a_hang_up_signal_keeps_the_state_and_ends() {
    closed_with_a_bookmark(false);
}

/// 50,000 keys pasted at once (`l` steps, as → does), the last of them `q`: every one
/// acts, and the last is not left waiting for another key behind the ones before it.
#[cfg(unix)]
#[test]
fn a_paste_of_fifty_thousand_keys_is_read_to_its_last_key() {
    let args = ["--lang", "en", "play", "queens", "10"];
    let mut terminal = common::pty::Pty::open(&args, &[], common::pty::plain_replies().into());
    terminal.wait_for("step 0");
    let typing = terminal.paste("l".repeat(49_999) + "q");
    let (status, state) = terminal.hang_up_after_quit();
    typing.join().expect("the paste is typed");
    assert!(status.success(), "{status}");
    let kept = std::fs::read_to_string(state.path().join("state.txt")).expect("the state file");
    assert!(
        kept.contains("\nstep 49999\n"),
        "every step key acted: {kept}"
    );
}

/// A puzzle left for the menu is kept as it is left, not only the one on screen at quit:
/// 4-queens bookmarked at step 5, Esc, 8-queens to step 2, `q`: both kept.
#[cfg(unix)]
#[test]
fn every_puzzle_left_for_the_menu_is_kept() {
    let args = ["--lang", "en"];
    let mut terminal = common::pty::Pty::open(&args, &[], common::pty::plain_replies().into());
    terminal.wait_for("Presets");
    terminal.press("\r");
    terminal.wait_for("step 0");
    terminal.press("lllll");
    terminal.wait_for("step 5");
    bookmark(&mut terminal, "five");
    terminal.press("\x1b");
    terminal.wait_for("Presets");
    terminal.press("\x1b[B\r");
    terminal.wait_for("8-Queens");
    terminal.press("ll");
    terminal.wait_for("step 2");
    terminal.press("q");
    let (status, state) = terminal.hang_up_after_quit();
    assert!(status.success(), "{status}");
    let kept = std::fs::read_to_string(state.path().join("state.txt")).expect("the state file");
    let four = kept.split("puzzle ").find(|p| p.starts_with("4-Queens"));
    let eight = kept.split("puzzle ").find(|p| p.starts_with("8-Queens"));
    assert!(
        four.is_some_and(|p| p.contains("\nstep 5\n") && p.contains("\nbookmark 5 five\n")),
        "{kept}"
    );
    assert!(eight.is_some_and(|p| p.contains("\nstep 2\n")), "{kept}");
}

/// A standard error that is full loses the app's last words, never its state nor the
/// lesson it was asked to save: `play --save-lesson F 2>/dev/full`.
#[cfg(target_os = "linux")]
#[test]
fn a_full_standard_error_loses_no_state() {
    let folder = tempfile::tempdir().expect("a folder");
    let lesson = folder.path().join("class.toml");
    let lesson_arg = lesson.to_str().expect("a UTF-8 path");
    let args = [
        "--lang",
        "en",
        "play",
        "queens",
        "4",
        "--save-lesson",
        lesson_arg,
    ];
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full");
    let replies = common::pty::plain_replies().into();
    let mut terminal = common::pty::Pty::open_with_errors_to(&args, &[], replies, Some(full));
    terminal.wait_for("step 0");
    terminal.press("lll");
    terminal.wait_for("step 3");
    bookmark(&mut terminal, "full");
    terminal.press("q");
    let (status, state) = terminal.hang_up_after_quit();
    assert!(status.success(), "{status}");
    let saved = std::fs::read_to_string(&lesson).expect("the lesson saved");
    assert!(saved.contains("full"), "{saved}");
    let kept = std::fs::read_to_string(state.path().join("state.txt")).expect("the state file");
    assert!(kept.contains("\nbookmark 3 full\n"), "{kept}");
}

/// Eight players quitting together, each on a puzzle of its own, share one state file:
/// every puzzle is kept, none written over by another player's copy.
#[cfg(unix)]
#[test]
fn eight_players_quitting_together_keep_every_puzzle() {
    let shared = tempfile::tempdir().expect("a state folder");
    let folder = shared.path().to_str().expect("a UTF-8 path");
    let env = [("BACKTRACK_STATE_DIR", folder)];
    let mut players: Vec<common::pty::Pty> = (4..12)
        .map(|size| {
            let size = size.to_string();
            let args = ["--lang", "en", "play", "queens", &size];
            let mut terminal =
                common::pty::Pty::open(&args, &env, common::pty::plain_replies().into());
            terminal.wait_for("step 0");
            terminal.press("l");
            terminal.wait_for("step 1");
            terminal
        })
        .collect();
    for player in &mut players {
        player.press("q");
    }
    for player in players {
        let (status, _) = player.hang_up_after_quit();
        assert!(status.success(), "{status}");
    }
    let kept = std::fs::read_to_string(shared.path().join("state.txt")).expect("the state file");
    for size in 4..12 {
        let puzzle = kept
            .split("puzzle ")
            .find(|p| p.starts_with(&format!("{size}-Queens")));
        assert!(
            puzzle.is_some_and(|p| p.contains("\nstep 1\n")),
            "{size}: {kept}"
        );
    }
}

/// A named pipe at the state file's name cannot stop the app from starting: it opens
/// with a note, quits, and leaves the pipe as it was.
#[cfg(unix)]
#[test]
fn a_named_pipe_at_the_state_file_neither_stops_the_app_nor_is_replaced() {
    use std::os::unix::fs::FileTypeExt;
    let shared = tempfile::tempdir().expect("a state folder");
    let pipe = shared.path().join("state.txt");
    let made = Command::new("mkfifo")
        .arg(&pipe)
        .status()
        .expect("mkfifo runs");
    assert!(made.success(), "a named pipe");
    let folder = shared.path().to_str().expect("a UTF-8 path");
    let env = [("BACKTRACK_STATE_DIR", folder)];
    let args = ["--lang", "en", "play", "queens", "4"];
    let mut terminal = common::pty::Pty::open(&args, &env, common::pty::plain_replies().into());
    let opened = terminal.wait_for("step 0");
    assert!(opened.contains("named pipe"), "the note says why: {opened}");
    terminal.press("lq");
    let (status, _) = terminal.hang_up_after_quit();
    assert!(status.success(), "{status}");
    let kind = std::fs::symlink_metadata(&pipe)
        .expect("still there")
        .file_type();
    assert!(kind.is_fifo(), "the pipe is left as it was");
}

/// My puzzles over a folder that holds a named pipe: the list says why it is not read, and
/// Esc and `q` still leave, where a blocking open once froze the app for good.
#[cfg(unix)]
#[test]
fn a_named_pipe_in_the_puzzle_folder_leaves_my_puzzles_working() {
    let binary = env!("CARGO_BIN_EXE_backtrack");
    let dir = common::scratch("tmux", "pipe");
    let made = Command::new("mkfifo")
        .arg(dir.join("pipe.txt"))
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let script = format!(
        "'{binary}' --puzzles '{}'; echo \"app exited with $?\"; sleep 60",
        dir.display()
    );
    let Some(server) = Server::open(120, 30, &["sh", "-c", &script]) else {
        return;
    };
    server.wait_for("menu", |s| s.contains("Presets") && s.contains("N-Queens"));
    // My puzzles is the menu's last entry before the built-in lessons.
    server.send("End");
    for _ in backtrack::app::screens::lesson::built_in::BUILT_IN {
        server.send("Up");
    }
    server.send("Enter");
    let listed = server.wait_for("the folder's list", |s| s.contains("pipe.txt"));
    assert!(
        listed.contains("a named pipe, not a puzzle file"),
        "{listed}"
    );
    server.send("Escape");
    server.wait_for("menu", |s| s.contains("Presets") && !s.contains("pipe.txt"));
    server.send("q");
    let after = server.wait_for("exit", |s| s.contains("app exited with"));
    assert!(after.contains("app exited with 0"), "{after}");
    std::fs::remove_dir_all(dir).expect("cleaned");
}

/// A puzzle left at step 2 by `play` opens there from the menu, saying so until the first
/// key; with `BACKTRACK_FRESH` set, the class's setting, it opens at step 0 from every
/// door.
#[cfg(unix)]
#[test]
fn the_menu_picks_up_where_play_left_unless_the_class_opens_fresh() {
    let shared = tempfile::tempdir().expect("a state folder");
    let folder = shared.path().to_str().expect("a UTF-8 path");
    let env = [("BACKTRACK_STATE_DIR", folder)];
    let args = ["--lang", "en", "play", "queens", "4"];
    let mut terminal = common::pty::Pty::open(&args, &env, common::pty::plain_replies().into());
    terminal.wait_for("step 0");
    terminal.press("ll");
    terminal.wait_for("step 2");
    terminal.press("q");
    let (status, _) = terminal.hang_up_after_quit();
    assert!(status.success(), "{status}");

    let menu = ["--lang", "en"];
    let mut terminal = common::pty::Pty::open(&menu, &env, common::pty::plain_replies().into());
    terminal.wait_for("Enter open");
    terminal.press("\r");
    let opened = terminal.wait_for("picked up at step 2; r restarts, --fresh opens clean");
    assert!(opened.contains("step 2"), "{opened}");
    terminal.press("q");
    let (status, _) = terminal.hang_up_after_quit();
    assert!(status.success(), "{status}");

    let fresh = [("BACKTRACK_STATE_DIR", folder), ("BACKTRACK_FRESH", "1")];
    let mut terminal = common::pty::Pty::open(&menu, &fresh, common::pty::plain_replies().into());
    terminal.wait_for("Enter open");
    terminal.press("\r");
    let opened = terminal.wait_for("step 0");
    assert!(!opened.contains("picked up"), "{opened}");
    terminal.press("q");
    let (status, _) = terminal.hang_up_after_quit();
    assert!(status.success(), "{status}");
}
