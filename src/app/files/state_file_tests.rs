//! The tests of the state file: its text, what is kept of a damaged one, what is never
//! replaced, and players saving at once.

use std::sync::{Arc, Barrier, mpsc};
use std::time::{Duration, Instant};

use super::*;

fn sample() -> StateFile {
    let mut file = StateFile::default();
    file.set(
        "8 queens |",
        Remembered {
            step: 120,
            all: Some(true),
            bookmarks: vec![(7, "第三行没有空列".into()), (13, String::new())],
            breaks: vec![Condition::Depth(5), Condition::Place { slot: 4, choice: 7 }],
            lang: Some(Lang::ZhTw),
            numbering: Some(Numbering::FromOne),
            order: None,
            panels: Some(Panels {
                tree: true,
                moments: false,
            }),
            code: Some("putQueen(x)".into()),
        },
    );
    file.set(
        "4×4 sudoku | 1000000000000000",
        Remembered {
            order: Some("mrv".into()),
            panels: Some(Panels::default()),
            code: Some(PSEUDO_CODE.into()),
            ..Remembered::default()
        },
    );
    file
}

/// The file's text, which the app writes in UTF-8.
fn text(file: &StateFile) -> String {
    String::from_utf8(file.print()).expect("UTF-8")
}

/// A state with only its step.
fn at(step: u64) -> Remembered {
    Remembered {
        step,
        ..Remembered::default()
    }
}

/// The step kept of the puzzle `key`, if it is kept.
fn step_of(file: &StateFile, key: &str) -> Option<u64> {
    file.get(key).map(|state| state.step)
}

/// Whether `bytes` hold `part` somewhere.
fn holds(bytes: &[u8], part: &[u8]) -> bool {
    bytes.windows(part.len()).any(|window| window == part)
}

/// The names in `folder`, sorted.
fn names(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(folder)
        .expect("listed")
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .into()
        })
        .collect();
    names.sort();
    names
}

/// The English of a message.
fn english(message: &Message) -> String {
    message.get(Lang::En).to_string()
}

/// What `work` gives, failing the test if it has not given it after a minute: a file
/// that makes the app wait would hold the test forever.
fn without_hanging<T: Send + 'static>(work: impl FnOnce() -> T + Send + 'static) -> T {
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = sender.send(work());
    });
    receiver
        .recv_timeout(Duration::from_secs(60))
        .expect("it returns rather than waiting")
}

#[test]
fn bookmarks_and_breakpoints_come_back_from_the_text() {
    let file = sample();
    let text = text(&file);
    assert!(text.starts_with("backtrack state 2\n"));
    assert!(text.contains("bookmark 7 第三行没有空列\n"));
    assert!(text.contains("break place 4:7\n"));
    let (read, damage) = StateFile::read(text.as_bytes());
    assert_eq!(damage, None);
    assert_eq!(read.puzzles, file.puzzles);
    assert_eq!(read.print(), file.print());
}

#[test]
fn the_view_comes_back_from_the_text() {
    let text = text(&sample());
    for line in [
        "lang zh-TW\n",
        "numbering 1\n",
        "panels tree\n",
        "code putQueen(x)\n",
        "order mrv\n",
        "panels none\n",
        "code pseudo-code\n",
    ] {
        assert!(text.contains(line), "{line}");
    }
    let (read, _) = StateFile::read(text.as_bytes());
    let sudoku = read.get("4×4 sudoku | 1000000000000000").expect("kept");
    assert_eq!(sudoku.order.as_deref(), Some("mrv"));
    assert_eq!(
        read.get("8 queens |").and_then(|q| q.lang),
        Some(Lang::ZhTw)
    );
}

#[test]
fn a_file_of_version_1_reads_as_it_did() {
    let text = "backtrack state 1\npuzzle 8 queens |\nstep 120\nall yes\n\
                bookmark 7 row 3 has no free column\nbreak depth=5\nend\n";
    let (file, damage) = StateFile::read(text.as_bytes());
    assert_eq!(damage, None);
    let queens = file.get("8 queens |").expect("kept");
    assert_eq!(
        queens,
        &Remembered {
            step: 120,
            all: Some(true),
            bookmarks: vec![(7, "row 3 has no free column".into())],
            breaks: vec![Condition::Depth(5)],
            ..Remembered::default()
        }
    );
    assert!(file.skipped().is_empty());
}

