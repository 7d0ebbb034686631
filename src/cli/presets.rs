//! `backtrack presets`: the built-in puzzles, one a line.

use std::io::Write;

use anyhow::Result;

use crate::app::Theme;
use crate::app::widgets::text::fit;
use crate::app::words::{self, Id};
use crate::registry::PROBLEMS;

/// Lists every preset: its name, its problem, and its title and what it shows in the
/// language `theme` speaks, in ASCII when it draws ASCII only.
///
/// The name and the problem are what the command line takes, so they stay as typed in
/// every language.
pub fn list(theme: &Theme, out: &mut impl Write) -> Result<()> {
    let lang = theme.lang();
    let all: Vec<_> = PROBLEMS
        .iter()
        .flat_map(|entry| entry.presets().into_iter().map(|p| (entry.name(), p)))
        .collect();
    let width = all.iter().map(|(_, p)| p.name.len()).max().unwrap_or(0);
    for (problem, preset) in all {
        let title = Id::named(preset.title).get(lang);
        let description = Id::named(preset.description).get(lang);
        let said = words::PRESET_LINE.fill(lang, &[&title, &description]);
        let said = fit(theme, &said);
        writeln!(out, "{:width$}  {problem:12}  {said}", preset.name)?;
    }
    out.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::Lang;

    fn listed(lang: Lang) -> String {
        listed_in(&Theme::new(false, false).speaking(lang))
    }

    fn listed_in(theme: &Theme) -> String {
        let mut out = Vec::new();
        list(theme, &mut out).expect("written to memory");
        String::from_utf8(out).expect("UTF-8")
    }

    #[test]
    fn ascii_lists_in_ascii_with_its_usual_spellings() {
        let ascii = listed_in(&Theme::new(true, false).speaking(Lang::Zh));
        assert!(ascii.is_ascii(), "{ascii}");
        assert!(ascii.contains("4x4 sudoku A1"), "{ascii}");
        assert!(
            ascii.contains("\"Backtracking for the eight queens (C++)\""),
            "{ascii}"
        );
        assert!(!ascii.contains('?'), "{ascii}");
    }

    #[test]
    fn chinese_titles_and_descriptions_keep_the_names_typed() {
        let en = listed(Lang::En);
        let zh = listed(Lang::Zh);
        assert_eq!(en.lines().count(), zh.lines().count());
        for (en, zh) in en.lines().zip(zh.lines()) {
            let en_typed: Vec<&str> = en.split_whitespace().take(2).collect();
            let zh_typed: Vec<&str> = zh.split_whitespace().take(2).collect();
            assert_eq!(en_typed, zh_typed);
            let said: String = zh.split_whitespace().skip(2).collect();
            assert!(!said.is_ascii(), "{zh}");
        }
        assert!(zh.contains("8 皇后"), "{zh}");
    }

    #[test]
    fn traditional_chinese_lists_the_same_presets_in_traditional_characters() {
        let en = listed(Lang::En);
        let tw = listed(Lang::ZhTw);
        assert_eq!(en.lines().count(), tw.lines().count());
        for (en, tw) in en.lines().zip(tw.lines()) {
            let en_typed: Vec<&str> = en.split_whitespace().take(2).collect();
            let tw_typed: Vec<&str> = tw.split_whitespace().take(2).collect();
            assert_eq!(en_typed, tw_typed);
            let said: String = tw.split_whitespace().skip(2).collect();
            assert_eq!(crate::app::words::simplified_in(&said), [], "{tw}");
            assert_eq!(crate::app::words::english_in(&said), Vec::<&str>::new());
        }
        assert!(tw.contains("《四皇后與四宮格數獨》"), "{tw}");
    }
}
