//! Screens of every size: what gives way on a small one, and no size that panics.

use super::*;
#[test]
fn sixty_four_queens_fit_a_common_terminal_as_a_window_of_rows() {
    let mut app = app(queens(64));
    press(&mut app, KeyCode::Char('g'));
    type_text(&mut app, "5000");
    press(&mut app, KeyCode::Enter);
    settle(&mut app);
    for (width, height) in [(80, 24), (120, 40), (200, 60)] {
        let screen = screen_text(&render(&app, width, height));
        assert!(!screen.contains("too small"), "{width}×{height}\n{screen}");
        assert!(screen.contains("64-Queens"), "{width}×{height}\n{screen}");
        // The row being filled (42) is in view, marked, with the rows above it.
        let marked: Vec<&str> = screen.lines().filter(|l| l.contains("▶   42")).collect();
        assert_eq!(marked.len(), 1, "{width}×{height}\n{screen}");
        assert!(screen.contains("   41 "), "{width}×{height}\n{screen}");
        assert!(screen.contains("isBia2"), "{width}×{height}\n{screen}");
    }
}

#[test]
fn the_log_only_takes_rows_the_board_cannot_use() {
    // 4×4 sudoku on an 80×24 terminal: the cells with room for brackets round the givens,
    // not the smallest ones that would leave the log more rows.
    let screen = screen_text(&render(&app(seed_000_a4()), 80, 24));
    assert!(screen.contains("[1]"), "{screen}");
    // 8-queens on 120×40: squares five columns wide, and still a log under them.
    let mut eight = app(queens(8));
    press_all(&mut eight, &[KeyCode::Right; 3]);
    let screen = screen_text(&render(&eight, 120, 40));
    assert!(screen.contains("0    1    2    3"), "{screen}");
    assert!(screen.contains("┌ Log"), "{screen}");
    // 64-queens shows a window of rows, and the log under it.
    let screen = screen_text(&render(&app(queens(64)), 120, 40));
    assert!(screen.contains("┌ Log"), "{screen}");
}

#[test]
fn narrow_screens_keep_the_counts_and_shorten_the_heading() {
    let mut app = app(seed_000_a4());
    press_all(&mut app, &[KeyCode::Right; 9]);
    for width in [50, 60, 80, 100] {
        let screen = render(&app, width, 30);
        let line = status(&screen);
        for count in ["step 9 ", "solutions 0 ", "backtracks 4"] {
            assert!(line.contains(count), "{width}: {line}");
        }
        // The heading is cut between its parts; where not even the problem's name fits,
        // the preset's short title stands alone, and only without one is it cut short,
        // with an ellipsis.
        let top = screen_text(&screen)
            .lines()
            .next()
            .unwrap_or_default()
            .to_string();
        assert!(
            top.contains(" A4 · Sudoku 4×4 · row order · first solution ")
                || top.contains(" A4 · Sudoku 4×4 · row order ")
                || top.contains(" Sudoku 4×4 · row order ")
                || (width < 80 && top.starts_with("┌ A4 ") && !top.contains('…')),
            "{width}: {top}"
        );
    }
}

#[test]
fn custom_sizes_open_from_the_menu() {
    let mut app = app(Start::Menu);
    press(&mut app, KeyCode::End); // the last entry: the last built-in lesson
    // Up past the lessons, the five of the class's own puzzles, the maze's five entries, the
    // knight's tour's six and the five maps: subset sum of any n.
    let lessons = backtrack::app::screens::lesson::built_in::BUILT_IN.len();
    (0..lessons).for_each(|_| press(&mut app, KeyCode::Up));
    press_all(&mut app, &[KeyCode::Up; 21]);
    type_text(&mut app, "4");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('n'));
    settle(&mut app);
    assert_eq!(
        app.state_line().as_deref(),
        Some("1 4"),
        "1 + 4 = 5, half of 10"
    );
    press(&mut app, KeyCode::Char('m'));
    // Up past the three subset-sum presets to permutations of any n.
    press_all(&mut app, &[KeyCode::Up; 4]);
    type_text(&mut app, "12");
    press(&mut app, KeyCode::Enter);
    press_all(&mut app, &[KeyCode::Right; 12]);
    assert_eq!(
        app.state_line().as_deref(),
        Some("1 2 3 4 5 6 7 8 9 10 11 12")
    );
    press(&mut app, KeyCode::Char('m'));
    press(&mut app, KeyCode::Right); // n = 13 is past the largest
    press(&mut app, KeyCode::Enter);
    // The same board, picked up where it was left: r restarts it.
    press(&mut app, KeyCode::Char('r'));
    press_all(&mut app, &[KeyCode::Right; 12]);
    assert_eq!(
        app.state_line().as_deref(),
        Some("1 2 3 4 5 6 7 8 9 10 11 12")
    );
}

/// The app on `start` after `keys` (as [`type_text`] types them; `E` is Enter), every
/// long move run to its end.
fn after(start: Start, keys: &str) -> App {
    let mut app = app(start);
    for c in keys.chars() {
        let code = match c {
            'E' => KeyCode::Enter,
            c => KeyCode::Char(c),
        };
        press(&mut app, code);
        settle(&mut app);
    }
    app
}

/// Draws each of `screens` at every size from 1×1 to 200×60, into one buffer resized as
/// it goes: none may panic.
fn every_size(screens: &[App]) {
    let mut buf = Buffer::empty(Rect::new(0, 0, 200, 60));
    for width in 1..=200 {
        for height in 1..=60 {
            let area = Rect::new(0, 0, width, height);
            for screen in screens {
                buf.resize(area);
                buf.reset();
                screen.render(area, &mut buf);
            }
        }
    }
}

/// `start` at step 0, mid-search with the go-to prompt open, and at its first solution
/// with the help over it; in English, and in Chinese after `L`.
fn three_moments(start: Start) -> Vec<App> {
    vec![
        app(start.clone()),
        after(start.clone(), "g30Eg12"),
        after(start.clone(), "n?"),
        after(start.clone(), "L"),
        after(start.clone(), "Lg30Eg12"),
        after(start, "Ln?"),
    ]
}

// The sizes are split over several tests so that they run side by side.

#[test]
fn no_size_from_1x1_to_200x60_panics_the_menu() {
    every_size(&[
        app(Start::Menu),
        after(Start::Menu, "?"),
        after(Start::Menu, "L"),
        after(Start::Menu, "L?"),
    ]);
}

/// Every problem of the registry, on its first preset as the menu opens it; each problem
/// on a thread of its own, so that they run side by side.
#[test]
fn no_size_from_1x1_to_200x60_panics_any_problem() {
    std::thread::scope(|scope| {
        for &entry in backtrack::registry::PROBLEMS {
            std::thread::Builder::new()
                .name(entry.name().to_string())
                .spawn_scoped(scope, move || every_size(&three_moments(preset(entry, 0))))
                .expect("a thread");
        }
    });
}

#[test]
fn no_size_from_1x1_to_200x60_panics_the_largest_boards() {
    let empty_25 = {
        let shape = Shape::for_side(25).expect("25 is a sudoku side");
        let board = SudokuBoard::new(shape, &vec![0; 625], CellOrder::Mrv).expect("empty");
        Start::titled(Some("empty 25×25".to_string()), board)
    };
    let screens: Vec<App> = [queens(64), permutations(12), empty_25]
        .into_iter()
        .flat_map(|start| [after(start.clone(), "pg500E"), after(start, "Lpg500E")])
        .collect();
    every_size(&screens);
}
