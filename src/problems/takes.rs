//! What a problem takes from the user, as plain data: the inputs it reads and the values
//! given for them.
//!
//! A problem declares its inputs once ([`Puzzle::TAKES`](super::Puzzle::TAKES)); the
//! command line builds its arguments from them and hands the values back as a [`Given`],
//! and a program using the library fills a [`Given`] itself. So the problems know no
//! argument parser, and a new problem needs no command-line code of its own.

use std::ffi::OsString;
use std::path::PathBuf;

/// One input a problem takes: its name, the kind of value, and one line of help.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Takes {
    /// Its name: the key of its values in a [`Given`], and the option's long name where it
    /// is typed as `--NAME`.
    pub name: &'static str,
    /// What its value is called in the help, such as `N` or `FILE`.
    pub value_name: &'static str,
    /// One line for the help, without a final period.
    pub help: &'static str,
    /// What it is.
    pub kind: InputKind,
}

/// The kinds of input a problem can take.
///
/// A problem that takes a [`Preset`](InputKind::Preset) or a [`Recipe`](InputKind::Recipe)
/// needs its other values only without one: the file, the numbers and the number options
/// are then asked for unless one is given, and the file and the numbers cannot be given
/// with one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputKind {
    /// A size, typed first. A negative one is read as a value, so that the problem's own
    /// message says what sizes it takes.
    Size,
    /// A file, typed first; `-` is standard input.
    File,
    /// Some numbers, typed first, in order.
    Numbers,
    /// A number typed as `--NAME VALUE`, negative ones read as values too.
    Number,
    /// The name of one of the problem's presets, typed as `--preset NAME`.
    Preset,
    /// One of a few named choices, typed as `--NAME CHOICE`.
    Choice(&'static [Choice]),
    /// A switch, typed as `--NAME`, with no value.
    Switch,
    /// A recipe for a puzzle the problem makes itself, typed as `--NAME VALUE` (the
    /// maze's `--generate 21x11`): it stands for the file and the numbers as a preset
    /// does, and cannot be given with them or with a preset.
    Recipe,
    /// A value typed as `--NAME VALUE` that may be left out, read by the problem itself
    /// (the knight's tour's start square): without it the problem takes its own default,
    /// which its help names.
    Optional,
}

/// One value a [`InputKind::Choice`] input offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The value as typed.
    pub name: &'static str,
    /// What it means, without a final period.
    pub help: &'static str,
}

/// The values given for a problem's inputs, by input name: what
/// [`Puzzle::load`](super::Puzzle::load) reads.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Given {
    values: Vec<(&'static str, Vec<OsString>)>,
}

impl Given {
    /// No values at all.
    pub fn new() -> Self {
        Given::default()
    }

    /// The same values and `values` for the input `name`.
    pub fn with<V: Into<OsString>>(
        mut self,
        name: &'static str,
        values: impl IntoIterator<Item = V>,
    ) -> Self {
        self.values
            .push((name, values.into_iter().map(Into::into).collect()));
        self
    }

    /// The same values with the switch `name` on.
    pub fn on(self, name: &'static str) -> Self {
        self.with(name, std::iter::empty::<OsString>())
    }

    /// Whether `name` was given at all: a switch that is on, or an input with a value.
    pub fn has(&self, name: &str) -> bool {
        self.values_of(name).is_some()
    }

    /// The first value of `name` as text, if it was given.
    pub fn text(&self, name: &str) -> Option<String> {
        self.texts(name).into_iter().next()
    }

    /// Every value of `name` as text, in order.
    pub fn texts(&self, name: &str) -> Vec<String> {
        self.values_of(name)
            .into_iter()
            .flatten()
            .map(|value| value.to_string_lossy().into_owned())
            .collect()
    }

    /// The first value of `name` as a path, if it was given.
    pub fn path(&self, name: &str) -> Option<PathBuf> {
        self.values_of(name)?.first().map(PathBuf::from)
    }

    fn values_of(&self, name: &str) -> Option<&[OsString]> {
        self.values
            .iter()
            .find(|(given, _)| *given == name)
            .map(|(_, values)| values.as_slice())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_are_found_by_name() {
        let given = Given::new()
            .with("numbers", ["3", "34", "4"])
            .with("target", ["9"])
            .on("one-per-line");
        assert_eq!(given.texts("numbers"), ["3", "34", "4"]);
        assert_eq!(given.text("target").as_deref(), Some("9"));
        assert!(given.has("one-per-line"));
        assert_eq!(given.text("one-per-line"), None);
        assert!(!given.has("preset"));
        assert_eq!(given.path("target"), Some(PathBuf::from("9")));
    }
}
