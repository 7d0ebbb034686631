//! The app driven by keys, without a terminal: what a user sees after each key.

mod compare;
mod fit;
mod session;
mod stepping;
mod sudoku;

use std::time::{Duration, Instant};

use crate::common::{preset, press, render, settle, type_text};
use backtrack::app::{App, Lang, Message, Orders, Start, Theme, screen_text};
use backtrack::engine::StopAfter;
use backtrack::problems::{CellOrder, Permutations, QueensBoard, Shape, SudokuBoard};
use backtrack::registry::PROBLEMS;
use ratatui::{
    Terminal,
    backend::TestBackend,
    buffer::Buffer,
    crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers},
    layout::Rect,
    widgets::Widget,
};

const COLOUR: Theme = Theme::new(false, true);

fn queens(n: usize) -> Start {
    Start::board(QueensBoard::new(n).expect("a queens size"))
}

fn permutations(n: usize) -> Start {
    Start::board(Permutations::new(n).expect("a permutations size"))
}

/// Seed 000's traced 4×4 puzzle (its A4): one solution, several backtracks.
fn seed_000_a4() -> Start {
    let cells: Vec<u8> = "0000102004010000".bytes().map(|b| b - b'0').collect();
    let shape = Shape::for_side(4).expect("4 is a sudoku side");
    let board = SudokuBoard::new(shape, &cells, CellOrder::Row).expect("seed 000's A4 is valid");
    Start::titled(Some("A4".to_string()), board)
}

fn app(start: Start) -> App {
    App::new(start, COLOUR)
}

fn press_all(app: &mut App, codes: &[KeyCode]) {
    for &code in codes {
        press(app, code);
    }
}

/// The status line: the second row from the bottom.
fn status(buf: &Buffer) -> String {
    let y = buf.area.height - 2;
    (0..buf.area.width)
        .map(|x| buf[(x, y)].symbol())
        .collect::<String>()
}

/// The row under the status line: the keys, the go-to prompt or a message.
fn footer(buf: &Buffer) -> String {
    let y = buf.area.height - 1;
    (0..buf.area.width)
        .map(|x| buf[(x, y)].symbol())
        .collect::<String>()
}

/// Every preset of every problem of the registry, as the menu opens it.
fn starts() -> Vec<Start> {
    let mut starts = Vec::new();
    for &entry in PROBLEMS {
        let count = entry.presets().len();
        assert!(count > 0, "{} has no preset", entry.name());
        starts.extend((0..count).map(|index| preset(entry, index)));
    }
    starts
}
