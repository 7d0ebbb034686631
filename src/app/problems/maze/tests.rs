//! The maze board's tests: the narration, the pseudo-code's lines, the dead ends and the
//! moves refused, the quiz, and the board at each size as text snapshots.

use insta::assert_snapshot;

use super::*;
use crate::app::board::show::Quizzed;
use crate::app::board::test_support::{
    self as support, ASCII, COLOR, ZH, render, run, run_to, styled,
};
use crate::app::style::screen_text::screen_text;
use crate::engine::StopAfter;
use crate::problems::Puzzle;
use crate::problems::maze::PRESETS;

/// The board of the preset called `name`.
fn preset(name: &str) -> MazeBoard {
    let preset = PRESETS
        .iter()
        .find(|preset| preset.name == name)
        .expect("BUG: a preset of the maze");
    MazeBoard::from_spec(&preset.spec).expect("BUG: a preset opens")
}

/// What the log says of each event of a search of `board`, in English from 0.
fn narration(board: MazeBoard, steps: usize) -> Vec<String> {
    let tell = Telling::numbered(Numbering::FromZero);
    let mut search = Search::new(board, StopAfter::First);
    let mut said = Vec::new();
    while let Some(event) = search.next() {
        said.push(MazeBoard::narrate(&search, event, tell));
        if said.len() == steps {
            break;
        }
    }
    said
}

#[test]
fn the_log_tells_steps_dead_ends_and_the_path() {
    let said = narration(preset("rat-4x4"), 40);
    assert_eq!(said[0], "step 0: down to (1,0)");
    assert_eq!(said[1], "step 1: right to (1,1)");
    assert_eq!(
        said.last().map(String::as_str),
        Some("path 1: DRDDRR (6 moves)")
    );
    let said = narration(preset("maze-7x7"), 400);
    assert!(
        said.iter()
            .any(|s| s.ends_with("is a dead end: no way on, back to (0,4)")),
        "{said:#?}"
    );
    assert!(
        said.iter()
            .any(|s| s.starts_with("no move left to try from")),
        "{said:#?}"
    );
    let chinese = Telling {
        lang: Lang::Zh,
        ..Telling::numbered(Numbering::FromOne)
    };
    let (search, last) = run_to(preset("rat-4x4"), 1, |e| e == Event::Solution);
    let said = MazeBoard::narrate(&search, last.expect("a path"), chinese);
    assert_eq!(said, "第 1 条路径：下右下下右右（共 6 步）");
}

#[test]
fn every_event_runs_its_line_of_the_pseudo_code() {
    for (stop, output) in [
        (StopAfter::First, "output the path; return true"),
        (StopAfter::Exhaustion, "output the path; return"),
    ] {
        let met =
            support::walk_running_lines(&preset("maze-7x7"), stop, None, |_, event| match event {
                Event::Place { .. } => "visited[nr][nc] = true; step onto (nr, nc)",
                Event::Remove { .. } => "visited[nr][nc] = false; step back to (r, c)",
                Event::Solution => output,
            });
        assert_eq!(met.len(), 3, "{met:?}");
    }
}

#[test]
fn the_chinese_pseudo_code_and_run_keep_only_the_codes_names() {
    let board = preset("maze-7x7");
    for stop in [StopAfter::First, StopAfter::Exhaustion] {
        let en = board.pseudo_code(stop, Lang::En);
        support::same_lines(&en, &board.pseudo_code(stop, Lang::Zh));
    }
    assert_eq!(board.heading(Lang::Zh), "7×7 迷宫");
    assert_eq!(board.heading(Lang::ZhTw), "7×7 迷宮");
}

#[test]
fn the_stack_names_each_call_by_its_square_and_move() {
    let (search, _) = run(preset("maze-7x7"), 7);
    let tell = Telling::numbered(Numbering::FromZero);
    let board = search.problem();
    let labels: Vec<String> = (search.frames().iter())
        .map(|frame| board.frame_label(frame, tell))
        .collect();
    assert_eq!(labels[0], "solve(0,0) right");
    assert_eq!(
        board.solution_call(None, tell),
        "solve(6,6): output the path"
    );
}

