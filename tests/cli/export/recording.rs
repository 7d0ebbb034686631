//! `record` writes one frame a step, reads its puzzle once and leaves a whole file when
//! stopped.

use super::{app, app_screen, scratch};
use crate::common::{backtrack, press, render, run};
use backtrack::app::{App, screen_text};
use ratatui::crossterm::event::KeyCode;
use std::fs;
use std::path::PathBuf;
use std::time::Instant;

/// A JSON string's text, from just after its opening quote; returns it and the rest.
fn json_string(text: &str) -> (String, &str) {
    let mut out = String::new();
    let mut chars = text.char_indices();
    while let Some((i, c)) = chars.next() {
        match c {
            '"' => return (out, &text[i + 1..]),
            '\\' => match chars.next().expect("an escape").1 {
                'n' => out.push('\n'),
                'r' => out.push('\r'),
                't' => out.push('\t'),
                'u' => {
                    let hex: String = (0..4).map(|_| chars.next().expect("hex").1).collect();
                    out.push(char::from_u32(u32::from_str_radix(&hex, 16).unwrap()).unwrap());
                }
                c => out.push(c),
            },
            c => out.push(c),
        }
    }
    panic!("an unterminated string");
}

#[test]
fn record_writes_one_frame_a_step_that_replays_to_the_app_screen() {
    let dir = scratch("record");
    let cast = dir.join("queens.cast");
    let (_, err, code) = run(&[
        "record",
        "queens",
        "4",
        "--from",
        "3",
        "--to",
        "solution:1",
        "--fps",
        "4",
        "--size",
        "80x24",
        "-o",
        cast.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let text = fs::read_to_string(&cast).expect("the recording");
    let mut lines = text.lines();
    let header = lines.next().expect("a header");
    assert!(header.contains("\"version\": 2"), "{header}");
    assert!(
        header.contains("\"width\": 80") && header.contains("\"height\": 24"),
        "{header}"
    );
    let mut parser = vt100::Parser::new(24.try_into().unwrap(), 80.try_into().unwrap(), 0);
    let mut times = Vec::new();
    for line in lines {
        let rest = line.strip_prefix('[').expect("an event");
        let (time, rest) = rest.split_once(", \"o\", \"").expect("an output event");
        times.push(time.parse::<f64>().expect("a time"));
        let (data, rest) = json_string(rest);
        assert_eq!(rest, "]");
        parser.process(data.as_bytes());
    }
    // Steps 3 to 13, the first solution of 4-queens (seed 000): 11 frames, 4 a second.
    assert_eq!(times.len(), 11);
    assert!(times.windows(2).all(|t| t[0] <= t[1]));
    assert_eq!(times.last(), Some(&2.5));
    let screen = app_screen(&["queens", "4"], 13, (80, 24));
    let replayed: Vec<String> = parser
        .screen()
        .rows(0, 80)
        .map(|row| row.trim_end().to_string())
        .collect();
    assert_eq!(replayed.join("\n"), screen_text(&screen));
    assert_eq!(
        fs::read_dir(&dir).expect("listed").count(),
        1,
        "no temporary file left"
    );
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn bad_input_is_one_error_line_exit_2_and_no_file() {
    let (_, err, code) = run(&["export", "queens", "4", "--step", "5", "--format", "png"]);
    assert_eq!(code, 2);
    assert!(err.starts_with("error:") && err.contains("png"), "{err}");

    let (out, err, code) = run(&["export", "queens", "4", "--step", "35"]);
    assert_eq!((out.as_str(), code), ("", 2));
    assert_eq!(
        err,
        "error: step 35 is past the end of the run: its last step is 34\n"
    );

    let (_, err, code) = run(&["export", "queens", "4", "--step", "solution:3"]);
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.contains("2 solutions") && err.contains("34"), "{err}");

    let (_, err, code) = run(&["record", "queens", "4", "--fps", "0", "-o", "x.cast"]);
    assert_eq!((code, err.lines().count()), (2, 1), "{err}");
    let (_, err, code) = run(&[
        "record",
        "queens",
        "4",
        "--from",
        "20",
        "--to",
        "solution:1",
        "-o",
        "x.cast",
    ]);
    assert_eq!(code, 2);
    assert_eq!(err, "error: --from is step 20, after --to, step 13\n");
    assert!(!std::path::Path::new("x.cast").exists());

    let dir = scratch("unwritable");
    let missing = dir.join("no-such-folder").join("x.svg");
    let (_, err, code) = run(&[
        "export",
        "queens",
        "4",
        "--step",
        "5",
        "--format",
        "svg",
        "-o",
        missing.to_str().unwrap(),
    ]);
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.starts_with("error: cannot write"), "{err}");
    fs::create_dir(dir.join("taken")).expect("a directory");
    for command in [
        &["export", "queens", "4", "--step", "5"][..],
        &["record", "queens", "4", "--to", "5"][..],
    ] {
        let target = dir.join("taken");
        let mut args = command.to_vec();
        args.extend(["-o", target.to_str().unwrap()]);
        let (_, err, code) = run(&args);
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(err.lines().count(), 1, "{err}");
        let left: Vec<PathBuf> = fs::read_dir(&dir)
            .expect("listed")
            .map(|e| e.unwrap().path())
            .collect();
        assert_eq!(
            left,
            [dir.join("taken")],
            "nothing half-written left behind"
        );
        assert!(fs::read_dir(dir.join("taken")).unwrap().next().is_none());
    }
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn in_the_app_s_saves_the_screen_and_c_records_it() {
    let dir = scratch("keys");
    let mut player = app(&["queens", "8"]).saving_to(&dir);
    let draw = |app: &App| render(app, 100, 30);
    for _ in 0..23 {
        press(&mut player, KeyCode::Right);
    }
    let before = draw(&player);
    press(&mut player, KeyCode::Char('s'));
    let txt = fs::read_to_string(dir.join("8-queens-step-23.txt")).expect("the text");
    assert_eq!(txt, format!("{}\n", screen_text(&before)));
    let svg = fs::read_to_string(dir.join("8-queens-step-23.svg")).expect("the picture");
    roxmltree::Document::parse(&svg).expect("well-formed XML");
    assert!(
        screen_text(&draw(&player)).contains("saved "),
        "the status line says where"
    );

    press(&mut player, KeyCode::Char('v'));
    assert!(player.is_recording());
    let shown = screen_text(&draw(&player));
    assert!(shown.lines().next().unwrap().ends_with("● REC"), "{shown}");
    player.record_frame();
    press(&mut player, KeyCode::Right);
    draw(&player);
    player.record_frame();
    press(&mut player, KeyCode::Char('v'));
    assert!(!player.is_recording());
    let cast = fs::read_to_string(dir.join("8-queens-steps-23-24.cast")).expect("the recording");
    assert_eq!(cast.lines().count(), 3, "a header and two frames");
    assert!(!cast.contains("REC"), "the mark is not recorded");
    assert!(screen_text(&draw(&player)).contains("2 frames"));

    let mut unwritable = app(&["queens", "8"]).saving_to(&dir.join("gone"));
    draw(&unwritable);
    press(&mut unwritable, KeyCode::Char('s'));
    assert!(screen_text(&draw(&unwritable)).contains("not saved: cannot write"));
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn record_reads_a_puzzle_from_standard_input_once() {
    let dir = scratch("stdin");
    let cast = dir.join("a4.cast");
    let output = backtrack()
        .args([
            "record",
            "sudoku",
            "-",
            "--to",
            "solution:1",
            "--size",
            "80x24",
            "-o",
        ])
        .arg(&cast)
        .write_stdin("0000\n1020\n0401\n0000\n")
        .output()
        .expect("the binary runs");
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    // Seed 000's A4 prints 22 placements, with 10 removals between them, up to its
    // answer: the solution is step 33, and steps 0 to 33 are 34 frames.
    let frames = fs::read_to_string(&cast)
        .expect("the recording")
        .lines()
        .count()
        - 1;
    assert_eq!(frames, 34);
    fs::remove_dir_all(dir).expect("cleaned");
}

/// A file named `.svg` gets an animated picture, not a recording: the first frame whole,
/// then a group a step that changed the screen, each shown at its moment of a loop of
/// `frames / fps` seconds and two more on the last frame.
#[test]
fn record_to_an_svg_file_draws_a_picture_that_moves() {
    let dir = scratch("animated");
    let picture = dir.join("a4.svg");
    let path = picture.to_str().expect("a UTF-8 path");
    let record = |more: &str| {
        let line = format!("record queens 4 --to 5 {more} -o {path}");
        let (_, err, status) = run(&line.split(' ').collect::<Vec<_>>());
        assert_eq!(status, 0, "{err}");
        fs::read_to_string(&picture).expect("the file")
    };
    let text = record("--fps 2 --size 80x24");
    let document = roxmltree::Document::parse(&text).expect("well-formed SVG");
    let moments: Vec<&str> = (document.root_element().children())
        .filter(|node| node.has_tag_name("g"))
        .filter_map(|group| group.first_element_child()?.attribute("keyTimes"))
        .collect();
    // Steps 1 to 5 at half a second each, in a loop of 6 frames / 2 + 2 = 5 seconds.
    let expected = [
        "0;0.100000",
        "0;0.200000",
        "0;0.300000",
        "0;0.400000",
        "0;0.500000",
    ];
    assert_eq!(moments, expected);
    // `--format cast` keeps the recording whatever the name.
    let cast = record("--format cast");
    assert!(cast.starts_with("{\"version\": 2"), "{cast:.80}");
    fs::remove_dir_all(dir).expect("cleaned");
}

/// Records 8-queens, sends `signal` once the recording has begun, and checks what is left:
/// the exit status 128 + N and a whole recording under its name, marked as cut.
#[cfg(unix)]
fn signal_stops_a_recording(signal: &str, status: i32) {
    use std::time::Duration;
    let dir = scratch(&format!("signal-{signal}"));
    let cast = dir.join("long.cast");
    // 8-queens has 31,525 steps: far more than the frames written before the signal.
    let child = std::process::Command::new(assert_cmd::cargo::cargo_bin("backtrack"))
        .args(["record", "queens", "8", "--size", "80x24", "-o"])
        .arg(&cast)
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let started = Instant::now();
    while fs::read_dir(&dir).expect("listed").next().is_none() {
        assert!(
            started.elapsed() < Duration::from_secs(60),
            "no recording began"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(300));
    let killed = std::process::Command::new("kill")
        .args([&format!("-{signal}"), &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let output = child.wait_with_output().expect("it ends");
    assert_eq!(output.status.code(), Some(status));
    let said = String::from_utf8(output.stderr).expect("UTF-8");
    assert!(said.starts_with("stopped at step "), "{said}");
    let text = fs::read_to_string(&cast).expect("the recording, under its name");
    let lines: Vec<&str> = text.lines().collect();
    let last = lines.last().expect("lines");
    assert!(text.ends_with("]\n"), "the last line is whole");
    let step: &str = said
        .strip_prefix("stopped at step ")
        .and_then(|rest| rest.split(':').next())
        .expect("a step");
    assert!(
        last.ends_with(&format!(
            ", \"m\", \"cut: stopped by signal {} at step {step}\"]",
            status - 128
        )),
        "{last}"
    );
    let frames = lines.len() - 2;
    assert!(
        frames > 1 && said.contains(&format!("holds {frames} frames")),
        "{said}"
    );
    assert!(
        lines[1..lines.len() - 1]
            .iter()
            .all(|l| l.contains(", \"o\", "))
    );
    let names: Vec<_> = fs::read_dir(&dir)
        .expect("listed")
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, ["long.cast"], "no temporary file left");
    fs::remove_dir_all(dir).expect("cleaned");
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_a_recording_and_leaves_a_whole_file_marked_as_cut() {
    signal_stops_a_recording("INT", 130);
}

#[cfg(unix)]
#[test]
fn sigterm_stops_a_recording_with_status_143_and_a_whole_file_marked_as_cut() {
    signal_stops_a_recording("TERM", 143);
}
