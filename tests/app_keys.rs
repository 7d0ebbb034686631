//! The app driven by keys, without a terminal: what a user sees after each key.

use std::time::{Duration, Instant};

use backtrack::app::{App, Lang, Message, Orders, Start, Theme, screen_text};
use backtrack::engine::StopAfter;
use backtrack::problems::{
    CellOrder, Permutations, QueensBoard, Shape, SubsetSum, SudokuBoard, graph_colouring,
};
use ratatui::{
    Terminal,
    backend::TestBackend,
    buffer::Buffer,
    crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers},
    layout::Rect,
    widgets::Widget,
};

const COLOUR: Theme = Theme::new(false, true);

fn queens(n: usize) -> Start {
    Start::board(QueensBoard::new(n).expect("a queens size"))
}

fn permutations(n: usize) -> Start {
    Start::board(Permutations::new(n).expect("a permutations size"))
}

/// Seed 000's traced 4×4 puzzle (its A4): one solution, several backtracks.
fn seed_000_a4() -> Start {
    let cells: Vec<u8> = "0000102004010000".bytes().map(|b| b - b'0').collect();
    let shape = Shape::for_side(4).expect("4 is a sudoku side");
    let board = SudokuBoard::new(shape, &cells, CellOrder::Row).expect("seed 000's A4 is valid");
    Start::titled(Some("A4".to_string()), board)
}

fn app(start: Start) -> App {
    App::new(start, COLOUR)
}

fn press(app: &mut App, code: KeyCode) {
    app.handle_key(KeyEvent::from(code));
}

fn press_all(app: &mut App, codes: &[KeyCode]) {
    for &code in codes {
        press(app, code);
    }
}

fn type_text(app: &mut App, text: &str) {
    for c in text.chars() {
        press(app, KeyCode::Char(c));
    }
}

/// Runs any long move or playing to its end with the real clock.
fn settle(app: &mut App) {
    while app.is_animating() {
        app.tick(Instant::now());
    }
}

fn render(app: &App, width: u16, height: u16) -> Buffer {
    let mut buf = Buffer::empty(Rect::new(0, 0, width, height));
    app.render(buf.area, &mut buf);
    buf
}

/// The status line: the second row from the bottom.
fn status(buf: &Buffer) -> String {
    let y = buf.area.height - 2;
    (0..buf.area.width)
        .map(|x| buf[(x, y)].symbol())
        .collect::<String>()
}

/// The row under the status line: the keys, the go-to prompt or a message.
fn footer(buf: &Buffer) -> String {
    let y = buf.area.height - 1;
    (0..buf.area.width)
        .map(|x| buf[(x, y)].symbol())
        .collect::<String>()
}

fn starts() -> Vec<Start> {
    vec![queens(8), permutations(4), seed_000_a4()]
}

#[test]
fn five_steps_forward_then_five_back_is_the_first_screen() {
    for start in starts() {
        let mut app = app(start);
        let first = render(&app, 120, 40);
        press_all(&mut app, &[KeyCode::Right; 5]);
        let fifth = render(&app, 120, 40);
        assert_ne!(first, fifth, "five steps change the screen");
        assert!(status(&fifth).contains("step 5 "), "{}", status(&fifth));
        press_all(&mut app, &[KeyCode::Left; 5]);
        assert_eq!(render(&app, 120, 40), first);
    }
}

#[test]
fn vi_keys_step_like_the_arrows() {
    let mut arrows = app(queens(6));
    let mut letters = app(queens(6));
    press_all(
        &mut arrows,
        &[
            KeyCode::Right,
            KeyCode::Right,
            KeyCode::Right,
            KeyCode::Left,
        ],
    );
    type_text(&mut letters, "lllh");
    assert_eq!(render(&arrows, 100, 30), render(&letters, 100, 30));
}

