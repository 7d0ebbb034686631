//! The player of whichever problem is open, so the app holds one value for all three.

use std::time::Instant;

use anyhow::anyhow;
use ratatui::{
    buffer::Buffer,
    crossterm::event::{KeyCode, KeyEvent},
    layout::Rect,
    widgets::Widget,
};

use super::{
    Start, Theme,
    keys::{self, Binding},
    player::{Player, Reply},
};
use crate::engine::StopAfter;
use crate::problems::{
    Permutations, QueensBoard, SudokuBoard, permutations::MAX_PERMUTATION, queens::MAX_QUEENS,
};

/// The open problem's player.
#[derive(Debug)]
pub enum Session {
    /// N-Queens.
    Queens(Box<Player<QueensBoard>>),
    /// A sudoku.
    Sudoku(Box<Player<SudokuBoard>>),
    /// Permutations.
    Permutations(Box<Player<Permutations>>),
}

/// Runs `$body` with `$player` bound to the player, whatever the problem.
macro_rules! each {
    ($session:expr, $player:ident => $body:expr) => {
        match $session {
            Session::Queens($player) => $body,
            Session::Sudoku($player) => $body,
            Session::Permutations($player) => $body,
        }
    };
}

impl Session {
    /// A player at step 0 of `start`, or why it cannot be opened; `None` for the menu.
    ///
    /// Sudoku stops at its first solution, as the tutorials' solvers do; the others
    /// search everything, to count their solutions.
    pub fn open(start: Start, theme: Theme) -> anyhow::Result<Option<Session>> {
        let session = match start {
            Start::Menu => return Ok(None),
            Start::Queens(n) => {
                let board = QueensBoard::new(n)
                    .ok_or_else(|| anyhow!("N-Queens needs N from 1 to {MAX_QUEENS}, not {n}"))?;
                Session::Queens(Box::new(Player::new(
                    board,
                    StopAfter::Exhaustion,
                    None,
                    &[],
                    theme,
                )))
            }
            Start::Permutations(n) => {
                let arrangement = Permutations::new(n).ok_or_else(|| {
                    anyhow!("permutations need n from 1 to {MAX_PERMUTATION}, not {n}")
                })?;
                let stop = StopAfter::Exhaustion;
                Session::Permutations(Box::new(Player::new(arrangement, stop, None, &[], theme)))
            }
            Start::Sudoku { title, board } => Session::Sudoku(Box::new(Player::new(
                board,
                StopAfter::First,
                Some(title),
                keys::SUDOKU,
                theme,
            ))),
        };
        Ok(Some(session))
    }

    /// Takes one key press; sudoku's own keys are handled here.
    pub fn handle_key(&mut self, key: KeyEvent) -> Reply {
        if let Session::Sudoku(player) = self
            && !player.is_busy()
        {
            match key.code {
                KeyCode::Char('o') => {
                    toggle_order(player);
                    return Reply::Handled;
                }
                KeyCode::Char('p') => {
                    player.toggle_pencil_marks();
                    return Reply::Handled;
                }
                _ => {}
            }
        }
        each!(self, player => player.handle_key(key))
    }

    /// Every key of the open player, in the order the help lists them.
    pub fn bindings(&self) -> &[Binding] {
        each!(self, player => player.bindings())
    }

    /// Advances play or a long move; returns whether anything changed.
    pub fn tick(&mut self, now: Instant) -> bool {
        each!(self, player => player.tick(now))
    }

    /// The current state in the command line's one-line notation.
    pub fn state_line(&self) -> String {
        each!(self, player => player.state_line())
    }

    /// When the next tick is due, or `None` when only keys can change anything.
    pub fn deadline(&self, now: Instant) -> Option<Instant> {
        each!(self, player => player.deadline(now))
    }
}

/// Restarts a sudoku with the other cell order.
fn toggle_order(player: &mut Player<SudokuBoard>) {
    let start = player.start();
    let order = start.order().toggled();
    match SudokuBoard::new(start.shape(), &start.givens(), order) {
        Ok(board) => player.replace_start(board, format!("cell order {}: restarted", order.name())),
        Err(error) => player.tell(error.to_string()),
    }
}

impl Widget for &Session {
    fn render(self, area: Rect, buf: &mut Buffer) {
        each!(self, player => player.render(area, buf))
    }
}
