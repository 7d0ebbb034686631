//! The quiz answered with the arrows, and its verdicts read whole: ↑ / ↓ move a highlight
//! that starts where the answer cannot be told from it, Enter gives it; at 80×24 the
//! longest verdicts wrap over several rows rather than end with `…`, in each language.

use ratatui::{buffer::Buffer, crossterm::event::KeyCode, layout::Rect};

use super::quiz::Answer;
use super::*;
use crate::app::screen_text;
use crate::app::widgets::text;
use crate::problems::{CellOrder, QueensBoard, Shape, SudokuBoard};

fn press<P: Show + Notation>(player: &mut Player<P>, code: KeyCode) {
    player.handle_key(KeyEvent::from(code));
}

/// The player drawn on a `width` × `height` screen speaking `lang`, a row a line.
fn screen<P: Show + Notation>(player: &Player<P>, size: (u16, u16), lang: Lang) -> Vec<String> {
    let area = Rect::new(0, 0, size.0, size.1);
    let mut buf = Buffer::empty(area);
    let theme = Theme::new(false, true).speaking(lang);
    Screen::render(player, &theme, area, &mut buf);
    screen_text(&buf).split('\n').map(str::to_string).collect()
}

fn question<P: Show>(player: &Player<P>) -> Option<&quiz::Question> {
    player.quiz.as_ref().and_then(quiz::Quiz::question)
}

fn score<P: Show>(player: &Player<P>) -> (u32, u32) {
    player.quiz.as_ref().map_or((0, 0), quiz::Quiz::score)
}

/// 4-queens after its first queen, (0,0), the quiz asking row 1's column (2).
fn four_queens_at_row_1() -> Player<QueensBoard> {
    let mut player = Player::new(QueensBoard::new(4).expect("4"), StopAfter::Exhaustion, None);
    press(&mut player, KeyCode::Right);
    press(&mut player, KeyCode::Char('Q'));
    player
}

/// The prompt: the screen's last row.
fn prompt<P: Show + Notation>(player: &Player<P>, lang: Lang) -> String {
    let rows = screen(player, (120, 36), lang);
    rows.last().cloned().unwrap_or_default()
}

#[test]
fn the_arrows_move_a_highlight_and_enter_gives_it() {
    let mut player = four_queens_at_row_1();
    assert_eq!(
        question(&player).map(quiz::Question::answer),
        Some(Answer::Choice(2))
    );
    // Before an arrow, the compact keys and the arrows' hint, nothing highlighted.
    let asked = prompt(&player, Lang::En);
    assert!(asked.contains(" 0-3  < back  ↑↓ Enter choose"), "{asked}");
    // ↓ starts at the first column whatever the answer: 0, then 1, then 2.
    press(&mut player, KeyCode::Down);
    let pointed = prompt(&player, Lang::En);
    assert!(pointed.contains(" 0 1 2 3 < back"), "{pointed}");
    press(&mut player, KeyCode::Down);
    press(&mut player, KeyCode::Down);
    assert_eq!(player.playback.timeline().step(), 1, "nothing given yet");
    press(&mut player, KeyCode::Enter);
    assert_eq!(score(&player), (1, 1), "column 2 given and right");
    assert_eq!(player.playback.timeline().step(), 2, "the step is made");
    // Row 2 has no free column: ↑ starts at the last answer, going back, which is right.
    press(&mut player, KeyCode::Right);
    assert_eq!(
        question(&player).map(quiz::Question::answer),
        Some(Answer::Back)
    );
    press(&mut player, KeyCode::Up);
    press(&mut player, KeyCode::Enter);
    assert_eq!(score(&player), (2, 2));
    // Round the ends: ↑ from nothing is `<`, ↓ from `<` the first column.
    press(&mut player, KeyCode::Right);
    assert!(question(&player).is_some());
    press(&mut player, KeyCode::Up);
    press(&mut player, KeyCode::Down);
    press(&mut player, KeyCode::Enter);
    assert_eq!(score(&player).1, 3, "a column given");
}

#[test]
fn the_highlight_starts_in_the_same_place_whatever_the_answer() {
    // Row 0's answer is column 0 and row 1's column 2: ↓ highlights column 0 at both,
    // so where it starts tells the class nothing.
    let mut first = Player::new(QueensBoard::new(4).expect("4"), StopAfter::Exhaustion, None);
    press(&mut first, KeyCode::Char('Q'));
    press(&mut first, KeyCode::Down);
    let mut second = four_queens_at_row_1();
    press(&mut second, KeyCode::Down);
    let key = |player: &Player<QueensBoard>| {
        let rows = screen(player, (120, 36), Lang::En);
        let row = rows.last().cloned().unwrap_or_default();
        row.split("? ")
            .nth(1)
            .map(str::to_string)
            .unwrap_or_default()
    };
    assert_eq!(key(&first), key(&second));
    // Typed digits still answer, and Enter without a highlight gives nothing.
    let mut typed = four_queens_at_row_1();
    press(&mut typed, KeyCode::Enter);
    assert_eq!(score(&typed), (0, 0));
    press(&mut typed, KeyCode::Char('2'));
    assert_eq!(score(&typed), (1, 1));
}