#[test]
fn a_line_it_cannot_read_is_kept_and_the_rest_read() {
    let text = text(&sample())
        .replace("step 120", "step many")
        .replace("lang zh-TW", "lang klingon")
        .replace("numbering 1\n", "numbering 1\nsparkles on\n");
    let (file, damage) = StateFile::read(text.as_bytes());
    assert_eq!(file.skipped(), [8, 14, 16]);
    assert_eq!(damage, Some(Damage::Skipped(vec![8, 14, 16])));
    let queens = file.get("8 queens |").expect("kept");
    assert_eq!((queens.step, queens.lang), (0, None));
    assert_eq!(queens.breaks.len(), 2);
    assert_eq!(queens.numbering, Some(Numbering::FromOne));
    let unread: Vec<&[u8]> = file.puzzles["8 queens |"]
        .unread
        .iter()
        .map(Vec::as_slice)
        .collect();
    assert_eq!(unread, [&b"step many"[..], b"lang klingon", b"sparkles on"]);
    let note = english(&Damage::Skipped(file.skipped().to_vec()).note(Path::new("state.txt")));
    assert_eq!(
        note,
        "the state file state.txt: lines 8, 14, 16 cannot be read: kept as written, the rest read"
    );
}

#[test]
fn damaged_texts_are_named_and_what_is_whole_is_read() {
    let text = text(&sample());
    assert_eq!(StateFile::read(b"").1, Some(Damage::Empty));
    assert_eq!(
        StateFile::read(b"backtrack state 7\nend\n").1,
        Some(Damage::Version("7".into()))
    );
    assert_eq!(StateFile::read(b"\x00\x01garbage").1, Some(Damage::Garbage));
    assert_eq!(
        StateFile::read(b"backtr\xffck state 2\nend\n").1,
        Some(Damage::Garbage)
    );
    // Cut in the middle of its last fact, `code putQueen(x)`: the rest of it is read.
    let (cut, damage) = StateFile::read(&text.as_bytes()[..text.len() - 10]);
    assert_eq!(damage, Some(Damage::Truncated));
    let queens = cut.get("8 queens |").expect("kept");
    assert_eq!((queens.step, queens.code.as_deref()), (120, None));
    assert_eq!(
        queens.panels,
        sample().get("8 queens |").expect("set").panels
    );
    assert!(cut.get("4×4 sudoku | 1000000000000000").is_some());
    // A fact before any puzzle belongs to none, and is kept at the top.
    let stray = text.replace("puzzle 4×4 sudoku | 1000000000000000\n", "");
    let (stray, _) = StateFile::read(stray.as_bytes());
    assert_eq!(stray.skipped(), (2..=5).collect::<Vec<_>>());
    let printed = String::from_utf8(stray.print()).expect("UTF-8");
    assert!(
        printed.starts_with("backtrack state 2\nstep 0\norder mrv\n"),
        "{printed}"
    );
}

#[test]
fn a_file_of_crlf_lines_reads_and_its_unread_lines_stay_as_they_were() {
    let (file, damage) =
        StateFile::read(b"backtrack state 2\r\npuzzle a\r\nstep 3\r\nglow 1\r\nend\r\n");
    assert_eq!(damage, Some(Damage::Skipped(vec![4])));
    assert_eq!(step_of(&file, "a"), Some(3));
    assert_eq!(
        file.print(),
        b"backtrack state 2\npuzzle a\nglow 1\r\nstep 3\nend\n"
    );
}

#[test]
fn no_note_says_ignored_of_a_file_that_is_then_written() {
    let path = Path::new("state.txt");
    for damage in [
        Damage::Empty,
        Damage::Version("3".into()),
        Damage::Truncated,
        Damage::Garbage,
        Damage::Skipped(vec![2]),
    ] {
        let note = english(&damage.note(path));
        assert!(!note.contains("ignored"), "{note}");
        assert!(!note.contains('\n'), "{note}");
    }
    assert_eq!(
        english(&Damage::Version("3".into()).note(path)),
        "the state file state.txt is of version 3: not read, and a copy is kept beside it \
         before it is replaced"
    );
    assert_eq!(
        english(&Damage::Unreadable("permission denied".into()).note(path)),
        "the state file state.txt cannot be read (permission denied): left as it is, and not \
         written"
    );
}

