//! Bad input, lost output and interrupted runs: one line, and the exit status a script
//! branches on.

use crate::common::run;
#[test]
fn bad_sizes_get_one_line_and_status_two() {
    for args in [
        &["solve", "queens", "0"][..],
        &["solve", "queens", "65"],
        &["solve", "queens", "x"],
        &["solve", "permutations", "13"],
        &["trace", "queens", "-3"],
        &["solve", "queens", "4", "--limit", "0"],
    ] {
        let (out, err, code) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
    }
}

#[test]
fn missing_file_is_named() {
    let (_, err, code) = run(&["solve", "sudoku", "no-such-puzzle.txt"]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "error: no-such-puzzle.txt: cannot read: no such file\n"
    );
}

#[test]
fn every_class_of_usage_error_is_one_line_with_status_two_and_a_help_pointer() {
    for (args, help) in [
        // A missing problem, an unknown command, an unknown flag, a bad value, clashing
        // flags, a missing argument.
        (&["solve"][..], "backtrack solve --help"),
        (&["frob"], "backtrack --help"),
        (
            &["solve", "queens", "8", "--frob"],
            "backtrack solve queens --help",
        ),
        (
            &["solve", "sudoku", "--order", "diagonal", "x.txt"],
            "backtrack solve sudoku --help",
        ),
        (
            &["solve", "queens", "8", "--all", "--limit", "2"],
            "backtrack solve queens --help",
        ),
        (
            &["trace", "queens", "8", "--limit", "0"],
            "backtrack trace queens --help",
        ),
        (&["solve", "queens"], "backtrack solve queens --help"),
    ] {
        let (out, err, code) = run(args);
        assert_eq!((out.as_str(), code), ("", 2), "{args:?}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert!(
            err.ends_with(&format!("; try `{help}`\n")),
            "{args:?}: {err}"
        );
    }
    // --help itself is clap's help, on standard output.
    let (out, err, code) = run(&["solve", "--help"]);
    assert_eq!((err.as_str(), code), ("", 0));
    assert!(out.starts_with("Solve a problem") && out.contains("Usage: backtrack solve"));
}

