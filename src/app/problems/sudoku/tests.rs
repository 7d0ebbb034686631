//! The sudoku board's tests: seed 000's trace, every tier and size, the cell orders.

use insta::assert_snapshot;
use ratatui::buffer::Cell;

use super::*;
use crate::app::board::test_support::{
    self as support, ASCII, COLOR, MONO, render, run, run_to, styled,
};
use crate::app::style::screen_text::{screen_text, text_and_styles};

/// Seed 000's 4×4 puzzle whose search it traces step by step.
pub(super) const SEED_000_FOUR: &str = "0000102004010000";
/// Seed 000's 9×9 puzzle called the hardest in the world.
pub(super) const SEED_000_NINE: &str =
    "800000000003600000070090200050007000000045700000100030001000068008500010090000400";

pub(super) fn sudoku(puzzle: &str, order: CellOrder) -> SudokuBoard {
    let cells: Vec<u8> = puzzle
        .chars()
        .map(|c| Shape::value_of(c).unwrap())
        .collect();
    let side = (cells.len() as f64).sqrt() as usize;
    SudokuBoard::new(Shape::for_side(side).unwrap(), &cells, order).unwrap()
}

pub(super) fn empty(side: usize) -> SudokuBoard {
    let shape = Shape::for_side(side).unwrap();
    SudokuBoard::new(shape, &vec![0; shape.cells()], CellOrder::Row).unwrap()
}

pub(super) const PENCIL: SudokuOptions = SudokuOptions { pencil_marks: true };

/// The smallest lined cells: three columns and one row.
const MEDIUM: Tier = Tier::Lined(3, 1);

#[test]
fn light_theme_for_a_white_screen() {
    // Seed 000's A4 just after its first backtrack: givens, placed digits, the digit
    // taken back and the cell being filled, in the colours of a light background.
    let (search, last) = run(sudoku(SEED_000_FOUR, CellOrder::Row), 6);
    let light = COLOR.with_palette(crate::app::Palette::Light);
    let buf = render(&search, last, SudokuOptions::default(), &light, 40, 16);
    assert_snapshot!("four_light", text_and_styles(&buf));
}

#[test]
fn givens_and_placed_digits_differ_by_attribute_at_every_cell_size() {
    use ratatui::style::Color;
    let (search, last) = run(sudoku(SEED_000_NINE, CellOrder::Row), 300);
    let placed = search.counters().depth as usize;
    let light = COLOR.with_palette(crate::app::Palette::Light);
    for tier in [
        Tier::Lined(11, 5),
        Tier::Lined(7, 3),
        MEDIUM,
        Tier::Small,
        Tier::Compact,
    ] {
        let (w, h) = SudokuLayout::new(Shape::for_side(9).unwrap(), tier, false).size();
        // (Monochrome draws the bit sets bold too; its given and placed styles are
        // checked apart below.)
        for theme in [COLOR, light] {
            let buf = render(&search, last, SudokuOptions::default(), &theme, w, h);
            // On cells of at least 5×3 digits are blocks, a given between brackets (as
            // tall as the digit from cells of 8×5).
            let blocks = tier.digit_scale() > 0;
            let bracket = |c: &Cell| c.symbol() == "[" || c.symbol() == "┌";
            let digits = || {
                buf.content().iter().filter(move |c| {
                    if blocks {
                        bracket(c) || c.symbol() == "▀" || c.symbol() == "█"
                    } else {
                        c.symbol().chars().all(|ch| ch.is_ascii_digit())
                    }
                })
            };
            // Givens: bold in the terminal's own colour, never italic.
            let givens = digits()
                .filter(|c| c.modifier.contains(Modifier::BOLD))
                .filter(|c| {
                    !c.modifier
                        .intersects(Modifier::ITALIC | Modifier::UNDERLINED)
                })
                .filter(|c| c.fg == Color::Reset)
                .filter(|c| !blocks || bracket(c))
                .count();
            assert_eq!(givens, 21, "{tier:?} {theme:?}");
            // Placed digits: italic, whatever their colour.
            let italic = digits()
                .filter(|c| c.modifier.contains(Modifier::ITALIC))
                .count();
            assert!(
                italic + 1 >= placed,
                "{tier:?} {theme:?}: {italic} of {placed}"
            );
        }
    }
}

