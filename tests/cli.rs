//! The command line as scripts see it: output formats, exit statuses and error lines.

mod common;

use common::{backtrack, run};

fn stat(stderr: &str, name: &str) -> u64 {
    let field = stderr
        .split_whitespace()
        .find_map(|f| f.strip_prefix(&format!("{name}=")))
        .unwrap_or_else(|| panic!("no {name}= in {stderr:?}"));
    field.parse().expect("a whole number")
}

#[test]
fn queens_counts_are_oeis_a000170() {
    let a000170 = [1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712];
    for (n, expected) in (1..).zip(a000170) {
        let (out, _, code) = run(&["solve", "queens", &n.to_string(), "--count"]);
        assert_eq!(out, format!("{expected}\n"), "N = {n}");
        assert_eq!(code, if expected == 0 { 1 } else { 0 }, "N = {n}");
    }
}

#[test]
fn fourteen_queens_count_and_placements() {
    let (out, err, code) = run(&["solve", "queens", "14", "--count", "--stats"]);
    assert_eq!((out.as_str(), code), ("365596\n", 0));
    assert_eq!(stat(&err, "placements"), 27_358_552);
    assert_eq!(stat(&err, "removals"), 27_358_552);
    assert_eq!(stat(&err, "solutions"), 365_596);
    assert_eq!(stat(&err, "max_depth"), 14);
}

#[test]
fn eight_queens_stats_line() {
    let (_, err, _) = run(&["solve", "queens", "8", "--count", "--stats"]);
    assert_eq!(err.lines().count(), 1);
    assert!(
        err.starts_with("placements=2056 removals=2056 solutions=92 max_depth=8 elapsed_ms="),
        "{err}"
    );
}

#[test]
fn queens_line_and_board_formats() {
    let (out, _, code) = run(&["solve", "queens", "4", "--format", "line"]);
    assert_eq!((out.as_str(), code), ("2 4 1 3\n3 1 4 2\n", 0));
    let (out, _, _) = run(&["solve", "queens", "4", "--limit", "1"]);
    assert_eq!(out, "Solution 1:\n- Q - -\n- - - Q\nQ - - -\n- - Q -\n\n");
    let (out, _, _) = run(&["solve", "queens", "8", "--limit", "3", "--count"]);
    assert_eq!(out, "3\n");
}

#[test]
fn no_solution_exits_with_one() {
    let (out, _, code) = run(&["solve", "queens", "3", "--format", "line"]);
    assert_eq!((out.as_str(), code), ("no solution\n", 1));
    let (out, _, code) = run(&["solve", "queens", "2"]);
    assert_eq!((out.as_str(), code), ("no solution\n", 1));
}

#[test]
fn permutations_are_n_factorial() {
    let mut factorial = 1;
    for n in 1..=8 {
        factorial *= n;
        let (out, _, _) = run(&["solve", "permutations", &n.to_string(), "--count"]);
        assert_eq!(out, format!("{factorial}\n"), "n = {n}");
    }
    let (out, err, _) = run(&["solve", "permutations", "3", "--format", "line", "--stats"]);
    assert_eq!(out, "1 2 3\n1 3 2\n2 1 3\n2 3 1\n3 1 2\n3 2 1\n");
    assert_eq!(
        stat(&err, "placements"),
        15,
        "the seed's tree has 16 nodes with its root"
    );
}

