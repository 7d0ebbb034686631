//! The sudoku player's own keys: the cell order, the pencil marks, stopping at the first
//! solution.

use super::*;
#[test]
fn sudoku_stops_at_its_first_solution_unless_told_otherwise() {
    // Seed 000's A5 has three solutions.
    let cells: Vec<u8> = "0000002003010000".bytes().map(|b| b - b'0').collect();
    let shape = Shape::for_side(4).expect("4 is a sudoku side");
    let board = SudokuBoard::new(shape, &cells, CellOrder::Row).expect("valid");
    let mut app = app(Start::titled(Some("A5".to_string()), board));
    press(&mut app, KeyCode::End);
    settle(&mut app);
    assert!(status(&render(&app, 100, 30)).contains("solutions 1 "));
    press(&mut app, KeyCode::Char('f'));
    press(&mut app, KeyCode::End);
    settle(&mut app);
    assert!(status(&render(&app, 100, 30)).contains("solutions 3 "));
    // The run ends with the board empty again; the last solution is one step back in
    // solutions, and it is seed 000's third answer.
    press(&mut app, KeyCode::Char('N'));
    assert_eq!(app.state_line().as_deref(), Some("4213312423411432"));
}

#[test]
fn o_switches_the_sudoku_cell_order_and_restarts() {
    let mut app = app(seed_000_a4());
    press_all(&mut app, &[KeyCode::Right; 4]);
    press(&mut app, KeyCode::Char('o'));
    let screen = render(&app, 120, 40);
    assert!(status(&screen).contains("step 0 "));
    assert!(
        status(&screen).contains("cell order mrv"),
        "{}",
        status(&screen)
    );
    // Then singles, then cover, then row order again.
    press(&mut app, KeyCode::Char('o'));
    let screen = render(&app, 120, 40);
    assert!(status(&screen).contains("cell order singles"));
    assert!(screen_text(&screen).contains("Sudoku 4×4 · singles"));
    press(&mut app, KeyCode::Char('o'));
    let screen = render(&app, 120, 40);
    assert!(status(&screen).contains("cell order cover"));
    assert!(screen_text(&screen).contains("Sudoku 4×4 · cover"));
    press(&mut app, KeyCode::Char('o'));
    assert!(status(&render(&app, 120, 40)).contains("cell order row"));
}

#[test]
fn o_works_while_playing_and_stops_the_play() {
    let mut app = app(seed_000_a4());
    press(&mut app, KeyCode::Char(' '));
    app.tick(Instant::now());
    assert!(app.is_animating());
    press(&mut app, KeyCode::Char('o'));
    assert!(!app.is_animating(), "a restart pauses");
    let screen = render(&app, 120, 40);
    assert!(status(&screen).contains("step 0 "), "{}", status(&screen));
    assert!(
        screen_text(&screen).contains("Sudoku 4×4 · MRV"),
        "{}",
        screen_text(&screen)
    );
}

#[test]
fn p_is_among_the_sudoku_keys_and_only_there() {
    let mut sudoku = app(seed_000_a4());
    let screen = render(&sudoku, 160, 40);
    assert!(footer(&screen).contains("p pencil"), "{}", footer(&screen));
    assert!(footer(&screen).contains("o order"), "{}", footer(&screen));
    // On a common terminal the pencil key keeps its place; rarer keys give way.
    let screen = render(&sudoku, 80, 24);
    assert!(footer(&screen).contains("p pencil"), "{}", footer(&screen));
    press(&mut sudoku, KeyCode::Char('?'));
    let help = screen_text(&render(&sudoku, 120, 40));
    assert!(help.contains("pencil marks / candidate counts"), "{help}");
    assert!(help.contains("cell order: row / MRV"), "{help}");
    // Pressing p says what it did, and the board shows the marks.
    press(&mut sudoku, KeyCode::Esc);
    press(&mut sudoku, KeyCode::Char('p'));
    let screen = render(&sudoku, 120, 40);
    assert!(
        footer(&screen).contains("pencil marks: every candidate")
            || status(&screen).contains("pencil marks: every candidate"),
        "{}",
        screen_text(&screen)
    );
    let mut queens = app(queens(8));
    assert!(!footer(&render(&queens, 160, 40)).contains("pencil"));
    press(&mut queens, KeyCode::Char('?'));
    let help = screen_text(&render(&queens, 120, 40));
    assert!(
        !help.contains("pencil") && !help.contains("cell order"),
        "{help}"
    );
}