#[test]
fn bit_rows_show_the_sets_of_the_cell_being_filled() {
    let (search, last) = run(sudoku(SEED_000_NINE, CellOrder::Row), 300);
    let layout = SudokuLayout::new(Shape::for_side(9).unwrap(), MEDIUM, false);
    let (w, h) = layout.size();
    let buf = render(&search, last, SudokuOptions::default(), &COLOR, w, h);
    let board = search.problem();
    let frame = search.frames().last().unwrap();
    assert_eq!(frame.placed(), None);
    let (row, col) = row_col(board, frame.slot());
    let shape = board.shape();
    let sets = [
        board.row_set(row),
        board.col_set(col),
        board.box_set(shape.box_of(row, col)),
        board.candidates(frame.slot() as usize),
    ];
    for (line, set) in sets.iter().enumerate() {
        let y = layout.info_at.1 + 1 + line as u16;
        let shown: Choices = (1..=9u8)
            .filter(|&v| {
                let x = layout.label_width + (v as u16 - 1) * 2;
                let symbol = buf[(x, y)].symbol();
                symbol == v.to_string() || symbol == "x"
            })
            .collect();
        assert_eq!(shown, *set, "line {line}");
    }
    // The solved grid is the answer seed 000 prints.
    let (search, _) = run_to(sudoku(SEED_000_NINE, CellOrder::Mrv), 1, |e| {
        e == Event::Solution
    });
    let answer: String = search
        .problem()
        .cells()
        .iter()
        .map(|&v| Shape::symbol(v))
        .collect();
    assert_eq!(
        answer,
        "812753649943682175675491283154237896369845721287169534521974368438526917796318452"
    );
}

#[test]
fn givens_placed_and_removed_look_different() {
    // Step 5 of seed 000's trace takes the 4 back out of (0,3).
    let (search, last) = run(sudoku(SEED_000_FOUR, CellOrder::Row), 5);
    let layout = SudokuLayout::new(Shape::for_side(4).unwrap(), MEDIUM, false);
    let (w, h) = layout.size();
    let buf = render(&search, last, SudokuOptions::default(), &MONO, w, h);
    let at = |row, col| {
        let (x, y) = layout.cell_at(row, col);
        &buf[(x + 1, y)]
    };
    assert_eq!(at(1, 0).symbol(), "1");
    assert!(styled(at(1, 0), MONO.given()));
    assert_eq!(at(0, 2).symbol(), "1");
    assert!(styled(at(0, 2), MONO.placed()));
    assert_eq!(at(0, 3).symbol(), "4");
    assert!(styled(at(0, 3), MONO.removed()) && styled(at(0, 3), MONO.current()));
    assert_ne!(MONO.given().add_modifier, MONO.placed().add_modifier);
}

#[test]
fn four_by_four_in_colour() {
    let puzzle = || sudoku(SEED_000_FOUR, CellOrder::Row);
    let (search, last) = run(puzzle(), 0);
    let buf = render(&search, last, PENCIL, &COLOR, 40, 22);
    assert_snapshot!("four_empty_pencil", screen_text(&buf));
    let (search, last) = run(puzzle(), 5);
    let buf = render(&search, last, SudokuOptions::default(), &COLOR, 40, 22);
    assert_snapshot!("four_backtrack", text_and_styles(&buf));
    let (search, last) = run_to(puzzle(), 1, |e| e == Event::Solution);
    let buf = render(&search, last, SudokuOptions::default(), &COLOR, 40, 22);
    assert_snapshot!("four_solution", screen_text(&buf));
}

#[test]
fn nine_by_nine_mid_search_in_every_tier() {
    let (search, last) = run_to(sudoku(SEED_000_NINE, CellOrder::Row), 40, |e| {
        matches!(e, Event::Remove { .. })
    });
    assert_snapshot!(
        "nine_large_pencil",
        screen_text(&render(&search, last, PENCIL, &COLOR, 105, 40))
    );
    let options = SudokuOptions::default();
    assert_snapshot!(
        "nine_medium",
        screen_text(&render(&search, last, options, &COLOR, 45, 28))
    );
    assert_snapshot!(
        "nine_small",
        screen_text(&render(&search, last, options, &COLOR, 30, 20))
    );
    // Shrunk to the bare grid rather than replaced by a note, down to one cell a cell.
    assert_eq!(search.problem().board_min_size(), (9, 9));
    let bare = screen_text(&render(&search, last, options, &COLOR, 15, 16));
    let first = bare.lines().map(str::trim).find(|l| !l.is_empty());
    assert_eq!(first, Some("812354679"));
    let (w, h) = SudokuLayout::new(Shape::for_side(9).unwrap(), Tier::Compact, false).size();
    assert_eq!((w, h), (16, 17));
    let compact = render(&search, last, options, &ASCII, w, h);
    assert_snapshot!("nine_compact_ascii", screen_text(&compact));
    assert_snapshot!(
        "nine_small_mono",
        text_and_styles(&render(&search, last, options, &MONO, 30, 20))
    );
    let small = render(&search, last, options, &COLOR, 20, 8);
    assert_eq!(screen_text(&small).trim(), "board needs 9×9");
}

