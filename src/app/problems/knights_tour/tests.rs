//! The knight's tour board's tests: the narration and the stack of the first jumps, the
//! line each event runs, the board at each size in both glyph sets and in Chinese, a
//! window of a large board, and the quiz's questions.

use insta::assert_snapshot;

use super::*;
use crate::app::board::quizzed::Quizzed;
use crate::app::board::test_support::{self as support, ASCII, COLOR, ZH, render, run, run_to};
use crate::app::screen_text;
use crate::app::words::catalogued::Catalogued;
use crate::engine::StopAfter;
use crate::problems::knights_tour::PRESETS;

/// The board of side `n` from `start`, in `order`.
fn board(n: usize, start: &str, order: MoveOrder) -> KnightsTourBoard {
    let start = Square::parse(start, n).expect("a square of the board");
    KnightsTourBoard::new(n, start, order).expect("a board")
}

fn told_from_one(lang: Lang) -> Telling {
    Telling {
        lang,
        ..Telling::numbered(Numbering::FromOne)
    }
}

#[test]
fn the_first_jumps_and_a_take_back_are_told_by_squares() {
    let mut search = Search::new(board(5, "a1", MoveOrder::Fixed), StopAfter::Exhaustion);
    let tell = told_from_one(Lang::En);
    let said: Vec<String> = (0..3)
        .map(|_| {
            let event = search.next().expect("an event");
            KnightsTourBoard::narrate(&search, event, tell)
        })
        .collect();
    assert_eq!(
        said,
        [
            "move 2: the knight jumps from a1 to b3",
            "move 3: the knight jumps from b3 to c5",
            "move 4: the knight jumps from c5 to e4",
        ]
    );
    let frames = search.frames();
    assert_eq!(
        search.problem().frame_label(&frames[0], tell),
        "tour(a1,1) → b3"
    );
    let (search, last) = run_to(board(5, "a1", MoveOrder::Fixed), 1, |e| {
        matches!(e, Event::Remove { .. })
    });
    let said = KnightsTourBoard::narrate(&search, last.expect("a removal"), tell);
    assert!(said.contains("take back move"), "{said}");
    let zh = KnightsTourBoard::narrate(&search, last.expect("a removal"), told_from_one(Lang::Zh));
    assert!(zh.contains("回溯，撤回第"), "{zh}");
}

#[test]
fn warnsdorff_tells_the_onward_moves_it_chose_by() {
    let mut search = Search::new(PRESETS[4].spec.board(), StopAfter::First);
    let event = search.next().expect("a jump");
    let said = KnightsTourBoard::narrate(&search, event, told_from_one(Lang::En));
    assert_eq!(
        said,
        "move 2: the knight jumps from a1 to b3, 5 onward moves"
    );
    let heading = search.problem().heading(Lang::En);
    assert_eq!(heading, "Knight's tour 8×8 · a1 · Warnsdorff's rule");
}

#[test]
fn every_event_runs_a_line_of_its_order_s_code() {
    for order in MoveOrder::ALL {
        let board = board(5, "a1", order);
        for stop in [StopAfter::First, StopAfter::Exhaustion] {
            let lines = board.pseudo_code(stop, Lang::En);
            for (event, want) in [
                (Event::Place { slot: 1, choice: 7 }, "write k+1 on next"),
                (
                    Event::Remove { slot: 1, choice: 7 },
                    "erase the number on next",
                ),
                (Event::Solution, "output the tour; return"),
            ] {
                let line = board.code_line(Some(event), stop).expect("a line");
                assert!(lines[line].trim().starts_with(want), "{order:?} {stop:?}");
            }
        }
    }
}

