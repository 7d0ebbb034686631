//! The quiz's tests: nothing on the screen tells the answer before it is given, answers
//! read off the event stream score every question, and a wrong answer hears why.

use ratatui::{buffer::Buffer, crossterm::event::KeyCode, layout::Rect};

use super::quiz::Answer;
use super::*;
use crate::app::board::quizzed::Quizzed;
use crate::app::{Telling, screen_text};
use crate::engine::Search;
use crate::problems::{CellOrder, Permutations, QueensBoard, Shape, SubsetSum, SudokuBoard};

fn press<P: Show + Notation>(player: &mut Player<P>, code: KeyCode) {
    player.handle_key(KeyEvent::from(code));
}

fn type_text<P: Show + Notation>(player: &mut Player<P>, text: &str) {
    for c in text.chars() {
        press(player, KeyCode::Char(c));
    }
}

/// The player drawn on a `width` × `height` screen in English.
fn screen<P: Show + Notation>(player: &Player<P>, width: u16, height: u16) -> Vec<String> {
    let area = Rect::new(0, 0, width, height);
    let mut buf = Buffer::empty(area);
    Screen::render(player, &Theme::new(false, true), area, &mut buf);
    screen_text(&buf).split('\n').map(str::to_string).collect()
}

fn question<P: Show>(player: &Player<P>) -> Option<&quiz::Question> {
    player.quiz.as_ref().and_then(quiz::Quiz::question)
}

fn score<P: Show>(player: &Player<P>) -> (u32, u32) {
    player.quiz.as_ref().map_or((0, 0), quiz::Quiz::score)
}

fn said<P: Show>(player: &Player<P>) -> String {
    player
        .message
        .as_ref()
        .map_or(String::new(), |m| m.get(Lang::En).to_string())
}

fn a4(order: CellOrder) -> SudokuBoard {
    let cells: Vec<u8> = "0000102004010000".bytes().map(|b| b - b'0').collect();
    SudokuBoard::new(Shape::for_side(4).expect("4"), &cells, order).expect("A4")
}

/// 4-queens after its first queen, (0,0), with the tree shown and the quiz on.
fn four_queens_at_a_question() -> Player<QueensBoard> {
    let mut player = Player::new(QueensBoard::new(4).expect("4"), StopAfter::Exhaustion, None);
    press(&mut player, KeyCode::Right);
    press(&mut player, KeyCode::Char('t'));
    press(&mut player, KeyCode::Char('Q'));
    player
}

#[test]
fn at_a_question_the_screen_holds_no_trace_of_the_answer() {
    let mut plain = Player::new(QueensBoard::new(4).expect("4"), StopAfter::Exhaustion, None);
    press(&mut plain, KeyCode::Right);
    press(&mut plain, KeyCode::Char('t'));
    let asked = four_queens_at_a_question();
    assert_eq!(
        question(&asked).map(quiz::Question::answer),
        Some(Answer::Choice(2))
    );
    for (width, height) in [(80, 24), (120, 36), (200, 60)] {
        let at = screen(&asked, width, height);
        // The question may take a row more than the keys: the screen without it is one
        // row shorter then, so that the rest is laid out alike.
        let status = (at.iter())
            .rposition(|row| row.starts_with("▶ "))
            .expect("the status line");
        let extra = (usize::from(height) - status).saturating_sub(2) as u16;
        let before = screen(&plain, width, height - extra);
        let shown = at.join("\n");
        assert!(shown.contains("Row 1: which column"), "{shown}");
        assert!(
            shown.contains("step 1 "),
            "the step did not advance:\n{shown}"
        );
        // Board, log, code, stack and tree: all as before the question, the status line
        // and the prompt's rows aside.
        assert_eq!(at[..status], before[..status], "{width}x{height}:\n{shown}");
    }
    // The answer, once given, is drawn: one queen more.
    let queens =
        |player: &Player<QueensBoard>| screen(player, 120, 36).join("\n").matches('♛').count();
    let mut answered = four_queens_at_a_question();
    type_text(&mut answered, "2");
    assert_eq!(queens(&answered), queens(&asked) + 1);
    assert_eq!(answered.playback.timeline().step(), 2);
}

