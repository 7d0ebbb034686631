//! The maze searched by the engine: the counts of paths, the events of a walk and the
//! board after each.

use super::*;
use crate::engine::{Event, Problem, Search, StopAfter};
use crate::problems::{Notation, Puzzle};

/// How many simple paths lead from the start to the exit, and how many steps the search
/// takes finding them all.
fn count(board: MazeBoard) -> (u64, u64) {
    let mut search = Search::new(board, StopAfter::Exhaustion);
    search.by_ref().for_each(drop);
    (search.counters().solutions, search.counters().placements)
}

/// The corner-to-corner paths of the open n×n grid, OEIS A007764.
const CORNER_PATHS: [u64; 6] = [1, 2, 12, 184, 8_512, 1_262_816];

#[test]
fn open_grids_up_to_five_count_every_simple_path() {
    for (n, &paths) in (1..=5).zip(&CORNER_PATHS) {
        let board = MazeBoard::new(Maze::open_grid(n).expect("a side"));
        assert_eq!(count(board).0, paths, "{n}×{n}");
    }
}

/// The 6×6 grid: 1,262,816 paths, found in about a second under the tests' profile
/// (`opt-level = 1`) and in under ten with no optimisation at all, so it always runs.
#[test]
fn the_open_six_by_six_grid_has_1262816_paths() {
    let board = MazeBoard::new(Maze::open_grid(6).expect("a side"));
    assert_eq!(count(board).0, CORNER_PATHS[5]);
}

#[test]
fn every_preset_opens_in_its_mode() {
    let expected = [
        ("rat-4x4", StopAfter::Exhaustion, 2),
        ("maze-7x7", StopAfter::First, 2),
        ("open-4x4", StopAfter::Exhaustion, 184),
        ("maze-21x11", StopAfter::First, 1),
    ];
    assert_eq!(PRESETS.len(), expected.len());
    for (preset, (name, stop, paths)) in PRESETS.iter().zip(expected) {
        assert_eq!(preset.name, name);
        assert_eq!(preset.stop, stop, "{name}");
        assert_eq!(preset.title, format!("preset-{name}"));
        assert_eq!(preset.description, format!("preset-{name}-about"));
        let board = MazeBoard::from_spec(&preset.spec).expect("a built-in maze");
        assert_eq!(count(board).0, paths, "{name}");
    }
}

#[test]
fn the_generated_preset_backs_out_of_sixteen_squares() {
    let board = MazeBoard::from_spec(&PRESETS[3].spec).expect("a built-in maze");
    let mut search = Search::new(board, StopAfter::First);
    let removals = (search.by_ref())
        .filter(|event| matches!(event, Event::Remove { .. }))
        .count();
    assert_eq!(removals, 16);
    assert_eq!(search.problem().path().len(), 71);
}

/// The exercise's 4×4 maze, both its paths in the order right, down, left, up finds them.
#[test]
fn the_rat_finds_both_paths_of_the_exercise() {
    let board = MazeBoard::from_spec(&PRESETS[0].spec).expect("a built-in maze");
    let mut search = Search::new(board, StopAfter::Exhaustion);
    let mut paths = Vec::new();
    while let Some(event) = search.next() {
        if event == Event::Solution {
            paths.push(search.problem().line());
        }
    }
    assert_eq!(paths, ["DRDDRR", "DDRDRR"]);
    let board = MazeBoard::from_spec(&PRESETS[0].spec).expect("a built-in maze");
    let mut search = Search::new(board, StopAfter::First);
    search.by_ref().for_each(drop);
    assert_eq!(search.problem().board(), "S###\n**#.\n.*##\n#**E\n");
}

/// Each square the path takes back before the first path is found is a dead end, and
/// the events tell which.
#[test]
fn the_removals_before_a_path_are_its_dead_ends() {
    let board = MazeBoard::from_spec(&PRESETS[1].spec).expect("a built-in maze");
    let mut search = Search::new(board, StopAfter::First);
    let mut dead_ends = Vec::new();
    while let Some(event) = search.next() {
        if let Event::Remove { slot, choice } = event {
            let board = search.problem();
            let square = board.target(slot, choice).expect("a square left");
            assert!(!board.is_on_path(square), "a square left is off the path");
            dead_ends.push(board.maze().row_column(square));
        }
    }
    let board = search.problem();
    assert!(board.is_solved());
    assert!(!dead_ends.is_empty(), "the preset shows dead ends");
    for &(row, column) in &dead_ends {
        let square = board.maze().square(row, column).expect("on the grid");
        assert!(
            !board.is_on_path(square),
            "a dead end is not on the path found"
        );
    }
    // Backed out of in turn: the end of the top row, the end of the third, and a square
    // off the fifth.
    assert_eq!(dead_ends, [(0, 5), (0, 4), (2, 6), (2, 5), (4, 6)]);
    assert_eq!(
        board.board(),
        "S***..#\n.##*###\n.#.**..\n.#.#*##\n.#.#**.\n.#.##*#\n....#*E\n"
    );
}

