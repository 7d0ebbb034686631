//! The queens board's tests: seed 000's tables, the narration, every tier and size.

use insta::assert_snapshot;

use super::*;
use crate::app::board::test_support::{
    self as support, ASCII, COLOR, MONO, find, render, run, styled,
};
use crate::app::style::screen_text::{screen_text, text_and_styles};
use crate::app::words::catalogued::Catalogued;
use crate::engine::StopAfter;
use crate::problems::Notation;

fn queens(n: usize) -> QueensBoard {
    QueensBoard::new(n).expect("BUG: a size from 1 to 64")
}

/// The board as it opens: the attacked squares hidden, as the tutorial's tables draw it.
const HIDDEN: QueensOptions = QueensOptions { attacked: false };

/// The board with the attacked squares shaded, after the key that shows them.
const SHOWN: QueensOptions = QueensOptions { attacked: true };

/// Renders 4-queens after `steps` events at exactly the large layout's size, so that
/// squares sit where [`QueensLayout::center`] says.
fn four_large(steps: usize, options: QueensOptions) -> (Buffer, QueensLayout) {
    let (search, last) = run(queens(4), steps);
    let layout = QueensLayout::new(4, Tier::Shaded(3), Names::of(None, Numbering::FromZero));
    let (w, h) = layout.size();
    (render(&search, last, options, &COLOR, w, h), layout)
}

fn symbols_in_row(buf: &Buffer, layout: &QueensLayout, row: usize) -> String {
    (0..4)
        .map(|col| buf[layout.center(row, col)].symbol().to_string())
        .collect()
}

#[test]
fn refused_columns_follow_seed_000_tables() {
    // Seed 000, table 1: queen 1 in the corner alone; row 2's loop has checked nothing
    // yet, so no square is marked.
    let (buf, layout) = four_large(1, HIDDEN);
    assert_eq!(symbols_in_row(&buf, &layout, 0), "♛···");
    assert_eq!(symbols_in_row(&buf, &layout, 1), "····");
    // With the attacked squares shown, the squares queen 1 attacks are shaded, quietly.
    let (buf, layout) = four_large(1, SHOWN);
    assert_eq!(symbols_in_row(&buf, &layout, 1), "░░··");
    // Table 2, `x x 2`: queen 2 in the third column, the two refused columns left of
    // it; row 3 is not checked yet.
    let (buf, layout) = four_large(2, SHOWN);
    assert_eq!(symbols_in_row(&buf, &layout, 1), "xx♛·");
    assert_eq!(symbols_in_row(&buf, &layout, 2), "░░░░");
    let (buf, layout) = four_large(2, HIDDEN);
    assert_eq!(symbols_in_row(&buf, &layout, 1), "xx♛·");
    assert_eq!(symbols_in_row(&buf, &layout, 2), "····");
    // Table 3, `x x x x`: row 3 refuses every column, queen 2 still standing as the
    // table draws it, in the colour of a queen taken off.
    for options in [HIDDEN, SHOWN] {
        let (buf, layout) = four_large(3, options);
        assert_eq!(symbols_in_row(&buf, &layout, 2), "xxxx");
        assert_eq!(buf[layout.center(1, 2)].symbol(), "♛");
        let red = COLOR.removed().patch(COLOR.red_on_square());
        assert!(styled(&buf[layout.center(1, 2)], red));
    }
    // Queen 2 on the fourth column: as the table, the column tried before is free; with
    // the tried queens shown, it keeps their mark.
    let (buf, layout) = four_large(4, HIDDEN);
    assert_eq!(symbols_in_row(&buf, &layout, 1), "xx·♛");
    assert_eq!(symbols_in_row(&buf, &layout, 2), "····");
    let (buf, layout) = four_large(4, SHOWN);
    assert_eq!(symbols_in_row(&buf, &layout, 1), "xx♕♛");
    // On a shaded square the tried queen's grey stands out from the shading.
    let tried = COLOR.quiet_on_square().add_modifier(Modifier::ITALIC);
    assert!(styled(&buf[layout.center(1, 2)], tried));
    assert_eq!(symbols_in_row(&buf, &layout, 2), "░·░░");
    // A queen taken off with no dead end below (step 7): gone, as from the table;
    // shown as taken off with the tried queens.
    let (buf, layout) = four_large(7, HIDDEN);
    assert_eq!(symbols_in_row(&buf, &layout, 1), "····");
    let (buf, layout) = four_large(7, SHOWN);
    assert_eq!(symbols_in_row(&buf, &layout, 1), "░░·♕");
    let red = COLOR.removed().patch(COLOR.red_on_square());
    assert!(styled(&buf[layout.center(1, 3)], red));
    // Table 4, `x 3`: queen 3 in the second column after one refused column; row 2
    // shows its queen alone, as the table does.
    let (buf, layout) = four_large(5, SHOWN);
    assert_eq!(symbols_in_row(&buf, &layout, 1), "░░·♛");
    assert_eq!(symbols_in_row(&buf, &layout, 2), "x♛░░");
    assert_eq!(symbols_in_row(&buf, &layout, 3), "░░░░");
}

