//! Every prompt shows its whole hint: the go-to prompt, a breakpoint's and a caption's
//! line, and the quiz's question with the ↑↓ keys of its cursor, in every language, on
//! every width from 60 to 200 columns of a 24-row screen, none of it cut.

use ratatui::{buffer::Buffer, crossterm::event::KeyCode, layout::Rect};

use super::view::PlayerView;
use super::*;
use crate::app::widgets::text;
use crate::app::{screen_text, words as app_words};
use crate::problems::graph_colouring::MapPreset;
use crate::problems::{
    CellOrder, Permutations, QueensBoard, RegionOrder, Shape, SubsetSum, SudokuBoard,
};

/// The widths swept.
const WIDTHS: std::ops::RangeInclusive<u16> = 60..=200;

/// The screen's height.
const HEIGHT: u16 = 24;

fn press<P: Show + Notation>(player: &mut Player<P>, code: KeyCode) {
    player.handle_key(KeyEvent::from(code));
}

/// `text` without its blanks: what a hint is compared by, wherever its rows break it.
fn solid(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace()).collect()
}

/// Checks that `player`, drawn in `lang` at every width, ends its screen with the
/// footer's rows, each within the width, and that they hold each of `hints` whole.
fn shows_whole<P: Show + Notation>(
    player: &mut Player<P>,
    lang: Lang,
    hints: &[String],
    what: &str,
) {
    player.speak(lang);
    let theme = Theme::new(false, true).speaking(lang);
    for width in WIDTHS {
        let area = Rect::new(0, 0, width, HEIGHT);
        let mut buf = Buffer::empty(area);
        Screen::render(player, &theme, area, &mut buf);
        let screen = screen_text(&buf);
        let shown: Vec<&str> = screen.lines().collect();
        let view = PlayerView {
            player,
            theme: &theme,
        };
        let rows = view.footer_lines(width, true);
        let footer: Vec<String> = (rows.iter())
            .map(|row| row.spans.iter().map(|span| span.content.as_ref()).collect())
            .collect();
        let place = format!("{what}, {lang:?}, {width} columns");
        for row in &footer {
            assert!(text::width_of(row) <= usize::from(width), "{place}: {row}");
        }
        let bottom = &shown[shown.len() - footer.len()..];
        let trimmed: Vec<&str> = footer.iter().map(|row| row.trim_end()).collect();
        let drawn: Vec<&str> = bottom.iter().map(|row| row.trim_end()).collect();
        assert_eq!(drawn, trimmed, "{place}\n{screen}");
        let together = solid(&footer.concat());
        for hint in hints {
            assert!(
                together.contains(&solid(hint)),
                "{place}: `{hint}` not whole in\n{}",
                footer.join("\n")
            );
        }
    }
}

/// The hints of a line being typed: Enter and Esc with their words.
fn text_keys(lang: Lang) -> Vec<String> {
    vec![
        format!(
            "Enter {}",
            crate::app::input::keys::key_words::HINT_TAKE_TEXT.get(lang)
        ),
        format!("Esc {}", app_words::HINT_CANCEL.get(lang)),
    ]
}

/// 8 queens, after its first queen.
fn queens() -> Player<QueensBoard> {
    let mut player = Player::new(QueensBoard::new(8).expect("8"), StopAfter::First, None);
    press(&mut player, KeyCode::Right);
    player
}

#[test]
fn the_go_to_breakpoint_and_caption_prompts_show_their_whole_hints() {
    for lang in Lang::ALL {
        let mut goes = queens();
        press(&mut goes, KeyCode::Char('g'));
        let hints = [
            format!("0-9 {}", app_words::HINT_STEP_NUMBER.get(lang)),
            format!("Enter {}", app_words::HINT_GO.get(lang)),
            format!("Esc {}", app_words::HINT_CANCEL.get(lang)),
        ];
        shows_whole(&mut goes, lang, &hints, "go to");
        let mut breaks = queens();
        press(&mut breaks, KeyCode::Char('x'));
        let forms = moments::forms::<QueensBoard>(lang);
        let mut hints = text_keys(lang);
        hints.push(moments::BREAKPOINT_FORMS.fill(lang, &[&forms]));
        shows_whole(&mut breaks, lang, &hints, "a breakpoint");
        "row 5 = 3"
            .chars()
            .for_each(|c| press(&mut breaks, KeyCode::Char(c)));
        shows_whole(&mut breaks, lang, &text_keys(lang), "a breakpoint typed");
        let mut marks = queens();
        press(&mut marks, KeyCode::Char('k'));
        shows_whole(&mut marks, lang, &text_keys(lang), "a caption");
        // A long caption in Chinese: the keys stay whole beside it or under it.
        "第三行无解，皇后二只好换到第四列，再从第三行重新开始"
            .chars()
            .for_each(|c| press(&mut marks, KeyCode::Char(c)));
        shows_whole(&mut marks, lang, &text_keys(lang), "a long caption");
    }
}

/// The quiz's hints in `lang` on a question that takes a choice: going back, the
/// cursor's keys and the score.
fn quiz_hints(lang: Lang, choice: bool) -> Vec<String> {
    let mut hints = vec![format!("< {}", quiz_words::QUIZ_BACK.get(lang))];
    if choice {
        let word = quiz_words::HINT_QUIZ_CHOOSE.get(lang);
        hints.push(format!("↑↓ Enter {word}"));
    }
    hints.push(quiz_words::QUIZ_SCORE.fill(lang, &[&0, &0]));
    hints
}

/// Checks the quiz's question on `player`, turned on, in every language.
fn quiz_shows_whole<P: Show + Notation>(mut player: Player<P>, choice: bool, what: &str) {
    press(&mut player, KeyCode::Char('Q'));
    for lang in Lang::ALL {
        shows_whole(&mut player, lang, &quiz_hints(lang, choice), what);
    }
    // With the cursor on an answer, too.
    press(&mut player, KeyCode::Down);
    for lang in Lang::ALL {
        shows_whole(&mut player, lang, &quiz_hints(lang, choice), what);
    }
}

#[test]
fn the_quiz_shows_its_whole_hints_in_every_problem() {
    quiz_shows_whole(queens(), true, "queens");
    // Seed 000's 9×9 A4.
    let a4 = |order| {
        let text = include_str!("../../../../assets/9x9-a4.txt");
        let cells: Vec<u8> = (text.lines())
            .filter(|line| !line.starts_with('#'))
            .flat_map(|line| line.split_whitespace())
            .map(|digit| digit.parse().expect("a digit"))
            .collect();
        SudokuBoard::new(Shape::for_side(9).expect("9"), &cells, order).expect("A4")
    };
    quiz_shows_whole(
        Player::new(a4(CellOrder::Row), StopAfter::First, None),
        true,
        "sudoku",
    );
    quiz_shows_whole(
        Player::new(a4(CellOrder::Mrv), StopAfter::First, None),
        false,
        "sudoku by MRV",
    );
    let permutations = Permutations::new(4).expect("4");
    quiz_shows_whole(
        Player::new(permutations, StopAfter::Exhaustion, None),
        true,
        "permutations",
    );
    let sum = SubsetSum::new(&[3, 34, 4, 12, 5, 2], 9).expect("a sum");
    quiz_shows_whole(
        Player::new(sum, StopAfter::Exhaustion, None),
        true,
        "subset sum",
    );
    let china = MapPreset::named("china").expect("a preset");
    quiz_shows_whole(
        Player::new(china.board(RegionOrder::File), StopAfter::First, None),
        true,
        "the map of China",
    );
}
