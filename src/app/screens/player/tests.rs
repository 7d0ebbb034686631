//! The player's own tests: keys, prompts, breakpoints and the status it says.

use ratatui::crossterm::event::KeyCode;

use super::*;
use crate::app::Role;
use crate::problems::{CellOrder, QueensBoard, Shape, SubsetSum, SudokuBoard};

/// A player on an empty 9×9 sudoku: it has keys of its own, and its search is long.
fn player() -> Player<SudokuBoard> {
    let shape = Shape::for_side(9).expect("a side");
    let board = SudokuBoard::new(shape, &[0; 81], CellOrder::Row).expect("empty");
    Player::new(board, StopAfter::Exhaustion, None)
}

fn press(player: &mut Player<SudokuBoard>, code: KeyCode) -> Reply {
    player.handle_key(KeyEvent::from(code))
}

#[test]
fn every_key_of_the_player_tables_does_something_and_no_other_key_does() {
    let tables: Vec<KeyCode> = keys::bound(keys::TRANSPORT)
        .chain(keys::bound(keys::PLAYER))
        .chain(keys::bound(keys::VIEW))
        .chain(keys::bound(keys::LEAVE))
        .chain(
            SudokuBoard::keys()
                .iter()
                .flat_map(|b| b.keys.iter().map(|k| k.0)),
        )
        .collect();
    for code in crate::app::input::keys::every_key() {
        let reply = press(&mut player(), code);
        assert_eq!(
            reply != Reply::Ignored,
            tables.contains(&code),
            "{code:?} gave {reply:?}"
        );
    }
}

#[test]
fn the_help_lists_every_line_of_the_tables() {
    let helps = player().helps();
    let expected = keys::TRANSPORT.len()
        + keys::PLAYER.len()
        + keys::VIEW.len()
        + SudokuBoard::keys().len()
        + keys::LEAVE.len();
    assert_eq!(helps.len(), expected);
    assert!(
        helps
            .iter()
            .any(|help| help.words.get(Lang::En).contains("pencil marks"))
    );
}

#[test]
fn a_long_move_takes_only_its_own_keys() {
    let busy_keys: Vec<KeyCode> = keys::BUSY
        .iter()
        .flat_map(|b| b.keys.iter().map(|k| k.0))
        .collect();
    for code in crate::app::input::keys::every_key() {
        let mut player = player();
        press(&mut player, KeyCode::End);
        assert!(
            player.playback.job().is_some(),
            "an empty 9×9 has no quick end"
        );
        let reply = press(&mut player, code);
        assert_eq!(
            reply != Reply::Ignored,
            busy_keys.contains(&code),
            "{code:?}"
        );
    }
}

#[test]
fn the_prompt_takes_digits_and_goes() {
    let mut player = player();
    press(&mut player, KeyCode::Char('g'));
    for code in [KeyCode::Char('1'), KeyCode::Char('x'), KeyCode::Char('2')] {
        assert_eq!(press(&mut player, code), Reply::Handled);
    }
    press(&mut player, KeyCode::Backspace);
    press(&mut player, KeyCode::Char('7'));
    press(&mut player, KeyCode::Enter);
    assert!(player.transport.prompt().is_none());
    assert_eq!(player.playback.timeline().step(), 17);
}

#[test]
fn sudoku_keys_change_the_order_and_the_marks() {
    let mut player = player();
    press(&mut player, KeyCode::Char('p'));
    assert!(player.options.pencil_marks);
    press(&mut player, KeyCode::Right);
    press(&mut player, KeyCode::Char('o'));
    assert_eq!(player.playback.start().order(), CellOrder::Mrv);
    assert_eq!(player.playback.timeline().step(), 0, "restarted");
    let said = player.message.as_ref().map(|m| m.get(crate::app::Lang::En));
    assert_eq!(said, Some("cell order mrv: restarted"));
}

