//! Fuzzing the sudoku reader: arbitrary bytes and damaged puzzles never make it panic, and
//! every input ends as boards or as one error, after which nothing more is read.
//!
//! The property test runs with `cargo test`; the long run (ten million cases) with
//! `cargo test --release -- --ignored fuzz`, and prints its figures.

use backtrack::problems::sudoku::parse::{LineForm, Puzzles};
use backtrack::problems::sudoku::presets::PRESETS;
use backtrack::problems::sudoku::text_lines::{MAX_LINE, TextLines};
use backtrack::problems::sudoku::{CellOrder, Shape};
use proptest::prelude::*;

/// Valid puzzles to damage: every preset (grids of 4×4 to 25×25), and one-line ones.
fn seeds() -> Vec<Vec<u8>> {
    let mut seeds: Vec<Vec<u8>> = PRESETS.iter().map(|p| p.spec.text.into()).collect();
    seeds.push(b"0000102004010000\n1200003400000000 # stuck\n".to_vec());
    seeds.push(
        b"800000000003600000070090200050007000000045700000100030001000068008500010090000400\n"
            .to_vec(),
    );
    seeds.push("0000102004010000\n".repeat(16).into_bytes());
    seeds
}

/// One way to damage a puzzle file; positions are taken modulo its length.
#[derive(Clone, Copy, Debug)]
enum Damage {
    /// Cut it short.
    Cut(usize),
    /// Repeat it.
    Double,
    /// Swap every `a` with `b`.
    Swap(u8, u8),
    /// Join the line at this position to the next.
    Join(usize),
    /// A byte-order mark here.
    Bom(usize),
    /// Old-Mac line ends.
    CrOnly,
    /// Windows line ends.
    CrLf,
    /// Any byte here.
    Insert(usize, u8),
    /// Drop a stretch.
    Drop(usize, usize),
}

fn damage(mut bytes: Vec<u8>, damage: Damage) -> Vec<u8> {
    let at = |i: usize, bytes: &Vec<u8>| if bytes.is_empty() { 0 } else { i % bytes.len() };
    match damage {
        Damage::Cut(i) => bytes.truncate(at(i, &bytes)),
        Damage::Double => bytes.extend(bytes.clone()),
        Damage::Swap(a, b) => bytes.iter_mut().for_each(|c| {
            *c = if *c == a {
                b
            } else if *c == b {
                a
            } else {
                *c
            }
        }),
        Damage::Join(i) => {
            let from = at(i, &bytes);
            if let Some(end) = bytes[from..].iter().position(|&c| c == b'\n') {
                bytes.remove(from + end);
            }
        }
        Damage::Bom(i) => {
            let i = at(i, &bytes);
            bytes.splice(i..i, "\u{feff}".bytes());
        }
        Damage::CrOnly => bytes
            .iter_mut()
            .filter(|c| **c == b'\n')
            .for_each(|c| *c = b'\r'),
        Damage::CrLf => {
            bytes = bytes
                .iter()
                .flat_map(|&c| {
                    if c == b'\n' {
                        vec![b'\r', b'\n']
                    } else {
                        vec![c]
                    }
                })
                .collect();
        }
        Damage::Insert(i, byte) => {
            let i = at(i, &bytes);
            bytes.insert(i, byte);
        }
        Damage::Drop(i, len) => {
            let i = at(i, &bytes);
            let end = (i + len % 64).min(bytes.len());
            bytes.drain(i..end);
        }
    }
    bytes
}

/// What reading `bytes` gave: boards, and whether it ended in an error.
#[derive(Debug, Default)]
struct Read {
    boards: usize,
    failed: bool,
}

/// Reads `bytes` as the command line does (puzzles, then boards) and checks the reader's
/// promises; panics where one is broken.
fn read(bytes: &[u8], layout: LineForm) -> Read {
    let lines = bytes.split(|&b| b == b'\n' || b == b'\r').count();
    let mut puzzles = Puzzles::new(TextLines::new(bytes), layout);
    let mut read = Read::default();
    for puzzle in puzzles.by_ref() {
        let error = match puzzle {
            Ok(puzzle) => {
                let n = puzzle.shape.side();
                assert_eq!(Shape::for_side(n), Some(puzzle.shape));
                assert_eq!(puzzle.cells.len(), n * n);
                assert!(puzzle.cells.iter().all(|&v| v as usize <= n));
                assert!((1..=lines).contains(&puzzle.line));
                match puzzle.board(CellOrder::Mrv) {
                    Ok(_) => {
                        read.boards += 1;
                        continue;
                    }
                    // The command line stops at a board whose givens clash.
                    Err(clash) => (puzzle.line, clash.to_string()),
                }
            }
            Err(error) => (error.line, error.message),
        };
        assert!((1..=lines.max(1)).contains(&error.0), "{error:?}");
        assert!(!error.1.contains('\n'), "{error:?}");
        read.failed = true;
        break;
    }
    if read.failed {
        return read;
    }
    assert!(puzzles.next().is_none(), "nothing after the end");
    assert!(read.boards > 0, "an input without puzzles is an error");
    read
}

