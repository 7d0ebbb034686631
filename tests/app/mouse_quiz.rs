//! The quiz answered by the mouse where its prompt lists the answers, for the problems
//! whose answers are not squares of a board: permutations (a value) and subset sum (take
//! or skip). A click answers and scores as the answer's key does.
//!
//! The facts: `backtrack trace permutations 3` puts 1 in position 0 first (step 1);
//! `backtrack trace subset-sum --target 9 3 34 4 12 5 2` takes the 3 first (step 1).

use crate::common;

use backtrack::app::input::mouse::Spot;
use backtrack::app::{App, Start, Theme, screen_text};
use backtrack::problems::{Permutations, SubsetSum};
use common::pointer::{click_spot, marked};
use common::{press, render};
use ratatui::crossterm::event::KeyCode;

const SIZE: (u16, u16) = (120, 36);

/// The app on `start`, taking the mouse, its quiz on: the first question asked.
fn quizzing(start: Start) -> App {
    let mut app = App::new(start, Theme::new(false, true)).with_mouse(true);
    press(&mut app, KeyCode::Char('Q'));
    render(&app, SIZE.0, SIZE.1);
    app
}

fn screen(app: &App) -> String {
    screen_text(&render(app, SIZE.0, SIZE.1))
}

fn permutations() -> App {
    quizzing(Start::board(Permutations::new(3).expect("a size")))
}

fn subset_sum() -> App {
    let puzzle = SubsetSum::new(&[3, 34, 4, 12, 5, 2], 9).expect("a puzzle");
    quizzing(Start::board(puzzle))
}

#[test]
fn a_click_on_a_value_answers_the_permutations_quiz() {
    let mut app = permutations();
    let text = screen(&app);
    assert!(text.contains("Position 0: which value?"), "{text}");
    // Each value offered and going back, where the prompt lists them.
    for answer in [Some(1), Some(2), Some(3), None] {
        assert_eq!(marked(&app, Spot::Answer(answer)).len(), 1, "{answer:?}");
    }
    click_spot(&mut app, Spot::Answer(Some(1)));
    let text = screen(&app);
    assert!(text.contains("Right!"), "{text}");
    assert!(text.contains("1/1 right"), "{text}");
    // → asks the next question, as it does after a key's answer.
    press(&mut app, KeyCode::Right);
    let text = screen(&app);
    assert!(
        text.contains("Position 1: which value?"),
        "the next question:\n{text}"
    );
}

#[test]
fn a_wrong_value_clicked_scores_as_its_key_does() {
    let mut clicked = permutations();
    click_spot(&mut clicked, Spot::Answer(Some(3)));
    let mut keyed = permutations();
    press(&mut keyed, KeyCode::Char('3'));
    let (clicked, keyed) = (screen(&clicked), screen(&keyed));
    assert!(clicked.contains("0/1 right"), "{clicked}");
    assert_eq!(clicked, keyed);
}

#[test]
fn a_click_on_take_answers_the_subset_sum_quiz_and_back_is_wrong() {
    let mut app = subset_sum();
    let text = screen(&app);
    assert!(
        text.contains("Number 3: take it (+) or skip it (-)?"),
        "{text}"
    );
    click_spot(
        &mut app,
        Spot::Answer(Some(backtrack::problems::subset_sum::TAKE)),
    );
    let text = screen(&app);
    assert!(text.contains("Right!"), "{text}");
    assert!(text.contains("1/1 right"), "{text}");
    // Going back, clicked, is the `<` key's answer: wrong at 34, which is skipped.
    press(&mut app, KeyCode::Right);
    render(&app, SIZE.0, SIZE.1);
    click_spot(&mut app, Spot::Answer(None));
    let clicked = screen(&app);
    let mut keyed = subset_sum();
    press(&mut keyed, KeyCode::Char('+'));
    press(&mut keyed, KeyCode::Right);
    press(&mut keyed, KeyCode::Char('<'));
    assert!(clicked.contains("1/2 right"), "{clicked}");
    assert_eq!(clicked, screen(&keyed));
}

#[test]
fn without_the_mouse_the_prompt_marks_nothing() {
    let mut app = App::new(
        Start::board(Permutations::new(3).expect("a size")),
        Theme::new(false, true),
    );
    press(&mut app, KeyCode::Char('Q'));
    render(&app, SIZE.0, SIZE.1);
    assert!(marked(&app, Spot::Answer(Some(1))).is_empty());
}
