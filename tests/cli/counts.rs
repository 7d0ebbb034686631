//! What `solve` and `trace` count and print: the seeds' answers, OEIS counts, the output
//! formats.

use crate::common::{backtrack, run};
use crate::stat;
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
fn stats_at_max_placements_count_the_placements_made() {
    // The run stops before its 101st placement: the totals are those of the first 100,
    // counting or printing.
    for count in [true, false] {
        let mut args = vec!["solve", "queens", "8", "--max-placements", "100", "--stats"];
        if count {
            args.push("--count");
        }
        let (_, err, code) = run(&args);
        assert_eq!(code, 3);
        assert_eq!(stat(&err, "placements"), 100, "{err}");
        assert_eq!(stat(&err, "removals"), 98, "{err}");
        assert_eq!(stat(&err, "max_depth"), 7, "{err}");
        assert!(err.contains("reached after 100 placements"), "{err}");
    }
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
fn maze_counts_every_simple_path_or_stops_at_the_first() {
    let dir = crate::common::scratch("counts", "maze");
    let open = dir.join("open4.txt");
    std::fs::write(&open, "S...\n....\n....\n...E\n").expect("a maze file");
    let open = open.to_str().expect("a UTF-8 path");
    // Every simple path across an open 4×4 grid: OEIS A007764's 184.
    let (out, _, code) = run(&["solve", "maze", open, "--all", "--count"]);
    assert_eq!((out.as_str(), code), ("184\n", 0));
    // Without `--all`, the first path only, as the exercises' `return true` stops.
    let (out, _, code) = run(&["solve", "maze", open, "--format", "line"]);
    assert_eq!((out.as_str(), code), ("RRRDDD\n", 0));
    // The 4×4 exercise's two paths, written as the exercises print them.
    let (out, _, code) = run(&[
        "solve", "maze", "--preset", "rat-4x4", "--format", "line", "--all",
    ]);
    assert_eq!((out.as_str(), code), ("DRDDRR\nDDRDRR\n", 0));
    let (out, _, _) = run(&["solve", "maze", "--preset", "maze-7x7", "--all", "--count"]);
    assert_eq!(out, "2\n");
    let (out, _, _) = run(&["solve", "maze", "--preset", "open-4x4", "--count"]);
    assert_eq!(out, "184\n");
}

#[test]
fn knights_tours_of_the_five_by_five_board_from_a_corner_and_the_centre() {
    let (out, _, code) = run(&["solve", "knights-tour", "5", "--all", "--count"]);
    assert_eq!((out.as_str(), code), ("304\n", 0));
    let (out, _, code) = run(&[
        "solve",
        "knights-tour",
        "5",
        "--start",
        "c3",
        "--all",
        "--count",
    ]);
    assert_eq!((out.as_str(), code), ("64\n", 0));
    let (out, _, code) = run(&["solve", "knights-tour", "--preset", "knight-b1", "--count"]);
    assert_eq!((out.as_str(), code), ("0\n", 1));
}

#[test]
fn warnsdorff_tours_the_chessboard_without_a_step_back() {
    let args = ["solve", "knights-tour", "--preset", "warnsdorff", "--stats"];
    let (out, err, code) = run(&args);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("Solution 1:\n"), "{out}");
    assert_eq!(out.lines().filter(|l| !l.is_empty()).count(), 9, "{out}");
    assert_eq!(stat(&err, "placements"), 63);
    assert_eq!(stat(&err, "removals"), 0);
    let (out, _, code) = run(&[
        "solve",
        "knights-tour",
        "--preset",
        "knight-6x6",
        "--format",
        "line",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out.split_whitespace().count(), 36, "{out}");
    assert!(out.starts_with("a1 "), "{out}");
}

#[test]
fn a_start_square_off_the_board_is_one_line_and_status_two() {
    let (out, err, code) = run(&["solve", "knights-tour", "5", "--start", "f1"]);
    assert_eq!((out.as_str(), code), ("", 2));
    assert_eq!(
        err,
        "error: knights-tour: no square 'f1' on a 5×5 board: give a file from a to e and a \
         rank from 1 to 5, such as a1; try `backtrack solve knights-tour --help`\n"
    );
}
