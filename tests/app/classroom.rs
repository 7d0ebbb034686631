//! The app as a teacher uses it in front of a class: presets open in the mode they
//! declare, every answer of the tutorials can be stepped through, the lesson pauses at
//! each solution, and a preset left for the menu is found where it was left.

use crate::common;

use std::time::{Duration, Instant};

use backtrack::app::{App, Start, Theme};
use backtrack::registry::PROBLEMS;
use common::{press, render, settle, type_text};
use ratatui::{buffer::Buffer, crossterm::event::KeyCode};

fn row(buf: &Buffer, y: u16) -> String {
    (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect()
}

/// The status line: the second row from the bottom.
fn status(app: &App) -> String {
    let buf = render(app, 200, 60);
    row(&buf, buf.area.height - 2)
}

/// The status line of the screen `width` × `height`.
fn status_at(app: &App, width: u16, height: u16) -> String {
    row(&render(app, width, height), height - 2)
}

fn screen(app: &App, width: u16, height: u16) -> String {
    let buf = render(app, width, height);
    (0..height).map(|y| row(&buf, y) + "\n").collect()
}

/// The app on its menu with the preset called `name` opened by the menu's keys.
fn open_from_menu(app: &mut App, name: &str) {
    let mut index = 0;
    for entry in PROBLEMS {
        if let Some(at) = entry.presets().iter().position(|p| p.name == name) {
            press(app, KeyCode::Home);
            (0..index + at).for_each(|_| press(app, KeyCode::Down));
            press(app, KeyCode::Enter);
            return;
        }
        index += entry.presets().len() + usize::from(entry.custom().is_some());
    }
    panic!("no preset {name}");
}

fn menu() -> App {
    App::new(Start::Menu, Theme::new(false, true))
}

#[test]
fn a5_from_the_menu_reaches_its_three_answers_with_n_n_n() {
    let mut app = menu();
    open_from_menu(&mut app, "4x4-a5");
    assert!(status(&app).contains("│ all solutions"), "{}", status(&app));
    let answers = ["3214142323414132", "3214412323411432", "4213312423411432"];
    for answer in answers {
        press(&mut app, KeyCode::Char('n'));
        settle(&mut app);
        assert_eq!(app.state_line().as_deref(), Some(answer));
    }
    assert!(status(&app).contains("solutions 3 "));
}

#[test]
fn the_a4_preset_runs_seed_000s_trace_to_its_end() {
    let mut app = menu();
    open_from_menu(&mut app, "4x4-a4");
    // The answer, then the four placements after it, until "no other answer".
    press(&mut app, KeyCode::Char('n'));
    settle(&mut app);
    assert_eq!(app.state_line().as_deref(), Some("4213132424313142"));
    let mut places = Vec::new();
    loop {
        press(&mut app, KeyCode::Enter);
        settle(&mut app);
        let log = screen(&app, 200, 60);
        let Some(last) = log.lines().rev().find(|l| l.contains(" ▶ (")) else {
            panic!("{log}");
        };
        let place = last.split(" ▶ ").nth(1).unwrap().split(' ').take(3);
        let place = place.collect::<Vec<_>>().join(" ");
        if places.last() == Some(&place) {
            break;
        }
        places.push(place);
    }
    assert_eq!(places, ["(2,0) = 3", "(0,2) = 3", "(0,1) = 3", "(0,2) = 1"]);
    press(&mut app, KeyCode::End);
    settle(&mut app);
    let end = status(&app);
    assert!(end.contains("step 53 "), "{end}");
    assert!(end.contains("solutions 1 "), "{end}");
}

#[test]
fn a_first_solution_run_says_where_it_stopped_and_how_to_find_all() {
    let mut app = menu();
    open_from_menu(&mut app, "9x9-a1");
    assert!(
        status(&app).contains("│ first solution"),
        "{}",
        status(&app)
    );
    type_text(&mut app, "nn");
    settle(&mut app);
    let said = screen(&app, 200, 60);
    assert!(
        said.contains("the run stopped at the first solution (step"),
        "{said}"
    );
    assert!(said.contains("f finds all"), "{said}");
    // In the code, the form that stops: `return true`.
    assert!(said.contains("output the grid; return true"), "{said}");
}

#[test]
fn reopening_a_preset_returns_to_its_step_until_r() {
    let mut app = menu();
    open_from_menu(&mut app, "queens-8");
    type_text(&mut app, "n");
    settle(&mut app);
    let at = status(&app);
    assert!(at.contains("step 219 "), "{at}");
    press(&mut app, KeyCode::Char('m'));
    open_from_menu(&mut app, "queens-4");
    assert!(status(&app).contains("step 0 "));
    press(&mut app, KeyCode::Char('m'));
    open_from_menu(&mut app, "queens-8");
    assert!(status(&app).contains("step 219 "), "{}", status(&app));
    press(&mut app, KeyCode::Char('r'));
    press(&mut app, KeyCode::Char('m'));
    open_from_menu(&mut app, "queens-8");
    assert!(status(&app).contains("step 0 "));
}

/// Plays until the app stops by itself, with the clock moved on by hand.
fn play_until_paused(app: &mut App) {
    press(app, KeyCode::Char(' '));
    let mut now = Instant::now();
    for _ in 0..100_000 {
        if !app.is_animating() {
            return;
        }
        now += Duration::from_millis(50);
        app.tick(now);
    }
    panic!("still playing");
}

#[test]
fn playing_pauses_at_each_solution_unless_a_turns_it_off() {
    let mut app = menu();
    open_from_menu(&mut app, "queens-4");
    play_until_paused(&mut app);
    let first = status(&app);
    assert!(first.contains("★ solution  step 13 "), "{first}");
    assert!(first.contains("paused (Space plays on, a plays through)"));
    play_until_paused(&mut app);
    assert!(status(&app).contains("step 22 "), "{}", status(&app));
    press(&mut app, KeyCode::Char('a'));
    play_until_paused(&mut app);
    assert!(status(&app).contains("step 34 "), "{}", status(&app));
}

#[test]
fn counters_and_status_group_thousands_alike() {
    let mut app = menu();
    open_from_menu(&mut app, "9x9-a4");
    press(&mut app, KeyCode::End);
    settle(&mut app);
    let drawn = screen(&app, 200, 60);
    // 49,558 placements, as many backtracks but the 81 − 21 = 60 left standing.
    assert!(drawn.contains("placements 49,558"), "{drawn}");
    assert!(
        status(&app).contains("backtracks 49,498 "),
        "{}",
        status(&app)
    );
}

#[test]
fn one_numbering_from_0_and_the_key_1_switches_board_log_and_stack_to_seed_000s_from_1() {
    let mut app = menu();
    open_from_menu(&mut app, "4x4-a4");
    // Seed 000's A4 trace begins with the top-left cell: 2 there.
    press(&mut app, KeyCode::Right);
    let from_zero = screen(&app, 200, 60);
    assert!(from_zero.contains("▶ (0,0) = 2"), "{from_zero}");
    assert!(from_zero.contains("solve(r=0,c=0) = 2"), "{from_zero}");
    assert!(from_zero.contains("rowBit[0]"), "{from_zero}");
    press(&mut app, KeyCode::Char('1'));
    let from_one = screen(&app, 200, 60);
    assert!(from_one.contains("▶ (1,1) = 2"), "{from_one}");
    assert!(!from_one.contains("(0,0)"), "{from_one}");
    assert!(from_one.contains("solve(r=1,c=1) = 2"), "{from_one}");
    assert!(from_one.contains("rowBit[1]"), "{from_one}");
    assert!(from_one.contains("counting from 1"), "{from_one}");
    press(&mut app, KeyCode::Char('1'));
    assert!(screen(&app, 200, 60).contains("▶ (0,0) = 2"));
}

#[test]
fn from_one_the_queens_answer_reads_as_solve_format_line() {
    // `backtrack solve queens 4 --format line` prints `2 4 1 3`; so does the log from 1.
    let theme = Theme::new(false, true).with_numbering(backtrack::problems::Numbering::FromOne);
    let mut app = App::new(Start::Menu, theme);
    open_from_menu(&mut app, "queens-4");
    press(&mut app, KeyCode::Char('n'));
    settle(&mut app);
    let drawn = screen(&app, 200, 60);
    assert!(drawn.contains("solution 1: columns 2 4 1 3"), "{drawn}");
    // The board's row labels run 1 to 4.
    let labels: Vec<&str> = drawn
        .lines()
        .filter_map(|l| l.split('│').nth(1))
        .filter_map(|cell| cell.trim_start().split(' ').next())
        .filter(|w| matches!(*w, "0" | "1" | "2" | "3" | "4"))
        .collect();
    assert!(labels.contains(&"4") && !labels.contains(&"0"), "{drawn}");
}

/// The rows of the screen inside the board's frame, the first panel on the left.
fn board_panel(drawn: &str) -> String {
    drawn
        .lines()
        .take_while(|l| !l.starts_with('└'))
        .map(|l| l.split('│').nth(1).unwrap_or("").to_string() + "\n")
        .collect()
}

/// Every preset of every problem of the registry, opened from the menu, at step 5.
#[test]
fn small_screens_keep_the_same_parts_for_every_problem() {
    for (width, height) in [(80, 24), (100, 30)] {
        for entry in PROBLEMS {
            let presets = entry.presets();
            assert!(!presets.is_empty(), "{entry:?} has no preset");
            for preset in presets.iter().map(|preset| preset.name) {
                let mut app = menu();
                open_from_menu(&mut app, preset);
                type_text(&mut app, "g5");
                press(&mut app, KeyCode::Enter);
                settle(&mut app);
                let drawn = screen(&app, width, height);
                let at = format!("{preset} at {width}×{height}:\n{drawn}");
                // The legend, a log with the last events, the counters, the step keys.
                if entry.name() == "queens" {
                    assert!(board_panel(&drawn).contains("queen "), "no legend: {at}");
                }
                assert!(drawn.contains("┌ Log"), "no log: {at}");
                assert!(drawn.contains("│ 5 "), "no last event in the log: {at}");
                // At 80×24 the side column may have room for the code and the call stack
                // alone; the status line keeps the step and the counts on every screen.
                let status = status_at(&app, width, height);
                for count in ["step 5 ", "solutions ", "backtracks "] {
                    assert!(status.contains(count), "{count}: {status}\n{at}");
                }
                if width >= 100 {
                    assert!(drawn.contains("┌ Counters"), "no counters: {at}");
                }
                let footer = drawn.lines().last().unwrap();
                for key in ["→ step", "← back", "? help"] {
                    assert!(footer.contains(key), "{key}: {at}");
                }
            }
        }
    }
}

#[test]
fn the_menu_at_80x24_wraps_descriptions_and_shrinks_a_large_preview() {
    let mut app = menu();
    let mut seen = false;
    for _ in 0..30 {
        let drawn = screen(&app, 80, 24);
        if drawn.contains("┌ 16×16 sudoku") {
            // The whole description, to its last word, and the grid instead of a note.
            assert!(drawn.contains("126 blanks."), "{drawn}");
            assert!(!drawn.contains("board needs"), "{drawn}");
            assert!(drawn.contains("·CB6··3·4···1·9·"), "{drawn}");
            seen = true;
        }
        press(&mut app, KeyCode::Down);
    }
    assert!(seen);
}

#[test]
fn a_menu_entry_too_long_for_the_list_goes_on_under_itself() {
    let mut app = menu();
    open_from_menu(&mut app, "groetzsch");
    press(&mut app, KeyCode::Char('m'));
    for (width, height) in [(80, 24), (120, 36)] {
        let drawn = screen(&app, width, height);
        let lines: Vec<&str> = drawn.lines().collect();
        let at = (lines.iter())
            .position(|line| line.contains("▶ The Groetzsch graph in 3"))
            .unwrap_or_else(|| panic!("{drawn}"));
        assert!(lines[at + 1].starts_with("│     colours: none "), "{drawn}");
    }
    // At 80 columns the frame of its description cuts its title with an ellipsis.
    let drawn = screen(&app, 80, 24);
    assert!(
        drawn.contains("┌ The Groetzsch graph in 3 colours: n… ┐"),
        "{drawn}"
    );
    // The entry after it is on the line after both of its own.
    press(&mut app, KeyCode::Down);
    let drawn = screen(&app, 120, 36);
    let lines: Vec<&str> = drawn.lines().collect();
    let at = (lines.iter())
        .position(|line| line.contains("│     colours: none "))
        .unwrap_or_else(|| panic!("{drawn}"));
    assert!(lines[at + 1].contains("│ Rat in a maze"), "{drawn}");
}

#[test]
fn pencil_marks_on_cells_too_small_say_what_they_need() {
    let mut app = menu();
    open_from_menu(&mut app, "9x9-a4");
    type_text(&mut app, "p");
    let drawn = screen(&app, 120, 36);
    assert!(drawn.contains("pencil marks need "), "{drawn}");
    // On a projector the cells have room, and the marks are drawn.
    let large = screen(&app, 200, 60);
    assert!(!large.contains("pencil marks need "), "{large}");
}

#[test]
fn queens_on_a_projector_are_shaded_squares_with_block_queens_and_4_queens_grows() {
    for preset in ["queens-4", "queens-8"] {
        let mut app = menu();
        open_from_menu(&mut app, preset);
        press(&mut app, KeyCode::Char('n'));
        settle(&mut app);
        let drawn = board_panel(&screen(&app, 200, 60));
        // No lattice of attack lines between the squares.
        for line in ['╲', '╱', '│'] {
            assert!(!drawn.contains(line), "{preset}: {line}\n{drawn}");
        }
        // Each queen a block crown several cells wide.
        let n = if preset == "queens-4" { 4 } else { 8 };
        assert_eq!(drawn.matches("█▙█▟█").count(), n, "{preset}\n{drawn}");
    }
    // 4-queens keeps growing past 120×36: its columns are further apart at 200×60.
    let mut app = menu();
    open_from_menu(&mut app, "queens-4");
    let spread = |width, height| {
        let drawn = board_panel(&screen(&app, width, height));
        let header = drawn
            .lines()
            .find(|l| l.contains('0') && l.contains('3'))
            .unwrap();
        header.find('3').unwrap() - header.find('0').unwrap()
    };
    assert!(
        spread(200, 60) > spread(120, 36),
        "{} {}",
        spread(200, 60),
        spread(120, 36)
    );
}

#[test]
fn the_status_line_names_the_last_event_while_a_long_move_runs() {
    let mut app = menu();
    // Seed 004's MRV board in row order: nearly 7 million placements.
    open_from_menu(&mut app, "9x9-mrv");
    // MRV, then singles, then cover, then row order.
    press(&mut app, KeyCode::Char('o'));
    press(&mut app, KeyCode::Char('o'));
    press(&mut app, KeyCode::Char('o'));
    press(&mut app, KeyCode::End);
    app.tick(Instant::now());
    assert!(
        app.is_animating(),
        "the move to the end takes more than one tick"
    );
    let line = status(&app);
    assert!(
        line.starts_with("▶ place") || line.starts_with("◀ remove"),
        "{line}"
    );
    assert!(line.contains("running to the end"), "{line}");
}
