//! How the cost of a placement grows with the size of each problem: the engine's counting
//! loop (the one `solve --count` runs) against a plain recursion with the same pruning,
//! in one run, size by size.
//!
//! `cargo bench --bench scaling` prints one table: for each problem and size the
//! placements, the nanoseconds a placement for both, their ratio, and how much dearer a
//! placement is than at the size before. Each figure is the best of a few runs, the
//! engine's and the recursion's taken in turn, a small size solved over and over within
//! a run; both solvers are checked to count the same placements and solutions. Sudoku is
//! searched by MRV on generated 9×9, 16×16 and 25×25 puzzles with one solution, against
//! a recursion over the board's own moves; with `SCALING_PUZZLES=DIR` set the puzzles
//! are also written to `DIR`, one line each.

// Only some of the recursions are measured here.
#[allow(dead_code)]
mod recursive;

use std::hint::black_box;
use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use backtrack::engine::{Event, Problem, Search, StopAfter};
use backtrack::problems::sudoku::generate::unique_puzzle;
use backtrack::problems::{CellOrder, Permutations, QueensBoard, Shape, SubsetSum, SudokuBoard};

use recursive::Tally;

/// Runs of each solver at each size; the fastest counts.
const RUNS: usize = 5;

/// The fewest placements one timed run makes: a small size is solved over and over
/// within a run until it has made this many, so that its few microseconds are not
/// lost in the clock's resolution, a cold cache and an untrained branch predictor.
const PLACEMENTS_A_RUN: u64 = 4_000_000;

/// The engine's count of a whole search, its loop compiled around a closure as small as
/// the one of `solve --count`.
fn engine_count<P: Problem>(problem: P) -> Tally {
    let mut search = Search::new(problem, StopAfter::Exhaustion);
    let mut solutions = 0;
    let _ = search.try_for_each_event(|event, _, _| {
        solutions += u64::from(event == Event::Solution);
        ControlFlow::<()>::Continue(())
    });
    Tally {
        placements: search.counters().placements,
        solutions,
    }
}

/// The fastest of [`RUNS`] runs of each of `engine` and `recursion`, taken in turn so
/// that a machine whose speed drifts slows both alike, and what each counted. A run
/// solves `repeats` times; its time is that of one solve.
fn best_of_both(
    engine: impl Fn() -> Tally,
    recursion: impl Fn() -> Tally,
    repeats: u32,
) -> ((Duration, Tally), (Duration, Tally)) {
    let mut fastest = [(Duration::MAX, Tally::default()); 2];
    for _ in 0..RUNS {
        for (best, solve) in fastest
            .iter_mut()
            .zip([&engine as &dyn Fn() -> Tally, &recursion])
        {
            let started = Instant::now();
            let mut tally = Tally::default();
            for _ in 0..repeats {
                tally = black_box(solve());
            }
            *best = (best.0.min(started.elapsed() / repeats), tally);
        }
    }
    (fastest[0], fastest[1])
}

/// One size of a problem, timed both ways.
struct Row {
    size: usize,
    placements: u64,
    engine: Duration,
    recursion: Duration,
}

fn nanos_each(time: Duration, placements: u64) -> f64 {
    time.as_secs_f64() * 1e9 / placements.max(1) as f64
}

/// Times `engine` and `recursion` at every size and prints the rows of `problem`.
fn scale(
    problem: &str,
    sizes: impl IntoIterator<Item = usize>,
    engine: impl Fn(usize) -> Tally,
    recursion: impl Fn(usize) -> Tally,
) {
    let mut before: Option<Row> = None;
    for size in sizes {
        let placements = engine(size).placements.max(1);
        let repeats = u32::try_from(PLACEMENTS_A_RUN.div_ceil(placements)).unwrap_or(u32::MAX);
        let ((engine_time, counted), (recursion_time, recounted)) = best_of_both(
            || engine(black_box(size)),
            || recursion(black_box(size)),
            repeats,
        );
        assert_eq!(
            counted, recounted,
            "{problem} {size}: both must do the same work"
        );
        let row = Row {
            size,
            placements: counted.placements,
            engine: engine_time,
            recursion: recursion_time,
        };
        // How much dearer a placement is than at the size before.
        let growth = |now: Duration, then: Duration, then_placements: u64| {
            nanos_each(now, row.placements) / nanos_each(then, then_placements)
        };
        let (engine_growth, recursion_growth) = match &before {
            Some(then) => (
                format!("{:.2}x", growth(row.engine, then.engine, then.placements)),
                format!(
                    "{:.2}x",
                    growth(row.recursion, then.recursion, then.placements)
                ),
            ),
            None => ("-".to_owned(), "-".to_owned()),
        };
        println!(
            "{problem:<12} {:>3} {:>13} {:>9.2} {:>9.2} {:>6.2}x {:>9} {:>9}",
            row.size,
            row.placements,
            nanos_each(row.engine, row.placements),
            nanos_each(row.recursion, row.placements),
            row.engine.as_secs_f64() / row.recursion.as_secs_f64(),
            engine_growth,
            recursion_growth,
        );
        before = Some(row);
    }
}

/// The numbers 1 to `n` with half their total as the target, as `solve subset-sum` sizes
/// its custom problems.
fn subset_numbers(n: usize) -> (Vec<u64>, u64) {
    let numbers: Vec<u64> = (1..=n as u64).collect();
    let target = numbers.iter().sum::<u64>() / 2;
    (numbers, target)
}

