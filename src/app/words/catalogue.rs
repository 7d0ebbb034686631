//! The message catalogue: every word the app shows, built into the binary from Fluent
//! files: the shared ones under `assets/i18n/` (one a language: the app's own words) and
//! each problem's own, in its view folder (`src/app/problems/<problem>/words/`), found by
//! walking the registry ([`Catalogued`]).
//!
//! A message is an id and its values by name; the catalogue renders it in a language
//! when it is drawn. Fluent is used because its messages choose their own forms by
//! plural category and by value (`{ $frames -> [one] … *[other] … }`), put each value
//! where the language's grammar wants it, and treat Chinese text as text: nothing in a
//! message assumes spaces between words.
//!
//! A message missing in a translation is said in English: every lookup asks the
//! language's bundle first, then the English one (and shows the id itself where no file
//! has it), so a missing translation is never fatal. A contributor who writes no Chinese
//! can add a message in English only; the catalogue's tests then list, per language, the
//! ids that still lack a translation, and hold the shipped files complete.

use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt::Display;
use std::sync::OnceLock;

use fluent_bundle::{FluentArgs, FluentResource, FluentValue, concurrent::FluentBundle};
use unic_langid::LanguageIdentifier;

use super::catalogued::Catalogued;
use crate::app::Lang;
use crate::registry::every_problem;

/// The shared file of each language: the app's own words, not about one problem.
const SHARED: &[(Lang, &str)] = &[
    (Lang::En, include_str!("../../../assets/i18n/en.ftl")),
    (Lang::Zh, include_str!("../../../assets/i18n/zh-CN.ftl")),
    (Lang::ZhTw, include_str!("../../../assets/i18n/zh-TW.ftl")),
];

/// The [`Catalogued::WORDS`] of each board type it is given.
macro_rules! words_of {
    ($($board:ty),* $(,)?) => {
        &[$(<$board as Catalogued>::WORDS),*]
    };
}

/// Every problem's own files, in the registry's order.
static PROBLEMS: &[&[(Lang, &str)]] = every_problem!(words_of);

/// Every file of the catalogue with its language: the shared ones, then each problem's.
fn files() -> impl Iterator<Item = (Lang, &'static str)> {
    let problems = PROBLEMS.iter().flat_map(|words| words.iter());
    SHARED.iter().chain(problems).copied()
}

/// Every language's messages, each language parsed on its first use and only then: a
/// command that says nothing parses nothing, and one that speaks Chinese parses English
/// only if a message lacks its translation.
struct Catalogue {
    /// Every file with its language, not parsed.
    files: Vec<(Lang, &'static str)>,
    /// Each language of [`Lang::ALL`], parsed once asked for.
    languages: [OnceLock<Language>; Lang::ALL.len()],
}

/// One language's messages, parsed.
struct Language {
    bundle: FluentBundle<FluentResource>,
    /// The messages that take no value, rendered once, so that they can be lent for the
    /// life of the program.
    plain: HashMap<&'static str, String>,
}

/// The catalogue, its files listed on first use.
fn catalogue() -> &'static Catalogue {
    static CATALOGUE: OnceLock<Catalogue> = OnceLock::new();
    CATALOGUE.get_or_init(|| Catalogue::of(files()))
}

