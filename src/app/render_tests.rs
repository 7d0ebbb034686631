//! Pictures of every screen, kept as snapshots: the text the user sees, and the styles
//! where they are the point.
//!
//! The `.snap` files under `snapshots/` are the reference; read them when they change.

use ratatui::{
    Terminal,
    backend::TestBackend,
    buffer::Buffer,
    crossterm::event::{KeyCode, KeyEvent},
    layout::Rect,
};

mod glyph_tests;

use super::style::screen_text::{screen_text, text_and_styles};
use super::{App, Lang, Orders, Start, Theme};
use crate::problems::{
    CellOrder, ColouringBoard, Given, Permutations, Puzzle, QueensBoard, Shape, SubsetSum,
    SudokuBoard,
};

const COLOUR: Theme = Theme::new(false, true);

const ASCII_MONO: Theme = Theme::new(true, false);

const CHINESE: Theme = Theme::new(false, true).speaking(Lang::Zh);
const TRADITIONAL: Theme = Theme::new(false, true).speaking(Lang::ZhTw);

fn queens(n: usize) -> Start {
    Start::board(QueensBoard::new(n).expect("BUG: a queens size"))
}

/// The classic subset-sum example: 3 34 4 12 5 2, target 9.
fn subset_sum() -> Start {
    Start::board(SubsetSum::new(&[3, 34, 4, 12, 5, 2], 9).expect("BUG: a valid subset sum"))
}

/// Five numbers: the whole take / skip tree is drawn.
fn subset_sum_5() -> Start {
    Start::board(SubsetSum::new(&[1, 2, 3, 4, 5], 7).expect("BUG: a valid subset sum"))
}

fn permutations(n: usize) -> Start {
    Start::board(Permutations::new(n).expect("BUG: a permutations size"))
}

fn sudoku(title: &str, side: usize, digits: &str, order: CellOrder) -> Start {
    let cells: Vec<u8> = digits.bytes().map(|b| b - b'0').collect();
    let shape = Shape::for_side(side).expect("BUG: a sudoku side");
    let board = SudokuBoard::new(shape, &cells, order).expect("BUG: a valid puzzle");
    Start::titled(Some(title.to_string()), board)
}

/// Seed 000's traced 4×4 puzzle.
fn seed_000_a4() -> Start {
    sudoku("A4", 4, "0000102004010000", CellOrder::Row)
}

/// Seed 000's 9×9 A4, the "world's hardest" sudoku.
fn hardest() -> Start {
    let digits =
        "800000000003600000070090200050007000000045700000100030001000068008500010090000400";
    sudoku("A4", 9, digits, CellOrder::Row)
}

/// The built-in map `name`, loaded as the command line loads it.
fn map(name: &str) -> ColouringBoard {
    let given = Given::new().with("preset", [name]);
    ColouringBoard::load(&given, false)
        .and_then(|input| input.single("test"))
        .expect("BUG: a built-in map")
}

/// Australia in 3 colours, the textbook's map, in the player as the menu opens it.
fn australia() -> Start {
    preset("australia")
}

/// `board` in each of its problem's orders side by side, titled `title`.
fn compared<P: Orders + Puzzle>(title: super::Message, board: P) -> Start {
    Start::compare(Some(title), board.in_every_order(), P::STOP)
}

/// Seed 000's traced 4×4 puzzle in each cell order.
fn compare_seed_000_a4() -> Start {
    let cells: Vec<u8> = "0000102004010000".bytes().map(|b| b - b'0').collect();
    let shape = Shape::for_side(4).expect("BUG: a sudoku side");
    let board = SudokuBoard::new(shape, &cells, CellOrder::Row).expect("BUG: a valid puzzle");
    compared(super::Message::english("A4".to_string()), board)
}

/// Australia in each region order, every colouring.
fn compare_australia() -> Start {
    let Start::Board {
        title: Some(title), ..
    } = preset("australia")
    else {
        panic!("BUG: a preset has a title");
    };
    compared(title, map("australia"))
}

/// The app opened on `start` after `keys` (`>` Right, `<` Left, `E` Enter, `X` Esc,
/// `Z` End).
fn app_after(start: Start, options: Theme, keys: &str) -> App {
    let mut app = App::new(start, options);
    for c in keys.chars() {
        let code = match c {
            '>' => KeyCode::Right,
            '<' => KeyCode::Left,
            'E' => KeyCode::Enter,
            'X' => KeyCode::Esc,
            'Z' => KeyCode::End,
            c => KeyCode::Char(c),
        };
        app.handle_key(KeyEvent::from(code));
        while app.is_animating() {
            app.tick(std::time::Instant::now());
        }
    }
    app
}

