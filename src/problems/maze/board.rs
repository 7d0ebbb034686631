//! The rat's path through a maze: the state a depth-first search extends and takes back.

use std::sync::Arc;

use super::{Direction, Maze, step_text};
use crate::engine::{Branch, Choices, Problem, Wording};
use crate::problems::Notation;
use crate::problems::slot_text::Read;

/// Every move, as the choices of a step before any is checked: right, down, left, up.
const EVERY_MOVE: Choices = Choices::from_bits(0b1111);

/// A path from a maze's start, grown one square at a time by a depth-first search.
///
/// A slot is a step of the path, numbered from 0: slot `k` is the move from the path's
/// square `k` to its square `k + 1`, so the slot is the path's length in moves so far.
/// A choice is a [`Direction`], tried right, down, left, up; the legal ones lead to an
/// open square not on the path yet, so every path is simple (it never crosses itself).
/// A path that reaches the exit is a solution: the search has nothing more to branch on
/// there and backs up to look for another.
///
/// [`apply`](Problem::apply) steps onto a square and marks it on the path,
/// [`undo`](Problem::undo) steps back off it and clears it: the path retreating, as the
/// textbook's `visited[x][y] = false` after the recursive call. The path's squares are
/// kept in a buffer sized once for the longest path, so nothing is allocated or copied
/// while the search runs; the maze is shared between a board and its copies.
///
/// # Examples
///
/// Every path of a small maze, written as its moves:
///
/// ```
/// use backtrack::engine::{Event, Search, StopAfter};
/// use backtrack::problems::Notation;
/// use backtrack::problems::maze::{Maze, MazeBoard};
///
/// let maze = Maze::parse("S..\n.#.\n..E\n").expect("a maze");
/// let mut search = Search::new(MazeBoard::new(maze), StopAfter::Exhaustion);
/// let mut paths = Vec::new();
/// while let Some(event) = search.next() {
///     if event == Event::Solution {
///         paths.push(search.problem().line());
///     }
/// }
/// assert_eq!(paths, ["RRDD", "DDRR"]);
/// ```
#[derive(Clone, Debug)]
pub struct MazeBoard {
    maze: Arc<Maze>,
    /// For each square, whether it is on the path.
    on_path: Vec<bool>,
    /// The path's squares from the start; only the first `length` are its own, the rest
    /// room for the longest path.
    path: Vec<usize>,
    length: usize,
}

impl MazeBoard {
    /// The path of `maze` that has not left the start yet.
    pub fn new(maze: impl Into<Arc<Maze>>) -> MazeBoard {
        let maze = maze.into();
        let mut on_path = vec![false; maze.len()];
        on_path[maze.start()] = true;
        let mut path = vec![0; maze.open_count()];
        path[0] = maze.start();
        MazeBoard {
            maze,
            on_path,
            path,
            length: 1,
        }
    }

    /// The maze being walked.
    pub fn maze(&self) -> &Maze {
        &self.maze
    }

    /// The squares of the path, the start first and the square the rat stands on last.
    pub fn path(&self) -> &[usize] {
        &self.path[..self.length]
    }

    /// The square the rat stands on: the path's last.
    pub fn head(&self) -> usize {
        self.path[self.length - 1]
    }

    /// Whether `square` is on the path.
    pub fn is_on_path(&self, square: usize) -> bool {
        self.on_path.get(square).copied().unwrap_or(false)
    }

    /// Whether the path has reached the exit.
    pub fn is_solved(&self) -> bool {
        self.head() == self.maze.exit()
    }

