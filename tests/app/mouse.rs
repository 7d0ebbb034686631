//! The mouse through the app's own handler, on a test terminal: a click on what a screen
//! shows does what its key does, the wheel steps, the timeline bar seeks.
//!
//! The facts are 4-queens' trace (`backtrack trace queens 4`): 34 events, its two
//! solutions at steps 13 and 22, its first placement (0,0) at step 1.

use crate::common;
use common::pointer::{click_at, marked, mouse};

use backtrack::app::input::mouse::Spot;
use backtrack::app::{App, Start, Theme, screen_text};
use backtrack::problems::{CellOrder, QueensBoard, Shape, SudokuBoard};
use ratatui::{
    Terminal,
    backend::TestBackend,
    crossterm::event::{KeyCode, KeyEvent, MouseButton, MouseEventKind},
    layout::Rect,
};

const COLOUR: Theme = Theme::new(false, true);

/// The app on `start`, taking the mouse.
fn app(start: Start) -> App {
    App::new(start, COLOUR).with_mouse(true)
}

fn queens(n: usize) -> Start {
    Start::board(QueensBoard::new(n).expect("a queens size"))
}

/// Draws `app` on a `width` × `height` test terminal, as the app's loop does before it
/// waits for an event: the rows of the screen.
fn draw(app: &App, size: (u16, u16)) -> Vec<String> {
    let mut terminal = Terminal::new(TestBackend::new(size.0, size.1)).expect("a terminal");
    let frame = terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .expect("drawn");
    screen_text(frame.buffer)
        .lines()
        .map(str::to_string)
        .collect()
}

fn press(app: &mut App, codes: &[KeyCode]) {
    for &code in codes {
        app.handle_key(KeyEvent::from(code));
        while app.is_animating() {
            app.tick(std::time::Instant::now());
        }
    }
}

/// The column and row of the first place `text` is shown, in cells.
fn find(rows: &[String], text: &str) -> (u16, u16) {
    let (row, line) = (rows.iter().enumerate())
        .find(|(_, line)| line.contains(text))
        .unwrap_or_else(|| panic!("no {text:?} on screen:\n{}", rows.join("\n")));
    let before = &line[..line.find(text).expect("found")];
    (before.chars().count() as u16, row as u16)
}

/// The step the status line shows.
fn step(rows: &[String]) -> u64 {
    let line = (rows.iter())
        .find(|line| line.contains(" step ") && line.contains(" backtracks "))
        .expect("a status line");
    let after = &line[line.find(" step ").expect("step") + " step ".len()..];
    let number: String = after
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ',')
        .collect();
    number.replace(',', "").parse().expect("a step number")
}

/// The timeline bar's track as the last frame marked it.
fn track(app: &App) -> (u16, u16, u16, u64) {
    app.spots()
        .into_iter()
        .find_map(|(area, spot)| match spot {
            Spot::Track { left, width, last } => Some((area.y, left, width, last)),
            _ => None,
        })
        .expect("a timeline bar")
}

/// The bottom right corner of the one square (`row`, `col`) the last frame drew.
fn square(app: &App, row: u16, col: u16) -> (u16, u16) {
    match marked(app, Spot::Cell { row, col }).as_slice() {
        &[area] => (area.right() - 1, area.bottom() - 1),
        other => panic!("not one square ({row},{col}) on screen: {other:?}"),
    }
}

const SIZE: (u16, u16) = (120, 36);

#[test]
fn a_click_on_a_menu_entry_opens_it_and_the_wheel_moves_the_choice() {
    let mut app = app(Start::Menu);
    let rows = draw(&app, SIZE);
    let (x, y) = find(&rows, "8 queens");
    click_at(&mut app, x + 1, y);
    let rows = draw(&app, SIZE);
    assert!(rows[0].contains("8-Queens"), "{}", rows[0]);
    assert_eq!(step(&rows), 0);
    // Back in the menu, the wheel moves the choice as the arrows do.
    press(&mut app, &[KeyCode::Char('m')]);
    let rows = draw(&app, SIZE);
    assert!(rows[1].contains("┌ 8 queens "), "{}", rows[1]);
    mouse(&mut app, MouseEventKind::ScrollDown, x, y);
    let rows = draw(&app, SIZE);
    assert!(rows[1].contains("┌ N-Queens, any N "), "{}", rows[1]);
    mouse(&mut app, MouseEventKind::ScrollUp, x, y);
    mouse(&mut app, MouseEventKind::ScrollUp, x, y);
    let rows = draw(&app, SIZE);
    assert!(rows[1].contains("┌ 4 queens "), "{}", rows[1]);
    // A group's title is no entry: a click on it does nothing.
    let (x, y) = find(&rows, "Sudoku");
    click_at(&mut app, x, y);
    let rows = draw(&app, SIZE);
    assert!(rows[1].contains("┌ 4 queens "), "{}", rows[1]);
}