/// The compact board as it stands at the first path.
fn compact_at_path(board: MazeBoard, theme: &Theme) -> String {
    let (search, last) = run_to(board, 1, |e| e == Event::Solution);
    let maze = search.problem().maze();
    let (w, h) = (maze.width() as u16, maze.height() as u16);
    screen_text(&render(&search, last, (), theme, w, h))
}

#[test]
fn dead_ends_stay_marked_and_the_square_left_shows_the_retreat() {
    // The 7×7 maze: right along the top row, into the dead end at its end.
    let board = preset("maze-7x7");
    let (search, _) = run_to(board.clone(), 1, |e| matches!(e, Event::Remove { .. }));
    let view = MazeView::new(&search, None);
    let left = (search.frames().last()).map(|frame| frame.slot());
    assert!(left.is_some());
    let (search, last) = run_to(board.clone(), 1, |e| matches!(e, Event::Remove { .. }));
    let view_after = MazeView::new(&search, last);
    let square = view_after.left.expect("a square left");
    assert_eq!(view_after.square(square), Square::Left);
    assert_eq!(
        view.square(square),
        Square::DeadEnd,
        "given up, then a dead end"
    );
    // After a path, the exit just stepped back off keeps its letter, in the retreat's
    // colour.
    let (search, last) = run_to(MazeBoard::sized(2).expect("a grid"), 1, |e| {
        matches!(e, Event::Remove { .. })
    });
    let view_exit = MazeView::new(&search, last);
    let exit = search.problem().maze().exit();
    assert_eq!(view_exit.left, Some(exit));
    assert_eq!(view_exit.square(exit), Square::Exit);
    assert_eq!(view_exit.style(exit, &COLOR), COLOR.removed());
    // The first path found, three dead ends behind it, each drawn as one.
    let text = compact_at_path(board, &ASCII);
    let crosses = text.matches('x').count();
    assert!(crosses >= 3, "{text}");
    assert!(!text.contains('@'), "the rat is on the exit\n{text}");
}

#[test]
fn the_moves_refused_are_crossed_on_the_rats_square() {
    // After the rat's first step down in the 4×4 exercise, from (1,0): right is free,
    // down free, left off the grid; up leads back where it came from, which the path's
    // line already shows.
    let (search, last) = run(preset("rat-4x4"), 1);
    let view = MazeView::new(&search, last);
    assert_eq!(view.refused(), [(Direction::Left, MoveRefusal::Edge)]);
    let layout = MazeLayout::new(4, 4, Tier::Large(7, 3), 0);
    let (w, h) = layout.size();
    let buf = render(&search, last, (), &COLOR, w, h);
    let (x, y) = layout.center(1, 0);
    assert_eq!(buf[(x - 3, y)].symbol(), "✗");
    assert_eq!(
        buf[(x, y - 1)].symbol(),
        "│",
        "the path's line from the start"
    );
    assert!(styled(&buf[(x, y)], COLOR.current()));
    // On an open grid after right, down, left: up is the start, on the path but not
    // where the rat came from.
    let mut board = MazeBoard::sized(3).expect("a grid");
    for (slot, direction) in [Direction::Right, Direction::Down, Direction::Left]
        .into_iter()
        .enumerate()
    {
        board.apply(slot as u16, direction.choice());
    }
    let search = Search::new(board, StopAfter::First);
    let view = MazeView::new(&search, None);
    assert_eq!(
        view.refused(),
        [
            (Direction::Left, MoveRefusal::Edge),
            (Direction::Up, MoveRefusal::Path(0))
        ]
    );
}