/// Seed 000's six step tables of 4-queens, each row's filled cells as printed (the
/// empty cells were lost when the page was converted), with the step each shows.
const SEED_000_TABLES: [(usize, [&[&str]; 4]); 6] = [
    (1, [&["1"], &[], &[], &[]]),
    (2, [&["1"], &["x", "x", "2"], &[], &[]]),
    (3, [&["1"], &["2"], &["x", "x", "x", "x"], &[]]),
    (5, [&["1"], &["2"], &["x", "3"], &[]]),
    (9, [&["1"], &[], &[], &[]]),
    (13, [&["1"], &["2"], &["3"], &["4"]]),
];

/// What a square of the screen shows in seed 000's terms: a queen's row number, `x`,
/// or nothing for a free square's dot; any other mark as the screen draws it, which no
/// table has.
fn as_printed(buf: &Buffer, layout: &QueensLayout, row: usize, col: usize) -> String {
    match buf[layout.center(row, col)].symbol() {
        "♛" => (row + 1).to_string(),
        "x" => "x".to_string(),
        "·" => String::new(),
        other => other.to_string(),
    }
}

#[test]
fn the_screen_shows_seed_000s_six_tables_at_their_steps() {
    for (steps, printed) in SEED_000_TABLES {
        let (buf, layout) = four_large(steps, HIDDEN);
        for (row, printed) in printed.iter().enumerate() {
            let shown: Vec<String> = (0..4)
                .map(|col| as_printed(&buf, &layout, row, col))
                .filter(|cell| !cell.is_empty())
                .collect();
            assert_eq!(shown, *printed, "step {steps}, row {}", row + 1);
        }
        // Every other square is free, unshaded: a dot in the square's quiet grey.
        for (row, col) in (0..4).flat_map(|row| (0..4).map(move |col| (row, col))) {
            let cell = &buf[layout.center(row, col)];
            if cell.symbol() == "·" {
                assert!(
                    styled(cell, COLOR.quiet_on_square()),
                    "step {steps}, ({row},{col})"
                );
            }
        }
        let text = screen_text(&buf);
        assert!(!text.contains('░'), "step {steps}: shaded\n{text}");
        assert!(!text.contains('♕'), "step {steps}: a tried queen\n{text}");
    }
}