#[test]
fn a_file_is_saved_whole_and_loaded_back() {
    let folder = tempfile::tempdir().expect("a folder");
    let path = folder.path().join("deeper").join(FILE_NAME);
    assert_eq!(StateFile::load(&path), (StateFile::default(), None));
    let mut file = sample();
    assert_eq!(file.save(&path).expect("saved"), None);
    let (loaded, damage) = StateFile::load(&path);
    assert_eq!(damage, None);
    assert_eq!(loaded.puzzles, sample().puzzles);
    assert_eq!(fs::read(&path).expect("written"), sample().print());
    assert_eq!(
        names(&folder.path().join("deeper")),
        ["state.txt", "state.txt.lock"]
    );
}

#[cfg(unix)]
#[test]
fn a_save_with_nothing_new_writes_nothing() {
    use std::os::unix::fs::MetadataExt;
    let folder = tempfile::tempdir().expect("a folder");
    let path = folder.path().join(FILE_NAME);
    let inode = || fs::metadata(&path).expect("there").ino();
    let (mut file, _) = StateFile::load(&path);
    file.set("8 queens |", at(3));
    file.save(&path).expect("saved");
    let first = inode();
    // Nothing set since: nothing is read or written.
    assert_eq!(file.save(&path).expect("saved"), None);
    // Set again as it is: the file would not change, so it is not replaced.
    file.set("8 queens |", at(3));
    file.save(&path).expect("saved");
    assert_eq!(inode(), first);
    file.set("8 queens |", at(4));
    file.save(&path).expect("saved");
    assert_ne!(inode(), first);
    assert_eq!(step_of(&StateFile::load(&path).0, "8 queens |"), Some(4));
}

#[test]
fn a_puzzle_saved_once_is_not_put_back_over_a_later_save() {
    let folder = tempfile::tempdir().expect("a folder");
    let path = folder.path().join(FILE_NAME);
    let (mut one, _) = StateFile::load(&path);
    let (mut two, _) = StateFile::load(&path);
    one.set("p", at(1));
    one.save(&path).expect("saved");
    two.set("p", at(2));
    two.save(&path).expect("saved");
    // `one` leaves another puzzle: its `p` is the older one, and stays out.
    one.set("q", at(3));
    one.save(&path).expect("saved");
    let (file, _) = StateFile::load(&path);
    assert_eq!(
        (step_of(&file, "p"), step_of(&file, "q")),
        (Some(2), Some(3))
    );
    // After a save, a player holds what the file holds.
    assert_eq!(step_of(&one, "p"), Some(2));
}

#[test]
fn players_in_eight_threads_keep_every_puzzle() {
    let folder = tempfile::tempdir().expect("a folder");
    let path = folder.path().join(FILE_NAME);
    let mut before = StateFile::default();
    before.set("played before", at(99));
    before.save(&path).expect("saved");
    let loaded = Arc::new(Barrier::new(8));
    let players: Vec<_> = (0..8_u64)
        .map(|number| {
            let (path, loaded) = (path.clone(), Arc::clone(&loaded));
            std::thread::spawn(move || {
                let (mut file, damage) = StateFile::load(&path);
                assert_eq!(damage, None);
                // Every player has read the file before any of them saves.
                loaded.wait();
                file.set(&format!("puzzle {number}"), at(number));
                file.save(&path).expect("saved")
            })
        })
        .collect();
    for player in players {
        assert_eq!(player.join().expect("a player"), None);
    }
    let (file, damage) = StateFile::load(&path);
    assert_eq!(damage, None);
    for number in 0..8 {
        assert_eq!(step_of(&file, &format!("puzzle {number}")), Some(number));
    }
    assert_eq!(step_of(&file, "played before"), Some(99));
    assert_eq!(file.puzzles.len(), 9);
}

/// The variable that makes [`one_of_many_processes_saves_its_puzzle`] a player: the
/// state file it saves to.
const CHILD_FILE: &str = "BACKTRACK_STATE_TEST_FILE";
/// The variable with the number of the puzzle that player sets.
const CHILD_NUMBER: &str = "BACKTRACK_STATE_TEST_NUMBER";

/// Waits for `path` to be made, failing after two minutes rather than waiting for good.
fn wait_for(path: &Path) {
    let start = Instant::now();
    while !path.exists() {
        assert!(
            start.elapsed() < Duration::from_secs(120),
            "{} never came",
            path.display()
        );
        std::thread::sleep(Duration::from_millis(5));
    }
}

