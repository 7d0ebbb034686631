//! Every console example of the documents is what the program prints now: each
//! ```` ```console ```` block of README.md, README.zh.md and docs/*.md is run, line by
//! line, through the binary.
//!
//! The rules, so that a block reads as a terminal shows it and stays checkable:
//!
//! - a line `$ backtrack ARGUMENTS…` is a command; the lines under it, up to the next
//!   `$` line or the block's end, are what it prints, standard output then standard
//!   error, blank lines at the end of either left out;
//! - the arguments are split at blanks and run without a shell, so they take no quotes,
//!   no variables and no redirection; a trailing `| head -N` keeps the first N lines;
//! - the commands run in the crate's folder (so `assets/…` names its files), in English
//!   and UTF-8 unless they say `--lang`, with a state folder of their own;
//! - what changes from run to run is a time, and only where a rule says so: the number
//!   after `elapsed_ms=` (the `--stats` line), and the last column of each line of
//!   `compare … --count` (its `elapsed_ms`), match any number.
//!
//! Examples whose output is not the same from run to run otherwise belong in
//! ```` ```sh ```` or ```` ```text ```` blocks, which are not run.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// One command of a console block and what it prints.
struct Example {
    /// Where it is written, for the failure's message.
    place: String,
    /// The arguments after `backtrack`.
    arguments: Vec<String>,
    /// `| head -N`: the lines kept.
    head: Option<usize>,
    /// The lines under it.
    expected: Vec<String>,
}