#[test]
fn mrv_shows_counts() {
    let (search, last) = run(sudoku(SEED_000_NINE, CellOrder::Mrv), 25);
    let buf = render(&search, last, SudokuOptions::default(), &COLOR, 45, 28);
    assert_snapshot!("nine_mrv_medium", screen_text(&buf));
}

#[test]
fn every_side_draws_at_its_compact_size() {
    for side in 4..=25 {
        let Some(shape) = Shape::for_side(side) else {
            continue;
        };
        let (search, last) = run(empty(side), side * 2);
        let (w, h) = search.problem().board_min_size();
        let buf = render(&search, last, PENCIL, &COLOR, w, h);
        let drawn = screen_text(&buf);
        assert!(!drawn.contains("needs"), "{shape}");
        let symbol = Shape::symbol(side as u8).to_string();
        assert!(drawn.contains(&symbol), "{shape}: no {symbol} in\n{drawn}");
    }
    let (search, last) = run(empty(16), 40);
    let buf = render(&search, last, SudokuOptions::default(), &COLOR, 60, 30);
    assert_snapshot!("sixteen_small", screen_text(&buf));
    let (search, last) = run(empty(25), 60);
    let buf = render(&search, last, SudokuOptions::default(), &ASCII, 120, 60);
    assert_snapshot!("twenty_five_medium_ascii", screen_text(&buf));
}

#[test]
fn a_projector_gets_cells_as_large_as_its_panel_allows() {
    let (search, last) = run(sudoku(SEED_000_FOUR, CellOrder::Row), 5);
    let four = Shape::for_side(4).unwrap();
    let large = SudokuLayout::new(four, Tier::Lined(7, 3), false);
    let (w, h) = large.size();
    let buf = render(&search, last, PENCIL, &COLOR, w, h);
    assert_snapshot!("four_large_pencil", screen_text(&buf));
    // One row shorter and the cells are one row less high: columns 6 apart, not 8.
    let buf = render(&search, last, PENCIL, &COLOR, w, h - 1);
    assert!(
        screen_text(&buf).contains(" 0     1     2     3\n"),
        "{}",
        screen_text(&buf)
    );
    // The board's panel at 120×36 and at 200×60, beside the code and over the log.
    let chosen = |side, (width, height)| {
        let shape = Shape::for_side(side).unwrap();
        let area = Rect::new(0, 0, width, height);
        let options = SudokuOptions::default();
        let (layout, _) = choose(shape, None, area, options, &COLOR).expect("a layout");
        layout.inside
    };
    let (laptop, projector) = ((71, 31), (151, 50));
    assert_eq!(chosen(9, laptop), (3, 1));
    assert_eq!(chosen(9, projector), (9, 4));
    assert_eq!(chosen(4, laptop), (9, 4));
    assert_eq!(chosen(4, projector), (17, 8));
    assert_eq!(chosen(16, laptop), (2, 1));
    assert_eq!(chosen(16, projector), (5, 2));
    // The digits grow with the cells: three blocks by three, then twice and four times.
    assert_eq!(Tier::Lined(9, 4).digit_scale(), 1);
    assert_eq!(Tier::Lined(11, 5).digit_scale(), 2);
    assert_eq!(Tier::Lined(17, 8).digit_scale(), 3);
    assert_eq!(Tier::Lined(5, 2).digit_scale(), 0);
}

