//! Lesson files: the samples pass the check and play to their end stop by stop in each
//! language, the keys explore between stops and PageDown comes back to the script, and a
//! file with mistakes is refused with the place of each before any screen opens.

use crate::common;

use std::path::{Path, PathBuf};

use backtrack::app::screens::lesson::{Lesson, open};
use backtrack::app::{App, Lang, Start, Theme, screen_text};
use common::{press, render, run, scratch, settle};
use ratatui::crossterm::event::KeyCode;

/// The sample lessons, by path.
fn samples() -> Vec<PathBuf> {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/lessons");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&folder)
        .expect("the samples' folder")
        .map(|entry| entry.expect("listed").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "toml"))
        .collect();
    files.sort();
    assert!(files.len() >= 4, "{files:?}");
    files
}

fn read(path: &Path) -> Lesson {
    let text = std::fs::read_to_string(path).expect("readable");
    Lesson::parse(&text).unwrap_or_else(|faults| panic!("{}: {faults:?}", path.display()))
}

/// The screen at 100×30, a line a row, wide characters once.
fn screen(app: &App) -> String {
    screen_text(&render(app, 100, 30))
}

/// The app on `lesson`, in `lang` throughout, as `--lang` asks.
fn app_on(lesson: Lesson, folder: &Path, lang: Lang) -> App {
    let theme = Theme::new(false, true).speaking(lang);
    let folder = folder.to_path_buf();
    let lesson = lesson.spoken_in(lang);
    App::new(Start::Lesson { lesson, folder }, theme)
}

/// The first line of a caption as the bar shows it: up to its first break.
fn opening(caption: &str) -> String {
    caption.chars().take(12).collect()
}

#[test]
fn every_sample_passes_the_check() {
    for path in samples() {
        let path = path.to_string_lossy().into_owned();
        let (out, err, code) = run(&["lesson", "--check", &path]);
        assert_eq!(code, 0, "{path}: {err}");
        assert!(
            out.starts_with(&path) && out.trim_end().ends_with("fine"),
            "{out}"
        );
        assert_eq!(out.lines().count(), 1, "{out}");
    }
}

#[test]
fn every_sample_plays_to_its_end_with_page_down_in_english_and_chinese() {
    for path in samples() {
        let folder = path.parent().expect("a folder");
        for lang in [Lang::En, Lang::Zh] {
            let lesson = read(&path);
            let scenes = lesson.scenes.clone();
            let mut app = app_on(lesson, folder, lang);
            let before = screen(&app);
            assert!(
                before.contains("1/") && before.contains("PageDown"),
                "{before}"
            );
            for (s, scene) in scenes.iter().enumerate() {
                for (index, stop) in scene.stops.iter().enumerate() {
                    press(&mut app, KeyCode::PageDown);
                    settle(&mut app);
                    let shown = screen(&app);
                    let place = match lang {
                        Lang::En => format!(
                            "scene {}/{} · stop {}/{}",
                            s + 1,
                            scenes.len(),
                            index + 1,
                            scene.stops.len()
                        ),
                        _ => format!(
                            "第 {}/{} 幕 · 第 {}/{} 站",
                            s + 1,
                            scenes.len(),
                            index + 1,
                            scene.stops.len()
                        ),
                    };
                    let top: String = shown.lines().take(2).collect();
                    assert!(top.contains(&place), "{}: {place}\n{shown}", path.display());
                    let caption = opening(stop.caption.get(lang));
                    assert!(top.contains(&caption), "{caption}\n{shown}");
                    assert!(!shown.contains("is not in this run"), "{shown}");
                }
            }
            press(&mut app, KeyCode::PageDown);
            let end = screen(&app);
            let over = match lang {
                Lang::En => "the end of the lesson",
                _ => "课程结束",
            };
            assert!(end.contains(over), "{end}");
        }
    }
}

