//! The command line: `solve`, `trace`, `presets` and `play`.