/// Generated puzzles of each side, one solution each, seeds 1 to `count`: minimal 9×9
/// ones, and 16×16 and 25×25 ones with a floor of givens that keeps their generation
/// quick.
fn sudokus() -> Vec<(Shape, Vec<Vec<u8>>)> {
    [(9, 0, 20), (16, 130, 4), (25, 400, 2)]
        .into_iter()
        .map(|(side, floor, count)| {
            let shape = Shape::for_side(side).expect("a sudoku side");
            let puzzles = (1..=count)
                .map(|seed| unique_puzzle(shape, seed, floor))
                .collect();
            (shape, puzzles)
        })
        .collect()
}

/// Writes each side's puzzles to `dir`, one line of symbols a puzzle.
fn write_sudokus(dir: &str, sudokus: &[(Shape, Vec<Vec<u8>>)]) {
    std::fs::create_dir_all(dir).expect("the puzzles' folder");
    for (shape, puzzles) in sudokus {
        let lines: Vec<String> = puzzles
            .iter()
            .map(|cells| cells.iter().copied().map(Shape::symbol).collect())
            .collect();
        let path = format!("{dir}/sudoku-{}.txt", shape.side());
        std::fs::write(&path, lines.join("\n") + "\n").expect("a puzzle file");
    }
}

/// Every puzzle of `side` searched whole by MRV, by `solve` (the engine or a recursion).
fn sudoku_total(
    sudokus: &[(Shape, Vec<Vec<u8>>)],
    side: usize,
    solve: impl Fn(SudokuBoard) -> Tally,
) -> Tally {
    let (shape, puzzles) = sudokus
        .iter()
        .find(|(shape, _)| shape.side() == side)
        .expect("puzzles of that side");
    puzzles.iter().fold(Tally::default(), |total, cells| {
        let board = SudokuBoard::new(*shape, cells, CellOrder::Mrv).expect("a valid puzzle");
        let tally = solve(board);
        Tally {
            placements: total.placements + tally.placements,
            solutions: total.solutions + tally.solutions,
        }
    })
}

/// One count by one solver, for a counter of instructions (`valgrind --tool=cachegrind`)
/// to compare the engine's and the recursion's work without a clock: `--one PROBLEM N
/// engine|recursion`, `PROBLEM` one of `queens`, `permutations`, `subset-sum`.
fn one(args: &[String]) {
    let [problem, size, solver] = args else {
        panic!("--one takes a problem, a size and a solver");
    };
    let n: usize = size.parse().expect("the size is a number");
    let engine = solver == "engine";
    let tally = match problem.as_str() {
        "queens" if engine => engine_count(QueensBoard::new(n).expect("a board size")),
        "queens" => recursive::queens(n),
        "permutations" if engine => engine_count(Permutations::new(n).expect("a permutation size")),
        "permutations" => recursive::permutations(n),
        "subset-sum" => {
            let (numbers, target) = subset_numbers(n);
            if engine {
                engine_count(SubsetSum::new(&numbers, target).expect("a valid problem"))
            } else {
                recursive::subset_sum(&numbers, target)
            }
        }
        _ => panic!("no problem {problem} to count"),
    };
    println!(
        "{problem} {n} {solver}: {} placements, {} solutions",
        tally.placements, tally.solutions
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if let Some(at) = args.iter().position(|arg| arg == "--one") {
        one(&args[at + 1..]);
        return;
    }
    // `cargo bench` passes its own flags; a test run (`cargo test --benches`) skips the
    // timings.
    if args.iter().any(|arg| arg == "--test" || arg == "--list") {
        return;
    }
    let sudokus = sudokus();
    if let Ok(dir) = std::env::var("SCALING_PUZZLES") {
        write_sudokus(&dir, &sudokus);
    }
    println!(
        "{:<12} {:>3} {:>13} {:>9} {:>9} {:>7} {:>9} {:>9}",
        "problem", "n", "placements", "engine", "recursion", "ratio", "engine", "recursion"
    );
    println!(
        "{:<12} {:>3} {:>13} {:>9} {:>9} {:>7} {:>9} {:>9}",
        "", "", "", "ns/place", "ns/place", "", "growth", "growth"
    );
    scale(
        "queens",
        8..=15,
        |n| engine_count(QueensBoard::new(n).expect("a board size")),
        recursive::queens,
    );
    scale(
        "permutations",
        8..=11,
        |n| engine_count(Permutations::new(n).expect("a permutation size")),
        recursive::permutations,
    );
    scale(
        "subset sum",
        (16..=28).step_by(2),
        |n| {
            let (numbers, target) = subset_numbers(n);
            engine_count(SubsetSum::new(&numbers, target).expect("a valid problem"))
        },
        |n| {
            let (numbers, target) = subset_numbers(n);
            recursive::subset_sum(&numbers, target)
        },
    );
    // No plain recursion of its own for 16×16 and 25×25: the yardstick is the recursion
    // over the board's own moves, the engine's work without its stack and events.
    scale(
        "sudoku MRV",
        [9, 16, 25],
        |side| sudoku_total(&sudokus, side, engine_count),
        |side| {
            sudoku_total(&sudokus, side, |mut board| {
                let mut tally = Tally::default();
                recursive::through_problem(&mut board, &mut tally, u64::MAX);
                tally
            })
        },
    );
}