/// The documents whose console blocks are checked: the two front pages and every
/// Markdown file under docs/.
pub(crate) fn documents(root: &Path) -> Vec<PathBuf> {
    let mut files = vec![root.join("README.md"), root.join("README.zh.md")];
    let mut docs: Vec<PathBuf> = fs::read_dir(root.join("docs"))
        .expect("docs/ is there")
        .map(|entry| entry.expect("a folder entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "md"))
        .collect();
    docs.sort();
    files.extend(docs);
    files
}

/// The examples of the console blocks of `text`, the document `name`.
fn examples(name: &str, text: &str) -> Vec<Example> {
    let mut found = Vec::new();
    let mut in_console = false;
    let mut in_other = false;
    for (number, line) in text.lines().enumerate() {
        let fence = line.trim_start().starts_with("```");
        if in_console {
            if fence {
                in_console = false;
            } else if let Some(command) = line.strip_prefix("$ ") {
                found.push(example(format!("{name}:{}", number + 1), command));
            } else {
                let last: &mut Example = found
                    .last_mut()
                    .unwrap_or_else(|| panic!("{name}:{}: output before a `$` line", number + 1));
                last.expected.push(line.to_owned());
            }
        } else if in_other {
            in_other = !fence;
        } else if fence {
            let info = line.trim_start().trim_start_matches('`').trim();
            in_console = info == "console";
            in_other = !in_console;
        }
    }
    for example in &mut found {
        trim_end(&mut example.expected);
    }
    found
}

/// The example of the command line `command` (after `$ `), written at `place`.
fn example(place: String, command: &str) -> Example {
    let (command, head) = match command.split_once(" | ") {
        Some((command, pipe)) => {
            let count = pipe
                .strip_prefix("head -")
                .and_then(|n| n.trim().parse().ok())
                .unwrap_or_else(|| panic!("{place}: only `| head -N` may follow a command"));
            (command, Some(count))
        }
        None => (command, None),
    };
    let mut words = command.split_whitespace().map(str::to_owned);
    assert_eq!(
        words.next().as_deref(),
        Some("backtrack"),
        "{place}: a console example runs `backtrack`"
    );
    let arguments: Vec<String> = words.collect();
    assert!(
        !arguments
            .iter()
            .any(|word| word.contains(['"', '\'', '<', '>', '$', '|'])),
        "{place}: a console example takes no quotes, variables or redirection"
    );
    Example {
        place,
        arguments,
        head,
        expected: Vec::new(),
    }
}

/// `lines` without the blank lines at their end.
fn trim_end(lines: &mut Vec<String>) {
    while lines.last().is_some_and(|line| line.trim().is_empty()) {
        lines.pop();
    }
}

/// What `example` prints now, as its block shows it.
fn run(root: &Path, example: &Example) -> Vec<String> {
    let output = Command::new(env!("CARGO_BIN_EXE_backtrack"))
        .current_dir(root)
        .env_remove("NO_COLOR")
        .env_remove("LC_ALL")
        .env_remove("LC_CTYPE")
        .env_remove("LC_MESSAGES")
        .env_remove("BACKTRACK_LANG")
        .env("LANG", "C.UTF-8")
        .env(
            "BACKTRACK_STATE_DIR",
            Path::new(env!("CARGO_TARGET_TMPDIR")).join("doc-examples-state"),
        )
        .args(&example.arguments)
        .output()
        .expect("the binary runs");
    let text = |bytes: Vec<u8>| {
        let mut lines: Vec<String> = String::from_utf8(bytes)
            .expect("UTF-8 output")
            .lines()
            .map(str::to_owned)
            .collect();
        trim_end(&mut lines);
        lines
    };
    let mut lines = text(output.stdout);
    if let Some(count) = example.head {
        lines.truncate(count);
    } else {
        lines.extend(text(output.stderr));
    }
    lines
}

/// Whether the line `got` is the line `expected` of `example`, by the rules above.
fn matches(example: &Example, expected: &str, got: &str) -> bool {
    if expected == got {
        return true;
    }
    let is_number = |word: &str| !word.is_empty() && word.parse::<f64>().is_ok();
    let timed_compare = example.arguments.first().is_some_and(|c| c == "compare")
        && example.arguments.iter().any(|a| a == "--count");
    let (expected_words, got_words): (Vec<&str>, Vec<&str>) =
        (expected.split(' ').collect(), got.split(' ').collect());
    if expected_words.len() != got_words.len() {
        return false;
    }
    let last = expected_words.len() - 1;
    expected_words
        .iter()
        .zip(&got_words)
        .enumerate()
        .all(|(index, (want, have))| {
            if want == have {
                return true;
            }
            if let (Some(want), Some(have)) = (
                want.strip_prefix("elapsed_ms="),
                have.strip_prefix("elapsed_ms="),
            ) {
                return is_number(want) && is_number(have);
            }
            timed_compare && index == last && is_number(want) && is_number(have)
        })
}

#[test]
fn every_console_example_prints_what_it_shows() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut checked = 0;
    let mut wrong = Vec::new();
    for path in documents(root) {
        let name = path
            .strip_prefix(root)
            .expect("in the crate")
            .display()
            .to_string();
        let text = fs::read_to_string(&path).expect("a document");
        for example in examples(&name, &text) {
            let got = run(root, &example);
            let same = got.len() == example.expected.len()
                && example
                    .expected
                    .iter()
                    .zip(&got)
                    .all(|(want, have)| matches(&example, want, have));
            if !same {
                wrong.push(format!(
                    "{}: `backtrack {}` prints\n{}\nnot\n{}",
                    example.place,
                    example.arguments.join(" "),
                    got.join("\n"),
                    example.expected.join("\n")
                ));
            }
            checked += 1;
        }
    }
    assert!(checked >= 10, "only {checked} console examples found");
    assert!(wrong.is_empty(), "{}", wrong.join("\n\n"));
}

#[test]
fn the_rules_match_a_time_and_nothing_else() {
    let stats = example("here".into(), "backtrack solve queens 8 --count --stats");
    let line = "placements=2056 removals=2056 solutions=92 max_depth=8 elapsed_ms=0.090";
    assert!(matches(
        &stats,
        line,
        "placements=2056 removals=2056 solutions=92 max_depth=8 elapsed_ms=12.5"
    ));
    assert!(!matches(
        &stats,
        line,
        "placements=2057 removals=2056 solutions=92 max_depth=8 elapsed_ms=0.090"
    ));
    assert!(!matches(
        &stats,
        line,
        "placements=2056 removals=2056 solutions=92 max_depth=8 elapsed_ms=soon"
    ));
    let compare = example(
        "here".into(),
        "backtrack compare sudoku --preset 9x9-a4 --count",
    );
    assert!(matches(
        &compare,
        "cover 415 355 1 60 0.373",
        "cover 415 355 1 60 1.2"
    ));
    assert!(!matches(
        &compare,
        "cover 415 355 1 60 0.373",
        "cover 502 442 1 60 0.373"
    ));
    // The last column of another command is not a time.
    let solve = example(
        "here".into(),
        "backtrack solve permutations 3 --format line",
    );
    assert!(!matches(&solve, "1 2 3", "1 2 4"));
    let head = example("here".into(), "backtrack trace queens 4 | head -6");
    assert_eq!(head.head, Some(6));
    assert_eq!(head.arguments, ["trace", "queens", "4"]);
}
