//! The sandbox's tests: the tutorial's conditions for its own example, keystrokes against
//! the queens placed, the search started from them, clicks mapped to squares, and the
//! conditions panel as drawn.

use ratatui::{buffer::Buffer, crossterm::event::KeyCode, layout::Rect};

use super::conditions::{ConditionKind, checks, free_squares};
use super::*;
use crate::app::Target;
use crate::app::screen_text;
use crate::app::words::lang::Lang;

fn press(sandbox: &mut Sandbox, code: KeyCode) -> Step {
    sandbox.handle_key(KeyEvent::from(code))
}

/// Presses each key of `keys`, a letter a key: `s` Space, `>` →, `<` ←, `v` ↓, `^` ↑,
/// any other its own key.
fn type_keys(sandbox: &mut Sandbox, keys: &str) {
    for key in keys.chars() {
        let code = match key {
            's' => KeyCode::Char(' '),
            '>' => KeyCode::Right,
            '<' => KeyCode::Left,
            'v' => KeyCode::Down,
            '^' => KeyCode::Up,
            other => KeyCode::Char(other),
        };
        press(sandbox, code);
    }
}

/// What the status line says, in English.
fn status(sandbox: &Sandbox) -> Option<String> {
    sandbox
        .message
        .as_ref()
        .map(|message| message.get(Lang::En).to_string())
}

/// The tutorial's first two queens, (0,0) and (1,3) on 8×8, placed by keys.
fn tutorial() -> Sandbox {
    let mut sandbox = Sandbox::new(8);
    type_keys(&mut sandbox, "sv>>>s");
    sandbox
}

/// The conditions each queen sets the square, as the tutorial writes them.
fn written(sandbox: &Sandbox, cell: (usize, usize), numbering: Numbering) -> Vec<Vec<String>> {
    checks(&sandbox.placed(), cell, numbering)
        .iter()
        .map(|check| check.conditions.iter().map(|c| c.text()).collect())
        .collect()
}

#[test]
fn the_tutorials_two_queens_set_its_conditions_with_its_numbers() {
    let sandbox = tutorial();
    assert_eq!(sandbox.placed(), [(0, 0), (1, 3)]);
    // Seed 001: "Y≠0 && Y≠3", "X−Y≠0 && X−Y≠−2", and X+Y≠0, X+Y≠4.
    let expected = [["Y≠0", "X−Y≠0", "X+Y≠0"], ["Y≠3", "X−Y≠−2", "X+Y≠4"]];
    for col in 0..8 {
        assert_eq!(written(&sandbox, (2, col), Numbering::FromZero), expected);
    }
    // Counted from 1, the same squares are (1,1) and (2,4).
    assert_eq!(
        written(&sandbox, (2, 1), Numbering::FromOne),
        [["Y≠1", "X−Y≠0", "X+Y≠2"], ["Y≠4", "X−Y≠−2", "X+Y≠6"]]
    );
}

#[test]
fn each_condition_is_judged_for_the_square_under_the_cursor() {
    let sandbox = tutorial();
    let holds = |cell| -> Vec<Vec<bool>> {
        checks(&sandbox.placed(), cell, Numbering::FromZero)
            .iter()
            .map(|check| check.conditions.iter().map(|c| c.holds()).collect())
            .collect()
    };
    // (2,1): free. (2,2): X+Y = 4, on (1,3)'s ↗ diagonal. (2,4): X−Y = −2, its ↘ one.
    assert_eq!(holds((2, 1)), [[true; 3], [true; 3]]);
    assert_eq!(holds((2, 2)), [[true, false, true], [true, true, false]]);
    assert_eq!(holds((2, 4)), [[true, true, true], [true, false, true]]);
    assert_eq!(holds((5, 3)), [[true, true, true], [false, true, true]]);
    // In the row of a queen, the row is the condition that fails.
    let beside = checks(&sandbox.placed(), (1, 6), Numbering::FromZero);
    assert_eq!(beside[1].conditions.len(), 1);
    assert_eq!(beside[1].conditions[0].kind, ConditionKind::Row);
    assert_eq!(beside[1].conditions[0].text(), "X≠1");
    assert!(!beside[1].holds());
}

