//! `backtrack presets` in each language: the English list stays as scripts know it, and
//! `--lang zh` gives the same presets with their Chinese titles.

use crate::common;

use common::{run, run_in};

/// What `backtrack args…` prints, in a UTF-8 locale that names no language.
fn stdout(args: &[&str]) -> String {
    let (out, err, status) = run(args);
    assert_eq!(status, 0, "{args:?}: {err}");
    out
}

#[test]
fn english_lists_each_preset_with_its_english_title() {
    let en = stdout(&["presets"]);
    assert_eq!(
        en.lines().next(),
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
    let env = [("LANG", "C.UTF-8"), ("BACKTRACK_LANG", "zh")];
    assert_eq!(run_in(&env, &["presets"]).0, zh);
}

/// The whole list in English, as scripts read it, and in simplified Chinese: every title
/// and description comes from the catalogue with the words it had before.
#[test]
fn the_lists_keep_their_words() {
    insta::assert_snapshot!("presets_en", stdout(&["presets"]));
    insta::assert_snapshot!("presets_zh_cn", stdout(&["--lang", "zh", "presets"]));
}

#[test]
fn presets_takes_the_language_and_ascii_after_the_command_too() {
    assert_eq!(
        stdout(&["presets", "--lang", "zh"]),
        stdout(&["--lang", "zh", "presets"])
    );
    let ascii = stdout(&["presets", "--ascii"]);
    assert_eq!(ascii, stdout(&["--ascii", "presets"]));
    assert!(ascii.is_ascii(), "{ascii}");
    assert!(ascii.contains("4x4 sudoku A4 (traced):"), "{ascii}");
    assert!(ascii.contains("\"world's hardest\""), "{ascii}");
    // The other screens' options stay refused.
    let (_, err, status) = run(&["presets", "--theme", "dark"]);
    assert_eq!(status, 2, "{err}");
}

#[test]
fn chinese_on_a_terminal_that_cannot_draw_it_falls_back_with_a_note() {
    let (out, err, status) = run(&["--lang", "zh", "--ascii", "presets"]);
    assert_eq!(status, 0);
    assert_eq!(out, stdout(&["presets", "--ascii"]));
    assert!(out.is_ascii(), "{out}");
    assert!(
        err.starts_with("note: Chinese needs a UTF-8 terminal"),
        "{err}"
    );
}