#[test]
fn the_cell_question_hides_the_cell_the_order_picks() {
    let mut player = Player::new(a4(CellOrder::Mrv), StopAfter::First, None);
    press(&mut player, KeyCode::Char('Q'));
    let asked = question(&player).expect("a question at step 0").clone();
    assert!(asked.asks_cell(), "MRV is asked its cell first");
    let Answer::Cell(cell) = asked.answer() else {
        panic!("a cell: {asked:?}");
    };
    let search = player.playback.timeline().search();
    let top = *search.frames().last().expect("a frame");
    let label = search.problem().frame_label(&top, Telling::default());
    let shown = screen(&player, 200, 60).join("\n");
    assert!(!shown.contains(&label), "{label} shown:\n{shown}");
    assert!(shown.contains("Which cell"), "{shown}");
    assert!(
        !shown.contains("solved"),
        "the board asks, it is not solved:\n{shown}"
    );
    // The cell answered, the digit is asked in it, at the same step.
    let key = search.problem().cell_key(cell, Telling::default());
    type_text(&mut player, &key);
    assert_eq!(score(&player), (1, 1), "{}", said(&player));
    assert_eq!(player.playback.timeline().step(), 0);
    let digit = question(&player).expect("the digit next");
    assert!(!digit.asks_cell());
    let shown = screen(&player, 200, 60).join("\n");
    assert!(
        shown.contains(&label),
        "the cell is told once answered:\n{shown}"
    );
}

/// Answers every question of `start`'s first `steps` steps from the event stream of a
/// search of its own, and checks each is scored right.
fn answer_from_the_events<P: Show + Notation>(start: P, stop: StopAfter, steps: usize) {
    let events: Vec<Event> = Search::new(start.clone(), stop).take(steps).collect();
    let mut player = Player::new(start, stop, None);
    press(&mut player, KeyCode::Char('Q'));
    let tell = player.playback.telling();
    let mut asked = 0;
    while (player.playback.timeline().step() as usize) < events.len() {
        let step = player.playback.timeline().step() as usize;
        let Some(open) = question(&player).cloned() else {
            press(&mut player, KeyCode::Right);
            continue;
        };
        let problem = player.playback.timeline().search().problem();
        let keys = match (events[step], open.asks_cell()) {
            (Event::Place { slot, .. }, true) => problem.cell_key(slot, tell),
            (Event::Place { choice, .. }, false) => problem.key_of(choice, tell),
            (Event::Remove { .. }, true) => {
                let top = *player
                    .playback
                    .timeline()
                    .search()
                    .frames()
                    .last()
                    .expect("a frame");
                match problem.cell_of(&top, None) {
                    Some(cell) => problem.cell_key(cell, tell),
                    None => "<".to_string(),
                }
            }
            (Event::Remove { .. }, false) => "<".to_string(),
            (Event::Solution, _) => panic!("no question before a solution"),
        };
        type_text(&mut player, &keys);
        asked += 1;
        assert_eq!(score(&player), (asked, asked), "{}", said(&player));
        // A cell answered keeps the step for its digit; anything else makes it.
        if question(&player).is_none() {
            assert_eq!(player.playback.timeline().step() as usize, step + 1);
            assert_eq!(player.playback.timeline().last_event(), Some(events[step]));
        }
        if question(&player).is_none() && step + 1 < events.len() {
            press(&mut player, KeyCode::Right);
        }
    }
    assert!(asked > 0);
}

#[test]
fn answers_read_off_the_event_stream_score_every_question() {
    answer_from_the_events(QueensBoard::new(4).expect("4"), StopAfter::Exhaustion, 60);
    answer_from_the_events(QueensBoard::new(8).expect("8"), StopAfter::First, 120);
    answer_from_the_events(a4(CellOrder::Row), StopAfter::Exhaustion, 40);
    answer_from_the_events(a4(CellOrder::Mrv), StopAfter::Exhaustion, 40);
    answer_from_the_events(Permutations::new(3).expect("3"), StopAfter::Exhaustion, 40);
    let subset = SubsetSum::new(&[3, 34, 4, 12, 5, 2], 9).expect("a subset sum");
    answer_from_the_events(subset, StopAfter::Exhaustion, 40);
}