impl Catalogue {
    /// The catalogue of `files`, each a language's Fluent text, none parsed yet.
    fn of(files: impl IntoIterator<Item = (Lang, &'static str)>) -> Catalogue {
        Catalogue {
            files: files.into_iter().collect(),
            languages: Default::default(),
        }
    }

    /// The messages of `lang`, parsed on the first call.
    fn language(&self, lang: Lang) -> &Language {
        self.languages[lang.index()].get_or_init(|| {
            let texts = self.files.iter().filter(|&&(of, _)| of == lang);
            Language::of(lang, texts.map(|&(_, text)| text))
        })
    }

    /// The message `key`, which takes no value, in `lang`; else in English.
    fn plain(&self, lang: Lang, key: &'static str) -> Option<&str> {
        (self.language(lang).plain.get(key))
            .or_else(|| self.language(Lang::En).plain.get(key))
            .map(String::as_str)
    }

    /// `id` in `lang` (else English, else its id) with `values`, formatted by Fluent.
    fn format(&self, lang: Lang, id: Id, values: &[String]) -> String {
        let mut args = FluentArgs::new();
        for (name, value) in id.args.iter().zip(values) {
            args.set(*name, value_of(value));
        }
        [lang, Lang::En]
            .into_iter()
            .find_map(|lang| {
                let bundle = &self.language(lang).bundle;
                let pattern = bundle.get_message(id.key)?.value()?;
                let mut errors = Vec::new();
                Some(
                    bundle
                        .format_pattern(pattern, Some(&args), &mut errors)
                        .into_owned(),
                )
            })
            .unwrap_or_else(|| id.key.to_string())
    }
}

impl Language {
    /// The messages of `texts`, the Fluent files of `lang`: they make one bundle, and
    /// its plain messages are rendered once every file is in, since a message may name
    /// one of another file (`{ tutorial-lesson }`).
    fn of(lang: Lang, texts: impl Iterator<Item = &'static str> + Clone) -> Language {
        let mut bundle = bundle(lang.tag());
        for text in texts.clone() {
            add(&mut bundle, text);
        }
        let mut plain = HashMap::new();
        for text in texts {
            plain.extend(plain_messages(&bundle, text));
        }
        Language { bundle, plain }
    }
}

/// An empty bundle of the language tagged `tag`.
fn bundle(tag: &str) -> FluentBundle<FluentResource> {
    let id: LanguageIdentifier = tag.parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Isolation marks are for bidirectional text; a terminal would draw them as cells.
    bundle.set_use_isolating(false);
    bundle
}

/// Adds the messages of a file's `text` to `bundle`.
///
/// A file that does not parse, or that says a message another file of its language says
/// too, is a defect of the build, caught by the tests; what parses of it is still used.
fn add(bundle: &mut FluentBundle<FluentResource>, text: &str) {
    let resource = FluentResource::try_new(text.to_string()).unwrap_or_else(|(part, _)| part);
    let _ = bundle.add_resource(resource);
}

/// The messages of `text` that render without values, rendered.
fn plain_messages(
    bundle: &FluentBundle<FluentResource>,
    text: &'static str,
) -> Vec<(&'static str, String)> {
    ids_in(text)
        .filter_map(|id| {
            let pattern = bundle.get_message(id)?.value()?;
            let mut errors = Vec::new();
            let rendered = bundle.format_pattern(pattern, None, &mut errors);
            errors.is_empty().then(|| (id, rendered.into_owned()))
        })
        .collect()
}

/// The ids of the messages of a Fluent file's `text`: each line that starts a message.
fn ids_in(text: &str) -> impl Iterator<Item = &str> {
    text.lines().filter_map(|line| {
        let (id, _) = line.split_once('=')?;
        let id = id.trim_end();
        let starts = id.chars().next().is_some_and(|c| c.is_ascii_alphabetic());
        let name = id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        (starts && name && !line.starts_with(' ')).then_some(id)
    })
}

/// A message of the catalogue: its id and the names of the values it takes, in the order
/// a caller gives them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Id {
    /// The id in the Fluent files, such as `end-of-run`.
    pub key: &'static str,
    /// The names of its values, such as `["steps"]`.
    pub args: &'static [&'static str],
}

impl Id {
    /// A message that takes the values named `args`.
    pub const fn new(key: &'static str, args: &'static [&'static str]) -> Id {
        Id { key, args }
    }

    /// The message `key` that a problem names, which takes no value: a problem's, a
    /// preset's or a tutorial's words. The core holds their ids as plain keys, as it knows
    /// nothing of the app.
    pub const fn named(key: &'static str) -> Id {
        Id { key, args: &[] }
    }

    /// The message in `lang`, for one that takes no value; English where `lang` lacks
    /// it, and its id where no language has it.
    pub fn get(self, lang: Lang) -> &'static str {
        catalogue().plain(lang, self.key).unwrap_or(self.key)
    }

