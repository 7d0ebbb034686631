//! The subset sum board's tests: the tutorials' example, the tree and the path, every size.

use insta::assert_snapshot;

use super::*;
use crate::app::board::fit::{fits, legend_under};
use crate::app::board::test_support::{
    self as support, ASCII, COLOR, MONO, find, render, run, styled,
};
use crate::app::screen_text;
use crate::app::words::catalogued::Catalogued;
use crate::engine::StopAfter;
use crate::problems::Numbering;

fn problem(numbers: &[u64], target: u64) -> SubsetSum {
    SubsetSum::new(numbers, target).expect("BUG: a valid problem")
}

/// The tutorials' example: {3, 4, 2} and {4, 5} make 9.
fn tutorial() -> SubsetSum {
    problem(&[3, 34, 4, 12, 5, 2], 9)
}

/// Four numbers whose whole tree fits on a small screen, with the same two answers.
fn four() -> SubsetSum {
    problem(&[3, 4, 5, 2], 9)
}

#[test]
fn narration_of_the_tutorial_walk() {
    let mut search = Search::new(tutorial(), StopAfter::Exhaustion);
    let said: Vec<String> = (0..20)
        .map(|_| {
            let event = search.next().unwrap();
            SubsetSum::narrate(&search, event, Telling::numbered(Numbering::FromZero))
        })
        .collect();
    let expected = [
        "take 3: sum 3 of 9",
        "34 cannot be taken (3 + 34 passes 9): skip it",
        "take 4: sum 7 of 9",
        "12 cannot be taken (7 + 12 passes 9): skip it",
        "5 cannot be taken (7 + 5 passes 9): skip it",
        "take 2: sum 9 of 9; without it 7 + 0 left cannot reach 9",
        "solution 1: 3 + 4 + 2 = 9",
        "take 2 back out to look for the next solution",
        "nothing left to try for 2: undo skipping 5",
        "nothing left to try for 5: undo skipping 12",
        "nothing left to try for 12: take 4 back out",
        "skip 4 now that taking it is done: sum 3 of 9",
        "12 cannot be taken (3 + 12 passes 9): skip it",
        "take 5: sum 8 of 9; without it 3 + 2 left cannot reach 9",
        "dead end at 2: 8 + 2 passes 9, 8 + 0 left cannot reach 9: take 5 back out",
        "nothing left to try for 5: undo skipping 12",
        "nothing left to try for 12: undo skipping 4",
        "nothing left to try for 4: undo skipping 34",
        "nothing left to try for 34: take 3 back out",
        "skip 3 now that taking it is done: sum 0 of 9",
    ];
    assert_eq!(said, expected);
}

#[test]
fn code_lines_frames_and_heading() {
    let state = tutorial();
    let all = StopAfter::Exhaustion;
    let code = state.pseudo_code(all, Lang::En);
    let line = |event| code[state.code_line(Some(event), all).unwrap()].as_ref();
    let place = |choice| Event::Place { slot: 2, choice };
    let remove = |choice| Event::Remove { slot: 2, choice };
    assert_eq!(line(place(TAKE)).trim(), "take a[i]; sum += a[i]");
    assert_eq!(line(place(SKIP)).trim(), "skip a[i]");
    assert_eq!(line(remove(TAKE)).trim(), "untake a[i]; sum -= a[i]");
    assert_eq!(line(remove(SKIP)).trim(), "unskip a[i]");
    assert!(line(Event::Solution).contains("output"));
    assert_eq!(state.code_line(None, all), None);
    assert_eq!(state.heading(Lang::En), "Subset sum: 6 numbers, target 9");
    // Back from the first solution to 4, whose take is done.
    let (search, _) = run(tutorial(), 11);
    let state = search.problem();
    let labels: Vec<String> = search
        .frames()
        .iter()
        .map(|f| state.frame_label(f, Telling::numbered(Numbering::FromZero)))
        .collect();
    assert_eq!(
        labels,
        [
            "solve(i=0,sum=0) take left 1",
            "solve(i=1,sum=3) skip left 0",
            "solve(i=2,sum=3) - tried take left 1",
        ]
    );
}