#[test]
fn trace_of_four_queens() {
    let (out, _, code) = run(&["trace", "queens", "4", "--limit", "1"]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(
        &lines[..6],
        &[
            "place 0 0",
            "place 1 2",
            "remove 1 2",
            "place 1 3",
            "place 2 1",
            "remove 2 1"
        ]
    );
    assert_eq!(lines.last(), Some(&"solution"));
    let places = lines.iter().filter(|l| l.starts_with("place")).count();
    let removes = lines.iter().filter(|l| l.starts_with("remove")).count();
    assert_eq!(places - removes, 4, "the four queens of the solution stay");
}

#[test]
fn trace_of_permutations_names_positions_and_values() {
    let (out, _, _) = run(&["trace", "permutations", "2"]);
    assert_eq!(
        out,
        "place 0 1\nplace 1 2\nsolution\nremove 1 2\nremove 0 1\n\
         place 0 2\nplace 1 1\nsolution\nremove 1 1\nremove 0 2\n"
    );
}

#[test]
fn sudoku_from_stdin_in_row_order() {
    let grid = "# seed 000, 4x4 A4\n0 0 0 0\n1 0 2 0\n0 4 0 1\n0 0 0 0\n";
    let output = backtrack()
        .args(["trace", "sudoku", "-"])
        .write_stdin(grid)
        .output()
        .unwrap();
    let out = String::from_utf8(output.stdout).unwrap();
    let places: Vec<&str> = out
        .lines()
        .filter(|l| l.starts_with("place"))
        .take(6)
        .collect();
    assert_eq!(
        places,
        [
            "place 0 0 2",
            "place 0 1 3",
            "place 0 2 1",
            "place 0 3 4",
            "place 0 2 4",
            "place 0 0 3"
        ]
    );
    assert_eq!(out.lines().last(), Some("solution"));
}

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

/// Runs `backtrack args…` with standard error on /dev/full, where every write fails.
#[cfg(target_os = "linux")]
fn run_with_full_stderr(args: &[&str]) -> std::process::Output {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full opens");
    std::process::Command::new(env!("CARGO_BIN_EXE_backtrack"))
        .args(args)
        .stderr(full)
        .output()
        .expect("the binary runs")
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_standard_error_changes_no_exit_status() {
    assert_eq!(
        run_with_full_stderr(&["solve", "queens", "99"])
            .status
            .code(),
        Some(2)
    );
    assert_eq!(
        run_with_full_stderr(&["solve", "queens"]).status.code(),
        Some(2)
    );
    let counted = run_with_full_stderr(&["solve", "queens", "8", "--count", "--stats"]);
    assert_eq!(counted.status.code(), Some(0));
    assert_eq!(counted.stdout, b"92\n");
}

#[test]
fn the_app_without_a_terminal_points_to_solve_and_trace() {
    for args in [
        &[][..],
        &["play", "queens", "8"],
        &["play", "permutations", "4"],
        &["play", "sudoku", "--preset", "4x4-a4"],
    ] {
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
fn a_preset_made_for_mrv_is_searched_in_mrv_order_unless_told_otherwise() {
    let (_, err, code) = run(&["solve", "sudoku", "--preset", "9x9-mrv", "--stats"]);
    assert_eq!(code, 0);
    assert_eq!(stat(&err, "placements"), 10_373);
    let (_, err, code) = run(&["solve", "sudoku", "--preset", "9x9-a4", "--stats"]);
    assert_eq!(code, 0);
    // Row order, as seed 000 searches it: its 49,559 calls less the root.
    assert_eq!(stat(&err, "placements"), 49_558);
}

#[test]
fn the_singles_order_is_asked_for_by_name() {
    let args = [
        "solve", "sudoku", "--preset", "9x9-a4", "--order", "singles",
    ];
    let (out, err, code) = run(&[&args[..], &["--stats", "--format", "line"]].concat());
    assert_eq!(code, 0);
    assert_eq!(
        out.trim(),
        "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
    );
    assert_eq!(stat(&err, "placements"), 1_673);
    let (_, err, code) = run(&[
        "solve", "sudoku", "--preset", "9x9-mrv", "--order", "singles", "--stats",
    ]);
    assert_eq!(code, 0);
    assert_eq!(stat(&err, "placements"), 64);
    assert_eq!(stat(&err, "removals"), 0);
}

#[test]
fn subset_sum_finds_both_subsets_of_the_classic_example() {
    let args = [
        "solve",
        "subset-sum",
        "--target",
        "9",
        "3",
        "34",
        "4",
        "12",
        "5",
        "2",
    ];
    let (out, _, code) = run(&args);
    assert_eq!(
        (out.as_str(), code),
        (
            "Solution 1:\n3 + 4 + 2 = 9\n\nSolution 2:\n4 + 5 = 9\n\n",
            0
        )
    );
    let (out, err, _) = run(&[&args[..], &["--format", "line", "--stats"]].concat());
    assert_eq!(out, "3 4 2\n4 5\n");
    assert_eq!(stat(&err, "placements"), 16);
    let (out, _, code) = run(&["solve", "subset-sum", "--preset", "subset-none"]);
    assert_eq!((out.as_str(), code), ("no solution\n", 1));
}

#[test]
fn subset_sum_counts_are_oeis_a058377() {
    // Subsets of 1..n that add up to half of 1 + … + n: the solutions of
    // 1 ± 2 ± … ± n = 0 (OEIS A058377), for the n where that half is whole.
    let a058377 = [
        (3, 2),
        (4, 2),
        (7, 8),
        (8, 14),
        (11, 70),
        (12, 124),
        (15, 722),
        (16, 1314),
        (19, 8220),
        (20, 15272),
    ];
    for (n, expected) in a058377 {
        let target = (n * (n + 1) / 4).to_string();
        let numbers: Vec<String> = (1..=n).map(|k: u32| k.to_string()).collect();
        let mut args = vec!["solve", "subset-sum", "--count", "--target", &target];
        args.extend(numbers.iter().map(String::as_str));
        let (out, _, code) = run(&args);
        assert_eq!((out, code), (format!("{expected}\n"), 0), "n = {n}");
    }
}

#[test]
fn subset_sum_trace_and_bad_input() {
    let (out, _, _) = run(&["trace", "subset-sum", "--preset", "subset-9"]);
    let first: Vec<&str> = out.lines().take(8).collect();
    assert_eq!(
        first,
        [
            "place 0 take 3",
            "place 1 skip 34",
            "place 2 take 4",
            "place 3 skip 12",
            "place 4 skip 5",
            "place 5 take 2",
            "solution",
            "remove 5 take 2"
        ]
    );
    for (args, message) in [
        (
            &["solve", "subset-sum", "--target", "0", "1"][..],
            "subset-sum: the target must be a positive whole number, got '0'",
        ),
        (
            &["solve", "subset-sum", "--target", "3", "1", "two"],
            "subset-sum: each number must be a positive whole number, got 'two'",
        ),
        (
            &["solve", "subset-sum", "--preset", "nope"],
            "unknown preset 'nope' (`backtrack presets` lists them)",
        ),
    ] {
        let (_, err, code) = run(args);
        let expected = format!("error: {message}; try `backtrack solve subset-sum --help`\n");
        assert_eq!((err, code), (expected, 2), "{args:?}");
    }
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

#[test]
fn completions_and_the_man_page_come_from_the_command_line_definition() {
    for (shell, mark) in [
        ("bash", "_backtrack()"),
        ("zsh", "#compdef backtrack"),
        ("fish", "complete -c backtrack"),
        ("powershell", "Register-ArgumentCompleter"),
    ] {
        let (out, err, code) = run(&["completions", shell]);
        assert_eq!((err.as_str(), code), ("", 0), "{shell}");
        assert!(out.contains(mark), "{shell}");
        assert!(
            out.contains("max-placements") && out.contains("one-per-line"),
            "{shell}"
        );
    }
    let (out, _, code) = run(&["man"]);
    assert_eq!(code, 0);
    assert!(out.contains(".TH backtrack 1"), "{out}");
    assert!(
        out.contains(".SH \"EXIT STATUS\"") && out.contains("completions"),
        "{out}"
    );
}

#[test]
fn trace_all_runs_seed_000s_a4_to_no_other_answer() {
    let (out, _, code) = run(&["trace", "sudoku", "--preset", "4x4-a4", "--all"]);
    assert_eq!(code, 0);
    let places: Vec<&str> = out.lines().filter(|l| l.starts_with("place ")).collect();
    assert_eq!(places.len(), 26);
    assert_eq!(out.lines().filter(|l| l.starts_with("remove ")).count(), 26);
    assert_eq!(out.lines().filter(|&l| l == "solution").count(), 1);
    // After the answer: (2,0)=3, (0,2)=3, (0,1)=3, (0,2)=1, each taken back.
    assert_eq!(
        places[22..],
        ["place 2 0 3", "place 0 2 3", "place 0 1 3", "place 0 2 1"]
    );
    let (first, _, _) = run(&["trace", "sudoku", "--preset", "4x4-a4"]);
    assert_eq!(
        first.lines().count(),
        33,
        "the first solution alone: 33 events"
    );
}

#[test]
fn clashing_givens_are_named_as_the_board_labels_their_cells() {
    // Seed 000's A4 with a 1 added at the top right, over the 1 the board labels (2,3).
    let grid = "0 0 0 1\n1 0 2 0\n0 4 0 1\n0 0 0 0\n";
    let output = backtrack()
        .args(["solve", "sudoku", "-"])
        .write_stdin(grid)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8(output.stderr).unwrap();
    assert_eq!(
        err,
        "error: <stdin>:1: givens clash: 1 at (0,3) and at (2,3) share column 3 \
         (rows, columns and boxes counted from 0)\n"
    );
}

#[test]
fn compare_prints_for_each_order_the_totals_solve_prints() {
    for (puzzle, extra) in [("9x9-a4", None), ("4x4-a5", Some("--all"))] {
        let mut args = vec!["compare", "sudoku", "--preset", puzzle, "--count"];
        args.extend(extra);
        let (out, _, code) = run(&args);
        assert_eq!(code, 0);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 3, "{out}");
        for (line, order) in lines.iter().zip(["row", "mrv", "singles"]) {
            let fields: Vec<&str> = line.split(' ').collect();
            assert_eq!(fields.len(), 6, "{line}");
            assert_eq!(fields[0], order);
            let mut solve = vec!["solve", "sudoku", "--preset", puzzle, "--order", order];
            solve.extend(extra);
            solve.push("--stats");
            let (_, err, code) = run(&solve);
            assert_eq!(code, 0);
            for (field, name) in
                fields[1..5]
                    .iter()
                    .zip(["placements", "removals", "solutions", "max_depth"])
            {
                assert_eq!(
                    field.parse::<u64>().unwrap(),
                    stat(&err, name),
                    "{puzzle} {line}"
                );
            }
        }
    }
    // Seed 000's counts on Inkala's puzzle head the first two lines.
    let (out, _, _) = run(&["compare", "sudoku", "--preset", "9x9-a4", "--count"]);
    assert!(out.starts_with("row 49558 "), "{out}");
    assert!(
        out.lines().nth(1).unwrap().starts_with("mrv 10101 "),
        "{out}"
    );
    let only = [
        "compare",
        "sudoku",
        "--preset",
        "9x9-a4",
        "--count",
        "--orders",
        "singles,mrv",
    ];
    let (out, _, _) = run(&only);
    let orders: Vec<&str> = out.lines().map(|l| l.split(' ').next().unwrap()).collect();
    assert_eq!(orders, ["singles", "mrv"]);
    let (_, err, code) = run(&[
        "compare", "sudoku", "--preset", "9x9-a4", "--count", "--orders", "best",
    ]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "error: sudoku: no order 'best' (row, mrv or singles)\n"
    );
}

#[test]
fn compare_without_count_needs_a_terminal() {
    let (out, err, code) = run(&["compare", "sudoku", "--preset", "9x9-a4"]);
    assert_eq!((out.as_str(), code), ("", 2));
    assert!(
        err.starts_with("error: the side-by-side boards need a terminal"),
        "{err}"
    );
}

/// Runs `backtrack args…` with standard output as `stdout`, returning the status and the
/// standard error.
#[cfg(unix)]
fn run_with_stdout(args: &[&str], stdout: std::process::Stdio) -> (Option<i32>, String) {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_backtrack"))
        .args(args)
        .stdout(stdout)
        .stderr(std::process::Stdio::piped())
        .output()
        .expect("the binary runs");
    let err = String::from_utf8_lossy(&output.stderr).into_owned();
    (output.status.code(), err)
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
        let (code, err) = run_with_stdout(args, full());
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
    }
    let null = || std::process::Stdio::null();
    assert_eq!(
        run_with_stdout(&["trace", "queens", "6"], null()).0,
        Some(0)
    );
    assert_eq!(run_with_stdout(&["--help"], null()).0, Some(0));
}

/// Standard output closed, as the shell's `>&-` leaves it: the program starts without it.
#[cfg(target_os = "linux")]
#[test]
fn a_closed_standard_output_is_an_error() {
    for command in ["trace queens 6", "solve queens 4", "--help", "presets"] {
        let script = format!("\"$0\" {command} >&-");
        let output = std::process::Command::new("sh")
            .args(["-c", &script, env!("CARGO_BIN_EXE_backtrack")])
            .output()
            .expect("sh runs");
        let err = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{command}: {err}");
        assert!(
            err.contains("standard output is closed"),
            "{command}: {err}"
        );
    }
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

/// Two 9×9 puzzles, one a line: Inkala's (the 9×9 A4 of the lesson) and the example of
/// Wikipedia's "Sudoku" article. A 9×9 line is a whole puzzle, so each is searched as soon
/// as its line arrives (a 4×4 line could be the first row of a 16×16 grid).
const TWO_PUZZLES: &str = "800000000003600000070090200050007000000045700000100030001000068008500010090000400\n\
    530070000600195000098000060800060003400803001700020006060000280000419005000080079\n";

#[test]
fn compare_streams_a_line_per_puzzle_and_order_then_the_totals() {
    use std::io::{BufRead, BufReader, Write};
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_backtrack"))
        .args(["compare", "sudoku", "-", "--count", "--orders", "row,mrv"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut input = child.stdin.take().expect("a pipe");
    input.write_all(TWO_PUZZLES.as_bytes()).expect("written");
    input.flush().expect("flushed");
    // The lines of both puzzles arrive while the input is still open: nothing waits for
    // the end of an endless stream.
    let mut output = BufReader::new(child.stdout.take().expect("a pipe"));
    let mut streamed = Vec::new();
    for _ in 0..4 {
        let mut line = String::new();
        output.read_line(&mut line).expect("a line");
        streamed.push(line.trim_end().to_string());
    }
    drop(input);
    let rest: Vec<String> = output.lines().map(|line| line.expect("a line")).collect();
    assert!(child.wait().expect("it ends").success());
    let heads: Vec<String> = streamed
        .iter()
        .map(|line| line.split(' ').take(2).collect::<Vec<_>>().join(" "))
        .collect();
    assert_eq!(heads, ["1 row", "1 mrv", "2 row", "2 mrv"], "{streamed:?}");
    assert_eq!(rest.len(), 2, "the totals: {rest:?}");
    for (total, order) in rest.iter().zip(["row", "mrv"]) {
        let fields: Vec<u64> = total
            .split(' ')
            .skip(1)
            .take(4)
            .map(|field| field.parse().expect("a count"))
            .collect();
        let of_puzzles: u64 = streamed
            .iter()
            .filter(|line| line.split(' ').nth(1) == Some(order))
            .map(|line| line.split(' ').nth(2).unwrap().parse::<u64>().unwrap())
            .sum();
        assert!(total.starts_with(order), "{total}");
        assert_eq!(fields[0], of_puzzles, "the placements add up: {total}");
        assert_eq!(fields[2], 2, "a solution each: {total}");
    }
}

#[test]
fn compare_takes_its_orders_from_orders_alone_and_no_keys_puzzle() {
    let (_, err, code) = run(&[
        "compare", "sudoku", "--preset", "9x9-a4", "--count", "--order", "mrv",
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("'--order'") && err.contains("'--orders'"),
        "{err}"
    );
    let (_, err, code) = run(&["compare", "sudoku", "-"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("error: the side-by-side boards read keys from standard input"),
        "{err}"
    );
}

#[test]
fn the_screens_options_belong_to_the_commands_that_draw() {
    for args in [
        &["solve", "queens", "4", "--theme", "light"][..],
        &["trace", "queens", "4", "--lang", "zh"],
        &["--from-one", "solve", "queens", "4"],
        &["--no-color", "trace", "queens", "4"],
        &["--theme", "light", "presets"],
        &["--ascii", "completions", "bash"],
    ] {
        let (out, err, code) = run(args);
        assert_eq!((out.as_str(), code), ("", 2), "{args:?}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
    let (help, _, _) = run(&["solve", "queens", "--help"]);
    assert!(
        !help.contains("--theme") && !help.contains("--lang"),
        "{help}"
    );
    let (help, _, _) = run(&["play", "queens", "--help"]);
    assert!(help.contains("--theme") && help.contains("zh-TW"), "{help}");
    // Before the command or after the problem, alike.
    let export = |args: &[&str]| run(&[&["export", "queens", "4", "--step", "1"], args].concat());
    let after = export(&["--lang", "zh-TW", "--from-one"]);
    let (before, _, code) = run(&[
        "--lang",
        "zh-TW",
        "--from-one",
        "export",
        "queens",
        "4",
        "--step",
        "1",
    ]);
    assert_eq!((after.0.as_str(), after.2), (before.as_str(), code));
    assert_ne!(after.0, export(&[]).0, "the options change the picture");
}

#[test]
fn every_name_the_presets_list_gives_opens_with_its_problem() {
    let (list, _, code) = run(&["presets"]);
    assert_eq!(code, 0);
    let mut seen = 0;
    for line in list.lines() {
        let mut fields = line.split_whitespace();
        let (Some(name), Some(problem)) = (fields.next(), fields.next()) else {
            continue;
        };
        let (_, err, code) = run(&["trace", problem, "--preset", name, "--max-placements", "5"]);
        assert!(code == 0 || code == 3, "{problem} --preset {name}: {err}");
        seen += 1;
    }
    assert!(seen >= 25, "{list}");
    // The lesson's 4 queens: two solutions, as `queens 4`.
    let (out, _, _) = run(&["solve", "queens", "--preset", "queens-4", "--count"]);
    assert_eq!(out, "2\n");
    let (_, err, code) = run(&["solve", "queens", "8", "--preset", "queens-8"]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot be used with"), "{err}");
}

#[test]
fn a_preset_of_another_problem_is_named_with_its_problem() {
    let (_, err, code) = run(&["solve", "subset-sum", "--preset", "9x9-a4"]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "error: unknown preset '9x9-a4' for subset-sum: it is a preset of sudoku; \
         try `backtrack solve sudoku --preset 9x9-a4`\n"
    );
}