#[test]
fn the_keys_explore_between_stops_and_page_down_returns_to_the_script() {
    let path = samples()
        .into_iter()
        .find(|path| path.ends_with("4-queens-and-4x4.toml"))
        .expect("the 4-queens lesson");
    let mut app = app_on(read(&path), path.parent().unwrap(), Lang::En);
    press(&mut app, KeyCode::PageDown);
    assert!(screen(&app).contains("step 1 "), "{}", screen(&app));
    // Off the script: to the first solution and on.
    press(&mut app, KeyCode::Char('n'));
    settle(&mut app);
    press(&mut app, KeyCode::Right);
    assert!(screen(&app).contains("step 14 "), "{}", screen(&app));
    // Back to the script: the stop after the last one shown, the table of step 2.
    press(&mut app, KeyCode::PageDown);
    let shown = screen(&app);
    assert!(
        shown.contains("stop 2/6") && shown.contains("step 2 "),
        "{shown}"
    );
    press(&mut app, KeyCode::PageUp);
    let shown = screen(&app);
    assert!(
        shown.contains("stop 1/6") && shown.contains("step 1 "),
        "{shown}"
    );
    press(&mut app, KeyCode::PageUp);
    assert!(screen(&app).contains("the start of the lesson"));
    // The help names the script's keys, and PageDown no longer in the transport's line.
    press(&mut app, KeyCode::Char('?'));
    let help = screen(&app);
    assert!(help.contains("PageDown  PageUp"), "{help}");
    assert!(!help.contains("Enter  PageDown"), "{help}");
}

#[test]
fn a_lesson_with_mistakes_is_refused_with_their_places_before_any_screen() {
    let dir = scratch("lessons", "mistakes");
    let file = dir.join("wrong.toml");
    let text = "lang = \"en\"\n\n[[scene]]\nproblem = \"queens\"\nargs = [\"4\"]\n\
                order = \"mrv\"\n\n[[scene.stop]]\nbreak = \"depth=x\"\ncaption = \"c\"\n\n\
                [[scene]]\nproblem = \"sudoku\"\npreset = \"9x9-zz\"\n";
    std::fs::write(&file, text).expect("written");
    let path = file.to_string_lossy().into_owned();
    let (out, err, code) = run(&["lesson", "--check", &path]);
    assert_eq!(code, 2);
    assert!(out.is_empty(), "{out}");
    let lines: Vec<&str> = err.lines().collect();
    assert_eq!(
        lines,
        [
            format!("{path}:6:9: queens has no search orders to choose from"),
            format!("{path}:9:9: `depth=K` takes a whole number from 1"),
            format!(
                "{path}:14:10: unknown preset `9x9-zz` for sudoku: give one of 4x4-a1, \
                 4x4-a2, 4x4-a3, 4x4-a4, 4x4-a5, 4x4-a6, 6x6, 9x9-a1, 9x9-a2, 9x9-a3, \
                 9x9-a4, 9x9-mrv, 16x16"
            ),
        ]
    );
    // Played, the same lines and status, and no screen.
    let (out, played, code) = run(&["lesson", &path]);
    assert_eq!((out.as_str(), played.as_str(), code), ("", err.as_str(), 2));
    // A stop past the run's end is found by following the run.
    std::fs::write(
        &file,
        "[[scene]]\nproblem = \"queens\"\nargs = [\"4\"]\n\n[[scene.stop]]\n\
         at = \"solution:3\"\ncaption = \"c\"\n",
    )
    .expect("written");
    let (_, err, code) = run(&["lesson", "--check", &path]);
    assert_eq!(code, 2);
    assert_eq!(
        err.trim_end(),
        format!("{path}:6:6: the run has 2 solutions (its last step is 34), not 3")
    );
    // A syntax error has its place too.
    std::fs::write(&file, "[[scene]]\nproblem = queens\n").expect("written");
    let (_, err, code) = run(&["lesson", "--check", &path]);
    assert_eq!(code, 2);
    assert!(err.starts_with(&format!("{path}:2:11: ")), "{err}");
}

#[test]
fn the_samples_are_checked_against_their_runs_to_the_end() {
    // No sample leaves a stop unchecked for a long run: every step is known good.
    for path in samples() {
        let text = std::fs::read_to_string(&path).expect("readable");
        let lesson = read(&path);
        let (faults, unchecked) = open::check(&lesson, &text, path.parent().unwrap());
        assert_eq!((faults, unchecked), (Vec::new(), 0), "{}", path.display());
    }
}

