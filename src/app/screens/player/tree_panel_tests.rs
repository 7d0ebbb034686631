//! The tests of `tree_panel.rs`, in a file of their own to keep that one short.

use ratatui::{buffer::Buffer, layout::Rect, widgets::Widget};

use super::*;
use crate::app::screen_text;
use crate::app::widgets::search_tree::{DepthCounter, ShownTree};
use crate::engine::{Problem, StopAfter};
use crate::problems::{CellOrder, Numbering, Permutations, QueensBoard, Shape, SudokuBoard};

/// The panel of `start` after `steps` events, drawn in ASCII in a `width`×`height` area.
fn panel<P: Show>(start: P, steps: usize, width: u16, height: u16) -> String {
    panel_counting(start, steps, (width, height), Numbering::FromZero)
}

/// [`panel`], its places counted as `places` says.
fn panel_counting<P: Show>(start: P, steps: usize, size: (u16, u16), places: Numbering) -> String {
    let (width, height) = size;
    let stop = StopAfter::Exhaustion;
    let mut tally = DepthCounter::new(&start, stop);
    tally.go_to(steps as u64);
    let mut search = Search::new(start, stop);
    let last = search.by_ref().take(steps).last();
    let mut whole = ShownTree::default();
    whole.follow(&search);
    let whole = whole.tree();
    let theme = Theme::new(false, false).with_numbering(places);
    let mut buf = Buffer::empty(Rect::new(0, 0, width, height));
    let area = buf.area;
    TreePanel {
        search: &search,
        last,
        whole,
        tally: &tally,
        theme: &theme,
    }
    .render(area, &mut buf);
    screen_text(&buf)
}

#[test]
fn four_queens_whole_tree_with_refused_stubs() {
    insta::assert_snapshot!(panel(QueensBoard::new(4).expect("4"), 5, 36, 13));
}

#[test]
fn permutations_of_three_whole_tree() {
    insta::assert_snapshot!(panel(Permutations::new(3).expect("3"), 4, 33, 11));
}

/// Seed 000's traced 4×4 puzzle, its A4, in row order.
fn seed_000_a4() -> SudokuBoard {
    let cells: Vec<u8> = "0000102004010000".bytes().map(|b| b - b'0').collect();
    let shape = Shape::for_side(4).expect("4 is a sudoku side");
    SudokuBoard::new(shape, &cells, CellOrder::Row).expect("seed 000's A4 is valid")
}

#[test]
fn a4_near_its_end_on_its_side() {
    // Twelve blanks deep, too deep to stand in ten rows: drawn on its side, whole.
    insta::assert_snapshot!(panel(seed_000_a4(), 45, 40, 10));
}

#[test]
fn a_short_panel_folds_the_path_above_the_subtree_that_fits() {
    // Six rows inside: the root's tree takes eight, so the root is folded to a line
    // (digits 2 and 3 tried in the first blank, 1 refused as given in its column) and
    // the subtree under its last branch, 4, is drawn whole in four.
    let text = panel(seed_000_a4(), 45, 40, 8);
    // Centred: two columns in from the border; only the nodes reached so far.
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[1].starts_with("│  ○ ┄ 2 tried · 1 × "), "{text}");
    assert!(
        lines[2].starts_with("│  4×─2×─1×─3×─3×─4×┬2×─3×─3×─1×─4×─2 "),
        "{text}"
    );
    assert!(lines[3].starts_with("│                   └3──× "), "{text}");
    assert!(lines[4].trim_matches('│').trim().is_empty(), "{text}");
}

#[test]
fn the_tree_grows_with_the_search_and_never_shows_what_is_ahead() {
    // 4-queens: at step 0 the root alone, with the legend under it.
    let start = panel(QueensBoard::new(4).expect("4"), 0, 36, 14);
    let nodes = |text: &str| -> usize {
        text.lines()
            .take(text.lines().count() - 2)
            .map(|line| line.chars().filter(char::is_ascii_digit).count())
            .sum()
    };
    assert_eq!(nodes(&start), 0, "{start}");
    assert!(
        start.contains("○ start  × refused  path  current"),
        "{start}"
    );
    // Step 1 puts the first queen: one node; step 2 the second under it.
    let one = panel(QueensBoard::new(4).expect("4"), 1, 36, 14);
    assert_eq!(nodes(&one), 1, "{one}");
    let two = panel(QueensBoard::new(4).expect("4"), 2, 36, 14);
    assert_eq!(nodes(&two), 2, "{two}");
    // At the end every node has been reached: the whole tree, 16 nodes.
    let end = panel(QueensBoard::new(4).expect("4"), 60, 36, 14);
    assert_eq!(nodes(&end), 16, "{end}");
}

#[test]
fn eight_queens_counts_per_depth() {
    let text = panel(QueensBoard::new(8).expect("8"), 9, 60, 8);
    // Step 9: rows 0 to 3 visited once each, row 4's pruned counts from the stack.
    assert!(
        text.contains("    3      4         1        4        3  512 = 8^3"),
        "{text}"
    );
    assert!(QueensBoard::new(8).expect("8").max_depth() == 8);
}

#[test]
fn the_board_never_disappears_under_the_tree() {
    for height in 0..80 {
        let area = Rect::new(0, 0, 60, height);
        for board_height in 0..40 {
            for wants in 0..90 {
                let (board, panel) = super::split(area, board_height, wants);
                assert_eq!(board.height + panel.height, height);
                assert_eq!(board.y, 0);
                assert!(panel.height == 0 || panel.y == board.height);
                // The board keeps its rows (with its border) or, short of them, all.
                assert!(
                    board.height >= (board_height + 2).min(height),
                    "{height} rows, a board of {board_height}, a tree of {wants}: {board:?}"
                );
            }
        }
    }
}

#[test]
fn counted_from_one_the_queens_columns_on_the_tree_are_the_boards() {
    // 4-queens after five steps: row 0's queen in column 0, row 1 tried columns 2 and 3,
    // row 2 put its queen in column 1 (from 0). Counted from 1, as the board then labels
    // them, the same nodes read 1; 3 and 4; 2.
    let from_zero = panel(QueensBoard::new(4).expect("4"), 5, 36, 13);
    let from_one = panel_counting(
        QueensBoard::new(4).expect("4"),
        5,
        (36, 13),
        Numbering::FromOne,
    );
    let row = |text: &str, index: usize| text.lines().nth(index).unwrap_or("").to_string();
    assert_eq!(
        row(&from_zero, 3).trim_matches('│').trim(),
        "0",
        "{from_zero}"
    );
    assert_eq!(
        row(&from_one, 3).trim_matches('│').trim(),
        "1",
        "{from_one}"
    );
    assert_eq!(
        row(&from_one, 5).trim_matches('│').trim(),
        "3  4  ×",
        "{from_one}"
    );
    assert_eq!(
        row(&from_one, 7).trim_matches('│').trim(),
        "× 2 ×",
        "{from_one}"
    );
    // The per-depth table names the queen of each row by its column too: 8-queens at
    // step 9 has its first queen in column 0, read 1 counted from 1.
    let zero = panel(QueensBoard::new(8).expect("8"), 9, 60, 8);
    let one = panel_counting(
        QueensBoard::new(8).expect("8"),
        9,
        (60, 8),
        Numbering::FromOne,
    );
    assert_ne!(zero, one);
}
