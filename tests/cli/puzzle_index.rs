//! Files of several puzzles: `--index K` picks one for every command that reads a file,
//! and `play` reads its puzzle from standard input as the others do. (The app itself, its
//! keys from the terminal and its note on a file of several puzzles, are in `tests/terminal/tmux.rs`.)

use crate::common;

use common::{backtrack, outcome, run};

/// Two 4×4 puzzles, A1 then A2, as one file holds them.
fn two_puzzles() -> String {
    let assets = concat!(env!("CARGO_MANIFEST_DIR"), "/assets");
    let read = |name: &str| std::fs::read_to_string(format!("{assets}/{name}")).expect("a preset");
    read("4x4-a1.txt") + &read("4x4-a2.txt")
}

/// Runs `backtrack args…` with `input` on standard input: (stdout, stderr, exit status).
fn run_fed(args: &[&str], input: &str) -> (String, String, i32) {
    let output = backtrack()
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("BACKTRACK_LANG")
        .args(args)
        .write_stdin(input)
        .output()
        .expect("the binary runs");
    outcome(output)
}

#[test]
fn index_picks_one_puzzle_for_solve_trace_export_and_record() {
    let both = two_puzzles();
    let (all, err, code) = run_fed(&["solve", "sudoku", "-", "--format", "line"], &both);
    assert_eq!((err.as_str(), code), ("", 0));
    let answers: Vec<&str> = all.lines().collect();
    assert_eq!(answers.len(), 2, "{all}");
    for (k, answer) in answers.iter().enumerate() {
        let index = (k + 1).to_string();
        let args = [
            "solve", "sudoku", "-", "--format", "line", "--index", &index,
        ];
        let (one, err, code) = run_fed(&args, &both);
        assert_eq!((err.as_str(), code), ("", 0), "{args:?}");
        assert_eq!(one, format!("{answer}\n"), "{args:?}");
    }
    let (traced, err, code) = run_fed(&["trace", "sudoku", "-", "--index", "2"], &both);
    assert_eq!((err.as_str(), code), ("", 0));
    assert!(!traced.is_empty());
    // The second puzzle drawn: A2's givens `0 3 1 2` on its second row.
    let args = [
        "export", "sudoku", "-", "--index", "2", "--step", "0", "--format", "table",
    ];
    let (table, err, code) = run_fed(&args, &both);
    assert_eq!((err.as_str(), code), ("", 0));
    let (first, _, _) = run_fed(
        &[
            "export", "sudoku", "-", "--index", "1", "--step", "0", "--format", "table",
        ],
        &both,
    );
    assert_ne!(table, first, "another puzzle");
    let (record, err, code) = run_fed(
        &[
            "record", "sudoku", "-", "--index", "2", "--to", "3", "-o", "-",
        ],
        &both,
    );
    assert_eq!((err.as_str(), code), ("", 0));
    assert_eq!(record.lines().count(), 5, "a header and steps 0 to 3");
}

#[test]
fn a_puzzle_past_the_last_or_a_file_of_several_is_one_error_line_exit_2() {
    let both = two_puzzles();
    let (out, err, code) = run_fed(&["solve", "sudoku", "-", "--index", "3"], &both);
    assert_eq!((out.as_str(), code), ("", 2));
    assert_eq!(
        err,
        "error: <stdin>: no puzzle 3 for --index: it holds 2 puzzles\n"
    );
    let (_, err, code) = run_fed(&["export", "sudoku", "-", "--step", "0"], &both);
    assert_eq!(code, 2);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(err.ends_with("--index K takes the K-th\n"), "{err}");
    let (_, err, code) = run(&["solve", "sudoku", "--preset", "4x4-a1", "--index", "0"]);
    assert_eq!(code, 2);
    assert!(err.contains("--index"), "{err}");
    // Only the problems that read files take it.
    let (_, err, code) = run(&["solve", "queens", "8", "--index", "1"]);
    assert_eq!(code, 2);
    assert!(err.contains("--index"), "{err}");
}

#[test]
fn play_reads_its_puzzle_from_standard_input_before_it_needs_a_terminal() {
    // Read: a bad puzzle on standard input is told as such.
    let (_, err, code) = run_fed(&["play", "sudoku", "-"], "1 2 3\n");
    assert_eq!(code, 2);
    assert!(err.starts_with("error: <stdin>:"), "{err}");
    assert_eq!(err.lines().count(), 1, "{err}");
    // A good one, even two of them, leaves only the terminal missing here.
    for input in [
        two_puzzles().as_str(),
        "0 3 1 0\n1 0 0 3\n2 0 3 4\n0 4 2 0\n",
    ] {
        let (_, err, code) = run_fed(&["play", "sudoku", "-"], input);
        assert_eq!(code, 2);
        assert!(err.contains("needs a terminal"), "{err}");
        assert!(!err.contains("standard input"), "{err}");
    }
    let (_, err, code) = run_fed(&["play", "sudoku", "-", "--index", "3"], &two_puzzles());
    assert_eq!(code, 2);
    assert!(err.contains("no puzzle 3"), "{err}");
}
