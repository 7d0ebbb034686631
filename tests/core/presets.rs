//! The built-in presets: each one opens, the sudokus have the solutions their descriptions
//! promise, and the generated ones are what the generator makes from their recipes.

use std::collections::HashSet;

use backtrack::engine::{Event, Problem, Search, StopAfter};
use backtrack::problems::puzzle::find_preset;
use backtrack::problems::sudoku::generate::unique_puzzle;
use backtrack::problems::sudoku::parse::{ParsedPuzzle, parse_puzzles};
use backtrack::problems::sudoku::presets::RECIPES;
use backtrack::problems::{
    CellOrder, Permutations, Preset, Puzzle as _, QueensBoard, Shape, SudokuBoard,
};
use backtrack::registry::{Entry, PROBLEMS};

/// A preset, with its problem and its number in that problem's list.
type Listed = (&'static dyn Entry, usize, Preset<()>);

/// Every preset of every problem of the registry, in the menu's order. A problem without
/// a preset fails the test that asks: the menu has nothing of it to open.
fn all() -> Vec<Listed> {
    let mut all = Vec::new();
    for &entry in PROBLEMS {
        let presets = entry.presets();
        assert!(!presets.is_empty(), "{} has no preset", entry.name());
        all.extend((presets.into_iter().enumerate()).map(|(index, preset)| (entry, index, preset)));
    }
    all
}

/// The preset called `name`, of whichever problem has it.
fn find(name: &str) -> Option<Listed> {
    all().into_iter().find(|(_, _, preset)| preset.name == name)
}

/// The text of the sudoku preset called `name`, as it is built into the binary.
fn sudoku_text(name: &str) -> &'static str {
    let preset = find_preset(SudokuBoard::presets(), name);
    preset
        .unwrap_or_else(|| panic!("no sudoku preset {name}"))
        .spec
        .text
}

