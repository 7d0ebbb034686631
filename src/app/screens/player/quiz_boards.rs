//! What the quiz asks of each problem: the question over the slot being filled, the keys
//! that name its choices, and why a check refuses a choice, in the words of the board.

use crate::app::Telling;
use crate::engine::{Choices, Frame};
use crate::problems::graph_colouring::colour_letter;
use crate::problems::subset_sum::{Refusal, SKIP, TAKE};
use crate::problems::{
    CellOrder, ColouringBoard, Permutations, QueensBoard, SubsetSum, SudokuBoard,
};

use super::quiz_words as quiz;

/// What the quiz needs to ask a class about a problem's next step.
///
/// The quiz itself knows only frames and events; each problem says in its own terms what
/// is asked ("Row 3: which column?"), what the class types for each choice, and why a
/// check refuses a choice, so that the verdict teaches what the board shows.
pub trait Quizzed {
    /// The question over the choice for `slot`, a frame's slot, as the board stands.
    fn asking(&self, slot: u16, tell: Telling) -> String;

    /// Every choice the class can give for `slot`, in the order the search tries them.
    fn answers(&self, slot: u16) -> Vec<u8>;

    /// What the class types for `choice`: the name the board writes it with.
    fn key_of(&self, choice: u8, tell: Telling) -> String;

    /// `choice` as the verdict names it: `column 3`, `4`, `+`.
    fn named(&self, choice: u8, tell: Telling) -> String {
        self.key_of(choice, tell)
    }

    /// Why a check refuses `choice` in `slot` as the board stands, in a few words.
    fn refusal(&self, slot: u16, choice: u8, tell: Telling) -> String;

    /// Whether the class is asked which cell comes first, before the choice in it: an
    /// order that picks its cell as the board stands, on a frame it has not tried yet.
    fn asks_cell(&self, frame: &Frame) -> bool {
        let _ = frame;
        false
    }

    /// Whether the frame's choice is a cell, so that the cell answers it whole.
    fn choice_is_cell(&self, frame: &Frame) -> bool {
        let _ = frame;
        false
    }

    /// The cells a cell question can be answered with: the empty ones.
    fn cells(&self) -> Vec<u16> {
        Vec::new()
    }

    /// The cell a frame fills, or for a frame whose choices are cells the cell `choice`
    /// names.
    fn cell_of(&self, frame: &Frame, choice: Option<u8>) -> Option<u16> {
        let _ = (frame, choice);
        None
    }

    /// What the class types for `cell`: its row and column.
    fn cell_key(&self, cell: u16, tell: Telling) -> String {
        let _ = (cell, tell);
        String::new()
    }

    /// `cell` as the verdict names it: `(2,3)`.
    fn cell_named(&self, cell: u16, tell: Telling) -> String {
        self.cell_key(cell, tell)
    }

    /// What the order weighs a cell by, for the verdict: `(2,3) has 1 candidate`.
    fn cell_weight(&self, cell: u16, tell: Telling) -> String {
        let _ = (cell, tell);
        String::new()
    }

    /// The choice a click on the board's square (`row`, `col`) gives as an answer, on a
    /// board whose squares show its choices: a queen's column.
    fn choice_at(&self, row: u16, col: u16) -> Option<u8> {
        let _ = (row, col);
        None
    }

    /// The cell a click on the board's square (`row`, `col`) gives as the answer to a
    /// cell question.
    fn cell_at(&self, row: u16, col: u16) -> Option<u16> {
        let _ = (row, col);
        None
    }
}

impl Quizzed for QueensBoard {
    fn asking(&self, slot: u16, tell: Telling) -> String {
        let row = tell.places().of(usize::from(slot));
        tell.say(quiz::QUIZ_QUEENS_ASK, &[&row])
    }

    fn answers(&self, _slot: u16) -> Vec<u8> {
        (0..self.size() as u8).collect()
    }

    fn key_of(&self, choice: u8, tell: Telling) -> String {
        tell.places().of(usize::from(choice)).to_string()
    }

    fn named(&self, choice: u8, tell: Telling) -> String {
        tell.say(quiz::QUIZ_QUEENS_COLUMN, &[&self.key_of(choice, tell)])
    }

    fn choice_at(&self, _row: u16, col: u16) -> Option<u8> {
        u8::try_from(col).ok()
    }

