//! `backtrack presets` in each language: the English list is the one scripts and the
//! README know, and `--lang zh` gives the same presets with their Chinese titles.

use assert_cmd::Command;

/// `backtrack` with `args`, in a UTF-8 locale that names no language.
fn backtrack(args: &[&str]) -> Command {
    let mut command = Command::cargo_bin("backtrack").expect("the binary is built");
    for name in ["BACKTRACK_LANG", "LC_ALL", "LC_MESSAGES", "LC_CTYPE"] {
        command.env_remove(name);
    }
    command.env("LANG", "C.UTF-8").args(args);
    command
}

fn stdout(args: &[&str]) -> String {
    let output = backtrack(args).output().expect("it runs");
    assert!(output.status.success(), "{args:?}");
    String::from_utf8(output.stdout).expect("UTF-8")
}

#[test]
fn english_lists_each_preset_with_its_english_title() {
    let en = stdout(&["presets"]);
    let mut lines = en.lines();
    assert_eq!(
        lines.next(),
        Some(
            "queens-4     queens        4 queens: The board of the step-by-step pictures of \
             the 4-queens and 4×4 sudoku lesson: queens row by row, two solutions."
        )
    );
    assert_eq!(stdout(&["--lang", "en", "presets"]), en);
    assert!(!en.contains('皇'), "no Chinese in English");
}

#[test]
fn chinese_lists_the_same_presets_with_their_chinese_titles() {
    let en = stdout(&["presets"]);
    let zh = stdout(&["--lang", "zh", "presets"]);
    assert_eq!(zh.lines().count(), en.lines().count());
    assert!(
        zh.lines()
            .any(|line| line.starts_with("queens-8     queens        8 皇后：")),
        "{zh}"
    );
    let from_env = backtrack(&["presets"])
        .env("BACKTRACK_LANG", "zh")
        .output()
        .expect("it runs");
    assert_eq!(String::from_utf8_lossy(&from_env.stdout), zh);
}

#[test]
fn chinese_on_a_terminal_that_cannot_draw_it_falls_back_with_a_note() {
    let output = backtrack(&["--lang", "zh", "--ascii", "presets"])
        .output()
        .expect("it runs");
    assert!(output.status.success());
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        stdout(&["presets"])
    );
    let said = String::from_utf8_lossy(&output.stderr);
    assert!(
        said.starts_with("note: Chinese needs a UTF-8 terminal"),
        "{said}"
    );
}