    /// The message in `lang` with its values, given in the order of
    /// [`args`](Id::args).
    pub fn fill(self, lang: Lang, values: &[&dyn Display]) -> String {
        let values: Vec<String> = values.iter().map(ToString::to_string).collect();
        render(lang, self, &values)
    }
}

/// `id` in `lang` (else English, else its id) with `values`, given in the order of its
/// names.
///
/// A screen says the same few messages with the same values frame after frame (a board's
/// labels, its legend, the stack's calls), so each rendering is kept for the next time,
/// up to [`KEPT_RENDERINGS`] of them on each thread: Fluent's formatting costs more than
/// the drawing around it.
pub(crate) fn render(lang: Lang, id: Id, values: &[String]) -> String {
    thread_local! {
        static RENDERED: RefCell<HashMap<Rendering, String>> = RefCell::new(HashMap::new());
    }
    RENDERED.with(|rendered| {
        let key = (lang, id.key, values.to_vec());
        if let Some(text) = rendered.borrow().get(&key) {
            return text.clone();
        }
        let text = catalogue().format(lang, id, values);
        let mut rendered = rendered.borrow_mut();
        if rendered.len() >= KEPT_RENDERINGS {
            rendered.clear();
        }
        rendered.insert(key, text.clone());
        text
    })
}

