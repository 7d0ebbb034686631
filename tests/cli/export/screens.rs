//! The text, SVG and HTML pictures are the app's screen at that step.

use super::{app, app_screen, export, scratch};
use crate::common::{preset_args, press, render, run, settle};
use backtrack::app::screen_text;
use ratatui::{buffer::Buffer, crossterm::event::KeyCode};
use std::fs;

/// Every preset of every problem of the registry, at step 7: a few events in, and short
/// of the end of the shortest run (4×4 A1 ends at its eighth).
#[test]
fn text_is_the_app_screen_at_that_step_for_every_problem_and_size() {
    let step = 7;
    for args in preset_args() {
        let args = &args[..];
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
    // The removed digit: red, bold and struck through; a dark red on the yellow of the
    // cell being filled, where light red would not read.
    let removed = find_cell(&screen, "1", |c| c.modifier.contains(Modifier::CROSSED_OUT));
    assert_eq!(screen[removed].bg, Color::Yellow);
    let node = text_at(&document, removed.0, removed.1);
    assert_eq!(node.attribute("fill"), Some("#af0000"));
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
    // The default size, 120×36 cells: an 8-queens board in its large squares.
    assert_eq!((width, height), (1152, 684));
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
        screen_text(&app_screen(&["queens", "8"], 23, (120, 36)))
    );
    assert!(html.contains("ch;color:#000000;background:#e5e510;font-weight:bold\">"));
    // No box grows past its row, whatever the height of a fallback font's glyph.
    assert!(html.contains("white-space:pre;height:19px;overflow:hidden}"));
}

/// `--from-one` numbers the log, the stack and the board alike, as the key `1` does in
/// the app: at 4-queens' step 5 the log tells the queen of the board's row 3 at column 2.
#[test]
fn from_one_numbers_the_log_and_the_stack_as_the_board() {
    let lines = |more: &[&str]| -> Vec<String> {
        let text = export(
            &["queens", "4"],
            &[&["--step", "5", "--lang", "en"], more].concat(),
        );
        text.lines().map(str::to_owned).collect()
    };
    let has = |lines: &[String], text: &str| lines.iter().any(|line| line.contains(text));
    let from_one = lines(&["--from-one"]);
    assert!(
        has(&from_one, "5 ▶ row 3: queen at column 2"),
        "{from_one:#?}"
    );
    assert!(has(&from_one, "trace(row=3) col=2"), "{from_one:#?}");
    let from_zero = lines(&[]);
    assert!(
        has(&from_zero, "5 ▶ row 2: queen at column 1"),
        "{from_zero:#?}"
    );
    assert!(has(&from_zero, "trace(row=2) col=1"), "{from_zero:#?}");
}
