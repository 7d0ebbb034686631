//! The red marks on shaded squares read on both shades, in the dark and light palettes:
//! a contrast ratio (WCAG's, from the xterm 256-colour cube) of at least 3.

use ratatui::style::Color;

use super::*;
use crate::app::board::test_support::{COLOR, run, styled};
use crate::app::style::theme::Palette;

/// An xterm 256-colour index above 15 as red, green and blue.
fn rgb(index: u8) -> (f64, f64, f64) {
    if index >= 232 {
        let v = f64::from(8 + 10 * (index - 232));
        return (v, v, v);
    }
    let i = index - 16;
    let level = |k: u8| if k == 0 { 0.0 } else { f64::from(55 + 40 * k) };
    (level(i / 36), level(i / 6 % 6), level(i % 6))
}

/// The relative luminance of a colour of the cube.
fn luminance(index: u8) -> f64 {
    let linear = |c: f64| {
        let c = c / 255.0;
        if c <= 0.039_28 {
            c / 12.92
        } else {
            ((c + 0.055) / 1.055).powf(2.4)
        }
    };
    let (r, g, b) = rgb(index);
    0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

fn contrast(a: Color, b: Color) -> f64 {
    let (Color::Indexed(a), Color::Indexed(b)) = (a, b) else {
        panic!("fixed colours: {a:?} {b:?}")
    };
    let (a, b) = (luminance(a), luminance(b));
    (a.max(b) + 0.05) / (a.min(b) + 0.05)
}

#[test]
fn red_marks_read_on_both_shades_of_square() {
    assert_eq!(rgb(210), (255.0, 135.0, 135.0));
    for palette in [Palette::Dark, Palette::Light] {
        let theme = COLOR.with_palette(palette);
        let red = theme.red_on_square().fg.unwrap();
        for dark in [false, true] {
            let shade = theme.square(dark).bg.unwrap();
            let ratio = contrast(red, shade);
            assert!(ratio >= 3.0, "{palette:?} {dark}: {ratio:.2}");
        }
    }
}

#[test]
fn a_solution_reads_on_white_and_on_the_light_squares() {
    let theme = COLOR.with_palette(Palette::Light);
    let green = theme.solution().fg.unwrap();
    for shade in [
        Color::Indexed(231),
        theme.square(false).bg.unwrap(),
        theme.square(true).bg.unwrap(),
    ] {
        let ratio = contrast(green, shade);
        assert!(ratio >= 4.0, "{shade:?}: {ratio:.2}");
    }
}

#[test]
fn the_refused_squares_and_the_queen_coming_off_take_that_red_on_shaded_squares() {
    // Step 3 of 4-queens: row 3 refused everywhere, queen 2 coming off.
    let (search, last) = run(QueensBoard::new(4).unwrap(), 3);
    let layout = QueensLayout::new(4, Tier::Shaded(3), Names::of(None, Numbering::FromZero));
    let (w, h) = layout.size();
    let theme = COLOR.with_palette(Palette::Dark);
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    let hidden = QueensOptions::default();
    QueensBoard::render_board(&search, last, hidden, None, &theme, area, &mut buf);
    let red = theme.red_on_square();
    for col in 0..4 {
        let cell = &buf[layout.center(2, col)];
        assert_eq!(cell.symbol(), "x");
        assert!(styled(cell, red), "{cell:?}");
    }
    let queen = &buf[layout.center(1, 2)];
    assert_eq!(queen.symbol(), "♛");
    assert!(styled(queen, theme.removed().patch(red)), "{queen:?}");
}