/// Eight numbers: too many for the whole tree, so the path is drawn.
fn eight() -> SubsetSum {
    problem(&[3, 34, 4, 12, 5, 2, 7, 8], 15)
}

#[test]
fn four_numbers_show_the_whole_tree() {
    let cases = [
        ("four_start", 0),
        ("four_mid", 3),
        ("four_dead_end", 11),
        ("four_solution", 5),
    ];
    for (name, steps) in cases {
        let (search, last) = run(four(), steps);
        let buf = render(&search, last, (), &COLOR, 40, 17);
        assert_snapshot!(name, screen_text(&buf));
    }
}

#[test]
fn eight_numbers_show_the_path_in_ascii() {
    let (search, last) = run(eight(), 20);
    let (w, h) = SubsetSumLayout::new(search.problem(), Tier::Path).size();
    let buf = render(&search, last, (), &ASCII, w, h);
    assert_snapshot!("eight_path_ascii", screen_text(&buf));
    let (w, h) = search.problem().board_min_size();
    let buf = render(&search, last, (), &ASCII, w, h);
    assert_snapshot!("eight_compact_ascii", screen_text(&buf));
    let small = render(&search, last, (), &ASCII, w - 1, 20);
    assert_eq!(screen_text(&small).trim(), format!("board needs {w}x{h}"));
}

/// The cell of the tree node `prefix` for four numbers after `steps` events, drawn in
/// monochrome at the size of the tree's narrowest form.
fn node(steps: usize, prefix: &[u8]) -> ratatui::buffer::Cell {
    let (search, last) = run(four(), steps);
    let (w, h) = SubsetSumLayout::new(search.problem(), Tier::Tree(2)).size();
    let area = Rect::new(0, 0, w, h);
    let (layout, _) = choose(search.problem(), area, 0, &MONO).expect("BUG: it fits");
    assert_eq!(layout.tier, Tier::Tree(2));
    let buf = render(&search, last, (), &MONO, w, h);
    buf[(layout.node_x(prefix), 2 * prefix.len() as u16)].clone()
}

#[test]
fn the_tree_marks_the_search_without_colour() {
    // Step 11 takes 5 back out of {3, 5}: 3 is taken, 4 skipped, and the first
    // solution lies behind.
    let here = node(11, &[TAKE, SKIP]);
    assert_eq!(here.symbol(), "3");
    assert!(styled(&here, MONO.current()));
    assert!(styled(&node(11, &[TAKE]), tree_path_style(&MONO)));
    assert!(styled(&node(11, &[TAKE, SKIP, TAKE]), MONO.removed()));
    assert_eq!(node(11, &[TAKE, SKIP, TAKE]).symbol(), "8");
    assert!(styled(&node(11, &[TAKE, TAKE]), MONO.visited()));
    let found = node(11, &[TAKE, TAKE, SKIP, TAKE]);
    assert_eq!(found.symbol(), "9");
    assert!(styled(
        &found,
        MONO.solution().add_modifier(Modifier::ITALIC)
    ));
    let ahead = node(11, &[SKIP]);
    assert_eq!((ahead.symbol(), ahead.modifier), ("0", Modifier::empty()));
    // At a solution the path is drawn as one.
    let leaf = node(5, &[TAKE, TAKE, SKIP, TAKE]);
    assert!(styled(
        &leaf,
        MONO.solution().add_modifier(Modifier::REVERSED)
    ));
}

#[test]
fn refused_branches_are_crossed_stubs() {
    // After taking 3 and 4: 5 would pass 9, so the left branch under 7 is a stub.
    let (search, last) = run(four(), 2);
    let (w, h) = SubsetSumLayout::new(search.problem(), Tier::Tree(2)).size();
    for theme in [COLOR, MONO, ASCII] {
        let buf = render(&search, last, (), &theme, w, h);
        let crosses = find(&buf, theme.glyph("✗", "x"));
        // Eight refused branches in the tree's nine rows.
        let in_tree = crosses.iter().filter(|&&(_, y)| y < 9).count();
        assert_eq!(in_tree, 8, "{crosses:?}");
        let drawn = screen_text(&buf);
        let refused = theme.glyph(
            "✗ take 5: 7 + 5 = 12 passes 9",
            "x take 5: 7 + 5 = 12 passes 9",
        );
        assert!(drawn.contains(refused), "{drawn}");
        assert!(drawn.contains("skip 5: 7 + 2 left can reach 9"), "{drawn}");
        assert!(drawn.contains("sum 7 / 9"), "{drawn}");
    }
}

