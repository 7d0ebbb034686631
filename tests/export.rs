//! `export` and `record`: pictures and recordings of the player's screen, checked against
//! the app's own screen, a real XML parser, a terminal emulator and the tutorials' tables.

mod common;

use std::fs;
use std::path::PathBuf;
use std::time::Instant;

use backtrack::app::{App, Message, Start, Theme, screen_text};
use backtrack::cli::CommandLine;
use backtrack::registry;
use common::{backtrack, press, render, run, run_in, settle};
use ratatui::{buffer::Buffer, crossterm::event::KeyCode};

/// The colour theme, as `export` draws with unless told otherwise.
const COLOUR: Theme = Theme::new(false, true);

/// A command line for each problem, with a step in the middle of its run.
const PROBLEMS: &[(&[&str], u64)] = &[
    (&["queens", "8"], 23),
    (&["sudoku", "--preset", "4x4-a4"], 17),
    (&["permutations", "4"], 10),
    (
        &[
            "subset-sum",
            "--target",
            "9",
            "3",
            "34",
            "4",
            "12",
            "5",
            "2",
        ],
        7,
    ),
];

/// The app opened on the problem `args` name, as `play` opens it.
fn app(args: &[&str]) -> App {
    let entry = registry::find(args[0]).expect("a problem");
    let matches = entry
        .command()
        .try_get_matches_from(args)
        .expect("good arguments");
    let input = entry.load_matches(&matches, false).expect("a good board");
    let stop = input.stop;
    let title = input.title.as_ref().map(Message::title);
    let board = input.single("test").expect("one board");
    App::new(Start::Board { title, board, stop }, COLOUR)
}

/// The app's screen `width` × `height` after going to `step` with the `g` prompt.
fn app_screen(args: &[&str], step: u64, (width, height): (u16, u16)) -> Buffer {
    let mut app = app(args);
    press(&mut app, KeyCode::Char('g'));
    for digit in step.to_string().chars() {
        press(&mut app, KeyCode::Char(digit));
    }
    press(&mut app, KeyCode::Enter);
    settle(&mut app);
    render(&app, width, height)
}

/// A fresh empty directory for one test.
fn scratch(name: &str) -> PathBuf {
    common::scratch("export", name)
}

fn export(args: &[&str], extra: &[&str]) -> String {
    let all: Vec<&str> = ["export"]
        .iter()
        .chain(args)
        .chain(extra)
        .copied()
        .collect();
    let (out, err, code) = run(&all);
    assert_eq!(code, 0, "{all:?}: {err}");
    out
}

#[test]
fn text_is_the_app_screen_at_that_step_for_every_problem_and_size() {
    for &(args, step) in PROBLEMS {
        for (width, height) in [(100, 30), (80, 24), (200, 60)] {
            let size = format!("{width}x{height}");
            let text = export(args, &["--step", &step.to_string(), "--size", &size]);
            let screen = app_screen(args, step, (width, height));
            assert_eq!(
                text,
                format!("{}\n", screen_text(&screen)),
                "{args:?} at {size}"
            );
        }
    }
}

#[test]
fn solution_k_and_end_are_the_steps_the_app_reaches() {
    // 4-queens: its second solution is step 22 and its run ends at step 34 (seed 000).
    let args: &[&str] = &["queens", "4"];
    let second = export(args, &["--step", "solution:2", "--size", "80x24"]);
    assert_eq!(second, export(args, &["--step", "22", "--size", "80x24"]));
    // `end`, as the app's End key: the search has found it has nothing left to try.
    let end = export(args, &["--step", "end", "--size", "80x24"]);
    let mut app = app(args);
    press(&mut app, KeyCode::End);
    settle(&mut app);
    // Any key clears the message "end of the run"; F12 does nothing else.
    press(&mut app, KeyCode::F(12));
    assert_eq!(end, format!("{}\n", screen_text(&render(&app, 80, 24))));
    assert!(end.contains("step 34 "), "{end}");
}