#[test]
#[ignore = "one player of players_in_eight_processes_keep_every_puzzle, which runs it"]
fn one_of_many_processes_saves_its_puzzle() {
    let (Some(path), Ok(number)) = (std::env::var_os(CHILD_FILE), std::env::var(CHILD_NUMBER))
    else {
        return;
    };
    let path = PathBuf::from(path);
    let signals = path.with_file_name("signals");
    let (mut file, damage) = StateFile::load(&path);
    assert_eq!(damage, None);
    fs::write(signals.join(format!("ready-{number}")), b"").expect("said");
    wait_for(&signals.join("go"));
    file.set(
        &format!("puzzle {number}"),
        at(number.parse().expect("a number")),
    );
    file.save(&path).expect("saved");
}

#[test]
fn players_in_eight_processes_keep_every_puzzle() {
    let folder = tempfile::tempdir().expect("a folder");
    let path = folder.path().join(FILE_NAME);
    let signals = folder.path().join("signals");
    fs::create_dir(&signals).expect("a folder");
    let me = std::env::current_exe().expect("the tests' program");
    // The test's name as the harness knows it: its module path without the crate's name.
    let module = module_path!().split_once("::").expect("a module path").1;
    let name = format!("{module}::one_of_many_processes_saves_its_puzzle");
    let mut players: Vec<_> = (0..8)
        .map(|number| {
            std::process::Command::new(&me)
                .args([name.as_str(), "--exact", "--ignored", "--test-threads=1"])
                .env(CHILD_FILE, &path)
                .env(CHILD_NUMBER, number.to_string())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn()
                .expect("a player")
        })
        .collect();
    for number in 0..8 {
        wait_for(&signals.join(format!("ready-{number}")));
    }
    // Every player has read the file (there was none) before any of them saves.
    fs::write(signals.join("go"), b"").expect("said");
    let start = Instant::now();
    for player in &mut players {
        let status = loop {
            match player.try_wait().expect("a status") {
                Some(status) => break status,
                None if start.elapsed() > Duration::from_secs(120) => {
                    let _ = player.kill();
                    panic!("a player never ended");
                }
                None => std::thread::sleep(Duration::from_millis(10)),
            }
        };
        assert!(status.success(), "a player failed: {status}");
    }
    let (file, damage) = StateFile::load(&path);
    assert_eq!(damage, None);
    for number in 0..8 {
        assert_eq!(step_of(&file, &format!("puzzle {number}")), Some(number));
    }
    assert_eq!(file.puzzles.len(), 8);
}

/// Writes `original` as the state file in a folder of its own, loads it, sets the puzzle
/// `new` and saves: the folder, what the load said, and what the save said.
fn saved_over(original: &[u8]) -> (tempfile::TempDir, Option<Damage>, Option<Message>) {
    let folder = tempfile::tempdir().expect("a folder");
    let path = folder.path().join(FILE_NAME);
    fs::write(&path, original).expect("written");
    let (mut file, damage) = StateFile::load(&path);
    file.set("new", at(7));
    let note = file.save(&path).expect("saved");
    let (saved, again) = StateFile::load(&path);
    assert_eq!(step_of(&saved, "new"), Some(7));
    assert!(!matches!(again, Some(Damage::Truncated)), "{again:?}");
    (folder, damage, note)
}

#[test]
fn a_line_with_a_byte_that_is_not_utf8_costs_only_that_line_and_is_written_back() {
    let original = b"backtrack state 2\npuzzle 8 queens |\nstep 5\nbookmark 3 caf\xe9\n\
                     lang en\nend\n";
    let (folder, damage, note) = saved_over(original);
    assert_eq!(damage, Some(Damage::Skipped(vec![4])));
    assert_eq!(note, None);
    let path = folder.path().join(FILE_NAME);
    let bytes = fs::read(&path).expect("written");
    assert!(
        holds(
            &bytes,
            b"puzzle 8 queens |\nbookmark 3 caf\xe9\nstep 5\nlang en\n"
        ),
        "{}",
        String::from_utf8_lossy(&bytes)
    );
    let (file, damage) = StateFile::load(&path);
    assert_eq!(damage, Some(Damage::Skipped(vec![3])));
    let queens = file.get("8 queens |").expect("kept");
    assert_eq!((queens.step, queens.lang), (5, Some(Lang::En)));
    assert_eq!(names(folder.path()), ["state.txt", "state.txt.lock"]);
}

