//! The files made for `man` and for the shells: `man --dir` writes a page per command and
//! per problem, with the player's keys, the environment and the exit statuses, and
//! replaces no file it did not write; the shells complete `--preset` with the presets'
//! names.

use crate::common;

use std::fs;

use common::{names, run};

/// A fresh empty directory for one test.
fn scratch(name: &str) -> common::Scratch {
    common::scratch("man", name)
}

/// The page's section headings, as `.SH` names them.
fn sections(page: &str) -> Vec<&str> {
    page.lines()
        .filter_map(|line| line.strip_prefix(".SH "))
        .map(|name| name.trim_matches('"'))
        .collect()
}

/// The KEYS section's key labels, the bold lines after each `.TP`.
fn keys(page: &str) -> Vec<String> {
    let keys = page
        .split(".SH KEYS\n")
        .nth(1)
        .expect("a KEYS section")
        .split("\n.SH ")
        .next()
        .expect("its text");
    let lines: Vec<&str> = keys.lines().collect();
    lines
        .windows(2)
        .filter(|pair| pair[0] == ".TP")
        .map(|pair| {
            let label = pair[1].trim_start_matches("\\fB").trim_end_matches("\\fR");
            label.replace("\\-", "-")
        })
        .collect()
}

#[test]
fn man_dir_writes_a_page_per_command_and_per_problem() {
    let dir = scratch("pages");
    let (out, err, code) = run(&["man", "--dir", dir.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    // The folder is no `man1`: the note on standard error says where man would look.
    assert!(
        err.starts_with("man finds pages only in a folder named man1 on its path")
            && err.ends_with("/backtrack-play.1\n")
            && err.lines().count() == 1,
        "{err}"
    );
    let written = names(&dir);
    let mut expected: Vec<String> = [
        "backtrack.1",
        "backtrack-solve.1",
        "backtrack-compare-sudoku.1",
        "backtrack-presets.1",
        "backtrack-play.1",
        "backtrack-completions.1",
        "backtrack-man.1",
    ]
    .map(str::to_owned)
    .to_vec();
    // A page for each command on each problem of the registry.
    for entry in backtrack::registry::PROBLEMS {
        for command in ["solve", "trace", "play", "export", "record"] {
            expected.push(format!("backtrack-{command}-{}.1", entry.name()));
        }
    }
    for expected in &expected {
        assert!(
            written.iter().any(|name| name == expected),
            "{expected}: {written:?}"
        );
    }
    assert!(
        !written.iter().any(|name| name.contains("help")),
        "{written:?}"
    );
    assert_eq!(out.lines().count(), written.len(), "{out}");
    for name in &written {
        let page = fs::read_to_string(dir.join(name)).expect("a page");
        let title = name.trim_end_matches(".1");
        assert!(page.contains(&format!("\n.TH {title} 1 ")), "{name}");
        let sections = sections(&page);
        for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "EXIT STATUS"] {
            assert!(sections.contains(&section), "{name}: {sections:?}");
        }
        // Every line is text or a request `man` reads; no stray control characters.
        assert!(!page.contains('\t') && !page.contains('\r'), "{name}");
        if name != "backtrack.1" {
            assert!(sections.contains(&"SEE ALSO"), "{name}: {sections:?}");
        }
    }
    for name in ["backtrack.1", "backtrack-play.1", "backtrack-play-sudoku.1"] {
        let page = fs::read_to_string(dir.join(name)).expect("a page");
        let sections = sections(&page);
        assert!(sections.contains(&"KEYS"), "{name}: {sections:?}");
        assert!(sections.contains(&"ENVIRONMENT"), "{name}: {sections:?}");
        let keys = keys(&page);
        for key in ["Space", "?", "q  Ctrl-C", "Right  l", "+ =  - _"] {
            assert!(keys.iter().any(|k| k == key), "{name}: {key} in {keys:?}");
        }
        for variable in ["BACKTRACK_LANG", "LC_MESSAGES", "LC_CTYPE", "NO_COLOR"] {
            assert!(page.contains(variable), "{name}: {variable}");
        }
        for status in ["0", "1", "2", "3", "128 + N"] {
            assert!(page.contains(&format!(".TP\n\\fB{status}\\fR\n")), "{name}");
        }
    }
    let sudoku = fs::read_to_string(dir.join("backtrack-play-sudoku.1")).expect("a page");
    assert!(keys(&sudoku).iter().any(|k| k == "p"), "its pencil marks");
    let queens = fs::read_to_string(dir.join("backtrack-play-queens.1")).expect("a page");
    assert!(!keys(&queens).iter().any(|k| k == "p"), "no pencil marks");
    let solve = fs::read_to_string(dir.join("backtrack-solve-queens.1")).expect("a page");
    assert!(!sections(&solve).contains(&"KEYS"));
    let (top, _, code) = run(&["man"]);
    assert_eq!(code, 0);
    assert_eq!(
        top,
        fs::read_to_string(dir.join("backtrack.1")).expect("a page"),
        "`man` prints the top page `man --dir` writes"
    );
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn man_dir_replaces_its_own_pages_and_no_other_file() {
    let dir = scratch("replace");
    let path = dir.to_str().unwrap();
    assert_eq!(run(&["man", "--dir", path]).2, 0);
    let before = names(&dir);
    let (_, err, code) = run(&["man", "--dir", path]);
    assert_eq!(code, 0, "its own pages are written again: {err}");
    assert!(!err.contains("error"), "{err}");
    assert_eq!(names(&dir), before);

    let theirs = dir.join("backtrack-play.1");
    fs::write(&theirs, "a page someone wrote by hand\n").expect("written");
    let top = dir.join("backtrack.1");
    fs::remove_file(&top).expect("removed");
    let (out, err, code) = run(&["man", "--dir", path]);
    assert_eq!((out.as_str(), code), ("", 2), "{err}");
    assert!(
        err.starts_with("error: ")
            && err.contains("backtrack-play.1")
            && err.contains("not replaced"),
        "{err}"
    );
    assert_eq!(
        fs::read_to_string(&theirs).expect("kept"),
        "a page someone wrote by hand\n"
    );
    assert!(!top.exists(), "nothing is written when one name is refused");
    let mut expected = before.clone();
    expected.retain(|name| name != "backtrack.1");
    assert_eq!(names(&dir), expected, "no temporary file is left");
    fs::remove_dir_all(dir).expect("cleaned");
}

#[cfg(unix)]
#[test]
fn man_dir_never_writes_through_a_link() {
    let dir = scratch("link");
    let victim = dir.join("victim");
    fs::write(&victim, "kept\n").expect("written");
    let pages = dir.join("pages");
    fs::create_dir(&pages).expect("a folder");
    std::os::unix::fs::symlink(&victim, pages.join("backtrack.1")).expect("a link");
    let (_, err, code) = run(&["man", "--dir", pages.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("symbolic link"), "{err}");
    assert_eq!(fs::read_to_string(&victim).expect("kept"), "kept\n");
    assert_eq!(names(&pages), ["backtrack.1"]);
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn the_shells_complete_a_preset_with_the_presets_names() {
    let (bash, _, code) = run(&["completions", "bash"]);
    assert_eq!(code, 0);
    // The case of `solve sudoku`, then its `--preset`'s words.
    let sudoku = bash
        .split("backtrack__subcmd__solve__subcmd__sudoku)")
        .nth(1)
        .expect("the case of solve sudoku");
    let preset = sudoku
        .split("--preset)")
        .nth(1)
        .and_then(|rest| rest.lines().nth(1))
        .expect("its --preset");
    assert!(preset.contains("compgen -W \"4x4-a1 "), "{preset}");
    assert!(preset.contains(" 9x9-a4 "), "{preset}");
    assert!(!preset.contains("compgen -f"), "{preset}");

    let (zsh, _, code) = run(&["completions", "zsh"]);
    assert_eq!(code, 0);
    let line = zsh
        .lines()
        .find(|line| line.starts_with("9x9-a4\\:"))
        .expect("9x9-a4 offered");
    // A title's own quotes cannot end the quoted title early.
    assert_eq!(line.matches('"').count(), 2, "{line}");
    assert!(line.contains("hardest"), "its English title: {line}");
    assert!(
        zsh.contains(
            "'--preset=[A built-in puzzle (see \\`backtrack presets\\`)]:NAME:((4x4-a1\\:"
        )
    );
    assert!(zsh.contains("((subset-9\\:") && zsh.contains("((australia\\:"));

    let (fish, _, code) = run(&["completions", "fish"]);
    assert_eq!(code, 0);
    let sudoku = fish
        .lines()
        .find(|line| {
            line.contains("__fish_seen_subcommand_from sudoku\" -l preset")
                && line.contains("using_subcommand solve;")
        })
        .expect("solve sudoku's --preset");
    assert!(sudoku.contains("-a \"4x4-a1\\t"), "{sudoku}");
    let offered = fish
        .lines()
        .find(|line| line.starts_with("9x9-a4\\t"))
        .expect("9x9-a4 offered");
    assert_eq!(offered.matches('"').count(), 0, "{offered}");

    // Any name is still read as typed: the problem says which it has.
    let (_, err, code) = run(&["solve", "sudoku", "--preset", "9x9-zz"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown preset '9x9-zz'"), "{err}");
}
