//! The tests of the puzzle folder: listing, telling the problems apart, damaged files.

use super::*;
use crate::app::test_support::Scratch;

/// A fresh folder of its own under the system's temporary folder, never the home.
fn scratch(name: &str) -> Scratch {
    crate::app::test_support::scratch("puzzles", name)
}

#[test]
fn each_problem_is_told_by_its_extension_or_its_first_statement() {
    let plain = Path::new("a.txt");
    let of = |path: &Path, text: &str| reader_of(path, text).map(|reader| reader.problem);
    let (map, sum) = (Some("graph-colouring"), Some("subset-sum"));
    assert_eq!(of(plain, "# x\n\ncolours 3\nregion A\n"), map);
    assert_eq!(of(plain, "region A # one\n"), map);
    assert_eq!(of(plain, "numbers 1 2\ntarget 3\n"), sum);
    assert_eq!(of(plain, "0 3 1 0\n"), Some("sudoku"));
    assert_eq!(of(Path::new("b.map"), "0 3 1 0\n"), map);
    assert_eq!(of(Path::new("c.subset"), ""), sum);
    // A `#` line is a comment in these files, which stay theirs whatever else reads `#`.
    assert_eq!(of(plain, "# Sudoku Easy\n#####\n0 3 1 0\n"), Some("sudoku"));
    assert_eq!(of(plain, "#####\ncolours 3\nregion A\n"), map);
    assert_eq!(of(plain, "# S E\ntarget 3\nnumbers 1 2\n"), sum);
}

#[test]
fn every_format_is_listed_with_its_first_comment_or_its_size() {
    let dir = scratch("formats");
    fs::write(
        dir.join("a1.txt"),
        include_str!("../../../assets/4x4-a1.txt"),
    )
    .expect("written");
    fs::write(dir.join("bare.txt"), "0 3 1 0\n1 0 0 3\n2 0 3 4\n0 4 2 0\n").expect("written");
    fs::write(
        dir.join("sum.subset"),
        "# Seven\ntarget 7\nnumbers 3 4 5 2\n",
    )
    .expect("written");
    fs::write(
        dir.join("wheel.map"),
        include_str!("../../../assets/maps/wheel.txt"),
    )
    .expect("written");
    fs::write(dir.join(".hidden"), "garbage").expect("written");
    let listed = list(&dir).expect("a folder");
    let names: Vec<&str> = listed.iter().map(|l| l.name.as_str()).collect();
    assert_eq!(names, ["a1.txt", "bare.txt", "sum.subset", "wheel.map"]);
    let found: Vec<&Found> = listed
        .iter()
        .map(|l| l.found.as_ref().expect("each reads"))
        .collect();
    assert_eq!(found[0].about, About::Comment("4×4 A1".to_string()));
    let About::Summary(summary) = &found[1].about else {
        panic!("a sudoku without a comment says its side and givens");
    };
    assert_eq!(summary.get(crate::app::Lang::En), "4×4 sudoku, 9 givens");
    assert_eq!(found[2].problem, "subset-sum");
    assert_eq!(found[2].about, About::Comment("Seven".to_string()));
    assert_eq!(found[3].problem, "graph-colouring");
    assert_eq!(found[3].board.name(), "graph-colouring");
    assert!(found.iter().all(|found| found.editor.is_some()));
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn a_damaged_folder_lists_each_fault_on_one_line() {
    let dir = scratch("damaged");
    fs::write(dir.join("garbage.txt"), "hello, world\n").expect("written");
    fs::write(dir.join("binary.txt"), [0xff, 0xfe, 0x00, 0x41]).expect("written");
    fs::write(
        dir.join("clash.txt"),
        "1 0 0 1\n0 0 0 0\n0 0 0 0\n0 0 0 0\n",
    )
    .expect("written");
    fs::write(dir.join("empty.txt"), "").expect("written");
    fs::write(dir.join("bad.subset"), "target x\nnumbers 1\n").expect("written");
    fs::write(dir.join("bad.map"), "region A\nA B\n").expect("written");
    fs::create_dir(dir.join("folder")).expect("a folder");
    #[cfg(unix)]
    {
        use std::os::unix::fs::{PermissionsExt, symlink};
        symlink(dir.join("loop-a"), dir.join("loop-b")).expect("a link");
        symlink(dir.join("loop-b"), dir.join("loop-a")).expect("a link");
        symlink(dir.join("nowhere"), dir.join("dangling")).expect("a link");
        let locked = dir.join("locked.txt");
        fs::write(&locked, "0 3 1 0\n").expect("written");
        fs::set_permissions(&locked, fs::Permissions::from_mode(0o000)).expect("locked");
    }
    let listed = list(&dir).expect("a folder");
    for entry in &listed {
        let Err(error) = &entry.found else {
            // Root reads a locked file all the same.
            assert_eq!(entry.name, "locked.txt");
            continue;
        };
        assert!(
            !error.is_empty() && !error.contains('\n'),
            "{}: {error}",
            entry.name
        );
        assert!(!error.contains(&*dir.to_string_lossy()), "{error}");
    }
    let error = |name: &str| {
        let entry = listed.iter().find(|l| l.name == name).expect("listed");
        entry.found.as_ref().expect_err("a fault").clone()
    };
    assert_eq!(error("folder"), "a folder, not a puzzle file");
    assert_eq!(error("binary.txt"), "not text (UTF-8)");
    assert!(
        error("clash.txt").starts_with("line 1: givens clash"),
        "{}",
        error("clash.txt")
    );
    assert!(
        error("bad.subset").contains("target"),
        "{}",
        error("bad.subset")
    );
    assert!(error("bad.map").contains("B"), "{}", error("bad.map"));
    #[cfg(unix)]
    assert!(
        error("loop-a").to_lowercase().contains("symbolic links"),
        "{}",
        error("loop-a")
    );
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn a_missing_folder_is_empty_and_saving_makes_it_and_never_replaces() {
    let dir = scratch("saving").join("class");
    assert!(list(&dir).expect("no folder yet").is_empty());
    let first = save_new(
        &dir,
        "sudoku-4x4",
        "txt",
        "1 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n",
    )
    .expect("saved");
    let second = save_new(
        &dir,
        "sudoku-4x4",
        "txt",
        "2 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n",
    )
    .expect("saved");
    assert_eq!(first, dir.join("sudoku-4x4.txt"));
    assert_eq!(second, dir.join("sudoku-4x4-2.txt"));
    assert!(fs::read_to_string(&first).expect("kept").starts_with('1'));
    assert_eq!(list(&dir).expect("a folder").len(), 2);
    fs::remove_dir_all(dir.parent().expect("the scratch folder")).expect("cleaned");
}
