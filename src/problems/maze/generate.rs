//! Making mazes, the same one every time for a seed.
//!
//! The maze is carved by a depth-first walk of its own, the "recursive backtracker":
//! rooms sit on the squares of odd row and odd column, walls everywhere else; from the
//! first room the walk knocks down the wall to a random neighbouring room it has not
//! visited and goes on from there, and backs up when every neighbour is visited, until
//! every room is reached. The result is a perfect maze: every room is reached by exactly
//! one simple path, so a search finds one path from the start at the top left to the exit
//! at the bottom right, after the dead ends the walk left behind. The randomness is the
//! sudoku generator's own small one, so a seed names the same maze on every machine.

use std::ops::RangeInclusive;

use super::{Direction, Maze};
use crate::problems::random::SplitMix64;

/// The widths a generated maze may have, in squares: odd, walls round the edge included.
/// The widest fits a terminal of 80 columns with each square two characters wide.
pub const WIDTHS: RangeInclusive<usize> = 5..=41;

/// The heights a generated maze may have, in squares: odd, walls round the edge
/// included. The tallest leaves a terminal of 24 lines a few for the rest of a screen.
pub const HEIGHTS: RangeInclusive<usize> = 5..=21;

/// A perfect maze of `width` × `height` squares chosen by `seed`, from the start at the
/// top left room to the exit at the bottom right one.
///
/// `None` unless both sides are odd and in range ([`WIDTHS`], [`HEIGHTS`]): walls on the
/// odd sides' edges leave rooms on the odd squares, `(width - 1) / 2` by
/// `(height - 1) / 2` of them.
pub fn generate(width: usize, height: usize, seed: u64) -> Option<Maze> {
    let fits = |side: usize, sides: RangeInclusive<usize>| side % 2 == 1 && sides.contains(&side);
    if !fits(width, WIDTHS) || !fits(height, HEIGHTS) {
        return None;
    }
    let (columns, rows) = ((width - 1) / 2, (height - 1) / 2);
    let square = |(row, column): (usize, usize)| (2 * row + 1) * width + 2 * column + 1;
    let mut open = vec![false; width * height];
    let mut visited = vec![false; columns * rows];
    let mut rng = SplitMix64(seed);
    let mut stack: Vec<(usize, usize)> = vec![(0, 0)];
    visited[0] = true;
    open[square((0, 0))] = true;
    while let Some(&(row, column)) = stack.last() {
        let unvisited: Vec<(usize, usize)> = Direction::ALL
            .into_iter()
            .filter_map(|direction| {
                let (dr, dc) = direction.offset();
                let next = (row.checked_add_signed(dr)?, column.checked_add_signed(dc)?);
                (next.0 < rows && next.1 < columns && !visited[next.0 * columns + next.1])
                    .then_some(next)
            })
            .collect();
        if unvisited.is_empty() {
            stack.pop();
            continue;
        }
        let next = unvisited[rng.below(unvisited.len())];
        visited[next.0 * columns + next.1] = true;
        // The wall between two rooms is the square halfway between them.
        let (here, there) = (square((row, column)), square(next));
        open[(here + there) / 2] = true;
        open[there] = true;
        stack.push(next);
    }
    let start = (1, 1);
    let exit = (height - 2, width - 2);
    Some(Maze::new(width, height, open, start, exit).expect("BUG: a carved maze is no maze"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Search, StopAfter};
    use crate::problems::maze::MazeBoard;

    /// How many simple paths lead from the start to the exit of `maze`.
    fn paths(maze: Maze) -> u64 {
        let mut search = Search::new(MazeBoard::new(maze), StopAfter::Exhaustion);
        search.by_ref().for_each(drop);
        search.counters().solutions
    }

    #[test]
    fn a_seed_names_one_maze() {
        let a = generate(21, 11, 7).expect("a size in range");
        assert_eq!(generate(21, 11, 7), Some(a.clone()));
        assert_ne!(generate(21, 11, 8), Some(a.clone()));
        // A maze made on any machine: its text is fixed by its seed.
        assert_eq!(
            generate(9, 5, 1).expect("a size in range").text(),
            "#########\n#S#.....#\n#.###.#.#\n#.....#E#\n#########\n"
        );
    }

    #[test]
    fn generated_mazes_are_perfect() {
        for seed in 0..40 {
            for (width, height) in [(5, 5), (9, 7), (21, 11), (41, 21)] {
                let maze = generate(width, height, seed).expect("a size in range");
                let rooms = (width - 1) / 2 * ((height - 1) / 2);
                // Each room but the first is reached by knocking down one wall: a tree.
                assert_eq!(maze.open_count(), 2 * rooms - 1, "{width}×{height} #{seed}");
                let edge = (0..width).flat_map(|c| [(0, c), (height - 1, c)]);
                let sides = (0..height).flat_map(|r| [(r, 0), (r, width - 1)]);
                for (row, column) in edge.chain(sides) {
                    let square = maze.square(row, column).expect("on the grid");
                    assert!(!maze.is_open(square), "{width}×{height} #{seed}");
                }
                assert_eq!(paths(maze), 1, "{width}×{height} #{seed}");
            }
        }
    }

    #[test]
    fn only_odd_sizes_in_range_are_made() {
        for (width, height) in [(4, 5), (5, 4), (3, 5), (43, 5), (5, 23), (0, 0)] {
            assert_eq!(generate(width, height, 1), None, "{width}×{height}");
        }
        let largest = generate(*WIDTHS.end(), *HEIGHTS.end(), u64::MAX).expect("in range");
        assert_eq!((largest.width(), largest.height()), (41, 21));
    }
}
