//! Fuzzing the maze reader and the walk: any text, and mazes damaged a character at a
//! time, are read without a panic, as one maze or as one fault placed inside the text;
//! and every maze read is walked to paths that are really paths.

use proptest::prelude::*;

use super::*;
use crate::engine::{Event, Search, StopAfter};

/// Valid mazes to damage: the presets written out, and a generated one.
fn seeds() -> Vec<String> {
    let mut seeds: Vec<String> = PRESETS.iter().map(|p| p.spec.maze().text()).collect();
    seeds.push("; a comment\r\n  S.#  ; the start\r\n\r\n  #.E\r\n".to_owned());
    seeds.push(generate(9, 7, 3).expect("a size").text());
    seeds
}

/// The characters a damaged maze is made of: the squares, what ends a line or a row, and
/// what is no square at all.
const ALPHABET: &[char] = &[
    '#', '.', 'S', 'E', ';', ' ', '\t', '\r', '\n', '\u{feff}', 's', 'x', '迷', '\0',
];

/// Checks what reading `text` gave: a maze that writes itself back as it reads, or a
/// fault placed on a line and column the text has.
fn check_read(text: &str) -> Result<(), TestCaseError> {
    match Maze::parse(text) {
        Ok(maze) => {
            prop_assert_eq!(maze.len(), maze.width() * maze.height());
            prop_assert!(maze.is_open(maze.start()) && maze.is_open(maze.exit()));
            prop_assert_ne!(maze.start(), maze.exit());
            let again = Maze::parse(&maze.text());
            prop_assert_eq!(again.as_ref(), Ok(&maze));
            check_walk(maze)?;
        }
        Err(error) => {
            let message = error.to_string();
            prop_assert!(!message.is_empty());
            if let Some((line, column)) = error.position() {
                let lines: Vec<&str> = text.split(['\n', '\r']).collect();
                prop_assert!(line >= 1 && column >= 1, "{message}");
                prop_assert!(line <= lines.len(), "{message}");
            }
        }
    }
    Ok(())
}

/// Walks `maze` for a while: each solution is a simple path of open squares side by
/// side from the start to the exit, and a walk that ends leaves the rat at the start.
fn check_walk(maze: Maze) -> Result<(), TestCaseError> {
    let fresh = MazeBoard::new(maze);
    let mut search = Search::new(fresh.clone(), StopAfter::Exhaustion);
    search.hold_after_placements(5_000);
    while let Some(event) = search.next() {
        if event != Event::Solution {
            continue;
        }
        let board = search.problem();
        let maze = board.maze();
        let path = board.path();
        prop_assert_eq!(path.first(), Some(&maze.start()));
        prop_assert_eq!(path.last(), Some(&maze.exit()));
        let mut seen = vec![false; maze.len()];
        for &square in path {
            prop_assert!(maze.is_open(square) && !seen[square]);
            seen[square] = true;
        }
        prop_assert_eq!(board.moves().count() + 1, path.len());
    }
    if search.is_finished() {
        prop_assert_eq!(search.problem(), &fresh);
    }
    Ok(())
}

/// A valid maze with `edits` made to it: each a position (taken modulo its length) and
/// a character of [`ALPHABET`] put there, or taken out.
fn damaged(seed: &str, edits: &[(usize, usize, u8)]) -> String {
    let mut chars: Vec<char> = seed.chars().collect();
    for &(at, pick, how) in edits {
        let at = if chars.is_empty() {
            0
        } else {
            at % chars.len()
        };
        let c = ALPHABET[pick % ALPHABET.len()];
        match how % 3 {
            0 if at < chars.len() => chars[at] = c,
            1 => chars.insert(at, c),
            _ if at < chars.len() => {
                chars.remove(at);
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn any_text_reads_as_a_maze_or_one_placed_fault(text in any::<String>()) {
        check_read(&text)?;
    }

    #[test]
    fn texts_of_maze_characters_read_as_a_maze_or_one_placed_fault(
        picks in proptest::collection::vec(0..ALPHABET.len(), 0..120),
    ) {
        let text: String = picks.into_iter().map(|pick| ALPHABET[pick]).collect();
        check_read(&text)?;
    }

    #[test]
    fn damaged_mazes_read_as_a_maze_or_one_placed_fault(
        seed in 0..6usize,
        edits in proptest::collection::vec((any::<usize>(), any::<usize>(), any::<u8>()), 0..6),
    ) {
        let seeds = seeds();
        let text = damaged(&seeds[seed % seeds.len()], &edits);
        check_read(&text)?;
    }

    #[test]
    fn generated_mazes_read_back_as_they_are(
        width in 2..=20usize,
        height in 2..=10usize,
        seed in any::<u64>(),
    ) {
        let maze = generate(2 * width + 1, 2 * height + 1, seed).expect("a size in range");
        prop_assert_eq!(Maze::parse(&maze.text()), Ok(maze));
    }
}
