//! Where a search from the queens placed by hand starts: the rows above the first empty
//! row are given, as the tutorial's `putQueen(x)` would have left them; a queen below
//! that row is left out, and given rows whose queens attack each other are refused.
//!
//! Pure: the screen says what this finds, and the tests check it.

/// What a search from the placed queens would start from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchStart {
    /// The columns of the queens of the rows given, from row 0 down.
    pub given: Vec<usize>,
    /// The queens below the first empty row, (row, column): the search does not keep
    /// them.
    pub ignored: Vec<(usize, usize)>,
    /// Two queens of the given rows that attack each other, the first such pair: the
    /// search cannot start from them.
    pub clash: Option<((usize, usize), (usize, usize))>,
}

impl SearchStart {
    /// The start from `queens`, the column of each row's queen, if it has one.
    pub fn of(queens: &[Option<usize>]) -> SearchStart {
        let given: Vec<usize> = queens.iter().map_while(|&queen| queen).collect();
        let ignored = queens
            .iter()
            .enumerate()
            .skip(given.len())
            .filter_map(|(row, &queen)| queen.map(|col| (row, col)))
            .collect();
        let clash = given.iter().enumerate().find_map(|(r1, &c1)| {
            given[r1 + 1..]
                .iter()
                .enumerate()
                .map(|(k, &c2)| (r1 + 1 + k, c2))
                .find(|&(r2, c2)| c1 == c2 || c1.abs_diff(c2) == r2 - r1)
                .map(|second| ((r1, c1), second))
        });
        SearchStart {
            given,
            ignored,
            clash,
        }
    }

    /// The row the search starts on: the first empty row.
    pub fn first_row(&self) -> usize {
        self.given.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rows_above_the_first_empty_row_are_given() {
        let start = SearchStart::of(&[Some(0), Some(4), None, Some(5), None]);
        assert_eq!(start.given, [0, 4]);
        assert_eq!(start.ignored, [(3, 5)]);
        assert_eq!(start.clash, None);
        assert_eq!(start.first_row(), 2);
        let empty = SearchStart::of(&[None, Some(2), None, None]);
        assert_eq!((empty.given.len(), empty.ignored), (0, vec![(1, 2)]));
    }

    #[test]
    fn given_rows_that_attack_each_other_are_a_clash() {
        // The tutorial's (0,0), then (1,3), then (2,4) on (1,3)'s diagonal.
        let start = SearchStart::of(&[Some(0), Some(3), Some(4)]);
        assert_eq!(start.clash, Some(((1, 3), (2, 4))));
        let column = SearchStart::of(&[Some(0), Some(3), Some(0)]);
        assert_eq!(column.clash, Some(((0, 0), (2, 0))));
    }
}
