//! What `export -o` and `record -o` write, and nothing else: links planted in the folder
//! lead nowhere, a symbolic link is never replaced, a replaced file keeps its permissions,
//! `-o -` is standard output, and `record` refuses what is too long before writing. And
//! what the app reads by itself from the puzzle folder: a named pipe or a device is listed
//! with why it is not read, never waited on or read without end.

use crate::common;

use std::fs;
use std::path::Path;

use common::{names, run};

/// A fresh empty directory for one test.
fn scratch(name: &str) -> common::Scratch {
    common::scratch("safe", name)
}

fn export_svg(output: &Path) -> (String, String, i32) {
    run(&[
        "export",
        "queens",
        "4",
        "--step",
        "5",
        "--format",
        "svg",
        "-o",
        output.to_str().unwrap(),
    ])
}

#[cfg(unix)]
#[test]
fn links_planted_at_guessable_temporary_names_redirect_nothing() {
    let dir = scratch("planted");
    let victim = dir.join("victim");
    fs::write(&victim, "precious").expect("a victim");
    // The names the writer once used, `.NAME.PID.part`, for the PIDs about to be given.
    let me = std::process::id();
    for pid in me..me + 2000 {
        for name in ["slide.svg", "q.cast"] {
            std::os::unix::fs::symlink(&victim, dir.join(format!(".{name}.{pid}.part")))
                .expect("a link");
        }
    }
    let (_, err, code) = export_svg(&dir.join("slide.svg"));
    assert_eq!(code, 0, "{err}");
    let cast = dir.join("q.cast");
    let (_, err, code) = run(&[
        "record",
        "queens",
        "4",
        "--to",
        "3",
        "-o",
        cast.to_str().unwrap(),
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(fs::read_to_string(&victim).expect("there"), "precious");
    assert!(
        fs::read_to_string(dir.join("slide.svg"))
            .expect("written")
            .starts_with("<svg")
    );
    assert_eq!(
        names(&dir).len(),
        4003,
        "the links, the victim and the two files"
    );
    fs::remove_dir_all(dir).expect("cleaned");
}

#[cfg(unix)]
#[test]
fn a_symbolic_link_as_the_output_is_refused_and_its_file_untouched() {
    let dir = scratch("link");
    let victim = dir.join("victim");
    fs::write(&victim, "precious").expect("a victim");
    let link = dir.join("slide.svg");
    std::os::unix::fs::symlink(&victim, &link).expect("a link");
    let (_, err, code) = export_svg(&link);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        format!(
            "error: {}: is a symbolic link; not replaced\n",
            link.display()
        )
    );
    let (_, err, code) = run(&[
        "record",
        "queens",
        "4",
        "--to",
        "3",
        "-o",
        link.to_str().unwrap(),
    ]);
    assert_eq!((code, err.lines().count()), (2, 1), "{err}");
    assert_eq!(fs::read_to_string(&victim).expect("there"), "precious");
    assert!(fs::symlink_metadata(&link).expect("there").is_symlink());
    assert_eq!(names(&dir), ["slide.svg", "victim"], "nothing left behind");
    // A link to a device is written through, as the device itself is.
    let null = dir.join("null");
    std::os::unix::fs::symlink("/dev/null", &null).expect("a link");
    let (_, err, code) = export_svg(&null);
    assert_eq!(code, 0, "{err}");
    assert!(fs::symlink_metadata(&null).expect("there").is_symlink());
    fs::remove_dir_all(dir).expect("cleaned");
}

#[cfg(unix)]
#[test]
fn a_replaced_file_keeps_its_mode_and_the_replacement_is_said() {
    use std::os::unix::fs::PermissionsExt;
    let dir = scratch("mode");
    let path = dir.join("slide.svg");
    fs::write(&path, "old").expect("written");
    fs::set_permissions(&path, fs::Permissions::from_mode(0o600)).expect("mode");
    let (_, err, code) = export_svg(&path);
    assert_eq!(code, 0, "{err}");
    assert_eq!(err, format!("replaced {}\n", path.display()));
    let mode = fs::metadata(&path).expect("there").permissions().mode();
    assert_eq!(mode & 0o777, 0o600);
    assert!(
        fs::read_to_string(&path)
            .expect("there")
            .starts_with("<svg")
    );
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn a_name_of_255_bytes_is_written() {
    let dir = scratch("long");
    let name = format!("{}.svg", "s".repeat(251));
    let (_, err, code) = export_svg(&dir.join(&name));
    assert_eq!(code, 0, "{err}");
    assert_eq!(names(&dir), [name]);
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn dash_is_standard_output_for_export_and_record() {
    let dir = scratch("dash");
    let (out, err, code) = run(&["export", "queens", "4", "--step", "5", "-o", "-"]);
    assert_eq!(code, 0, "{err}");
    let (plain, _, _) = run(&["export", "queens", "4", "--step", "5"]);
    assert_eq!(out, plain);
    let (out, err, code) = run(&["record", "queens", "4", "--to", "3", "-o", "-"]);
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("{\"version\": 2"), "{out}");
    // Steps 0 to 3: four frames after the header.
    assert_eq!(out.lines().count(), 5);
    assert!(!Path::new("-").exists(), "no file named -");
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn record_refuses_more_frames_than_allowed_before_writing() {
    let dir = scratch("limit");
    let cast = dir.join("q.cast");
    let cast = cast.to_str().unwrap();
    // 13-queens' whole run is millions of steps.
    let (_, err, code) = run(&["record", "queens", "13", "-o", cast]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "error: the recording would be over 100000 frames; give --max-frames N to allow more, \
         or a nearer --to\n"
    );
    // 4-queens' whole run is steps 0 to 34 (seed 000): 35 frames.
    let (_, err, code) = run(&["record", "queens", "4", "--max-frames", "34", "-o", cast]);
    assert_eq!((code, err.lines().count()), (2, 1), "{err}");
    assert!(err.contains("over 34 frames"), "{err}");
    assert!(names(&dir).is_empty(), "nothing written");
    let (_, err, code) = run(&["record", "queens", "4", "--max-frames", "35", "-o", cast]);
    assert_eq!(code, 0, "{err}");
    let text = fs::read_to_string(cast).expect("written");
    assert_eq!(text.lines().count(), 36);
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn record_stops_counting_at_its_timeout_with_status_3_and_nothing_written() {
    let dir = scratch("timeout");
    let cast = dir.join("q.cast");
    let (_, err, code) = run(&[
        "record",
        "queens",
        "64",
        "--max-frames",
        "1000000000000",
        "--timeout",
        "0.5",
        "-o",
        cast.to_str().unwrap(),
    ]);
    assert_eq!(code, 3, "{err}");
    assert!(err.starts_with("stopped: --timeout 0.5 reached"), "{err}");
    assert!(names(&dir).is_empty(), "nothing written");
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn fps_is_taken_from_a_tenth_to_240() {
    let dir = scratch("fps");
    let cast = dir.join("q.cast");
    let cast = cast.to_str().unwrap();
    for bad in ["1e-300", "0.05", "241", "NaN"] {
        let (_, err, code) = run(&["record", "queens", "4", "--fps", bad, "-o", cast]);
        assert_eq!((code, err.lines().count()), (2, 1), "{bad}: {err}");
        assert!(err.contains("from 0.1 to 240"), "{err}");
    }
    assert!(names(&dir).is_empty(), "nothing written");
    let (_, err, code) = run(&[
        "record", "queens", "4", "--to", "1", "--fps", "0.1", "-o", cast,
    ]);
    assert_eq!(code, 0, "{err}");
    let text = fs::read_to_string(cast).expect("written");
    assert!(
        text.lines()
            .nth(2)
            .expect("a second frame")
            .starts_with("[10.000000, ")
    );
    fs::remove_dir_all(dir).expect("cleaned");
}

/// A named pipe (no writer will come), a link to the endless `/dev/zero`, and a sudoku
/// whose name holds the Latin-1 byte 0xE9, not UTF-8: the listing comes back at once, the
/// pipe and the device refused with their reasons, the sudoku read through its own name.
#[cfg(target_os = "linux")]
#[test]
fn the_puzzle_folder_lists_pipes_and_devices_without_reading_them() {
    use std::os::unix::ffi::OsStrExt;
    use std::sync::mpsc;
    use std::time::Duration;

    use backtrack::app::screens::puzzle_folder::{self, About};
    let dir = scratch("folder");
    rustix::fs::mknodat(
        rustix::fs::CWD,
        dir.join("pipe.txt"),
        rustix::fs::FileType::Fifo,
        rustix::fs::Mode::RUSR | rustix::fs::Mode::WUSR,
        0,
    )
    .expect("a named pipe");
    std::os::unix::fs::symlink("/dev/zero", dir.join("zero.txt")).expect("a link");
    let latin1 = dir.join(std::ffi::OsStr::from_bytes(b"caf\xe9.txt"));
    fs::write(&latin1, include_str!("../../assets/4x4-a1.txt")).expect("written");
    let (sent, listing) = mpsc::channel();
    let folder = dir.to_path_buf();
    // Each file's name, path, and its kind and line or why it is not read: a board stays on
    // the thread that read it.
    std::thread::spawn(move || {
        let listed = puzzle_folder::list(&folder).map(|listed| {
            let told = |l: puzzle_folder::Listed| {
                let found = l.found.map(|found| (found.problem, found.about));
                (l.name, l.path, found)
            };
            listed.into_iter().map(told).collect::<Vec<_>>()
        });
        sent.send(listed)
    });
    let listed = listing
        .recv_timeout(Duration::from_secs(30))
        .expect("the listing comes back")
        .expect("a folder");
    let names: Vec<&str> = listed.iter().map(|(name, _, _)| name.as_str()).collect();
    assert_eq!(names, ["caf\u{fffd}.txt", "pipe.txt", "zero.txt"]);
    let found: Vec<_> = listed.iter().map(|(_, _, found)| found.clone()).collect();
    assert_eq!(
        found,
        [
            Ok(("sudoku", About::Comment("4×4 A1".to_owned()))),
            Err("a named pipe, not a puzzle file".to_owned()),
            Err("a device, not a puzzle file".to_owned()),
        ]
    );
    assert_eq!(listed[0].1, latin1, "the sudoku's own name");
    fs::remove_dir_all(dir).expect("cleaned");
}