/// The message `id` of the catalogue in English, as the menu and `presets` show it (the
/// catalogue is the app's: without it the core's tests leave the words out).
#[cfg(feature = "tui")]
fn english(id: &'static str) -> &'static str {
    backtrack::app::words::Id::named(id).get(backtrack::app::Lang::En)
}

fn puzzle(name: &str) -> ParsedPuzzle {
    let text = sudoku_text(name);
    let mut puzzles = parse_puzzles(text).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(puzzles.len(), 1, "{name} holds one puzzle");
    puzzles.remove(0)
}

fn board(name: &str, order: CellOrder) -> SudokuBoard {
    puzzle(name)
        .board(order)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Every solution a search finds, each as what `read` makes of the solved problem.
fn solutions<P: Problem, T>(problem: P, stop: StopAfter, read: impl Fn(&P) -> T) -> Vec<T> {
    let mut search = Search::new(problem, stop);
    let mut found = Vec::new();
    while let Some(event) = search.next() {
        if event == Event::Solution {
            found.push(read(search.problem()));
        }
    }
    found
}

fn sudoku_solutions(name: &str, order: CellOrder) -> Vec<Vec<u8>> {
    solutions(board(name, order), StopAfter::Exhaustion, |b| {
        b.cells().to_vec()
    })
}

/// Placements up to and including the one that completes the first solution.
fn placements_to_first(name: &str, order: CellOrder) -> u64 {
    let mut search = Search::new(board(name, order), StopAfter::First);
    assert_eq!(search.by_ref().last(), Some(Event::Solution), "{name}");
    search.counters().placements
}

fn rows(rows: &[&str]) -> Vec<u8> {
    rows.iter()
        .flat_map(|r| r.chars().map(|c| Shape::value_of(c).unwrap()))
        .collect()
}

#[test]
fn names_are_the_documented_ones_in_menu_order() {
    let names: Vec<&str> = all().iter().map(|(_, _, preset)| preset.name).collect();
    assert_eq!(
        names,
        [
            "queens-4",
            "queens-8",
            "4x4-a1",
            "4x4-a2",
            "4x4-a3",
            "4x4-a4",
            "4x4-a5",
            "4x4-a6",
            "6x6",
            "9x9-a1",
            "9x9-a2",
            "9x9-a3",
            "9x9-a4",
            "9x9-mrv",
            "16x16",
            "perms-3",
            "perms-4",
            "subset-9",
            "subset-5",
            "subset-none",
            "australia",
            "china",
            "petersen",
            "wheel",
            "groetzsch",
            "rat-4x4",
            "maze-7x7",
            "open-4x4",
            "maze-21x11",
            "knight-5x5",
            "knight-c3",
            "knight-b1",
            "knight-6x6",
            "warnsdorff"
        ]
    );
    let unique: HashSet<&str> = names.iter().copied().collect();
    assert_eq!(unique.len(), names.len());
}

#[test]
fn find_looks_names_up_exactly() {
    let (entry, _, preset) = find("9x9-a4").expect("9x9-a4");
    assert_eq!((entry.name(), preset.name), ("sudoku", "9x9-a4"));
    let opened = |name| {
        let (entry, index, _) = find(name).unwrap_or_else(|| panic!("no preset {name}"));
        entry.open_preset(index).expect("it opens")
    };
    let queens = opened("queens-8");
    assert_eq!(queens.downcast_ref().map(QueensBoard::size), Some(8));
    let permutations = opened("perms-4");
    assert_eq!(permutations.downcast_ref().map(Permutations::size), Some(4));
    assert!(find("9X9-A4").is_none());
    assert!(find("").is_none());
}

#[test]
fn every_preset_opens_and_is_described() {
    for (entry, index, preset) in all() {
        #[cfg(feature = "tui")]
        {
            let title = english(preset.title);
            let description = english(preset.description);
            assert!(
                !title.is_empty() && title != preset.title,
                "{}",
                preset.name
            );
            assert!(description.ends_with('.'), "{}", preset.name);
            assert!(!description.contains('\n'), "{}", preset.name);
        }
        let board = entry.open_preset(index);
        let board = board.unwrap_or_else(|e| panic!("{}: {e:?}", preset.name));
        assert_eq!(board.name(), entry.name(), "{}", preset.name);
        if let Some(sudoku) = find_preset(SudokuBoard::presets(), preset.name) {
            let text = sudoku.spec.text;
            assert!(text.starts_with("# "), "{} has a header", preset.name);
            assert!(
                text.contains("Source: "),
                "{} names its source",
                preset.name
            );
            let p = puzzle(preset.name);
            for order in CellOrder::ALL {
                p.board(order).unwrap();
            }
        }
    }
}

#[test]
fn sudoku_sizes_grow_through_the_menu() {
    let sides: Vec<usize> = SudokuBoard::presets()
        .iter()
        .map(|p| puzzle(p.name).shape.side())
        .collect();
    assert_eq!(sides, [4, 4, 4, 4, 4, 4, 6, 9, 9, 9, 9, 9, 16]);
}

#[test]
fn every_sudoku_preset_is_solved_the_same_way_in_every_order() {
    for preset in SudokuBoard::presets() {
        let first = |order| {
            solutions(board(preset.name, order), StopAfter::First, |b| {
                b.cells().to_vec()
            })
        };
        let mrv = first(CellOrder::Mrv);
        assert_eq!(mrv.len(), 1, "{} has a solution", preset.name);
        assert!(!mrv[0].contains(&0));
        // Row order takes millions of steps on seed 004's board, which is the point of it;
        // with several solutions the two orders may reach different ones first.
        if !["9x9-mrv", "4x4-a5", "4x4-a6", "9x9-a3"].contains(&preset.name) {
            assert_eq!(first(CellOrder::Row), mrv, "{}", preset.name);
        }
        let all = |order| {
            let found = solutions(board(preset.name, order), StopAfter::Exhaustion, |b| {
                b.cells().to_vec()
            });
            found.into_iter().collect::<std::collections::BTreeSet<_>>()
        };
        // Every answer, not only the first: singles prunes nothing a solution needs. (MRV
        // stands in for row order where row order takes millions of steps.)
        let row_order = if ["9x9-mrv", "16x16"].contains(&preset.name) {
            all(CellOrder::Mrv)
        } else {
            all(CellOrder::Row)
        };
        assert_eq!(all(CellOrder::Singles), row_order, "{}", preset.name);
    }
}

#[test]
fn generated_presets_are_what_their_recipes_make() {
    assert_eq!(RECIPES.len(), 2);
    for recipe in RECIPES {
        let p = puzzle(recipe.name);
        let shape = Shape::for_side(recipe.side).unwrap();
        assert_eq!(p.shape, shape);
        let made = unique_puzzle(shape, recipe.seed, recipe.min_givens);
        // Compared as text so a mismatch shows the grid the generator makes now.
        let as_text = |cells: &[u8]| -> String {
            cells
                .chunks(recipe.side)
                .map(|r| r.iter().map(|&v| Shape::symbol(v)).collect::<String>() + "\n")
                .collect()
        };
        assert_eq!(as_text(&p.cells), as_text(&made), "{}", recipe.name);
        let text = sudoku_text(recipe.name);
        assert!(text.contains(&format!("random seed {} ", recipe.seed)));
    }
}

#[test]
fn generated_presets_have_exactly_one_solution() {
    for (name, givens) in [("6x6", 10), ("16x16", 130)] {
        let p = puzzle(name);
        assert_eq!(
            p.cells.iter().filter(|&&v| v != 0).count(),
            givens,
            "{name}"
        );
        let found = solutions(
            p.board(CellOrder::Mrv).unwrap(),
            StopAfter::Exhaustion,
            |b| b.cells().to_vec(),
        );
        assert_eq!(found.len(), 1, "{name}");
    }
}

#[test]
fn six_by_six_is_minimal() {
    // Every given is needed: the generator offered each cell for removal once.
    let p = puzzle("6x6");
    for cell in (0..36).filter(|&c| p.cells[c] != 0) {
        let mut fewer = p.cells.clone();
        fewer[cell] = 0;
        let board = SudokuBoard::new(p.shape, &fewer, CellOrder::Mrv).unwrap();
        let count = solutions(board, StopAfter::Solutions(2), |_| ()).len();
        assert_eq!(count, 2, "cell {cell}");
    }
}

#[test]
fn a5_has_the_three_answers_seed_000_prints_in_its_order() {
    let expected = [
        rows(&["3214", "1423", "2341", "4132"]),
        rows(&["3214", "4123", "2341", "1432"]),
        rows(&["4213", "3124", "2341", "1432"]),
    ];
    assert_eq!(sudoku_solutions("4x4-a5", CellOrder::Row), expected);
    let mut mrv = sudoku_solutions("4x4-a5", CellOrder::Mrv);
    mrv.sort();
    assert_eq!(mrv, expected);
}

#[test]
fn a6_has_one_in_twelve_of_the_288_grids() {
    // Two givens in one row: relabelling values maps the 288 full 4×4 grids (OEIS A107739)
    // evenly onto the 4 × 3 ordered pairs those cells can hold, so 288 / 12 = 24 remain.
    assert_eq!(sudoku_solutions("4x4-a6", CellOrder::Row).len(), 24);
    assert_eq!(sudoku_solutions("4x4-a6", CellOrder::Mrv).len(), 24);
}

#[test]
fn the_other_seed_puzzles_have_the_solution_counts_described() {
    for (name, count) in [
        ("4x4-a1", 1),
        ("4x4-a2", 1),
        ("4x4-a3", 1),
        ("4x4-a4", 1),
        ("9x9-a1", 1),
        ("9x9-a2", 1),
        ("9x9-a3", 2),
        ("9x9-a4", 1),
        ("9x9-mrv", 1),
    ] {
        assert_eq!(
            sudoku_solutions(name, CellOrder::Mrv).len(),
            count,
            "{name}"
        );
    }
}

#[test]
fn nine_by_nine_a1_is_the_leetcode_37_answer() {
    let answer = rows(&[
        "534678912",
        "672195348",
        "198342567",
        "859761423",
        "426853791",
        "713924856",
        "961537284",
        "287419635",
        "345286179",
    ]);
    assert_eq!(sudoku_solutions("9x9-a1", CellOrder::Row), [answer]);
}

#[test]
fn placement_counts_in_the_descriptions_hold() {
    // The 9×9 counts are one less than the calls of Solve that seed 000's row-order and
    // seed 004's MRV programs make on the same boards (the root call places nothing).
    for (name, row, mrv) in [
        ("4x4-a1", 7, 7),
        ("4x4-a2", 9, 9),
        ("4x4-a3", 12, 10),
        ("6x6", 435, 26),
        ("9x9-a4", 49_558, 10_101),
        ("9x9-mrv", 6_943_195, 10_373),
        ("16x16", 3_310, 126),
    ] {
        assert_eq!(placements_to_first(name, CellOrder::Row), row, "{name}");
        assert_eq!(placements_to_first(name, CellOrder::Mrv), mrv, "{name}");
    }
}

#[test]
fn four_queens_has_seed_000s_two_boards() {
    let found = solutions(
        QueensBoard::new(4).unwrap(),
        StopAfter::Exhaustion,
        |b: &QueensBoard| b.queens().to_vec(),
    );
    // 方案1 puts the queens in columns 2 4 1 3 (1-based), 方案2 in 3 1 4 2.
    assert_eq!(found, [vec![1, 3, 0, 2], vec![2, 0, 3, 1]]);
}

#[test]
fn permutation_presets_list_every_arrangement_in_order() {
    let three = solutions(
        Permutations::new(3).unwrap(),
        StopAfter::Exhaustion,
        |p: &Permutations| p.arranged().to_vec(),
    );
    assert_eq!(
        three,
        [
            [1, 2, 3],
            [1, 3, 2],
            [2, 1, 3],
            [2, 3, 1],
            [3, 1, 2],
            [3, 2, 1]
        ]
    );
    let four = solutions(Permutations::new(4).unwrap(), StopAfter::Exhaustion, |_| ());
    assert_eq!(four.len(), 24);
}

/// The presets name the tutorials as a reader knows them, never by a numbered label.
#[cfg(feature = "tui")]
#[test]
fn presets_name_the_tutorials_by_subject_or_title() {
    use backtrack::problems::Tutorial;
    let descriptions: Vec<&str> = backtrack::registry::PROBLEMS
        .iter()
        .flat_map(|entry| entry.presets())
        .map(|preset| english(preset.description))
        .collect();
    for description in &descriptions {
        assert!(
            !description.to_lowercase().contains("seed 0"),
            "{description}"
        );
    }
    for tutorial in [
        Tutorial::Lesson,
        Tutorial::SolutionSpace,
        Tutorial::LeetCode37,
    ] {
        let name = english(tutorial.name());
        assert!(
            descriptions.iter().any(|d| d.contains(name)),
            "no preset names {name}"
        );
    }
}
