//! The prompts say all of it: `g` takes `solution:K` and `end` as `--step` does, a
//! breakpoint refused is explained whole in the screen's language, and Esc leaves a
//! prompt or the quiz's question, never the player.

use crate::common;

use backtrack::app::{App, Lang, Theme, screen_text};
use common::{play, press, render, settle, type_text};
use ratatui::crossterm::event::KeyCode;

/// The screen at 80×24, as text.
fn screen(app: &App) -> String {
    screen_text(&render(app, 80, 24))
}

/// The status line's counters: the step and the solutions found.
fn at(app: &App) -> (String, String) {
    let text = screen(app);
    let status = text.lines().nth(22).expect("24 rows").to_string();
    let after = |word: &str| {
        let from = status.find(word).expect(word) + word.len();
        status[from..]
            .split_whitespace()
            .next()
            .expect("a number")
            .to_string()
    };
    (after("step "), after("solutions "))
}

fn eight_queens(lang: Lang) -> App {
    play(&["queens", "8"], Theme::new(false, true).speaking(lang))
}

#[test]
fn g_goes_to_the_kth_solution_and_to_the_end() {
    let mut app = eight_queens(Lang::En);
    press(&mut app, KeyCode::Char('g'));
    type_text(&mut app, "solution:2");
    assert!(
        screen(&app).contains("go to step solution:2_"),
        "{}",
        screen(&app)
    );
    press(&mut app, KeyCode::Enter);
    settle(&mut app);
    // Seed 000's 8-queens trace: the second solution is at step 288, not step 2.
    assert_eq!(at(&app), ("288".to_string(), "2".to_string()));
    // From past it, back to the first.
    press(&mut app, KeyCode::Char('g'));
    type_text(&mut app, "solution:1");
    press(&mut app, KeyCode::Enter);
    settle(&mut app);
    assert_eq!(at(&app).1, "1");
    press(&mut app, KeyCode::Char('g'));
    type_text(&mut app, "end");
    press(&mut app, KeyCode::Enter);
    settle(&mut app);
    assert_eq!(at(&app).1, "92");
    press(&mut app, KeyCode::Char('g'));
    type_text(&mut app, "sol");
    press(&mut app, KeyCode::Enter);
    assert!(
        screen(&app).contains("`sol` is not a step: type a number, solution:K"),
        "{}",
        screen(&app)
    );
}

#[test]
fn a_refused_breakpoint_is_explained_whole_in_chinese() {
    let mut app = eight_queens(Lang::Zh);
    press(&mut app, KeyCode::Char('x'));
    type_text(&mut app, "foo");
    press(&mut app, KeyCode::Enter);
    let shown = screen(&app);
    let said: String = shown.lines().skip(22).collect::<Vec<_>>().join("");
    assert!(
        said.contains(
            "“foo”不是断点条件：请输入 rowR=C、solution、backtrack、unwind>=K、depth=K、place\
             SLOT:CHOICE 或 placement=N"
        ),
        "{shown}"
    );
    assert!(!shown.contains('…'), "{shown}");
}

#[test]
fn esc_leaves_a_prompt_and_the_quiz_never_the_player() {
    let mut app = eight_queens(Lang::En);
    for key in ['g', 'x', 'k'] {
        press(&mut app, KeyCode::Char(key));
        press(&mut app, KeyCode::Esc);
        assert!(screen(&app).contains("8-Queens"), "{key}: {}", screen(&app));
    }
    press(&mut app, KeyCode::Char('Q'));
    assert!(screen(&app).contains("which column"), "{}", screen(&app));
    press(&mut app, KeyCode::Esc);
    let shown = screen(&app);
    assert!(shown.contains("8-Queens"), "{shown}");
    assert!(shown.contains("Quiz over: 0 right of 0"), "{shown}");
}
