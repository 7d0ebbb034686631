//! Moving along a run: steps, solutions, backtracks, go to, the end, restarting, playing
//! and its speeds.

use super::*;
#[test]
fn five_steps_forward_then_five_back_is_the_first_screen() {
    for start in starts() {
        let mut app = app(start);
        let first = render(&app, 120, 40);
        press_all(&mut app, &[KeyCode::Right; 5]);
        let fifth = render(&app, 120, 40);
        assert_ne!(first, fifth, "five steps change the screen");
        assert!(status(&fifth).contains("step 5 "), "{}", status(&fifth));
        press_all(&mut app, &[KeyCode::Left; 5]);
        assert_eq!(render(&app, 120, 40), first);
    }
}

#[test]
fn vi_keys_step_like_the_arrows() {
    let mut arrows = app(queens(6));
    let mut letters = app(queens(6));
    press_all(
        &mut arrows,
        &[
            KeyCode::Right,
            KeyCode::Right,
            KeyCode::Right,
            KeyCode::Left,
        ],
    );
    type_text(&mut letters, "lllh");
    assert_eq!(render(&arrows, 100, 30), render(&letters, 100, 30));
}

#[test]
fn n_on_4_queens_lands_on_2_4_1_3() {
    let mut app = app(queens(4));
    press(&mut app, KeyCode::Char('n'));
    settle(&mut app);
    assert_eq!(app.state_line().as_deref(), Some("2 4 1 3"));
    let status = status(&render(&app, 100, 30));
    assert!(status.contains("★ solution"), "{status}");
    assert!(status.contains("solutions 1 "), "{status}");
    // The second and last solution of 4-queens is the mirror image.
    press(&mut app, KeyCode::Char('n'));
    settle(&mut app);
    assert_eq!(app.state_line().as_deref(), Some("3 1 4 2"));
    press(&mut app, KeyCode::Char('N'));
    assert_eq!(app.state_line().as_deref(), Some("2 4 1 3"));
}

#[test]
fn n_past_the_last_solution_says_so() {
    let mut app = app(queens(4));
    type_text(&mut app, "nnn");
    settle(&mut app);
    // On a wide screen the message follows the counts on the status line.
    let wide = status(&render(&app, 160, 30));
    assert!(
        wide.contains("no more solutions: the run ends at step 34"),
        "{wide}"
    );
    assert!(wide.contains("solutions 2 "), "{wide}");
    // On a narrower one it takes the row of the keys, whole.
    let narrow = render(&app, 80, 30);
    assert!(
        status(&narrow).contains("solutions 2 "),
        "{}",
        status(&narrow)
    );
    assert!(!status(&narrow).contains("no more"), "{}", status(&narrow));
    assert_eq!(
        footer(&narrow).trim_end(),
        "no more solutions: the run ends at step 34"
    );
    // The next key takes it away and the keys come back.
    press(&mut app, KeyCode::Left);
    assert!(footer(&render(&app, 80, 30)).starts_with("Space play"));
}

#[test]
fn g_then_a_step_number_equals_pressing_right_that_often() {
    for start in starts() {
        for k in [1, 7, 37, 64, 100] {
            let mut jumped = app(start.clone());
            press(&mut jumped, KeyCode::Char('g'));
            type_text(&mut jumped, &k.to_string());
            press(&mut jumped, KeyCode::Enter);
            settle(&mut jumped);
            let mut stepped = app(start.clone());
            press_all(&mut stepped, &vec![KeyCode::Right; k]);
            assert_eq!(
                render(&jumped, 120, 40),
                render(&stepped, 120, 40),
                "k = {k}"
            );
        }
    }
}

#[test]
fn stepping_back_rebuilds_the_log_of_earlier_steps() {
    // Seed 000's A4 takes 33 steps to its solution: stay short of it.
    let runs = [
        (queens(8), 90, 55),
        (permutations(4), 90, 55),
        (seed_000_a4(), 30, 19),
    ];
    for (start, forward, back) in runs {
        let mut there_and_back = app(start.clone());
        press_all(&mut there_and_back, &vec![KeyCode::Right; forward]);
        press_all(&mut there_and_back, &vec![KeyCode::Left; back]);
        let mut straight = app(start);
        press_all(&mut straight, &vec![KeyCode::Right; forward - back]);
        assert_eq!(render(&there_and_back, 120, 50), render(&straight, 120, 50));
    }
}