fn draw(app: &App, width: u16, height: u16) -> Buffer {
    let mut terminal =
        Terminal::new(TestBackend::new(width, height)).expect("BUG: a test terminal");
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .expect("BUG: drawing into memory");
    terminal.backend().buffer().clone()
}

/// A test that keeps the text of the screen of `$start` after `$keys` as a snapshot.
macro_rules! snapshot {
    ($name:ident, $start:expr, $options:expr, $keys:expr, $width:expr, $height:expr) => {
        #[test]
        fn $name() {
            let app = app_after($start, $options, $keys);
            insta::assert_snapshot!(screen_text(&draw(&app, $width, $height)));
        }
    };
}

/// A [`snapshot!`] that keeps the screen's styles under its text.
macro_rules! styled_snapshot {
    ($name:ident, $start:expr, $options:expr, $keys:expr, $width:expr, $height:expr) => {
        #[test]
        fn $name() {
            let app = app_after($start, $options, $keys);
            insta::assert_snapshot!(text_and_styles(&draw(&app, $width, $height)));
        }
    };
}

snapshot!(menu, Start::Menu, COLOUR, "", 100, 30);
snapshot!(menu_ascii_monochrome, Start::Menu, ASCII_MONO, "", 100, 30);
snapshot!(menu_help, Start::Menu, COLOUR, "?", 100, 30);
snapshot!(menu_too_small, Start::Menu, COLOUR, "", 30, 8);

snapshot!(
    queens_8_solution_ascii_monochrome,
    queens(8),
    ASCII_MONO,
    "n",
    80,
    24
);
snapshot!(queens_8_too_small, queens(8), COLOUR, "", 40, 10);

snapshot!(
    sudoku_9_mrv_ascii_monochrome,
    hardest(),
    ASCII_MONO,
    "og300E",
    80,
    24
);

snapshot!(
    permutations_4_end,
    permutations(4),
    ASCII_MONO,
    "Z",
    100,
    28
);

/// Seed 000's "world's hardest" 9×9, searched in MRV order.
fn hardest_mrv() -> Start {
    let digits =
        "800000000003600000070090200050007000000045700000100030001000068008500010090000400";
    sudoku("A4", 9, digits, CellOrder::Mrv)
}

/// An empty sudoku of side `side`.
fn empty_sudoku(side: usize) -> Start {
    sudoku(
        &format!("empty {side}×{side}"),
        side,
        &"0".repeat(side * side),
        CellOrder::Row,
    )
}

snapshot!(menu_80x24_scrolls, Start::Menu, COLOUR, "", 80, 24);
snapshot!(menu_chinese_80x24, Start::Menu, CHINESE, "", 80, 24);

/// The text inside the box whose top-left corner is `(left, top)`: its right corner is
/// the first `┐` on its top row, its bottom the first `└` under the corner. A snapshot of
/// one box shows what a test is about and nothing of the screen around it.
fn boxed(buf: &Buffer, left: u16, top: u16) -> String {
    let area = buf.area;
    let symbol = |x: u16, y: u16| buf[(x, y)].symbol();
    let right = (left + 1..area.right())
        .find(|&x| symbol(x, top) == "┐")
        .expect("BUG: a box has a right corner");
    let bottom = (top + 1..area.bottom())
        .find(|&y| symbol(left, y) == "└")
        .expect("BUG: a box has a bottom");
    let mut inside = Buffer::empty(Rect::new(left, top, right - left + 1, bottom - top + 1));
    for y in top..=bottom {
        for x in left..=right {
            inside[(x, y)] = buf[(x, y)].clone();
        }
    }
    screen_text(&inside)
}

/// The top-left corner of the box whose title starts with `title`.
fn box_titled(buf: &Buffer, title: &str) -> (u16, u16) {
    let area = buf.area;
    (area.top()..area.bottom())
        .flat_map(|y| (area.left()..area.right().saturating_sub(2)).map(move |x| (x, y)))
        .find(|&(x, y)| buf[(x, y)].symbol() == "┌" && buf[(x + 2, y)].symbol() == title)
        .unwrap_or_else(|| panic!("BUG: no box titled {title}"))
}

/// The help box alone, in Chinese, over the 8-queens player at 80×24: the board around
/// it is another test's business.
#[test]
fn queens_8_help_chinese_80x24() {
    let app = app_after(queens(8), CHINESE, "?");
    let buf = draw(&app, 80, 24);
    let (left, top) = box_titled(&buf, "按");
    insta::assert_snapshot!(boxed(&buf, left, top));
}

/// The help box alone, in English, at 120×40.
#[test]
fn queens_8_help() {
    let app = app_after(queens(8), COLOUR, "?");
    let buf = draw(&app, 120, 40);
    let (left, top) = box_titled(&buf, "K");
    insta::assert_snapshot!(boxed(&buf, left, top));
}