#[test]
fn a_click_on_a_log_line_goes_to_its_step_and_on_a_stack_frame_to_where_it_was_placed() {
    let mut app = app(queens(4));
    press(&mut app, &[KeyCode::Right; 5]);
    let rows = draw(&app, SIZE);
    assert_eq!(step(&rows), 5);
    // The log's oldest line in view: its step, as its line says.
    let (line, earliest) = (app.spots().into_iter())
        .filter_map(|(area, spot)| match spot {
            Spot::Step(step) => Some((area, step)),
            _ => None,
        })
        .min_by_key(|&(_, step)| step)
        .expect("log lines");
    assert!(earliest < 5, "{earliest}");
    let shown = &rows[usize::from(line.y)];
    assert!(shown.contains(&format!("│ {earliest} ")), "{shown}");
    click_at(&mut app, line.x + 3, line.y);
    let rows = draw(&app, SIZE);
    assert_eq!(step(&rows), earliest);
    press(&mut app, &[KeyCode::Home]);
    // At step 5 the stack holds (0,0), placed at step 1, and (1,3), at step 4.
    press(&mut app, &[KeyCode::Right; 5]);
    let rows = draw(&app, SIZE);
    assert_eq!(step(&rows), 5);
    let (x, y) = find(&rows, "trace(row=1) col=3");
    click_at(&mut app, x, y);
    let rows = draw(&app, SIZE);
    assert_eq!(step(&rows), 4);
    let (x, y) = find(&rows, "trace(row=0) col=0");
    click_at(&mut app, x, y);
    assert_eq!(step(&draw(&app, SIZE)), 1);
}

#[test]
fn a_click_on_the_timeline_goes_to_the_proportional_step_and_a_drag_follows() {
    let mut app = app(queens(4));
    press(&mut app, &[KeyCode::End]);
    let rows = draw(&app, SIZE);
    assert_eq!(step(&rows), 34);
    let (y, left, width, last) = track(&app);
    assert_eq!(last, 34, "the whole run");
    assert!(
        rows[usize::from(y)].ends_with(" 34 steps in all"),
        "{}",
        rows[usize::from(y)]
    );
    // The middle of the track is step 17; its ends are steps 0 and 34.
    let middle = left + (width - 1) / 2;
    let expected =
        (u64::from((width - 1) / 2) * 34 + u64::from(width - 1) / 2) / u64::from(width - 1);
    assert_eq!(expected, 17);
    click_at(&mut app, middle, y);
    assert_eq!(step(&draw(&app, SIZE)), 17);
    click_at(&mut app, left, y);
    assert_eq!(step(&draw(&app, SIZE)), 0);
    // A drag keeps to the bar when the pointer strays off its row.
    mouse(&mut app, MouseEventKind::Down(MouseButton::Left), left, y);
    mouse(
        &mut app,
        MouseEventKind::Drag(MouseButton::Left),
        middle,
        y - 10,
    );
    assert_eq!(step(&draw(&app, SIZE)), 17);
    mouse(
        &mut app,
        MouseEventKind::Drag(MouseButton::Left),
        left + width + 20,
        y,
    );
    assert_eq!(step(&draw(&app, SIZE)), 34);
    mouse(
        &mut app,
        MouseEventKind::Up(MouseButton::Left),
        left + width,
        y,
    );
    // A drag that did not start on the bar seeks nothing.
    mouse(&mut app, MouseEventKind::Drag(MouseButton::Left), left, y);
    assert_eq!(step(&draw(&app, SIZE)), 34);
}

#[test]
fn the_timeline_ticks_stand_at_the_solutions_steps() {
    let mut app = app(queens(4));
    press(&mut app, &[KeyCode::End]);
    let rows = draw(&app, SIZE);
    let (y, left, width, _) = track(&app);
    let bar: Vec<char> = rows[usize::from(y)].chars().collect();
    let cell = |step: u64| usize::from(left) + ((step * u64::from(width - 1) + 17) / 34) as usize;
    let ticks: Vec<usize> = (0..bar.len()).filter(|&i| bar[i] == '★').collect();
    assert_eq!(ticks, [cell(13), cell(22)]);
    assert_eq!(bar[cell(34)], '●', "the current step, at the end");
}