#[test]
fn facts_it_does_not_know_are_written_back_in_their_puzzle() {
    let original = b"backtrack state 2\ncolour blue\npuzzle 8 queens |\nstep many\n\
                     sparkles on\nlang klingon\nstep 5\nend\n";
    let (folder, damage, note) = saved_over(original);
    assert_eq!(damage, Some(Damage::Skipped(vec![2, 4, 5, 6])));
    assert_eq!(note, None);
    let path = folder.path().join(FILE_NAME);
    let kept = "backtrack state 2\ncolour blue\npuzzle 8 queens |\nstep many\nsparkles on\n\
                lang klingon\nstep 5\npuzzle new\nstep 7\nend\n";
    assert_eq!(fs::read_to_string(&path).expect("written"), kept);
    // Set again, the puzzle's step and language are written anew in place of the lines
    // it could not read; the fact it does not know stays.
    let (mut file, _) = StateFile::load(&path);
    file.set(
        "8 queens |",
        Remembered {
            step: 6,
            lang: Some(Lang::Zh),
            ..Remembered::default()
        },
    );
    file.save(&path).expect("saved");
    let kept = "backtrack state 2\ncolour blue\npuzzle 8 queens |\nsparkles on\nstep 6\n\
                lang zh-CN\npuzzle new\nstep 7\nend\n";
    assert_eq!(fs::read_to_string(&path).expect("written"), kept);
}

#[test]
fn a_file_of_another_version_is_kept_beside_and_a_second_never_replaces_the_first() {
    let first = b"backtrack state 3\npuzzle 8 queens |\nstep 5\nglow 2\nend\n";
    let (folder, damage, note) = saved_over(first);
    assert_eq!(damage, Some(Damage::Version("3".into())));
    let path = folder.path().join(FILE_NAME);
    let old = folder.path().join("state.txt.old");
    assert_eq!(fs::read(&old).expect("kept"), first);
    assert_eq!(
        english(&note.expect("a note")),
        format!(
            "the state file {} was not read whole: it is kept as {}, and written anew",
            path.display(),
            old.display()
        )
    );
    let second = b"backtrack state 4\npuzzle 8 queens |\nstep 9\nend\n";
    fs::write(&path, second).expect("written");
    let (mut file, damage) = StateFile::load(&path);
    assert_eq!(damage, Some(Damage::Version("4".into())));
    file.set("newer", at(1));
    let note = english(&file.save(&path).expect("saved").expect("a note"));
    assert!(
        note.ends_with("state.txt-2.old, and written anew"),
        "{note}"
    );
    assert_eq!(fs::read(&old).expect("kept"), first);
    assert_eq!(
        fs::read(folder.path().join("state.txt-2.old")).expect("kept"),
        second
    );
    // Once written, the file reads whole: the next save keeps no copy.
    file.set("newer", at(2));
    assert_eq!(file.save(&path).expect("saved"), None);
    assert_eq!(
        names(folder.path()),
        [
            "state.txt",
            "state.txt-2.old",
            "state.txt.lock",
            "state.txt.old"
        ]
    );
}

#[test]
fn a_file_cut_short_gives_its_puzzles_and_is_kept_beside() {
    let original = b"backtrack state 2\npuzzle 4 queens |\nstep 5\npuzzle 8 queens |\nstep 9\n\
                     bookmark 2 cut in the mid";
    let (folder, damage, note) = saved_over(original);
    assert_eq!(damage, Some(Damage::Truncated));
    assert!(note.is_some());
    let old = fs::read(folder.path().join("state.txt.old")).expect("kept");
    assert_eq!(old, original);
    let (file, damage) = StateFile::load(&folder.path().join(FILE_NAME));
    assert_eq!(damage, None);
    assert_eq!(step_of(&file, "4 queens |"), Some(5));
    let queens = file.get("8 queens |").expect("kept");
    assert_eq!((queens.step, queens.bookmarks.len()), (9, 0));
}

#[test]
fn a_file_that_does_not_start_as_one_is_kept_beside() {
    let original = b"\x00\x01 not a state file\n";
    let (folder, damage, note) = saved_over(original);
    assert_eq!(damage, Some(Damage::Garbage));
    assert!(note.is_some());
    let old = fs::read(folder.path().join("state.txt.old")).expect("kept");
    assert_eq!(old, original);
}

#[test]
fn an_empty_file_is_written_with_nothing_to_keep() {
    let (folder, damage, note) = saved_over(b"");
    assert_eq!(damage, Some(Damage::Empty));
    assert_eq!(note, None);
    assert_eq!(names(folder.path()), ["state.txt", "state.txt.lock"]);
}

