//! `s` and `v` in the app never replace a file and name what they saved.

use super::{app, scratch};
use crate::common::{press, render};
use backtrack::app::{App, screen_text};
use ratatui::crossterm::event::KeyCode;
use std::fs;

#[test]
fn s_twice_saves_two_pictures_and_v_never_replaces_a_recording() {
    let dir = scratch("twice");
    let mut player = app(&["queens", "8"]).saving_to(&dir);
    render(&player, 100, 30);
    press(&mut player, KeyCode::Char('s'));
    fs::write(dir.join("8-queens-step-0-2.txt"), "mine").expect("written");
    press(&mut player, KeyCode::Char('s'));
    let mut names: Vec<String> = fs::read_dir(&dir)
        .expect("listed")
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "8-queens-step-0-2.txt",
            "8-queens-step-0-3.svg",
            "8-queens-step-0-3.txt",
            "8-queens-step-0.svg",
            "8-queens-step-0.txt"
        ]
    );
    assert_eq!(
        fs::read_to_string(dir.join("8-queens-step-0-2.txt")).expect("kept"),
        "mine"
    );
    assert!(screen_text(&render(&player, 300, 30)).contains("8-queens-step-0-3.svg"));

    press(&mut player, KeyCode::Char('v'));
    // A file takes the recording's name while it runs: the recording takes the next.
    fs::write(dir.join("8-queens-step-0.cast"), "mine").expect("written");
    render(&player, 100, 30);
    player.record_frame();
    press(&mut player, KeyCode::Char('v'));
    assert_eq!(
        fs::read_to_string(dir.join("8-queens-step-0.cast")).expect("kept"),
        "mine"
    );
    let cast = fs::read_to_string(dir.join("8-queens-step-0-2.cast")).expect("the recording");
    assert_eq!(cast.lines().count(), 2, "a header and a frame");
    assert!(screen_text(&render(&player, 300, 30)).contains("8-queens-step-0-2.cast"));
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn s_names_the_view_and_the_language_and_v_its_first_and_last_step() {
    let dir = scratch("names");
    let mut player = app(&["queens", "8"]).saving_to(&dir);
    let draw = |app: &App| render(app, 100, 30);
    for _ in 0..3 {
        press(&mut player, KeyCode::Right);
    }
    draw(&player);
    press(&mut player, KeyCode::Char('s'));
    press(&mut player, KeyCode::Char('c'));
    draw(&player);
    press(&mut player, KeyCode::Char('s'));
    press(&mut player, KeyCode::Char('L'));
    draw(&player);
    press(&mut player, KeyCode::Char('s'));
    press(&mut player, KeyCode::Char('s'));
    let saved = screen_text(&render(&player, 300, 30));
    assert!(saved.contains("8-queens-step-3-trace-zh-2.svg"), "{saved}");

    press(&mut player, KeyCode::Char('v'));
    let started = screen_text(&render(&player, 300, 30));
    assert!(
        started.contains("8-queens-steps-3-…-trace-zh.cast"),
        "{started}"
    );
    player.record_frame();
    for _ in 3..17 {
        press(&mut player, KeyCode::Right);
        draw(&player);
        player.record_frame();
    }
    press(&mut player, KeyCode::Char('v'));
    let stopped = screen_text(&render(&player, 300, 30));
    assert!(
        stopped.contains("8-queens-steps-3-17-trace-zh.cast"),
        "{stopped}"
    );
    let mut names: Vec<String> = fs::read_dir(&dir)
        .expect("listed")
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| !name.ends_with(".txt"))
        .collect();
    names.sort();
    assert_eq!(
        names,
        [
            "8-queens-step-3-trace-zh-2.svg",
            "8-queens-step-3-trace-zh.svg",
            "8-queens-step-3-trace.svg",
            "8-queens-step-3.svg",
            "8-queens-steps-3-17-trace-zh.cast",
        ]
    );
    let cast = fs::read_to_string(dir.join("8-queens-steps-3-17-trace-zh.cast")).expect("kept");
    let frames = cast
        .lines()
        .filter(|line| line.contains(", \"o\", "))
        .count();
    assert_eq!(frames, 15, "a frame a step");
    fs::remove_dir_all(dir).expect("cleaned");
}
