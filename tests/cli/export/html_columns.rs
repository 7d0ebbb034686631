//! The HTML export keeps the screen's grid: every cell in its column, so that a Chinese
//! screen's borders stand straight in a browser as they do in the terminal and the SVG.
//!
//! Two checks. The first reads the page as XML (it is well-formed) and needs no browser:
//! each run of cells is a box of a fixed width in `ch`, as many `ch` as the cells it
//! covers (two for a wide glyph), and no text lies outside the boxes, so that no glyph of
//! any font can move the next box. The second renders the page in headless Chromium and
//! measures where each border glyph starts: at its column times the width of one `ch`.
//! It is skipped, with a note, when Chromium is not installed, unless `CI` is `true`:
//! there a missing Chromium fails it, so that it cannot pass unseen.

use crate::common;

use std::fs;
use std::io::Read;
use std::ops::ControlFlow;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use backtrack::app::files::export;
use backtrack::app::{Lang, Message, Playable, Target, Theme};
use backtrack::cli::CommandLine;
use backtrack::registry;
use ratatui::buffer::Buffer;

/// The screen the checks draw: 8-queens at a step with Chinese words on most rows.
const ARGS: [&str; 2] = ["queens", "8"];
const STEP: u64 = 5;
const SIZE: (u16, u16) = (80, 24);

/// The Chinese screen as the app draws it, for the columns each glyph belongs in.
fn chinese_screen() -> Buffer {
    let entry = registry::find(ARGS[0]).expect("a problem");
    let matches = entry
        .command()
        .try_get_matches_from(ARGS)
        .expect("good arguments");
    let input = entry.load_matches(&matches, false).expect("a good board");
    let (stop, title) = (input.stop, input.title.as_ref().map(Message::title));
    let board = input.single("test").expect("one board");
    let mut session = board.player(title, stop);
    session.speak(Lang::Zh);
    session
        .go(Target::Step(STEP), &mut |_| ControlFlow::Continue(()))
        .expect("the step is reached");
    let theme = Theme::new(false, true).speaking(Lang::Zh);
    export::draw(session.as_ref(), &theme, SIZE)
}

/// The page `export --format html` writes for that screen.
fn chinese_page() -> String {
    let (width, height) = SIZE;
    let size = format!("{width}x{height}");
    let step = STEP.to_string();
    let args = [
        "export", ARGS[0], ARGS[1], "--step", &step, "--format", "html", "--lang", "zh", "--size",
        &size,
    ];
    let (page, err, code) = common::run(&args);
    assert_eq!((err.as_str(), code), ("", 0), "{args:?}");
    page
}

/// Whether `symbol` is a box-drawing character: the borders whose columns show.
fn is_border(symbol: &str) -> bool {
    symbol
        .chars()
        .next()
        .is_some_and(|c| ('\u{2500}'..='\u{257f}').contains(&c))
}

/// The columns of the border glyphs of each row of `screen`, left to right.
fn border_columns(screen: &Buffer) -> Vec<Vec<u16>> {
    let area = screen.area;
    (area.top()..area.bottom())
        .map(|y| {
            (area.left()..area.right())
                .filter(|&x| is_border(screen[(x, y)].symbol()))
                .collect()
        })
        .collect()
}

/// The number of `ch` a run's box is wide, read from its style.
fn width_in_ch(style: &str) -> Option<u16> {
    let rule = style
        .split(';')
        .find_map(|rule| rule.strip_prefix("width:"))?;
    rule.strip_suffix("ch")?.parse().ok()
}

#[test]
fn every_run_is_a_box_as_wide_as_its_cells() {
    let page = chinese_page();
    let screen = chinese_screen();
    let options = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..Default::default()
    };
    let document =
        roxmltree::Document::parse_with_options(&page, options).expect("well-formed XML");
    let pre = document
        .descendants()
        .find(|node| node.has_tag_name("pre"))
        .expect("a <pre>");
    let mut rows: Vec<Vec<(u16, String)>> = vec![Vec::new()];
    for node in pre.children() {
        if node.is_text() {
            let text = node.text().unwrap_or_default();
            assert!(
                text.chars().all(|c| c == '\n'),
                "text outside a box of fixed width: {text:?}"
            );
            rows.extend(text.chars().map(|_| Vec::new()));
            continue;
        }
        assert!(node.has_tag_name("span"), "{node:?}");
        let style = node.attribute("style").unwrap_or_default();
        let width = width_in_ch(style).unwrap_or_else(|| panic!("no width in ch: {style:?}"));
        let text = node.text().unwrap_or_default().to_owned();
        rows.last_mut().expect("a row").push((width, text));
    }
    assert_eq!(rows.len(), usize::from(SIZE.1), "a line a row");
    let mut wide = 0;
    for (y, row) in rows.iter().enumerate() {
        let y = y as u16;
        let mut x = 0;
        for (width, text) in row {
            // The cells the screen gives these glyphs: a box covers exactly them, a wide
            // glyph its own cell and the one it covers.
            let cells: String = if *width == 2 && text.chars().count() == 1 {
                wide += 1;
                screen[(x, y)].symbol().to_owned()
            } else {
                (x..x + width).map(|x| screen[(x, y)].symbol()).collect()
            };
            assert_eq!(&cells, text, "row {y}, from column {x}");
            x += width;
        }
    }
    assert!(
        wide > 10,
        "the screen has Chinese to check: {wide} wide glyphs"
    );
}

