//! The queens board on the player's screen draws, at every step, the marks the table
//! export prints for that step (`backtrack export queens N --format table --step K`):
//! a queen where the table has its number, `x` where it has `x`, a free square where it
//! has nothing. The marks the tables have no cell for (attacked squares, queens tried and
//! taken off) come with the `u` key only, on top of the table's marks.

use crate::common;

use backtrack::app::{App, Start, Theme};
use backtrack::engine::{Search, StopAfter};
use backtrack::problems::{Notation, QueensBoard};
use common::{press, render};
use ratatui::{buffer::Buffer, crossterm::event::KeyCode};

/// The colour theme, as the player opens with.
const COLOUR: Theme = Theme::new(false, true);

/// A laptop, a desktop terminal and a projector: text marks, shaded squares, block marks.
const SIZES: [(u16, u16); 3] = [(80, 24), (120, 36), (200, 60)];

/// What a square of the screen shows, told from its glyph or its block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Mark {
    Queen,
    Refused,
    Free,
    /// A queen tried and taken off (`♕`), in the `u` layer.
    Tried,
    /// A square a queen above attacks (`░`), in the `u` layer.
    Attacked,
}

/// The mark drawn centred at column `x` of `line`: a glyph at `x`, or a block mark five
/// cells wide around it (its middle line).
fn mark_at(line: &[&str], x: usize) -> Option<Mark> {
    let block: String = line.get(x.checked_sub(2)?..=x + 2)?.concat();
    let mark = match block.as_str() {
        "█▙█▟█" => Mark::Queen,
        "  █  " => Mark::Refused,
        "  ▄  " => Mark::Free,
        "█▚▀▞█" => Mark::Tried,
        "░░░░░" => Mark::Attacked,
        _ => match line[x] {
            "♛" => Mark::Queen,
            "x" => Mark::Refused,
            "·" => Mark::Free,
            "♕" => Mark::Tried,
            "░" => Mark::Attacked,
            _ => return None,
        },
    };
    Some(mark)
}

