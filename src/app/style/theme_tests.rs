//! The theme's tests: every palette tells states apart, the terminal's background
//! chooses the palette, and the locale chooses the glyphs and colours.

use super::*;

#[test]
fn every_palette_tells_states_apart_by_more_than_colour() {
    for palette in [Palette::Dark, Palette::Light, Palette::Contrast] {
        let theme = Theme::new(false, true).with_palette(palette);
        let states = [
            ("given", theme.given()),
            ("placed", theme.placed()),
            ("removed", theme.removed()),
            ("solution", theme.solution()),
        ];
        for (i, (a, first)) in states.iter().enumerate() {
            for (b, second) in &states[i + 1..] {
                assert_ne!(
                    first.add_modifier, second.add_modifier,
                    "{palette:?}: {a} and {b} differ by colour alone"
                );
            }
        }
    }
}

#[test]
fn high_contrast_has_no_grey_and_draws_in_the_terminals_own_colours() {
    let theme = Theme::new(false, true).with_palette(Palette::Contrast);
    // Nothing dim or grey, which a projector washes out.
    for style in [theme.dim(), theme.visited(), theme.border(), theme.given()] {
        assert!(matches!(style.fg, None | Some(Color::Reset)), "{style:?}");
    }
    // Red and green are bright, and each has its own attribute as well.
    assert_eq!(theme.removed().fg, Some(Color::LightRed));
    assert_eq!(theme.solution().fg, Some(Color::LightGreen));
    assert!(theme.removed().add_modifier.contains(Modifier::CROSSED_OUT));
    assert!(theme.solution().add_modifier.contains(Modifier::UNDERLINED));
}

#[test]
fn the_palette_suits_the_background_the_terminal_tells() {
    assert_eq!(palette_for_background((255, 255, 255)), Palette::Light);
    assert_eq!(palette_for_background((253, 246, 227)), Palette::Light);
    assert_eq!(palette_for_background((0, 0, 0)), Palette::Dark);
    assert_eq!(palette_for_background((0, 43, 54)), Palette::Dark);
    assert_eq!(palette_for_background((40, 44, 52)), Palette::Dark);
    // Full blue is dark, full yellow light, by how bright they look.
    assert_eq!(palette_for_background((0, 0, 255)), Palette::Dark);
    assert_eq!(palette_for_background((255, 255, 0)), Palette::Light);
}

#[test]
fn auto_waits_for_the_background_and_a_named_theme_keeps_its_palette() {
    let auto = Theme::new(false, true).choosing(ThemeChoice::Auto);
    assert!(auto.asks_background());
    let white = auto.suiting(Some((255, 255, 255)));
    assert_eq!(
        (white.palette(), white.chosen()),
        (Palette::Light, Chosen::Seen)
    );
    let black = auto.suiting(Some((0, 0, 0)));
    assert_eq!(
        (black.palette(), black.chosen()),
        (Palette::Dark, Chosen::Seen)
    );
    let silent = auto.suiting(None);
    assert_eq!(
        (silent.palette(), silent.chosen()),
        (Palette::Dark, Chosen::Unseen)
    );
    // A named palette asks too, to paint its own ground on the other background,
    // and keeps its colours.
    let named = Theme::new(false, true).choosing(ThemeChoice::Dark);
    assert!(named.asks_background());
    assert_eq!(
        named.suiting(Some((255, 255, 255))).palette(),
        Palette::Dark
    );
    assert_eq!(
        Theme::new(false, true)
            .choosing(ThemeChoice::Light)
            .suiting(None)
            .palette(),
        Palette::Light
    );
}

#[test]
fn the_help_says_which_colours_and_how_they_were_chosen() {
    let auto = Theme::new(false, true).choosing(ThemeChoice::Auto);
    let seen = auto.suiting(Some((255, 255, 255))).colours_note();
    assert!(
        seen.contains("light") && seen.contains("background"),
        "{seen}"
    );
    let unseen = auto.suiting(None).colours_note();
    assert!(
        unseen.contains("dark") && unseen.contains("did not tell"),
        "{unseen}"
    );
    let named = Theme::new(false, true).choosing(ThemeChoice::Contrast);
    assert!(named.colours_note().contains("--theme"));
    let zh = named.speaking(Lang::Zh).colours_note();
    assert!(zh.contains("高对比"), "{zh}");
}

#[test]
fn no_fixed_background_is_drawn_with_the_terminals_own_foreground() {
    for palette in [Palette::Dark, Palette::Light, Palette::Contrast] {
        let theme = Theme::new(false, true).with_palette(palette);
        for dark in [false, true] {
            let square = theme.square(dark);
            if matches!(square.bg, Some(bg) if bg != Color::Reset) {
                assert!(
                    matches!(square.fg, Some(fg) if fg != Color::Reset),
                    "{palette:?} {dark}: {square:?}"
                );
            }
            // The quiet marks differ from the square they are drawn on.
            assert_ne!(theme.quiet_on_square().fg, square.bg, "{palette:?}");
        }
    }
}

