//! The permutations board's tests: seed 004's walk and tree, every tier and size.

use insta::assert_snapshot;

use super::*;
use crate::app::board::fit::{fits, legend_under};
use crate::app::board::test_support::{self as support, ASCII, COLOR, MONO, render, run, styled};
use crate::app::style::screen_text::{screen_text, text_and_styles};
use crate::app::widgets::tree_layout::link_y_with_stem;
use crate::app::words::catalogued::Catalogued;
use crate::engine::StopAfter;
use crate::problems::Numbering;

fn perms(n: usize) -> Permutations {
    Permutations::new(n).expect("BUG: n from 1 to 12")
}

#[test]
fn narration_of_seed_004_walk() {
    let mut search = Search::new(perms(3), crate::engine::StopAfter::Exhaustion);
    let said: Vec<String> = (0..8)
        .map(|_| {
            let event = search.next().unwrap();
            Permutations::narrate(&search, event, Telling::numbered(Numbering::FromZero))
        })
        .collect();
    assert_eq!(
        said,
        [
            "pos 0 = 1: [1 _ _]",
            "pos 1 = 2: [1 2 _]",
            "pos 2 = 3: [1 2 3]",
            "solution 1: 1 2 3",
            "remove 3 from pos 2 to look for the next arrangement",
            "pos 2 has no unused value left to try: remove 2 from pos 1",
            "pos 1 = 3: [1 3 _]",
            "pos 2 = 2: [1 3 2]",
        ]
    );
}

#[test]
fn frames_code_and_heading() {
    let (search, last) = run(perms(3), 6);
    let state = search.problem();
    let labels: Vec<String> = search
        .frames()
        .iter()
        .map(|f| state.frame_label(f, Telling::numbered(Numbering::FromZero)))
        .collect();
    assert_eq!(
        labels,
        [
            "solve(pos=0) val=1 left 2",
            "solve(pos=1) val=- tried 2 left 1"
        ]
    );
    let all = StopAfter::Exhaustion;
    let code = state.pseudo_code(all, Lang::En);
    assert!(code[state.code_line(last, all).unwrap()].contains("arranged--"));
    assert!(code[state.code_line(Some(Event::Solution), all).unwrap()].contains("output"));
    assert_eq!(state.heading(Lang::En), "Permutations of 1..3");
}

/// The whole tree drawn, what the search has not reached dim (the key `u`).
const AHEAD: TreeAhead = TreeAhead { shown: true };

/// The style of the tree node `prefix` for n = 3 after `steps` events, drawn at the
/// size of the tree's narrowest form, the tree ahead shown or not as `options` says.
fn node_with(steps: usize, prefix: &[u8], options: TreeAhead) -> (String, ratatui::buffer::Cell) {
    let (search, last) = run(perms(3), steps);
    let (w, h) = PermutationsLayout::new(3, Tier::Tree(2)).size();
    let (layout, _) =
        choose(3, Names::of(None), Rect::new(0, 0, w, h), &MONO).expect("BUG: it fits");
    let buf = render(&search, last, options, &MONO, w, h);
    let at = (layout.node_x(prefix), 2 * prefix.len() as u16);
    (buf[at].symbol().to_string(), buf[at].clone())
}

/// The node `prefix` with the whole tree drawn.
fn node(steps: usize, prefix: &[u8]) -> (String, ratatui::buffer::Cell) {
    node_with(steps, prefix, AHEAD)
}

#[test]
fn the_tree_has_seed_004s_sixteen_nodes_and_marks_the_search() {
    let (search, last) = run(perms(3), 0);
    let layout = PermutationsLayout::new(3, Tier::Tree(2));
    let (w, h) = layout.size();
    let buf = render(&search, last, AHEAD, &COLOR, w, h);
    let tree_rows: String = screen_text(&buf).lines().take(7).collect();
    let nodes = tree_rows
        .chars()
        .filter(|c| c.is_ascii_digit() || *c == '○');
    assert_eq!(nodes.count(), 16);
    // After seven events: 1 2 3 done and 1 3 entered.
    let (symbol, cell) = node(7, &[1, 3]);
    assert_eq!(symbol, "3");
    assert!(styled(&cell, MONO.current()));
    let (_, cell) = node(7, &[1]);
    assert!(styled(&cell, tree_path_style(&MONO)));
    for done in [&[1, 2][..], &[1, 2, 3]] {
        assert!(styled(&node(7, done).1, MONO.visited()), "{done:?}");
    }
    let (_, cell) = node(7, &[2]);
    assert!(styled(&cell, MONO.dim()), "ahead of the search: dim");
    // Right after taking the 2 back out of position 1.
    assert!(styled(&node(6, &[1, 2]).1, MONO.removed()));
}

