//! A puzzle picks up where it was left whichever door it is opened by: the command
//! line's `play` and the menu read the state file alike, and the first screen says so
//! until the first key.

use crate::common;

use backtrack::app::{App, Moment, Remembering, Start, Theme, screen_text};
use common::{go_to, play, press, render, scratch};
use ratatui::crossterm::event::KeyCode;

/// The bottom row: the footer, or a message said there until the next key.
fn footer(app: &App) -> String {
    let text = screen_text(&render(app, 100, 30));
    text.lines().nth(29).expect("30 rows").to_string()
}

/// The status line's step.
fn step(app: &App) -> String {
    let text = screen_text(&render(app, 100, 30));
    let status = text.lines().nth(28).expect("30 rows").to_string();
    let at = status.find("step ").expect("a step on the status line");
    status[at..]
        .split_whitespace()
        .nth(1)
        .expect("its number")
        .to_string()
}

/// `app` keeping its puzzles in the state file at `path`, as `run_at` opens it.
fn keeping(app: App, path: &std::path::Path, moment: &Moment) -> App {
    let (states, damage) = Remembering::open(Some(path.to_path_buf()), moment.fresh);
    assert!(damage.is_none(), "{damage:?}");
    app.remembering(states, moment)
}

/// The menu's first entry, 4 queens, opened with Enter.
fn four_queens_from_the_menu(path: &std::path::Path) -> App {
    let mut app = keeping(
        App::new(Start::Menu, Theme::new(false, true)),
        path,
        &Moment::default(),
    );
    press(&mut app, KeyCode::Home);
    press(&mut app, KeyCode::Enter);
    app
}

#[test]
fn the_menu_opens_four_queens_where_play_left_it() {
    let dir = scratch("resume", "menu");
    let path = dir.join("state.txt");
    let mut played = keeping(
        play(&["queens", "4"], Theme::new(false, true)),
        &path,
        &Moment::default(),
    );
    go_to(&mut played, 5);
    type_text_break(&mut played, "depth=3");
    played.remember_open().expect("the state file written");

    let mut app = four_queens_from_the_menu(&path);
    assert_eq!(step(&app), "5", "{}", footer(&app));
    assert_eq!(
        footer(&app).trim_end(),
        "picked up at step 5 with 1 breakpoint; r restarts, --fresh opens clean"
    );
    // Until the first key; r goes back to step 0.
    press(&mut app, KeyCode::Char('r'));
    assert_eq!(step(&app), "0");
    assert!(!footer(&app).contains("picked up"), "{}", footer(&app));
    // Left for the menu at step 0: opened again, at step 0 with its breakpoint.
    press(&mut app, KeyCode::Char('m'));
    let again = four_queens_from_the_menu(&path);
    assert_eq!(step(&again), "0");
    assert_eq!(
        footer(&again).trim_end(),
        "picked up at step 0 with 1 breakpoint; r restarts, --fresh opens clean"
    );
}

#[test]
fn play_picks_up_where_the_menu_left_and_says_so_in_chinese() {
    let dir = scratch("resume", "play");
    let path = dir.join("state.txt");
    let mut app = four_queens_from_the_menu(&path);
    assert!(!footer(&app).contains("picked up"), "nothing kept yet");
    go_to(&mut app, 7);
    press(&mut app, KeyCode::Char('m'));

    let chinese = Theme::new(false, true).speaking(backtrack::app::Lang::Zh);
    let asked = Moment {
        lang_given: true,
        ..Moment::default()
    };
    let played = keeping(play(&["queens", "4"], chinese), &path, &asked);
    assert!(
        footer(&played).contains("从上次的第 7 步接着来；按 r 从头开始，--fresh 全新打开"),
        "{}",
        footer(&played)
    );
    // --fresh opens clean, and a step asked for is not "picked up".
    let fresh = Moment {
        fresh: true,
        ..Moment::default()
    };
    let clean = keeping(
        play(&["queens", "4"], Theme::new(false, true)),
        &path,
        &fresh,
    );
    assert_eq!(step(&clean), "0");
    let at = Moment {
        at: Some(backtrack::app::Target::Step(2)),
        ..Moment::default()
    };
    let mut stepped = keeping(play(&["queens", "4"], Theme::new(false, true)), &path, &at);
    stepped.open_at(&at).expect("4 queens has a step 2");
    assert_eq!(step(&stepped), "2");
    assert!(
        !footer(&stepped).contains("picked up"),
        "{}",
        footer(&stepped)
    );
}

/// Sets the breakpoint `text` with `x`, as a teacher types it.
fn type_text_break(app: &mut App, text: &str) {
    press(app, KeyCode::Char('x'));
    common::type_text(app, text);
    press(app, KeyCode::Enter);
}
