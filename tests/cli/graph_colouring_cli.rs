//! Graph colouring through the binary: each built-in map's count of colourings (the
//! chromatic polynomial at its colours), a bad map file's one-line error, the wheel's
//! first events as `trace` prints them, and `compare`'s region orders.

use crate::common;

use std::path::PathBuf;

use crate::stat;
use common::run;

/// A map file of the test `test` holding `text`, in a scratch folder of its own that is
/// removed with it when dropped.
fn map_file(test: &str, text: &str) -> (common::Scratch, PathBuf) {
    let dir = common::scratch("map", test);
    let path = dir.join(format!("{test}.txt"));
    std::fs::write(&path, text).expect("a scratch file");
    (dir, path)
}

#[test]
fn every_preset_counts_its_colourings() {
    for (name, expected) in [
        ("australia", 18),
        ("china", 12),
        ("petersen", 120),
        ("wheel", 120),
        ("groetzsch", 0),
    ] {
        for order in ["file", "mrv"] {
            let args = [
                "solve",
                "graph-colouring",
                "--preset",
                name,
                "--order",
                order,
                "--count",
            ];
            let (out, err, code) = run(&args);
            assert_eq!(out, format!("{expected}\n"), "{name} {order}: {err}");
            assert_eq!(code, if expected == 0 { 1 } else { 0 }, "{name} {order}");
        }
    }
}

#[test]
fn colours_given_override_the_map_and_are_checked() {
    let (out, _, _) = run(&[
        "solve",
        "graph-colouring",
        "--preset",
        "wheel",
        "--colours",
        "3",
        "--count",
    ]);
    assert_eq!(out, "0\n");
    // A wheel of five in 5 colours: 5 × P(C5, 4) = 5 × (3^5 - 3) = 1200.
    let (out, _, _) = run(&[
        "solve",
        "graph-colouring",
        "--preset",
        "wheel",
        "--colours",
        "5",
        "--count",
    ]);
    assert_eq!(out, "1200\n");
    let (_, err, code) = run(&[
        "solve",
        "graph-colouring",
        "--preset",
        "wheel",
        "--colours",
        "9",
    ]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("error: invalid value '9' for '--colours <M>'"),
        "{err}"
    );
}

#[test]
fn a_bad_map_file_is_one_line_with_its_file_and_line() {
    let (_dir, path) = map_file("bad", "colours 3\nregion A\nregion B\nA: C\n");
    let name = path.display().to_string();
    let (out, err, code) = run(&["solve", "graph-colouring", &name]);
    assert_eq!(out, "");
    assert_eq!(
        err,
        format!(
            "error: {name}:4: `C` is not a region declared above (write `region C` before its \
             borders)\n"
        )
    );
    assert_eq!(code, 2);
}

#[test]
fn a_map_without_colours_needs_them_given() {
    // A triangle: 3 × 2 × 1 colourings in 3 colours.
    let (_dir, path) = map_file("triangle", "region A\nregion B\nregion C\nA: B C\nB C\n");
    let name = path.display().to_string();
    let (_, err, code) = run(&["solve", "graph-colouring", &name]);
    assert_eq!(
        (err, code),
        (
            format!("error: {name}: the map has no `colours` line: give --colours M\n"),
            2
        )
    );
    let (out, _, code) = run(&[
        "solve",
        "graph-colouring",
        &name,
        "--colours",
        "3",
        "--count",
    ]);
    assert_eq!((out.as_str(), code), ("6\n", 0));
}

#[test]
fn the_wheel_trace_starts_with_its_hub() {
    let (out, _, code) = run(&["trace", "graph-colouring", "--preset", "wheel"]);
    assert_eq!(code, 0);
    let first: Vec<&str> = out.lines().take(9).collect();
    assert_eq!(
        first,
        [
            "place H red",
            "place R0 green",
            "place R1 blue",
            "place R2 green",
            "place R3 blue",
            "place R4 yellow",
            "solution",
            "remove R4 yellow",
            "remove R3 blue",
        ]
    );
}

#[test]
fn presets_are_listed_and_play_through_export() {
    let (out, _, code) = run(&["presets"]);
    assert_eq!(code, 0);
    for name in ["australia", "china", "petersen", "wheel", "groetzsch"] {
        assert!(out.contains(name), "{name} in:\n{out}");
    }
    let args = [
        "export",
        "graph-colouring",
        "--preset",
        "australia",
        "--size",
        "120x36",
        "--step",
        "3",
        "--format",
        "text",
        "-o",
        "-",
    ];
    let (out, err, code) = run(&args);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("SA = blue (red refused at SA: WA is red;"),
        "{out}"
    );
}

#[test]
fn compare_prints_for_each_region_order_the_totals_solve_prints() {
    let (out, err, code) = run(&[
        "compare",
        "graph-colouring",
        "--preset",
        "australia",
        "--count",
    ]);
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    for (line, order) in lines.iter().zip(["file", "mrv"]) {
        let fields: Vec<&str> = line.split(' ').collect();
        assert_eq!(fields.len(), 6, "{line}");
        assert_eq!(fields[0], order);
        let (_, err, code) = run(&[
            "solve",
            "graph-colouring",
            "--preset",
            "australia",
            "--order",
            order,
            "--stats",
        ]);
        assert_eq!(code, 0, "{err}");
        for (field, name) in
            fields[1..5]
                .iter()
                .zip(["placements", "removals", "solutions", "max_depth"])
        {
            assert_eq!(field.parse::<u64>().unwrap(), stat(&err, name), "{line}");
        }
        assert_eq!(fields[3], "18", "every colouring: {line}");
    }
}

#[test]
fn compare_takes_the_region_orders_it_is_given_and_refuses_others() {
    let (out, _, code) = run(&[
        "compare",
        "graph-colouring",
        "--preset",
        "wheel",
        "--count",
        "--orders",
        "mrv",
    ]);
    assert_eq!(code, 0);
    assert_eq!(out.lines().count(), 1, "{out}");
    assert!(out.starts_with("mrv "), "{out}");
    let (out, err, code) = run(&[
        "compare",
        "graph-colouring",
        "--preset",
        "wheel",
        "--count",
        "--orders",
        "file,row",
    ]);
    assert_eq!((out.as_str(), code), ("", 2));
    assert_eq!(
        err,
        "error: graph-colouring: no order 'row' (file or mrv)\n"
    );
    let (out, err, code) = run(&["compare", "graph-colouring", "--preset", "wheel"]);
    assert_eq!((out.as_str(), code), ("", 2));
    assert!(
        err.starts_with("error: the side-by-side boards need a terminal"),
        "{err}"
    );
    // A map on standard input is counted; without --count, standard input carries keys.
    let map = "colours 2\nregion A\nregion B\nA B\n";
    let output = common::backtrack()
        .args(["compare", "graph-colouring", "-", "--count"])
        .write_stdin(map)
        .output()
        .expect("the binary runs");
    let (out, err, code) = common::outcome(output);
    assert_eq!(code, 0, "{err}");
    let solutions: Vec<&str> = out.lines().map(|l| l.split(' ').nth(3).unwrap()).collect();
    assert_eq!(solutions, ["2", "2"], "{out}");
    let (_, err, code) = run(&["compare", "graph-colouring", "-"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with("error: the side-by-side boards read keys from standard input"),
        "{err}"
    );
}
