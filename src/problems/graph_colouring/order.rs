//! Which region the search colours next.

use super::ColouringBoard;

/// The order in which a board's search picks the region to colour next.
///
/// Both orders find the same colourings; they differ in how soon a dead end shows. The
/// order is chosen when the board is made, as a sudoku's cell order is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum RegionOrder {
    /// The first uncoloured region in the file's order, as a course's first program
    /// colours vertex 1, 2, 3, … .
    #[default]
    File,
    /// The most constrained region first: the uncoloured region with the fewest colours
    /// left, ties to the one with the most uncoloured neighbours, then to the first in the
    /// file. This is the "minimum remaining values" of sudoku's `mrv` order, and of a map
    /// what Brélaz's DSatur picks: the most colours already around it, then the most
    /// neighbours still to come.
    MostConstrained,
}

impl RegionOrder {
    /// Every order, in the order a switch between them goes through them.
    pub const ALL: [RegionOrder; 2] = [RegionOrder::File, RegionOrder::MostConstrained];

    /// The name used on the command line: `file` or `mrv`.
    pub fn name(self) -> &'static str {
        match self {
            RegionOrder::File => "file",
            RegionOrder::MostConstrained => "mrv",
        }
    }

    /// The order named `name` on the command line; `dsatur`, the name the colouring
    /// literature gives the most constrained order, is `mrv` too.
    pub fn from_name(name: &str) -> Option<RegionOrder> {
        if name == "dsatur" {
            return Some(RegionOrder::MostConstrained);
        }
        RegionOrder::ALL
            .into_iter()
            .find(|order| order.name() == name)
    }

    /// The order after this one: file, most constrained, and file again.
    pub fn cycled(self) -> Self {
        match self {
            RegionOrder::File => RegionOrder::MostConstrained,
            RegionOrder::MostConstrained => RegionOrder::File,
        }
    }

    /// The region `board` should colour next in this order; `None` when every region
    /// has a colour.
    pub(super) fn next_region(self, board: &ColouringBoard) -> Option<usize> {
        let regions = board.map().len();
        match self {
            // Regions are coloured in file order, so the first uncoloured one is the next.
            RegionOrder::File => (board.coloured_count() < regions).then(|| board.coloured_count()),
            RegionOrder::MostConstrained => (0..regions)
                .filter(|&region| board.colour_of(region).is_none())
                .min_by_key(|&region| {
                    (
                        board.free_colours(region).len(),
                        std::cmp::Reverse(board.uncoloured_neighbours(region)),
                    )
                }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_go_both_ways() {
        for order in RegionOrder::ALL {
            assert_eq!(RegionOrder::from_name(order.name()), Some(order));
            assert_ne!(order.cycled(), order);
        }
        assert_eq!(RegionOrder::from_name("row"), None);
        assert_eq!(
            RegionOrder::from_name("dsatur"),
            Some(RegionOrder::MostConstrained)
        );
    }
}
