//! The tests of the key tables.

use ratatui::crossterm::event::KeyCode::*;

use super::*;
use crate::app::Lang;
use TransportAction as T;

/// Every line of every table, with the labels written from its codes.
fn every_help() -> Vec<HelpLine> {
    let mut all: Vec<HelpLine> = helps(TRANSPORT).collect();
    all.extend(helps(PLAYER));
    all.extend(helps(QUIZ_ANSWER));
    all.extend(helps(VIEW));
    all.extend(helps(LEAVE));
    all.extend(helps(BUSY));
    all.extend(helps(PROMPT));
    all.extend(helps(MENU));
    all.extend(helps(SHELF));
    all
}

/// Each line of a screen's tables (`helps`) is written in ASCII as well, and says what
/// it does in each language: what the tests of a problem's own screen check of its keys.
pub(crate) fn written_in_each_language(helps: impl IntoIterator<Item = HelpLine>) {
    for help in helps {
        assert!(help.keys.ascii.is_ascii(), "{}", help.keys.ascii);
        let words = help.words.get(Lang::En);
        assert!(words.is_ascii(), "{words}");
        if let Some(hint) = &help.hint {
            assert!(hint.keys.ascii.is_ascii() && hint.word.get(Lang::En).is_ascii());
        }
        let ids = [Some(help.words), help.hint.as_ref().map(|hint| hint.word)];
        for id in ids.into_iter().flatten() {
            let (en, zh) = (id.get(Lang::En), id.get(Lang::Zh));
            // A message the catalogue lacks would show its id.
            assert!(en != id.key && zh != id.key, "{id:?}");
            assert!(!en.is_empty() && !zh.is_empty(), "{id:?}");
            assert!(!zh.is_ascii() || zh == "N", "{id:?}: {zh}");
            let english = words::english_in(zh);
            assert!(english.is_empty(), "{id:?}: {english:?}");
        }
    }
}

#[test]
fn labels_are_written_from_the_key_codes() {
    let none = KeyModifiers::NONE;
    assert_eq!(key_label(Right, none, false), "→");
    assert_eq!(key_label(Right, none, true), "Right");
    assert_eq!(key_label(Char(' '), none, false), "Space");
    assert_eq!(key_label(PageDown, none, false), "PageDown");
    assert_eq!(key_label(Char('c'), KeyModifiers::CONTROL, true), "Ctrl-C");
    // The help has always written the player's keys this way.
    let unicode: Vec<String> = helps(TRANSPORT).map(|h| h.keys.unicode).collect();
    assert_eq!(
        unicode,
        [
            "Space",
            "→  l",
            "←  h",
            "n  N",
            "b",
            "Enter  PageDown",
            "+ =  - _",
            "g",
            "r  Home",
            "End"
        ]
    );
    let ascii: Vec<String> = helps(MENU).map(|h| h.keys.ascii).collect();
    assert_eq!(
        ascii,
        [
            "Up  Down  k  j",
            "Home  End",
            "Left  Right  h  l",
            "0-9",
            "Enter",
            "L",
            "o",
            "?",
            "q  Ctrl-C"
        ]
    );
    let hints: Vec<String> = helps(MENU)
        .filter_map(|h| h.hint.map(|hint| hint.keys.unicode))
        .collect();
    assert_eq!(hints, ["↑↓", "←→", "Enter", "L", "?", "q"]);
}

#[test]
fn ascii_tables_are_ascii() {
    written_in_each_language(every_help());
    let theme = Theme::new(true, false);
    let line = footer(helps(TRANSPORT), &theme, 200).to_string();
    assert!(line.is_ascii(), "{line}");
    assert!(
        line.starts_with("Space play  > step  < back  n/N solution"),
        "{line}"
    );
}

#[test]
fn every_line_of_every_table_is_in_both_languages() {
    written_in_each_language(every_help());
    let chinese = Theme::new(false, true).speaking(crate::app::Lang::Zh);
    let line = footer(helps(MENU), &chinese, 80).to_string();
    assert_eq!(line, "↑↓ 选择  ←→ N  Enter 打开  L 语言  ? 帮助  q 退出");
}

/// Each key of `table` with the label of its line in both glyph sets.
pub(crate) fn named<A: Copy + PartialEq>(table: &[Binding<A>]) -> Vec<(KeyCode, HelpLine)> {
    table
        .iter()
        .zip(helps(table))
        .flat_map(|(binding, line)| binding.keys.iter().map(move |k| (k.0, line.clone())))
        .collect()
}

/// Every key of a screen made of `tables` is written in its own help line, in both
/// glyph sets, and no key is bound twice.
pub(crate) fn named_once(tables: &[Vec<(KeyCode, HelpLine)>]) {
    let mut seen = Vec::new();
    for &(code, ref line) in tables.iter().flatten() {
        for ascii in [false, true] {
            let label = if ascii {
                &line.keys.ascii
            } else {
                &line.keys.unicode
            };
            let name = match code {
                Char(c) if c.is_ascii_digit() && label.contains("0-9") => "0-9".to_string(),
                _ => key_label(code, KeyModifiers::NONE, ascii),
            };
            let named = label
                .split("  ")
                .any(|keys| keys.split(' ').any(|k| k == name));
            assert!(named, "{code:?} is not in the help line {label:?}");
        }
        assert!(!seen.contains(&code), "{code:?} bound twice");
        seen.push(code);
    }
}

#[test]
fn every_bound_key_is_in_its_help_line_once_a_screen() {
    let sudoku = <crate::problems::SudokuBoard as crate::app::Show>::keys();
    // The player, with the problem that has keys of its own.
    named_once(&[
        named(TRANSPORT),
        named(PLAYER),
        named(VIEW),
        named(sudoku),
        named(LEAVE),
    ]);
    // The compare screen.
    named_once(&[named(TRANSPORT), named(VIEW), named(LEAVE)]);
    named_once(&[named(BUSY)]);
    named_once(&[named(PROMPT)]);
    named_once(&[named(MENU)]);
    named_once(&[named(SHELF)]);
}

#[test]
fn lookup_finds_the_action() {
    assert_eq!(action(TRANSPORT, Char('=')), Some(T::Faster));
    assert_eq!(action(TRANSPORT, Char('N')), Some(T::PreviousSolution));
    assert_eq!(action(TRANSPORT, Char('z')), None);
    assert_eq!(action(PROMPT, Char('7')), Some(PromptAction::Digit));
}

#[test]
fn a_narrow_footer_keeps_the_needed_keys() {
    let theme = Theme::new(false, true);
    let sudoku = <crate::problems::SudokuBoard as crate::app::Show>::keys();
    let all = || {
        helps(TRANSPORT)
            .chain(helps(PLAYER))
            .chain(helps(VIEW))
            .chain(helps(sudoku))
            .chain(helps(LEAVE))
            .collect::<Vec<_>>()
    };
    let wide = footer(all(), &theme, 200).to_string();
    assert_eq!(
        wide,
        "Space play  → step  ← back  n/N solution  b backtrack  Enter picture  +/- speed  \
         g go to  r restart  End end  Q quiz  o order  p pencil  m menu  ? help  q quit"
    );
    let eighty = footer(all(), &theme, 80).to_string();
    // The gaps close up before any key goes.
    assert_eq!(
        eighty,
        "Space play → step ← back n/N solution b backtrack p pencil m menu ? help q quit"
    );
    assert!(eighty.chars().count() <= 80);
    let narrow = footer(all(), &theme, 30).to_string();
    assert_eq!(narrow, "Space play → step ← back ? help q quit");
}