#[test]
fn a_long_path_shows_a_window_ending_at_the_search() {
    let numbers: Vec<u64> = (1..=20).collect();
    let (search, last) = run(problem(&numbers, 100), 40);
    let state = search.problem();
    let full = SubsetSumLayout::new(state, Tier::Path).size();
    let fit = state
        .board_fit(full.0, 16, (), None, &Theme::new(false, true))
        .unwrap();
    assert!(fit.window && fit.size.0 == full.0, "{fit:?}");
    let buf = render(&search, last, (), &ASCII, full.0, 16);
    let drawn = screen_text(&buf);
    assert!(drawn.contains('^'), "{drawn}");
    let deepest = search.frames().len() - 1;
    let number = state.numbers()[deepest];
    assert!(drawn.contains(&format!("? {number}")), "{drawn}");
}

#[test]
fn every_step_is_told_and_its_lines_fit() {
    let big: Vec<u64> = (0..60).map(|i| 1_000_000_000_000 + i).collect();
    let problems = [
        four(),
        tutorial(),
        eight(),
        problem(&[5], 5),
        problem(&[1, 2, 3], 9),
        problem(&big, 3_000_000_000_061),
    ];
    for start in problems {
        let mut search = Search::new(start, StopAfter::Exhaustion);
        let mut last = None;
        for _ in 0..400 {
            let view = SubsetSumView::new(&search, last);
            let state = search.problem();
            let whole = state.size() <= WHOLE_TREE_UP_TO;
            let tiers = [Tier::Tree(2), Tier::Path].into_iter();
            for tier in tiers.filter(|&t| whole || t == Tier::Path) {
                let layout = SubsetSumLayout::new(state, tier);
                for line in view.test_lines(&COLOR) {
                    assert!(pieces_width(&line) <= layout.size().0);
                }
                let cells = bar(state.sum(), state.left(), state.target());
                let sum = sum_pieces(state.sum(), state.target(), state.left(), cells, &COLOR);
                assert!(pieces_width(&sum) <= layout.size().0);
            }
            let compact = SubsetSumLayout::new(state, Tier::Compact).size().0;
            let line = compact_sum_line(state.sum(), state.target(), state.left(), Lang::Zh);
            assert!(width_of(&line) <= compact);
            let Some(event) = search.next() else { break };
            assert!(
                !SubsetSum::narrate(&search, event, Telling::numbered(Numbering::FromZero))
                    .is_empty()
            );
            last = Some(event);
        }
    }
}

#[test]
fn chinese_pseudo_code_runs_line_for_line_with_the_english() {
    let state = tutorial();
    for stop in [StopAfter::First, StopAfter::Exhaustion] {
        let (en, zh) = (
            state.pseudo_code(stop, Lang::En),
            state.pseudo_code(stop, Lang::Zh),
        );
        support::same_lines(&en, &zh);
        let events = [TAKE, SKIP].into_iter().flat_map(|choice| {
            [
                Event::Place { slot: 0, choice },
                Event::Remove { slot: 0, choice },
            ]
        });
        for event in events.chain([Event::Solution]) {
            let line = state.code_line(Some(event), stop).unwrap();
            assert!(!zh[line].is_ascii(), "{}", zh[line]);
        }
    }
}

