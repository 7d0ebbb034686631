//! The board of a tour under way: each square's move number, the squares in the order
//! visited, and each square's onward moves.

use super::order::direction;
use super::square::{LANDINGS, OFF_BOARD};
use super::{KnightsTourError, MAX_SIDE, MAX_SQUARES, MoveOrder, Square};
use crate::engine::{Branch, Choices, Problem};

/// Where the slots of the search's own branches start: the branch that chooses the
/// square of number `k + 1` of the tour (from the start's 1) is slot `JUMP_SLOTS + k`.
///
/// A branch's choices are moves (see [`MoveOrder::choice`]), while its events name the
/// square the move lands on (see [`KnightsTourBoard`]); the two forms have slots this
/// far apart so that [`Problem::apply`] and [`Problem::undo`] can tell which they were
/// given, as the trait asks.
pub const JUMP_SLOTS: u16 = 1 << 15;

/// An N×N board on which a knight, from its start square, visits every square once: an
/// open tour, which need not end a move away from its start.
///
/// The search fills the tour one square at a time. A branch is the next move: its slot
/// the move's number (from [`JUMP_SLOTS`]), its choices the knight's moves to squares on
/// the board not yet visited, in the board's [`MoveOrder`]. Its events name what a book
/// prints, a number written on a square: `Place { slot: k, choice: s }` writes the
/// number `k + 1` on the square of index `s` (see [`Square::index`]), the start being
/// number 1 and never placed. So a breakpoint at "move 10 on c3" is one event whatever
/// path led there.
///
/// Placing a move marks its square with its number, appends it to the tour and takes
/// one onward move from each square around it; taking it back does the reverse. Nothing
/// is copied while the search runs: the board is a few fixed arrays.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KnightsTourBoard {
    n: u8,
    order: MoveOrder,
    /// How many squares the tour has visited, the start included: the last one is the
    /// knight's.
    visited: u8,
    /// Each square's number in the tour, from 1; 0 for a square not visited.
    numbers: [u8; MAX_SQUARES],
    /// The squares' indices in the order visited; only the first `visited` count, the
    /// others are 0.
    path: [u8; MAX_SQUARES],
    /// For each square, how many squares a knight's move away are not visited: the count
    /// Warnsdorff's rule sorts by.
    onward: [u8; MAX_SQUARES],
}

impl KnightsTourBoard {
    /// An `n`×`n` board with the knight on `start`, its moves tried in `order`.
    ///
    /// `n` is from 1 to [`MAX_SIDE`]: the command line offers fewer (see the puzzle's
    /// inputs), but a board of any of these sides can be searched. An error when `n` is
    /// out of range or `start` is off the board.
    pub fn new(n: usize, start: Square, order: MoveOrder) -> Result<Self, KnightsTourError> {
        if !(1..=MAX_SIDE).contains(&n) {
            return Err(KnightsTourError::Side { n });
        }
        if !start.is_on(n) {
            return Err(KnightsTourError::Start {
                text: start.to_string(),
                n,
            });
        }
        let mut board = KnightsTourBoard {
            n: n as u8,
            order,
            visited: 0,
            numbers: [0; MAX_SQUARES],
            path: [0; MAX_SQUARES],
            onward: [0; MAX_SQUARES],
        };
        for index in 0..n * n {
            let on_board = board.landings()[index]
                .iter()
                .filter(|&&to| to != OFF_BOARD);
            board.onward[index] = on_board.count() as u8;
        }
        board.visit(start.index(n));
        Ok(board)
    }

    /// The side of the board.
    pub fn size(&self) -> usize {
        usize::from(self.n)
    }

    /// How many squares the board has.
    pub fn squares(&self) -> usize {
        self.size() * self.size()
    }

    /// The order the knight's moves are tried in.
    pub fn order(&self) -> MoveOrder {
        self.order
    }

    /// The same board and start, the tour not begun, to be searched in `order` instead.
    pub fn reordered(&self, order: MoveOrder) -> KnightsTourBoard {
        KnightsTourBoard::new(self.size(), self.start(), order)
            .expect("BUG: a side and start accepted once are refused")
    }

    /// The square the tour starts on.
    pub fn start(&self) -> Square {
        self.square(usize::from(self.path[0]))
    }

    /// The square the knight stands on: the last of the tour so far.
    pub fn knight(&self) -> Square {
        self.square(usize::from(self.path[self.visited_count() - 1]))
    }

    /// How many squares the tour has visited, the start included.
    pub fn visited_count(&self) -> usize {
        usize::from(self.visited)
    }

    /// Whether the tour has visited every square.
    pub fn is_complete(&self) -> bool {
        self.visited_count() == self.squares()
    }

    /// The number of `square` in the tour, from 1 for the start; `None` for a square not
    /// visited, or off the board.
    pub fn number_at(&self, square: Square) -> Option<usize> {
        if !square.is_on(self.size()) {
            return None;
        }
        match self.numbers[square.index(self.size())] {
            0 => None,
            number => Some(usize::from(number)),
        }
    }

