//! `compare` on the command line: the totals per order, streamed a line per puzzle.

use crate::common::run;
use crate::stat;
#[test]
fn compare_prints_for_each_order_the_totals_solve_prints() {
    for (puzzle, extra) in [("9x9-a4", None), ("4x4-a5", Some("--all"))] {
        let mut args = vec!["compare", "sudoku", "--preset", puzzle, "--count"];
        args.extend(extra);
        let (out, _, code) = run(&args);
        assert_eq!(code, 0);
        let lines: Vec<&str> = out.lines().collect();
        assert_eq!(lines.len(), 4, "{out}");
        for (line, order) in lines.iter().zip(["row", "mrv", "singles", "cover"]) {
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
        "error: sudoku: no order 'best' (row, mrv, singles or cover)\n"
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
