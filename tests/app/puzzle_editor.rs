//! The sudoku editor's count of solutions, seen on its screen, against what
//! `backtrack solve sudoku FILE --all --count` prints for the same grid.

use crate::common;

use backtrack::app::{App, Start, Theme, screen_text};
use common::{press, render, run, scratch, settle};
use ratatui::crossterm::event::KeyCode;

/// The editor's line about the solutions after typing `rows` (one string of digits a
/// row, `0` a blank) into a new 4×4 sudoku opened from the menu.
fn editor_says(rows: &[&str]) -> String {
    let mut app = App::new(Start::Menu, Theme::new(false, true));
    // The class's own entries, New sudoku, New subset sum, New map, then My puzzles, come
    // before the built-in lessons, the last.
    press(&mut app, KeyCode::End);
    for _ in 0..3 + backtrack::app::screens::lesson::built_in::BUILT_IN.len() {
        press(&mut app, KeyCode::Up);
    }
    // From 9×9 down to 4×4.
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Left);
    press(&mut app, KeyCode::Enter);
    for row in rows {
        for digit in row.chars() {
            press(&mut app, KeyCode::Char(digit));
            press(&mut app, KeyCode::Right);
        }
        press(&mut app, KeyCode::Down);
    }
    settle(&mut app);
    let screen = screen_text(&render(&app, 100, 30));
    let line = screen
        .lines()
        .find(|line| line.contains("Solutions:"))
        .unwrap_or_else(|| panic!("the editor counts:\n{screen}"));
    line.split("Solutions:")
        .nth(1)
        .expect("a count")
        .trim()
        .to_string()
}

/// What `solve --all --count` prints for `rows`, as a file; 0 for givens it refuses.
fn solve_counts(rows: &[&str]) -> u64 {
    let dir = scratch("editor", &rows.concat());
    let path = dir.join("grid.txt");
    let text: String = rows.iter().map(|row| format!("{row}\n")).collect();
    std::fs::write(&path, text).expect("written");
    let (out, _, _) = run(&[
        "solve",
        "sudoku",
        path.to_str().expect("a path"),
        "--all",
        "--count",
    ]);
    std::fs::remove_dir_all(dir).expect("cleaned");
    out.trim().parse().unwrap_or(0)
}

#[test]
fn the_editor_s_count_is_solve_all_count_capped_at_two() {
    let grids: [&[&str]; 4] = [
        // One solution: the lesson's A1.
        &["0310", "1003", "2034", "0420"],
        // Clashing givens: none.
        &["1001", "0000", "0000", "0000"],
        // No clash, and still no grid: the top left cell has no value left.
        &["0230", "0100", "4000", "0000"],
        // Few givens: many.
        &["1000", "0000", "0030", "0000"],
    ];
    let mut seen = Vec::new();
    for rows in grids {
        let count = solve_counts(rows);
        let expected = match count {
            0 => "none",
            1 => "exactly one",
            _ => "at least 2",
        };
        let said = editor_says(rows);
        assert!(
            said.starts_with(expected),
            "{rows:?}: solve counts {count}, the editor says {said}"
        );
        seen.push(expected);
    }
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(seen, ["at least 2", "exactly one", "none"]);
}