    /// The squares of the tour so far, in the order visited, the start first.
    pub fn tour(&self) -> impl ExactSizeIterator<Item = Square> + '_ {
        (self.path[..self.visited_count()].iter()).map(|&index| self.square(usize::from(index)))
    }

    /// How many squares a knight's move from `square` are not visited: its onward moves,
    /// which Warnsdorff's rule takes the fewest of first. 0 off the board.
    pub fn onward_moves(&self, square: Square) -> usize {
        match square.is_on(self.size()) {
            true => usize::from(self.onward[square.index(self.size())]),
            false => 0,
        }
    }

    /// Where the move `choice` of a branch of this board (see [`MoveOrder::choice`]) lands
    /// from the knight's square; `None` off the board.
    pub fn landing(&self, choice: u8) -> Option<Square> {
        self.knight().jump(direction(choice), self.size())
    }

    /// The index in the tour (from 0, the start) of the square a slot of either form
    /// fills: a branch's (from [`JUMP_SLOTS`]) or an event's.
    pub fn tour_index(slot: u16) -> usize {
        usize::from(slot.checked_sub(JUMP_SLOTS).unwrap_or(slot))
    }

    /// The square of index `index` of this board.
    fn square(&self, index: usize) -> Square {
        Square::at(index, self.size()).expect("BUG: a square's index is off the board")
    }

    /// For each square's index and each direction, where the knight lands on this board.
    #[inline]
    fn landings(&self) -> &'static [[u8; 8]; MAX_SQUARES] {
        &LANDINGS[usize::from(self.n) % (MAX_SIDE + 1)]
    }

    /// Visits the square of index `index`, the next of the tour.
    #[inline]
    fn visit(&mut self, index: usize) {
        let k = self.visited_count();
        self.visited += 1;
        self.numbers[index] = self.visited;
        self.path[k] = index as u8;
        for &to in &self.landings()[index] {
            if to != OFF_BOARD {
                self.onward[usize::from(to)] -= 1;
            }
        }
    }

    /// Leaves the square of index `index`, the last of the tour.
    #[inline]
    fn leave(&mut self, index: usize) {
        self.visited -= 1;
        self.numbers[index] = 0;
        self.path[self.visited_count()] = 0;
        for &to in &self.landings()[index] {
            if to != OFF_BOARD {
                self.onward[usize::from(to)] += 1;
            }
        }
    }
}

impl Problem for KnightsTourBoard {
    #[inline]
    fn branch(&self) -> Option<Branch> {
        let k = self.visited_count();
        if k == self.squares() {
            return None;
        }
        let from = usize::from(self.path[k - 1]);
        let mut choices = Choices::EMPTY;
        for (d, &to) in (0..8u8).zip(&self.landings()[from]) {
            if to != OFF_BOARD && self.numbers[usize::from(to)] == 0 {
                choices = choices.with(self.order.choice(d, self.onward[usize::from(to)]));
            }
        }
        Some(Branch {
            slot: JUMP_SLOTS + k as u16,
            choices,
        })
    }

    /// The number's slot and the square's index of a branch's move (see
    /// [`KnightsTourBoard`]); an event's own form as it is.
    #[inline]
    fn placement(&self, slot: u16, choice: u8) -> (u16, u8) {
        if slot < JUMP_SLOTS {
            return (slot, choice);
        }
        let k = usize::from(slot - JUMP_SLOTS);
        let from = self.path[k.checked_sub(1).expect("BUG: a move to the start square")];
        let to = self.landings()[usize::from(from)][direction(choice)];
        debug_assert_ne!(to, OFF_BOARD, "BUG: a move off the board");
        (k as u16, to)
    }

    #[inline]
    fn apply(&mut self, slot: u16, choice: u8) {
        let (k, index) = self.placement(slot, choice);
        let index = usize::from(index);
        debug_assert_eq!(
            usize::from(k),
            self.visited_count(),
            "BUG: a move out of turn"
        );
        debug_assert_eq!(self.numbers[index], 0, "BUG: a square visited twice");
        self.visit(index);
    }

    #[inline]
    fn undo(&mut self, slot: u16, choice: u8) {
        let (k, index) = self.placement(slot, choice);
        let index = usize::from(index);
        debug_assert_eq!(
            usize::from(k) + 1,
            self.visited_count(),
            "BUG: taking back a move that is not the last"
        );
        debug_assert_eq!(
            usize::from(self.path[usize::from(k)]),
            index,
            "BUG: taking back a square not there"
        );
        self.leave(index);
    }

    fn max_depth(&self) -> usize {
        self.squares() - 1
    }

    /// Every move of the fixed order, the squares off the board and those visited being
    /// what the rule refused; nothing in Warnsdorff's order, whose choices count onward
    /// moves only a move's square has.
    fn choice_range(&self, slot: u16) -> Choices {
        match (self.order, slot >= JUMP_SLOTS) {
            (MoveOrder::Fixed, true) => Choices::from_bits(0xFF),
            _ => Choices::EMPTY,
        }
    }

    fn slot_text(
        &self,
        slot: u16,
        choice: u8,
        first: u16,
        wording: &crate::engine::Wording,
    ) -> String {
        super::slot_text::text(self, slot, choice, first, wording)
    }

    fn read_slot(
        &self,
        text: &str,
        first: u16,
        wordings: &[crate::engine::Wording],
    ) -> crate::problems::slot_text::Read {
        super::slot_text::read(self, text, first, wordings)
    }

    const SLOT_FORM: Option<&'static str> = Some(super::slot_text::FORM);
}