/// The go-to prompt and the status line over it: the two last rows of the screen.
#[test]
fn queens_8_go_to_prompt() {
    let app = app_after(queens(8), COLOUR, "g12");
    let text = screen_text(&draw(&app, 120, 40));
    let lines: Vec<&str> = text.lines().collect();
    insta::assert_snapshot!(lines[lines.len() - 2..].join("\n"));
}
/// 64 queens at 120×40: the board's panel shows a window of rows around the row being
/// filled.
#[test]
fn queens_64_window_of_rows() {
    let app = app_after(queens(64), COLOUR, "g5000E");
    insta::assert_snapshot!(board_panel(&app, 120, 40));
}
styled_snapshot!(
    sudoku_9_removed_digit_monochrome_80x24,
    hardest(),
    Theme::new(false, false),
    "b",
    80,
    24
);

/// The preset called `name`, as the menu opens it: its title and the mode it declares.
fn preset(name: &str) -> Start {
    for entry in crate::registry::PROBLEMS {
        if let Some(index) = entry.presets().iter().position(|p| p.name == name) {
            let preset = entry.presets()[index];
            return Start::Board {
                title: Some(crate::app::Message::title(&crate::problems::Title::Preset(
                    preset.title,
                ))),
                board: entry.open_preset(index).expect("BUG: a preset opens"),
                stop: Some(preset.stop),
            };
        }
    }
    panic!("BUG: no preset {name}");
}

/// The board's panel (the box at the top left) of a `width`×`height` screen, without the
/// blank margin the board is centred in: what matters there is the board itself.
fn board_panel(app: &App, width: u16, height: u16) -> String {
    let text = boxed(&draw(app, width, height), 0, 0);
    let rows: Vec<&str> = text.lines().skip(1).collect();
    let rows: Vec<String> = rows[..rows.len().saturating_sub(1)]
        .iter()
        .map(|r| {
            // The panel's own borders: the first and the last character of a row.
            let mut inner: Vec<char> = r.chars().skip(1).collect();
            inner.pop();
            inner.into_iter().collect::<String>().trim_end().to_string()
        })
        .collect();
    let margin = rows
        .iter()
        .filter(|r| !r.trim().is_empty())
        .map(|r| r.chars().count() - r.trim_start().chars().count())
        .min()
        .unwrap_or(0);
    let first = rows.iter().position(|r| !r.trim().is_empty()).unwrap_or(0);
    let last = rows.iter().rposition(|r| !r.trim().is_empty()).unwrap_or(0);
    rows[first..=last]
        .iter()
        .map(|r| r.chars().skip(margin).collect::<String>() + "\n")
        .collect()
}

/// The board's panel on a projector (200×60).
fn board_on_projector(app: &App) -> String {
    board_panel(app, 200, 60)
}

/// The screens of one lesson at the sizes of a classroom: the whole screen on a laptop
/// (80×24), and the board's panel alone on a desktop terminal (120×36) and on a projector
/// (200×60), where the board is what grows.
macro_rules! classroom {
    ($name:ident, $start:expr, $keys:expr) => {
        #[test]
        fn $name() {
            let app = app_after($start, COLOUR, $keys);
            let name = format!("{}_80x24", stringify!($name));
            insta::assert_snapshot!(name, screen_text(&draw(&app, 80, 24)));
            for (width, height) in [(120, 36), (200, 60)] {
                let name = format!("{}_{width}x{height}_board", stringify!($name));
                insta::assert_snapshot!(name, board_panel(&app, width, height));
            }
        }
    };
}

// Seed 000's tables: `x x ♕ ♛`, then `x ♛`, and a row refusing every column.
classroom!(lesson_queens_4, preset("queens-4"), ">>>>>");
// The first answer, and the call that outputs it on the stack.
classroom!(lesson_queens_8, preset("queens-8"), "n");
// Seed 000's A4 trace at its first backtrack: (0,3) takes its 4 back.
classroom!(lesson_sudoku_a4, preset("4x4-a4"), ">>>>>");
// A5 in all-solutions mode, paused at its first of three answers.
classroom!(lesson_sudoku_a5, preset("4x4-a5"), "n");
// The "world's hardest" 9×9 after 300 steps: block digits on a projector.
classroom!(lesson_sudoku_9x9_a4, preset("9x9-a4"), "g300E");
// Seed 004's tree for n = 3 after its first backtrack.
classroom!(lesson_permutations_3, preset("perms-3"), "b");
// Subset sum's first answer.
classroom!(lesson_subset_sum, preset("subset-9"), "n");
// Australia's first colouring, then its first step back: Tasmania's red taken off; on a
// laptop and on a projector (the other sizes are the same layout's, as for the others).
#[test]
fn lesson_graph_colouring_australia() {
    let app = app_after(preset("australia"), COLOUR, "b");
    let name = "lesson_graph_colouring_australia_80x24";
    insta::assert_snapshot!(name, screen_text(&draw(&app, 80, 24)));
    let name = "lesson_graph_colouring_australia_200x60_board";
    insta::assert_snapshot!(name, board_on_projector(&app));
}

