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

/// For each cell, its band (its three rows), its column and its stack (its three
/// columns), looked up rather than divided out.
const BAND_COLUMN_STACK: [[u8; 3]; CELLS] = {
    let mut places = [[0u8; 3]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        places[cell] = [(cell / 27) as u8, (cell % 9) as u8, (cell % 9 / 3) as u8];
        cell += 1;
    }
    places
};

/// For each cell, the cells of its column outside its band (its three rows).
const COLUMN_OUTSIDE_BAND: [u128; CELLS] = {
    let mut cells = [0u128; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let [_, col, _] = units_of(cell);
        let band = cell / 27;
        cells[cell] = UNIT_CELLS[col] & !(0x7ff_ffff << (27 * band));
        cell += 1;
    }
    cells
};

/// For each set of 9 bits, its three 3-bit groups with a bit set, as bits 0–2; indexed
/// by the set, so that a lookup replaces a dozen shifts.
const GROUPS: [u8; 512] = {
    let mut groups = [0u8; 512];
    let mut bits = 0;
    while bits < 512 {
        let mut group = 0;
        while group < 3 {
            if bits >> (3 * group) & 7 != 0 {
                groups[bits] |= 1 << group;
            }
            group += 1;
        }
        bits += 1;
    }
    groups
};

/// For each set of rows, bits 0–8, the boxes of column 0 that hold them: bits 0, 3, 6.
const ROW_BOXES: [u8; 512] = {
    let mut boxes = [0u8; 512];
    let mut rows = 0;
    while rows < 512 {
        let bands = GROUPS[rows];
        boxes[rows] = bands & 1 | (bands & 2) << 2 | (bands & 4) << 4;
        rows += 1;
    }
    boxes
};

/// The units that hold any of `cells`, which are all peers of `cell`, one bit a unit.
///
/// Worked out with no loop over the cells, so no branch that depends on how many there
/// are: the rows, columns and boxes of those in the cell's band come from the band's
/// three rows, 9 bits each; the others are in the cell's column, and a multiplication
/// gathers their rows, 9 bits apart, into one byte.
#[inline(always)]
pub(super) fn units_holding(cell: usize, cells: u128) -> u32 {
    let [band, col, stack] = BAND_COLUMN_STACK[cell].map(u32::from);
    let rows = (cells >> (27 * band)) as u32 & 0x7ff_ffff;
    let [first, second, third] = [rows & 0x1ff, rows >> 9 & 0x1ff, rows >> 18];
    let band_rows =
        u32::from(first != 0) | u32::from(second != 0) << 1 | u32::from(third != 0) << 2;
    let band_cols = first | second | third;
    // Row k's cell of the column at bit 9k: rows 0–7 in the low word, row 8 at bit 72.
    // Each bit 9k times 2^(56 - 8k) lands on bit 56 + k, and no two products meet.
    let column = (cells & COLUMN_OUTSIDE_BAND[cell]) >> col;
    let gathered = (column as u64).wrapping_mul(0x0101_0101_0101_0101) >> 56;
    let other_rows = gathered as u32 | ((column >> 72) as u32 & 1) << 8;
    let cols = band_cols | u32::from(column != 0) << col;
    let stack_boxes = u32::from(ROW_BOXES[other_rows as usize]) << stack;
    let band_boxes = u32::from(GROUPS[band_cols as usize]) << (3 * band);
    band_rows << (3 * band) | other_rows | cols << 9 | (band_boxes | stack_boxes) << 18
}

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

    #[test]
    fn the_units_holding_peers_are_those_of_each_peer() {
        let units = |cells: u128| -> u32 {
            (0..CELLS)
                .filter(|&c| cells >> c & 1 != 0)
                .fold(0, |all, c| all | CELL_UNIT_BITS[c])
        };
        for cell in 0..CELLS {
            let peers = PEERS[cell] & !(1u128 << cell);
            assert_eq!(units_holding(cell, 0), 0, "cell {cell}");
            assert_eq!(units_holding(cell, peers), units(peers), "cell {cell}");
            // Each peer, and every pair: the parts meet without carries.
            let list: Vec<u128> = (0..CELLS)
                .filter(|&c| peers >> c & 1 != 0)
                .map(|c| 1 << c)
                .collect();
            assert_eq!(list.len(), 20);
            // The column's six cells outside the band, gathered by one multiplication:
            // every subset of them.
            let outside: Vec<u128> = list
                .iter()
                .copied()
                .filter(|&a| a & COLUMN_OUTSIDE_BAND[cell] != 0)
                .collect();
            assert_eq!(outside.len(), 6);
            for subset in 0..64u32 {
                let cells = (0..6)
                    .filter(|k| subset >> k & 1 != 0)
                    .fold(0, |cells, k| cells | outside[k]);
                assert_eq!(units_holding(cell, cells), units(cells), "cell {cell}");
            }
            for (k, &a) in list.iter().enumerate() {
                assert_eq!(units_holding(cell, a), units(a), "cell {cell}, {a:x}");
                for &b in &list[k + 1..] {
                    assert_eq!(units_holding(cell, a | b), units(a | b), "cell {cell}");
                }
            }
        }
    }
}
