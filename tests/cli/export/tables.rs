//! The table export prints seed 000's tables and answers as the tutorial does, and a
//! whole run's tables as they are made.

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};
use std::time::Duration;

use backtrack::engine::{Search, StopAfter};
use backtrack::problems::{Notation, QueensBoard};

use super::export;
use crate::common::{run, wait_watching_memory};

/// Seed 000's six step tables of 4-queens as printed, empty cells lost in conversion,
/// with the step each shows: the fifth is queen 1 moved on to the second column.
const SEED_000_TABLES: [(u64, &str); 6] = [
    (1, "i=1 | 1 | |||\ni=2 | ||||\ni=3 | ||||\ni=4 |"),
    (2, "i=1 | 1 | |||\ni=2 | x | x | 2 | |\ni=3 | ||||\ni=4 |"),
    (
        3,
        "i=1 | 1 | |||\ni=2 | 2 | |||\ni=3 | x | x | x | x |\ni=4 |",
    ),
    (5, "i=1 | 1 | |||\ni=2 | 2 | |||\ni=3 | x | 3 | ||\ni=4 |"),
    (9, "i=1 | 1 | |||\ni=2 | ||||\ni=3 | ||||\ni=4 |"),
    (13, "i=1 | 1 | |||\ni=2 | 2 | |||\ni=3 | 3 | |||\ni=4 | 4 |"),
];

/// A row's cells that are not empty, spacing ignored.
fn filled(row: &str) -> Vec<String> {
    row.split('|')
        .map(|cell| cell.split_whitespace().collect::<String>())
        .filter(|cell| !cell.is_empty())
        .collect()
}

#[test]
fn table_reproduces_seed_000s_six_step_tables_of_4_queens() {
    for (step, printed) in SEED_000_TABLES {
        let table = export(
            &["queens", "4"],
            &["--step", &step.to_string(), "--format", "table"],
        );
        let mut lines = table.lines();
        assert_eq!(lines.next(), Some("i,j | j=1 | j=2 | j=3 | j=4 |"));
        assert_eq!(lines.next(), Some("---|---|---|---|---|"));
        let rows: Vec<&str> = lines.collect();
        assert_eq!(rows.len(), 4);
        for (row, printed) in rows.iter().zip(printed.lines()) {
            assert_eq!(filled(row), filled(printed), "step {step}: {row}");
            assert_eq!(row.matches('|').count(), 5, "every cell is there: {row}");
        }
    }
    // Where the lost cells were (seed 000, 1-based): queen 2 in column 3 at step 2, in
    // column 4 at step 5, queen 3 in column 2 at step 5, and the solution 2 4 1 3.
    let cells = |step: u64, row: usize| -> Vec<String> {
        let table = export(
            &["queens", "4"],
            &["--step", &step.to_string(), "--format", "table"],
        );
        let line = table.lines().nth(row + 1).expect("a row").to_string();
        line.split('|')
            .skip(1)
            .take(4)
            .map(|c| c.trim().to_string())
            .collect()
    };
    assert_eq!(cells(2, 2), ["x", "x", "2", ""]);
    assert_eq!(cells(5, 2), ["", "", "", "2"]);
    assert_eq!(cells(5, 3), ["x", "3", "", ""]);
    assert_eq!(cells(9, 1), ["", "1", "", ""]);
    let solution: Vec<usize> = (1..=4)
        .map(|row| {
            cells(13, row)
                .iter()
                .position(|c| !c.is_empty())
                .expect("a queen")
                + 1
        })
        .collect();
    assert_eq!(solution, [2, 4, 1, 3]);
}

#[test]
fn table_prints_a5s_three_answers_as_seed_000_does() {
    let answers = [
        "答案1:\n3 2 1 4\n1 4 2 3\n2 3 4 1\n4 1 3 2\n",
        "答案2:\n3 2 1 4\n4 1 2 3\n2 3 4 1\n1 4 3 2\n",
        "答案3:\n4 2 1 3\n3 1 2 4\n2 3 4 1\n1 4 3 2\n",
    ];
    let args: &[&str] = &["sudoku", "--preset", "4x4-a5"];
    for (k, answer) in (1..).zip(answers) {
        let table = export(
            args,
            &[
                "--all",
                "--step",
                &format!("solution:{k}"),
                "--format",
                "table",
            ],
        );
        assert_eq!(table, answer);
    }
    let puzzle = export(args, &["--step", "0", "--format", "table"]);
    assert_eq!(puzzle, "题目:\n0 0 0 0\n0 0 2 0\n0 3 0 1\n0 0 0 0\n");
    // A4 as seed 000 traces it: the cell filled over the grid after each placement.
    let a4: &[&str] = &["sudoku", "--preset", "4x4-a4"];
    let first = export(a4, &["--step", "1", "--format", "table"]);
    assert_eq!(first, "0 0\n2 0 0 0\n1 0 2 0\n0 4 0 1\n0 0 0 0\n");
    let fifth_placement = export(a4, &["--step", "7", "--format", "table"]);
    assert_eq!(fifth_placement, "0 2\n2 3 4 0\n1 0 2 0\n0 4 0 1\n0 0 0 0\n");
}

