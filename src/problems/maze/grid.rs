//! The maze itself: a rectangle of walls and open squares with a start and an exit. It
//! never changes while a search walks it.

use super::Direction;

/// The most rows, and the most columns, a maze has: far more than a terminal shows, and
/// every path of the largest fits a search slot (a step is numbered by a `u16`).
pub const MAX_SIDE: usize = 255;

/// What a move's entry holds where it leads off the grid or into a wall.
const BLOCKED: u32 = u32::MAX;

/// A rectangular grid of squares, each a wall or open, with a start and an exit on open
/// squares.
///
/// A square is named by its index, row-major from 0 at the top left: square
/// `row * width + column`. For each square the maze keeps where each of the four moves
/// leads, so a search asks where it can go at the cost of four lookups.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Maze {
    width: usize,
    height: usize,
    open: Vec<bool>,
    start: usize,
    exit: usize,
    /// For each square and each move in [`Direction::ALL`]'s order, the open square it
    /// leads to, or [`BLOCKED`].
    moves: Vec<[u32; 4]>,
}

impl Maze {
    /// A maze of `width` × `height` squares, `open[row * width + column]` telling which
    /// are open, from `start` to `exit`, each given as `(row, column)`.
    ///
    /// `None` unless both sides are from 1 to [`MAX_SIDE`], `open` holds a square for
    /// each, and the start and the exit are open squares of the grid. The start and the
    /// exit may be the same square: a rat that starts at the exit has its path, the empty
    /// one, as the 1×1 open grid does.
    pub fn new(
        width: usize,
        height: usize,
        open: Vec<bool>,
        start: (usize, usize),
        exit: (usize, usize),
    ) -> Option<Maze> {
        let sides = 1..=MAX_SIDE;
        if !sides.contains(&width) || !sides.contains(&height) || open.len() != width * height {
            return None;
        }
        let index = |(row, column): (usize, usize)| {
            (row < height && column < width)
                .then_some(row * width + column)
                .filter(|&square| open[square])
        };
        let (start, exit) = (index(start)?, index(exit)?);
        let mut maze = Maze {
            width,
            height,
            open,
            start,
            exit,
            moves: Vec::new(),
        };
        maze.moves = (0..width * height)
            .map(|square| Direction::ALL.map(|direction| maze.lead(square, direction)))
            .collect();
        Some(maze)
    }

    /// An `n`×`n` grid with no wall, from the top left square to the bottom right: the
    /// board of the question "how many paths cross a grid without crossing themselves?"
    /// (1, 2, 12, 184, 8,512 … for n = 1, 2, 3, 4, 5, OEIS A007764). `None` unless `n` is
    /// from 1 to [`MAX_SIDE`].
    pub fn open_grid(n: usize) -> Option<Maze> {
        let last = n.checked_sub(1)?;
        Maze::new(n, n, vec![true; n * n], (0, 0), (last, last))
    }

    /// Where `direction` leads from `square` when nothing is known yet: the open square
    /// beside it, if any.
    fn lead(&self, square: usize, direction: Direction) -> u32 {
        let (row, column) = self.row_column(square);
        let (dr, dc) = direction.offset();
        let beside = row
            .checked_add_signed(dr)
            .zip(column.checked_add_signed(dc))
            .filter(|&(row, column)| row < self.height && column < self.width)
            .map(|(row, column)| row * self.width + column)
            .filter(|&next| self.open[next]);
        match beside {
            Some(next) => u32::try_from(next).expect("BUG: a maze has more squares than u32"),
            None => BLOCKED,
        }
    }

    /// How many columns it has.
    pub fn width(&self) -> usize {
        self.width
    }

    /// How many rows it has.
    pub fn height(&self) -> usize {
        self.height
    }

    /// How many squares it has, walls included.
    pub fn len(&self) -> usize {
        self.open.len()
    }

    /// Whether it has no square; a maze always has one, so never.
    pub fn is_empty(&self) -> bool {
        self.open.is_empty()
    }

    /// How many of its squares are open: the longest a path can be, in squares.
    pub fn open_count(&self) -> usize {
        self.open.iter().filter(|&&open| open).count()
    }