    fn refusal(&self, slot: u16, choice: u8, tell: Telling) -> String {
        let (row, col) = (usize::from(slot), usize::from(choice));
        let column = self.key_of(choice, tell);
        let attacker = (self.queens().iter().enumerate())
            .map(|(r, &c)| (r, usize::from(c)))
            .find(|&(r, c)| r < row && (c == col || row - r == c.abs_diff(col)));
        match attacker {
            Some((r, c)) => {
                let cell = tell.places().cell(r, c);
                let id = match c == col {
                    true => quiz::QUIZ_QUEENS_SAME_COLUMN,
                    false => quiz::QUIZ_QUEENS_SAME_DIAGONAL,
                };
                tell.say(id, &[&column, &cell])
            }
            None => tell.say(quiz::QUIZ_REFUSED, &[&column]),
        }
    }
}

/// A sudoku cell's row and column.
fn row_col(board: &SudokuBoard, cell: u16) -> (usize, usize) {
    let side = board.shape().side();
    (usize::from(cell) / side, usize::from(cell) % side)
}

impl Quizzed for SudokuBoard {
    fn cell_at(&self, row: u16, col: u16) -> Option<u16> {
        let side = self.shape().side() as u16;
        (row < side && col < side).then_some(row * side + col)
    }

    fn asking(&self, slot: u16, tell: Telling) -> String {
        let (row, col) = row_col(self, slot);
        let cell = tell.places().cell(row, col);
        tell.say(quiz::QUIZ_SUDOKU_ASK, &[&cell])
    }

    fn answers(&self, _slot: u16) -> Vec<u8> {
        (1..=self.shape().side() as u8).collect()
    }

    fn key_of(&self, choice: u8, _tell: Telling) -> String {
        crate::problems::Shape::symbol(choice).to_string()
    }

    fn refusal(&self, slot: u16, choice: u8, tell: Telling) -> String {
        let (row, col) = row_col(self, slot);
        let shape = self.shape();
        let side = shape.side();
        let digit = self.key_of(choice, tell);
        let holds = |cell: usize| cell != usize::from(slot) && self.value(cell) == choice;
        let in_row = (0..side).map(|c| row * side + c).find(|&cell| holds(cell));
        let in_col = (0..side).map(|r| r * side + col).find(|&cell| holds(cell));
        let boxed = shape.box_of(row, col);
        let in_box = (0..side * side)
            .filter(|&cell| shape.box_of(cell / side, cell % side) == boxed)
            .find(|&cell| holds(cell));
        let places = tell.places();
        let at = |cell: usize| places.cell(cell / side, cell % side);
        match (in_row, in_col, in_box) {
            (Some(cell), _, _) => tell.say(
                quiz::QUIZ_SUDOKU_IN_ROW,
                &[&digit, &places.of(row), &at(cell)],
            ),
            (None, Some(cell), _) => tell.say(
                quiz::QUIZ_SUDOKU_IN_COLUMN,
                &[&digit, &places.of(col), &at(cell)],
            ),
            (None, None, Some(cell)) => tell.say(quiz::QUIZ_SUDOKU_IN_BOX, &[&digit, &at(cell)]),
            (None, None, None) => tell.say(quiz::QUIZ_REFUSED, &[&digit]),
        }
    }

    fn asks_cell(&self, frame: &Frame) -> bool {
        self.order() != CellOrder::Row
            && (self.choice_is_cell(frame) || frame.tried().is_empty() && frame.placed().is_none())
    }

    fn choice_is_cell(&self, frame: &Frame) -> bool {
        self.cover()
            .is_some_and(|cover| cover.unit_value(frame.slot()).is_some())
    }

    fn cells(&self) -> Vec<u16> {
        (0..self.shape().cells())
            .filter(|&cell| self.value(cell) == 0)
            .map(|cell| cell as u16)
            .collect()
    }

    fn cell_of(&self, frame: &Frame, choice: Option<u8>) -> Option<u16> {
        use crate::engine::Problem;
        match (self.choice_is_cell(frame), choice) {
            (false, _) => Some(frame.slot()),
            (true, Some(choice)) => Some(self.placement(frame.slot(), choice).0),
            (true, None) => None,
        }
    }

