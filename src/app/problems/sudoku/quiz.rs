//! What the quiz asks of the sudoku board: the digit of a cell, which cell an order fills
//! next, and which row, column or box holds a digit refused.

use crate::app::Telling;
use crate::app::board::quiz_words::QUIZ_REFUSED;
use crate::app::board::quizzed::Quizzed;
use crate::engine::Frame;
use crate::problems::SudokuBoard;
use crate::problems::{CellOrder, Shape};

use super::words::{
    QUIZ_SUDOKU_ASK, QUIZ_SUDOKU_CANDIDATES, QUIZ_SUDOKU_IN_BOX, QUIZ_SUDOKU_IN_COLUMN,
    QUIZ_SUDOKU_IN_ROW,
};

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
        tell.say(QUIZ_SUDOKU_ASK, &[&cell])
    }

    fn answers(&self, _slot: u16) -> Vec<u8> {
        (1..=self.shape().side() as u8).collect()
    }

    fn key_of(&self, choice: u8, _tell: Telling) -> String {
        Shape::symbol(choice).to_string()
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
            (Some(cell), _, _) => {
                tell.say(QUIZ_SUDOKU_IN_ROW, &[&digit, &places.of(row), &at(cell)])
            }
            (None, Some(cell), _) => {
                tell.say(QUIZ_SUDOKU_IN_COLUMN, &[&digit, &places.of(col), &at(cell)])
            }
            (None, None, Some(cell)) => tell.say(QUIZ_SUDOKU_IN_BOX, &[&digit, &at(cell)]),
            (None, None, None) => tell.say(QUIZ_REFUSED, &[&digit]),
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
        tell.say(QUIZ_SUDOKU_CANDIDATES, &[&named, &count])
    }
}
