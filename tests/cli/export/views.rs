//! `--code VIEW` and `--tree` on `export` and `record`: the picture shows the tutorial's
//! code and the search tree as the player does after `c` and `t`, by the names a lesson's
//! `view` takes.

use super::{app, export};
use crate::common::{go_to, press, render, run};
use backtrack::app::screen_text;
use ratatui::crossterm::event::KeyCode;

#[test]
fn code_draws_the_tutorials_code_as_c_shows_it() {
    let args: &[&str] = &["queens", "8"];
    let text = export(
        args,
        &["--step", "23", "--size", "100x30", "--code", "eight-queens"],
    );
    // 8-queens' views go round: pseudo-code, the lesson, the eight-queens tutorial.
    let mut app = app(args);
    press(&mut app, KeyCode::Char('c'));
    press(&mut app, KeyCode::Char('c'));
    go_to(&mut app, 23);
    assert_eq!(text, format!("{}\n", screen_text(&render(&app, 100, 30))));
    assert!(text.contains("putQueen(x=3) y=7 tried 1,6"), "{text}");
    assert!(text.contains("ColumnOccupied"), "{text}");
    // Without it, the pseudo-code and the lesson's flags.
    let plain = export(args, &["--step", "23", "--size", "100x30"]);
    assert!(!plain.contains("putQueen"), "{plain}");
    assert!(plain.contains("Pseudo-code"), "{plain}");
}

#[test]
fn code_pseudo_code_is_the_default_view() {
    let args: &[&str] = &["queens", "4"];
    assert_eq!(
        export(args, &["--step", "5", "--code", "pseudo-code"]),
        export(args, &["--step", "5"])
    );
}

#[test]
fn tree_draws_the_search_tree_as_t_shows_it() {
    let args: &[&str] = &["sudoku", "--preset", "4x4-a4"];
    let text = export(args, &["--step", "12", "--size", "100x30", "--tree"]);
    let mut app = app(args);
    press(&mut app, KeyCode::Char('t'));
    go_to(&mut app, 12);
    assert_eq!(text, format!("{}\n", screen_text(&render(&app, 100, 30))));
    assert!(text.contains("┌ Search tree "), "{text}");
    assert!(text.contains("○ start  × refused  path  current"), "{text}");
    let plain = export(args, &["--step", "12", "--size", "100x30"]);
    assert!(!plain.contains("Search tree"), "{plain}");
}

#[test]
fn a_view_the_problem_has_no_code_of_is_an_error() {
    let (out, err, code) = run(&[
        "export",
        "queens",
        "8",
        "--step",
        "2",
        "--code",
        "leetcode-37",
    ]);
    assert_eq!(code, 2);
    assert_eq!(out, "");
    assert_eq!(
        err,
        "error: --code: queens has no code of the tutorial `leetcode-37`\n"
    );
}

#[test]
fn an_unknown_view_is_refused_with_the_names_a_lesson_takes() {
    let (_, err, code) = run(&["export", "queens", "8", "--step", "2", "--code", "best"]);
    assert_eq!(code, 2);
    assert!(
        err.contains(
            "unknown view `best`: give one of pseudo-code, lesson, eight-queens, leetcode-37, \
             depth-first, solution-space"
        ),
        "{err}"
    );
}

#[test]
fn record_takes_the_code_view_and_the_tree_too() {
    let args = [
        "record",
        "permutations",
        "3",
        "--to",
        "4",
        "--code",
        "solution-space",
        "--tree",
        "-o",
        "-",
    ];
    let (out, err, code) = run(&args);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Solve(state"), "{out}");
    assert!(out.contains("Search tree"), "{out}");
    let (plain, _, _) = run(&["record", "permutations", "3", "--to", "4", "-o", "-"]);
    assert!(!plain.contains("Solve(state"));
    assert!(!plain.contains("Search tree"));
}
