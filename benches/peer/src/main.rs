//! The `sudoku` crate's solver over a file of puzzles, for timing against ours.
//!
//!     sudoku-peer FILE            solves each puzzle, prints how many have a solution
//!     sudoku-peer FILE --lines    prints each puzzle's first solution instead, one a line
//!                                 ("no solution" where there is none)
//!     sudoku-peer generate COUNT  prints COUNT random puzzles with one solution each
//!                                 (minimal: no given can go without losing that)
//!
//! A puzzle is a line of 81 characters, `.` or `0` for a blank; lines starting with `#`
//! are skipped. The work is the same as `backtrack solve sudoku FILE`: the first
//! solution of each puzzle.

use std::io::{BufWriter, Write};
use std::process::ExitCode;

use sudoku::Sudoku;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    match args[..] {
        ["generate", count] => match count.parse() {
            Ok(count) => generate(count),
            Err(_) => usage(),
        },
        [file] => solve(file, false),
        [file, "--lines"] => solve(file, true),
        _ => usage(),
    }
}

fn usage() -> ExitCode {
    eprintln!("usage: sudoku-peer FILE [--lines] | sudoku-peer generate COUNT");
    ExitCode::FAILURE
}

fn solve(file: &str, lines: bool) -> ExitCode {
    let text = match std::fs::read_to_string(file) {
        Ok(text) => text,
        Err(error) => {
            eprintln!("{file}: {error}");
            return ExitCode::FAILURE;
        }
    };
    let out = std::io::stdout();
    let mut out = BufWriter::new(out.lock());
    let mut solved = 0usize;
    for line in text.lines() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let puzzle = match Sudoku::from_str_line(line) {
            Ok(puzzle) => puzzle,
            Err(error) => {
                eprintln!("{file}: {line}: {error:?}");
                return ExitCode::FAILURE;
            }
        };
        let solution = puzzle.some_solution();
        solved += usize::from(solution.is_some());
        if lines {
            let written = match solution {
                Some(solution) => writeln!(out, "{}", solution.to_str_line()),
                None => writeln!(out, "no solution"),
            };
            if written.is_err() {
                return ExitCode::FAILURE;
            }
        }
    }
    if !lines && writeln!(out, "{solved}").is_err() {
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}

fn generate(count: usize) -> ExitCode {
    let out = std::io::stdout();
    let mut out = BufWriter::new(out.lock());
    for _ in 0..count {
        let puzzle = Sudoku::generate_from(Sudoku::generate_solved());
        if writeln!(out, "{}", puzzle.to_str_line()).is_err() {
            return ExitCode::FAILURE;
        }
    }
    ExitCode::SUCCESS
}
