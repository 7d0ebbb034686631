//! Each problem's own messages: the Fluent files in its view folder (`words/en.ftl`,
//! `words/zh-CN.ftl`, `words/zh-TW.ftl`), which the catalogue adds to the shared ones by
//! walking the registry.

use super::lang::Lang;

/// A problem whose words are its own Fluent files, one a language, built into the binary.
///
/// Its board, its questions and its presets speak through messages of the one catalogue,
/// but the messages themselves live beside the problem's view, so that a new problem
/// brings its words with it and no shared file lists a problem. The catalogue asks every
/// problem of the registry for its files; [`Show`](crate::app::Show) requires it, so a
/// problem without words cannot be shown.
pub trait Catalogued {
    /// Each language's Fluent file with the problem's messages (`include_str!`), at most
    /// one a language. A language left out, or a message missing in one, is said in
    /// English.
    const WORDS: &'static [(Lang, &'static str)];

    /// The Latin words its Chinese text may keep, beyond the shared ones (key names, file
    /// types): the names of its methods and of its code, such as `MRV`. The tests that
    /// look for English left in Chinese text allow these.
    const KEPT: &'static [&'static str] = &[];

    /// The names of code its pseudo-code, narration and frame labels quote (`isCol`,
    /// `return`), which they keep as they are in Chinese too.
    const CODE_NAMES: &'static [&'static str] = &[];

    /// Whether its board, told in Chinese, may keep the Latin `word`: one of its
    /// [`CODE_NAMES`](Catalogued::CODE_NAMES) by default; a board that names its own parts
    /// in Latin (a map's regions) keeps those too. The sweep of every board's run in
    /// Chinese asks it.
    fn keeps(&self, word: &str) -> bool {
        Self::CODE_NAMES.contains(&word)
    }
}
