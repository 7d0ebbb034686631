//! A lesson's scenes each in their own language: the screen switches when a scene opens,
//! the lesson's language is the default, `--lang` holds throughout, and `--check` names a
//! scene's unknown language with its place.

use crate::common;

use std::path::Path;

use backtrack::app::screens::lesson::Lesson;
use backtrack::app::{App, Lang, Start, Theme, screen_text};
use common::{press, render, run, scratch, settle};
use ratatui::crossterm::event::KeyCode;

/// Two scenes of 4-queens, the lesson in English, the second scene in Chinese.
const TWO_LANGUAGES: &str = r#"
lang = "en"

[[scene]]
problem = "queens"
args = ["4"]

[[scene.stop]]
at = 1
caption = { en = "The first queen.", zh = "第一个皇后。" }

[[scene]]
problem = "queens"
args = ["4"]
lang = "zh"

[[scene.stop]]
at = "solution:1"
caption = { en = "The first answer.", zh = "第一个解。", zh-TW = "第一個解。" }
"#;

/// The screen at 100×30.
fn screen(app: &App) -> String {
    screen_text(&render(app, 100, 30))
}

/// The app on `lesson`, the theme speaking `lang` before the lesson opens.
fn app_on(lesson: Lesson, lang: Lang) -> App {
    let theme = Theme::new(false, true).speaking(lang);
    let folder = Path::new(".").to_path_buf();
    App::new(Start::Lesson { lesson, folder }, theme)
}

/// PageDown, and the search settled.
fn page_down(app: &mut App) {
    press(app, KeyCode::PageDown);
    settle(app);
}

#[test]
fn a_scene_in_its_own_language_switches_the_whole_screen() {
    let lesson = Lesson::parse(TWO_LANGUAGES).expect("a good lesson");
    assert_eq!(lesson.scenes[0].lang, None);
    assert_eq!(lesson.scenes[1].lang, Some(Lang::Zh));
    assert_eq!(
        (lesson.lang_of(0), lesson.lang_of(1)),
        (Some(Lang::En), Some(Lang::Zh))
    );
    // Opened on a Chinese screen, the lesson's own English wins for its first scene.
    let mut app = app_on(lesson, Lang::Zh);
    assert_eq!(app.lang(), Lang::En);
    page_down(&mut app);
    let first = screen(&app);
    assert!(first.contains("The first queen."), "{first}");
    assert!(first.contains("4-Queens"), "{first}");
    // The second scene opens in Chinese: its caption, the board's words, the keys.
    page_down(&mut app);
    assert_eq!(app.lang(), Lang::Zh);
    let second = screen(&app);
    assert!(second.contains("第一个解。"), "{second}");
    assert!(second.contains("4 皇后"), "{second}");
    assert!(!second.contains("The first answer."), "{second}");
    // The help too.
    press(&mut app, KeyCode::Char('?'));
    let help = screen(&app);
    assert!(help.contains("下一站") || help.contains("翻页"), "{help}");
    press(&mut app, KeyCode::Esc);
    // Back in the first scene, the lesson's English again.
    press(&mut app, KeyCode::PageUp);
    settle(&mut app);
    assert_eq!(app.lang(), Lang::En);
    assert!(screen(&app).contains("The first queen."));
}

#[test]
fn lang_on_the_command_line_holds_through_every_scene() {
    let lesson = Lesson::parse(TWO_LANGUAGES).expect("a good lesson");
    // As `--lang zh-TW` gives it to the app.
    let mut app = app_on(lesson.spoken_in(Lang::ZhTw), Lang::ZhTw);
    assert_eq!(app.lang(), Lang::ZhTw);
    page_down(&mut app);
    page_down(&mut app);
    assert_eq!(app.lang(), Lang::ZhTw);
    let shown = screen(&app);
    assert!(shown.contains("第一個解。"), "{shown}");
}

#[test]
fn a_scenes_lang_is_written_back_and_read_again() {
    let lesson = Lesson::parse(TWO_LANGUAGES).expect("a good lesson");
    let written = backtrack::app::screens::lesson::write::write(&lesson);
    assert!(written.contains("\nlang = \"zh-CN\"\n"), "{written}");
    let again = Lesson::parse(&written).expect("read back");
    assert_eq!(again.scenes[1].lang, Some(Lang::Zh));
    assert_eq!(again.scenes[0].lang, None);
}

#[test]
fn check_names_a_scenes_unknown_language_where_it_is() {
    let dir = scratch("lessons", "scene-lang");
    let file = dir.join("lang.toml");
    let text = TWO_LANGUAGES.replace("lang = \"zh\"", "lang = \"fr\"");
    std::fs::write(&file, &text).expect("written");
    let path = file.to_string_lossy().into_owned();
    let (out, err, code) = run(&["lesson", "--check", &path]);
    assert_eq!(code, 2, "{out}");
    // `lang = "fr"` is line 15 of the file, its value from column 8.
    assert_eq!(
        err.trim_end(),
        format!("{path}:15:8: unknown language `fr`: give en, zh or zh-TW")
    );
    // Fixed, it passes.
    std::fs::write(&file, TWO_LANGUAGES).expect("written");
    let (out, err, code) = run(&["lesson", "--check", &path]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("a lesson of 2 scenes and 2 stops, fine"),
        "{out}"
    );
}