#[test]
fn a_whole_run_in_chinese_has_no_english_word() {
    let state = tutorial();
    assert_eq!(state.heading(Lang::Zh), "子集和：6 个数，目标 9");
    let tell = Telling {
        lang: Lang::Zh,
        ..Telling::default()
    };
    let mut search = Search::new(tutorial(), StopAfter::Exhaustion);
    let said: Vec<String> = std::iter::from_fn(|| {
        let event = search.next()?;
        Some(SubsetSum::narrate(&search, event, tell))
    })
    .take(15)
    .collect();
    assert_eq!(said[1], "34 不能选(3 + 34 超过 9)：不选它");
    assert_eq!(
        said[5],
        "选 2：和为 9，目标 9；不选它的话 7 + 剩余 0 达不到 9"
    );
    assert_eq!(said[6], "第 1 个解：3 + 4 + 2 = 9");
    assert_eq!(said[8], "2 已没有可再试的：回溯，撤回不选 5");
    assert_eq!(
        said[14],
        "2 是死路：8 + 2 超过 9，8 + 剩余 0 达不到 9：回溯，撤回选 5"
    );
}

#[test]
fn a_chinese_tree_with_its_tests() {
    let (search, last) = run(four(), 3);
    let buf = render(&search, last, (), &support::ZH, 44, 20);
    let shown = screen_text(&buf);
    assert_snapshot!("four_zh", shown);
}

/// The states the board is drawn in at every size by the sweep over the registry
/// (`board/every_board_tests.rs`): each a start, the steps run from it, and the options.
pub(super) fn samples() -> Vec<(SubsetSum, usize, ())> {
    let big: Vec<u64> = (0..60).map(|i| 1_000_000_000_000 + i).collect();
    vec![
        (problem(&[5], 5), 1, ()),
        (four(), 11, ()),
        (problem(&[3, 34, 4, 12, 5], 9), 5, ()),
        (eight(), 20, ()),
        (problem(&big, 3_000_000_000_061), 30, ()),
    ]
}

#[test]
fn every_event_of_a_whole_run_marks_the_line_it_runs() {
    for (stop, output) in [
        (StopAfter::First, "output the taken a[j]; return true"),
        (StopAfter::Exhaustion, "output the taken a[j]; return"),
    ] {
        let met = support::walk_running_lines(&tutorial(), stop, None, |_, event| match event {
            Event::Place { choice: TAKE, .. } => "take a[i]; sum += a[i]",
            Event::Place { .. } => "skip a[i]",
            Event::Remove { choice: TAKE, .. } => "untake a[i]; sum -= a[i]",
            Event::Remove { .. } => "unskip a[i]",
            Event::Solution => output,
        });
        // A run to the first solution may never take a branch back.
        assert!(met.contains(output), "{met:?}");
        if stop == StopAfter::Exhaustion {
            assert_eq!(met.len(), 5, "{met:?}");
        }
    }
}

#[test]
fn the_pseudo_code_reads_as_before_in_english_and_simplified_chinese() {
    let state = tutorial();
    let all = state.pseudo_code(StopAfter::Exhaustion, Lang::En);
    assert_eq!(
        all,
        [
            "// rest[i] = a[i] + a[i+1] + ... + a[n-1]",
            "solve(i, sum):",
            "  if i == n:",
            "    output the taken a[j]; return",
            "  if sum + rest[i] < target: return",
            "  if sum + a[i] <= target:",
            "    take a[i]; sum += a[i]",
            "    solve(i+1, sum)",
            "    untake a[i]; sum -= a[i]",
            "  if sum + rest[i+1] >= target:",
            "    skip a[i]",
            "    solve(i+1, sum)",
            "    unskip a[i]",
        ]
    );
    let first = state.pseudo_code(StopAfter::First, Lang::Zh);
    assert_eq!(
        first,
        [
            "// rest[i]：a[i] 到 a[n-1] 之和",
            "solve(i, sum):",
            "  if i == n:",
            "    输出选中的 a[j]; return true",
            "  if sum + rest[i] < target: return false",
            "  if sum + a[i] <= target:",
            "    选 a[i]; sum += a[i]",
            "    if solve(i+1, sum): return true",
            "    撤回选 a[i]; sum -= a[i]",
            "  if sum + rest[i+1] >= target:",
            "    不选 a[i]",
            "    if solve(i+1, sum): return true",
            "    撤回不选 a[i]",
            "  return false",
        ]
    );
    let one = problem(&[5], 5);
    assert_eq!(one.heading(Lang::En), "Subset sum: 1 number, target 5");
    let zh = Telling {
        lang: Lang::Zh,
        ..Telling::numbered(Numbering::FromZero)
    };
    let (search, _) = run(tutorial(), 11);
    let labels: Vec<String> = search
        .frames()
        .iter()
        .map(|f| search.problem().frame_label(f, zh))
        .collect();
    assert_eq!(
        labels,
        [
            "solve(i=0,sum=0) 选 剩 1",
            "solve(i=1,sum=3) 不选 剩 0",
            "solve(i=2,sum=3) - 试过 选 剩 1",
        ]
    );
    assert_eq!(
        search.problem().solution_call(None, zh),
        "solve(i=6,sum=9): 输出"
    );
    // The path's words under the root and beside each level, in simplified Chinese.
    let (search, last) = run(eight(), 20);
    let (w, h) = SubsetSumLayout::new(search.problem(), Tier::Path).size();
    let path = screen_text(&render(&search, last, (), &support::ZH, w, h + 4));
    for words in ["○ 开始", "和 3", "不选 待试", "已试", "剩余"] {
        assert!(path.contains(words), "{words}: {path}");
    }
}

