//! The maze as the user meets it: a maze file, standard input, a preset or a maze
//! generated from its size and seed, and the open grid of any size for the menu.

use std::ops::RangeInclusive;
use std::path::Path;
use std::sync::Arc;

use super::generate::generate;
use super::presets::{MazeSpec, PRESETS};
use super::{GenerateError, Maze, MazeBoard, MazeFileError};
use crate::engine::StopAfter;
use crate::problems::capped::{MEBIBYTE, TextFault, read_text};
use crate::problems::puzzle::find_preset;
use crate::problems::{Custom, Given, Input, InputError, InputKind, Preset, Puzzle, Takes, Title};

/// The most bytes a maze file may hold, read whole before it is parsed: a larger one, or
/// an endless stream such as `/dev/zero`, is refused once that many are read. The largest
/// maze, with a comment on every row, is well under it.
pub const MAX_MAZE_BYTES: u64 = MEBIBYTE;

/// The sides of the open grids the menu offers: a search for the first path crosses any
/// of them at once, and one for every path of the small ones is a lesson in how fast
/// their number grows.
pub const OPEN_SIDES: RangeInclusive<usize> = 1..=12;

impl Puzzle for MazeBoard {
    type Spec = MazeSpec;

    const NAME: &'static str = "maze";
    const TITLE: &'static str = "problem-maze";
    const ABOUT: &'static str =
        "A rat in a maze: a path from S to E, depth first, right, down, left, up.";
    /// The first path, as the exercises' `return true` stops; `--all` walks every simple
    /// path, as the presets that count them do.
    const STOP: StopAfter = StopAfter::First;
    const TAKES: &'static [Takes] = &[
        Takes {
            name: "file",
            value_name: "FILE",
            help: "A maze file (rows of `#` wall and `.` open, one `S` start and one `E` \
                   exit), or `-` for standard input",
            kind: InputKind::File,
        },
        Takes {
            name: "preset",
            value_name: "NAME",
            help: "A built-in maze (see `backtrack presets`)",
            kind: InputKind::Preset,
        },
        Takes {
            name: "generate",
            value_name: "WxH",
            help: "A maze carved by a depth-first walk, WIDTHxHEIGHT squares, both odd: \
                   widths 5 to 41, heights 5 to 21, such as 21x11",
            kind: InputKind::Recipe,
        },
        Takes {
            name: "seed",
            value_name: "N",
            help: "The seed that chooses the maze --generate makes: the same seed, the same \
                   maze [default: 1]",
            kind: InputKind::Optional,
        },
    ];

    fn presets() -> &'static [Preset<MazeSpec>] {
        PRESETS
    }

    fn from_spec(spec: &MazeSpec) -> Result<Self, InputError> {
        Ok(MazeBoard::new(spec.maze()))
    }

    fn custom() -> Option<Custom> {
        Some(Custom {
            title: "custom-maze",
            description: "custom-maze-about",
            sizes: OPEN_SIDES,
            default: 4,
        })
    }

    fn sized(n: usize) -> Option<Self> {
        OPEN_SIDES
            .contains(&n)
            .then(|| Maze::open_grid(n).map(MazeBoard::new))
            .flatten()
    }

    fn load(given: &Given, stdin: bool) -> Result<Input<Self>, InputError> {
        let seed = match given.text("seed") {
            Some(text) => {
                Some((text.trim().parse::<u64>()).map_err(|_| GenerateError::Seed { text })?)
            }
            None => None,
        };
        if let Some(size) = given.text("generate") {
            let seed = seed.unwrap_or(DEFAULT_SEED);
            let maze = generated(&size, seed)?;
            let source = format!("maze {}x{} seed {seed}", maze.width(), maze.height());
            return Ok(Input::one(&source, None, MazeBoard::new(maze)));
        }
        if seed.is_some() {
            return Err(GenerateError::SeedAlone.into());
        }
        match (given.text("preset"), given.path("file")) {
            (Some(name), _) => {
                let preset = find_preset(PRESETS, &name)
                    .ok_or_else(|| InputError::UnknownPreset(name.clone()))?;
                let board = Self::from_spec(&preset.spec)?;
                let title = Some(Title::Preset(preset.title));
                let source = format!("preset {name}");
                Ok(Input::one(&source, title, board).stopping(Some(preset.stop)))
            }
            (None, Some(path)) => {
                let (source, text) = read_maze(&path, stdin)?;
                let board = MazeBoard::from_text(&source, &text)?;
                let title = (source != "<stdin>").then(|| Title::File(source.clone()));
                Ok(Input::one(&source, title, board))
            }
            (None, None) => Err(InputError::Missing {
                problem: Self::NAME,
            }),
        }
    }
}