#[test]
fn the_conditions_leave_free_the_squares_the_tutorial_draws() {
    let queens = tutorial().placed();
    let free = free_squares(8, &queens);
    let row_2: Vec<usize> = free.iter().filter(|c| c.0 == 2).map(|c| c.1).collect();
    assert_eq!(row_2, [1, 5, 6, 7]);
    // Rows 0 and 1 hold their queens; rows 2 to 7 keep these squares.
    let by_row: Vec<Vec<usize>> = (0..8)
        .map(|row| free.iter().filter(|c| c.0 == row).map(|c| c.1).collect())
        .collect();
    assert_eq!(
        by_row,
        [
            vec![],
            vec![],
            vec![1, 5, 6, 7],
            vec![2, 4, 6, 7],
            vec![1, 2, 5, 7],
            vec![1, 2, 4, 6],
            vec![1, 2, 4, 5, 7],
            vec![1, 2, 4, 5, 6],
        ]
    );
    assert_eq!(free.len(), 26);
    // Every free square is off every line the board draws, every other one on one.
    for row in 0..8 {
        for col in 0..8 {
            let on_a_line = conditions::Lines::through(&queens, (row, col)).any();
            let queen = queens.contains(&(row, col));
            assert_eq!(free.contains(&(row, col)), !on_a_line && !queen);
        }
    }
}

#[test]
fn space_puts_moves_and_lifts_one_queen_a_row() {
    let mut sandbox = tutorial();
    // On (1,5), Space moves row 1's queen there, and says so.
    type_keys(&mut sandbox, ">>s");
    assert_eq!(sandbox.placed(), [(0, 0), (1, 5)]);
    let said = status(&sandbox);
    assert_eq!(
        said.as_deref(),
        Some("one queen a row: the queen moved from (1,3) to (1,5)")
    );
    // Again: lifted.
    type_keys(&mut sandbox, "s");
    assert_eq!(sandbox.placed(), [(0, 0)]);
    // On an attacked square it stands, and the status line names who attacks it.
    type_keys(&mut sandbox, "v<<<<<s");
    assert_eq!(sandbox.cursor(), (2, 0));
    assert_eq!(sandbox.placed(), [(0, 0), (2, 0)]);
    let said = status(&sandbox);
    assert!(
        said.as_deref()
            .is_some_and(|s| s
                .starts_with("queen put on (2,0), which the queen at (0,0) attacks: allowed here")),
        "{said:?}"
    );
    // The cursor stops at the edges; c lifts everything.
    type_keys(&mut sandbox, "vvvvvvvvvv>>>>>>>>>>");
    assert_eq!(sandbox.cursor(), (7, 7));
    type_keys(&mut sandbox, "c");
    assert!(sandbox.placed().is_empty());
}

#[test]
fn p_searches_on_below_the_rows_placed() {
    // (0,0) and (1,4): the one solution they leave is 0 4 7 5 2 6 1 3.
    let mut sandbox = Sandbox::new(8);
    type_keys(&mut sandbox, "sv>>>>s");
    assert_eq!(sandbox.placed(), [(0, 0), (1, 4)]);
    let Step::Open(mut player) = press(&mut sandbox, KeyCode::Char('p')) else {
        panic!("p opens the player");
    };
    assert_eq!(player.state_line(), "1 5", "the given rows, counted from 1");
    player
        .search_mut()
        .expect("the player plays a search")
        .go(Target::Solution(1), &mut |_| {
            std::ops::ControlFlow::Continue(())
        })
        .expect("a solution");
    assert_eq!(player.state_line(), "1 5 8 6 3 7 2 4");
    assert!(
        player
            .search_mut()
            .expect("the player plays a search")
            .go(Target::Solution(2), &mut |_| {
                std::ops::ControlFlow::Continue(())
            })
            .is_err()
    );
    assert_eq!(
        player.search().map(|search| search.solutions_found()),
        Some(1)
    );
}

#[test]
fn a_queen_below_the_first_empty_row_is_left_out_and_said_so() {
    let mut sandbox = Sandbox::new(8);
    // (0,0), then (3,5) with row 1 empty.
    type_keys(&mut sandbox, "svvv>>>>>s");
    let start = sandbox.start();
    assert_eq!((start.given, start.ignored), (vec![0], vec![(3, 5)]));
    let note = sandbox.ignored_note(&sandbox.start());
    assert_eq!(
        note.get(Lang::En),
        "the queen at (3,5) is left out: row 1 is empty, and the search starts there."
    );
    let Step::Open(player) = press(&mut sandbox, KeyCode::Char('p')) else {
        panic!("p opens the player");
    };
    assert_eq!(player.state_line(), "1");
}

