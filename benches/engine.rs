//! What the search iterator costs against plain recursion, and how fast a long timeline
//! moves backwards.
//!
//! The forward seek groups go to the same far step again and again, as a class does with
//! the go-to prompt: the first time records the run, every later time may start from a
//! checkpoint.
//!
//! Each group runs the engine and a plain recursive solver side by side, after checking
//! once that both count the same placements and solutions: the recursion is written as the
//! tutorials write theirs, with the same pruning (the queens as bit sets of free columns).
//! The queens and sudoku groups add a recursion over the engine's own problem, so that
//! what is left between it and the iterator is the explicit stack and the events.
//! Settings are small so that the whole run takes a few minutes on a two-core machine;
//! `--quick` works too.

mod recursive;

use std::hint::black_box;
use std::ops::ControlFlow;
use std::time::{Duration, Instant};

use backtrack::engine::{Event, Search, StopAfter, Timeline};
use backtrack::problems::{CellOrder, Permutations, QueensBoard, Shape, SubsetSum, SudokuBoard};
use criterion::{Criterion, criterion_group, criterion_main};

use recursive::Tally;

/// Seed 004's MRV board, row by row (0 for blank).
const SEED_004_BOARD: &str =
    "000000012000035000000600070700000300000400800100000000000120000080000040050000600";
/// Placements seed 004's solver makes on its board: it reports 10,374 calls of `Solve`,
/// one for the empty board and one after each placement.
const SEED_004_PLACEMENTS: u64 = 10_373;
/// Solutions of 12 queens (OEIS A000170).
const QUEENS_12_SOLUTIONS: u64 = 14_200;
/// How long the timeline run is before moving back along it.
const TIMELINE_EVENTS: u64 = 100_000_000;

/// Runs a search to its end, counting placements and solutions from its events as any
/// consumer of the iterator would.
fn tally_events(search: impl Iterator<Item = Event>) -> Tally {
    let mut tally = Tally::default();
    for event in search {
        match event {
            Event::Place { .. } => tally.placements += 1,
            Event::Solution => tally.solutions += 1,
            Event::Remove { .. } => {}
        }
    }
    tally
}

fn queens_search(n: usize) -> Tally {
    let board = QueensBoard::new(n).expect("BUG: board size out of range");
    tally_events(Search::new(board, StopAfter::Exhaustion))
}

/// The same count through the search's internal iteration, as the counting commands run it.
fn tally_internal<P: backtrack::engine::Problem>(mut search: Search<P>) -> Tally {
    let mut tally = Tally::default();
    let _ = search.try_for_each_event(|event, _, _| {
        match event {
            Event::Place { .. } => tally.placements += 1,
            Event::Solution => tally.solutions += 1,
            Event::Remove { .. } => {}
        }
        ControlFlow::<()>::Continue(())
    });
    tally
}

fn queens_internal(n: usize) -> Tally {
    let board = QueensBoard::new(n).expect("BUG: board size out of range");
    tally_internal(Search::new(board, StopAfter::Exhaustion))
}

/// The numbers 1 to `n` with half their total as the target, as `solve subset-sum` sizes
/// its custom problems.
fn subset_numbers(n: u64) -> (Vec<u64>, u64) {
    let numbers: Vec<u64> = (1..=n).collect();
    let target = numbers.iter().sum::<u64>() / 2;
    (numbers, target)
}

fn subset_sum_internal(numbers: &[u64], target: u64) -> Tally {
    let problem = SubsetSum::new(numbers, target).expect("BUG: a valid problem");
    tally_internal(Search::new(problem, StopAfter::Exhaustion))
}

fn permutations_internal(n: usize) -> Tally {
    let problem = Permutations::new(n).expect("BUG: a permutation size");
    tally_internal(Search::new(problem, StopAfter::Exhaustion))
}

/// A group of the engine's counting loop against a plain recursion doing the same work,
/// checked once to count the same placements and solutions.
fn side_by_side(
    c: &mut Criterion,
    name: &str,
    engine: impl Fn() -> Tally,
    recursion: impl Fn() -> Tally,
) {
    assert_eq!(engine(), recursion(), "{name}: both must do the same work");
    let mut group = c.benchmark_group(name);
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(500));
    group.measurement_time(Duration::from_secs(3));
    group.bench_function("search_internal_iteration", |b| b.iter(&engine));
    group.bench_function("recursive", |b| b.iter(&recursion));
    group.finish();
}

