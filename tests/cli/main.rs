//! The command line as scripts see it, each command run as a process: output formats,
//! counts, exit statuses and error lines; the input files and their limits; the man pages,
//! the shells' completions and the presets' list; the files `export -o` and `record -o`
//! write, and what `export` and `record` draw, checked against the app's own screen.
//!
//! The modules share one test binary, so that the crate is linked once for all of them.

#[path = "../common/mod.rs"]
mod common;

mod built_in_lessons;
mod commands;
mod compare;
mod counts;
mod doc_examples;
mod doc_links;
mod errors;
mod export;
mod graph_colouring_cli;
mod input;
mod man_pages;
mod pictures;
mod presets_list;
mod puzzle_index;
mod safe_files;

/// The number after `name=` in a `--stats` line.
pub(crate) fn stat(stderr: &str, name: &str) -> u64 {
    let field = stderr
        .split_whitespace()
        .find_map(|f| f.strip_prefix(&format!("{name}=")))
        .unwrap_or_else(|| panic!("no {name}= in {stderr:?}"));
    field.parse().expect("a whole number")
}

/// Runs `backtrack args…` with standard error on /dev/full, where every write fails.
#[cfg(target_os = "linux")]
pub(crate) fn run_with_full_stderr(args: &[&str]) -> std::process::Output {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .expect("/dev/full opens");
    std::process::Command::new(env!("CARGO_BIN_EXE_backtrack"))
        .args(args)
        .stderr(full)
        .output()
        .expect("the binary runs")
}

/// Runs `backtrack args…` with standard output as `stdout`, returning the status and the
/// standard error.
#[cfg(unix)]
pub(crate) fn run_with_stdout(args: &[&str], stdout: std::process::Stdio) -> (Option<i32>, String) {
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_backtrack"))
        .args(args)
        .stdout(stdout)
        .stderr(std::process::Stdio::piped())
        .output()
        .expect("the binary runs");
    let err = String::from_utf8_lossy(&output.stderr).into_owned();
    (output.status.code(), err)
}
