//! The subset-sum and the map editors driven by keys from the menu, their files then read
//! by `solve`: the puzzle typed is the puzzle saved, and the count the editor shows is the
//! count `solve --all --count` prints.

use crate::common;

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use backtrack::app::screens::puzzle_folder;
use backtrack::app::{App, Start, Theme, screen_text};
use common::{press, render, run, type_text};
use ratatui::crossterm::event::KeyCode;

/// The folder every test of this file saves in: the puzzle folder is chosen once a run,
/// and lives as long as the run, under the tests' own folder in `target/`.
fn folder() -> PathBuf {
    let dir =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("hand-made-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    puzzle_folder::choose(dir.clone());
    dir
}

fn screen(app: &App) -> String {
    screen_text(&render(app, 100, 30))
}

/// Ticks the app until its screen shows `text`, for at most a minute.
fn wait_for(app: &mut App, text: &str) -> String {
    let end = Instant::now() + Duration::from_secs(60);
    loop {
        app.tick(Instant::now());
        let shown = screen(app);
        if shown.contains(text) || Instant::now() > end {
            return shown;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

/// The menu, moved to the entry `up` above My puzzles, the last of the class's own, which
/// the built-in lessons follow.
fn menu_at(up: usize) -> App {
    let mut app = App::new(Start::Menu, Theme::new(false, true));
    press(&mut app, KeyCode::End);
    let lessons = backtrack::app::screens::lesson::built_in::BUILT_IN.len();
    (0..lessons + up).for_each(|_| press(&mut app, KeyCode::Up));
    app
}

/// The only file of `dir` whose name starts with `stem`.
fn saved(dir: &Path, stem: &str) -> PathBuf {
    let names: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("the folder")
        .filter_map(|entry| entry.ok().map(|entry| entry.path()))
        .filter(|path| {
            path.file_name()
                .is_some_and(|n| n.to_string_lossy().starts_with(stem))
        })
        .collect();
    assert_eq!(names.len(), 1, "{names:?}");
    names[0].clone()
}

#[test]
fn a_subset_sum_typed_in_the_app_is_the_one_solve_reads() {
    let dir = folder();
    let mut app = menu_at(2);
    assert!(screen(&app).contains("▶ New subset sum"));
    press(&mut app, KeyCode::Enter);
    // The tutorials' example, the preset subset-9.
    for (index, number) in ["3", "34", "4", "12", "5", "2"].iter().enumerate() {
        if index > 0 {
            press(&mut app, KeyCode::Char('a'));
        }
        type_text(&mut app, number);
    }
    press(&mut app, KeyCode::Char('t'));
    type_text(&mut app, "9");
    let shown = wait_for(&mut app, "Subsets that reach the target: 2");
    assert!(
        shown.contains("Subsets that reach the target: 2"),
        "{shown}"
    );
    press(&mut app, KeyCode::Char('w'));
    let file = saved(&dir, "subset-sum-6");
    let text = std::fs::read_to_string(&file).expect("saved");
    // The file's two lines are `solve subset-sum`'s arguments.
    let line = |key: &str| -> Vec<String> {
        let line = text.lines().find(|l| l.starts_with(key)).expect("the line");
        line.split_whitespace()
            .skip(1)
            .map(str::to_string)
            .collect()
    };
    let (target, numbers) = (line("target"), line("numbers"));
    let mut args = vec!["solve", "subset-sum", "--all", "--target", &target[0]];
    args.extend(numbers.iter().map(String::as_str));
    let preset = run(&["solve", "subset-sum", "--preset", "subset-9", "--all"]);
    assert_eq!(run(&args), preset, "the same subsets as the preset");
    args.push("--count");
    assert_eq!(run(&args), ("2\n".to_string(), String::new(), 0));
}

#[test]
fn australia_typed_in_the_app_is_the_map_solve_reads() {
    let dir = folder();
    let mut app = menu_at(1);
    assert!(screen(&app).contains("▶ New map"));
    press(&mut app, KeyCode::Enter);
    let regions = ["WA", "NT", "SA", "Q", "NSW", "V", "T"];
    for name in regions {
        press(&mut app, KeyCode::Char('a'));
        type_text(&mut app, name);
        press(&mut app, KeyCode::Enter);
    }
    // Each border from the region above: the list's cursor on it, the picker on the other.
    let borders = [
        (0, 1),
        (0, 2),
        (1, 2),
        (1, 3),
        (2, 3),
        (2, 4),
        (2, 5),
        (3, 4),
        (4, 5),
    ];
    for (a, b) in borders {
        press(&mut app, KeyCode::Home);
        (0..7).for_each(|_| press(&mut app, KeyCode::Up));
        (0..a).for_each(|_| press(&mut app, KeyCode::Down));
        press(&mut app, KeyCode::Char('b'));
        (0..7).for_each(|_| press(&mut app, KeyCode::Up));
        (0..b).for_each(|_| press(&mut app, KeyCode::Down));
        press(&mut app, KeyCode::Char(' '));
        press(&mut app, KeyCode::Esc);
    }
    press(&mut app, KeyCode::Char('-'));
    let shown = wait_for(&mut app, "Colourings: 18");
    assert!(shown.contains("Colours: 3   Borders: 9"), "{shown}");
    assert!(shown.contains("Colourings: 18"), "{shown}");
    press(&mut app, KeyCode::Char('w'));
    let file = saved(&dir, "map-7-regions");
    let file = file.to_string_lossy();
    let count = run(&["solve", "graph-colouring", &file, "--all", "--count"]);
    assert_eq!(count, ("18\n".to_string(), String::new(), 0));
    let preset = run(&["solve", "graph-colouring", "--preset", "australia", "--all"]);
    let typed = run(&["solve", "graph-colouring", &file, "--all"]);
    assert_eq!(typed, preset, "the same colourings as the preset");
}
