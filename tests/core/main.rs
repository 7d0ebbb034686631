//! The library on its own: the engine, the problems and their presets, checked against
//! facts from outside (the tutorials' answers and step counts, OEIS counts, chromatic
//! polynomials, published puzzles), property tests and fuzzing of the readers; and the
//! checks that read the sources (the layers import only downward, the app's words are in
//! its catalogue).
//!
//! Nothing here runs the binary or draws a screen. The modules share one test binary, so
//! that the crate is linked once for all of them. proptest keeps the cases it once found
//! failing in `tests/proptest-regressions/`, a file per module, and runs them first.

mod breakpoints;
mod engine_props;
mod graph_colouring;
mod large_sudokus;
mod layers;
mod presets;
mod queens_by_hand;
mod reader_fuzz;
mod seed_facts;
mod singles_events;
mod sudoku_props;
mod words_in_code;
