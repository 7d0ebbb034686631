//! The puzzles of the tutorials, built into the binary from `assets/`.

/// What a preset opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PresetKind {
    /// N-Queens on an N×N board.
    Queens(usize),
    /// Permutations of 1..=n.
    Permutations(usize),
    /// A sudoku, as the text of a puzzle file (grid or one-line form).
    Sudoku(&'static str),
}

/// A puzzle offered by name on the command line and in the menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Preset {
    /// The short name typed after `--preset`, such as `000-9x9-a4`.
    pub name: &'static str,
    /// A title for the menu.
    pub title: &'static str,
    /// One line saying what the preset shows.
    pub description: &'static str,
    /// What it opens.
    pub kind: PresetKind,
}

/// Every preset, grouped by problem: N-Queens, then Sudoku, then permutations.
pub fn all() -> &'static [Preset] {
    &[]
}

/// The preset called `name`.
pub fn find(name: &str) -> Option<&'static Preset> {
    all().iter().find(|p| p.name == name)
}
