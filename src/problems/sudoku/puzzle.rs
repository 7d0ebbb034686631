//! Sudoku as the user meets it: the inputs it takes, its files and presets, and how its
//! boards are written as text.

use std::fs::File;
use std::io::{self, BufRead, BufReader};
use std::path::Path;

use super::parse::{LineForm, Puzzles};
use super::presets::{self, PRESETS, SudokuSpec};
use super::text_lines::{TextLines, describe};
use super::{CellOrder, PuzzleFileError, Shape, SudokuBoard, UnknownCellOrder};
use crate::engine::{Event, StopAfter};
use crate::problems::notation::join;
use crate::problems::{
    Given, Input, InputError, InputKind, Item, Notation, Preset, ProblemError, Puzzle, Takes, Title,
};

/// Sudoku as seed 000's `Print` writes it: one row a line, values separated by spaces,
/// with `A`.. for values from 10 and `.` for a cell still empty.
impl Notation for SudokuBoard {
    fn line(&self) -> String {
        // Every symbol is ASCII, a byte each: cheaper than pushing characters.
        let symbols = self
            .cells()
            .iter()
            .map(|&v| Shape::symbol(v) as u8)
            .collect();
        String::from_utf8(symbols).expect("BUG: a sudoku symbol is ASCII")
    }

    fn board(&self) -> String {
        let n = self.shape().side();
        let mut text = String::with_capacity(2 * n * n);
        for row in self.cells().chunks(n) {
            let symbols: Vec<String> = row.iter().map(|&v| Shape::symbol(v).to_string()).collect();
            text.push_str(&symbols.join(" "));
            text.push('\n');
        }
        text
    }

    fn trace_args(&self, slot: u16, choice: u8) -> String {
        let n = self.shape().side();
        let cell = slot as usize;
        format!("{} {} {choice}", cell / n, cell % n)
    }

    /// Seed 000's printouts: the puzzle under `题目:` at step 0, each answer under
    /// `答案K:`, and after a placement the position filled (`row col`, 0-based) over the
    /// grid; numbers separated by spaces, `0` for an empty cell.
    fn table(&self, last: Option<Event>, solutions: u64) -> String {
        let n = self.shape().side();
        let mut text = match last {
            None => "题目:\n".to_string(),
            Some(Event::Solution) => format!("答案{solutions}:\n"),
            Some(Event::Place { slot, .. }) => {
                let cell = usize::from(slot);
                format!("{} {}\n", cell / n, cell % n)
            }
            Some(Event::Remove { .. }) => String::new(),
        };
        for row in self.cells().chunks(n) {
            text.push_str(&join(row.iter()));
            text.push('\n');
        }
        text
    }
}

impl Puzzle for SudokuBoard {
    type Spec = SudokuSpec;

    const NAME: &'static str = "sudoku";
    const TITLE: &'static str = "problem-sudoku";
    const ABOUT: &'static str = "A sudoku, or a file of them (4×4 to 25×25).";
    const COMPARE: Option<&'static str> = Some(
        "A sudoku (as for `play`) in each cell order: the boards side by side in the app, or \
         with --count one line per order, `order placements removals solutions max_depth \
         elapsed_ms`",
    );
    const STOP: StopAfter = StopAfter::First;
    const TAKES: &'static [Takes] = &[
        Takes {
            name: "file",
            value_name: "FILE",
            help: "A puzzle file (a grid, or one puzzle a line), or `-` for standard input",
            kind: InputKind::File,
        },
        Takes {
            name: "preset",
            value_name: "NAME",
            help: "A built-in puzzle (see `backtrack presets`)",
            kind: InputKind::Preset,
        },
        Takes {
            name: "order",
            value_name: "ORDER",
            help: "Which empty cell to fill next [default: row; for a preset, its own order: \
                   mrv for `9x9-mrv`]",
            kind: InputKind::Choice(CellOrder::CHOICES),
        },
        Takes {
            name: "one-per-line",
            value_name: "",
            help: "Read one puzzle a line, even where the lines could be a grid (16 lines of \
                   16 cells are otherwise one 16×16 grid)",
            kind: InputKind::Switch,
        },
    ];

    fn presets() -> &'static [Preset<SudokuSpec>] {
        PRESETS
    }

    fn from_spec(spec: &SudokuSpec) -> Result<Self, InputError> {
        let source = "preset".to_owned();
        let mut puzzles = read_puzzles(
            source.clone(),
            spec.text.as_bytes(),
            LineForm::Detect,
            spec.order,
        );
        match puzzles.next() {
            None => Err(InputError::Empty { source }),
            Some(item) => Ok(item?.board),
        }
    }

    fn load(given: &Given, stdin: bool) -> Result<Input<Self>, InputError> {
        // A preset brings the cell order it is meant to be watched in; files row order.
        let (source, title, reader, order, stop): (_, _, Box<dyn BufRead>, _, _) =
            match (given.text("preset"), given.path("file")) {
                (Some(name), _) => {
                    let preset = presets::find(&name)
                        .ok_or_else(|| InputError::UnknownPreset(name.clone()))?;
                    let title = Some(Title::Preset(preset.title));
                    let text = preset.spec.text.as_bytes();
                    (
                        format!("preset {name}"),
                        title,
                        Box::new(text),
                        preset.spec.order,
                        Some(preset.stop),
                    )
                }
                (None, Some(path)) if path.as_os_str() == "-" => {
                    if !stdin {
                        return Err(InputError::StdinTaken);
                    }
                    let reader = Box::new(io::stdin().lock());
                    ("<stdin>".to_owned(), None, reader, CellOrder::Row, None)
                }
                (None, Some(path)) => {
                    let name = path.display().to_string();
                    let reader = Box::new(BufReader::new(open(&path, &name)?));
                    (
                        name.clone(),
                        Some(Title::File(name)),
                        reader,
                        CellOrder::Row,
                        None,
                    )
                }
                (None, None) => {
                    return Err(InputError::Missing {
                        problem: Self::NAME,
                    });
                }
            };
        let order = match given.text("order") {
            Some(name) => order_named(&name)?,
            None => order,
        };
        let layout = match given.has("one-per-line") {
            true => LineForm::OnePerLine,
            false => LineForm::Detect,
        };
        let items = read_puzzles(source.clone(), reader, layout, order);
        Ok(Input::new(source, title, items).stopping(stop))
    }
}

