//! The sudoku board.
