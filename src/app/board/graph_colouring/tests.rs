//! The colouring board's tests: the narration of the wheel, the graph and the listing at
//! two sizes, Chinese, and every size.

use insta::assert_snapshot;

use super::*;
use crate::app::board::test_support::{self as support, ASCII, COLOR, MONO, render, run, sweep};
use crate::app::screen_text;
use crate::engine::StopAfter;
use crate::problems::graph_colouring::MapPreset;
use crate::problems::{Numbering, RegionOrder};

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
    let buf = render(&search, last, (), &COLOR, 100, 30);
    // The hub's node `[H R]`, not the panel's `refused: H`.
    let hub = support::find(&buf, "H");
    let node = hub.iter().find(|&&(x, y)| buf[(x - 1, y)].symbol() == "[");
    let cell = &buf[*node.expect("the hub's node")];
    assert!(
        support::styled(cell, colour_style(&COLOR, 0)),
        "{hub:?} {cell:?}"
    );
    assert_ne!(colour_style(&COLOR, 0), colour_style(&COLOR, 1));
    assert_eq!(colour_style(&MONO, 0), colour_style(&MONO, 1));
}

#[test]
fn every_size_draws_the_board_or_says_what_it_needs() {
    for name in ["australia", "groetzsch"] {
        let (search, last) = run(preset(name), 4);
        sweep(&search, last, ());
    }
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
    let session = board.side_by_side(None).expect("two orders");
    let area = ratatui::layout::Rect::new(0, 0, 160, 40);
    let mut buf = Buffer::empty(area);
    session.render(&ASCII, area, &mut buf);
    let text = screen_text(&buf);
    assert!(text.contains("file") && text.contains("mrv"), "{text}");
}
