//! Pictures in Chinese, the fallback without UTF-8 and the light theme for slides.

use super::export;
use crate::common::run_in;

#[test]
fn lang_zh_draws_the_screen_in_chinese_and_the_locale_can_ask_for_it() {
    let args = ["export", "queens", "8", "--step", "23"];
    let utf8 = ("LANG", "C.UTF-8");
    let (english, err, code) = run_in(&[utf8], &args);
    assert_eq!((err.as_str(), code), ("", 0));
    assert!(
        english.contains("Pseudo-code") && english.contains("Call stack"),
        "{english}"
    );
    let chinese_args = [&["--lang", "zh"][..], &args].concat();
    let (chinese, err, code) = run_in(&[utf8], &chinese_args);
    assert_eq!((err.as_str(), code), ("", 0));
    assert!(
        chinese.contains("伪代码") && chinese.contains("调用栈"),
        "{chinese}"
    );
    assert!(!chinese.contains("Pseudo-code"), "{chinese}");
    // The same board and step: only the words differ.
    assert_eq!(english.lines().count(), chinese.lines().count());
    let zh_locale = ("LANG", "zh_CN.UTF-8");
    assert_eq!(run_in(&[zh_locale], &args).0, chinese);
    assert_eq!(run_in(&[utf8, ("BACKTRACK_LANG", "zh")], &args).0, chinese);
    assert_eq!(
        run_in(&[zh_locale, ("BACKTRACK_LANG", "en")], &args).0,
        english
    );
    let en_args = [&["--lang", "en"][..], &args].concat();
    assert_eq!(run_in(&[zh_locale], &en_args).0, english);
}

#[test]
fn lang_zh_on_a_terminal_without_utf8_falls_back_to_english_with_a_note() {
    let args = ["--lang", "zh", "export", "queens", "8", "--step", "23"];
    for (env, flags) in [
        (("LANG", "C"), &[][..]),
        (("LANG", "zh_CN.UTF-8"), &["--ascii"][..]),
    ] {
        let (out, err, code) = run_in(&[env], &[flags, &args].concat());
        assert_eq!(code, 0, "{err}");
        assert_eq!(
            err,
            "note: Chinese needs a UTF-8 terminal (not LANG=C, not --ascii): showing English\n"
        );
        assert!(out.is_ascii() && out.contains("Pseudo-code"), "{out}");
    }
    // Commands that draw nothing take no option of the screens; in the locale alone, they
    // say nothing of it.
    let (out, err, code) = run_in(&[("LANG", "C")], &["--lang", "zh", "solve", "queens", "6"]);
    assert_eq!((out.as_str(), code), ("", 2));
    assert!(
        err.starts_with("error: --lang is an option of the screens"),
        "{err}"
    );
    let (out, err, code) = run_in(&[("LANG", "C")], &["solve", "queens", "6"]);
    assert_eq!((err.as_str(), code), ("", 0));
    // 6 queens: 4 solutions (OEIS A000170).
    assert!(
        out.contains("Solution 4:") && !out.contains("Solution 5:"),
        "{out}"
    );
    let (_, err, code) = run_in(&[("LANG", "zh_CN.UTF-8")], &["export", "queens", "99"]);
    assert!(err.starts_with("error: "), "{err}");
    assert_eq!(code, 2);
    let (_, err, code) = run_in(&[], &["--lang", "fr", "export", "queens", "4"]);
    assert!(err.starts_with("error: "), "{err}");
    assert_eq!(code, 2);
}

#[test]
fn a_light_theme_is_painted_on_white_for_slides() {
    let args: &[&str] = &["queens", "4"];
    let paper = |theme: &str, format: &str| {
        export(args, &["--step", "2", "--theme", theme, "--format", format])
    };
    let svg = paper("light", "svg");
    let document = roxmltree::Document::parse(&svg).expect("well-formed XML");
    let ground = document
        .descendants()
        .find(|n| n.has_tag_name("rect"))
        .expect("a background");
    assert_eq!(ground.attribute("fill"), Some("#ffffff"));
    let dark = paper("dark", "svg");
    assert!(
        dark.contains("fill=\"#1e1e1e\""),
        "a dark screen stays dark"
    );
    let html = paper("light", "html");
    assert!(html.contains("background:#ffffff"), "{html}");
}