fn any_damage() -> impl Strategy<Value = Damage> {
    prop_oneof![
        any::<usize>().prop_map(Damage::Cut),
        Just(Damage::Double),
        (b'.'..=b'Z', b'.'..=b'Z').prop_map(|(a, b)| Damage::Swap(a, b)),
        any::<usize>().prop_map(Damage::Join),
        any::<usize>().prop_map(Damage::Bom),
        Just(Damage::CrOnly),
        Just(Damage::CrLf),
        (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Damage::Insert(i, b)),
        (any::<usize>(), any::<usize>()).prop_map(|(i, n)| Damage::Drop(i, n)),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn arbitrary_bytes_end_as_boards_or_one_error(bytes in proptest::collection::vec(any::<u8>(), 0..600)) {
        read(&bytes, LineForm::Detect);
        read(&bytes, LineForm::OnePerLine);
    }

    #[test]
    fn damaged_puzzles_end_as_boards_or_one_error(
        seed in any::<prop::sample::Index>(),
        damages in proptest::collection::vec(any_damage(), 0..4),
        one_per_line in any::<bool>(),
    ) {
        let seeds = seeds();
        let bytes = damages.iter().fold(seed.get(&seeds).clone(), |b, &d| damage(b, d));
        let layout = if one_per_line { LineForm::OnePerLine } else { LineForm::Detect };
        read(&bytes, layout);
    }
}

#[test]
fn undamaged_seeds_are_all_boards() {
    for seed in seeds() {
        // (Sixteen 4×4 puzzles read as one grid with clashing givens unless told.)
        let failed =
            read(&seed, LineForm::Detect).failed && read(&seed, LineForm::OnePerLine).failed;
        assert!(!failed, "{}", String::from_utf8_lossy(&seed));
    }
}

#[test]
fn a_line_at_the_limit_is_read_and_one_past_it_is_not() {
    let mut long = vec![b'1'; MAX_LINE];
    assert!(
        read(&long, LineForm::Detect).failed,
        "no such puzzle, but a line"
    );
    long.push(b'1');
    let mut puzzles = Puzzles::new(TextLines::new(&long[..]), LineForm::Detect);
    let error = puzzles.next().unwrap().unwrap_err();
    assert!(error.message.starts_with("line longer than"), "{error:?}");
}

/// A small, fast random source for the long run: xorshift64*.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: u64) -> usize {
        (self.next() % n) as usize
    }

    fn damage(&mut self) -> Damage {
        let i = self.next() as usize;
        match self.below(9) {
            0 => Damage::Cut(i),
            1 => Damage::Double,
            2 => Damage::Swap(b'.' + self.below(45) as u8, b'.' + self.below(45) as u8),
            3 => Damage::Join(i),
            4 => Damage::Bom(i),
            5 => Damage::CrOnly,
            6 => Damage::CrLf,
            7 => Damage::Insert(i, self.next() as u8),
            _ => Damage::Drop(i, self.next() as usize),
        }
    }
}

#[test]
#[ignore = "the long run: cargo test --release -- --ignored fuzz"]
fn fuzz_ten_million_inputs() {
    let cases: u64 = std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(10_000_000);
    let seeds = seeds();
    let started = std::time::Instant::now();
    let (mut boards, mut failed, mut bytes_read) = (0, 0, 0);
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for case in 0..cases {
        let bytes = if case % 4 == 0 {
            let len = rng.below(300);
            (0..len).map(|_| rng.next() as u8).collect()
        } else {
            let seed = seeds[rng.below(seeds.len() as u64)].clone();
            (0..rng.below(4)).fold(seed, |b, _| damage(b, rng.damage()))
        };
        let layout = if rng.below(4) == 0 {
            LineForm::OnePerLine
        } else {
            LineForm::Detect
        };
        let read = read(&bytes, layout);
        boards += read.boards;
        failed += u64::from(read.failed);
        bytes_read += bytes.len();
    }
    println!(
        "fuzz: {cases} cases, {failed} ended in an error, {boards} boards read, {bytes_read} bytes, \
         {:.1} s",
        started.elapsed().as_secs_f64()
    );
}