#[test]
fn counting_from_1_in_a_tutorials_code_says_the_code_keeps_its_count() {
    let queens = crate::problems::QueensBoard::new(4).expect("a size");
    let mut player = Player::new(queens, StopAfter::Exhaustion, None);
    let key = |player: &mut Player<_>, code| player.handle_key(KeyEvent::from(code));
    let said = |player: &Player<_>| {
        let message = player.message.as_ref();
        message.map(|m| m.get(Lang::En).to_string())
    };
    // The shell renumbers every session when `1` is pressed.
    player.renumber(Numbering::FromOne);
    let counting = said(&player).expect("a message");
    assert!(counting.contains("from 1"), "{counting}");
    player.renumber(Numbering::FromZero);
    // The lesson's `trace(row)`, then the eight-queens tutorial's `putQueen(x)`.
    key(&mut player, KeyCode::Char('c'));
    key(&mut player, KeyCode::Char('c'));
    player.renumber(Numbering::FromOne);
    assert_eq!(
        said(&player).as_deref(),
        Some("putQueen(x) counts from 0, as its code does: the pseudo-code will count as asked")
    );
}

/// `player`'s status message in English.
fn said(player: &Player<SudokuBoard>) -> String {
    let message = player.message.as_ref().map(|m| m.get(Lang::En).to_string());
    message.unwrap_or_default()
}

fn type_text(player: &mut Player<SudokuBoard>, text: &str) {
    for c in text.chars() {
        assert_eq!(press(player, KeyCode::Char(c)), Reply::Handled, "{c}");
    }
}

#[test]
fn a_breakpoint_typed_in_its_prompt_stops_end_there() {
    let mut player = player();
    press(&mut player, KeyCode::Char('x'));
    // Keys of the player's own are typed while the prompt is open.
    type_text(&mut player, "depth=6x");
    press(&mut player, KeyCode::Backspace);
    press(&mut player, KeyCode::Home);
    press(&mut player, KeyCode::Delete);
    type_text(&mut player, "d");
    press(&mut player, KeyCode::Enter);
    assert!(player.asking.is_none());
    assert_eq!(
        said(&player),
        "breakpoint set: depth=6 (1 in all; X clears them)"
    );
    press(&mut player, KeyCode::End);
    while player.playback.job().is_some() {
        player.tick(Instant::now());
    }
    // An empty 9×9 in row order puts 1 to 6 in the first row without a backtrack.
    assert_eq!(player.playback.timeline().step(), 6);
    assert_eq!(said(&player), "stopped at step 6: breakpoint depth=6");
    press(&mut player, KeyCode::Char('X'));
    assert_eq!(said(&player), "breakpoints cleared");
    assert!(player.playback.breakpoints().is_empty());
}

#[test]
fn playing_stops_at_a_breakpoint_and_plays_on_past_it() {
    let mut player = player();
    player.add_breakpoints(&["placement=40".parse().expect("a condition")]);
    for _ in 0..20 {
        press(&mut player, KeyCode::Char('+'));
    }
    press(&mut player, KeyCode::Char(' '));
    let mut now = Instant::now();
    while player.playback.is_playing() {
        now += std::time::Duration::from_millis(20);
        player.tick(now);
    }
    let counters = *player.playback.timeline().search().counters();
    assert_eq!(counters.placements, 40);
    assert_eq!(
        player.playback.timeline().last_event().map(Event::keyword),
        Some("place")
    );
    assert!(
        said(&player).ends_with("breakpoint placement=40"),
        "{}",
        said(&player)
    );
    press(&mut player, KeyCode::Char(' '));
    player.tick(now + std::time::Duration::from_millis(20));
    assert!(player.playback.timeline().search().counters().placements > 40);
}

