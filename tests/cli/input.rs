//! The sudoku input path as scripts meet it: files of many puzzles read one at a time,
//! line ends, the 16-line ambiguity, endless or hostile input, and the exit statuses; and
//! the files read whole, maps and lessons, up to their cap.

use crate::common;

use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Seed 000's 4×4 puzzle A4 as one line, and its only solution.
const A4: &str = "0000102004010000";
const A4_SOLVED: &str = "4213132424313142";
/// A 4×4 puzzle whose givens do not clash but which has no solution: the top-right box
/// holds 3 and 4, which row 0 also needs there.
const STUCK: &str = "1200003400000000";

fn binary() -> Command {
    Command::new(env!("CARGO_BIN_EXE_backtrack"))
}

/// A file's path, and the scratch folder the file is in, removed with it when dropped.
struct Temp {
    path: PathBuf,
    _folder: common::Scratch,
}

impl std::ops::Deref for Temp {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.path
    }
}

/// A file named after `test` in a scratch folder of its own, holding `bytes`.
fn file(test: &str, bytes: &[u8]) -> Temp {
    let dir = common::scratch("input", test);
    let path = dir.join(format!("{test}.txt"));
    std::fs::write(&path, bytes).expect("the temporary directory is writable");
    Temp { path, _folder: dir }
}

/// Runs `backtrack args…` on `path` (appended) and returns (stdout, stderr, status).
fn run_on(path: &Path, args: &[&str]) -> (String, String, i32) {
    let output = binary()
        .args(args)
        .arg(path)
        .output()
        .expect("the binary runs");
    common::outcome(output)
}

#[test]
fn many_puzzles_exit_zero_when_all_are_solved_and_one_when_any_is_not() {
    let text = format!("{A4}\n{A4}\n");
    let (out, err, code) = run_on(&file("all", text.as_bytes()), &["solve", "sudoku"]);
    assert_eq!((err.as_str(), code), ("", 0));
    assert!(
        out.starts_with("Puzzle 1 (line 1), solution 1:\n4 2 1 3\n"),
        "{out}"
    );

    let text = format!("{A4}\n{STUCK}\n{A4}\n");
    let (out, err, code) = run_on(&file("stuck", text.as_bytes()), &["solve", "sudoku"]);
    assert_eq!((err.as_str(), code), ("", 1));
    assert!(out.contains("Puzzle 2 (line 2): no solution\n"), "{out}");
    assert!(out.contains("Puzzle 3 (line 3), solution 1:"), "{out}");
}

#[test]
fn a_bad_puzzle_in_the_middle_keeps_the_answers_before_it() {
    let text = format!("{A4}\n\n{A4}\n{}\n{A4}\n", &A4[..15]);
    let path = file("middle", text.as_bytes());
    let name = path.display().to_string();
    let (out, err, code) = run_on(&path, &["solve", "sudoku", "--format", "line"]);
    assert_eq!(out, format!("{A4_SOLVED}\n{A4_SOLVED}\n"));
    assert_eq!(
        err,
        format!("error: {name}:4: expected 16 cells (a 4×4 puzzle, as on line 3), found 15\n")
    );
    assert_eq!(code, 2);
}

#[test]
fn lf_crlf_and_old_mac_cr_files_read_alike() {
    let lines = [A4, STUCK, "# a comment", A4];
    let mut outputs = Vec::new();
    for (name, end) in [("lf", "\n"), ("crlf", "\r\n"), ("cr", "\r")] {
        let text = lines.join(end) + end;
        let args = ["solve", "sudoku", "--format", "line"];
        outputs.push(run_on(&file(name, text.as_bytes()), &args));
    }
    let want = format!("{A4_SOLVED}\nno solution\n{A4_SOLVED}\n");
    for output in outputs {
        assert_eq!(output, (want.clone(), String::new(), 1));
    }
}