fn subset_sum_22(c: &mut Criterion) {
    let (numbers, target) = subset_numbers(22);
    side_by_side(
        c,
        "subset_sum_1_to_22_exhaustion",
        || subset_sum_internal(black_box(&numbers), black_box(target)),
        || recursive::subset_sum(black_box(&numbers), black_box(target)),
    );
}

fn permutations_9(c: &mut Criterion) {
    side_by_side(
        c,
        "permutations_9_exhaustion",
        || permutations_internal(black_box(9)),
        || recursive::permutations(black_box(9)),
    );
}

fn seed_004_cells() -> [u8; 81] {
    let mut cells = [0; 81];
    for (cell, digit) in cells.iter_mut().zip(SEED_004_BOARD.bytes()) {
        *cell = digit - b'0';
    }
    cells
}

fn seed_004_board() -> SudokuBoard {
    let shape = Shape::for_side(9).expect("BUG: 9 is a sudoku side");
    SudokuBoard::new(shape, &seed_004_cells(), CellOrder::Mrv).expect("BUG: seed 004 is valid")
}

fn queens_12(c: &mut Criterion) {
    let engine = queens_search(12);
    let recursion = recursive::queens(12);
    assert_eq!(engine, recursion, "the two solvers must do the same work");
    assert_eq!(queens_internal(12), engine);
    assert_eq!(engine.solutions, QUEENS_12_SOLUTIONS);
    let mut over_problem = Tally::default();
    let mut board = QueensBoard::new(12).expect("BUG: size in range");
    recursive::through_problem(&mut board, &mut over_problem, u64::MAX);
    assert_eq!(over_problem, engine);

    let mut group = c.benchmark_group("queens_12_exhaustion");
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(500));
    group.measurement_time(Duration::from_secs(3));
    group.bench_function("search_iterator", |b| {
        b.iter(|| queens_search(black_box(12)))
    });
    group.bench_function("search_internal_iteration", |b| {
        b.iter(|| queens_internal(black_box(12)))
    });
    group.bench_function("recursive", |b| b.iter(|| recursive::queens(black_box(12))));
    group.bench_function("recursive_over_the_same_problem", |b| {
        b.iter(|| {
            let mut tally = Tally::default();
            let mut board = QueensBoard::new(black_box(12)).expect("BUG: size in range");
            recursive::through_problem(&mut board, &mut tally, u64::MAX);
            tally
        })
    });
    group.finish();
}

fn sudoku_seed_004(c: &mut Criterion) {
    let board = seed_004_board();
    let mut search = Search::new(board.clone(), StopAfter::First);
    let engine = tally_events(search.by_ref());
    let (recursion, solved) = recursive::sudoku_mrv(&seed_004_cells());
    assert_eq!(engine, recursion, "the two solvers must do the same work");
    assert_eq!(
        tally_internal(Search::new(board.clone(), StopAfter::First)),
        engine
    );
    assert_eq!(engine.placements, SEED_004_PLACEMENTS);
    let mut over_problem = Tally::default();
    recursive::through_problem(&mut board.clone(), &mut over_problem, 1);
    assert_eq!(over_problem, engine);
    assert_eq!(search.problem().cells(), &solved[..]);

    let givens = seed_004_cells();
    let mut group = c.benchmark_group("sudoku_seed004_mrv_first");
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(500));
    group.measurement_time(Duration::from_secs(3));
    group.bench_function("search_iterator", |b| {
        b.iter(|| tally_events(Search::new(black_box(&board).clone(), StopAfter::First)))
    });
    group.bench_function("recursive", |b| {
        b.iter(|| recursive::sudoku_mrv(black_box(&givens)))
    });
    group.bench_function("recursive_over_the_same_problem", |b| {
        b.iter(|| {
            let mut tally = Tally::default();
            let mut board = black_box(&board).clone();
            recursive::through_problem(&mut board, &mut tally, 1);
            tally
        })
    });
    group.finish();
}

/// A small deterministic generator for picking steps, so runs are comparable.
struct XorShift(u64);

impl XorShift {
    fn below(&mut self, bound: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % bound
    }
}

