//! The lessons that come with the program: the sample lessons of `assets/lessons/`,
//! compiled in, so that an installed program has them too. `backtrack lesson NAME` opens
//! one by its name (a file of that name, if there is one, comes first) and the menu lists
//! them in its group "Lessons".

use super::Lesson;
use crate::app::Lang;

/// A lesson compiled into the program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BuiltIn {
    /// The name it opens by: its file's name without `.toml`.
    pub name: &'static str,
    /// The lesson file's text.
    pub text: &'static str,
}

/// The built-in lessons called `names`, each the file `assets/lessons/NAME.toml`
/// compiled in, in the order given.
macro_rules! built_in {
    ($($name:literal),+ $(,)?) => {
        &[$(BuiltIn {
            name: $name,
            text: include_str!(concat!("../../../../assets/lessons/", $name, ".toml")),
        }),+]
    };
}

/// Every built-in lesson, in the order the menu lists them.
pub const BUILT_IN: &[BuiltIn] = built_in![
    "4-queens-and-4x4",
    "8-queens",
    "8-queens-zh",
    "9x9-a4-orders",
    "permutations-and-mrv",
    "knights-tour-zh",
    "rat-in-a-maze",
];

/// The built-in lesson called `name`, if there is one.
pub fn find(name: &str) -> Option<&'static BuiltIn> {
    BUILT_IN.iter().find(|lesson| lesson.name == name)
}

/// The names of the built-in lessons, for a help line or a refusal: `a, b, c`.
pub fn names() -> String {
    let names: Vec<&str> = BUILT_IN.iter().map(|lesson| lesson.name).collect();
    names.join(", ")
}

impl BuiltIn {
    /// The lesson, read: each is checked by the tests, so it always reads.
    pub fn lesson(&self) -> Lesson {
        Lesson::parse(self.text).expect("BUG: a built-in lesson reads, as its test checks")
    }

    /// Its title in `lang`, else its name.
    pub fn title(&self, lang: Lang) -> String {
        let lesson = self.lesson();
        lesson.title.map_or_else(
            || self.name.to_string(),
            |title| title.get(lang).to_string(),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_lesson_of_the_folder_is_built_in_and_reads_and_checks() {
        let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/assets/lessons");
        let mut on_disk: Vec<String> = std::fs::read_dir(folder)
            .expect("the lessons' folder")
            .map(|entry| {
                entry
                    .expect("an entry")
                    .file_name()
                    .to_string_lossy()
                    .into_owned()
            })
            .filter_map(|name| name.strip_suffix(".toml").map(str::to_string))
            .collect();
        on_disk.sort();
        let mut built_in: Vec<String> = BUILT_IN.iter().map(|l| l.name.to_string()).collect();
        built_in.sort();
        assert_eq!(built_in, on_disk);
        for lesson in BUILT_IN {
            let read = lesson.lesson();
            let (faults, _) =
                super::super::open::check(&read, lesson.text, std::path::Path::new("."));
            assert!(faults.is_empty(), "{}: {faults:?}", lesson.name);
            assert!(!lesson.title(Lang::En).is_empty());
        }
        assert_eq!(find("8-queens").map(|l| l.name), Some("8-queens"));
        assert_eq!(find("8-queens.toml"), None);
    }
}
