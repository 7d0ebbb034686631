//! Every mark on the player's screen reads against what is under it: a contrast ratio
//! (WCAG's, from xterm's default colours) of at least 3 wherever the app paints a fixed
//! background (a board's square, the cell being filled), and where it draws a fixed
//! colour on the terminal's own background (black under the dark palette, white under
//! the light one, as the automatic theme chooses them); and on a terminal that does not
//! tell its background, whether it is white or black.

use crate::common;

use backtrack::app::{Chosen, Palette, Theme, ThemeChoice};
use common::{go_to, play, preset_args, render, type_text};
use ratatui::{buffer::Buffer, style::Color};

/// A laptop, a small projector, a desktop terminal and a large projector.
const SIZES: [(u16, u16); 4] = [(80, 24), (100, 30), (120, 36), (200, 60)];

const BLACK: (f64, f64, f64) = (0.0, 0.0, 0.0);
const WHITE: (f64, f64, f64) = (255.0, 255.0, 255.0);

/// The marks only some problems have, with the keys that show them, at a step in the
/// middle of a run: the queens' attacks, sudoku's pencil marks, and a deep search tree.
/// Every preset of every problem is drawn besides, with and without its tree
/// ([`cases`]).
const OWN_MARKS: &[(&[&str], u64, &str)] = &[
    (&["queens", "8"], 23, "u"),
    (&["sudoku", "--preset", "4x4-a4"], 13, "p"),
    (&["sudoku", "--preset", "9x9-a4"], 300, "t"),
    (&["sudoku", "--preset", "9x9-a4"], 300, "p"),
];

/// Every preset of every problem of the registry at step 7 (which every preset's run
/// reaches), as it opens and with its search tree (`t`, a key of every problem); then
/// [`OWN_MARKS`].
fn cases() -> Vec<(Vec<&'static str>, u64, &'static str)> {
    let presets = preset_args().into_iter().map(|args| args.to_vec());
    let mut cases: Vec<_> = presets
        .flat_map(|args| [(args.clone(), 7, ""), (args, 7, "t")])
        .collect();
    cases.extend(
        OWN_MARKS
            .iter()
            .map(|&(args, step, keys)| (args.to_vec(), step, keys)),
    );
    cases
}

/// A colour as red, green and blue, as xterm draws it by default.
fn rgb(color: Color) -> Option<(f64, f64, f64)> {
    const BASE: [(u8, u8, u8); 16] = [
        (0, 0, 0),
        (205, 0, 0),
        (0, 205, 0),
        (205, 205, 0),
        (0, 0, 238),
        (205, 0, 205),
        (0, 205, 205),
        (229, 229, 229),
        (127, 127, 127),
        (255, 0, 0),
        (0, 255, 0),
        (255, 255, 0),
        (92, 92, 255),
        (255, 0, 255),
        (0, 255, 255),
        (255, 255, 255),
    ];
    let index = match color {
        Color::Black => 0,
        Color::Red => 1,
        Color::Green => 2,
        Color::Yellow => 3,
        Color::Blue => 4,
        Color::Magenta => 5,
        Color::Cyan => 6,
        Color::Gray => 7,
        Color::DarkGray => 8,
        Color::LightRed => 9,
        Color::LightGreen => 10,
        Color::LightYellow => 11,
        Color::LightBlue => 12,
        Color::LightMagenta => 13,
        Color::LightCyan => 14,
        Color::White => 15,
        Color::Indexed(index) => index,
        Color::Rgb(r, g, b) => return Some((f64::from(r), f64::from(g), f64::from(b))),
        Color::Reset => return None,
    };
    let (r, g, b) = match index {
        0..16 => BASE[usize::from(index)],
        232.. => {
            let v = 8 + 10 * (index - 232);
            (v, v, v)
        }
        _ => {
            let level = |k: u8| if k == 0 { 0 } else { 55 + 40 * k };
            let i = index - 16;
            (level(i / 36), level(i / 6 % 6), level(i % 6))
        }
    };
    Some((f64::from(r), f64::from(g), f64::from(b)))
}

