//! The help overlay on a short screen: every key line can be reached with the arrows, and
//! a key that is not one of them still closes it.

use crate::common;

use backtrack::app::{App, Lang, Start, Theme, screen_text};
use backtrack::problems::QueensBoard;
use common::{press, render};
use ratatui::crossterm::event::KeyCode;

/// The 8-queens player with its help open, in `lang`.
fn helped(lang: Lang) -> App {
    let board = QueensBoard::new(8).expect("8 is a queens size");
    let theme = Theme::new(false, true).speaking(lang);
    let mut app = App::new(Start::board(board), theme);
    press(&mut app, KeyCode::Char('?'));
    app
}

/// Everything the help shows at `width` × `height` from its top to its end, moving down a
/// line at a time, with the number of moves it took.
fn read_down(app: &mut App, width: u16, height: u16) -> (String, usize) {
    let mut last = screen_text(&render(app, width, height));
    let mut seen = last.clone();
    let mut moves = 0;
    loop {
        press(app, KeyCode::Down);
        let now = screen_text(&render(app, width, height));
        if now == last || !app.is_showing_help() {
            return (seen, moves);
        }
        seen.push('\n');
        seen.push_str(&now);
        last = now;
        moves += 1;
        assert!(moves < 100, "the help keeps moving at {width}x{height}");
    }
}

#[test]
fn every_key_line_of_a_long_help_is_reached_with_the_arrows() {
    for lang in Lang::ALL {
        for height in 12..=40 {
            let mut app = helped(lang);
            let (seen, moves) = read_down(&mut app, 80, height);
            for keys in ["Space", "Ctrl-C", "Esc  m"] {
                assert!(
                    seen.contains(keys),
                    "{lang:?} at 80x{height}: the help's line of {keys} is never shown"
                );
            }
            if moves > 0 {
                // A help that moved is still open at its end: another key closes it.
                assert!(app.is_showing_help(), "{lang:?} at 80x{height}");
                press(&mut app, KeyCode::Char('z'));
            }
            // A help that fits closed on the first arrow.
            assert!(!app.is_showing_help(), "{lang:?} at 80x{height}");
            if height >= 40 {
                assert_eq!(moves, 0, "{lang:?}: the whole help fits at 80x{height}");
            }
        }
    }
}

#[test]
fn a_help_that_fits_closes_on_any_key_the_arrows_included() {
    let mut app = helped(Lang::En);
    let _ = render(&app, 120, 50);
    press(&mut app, KeyCode::Down);
    assert!(!app.is_showing_help());
}

#[test]
fn a_line_too_long_for_80_columns_wraps_under_itself_and_is_read_whole() {
    for lang in Lang::ALL {
        let mut app = helped(lang);
        let (seen, _) = read_down(&mut app, 80, 24);
        let line = backtrack::app::words::Id::named("key-lesson").get(lang);
        // Its last words, on a line of their own under the first.
        let last = line.split([' ', '；']).next_back().expect("words");
        assert!(
            seen.contains(last),
            "{lang:?}: {last:?} never shown\n{seen}"
        );
        assert!(
            seen.lines()
                .any(|row| row.contains("│ x  X  k  [  ]  K  W  ")),
            "{seen}"
        );
    }
}