/// As the tree panel does, the board draws only what the search has reached until `u`
/// shows the rest: after seven events the root, 1, 1 2, 1 2 3 and 1 3, and nothing under
/// 2 or 3 yet.
#[test]
fn the_tree_grows_with_the_search_until_u_shows_what_is_ahead() {
    let hidden = TreeAhead::default();
    for reached in [&[1][..], &[1, 2], &[1, 2, 3], &[1, 3]] {
        let (symbol, _) = node_with(7, reached, hidden);
        assert_eq!(symbol, reached.last().unwrap().to_string(), "{reached:?}");
    }
    for ahead in [&[2][..], &[3], &[1, 3, 2], &[2, 1]] {
        assert_eq!(
            node_with(7, ahead, hidden).0,
            " ",
            "{ahead:?} is not drawn yet"
        );
        let (symbol, cell) = node_with(7, ahead, AHEAD);
        assert_eq!(symbol, ahead.last().unwrap().to_string(), "{ahead:?}");
        assert!(styled(&cell, MONO.dim()), "{ahead:?}");
    }
    // At step 0 the root alone.
    let (search, last) = run(perms(3), 0);
    let (w, h) = PermutationsLayout::new(3, Tier::Tree(2)).size();
    let text = screen_text(&render(&search, last, hidden, &COLOR, w, h));
    let tree: String = text.lines().take(7).collect();
    assert_eq!(
        tree.chars().filter(|c| c.is_ascii_digit()).count(),
        0,
        "{text}"
    );
}

/// The columns of the digits on each row of `buf`.
fn digit_columns(buf: &Buffer) -> Vec<Vec<u16>> {
    (0..buf.area.height)
        .map(|y| {
            (0..buf.area.width)
                .filter(|&x| buf[(x, y)].symbol().chars().all(|c| c.is_ascii_digit()))
                .filter(|&x| buf[(x, y)].symbol() != " ")
                .collect()
        })
        .collect()
}

#[test]
fn the_tree_spreads_out_on_a_large_screen() {
    let (search, last) = run(perms(3), 7);
    // Too low for the tree in block digits.
    for (width, height, spacing) in [(120, 14, 12), (60, 14, 8), (34, 14, 6), (28, 14, 4)] {
        let buf = render(&search, last, AHEAD, &COLOR, width, height);
        // The leaves' row: six nodes, as far apart as the width allows.
        let leaves = digit_columns(&buf)
            .into_iter()
            .rfind(|row| row.len() == 6)
            .unwrap_or_default();
        assert!(
            leaves.windows(2).all(|w| w[1] - w[0] == spacing) && leaves.len() == 6,
            "{width}: {leaves:?}\n{}",
            screen_text(&buf)
        );
    }
}

#[test]
fn a_projector_draws_the_tree_in_block_digits() {
    let (search, last) = run(perms(3), 7);
    let big = screen_text(&render(&search, last, AHEAD, &COLOR, 150, 40));
    // The six leaves' bottom rows, 24 columns apart, and the arrangement's three.
    let bottoms = |text: &str| text.lines().map(|l| l.matches("▀▀▀").count()).max();
    assert_eq!(bottoms(&big), Some(6), "{big}");
    assert!(big.contains("█▀▀"), "a block 2 or 5:\n{big}");
    // ASCII has no blocks: the plain tree at the same size.
    let ascii = screen_text(&render(&search, last, AHEAD, &ASCII, 150, 40));
    assert!(!ascii.contains('█') && !ascii.contains('▀'), "{ascii}");
}

#[test]
fn trees_in_colour() {
    for (name, steps) in [("empty", 0), ("backtrack", 6), ("mid", 7), ("solution", 4)] {
        let (search, last) = run(perms(3), steps);
        let buf = render(&search, last, TreeAhead::default(), &COLOR, 34, 14);
        // The backtrack shows the most states at once: its colours are kept too.
        let shown = if name == "backtrack" {
            text_and_styles(&buf)
        } else {
            screen_text(&buf)
        };
        assert_snapshot!(format!("three_{name}"), shown);
    }
    let (search, last) = run(perms(4), 40);
    let buf = render(&search, last, TreeAhead::default(), &COLOR, 50, 16);
    assert_snapshot!("four_tree", screen_text(&buf));
}