/// WCAG's contrast ratio of two colours.
fn contrast(a: (f64, f64, f64), b: (f64, f64, f64)) -> f64 {
    let luminance = |(r, g, b): (f64, f64, f64)| {
        let linear = |c: f64| {
            let c = c / 255.0;
            if c <= 0.039_28 {
                c / 12.92
            } else {
                ((c + 0.055) / 1.055).powf(2.4)
            }
        };
        0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
    };
    let (a, b) = (luminance(a), luminance(b));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

/// The app on `args`, as `play` opens it, at `step`, with `keys` pressed.
fn screen(args: &[&str], step: u64, keys: &str, theme: Theme, size: (u16, u16)) -> Buffer {
    let mut app = play(args, theme);
    go_to(&mut app, step);
    type_text(&mut app, keys);
    render(&app, size.0, size.1)
}

/// The cells of `buf` whose glyph reads at a ratio below 3 against what is under it, the
/// terminal's background being `terminal`.
fn unreadable(buf: &Buffer, terminal: (f64, f64, f64)) -> Vec<String> {
    let mut found = Vec::new();
    for y in 0..buf.area.height {
        for x in 0..buf.area.width {
            let cell = &buf[(x, y)];
            let symbol = cell.symbol();
            let shading = symbol.chars().all(|c| " ░▒▓█▀▄▌▐▖▗▘▝▚▞▙▛▜▟".contains(c));
            let (Some(fg), bg) = (rgb(cell.fg), rgb(cell.bg)) else {
                continue;
            };
            if shading || (cell.bg == Color::Reset && cell.fg == Color::Reset) {
                continue;
            }
            let ratio = contrast(fg, bg.unwrap_or(terminal));
            if ratio < 3.0 {
                found.push(format!(
                    "{symbol:?} at ({x},{y}) {:?} on {:?}: {ratio:.2}",
                    cell.fg, cell.bg
                ));
            }
        }
    }
    found
}

#[test]
fn every_mark_reads_on_its_square_and_on_the_terminals_background() {
    let mut failures = Vec::new();
    let cases = cases();
    let named = |choice| Theme::new(false, true).choosing(choice);
    let contrast = named(ThemeChoice::Contrast);
    for (theme, terminal) in [
        (Theme::new(false, true), BLACK),
        (Theme::new(false, true).with_palette(Palette::Light), WHITE),
        // High contrast on either background, as the terminal tells it.
        (contrast.suiting(Some((0, 0, 0))), BLACK),
        (contrast.suiting(Some((255, 255, 255))), WHITE),
        // A palette named for the other background paints its own.
        (
            named(ThemeChoice::Dark).suiting(Some((255, 255, 255))),
            WHITE,
        ),
        (named(ThemeChoice::Light).suiting(Some((0, 0, 0))), BLACK),
        // The light palette's own red, blue and magenta, where the terminal has true
        // colour.
        (
            Theme::new(false, true)
                .with_palette(Palette::Light)
                .with_true_colour(true),
            WHITE,
        ),
    ]
    .into_iter()
    .chain(silent_themes())
    {
        let palette = theme.palette();
        for (args, step, keys) in &cases {
            for size in SIZES {
                let buf = screen(args, *step, keys, theme, size);
                for what in unreadable(&buf, terminal).into_iter().take(3) {
                    failures.push(format!(
                        "{palette:?} {args:?} {step} {keys} {size:?}: {what}"
                    ));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Every palette on a terminal that did not tell its background (tmux, `TERM=dumb`),
/// which may be white or black: each paints its own ground, so that it reads on both.
fn silent_themes() -> Vec<(Theme, (f64, f64, f64))> {
    let choices = [
        ThemeChoice::Auto,
        ThemeChoice::Dark,
        ThemeChoice::Light,
        ThemeChoice::Contrast,
    ];
    let silent = choices.map(|choice| Theme::new(false, true).choosing(choice).suiting(None));
    (silent.into_iter())
        .flat_map(|theme| [(theme, WHITE), (theme, BLACK)])
        .collect()
}

#[test]
fn a_terminal_that_does_not_tell_gets_the_palettes_own_ground_everywhere() {
    for (theme, terminal) in silent_themes() {
        let buf = screen(&["queens", "4"], 5, "", theme, (80, 24));
        assert!(
            buf.content().iter().all(|cell| cell.bg != Color::Reset),
            "{:?} left the terminal's background",
            theme.palette()
        );
        // The yellow keys of the dark palette read on the black it paints, on a white
        // terminal too: 21:1 against white at most, so the ground is what they are on.
        let key = buf
            .content()
            .iter()
            .find(|cell| cell.fg == Color::Yellow)
            .map(|cell| contrast(rgb(cell.fg).unwrap(), rgb(cell.bg).unwrap_or(terminal)));
        if theme.palette() == Palette::Dark {
            let ratio = key.expect("a key in the footer");
            assert!(ratio > 10.0, "{ratio:.2}");
        }
    }
}

#[test]
fn the_ratio_is_wcags() {
    assert!((contrast(WHITE, BLACK) - 21.0).abs() < 1e-9);
    assert_eq!(rgb(Color::Indexed(250)), Some((188.0, 188.0, 188.0)));
    assert_eq!(rgb(Color::Indexed(210)), Some((255.0, 135.0, 135.0)));
    // Grey 127 on the yellow of the cell being filled: the ratio the screen had.
    let ratio = contrast(rgb(Color::DarkGray).unwrap(), rgb(Color::Yellow).unwrap());
    assert!((ratio - 2.35).abs() < 0.01, "{ratio}");
}

#[test]
fn high_contrast_asks_the_terminal_and_keeps_its_name() {
    let contrast = Theme::new(false, true).choosing(ThemeChoice::Contrast);
    assert!(contrast.asks_background());
    let on_white = contrast.suiting(Some((255, 255, 255)));
    assert_eq!(on_white.palette(), Palette::Contrast);
    assert_eq!(on_white.chosen(), Chosen::Named);
}

#[test]
fn a_named_palette_paints_its_own_ground_only_on_the_other_background() {
    let dark = Theme::new(false, true).choosing(ThemeChoice::Dark);
    assert!(dark.asks_background());
    assert_eq!(dark.suiting(Some((0, 0, 0))).ground(), None);
    // No answer: the background may be either, so the palette paints its own.
    assert_eq!(
        dark.suiting(None).ground().map(|ground| ground.bg),
        Some(Some(Color::Black))
    );
    let ground = dark
        .suiting(Some((255, 255, 255)))
        .ground()
        .expect("a ground");
    assert_eq!(
        (ground.bg, ground.fg),
        (Some(Color::Black), Some(Color::White))
    );
    let buf = screen(
        &["queens", "4"],
        5,
        "",
        dark.suiting(Some((255, 255, 255))),
        (80, 24),
    );
    assert!(buf.content().iter().all(|cell| cell.bg != Color::Reset));
    // Auto chose for the background: nothing to paint.
    let auto = Theme::new(false, true).choosing(ThemeChoice::Auto);
    assert_eq!(auto.suiting(Some((255, 255, 255))).ground(), None);
    assert!(!Theme::new(false, false).asks_background());
}