#[test]
fn given_rows_that_attack_each_other_are_refused_and_e_searches_from_empty() {
    let mut sandbox = Sandbox::new(8);
    type_keys(&mut sandbox, "sv>s");
    assert_eq!(sandbox.placed(), [(0, 0), (1, 1)]);
    assert!(matches!(
        press(&mut sandbox, KeyCode::Char('p')),
        Step::Reply(Reply::Handled)
    ));
    let said = status(&sandbox);
    assert_eq!(
        said.as_deref(),
        Some("cannot search: the queens at (0,0) and (1,1) attack each other; lift or move one")
    );
    let Step::Open(mut player) = press(&mut sandbox, KeyCode::Char('e')) else {
        panic!("e opens the player");
    };
    assert_eq!(player.state_line(), "");
    player
        .search_mut()
        .expect("the player plays a search")
        .go(Target::End, &mut |_| std::ops::ControlFlow::Continue(()))
        .expect("the end");
    assert_eq!(
        player.search().map(|search| search.solutions_found()),
        Some(92)
    );
}

#[test]
fn every_key_of_the_table_does_something_and_no_other_key_does() {
    for code in crate::app::input::keys::every_key() {
        let mut sandbox = tutorial();
        // From the middle of the board, so that every move moves.
        sandbox.cursor = (4, 4);
        let before = (sandbox.placed(), sandbox.cursor());
        let step = press(&mut sandbox, code);
        let changed = (sandbox.placed(), sandbox.cursor()) != before;
        let bound = key_tables::action(keys::SANDBOX, code).is_some();
        let acted = changed || !matches!(step, Step::Reply(Reply::Ignored | Reply::Handled));
        assert_eq!(acted, bound, "{code:?}");
    }
}

/// The sandbox drawn in a `width`×`height` screen.
fn draw(sandbox: &Sandbox, theme: &Theme, width: u16, height: u16) -> Buffer {
    let area = Rect::new(0, 0, width, height);
    let mut buf = Buffer::empty(area);
    sandbox.render(theme, area, &mut buf);
    buf
}

#[test]
fn a_point_on_a_square_is_that_square_at_every_size() {
    let sandbox = tutorial();
    for (width, height) in [(80, 24), (120, 36), (200, 60)] {
        let area = Rect::new(0, 0, width, height);
        let body = crate::app::widgets::areas::rows(area, 1, 1)[1];
        let places = layout::places(body, 8);
        let plan = places.plan;
        let buf = draw(&sandbox, &Theme::new(true, false), width, height);
        for row in 0..8 {
            for col in 0..8 {
                let (x, y) = plan.square(row, col);
                let (x, y) = (places.board.x + x, places.board.y + y);
                // Every cell of the square, its corners included.
                for (dx, dy) in [(0, 0), (plan.cell_w() - 1, plan.cell_h() - 1)] {
                    assert_eq!(cell_at(area, 8, x + dx, y + dy), Some((row, col)));
                }
                let middle = (x + plan.cell_w() / 2, y + plan.cell_h() / 2);
                let queen = buf[middle].symbol() == "Q";
                assert_eq!(queen, sandbox.placed().contains(&(row, col)));
            }
        }
        // The numbers, the panel and the footer are no square.
        assert_eq!(cell_at(area, 8, places.board.x, places.board.y + 1), None);
        assert_eq!(
            cell_at(area, 8, places.panel.x + 2, places.panel.y + 2),
            None
        );
        assert_eq!(cell_at(area, 8, 0, height - 1), None);
    }
    // Too small to draw: no square anywhere.
    assert_eq!(cell_at(Rect::new(0, 0, 40, 12), 8, 10, 5), None);
}

/// The conditions panel alone, as drawn at 80×24 with the cursor on `cell`.
fn conditions_panel(sandbox: &mut Sandbox, cell: (usize, usize), theme: &Theme) -> String {
    sandbox.cursor = cell;
    let buf = draw(sandbox, theme, 80, 24);
    let body = crate::app::widgets::areas::rows(buf.area, 1, 1)[1];
    let panel = layout::places(body, sandbox.n).panel;
    let mut inside = Buffer::empty(panel);
    for y in panel.top()..panel.bottom() {
        for x in panel.left()..panel.right() {
            inside[(x, y)] = buf[(x, y)].clone();
        }
    }
    screen_text(&inside)
}

#[test]
fn the_conditions_panel_in_english_and_chinese() {
    let mut sandbox = tutorial();
    let en = Theme::new(false, true);
    insta::assert_snapshot!(
        "conditions_2_2_en",
        conditions_panel(&mut sandbox, (2, 2), &en)
    );
    insta::assert_snapshot!(
        "conditions_2_1_ascii",
        conditions_panel(&mut sandbox, (2, 1), &Theme::new(true, false))
    );
    let zh = Theme::new(false, true).speaking(Lang::Zh);
    insta::assert_snapshot!(
        "conditions_2_2_zh",
        conditions_panel(&mut sandbox, (2, 2), &zh)
    );
}
