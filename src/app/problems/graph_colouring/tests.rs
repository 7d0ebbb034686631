//! The colouring board's tests: the narration of the wheel, the graph and the listing at
//! two sizes, Chinese, and every size.

use insta::assert_snapshot;

use super::*;
use crate::app::board::test_support::{self as support, ASCII, COLOR, MONO, render, run};
use crate::app::screen_text;
use crate::app::words::catalogued::Catalogued;
use crate::engine::StopAfter;
use crate::problems::graph_colouring::MapPreset;
use crate::problems::{Numbering, RegionOrder};
use ratatui::layout::Rect;

fn preset(name: &str) -> ColouringBoard {
    MapPreset::named(name)
        .expect("a preset")
        .board(RegionOrder::File)
}

#[test]
fn narration_names_each_refusal_and_its_neighbour() {
    let mut search = Search::new(preset("australia"), StopAfter::Exhaustion);
    let tell = Telling::numbered(Numbering::FromOne);
    let said: Vec<String> = (0..3)
        .map(|_| {
            let event = search.next().unwrap();
            ColouringBoard::narrate(&search, event, tell)
        })
        .collect();
    assert_eq!(
        said,
        [
            "WA = red",
            "NT = green (red refused at NT: WA is red)",
            "SA = blue (red refused at SA: WA is red; green refused at SA: NT is green)",
        ]
    );
    let zh = Telling {
        lang: Lang::Zh,
        ..tell
    };
    let event = Event::Place { slot: 2, choice: 2 };
    assert_eq!(
        ColouringBoard::narrate(&search, event, zh),
        "SA = 蓝 (SA 不能涂红：WA 是红; SA 不能涂绿：NT 是绿)"
    );
    let frames = search.frames();
    assert_eq!(
        search.problem().frame_label(&frames[2], tell),
        "colour(SA) = blue"
    );
}

#[test]
fn the_first_solution_is_told_by_letters() {
    let (search, last) = support::run_to(preset("wheel"), 1, |e| e == Event::Solution);
    let said = ColouringBoard::narrate(&search, last.unwrap(), Telling::default());
    assert_eq!(said, "colouring 1: H=R R0=G R1=B R2=G R3=B R4=Y");
}

#[test]
fn the_code_runs_a_line_for_every_event() {
    let board = preset("wheel");
    for stop in [StopAfter::First, StopAfter::Exhaustion] {
        for event in [
            Event::Place { slot: 0, choice: 0 },
            Event::Remove { slot: 0, choice: 0 },
            Event::Solution,
        ] {
            let line = board.code_line(Some(event), stop).unwrap();
            assert!(line < board.pseudo_code(stop, Lang::En).len());
        }
    }
}

#[test]
fn australia_as_a_graph_and_as_a_listing() {
    let (search, last) = run(preset("australia"), 5);
    let graph = render(&search, last, (), &ASCII, 100, 30);
    assert_snapshot!("australia_graph_ascii", screen_text(&graph));
    let listing = render(&search, last, (), &MONO, 46, 12);
    assert_snapshot!("australia_listing_mono", screen_text(&listing));
}

#[test]
fn the_wheel_in_chinese() {
    let (search, last) = run(preset("wheel"), 3);
    let buf = render(&search, last, (), &support::ZH, 80, 16);
    assert_snapshot!("wheel_zh", screen_text(&buf));
}

#[test]
fn a_colour_is_its_colour_only_where_the_theme_has_colour() {
    let (search, last) = run(preset("wheel"), 1);
    for (width, height) in [(100, 30), (80, 16)] {
        let buf = render(&search, last, (), &COLOR, width, height);
        // The hub's node, `[H R]` or a box, in red; the panel's `refused: H` is not.
        let hub = support::find(&buf, "H");
        let red = hub
            .iter()
            .filter(|&&at| support::styled(&buf[at], colour_style(&COLOR, 0)));
        assert_eq!(red.count(), 1, "{width}×{height}: {hub:?}");
    }
    assert_ne!(colour_style(&COLOR, 0), colour_style(&COLOR, 1));
    assert_eq!(colour_style(&MONO, 0), colour_style(&MONO, 1));
}

#[test]
fn the_graph_fills_its_panel_with_the_legend_under_it() {
    use crate::app::board::fit::legend_under;
    for name in ["australia", "china", "petersen", "wheel", "groetzsch"] {
        let board = preset(name);
        let panel = ColouringLayout::graph(&board, 40, 12).panel;
        let legend = legend(&board, &COLOR);
        for width in 0..=220 {
            for height in 0..=70 {
                let area = Rect::new(0, 0, width, height);
                let Some((layout, _)) = choose(&board, area, &COLOR) else {
                    assert!(width < board.board_min_size().0 || height < board.board_min_size().1);
                    continue;
                };
                let size = layout.size();
                assert!(
                    size.0 <= width && size.1 <= height,
                    "{name} {width}×{height}"
                );
                let free = width.saturating_sub(GAP + panel.0);
                let under = crate::app::board::fit::legend_rows(area, Some(&legend));
                let with_legend = graph_size(free, height.saturating_sub(under));
                let largest = with_legend.or(graph_size(free, height));
                match layout.kind {
                    Kind::Graph {
                        width: w,
                        height: h,
                        ..
                    } => {
                        // The largest graph that leaves room for the legend, if one does.
                        assert_eq!(Some((w, h)), largest, "{name} {width}×{height}");
                        if with_legend.is_some() {
                            let drawn = legend_under(area, size, Some(&legend));
                            assert!(drawn.is_some(), "{name} {width}×{height}");
                        }
                    }
                    Kind::List { .. } => assert_eq!(largest, None, "{name} {width}×{height}"),
                }
            }
        }
    }
    // The board's panel at 120×36 and at 200×60: the graph grows, its nodes boxes.
    let board = preset("australia");
    let kind = |width, height| {
        choose(&board, Rect::new(0, 0, width, height), &COLOR)
            .unwrap()
            .0
            .kind
    };
    assert_eq!(
        kind(76, 24),
        Kind::Graph {
            width: 51,
            height: 17,
            boxed: true
        }
    );
    assert_eq!(
        kind(156, 46),
        Kind::Graph {
            width: 131,
            height: 42,
            boxed: true
        }
    );
    assert_eq!(
        kind(60, 14),
        Kind::Graph {
            width: 35,
            height: 12,
            boxed: false
        }
    );
}

