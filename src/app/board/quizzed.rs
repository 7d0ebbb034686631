//! What the quiz asks of each problem ([`Quizzed`]): the question over the slot being
//! filled, the keys that name its choices, and why a check refuses a choice, in the words
//! of the board. Each problem implements it in its view folder's `quiz.rs`.

use super::telling::Telling;
use crate::engine::Frame;

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
