//! Pictures of every screen, kept as snapshots: what the user sees, styles included.
//!
//! The `.snap` files under `snapshots/` are the reference; read them when they change.

use ratatui::{
    Terminal,
    backend::TestBackend,
    buffer::Buffer,
    crossterm::event::{KeyCode, KeyEvent},
};

use super::{App, Options, Start};
use crate::problems::{CellOrder, Shape, SudokuBoard};

const COLOUR: Options = Options {
    ascii: false,
    color: true,
};

const ASCII_MONO: Options = Options {
    ascii: true,
    color: false,
};

fn sudoku(title: &str, side: usize, digits: &str, order: CellOrder) -> Start {
    let cells: Vec<u8> = digits.bytes().map(|b| b - b'0').collect();
    let shape = Shape::for_side(side).expect("BUG: a sudoku side");
    let board = SudokuBoard::new(shape, &cells, order).expect("BUG: a valid puzzle");
    Start::Sudoku {
        title: title.to_string(),
        board,
    }
}

/// Seed 000's traced 4×4 puzzle.
fn seed_000_a4() -> Start {
    sudoku("A4", 4, "0000102004010000", CellOrder::Row)
}

/// Seed 000's 9×9 A4, the "world's hardest" sudoku.
fn hardest() -> Start {
    let digits =
        "800000000003600000070090200050007000000045700000100030001000068008500010090000400";
    sudoku("A4", 9, digits, CellOrder::Row)
}

/// The app opened on `start` after `keys` (`>` Right, `<` Left, `E` Enter, `X` Esc,
/// `Z` End).
fn app_after(start: Start, options: Options, keys: &str) -> App {
    let mut app = App::new(start, options).expect("BUG: a start in range");
    for c in keys.chars() {
        let code = match c {
            '>' => KeyCode::Right,
            '<' => KeyCode::Left,
            'E' => KeyCode::Enter,
            'X' => KeyCode::Esc,
            'Z' => KeyCode::End,
            c => KeyCode::Char(c),
        };
        app.handle_key(KeyEvent::from(code));
        while app.is_animating() {
            app.tick(std::time::Instant::now());
        }
    }
    app
}

fn draw(app: &App, width: u16, height: u16) -> Buffer {
    let mut terminal =
        Terminal::new(TestBackend::new(width, height)).expect("BUG: a test terminal");
    terminal
        .draw(|frame| frame.render_widget(app, frame.area()))
        .expect("BUG: drawing into memory");
    terminal.backend().buffer().clone()
}

macro_rules! snapshot {
    ($name:ident, $start:expr, $options:expr, $keys:expr, $width:expr, $height:expr) => {
        #[test]
        fn $name() {
            let app = app_after($start, $options, $keys);
            insta::assert_debug_snapshot!(draw(&app, $width, $height));
        }
    };
}

snapshot!(menu, Start::Menu, COLOUR, "", 100, 30);
snapshot!(menu_ascii_monochrome, Start::Menu, ASCII_MONO, "", 100, 30);
snapshot!(menu_help, Start::Menu, COLOUR, "?", 100, 30);
snapshot!(menu_too_small, Start::Menu, COLOUR, "", 30, 8);

snapshot!(queens_4_start, Start::Queens(4), COLOUR, "", 100, 28);
snapshot!(
    queens_4_mid_search,
    Start::Queens(4),
    COLOUR,
    ">>>>>>>",
    100,
    28
);
snapshot!(
    queens_4_after_backtrack,
    Start::Queens(4),
    COLOUR,
    "b",
    100,
    28
);
snapshot!(queens_4_solution, Start::Queens(4), COLOUR, "n", 100, 28);
snapshot!(
    queens_8_mid_search,
    Start::Queens(8),
    COLOUR,
    "g400E",
    120,
    40
);
snapshot!(
    queens_8_solution_ascii_monochrome,
    Start::Queens(8),
    ASCII_MONO,
    "n",
    120,
    40
);
snapshot!(queens_8_help, Start::Queens(8), COLOUR, "?", 120, 40);
snapshot!(
    queens_8_go_to_prompt,
    Start::Queens(8),
    COLOUR,
    "g12",
    120,
    40
);
snapshot!(queens_8_too_small, Start::Queens(8), COLOUR, "", 40, 10);

snapshot!(sudoku_4_start, seed_000_a4(), COLOUR, "", 100, 28);
snapshot!(sudoku_4_mid_search, seed_000_a4(), COLOUR, ">>>>", 100, 28);
snapshot!(
    sudoku_4_after_backtrack,
    seed_000_a4(),
    COLOUR,
    "b",
    100,
    28
);
snapshot!(sudoku_4_solution, seed_000_a4(), COLOUR, "n", 100, 28);
snapshot!(
    sudoku_9_mid_search_pencil_marks,
    hardest(),
    COLOUR,
    "pg5000E",
    140,
    50
);
snapshot!(
    sudoku_9_mrv_ascii_monochrome,
    hardest(),
    ASCII_MONO,
    "og300E",
    140,
    50
);

snapshot!(
    permutations_3_start,
    Start::Permutations(3),
    COLOUR,
    "",
    100,
    28
);
snapshot!(
    permutations_3_mid_search,
    Start::Permutations(3),
    COLOUR,
    ">>",
    100,
    28
);
snapshot!(
    permutations_3_after_backtrack,
    Start::Permutations(3),
    COLOUR,
    "b",
    100,
    28
);
snapshot!(
    permutations_3_solution,
    Start::Permutations(3),
    COLOUR,
    "n",
    100,
    28
);
snapshot!(
    permutations_4_end,
    Start::Permutations(4),
    ASCII_MONO,
    "Z",
    100,
    28
);
