//! The app's words are in the catalogue (`assets/i18n/`), not in its code.
//!
//! Reads every source file of `src/app/` (its tests left out) and looks at each string
//! literal: none may hold a Chinese character, and none may hold English words (two in a
//! row) unless it is code the screen quotes (a line of pseudo-code or of a tutorial, the
//! code around a message's words), an invariant's `BUG:` message, or one of the few
//! places listed below, each with why its words are not the catalogue's.

use std::fs;
use std::path::{Path, PathBuf};

/// Files whose English literals are not words of the screens, and why.
const ENGLISH_KEPT: &[(&str, &str)] = &[
    // The command line's `error:` lines are English in every language, as `--help` is:
    // these files word the errors of `export`, `record` and the files they write.
    ("files/staged_file.rs", "errors of the files written"),
    ("files/free_name.rs", "errors of the files written"),
    ("files/export/recording.rs", "errors of the files written"),
    ("files/export/html.rs", "the HTML page's markup"),
    ("input/target.rs", "errors of `--step`, `--from` and `--to`"),
    (
        "screens/player/mod.rs",
        "errors of a step `export` cannot reach",
    ),
    (
        "screens/comparison.rs",
        "errors of a step `export` cannot reach",
    ),
    ("screens/stack.rs", "errors of a step `export` cannot reach"),
    // A puzzle file's fault is told in the words of the readers `solve` uses.
    (
        "screens/puzzle_folder.rs",
        "the faults of the puzzle files, as the readers word theirs",
    ),
    (
        "problems/subset_sum/editor/puzzle_file.rs",
        "the faults of a subset-sum file, as the readers word theirs",
    ),
    // Why a file the app opens by itself was not read, as the readers word theirs.
    (
        "files/regular_file.rs",
        "the faults of the files the app reads by itself",
    ),
    ("runtime/terminal.rs", "an error of the terminal's set-up"),
    ("runtime/signals.rs", "a thread's name"),
    // The state file's own lines, why it is not written (as the files written word
    // theirs), and the command line's note when it cannot be written.
    (
        "files/state_file.rs",
        "the lines of the state file, and why it is not written",
    ),
    (
        "mod.rs",
        "the note on standard error when the state file cannot be written",
    ),
    // A lesson file's mistakes, told by `lesson --check` as the command line's errors are,
    // and a caption for a bookmark that has none, in the lesson's file.
    ("screens/lesson/mod.rs", "errors of a lesson file"),
    ("screens/lesson/open.rs", "errors of a lesson file"),
    (
        "screens/lesson/save.rs",
        "errors of the lesson file written",
    ),
    // Shown when Chinese cannot be drawn: English is all that terminal can show.
    ("words/lang.rs", "the note that Chinese cannot be drawn"),
    // ASCII spellings of symbols for terminals without Unicode (`∉` as `not in`).
    ("widgets/text.rs", "ASCII spellings of symbols"),
];

/// Code the screens quote that is not on a line of code: what a tutorial's program prints
/// (`set state`), the code after a message's words, and the calls the stack shows at a
/// solution as a tutorial's code writes them.
const QUOTED_CODE: &[&str] = &[
    "set state",
    "reset state",
    "{}: return true",
    "backtracking(board): return true",
    "Solve(i, j): Print(); return true",
];

/// Every `.rs` file under `dir`, but the tests' own.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(path) = todo.pop() {
        if path.is_dir() {
            let entries = fs::read_dir(&path).expect("a readable folder");
            todo.extend(entries.map(|entry| entry.expect("an entry").path()));
            continue;
        }
        let name = path.file_name().unwrap_or_default().to_string_lossy();
        let test = name == "tests.rs"
            || name.ends_with("_tests.rs")
            || name == "test_support.rs"
            || path
                .components()
                .any(|part| part.as_os_str() == "snapshots");
        if name.ends_with(".rs") && !test {
            found.push(path);
        }
    }
    found.sort();
    found
}

