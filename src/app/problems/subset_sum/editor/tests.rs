//! The subset-sum editor's tests: keystrokes against the file `solve` reads, the count
//! against `solve --all --count`, what is wrong shown, and its boxes.

use std::fs;

use ratatui::crossterm::event::KeyCode::{self, *};

use super::*;
use crate::app::screens::editor::tally::SolutionTally;
use crate::app::screens::editor::test_support::{
    boxes, draw, point_at, press, press_all, scratch, type_text,
};
use crate::app::screens::puzzle_folder;
use crate::app::screens::screen::Screen;
use crate::engine::{Event, Search, StopAfter};
use crate::problems::SubsetSum;

/// The tutorials' example, the preset `subset-9`: {3, 34, 4, 12, 5, 2} to 9, reached by
/// {4, 5} and {3, 4, 2}.
const NUMBERS: [u64; 6] = [3, 34, 4, 12, 5, 2];

/// Types the example into a new editor as a teacher would: the first number over the
/// blank one, `a` and the next for each other, then `t` and the target.
fn typed_example(editor: &mut SumsEditor) {
    for (index, number) in NUMBERS.iter().enumerate() {
        if index > 0 {
            press(editor, Char('a'));
        }
        type_text(editor, &number.to_string());
    }
    press(editor, Char('t'));
    type_text(editor, "9");
}

/// What `solve subset-sum --all --count` prints for `puzzle`.
fn solve_all_count(puzzle: SubsetSum) -> u64 {
    Search::new(puzzle, StopAfter::Exhaustion)
        .filter(|&event| event == Event::Solution)
        .count() as u64
}