snapshot!(
    compare_sudoku_a4_end,
    compare_seed_000_a4(),
    COLOUR,
    "Z",
    100,
    30
);
snapshot!(
    compare_australia_steps,
    compare_australia(),
    COLOUR,
    ">>>>",
    100,
    30
);
snapshot!(
    compare_australia_end_chinese,
    compare_australia(),
    CHINESE,
    "Z",
    100,
    30
);

/// The high-contrast theme: no grey, and states told apart by attributes as well.
#[test]
fn lesson_queens_4_high_contrast() {
    let theme = COLOUR.with_palette(super::Palette::Contrast);
    let app = app_after(preset("queens-4"), theme, ">>>>>");
    insta::assert_snapshot!(text_and_styles(&draw(&app, 80, 24)));
}

/// The (width, height) of a square of the queens board on `buf`, measured between the
/// free squares' dots of its first two rows and first two columns.
fn queens_square_size(buf: &Buffer) -> (u16, u16) {
    let area = buf.area;
    // The board's rows are the lines with a free square's dot in each of eight columns.
    let dots: Vec<(u16, u16)> = (area.top()..area.bottom())
        .map(|y| {
            (area.left()..area.right())
                .map(|x| (x, y))
                .filter(|&position| ["·", "▄"].contains(&buf[position].symbol()))
                .collect::<Vec<_>>()
        })
        .filter(|row| row.len() >= 8)
        .flatten()
        .collect();
    let top = dots[0].1;
    let mut xs: Vec<u16> = dots.iter().filter(|d| d.1 == top).map(|d| d.0).collect();
    xs.dedup();
    let mut ys: Vec<u16> = dots.iter().map(|d| d.1).collect();
    ys.dedup();
    (xs[1] - xs[0], ys[1] - ys[0])
}

#[test]
fn eight_queens_fill_the_board_panel_with_shaded_squares() {
    let app = app_after(queens(8), COLOUR, "");
    for (width, height, least) in [(120, 36, (3, 2)), (200, 60, (9, 5)), (100, 30, (2, 1))] {
        let buf = draw(&app, width, height);
        let (w, h) = queens_square_size(&buf);
        assert!(
            w >= least.0 && h >= least.1,
            "{width}×{height}: squares of {w}×{h}\n{}",
            screen_text(&buf)
        );
    }
}

#[test]
fn an_overlay_keeps_its_left_border_over_chinese_text() {
    let app = app_after(queens(8), CHINESE, "ccg23E?");
    for (width, height) in [(100, 30), (80, 24), (120, 36)] {
        let buf = draw(&app, width, height);
        // The title's first glyph: a wide glyph's second cell is blank.
        let title = super::words::KEYS
            .get(Lang::Zh)
            .chars()
            .next()
            .expect("a title");
        let symbols = |y: u16| -> Vec<&str> { (0..width).map(|x| buf[(x, y)].symbol()).collect() };
        let top = (0..height)
            .find(|&y| symbols(y).concat().contains(&format!("┌ {title}")))
            .expect("the help is drawn");
        let row = symbols(top);
        let left = row
            .iter()
            .enumerate()
            .position(|(x, _)| row[x..].concat().starts_with(&format!("┌ {title}")))
            .expect("its corner") as u16;
        let bottom = (top..height)
            .find(|&y| buf[(left, y)].symbol() == "└")
            .expect("its bottom corner");
        for y in top..=bottom {
            assert!(
                ["┌", "│", "└"].contains(&buf[(left, y)].symbol()),
                "{width}×{height}: row {y}\n{}",
                screen_text(&buf)
            );
            // Nothing wide reaches over the border from its left.
            let before = buf[(left - 1, y)].symbol();
            assert!(
                super::widgets::text::width_of(before) <= 1,
                "{width}×{height}: {before:?} left of row {y}\n{}",
                screen_text(&buf)
            );
        }
    }
}

#[test]
fn the_tree_panels_table_keeps_every_column_or_leaves_the_last_out_whole() {
    for (theme, heading) in [(COLOUR, "of"), (CHINESE, "全树"), (TRADITIONAL, "全樹")] {
        let app = app_after(queens(8), theme, "t>>>");
        let text = screen_text(&draw(&app, 80, 24));
        // Each depth's row ends with its unpruned size, under its heading.
        assert!(text.contains(heading), "{text}");
        for depth in 1..=4 {
            assert!(text.contains(&format!(" 8^{depth} ")), "{text}");
        }
    }
}
