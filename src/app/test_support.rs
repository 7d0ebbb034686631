//! A folder of its own for a unit test that writes files: under the system's temporary
//! folder, never the home, and gone with everything in it when the test is done with it,
//! passed or failed.

use std::ops::Deref;
use std::path::Path;

/// A fresh empty folder named after the test's `kind` and `name`.
pub fn scratch(kind: &str, name: &str) -> Scratch {
    let dir = tempfile::Builder::new()
        .prefix(&format!("backtrack-{kind}-{name}-"))
        .tempdir()
        .expect("a scratch folder");
    Scratch(dir)
}

/// A folder of [`scratch`]: a path while it lives, removed when dropped.
#[derive(Debug)]
pub struct Scratch(tempfile::TempDir);

impl Deref for Scratch {
    type Target = Path;

    fn deref(&self) -> &Path {
        self.0.path()
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        self.0.path()
    }
}