/// A message in a language with its values: what [`render`] keeps a rendering under.
type Rendering = (Lang, &'static str, Vec<String>);

/// The most renderings [`render`] keeps on a thread: a few screens' worth.
const KEPT_RENDERINGS: usize = 4096;

/// A value as Fluent takes it: a whole number written plainly (`7`, not `007` or
/// `4,204`) is a number, so a message can choose its plural form by it, and is written
/// back the same; anything else is text, written as it is.
fn value_of(value: &str) -> FluentValue<'static> {
    let plain_number = !value.is_empty()
        && value.len() < 16
        && value.bytes().all(|b| b.is_ascii_digit())
        && (value == "0" || !value.starts_with('0'));
    match value.parse::<u64>() {
        Ok(number) if plain_number => FluentValue::from(number),
        _ => FluentValue::from(value.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use fluent_syntax::ast;

    use super::*;
    use crate::app::words;

    /// The ids and, for each, the names of the values it uses, of a Fluent file.
    fn messages(text: &'static str) -> HashMap<&'static str, BTreeSet<&'static str>> {
        let resource = fluent_syntax::parser::parse(text).expect("every file parses");
        resource
            .body
            .into_iter()
            .filter_map(|entry| match entry {
                ast::Entry::Message(message) => {
                    let mut names = BTreeSet::new();
                    if let Some(pattern) = &message.value {
                        variables_of(pattern, &mut names);
                    }
                    Some((message.id.name, names))
                }
                _ => None,
            })
            .collect()
    }

    /// Adds the names of the variables `pattern` uses to `names`.
    fn variables_of(pattern: &ast::Pattern<&'static str>, names: &mut BTreeSet<&'static str>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                expression_variables(expression, names);
            }
        }
    }

    fn expression_variables(
        expression: &ast::Expression<&'static str>,
        names: &mut BTreeSet<&'static str>,
    ) {
        let inline = |inline: &ast::InlineExpression<&'static str>,
                      names: &mut BTreeSet<&'static str>| {
            match inline {
                ast::InlineExpression::VariableReference { id } => {
                    names.insert(id.name);
                }
                ast::InlineExpression::Placeable { expression } => {
                    expression_variables(expression, names);
                }
                _ => {}
            }
        };
        match expression {
            ast::Expression::Inline(expression) => inline(expression, names),
            ast::Expression::Select { selector, variants } => {
                inline(selector, names);
                for variant in variants {
                    variables_of(&variant.value, names);
                }
            }
        }
    }

    /// The catalogue's files by owner: the shared ones, then each problem's under its
    /// name, each group one file a language.
    fn groups() -> Vec<(&'static str, &'static [(Lang, &'static str)])> {
        let names = crate::registry::PROBLEMS.iter().map(|entry| entry.name());
        assert_eq!(names.len(), PROBLEMS.len(), "a problem's words a problem");
        let mut groups = vec![("shared", SHARED)];
        groups.extend(names.zip(PROBLEMS.iter().copied()));
        groups
    }

    /// The ids and the names of their values of every file of `lang`.
    fn messages_in(lang: Lang) -> HashMap<&'static str, BTreeSet<&'static str>> {
        let mut all = HashMap::new();
        for text in files().filter(|&(of, _)| of == lang).map(|(_, text)| text) {
            all.extend(messages(text));
        }
        all
    }

    /// The ids of `owner`'s English file that its file in `lang` lacks, in order.
    fn untranslated(words: &[(Lang, &'static str)], lang: Lang) -> Vec<&'static str> {
        let file = |lang: Lang| {
            let text = words.iter().find(|&&(of, _)| of == lang);
            text.map(|&(_, text)| messages(text)).unwrap_or_default()
        };
        let (english, other) = (file(Lang::En), file(lang));
        let mut missing: Vec<_> = english
            .into_keys()
            .filter(|id| !other.contains_key(id))
            .collect();
        missing.sort_unstable();
        missing
    }

    #[test]
    fn every_file_parses_whole() {
        for (owner, words) in groups() {
            for &(lang, text) in words {
                let parsed = fluent_syntax::parser::parse(text);
                let tag = lang.tag();
                assert!(
                    parsed.is_ok(),
                    "{owner} {tag}: {:?}",
                    parsed.err().map(|e| e.1)
                );
                let bundle = &catalogue().language(lang).bundle;
                assert_eq!(bundle.locales[0].to_string(), tag);
            }
        }
    }

    #[test]
    fn no_message_is_in_two_files_of_a_language() {
        for lang in Lang::ALL {
            let mut owners: HashMap<&str, &str> = HashMap::new();
            for (owner, words) in groups() {
                for &(_, text) in words.iter().filter(|&&(of, _)| of == lang) {
                    for id in messages(text).into_keys() {
                        let before = owners.insert(id, owner);
                        assert_eq!(before, None, "{}: {id} in {owner} too", lang.tag());
                    }
                }
            }
        }
    }

    /// Lists, per language and per file, the messages of the English files that a
    /// translation lacks, which the app says in English; the shipped files lack none.
    #[test]
    fn every_english_message_is_translated() {
        let mut lacking = Vec::new();
        for lang in &Lang::ALL[1..] {
            for (owner, words) in groups() {
                let missing = untranslated(words, *lang);
                if !missing.is_empty() {
                    println!(
                        "{} ({owner}) lacks {}: {missing:?}",
                        lang.tag(),
                        missing.len()
                    );
                    lacking.push((lang.tag(), owner, missing));
                }
            }
        }
        assert!(lacking.is_empty(), "untranslated messages: {lacking:?}");
    }

    #[test]
    fn every_message_takes_the_same_values_in_every_language() {
        let english = messages_in(Lang::En);
        for lang in &Lang::ALL[1..] {
            let tag = lang.tag();
            for (id, names) in &messages_in(*lang) {
                let english = english.get(id).unwrap_or_else(|| panic!("{tag} adds {id}"));
                assert_eq!(names, english, "{tag}: {id} takes other values");
            }
        }
    }

    #[test]
    fn a_message_missing_in_a_translation_is_said_in_english() {
        let catalogue = Catalogue::of([
            (
                Lang::En,
                "seen = seen\ncount = { $n } seen\nonly = only English\n",
            ),
            (Lang::Zh, "seen = 看到\n"),
        ]);
        assert_eq!(catalogue.plain(Lang::Zh, "seen"), Some("看到"));
        assert_eq!(catalogue.plain(Lang::Zh, "only"), Some("only English"));
        assert_eq!(catalogue.plain(Lang::ZhTw, "seen"), Some("seen"));
        assert_eq!(catalogue.plain(Lang::Zh, "none"), None);
        let count = Id::new("count", &["n"]);
        assert_eq!(catalogue.format(Lang::Zh, count, &["3".into()]), "3 seen");
        let none = Id::new("none", &[]);
        assert_eq!(catalogue.format(Lang::ZhTw, none, &[]), "none");
    }

    #[test]
    fn a_language_is_parsed_only_when_asked_for() {
        let catalogue = Catalogue::of([
            (Lang::En, "seen = seen\nonly = only English\n"),
            (Lang::Zh, "seen = 看到\n"),
        ]);
        let parsed = |catalogue: &Catalogue| {
            Lang::ALL.map(|lang| catalogue.languages[lang.index()].get().is_some())
        };
        assert_eq!(parsed(&catalogue), [false, false, false]);
        assert_eq!(catalogue.plain(Lang::Zh, "seen"), Some("看到"));
        assert_eq!(parsed(&catalogue), [false, true, false]);
        // A message the translation lacks is looked up in English, which is parsed then.
        assert_eq!(catalogue.plain(Lang::Zh, "only"), Some("only English"));
        assert_eq!(parsed(&catalogue), [true, true, false]);
    }

    /// Every id the sources declare in a `words!` block, as (file, constant, id, the names
    /// of its values): read from the files, so that a module added with words of its own
    /// is held against the catalogue without a list to update.
    fn declared() -> Vec<(String, String, String, BTreeSet<String>)> {
        let mut found = Vec::new();
        let mut files = vec![std::path::PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/src"
        ))];
        while let Some(path) = files.pop() {
            if path.is_dir() {
                let entries = std::fs::read_dir(&path).expect("src/ is readable");
                files.extend(entries.map(|entry| entry.expect("an entry").path()));
                continue;
            }
            if path.extension().is_none_or(|ext| ext != "rs") {
                continue;
            }
            let text = std::fs::read_to_string(&path).expect("a source file");
            let name = path.display().to_string();
            for block in text.split("\nwords! {").skip(1) {
                let block = &block[..block.find("\n}").expect("a words! block ends")];
                for line in block.lines().map(str::trim) {
                    if line.starts_with("//") || line.is_empty() {
                        continue;
                    }
                    let (constant, rest) = line.split_once(" = ").expect("NAME = \"key\"");
                    let rest = rest.strip_suffix(';').expect("an entry ends with ;");
                    let (key, args) = rest.split_once(' ').unwrap_or((rest, ""));
                    let args = args.trim_matches(['(', ')']);
                    let args = args.split(',').map(str::trim).filter(|a| !a.is_empty());
                    found.push((
                        name.clone(),
                        constant.to_string(),
                        key.trim_matches('"').to_string(),
                        args.map(str::to_string).collect(),
                    ));
                }
            }
        }
        found
    }

    /// Every id the problems name as a plain key, with the names of its values: each
    /// problem's name, each preset's title and description, each entry of any size
    /// (whose description takes the largest size) and each tutorial's names.
    fn named_by_the_problems() -> Vec<(String, &'static str, BTreeSet<String>)> {
        let none = BTreeSet::new;
        let mut found = Vec::new();
        for problem in crate::registry::PROBLEMS {
            found.push((problem.name().to_string(), problem.title(), none()));
            for preset in problem.presets() {
                found.push((preset.name.to_string(), preset.title, none()));
                found.push((preset.name.to_string(), preset.description, none()));
            }
            if let Some(custom) = problem.custom() {
                let max = BTreeSet::from(["max".to_string()]);
                found.push((problem.name().to_string(), custom.title, none()));
                found.push((problem.name().to_string(), custom.description, max));
            }
        }
        for tutorial in crate::problems::Tutorial::ALL {
            let name = format!("{tutorial:?}");
            found.push((name.clone(), tutorial.name(), none()));
            found.push((name, tutorial.short(), none()));
        }
        found
    }

    #[test]
    fn every_id_the_code_names_is_in_the_catalogue_with_its_values() {
        let english = messages_in(Lang::En);
        let mut declared = declared();
        for (owner, key, args) in named_by_the_problems() {
            declared.push((
                owner,
                "a problem's words".to_string(),
                key.to_string(),
                args,
            ));
        }
        assert!(
            declared.len() >= words::ALL.len(),
            "the scan finds the app's own words"
        );
        for (file, constant, key, args) in &declared {
            let used = english
                .get(key.as_str())
                .unwrap_or_else(|| panic!("{file}: {constant}: no message {key}"));
            let used: BTreeSet<String> = used.iter().map(|name| name.to_string()).collect();
            assert_eq!(&used, args, "{file}: {constant}: {key} takes other values");
        }
        for (_, id) in words::ALL {
            let found = declared.iter().any(|(_, _, key, _)| key == id.key);
            assert!(found, "the scan misses {}", id.key);
        }
        let mut keys: Vec<&str> = declared.iter().map(|(_, _, key, _)| key.as_str()).collect();
        keys.sort_unstable();
        let before = keys.len();
        keys.dedup();
        assert_eq!(keys.len(), before, "an id declared twice");
        let unused: Vec<_> = english
            .keys()
            .filter(|id| keys.binary_search(id).is_err())
            .collect();
        assert!(unused.is_empty(), "no code names {unused:?}");
    }

    #[test]
    fn every_message_is_in_the_words_of_its_language() {
        for (key, names) in messages_in(Lang::En) {
            let args: Vec<&'static str> = names.into_iter().collect();
            let id = Id::new(key, Box::leak(args.into_boxed_slice()));
            let values = vec![&"x" as &dyn Display; id.args.len()];
            let en = id.fill(Lang::En, &values);
            assert!(!en.trim().is_empty(), "{key}: no English");
            for lang in [Lang::Zh, Lang::ZhTw] {
                let zh = id.fill(lang, &values);
                if words::SAME_IN_EVERY_LANGUAGE.contains(&key) {
                    assert_eq!(en, zh, "{key}");
                    continue;
                }
                assert_ne!(en, zh, "{key}: the {} is the English", lang.tag());
                assert_eq!(words::english_in(&zh), Vec::<&str>::new(), "{key}: {zh}");
                if lang == Lang::ZhTw {
                    assert_eq!(words::simplified_in(&zh), [], "{key}: {zh}");
                }
            }
        }
    }

    #[test]
    fn a_message_chooses_its_plural_form_by_its_number() {
        let saved = words::SAVED_FRAMES;
        assert_eq!(
            saved.fill(Lang::En, &[&"a.cast", &1]),
            "saved a.cast (1 frame)"
        );
        assert_eq!(
            saved.fill(Lang::En, &[&"a.cast", &12]),
            "saved a.cast (12 frames)"
        );
        assert_eq!(
            saved.fill(Lang::Zh, &[&"a.cast", &1]),
            "已保存 a.cast(1 帧)"
        );
    }

    #[test]
    fn values_are_written_back_as_they_were_given() {
        assert_eq!(
            words::END_OF_RUN.fill(Lang::En, &[&"4,204"]),
            "end of the run: 4,204 steps"
        );
        assert_eq!(
            words::END_OF_RUN.fill(Lang::En, &[&"0042"]),
            "end of the run: 0042 steps"
        );
        assert_eq!(
            words::END_OF_RUN.fill(Lang::En, &[&1]),
            "end of the run: 1 step"
        );
        assert_eq!(words::GO_TO_STEP.get(Lang::En), "go to step ");
        assert_eq!(
            words::LANE_DONE.fill(Lang::Zh, &[&"MRV", &"✓"]),
            " MRV ✓ 完成 "
        );
    }

    #[test]
    fn an_unknown_id_shows_itself_and_never_panics() {
        let ghost = Id::new("no-such-message", &["x"]);
        assert_eq!(ghost.get(Lang::Zh), "no-such-message");
        assert_eq!(ghost.fill(Lang::En, &[&1]), "no-such-message");
    }
}