#[test]
fn n_on_4_queens_lands_on_2_4_1_3() {
    let mut app = app(queens(4));
    press(&mut app, KeyCode::Char('n'));
    settle(&mut app);
    assert_eq!(app.state_line().as_deref(), Some("2 4 1 3"));
    let status = status(&render(&app, 100, 30));
    assert!(status.contains("★ solution"), "{status}");
    assert!(status.contains("solutions 1 "), "{status}");
    // The second and last solution of 4-queens is the mirror image.
    press(&mut app, KeyCode::Char('n'));
    settle(&mut app);
    assert_eq!(app.state_line().as_deref(), Some("3 1 4 2"));
    press(&mut app, KeyCode::Char('N'));
    assert_eq!(app.state_line().as_deref(), Some("2 4 1 3"));
}

#[test]
fn n_past_the_last_solution_says_so() {
    let mut app = app(queens(4));
    type_text(&mut app, "nnn");
    settle(&mut app);
    // On a wide screen the message follows the counts on the status line.
    let wide = status(&render(&app, 160, 30));
    assert!(
        wide.contains("no more solutions: the run ends at step 34"),
        "{wide}"
    );
    assert!(wide.contains("solutions 2 "), "{wide}");
    // On a narrower one it takes the row of the keys, whole.
    let narrow = render(&app, 80, 30);
    assert!(
        status(&narrow).contains("solutions 2 "),
        "{}",
        status(&narrow)
    );
    assert!(!status(&narrow).contains("no more"), "{}", status(&narrow));
    assert_eq!(
        footer(&narrow).trim_end(),
        "no more solutions: the run ends at step 34"
    );
    // The next key takes it away and the keys come back.
    press(&mut app, KeyCode::Left);
    assert!(footer(&render(&app, 80, 30)).starts_with("Space play"));
}

#[test]
fn g_then_a_step_number_equals_pressing_right_that_often() {
    for start in starts() {
        for k in [1, 7, 37, 64, 100] {
            let mut jumped = app(start.clone());
            press(&mut jumped, KeyCode::Char('g'));
            type_text(&mut jumped, &k.to_string());
            press(&mut jumped, KeyCode::Enter);
            settle(&mut jumped);
            let mut stepped = app(start.clone());
            press_all(&mut stepped, &vec![KeyCode::Right; k]);
            assert_eq!(
                render(&jumped, 120, 40),
                render(&stepped, 120, 40),
                "k = {k}"
            );
        }
    }
}

#[test]
fn stepping_back_rebuilds_the_log_of_earlier_steps() {
    // Seed 000's A4 takes 33 steps to its solution: stay short of it.
    let runs = [
        (queens(8), 90, 55),
        (permutations(4), 90, 55),
        (seed_000_a4(), 30, 19),
    ];
    for (start, forward, back) in runs {
        let mut there_and_back = app(start.clone());
        press_all(&mut there_and_back, &vec![KeyCode::Right; forward]);
        press_all(&mut there_and_back, &vec![KeyCode::Left; back]);
        let mut straight = app(start);
        press_all(&mut straight, &vec![KeyCode::Right; forward - back]);
        assert_eq!(render(&there_and_back, 120, 50), render(&straight, 120, 50));
    }
}

#[test]
fn b_goes_to_the_next_backtrack() {
    // 4-queens: (0,0), (1,2), then row 2 has no free column, so (1,2) comes back out.
    let mut app = app(queens(4));
    press(&mut app, KeyCode::Char('b'));
    settle(&mut app);
    let status = status(&render(&app, 100, 30));
    assert!(status.contains("◀ remove"), "{status}");
    assert!(status.contains("step 3 "), "{status}");
    assert!(status.contains("backtracks 1 "), "{status}");
}

#[test]
fn end_runs_8_queens_to_its_92_solutions() {
    let mut app = app(queens(8));
    press(&mut app, KeyCode::End);
    settle(&mut app);
    // 2056 queens placed and taken back, and 92 solutions: 4204 events.
    let status = status(&render(&app, 120, 40));
    assert!(status.contains("step 4,204 "), "{status}");
    assert!(status.contains("solutions 92 "), "{status}");
    assert!(status.contains("backtracks 2,056 "), "{status}");
}