#[test]
fn a_wrong_condition_is_explained_and_chinese_is_typed_whole() {
    let mut player = player();
    press(&mut player, KeyCode::Char('x'));
    type_text(&mut player, "第三行");
    assert_eq!(press(&mut player, KeyCode::Enter), Reply::Handled);
    assert!(
        said(&player)
            .starts_with("`第三行` is not a condition: type cell(R,C)=V, solution, backtrack"),
        "{}",
        said(&player)
    );
    press(&mut player, KeyCode::Char('x'));
    type_text(&mut player, "unwind>=0");
    press(&mut player, KeyCode::Enter);
    assert_eq!(said(&player), "unwind>=K takes a whole number from 1");
    press(&mut player, KeyCode::Char('x'));
    press(&mut player, KeyCode::Esc);
    assert!(player.asking.is_none());
    assert!(player.playback.breakpoints().is_empty());
}

#[test]
fn the_prompt_shows_its_text_and_keys_on_the_bottom_row() {
    let mut player = player();
    press(&mut player, KeyCode::Char('x'));
    type_text(&mut player, "depth=5");
    let shown = screen(&player);
    let bottom = shown.lines().last().expect("rows");
    assert!(bottom.starts_with("stop at depth=5"), "{bottom}");
    assert!(bottom.contains("Enter OK"), "{bottom}");
}

#[test]
fn bookmarks_with_chinese_captions_are_listed_and_jumped_to() {
    let mut player = player();
    for _ in 0..7 {
        press(&mut player, KeyCode::Right);
    }
    press(&mut player, KeyCode::Char('k'));
    type_text(&mut player, "第一行填满");
    press(&mut player, KeyCode::Enter);
    assert_eq!(said(&player), "step 7 bookmarked (1 in all; K lists them)");
    press(&mut player, KeyCode::Char('g'));
    for c in "30".chars() {
        press(&mut player, KeyCode::Char(c));
    }
    press(&mut player, KeyCode::Enter);
    press(&mut player, KeyCode::Char('k'));
    press(&mut player, KeyCode::Enter);
    press(&mut player, KeyCode::Char('['));
    assert_eq!(player.playback.timeline().step(), 7);
    assert_eq!(said(&player), "bookmark at step 7: 第一行填满");
    press(&mut player, KeyCode::Char('['));
    assert_eq!(said(&player), "no bookmark that way");
    press(&mut player, KeyCode::Char(']'));
    assert_eq!(player.playback.timeline().step(), 30);
    press(&mut player, KeyCode::Char('K'));
    let shown = screen(&player);
    assert!(shown.contains("Moments"), "{shown}");
    assert!(shown.contains("      7  第一行填满"), "{shown}");
    assert!(shown.contains("none: x sets one"), "{shown}");
    // Down to the first bookmark's line, then Enter goes there and Delete forgets it.
    press(&mut player, KeyCode::Enter);
    assert_eq!(player.playback.timeline().step(), 7);
    press(&mut player, KeyCode::Delete);
    assert_eq!(said(&player), "bookmark of step 7 removed");
    assert_eq!(player.bookmarks.all().len(), 1);
    press(&mut player, KeyCode::Esc);
    assert!(player.moments.is_none());
}

#[test]
fn the_panel_lists_the_solutions_found_in_the_problems_notation() {
    let shape = Shape::for_side(4).expect("a side");
    let board = SudokuBoard::new(shape, &[0; 16], CellOrder::Row).expect("empty");
    let mut player = Player::new(board, StopAfter::Exhaustion, None);
    press(&mut player, KeyCode::Char('x'));
    type_text(&mut player, "solution");
    press(&mut player, KeyCode::Enter);
    press(&mut player, KeyCode::Char('K'));
    press(&mut player, KeyCode::End);
    press(&mut player, KeyCode::End);
    let first = player.playback.timeline().solutions().to_vec();
    assert_eq!(first.len(), 2);
    let shown = screen(&player);
    assert!(shown.contains("#1"), "{shown}");
    assert!(shown.contains("1234341221434321"), "{shown}");
    assert!(shown.contains("solution"), "{shown}");
    // The breakpoint's line, then the first solution's: Enter goes back to it.
    press(&mut player, KeyCode::Down);
    press(&mut player, KeyCode::Enter);
    assert_eq!(player.playback.timeline().step(), first[0]);
    press(&mut player, KeyCode::Up);
    press(&mut player, KeyCode::Backspace);
    assert!(player.playback.breakpoints().is_empty());
}