#[test]
fn dark_ink_is_one_bold_cannot_brighten() {
    let theme = Theme::new(false, true);
    for style in [theme.current(), theme.selected()] {
        assert_eq!(style.fg, Some(Color::Indexed(16)), "{style:?}");
    }
    let light = theme.with_palette(Palette::Light).suiting(None);
    assert_eq!(light.ground().and_then(|ground| ground.fg), Some(DARK_INK));
}

#[test]
fn the_light_palette_draws_its_own_values_where_the_terminal_has_true_colour() {
    let light = Theme::new(false, true).with_palette(Palette::Light);
    assert_eq!(light.drawn(Color::Blue), Color::Blue);
    let true_colour = light.with_true_colour(true);
    assert_eq!(true_colour.drawn(Color::Blue), Color::Rgb(0, 0, 175));
    assert_eq!(true_colour.drawn(Color::Red), Color::Rgb(175, 0, 0));
    assert_eq!(true_colour.drawn(Color::Magenta), Color::Rgb(135, 0, 135));
    assert_eq!(true_colour.drawn(Color::Yellow), Color::Yellow);
    // The dark palette's colours are the terminal's, made for its dark background.
    let dark = Theme::new(false, true).with_true_colour(true);
    assert_eq!(dark.drawn(Color::Blue), Color::Blue);
    assert!(true_colour_said(Some("truecolor")) && true_colour_said(Some("24bit")));
    assert!(!true_colour_said(Some("")) && !true_colour_said(None));
}

#[test]
fn a_terminal_that_does_not_tell_gets_the_palettes_own_ground() {
    for choice in [ThemeChoice::Auto, ThemeChoice::Dark, ThemeChoice::Contrast] {
        let silent = Theme::new(false, true).choosing(choice).suiting(None);
        let ground = silent.ground().expect("a ground");
        assert_eq!(
            (ground.bg, ground.fg),
            (Some(Color::Black), Some(Color::White))
        );
    }
    let light = Theme::new(false, true).choosing(ThemeChoice::Light);
    let ground = light.suiting(None).ground().expect("a ground");
    assert_eq!((ground.bg, ground.fg), (Some(Color::White), Some(DARK_INK)));
    // Not asked (a picture, a test), or monochrome: the terminal's own.
    assert_eq!(Theme::new(false, true).ground(), None);
    assert_eq!(Theme::new(false, false).suiting(None).ground(), None);
}

fn detect(ascii_flag: bool, no_color_flag: bool, env: &[(&str, &str)]) -> Theme {
    Theme::from_env(ascii_flag, no_color_flag, false, |name| {
        env.iter()
            .find(|(key, _)| *key == name)
            .map(|(_, value)| value.to_string())
    })
}

#[test]
fn utf8_locale_and_no_flags_draw_unicode_in_colour() {
    let got = detect(false, false, &[("LANG", "en_US.UTF-8")]);
    assert_eq!(got, Theme::new(false, true));
}

#[test]
fn first_non_empty_locale_variable_decides() {
    let env = [("LC_ALL", ""), ("LC_CTYPE", "C"), ("LANG", "de_DE.utf8")];
    assert!(detect(false, false, &env).is_ascii());
    let env = [("LC_ALL", ""), ("LC_CTYPE", "zh_CN.utf8"), ("LANG", "C")];
    assert!(!detect(false, false, &env).is_ascii());
}

#[test]
fn no_locale_at_all_means_ascii() {
    assert!(detect(false, false, &[]).is_ascii());
}

#[test]
fn no_locale_on_a_system_that_sets_none_means_unicode() {
    let var = |_: &str| None;
    assert!(!Theme::from_env(false, false, true, var).is_ascii());
    let var = |name: &str| (name == "LANG").then(|| "C".to_string());
    assert!(Theme::from_env(false, false, true, var).is_ascii());
}

#[test]
fn flags_force_ascii_and_monochrome() {
    let got = detect(true, true, &[("LANG", "en_US.UTF-8")]);
    assert_eq!(got, Theme::new(true, false));
}

#[test]
fn no_color_counts_only_when_non_empty() {
    let utf8 = ("LANG", "C.UTF-8");
    assert!(!detect(false, false, &[utf8, ("NO_COLOR", "1")]).is_color());
    assert!(detect(false, false, &[utf8, ("NO_COLOR", "")]).is_color());
}