#[test]
fn the_attacked_squares_are_a_layer_of_their_own() {
    // Shown, the first picture shades what queen 1 attacks; hidden, it is table 1.
    let (hidden, layout) = four_large(1, HIDDEN);
    let (shown, _) = four_large(1, SHOWN);
    for (row, col) in (0..4).flat_map(|row| (0..4).map(move |col| (row, col))) {
        let (a, b) = (
            &hidden[layout.center(row, col)],
            &shown[layout.center(row, col)],
        );
        let attacked = row > 0 && (col == 0 || col == row);
        if attacked {
            assert_eq!((a.symbol(), b.symbol()), ("·", "░"), "({row},{col})");
        } else {
            assert_eq!(a, b, "({row},{col})");
        }
    }
    // The legend says which: the shading's mark, or the key that shows it.
    let legend_of = |options| {
        let pieces = legend(&COLOR, Names::of(None, Numbering::FromZero), options);
        pieces
            .iter()
            .map(|(text, _)| text.as_str())
            .collect::<String>()
    };
    assert!(legend_of(SHOWN).ends_with("░ attacked"));
    assert!(legend_of(SHOWN).contains("♕ tried, taken off"));
    assert!(legend_of(HIDDEN).ends_with("u shows attacks, tried"));
    assert!(!legend_of(HIDDEN).contains('♕'));
    // The key switches the layer and says so.
    let mut options = QueensOptions::default();
    let act = QueensBoard::act(QueensAction::ToggleAttacked, &queens(4), &mut options);
    assert!(options.attacked);
    assert!(matches!(act, Act::Tell(_)));
    QueensBoard::act(QueensAction::ToggleAttacked, &queens(4), &mut options);
    assert_eq!(options, HIDDEN);
}

#[test]
fn the_screen_and_the_table_mark_the_same_squares_at_every_step() {
    // Every step of 4- to 6-queens, and 8-queens' first 300.
    for (n, steps) in [(4, usize::MAX), (5, usize::MAX), (6, usize::MAX), (8, 300)] {
        let mut search = Search::new(queens(n), StopAfter::Exhaustion);
        let layout = QueensLayout::new(n, Tier::Shaded(3), Names::of(None, Numbering::FromZero));
        let (w, h) = layout.size();
        let mut last = None;
        for step in 0..=steps {
            let board = search.problem();
            let table = board.table(last, search.counters().solutions);
            let hidden = render(&search, last, HIDDEN, &COLOR, w, h);
            let shown = render(&search, last, SHOWN, &COLOR, w, h);
            for (row, line) in table.lines().skip(2).enumerate() {
                for (col, cell) in line.split('|').skip(1).take(n).enumerate() {
                    let at = layout.center(row, col);
                    let (hidden, shown) = (hidden[at].symbol(), shown[at].symbol());
                    let expected = match cell.trim() {
                        "x" => "x",
                        "" => "·",
                        _ => "♛",
                    };
                    // Hidden, the table's marks exactly; shown, the layer's own marks on
                    // the table's empty cells only.
                    let layered = expected == "·" && (shown == "♕" || shown == "░");
                    assert!(
                        hidden == expected && (shown == expected || layered),
                        "{n}-queens, step {step}, ({row},{col}): {hidden} {shown}\n{table}"
                    );
                }
            }
            match search.next() {
                Some(event) => last = Some(event),
                None => break,
            }
        }
    }
}

#[test]
fn first_solution_has_the_queens_of_2_4_1_3() {
    let (buf, layout) = four_large(13, HIDDEN);
    let expected: Vec<(u16, u16)> = [(0, 1), (1, 3), (2, 0), (3, 2)]
        .iter()
        .map(|&(r, c)| layout.center(r, c))
        .collect();
    let mut found = find(&buf, "♛");
    found.sort_by_key(|&(x, y)| (y, x));
    assert_eq!(found, expected);
    for position in expected {
        assert!(styled(&buf[position], COLOR.solution()));
    }
}