#[test]
fn end_on_a_huge_search_shows_progress_and_its_limit_and_esc_or_space_cancel_it() {
    for cancel in [KeyCode::Esc, KeyCode::Char(' ')] {
        let mut app = app(queens(64));
        press(&mut app, KeyCode::End);
        // One frame's work is done at once; 64-queens is far from its end after it.
        assert!(app.is_animating());
        let screen = render(&app, 160, 40);
        assert!(
            status(&screen).contains("│ running to the end: "),
            "{}",
            status(&screen)
        );
        assert!(
            footer(&screen).contains("Esc cancel")
                && footer(&screen).contains("stops by itself at step 1,000,000,000"),
            "{}",
            footer(&screen)
        );
        app.tick(Instant::now());
        press(&mut app, cancel);
        assert!(!app.is_animating(), "{cancel:?} cancels");
        let screen = render(&app, 160, 40);
        let line = status(&screen);
        let step: u64 = line
            .split("step ")
            .nth(1)
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|n| n.replace(',', "").parse().ok())
            .expect("a step number");
        assert!(step > 0, "{line}");
        assert!(line.contains("stopped at step"), "{line}");
    }
}

#[test]
fn r_and_home_restart() {
    for restart in [KeyCode::Char('r'), KeyCode::Home] {
        let mut app = app(permutations(3));
        let first = render(&app, 100, 30);
        press_all(&mut app, &[KeyCode::Right; 9]);
        press(&mut app, restart);
        assert_eq!(render(&app, 100, 30), first);
    }
}

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
        // The heading is cut between its parts; only when not even the problem's name
        // fits is it cut short, with an ellipsis.
        let top = screen_text(&screen)
            .lines()
            .next()
            .unwrap_or_default()
            .to_string();
        assert!(
            top.contains(" A4 · Sudoku 4×4 · row order · first solution ")
                || top.contains(" A4 · Sudoku 4×4 · row order ")
                || top.contains(" Sudoku 4×4 · row order ")
                || (width < 80 && top.contains("…┐")),
            "{width}: {top}"
        );
    }
}

#[test]
fn playing_follows_the_clock_not_the_loop() {
    let mut app = app(queens(8));
    press(&mut app, KeyCode::Char(' '));
    assert!(app.is_animating());
    let t0 = Instant::now();
    app.tick(t0); // the first step comes at once
    app.tick(t0 + Duration::from_millis(100)); // nothing more is due at 5 a second
    assert!(status(&render(&app, 120, 40)).contains("step 1 "));
    app.tick(t0 + Duration::from_secs(1)); // five more
    let screen = render(&app, 120, 40);
    assert!(status(&screen).contains("step 6 "), "{}", status(&screen));
    assert!(status(&screen).contains("playing 5/s"));
    press(&mut app, KeyCode::Char(' '));
    assert!(!app.is_animating());
    assert!(status(&render(&app, 120, 40)).contains("paused 5/s"));
}

#[test]
fn plus_and_minus_walk_the_speed_levels() {
    let mut app = app(queens(8));
    press_all(&mut app, &[KeyCode::Char('+'); 20]);
    assert!(status(&render(&app, 120, 40)).contains("paused max"));
    press(&mut app, KeyCode::Char('-'));
    assert!(status(&render(&app, 120, 40)).contains("paused 1M/s"));
    press_all(&mut app, &[KeyCode::Char('-'); 20]);
    assert!(status(&render(&app, 120, 40)).contains("paused 1/3s"));
}

#[test]
fn only_presses_count() {
    let mut app = app(queens(8));
    let first = render(&app, 100, 30);
    for kind in [KeyEventKind::Release, KeyEventKind::Repeat] {
        let key = KeyEvent::new_with_kind(KeyCode::Right, KeyModifiers::NONE, kind);
        app.handle_key(key);
    }
    assert_eq!(render(&app, 100, 30), first);
}

#[test]
fn q_and_ctrl_c_quit_esc_goes_to_the_menu() {
    let mut quit = app(queens(8));
    press(&mut quit, KeyCode::Char('q'));
    assert!(quit.should_quit());

    let mut interrupted = app(Start::Menu);
    interrupted.handle_key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
    assert!(interrupted.should_quit());

    let mut back = app(queens(8));
    press(&mut back, KeyCode::Esc);
    assert!(!back.should_quit());
    assert_eq!(back.state_line(), None);
    assert!(screen_text(&render(&back, 100, 30)).contains("Presets"));
}