/// What `start` says in `lang` over a run, as [`support::said_over_a_run`] gathers it, at
/// this board's sizes.
fn said_over_a_run(start: &SubsetSum, lang: Lang) -> Vec<String> {
    support::said_over_a_run(start, lang, |state| {
        let (w, h) = state.board_min_size();
        vec![(w, h), (60, 24), (120, 40)]
    })
}

#[test]
fn traditional_chinese_has_no_simplified_character_and_no_english_word() {
    for start in [four(), eight()] {
        for text in said_over_a_run(&start, Lang::ZhTw) {
            assert_eq!(crate::app::words::simplified_in(&text), [], "{text}");
            let english = support::english_left(&text, <SubsetSum as Catalogued>::CODE_NAMES);
            assert!(english.is_empty(), "{text}: {english:?}");
        }
    }
    // The same walk in simplified Chinese is not already traditional.
    let simplified = said_over_a_run(&four(), Lang::Zh).concat();
    assert!(!crate::app::words::simplified_in(&simplified).is_empty());
}

/// The room the player offers the board first, inside its frame, beside subset sum's
/// pseudo-code at 120×36 and at 200×60: all the column's rows but the log's fewest.
const PANEL_120X36: (u16, u16) = (71, 28);
const PANEL_200X60: (u16, u16) = (151, 52);

/// Where a layout stands among those the board offers, smallest first: the whole tree
/// in block digits, then plain, each by its spacing and its stem; the path in blocks,
/// plain, a window of it by the levels it shows; the compact board.
fn rank(layout: &SubsetSumLayout) -> (u8, u16, u16, usize) {
    let group = match (layout.tier, layout.blocks, layout.is_window()) {
        (Tier::Tree(_), true, _) => 0,
        (Tier::Tree(_), false, _) => 1,
        (Tier::Path, true, false) => 2,
        (Tier::Path, false, false) => 3,
        (Tier::Path, _, true) => 4,
        (Tier::Compact, ..) => 5,
    };
    let spacing = match layout.tier {
        Tier::Tree(spacing) => u16::MAX - spacing,
        _ => 0,
    };
    (
        group,
        spacing,
        u16::MAX - layout.stem,
        usize::MAX - layout.rows,
    )
}

/// The layout chosen for `state` in a panel of `size`, by what it is: tier, block digits,
/// stem.
fn chosen(state: &SubsetSum, (width, height): (u16, u16)) -> (Tier, bool, u16) {
    let area = Rect::new(0, 0, width, height);
    let (layout, legend) = choose(state, area, 0, &COLOR).expect("a layout");
    assert!(
        legend_under(area, layout.size(), legend.as_ref()).is_some(),
        "the legend under the board at {width}×{height}"
    );
    (layout.tier, layout.blocks, layout.stem)
}