/// Loads and saves at `path`, where something the app cannot read stands: the load says
/// `why`, and the save refuses, saying it too.
fn never_replaced(path: &Path, why: &str) {
    let owned = path.to_path_buf();
    let (mut file, damage) = without_hanging(move || StateFile::load(&owned));
    assert_eq!(damage, Some(Damage::Unreadable(why.into())));
    file.set("new", at(7));
    let owned = path.to_path_buf();
    let (saved, file) = without_hanging(move || {
        let mut file = file;
        let saved = file
            .save(&owned)
            .map(|_| ())
            .map_err(|error| error.to_string());
        (saved, file)
    });
    let error = saved.expect_err("refused");
    assert!(
        error.contains(why) && error.ends_with("not replaced"),
        "{error}"
    );
    // What was set is still to be saved.
    assert_eq!(file.pending.len(), 1);
}

#[test]
fn a_folder_or_a_file_over_the_cap_is_never_replaced() {
    let folder = tempfile::tempdir().expect("a folder");
    let path = folder.path().join(FILE_NAME);
    fs::create_dir(&path).expect("a folder");
    never_replaced(&path, "a folder, not a regular file");
    assert!(path.is_dir());
    fs::remove_dir(&path).expect("removed");
    let large = vec![b'x'; CAP as usize + 1];
    fs::write(&path, &large).expect("written");
    never_replaced(&path, &format!("larger than {CAP} bytes"));
    assert_eq!(fs::read(&path).expect("kept"), large);
}

#[cfg(unix)]
#[test]
fn a_named_pipe_in_its_place_neither_holds_the_app_up_nor_is_replaced() {
    use std::os::unix::fs::FileTypeExt;
    let folder = tempfile::tempdir().expect("a folder");
    let path = folder.path().join(FILE_NAME);
    rustix::fs::mknodat(
        rustix::fs::CWD,
        &path,
        rustix::fs::FileType::Fifo,
        rustix::fs::Mode::RUSR | rustix::fs::Mode::WUSR,
        0,
    )
    .expect("a named pipe");
    never_replaced(&path, "a named pipe, not a regular file");
    let kind = fs::symlink_metadata(&path).expect("there").file_type();
    assert!(kind.is_fifo());
}

#[cfg(unix)]
#[test]
fn a_file_it_may_not_read_is_never_replaced() {
    use std::os::unix::fs::PermissionsExt;
    let folder = tempfile::tempdir().expect("a folder");
    let path = folder.path().join(FILE_NAME);
    let original = text(&sample());
    fs::write(&path, &original).expect("written");
    fs::set_permissions(&path, fs::Permissions::from_mode(0o000)).expect("made unreadable");
    // An administrator reads it all the same: there is nothing to see then.
    if fs::read(&path).is_err() {
        never_replaced(&path, "permission denied");
    }
    fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).expect("made readable");
    assert_eq!(fs::read_to_string(&path).expect("kept"), original);
}

#[cfg(unix)]
#[test]
fn a_link_in_its_place_is_neither_read_nor_written_through() {
    let folder = tempfile::tempdir().expect("a folder");
    let elsewhere = folder.path().join("elsewhere.txt");
    fs::write(&elsewhere, sample().print()).expect("written");
    let path = folder.path().join(FILE_NAME);
    std::os::unix::fs::symlink(&elsewhere, &path).expect("a link");
    assert_eq!(
        StateFile::load(&path),
        (StateFile::default(), Some(Damage::Link))
    );
    let mut file = sample();
    let error = file.save(&path).expect_err("refused").to_string();
    assert!(
        error.ends_with("is a symbolic link; not replaced"),
        "{error}"
    );
    assert_eq!(fs::read(&elsewhere).expect("kept"), sample().print());
    assert!(fs::symlink_metadata(&path).expect("there").is_symlink());
}

#[cfg(unix)]
#[test]
fn a_link_in_the_place_of_the_lock_is_not_followed() {
    let folder = tempfile::tempdir().expect("a folder");
    let path = folder.path().join(FILE_NAME);
    let elsewhere = folder.path().join("elsewhere");
    std::os::unix::fs::symlink(&elsewhere, folder.path().join("state.txt.lock")).expect("a link");
    let mut file = sample();
    let error = format!("{:#}", file.save(&path).expect_err("refused"));
    assert!(error.contains("a symbolic link"), "{error}");
    assert!(!elsewhere.exists());
    assert!(!path.exists());
}