    /// The moves of the path, in order.
    pub fn moves(&self) -> impl Iterator<Item = Direction> + '_ {
        self.path().windows(2).map(|pair| {
            Direction::ALL
                .into_iter()
                .find(|&direction| self.maze.step(pair[0], direction) == Some(pair[1]))
                .expect("BUG: two squares of a path are not side by side")
        })
    }

    /// The square the move `choice` of step `slot` enters, as the board stands right
    /// after that move's event: after its `Place` the square just stepped onto, after its
    /// `Remove` the square just stepped back off.
    ///
    /// This is what a view marks: the rat's new square on a placement, and on a removal a
    /// square tried and given up, a dead end unless a solution was found beyond it. `None`
    /// for a step the path has not reached or a move that leads nowhere.
    pub fn target(&self, slot: u16, choice: u8) -> Option<usize> {
        let from = *self.path().get(usize::from(slot))?;
        self.maze.step(from, Direction::from_choice(choice)?)
    }

    /// The moves the rat could make from `square` now: to an open square beside it that
    /// is not on the path.
    #[inline]
    fn free_moves(&self, square: usize) -> Choices {
        let mut free = Choices::EMPTY;
        for direction in Direction::ALL {
            if let Some(next) = self.maze.step(square, direction)
                && !self.on_path[next]
            {
                free = free.with(direction.choice());
            }
        }
        free
    }
}

/// Two boards are equal when they walk the same maze and stand on the same path: what
/// the buffer holds past the path is room, not state.
impl PartialEq for MazeBoard {
    fn eq(&self, other: &Self) -> bool {
        self.maze == other.maze && self.path() == other.path()
    }
}

impl Eq for MazeBoard {}

impl Problem for MazeBoard {
    #[inline]
    fn branch(&self) -> Option<Branch> {
        let head = self.head();
        if head == self.maze.exit() {
            return None;
        }
        Some(Branch {
            slot: (self.length - 1) as u16,
            choices: self.free_moves(head),
        })
    }

    #[inline]
    fn apply(&mut self, slot: u16, choice: u8) {
        debug_assert_eq!(
            usize::from(slot),
            self.length - 1,
            "BUG: a step out of turn"
        );
        let direction = Direction::from_choice(choice).expect("BUG: a move that is none of four");
        let next = (self.maze.step(self.head(), direction))
            .expect("BUG: a move into a wall or off the grid");
        debug_assert!(!self.on_path[next], "BUG: a path crossing itself");
        self.on_path[next] = true;
        self.path[self.length] = next;
        self.length += 1;
    }

    #[inline]
    fn undo(&mut self, slot: u16, choice: u8) {
        debug_assert_eq!(
            usize::from(slot),
            self.length - 2,
            "BUG: a step back out of turn"
        );
        debug_assert_eq!(self.target(slot, choice), Some(self.head()));
        self.length -= 1;
        self.on_path[self.path[self.length]] = false;
    }

    fn max_depth(&self) -> usize {
        self.path.len() - 1
    }

    /// All four moves: those into a wall, off the grid or onto the path are what the
    /// rules refused.
    fn choice_range(&self, _slot: u16) -> Choices {
        EVERY_MOVE
    }

    fn slot_text(&self, slot: u16, choice: u8, first: u16, wording: &Wording) -> String {
        step_text::step(self, slot, choice, first, wording)
    }

    fn read_slot(&self, text: &str, first: u16, wordings: &[Wording]) -> Read {
        step_text::read_step(self, text, first, wordings)
    }

    const SLOT_FORM: Option<&'static str> = Some(step_text::FORM);
}

/// A path by its moves, and the maze with the path drawn on it.
impl Notation for MazeBoard {
    /// The moves from the start, one letter each with no space, as the rat-in-a-maze
    /// exercises print a path: `RRDDLD`; empty while the rat is still at the start.
    fn line(&self) -> String {
        self.moves().map(Direction::letter).collect()
    }

    /// The maze as its file writes it, the path's squares between the start and the
    /// rat marked `*`.
    fn board(&self) -> String {
        self.maze
            .drawn(|square| self.on_path[square].then_some('*'))
    }

    /// The step from 0, the move, and the row and column (from 0) of the square it
    /// enters or, for a removal, leaves: `3 down 2 1`.
    fn trace_args(&self, slot: u16, choice: u8) -> String {
        match (Direction::from_choice(choice), self.target(slot, choice)) {
            (Some(direction), Some(square)) => {
                let (row, column) = self.maze.row_column(square);
                format!("{slot} {} {row} {column}", direction.name())
            }
            _ => format!("{slot} {choice}"),
        }
    }
}