#[test]
fn the_whole_handout_prints_a5_as_seed_000_does() {
    // Seed 000's `main`: the puzzle under `题目:`, then each answer, a blank line after
    // each.
    let seed = "题目:\n0 0 0 0\n0 0 2 0\n0 3 0 1\n0 0 0 0\n\n\
                答案1:\n3 2 1 4\n1 4 2 3\n2 3 4 1\n4 1 3 2\n\n\
                答案2:\n3 2 1 4\n4 1 2 3\n2 3 4 1\n1 4 3 2\n\n\
                答案3:\n4 2 1 3\n3 1 2 4\n2 3 4 1\n1 4 3 2\n";
    let a5: &[&str] = &["sudoku", "--preset", "4x4-a5"];
    let all = export(a5, &["--all", "--step", "all", "--format", "table"]);
    assert_eq!(all, seed);
    // The table at the end is the answer found last, not the puzzle emptied again.
    let end = export(a5, &["--all", "--step", "end", "--format", "table"]);
    assert_eq!(end, "答案3:\n4 2 1 3\n3 1 2 4\n2 3 4 1\n1 4 3 2\n");
    // Only the table has a whole-run form.
    let (_, err, code) = run(&["export", "sudoku", "--preset", "4x4-a5", "--step", "all"]);
    assert_ne!(code, 0);
    assert!(err.contains("--format table"), "{err}");
}

#[test]
fn the_whole_handout_of_4_queens_holds_seed_000s_six_tables_in_order() {
    let all = export(&["queens", "4"], &["--step", "all", "--format", "table"]);
    let tables: Vec<&str> = all.split("\n\n").collect();
    // Each table as the seed prints it, rows of filled cells.
    let printed = |table: &str| -> Vec<Vec<String>> { table.lines().skip(2).map(filled).collect() };
    let mut left = tables.iter();
    for (step, seed) in SEED_000_TABLES {
        let seed: Vec<Vec<String>> = seed.lines().map(filled).collect();
        let one = export(
            &["queens", "4"],
            &["--step", &step.to_string(), "--format", "table"],
        );
        assert!(
            left.any(|table| printed(table) == seed && format!("{table}\n") == one),
            "the table of step {step} is in the handout, in order:\n{all}"
        );
    }
    // At the end, the table is the second solution, 3 1 4 2.
    let end = export(&["queens", "4"], &["--step", "end", "--format", "table"]);
    let solution = export(
        &["queens", "4"],
        &["--step", "solution:2", "--format", "table"],
    );
    assert_eq!(end, solution);
    assert!(end.contains("i=1 |  |  | 1 |  |"), "{end}");
}

#[test]
fn a_long_handout_is_written_as_it_is_made_in_little_memory() {
    // 11-queens' whole run: about 130 MB of tables, once held whole in some 300 MB.
    let n = 11;
    // The steps the handout shows, as the library's own search finds them.
    let mut search = Search::new(QueensBoard::new(n).expect("a size"), StopAfter::Exhaustion);
    let (mut step, mut shown) = (0, Vec::new());
    while let Some(event) = search.next() {
        step += 1;
        if search.problem().in_handout(Some(event)) {
            shown.push(step);
        }
    }
    let size = n.to_string();
    let mut child = Command::new(env!("CARGO_BIN_EXE_backtrack"))
        .args([
            "export", "queens", &size, "--step", "all", "--format", "table",
        ])
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let out = BufReader::new(child.stdout.take().expect("piped"));
    // The first table, the last, and how many: a blank line comes between two.
    let reader = std::thread::spawn(move || {
        let (mut first, mut last, mut tables) = (None, String::new(), 1);
        for line in out.lines() {
            let line = line.expect("a line of text");
            if line.is_empty() {
                first.get_or_insert_with(|| last.clone());
                last.clear();
                tables += 1;
            } else {
                last.push_str(&line);
                last.push('\n');
            }
        }
        (first.expect("more than one table"), last, tables)
    });
    let (status, peak) = wait_watching_memory(&mut child, Duration::from_secs(300));
    let (first, last, tables) = reader.join().expect("the output read");
    assert!(status.success());
    assert!(peak < 50 * 1024, "peak resident memory {peak} KiB");
    assert_eq!(tables, shown.len());
    let one = |step: u64| {
        export(
            &["queens", &size],
            &["--step", &step.to_string(), "--format", "table"],
        )
    };
    assert_eq!(first, one(shown[0]));
    assert_eq!(last, one(shown[shown.len() - 1]));
}
