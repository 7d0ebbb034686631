//! Reading sudoku puzzles from text: grids, or one puzzle a line.
