//! The boards of the three problems, drawn the way the tutorials draw them by hand.

mod permutations;
mod queens;
mod sudoku;