#[test]
fn b_goes_to_the_next_backtrack() {
    // 4-queens: (0,0), (1,2), then row 2 has no free column, so (1,2) comes back out.
    let mut app = app(queens(4));
    press(&mut app, KeyCode::Char('b'));
    settle(&mut app);
    let status = status(&render(&app, 100, 30));
    assert!(status.contains("◀ remove"), "{status}");
    assert!(status.contains("step 3 "), "{status}");
    assert!(status.contains("backtracks 1 "), "{status}");
}

#[test]
fn end_runs_8_queens_to_its_92_solutions() {
    let mut app = app(queens(8));
    press(&mut app, KeyCode::End);
    settle(&mut app);
    // 2056 queens placed and taken back, and 92 solutions: 4204 events.
    let status = status(&render(&app, 120, 40));
    assert!(status.contains("step 4,204 "), "{status}");
    assert!(status.contains("solutions 92 "), "{status}");
    assert!(status.contains("backtracks 2,056 "), "{status}");
}

#[test]
fn end_on_a_huge_search_shows_progress_and_its_limit_and_esc_or_space_cancel_it() {
    for cancel in [KeyCode::Esc, KeyCode::Char(' ')] {
        let mut app = app(queens(64));
        press(&mut app, KeyCode::End);
        // One frame's work is done at once; 64-queens is far from its end after it.
        assert!(app.is_animating());
        let screen = render(&app, 160, 40);
        assert!(
            status(&screen).contains("│ running to the end: "),
            "{}",
            status(&screen)
        );
        assert!(
            footer(&screen).contains("Esc cancel")
                && footer(&screen).contains("stops by itself at step 1,000,000,000"),
            "{}",
            footer(&screen)
        );
        app.tick(Instant::now());
        press(&mut app, cancel);
        assert!(!app.is_animating(), "{cancel:?} cancels");
        let screen = render(&app, 160, 40);
        let line = status(&screen);
        let step: u64 = line
            .split("step ")
            .nth(1)
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|n| n.replace(',', "").parse().ok())
            .expect("a step number");
        assert!(step > 0, "{line}");
        assert!(line.contains("stopped at step"), "{line}");
    }
}

#[test]
fn r_and_home_restart() {
    for restart in [KeyCode::Char('r'), KeyCode::Home] {
        let mut app = app(permutations(3));
        let first = render(&app, 100, 30);
        press_all(&mut app, &[KeyCode::Right; 9]);
        press(&mut app, restart);
        assert_eq!(render(&app, 100, 30), first);
    }
}

#[test]
fn playing_follows_the_clock_not_the_loop() {
    let mut app = app(queens(8));
    press(&mut app, KeyCode::Char(' '));
    assert!(app.is_animating());
    let t0 = Instant::now();
    app.tick(t0); // the first step comes at once
    app.tick(t0 + Duration::from_millis(100)); // nothing more is due at 5 a second
    assert!(status(&render(&app, 120, 40)).contains("step 1 "));
    app.tick(t0 + Duration::from_secs(1)); // five more
    let screen = render(&app, 120, 40);
    assert!(status(&screen).contains("step 6 "), "{}", status(&screen));
    assert!(status(&screen).contains("playing 5/s"));
    press(&mut app, KeyCode::Char(' '));
    assert!(!app.is_animating());
    assert!(status(&render(&app, 120, 40)).contains("paused 5/s"));
}

#[test]
fn plus_and_minus_walk_the_speed_levels() {
    let mut app = app(queens(8));
    press_all(&mut app, &[KeyCode::Char('+'); 20]);
    assert!(status(&render(&app, 120, 40)).contains("paused max"));
    press(&mut app, KeyCode::Char('-'));
    assert!(status(&render(&app, 120, 40)).contains("paused 1M/s"));
    press_all(&mut app, &[KeyCode::Char('-'); 20]);
    assert!(status(&render(&app, 120, 40)).contains("paused 1/3s"));
}

#[test]
fn only_presses_count() {
    let mut app = app(queens(8));
    let first = render(&app, 100, 30);
    for kind in [KeyEventKind::Release, KeyEventKind::Repeat] {
        let key = KeyEvent::new_with_kind(KeyCode::Right, KeyModifiers::NONE, kind);
        app.handle_key(key);
    }
    assert_eq!(render(&app, 100, 30), first);
}