/// The board's marks row by row, read from the board panel of the screen: the columns
/// are where the header numbers them, a row is the line whose label, left of its first
/// square, is its number.
fn board_marks(buf: &Buffer, n: usize) -> Vec<Vec<Mark>> {
    let lines: Vec<Vec<&str>> = (0..buf.area.height)
        .map(|y| (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect())
        .collect();
    // The board panel's header: the column numbers 0 to n-1, the last digit of each over
    // its squares' middle.
    let (header, columns) = lines
        .iter()
        .enumerate()
        .find_map(|(y, line)| {
            let panel = line.iter().skip(1).take_while(|s| **s != "│");
            let digits: Vec<(usize, &str)> = panel
                .enumerate()
                .filter(|(_, s)| s.chars().all(|c| c.is_ascii_digit()) && !s.trim().is_empty())
                .map(|(x, s)| (x + 1, *s))
                .collect();
            let numbers: Vec<&str> = digits.iter().map(|(_, s)| *s).collect();
            let expected: Vec<String> = (0..n).map(|c| c.to_string()).collect();
            (numbers == expected).then(|| (y, digits.iter().map(|(x, _)| *x).collect::<Vec<_>>()))
        })
        .expect("the board's column numbers");
    let mut rows = Vec::new();
    for line in &lines[header + 1..] {
        // Left of the first square's middle: the label, then the gutter or the square's
        // left part; the label is the last number there, after a space.
        let left: String = line[1..columns[0] - 1].concat();
        let left = left.trim_end_matches(|c: char| !c.is_ascii_digit());
        let label = left.rsplit(' ').next().unwrap_or("");
        if label != rows.len().to_string() {
            continue;
        }
        let marks: Option<Vec<Mark>> = columns.iter().map(|&x| mark_at(line, x)).collect();
        if let Some(marks) = marks {
            rows.push(marks);
            if rows.len() == n {
                break;
            }
        }
    }
    assert_eq!(rows.len(), n, "every row on the screen");
    rows
}

/// The table's cells, row by row, as the marks the screen draws for them.
fn table_marks(table: &str, n: usize) -> Vec<Vec<Mark>> {
    table
        .lines()
        .skip(2)
        .map(|line| {
            let cells = line.split('|').skip(1).take(n);
            cells
                .map(|cell| match cell.trim() {
                    "" => Mark::Free,
                    "x" => Mark::Refused,
                    _ => Mark::Queen,
                })
                .collect()
        })
        .collect()
}

/// The player opened on `n`-queens, in all-solutions mode as its preset.
fn player(n: usize) -> App {
    let board = QueensBoard::new(n).expect("a size from 1 to 64");
    let start = Start::Board {
        title: None,
        board: Box::new(board),
        stop: Some(StopAfter::Exhaustion),
    };
    App::new(start, COLOUR)
}

/// Walks `steps` steps of `n`-queens with → on the player, and at each step checks the
/// board at every size against the table of the same step; with the `u` layer on, the
/// screen may add its own marks on the table's empty cells only.
fn walk(n: usize, steps: usize, layer: bool) {
    let mut app = player(n);
    if layer {
        press(&mut app, KeyCode::Char('u'));
    }
    let mut search = Search::new(QueensBoard::new(n).unwrap(), StopAfter::Exhaustion);
    let mut last = None;
    for step in 0..=steps {
        let table = search.problem().table(last, search.counters().solutions);
        let printed = table_marks(&table, n);
        for (width, height) in SIZES {
            let shown = board_marks(&render(&app, width, height), n);
            for (row, (shown, printed)) in shown.iter().zip(&printed).enumerate() {
                for (col, (&shown, &printed)) in shown.iter().zip(printed).enumerate() {
                    let agrees = shown == printed
                        || layer
                            && printed == Mark::Free
                            && matches!(shown, Mark::Tried | Mark::Attacked);
                    assert!(
                        agrees,
                        "{n}-queens at {width}×{height}, step {step}, ({row},{col}): \
                         {shown:?} where the table has {printed:?}\n{table}"
                    );
                }
            }
        }
        match search.next() {
            Some(event) => last = Some(event),
            None => break,
        }
        press(&mut app, KeyCode::Right);
    }
}

#[test]
fn four_queens_screen_draws_the_table_s_marks_at_every_step() {
    walk(4, usize::MAX, false);
}

#[test]
fn eight_queens_screen_draws_the_table_s_marks_for_its_first_200_steps() {
    walk(8, 200, false);
}

#[test]
fn the_u_layer_adds_marks_on_the_table_s_empty_cells_only() {
    walk(4, usize::MAX, true);
}

#[test]
fn the_tried_queen_and_the_shading_come_with_u_and_the_legend_says_so() {
    // Step 9 of 4-queens: queen 1 on its second column, the first tried and taken back.
    let mut app = player(4);
    (0..9).for_each(|_| press(&mut app, KeyCode::Right));
    let text = |app: &App| {
        let buf = render(app, 120, 36);
        let lines: Vec<String> = (0..buf.area.height)
            .map(|y| (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect())
            .collect();
        lines.join("\n")
    };
    let row_0 = |app: &App| board_marks(&render(app, 120, 36), 4).remove(0);
    assert_eq!(
        row_0(&app),
        [Mark::Free, Mark::Queen, Mark::Free, Mark::Free]
    );
    let hidden = text(&app);
    assert!(!hidden.contains('♕'), "{hidden}");
    assert!(hidden.contains("u shows attacks, tried"), "{hidden}");
    press(&mut app, KeyCode::Char('u'));
    assert_eq!(
        row_0(&app),
        [Mark::Tried, Mark::Queen, Mark::Free, Mark::Free]
    );
    let shown = text(&app);
    assert!(shown.contains("♕ tried, taken off"), "{shown}");
    assert!(shown.contains("░ attacked"), "{shown}");
    assert!(
        shown.contains("attacked squares and tried queens shown; u hides them"),
        "{shown}"
    );
}