#[test]
fn narration_of_the_four_queens_walk() {
    let mut search = Search::new(queens(4), crate::engine::StopAfter::First);
    let mut said = Vec::new();
    while let Some(event) = search.next() {
        said.push(QueensBoard::narrate(
            &search,
            event,
            Telling::numbered(Numbering::FromZero),
        ));
    }
    assert_eq!(
        said,
        [
            "row 0: queen at column 0",
            "row 1: queen at column 2",
            "row 2 has no free column: take the queen off (1,2)",
            "row 1: queen at column 3",
            "row 2: queen at column 1",
            "row 3 has no free column: take the queen off (2,1)",
            "row 2 has no free column left to try: take the queen off (1,3)",
            "row 1 has no free column left to try: take the queen off (0,0)",
            "row 0: queen at column 1",
            "row 1: queen at column 3",
            "row 2: queen at column 0",
            "row 3: queen at column 2",
            "solution 1: columns 1 3 0 2",
        ]
    );
}

#[test]
fn from_one_the_walk_reads_as_the_line_format_and_seed_000s_tables() {
    let mut search = Search::new(queens(4), crate::engine::StopAfter::First);
    let mut said = Vec::new();
    while let Some(event) = search.next() {
        said.push(QueensBoard::narrate(
            &search,
            event,
            Telling::numbered(Numbering::FromOne),
        ));
    }
    assert_eq!(said[0], "row 1: queen at column 1");
    assert_eq!(
        said[2],
        "row 3 has no free column: take the queen off (2,3)"
    );
    // `solve queens 4 --format line` prints `2 4 1 3`.
    assert_eq!(said.last().unwrap(), "solution 1: columns 2 4 1 3");
    let board = search.problem();
    let frame = &search.frames()[0];
    assert_eq!(
        board.frame_label(frame, Telling::numbered(Numbering::FromOne)),
        "trace(row=1) col=2 tried 1"
    );
    assert_eq!(
        board.solution_call(None, Telling::numbered(Numbering::FromOne)),
        "trace(row=5): output"
    );
}

#[test]
fn frames_and_code_lines() {
    let (search, last) = run(queens(4), 7);
    assert_eq!(last, Some(removal(1, 3)));
    let board = search.problem();
    let labels: Vec<String> = search
        .frames()
        .iter()
        .map(|f| board.frame_label(f, Telling::numbered(Numbering::FromZero)))
        .collect();
    assert_eq!(
        labels,
        ["trace(row=0) col=0", "trace(row=1) col=- tried 2,3"]
    );
    let all = StopAfter::Exhaustion;
    assert_eq!(board.code_line(None, all), None);
    let code = board.pseudo_code(all, Lang::En);
    let line = |event| code[board.code_line(event, all).unwrap()].as_ref();
    assert!(line(last).contains("take the queen off"));
    assert!(line(Some(placement(0, 0))).contains("put a queen"));
    assert_eq!(
        line(Some(Event::Solution)).trim(),
        "output the queens; return"
    );
    let first = board.pseudo_code(StopAfter::First, Lang::En);
    let output = board
        .code_line(Some(Event::Solution), StopAfter::First)
        .unwrap();
    assert_eq!(first[output].trim(), "output the queens; return true");
    assert!(
        first
            .iter()
            .any(|l| l == "      if trace(row+1): return true")
    );
    assert_eq!(board.heading(Lang::En), "4-Queens");
}

#[test]
fn the_picture_reads_the_flags_the_board_keeps() {
    for (n, steps) in [(4, 9), (8, 60), (64, 5_000)] {
        let (search, _) = run(queens(n), steps);
        let board = search.problem();
        let flags = Flags::of(board);
        for index in 0..2 * n {
            assert_eq!(
                flags.column(index.min(n - 1)),
                board.column_taken(index.min(n - 1))
            );
            assert_eq!(flags.rising(index), board.sum_diagonal_taken(index), "{n}");
            assert_eq!(
                flags.falling(index),
                board.diff_diagonal_taken(index),
                "{n}"
            );
        }
    }
}