#[test]
fn a_walk_places_and_takes_back_squares_in_place() {
    // S . #
    // . . E
    let maze = Maze::parse("S.#\n..E\n").expect("a maze");
    let board = MazeBoard::new(maze);
    assert_eq!(board.branch().map(|b| b.choices.bits()), Some(0b0011));
    assert_eq!(board.max_depth(), 4);
    let mut search = Search::new(board, StopAfter::Exhaustion);
    let mut trace = Vec::new();
    while let Some(event) = search.next() {
        let board = search.problem();
        trace.push(match event {
            Event::Place { slot, choice } | Event::Remove { slot, choice } => {
                format!("{} {}", event.keyword(), board.trace_args(slot, choice))
            }
            Event::Solution => format!("solution {}", board.line()),
        });
    }
    assert_eq!(
        trace,
        [
            "place 0 right 0 1",
            "place 1 down 1 1",
            "place 2 right 1 2",
            "solution RDR",
            "remove 2 right 1 2",
            "place 2 left 1 0",
            "remove 2 left 1 0",
            "remove 1 down 1 1",
            "remove 0 right 0 1",
            "place 0 down 1 0",
            "place 1 right 1 1",
            "place 2 right 1 2",
            "solution DRR",
            "remove 2 right 1 2",
            "place 2 up 0 1",
            "remove 2 up 0 1",
            "remove 1 right 1 1",
            "remove 0 down 1 0",
        ]
    );
    let board = search.problem();
    assert_eq!(board.path(), [0]);
    assert_eq!((board.head(), board.line()), (0, String::new()));
    assert_eq!(board.board(), "S.#\n..E\n");
}

#[test]
fn the_board_draws_the_path_and_refuses_nothing_it_allows() {
    let maze = Maze::parse("S..\n#.#\n..E\n").expect("a maze");
    let mut board = MazeBoard::new(maze);
    // From the start: right; down is a wall, left and up off the grid.
    let refused = |board: &MazeBoard| {
        let branch = board.branch().expect("a step to take");
        let refused = board.choice_range(branch.slot).minus(branch.choices);
        refused.iter().collect::<Vec<_>>()
    };
    assert_eq!(refused(&board), [1, 2, 3]);
    board.apply(0, Direction::Right.choice());
    // Right and down are open, left is the path, up off the grid.
    assert_eq!(refused(&board), [2, 3]);
    board.apply(1, Direction::Down.choice());
    assert_eq!(board.board(), "S*.\n#*#\n..E\n");
    assert_eq!(board.line(), "RD");
    assert_eq!(board.path(), [0, 1, 4]);
    // From the middle: down only, since up is the path and the sides are walls.
    let branch = board.branch().expect("a step to take");
    assert_eq!(branch.slot, 2);
    assert_eq!(branch.choices.iter().collect::<Vec<_>>(), [1]);
    board.undo(1, Direction::Down.choice());
    assert_eq!(board.board(), "S*.\n#.#\n..E\n");
}

#[test]
fn a_rat_at_the_exit_has_the_empty_path() {
    let board = MazeBoard::sized(1).expect("a size");
    assert_eq!(board.branch(), None);
    let mut search = Search::new(board, StopAfter::Exhaustion);
    assert_eq!(search.next(), Some(Event::Solution));
    assert_eq!(search.next(), None);
    assert_eq!(search.problem().line(), "");
    assert_eq!(search.problem().board(), "S\n");
}

#[test]
fn a_walled_in_rat_finds_nothing() {
    let board = MazeBoard::new(Maze::parse("S#E\n").expect("a maze"));
    assert_eq!(count(board), (0, 0));
    let board = MazeBoard::new(Maze::parse("S.#\n.##\n##E\n").expect("a maze"));
    assert_eq!(count(board), (0, 2));
}