#[test]
fn sixteen_one_line_four_by_four_puzzles_need_the_flag() {
    let text = format!("{A4}\n").repeat(16);
    let path = file("sixteen", text.as_bytes());
    let name = path.display().to_string();
    let (out, err, code) = run_on(&path, &["solve", "sudoku"]);
    assert_eq!((out.as_str(), code), ("", 2));
    assert!(
        err.starts_with(&format!("error: {name}:1: givens clash")),
        "{err}"
    );
    assert!(
        err.ends_with("--one-per-line reads them as 4×4 puzzles)\n"),
        "{err}"
    );

    let path = file("sixteen-flag", text.as_bytes());
    let args = ["solve", "sudoku", "--one-per-line", "--format", "line"];
    let (out, err, code) = run_on(&path, &args);
    assert_eq!(
        (out, err, code),
        (format!("{A4_SOLVED}\n").repeat(16), String::new(), 0)
    );

    // Sixteen blank lines of 16 are one empty 16×16 grid unless told otherwise.
    let blank = format!("{}\n", "0".repeat(16)).repeat(16);
    let args = ["solve", "sudoku", "--format", "line"];
    let (out, _, code) = run_on(&file("blank", blank.as_bytes()), &args);
    assert_eq!((out.len(), code), (257, 0));
    let args = ["solve", "sudoku", "--format", "line", "--one-per-line"];
    let (out, _, code) = run_on(&file("blank-flag", blank.as_bytes()), &args);
    assert_eq!(
        (out.lines().count(), out.lines().next().map(str::len), code),
        (16, Some(16), 0)
    );
}

#[test]
fn a_line_longer_than_any_puzzle_is_refused_by_its_number() {
    // (Not 4×4 puzzles: a 16-cell first line makes the reader look 16 lines ahead.)
    let text = format!("{ONE_BLANK}\n{}\n{ONE_BLANK}\n", "0".repeat(70_000));
    let path = file("long", text.as_bytes());
    let name = path.display().to_string();
    let (out, err, code) = run_on(&path, &["solve", "sudoku", "--format", "line"]);
    assert_eq!((out, code), (format!("8{}\n", &ONE_BLANK[1..]), 2));
    assert!(
        err.starts_with(&format!("error: {name}:2: line longer than 65536 bytes")),
        "{err}"
    );
}

#[cfg(unix)]
#[test]
fn endless_zeros_and_random_bytes_are_refused() {
    let (out, err, code) = run_on(Path::new("/dev/zero"), &["solve", "sudoku"]);
    assert_eq!((out.as_str(), code), ("", 2));
    assert!(
        err.starts_with("error: /dev/zero:1: line longer than 65536 bytes"),
        "{err}"
    );
    for device in ["/dev/zero", "/dev/urandom"] {
        let output = binary()
            .args(["solve", "sudoku", "-"])
            .stdin(std::fs::File::open(device).expect("the device opens"))
            .output()
            .expect("the binary runs");
        assert_eq!(output.status.code(), Some(2), "{device}");
        let err = String::from_utf8_lossy(&output.stderr);
        assert!(err.starts_with("error: <stdin>:"), "{device}: {err}");
        assert_eq!(err.lines().count(), 1, "{device}: {err}");
    }
}

/// The one line a map or a lesson larger than its cap is refused with, after the file's
/// name.
const MAP_TOO_LARGE: &str =
    "cannot read the map: it holds more than 1048576 bytes (1 MiB), more than any map\n";

/// Runs `backtrack args…` watching its memory, with `endless` written over and over to
/// its standard input until it stops reading (or nothing there): (standard output,
/// standard error, exit status, peak resident memory in KiB).
fn run_watched(args: &[&str], endless: Option<&'static str>) -> (String, String, Option<i32>, u64) {
    let mut child = binary()
        .args(args)
        .stdin(endless.map_or_else(Stdio::null, |_| Stdio::piped()))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let writer = endless.map(|text| {
        let mut stdin = child.stdin.take().expect("piped");
        let chunk = text.repeat(4096);
        // Until the reader stops reading: then the pipe is broken.
        std::thread::spawn(move || while stdin.write_all(chunk.as_bytes()).is_ok() {})
    });
    let (status, peak) =
        common::wait_watching_memory(&mut child, std::time::Duration::from_secs(60));
    if let Some(writer) = writer {
        writer.join().expect("the writer ends");
    }
    let (mut out, mut err) = (String::new(), String::new());
    let stdout = child.stdout.take().expect("piped").read_to_string(&mut out);
    let stderr = child.stderr.take().expect("piped").read_to_string(&mut err);
    stdout.and(stderr).expect("UTF-8 output");
    (out, err, status.code(), peak)
}

