//! The permutations board.