#[test]
fn every_panel_gets_the_largest_layout_that_fits() {
    for side in [4, 6, 8, 9, 12, 16, 25] {
        let shape = Shape::for_side(side).unwrap();
        // Every layout, largest first, as the fitter tries them when the height is no
        // limit.
        let every: Vec<(Tier, bool, (u16, u16))> = Tier::all(shape, u16::MAX)
            .flat_map(|tier| [false, true].map(|beside| (tier, beside)))
            .map(|(tier, beside)| (tier, beside, SudokuLayout::new(shape, tier, beside).size()))
            .collect();
        let least = SudokuLayout::new(shape, Tier::Bare, false).size();
        for width in 0..=230 {
            for height in 0..=72 {
                let area = Rect::new(0, 0, width, height);
                let chosen = choose(shape, None, area, SudokuOptions::default(), &COLOR);
                let fits = |size: (u16, u16)| size.0 <= width && size.1 <= height;
                let first = every.iter().find(|(.., size)| fits(*size));
                match (chosen, first) {
                    (Some((layout, _)), Some(&(tier, beside, size))) => {
                        let got = (layout.tier, layout.info_at.0 > 0);
                        assert_eq!(got, (tier, beside), "{shape} in {width}×{height}");
                        assert_eq!(layout.size(), size);
                        assert!(fits(size), "{shape} in {width}×{height}");
                    }
                    (None, None) => {
                        assert!(
                            width < least.0 || height < least.1,
                            "{shape} {width}×{height}"
                        );
                    }
                    (chosen, first) => panic!(
                        "{shape} in {width}×{height}: {:?} for {first:?}",
                        chosen.map(|(layout, _)| layout.tier)
                    ),
                }
            }
        }
    }
}

#[test]
fn cells_keep_digits_off_pencil_marks_and_the_marks_inside() {
    for side in 4..=25 {
        let Some(shape) = Shape::for_side(side) else {
            continue;
        };
        for tier in Tier::all(shape, u16::MAX).filter(|tier| tier.has_pencil_marks(shape)) {
            let inside = tier.inside();
            let (middle, _) = tier.middle();
            let marks: Vec<(u16, u16)> = (1..=side as u8)
                .map(|value| pencil_mark_at(shape, inside, value))
                .collect();
            for &(x, y) in &marks {
                assert!(x < inside.0 && y < inside.1, "{shape} {tier:?}");
                // A digit drawn as one character never stands in a mark's column.
                assert!(tier.digit_scale() > 0 || x != middle, "{shape} {tier:?}");
            }
            let mut apart = marks.clone();
            apart.sort_unstable();
            apart.dedup();
            assert_eq!(apart.len(), side, "{shape} {tier:?}");
        }
        // The note of `p` names a size that has them.
        assert!(Tier::least_with_pencil_marks(shape).has_pencil_marks(shape));
    }
}

/// The states the board is drawn in at every size by the sweep over the registry
/// (`board/every_board_tests.rs`): each a start, the steps run from it, and the options.
pub(super) fn samples() -> Vec<(SudokuBoard, usize, SudokuOptions)> {
    vec![
        (sudoku(SEED_000_NINE, CellOrder::Row), 300, PENCIL),
        (
            sudoku(SEED_000_FOUR, CellOrder::Mrv),
            4,
            SudokuOptions::default(),
        ),
    ]
}

#[test]
fn a_chinese_board_with_its_legend() {
    let (search, last) = run(sudoku(SEED_000_FOUR, CellOrder::Row), 3);
    let buf = render(
        &search,
        last,
        SudokuOptions::default(),
        &support::ZH,
        46,
        19,
    );
    assert_snapshot!("four_zh", screen_text(&buf));
}

#[test]
fn the_help_of_o_names_every_cell_order() {
    for lang in [Lang::En, Lang::Zh, Lang::ZhTw] {
        let help = words::KEY_CELL_ORDER.get(lang);
        let names = CellOrder::ALL.len();
        assert_eq!(help.matches(" / ").count(), names - 1, "{help}");
    }
    assert!(words::KEY_CELL_ORDER.get(Lang::En).contains("/ cover"));
    assert!(words::KEY_CELL_ORDER.get(Lang::Zh).contains("精确覆盖"));
}

#[test]
fn the_lessons_code_speaks_chinese_in_its_words_and_keeps_its_code() {
    let board = sudoku(SEED_000_FOUR, CellOrder::Row);
    let lines: Vec<String> = (board.code_views().iter())
        .flat_map(|view| view.lines_in(Lang::Zh))
        .map(|line| line.trim().to_string())
        .collect();
    assert!(
        lines.contains(&"3 个位 = 1; data[row][col] = num".to_string()),
        "{lines:?}"
    );
    assert!(!lines.iter().any(|line| line.contains("bits")), "{lines:?}");
}