#[test]
fn the_arrows_are_in_the_help_while_a_question_is_open() {
    let player = four_queens_at_row_1();
    let helps = Screen::helps(&player);
    let line = helps
        .iter()
        .find(|line| line.keys.unicode.contains('↑') && line.keys.unicode.contains('↓'))
        .map(|line| line.words.get(Lang::Zh).to_string());
    assert_eq!(
        line.as_deref(),
        Some("作答：用方向键在候选答案间移动高亮，按 Enter 提交")
    );
}

/// The rows of `rows` from the first that holds the start of `verdict`'s text, joined
/// without blanks, and whether any of them is cut with `…`.
fn verdict_rows(rows: &[String], verdict: &str) -> (String, bool) {
    let start: String = verdict.chars().take(4).collect();
    let from = rows
        .iter()
        .rposition(|row| row.contains(&start))
        .unwrap_or(rows.len());
    let shown: String = rows[from..].concat();
    let cut = rows[from..].iter().any(|row| row.contains('…'));
    (shown.chars().filter(|c| !c.is_whitespace()).collect(), cut)
}

/// Checks that the verdict `player` says is on its 80×24 screen whole, in every
/// language, over two rows or more.
fn read_whole_at_80x24<P: Show + Notation>(player: &Player<P>) {
    let message = player.message.as_ref().expect("a verdict");
    for lang in Lang::ALL {
        let verdict = message.get(lang);
        let rows = screen(player, (80, 24), lang);
        let (shown, cut) = verdict_rows(&rows, verdict);
        let whole: String = verdict.chars().filter(|c| !c.is_whitespace()).collect();
        assert!(!cut, "{lang:?} cut:\n{}", rows.join("\n"));
        assert!(
            shown.contains(&whole),
            "{lang:?}: {verdict}\n{}",
            rows.join("\n")
        );
        assert!(
            text::width_of(verdict) > 80,
            "{lang:?}: a verdict that fits one row proves nothing: {verdict}"
        );
    }
}

#[test]
fn a_queens_verdict_with_several_refused_columns_is_read_whole_at_80x24() {
    // 8-queens with queens on (0,0) and (1,2): row 2 puts its queen in column 4, after
    // refusing 0 to 3. Column 7 given: 4 comes first, 0 is under (0,0), 1 on the
    // diagonal of (1,2).
    let mut player = Player::new(QueensBoard::new(8).expect("8"), StopAfter::Exhaustion, None);
    press(&mut player, KeyCode::Right);
    press(&mut player, KeyCode::Right);
    press(&mut player, KeyCode::Char('Q'));
    assert_eq!(
        question(&player).map(quiz::Question::answer),
        Some(Answer::Choice(4))
    );
    press(&mut player, KeyCode::Char('7'));
    let english = player.message.as_ref().map(|m| m.get(Lang::En).to_string());
    let english = english.unwrap_or_default();
    assert!(
        english.contains("0 is under the queen on (0,0)"),
        "{english}"
    );
    read_whole_at_80x24(&player);
}

/// Seed 000's 9×9 A4 in row order.
fn nine_a4() -> SudokuBoard {
    let text = include_str!("../../../../assets/9x9-a4.txt");
    let cells: Vec<u8> = (text.lines())
        .filter(|line| !line.starts_with('#'))
        .flat_map(|line| line.split_whitespace())
        .map(|digit| digit.parse().expect("a digit"))
        .collect();
    SudokuBoard::new(Shape::for_side(9).expect("9"), &cells, CellOrder::Row).expect("A4")
}

#[test]
fn a_sudoku_verdict_naming_units_and_their_cells_is_read_whole_at_80x24() {
    // A4 with 1 in (0,1) and 2 in (0,2): (0,3) takes 3, after 1 and 2, both in row 0.
    // 7 given: 3 comes first, and 1 and 2 are in row 0 at their cells.
    let mut player = Player::new(nine_a4(), StopAfter::First, None);
    press(&mut player, KeyCode::Right);
    press(&mut player, KeyCode::Right);
    press(&mut player, KeyCode::Char('Q'));
    assert_eq!(
        question(&player).map(quiz::Question::answer),
        Some(Answer::Choice(3))
    );
    press(&mut player, KeyCode::Char('7'));
    let english = player.message.as_ref().map(|m| m.get(Lang::En).to_string());
    let english = english.unwrap_or_default();
    assert!(english.contains("1 is in row 0 at (0,1)"), "{english}");
    assert!(english.contains("2 is in row 0 at (0,2)"), "{english}");
    read_whole_at_80x24(&player);
}
