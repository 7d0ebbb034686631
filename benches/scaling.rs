//! How the cost of a placement grows with the size of each problem: the engine's counting
//! loop (the one `solve --count` runs) against a plain recursion with the same pruning,
//! in one run, size by size.
//!
//! `cargo bench --bench scaling` prints one table: for each problem and size the
//! placements, the nanoseconds a placement for both, their ratio, and how much longer each
//! run takes than the one of the size before. Each figure is the best of a few runs, and
//! both solvers are checked to count the same placements and solutions. With
//! `SCALING_PUZZLES=DIR` set it also writes generated 9×9, 16×16 and 25×25 sudokus to
//! `DIR` for `benches/scaling.sh`, which times the whole program on them.

// Only some of the recursions are measured here.
#[allow(dead_code)]
mod recursive;

use std::hint::black_box;
use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use backtrack::engine::{Event, Problem, Search, StopAfter};
use backtrack::problems::sudoku::generate::unique_puzzle;
use backtrack::problems::{Permutations, QueensBoard, Shape, SubsetSum};

use recursive::Tally;

/// Runs of each solver at each size; the fastest counts.
const RUNS: usize = 3;

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

/// The fastest of [`RUNS`] runs of `solve`, and what it counted.
fn best(solve: impl Fn() -> Tally) -> (Duration, Tally) {
    let mut fastest = Duration::MAX;
    let mut tally = Tally::default();
    for _ in 0..RUNS {
        let started = Instant::now();
        tally = black_box(solve());
        fastest = fastest.min(started.elapsed());
    }
    (fastest, tally)
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
        let (engine_time, counted) = best(|| engine(black_box(size)));
        let (recursion_time, recounted) = best(|| recursion(black_box(size)));
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
        let growth = |now: Duration, then: Duration| now.as_secs_f64() / then.as_secs_f64();
        let (engine_growth, recursion_growth) = match &before {
            Some(then) => (
                format!("{:.2}x", growth(row.engine, then.engine)),
                format!("{:.2}x", growth(row.recursion, then.recursion)),
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

/// Writes a generated puzzle of each side to `dir`, one line of symbols each, seeds 1 to
/// `count`: minimal 9×9 ones, and 16×16 and 25×25 ones with a floor of givens that keeps
/// their generation quick.
fn write_sudokus(dir: &str) {
    std::fs::create_dir_all(dir).expect("the puzzles' folder");
    for (side, floor, count) in [(9, 0, 20), (16, 130, 4), (25, 400, 2)] {
        let shape = Shape::for_side(side).expect("a sudoku side");
        let lines: Vec<String> = (1..=count)
            .map(|seed| {
                unique_puzzle(shape, seed, floor)
                    .into_iter()
                    .map(Shape::symbol)
                    .collect()
            })
            .collect();
        let path = format!("{dir}/sudoku-{side}.txt");
        std::fs::write(&path, lines.join("\n") + "\n").expect("a puzzle file");
    }
}

fn main() {
    // `cargo bench` passes its own flags; a test run (`cargo test --benches`) skips the
    // timings.
    if std::env::args().any(|arg| arg == "--test" || arg == "--list") {
        return;
    }
    if let Ok(dir) = std::env::var("SCALING_PUZZLES") {
        write_sudokus(&dir);
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
}
