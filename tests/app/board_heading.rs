//! The heading over the board says as much as fits: the title, the problem and the mode;
//! where the problem's own words do not fit, a preset's short title takes their place
//! rather than being cut with `…`.

use crate::common;

use backtrack::app::Theme;
use common::{play, render};

/// The board panel's top border, from the screen's first line.
fn heading(args: &[&str], width: u16) -> String {
    let app = play(args, Theme::new(false, true));
    let buf = render(&app, width, 24);
    let line: String = (0..width).map(|x| buf[(x, 0)].symbol()).collect();
    line.split('┐').next().unwrap_or_default().to_string()
}

#[test]
fn a_narrow_heading_keeps_the_presets_title_whole() {
    let args = ["subset-sum", "--preset", "subset-9"];
    let wide = heading(&args, 200);
    assert!(
        wide.contains("Subset sum to 9 · Subset sum: 6 numbers, target 9 · all solutions"),
        "{wide}"
    );
    let narrow = heading(&args, 80);
    assert!(narrow.starts_with("┌ Subset sum to 9 "), "{narrow}");
    assert!(!narrow.contains('…'), "{narrow}");
}

#[test]
fn without_a_title_the_problem_is_said() {
    let narrow = heading(&["queens", "8"], 80);
    assert!(narrow.contains(" 8-Queens · all solutions "), "{narrow}");
}