#[test]
fn the_wheel_steps_forward_and_back() {
    let mut app = app(queens(4));
    let rows = draw(&app, SIZE);
    let (x, y) = find(&rows, "trace(row)");
    mouse(&mut app, MouseEventKind::ScrollDown, x, y);
    mouse(&mut app, MouseEventKind::ScrollDown, x, y);
    assert_eq!(step(&draw(&app, SIZE)), 2);
    mouse(&mut app, MouseEventKind::ScrollUp, x, y);
    assert_eq!(step(&draw(&app, SIZE)), 1);
}

#[test]
fn a_click_on_a_solution_in_the_moments_panel_goes_there() {
    let mut app = app(queens(4));
    press(&mut app, &[KeyCode::End, KeyCode::Char('K')]);
    let rows = draw(&app, SIZE);
    let (x, y) = find(&rows, "#2 ");
    click_at(&mut app, x, y);
    let rows = draw(&app, SIZE);
    assert_eq!(step(&rows), 22);
    let (x, y) = find(&rows, "#1 ");
    click_at(&mut app, x, y);
    assert_eq!(step(&draw(&app, SIZE)), 13);
}

#[test]
fn a_click_on_a_column_answers_the_quiz() {
    let mut app = app(queens(4));
    press(&mut app, &[KeyCode::Right, KeyCode::Char('Q')]);
    let rows = draw(&app, SIZE);
    assert!(
        rows.iter().any(|row| row.contains("Row 1: which column")),
        "{}",
        rows.join("\n")
    );
    // Row 1's queen goes in column 2 next (step 2: place 1 2); a click on any square of
    // that column answers 2.
    let (x, y) = square(&app, 3, 2);
    click_at(&mut app, x, y);
    let rows = draw(&app, SIZE);
    assert!(
        rows.iter().any(|row| row.contains("Right!")),
        "{}",
        rows.join("\n")
    );
    assert_eq!(step(&rows), 2);
}

#[test]
fn a_click_on_a_cell_of_the_sudoku_editor_puts_the_cursor_there() {
    let mut app = app(Start::Menu);
    // The class's own entries come last, below the fold.
    press(&mut app, &[KeyCode::End]);
    let rows = draw(&app, SIZE);
    let (x, y) = find(&rows, "New sudoku");
    click_at(&mut app, x, y);
    let rows = draw(&app, SIZE);
    assert!(
        rows.iter().any(|row| row.contains("Cell (0,0)")),
        "{}",
        rows.join("\n")
    );
    let (x, y) = square(&app, 2, 3);
    click_at(&mut app, x, y);
    let rows = draw(&app, SIZE);
    assert!(
        rows.iter().any(|row| row.contains("Cell (2,3)")),
        "{}",
        rows.join("\n")
    );
}

/// Seed 001's first picture by clicks: a queen at (0,0), one at (1,3); a second click
/// lifts a queen.
#[test]
fn clicks_on_the_squares_of_queens_by_hand_place_and_lift_queens() {
    let mut app = app(Start::Menu);
    press(&mut app, &[KeyCode::End]);
    let rows = draw(&app, SIZE);
    let (x, y) = find(&rows, "Queens by hand");
    click_at(&mut app, x, y);
    draw(&app, SIZE);
    for (row, col) in [(0, 0), (1, 3)] {
        let (x, y) = square(&app, row, col);
        click_at(&mut app, x, y);
        draw(&app, SIZE);
    }
    // The conditions are those of the square clicked last: the queen at (0,0) checked.
    let text = draw(&app, SIZE).join("\n");
    assert!(text.contains("A queen stands on (1,3)"), "{text}");
    assert!(text.contains("(0,0)  Y≠0 ✓  X−Y≠0 ✓  X+Y≠0 ✓"), "{text}");
    let (x, y) = square(&app, 1, 3);
    click_at(&mut app, x, y);
    let text = draw(&app, SIZE).join("\n");
    assert!(!text.contains("A queen stands on (1,3)"), "lifted:\n{text}");
    assert!(text.contains("(0,0)  Y≠0 ✓"), "(0,0) stays:\n{text}");
}

#[test]
fn without_the_mouse_the_player_has_no_timeline_bar_and_marks_nothing() {
    let plain = App::new(queens(4), COLOUR);
    let rows = draw(&plain, SIZE);
    assert!(!rows.iter().any(|row| row.contains("steps so far")));
    assert!(plain.spots().is_empty());
    let taking = app(queens(4));
    let rows = draw(&taking, SIZE);
    assert!(
        rows.iter().any(|row| row.ends_with(" 0 steps so far")),
        "{}",
        rows.join("\n")
    );
}