#[test]
fn control_characters_of_arguments_and_file_names_are_escaped() {
    let (_, err, code) = run(&["solve", "queens", "x\nerror: forged"]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "error: queens: N must be a whole number from 1 to 64, got 'x\\nerror: forged'; \
         try `backtrack solve queens --help`\n"
    );
    let (_, err, code) = run(&["solve", "sudoku", "\u{1b}]2;owned\u{7}\u{2028}.txt"]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "error: \\x1b]2;owned\\x07\\u{2028}.txt: cannot read: no such file\n"
    );
    let (_, err, code) = run(&["solve", "queens", "8", "--format", "x\ny\u{7}"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("error: invalid value 'x\\ny\\x07'"),
        "{err}"
    );
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_standard_error_changes_no_exit_status() {
    assert_eq!(
        crate::run_with_full_stderr(&["solve", "queens", "99"])
            .status
            .code(),
        Some(2)
    );
    assert_eq!(
        crate::run_with_full_stderr(&["solve", "queens"])
            .status
            .code(),
        Some(2)
    );
    let counted = crate::run_with_full_stderr(&["solve", "queens", "8", "--count", "--stats"]);
    assert_eq!(counted.status.code(), Some(0));
    assert_eq!(counted.stdout, b"92\n");
}

/// The menu, and `play` on every problem of the registry (its first preset).
#[test]
fn the_app_without_a_terminal_points_to_solve_and_trace() {
    let mut every: Vec<Vec<&str>> = vec![vec![]];
    for entry in backtrack::registry::PROBLEMS {
        let presets = entry.presets();
        let first = presets
            .first()
            .unwrap_or_else(|| panic!("{entry:?} has no preset"));
        every.push(vec!["play", entry.name(), "--preset", first.name]);
    }
    for args in &every {
        let (out, err, code) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert!(
            err.starts_with("error: ") && err.contains("solve") && err.contains("trace"),
            "{args:?}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
}

#[test]
fn play_checks_its_input_before_it_needs_a_terminal() {
    let (_, err, code) = run(&["play", "queens", "65"]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "error: queens: N must be a whole number from 1 to 64, got '65'; \
         try `backtrack play queens --help`\n"
    );
    let (_, err, code) = run(&["play", "sudoku", "--preset", "queens-8"]);
    assert_eq!(code, 2);
    assert!(err.contains("queens-8"), "{err}");
    // Standard input is read for the puzzle: here it holds none.
    let (_, err, code) = run(&["play", "sudoku", "-"]);
    assert_eq!(code, 2);
    assert_eq!(err, "error: <stdin>:1: no puzzle found\n");
}

#[test]
fn limits_stop_a_run_with_what_it_found_and_status_three() {
    // The trace up to its fourth placement, which --max-placements 3 leaves out.
    let (out, err, code) = run(&["trace", "queens", "4", "--max-placements", "3"]);
    assert_eq!(out, "place 0 0\nplace 1 2\nremove 1 2\nplace 1 3\n");
    assert_eq!(code, 3);
    assert!(
        err.starts_with("stopped: --max-placements 3 reached after 3 placements, 0 solutions"),
        "{err}"
    );
    // 8-queens takes 2056 placements: that many is no stop, one fewer is.
    let (out, err, code) = run(&[
        "solve",
        "queens",
        "8",
        "--count",
        "--max-placements",
        "2056",
    ]);
    assert_eq!((out.as_str(), err.as_str(), code), ("92\n", "", 0));
    let (_, err, code) = run(&[
        "solve",
        "queens",
        "8",
        "--count",
        "--max-placements",
        "2055",
    ]);
    assert_eq!(code, 3);
    assert!(err.contains("after 2055 placements"), "{err}");
}

#[test]
fn a_timeout_stops_a_long_count_with_status_three_and_no_progress_line_off_a_terminal() {
    let (out, err, code) = run(&["solve", "queens", "30", "--count", "--timeout", "1"]);
    assert_eq!(code, 3);
    let count: u64 = out.trim_end().parse().expect("the count so far");
    assert!(count < 1_000_000, "{count}");
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with("stopped: --timeout 1 reached after "),
        "{err}"
    );
    assert!(
        err.ends_with("the output is what was found until then\n"),
        "{err}"
    );
}

#[cfg(target_os = "linux")]
#[test]
fn lost_output_is_an_error_for_every_command_and_the_help() {
    let full = || {
        std::fs::OpenOptions::new()
            .write(true)
            .open("/dev/full")
            .expect("/dev/full opens")
            .into()
    };
    for args in [
        &["--help"][..],
        &["solve", "--help"],
        &["--version"],
        &["solve", "queens", "8"],
        &["trace", "queens", "6"],
        &["presets"],
        &["man"],
    ] {
        let (code, err) = crate::run_with_stdout(args, full());
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        // The commands' own output says which output failed; clap words its help's.
        if !args.iter().any(|arg| arg.starts_with("--")) {
            assert!(
                err.starts_with("error: cannot write to standard output: "),
                "{args:?}: {err}"
            );
        }
    }
    // The commands that write a picture, a recording or a check's line to it say which.
    let lesson = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/lessons/8-queens.toml");
    for args in [
        &["export", "queens", "4", "--step", "3"][..],
        &["export", "queens", "4", "--step", "3", "-o", "-"],
        &[
            "export", "queens", "4", "--step", "all", "--format", "table",
        ],
        &["record", "queens", "4", "--to", "3", "-o", "-"],
        &["lesson", "--check", lesson],
    ] {
        let (code, err) = crate::run_with_stdout(args, full());
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(
            err.starts_with("error: cannot write to standard output: ") && err.lines().count() == 1,
            "{args:?}: {err}"
        );
    }
    let null = || std::process::Stdio::null();
    assert_eq!(
        crate::run_with_stdout(&["trace", "queens", "6"], null()).0,
        Some(0)
    );
    assert_eq!(crate::run_with_stdout(&["--help"], null()).0, Some(0));
}

/// Standard output closed, as the shell's `>&-` leaves it: the program starts without it.
#[cfg(target_os = "linux")]
#[test]
fn a_closed_standard_output_is_an_error() {
    let closed = |command: &str| {
        let script = format!("\"$0\" {command} >&-");
        std::process::Command::new("sh")
            .args(["-c", &script, env!("CARGO_BIN_EXE_backtrack")])
            .env(
                "LESSONS",
                concat!(env!("CARGO_MANIFEST_DIR"), "/assets/lessons"),
            )
            .output()
            .expect("sh runs")
    };
    for command in [
        "trace queens 6",
        "solve queens 4",
        "--help",
        "presets",
        "export queens 4 --step 3",
        "export queens 4 --step 3 -o -",
        "export queens 4 --step all --format table",
        "record queens 4 --to 3 -o -",
        "lesson --check \"$LESSONS/8-queens.toml\"",
    ] {
        let output = closed(command);
        let err = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{command}: {err}");
        // One line: `error: standard output is closed`, the help's saying what it was.
        assert!(
            err.starts_with("error: ") && err.ends_with("standard output is closed\n"),
            "{command}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{command}: {err}");
    }
    // A picture or a recording written to a file needs no standard output.
    let dir = crate::common::scratch("cli", "closed");
    let svg = dir.join("q.svg");
    let cast = dir.join("q.cast");
    for (command, file, start) in [
        ("export queens 4 --step 3 --format svg -o", &svg, "<svg"),
        ("record queens 4 --to 3 -o", &cast, "{\"version\": 2"),
    ] {
        let output = closed(&format!("{command} '{}'", file.display()));
        let err = String::from_utf8_lossy(&output.stderr);
        assert_eq!((output.status.code(), &*err), (Some(0), ""), "{command}");
        let written = std::fs::read_to_string(file).expect("written");
        assert!(written.starts_with(start), "{command}: {written}");
    }
    std::fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn a_value_typed_wrong_points_to_the_commands_help() {
    let (_, err, code) = run(&["solve", "queens", "2x"]);
    assert_eq!(code, 2);
    assert_eq!(
        err.trim_end(),
        "error: queens: N must be a whole number from 1 to 64, got '2x'; \
         try `backtrack solve queens --help`"
    );
    let (_, err, _) = run(&["solve", "subset-sum", "--preset", "nope"]);
    assert!(
        err.trim_end()
            .ends_with("; try `backtrack solve subset-sum --help`"),
        "{err}"
    );
    let (_, err, _) = run(&["solve", "sudoku", "no-such-file.txt"]);
    assert!(
        !err.contains("--help"),
        "a file's fault names the file: {err}"
    );
}

#[test]
fn an_argument_echoed_by_the_parser_keeps_its_escape_sequence_visible() {
    let (_, err, code) = run(&["solve", "queens", "8", "--bogus\u{1b}[2J"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("error: unexpected argument '--bogus\\x1b[2J' found"),
        "{err}"
    );
    assert!(!err.contains('\u{1b}'), "{err}");
}

/// Ctrl-C on a long count: the count so far on standard output, one `stopped:` line,
/// and the status a shell gives a program Ctrl-C ended.
#[cfg(unix)]
#[test]
fn an_interrupted_count_prints_what_it_found_and_exits_130() {
    let child = std::process::Command::new(env!("CARGO_BIN_EXE_backtrack"))
        .args(["solve", "queens", "20", "--count"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    // Long enough for the search to be under way; it runs for hours.
    std::thread::sleep(std::time::Duration::from_secs(2));
    let killed = std::process::Command::new("kill")
        .args(["-INT", &child.id().to_string()])
        .status()
        .expect("kill runs");
    assert!(killed.success());
    let output = child.wait_with_output().expect("it ends");
    let (out, err) = (
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr),
    );
    assert_eq!(output.status.code(), Some(130), "{out}{err}");
    assert!(out.trim().parse::<u64>().is_ok(), "a count: {out:?}");
    assert!(err.starts_with("stopped: interrupted after "), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
}

#[test]
fn a_bad_maze_file_names_its_line_and_column_with_status_two() {
    let dir = crate::common::scratch("errors", "maze");
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, "S..\n.#x\n..E\n").expect("a maze file");
    let bad = bad.to_str().expect("a UTF-8 path");
    let (out, err, code) = run(&["solve", "maze", bad]);
    assert_eq!((out.as_str(), code), ("", 2));
    assert_eq!(
        err,
        format!(
            "error: {bad}:2:3: `x` is not a square: expected `#` (wall), `.` (open), `S` \
             (start) or `E` (exit); `;` starts a comment\n"
        )
    );
}

#[test]
fn a_generated_maze_is_the_same_for_a_seed_and_a_bad_size_or_seed_is_one_line_with_status_two() {
    let solve = |args: &[&str]| {
        let mut all = vec!["solve", "maze"];
        all.extend_from_slice(args);
        run(&all)
    };
    let (seven, err, code) = solve(&["--generate", "21x11", "--seed", "7"]);
    assert_eq!((err.as_str(), code), ("", 0));
    assert!(seven.contains('S') && seven.contains('E'), "{seven}");
    assert_eq!(solve(&["--generate", "21x11", "--seed", "7"]).0, seven);
    assert_ne!(solve(&["--generate", "21x11", "--seed", "8"]).0, seven);
    for (args, said) in [
        (
            &["--generate", "20x11"][..],
            "maze: no maze of 20x11 is generated: odd widths from 5 to 41 and odd heights \
             from 5 to 21",
        ),
        (
            &["--generate", "big"][..],
            "maze: --generate takes WIDTHxHEIGHT, such as 21x11, not 'big'",
        ),
        (
            &["--generate", "21x11", "--seed", "x"][..],
            "maze: --seed takes a whole number from 0 to 18446744073709551615, not 'x'",
        ),
    ] {
        let (out, err, code) = solve(args);
        assert_eq!((out.as_str(), code), ("", 2), "{args:?}");
        assert_eq!(
            err,
            format!("error: {said}; try `backtrack solve maze --help`\n"),
            "{args:?}"
        );
    }
}