/// The rows of an SVG export as text, rebuilt from where each `<text>` sits.
fn svg_rows(document: &roxmltree::Document, rows: usize) -> Vec<String> {
    let mut lines: Vec<Vec<(usize, String)>> = vec![Vec::new(); rows];
    for text in document.descendants().filter(|n| n.has_tag_name("text")) {
        let x: f64 = text.attribute("x").expect("x").parse().expect("a number");
        let y: f64 = text.attribute("y").expect("y").parse().expect("a number");
        let row = (y / 19.0).floor() as usize;
        let column = (x / 9.6).round() as usize;
        lines[row].push((column, text.text().unwrap_or("").to_string()));
    }
    lines
        .into_iter()
        .map(|mut runs| {
            runs.sort();
            let mut line = String::new();
            let mut width = 0;
            for (column, text) in runs {
                assert!(column >= width, "runs overlap at column {column}");
                line.push_str(&" ".repeat(column - width));
                width = column + ratatui::text::Span::raw(text.as_str()).width();
                line.push_str(&text);
            }
            line.trim_end().to_string()
        })
        .collect()
}

/// The `<text>` of `document` that covers cell (`x`, `y`).
fn text_at<'a>(document: &'a roxmltree::Document, x: u16, y: u16) -> roxmltree::Node<'a, 'a> {
    document
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .find(|n| {
            let number = |name| {
                n.attribute(name)
                    .expect("an attribute")
                    .parse::<f64>()
                    .expect("a number")
            };
            let (left, top, width) = (
                number("x") / 9.6,
                number("y") / 19.0,
                number("textLength") / 9.6,
            );
            top.floor() as u16 == y && left.round() as u16 <= x && x < (left + width).round() as u16
        })
        .unwrap_or_else(|| panic!("no text covers ({x}, {y})"))
}

/// The first cell of `buf` whose symbol is `symbol` and whose style passes `pick`.
fn find_cell(
    buf: &Buffer,
    symbol: &str,
    pick: impl Fn(&ratatui::buffer::Cell) -> bool,
) -> (u16, u16) {
    let area = buf.area;
    (0..area.height)
        .flat_map(|y| (0..area.width).map(move |x| (x, y)))
        .find(|&(x, y)| buf[(x, y)].symbol() == symbol && pick(&buf[(x, y)]))
        .unwrap_or_else(|| panic!("no {symbol:?} so styled"))
}

#[test]
fn svg_is_xml_of_the_screen_size_with_its_text_and_styles() {
    use ratatui::style::{Color, Modifier};
    // Seed 000's A4 at step 6: (0,2) has just lost its 1, with givens on the board.
    let args: &[&str] = &["sudoku", "--preset", "4x4-a4"];
    let svg = export(
        args,
        &["--step", "6", "--size", "100x30", "--format", "svg"],
    );
    let document = roxmltree::Document::parse(&svg).expect("well-formed XML");
    let root = document.root_element();
    assert_eq!(root.tag_name().name(), "svg");
    assert_eq!(
        root.attribute("width"),
        Some("960"),
        "100 cells of 9.6 pixels"
    );
    assert_eq!(
        root.attribute("height"),
        Some("570"),
        "30 rows of 19 pixels"
    );
    let screen = app_screen(args, 6, (100, 30));
    let expected: Vec<String> = screen_text(&screen)
        .split('\n')
        .map(str::to_string)
        .collect();
    assert_eq!(svg_rows(&document, 30), expected);

    let texts = document
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .count();
    let cells = screen
        .content()
        .iter()
        .filter(|c| c.symbol() != " ")
        .count();
    assert!(
        texts * 4 < cells,
        "one <text> a run: {texts} for {cells} cells"
    );

    // A given: bold, in the terminal's own colour (the picture's foreground).
    let given = find_cell(&screen, "1", |c| {
        c.modifier.contains(Modifier::BOLD) && c.fg == Color::Reset
    });
    let node = text_at(&document, given.0, given.1);
    assert_eq!(
        (node.attribute("fill"), node.attribute("font-weight")),
        (Some("#d4d4d4"), Some("bold"))
    );
    // The removed digit: light red, bold and struck through.
    let removed = find_cell(&screen, "1", |c| c.modifier.contains(Modifier::CROSSED_OUT));
    let node = text_at(&document, removed.0, removed.1);
    assert_eq!(node.attribute("fill"), Some("#f14c4c"));
    assert_eq!(node.attribute("font-weight"), Some("bold"));
    assert_eq!(node.attribute("text-decoration"), Some("line-through"));
    // The highlighted line of pseudo-code: black on yellow, bold.
    let line = find_cell(&screen, "▶", |c| c.bg == Color::Yellow);
    let node = text_at(&document, line.0, line.1);
    assert_eq!(
        (node.attribute("fill"), node.attribute("font-weight")),
        (Some("#000000"), Some("bold"))
    );
    let yellow = document.descendants().any(|n| {
        n.has_tag_name("rect")
            && n.attribute("fill") == Some("#e5e510")
            && n.attribute("y") == Some(&format!("{:.1}", f64::from(line.1) * 19.0)[..])
    });
    assert!(yellow, "the highlighted line has its yellow background");
}

