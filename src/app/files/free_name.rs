//! Names for the files the app saves by itself (the `s` and `v` keys), which never replace
//! a file: `8-queens-step-3.svg`, else `8-queens-step-3-2.svg`, `8-queens-step-3-3.svg`…
//!
//! A name is taken only by a rename that fails when the name exists, so a file that appears
//! between the look and the rename is not replaced either: the next name is tried.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};

use super::staged_file::StagedFile;

/// How many names are tried before giving up.
const TRIES: u32 = 1000;

/// The `n`-th stem tried for `stem`, from 1: `stem`, then `stem-2`, `stem-3`…
pub fn numbered(stem: &str, n: u32) -> String {
    match n {
        0 | 1 => stem.to_owned(),
        n => format!("{stem}-{n}"),
    }
}

/// The paths tried for a file `stem.extension` in `folder`, in order.
pub fn candidates<'a>(
    folder: &'a Path,
    stem: &'a str,
    extension: &'a str,
) -> impl Iterator<Item = PathBuf> + 'a {
    (1..=TRIES).map(move |n| folder.join(format!("{}.{extension}", numbered(stem, n))))
}

/// Whether anything, a dangling link too, has the name `path`.
pub fn is_taken(path: &Path) -> bool {
    fs::symlink_metadata(path).is_ok()
}

/// Saves `files` (each an extension and its contents) in `folder` under the first stem
/// of [`numbered`] that is free for all of them, never replacing a file; returns the stem.
pub fn save_new(folder: &Path, stem: &str, files: &[(&str, &[u8])]) -> Result<String> {
    for n in 1..=TRIES {
        let candidate = numbered(stem, n);
        let paths: Vec<PathBuf> = files
            .iter()
            .map(|(extension, _)| folder.join(format!("{candidate}.{extension}")))
            .collect();
        if paths.iter().any(|path| is_taken(path)) {
            continue;
        }
        let mut saved: Vec<&Path> = Vec::with_capacity(files.len());
        for ((_, contents), path) in files.iter().zip(&paths) {
            let mut file = StagedFile::create_new(path)?;
            file.write_all(contents)
                .with_context(|| format!("cannot write {}", path.display()))?;
            if file.commit_new(path)?.is_some() {
                break;
            }
            saved.push(path);
        }
        if saved.len() == files.len() {
            return Ok(candidate);
        }
        // Another file took one of the names meanwhile: the set moves on, whole.
        for path in saved {
            let _ = fs::remove_file(path);
        }
    }
    bail!(
        "cannot write {}: no free name from {stem} to {}",
        folder.display(),
        numbered(stem, TRIES)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::test_support::Scratch;

    fn scratch(name: &str) -> Scratch {
        crate::app::test_support::scratch("free", name)
    }

    #[test]
    fn the_stems_are_the_name_then_numbered_from_2() {
        assert_eq!(numbered("a-step-3", 1), "a-step-3");
        assert_eq!(numbered("a-step-3", 2), "a-step-3-2");
        let dir = Path::new("d");
        let tried: Vec<PathBuf> = candidates(dir, "a", "cast").take(2).collect();
        assert_eq!(tried, [dir.join("a.cast"), dir.join("a-2.cast")]);
    }

    #[test]
    fn a_set_takes_a_stem_free_for_every_file_of_it() {
        let dir = scratch("set");
        fs::write(dir.join("s.txt"), b"mine").expect("written");
        fs::write(dir.join("s-2.svg"), b"mine too").expect("written");
        let stem = save_new(&dir, "s", &[("svg", b"<svg/>"), ("txt", b"text")]).expect("saved");
        assert_eq!(stem, "s-3");
        assert_eq!(fs::read(dir.join("s.txt")).expect("kept"), b"mine");
        assert_eq!(fs::read(dir.join("s-2.svg")).expect("kept"), b"mine too");
        assert_eq!(fs::read(dir.join("s-3.txt")).expect("saved"), b"text");
        assert_eq!(
            fs::read_dir(&dir).expect("listed").count(),
            4,
            "nothing else"
        );
        fs::remove_dir_all(dir).expect("cleaned");
    }
}