#[test]
fn a_wrong_column_hears_which_queen_attacks_it() {
    let mut player = four_queens_at_a_question();
    type_text(&mut player, "0");
    let verdict = said(&player);
    assert!(verdict.starts_with("Not column 0!"), "{verdict}");
    assert!(verdict.contains("column 2"), "{verdict}");
    assert!(
        verdict.contains("0 is under the queen on (0,0)"),
        "{verdict}"
    );
    assert!(
        verdict.contains("1 is on the diagonal of the queen on (0,0)"),
        "{verdict}"
    );
    assert!(verdict.contains("0/1 right"), "{verdict}");
    assert_eq!(player.playback.timeline().step(), 2, "the step is made");
    // Row 2 has no free column under (0,0) (1,2): the question is the same, the answer
    // is to go back, and a column given hears why it is refused.
    press(&mut player, KeyCode::Right);
    let asked = question(&player).expect("asked at step 2");
    assert_eq!(asked.answer(), Answer::Back);
    let shown = screen(&player, 120, 36).join("\n");
    assert!(shown.contains("Row 2: which column"), "{shown}");
    type_text(&mut player, "3");
    let verdict = said(&player);
    assert!(verdict.contains("The search goes back"), "{verdict}");
    assert!(
        verdict.contains("3 is on the diagonal of the queen on (1,2)"),
        "{verdict}"
    );
}

#[test]
fn a_wrong_digit_hears_which_unit_holds_it() {
    let mut player = Player::new(a4(CellOrder::Row), StopAfter::First, None);
    press(&mut player, KeyCode::Char('Q'));
    // (0,0) of A4: its column holds 1, so 1 is refused.
    type_text(&mut player, "1");
    let verdict = said(&player);
    assert!(verdict.starts_with("Not 1!"), "{verdict}");
    assert!(verdict.contains("1 is in column 0 at (1,0)"), "{verdict}");
}

#[test]
fn playing_stops_at_each_question_and_q_ends_the_quiz() {
    let mut player = Player::new(QueensBoard::new(4).expect("4"), StopAfter::Exhaustion, None);
    press(&mut player, KeyCode::Char('Q'));
    assert!(question(&player).is_some());
    type_text(&mut player, "<");
    assert_eq!(score(&player), (0, 1));
    press(&mut player, KeyCode::Char(' '));
    assert!(question(&player).is_some(), "Space asks first");
    assert!(!player.playback.is_playing());
    assert_eq!(player.playback.timeline().step(), 1);
    // Skipped: the step is made, the score stays.
    press(&mut player, KeyCode::Right);
    assert_eq!(player.playback.timeline().step(), 2);
    assert_eq!(score(&player), (0, 1));
    press(&mut player, KeyCode::Char('Q'));
    assert!(player.quiz.is_none());
    assert_eq!(said(&player), "Quiz over: 0 right of 1");
    press(&mut player, KeyCode::Right);
    assert_eq!(player.playback.timeline().step(), 3, "plain steps again");
}

#[test]
fn a_wrong_column_hears_every_column_refused_in_the_order_the_code_checks() {
    let mut player = Player::new(QueensBoard::new(8).expect("8"), StopAfter::Exhaustion, None);
    player
        .go(Target::Step(23), &mut |_| ControlFlow::Continue(()))
        .expect("8 queens has a step 23");
    press(&mut player, KeyCode::Char('Q'));
    assert_eq!(question(&player).expect("asked").answer(), Answer::Back);
    type_text(&mut player, "3");
    let verdict = said(&player);
    // Column 3 is under (5,3) and on the diagonal of (3,7): `isCol` is checked first.
    let reasons = verdict
        .split_once("goes back: ")
        .expect("reasons follow")
        .1
        .split("  (")
        .next()
        .expect("before the score");
    let reasons: Vec<&str> = reasons.split("; ").collect();
    assert_eq!(
        reasons,
        [
            "3 is under the queen on (5,3)",
            "0 is under the queen on (0,0)",
            "1 is under the queen on (4,1)",
            "2 is under the queen on (1,2)",
            "4 is under the queen on (2,4)",
            "5 is under the queen on (6,5)",
            "6 is on the diagonal of the queen on (6,5)",
            "7 is under the queen on (3,7)",
        ],
        "{verdict}"
    );
}