#[test]
fn larger_n_show_the_path() {
    let (search, last) = run(perms(6), 500);
    assert_snapshot!(
        "six_path",
        screen_text(&render(&search, last, TreeAhead::default(), &COLOR, 50, 16))
    );
    assert_snapshot!(
        "six_path_mono",
        text_and_styles(&render(&search, last, TreeAhead::default(), &MONO, 40, 14))
    );
    let (search, last) = run(perms(12), 3000);
    let (w, h) = search.problem().board_min_size();
    let compact = render(&search, last, TreeAhead::default(), &ASCII, w, h);
    assert_snapshot!("twelve_compact_ascii", screen_text(&compact));
    let small = render(&search, last, TreeAhead::default(), &ASCII, 40, h - 1);
    assert_eq!(screen_text(&small).trim(), format!("board needs {w}x{h}"));
}

#[test]
fn chinese_pseudo_code_runs_line_for_line_with_the_english() {
    let state = perms(3);
    for stop in [StopAfter::First, StopAfter::Exhaustion] {
        let en = state.pseudo_code(stop, Lang::En);
        support::same_lines(&en, &state.pseudo_code(stop, Lang::Zh));
    }
}

#[test]
fn a_whole_run_in_chinese_has_no_english_word() {
    let state = perms(3);
    assert_eq!(state.heading(Lang::Zh), "1..3 的全排列");
    let (search, last) = run(perms(3), 6);
    let tell = Telling {
        lang: Lang::Zh,
        ..Telling::numbered(Numbering::FromZero)
    };
    assert_eq!(
        Permutations::narrate(&search, last.unwrap(), tell),
        "第 2 位已没有可再试的未用数：回溯，撤回第 1 位的 2"
    );
}

#[test]
fn a_chinese_tree_with_its_legend() {
    let (search, last) = run(perms(3), 7);
    let buf = render(&search, last, TreeAhead::default(), &support::ZH, 50, 13);
    assert_snapshot!("three_zh", screen_text(&buf));
}

/// The states the board is drawn in at every size by the sweep over the registry
/// (`board/every_board_tests.rs`): each a start, the steps run from it, and the options.
pub(super) fn samples() -> Vec<(Permutations, usize, TreeAhead)> {
    let ahead = TreeAhead { shown: true };
    let sizes = [(1, 1, ahead), (3, 7, TreeAhead::default()), (3, 7, ahead)];
    let larger = [(6, 500, TreeAhead::default()), (12, 100, ahead)];
    (sizes.into_iter().chain(larger))
        .map(|(n, steps, options)| (perms(n), steps, options))
        .collect()
}

#[test]
fn every_event_of_a_whole_run_marks_the_line_it_runs() {
    for (stop, output) in [
        (StopAfter::First, "output solution[0..n]; return true"),
        (StopAfter::Exhaustion, "output solution[0..n]; return"),
    ] {
        let met = support::walk_running_lines(&perms(4), stop, None, |_, event| match event {
            Event::Place { .. } => "solution[arranged++] = v; used[v] = 1",
            Event::Remove { .. } => "arranged--; used[v] = 0",
            Event::Solution => output,
        });
        // A run to the first solution may never take a branch back.
        assert!(met.contains(output), "{met:?}");
        if stop == StopAfter::Exhaustion {
            assert_eq!(met.len(), 3, "{met:?}");
        }
    }
    let views = perms(3).code_views();
    assert_eq!(views.len(), 1);
    let met = support::walk_running_lines(
        &perms(3),
        StopAfter::Exhaustion,
        Some(views[0]),
        |_, event| match event {
            Event::Place { .. } => "state.Place(i)",
            Event::Remove { .. } => "state.Remove(i)",
            Event::Solution => "PrintSolution(); gCount++; return",
        },
    );
    assert_eq!(met.len(), 3, "{met:?}");
}