/// The states the board is drawn in at every size by the sweep over the registry
/// (`board/every_board_tests.rs`): each a start, the steps run from it, and the options.
pub(super) fn samples() -> Vec<(ColouringBoard, usize, ())> {
    (["australia", "groetzsch"].into_iter())
        .map(|name| (preset(name), 4, ()))
        .collect()
}

#[test]
fn side_by_side_shows_the_file_order_and_the_most_constrained() {
    let board = preset("australia");
    let names: Vec<&str> = board
        .in_every_order()
        .iter()
        .map(Orders::order_name)
        .collect();
    assert_eq!(names, ["file", "mrv"]);
    let ready: &dyn crate::registry::Ready = &board;
    let session = crate::app::Playable::side_by_side(ready, None).expect("two orders");
    let area = ratatui::layout::Rect::new(0, 0, 160, 40);
    let mut buf = Buffer::empty(area);
    session.render(&ASCII, area, &mut buf);
    let text = screen_text(&buf);
    assert!(text.contains("file") && text.contains("mrv"), "{text}");
}

#[test]
fn the_pseudo_code_and_heading_read_as_before_in_english_and_simplified_chinese() {
    let board = preset("wheel");
    assert_eq!(
        board.pseudo_code(StopAfter::Exhaustion, Lang::En),
        [
            "colour(region):",
            "  if every region has a colour:",
            "    output the colouring; return",
            "  for c in 0..M:",
            "    if no neighbour of region has c:",
            "      region = c",
            "      colour(next region)",
            "      region = none",
        ]
    );
    assert_eq!(
        board.pseudo_code(StopAfter::First, Lang::Zh),
        [
            "colour(region):",
            "  if 每个区域都已着色:",
            "    输出这种着色; return true",
            "  for c in 0..M:",
            "    if region 的邻居都不是颜色 c:",
            "      region = c",
            "      if colour(下一个区域): return true",
            "      region = 无色",
            "  return false",
        ]
    );
    let australia = preset("australia");
    let mrv = australia.reordered(RegionOrder::MostConstrained);
    assert_eq!(
        australia.heading(Lang::En),
        "Graph colouring: 7 regions, 3 colours"
    );
    assert_eq!(
        mrv.heading(Lang::Zh),
        "图着色：7 个区域，3 种颜色 · 最受限优先"
    );
    let zh = Telling {
        lang: Lang::Zh,
        ..Telling::default()
    };
    assert_eq!(australia.solution_call(None, zh), "colour(-): 输出");
    let (search, last) = support::run_to(australia, 1, |e| e == Event::Solution);
    let said = ColouringBoard::narrate(&search, last.unwrap(), zh);
    assert!(said.starts_with("第 1 种着色：WA=R NT=G SA=B"), "{said}");
    let mut search = search;
    let event = search.next().unwrap();
    assert!(matches!(event, Event::Remove { .. }), "{event:?}");
    let said = ColouringBoard::narrate(&search, event, zh);
    assert!(
        said.starts_with("撤销 ") && said.ends_with("：试下一种颜色"),
        "{said}"
    );
}

/// The names of code and of the map's regions the Chinese words keep.
fn kept_names(board: &ColouringBoard) -> Vec<String> {
    let code = <ColouringBoard as Catalogued>::CODE_NAMES.iter();
    let regions = board.map().regions().iter().map(|r| r.name.clone());
    code.map(|name| name.to_string()).chain(regions).collect()
}

/// What `start` says in `lang` over a run, as [`support::said_over_a_run`] gathers it, at
/// this board's sizes.
fn said_over_a_run(start: &ColouringBoard, lang: Lang) -> Vec<String> {
    support::said_over_a_run(start, lang, |_| vec![(46, 12), (80, 24), (120, 40)])
}

#[test]
fn traditional_chinese_has_no_simplified_character_and_no_english_word() {
    for name in ["australia", "wheel"] {
        for order in RegionOrder::ALL {
            let board = preset(name).reordered(order);
            let names = kept_names(&board);
            let names: Vec<&str> = names.iter().map(String::as_str).collect();
            for text in said_over_a_run(&board, Lang::ZhTw) {
                assert_eq!(crate::app::words::simplified_in(&text), [], "{text}");
                // Colours' letters, such as the stack's `RG`, are glyphs in every language.
                let letters = |word: &&str| !word.chars().all(|c| "RGBYOPCM".contains(c));
                let english: Vec<&str> = support::english_left(&text, &names)
                    .into_iter()
                    .filter(letters)
                    .collect();
                assert!(english.is_empty(), "{text}: {english:?}");
            }
        }
    }
    // Every colour has a name of its own in each language.
    for lang in Lang::ALL {
        let mut names: Vec<&str> = COLOUR_NAMES.iter().map(|id| id.get(lang)).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), COLOUR_NAMES.len(), "{lang:?}");
    }
    let simplified = said_over_a_run(&preset("australia"), Lang::Zh).concat();
    assert!(!crate::app::words::simplified_in(&simplified).is_empty());
}
