//! The pictures the documents show (the READMEs and docs/*.md) are what the app draws now:
//! each is made by a line of `scripts/pictures.sh` (`picture` for `export`, `film` for an
//! animated one by `record`), which this test runs again through the binary and compares,
//! byte for byte, with the committed file.

use std::fs;
use std::path::Path;
use std::process::Command;

use super::doc_examples::documents;
use super::doc_links::{pictures_shown, resolve};

/// The script that makes the pictures, from the crate's folder.
const SCRIPT: &str = "scripts/pictures.sh";

/// A line of the script: the file it writes, the command that draws it (`export`, or
/// `record` for a picture that moves) and the command's arguments.
struct Picture {
    file: String,
    command: &'static str,
    arguments: Vec<String>,
}

/// The `picture FILE ARGUMENTS...` and `film FILE ARGUMENTS...` lines of the script.
fn pictures(root: &Path) -> Vec<Picture> {
    let script = fs::read_to_string(root.join(SCRIPT)).expect("the script is there");
    script
        .lines()
        .filter_map(|line| {
            let (command, rest) = match line.split_once(' ')? {
                ("picture", rest) => ("export", rest),
                ("film", rest) => ("record", rest),
                _ => return None,
            };
            let mut words = rest.split_whitespace().map(str::to_owned);
            let file = words.next().expect("a file");
            Some(Picture {
                file,
                command,
                arguments: words.collect(),
            })
        })
        .collect()
}

/// The pictures `document` (its path from the crate's folder) shows: the targets of its
/// `![…](…)` outside code and HTML comments, from the crate's folder.
fn shown(document: &Path, text: &str) -> Vec<String> {
    pictures_shown(text)
        .into_iter()
        .map(|target| resolve(document, &target).display().to_string())
        .collect()
}

#[test]
fn every_picture_the_documents_show_is_made_by_the_script() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let made: Vec<String> = pictures(root).into_iter().map(|p| p.file).collect();
    assert!(!made.is_empty(), "{SCRIPT} makes no picture");
    let mut seen = 0;
    for path in documents(root) {
        let document = path.strip_prefix(root).expect("in the crate");
        let text = fs::read_to_string(&path).expect("a document");
        for picture in shown(document, &text) {
            assert!(
                made.contains(&picture),
                "{} shows {picture}, which {SCRIPT} does not make: add a line for it",
                document.display()
            );
            seen += 1;
        }
    }
    assert!(seen >= 3, "the front pages show their pictures");
}

#[test]
fn the_committed_pictures_are_what_the_app_draws_now() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for picture in pictures(root) {
        // The environment the script sets: UTF-8 and colours, whatever the test's.
        let output = Command::new(env!("CARGO_BIN_EXE_backtrack"))
            .env("LC_ALL", "C.UTF-8")
            .env_remove("LANG")
            .env_remove("LC_CTYPE")
            .env_remove("LC_MESSAGES")
            .env_remove("BACKTRACK_LANG")
            .env_remove("NO_COLOR")
            .arg(picture.command)
            .args(&picture.arguments)
            .args(["-o", "-"])
            .output()
            .expect("the binary runs");
        assert!(
            output.status.success(),
            "{} {}: {}",
            picture.command,
            picture.arguments.join(" "),
            String::from_utf8_lossy(&output.stderr)
        );
        let committed = fs::read(root.join(&picture.file)).expect("the picture is committed");
        assert!(
            committed == output.stdout,
            "{} is not what `backtrack {} {}` draws now: run {SCRIPT} to refresh it",
            picture.file,
            picture.command,
            picture.arguments.join(" ")
        );
    }
}