    fn cell_key(&self, cell: u16, tell: Telling) -> String {
        let (row, col) = row_col(self, cell);
        let places = tell.places();
        match self.shape().side() + usize::from(places.of(0) == 0) <= 10 {
            true => format!("{}{}", places.of(row), places.of(col)),
            false => format!("{},{}", places.of(row), places.of(col)),
        }
    }

    fn cell_named(&self, cell: u16, tell: Telling) -> String {
        let (row, col) = row_col(self, cell);
        tell.places().cell(row, col)
    }

    fn cell_weight(&self, cell: u16, tell: Telling) -> String {
        let count = self.candidates(usize::from(cell)).len();
        let named = self.cell_named(cell, tell);
        tell.say(quiz::QUIZ_SUDOKU_CANDIDATES, &[&named, &count])
    }
}

impl Quizzed for Permutations {
    fn asking(&self, slot: u16, tell: Telling) -> String {
        let position = tell.places().of(usize::from(slot));
        tell.say(quiz::QUIZ_PERMUTATIONS_ASK, &[&position])
    }

    fn answers(&self, _slot: u16) -> Vec<u8> {
        (1..=self.size() as u8).collect()
    }

    fn key_of(&self, choice: u8, _tell: Telling) -> String {
        choice.to_string()
    }

    fn refusal(&self, _slot: u16, choice: u8, tell: Telling) -> String {
        let position = self.arranged().iter().position(|&value| value == choice);
        match position {
            Some(position) => {
                let position = tell.places().of(position);
                tell.say(quiz::QUIZ_PERMUTATIONS_USED, &[&choice, &position])
            }
            None => tell.say(quiz::QUIZ_REFUSED, &[&choice]),
        }
    }
}

impl Quizzed for SubsetSum {
    fn asking(&self, slot: u16, tell: Telling) -> String {
        let number = self.numbers()[usize::from(slot)];
        tell.say(quiz::QUIZ_SUBSET_ASK, &[&number])
    }

    fn answers(&self, _slot: u16) -> Vec<u8> {
        vec![TAKE, SKIP]
    }

    fn key_of(&self, choice: u8, _tell: Telling) -> String {
        if choice == TAKE { "+" } else { "-" }.to_string()
    }

    fn refusal(&self, slot: u16, choice: u8, tell: Telling) -> String {
        let index = usize::from(slot);
        let (sum, target) = (self.sum(), self.target());
        let key = self.key_of(choice, tell);
        match self.refusal_at(index, sum, choice) {
            Some(Refusal::PassesTarget) => {
                let number = self.numbers()[index];
                tell.say(quiz::QUIZ_SUBSET_PASSES, &[&sum, &number, &target])
            }
            Some(Refusal::CannotReach) => {
                let rest = match choice {
                    TAKE => self.rest(index),
                    _ => self.rest(index + 1),
                };
                tell.say(quiz::QUIZ_SUBSET_SHORT, &[&key, &sum, &rest, &target])
            }
            None => tell.say(quiz::QUIZ_REFUSED, &[&key]),
        }
    }
}

impl Quizzed for ColouringBoard {
    fn asking(&self, slot: u16, tell: Telling) -> String {
        let region = &self.map().regions()[usize::from(slot)].name;
        tell.say(quiz::QUIZ_COLOURING_ASK, &[region])
    }

    fn answers(&self, _slot: u16) -> Vec<u8> {
        (0..self.colours() as u8).collect()
    }

    fn key_of(&self, choice: u8, _tell: Telling) -> String {
        colour_letter(choice).to_string()
    }

    fn refusal(&self, slot: u16, choice: u8, tell: Telling) -> String {
        let key = self.key_of(choice, tell);
        let holder = (self.refusals(usize::from(slot)).into_iter())
            .find(|&(colour, _)| colour == choice)
            .map(|(_, neighbour)| self.map().regions()[neighbour].name.clone());
        match holder {
            Some(region) => tell.say(quiz::QUIZ_COLOURING_NEIGHBOUR, &[&key, &region]),
            None => tell.say(quiz::QUIZ_REFUSED, &[&key]),
        }
    }
}

/// The choices of `frame` a check refused: those it could take before any check, less
/// the legal ones.
pub fn refused_in(frame: &Frame, answers: &[u8]) -> Choices {
    let legal = frame.choices();
    answers
        .iter()
        .copied()
        .filter(|&c| !legal.contains(c))
        .collect()
}