#[test]
fn chinese_code_runs_line_for_line_and_says_no_english() {
    for order in MoveOrder::ALL {
        let board = board(5, "a1", order);
        support::code_in_traditional_chinese(&board);
        for stop in [StopAfter::First, StopAfter::Exhaustion] {
            let (en, zh) = (
                board.pseudo_code(stop, Lang::En),
                board.pseudo_code(stop, Lang::Zh),
            );
            support::same_lines(&en, &zh);
        }
    }
    let small = board(5, "a1", MoveOrder::Fixed);
    let said = support::said_in_traditional_chinese(&small, 40, Rect::new(0, 0, 40, 14));
    for text in said {
        assert_eq!(
            support::english_left(&text, <KnightsTourBoard as Catalogued>::CODE_NAMES),
            Vec::<&str>::new(),
            "{text}"
        );
        assert_eq!(crate::app::words::simplified_in(&text), [], "{text}");
    }
}

#[test]
fn the_board_after_three_jumps_at_each_size() {
    let (search, last) = run(board(5, "a1", MoveOrder::Fixed), 3);
    let sizes = [("compact", 16, 7), ("normal", 40, 10), ("shaded", 60, 24)];
    for (name, width, height) in sizes {
        let unicode = render(&search, last, (), &COLOR, width, height);
        assert_snapshot!(format!("jumps_{name}"), screen_text(&unicode));
        let ascii = render(&search, last, (), &ASCII, width, height);
        assert_snapshot!(format!("jumps_{name}_ascii"), screen_text(&ascii));
    }
    let large = render(&search, last, (), &COLOR, 100, 50);
    assert_snapshot!("jumps_projector", screen_text(&large));
}

#[test]
fn a_take_back_marks_the_square_left_and_those_tried() {
    let (search, last) = run_to(board(5, "a1", MoveOrder::Fixed), 3, |e| {
        matches!(e, Event::Remove { .. })
    });
    let buf = render(&search, last, (), &COLOR, 40, 10);
    assert_snapshot!("take_back", screen_text(&buf));
    let Some(Event::Remove { choice, .. }) = last else {
        panic!("a removal");
    };
    let left = Square::at(usize::from(choice), 5).expect("on the board");
    let view = KnightsTourView::new(&search, last);
    assert!(matches!(view.mark(left), Mark::TakenBack(_)));
}

#[test]
fn a_tour_is_drawn_whole_and_in_chinese() {
    let (search, last) = run_to(board(5, "a1", MoveOrder::Fixed), 1, |e| {
        e == Event::Solution
    });
    let buf = render(&search, last, (), &ZH, 40, 10);
    assert_snapshot!("first_tour_zh", screen_text(&buf));
    let tour = KnightsTourBoard::narrate(&search, Event::Solution, told_from_one(Lang::En));
    assert!(tour.starts_with("tour 1: every square numbered"), "{tour}");
}

#[test]
fn warnsdorff_writes_the_onward_moves_on_the_squares_it_can_jump_to() {
    let (search, last) = run(PRESETS[4].spec.board(), 10);
    let buf = render(
        &search,
        last,
        (),
        &ASCII.with_numbering(Numbering::FromOne),
        48,
        14,
    );
    assert_snapshot!("warnsdorff_8x8_ascii", screen_text(&buf));
}

#[test]
fn a_large_board_in_a_short_area_shows_ranks_around_the_knight() {
    let (search, last) = run(board(12, "a1", MoveOrder::Warnsdorff), 30);
    let buf = render(&search, last, (), &COLOR, 70, 8);
    let text = screen_text(&buf);
    let knight = search.problem().knight().rank().to_string();
    assert!(text.contains('♞'), "{text}");
    assert!(text.contains(&knight), "{text}");
    assert_snapshot!("window_12x12", text);
}

/// The states the board is drawn in at every size by the sweep over the registry
/// (`board/every_board_tests.rs`): each a start, the steps run from it, and the options.
pub(super) fn samples() -> Vec<(KnightsTourBoard, usize, ())> {
    vec![
        (board(6, "c3", MoveOrder::Fixed), 12, ()),
        (board(12, "a1", MoveOrder::Warnsdorff), 30, ()),
    ]
}

