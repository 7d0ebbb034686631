//! Breakpoints read and told in the class's language: every board's slot and choice told
//! in each language reads back as itself in every language the screen may speak, and the
//! words a Chinese screen shows (`行`, `格`, `位置`, `选`, `红`) read as the English ones.

use proptest::prelude::*;

use super::slot_words::{every_wording, wording};
use crate::app::{Lang, Show};
use crate::engine::Condition;
use crate::problems::graph_colouring::MapPreset;
use crate::problems::{
    CellOrder, ColouringBoard, Permutations, QueensBoard, RegionOrder, Shape, SubsetSum,
    SudokuBoard,
};

/// Australia's map, its regions in the file's order (WA, NT, SA, Q, NSW, V, T).
fn australia() -> ColouringBoard {
    (MapPreset::named("australia").expect("australia is a preset")).board(RegionOrder::File)
}

/// An empty 9×9 sudoku.
fn sudoku() -> SudokuBoard {
    let shape = Shape::for_side(9).expect("9 is a sudoku side");
    SudokuBoard::new(shape, &[0; 81], CellOrder::Row).expect("an empty board")
}

/// What `text` reads as on `board`, counted from `first`, on a screen in `lang`.
fn read<P: Show>(board: &P, text: &str, first: u16, lang: Lang) -> Result<Condition, String> {
    Condition::read_in(text, board, first, &every_wording::<P>(lang)).map_err(|e| e.to_string())
}

/// `condition` told on `board` in `lang`, counted from `first`.
fn told<P: Show>(board: &P, condition: Condition, first: u16, lang: Lang) -> String {
    condition.told_in(board, first, &wording::<P>(lang))
}

/// A language of the screen.
fn langs() -> impl Strategy<Value = Lang> {
    prop::sample::select(Lang::ALL.to_vec())
}

/// Told in `told_in` on a screen in that language, read on a screen in `read_on`: the same.
fn round_trip<P: Show>(board: &P, slot: u16, choice: u8, first: u16, langs: (Lang, Lang)) {
    let condition = Condition::Place { slot, choice };
    let said = told(board, condition, first, langs.0);
    assert_eq!(read(board, &said, first, langs.1), Ok(condition), "{said}");
}

proptest! {
    #[test]
    fn a_queen_told_in_any_language_reads_back(
        slot in 0u16..8, choice in 0u8..8, first in 0u16..2, told_in in langs(), read_on in langs()
    ) {
        round_trip(&QueensBoard::new(8).expect("8"), slot, choice, first, (told_in, read_on));
    }

    #[test]
    fn a_cell_told_in_any_language_reads_back(
        slot in 0u16..81, choice in 1u8..10, first in 0u16..2, told_in in langs(), read_on in langs()
    ) {
        round_trip(&sudoku(), slot, choice, first, (told_in, read_on));
    }

    #[test]
    fn a_position_told_in_any_language_reads_back(
        slot in 0u16..6, choice in 1u8..7, first in 0u16..2, told_in in langs(), read_on in langs()
    ) {
        round_trip(&Permutations::new(6).expect("6"), slot, choice, first, (told_in, read_on));
    }

    #[test]
    fn a_choice_of_a_subset_told_in_any_language_reads_back(
        slot in 0u16..4, take in any::<bool>(), told_in in langs(), read_on in langs()
    ) {
        let sum = SubsetSum::new(&[3, 34, 4, 3], 9).expect("a subset sum");
        let choice = match take {
            true => crate::problems::subset_sum::TAKE,
            false => crate::problems::subset_sum::SKIP,
        };
        round_trip(&sum, slot, choice, 0, (told_in, read_on));
    }

    #[test]
    fn a_colour_told_in_any_language_reads_back(
        slot in 0u16..7, choice in 0u8..3, told_in in langs(), read_on in langs()
    ) {
        round_trip(&australia(), slot, choice, 0, (told_in, read_on));
    }
}

#[test]
fn each_board_tells_in_the_screens_words() {
    let queens = QueensBoard::new(8).expect("8");
    let row5 = Condition::Place { slot: 4, choice: 2 };
    assert_eq!(told(&queens, row5, 1, Lang::En), "row5=3");
    assert_eq!(told(&queens, row5, 1, Lang::Zh), "行5=3");
    assert_eq!(
        told(&queens, row5, 1, Lang::ZhTw),
        "列5=3",
        "a row, as Taiwan says"
    );
    let seven = Condition::Place {
        slot: 40,
        choice: 7,
    };
    assert_eq!(told(&sudoku(), seven, 1, Lang::Zh), "格(5,5)=7");
    let pos = Condition::Place { slot: 2, choice: 2 };
    let arrange = Permutations::new(4).expect("4");
    assert_eq!(told(&arrange, pos, 1, Lang::ZhTw), "位置3=2");
    let sum = SubsetSum::new(&[3, 7, 3], 10).expect("a sum");
    let skip = Condition::Place {
        slot: 1,
        choice: crate::problems::subset_sum::SKIP,
    };
    assert_eq!(told(&sum, skip, 0, Lang::Zh), "不选 7");
    assert_eq!(told(&sum, skip, 0, Lang::ZhTw), "不選 7");
    // SA is the third region; red the first colour.
    let sa_red = Condition::Place { slot: 2, choice: 0 };
    assert_eq!(told(&australia(), sa_red, 0, Lang::En), "SA=red");
    assert_eq!(told(&australia(), sa_red, 0, Lang::Zh), "SA=红");
    assert_eq!(told(&australia(), sa_red, 0, Lang::ZhTw), "SA=紅");
    // The other forms are the engine's, in every language.
    assert_eq!(
        told(&queens, Condition::Unwind(2), 0, Lang::Zh),
        "unwind>=2"
    );
}

#[test]
fn the_words_a_chinese_screen_shows_read_on_any_screen() {
    let sa_red = Ok(Condition::Place { slot: 2, choice: 0 });
    for lang in Lang::ALL {
        assert_eq!(read(&australia(), "region SA = red", 0, lang), sa_red);
        assert_eq!(read(&australia(), "区域 SA = 红", 0, lang), sa_red);
        assert_eq!(read(&australia(), "區域SA=紅", 0, lang), sa_red);
        assert_eq!(read(&australia(), "SA = red", 0, lang), sa_red);
        assert_eq!(read(&australia(), "SA = 红", 0, lang), sa_red);
        assert_eq!(
            read(&australia(), "sa＝紅", 0, lang),
            sa_red,
            "full-width ="
        );
        let queen = Ok(Condition::Place { slot: 4, choice: 2 });
        assert_eq!(
            read(&QueensBoard::new(8).expect("8"), "行 5 = 3", 1, lang),
            queen
        );
        assert_eq!(
            read(&QueensBoard::new(8).expect("8"), "ROW5=3", 1, lang),
            queen
        );
        let cell = Ok(Condition::Place {
            slot: 40,
            choice: 7,
        });
        assert_eq!(read(&sudoku(), "格（5，5）＝7", 1, lang), cell);
        assert_eq!(read(&sudoku(), "cell(5,5)=7", 1, lang), cell);
    }
    // A colour the map has not is refused, its colours listed in the screen's words.
    let refused = read(&australia(), "SA=purple", 0, Lang::Zh).expect_err("three colours");
    assert!(refused.contains("红, 绿, 蓝"), "{refused}");
    let refused = read(&australia(), "SA=purple", 0, Lang::En).expect_err("three colours");
    assert!(refused.contains("red, green, blue"), "{refused}");
}