#[cfg(unix)]
#[test]
fn endless_maps_and_lessons_are_refused_at_their_cap_in_little_memory() {
    let lesson_too_large = "error: cannot read the lesson /dev/zero: it holds more than \
                            1048576 bytes (1 MiB), more than any lesson\n";
    for (args, endless, expected) in [
        (
            &["solve", "graph-colouring", "/dev/zero"][..],
            None,
            format!("error: /dev/zero: {MAP_TOO_LARGE}"),
        ),
        (
            &["lesson", "--check", "/dev/zero"],
            None,
            lesson_too_large.to_owned(),
        ),
        // `yes '# c' | backtrack compare graph-colouring - --count`: comments without end.
        (
            &["compare", "graph-colouring", "-", "--count"],
            Some("# c\n"),
            format!("error: <stdin>: {MAP_TOO_LARGE}"),
        ),
    ] {
        let (out, err, code, peak) = run_watched(args, endless);
        assert_eq!(
            (out.as_str(), err.as_str(), code),
            ("", &*expected, Some(2))
        );
        assert!(
            peak < 50 * 1024,
            "{args:?}: peak resident memory {peak} KiB"
        );
    }
}

#[test]
fn a_map_or_a_lesson_of_exactly_its_cap_is_read_and_a_byte_more_is_not() {
    let assets = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let padded = |asset: &str, bytes: usize| {
        let text = std::fs::read_to_string(assets.join(asset)).expect("an asset");
        // A comment line fills the file up to `bytes`.
        let fill = bytes - text.len() - "#\n".len();
        format!("{text}#{}\n", "x".repeat(fill))
    };
    let cap = 1 << 20;
    let map = file("map-at-cap", padded("maps/wheel.txt", cap).as_bytes());
    let (out, err, code) = run_on(&map, &["solve", "graph-colouring", "--count"]);
    assert_eq!((out.as_str(), err.as_str(), code), ("120\n", "", 0));
    let map = file("map-over-cap", padded("maps/wheel.txt", cap + 1).as_bytes());
    let (out, err, code) = run_on(&map, &["solve", "graph-colouring", "--count"]);
    assert_eq!((out.as_str(), code), ("", 2));
    assert_eq!(err, format!("error: {}: {MAP_TOO_LARGE}", map.display()));
    let lesson = file(
        "lesson-at-cap",
        padded("lessons/8-queens.toml", cap).as_bytes(),
    );
    let (out, err, code) = run_on(&lesson, &["lesson", "--check"]);
    assert_eq!((err.as_str(), code), ("", 0));
    assert!(
        out.ends_with(": a lesson of 1 scene and 7 stops, fine\n"),
        "{out}"
    );
    let lesson = file(
        "lesson-over-cap",
        padded("lessons/8-queens.toml", cap + 1).as_bytes(),
    );
    let (out, err, code) = run_on(&lesson, &["lesson", "--check"]);
    assert_eq!((out.as_str(), code), ("", 2));
    assert!(err.ends_with("it holds more than 1048576 bytes (1 MiB), more than any lesson\n"));
}

/// A 9×9 puzzle with one blank (the solved grid of the tests' hardest puzzle, first cell
/// emptied): its search is one placement, so the test spends its time reading.
const ONE_BLANK: &str =
    "012753649943682175675491283154237896369845721287169534521974368438526917796318452";