#[test]
fn traditional_chinese_has_no_simplified_character_and_no_english_word() {
    // Eight steps of n = 3: placements, the first arrangement, the value taken off after
    // it and a backtrack; n = 5 draws the path instead of the tree.
    let code = support::code_in_traditional_chinese(&perms(3));
    let mut said = support::said_in_traditional_chinese(&perms(3), 8, Rect::new(0, 0, 50, 13));
    said.extend(support::said_in_traditional_chinese(
        &perms(5),
        8,
        Rect::new(0, 0, 50, 13),
    ));
    for text in code.iter().chain(&said) {
        assert_eq!(crate::app::words::simplified_in(text), [], "{text}");
    }
    for text in &said {
        let left = support::english_left(text, <Permutations as Catalogued>::CODE_NAMES);
        assert!(left.is_empty(), "{text}: {left:?}");
    }
    assert!(
        code.iter()
            .any(|l| l == "    輸出 solution[0..n]; return true")
    );
    let expected = [
        "1..3 的全排列",
        "solve(): 排滿 3 個，輸出",
        "第 1 個解：1 2 3",
        "撤回第 3 位的 3，去找下一個排列",
        "第 3 位已沒有可再試的未用數：回溯，撤回第 2 位的 2",
        "solve(): 第 2 位 = - 試過 2 剩 1",
        "Solve m_arranged=1 i=- 試過 2",
    ];
    for text in expected {
        assert!(said.iter().any(|s| s == text), "{text} is not said");
    }
    let drawn = said.iter().filter(|s| s.contains('\n'));
    assert!(drawn.clone().any(|s| s.contains("已排 3 個")));
    assert!(drawn.clone().any(|s| s.contains("(已試 0，還剩 4)")));
    assert!(drawn.clone().any(|s| s.contains("○ 開始")));
    assert!(
        drawn
            .clone()
            .any(|s| s.contains("目前") && s.contains("在路徑上"))
    );
}

#[test]
fn the_catalogue_says_what_the_board_said_before_it() {
    let state = perms(3);
    let first = state.pseudo_code(StopAfter::First, Lang::Zh);
    assert_eq!(first[2], "    输出 solution[0..n]; return true");
    let all = state.pseudo_code(StopAfter::Exhaustion, Lang::En);
    assert_eq!(all[2], "    output solution[0..n]; return");
    let tell = |lang| Telling {
        lang,
        ..Telling::numbered(Numbering::FromOne)
    };
    assert_eq!(
        state.solution_call(None, tell(Lang::En)),
        "solve(pos=4): output"
    );
    assert_eq!(
        state.solution_call(None, tell(Lang::Zh)),
        "solve(): 排满 3 个，输出"
    );
    let (search, _) = run(perms(3), 6);
    let labels: Vec<String> = search
        .frames()
        .iter()
        .map(|f| state.frame_label(f, tell(Lang::Zh)))
        .collect();
    assert_eq!(
        labels,
        [
            "solve(): 第 1 位 = 1 剩 2",
            "solve(): 第 2 位 = - 试过 2 剩 1"
        ]
    );
    assert_eq!(arranged_words(2, Lang::Zh), "  已排 2 个");
    assert_eq!(path_counts(1, 2, Lang::En), "(1 done, 2 more)");
}

/// The room the player offers the board first, inside its frame, beside permutations'
/// pseudo-code at 120×36 and at 200×60: all the column's rows but the log's fewest.
const PANEL_120X36: (u16, u16) = (69, 28);
const PANEL_200X60: (u16, u16) = (149, 52);

/// The layout chosen for n in a panel of `size`, by what it is: tier, block digits in the
/// arrangement, stem.
fn chosen(n: usize, (width, height): (u16, u16), theme: &Theme) -> Option<(Tier, bool, u16)> {
    let area = Rect::new(0, 0, width, height);
    choose(n, Names::of(None), area, theme).map(|(l, _)| (l.tier, l.big_state, l.stem))
}

#[test]
fn the_largest_tier_that_fits_is_chosen_at_120x36_and_200x60() {
    // n = 3: the block tree at both, its leaves and its levels further apart on the
    // projector; at 120×36 the levels stay close, to leave the log its rows.
    assert_eq!(
        chosen(3, PANEL_120X36, &COLOR),
        Some((Tier::BigTree(10), true, 0))
    );
    assert_eq!(
        chosen(3, PANEL_200X60, &COLOR),
        Some((Tier::BigTree(24), true, 4))
    );
    // n = 4: the plain tree with its arrangement in blocks at 120×36, the block tree
    // on the projector.
    assert_eq!(
        chosen(4, PANEL_120X36, &COLOR),
        Some((Tier::Tree(2), true, 1))
    );
    assert_eq!(
        chosen(4, PANEL_200X60, &COLOR),
        Some((Tier::BigTree(6), true, 3))
    );
    // n = 6: the path, its arrangement in block digits.
    assert_eq!(chosen(6, PANEL_120X36, &COLOR), Some((Tier::Path, true, 0)));
    assert_eq!(chosen(6, PANEL_200X60, &COLOR), Some((Tier::Path, true, 0)));
    for n in [3, 4, 6] {
        let size = |panel: (u16, u16)| {
            let area = Rect::new(0, 0, panel.0, panel.1);
            let (layout, legend) = choose(n, Names::of(None), area, &COLOR).expect("a tier");
            assert!(
                legend_under(area, layout.size(), legend.as_ref()).is_some(),
                "n = {n}: the legend under the board at {panel:?}"
            );
            layout.size()
        };
        let (small, large) = (size(PANEL_120X36), size(PANEL_200X60));
        if n <= WHOLE_TREE_UP_TO {
            assert!(
                large.0 > small.0 && large.1 > small.1,
                "n = {n}: {small:?} {large:?}"
            );
        } else {
            assert!(
                large.0 >= small.0 && large.1 >= small.1,
                "n = {n}: {small:?} {large:?}"
            );
        }
    }
}

