//! A lesson's breakpoints in the teacher's words (`行5=3`, `row 5 = 3`, `SA=红`): checked
//! with their place in the file, played where the engine's form stops whatever the screen
//! counts from, and saved from a Chinese screen in a form that reads back the same.

use crate::common;

use std::path::Path;

use backtrack::app::screens::lesson::{At, Lesson, open};
use backtrack::app::{App, Lang, Moment, Start, Theme, screen_text};
use backtrack::engine::Condition;
use backtrack::problems::Numbering;
use common::{press, render, run, scratch, settle, type_text};
use ratatui::crossterm::event::KeyCode;

/// The screen at 100×30.
fn screen(app: &App) -> String {
    screen_text(&render(app, 100, 30))
}

/// A lesson of 8 queens on the pseudo-code, with one stop at `condition`.
fn one_break(condition: &str) -> String {
    format!(
        "lang = \"zh\"\n\n[[scene]]\nproblem = \"queens\"\nargs = [\"8\"]\n\n\
         [[scene.stop]]\nbreak = \"{condition}\"\ncaption = \"第 5 行的皇后放到第 3 列\"\n"
    )
}

/// The step the one stop of `text` is shown at, the lesson played on `theme`.
fn stop_step(text: &str, theme: Theme) -> String {
    let lesson = Lesson::parse(text).expect("a good lesson");
    let folder = Path::new(".").to_path_buf();
    let mut app = App::new(Start::Lesson { lesson, folder }, theme);
    press(&mut app, KeyCode::PageDown);
    settle(&mut app);
    let shown = screen(&app);
    assert!(!shown.contains("不在这次运行中"), "{shown}");
    let step = shown.split("步数 ").nth(1).expect("the status line's step");
    step.split_whitespace().next().expect("a step").to_string()
}

#[test]
fn a_break_in_words_stops_where_the_engines_form_does_whatever_the_screen_counts_from() {
    let chinese = Theme::new(false, true).speaking(Lang::Zh);
    let engine = stop_step(&one_break("place 5:3"), chinese);
    assert_ne!(engine, "0");
    for form in ["行5=3", "row 5 = 3", "列5=3"] {
        assert_eq!(stop_step(&one_break(form), chinese), engine, "{form}");
        // The file means one thing: a screen that counts from 1 stops there too.
        let from_one = chinese.with_numbering(Numbering::FromOne);
        assert_eq!(stop_step(&one_break(form), from_one), engine, "{form}");
    }
}

#[test]
fn check_names_a_break_the_board_refuses_at_its_string() {
    let dir = scratch("lesson-words", "check");
    let file = dir.join("行.toml");
    std::fs::write(&file, one_break("行8=3")).expect("written");
    let path = file.to_string_lossy().into_owned();
    let (out, err, code) = run(&["lesson", "--check", &path]);
    assert_eq!((out.as_str(), code), ("", 2), "{err}");
    assert_eq!(
        err.trim_end(),
        format!("{path}:8:9: row 8 is beyond this board: it has 0 to 7")
    );
    std::fs::write(&file, one_break("行5=3")).expect("written");
    let (out, err, code) = run(&["lesson", "--check", &path]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.trim_end().ends_with("1 scene and 1 stop, fine"),
        "{out}"
    );
}

#[test]
fn a_breakpoint_typed_in_chinese_is_saved_in_chinese_and_reads_back_the_same() {
    let dir = scratch("lesson-words", "saved");
    let board = backtrack::registry::find("queens")
        .expect("queens")
        .open_preset(1)
        .expect("a preset of queens");
    let start = Start::Board {
        title: None,
        board,
        stop: None,
    };
    let theme = Theme::new(false, true).speaking(Lang::Zh);
    let mut app = App::new(start, theme).saving_to(&dir);
    let origin = backtrack::app::screens::lesson::save::Origin {
        problem: "queens",
        source: backtrack::app::screens::lesson::Source::Args(vec!["8".into()]),
        order: None,
    };
    let moment = Moment {
        origin: Some(origin),
        ..Moment::default()
    };
    app.open_at(&moment).expect("opened");
    // Counting from 1, as the lesson's tables do: row 5 is the engine's row 4.
    press(&mut app, KeyCode::Char('1'));
    press(&mut app, KeyCode::Char('x'));
    type_text(&mut app, "行5=3");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::End);
    settle(&mut app);
    let hit = screen(&app);
    let step = hit.split("步数 ").nth(1).expect("a step");
    let step = step.split_whitespace().next().expect("a step").to_string();
    press(&mut app, KeyCode::Char('W'));
    let saved = common::names(&dir);
    assert_eq!(saved.len(), 1, "{saved:?}\n{}", screen(&app));
    let text = std::fs::read_to_string(dir.join(&saved[0])).expect("saved");
    // Written as a scene counts when it opens (from 0), captioned as the screen told it.
    assert!(text.contains("break = \"行4=2\""), "{text}");
    assert!(text.contains("caption = \"行5=3\""), "{text}");
    assert!(text.contains("lang = \"zh"), "{text}");
    let lesson = Lesson::parse(&text).expect("read back");
    let scene = &lesson.scenes[0];
    let opened = open::open_scene(scene, &dir).expect("opened");
    let read: Vec<_> = (opened.stops.into_iter())
        .map(|stop| stop.map_err(|(_, why)| why))
        .collect();
    let place = Condition::Place { slot: 4, choice: 2 };
    assert_eq!(read, [Ok(At::Break(place))]);
    // Played, it stops where the breakpoint did.
    assert_eq!(stop_step(&text, theme), step);
}
