//! What the app reads and writes on disk: the state file, the pictures and recordings of
//! `export`, and the safe ways to do it (a file replaced whole through a staged copy, a
//! free name beside a taken one, a regular file read with a cap). The class's puzzle
//! folder, whose files are told apart by the problems' readers, is a screen's
//! (`screens/puzzle_folder.rs`).

pub mod export;
pub mod free_name;
pub mod regular_file;
pub mod staged_file;
pub mod state_file;
pub(crate) mod words;
