//! The `singles` order's events, pinned: every event of its search (and the rule each
//! placement names) on 50 generated puzzles, the presets and empty grids of each side,
//! hashed and compared with the digests in `tests/data/singles-events/digests.txt`, so
//! that a faster board cannot change a single step the player shows.
//!
//! Run with `BACKTRACK_RECORD_DIGESTS=1` to print the lines of that file for the code as
//! it stands (how it was made: see the README beside it).

use backtrack::engine::{Event, Search, StopAfter};
use backtrack::problems::sudoku::{Rule, Unit};
use backtrack::problems::sudoku::{parse::parse_puzzles, presets};
use backtrack::problems::{CellOrder, Shape, SudokuBoard};

/// Events looked at in one search at most: the empty grids and the presets with many
/// solutions would go on for ever.
const MAX_EVENTS: u64 = 60_000;

/// FNV-1a, 64 bits: a digest of our own, the same on every machine.
struct Digest(u64);

impl Digest {
    fn new() -> Digest {
        Digest(0xcbf2_9ce4_8422_2325)
    }

    fn bytes(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 ^= u64::from(b);
            self.0 = self.0.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
}

/// A rule as two bytes: its kind and its unit's number.
fn rule_bytes(rule: Option<Rule>) -> [u8; 2] {
    match rule {
        None => [0, 0],
        Some(Rule::OnlyCandidate) => [1, 0],
        Some(Rule::Guess) => [2, 0],
        Some(Rule::OnlyCell(Unit::Row(r))) => [3, r as u8],
        Some(Rule::OnlyCell(Unit::Column(c))) => [4, c as u8],
        Some(Rule::OnlyCell(Unit::Box(b))) => [5, b as u8],
    }
}

/// One line of the digests: the name, the digest of the events, how many events,
/// placements and solutions.
fn digest_line(name: &str, board: SudokuBoard) -> String {
    let mut search = Search::new(board, StopAfter::Exhaustion);
    let mut digest = Digest::new();
    let mut events = 0u64;
    while events < MAX_EVENTS
        && let Some(event) = search.next()
    {
        events += 1;
        match event {
            Event::Place { slot, choice } => {
                let rule = search.problem().rule(slot as usize);
                digest.bytes(b"P");
                digest.bytes(&slot.to_le_bytes());
                digest.bytes(&[choice]);
                digest.bytes(&rule_bytes(rule));
            }
            Event::Remove { slot, choice } => {
                digest.bytes(b"R");
                digest.bytes(&slot.to_le_bytes());
                digest.bytes(&[choice]);
            }
            Event::Solution => {
                digest.bytes(b"S");
                digest.bytes(search.problem().cells());
            }
        }
    }
    let counters = search.counters();
    format!(
        "{name} {:016x} {events} {} {}",
        digest.0, counters.placements, counters.solutions
    )
}

/// Every board the digests cover, by name.
fn boards() -> Vec<(String, SudokuBoard)> {
    let mut boards = Vec::new();
    let generated = include_str!("../data/singles-events/generated.txt");
    for (k, puzzle) in parse_puzzles(generated)
        .expect("the generated puzzles parse")
        .iter()
        .enumerate()
    {
        let board = puzzle.board(CellOrder::Singles).expect("no clash");
        boards.push((format!("generated-{}", k + 1), board));
    }
    for preset in presets::PRESETS {
        let puzzle = &parse_puzzles(preset.spec.text).expect("a preset parses")[0];
        let board = puzzle.board(CellOrder::Singles).expect("no clash");
        boards.push((preset.name.to_string(), board));
    }
    for side in [4, 6, 8, 9, 10, 12, 16, 25] {
        let shape = Shape::for_side(side).expect("a side we take");
        let empty = vec![0; shape.cells()];
        let board = SudokuBoard::new(shape, &empty, CellOrder::Singles).expect("no givens");
        boards.push((format!("empty-{side}"), board));
    }
    boards
}

#[test]
fn singles_events_are_those_pinned() {
    let lines: Vec<String> = boards()
        .into_iter()
        .map(|(name, board)| digest_line(&name, board))
        .collect();
    if std::env::var_os("BACKTRACK_RECORD_DIGESTS").is_some() {
        println!("{}", lines.join("\n"));
        return;
    }
    let pinned = include_str!("../data/singles-events/digests.txt");
    let pinned: Vec<&str> = pinned
        .lines()
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .collect();
    assert_eq!(pinned.len(), lines.len(), "one digest a board");
    for (got, want) in lines.iter().zip(&pinned) {
        assert_eq!(got, want);
    }
}