#[test]
fn ctrl_z_asks_to_suspend_where_the_shell_can_and_changes_nothing_on_screen() {
    let mut app = app(queens(8));
    let before = render(&app, 100, 30);
    assert!(!app.wants_suspend());
    app.handle_key(KeyEvent::new(KeyCode::Char('z'), KeyModifiers::CONTROL));
    assert_eq!(app.wants_suspend(), cfg!(unix));
    assert!(!app.should_quit());
    assert_eq!(render(&app, 100, 30), before);
}

#[test]
fn help_opens_on_question_mark_and_any_key_closes_it() {
    let mut app = app(queens(8));
    let before = render(&app, 100, 30);
    press(&mut app, KeyCode::Char('?'));
    let help = screen_text(&render(&app, 100, 30));
    assert!(help.contains("previous solution"), "{help}");
    press(&mut app, KeyCode::Char('x'));
    assert_eq!(render(&app, 100, 30), before);
}

#[test]
fn custom_sizes_open_from_the_menu() {
    let mut app = app(Start::Menu);
    press(&mut app, KeyCode::End); // the last entry: the class's own puzzles
    press_all(&mut app, &[KeyCode::Up; 7]); // up past them and the five maps: subset sum of any n
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

#[test]
fn no_size_from_1x1_to_200x60_panics_queens() {
    every_size(&three_moments(queens(8)));
}

#[test]
fn no_size_from_1x1_to_200x60_panics_permutations() {
    every_size(&three_moments(permutations(4)));
}

#[test]
fn no_size_from_1x1_to_200x60_panics_subset_sum() {
    let board = SubsetSum::new(&[3, 34, 4, 12, 5, 2], 9).expect("valid");
    every_size(&three_moments(Start::board(board)));
}

#[test]
fn no_size_from_1x1_to_200x60_panics_graph_colouring() {
    let china = graph_colouring::PRESETS[1].board(graph_colouring::RegionOrder::File);
    every_size(&three_moments(Start::board(china)));
}

#[test]
fn no_size_from_1x1_to_200x60_panics_sudoku() {
    every_size(&three_moments(seed_000_a4()));
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

#[test]
fn l_goes_through_every_language_at_once_and_back() {
    let mut menu = app(Start::Menu);
    assert_eq!(menu.lang(), Lang::En);
    press(&mut menu, KeyCode::Char('L'));
    assert_eq!(menu.lang(), Lang::Zh);
    let screen = screen_text(&render(&menu, 100, 30));
    assert!(
        screen.contains("预设") && screen.contains("N 皇后"),
        "{screen}"
    );
    assert!(screen.contains("《四皇后与四宫格数独》"), "{screen}");
    // The menu's entry opens the player, which speaks Chinese too; L there switches back.
    press(&mut menu, KeyCode::Enter);
    let player = screen_text(&render(&menu, 100, 30));
    assert!(
        player.contains("伪代码") && player.contains("调用栈"),
        "{player}"
    );
    assert!(
        player.starts_with("┌ 4 皇后 · "),
        "the preset's title: {player}"
    );
    press(&mut menu, KeyCode::Char('L'));
    assert_eq!(menu.lang(), Lang::ZhTw);
    let player = screen_text(&render(&menu, 100, 30));
    assert!(
        player.contains("虛擬碼") && player.contains("呼叫"),
        "traditional characters: {player}"
    );
    press(&mut menu, KeyCode::Char('L'));
    assert_eq!(menu.lang(), Lang::En);
    let player = screen_text(&render(&menu, 100, 30));
    assert!(
        player.contains("Pseudo-code") && !player.contains("伪代码"),
        "{player}"
    );
}

#[test]
fn an_ascii_terminal_keeps_english_and_says_why() {
    let mut menu = App::new(Start::Menu, Theme::new(true, true));
    press(&mut menu, KeyCode::Char('L'));
    assert_eq!(menu.lang(), Lang::En);
    let screen = screen_text(&render(&menu, 100, 30));
    assert!(screen.is_ascii(), "{screen}");
    assert!(
        screen.contains("Chinese needs a UTF-8 terminal"),
        "{screen}"
    );
}

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