#[test]
fn the_quiz_asks_for_a_move_and_says_why_one_is_refused() {
    let (search, _) = run(preset("rat-4x4"), 1);
    let board = search.problem();
    let tell = Telling::numbered(Numbering::FromZero);
    assert_eq!(
        board.asking(1, tell),
        "The rat is on (1,0): which way next (R, D, L, U)?"
    );
    assert_eq!(board.key_of(1, tell), "D");
    assert_eq!(board.named(1, tell), "the move down (D)");
    assert_eq!(
        board.refusal(1, 2, tell),
        "the move left (L) leaves the maze"
    );
    assert_eq!(
        board.refusal(1, 3, tell),
        "the move up (U) goes back onto the path at (0,0)"
    );
    let (search, _) = run(preset("rat-4x4"), 0);
    assert_eq!(
        search.problem().refusal(0, 0, tell),
        "the move right (R) runs into a wall"
    );
    assert_eq!(board.choice_at(1, 1), Some(0));
    assert_eq!(board.choice_at(0, 0), Some(3));
    assert_eq!(board.choice_at(3, 3), None);
}

#[test]
fn breakpoints_take_the_boards_words() {
    assert_eq!(
        MazeBoard::slot_words(Lang::Zh),
        [
            ("step", "步"),
            ("right", "右"),
            ("down", "下"),
            ("left", "左"),
            ("up", "上")
        ]
    );
}

#[test]
fn boards_at_each_size() {
    // A dead end just taken back in the 7×7 maze.
    let (search, last) = run_to(preset("maze-7x7"), 2, |e| matches!(e, Event::Remove { .. }));
    let large = render(&search, last, (), &COLOR, 120, 30);
    assert_snapshot!("seven_dead_end_large", screen_text(&large));
    let normal = render(&search, last, (), &ASCII, 40, 14);
    assert_snapshot!("seven_dead_end_normal_ascii", screen_text(&normal));
    let zh = render(&search, last, (), &ZH, 60, 14);
    assert_snapshot!("seven_dead_end_zh", screen_text(&zh));
    // The first path of the generated maze, compact at the size the player gives a board
    // at 80×24, and windowed when even that is too short.
    let board = preset("maze-21x11");
    let (search, last) = run_to(board, 1, |e| e == Event::Solution);
    let compact = render(&search, last, (), &ASCII, 36, 11);
    assert_snapshot!("generated_path_compact_ascii", screen_text(&compact));
}

#[test]
fn a_generated_41_by_21_maze_fits_80_by_24_compact_or_in_a_window() {
    let board = MazeBoard::new(generate(41, 21, 7).expect("a maze"));
    let fit = board
        .board_fit(41, 21, (), None, &COLOR)
        .expect("the compact tier fits");
    assert_eq!(fit.size, (41, 21));
    let fit = board
        .board_fit(41, 12, (), None, &COLOR)
        .expect("a window fits");
    assert!(fit.window);
    assert_eq!(board.board_min_size(), (41, 4));
    let (search, last) = run(board, 200);
    let buf = render(&search, last, (), &ASCII, 44, 12);
    let text = screen_text(&buf);
    assert!(text.contains('@') && text.contains('v'), "{text}");
}

/// The states the board is drawn in at every size by the sweep over the registry
/// (`board/every_board_tests.rs`): each a start, the steps run from it, and the options.
pub(super) fn samples() -> Vec<(MazeBoard, usize, ())> {
    vec![
        (preset("rat-4x4"), 3, ()),
        (preset("maze-21x11"), 40, ()),
        (MazeBoard::sized(1).expect("a grid"), 1, ()),
    ]
}

#[test]
fn a_breakpoints_error_names_the_step_and_the_direction() {
    let board = MazeBoard::new(Maze::open_grid(3).expect("a maze"));
    let said = |text: &str| support::refusal_in_each_language(&board, text);
    assert_eq!(
        said("step9=down"),
        [
            "step 9 is beyond this board: it has 1 to 8",
            "步 9 超出范围：本题只有 1 到 8",
            "步 9 超出範圍：本題只有 1 到 8",
        ]
    );
    assert_eq!(
        said("step2=north"),
        [
            "`north` is not a direction of this board: right, down, left, up",
            "`north` 不是本题的方向：right, down, left, up",
            "`north` 不是本題的方向：right, down, left, up",
        ]
    );
}
