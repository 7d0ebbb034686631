//! The mazes built into the binary, each named for `--preset NAME`.

use super::{Maze, generate};
use crate::engine::StopAfter;
use crate::problems::Preset;

/// What a preset's maze is made from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MazeSpec {
    /// A maze's text, in the format of [`Maze::parse`].
    Text(&'static str),
    /// The open grid of this side, from corner to corner ([`Maze::open_grid`]).
    Open(usize),
    /// The maze [`generate`](generate::generate) makes of this size from this seed.
    Generated {
        /// Its width in squares, odd.
        width: usize,
        /// Its height in squares, odd.
        height: usize,
        /// The seed that chooses it.
        seed: u64,
    },
}

impl MazeSpec {
    /// The maze it makes.
    ///
    /// # Panics
    ///
    /// Never for a spec of [`PRESETS`]: a test makes each of them.
    pub fn maze(&self) -> Maze {
        match *self {
            MazeSpec::Text(text) => Maze::parse(text).expect("BUG: a built-in maze does not read"),
            MazeSpec::Open(n) => {
                Maze::open_grid(n).expect("BUG: a built-in grid's side is out of range")
            }
            MazeSpec::Generated {
                width,
                height,
                seed,
            } => generate::generate(width, height, seed)
                .expect("BUG: a built-in maze's size cannot be generated"),
        }
    }
}

/// The rat in a maze of the exercises, its grid of 1 (open) and 0 (a wall) written in
/// the maze format: two paths, `DRDDRR` and `DDRDRR`.
const RAT_4X4: &str = "\
; The 4×4 rat in a maze: 1 open, 0 a wall, from the top left to the bottom right.
; 1 0 0 0
; 1 1 0 1
; 1 1 0 0
; 0 1 1 1
S###
..#.
..##
#..E
";

/// A maze whose first path, tried right, down, left, up, backs out of three dead ends on
/// the way: two paths in all.
const DEAD_ENDS_7X7: &str = "\
; Three dead ends on the way: the rat tries right, down, left, up.
S.....#
.##.###
.#.....
.#.#.##
.#.#...
.#.##.#
....#.E
";

/// Every maze built in, in the order a menu lists them: the exercise's small maze, dead
/// ends, every path of an open grid, then a generated maze.
pub const PRESETS: &[Preset<MazeSpec>] = &[
    Preset {
        name: "rat-4x4",
        title: "preset-rat-4x4",
        description: "preset-rat-4x4-about",
        stop: StopAfter::Exhaustion,
        spec: MazeSpec::Text(RAT_4X4),
    },
    Preset {
        name: "maze-7x7",
        title: "preset-maze-7x7",
        description: "preset-maze-7x7-about",
        stop: StopAfter::First,
        spec: MazeSpec::Text(DEAD_ENDS_7X7),
    },
    Preset {
        name: "open-4x4",
        title: "preset-open-4x4",
        description: "preset-open-4x4-about",
        stop: StopAfter::Exhaustion,
        spec: MazeSpec::Open(4),
    },
    Preset {
        name: "maze-21x11",
        title: "preset-maze-21x11",
        description: "preset-maze-21x11-about",
        stop: StopAfter::First,
        // A carved maze leaves few dead ends on the way to its exit; of the first 3,000
        // seeds, this one's first path backs out of the most squares (16).
        spec: MazeSpec::Generated {
            width: 21,
            height: 11,
            seed: 675,
        },
    },
];
