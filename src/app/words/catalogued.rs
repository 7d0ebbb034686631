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
}
