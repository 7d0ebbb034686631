//! The queens board.
