//! The menu's group "Lessons": the lessons built into the program, each opened with
//! Enter as `backtrack lesson NAME` opens it; and a lesson's caption shown at its stop
//! only.

use crate::common;

use backtrack::app::screens::lesson::built_in::BUILT_IN;
use backtrack::app::{App, Lang, Start, Theme, screen_text};
use common::{press, render};
use ratatui::crossterm::event::KeyCode;

fn screen(app: &App) -> String {
    screen_text(&render(app, 100, 40))
}

#[test]
fn the_menu_lists_every_built_in_lesson_and_opens_one() {
    let mut app = App::new(Start::Menu, Theme::new(false, true));
    press(&mut app, KeyCode::End);
    let shown = screen(&app);
    assert!(shown.contains("│ Lessons"), "{shown}");
    for lesson in BUILT_IN {
        let title = lesson.title(Lang::En);
        let start: String = title.chars().take(20).collect();
        assert!(shown.contains(&start), "{start}: {shown}");
    }
    assert!(
        shown.contains("A prepared lesson of 3 scenes and 8"),
        "{shown}"
    );
    press(&mut app, KeyCode::Enter);
    let shown = screen(&app);
    assert!(
        shown.contains("The rat in a maze: dead ends and the way back · scene 1/3 · stop 0/4"),
        "{shown}"
    );
    press(&mut app, KeyCode::PageDown);
    assert!(screen(&app).contains("stop 1/4"), "{}", screen(&app));
}

#[test]
fn the_lessons_group_is_in_chinese_too() {
    let mut app = App::new(Start::Menu, Theme::new(false, true).speaking(Lang::Zh));
    press(&mut app, KeyCode::End);
    let shown = screen(&app);
    assert!(shown.contains("│ 课程"), "{shown}");
    assert!(
        shown.contains("准备好的课程：3 个场景、8 个停靠点"),
        "{shown}"
    );
}

#[test]
fn a_caption_shows_at_its_stop_only() {
    use backtrack::app::screens::lesson::built_in;
    let lesson = built_in::find("8-queens").expect("built in").lesson();
    let folder = std::path::PathBuf::from(".");
    let mut app = App::new(Start::Lesson { lesson, folder }, Theme::new(false, true));
    press(&mut app, KeyCode::PageDown);
    let caption = "putQueen(0) puts a queen on (0,0)";
    assert!(screen(&app).contains(caption), "{}", screen(&app));
    (0..3).for_each(|_| press(&mut app, KeyCode::Right));
    let shown = screen(&app);
    assert!(!shown.contains(caption), "{shown}");
    assert!(
        shown.contains("At step 4, off stop 1 (step 1): PageDown goes on to the next stop."),
        "{shown}"
    );
    (0..3).for_each(|_| press(&mut app, KeyCode::Left));
    assert!(
        screen(&app).contains(caption),
        "back at its step: {}",
        screen(&app)
    );
}