#[test]
fn changed_flags_are_highlighted() {
    // Step 9 puts queen 1 on (0,1): isCol[1], isBia1[0+1] and isBia2[4+0-1].
    let (search, last) = run(queens(4), 9);
    let layout = QueensLayout::new(4, Tier::Normal, Names::of(None, Numbering::FromZero));
    let (w, h) = layout.size();
    let buf = render(&search, last, HIDDEN, &MONO, w, h);
    let top = layout.flags_top();
    let highlighted: Vec<(usize, u16)> = layout
        .flag_rows()
        .iter()
        .enumerate()
        .flat_map(|(i, row)| {
            let buf = &buf;
            (0..row.count).filter_map(move |k| {
                let (x, dy) = row.position(k);
                let cell = &buf[(x, top + i as u16 + dy)];
                cell.modifier
                    .contains(Modifier::REVERSED)
                    .then_some((i, (row.first + k) as u16))
            })
        })
        .collect();
    assert_eq!(highlighted, [(0, 1), (1, 1), (2, 3)]);
}

#[test]
fn boards_in_colour() {
    for (name, steps) in [("empty", 0), ("backtrack", 7), ("solution", 13)] {
        let (search, last) = run(queens(4), steps);
        let buf = render(&search, last, HIDDEN, &COLOR, 50, 20);
        // The backtrack shows the most states at once: its colours are kept too.
        let shown = if name == "backtrack" {
            text_and_styles(&buf)
        } else {
            screen_text(&buf)
        };
        assert_snapshot!(format!("four_{name}"), shown);
    }
}

#[test]
fn eight_queens_mid_search_in_every_tier() {
    let (search, last) = run(queens(8), 60);
    let large = render(&search, last, HIDDEN, &COLOR, 60, 32);
    assert_snapshot!("eight_large", screen_text(&large));
    let normal = render(&search, last, HIDDEN, &COLOR, 30, 17);
    assert_snapshot!("eight_normal", screen_text(&normal));
    let (w, h) = QueensLayout::new(8, Tier::Compact, Names::of(None, Numbering::FromZero)).size();
    let compact = render(&search, last, HIDDEN, &ASCII, w, h);
    assert_snapshot!("eight_compact_ascii", screen_text(&compact));
    let mono = render(&search, last, HIDDEN, &MONO, 30, 17);
    assert_snapshot!("eight_normal_mono", text_and_styles(&mono));
    let small = render(&search, last, HIDDEN, &COLOR, w - 1, h);
    assert_eq!(
        screen_text(&small).trim(),
        "needs 15×9",
        "four rows at least"
    );
}

#[test]
fn large_boards_wrap_their_flags() {
    let (search, last) = run(queens(20), 200);
    let buf = render(&search, last, HIDDEN, &COLOR, 50, 31);
    assert_snapshot!("twenty_normal", screen_text(&buf));
    let (search, last) = run(queens(64), 100);
    // The whole compact board: 64 rows and 5 rows of flags (diagonals wrap once); a queen
    // a row filled, and the one coming off at a dead end.
    let buf = render(&search, last, HIDDEN, &ASCII, 71, 69);
    let coming_off = matches!(last, Some(Event::Remove { slot, choice })
        if search.problem().dead_end_below(slot, choice));
    let queens = search.problem().rows_filled() + usize::from(coming_off);
    assert_eq!(find(&buf, "Q").len(), queens);
}

