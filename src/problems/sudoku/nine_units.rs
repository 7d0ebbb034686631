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

/// For each cell, a one in the nibble of each of its three units: unit `u`'s count is
/// bits `4u` to `4u + 3` of a board of counts (see [`places_lost`]).
pub(super) const CELL_UNIT_NIBBLES: [u128; CELLS] = {
    let mut nibbles = [0u128; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        let [row, col, boxed] = units_of(cell);
        nibbles[cell] = 1 << (4 * row) | 1 << (4 * col) | 1 << (4 * boxed);
        cell += 1;
    }
    nibbles
};

/// The lowest bit of every unit's nibble.
pub(super) const UNIT_NIBBLE_LOWS: u128 = {
    let mut lows = 0u128;
    let mut unit = 0;
    while unit < UNITS {
        lows |= 1 << (4 * unit);
        unit += 1;
    }
    lows
};

/// For each cell, its band (its three rows), its column, its stack (its three columns)
/// and its row within the band, looked up rather than divided out.
const BAND_COLUMN_STACK: [[u8; 4]; CELLS] = {
    let mut places = [[0u8; 4]; CELLS];
    let mut cell = 0;
    while cell < CELLS {
        places[cell] = [
            (cell / 27) as u8,
            (cell % 9) as u8,
            (cell % 9 / 3) as u8,
            (cell / 9 % 3) as u8,
        ];
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

/// For each set of 9 bits (cells of a line, in order), the cells as counts of one, four
/// bits apart (bit `k` at bit `4k`), and above them, from bit 36, the count in each
/// group of three (the line's cells in each box), again four bits apart.
const LINE_COUNTS: [u64; 512] = {
    let mut counts = [0u64; 512];
    let mut bits = 0;
    while bits < 512 {
        let mut k = 0;
        while k < 9 {
            let bit = (bits as u64) >> k & 1;
            counts[bits] += bit << (4 * k) | bit << (36 + 4 * (k / 3));
            k += 1;
        }
        bits += 1;
    }
    counts
};

/// The counts of one per cell in [`LINE_COUNTS`]' entries.
const CELL_COUNTS: u64 = (1 << 36) - 1;

/// For each set of a box's cells (bit `3i + j` for row `i`, column `j` of the box), the
/// count in each of its rows, four bits apart, and from bit 12 the count in each of its
/// columns, four bits apart.
const BOX_COUNTS: [u32; 512] = {
    let mut counts = [0u32; 512];
    let mut bits = 0;
    while bits < 512 {
        let mut k = 0;
        while k < 9 {
            let bit = (bits as u32) >> k & 1;
            counts[bits] += bit << (4 * (k / 3)) | bit << (12 + 4 * (k % 3));
            k += 1;
        }
        bits += 1;
    }
    counts
};

/// How many of `cells` each unit holds, a count of 0 to 9 in each unit's nibble (bits
/// `4u` to `4u + 3`, rows then columns then boxes), with no loop over the cells.
///
/// `cells` are peers of `cell`, not the cell itself. The counts of the cell's own row,
/// column and box may come out short (the caller has no use for them), never long; every
/// other unit's count is exact. The parts: the cells in the cell's band come from the
/// band's three rows, 9 bits each, and those in its column outside the band are gathered
/// by one multiplication; tables turn the cell's row, its column and its box into
/// counts by unit.
#[inline(always)]
pub(super) fn places_lost(cell: usize, cells: u128) -> u128 {
    let [band, col, stack, row] = BAND_COLUMN_STACK[cell].map(u32::from);
    let rows = (cells >> (27 * band)) as u32 & 0x7ff_ffff;
    // The cell's row, by column; and its box, the band's three rows' cells in the
    // stack, 9 apart, brought together.
    let own_row = rows >> (9 * row) & 0x1ff;
    let in_box = rows >> (3 * stack) & 0o7_007_007;
    let in_box = (in_box | in_box >> 6 | in_box >> 12) & 0x1ff;
    // Row k's cell of the column at bit 9k: rows 0–7 in the low word, row 8 at bit 72.
    // Each bit 9k times 2^(56 - 8k) lands on bit 56 + k, and no two products meet.
    let column = (cells & COLUMN_OUTSIDE_BAND[cell]) >> col;
    let gathered = (column as u64).wrapping_mul(0x0101_0101_0101_0101) >> 56;
    let other_rows = gathered as usize | ((column >> 72) as usize & 1) << 8;
    let (across, down) = (LINE_COUNTS[own_row as usize], LINE_COUNTS[other_rows]);
    let boxed = u64::from(BOX_COUNTS[in_box as usize]);
    // Rows: outside the band, the column's cell in each; inside, the box's cells.
    let row_counts = down & CELL_COUNTS | (boxed & 0xfff) << (12 * band);
    // Columns: outside the stack, the row's cell in each; inside, the box's cells.
    let stack_cols = 0xfff << (12 * stack);
    let col_counts = across & CELL_COUNTS & !stack_cols | (boxed >> 12) << (12 * stack);
    // Boxes: those of the band, the row's cells in each; those of the stack, the
    // column's, whose counts by band are spread to boxes three apart.
    let per_band = down >> 36;
    let stack_boxes = per_band & 0xf | (per_band & 0xf0) << 8 | (per_band & 0xf00) << 16;
    let box_counts = (across >> 36) << (12 * band) | stack_boxes << (4 * stack);
    u128::from(row_counts) | u128::from(col_counts) << 36 | u128::from(box_counts) << 72
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
        assert_eq!(CELL_UNIT_NIBBLES[80], 1 << 32 | 1 << 68 | 1 << 104);
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

    /// Each unit's count of `cells`, one cell at a time.
    fn counted(cells: u128) -> u128 {
        (0..CELLS)
            .filter(|&c| cells >> c & 1 != 0)
            .map(|c| CELL_UNIT_NIBBLES[c])
            .sum()
    }

    /// The nibbles of the units other than `cell`'s own: those `places_lost` gets exact.
    fn others(cell: usize) -> u128 {
        !(CELL_UNIT_NIBBLES[cell] * 15)
    }

    #[test]
    fn the_places_lost_are_counted_unit_by_unit() {
        // A small generator of the peers' subsets, the same at every run.
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for cell in 0..CELLS {
            let peers = PEERS[cell] & !(1u128 << cell);
            let list: Vec<u128> = (0..CELLS)
                .filter(|&c| peers >> c & 1 != 0)
                .map(|c| 1 << c)
                .collect();
            assert_eq!(list.len(), 20);
            let mut subsets = vec![0, peers];
            subsets.extend(list.iter().copied());
            for (k, &a) in list.iter().enumerate() {
                subsets.extend(list[k + 1..].iter().map(|&b| a | b));
            }
            subsets.extend((0..2000).map(|_| {
                let pick = next();
                (0..20)
                    .filter(|k| pick >> k & 1 != 0)
                    .fold(0, |cells, k| cells | list[k])
            }));
            for cells in subsets {
                let (got, want) = (places_lost(cell, cells), counted(cells));
                assert_eq!(
                    got & others(cell),
                    want & others(cell),
                    "cell {cell}, {cells:x}"
                );
                // The cell's own units: never more than they hold, nibble by nibble.
                for unit in CELL_UNITS[cell] {
                    let nibble = |counts: u128| counts >> (4 * unit) & 15;
                    assert!(nibble(got) <= nibble(want), "cell {cell}, unit {unit}");
                }
            }
        }
    }
}