#[test]
fn the_largest_tier_that_fits_is_chosen_at_120x36_and_200x60() {
    let five = problem(&[1, 2, 3, 4, 5], 7);
    let at_120 = chosen(&five, PANEL_120X36);
    let at_200 = chosen(&five, PANEL_200X60);
    assert_eq!(
        (at_120, at_200),
        ((Tier::Tree(2), true, 0), (Tier::Tree(4), true, 3))
    );
    let [small, large] = [PANEL_120X36, PANEL_200X60].map(|(w, h)| {
        let area = Rect::new(0, 0, w, h);
        choose(&five, area, 0, &COLOR).expect("a layout").0.size()
    });
    assert!(
        large.0 > small.0 && large.1 > small.1,
        "{small:?} {large:?}"
    );
    // Six numbers: the path with its numbers in block digits at both.
    let tutorial = tutorial();
    assert_eq!(chosen(&tutorial, PANEL_120X36), (Tier::Path, true, 0));
    assert_eq!(chosen(&tutorial, PANEL_200X60), (Tier::Path, true, 0));
}

#[test]
fn every_panel_size_takes_the_largest_layout_that_fits_and_nothing_overflows() {
    let five = problem(&[1, 2, 3, 4, 5], 7);
    for (state, theme) in [(&five, COLOR), (&five, ASCII), (&tutorial(), COLOR)] {
        let compact = SubsetSumLayout::new(state, Tier::Compact).size();
        let mut ranks = vec![vec![None; 62]; 161];
        for width in 0..=160u16 {
            for height in 0..=61u16 {
                let area = Rect::new(0, 0, width, height);
                let Some((layout, legend)) = choose(state, area, 0, &theme) else {
                    assert!(!fits(area, compact), "nothing drawn at {width}×{height}");
                    continue;
                };
                assert!(
                    fits(area, layout.size()),
                    "{:?} overflows {width}×{height}",
                    layout.tier
                );
                if layout.stem > 0 {
                    assert!(
                        legend_under(area, layout.size(), legend.as_ref()).is_some(),
                        "spread out without its legend at {width}×{height}"
                    );
                }
                let here = rank(&layout);
                // A larger panel never takes a smaller layout.
                let (w, h) = (usize::from(width), usize::from(height));
                let before = [
                    w.checked_sub(1).and_then(|w| ranks[w][h]),
                    h.checked_sub(1).and_then(|h| ranks[w][h]),
                ];
                for before in before.into_iter().flatten() {
                    assert!(here <= before, "smaller at {width}×{height}");
                }
                ranks[w][h] = Some(here);
            }
        }
    }
}

#[test]
fn a_tall_tree_hangs_its_children_on_stems_and_keeps_its_marks() {
    let five = problem(&[1, 2, 3, 4, 5], 7);
    // After the dead end under 1 + 2 + 3: a refusal, a take and a taken back in view.
    let (search, last) = run(five, 6);
    let layout = SubsetSumLayout::new(search.problem(), Tier::Tree(4)).with_stem(3);
    let (w, h) = layout.size();
    let area = Rect::new(0, 0, w, h);
    let mut buf = Buffer::empty(area);
    let view = SubsetSumView::new(&search, last);
    layout.draw(&view, &MONO, &mut Canvas::new(&mut buf, area));
    let text = screen_text(&buf);
    // The take of 1 hangs its node on a stem three rows long under the link row.
    let x = layout.node_x(&[TAKE]);
    let y = layout.link_y(0);
    for dy in 1..=3 {
        assert_eq!(buf[(x, y + dy)].symbol(), "│", "{text}");
    }
    assert_eq!(buf[(x, y + 4)].symbol(), "1", "{text}");
    // The refused takes are still crossed stubs on their link rows.
    assert!(text.contains('✗'), "{text}");
    for line in text.lines().filter(|line| line.contains('✗')) {
        assert!(line.contains('┴'), "a stub on a link row: {line}\n{text}");
    }
}