#[test]
fn the_timeline_bar_gives_way_to_the_boards_legend_and_stands_over_the_status_line() {
    let mut app = app(Start::board(QueensBoard::new(8).expect("8 queens")));
    press(&mut app, &[KeyCode::Right; 3]);
    // At 80×24 the 8-queens board needs every row for its legend: the bar waits.
    let rows = draw(&app, (80, 24));
    assert!(
        rows.iter().any(|row| row.contains("u shows attacks")),
        "the legend:\n{}",
        rows.join("\n")
    );
    assert!(
        app.spots()
            .iter()
            .all(|(_, spot)| !matches!(spot, Spot::Track { .. }))
    );
    let rows = draw(&app, (100, 30));
    let (y, _, width, _) = track(&app);
    assert_eq!(y, 27, "over the status line and the keys");
    assert!(width >= 60, "{width}");
    assert!(rows[27].ends_with(" 3 steps so far"), "{}", rows[27]);
    assert!(
        rows[28].starts_with("▶ place") && rows[28].contains(" step 3 "),
        "{}",
        rows[28]
    );
    assert!(rows[29].starts_with("Space play"), "{}", rows[29]);
    assert!(rows.iter().any(|row| row.contains("u shows attacks")));
}

#[test]
fn no_mouse_is_an_option_of_the_screens_drawn_in_the_terminal_and_of_no_other_command() {
    for args in [
        &["play", "queens", "--help"][..],
        &["lesson", "--help"],
        &["compare", "sudoku", "--help"],
        &["--help"],
    ] {
        let (out, _, status) = common::run(args);
        assert_eq!(status, 0, "{args:?}");
        assert!(out.contains("--no-mouse"), "{args:?}: {out}");
    }
    // `export` and `record` draw into a file: no mouse there, but the rest of the look.
    for args in [
        &["export", "queens", "--help"][..],
        &["record", "queens", "--help"],
    ] {
        let (out, _, status) = common::run(args);
        assert_eq!(status, 0, "{args:?}");
        assert!(!out.contains("--no-mouse"), "{args:?}: {out}");
        assert!(
            out.contains("--theme") && out.contains("--lang"),
            "{args:?}: {out}"
        );
    }
    // Taken by play after the problem: the app then asks for a terminal, as without it.
    let (_, err, status) = common::run(&["play", "queens", "4", "--no-mouse"]);
    assert_eq!(status, 2);
    assert!(err.starts_with("error: the app needs a terminal"), "{err}");
    for args in [
        &["--no-mouse", "solve", "queens", "4"][..],
        &["--no-mouse", "export", "queens", "4", "--step", "1"],
    ] {
        let (out, err, status) = common::run(args);
        assert_eq!((out.as_str(), status), ("", 2), "{args:?}");
        assert!(
            err.starts_with(
                "error: --no-mouse is an option of the screens drawn in the terminal: the \
                 menu, play, lesson and compare"
            ),
            "{err}"
        );
    }
    let (_, err, status) = common::run(&["export", "queens", "4", "--step", "1", "--no-mouse"]);
    assert_eq!(status, 2);
    assert!(err.contains("unexpected argument '--no-mouse'"), "{err}");
}

#[test]
fn a_click_on_a_candidate_answers_the_quiz_of_the_digit() {
    // Seed 000's traced 4×4 puzzle (its A4), in row order: the quiz asks the digit.
    let cells: Vec<u8> = "0000102004010000".bytes().map(|b| b - b'0').collect();
    let shape = Shape::for_side(4).expect("4 is a sudoku side");
    let board = SudokuBoard::new(shape, &cells, CellOrder::Row).expect("seed 000's A4 is valid");
    let mut app = app(Start::board(board));
    press(
        &mut app,
        &[KeyCode::Right, KeyCode::Char('p'), KeyCode::Char('Q')],
    );
    let rows = draw(&app, SIZE);
    assert!(
        rows.iter().any(|row| row.contains("which")),
        "{}",
        rows.join("\n")
    );
    let candidates: Vec<(Rect, u8)> = (app.spots().into_iter())
        .filter_map(|(area, spot)| match spot {
            Spot::Choice { choice, .. } => Some((area, choice)),
            _ => None,
        })
        .collect();
    let &(area, _) = candidates.first().expect("candidates drawn");
    click_at(&mut app, area.x, area.y);
    let rows = draw(&app, SIZE);
    assert_eq!(
        step(&rows),
        2,
        "answered, the step made:\n{}",
        rows.join("\n")
    );
    assert!(
        rows.iter()
            .any(|row| row.contains("1/1 right") || row.contains("0/1 right")),
        "{}",
        rows.join("\n")
    );
}