#[test]
fn tall_boards_show_a_window_of_rows_around_the_row_being_filled() {
    // After 5,000 events the search fills row 42 (0-based) of 64.
    let (search, last) = run(queens(64), 5_000);
    let filling = search.frames().last().map(|f| f.slot());
    assert_eq!(filling, Some(42));
    // Four rows at least, and the flags: the compact board fits in 71×9.
    assert_eq!(search.problem().board_min_size(), (71, 9));
    let buf = render(&search, last, HIDDEN, &ASCII, 71, 30);
    let drawn = screen_text(&buf);
    let labels: Vec<usize> = drawn
        .lines()
        .filter_map(|line| line.get(2..6)?.trim().parse().ok())
        .collect();
    // 25 rows, from 24 to 48: the row being filled with a quarter of them (6) below.
    assert_eq!(labels, (24..=48).collect::<Vec<_>>(), "{drawn}");
    let marked: Vec<&str> = drawn.lines().filter(|l| l.starts_with('>')).collect();
    assert_eq!(marked.len(), 1);
    assert!(marked[0].starts_with(">   42"), "{drawn}");
    assert!(
        drawn
            .lines()
            .next()
            .is_some_and(|l| l.starts_with(" ^  24"))
    );
    assert!(
        drawn
            .lines()
            .nth(24)
            .is_some_and(|l| l.starts_with(" v  48"))
    );
    // One a row above the row being filled, and in that row the queen coming off: the
    // row below it refuses every column, as the table draws that dead end.
    assert!(matches!(last, Some(Event::Remove { slot: 42, choice })
        if search.problem().dead_end_below(42, choice)));
    let queens_shown = find(&buf, "Q").len();
    assert_eq!(queens_shown, 42 - 24 + 1);
    // On a larger screen the window takes the normal board's two-cell squares.
    let buf = render(&search, last, HIDDEN, &ASCII, 140, 50);
    assert!(
        screen_text(&buf).contains("isCol  1 1 1"),
        "{}",
        screen_text(&buf)
    );
}

#[test]
fn chinese_pseudo_code_runs_line_for_line_with_the_english() {
    let board = queens(4);
    for stop in [StopAfter::First, StopAfter::Exhaustion] {
        let (en, zh) = (
            board.pseudo_code(stop, Lang::En),
            board.pseudo_code(stop, Lang::Zh),
        );
        support::same_lines(&en, &zh);
        for event in [placement(0, 0), removal(0, 0), Event::Solution] {
            let line = board.code_line(Some(event), stop).unwrap();
            assert!(!zh[line].is_ascii(), "{}", zh[line]);
        }
    }
}

#[test]
fn a_whole_run_in_chinese_has_no_english_word() {
    let board = queens(4);
    let tell = Telling {
        lang: Lang::Zh,
        ..Telling::numbered(Numbering::FromZero)
    };
    let (search, last) = run(queens(4), 3);
    assert_eq!(
        QueensBoard::narrate(&search, last.unwrap(), tell),
        "第 2 行没有能放的列：回溯，撤回 (1,2) 的皇后"
    );
    assert_eq!(board.heading(Lang::Zh), "4 皇后");
}

#[test]
fn a_chinese_board_with_its_legend() {
    let (search, last) = run(queens(4), 5);
    let buf = render(&search, last, HIDDEN, &support::ZH, 44, 16);
    assert_snapshot!("four_zh", screen_text(&buf));
    let (w, h) = QueensLayout::new(4, Tier::Compact, Names::of(None, Numbering::FromZero)).size();
    let small = render(&search, last, HIDDEN, &support::ZH, w - 1, h);
    assert_eq!(screen_text(&small).trim(), "需要 11×9");
    let wide = render(&search, last, HIDDEN, &support::ZH, 30, 3);
    assert_eq!(screen_text(&wide).trim(), "棋盘需要 11×9");
}

/// The states the board is drawn in at every size by the sweep over the registry
/// (`board/every_board_tests.rs`): each a start, the steps run from it, and the options.
pub(super) fn samples() -> Vec<(QueensBoard, usize, QueensOptions)> {
    let sizes = [(1, 1), (4, 6), (8, 60)];
    (sizes.into_iter())
        .flat_map(|(n, steps)| [HIDDEN, SHOWN].map(|options| (queens(n), steps, options)))
        .collect()
}