/// Headless Chromium, or `None` (with a note) when it is not installed; a panic if it is
/// missing where `CI` is `true`.
fn chromium() -> Option<&'static str> {
    let found = ["chromium", "chromium-browser", "google-chrome"]
        .into_iter()
        .find(|name| {
            Command::new(name)
                .arg("--version")
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .is_ok_and(|status| status.success())
        });
    if found.is_none() {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "Chromium is not installed, and CI=true does not let this test be skipped"
        );
        eprintln!("Chromium is not installed: the browser's layout is not checked");
    }
    found
}

/// Measures, once the page is laid out, where each border glyph of each row starts, in
/// `ch` from the left of the text: one line of numbers a row, between markers.
const MEASURE: &str = r#"<script>
const pre = document.querySelector("pre");
const probe = document.createElement("span");
probe.style.display = "inline-block";
probe.style.width = "100ch";
pre.appendChild(probe);
const ch = probe.getBoundingClientRect().width / 100;
pre.removeChild(probe);
const origin = pre.getBoundingClientRect().left + parseFloat(getComputedStyle(pre).paddingLeft);
const rows = [[]];
const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
while (walker.nextNode()) {
  const node = walker.currentNode;
  let at = 0;
  for (const c of node.data) {
    if (c === "\n") {
      rows.push([]);
    } else if (c >= "\u2500" && c <= "\u257f") {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + c.length);
      const left = (range.getBoundingClientRect().left - origin) / ch;
      rows[rows.length - 1].push(left.toFixed(2));
    }
    at += c.length;
  }
}
const out = document.createElement("div");
out.textContent = "MEASURED[" + rows.map((row) => row.join(" ")).join("|") + "]MEASURED";
document.body.appendChild(out);
</script>
</body>"#;

/// Runs Chromium on `page`, stopping it after a minute, and returns the DOM it dumps.
fn dump_dom(browser: &str, page: &Path) -> String {
    let mut child = Command::new(browser)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--virtual-time-budget=5000",
            "--dump-dom",
        ])
        .arg(format!("file://{}", page.display()))
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("Chromium starts");
    // Read while it runs: a page larger than the pipe's buffer would otherwise stop it.
    let mut stdout = child.stdout.take().expect("its output");
    let reader = std::thread::spawn(move || {
        let mut dom = String::new();
        stdout.read_to_string(&mut dom).expect("UTF-8");
        dom
    });
    let deadline = Instant::now() + Duration::from_secs(60);
    while child.try_wait().expect("Chromium runs").is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("Chromium took over a minute");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    reader.join().expect("the reader ends with Chromium")
}

#[test]
fn in_a_browser_every_border_sits_in_its_column() {
    let Some(browser) = chromium() else {
        return;
    };
    let dir = common::scratch("html", "browser");
    let page = dir.join("screen.html");
    let measured_page = chinese_page().replace("</body>", MEASURE);
    fs::write(&page, measured_page).expect("written");
    let dom = dump_dom(browser, &page);
    // The last marker: the script that writes the measures names it too.
    let measured = dom
        .rfind("MEASURED[")
        .and_then(|at| dom[at + "MEASURED[".len()..].split("]MEASURED").next())
        .unwrap_or_else(|| panic!("no measures in the page Chromium dumped: {dom}"));
    let lefts: Vec<Vec<f64>> = measured
        .split('|')
        .map(|row| {
            row.split_whitespace()
                .map(|n| {
                    n.parse()
                        .unwrap_or_else(|_| panic!("not a number: {n} in {row}"))
                })
                .collect()
        })
        .collect();
    let columns = border_columns(&chinese_screen());
    assert_eq!(lefts.len(), columns.len(), "a line a row");
    for (y, (lefts, columns)) in lefts.iter().zip(&columns).enumerate() {
        assert_eq!(lefts.len(), columns.len(), "row {y}: the borders drawn");
        for (left, &column) in lefts.iter().zip(columns) {
            assert!(
                (left - f64::from(column)).abs() < 0.05,
                "row {y}: a border of column {column} starts at {left} ch: {lefts:?}"
            );
        }
    }
    fs::remove_dir_all(dir).expect("cleaned");
}