/// The puzzles of `reader`, each checked and made a board searched in `order`, read one at
/// a time; a fault is one `SOURCE:LINE: what` message and ends them. Files, standard input
/// and presets are all read by this one function.
fn read_puzzles(
    source: String,
    reader: impl BufRead + 'static,
    layout: LineForm,
    order: CellOrder,
) -> impl Iterator<Item = Result<Item<SudokuBoard>, InputError>> {
    Puzzles::new(TextLines::new(reader), layout).map(move |puzzle| {
        let puzzle = puzzle.map_err(|error| PuzzleFileError::Parse {
            source: source.clone(),
            error,
        })?;
        let board = puzzle
            .board(order)
            .map_err(|error| PuzzleFileError::Board {
                source: source.clone(),
                line: puzzle.line,
                error,
                sixteen_lines: puzzle.ambiguous,
            })?;
        Ok(Item {
            line: puzzle.line,
            board,
        })
    })
}

fn open(path: &Path, name: &str) -> Result<File, PuzzleFileError> {
    if path.is_dir() {
        let name = name.to_owned();
        return Err(PuzzleFileError::IsDirectory { name });
    }
    File::open(path).map_err(|e| PuzzleFileError::Unreadable {
        name: name.to_owned(),
        reason: describe(&e),
    })
}

/// The cell order called `name` (one of [`CellOrder::CHOICES`]).
pub fn order_named(name: &str) -> Result<CellOrder, InputError> {
    CellOrder::ALL
        .into_iter()
        .find(|order| order.name() == name)
        .ok_or_else(|| ProblemError::typed(UnknownCellOrder(name.to_owned())).into())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Event, Search};

    #[test]
    fn every_order_is_offered_by_its_name() {
        let names: Vec<&str> = CellOrder::CHOICES.iter().map(|c| c.name).collect();
        let all: Vec<&str> = CellOrder::ALL.iter().map(|order| order.name()).collect();
        assert_eq!(names, all);
        for order in CellOrder::ALL {
            assert_eq!(order_named(order.name()), Ok(order));
        }
        let error = order_named("diagonal").unwrap_err().to_string();
        assert_eq!(
            error,
            "no cell order 'diagonal' (row, mrv, singles or cover)"
        );
    }

    #[test]
    fn presets_open_in_their_declared_order() {
        let mrv = SudokuBoard::from_spec(&presets::find("9x9-mrv").unwrap().spec).unwrap();
        assert_eq!(mrv.order(), CellOrder::Mrv);
        let row = SudokuBoard::from_spec(&presets::find("9x9-a4").unwrap().spec).unwrap();
        assert_eq!(row.order(), CellOrder::Row);
    }

    #[test]
    fn sudoku_rows_and_lines() {
        let cells: Vec<u8> = "0000102004010000".bytes().map(|b| b - b'0').collect();
        let board = SudokuBoard::new(Shape::for_side(4).unwrap(), &cells, CellOrder::Row).unwrap();
        assert_eq!(board.line(), "....1.2..4.1....");
        assert_eq!(board.trace_args(6, 3), "1 2 3");
        let mut search = Search::new(board, StopAfter::First);
        assert!(search.by_ref().any(|e| e == Event::Solution));
        let solved = search.problem();
        assert_eq!(solved.board().lines().count(), 4);
        assert!(!solved.line().contains('.'));
    }

    #[test]
    fn large_values_are_letters() {
        let shape = Shape::for_side(16).unwrap();
        let mut cells = vec![0; 256];
        cells[0] = 16;
        cells[1] = 10;
        let board = SudokuBoard::new(shape, &cells, CellOrder::Row).unwrap();
        assert!(board.line().starts_with("GA."));
        assert!(board.board().starts_with("G A . "));
    }
}