#[test]
fn every_event_of_a_whole_run_marks_the_line_it_runs() {
    for (stop, output) in [
        (StopAfter::First, "output the queens; return true"),
        (StopAfter::Exhaustion, "output the queens; return"),
    ] {
        let met = support::walk_running_lines(&queens(6), stop, None, |_, event| match event {
            Event::Place { .. } => "put a queen on (row,col); mark 3 flags",
            Event::Remove { .. } => "take the queen off; clear 3 flags",
            Event::Solution => output,
        });
        // A run to the first solution may never take a branch back.
        assert!(met.contains(output), "{met:?}");
        if stop == StopAfter::Exhaustion {
            assert_eq!(met.len(), 3, "{met:?}");
        }
    }
    // Each tutorial's code, as its page writes the lines.
    let views = queens(4).code_views();
    let lines: [[&str; 3]; 3] = [
        [
            "A[row][col] = 1; 3 flags = true",
            "A[row][col] = 0; 3 flags = false",
            "cnt++; print A[1..N][1..N]",
        ],
        [
            "queenColumn[x] = y; flags = true",
            "queenColumn[x] = -1; flags = false",
            "else printSolution()",
        ],
        [
            "log(board)  // set state",
            "log(board)  // reset state",
            "result.push_back(board); return",
        ],
    ];
    assert_eq!(views.len(), lines.len());
    for (view, [place, remove, output]) in views.into_iter().zip(lines) {
        let met = support::walk_running_lines(
            &queens(4),
            StopAfter::Exhaustion,
            Some(view),
            |_, event| match event {
                Event::Place { .. } => place,
                Event::Remove { .. } => remove,
                Event::Solution => output,
            },
        );
        assert_eq!(met.len(), 3, "{}: {met:?}", view.routine);
    }
}

#[test]
fn traditional_chinese_has_no_simplified_character_and_no_english_word() {
    // Fourteen steps: placements, both kinds of backtrack, the first solution and the
    // queen taken off after it.
    let board = queens(4);
    let code = support::code_in_traditional_chinese(&board);
    let said = support::said_in_traditional_chinese(&board, 14, Rect::new(0, 0, 44, 16));
    for text in code.iter().chain(&said) {
        assert_eq!(crate::app::words::simplified_in(text), [], "{text}");
    }
    // The board under the eight-queens tutorial's code names its columns' flags as it does.
    let names = [<QueensBoard as Catalogued>::CODE_NAMES, &["ColumnOccupied"]].concat();
    for text in &said {
        let left = support::english_left(text, &names);
        assert!(left.is_empty(), "{text}: {left:?}");
    }
    assert!(
        code.iter()
            .any(|l| l == "      log(board)  // 放置後 set state")
    );
    assert!(
        code.iter()
            .any(|l| l == "      在 (row,col) 放置皇后; 標記 3 個旗標")
    );
    let expected = [
        "4 皇后",
        "第 3 列沒有能放的行：回溯，撤回 (2,3) 的皇后",
        "第 2 列已沒有可再試的行：回溯，撤回 (1,1) 的皇后",
        "第 1 個解：各列皇后在第 2 4 1 3 行",
        "撤回 (4,3) 的皇后，去找下一個解",
        "trace(row=2) col=- 試過 3,4",
        "place(1, 2): 放置後 set state:\nQ . . .\n. . Q .\n. . . .\n. x . .",
        "printSolution(): 第 1 個解\n- Q - -\n- - - Q\nQ - - -\n- - Q -",
    ];
    for text in expected {
        assert!(said.iter().any(|s| s == text), "{text} is not said");
    }
    assert!(said.iter().any(|s| s.contains("♛ 皇后  x 已排除")));
}