/// Where `offer` stands among every layout offered for n, largest first.
fn rank(offers: &[(Tier, bool, u16)], offer: (Tier, bool, u16)) -> usize {
    offers
        .iter()
        .position(|&o| o == offer)
        .expect("BUG: a layout offered")
}

#[test]
fn every_panel_size_takes_the_largest_layout_that_fits_and_nothing_overflows() {
    for (n, theme) in [(3, COLOR), (4, COLOR), (4, ASCII), (6, COLOR)] {
        let names = Names::of(None);
        let offered: Vec<(Tier, bool, u16)> = offers(n, names, &theme)
            .map(|(l, _)| (l.tier, l.big_state, l.stem))
            .collect();
        let compact = PermutationsLayout::new(n, Tier::Compact).size();
        let mut ranks = vec![vec![None; 62]; 161];
        for width in 0..=160u16 {
            for height in 0..=61u16 {
                let area = Rect::new(0, 0, width, height);
                let Some((layout, legend)) = choose(n, names, area, &theme) else {
                    assert!(
                        !fits(area, compact),
                        "n = {n}: nothing drawn at {width}×{height}"
                    );
                    continue;
                };
                assert!(
                    fits(area, layout.size()),
                    "n = {n}: {:?} overflows {width}×{height}",
                    layout.tier
                );
                if layout.spread_out() {
                    assert!(
                        legend_under(area, layout.size(), legend.as_ref()).is_some(),
                        "n = {n}: spread out without its legend at {width}×{height}"
                    );
                }
                let here = rank(&offered, (layout.tier, layout.big_state, layout.stem));
                // A larger panel never takes a smaller layout.
                let (w, h) = (usize::from(width), usize::from(height));
                for before in [
                    w.checked_sub(1).map(|w| ranks[w][h]),
                    h.checked_sub(1).map(|h| ranks[w][h]),
                ] {
                    if let Some(Some(before)) = before {
                        assert!(here <= before, "n = {n}: smaller at {width}×{height}");
                    }
                }
                ranks[w][h] = Some(here);
            }
        }
    }
}

#[test]
fn a_tall_tree_hangs_its_children_on_stems_in_the_path_s_colour() {
    let (search, last) = run(perms(3), 2);
    let layout = PermutationsLayout::new(3, Tier::Tree(12)).with_stem(3);
    let (w, h) = layout.size();
    let mut buf = Buffer::empty(Rect::new(0, 0, w, h));
    let view = PermutationsView {
        search: &search,
        last,
        ahead: true,
    };
    layout.draw(
        &view,
        &COLOR,
        &mut Canvas::new(&mut buf, Rect::new(0, 0, w, h)),
    );
    let text = screen_text(&buf);
    // The first child's stem, under the link row, down to its digit: on the path.
    let x = layout.node_x(&[1]);
    let y = link_y_with_stem(0, 1, 3);
    for dy in 1..=3 {
        assert_eq!(buf[(x, y + dy)].symbol(), "│", "{text}");
        assert!(
            styled(
                &buf[(x, y + dy)],
                tree_path_style(&COLOR).remove_modifier(Modifier::UNDERLINED)
            ),
            "{text}"
        );
    }
    assert_eq!(buf[(x, y + 4)].symbol(), "1", "{text}");
    // A stem off the path is in the border's colour.
    let other = layout.node_x(&[3]);
    assert!(styled(&buf[(other, y + 1)], COLOR.border()), "{text}");
}
