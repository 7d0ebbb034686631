//! The listing of a map too tall for its panel says where regions are hidden, and a
//! region's colour reads in every colour: white letters on blue, black on the others.

use ratatui::style::Color;

use super::*;
use crate::app::board::test_support::{COLOR, render, run};
use crate::app::screen_text;
use crate::problems::graph_colouring::MapPreset;

fn australia() -> ColouringBoard {
    MapPreset::named("australia")
        .expect("a preset")
        .board(RegionOrder::File)
}

#[test]
fn a_window_of_the_listing_marks_the_regions_hidden_above_and_below() {
    // Australia's seven regions in six rows: at step 2 SA is next, T is hidden below;
    // at step 9, T is next, WA is hidden above.
    let (search, last) = run(australia(), 2);
    let drawn = screen_text(&render(&search, last, (), &COLOR, 45, 6));
    let lines: Vec<&str> = drawn.lines().collect();
    assert!(lines[0].starts_with("WA  R  "), "{drawn}");
    assert!(!lines[0].contains('↑'), "{drawn}");
    assert!(lines[5].starts_with("V   .↓ SA"), "{drawn}");
    let (search, last) = run(australia(), 9);
    let drawn = screen_text(&render(&search, last, (), &COLOR, 45, 6));
    let lines: Vec<&str> = drawn.lines().collect();
    assert!(lines[0].starts_with("NT  G↑ WA"), "{drawn}");
    assert_eq!(lines[5], "T   .", "{drawn}");
    assert!(!drawn.contains('↓'), "{drawn}");
}

#[test]
fn letters_on_blue_are_white_and_on_the_other_colours_black() {
    for colour in 0..8 {
        let style = colour_style(&COLOR, colour);
        let ink = match style.bg {
            Some(Color::Blue) => Color::White,
            _ => crate::app::DARK_INK,
        };
        assert_eq!(style.fg, Some(ink), "{colour}");
    }
    assert_eq!(colour_style(&COLOR, 2).bg, Some(Color::Blue));
}