#[test]
fn typing_the_example_and_saving_it_gives_the_preset_s_puzzle() {
    let dir = scratch("sums");
    let mut editor = SumsEditor::new(Some(dir.to_path_buf()));
    typed_example(&mut editor);
    assert_eq!(editor.sums().numbers(), NUMBERS);
    assert_eq!(editor.sums().target(), 9);
    assert_eq!(editor.wait_for_count(), Some(SolutionTally::Exactly(2)));
    press(&mut editor, Char('w'));
    let saved = dir.join("subset-sum-6.subset");
    let text = fs::read_to_string(&saved).expect("saved");
    assert!(
        text.ends_with("target 9\nnumbers 3 34 4 12 5 2\n"),
        "{text}"
    );
    // The folder reads it as `solve subset-sum --target 9 3 34 4 12 5 2` does.
    let found = puzzle_folder::read(&saved).expect("the saved file reads");
    let puzzle = found
        .board
        .downcast_ref::<SubsetSum>()
        .expect("a subset sum");
    let preset = SubsetSum::new(&NUMBERS, 9).expect("the preset");
    assert_eq!(puzzle, &preset);
    assert_eq!(solve_all_count(puzzle.clone()), 2);
    assert_eq!(
        found.about,
        puzzle_folder::About::Comment("Subset sum: 6 numbers, target 9".to_string())
    );
    // Saved: Esc leaves at once. Saving again never replaces the file.
    press(&mut editor, Char('w'));
    assert!(dir.join("subset-sum-6-2.subset").exists());
    assert!(matches!(press(&mut editor, Esc), Step::Reply(Reply::Menu)));
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn numbers_are_added_deleted_and_moved_by_keys() {
    let mut editor = SumsEditor::on(Sums::new(NUMBERS.to_vec(), 9), None, None);
    press_all(&mut editor, &[Right, Right, Char('x'), Char('<'), End]);
    assert_eq!(editor.sums().numbers(), [3, 12, 34, 5, 2]);
    press_all(&mut editor, &[Char('>'), Char('>'), Backspace]);
    assert_eq!(editor.sums().numbers(), [3, 34, 5, 1, 2]);
    press_all(&mut editor, &[Left, Char('a'), Char('4'), Char('0')]);
    assert_eq!(editor.sums().numbers(), [3, 34, 5, 40, 1, 2]);
    press_all(&mut editor, &[Down, Backspace, Char('7')]);
    assert_eq!(editor.sums().target(), 7);
    press_all(&mut editor, &[Tab]);
    assert_eq!(editor.sums().field(), Field::Number(0));
}

#[test]
fn the_count_is_solve_all_count_capped() {
    let puzzles: [(&[u64], u64); 4] = [
        (&NUMBERS, 9),
        (&[1, 2, 3, 4, 5], 7),
        (&[2, 4, 6, 8], 5),
        (&[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], 39),
    ];
    let caps = Caps {
        solutions: 20,
        placements: 1_000_000,
    };
    for (numbers, target) in puzzles {
        let mut editor = SumsEditor::capped(Sums::new(numbers.to_vec(), target), None, None, caps);
        let all = solve_all_count(SubsetSum::new(numbers, target).expect("a puzzle"));
        let expected = match all {
            all if all > caps.solutions => SolutionTally::MoreThan(caps.solutions),
            all => SolutionTally::Exactly(all),
        };
        assert_eq!(
            editor.wait_for_count(),
            Some(expected),
            "{numbers:?} to {target}"
        );
    }
}

#[test]
fn what_is_wrong_is_shown_and_nothing_plays_or_saves() {
    let dir = scratch("sums-wrong");
    let mut editor = SumsEditor::new(Some(dir.to_path_buf()));
    // A new puzzle: one number and the target, both 0.
    let theme = Theme::new(false, true);
    let shown = |editor: &SumsEditor| crate::app::screen_text(&draw(editor, &theme, (80, 24)));
    assert!(shown(&editor).contains("number 1 is 0: every number must be"));
    assert_eq!(editor.wait_for_count(), None, "nothing to count");
    for key in [Enter, Char('w')] {
        assert!(matches!(
            press(&mut editor, key),
            Step::Reply(Reply::Handled)
        ));
        let said = editor
            .message
            .as_ref()
            .expect("a message")
            .get(Lang::En)
            .to_string();
        assert!(
            said.starts_with("cannot search this yet: number 1 is 0"),
            "{said}"
        );
    }
    assert_eq!(fs::read_dir(&dir).expect("the folder").count(), 0);
    type_text(&mut editor, "5");
    assert!(shown(&editor).contains("the target is 0: it must be positive"));
    press(&mut editor, Char('x'));
    assert!(shown(&editor).contains("no numbers yet: a adds one"));
    // A digit too many for a number says so and changes nothing.
    press(&mut editor, Char('t'));
    type_text(&mut editor, "18446744073709551615");
    press(&mut editor, Char('9'));
    assert_eq!(editor.sums().target(), u64::MAX);
    assert_eq!(editor.message, Some(Message::new(lm::SUMS_TOO_LARGE, &[])));
    // Overflow: two numbers whose sum a u64 cannot hold.
    press_all(&mut editor, &[Char('a'), Char('9'), Char('a')]);
    type_text(&mut editor, "18446744073709551615");
    assert!(shown(&editor).contains("the numbers add up to more than"));
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn any_keys_in_any_order_never_panic() {
    // A fixed walk through every key, three times round in a shuffled order.
    let every = crate::app::input::keys::every_key();
    let theme = Theme::new(true, false);
    let mut editor = SumsEditor::on(Sums::new(vec![1], 1), None, None);
    let mut seed: u64 = 7;
    for _ in 0..3 * every.len() {
        seed = seed.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
        let key: KeyCode = every[(seed >> 33) as usize % every.len()];
        if matches!(key, Char('o') | Char('w') | Enter | Esc) {
            continue;
        }
        press(&mut editor, key);
        draw(&editor, &theme, (60, 14));
    }
}

#[test]
fn every_key_of_the_table_does_something() {
    for &(code, action) in keys::SUMS_EDITOR.iter().flat_map(|binding| binding.keys) {
        let mut editor = SumsEditor::on(Sums::new(vec![3, 34, 4], 9), None, None);
        press(&mut editor, Right);
        let before = (editor.sums.clone(), editor.message.clone());
        let step = press(&mut editor, code);
        let acted = !matches!(step, Step::Reply(Reply::Handled | Reply::Ignored))
            || (editor.sums.clone(), editor.message.clone()) != before;
        assert!(acted, "{code:?} ({action:?}) did nothing");
    }
}

#[test]
fn enter_plays_the_puzzle_and_esc_comes_back_to_it() {
    let mut stacked = Stacked::new(SumsEditor::on(Sums::new(NUMBERS.to_vec(), 9), None, None));
    assert_eq!(stacked.handle_key(KeyEvent::from(Enter)), Reply::Handled);
    assert!(stacked.over().is_some(), "the player is open");
    assert_eq!(stacked.handle_key(KeyEvent::from(Esc)), Reply::Handled);
    assert!(stacked.over().is_none(), "back in the editor");
    assert_eq!(stacked.screen().sums().numbers(), NUMBERS);
}

#[test]
fn a_click_puts_the_cursor_on_the_field_under_it() {
    let mut editor = SumsEditor::on(Sums::new(NUMBERS.to_vec(), 9), None, None);
    let buf = draw(&editor, &Theme::new(false, true), (80, 24));
    // The 34 on the screen, found by its digits.
    let text = crate::app::screen_text(&buf);
    let (row, line) = text
        .lines()
        .enumerate()
        .find(|(_, line)| line.contains(" 3   34 "))
        .expect("the numbers' row");
    let column = line.find("34").expect("34") as u16;
    let click = |editor: &mut SumsEditor, x, y| point_at(editor, (80, 24), Gesture::Click, x, y);
    assert!(matches!(
        click(&mut editor, column, row as u16),
        Step::Reply(Reply::Handled)
    ));
    assert_eq!(editor.sums().field(), Field::Number(1));
    assert!(matches!(
        click(&mut editor, 0, 0),
        Step::Reply(Reply::Ignored)
    ));
    assert_eq!(editor.sums().field(), Field::Number(1));
    // The wheel moves along the fields as the arrows do.
    point_at(&mut editor, (80, 24), Gesture::ScrollDown, 0, 0);
    assert_eq!(editor.sums().field(), Field::Number(2));
    point_at(&mut editor, (80, 24), Gesture::ScrollUp, 0, 0);
    point_at(&mut editor, (80, 24), Gesture::ScrollUp, 0, 0);
    assert_eq!(editor.sums().field(), Field::Number(0));
}

#[test]
fn my_puzzles_opens_a_subset_sum_file_in_the_editor() {
    let dir = scratch("sums-shelf");
    fs::write(
        dir.join("nine.subset"),
        "# to nine\ntarget 9\nnumbers 3 34 4 12 5 2\n",
    )
    .expect("written");
    let mut shelf = Stacked::new(Shelf::new(Some(dir.to_path_buf())));
    shelf.handle_key(KeyEvent::from(Char('e')));
    assert_eq!(shelf.heading(Lang::En), "editing nine.subset");
    assert_eq!(
        shelf.table(),
        "target 9\nnumbers 3 34 4 12 5 2\n",
        "the editor holds the file's puzzle"
    );
    fs::remove_dir_all(dir).expect("cleaned");
}

#[test]
fn the_boxes_in_english_and_chinese() {
    let mut editor = SumsEditor::on(Sums::new(NUMBERS.to_vec(), 9), None, None);
    editor.wait_for_count();
    let (list, panel) = boxes(&editor, Lang::En);
    insta::assert_snapshot!("sums_list_en", list);
    insta::assert_snapshot!("sums_panel_en", panel);
    let mut wrong = SumsEditor::on(Sums::new(vec![3, 0, 4], 9), None, None);
    wrong.wait_for_count();
    press(&mut wrong, Right);
    let (_, panel) = boxes(&wrong, Lang::Zh);
    insta::assert_snapshot!("sums_panel_zh_wrong", panel);
    let (_, panel) = boxes(&editor, Lang::Zh);
    insta::assert_snapshot!("sums_panel_zh", panel);
}
