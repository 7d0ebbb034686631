//! The command-line definition: completions, the man page, which options belong to which
//! command, the presets' names.

use crate::common::run;
#[test]
fn completions_and_the_man_page_come_from_the_command_line_definition() {
    for (shell, mark) in [
        ("bash", "_backtrack()"),
        ("zsh", "#compdef backtrack"),
        ("fish", "complete -c backtrack"),
        ("powershell", "Register-ArgumentCompleter"),
    ] {
        let (out, err, code) = run(&["completions", shell]);
        assert_eq!((err.as_str(), code), ("", 0), "{shell}");
        assert!(out.contains(mark), "{shell}");
        assert!(
            out.contains("max-placements") && out.contains("one-per-line"),
            "{shell}"
        );
    }
    let (out, _, code) = run(&["man"]);
    assert_eq!(code, 0);
    assert!(out.contains(".TH backtrack 1"), "{out}");
    assert!(
        out.contains(".SH \"EXIT STATUS\"") && out.contains("completions"),
        "{out}"
    );
}

#[test]
fn the_screens_options_belong_to_the_commands_that_draw() {
    for args in [
        &["solve", "queens", "4", "--theme", "light"][..],
        &["trace", "queens", "4", "--lang", "zh"],
        &["--from-one", "solve", "queens", "4"],
        &["--no-color", "trace", "queens", "4"],
        &["--theme", "light", "presets"],
        &["--ascii", "completions", "bash"],
    ] {
        let (out, err, code) = run(args);
        assert_eq!((out.as_str(), code), ("", 2), "{args:?}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
    }
    let (help, _, _) = run(&["solve", "queens", "--help"]);
    assert!(
        !help.contains("--theme") && !help.contains("--lang"),
        "{help}"
    );
    let (help, _, _) = run(&["play", "queens", "--help"]);
    assert!(help.contains("--theme") && help.contains("zh-TW"), "{help}");
    // Before the command or after the problem, alike.
    let export = |args: &[&str]| run(&[&["export", "queens", "4", "--step", "1"], args].concat());
    let after = export(&["--lang", "zh-TW", "--from-one"]);
    let (before, _, code) = run(&[
        "--lang",
        "zh-TW",
        "--from-one",
        "export",
        "queens",
        "4",
        "--step",
        "1",
    ]);
    assert_eq!((after.0.as_str(), after.2), (before.as_str(), code));
    assert_ne!(after.0, export(&[]).0, "the options change the picture");
}

#[test]
fn every_name_the_presets_list_gives_opens_with_its_problem() {
    let (list, _, code) = run(&["presets"]);
    assert_eq!(code, 0);
    let mut seen = 0;
    for line in list.lines() {
        let mut fields = line.split_whitespace();
        let (Some(name), Some(problem)) = (fields.next(), fields.next()) else {
            continue;
        };
        let (_, err, code) = run(&["trace", problem, "--preset", name, "--max-placements", "5"]);
        assert!(code == 0 || code == 3, "{problem} --preset {name}: {err}");
        seen += 1;
    }
    assert!(seen >= 25, "{list}");
    // The lesson's 4 queens: two solutions, as `queens 4`.
    let (out, _, _) = run(&["solve", "queens", "--preset", "queens-4", "--count"]);
    assert_eq!(out, "2\n");
    let (_, err, code) = run(&["solve", "queens", "8", "--preset", "queens-8"]);
    assert_eq!(code, 2);
    assert!(err.contains("cannot be used with"), "{err}");
}

#[test]
fn a_preset_of_another_problem_is_named_with_its_problem() {
    let (_, err, code) = run(&["solve", "subset-sum", "--preset", "9x9-a4"]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "error: unknown preset '9x9-a4' for subset-sum: it is a preset of sudoku; \
         try `backtrack solve sudoku --preset 9x9-a4`\n"
    );
}