/// The player drawn on a 120×36 screen, as text.
fn screen(player: &Player<SudokuBoard>) -> String {
    let theme = Theme::new(false, false);
    let mut buf = Buffer::empty(Rect::new(0, 0, 120, 36));
    let area = buf.area;
    player.render(&theme, area, &mut buf);
    crate::app::screen_text(&buf)
}

#[test]
fn t_shows_and_hides_the_search_tree_which_follows_the_steps() {
    let mut player = player();
    assert!(!screen(&player).contains("Search tree"));
    assert_eq!(press(&mut player, KeyCode::Char('t')), Reply::Handled);
    for _ in 0..5 {
        press(&mut player, KeyCode::Right);
    }
    let shown = screen(&player);
    assert!(shown.contains("Search tree"), "{shown}");
    // An empty 9×9 in row order: digits 1 to 5 down, the cell of depth 5 refusing 1 to 4.
    assert!(
        shown.contains("5      5         1        4        4  59049 = 9^5"),
        "{shown}"
    );
    press(&mut player, KeyCode::Left);
    let tally = &player.tree.as_ref().expect("shown").tally;
    assert_eq!(tally.step(), 4);
    assert_eq!(tally.depths()[4].visited, 0);
    press(&mut player, KeyCode::Char('o'));
    let tree = player.tree.as_ref().expect("still shown after a restart");
    assert_eq!(tree.tally.step(), 0);
    press(&mut player, KeyCode::Char('t'));
    assert!(!screen(&player).contains("Search tree"));
    assert!(
        player
            .helps()
            .iter()
            .any(|h| h.words.get(Lang::En).contains("search tree"))
    );
}

/// Ends the long move under way, if any.
fn finish<P: Show + Notation>(player: &mut Player<P>) {
    while player.playback.job().is_some() {
        player.tick(Instant::now());
    }
}

#[test]
fn a_slot_named_in_the_problems_words_is_counted_as_the_screen_counts() {
    let mut player = player();
    press(&mut player, KeyCode::Char('x'));
    type_text(&mut player, "cell(0,8)=9");
    press(&mut player, KeyCode::Enter);
    assert_eq!(
        said(&player),
        "breakpoint set: cell(0,8)=9 (1 in all; X clears them)"
    );
    let set = [Condition::Place { slot: 8, choice: 9 }];
    assert_eq!(player.playback.breakpoints(), set);
    // From 1, the same cell is told as the board labels it, and typed so.
    player.renumber(Numbering::FromOne);
    press(&mut player, KeyCode::Char('K'));
    assert!(screen(&player).contains("cell(1,9)=9"));
    press(&mut player, KeyCode::Esc);
    press(&mut player, KeyCode::Char('x'));
    type_text(&mut player, "cell(1,9)=9");
    press(&mut player, KeyCode::Enter);
    assert_eq!(said(&player), "cell(1,9)=9 is a breakpoint already");
    press(&mut player, KeyCode::Char('x'));
    type_text(&mut player, "cell(10,1)=1");
    press(&mut player, KeyCode::Enter);
    assert_eq!(said(&player), "row 10 is beyond this board: it has 1 to 9");
    press(&mut player, KeyCode::End);
    finish(&mut player);
    // Row order fills the first row 1 to 8, then 9 into its last cell.
    assert_eq!(player.playback.timeline().step(), 9);
    assert_eq!(said(&player), "stopped at step 9: breakpoint cell(1,9)=9");
}

#[test]
fn the_prompt_lists_the_forms_until_something_is_typed() {
    let mut player = player();
    press(&mut player, KeyCode::Char('x'));
    let shown = screen(&player);
    assert!(
        shown.contains("type one of: cell(R,C)=V, solution, backtrack"),
        "{shown}"
    );
    type_text(&mut player, "d");
    assert!(!screen(&player).contains("type one of"));
}

/// A player on `n` queens, every solution searched.
fn queens(n: usize) -> Player<QueensBoard> {
    let board = QueensBoard::new(n).expect("a size");
    Player::new(board, StopAfter::Exhaustion, None)
}