fn timeline_after_1e8_events(c: &mut Criterion) {
    // 15 queens run to exhaustion take about 3.4e8 events; stop at 1e8.
    let board = QueensBoard::new(15).expect("BUG: board size out of range");
    let mut timeline = Timeline::new(Search::new(board, StopAfter::Exhaustion));
    let started = Instant::now();
    let reached = timeline.seek(TIMELINE_EVENTS);
    assert_eq!(reached, TIMELINE_EVENTS, "15 queens run longer than that");
    eprintln!(
        "timeline: {TIMELINE_EVENTS} events recorded in {:.2?}, {} checkpoints",
        started.elapsed(),
        timeline.checkpoint_count()
    );
    assert!(timeline.checkpoint_count() <= 256);

    let mut group = c.benchmark_group("timeline_queens15_after_1e8_events");
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(500));
    group.measurement_time(Duration::from_secs(3));

    // The dearest step back is from a checkpoint: it restores the one before and replays
    // a whole interval.
    let worst = worst_step_back_origin(&mut timeline);
    group.bench_function("step_back_from_checkpoint", |b| {
        b.iter_custom(|iters| {
            let mut spent = Duration::ZERO;
            for _ in 0..iters {
                timeline.seek(worst);
                let started = Instant::now();
                black_box(timeline.step_back());
                spent += started.elapsed();
            }
            spent
        })
    });

    let mut steps = XorShift(0x9E37_79B9_7F4A_7C15);
    group.bench_function("seek_random_earlier_step", |b| {
        b.iter_custom(|iters| {
            let mut spent = Duration::ZERO;
            for _ in 0..iters {
                timeline.seek(TIMELINE_EVENTS);
                let target = steps.below(TIMELINE_EVENTS);
                let started = Instant::now();
                black_box(timeline.seek(target));
                spent += started.elapsed();
            }
            spent
        })
    });
    group.finish();
}

/// The step the forward seeks go to, as `g 10000000` does in the app.
const FORWARD_SEEK_TARGET: u64 = 10_000_000;

/// Seeks from step 0 to [`FORWARD_SEEK_TARGET`] again and again on a timeline that has
/// been there once: only the seek forwards is timed, not the move back to step 0.
fn forward_seek_again<P: backtrack::engine::Problem>(
    c: &mut Criterion,
    name: &str,
    mut timeline: Timeline<P>,
) {
    let started = Instant::now();
    let reached = timeline.seek(FORWARD_SEEK_TARGET);
    assert_eq!(reached, FORWARD_SEEK_TARGET, "{name}: the run is longer");
    eprintln!("{name}: first seek in {:.2?}", started.elapsed());
    let mut group = c.benchmark_group(name);
    group.sample_size(10);
    group.warm_up_time(Duration::from_millis(500));
    group.measurement_time(Duration::from_secs(3));
    group.bench_function("seek_forward_again", |b| {
        b.iter_custom(|iters| {
            let mut spent = Duration::ZERO;
            for _ in 0..iters {
                timeline.seek(0);
                let started = Instant::now();
                black_box(timeline.seek(black_box(FORWARD_SEEK_TARGET)));
                spent += started.elapsed();
            }
            spent
        })
    });
    group.finish();
}

fn forward_seek_queens_14(c: &mut Criterion) {
    let board = QueensBoard::new(14).expect("BUG: board size out of range");
    let timeline = Timeline::new(Search::new(board, StopAfter::Exhaustion));
    forward_seek_again(c, "timeline_queens14_seek_to_1e7", timeline);
}

fn forward_seek_seed_004_row_order(c: &mut Criterion) {
    let shape = Shape::for_side(9).expect("BUG: 9 is a sudoku side");
    let board =
        SudokuBoard::new(shape, &seed_004_cells(), CellOrder::Row).expect("BUG: seed 004 is valid");
    let timeline = Timeline::new(Search::new(board, StopAfter::First));
    forward_seek_again(c, "timeline_sudoku_seed004_row_seek_to_1e7", timeline);
}

/// A step at which a step back must replay a whole checkpoint interval: the largest
/// multiple of the interval at or below the end. The interval is the smallest power of
/// two times 1024 that keeps the run within 256 checkpoints (step 0 and 255 more), as
/// the timeline thins them.
fn worst_step_back_origin<P: backtrack::engine::Problem>(timeline: &mut Timeline<P>) -> u64 {
    let mut interval = 1024;
    while TIMELINE_EVENTS / interval >= 256 {
        interval *= 2;
    }
    let origin = TIMELINE_EVENTS / interval * interval;
    timeline.seek(origin);
    origin
}

criterion_group!(
    engine,
    queens_12,
    subset_sum_22,
    permutations_9,
    sudoku_seed_004,
    timeline_after_1e8_events,
    forward_seek_queens_14,
    forward_seek_seed_004_row_order
);
criterion_main!(engine);