#[test]
fn answers_come_as_puzzles_arrive_and_memory_stays_flat() {
    let mut child = binary()
        .args(["solve", "sudoku", "-", "--format", "line", "--order", "mrv"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    let mut stdin = child.stdin.take().expect("piped");
    let mut stdout = BufReader::new(child.stdout.take().expect("piped"));
    // The first answer comes while the input is still open.
    writeln!(stdin, "{ONE_BLANK}").unwrap();
    stdin.flush().unwrap();
    let mut first = String::new();
    stdout.read_line(&mut first).unwrap();
    assert_eq!(first.trim_end(), format!("8{}", &ONE_BLANK[1..]));

    // 4 MB more: held whole with their boards (MRV), they took about 200 MB.
    let lines = 50_000;
    let reader = std::thread::spawn(move || {
        let mut count = 0;
        let mut line = String::new();
        while stdout.read_line(&mut line).unwrap() > 0 {
            count += 1;
            line.clear();
        }
        count
    });
    let chunk = format!("{ONE_BLANK}\n").repeat(1000);
    for _ in 0..lines / 1000 {
        stdin.write_all(chunk.as_bytes()).unwrap();
    }
    stdin.flush().unwrap();
    let peak = common::peak_kib(child.id());
    drop(stdin);
    assert!(child.wait().unwrap().success());
    assert_eq!(reader.join().unwrap(), lines);
    if let Some(peak) = peak {
        assert!(peak < 50 * 1024, "peak resident memory {peak} KiB");
    }
}

/// Seed 004's board, the solution-space tutorial's MRV example, as one line.
const SEED_004: &str =
    "000000012000035000000600070700000300000400800100000000000120000080000040050000600";

/// The `name=value` figures of a `--stats` line, in their order.
fn stats_figures(stderr: &str) -> Vec<(String, String)> {
    let line = stderr.lines().last().expect("a --stats line");
    line.split(' ')
        .map(|field| {
            let (name, value) = field.split_once('=').expect("name=value");
            (name.to_string(), value.to_string())
        })
        .collect()
}

#[test]
fn compare_count_on_a_file_agrees_with_solve_stats_for_each_order() {
    let cases: [(&str, &str, &[&str]); 3] = [
        ("seed-004", SEED_004, &[]),
        ("a4-first", A4, &[]),
        ("a4-all", A4, &["--all"]),
    ];
    let mut placements = Vec::new();
    for (name, puzzle, mode) in cases {
        let file = file(&format!("compare-{name}"), format!("{puzzle}\n").as_bytes());
        let mut compare = vec!["compare", "sudoku", "--count"];
        compare.extend(mode);
        let (out, err, code) = run_on(&file, &compare);
        assert_eq!((err.as_str(), code), ("", 0), "{name}");
        let lines: Vec<&str> = out.lines().collect();
        let orders: Vec<&str> = lines.iter().map(|l| l.split(' ').next().unwrap()).collect();
        assert_eq!(orders, ["row", "mrv", "singles", "cover"], "{name}: {out}");
        for line in lines {
            // order placements removals solutions max_depth elapsed_ms
            let fields: Vec<&str> = line.split(' ').collect();
            assert_eq!(fields.len(), 6, "{name}: {line}");
            let mut solve = vec!["solve", "sudoku", "--order", fields[0], "--stats"];
            solve.extend(mode);
            let (_, err, code) = run_on(&file, &solve);
            assert_eq!(code, 0, "{name} {line}: {err}");
            let figures = stats_figures(&err);
            let names: Vec<&str> = figures.iter().map(|(n, _)| n.as_str()).collect();
            assert_eq!(
                names,
                [
                    "placements",
                    "removals",
                    "solutions",
                    "max_depth",
                    "elapsed_ms"
                ]
            );
            for ((_, value), field) in figures.iter().zip(&fields[1..5]) {
                assert_eq!(value, field, "{name} {line}: {err}");
            }
            let order = fields[0].to_string();
            placements.push((name, order, fields[1].parse::<u64>().unwrap()));
        }
    }
    // Seed 004 reports 10,374 calls of its MRV `Solve` (10,373 placements); seed 000's
    // trace of its A4 in row order places 22 digits before the answer, and the whole
    // search finds no second one after 26.
    let of = |name: &str, order: &str| {
        placements
            .iter()
            .find(|(n, o, _)| *n == name && o == order)
            .map(|&(_, _, count)| count)
    };
    assert_eq!(of("seed-004", "mrv"), Some(10_373));
    assert_eq!(of("a4-first", "row"), Some(22));
    assert_eq!(of("a4-all", "row"), Some(26));
}

/// A solved 16×16 grid, one unspaced row a line, letters for 10 to 16, written in `case`.
fn sixteen_grid(lowercase: bool) -> Vec<String> {
    let symbols = "123456789ABCDEFG";
    (0..16)
        .map(|r| {
            let row: String = (0..16)
                .map(|c| symbols.as_bytes()[(4 * (r % 4) + r / 4 + c) % 16] as char)
                .collect();
            if lowercase { row.to_lowercase() } else { row }
        })
        .collect()
}

#[test]
fn two_sixteen_by_sixteen_grids_are_two_puzzles() {
    let solved = sixteen_grid(false);
    // The second grid is written in lower case, with its top-left cell blank.
    let mut blanked = sixteen_grid(true);
    blanked[0].replace_range(..1, ".");
    let text = format!("{}\n\n{}\n", solved.join("\n"), blanked.join("\n"));
    let path = file("two-sixteens", text.as_bytes());
    let (out, err, code) = run_on(&path, &["solve", "sudoku", "--format", "line"]);
    let line = solved.concat();
    assert_eq!(
        (out, err, code),
        (format!("{line}\n{line}\n"), String::new(), 0)
    );
}

#[test]
fn a_bad_row_in_a_second_sixteen_by_sixteen_grid_is_named_by_its_line() {
    let mut second = sixteen_grid(false);
    second[3].push('1');
    let text = format!(
        "{}\n{}\n",
        sixteen_grid(false).join("\n"),
        second.join("\n")
    );
    let path = file("sixteen-bad-row", text.as_bytes());
    let name = path.display().to_string();
    let (out, err, code) = run_on(&path, &["solve", "sudoku", "--format", "line"]);
    assert_eq!((out.lines().count(), code), (1, 2));
    assert_eq!(
        err,
        format!("error: {name}:20: row has 17 cells, but the grid's first row (line 17) has 16\n")
    );
}

#[test]
fn tdoku_lines_are_read_as_their_puzzles() {
    let text = format!("{A4}:1:{A4_SOLVED}\n{A4}:1:\n# puzzle:solutions:solution\n{A4}\n");
    let path = file("tdoku", text.as_bytes());
    let (out, err, code) = run_on(&path, &["solve", "sudoku", "--format", "line"]);
    assert_eq!(
        (out, err, code),
        (format!("{A4_SOLVED}\n").repeat(3), String::new(), 0)
    );
    let path = file("tdoku-short", format!("{}:1:\n", &A4[..15]).as_bytes());
    let name = path.display().to_string();
    let (_, err, code) = run_on(&path, &["solve", "sudoku"]);
    assert_eq!(code, 2);
    assert!(
        err.starts_with(&format!(
            "error: {name}:1: 15 cells before the ':' at column 16 are no one-line puzzle"
        )),
        "{err}"
    );
}

#[test]
fn a_clash_names_the_value_as_the_file_writes_it() {
    for (symbol, name) in [('C', "clash-upper"), ('c', "clash-lower")] {
        let mut rows = vec![".".repeat(16); 16];
        rows[0] = format!("{symbol}..............{symbol}");
        let path = file(name, rows.join("\n").as_bytes());
        let file_name = path.display().to_string();
        let (_, err, code) = run_on(&path, &["solve", "sudoku"]);
        assert_eq!(code, 2);
        assert_eq!(
            err,
            format!(
                "error: {file_name}:1: givens clash: {symbol} at (0,0) and at (0,15) share \
                 row 0 (rows, columns and boxes counted from 0)\n"
            )
        );
    }
}
