//! The lessons built into the program open by name, from any folder, with no file
//! beside them: what an installed program has.

use crate::common::{backtrack, outcome, run, scratch};
use backtrack::app::screens::lesson::built_in::BUILT_IN;

#[test]
fn each_built_in_lesson_checks_by_name_from_an_empty_folder() {
    let empty = scratch("built-in-lessons", "empty");
    for lesson in BUILT_IN {
        let (out, err, code) = outcome(
            backtrack()
                .current_dir(&*empty)
                .env("BACKTRACK_STATE_DIR", &*empty)
                .args(["lesson", "--check", lesson.name])
                .output()
                .expect("the binary runs"),
        );
        assert_eq!((err.as_str(), code), ("", 0), "{}", lesson.name);
        assert!(
            out.starts_with(&format!("{}: a lesson of ", lesson.name)) && out.contains(", fine"),
            "{out}"
        );
    }
    let (out, _, _) = run(&["lesson", "--check", "8-queens"]);
    assert_eq!(out, "8-queens: a lesson of 1 scene and 7 stops, fine\n");
}

#[test]
fn the_help_names_every_built_in_lesson_and_a_file_comes_first() {
    let (help, _, code) = run(&["lesson", "--help"]);
    assert_eq!(code, 0);
    let help = help.split_whitespace().collect::<Vec<_>>().join(" ");
    for lesson in BUILT_IN {
        assert!(
            help.contains(lesson.name),
            "{} missing: {help}",
            lesson.name
        );
    }
    // A file called 8-queens, here, is read rather than the built-in lesson.
    let dir = scratch("built-in-lessons", "file-first");
    std::fs::write(dir.join("8-queens"), "title = 3\n").expect("written");
    let (_, err, code) = outcome(
        backtrack()
            .current_dir(&*dir)
            .env("BACKTRACK_STATE_DIR", &*dir)
            .args(["lesson", "--check", "8-queens"])
            .output()
            .expect("the binary runs"),
    );
    assert_eq!(code, 2, "{err}");
    assert!(err.starts_with("8-queens:1:"), "{err}");
}