/// The seed of a maze that `--generate` makes when no `--seed` is given.
pub const DEFAULT_SEED: u64 = 1;

/// The maze of the size typed as `size` (`21x11`) that `seed` chooses, or why there is
/// none.
fn generated(size: &str, seed: u64) -> Result<Maze, GenerateError> {
    let sides = size
        .trim()
        .split_once(['x', 'X', '×'])
        .and_then(|(width, height)| {
            Some((width.trim().parse().ok()?, height.trim().parse().ok()?))
        });
    let Some((width, height)) = sides else {
        return Err(GenerateError::Size {
            text: size.to_owned(),
        });
    };
    generate(width, height, seed).ok_or(GenerateError::Sides { width, height })
}

impl MazeBoard {
    /// The maze `text`, named `source` in messages, with the rat at its start: a maze
    /// whose bytes were read by other means than [`Puzzle::load`], such as a file of a
    /// folder of puzzles.
    pub fn from_text(source: &str, text: &str) -> Result<MazeBoard, MazeFileError> {
        let maze = Maze::parse(text).map_err(|error| MazeFileError::Maze {
            source: source.to_owned(),
            error,
        })?;
        Ok(MazeBoard::new(Arc::new(maze)))
    }
}

/// The text of the maze at `path` (`-`: standard input, when `stdin` allows) and how
/// messages name it.
fn read_maze(path: &Path, stdin: bool) -> Result<(String, String), InputError> {
    match read_text(path, stdin, MAX_MAZE_BYTES, "maze") {
        (source, Ok(text)) => Ok((source, text)),
        (_, Err(TextFault::StdinTaken)) => Err(InputError::StdinTaken),
        (source, Err(TextFault::Unreadable(reason))) => {
            Err(MazeFileError::Unreadable { source, reason }.into())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Search;
    use crate::problems::Notation;

    /// The board `given` loads, and the mode it declares.
    fn load(given: &Given) -> Result<(MazeBoard, Option<StopAfter>), String> {
        let input = MazeBoard::load(given, false).map_err(|error| error.to_string())?;
        let stop = input.stop;
        let board = input.single("test").map_err(|error| error.to_string())?;
        Ok((board, stop))
    }

    #[test]
    fn a_file_is_read_and_its_faults_placed() {
        let folder = std::env::temp_dir().join(format!("maze-read-{}", std::process::id()));
        std::fs::create_dir_all(&folder).expect("a folder");
        let good = folder.join("good.txt");
        std::fs::write(&good, "S.#\n#.E\n").expect("written");
        let (board, stop) = load(&Given::new().with("file", [&good])).expect("a maze");
        assert_eq!(board.board(), "S.#\n#.E\n");
        assert_eq!(stop, None, "a file keeps the problem's mode");
        let bad = folder.join("bad.txt");
        std::fs::write(&bad, "S.#\n#.x\n").expect("written");
        let error = load(&Given::new().with("file", [&bad])).unwrap_err();
        assert_eq!(
            error,
            format!(
                "{}:2:3: `x` is not a square: expected `#` (wall), `.` (open), `S` (start) \
                 or `E` (exit); `;` starts a comment",
                bad.display()
            )
        );
        let none = folder.join("none.txt");
        std::fs::write(&none, "S..\n").expect("written");
        let error = load(&Given::new().with("file", [&none])).unwrap_err();
        assert_eq!(
            error,
            format!(
                "{}: the maze has no exit: mark one square `E`",
                none.display()
            )
        );
        let binary = folder.join("binary.txt");
        std::fs::write(&binary, [b'S', 0xff, b'E']).expect("written");
        let error = load(&Given::new().with("file", [&binary])).unwrap_err();
        assert_eq!(
            error,
            format!(
                "{}: cannot read the maze: it is not UTF-8 text",
                binary.display()
            )
        );
        let error = load(&Given::new().with("file", [&folder])).unwrap_err();
        assert_eq!(
            error,
            format!("{}: cannot read the maze: it is a folder", folder.display())
        );
        std::fs::remove_dir_all(&folder).expect("removed");
        let missing = load(&Given::new().with("file", [&good])).unwrap_err();
        assert!(missing.starts_with(&format!("{}: cannot read the maze: ", good.display())));
    }

    #[test]
    fn an_endless_file_is_refused_at_the_cap() {
        if !Path::new("/dev/zero").exists() {
            return;
        }
        let error = load(&Given::new().with("file", ["/dev/zero"])).unwrap_err();
        assert_eq!(
            error,
            "/dev/zero: cannot read the maze: it holds more than 1048576 bytes (1 MiB), \
             more than any maze"
        );
    }

    #[test]
    fn presets_stdin_and_nothing() {
        let (board, stop) = load(&Given::new().with("preset", ["open-4x4"])).expect("one");
        assert_eq!(board.board(), "S...\n....\n....\n...E\n");
        assert_eq!(stop, Some(StopAfter::Exhaustion));
        assert_eq!(
            load(&Given::new().with("preset", ["maze-9x9"])),
            Err("unknown preset 'maze-9x9' (`backtrack presets` lists them)".into())
        );
        let stdin = MazeBoard::load(&Given::new().with("file", ["-"]), false);
        assert_eq!(stdin.err(), Some(InputError::StdinTaken));
        let missing = MazeBoard::load(&Given::new(), false).err();
        assert_eq!(missing, Some(InputError::Missing { problem: "maze" }));
    }

    #[test]
    fn a_seed_names_one_generated_maze_and_each_has_a_path() {
        let made = |size: &str, seed: Option<&str>| {
            let given = Given::new().with("generate", [size]);
            let given = match seed {
                Some(seed) => given.with("seed", [seed]),
                None => given,
            };
            load(&given).map(|(board, stop)| (board.board(), stop))
        };
        let seven = made("21x11", Some("7")).expect("a maze");
        assert_eq!(made("21x11", Some("7")), Ok(seven.clone()));
        assert_eq!(made(" 21 X 11 ", Some(" 7 ")), Ok(seven.clone()));
        assert_ne!(made("21x11", Some("8")).expect("a maze"), seven);
        assert_eq!(seven.1, None, "a generated maze keeps the problem's mode");
        assert_eq!(made("21x11", None), made("21x11", Some("1")));
        // Every maze generated, of any size and seed, has a path from S to E.
        for seed in 0..25_u64 {
            for size in ["5x5", "9x7", "21x11", "41x21", "13x21"] {
                let seed = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15).to_string();
                let given = Given::new().with("generate", [size]).with("seed", [&seed]);
                let (board, _) = load(&given).expect("a maze");
                let mut search = Search::new(board, StopAfter::First);
                search.by_ref().for_each(drop);
                assert_eq!(search.counters().solutions, 1, "{size} seed {seed}");
            }
        }
    }

    #[test]
    fn a_bad_size_or_seed_is_told() {
        let load = |given: Given| load(&given).map(|_| ());
        let generate = |size: &str| Given::new().with("generate", [size]);
        assert_eq!(
            load(generate("21")),
            Err("maze: --generate takes WIDTHxHEIGHT, such as 21x11, not '21'".into())
        );
        assert_eq!(
            load(generate("axb")),
            Err("maze: --generate takes WIDTHxHEIGHT, such as 21x11, not 'axb'".into())
        );
        for (size, sides) in [("20x11", "20x11"), ("21x23", "21x23"), ("3x5", "3x5")] {
            assert_eq!(
                load(generate(size)),
                Err(format!(
                    "maze: no maze of {sides} is generated: odd widths from 5 to 41 and odd \
                     heights from 5 to 21"
                ))
            );
        }
        assert_eq!(
            load(generate("21x11").with("seed", ["-1"])),
            Err(
                "maze: --seed takes a whole number from 0 to 18446744073709551615, not '-1'".into()
            )
        );
        assert_eq!(
            load(
                Given::new()
                    .with("preset", ["maze-7x7"])
                    .with("seed", ["3"])
            ),
            Err(
                "maze: --seed chooses the maze that --generate makes: give --generate \
                 WIDTHxHEIGHT too"
                    .into()
            )
        );
    }

    #[test]
    fn the_menu_offers_open_grids() {
        let custom = MazeBoard::custom().expect("an entry of any size");
        assert!(custom.sizes.contains(&custom.default));
        for n in OPEN_SIDES {
            let board = MazeBoard::sized(n).expect("a size in range");
            assert_eq!(board.maze().open_count(), n * n);
            // The first path runs along the top row and down the right side.
            let mut search = Search::new(board, MazeBoard::STOP);
            search.by_ref().for_each(drop);
            let path = search.problem().line();
            assert_eq!(path, "R".repeat(n - 1) + &"D".repeat(n - 1));
        }
        assert!(MazeBoard::sized(0).is_none());
        assert!(MazeBoard::sized(OPEN_SIDES.end() + 1).is_none());
    }
}