#[test]
fn the_solutions_listed_follow_the_numbering_as_the_log_does() {
    let mut player = queens(4);
    player.handle_key(KeyEvent::from(KeyCode::Char('n')));
    finish(&mut player);
    player.handle_key(KeyEvent::from(KeyCode::Char('K')));
    let log = |player: &Player<QueensBoard>| {
        let last = player.playback.log().last(1).next().expect("an entry");
        last.text.clone()
    };
    let listed = |player: &Player<QueensBoard>| player.found[0].line.clone();
    // 4-queens' first answer: columns 1 3 0 2 from 0, 2 4 1 3 from 1.
    assert!(log(&player).contains("1 3 0 2"), "{}", log(&player));
    assert_eq!(listed(&player).as_deref(), Some("1 3 0 2"));
    player.renumber(Numbering::FromOne);
    assert!(log(&player).contains("2 4 1 3"), "{}", log(&player));
    assert_eq!(listed(&player).as_deref(), Some("2 4 1 3"));
}

#[test]
fn the_log_marks_a_skip_as_a_skip() {
    let sum = SubsetSum::new(&[7, 12, 5], 9).expect("a sum");
    let mut player = Player::new(sum, StopAfter::Exhaustion, None);
    for _ in 0..5 {
        player.handle_key(KeyEvent::from(KeyCode::Right));
    }
    let roles: Vec<(u64, Role)> = (player.playback.log().last(5))
        .map(|entry| (entry.step, entry.role))
        .collect();
    // 7 is taken; 12 cannot be, and is skipped.
    assert_eq!(roles[..2], [(1, Role::Place), (2, Role::PlaceOther)]);
    let skips: Vec<u64> = (roles.iter())
        .filter_map(|&(step, role)| (role == Role::PlaceOther).then_some(step))
        .collect();
    let theme = Theme::new(false, true);
    for lang in Lang::ALL {
        let theme = theme.speaking(lang);
        let mut buf = Buffer::empty(Rect::new(0, 0, 100, 30));
        player.speak(lang);
        player.render(&theme, buf.area, &mut buf);
        let shown = crate::app::screen_text(&buf);
        for &step in &skips {
            assert!(shown.contains(&format!("│ {step} ▷ ")), "{shown}");
            assert!(!shown.contains(&format!("│ {step} ▶ ")), "{shown}");
        }
    }
}

#[test]
fn the_state_kept_brings_back_the_order_the_panels_and_the_code() {
    let mut player = player();
    press(&mut player, KeyCode::Char('o'));
    press(&mut player, KeyCode::Char('t'));
    press(&mut player, KeyCode::Char('K'));
    for _ in 0..4 {
        press(&mut player, KeyCode::Right);
    }
    player.speak(Lang::Zh);
    let (key, kept) = player.remember().expect("kept");
    assert_eq!(kept.order.as_deref(), Some("mrv"));
    assert_eq!(kept.lang, Some(Lang::Zh));
    let mut again = self::player();
    // The key is the puzzle as it was opened, whatever order it was switched to.
    assert_eq!(again.remember().map(|(key, _)| key), Some(key));
    again.recall(&kept);
    assert_eq!(again.playback.start().order(), CellOrder::Mrv);
    assert_eq!(again.playback.timeline().step(), 4);
    assert!(again.tree.is_some() && again.moments.is_some());
    let mut queens = queens(8);
    press_on(&mut queens, 'c');
    let (_, kept) = queens.remember().expect("kept");
    let routine = kept.code.clone().expect("a code view");
    assert_ne!(routine, crate::app::files::state_file::PSEUDO_CODE);
    let mut again = self::queens(8);
    again.recall(&kept);
    assert_eq!(again.routine(), Some(routine.as_str()));
}

fn press_on<P: Show + Notation>(player: &mut Player<P>, key: char) {
    player.handle_key(KeyEvent::from(KeyCode::Char(key)));
}
