//! Where each cell of a sudoku sits: its row, column and box, worked out once a side.

use std::sync::{Arc, OnceLock};

use super::Shape;
use super::shape::{MAX_SIDE, PerSide, per_side};

/// Where a cell sits: its row, column and box.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Place {
    pub(super) row: u8,
    pub(super) col: u8,
    pub(super) boxed: u8,
}

/// Each side's geometry, built once.
static GEOMETRY: PerSide<Geometry> = [const { OnceLock::new() }; MAX_SIDE + 1];

/// Where each cell sits: it never changes for a shape, so a board's copies share it.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Geometry {
    /// Each cell's place, row-major.
    pub(super) places: Vec<Place>,
}

impl Geometry {
    /// The geometry of `shape`'s side, shared with every board of that side.
    pub(super) fn of(shape: Shape) -> Arc<Geometry> {
        per_side(&GEOMETRY, shape, Geometry::new)
    }

    fn new(shape: Shape) -> Geometry {
        let n = shape.side();
        let places: Vec<Place> = (0..shape.cells())
            .map(|i| Place {
                row: (i / n) as u8,
                col: (i % n) as u8,
                boxed: shape.box_of(i / n, i % n) as u8,
            })
            .collect();
        Geometry { places }
    }
}