#[test]
fn w_saves_the_bookmarks_and_breakpoints_as_a_lesson_that_plays_them_back() {
    use backtrack::app::screens::lesson::save::Origin;
    use backtrack::app::screens::lesson::{At, Source};
    use backtrack::app::{Moment, Target};
    let dir = scratch("lessons", "saved");
    let board = backtrack::registry::find("queens")
        .expect("queens")
        .open_preset(0)
        .expect("queens-4");
    let start = Start::Board {
        title: None,
        board,
        stop: None,
    };
    let mut app = App::new(start, Theme::new(false, true)).saving_to(&dir);
    let origin = Origin {
        problem: "queens",
        source: Source::Args(vec!["4".into()]),
        order: None,
    };
    let moment = Moment {
        origin: Some(origin.clone()),
        ..Moment::default()
    };
    app.open_at(&moment).expect("opened");
    press(&mut app, KeyCode::Char('W'));
    assert!(screen(&app).contains("no bookmark or breakpoint to save"));
    (0..3).for_each(|_| press(&mut app, KeyCode::Right));
    press(&mut app, KeyCode::Char('k'));
    common::type_text(&mut app, "row 3 is all x");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('x'));
    common::type_text(&mut app, "solution");
    press(&mut app, KeyCode::Enter);
    press(&mut app, KeyCode::Char('W'));
    let said = screen(&app);
    assert!(said.contains("lesson saved as"), "{said}");
    let saved = common::names(&dir);
    assert_eq!(saved.len(), 1, "{saved:?}");
    assert!(saved[0].ends_with("-lesson.toml"), "{saved:?}");
    // Never over a file: the next name.
    press(&mut app, KeyCode::Char('W'));
    assert_eq!(common::names(&dir).len(), 2);
    // Read back: the same puzzle, the bookmark and the breakpoint as its stops.
    let lesson = read(&dir.join(&saved[0]));
    let [scene] = lesson.scenes.as_slice() else {
        panic!("{lesson:?}");
    };
    assert_eq!(
        (scene.problem, &scene.source, &scene.order),
        (origin.problem, &origin.source, &origin.order)
    );
    let stops: Vec<(At, &str)> = (scene.stops.iter())
        .map(|stop| (stop.at.clone(), stop.caption.get(Lang::En)))
        .collect();
    assert_eq!(
        stops,
        [
            (At::Step(Target::Step(3)), "row 3 is all x"),
            (At::Break("solution".to_string()), "solution"),
        ]
    );
    // And played: the bookmark's step, then the first solution after it.
    let mut app = app_on(lesson, &dir, Lang::En);
    press(&mut app, KeyCode::PageDown);
    assert!(screen(&app).contains("step 3 "), "{}", screen(&app));
    press(&mut app, KeyCode::PageDown);
    let shown = screen(&app);
    assert!(
        shown.contains("step 13 ") && shown.contains("stop 2/2"),
        "{shown}"
    );
}

#[test]
fn save_lesson_never_replaces_a_file() {
    let dir = scratch("lessons", "save-option");
    let file = dir.join("taken.toml");
    std::fs::write(&file, "mine").expect("written");
    let path = file.to_string_lossy().into_owned();
    let (_, err, code) = run(&["play", "queens", "4", "--save-lesson", &path]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("exists") && err.lines().count() == 1, "{err}");
    assert_eq!(std::fs::read_to_string(&file).expect("kept"), "mine");
}

#[test]
fn the_maze_and_the_knights_tour_have_lessons_that_stop_at_breakpoints_in_their_words() {
    for (name, problem, breaks) in [
        ("rat-in-a-maze.toml", "maze", ["step3=down", "step9=down"]),
        (
            "knights-tour-zh.toml",
            "knights-tour",
            ["步6=c3", "步16=a3"],
        ),
    ] {
        let path = samples()
            .into_iter()
            .find(|path| path.ends_with(name))
            .expect("a sample lesson");
        let text = std::fs::read_to_string(&path).expect("readable");
        for form in breaks {
            assert!(
                text.contains(&format!("break = \"{form}\"")),
                "{name}: {form}"
            );
        }
        let lesson = read(&path);
        assert!(
            lesson.scenes.iter().all(|scene| scene.problem == problem),
            "{name}"
        );
        let path = path.to_string_lossy().into_owned();
        let (out, err, code) = run(&["lesson", "--check", &path]);
        assert_eq!((code, err.as_str()), (0, ""), "{path}");
        assert!(out.trim_end().ends_with("fine"), "{out}");
    }
}