#[test]
fn svg_keeps_wide_glyphs_two_cells_wide() {
    let dir = scratch("wide");
    let puzzle = dir.join("数独.txt");
    fs::write(&puzzle, "0000\n1020\n0401\n0000\n").expect("a puzzle");
    let path = puzzle.to_str().expect("UTF-8");
    let svg = export(
        &["sudoku", path],
        &["--step", "3", "--format", "svg", "--size", "200x60"],
    );
    let document = roxmltree::Document::parse(&svg).expect("well-formed XML");
    let wide = document
        .descendants()
        .find(|n| n.has_tag_name("text") && n.text() == Some("数"))
        .expect("the title's wide glyph, a run of its own");
    assert_eq!(wide.attribute("textLength"), Some("19.2"));
    let screen = app_screen(&["sudoku", path], 3, (200, 60));
    assert_eq!(
        svg_rows(&document, 60).join("\n"),
        screen_text(&screen),
        "the columns after a wide glyph line up"
    );
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn svg_converts_to_png_when_rsvg_convert_is_there() {
    let present = std::process::Command::new("rsvg-convert")
        .arg("--version")
        .output()
        .is_ok();
    if !present {
        assert!(
            std::env::var("CI").is_err(),
            "CI installs rsvg-convert (librsvg2-bin)"
        );
        return;
    }
    let dir = scratch("png");
    let svg = dir.join("queens.svg");
    let png = dir.join("queens.png");
    let (_, err, code) = run(&[
        "export",
        "queens",
        "8",
        "--step",
        "23",
        "--format",
        "svg",
        "-o",
        svg.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    let status = std::process::Command::new("rsvg-convert")
        .arg("-o")
        .arg(&png)
        .arg(&svg)
        .status()
        .expect("rsvg-convert runs");
    assert!(status.success());
    let bytes = fs::read(&png).expect("a PNG");
    assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    let width = u32::from_be_bytes(bytes[16..20].try_into().unwrap());
    let height = u32::from_be_bytes(bytes[20..24].try_into().unwrap());
    assert_eq!((width, height), (960, 570));
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn html_is_a_page_with_the_screen_in_a_pre() {
    let html = export(&["queens", "8"], &["--step", "23", "--format", "html"]);
    assert!(html.starts_with("<!DOCTYPE html>"));
    let pre = html.split("<pre").nth(1).expect("a <pre>");
    let body = &pre[pre.find('>').expect("the tag's end") + 1..pre.find("</pre>").expect("closed")];
    let mut text = String::new();
    let mut in_tag = false;
    for c in body.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    let text: Vec<&str> = text.lines().map(str::trim_end).collect();
    let text = text
        .join("\n")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&");
    assert_eq!(
        text,
        screen_text(&app_screen(&["queens", "8"], 23, (100, 30)))
    );
    assert!(html.contains("ch;color:#000000;background:#e5e510;font-weight:bold\">"));
}

/// Seed 000's six step tables of 4-queens as printed, empty cells lost in conversion,
/// with the step each shows.
const SEED_000_TABLES: [(u64, &str); 6] = [
    (1, "i=1 | 1 | |||\ni=2 | ||||\ni=3 | ||||\ni=4 |"),
    (2, "i=1 | 1 | |||\ni=2 | x | x | 2 | |\ni=3 | ||||\ni=4 |"),
    (
        3,
        "i=1 | 1 | |||\ni=2 | 2 | |||\ni=3 | x | x | x | x |\ni=4 |",
    ),
    (5, "i=1 | 1 | |||\ni=2 | 2 | |||\ni=3 | x | 3 | ||\ni=4 |"),
    (7, "i=1 | 1 | |||\ni=2 | ||||\ni=3 | ||||\ni=4 |"),
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

#[test]
fn s_twice_saves_two_pictures_and_v_never_replaces_a_recording() {
    let dir = scratch("twice");
    let mut player = app(&["queens", "8"]).saving_to(&dir);
    render(&player, 100, 30);
    press(&mut player, KeyCode::Char('s'));
    fs::write(dir.join("8-queens-step-0-2.txt"), "mine").expect("written");
    press(&mut player, KeyCode::Char('s'));
    let mut names: Vec<String> = fs::read_dir(&dir)
        .expect("listed")
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "8-queens-step-0-2.txt",
            "8-queens-step-0-3.svg",
            "8-queens-step-0-3.txt",
            "8-queens-step-0.svg",
            "8-queens-step-0.txt"
        ]
    );
    assert_eq!(
        fs::read_to_string(dir.join("8-queens-step-0-2.txt")).expect("kept"),
        "mine"
    );
    assert!(screen_text(&render(&player, 300, 30)).contains("8-queens-step-0-3.svg"));

    press(&mut player, KeyCode::Char('v'));
    // A file takes the recording's name while it runs: the recording takes the next.
    fs::write(dir.join("8-queens-step-0.cast"), "mine").expect("written");
    render(&player, 100, 30);
    player.record_frame();
    press(&mut player, KeyCode::Char('v'));
    assert_eq!(
        fs::read_to_string(dir.join("8-queens-step-0.cast")).expect("kept"),
        "mine"
    );
    let cast = fs::read_to_string(dir.join("8-queens-step-0-2.cast")).expect("the recording");
    assert_eq!(cast.lines().count(), 2, "a header and a frame");
    assert!(screen_text(&render(&player, 300, 30)).contains("8-queens-step-0-2.cast"));
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn s_names_the_view_and_the_language_and_v_its_first_and_last_step() {
    let dir = scratch("names");
    let mut player = app(&["queens", "8"]).saving_to(&dir);
    let draw = |app: &App| render(app, 100, 30);
    for _ in 0..3 {
        press(&mut player, KeyCode::Right);
    }
    draw(&player);
    press(&mut player, KeyCode::Char('s'));
    press(&mut player, KeyCode::Char('c'));
    draw(&player);
    press(&mut player, KeyCode::Char('s'));
    press(&mut player, KeyCode::Char('L'));
    draw(&player);
    press(&mut player, KeyCode::Char('s'));
    press(&mut player, KeyCode::Char('s'));
    let saved = screen_text(&render(&player, 300, 30));
    assert!(saved.contains("8-queens-step-3-trace-zh-2.svg"), "{saved}");

    press(&mut player, KeyCode::Char('v'));
    let started = screen_text(&render(&player, 300, 30));
    assert!(
        started.contains("8-queens-steps-3-…-trace-zh.cast"),
        "{started}"
    );
    player.record_frame();
    for _ in 3..17 {
        press(&mut player, KeyCode::Right);
        draw(&player);
        player.record_frame();
    }
    press(&mut player, KeyCode::Char('v'));
    let stopped = screen_text(&render(&player, 300, 30));
    assert!(
        stopped.contains("8-queens-steps-3-17-trace-zh.cast"),
        "{stopped}"
    );
    let mut names: Vec<String> = fs::read_dir(&dir)
        .expect("listed")
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| !name.ends_with(".txt"))
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "8-queens-step-3-trace-zh-2.svg",
            "8-queens-step-3-trace-zh.svg",
            "8-queens-step-3-trace.svg",
            "8-queens-step-3.svg",
            "8-queens-steps-3-17-trace-zh.cast",
        ]
    );
    let cast = fs::read_to_string(dir.join("8-queens-steps-3-17-trace-zh.cast")).expect("kept");
    let frames = cast
        .lines()
        .filter(|line| line.contains(", \"o\", "))
        .count();
    assert_eq!(frames, 15, "a frame a step");
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn lang_zh_draws_the_screen_in_chinese_and_the_locale_can_ask_for_it() {
    let args = ["export", "queens", "8", "--step", "23"];
    let utf8 = ("LANG", "C.UTF-8");
    let (english, err, code) = run_in(&[utf8], &args);
    assert_eq!((err.as_str(), code), ("", 0));
    assert!(
        english.contains("Pseudo-code") && english.contains("Call stack"),
        "{english}"
    );
    let chinese_args = [&["--lang", "zh"][..], &args].concat();
    let (chinese, err, code) = run_in(&[utf8], &chinese_args);
    assert_eq!((err.as_str(), code), ("", 0));
    assert!(
        chinese.contains("伪代码") && chinese.contains("调用栈"),
        "{chinese}"
    );
    assert!(!chinese.contains("Pseudo-code"), "{chinese}");
    // The same board and step: only the words differ.
    assert_eq!(english.lines().count(), chinese.lines().count());
    let zh_locale = ("LANG", "zh_CN.UTF-8");
    assert_eq!(run_in(&[zh_locale], &args).0, chinese);
    assert_eq!(run_in(&[utf8, ("BACKTRACK_LANG", "zh")], &args).0, chinese);
    assert_eq!(
        run_in(&[zh_locale, ("BACKTRACK_LANG", "en")], &args).0,
        english
    );
    let en_args = [&["--lang", "en"][..], &args].concat();
    assert_eq!(run_in(&[zh_locale], &en_args).0, english);
}

#[test]
fn lang_zh_on_a_terminal_without_utf8_falls_back_to_english_with_a_note() {
    let args = ["--lang", "zh", "export", "queens", "8", "--step", "23"];
    for (env, flags) in [
        (("LANG", "C"), &[][..]),
        (("LANG", "zh_CN.UTF-8"), &["--ascii"][..]),
    ] {
        let (out, err, code) = run_in(&[env], &[flags, &args].concat());
        assert_eq!(code, 0, "{err}");
        assert_eq!(
            err,
            "note: Chinese needs a UTF-8 terminal (not LANG=C, not --ascii): showing English\n"
        );
        assert!(out.is_ascii() && out.contains("Pseudo-code"), "{out}");
    }
    // Commands that draw nothing take no option of the screens; in the locale alone, they
    // say nothing of it.
    let (out, err, code) = run_in(&[("LANG", "C")], &["--lang", "zh", "solve", "queens", "6"]);
    assert_eq!((out.as_str(), code), ("", 2));
    assert!(
        err.starts_with("error: --lang is an option of the screens"),
        "{err}"
    );
    let (out, err, code) = run_in(&[("LANG", "C")], &["solve", "queens", "6"]);
    assert_eq!((err.as_str(), code), ("", 0));
    // 6 queens: 4 solutions (OEIS A000170).
    assert!(
        out.contains("Solution 4:") && !out.contains("Solution 5:"),
        "{out}"
    );
    let (_, err, code) = run_in(&[("LANG", "zh_CN.UTF-8")], &["export", "queens", "99"]);
    assert!(err.starts_with("error: "), "{err}");
    assert_eq!(code, 2);
    let (_, err, code) = run_in(&[], &["--lang", "fr", "export", "queens", "4"]);
    assert!(err.starts_with("error: "), "{err}");
    assert_eq!(code, 2);
}

#[test]
fn a_light_theme_is_painted_on_white_for_slides() {
    let args: &[&str] = &["queens", "4"];
    let paper = |theme: &str, format: &str| {
        export(args, &["--step", "2", "--theme", theme, "--format", format])
    };
    let svg = paper("light", "svg");
    let document = roxmltree::Document::parse(&svg).expect("well-formed XML");
    let ground = document
        .descendants()
        .find(|n| n.has_tag_name("rect"))
        .expect("a background");
    assert_eq!(ground.attribute("fill"), Some("#ffffff"));
    let dark = paper("dark", "svg");
    assert!(
        dark.contains("fill=\"#1e1e1e\""),
        "a dark screen stays dark"
    );
    let html = paper("light", "html");
    assert!(html.contains("background:#ffffff"), "{html}");
}