#[test]
fn the_quiz_asks_for_a_square_and_says_why_one_is_refused() {
    let (search, _) = run(board(5, "a1", MoveOrder::Fixed), 2);
    let board = search.problem();
    let frame = search.frames().last().expect("a frame");
    let tell = told_from_one(Lang::En);
    let slot = JUMP_SLOTS + board.visited_count() as u16;
    assert_eq!(
        board.asking(slot, tell),
        "Move 4: where does the knight on c5 jump?"
    );
    let keys: Vec<String> = board
        .answers(slot)
        .into_iter()
        .map(|c| board.key_of(c, tell))
        .collect();
    assert_eq!(keys, ["e4", "d3", "b3", "a4"]);
    let b3 = board.answers(slot)[2];
    assert_eq!(board.refusal(slot, b3, tell), "b3 has number 2 already");
    let _ = frame;
    let c5 = Square::parse("c5", 5).expect("on the board");
    let e4 = Square::parse("e4", 5).expect("on the board");
    let choice = board.choice_at(e4.row() as u16, e4.col() as u16);
    assert_eq!(choice.and_then(|c| board.landing(c)), Some(e4));
    assert_eq!(board.knight(), c5);
}

#[test]
fn a_breakpoint_is_told_in_each_language() {
    use crate::app::board::slot_words::wording;
    use crate::engine::Condition;
    let board = board(5, "a1", MoveOrder::Fixed);
    let c3 = Square::parse("c3", 5).expect("on the board");
    let place = Condition::Place {
        slot: 9,
        choice: c3.index(5) as u8,
    };
    let told = |lang| place.told_in(&board, 1, &wording::<KnightsTourBoard>(lang));
    assert_eq!(told(Lang::En), "move10=c3");
    assert_eq!(told(Lang::Zh), "步10=c3");
    assert_eq!(told(Lang::ZhTw), "步10=c3");
}

#[test]
fn a_node_of_the_tree_is_named_by_its_jump_at_every_depth() {
    let board = board(5, "c3", MoveOrder::Warnsdorff);
    let choice = MoveOrder::Warnsdorff.choice(5, 3);
    assert_eq!(board.choice_name(choice, Numbering::FromOne), "6");
    assert_eq!(board.choice_name(5, Numbering::FromZero), "5");
}

#[test]
fn a_breakpoints_error_names_the_move_the_rank_and_the_file() {
    let board = board(5, "a1", MoveOrder::Fixed);
    let said = |text: &str| support::refusal_in_each_language(&board, text);
    assert_eq!(
        said("move1=c3"),
        [
            "move 1 is beyond this board: it has 2 to 25",
            "步 1 超出范围：本题只有 2 到 25",
            "步 1 超出範圍：本題只有 2 到 25",
        ]
    );
    assert_eq!(
        said("move3=a6"),
        [
            "rank 6 is beyond this board: it has 1 to 5",
            "横线 6 超出范围：本题只有 1 到 5",
            "橫線 6 超出範圍：本題只有 1 到 5",
        ]
    );
    assert_eq!(
        said("move3=f1"),
        [
            "`f` is not a file of this board: a, b, c, d, e",
            "`f` 不是本题的直线：a, b, c, d, e",
            "`f` 不是本題的直線：a, b, c, d, e",
        ]
    );
}

#[test]
fn numbers_grow_with_the_shaded_squares_but_not_in_ascii() {
    let scale = |n: usize, h: u16, ascii: bool| {
        KnightsTourLayout::new(n, Tier::Shaded(h), Numbering::FromZero).number_scale(ascii)
    };
    assert_eq!(scale(5, 7, false), Some(2));
    assert_eq!(scale(5, 6, false), Some(1));
    assert_eq!(scale(5, 5, false), Some(1));
    assert_eq!(scale(5, 4, false), None);
    assert_eq!(scale(5, 7, true), None);
    // Three digits (a 12×12 board numbered to 143) need a wider square.
    assert_eq!(scale(12, 5, false), None);
    assert_eq!(scale(12, 7, false), Some(1));
}