#[test]
fn the_catalogue_says_what_the_board_said_before_it() {
    let board = queens(4);
    let first = board.pseudo_code(StopAfter::First, Lang::Zh);
    assert_eq!(first[2], "    输出这组皇后; return true");
    assert_eq!(first[6], "      在 (row,col) 放置皇后; 标记 3 个标志");
    let all = board.pseudo_code(StopAfter::Exhaustion, Lang::En);
    assert_eq!(all[2], "    output the queens; return");
    assert_eq!(all[6], "      put a queen on (row,col); mark 3 flags");
    let depth_first = board.code_views()[2];
    let zh = depth_first.lines_in(Lang::Zh);
    assert_eq!(zh[4], "    if board[row][j] == 'x':  // 剪枝");
    assert_eq!(zh[6], "      log(board)  // 放置后 set state");
    assert_eq!(zh[9], "      log(board)  // 撤回后 reset state");
    let (search, _) = run(queens(4), 13);
    let tell = Telling {
        lang: Lang::Zh,
        ..Telling::numbered(Numbering::FromOne)
    };
    assert_eq!(
        QueensBoard::narrate(&search, Event::Solution, tell),
        "第 1 个解：各行皇后在第 2 4 1 3 列"
    );
    assert_eq!(board.solution_call(None, tell), "trace(row=5): 输出");
}

#[test]
fn beside_the_depth_first_code_the_legend_tells_both_meanings_of_x() {
    let (search, last) = run(queens(4), 2);
    let drawn = |code: Code| {
        let area = Rect::new(0, 0, 60, 24);
        let mut buf = Buffer::empty(area);
        QueensBoard::render_board(&search, last, HIDDEN, code, &COLOR, area, &mut buf);
        screen_text(&buf)
    };
    let depth_first = code::views()[2];
    assert_eq!(depth_first.routine, "dfs");
    let shown = drawn(Some(depth_first));
    assert!(shown.contains("x refused"), "{shown}");
    assert!(shown.contains("x in the log's boards: free"), "{shown}");
    assert!(!drawn(None).contains("in the log"));
}

#[test]
fn a_refused_column_names_the_check_the_code_shown_reads_first() {
    use crate::app::Telling;
    use crate::app::board::quizzed::Quizzed;
    // Queens (0,0) and (1,3) on 6×6: column 2 of row 2 is on the ↘ diagonal of (0,0)
    // and on the ↗ one of (1,3).
    let mut board = queens(6);
    board.apply(0, 0);
    board.apply(1, 3);
    let pseudo = Telling::default();
    assert_eq!(
        board.refusal(2, 2, pseudo),
        "2 is on the diagonal of the queen on (1,3)",
        "the pseudo-code reads isBia1[row+col] first"
    );
    let tutorial = (code::views().into_iter())
        .find(|view| view.tutorial == crate::problems::Tutorial::EightQueens)
        .expect("the eight-queens view");
    let told = Telling {
        code: Some(tutorial),
        ..pseudo
    };
    assert_eq!(
        board.refusal(2, 2, told),
        "2 is on the diagonal of the queen on (0,0)",
        "the tutorial reads s1[chessBoard+x-y] first"
    );
    // Column 3 of row 3 is under (1,3) and on the ↘ diagonal of (0,0): the column first.
    assert_eq!(board.refusal(3, 3, pseudo), "3 is under the queen on (1,3)");
}

#[test]
fn the_tutorials_code_speaks_chinese_in_its_words_and_keeps_its_code() {
    let views = queens(4).code_views();
    let lines = |lang| -> Vec<String> {
        (views.iter())
            .flat_map(|view| view.lines_in(lang))
            .map(|line| line.trim().to_string())
            .collect()
    };
    let zh = lines(Lang::Zh);
    assert!(
        zh.contains(&"A[row][col] = 1; 3 个标志 = true".to_string()),
        "{zh:?}"
    );
    assert!(
        zh.contains(&"queenColumn[x] = -1; 标志 = false".to_string()),
        "{zh:?}"
    );
    let tw = lines(Lang::ZhTw);
    assert!(
        tw.contains(&"A[row][col] = 0; 3 個旗標 = false".to_string()),
        "{tw:?}"
    );
    assert!(!zh.iter().any(|line| line.contains("flags")), "{zh:?}");
}
