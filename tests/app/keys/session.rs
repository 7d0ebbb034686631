//! Leaving, suspending, the help and the languages.

use super::*;
#[test]
fn q_and_ctrl_c_quit_esc_goes_to_the_menu() {
    let mut quit = app(queens(8));
    press(&mut quit, KeyCode::Char('q'));
    assert!(quit.should_quit());

    let mut interrupted = app(Start::Menu);
    interrupted.handle_key(KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL));
    assert!(interrupted.should_quit());

    let mut back = app(queens(8));
    press(&mut back, KeyCode::Esc);
    assert!(!back.should_quit());
    assert_eq!(back.state_line(), None);
    assert!(screen_text(&render(&back, 100, 30)).contains("Presets"));
}

#[test]
fn ctrl_z_asks_to_suspend_where_the_shell_can_and_changes_nothing_on_screen() {
    let mut app = app(queens(8));
    let before = render(&app, 100, 30);
    assert!(!app.wants_suspend());
    app.handle_key(KeyEvent::new(KeyCode::Char('z'), KeyModifiers::CONTROL));
    assert_eq!(app.wants_suspend(), cfg!(unix));
    assert!(!app.should_quit());
    assert_eq!(render(&app, 100, 30), before);
}

#[test]
fn help_opens_on_question_mark_and_any_key_closes_it() {
    let mut app = app(queens(8));
    let before = render(&app, 100, 30);
    press(&mut app, KeyCode::Char('?'));
    let help = screen_text(&render(&app, 100, 30));
    assert!(help.contains("previous solution"), "{help}");
    press(&mut app, KeyCode::Char('x'));
    assert_eq!(render(&app, 100, 30), before);
}

#[test]
fn l_goes_through_every_language_at_once_and_back() {
    let mut menu = app(Start::Menu);
    assert_eq!(menu.lang(), Lang::En);
    press(&mut menu, KeyCode::Char('L'));
    assert_eq!(menu.lang(), Lang::Zh);
    let screen = screen_text(&render(&menu, 100, 30));
    assert!(
        screen.contains("预设") && screen.contains("N 皇后"),
        "{screen}"
    );
    assert!(screen.contains("《四皇后与四宫格数独》"), "{screen}");
    // The menu's entry opens the player, which speaks Chinese too; L there switches back.
    press(&mut menu, KeyCode::Enter);
    let player = screen_text(&render(&menu, 100, 30));
    assert!(
        player.contains("伪代码") && player.contains("调用栈"),
        "{player}"
    );
    assert!(
        player.starts_with("┌ 4 皇后 · "),
        "the preset's title: {player}"
    );
    press(&mut menu, KeyCode::Char('L'));
    assert_eq!(menu.lang(), Lang::ZhTw);
    let player = screen_text(&render(&menu, 100, 30));
    assert!(
        player.contains("虛擬碼") && player.contains("呼叫"),
        "traditional characters: {player}"
    );
    press(&mut menu, KeyCode::Char('L'));
    assert_eq!(menu.lang(), Lang::En);
    let player = screen_text(&render(&menu, 100, 30));
    assert!(
        player.contains("Pseudo-code") && !player.contains("伪代码"),
        "{player}"
    );
}

#[test]
fn an_ascii_terminal_keeps_english_and_says_why() {
    let mut menu = App::new(Start::Menu, Theme::new(true, true));
    press(&mut menu, KeyCode::Char('L'));
    assert_eq!(menu.lang(), Lang::En);
    let screen = screen_text(&render(&menu, 100, 30));
    assert!(screen.is_ascii(), "{screen}");
    assert!(
        screen.contains("Chinese needs a UTF-8 terminal"),
        "{screen}"
    );
}
