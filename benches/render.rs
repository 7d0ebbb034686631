//! How fast the app draws its largest views, and how fast it plays at full speed.
//!
//! `cargo bench --bench render`: criterion times one frame of each large view at 200×60
//! and on a projector's 250×70 (64-queens shows a window of its rows at both); then the
//! autoplay figures are printed: frames a second and the events a second actually played
//! while an empty 16×16 sudoku plays through all its solutions, without pausing at them,
//! at full speed and at 1M steps a second, each speed reached by pressing `+` until the
//! status line shows it, so that a label says the speed it runs.

use std::hint::black_box;
use std::time::{Duration, Instant};

use backtrack::app::{App, Start, Theme};
use backtrack::problems::{CellOrder, Permutations, QueensBoard, Shape, SudokuBoard};
use criterion::Criterion;
use ratatui::{
    Terminal,
    backend::TestBackend,
    crossterm::event::{KeyCode, KeyEvent},
};

const WIDTH: u16 = 200;
const HEIGHT: u16 = 60;

fn empty_sudoku(side: usize) -> Start {
    let shape = Shape::for_side(side).expect("a sudoku side");
    let board = SudokuBoard::new(shape, &vec![0; side * side], CellOrder::Row).expect("empty");
    Start::titled(Some(format!("empty {side}×{side}")), board)
}

fn press(app: &mut App, keys: &str) {
    for c in keys.chars() {
        let code = match c {
            'E' => KeyCode::Enter,
            ' ' => KeyCode::Char(' '),
            c => KeyCode::Char(c),
        };
        app.handle_key(KeyEvent::from(code));
        while app.is_animating() && c != ' ' {
            app.tick(Instant::now());
        }
    }
}

/// The app on `start`, moved to `step` with the go-to prompt.
fn at_step(start: Start, step: u64) -> App {
    let mut app = App::new(start, Theme::new(false, true));
    press(&mut app, &format!("g{step}E"));
    app
}

fn terminal(width: u16, height: u16) -> Terminal<TestBackend> {
    Terminal::new(TestBackend::new(width, height)).expect("a test terminal")
}

/// The status line, the last but one of the screen.
fn status_line(terminal: &Terminal<TestBackend>) -> String {
    let buffer = terminal.backend().buffer();
    let y = buffer.area.height - 2;
    (0..buffer.area.width)
        .map(|x| buffer[(x, y)].symbol())
        .collect()
}

/// The number after `step ` on the status line, whose thousands are marked with commas.
fn step_shown(terminal: &Terminal<TestBackend>) -> u64 {
    let line = status_line(terminal);
    let after = &line[line.find("step ").expect("a status line") + 5..];
    after
        .split_whitespace()
        .next()
        .and_then(|n| n.replace(',', "").parse().ok())
        .unwrap_or_else(|| panic!("a step number on {line:?}"))
}

fn render_frames(c: &mut Criterion) {
    for (width, height) in [(WIDTH, HEIGHT), (250, 70)] {
        let views = [
            ("sudoku 25×25 mid-search", empty_sudoku(25), 5_000),
            (
                "64-queens mid-search",
                Start::board(QueensBoard::new(64).expect("64 queens")),
                100_000,
            ),
            (
                "permutations 12 mid-search",
                Start::board(Permutations::new(12).expect("12 values")),
                100_000,
            ),
        ];
        let trees = [
            (
                "64-queens mid-search, search tree shown",
                Start::board(QueensBoard::new(64).expect("64 queens")),
                100_000,
            ),
            (
                "4-queens whole search tree",
                Start::board(QueensBoard::new(4).expect("4 queens")),
                20,
            ),
        ];
        let mut group = c.benchmark_group(format!("render {width}×{height}"));
        let shown = views
            .into_iter()
            .map(|view| (view, ""))
            .chain(trees.map(|view| (view, "t")));
        for ((name, start, step), keys) in shown {
            let mut app = at_step(start, step);
            press(&mut app, keys);
            let mut terminal = terminal(width, height);
            group.bench_function(name, |b| {
                b.iter(|| {
                    // A fresh buffer each time, so nothing is skipped as unchanged.
                    terminal.clear().expect("clear");
                    terminal
                        .draw(|frame| frame.render_widget(black_box(&app), frame.area()))
                        .expect("draw");
                })
            });
        }
        group.finish();
    }
}

/// Plays an empty 16×16 sudoku (all solutions, no pause at them) at `speed`, as the status
/// line writes it (`max`, `1M/s`), for `frames` frames and prints frames and events a
/// second under a label that names the speed, then `note`; `clock` gives the instant each
/// frame is drawn for.
fn play(speed: &str, note: &str, frames: u32, clock: impl Fn(u32) -> Instant) {
    let label = format!("16×16 sudoku at {speed}{note}");
    let mut app = App::new(empty_sudoku(16), Theme::new(false, true));
    // All solutions, and playing goes on past each of them: a player stopped at the first
    // solution would measure nothing.
    press(&mut app, "fa");
    speed_up_to(&mut app, speed);
    press(&mut app, " ");
    let mut terminal = terminal(WIDTH, HEIGHT);
    terminal
        .draw(|f| f.render_widget(&app, f.area()))
        .expect("draw");
    let first_step = step_shown(&terminal);
    let began = Instant::now();
    for frame in 0..frames {
        app.tick(clock(frame));
        terminal
            .draw(|f| f.render_widget(&app, f.area()))
            .expect("draw");
    }
    let took = began.elapsed().as_secs_f64();
    assert!(
        status_line(&terminal).trim_end().ends_with(speed),
        "autoplay {label}: played at another speed"
    );
    let played = step_shown(&terminal) - first_step;
    assert!(
        played >= u64::from(frames),
        "autoplay {label}: the player stopped after {played} events"
    );
    let events = played as f64;
    println!(
        "autoplay {label}: {frames} frames in {took:.2} s = {:.0} frames/s, {:.2} M events/s ({:.0} events a frame)",
        frames as f64 / took,
        events / took / 1e6,
        events / frames as f64,
    );
}

/// Presses `+` until the status line shows `speed`; panics if the fastest level is not it.
fn speed_up_to(app: &mut App, speed: &str) {
    let mut terminal = terminal(WIDTH, HEIGHT);
    for _ in 0..32 {
        terminal
            .draw(|f| f.render_widget(&*app, f.area()))
            .expect("draw");
        if status_line(&terminal).trim_end().ends_with(speed) {
            return;
        }
        press(app, "+");
    }
    panic!("no speed level shows {speed}");
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    render_frames(&mut criterion);
    criterion.final_summary();
    play("max", "", 180, |_| Instant::now());
    let start = Instant::now();
    play("1M/s", ", 60 frames a second of clock", 180, |frame| {
        start + Duration::from_secs_f64(f64::from(frame) / 60.0)
    });
}
