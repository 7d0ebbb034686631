//! The units of the 9×9 grid as constant bit boards: one bit a cell, row-major, in a
//! `u128`, so that a row, a column, a box or every peer of a cell is one mask.
//!
//! Units are numbered as the `singles` order reads them: rows 0–8, columns 9–17, boxes
//! 18–26. Within each unit, the order of its cells (its positions) is the order of their
//! indices, so the lowest set bit of a unit's mask is its first position.

/// Cells of the grid.
pub(super) const CELLS: usize = 81;

/// Units of the grid: 9 rows, 9 columns, 9 boxes.
pub(super) const UNITS: usize = 27;

/// The row, column and box unit of `cell`.
const fn units_of(cell: usize) -> [usize; 3] {
    let (row, col) = (cell / 9, cell % 9);
    [row, 9 + col, 18 + row / 3 * 3 + col / 3]
}

/// The cells of each unit.
pub(super) const UNIT_CELLS: [u128; UNITS] = {
    let mut masks = [0u128; UNITS];
    let mut cell = 0;
    while cell < CELLS {
        let units = units_of(cell);
        let mut k = 0;
        while k < 3 {
            masks[units[k]] |= 1 << cell;
            k += 1;
        }
        cell += 1;
    }
    masks
};

/// The cells of each unit, in the order of their indices.
pub(super) const UNIT_MEMBERS: [[u8; 9]; UNITS] = {
    let mut members = [[0u8; 9]; UNITS];
    let mut count = [0usize; UNITS];
    let mut cell = 0;
    while cell < CELLS {
        let units = units_of(cell);
        let mut k = 0;
        while k < 3 {
            members[units[k]][count[units[k]]] = cell as u8;
            count[units[k]] += 1;
            k += 1;
        }
        cell += 1;
    }
    members
};

/// For each cell, its row, column and box units.
pub(super) const CELL_UNITS: [[u8; 3]; CELLS] = {
    let mut units = [[0u8; 3]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let [row, col, boxed] = units_of(cell);
        units[cell] = [row as u8, col as u8, boxed as u8];
        cell += 1;
    }
    units
};

/// For each cell, its three units as bits of a unit set.
pub(super) const CELL_UNIT_BITS: [u32; CELLS] = {
    let mut bits = [0u32; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let [row, col, boxed] = units_of(cell);
        bits[cell] = 1 << row | 1 << col | 1 << boxed;
        cell += 1;
    }
    bits
};

/// For each cell, every cell that shares a unit with it, the cell itself included.
pub(super) const PEERS: [u128; CELLS] = {
    let mut peers = [0u128; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let [row, col, boxed] = units_of(cell);
        peers[cell] = UNIT_CELLS[row] | UNIT_CELLS[col] | UNIT_CELLS[boxed];
        cell += 1;
    }
    peers
};

/// The cells of part of one unit folded into one word: the board's low word or'ed with
/// its high one, so that "one cell or none" is a test on a word.
///
/// No unit has a cell in each half at the same bit (checked below as the crate is
/// built), so the fold keeps a unit's cells apart and counts them right.
#[inline(always)]
pub(super) const fn folded(cells: u128) -> u64 {
    cells as u64 | (cells >> 64) as u64
}

const _: () = {
    let mut unit = 0;
    while unit < UNITS {
        let cells = UNIT_CELLS[unit];
        assert!(
            cells as u64 & (cells >> 64) as u64 == 0,
            "a unit folds onto itself"
        );
        unit += 1;
    }
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_unit_has_nine_cells_and_every_cell_twenty_peers() {
        assert!(UNIT_CELLS.iter().all(|m| m.count_ones() == 9));
        assert!(PEERS.iter().all(|m| m.count_ones() == 21));
        // Box 4 (unit 22) is the middle one: rows 3–5, columns 3–5.
        let middle: u128 = [30, 31, 32, 39, 40, 41, 48, 49, 50]
            .iter()
            .map(|&c| 1u128 << c)
            .sum();
        assert_eq!(UNIT_CELLS[22], middle);
        assert_eq!(CELL_UNITS[40], [4, 13, 22]);
        assert_eq!(CELL_UNIT_BITS[80], 1 << 8 | 1 << 17 | 1 << 26);
        assert_eq!(UNIT_MEMBERS[22], [30, 31, 32, 39, 40, 41, 48, 49, 50]);
        assert_eq!(UNIT_MEMBERS[9], [0, 9, 18, 27, 36, 45, 54, 63, 72]);
    }

    #[test]
    fn a_folded_unit_keeps_its_cells_apart() {
        // Column 0 has cells in both halves: 0 to 54 and 63 below, 72 above (bit 8).
        assert_eq!(folded(UNIT_CELLS[9]).count_ones(), 9);
        assert!(UNIT_CELLS.iter().all(|&m| folded(m).count_ones() == 9));
        assert_eq!(folded(1 << 63 | 1 << 72), 1 << 63 | 1 << 8);
    }
}