/// The code of `source` that is built outside the tests, each line with its number:
/// comments, the test module and each item under `#[cfg(test)]` left out.
fn code_lines(source: &str) -> Vec<(usize, &str)> {
    let end = source
        .find("#[cfg(test)]\nmod tests")
        .unwrap_or(source.len());
    let mut kept = Vec::new();
    let mut in_test_item = false;
    for (index, line) in source[..end].lines().enumerate() {
        if line.trim() == "#[cfg(test)]" {
            in_test_item = true;
            continue;
        }
        if in_test_item {
            // An item ends with its last line at the left edge: `}` or `…;`.
            let at_edge = !line.starts_with(' ');
            in_test_item = !(at_edge && (line.ends_with('}') || line.ends_with(';')));
            continue;
        }
        if !line.trim_start().starts_with("//") {
            kept.push((index + 1, line));
        }
    }
    kept
}

/// The string literals of `line` (plain `"…"`; raw strings are not used for words).
fn literals(line: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut chars = line.chars().peekable();
    let mut in_char = false;
    while let Some(c) = chars.next() {
        match c {
            '\'' if !in_char => {
                // A char literal such as '"' or '\'' holds no string.
                let rest: String = chars.clone().take(3).collect();
                if rest.starts_with("\\'") || rest.chars().nth(1) == Some('\'') {
                    in_char = true;
                }
            }
            '\'' => in_char = false,
            '"' if !in_char => {
                let mut literal = String::new();
                while let Some(c) = chars.next() {
                    match c {
                        '\\' => {
                            chars.next();
                        }
                        '"' => break,
                        c => literal.push(c),
                    }
                }
                found.push(literal);
            }
            _ => {}
        }
    }
    found
}

fn is_chinese(c: char) -> bool {
    matches!(c, '\u{4e00}'..='\u{9fff}' | '\u{3000}'..='\u{303f}' | '\u{ff00}'..='\u{ffef}')
}

/// Whether `text` holds two English words in a row, as a sentence of the screen would.
fn has_english_words(text: &str) -> bool {
    let words: Vec<&str> = text.split(' ').collect();
    words.windows(2).any(|pair| {
        let word = |w: &str| w.len() >= 2 && w.chars().all(|c| c.is_ascii_alphabetic());
        word(pair[0]) && word(pair[1])
    })
}

/// Whether the literal on `line` is code the screen quotes: a line of code, the code
/// after or inside a message's words, or an invariant.
fn is_code(line: &str, literal: &str) -> bool {
    let quoting = ["line(", ".then(", "said_quoting(", "quoted"];
    quoting.iter().any(|call| line.contains(call))
        || literal.starts_with("BUG: ")
        || QUOTED_CODE.contains(&literal)
}

#[test]
fn no_word_of_the_app_is_written_in_its_code() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/app");
    let mut found = Vec::new();
    for path in sources(&root) {
        let relative = path.strip_prefix(&root).expect("under src/app");
        let relative = relative.to_string_lossy().replace('\\', "/");
        let kept = ENGLISH_KEPT.iter().any(|(file, _)| *file == relative);
        let source = fs::read_to_string(&path).expect("a source file");
        for (number, line) in code_lines(&source) {
            for literal in literals(line) {
                if literal.chars().any(is_chinese) {
                    found.push(format!("{relative}:{number}: Chinese: {literal:?}"));
                } else if has_english_words(&literal) && !kept && !is_code(line, &literal) {
                    found.push(format!("{relative}:{number}: English: {literal:?}"));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "words in the code, not in the catalogue:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_scan_finds_words_where_there_are_some() {
    assert_eq!(
        literals(r#"say("a b", '"', "放置 \"x\"")"#),
        ["a b", "放置 x"]
    );
    assert!(has_english_words("board needs"));
    assert!(!has_english_words("{row}:{col}"));
    assert!(!has_english_words("x = 1"));
    assert!(is_code(r#"    line("  if row == N:"),"#, "  if row == N:"));
    assert!(!is_code(
        r#"    format!("board needs {size}")"#,
        "board needs {size}"
    ));
}
