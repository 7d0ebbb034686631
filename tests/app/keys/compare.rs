//! The compare screen driven by keys: every board steps, goes back and speaks the language.

use super::*;
/// Seed 000's traced 4×4 puzzle in every cell order, side by side, each stopping at its
/// first solution.
fn compare_seed_000_a4() -> Start {
    let cells: Vec<u8> = "0000102004010000".bytes().map(|b| b - b'0').collect();
    let shape = Shape::for_side(4).expect("4 is a sudoku side");
    let board = SudokuBoard::new(shape, &cells, CellOrder::Row).expect("seed 000's A4 is valid");
    Start::compare(
        Some(Message::english("A4".to_string())),
        board.in_every_order(),
        StopAfter::First,
    )
}

/// The screen of `app` drawn through a test terminal.
fn terminal_screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .expect("drawing into memory");
    screen_text(terminal.backend().buffer())
}

/// The numbers after `label` on a screen, boards left to right (a heading with no
/// number after it is passed over).
fn counts(screen: &str, label: &str) -> Vec<u64> {
    screen
        .lines()
        .flat_map(|line| line.split(label).skip(1))
        .filter_map(|rest| {
            let digits: String = rest
                .trim_start()
                .chars()
                .take_while(char::is_ascii_digit)
                .collect();
            digits.parse().ok()
        })
        .collect()
}

#[test]
fn compare_steps_back_each_board_and_a_finished_one_is_no_longer_done() {
    let mut app = app(compare_seed_000_a4());
    // Seed 000's trace of its A4 in row order: 22 placements and 10 backtracks to the
    // solution; MRV, singles and cover place the twelve blanks without one.
    press(&mut app, KeyCode::End);
    let end = terminal_screen(&app, 120, 36);
    assert_eq!(end.matches("✓ done").count(), 4, "{end}");
    assert!(
        end.contains("Totals") && end.contains("every board has finished"),
        "{end}"
    );
    assert_eq!(counts(&end, "placements "), [22, 12, 12, 12]);
    assert_eq!(counts(&end, "removals "), [10, 0, 0, 0]);

    // One step back on each board undoes its solution: none is finished any more.
    press(&mut app, KeyCode::Left);
    let back = terminal_screen(&app, 120, 36);
    assert!(!back.contains("done"), "{back}");
    assert!(!back.contains("Totals"), "{back}");
    assert_eq!(counts(&back, "solutions "), [0, 0, 0, 0]);
    assert_eq!(counts(&back, "placements "), [22, 12, 12, 12]);
    // ... and one more takes back each board's last placement; `h` is the same key.
    press(&mut app, KeyCode::Char('h'));
    let back = terminal_screen(&app, 120, 36);
    assert_eq!(counts(&back, "placements "), [21, 11, 11, 11]);
    assert_eq!(counts(&back, "depth "), [11, 11, 11, 11]);
    assert_eq!(counts(&back, "removals "), [10, 0, 0, 0]);

    // Forward again to the same ends.
    press_all(&mut app, &[KeyCode::Right, KeyCode::Right]);
    let again = terminal_screen(&app, 120, 36);
    assert_eq!(again.matches("✓ done").count(), 4, "{again}");

    // Home goes to the start; a step back from there says so and changes nothing.
    press(&mut app, KeyCode::Home);
    press_all(&mut app, &[KeyCode::Right, KeyCode::Right, KeyCode::Left]);
    let early = terminal_screen(&app, 120, 36);
    assert_eq!(counts(&early, "placements "), [1, 1, 1, 1]);
    press_all(&mut app, &[KeyCode::Left, KeyCode::Left]);
    let start = terminal_screen(&app, 120, 36);
    assert_eq!(counts(&start, "placements "), [0, 0, 0, 0]);
    assert!(start.contains("at the start"), "{start}");
    assert!(start.contains("← back"), "{start}");
}

/// Seed 000's 9×9 A4 (Inkala's "world's hardest") in every cell order, side by side.
fn compare_seed_000_nine_a4() -> Start {
    let puzzle =
        "800000000003600000070090200050007000000045700000100030001000068008500010090000400";
    let cells: Vec<u8> = puzzle.bytes().map(|b| b - b'0').collect();
    let shape = Shape::for_side(9).expect("9 is a sudoku side");
    let board = SudokuBoard::new(shape, &cells, CellOrder::Row).expect("seed 000's A4 is valid");
    Start::compare(
        Some(Message::english("A4".to_string())),
        board.in_every_order(),
        StopAfter::First,
    )
}

#[test]
fn the_compare_screen_goes_to_a_step_on_every_board_and_speaks_chinese() {
    let mut app = app(compare_seed_000_nine_a4());
    let start = terminal_screen(&app, 150, 45);
    assert!(start.contains("│ step 0  │ paused"), "{start}");

    // The player's transport: g, the step, Enter; every board is then 30 events in.
    press(&mut app, KeyCode::Char('g'));
    type_text(&mut app, "30");
    let prompt = terminal_screen(&app, 150, 45);
    assert!(prompt.contains("go to step 30_"), "{prompt}");
    press(&mut app, KeyCode::Enter);
    settle(&mut app);
    let there = terminal_screen(&app, 150, 45);
    assert!(there.contains("│ step 30  │"), "{there}");
    let placements = counts(&there, "placements ");
    let removals = counts(&there, "removals ");
    assert_eq!(placements.len(), 4, "{there}");
    for (placed, removed) in placements.iter().zip(&removals) {
        assert_eq!(placed + removed, 30, "{there}");
    }
    // Row order has backtracked by then: the boards' counts differ, their steps do not.
    assert!(removals[0] > 0, "{there}");

    // One step on and one back, through the same keys as the player's.
    press(&mut app, KeyCode::Right);
    assert!(terminal_screen(&app, 150, 45).contains("│ step 31  │"));
    press(&mut app, KeyCode::Left);
    assert!(terminal_screen(&app, 150, 45).contains("│ step 30  │"));

    // L: the compare screen's own words in Chinese, the counts unchanged.
    press(&mut app, KeyCode::Char('L'));
    assert_eq!(app.lang(), Lang::Zh);
    let chinese = terminal_screen(&app, 150, 45);
    assert!(chinese.contains("步数 30"), "{chinese}");
    assert_eq!(counts(&chinese, "放置 "), placements, "{chinese}");
    assert!(!chinese.contains("placements"), "{chinese}");
    assert!(chinese.contains("播放"), "{chinese}");
}