    /// The square the rat starts on.
    pub fn start(&self) -> usize {
        self.start
    }

    /// The square it is to reach.
    pub fn exit(&self) -> usize {
        self.exit
    }

    /// Whether `square` is open; `false` for a wall and for a square off the grid.
    pub fn is_open(&self, square: usize) -> bool {
        self.open.get(square).copied().unwrap_or(false)
    }

    /// The row and column of `square`, from 0.
    pub fn row_column(&self, square: usize) -> (usize, usize) {
        (square / self.width, square % self.width)
    }

    /// The square at `row` and `column`, if the grid has it.
    pub fn square(&self, row: usize, column: usize) -> Option<usize> {
        (row < self.height && column < self.width).then_some(row * self.width + column)
    }

    /// The open square `direction` leads to from `square`; `None` for a wall, the edge of
    /// the grid, or a square off it.
    #[inline]
    pub fn step(&self, square: usize, direction: Direction) -> Option<usize> {
        let next = self.moves.get(square)?[usize::from(direction.choice())];
        (next != BLOCKED).then_some(next as usize)
    }

    /// The maze in the text format [`Maze::parse`] reads, ending with a newline: `#` a
    /// wall, `.` an open square, `S` the start and `E` the exit.
    ///
    /// A maze whose start is its exit has no text of its own; it is written with its `S`.
    pub fn text(&self) -> String {
        self.drawn(|_| None)
    }

    /// The maze as [`text`](Maze::text) writes it, with `mark(square)` written instead of
    /// an open square's `.` where it gives a character. The start and the exit keep
    /// their letters.
    pub(super) fn drawn(&self, mark: impl Fn(usize) -> Option<char>) -> String {
        let mut text = String::with_capacity((self.width + 1) * self.height);
        for row in 0..self.height {
            for column in 0..self.width {
                let square = row * self.width + column;
                let symbol = if square == self.start {
                    'S'
                } else if square == self.exit {
                    'E'
                } else if !self.open[square] {
                    '#'
                } else {
                    mark(square).unwrap_or('.')
                };
                text.push(symbol);
            }
            text.push('\n');
        }
        text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_stop_at_walls_and_edges() {
        // . # .
        // S . E
        let open = vec![true, false, true, true, true, true];
        let maze = Maze::new(3, 2, open, (1, 0), (1, 2)).expect("a maze");
        assert_eq!((maze.start(), maze.exit()), (3, 5));
        assert_eq!(maze.step(3, Direction::Right), Some(4));
        assert_eq!(maze.step(3, Direction::Up), Some(0));
        assert_eq!(maze.step(3, Direction::Left), None);
        assert_eq!(maze.step(3, Direction::Down), None);
        assert_eq!(maze.step(4, Direction::Up), None, "a wall");
        assert_eq!(maze.step(99, Direction::Up), None, "off the grid");
        assert_eq!(maze.open_count(), 5);
        assert_eq!(maze.text(), ".#.\nS.E\n");
        assert_eq!(maze.row_column(5), (1, 2));
        assert_eq!(maze.square(1, 2), Some(5));
        assert_eq!(maze.square(2, 0), None);
    }

    #[test]
    fn a_maze_needs_open_squares_to_start_and_end_on() {
        let open = vec![true, false];
        assert!(Maze::new(2, 1, open.clone(), (0, 0), (0, 1)).is_none());
        assert!(Maze::new(2, 1, open.clone(), (0, 2), (0, 0)).is_none());
        assert!(Maze::new(3, 1, open.clone(), (0, 0), (0, 0)).is_none());
        assert!(Maze::new(0, 0, Vec::new(), (0, 0), (0, 0)).is_none());
        assert!(Maze::open_grid(0).is_none());
        assert!(Maze::open_grid(MAX_SIDE + 1).is_none());
        let one = Maze::open_grid(1).expect("a maze");
        assert_eq!(one.start(), one.exit());
        assert_eq!(one.text(), "S\n");
        assert_eq!(
            Maze::open_grid(3).expect("a maze").text(),
            "S..\n...\n..E\n"
        );
    }
}
