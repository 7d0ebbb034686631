//! The order the knight's moves are tried in, and how a move is written as a choice of the
//! search so that the search tries them in that order.

use crate::problems::Choice;

/// The order in which the search tries the knight's moves from the square it stands on.
///
/// Both orders try the same moves and find the same tours, in another order; they differ
/// in how soon a tour is found. The fixed order follows [`KNIGHT_MOVES`] and may wander
/// into a corner it cannot leave, to find out much later; Warnsdorff's rule goes first
/// where fewest moves lead on, so that the squares hardest to reach are visited while
/// they still can be. It is the lesson of sudoku's `mrv` order: the most constrained
/// choice first.
///
/// [`KNIGHT_MOVES`]: super::KNIGHT_MOVES
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum MoveOrder {
    /// The moves in the order of [`KNIGHT_MOVES`](super::KNIGHT_MOVES), clockwise from two
    /// up and one right, as the classic programs' `dx`/`dy` tables list them.
    #[default]
    Fixed,
    /// Warnsdorff's rule (1823): the move to the square with the fewest onward moves (its
    /// unvisited squares a knight's move away) first, ties in the fixed order, so that
    /// the search is the same every time.
    Warnsdorff,
}

impl MoveOrder {
    /// Every order, in the order a switch between them goes through them.
    pub const ALL: [MoveOrder; 2] = [MoveOrder::Fixed, MoveOrder::Warnsdorff];

    /// Every order as the command line offers it (`--order`): its name and what it does,
    /// in the order of [`ALL`](MoveOrder::ALL).
    pub const CHOICES: &[Choice] = &[
        Choice {
            name: "fixed",
            help: "The knight's eight moves clockwise from two up and one right",
        },
        Choice {
            name: "warnsdorff",
            help: "The move to the square with the fewest onward moves first (Warnsdorff's rule)",
        },
    ];

    /// The name used on the command line: `fixed` or `warnsdorff`.
    pub fn name(self) -> &'static str {
        match self {
            MoveOrder::Fixed => "fixed",
            MoveOrder::Warnsdorff => "warnsdorff",
        }
    }

    /// The order named `name` on the command line.
    pub fn from_name(name: &str) -> Option<MoveOrder> {
        MoveOrder::ALL
            .into_iter()
            .find(|order| order.name() == name)
    }

    /// The order after this one: fixed, Warnsdorff, and fixed again.
    pub fn cycled(self) -> Self {
        match self {
            MoveOrder::Fixed => MoveOrder::Warnsdorff,
            MoveOrder::Warnsdorff => MoveOrder::Fixed,
        }
    }

    /// The choice of the search that stands for the move of direction `direction` (0 to
    /// 7) to a square with `onward` onward moves (0 to 7).
    ///
    /// The search tries a slot's choices in ascending order, so the order is written into
    /// the choices themselves: in the fixed order a choice is the direction; in
    /// Warnsdorff's it is `onward * 8 + direction`, so that fewer onward moves come first
    /// and ties go to the fixed order. A square the knight can land on is a knight's move
    /// from the square it stands on, which is visited, so it has at most 7 onward moves
    /// and the choice stays under 64.
    #[inline]
    pub const fn choice(self, direction: u8, onward: u8) -> u8 {
        match self {
            MoveOrder::Fixed => direction,
            MoveOrder::Warnsdorff => onward * 8 + direction,
        }
    }
}

/// The direction (a place in [`KNIGHT_MOVES`](super::KNIGHT_MOVES)) of the move a choice
/// of the search stands for, in either order.
#[inline]
pub const fn direction(choice: u8) -> usize {
    (choice % 8) as usize
}

/// The onward moves a choice of a search in Warnsdorff's order counted for its square
/// when the choice was made (0 for every choice of the fixed order).
#[inline]
pub const fn onward(choice: u8) -> usize {
    (choice / 8) as usize
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_go_both_ways_and_every_choice_is_an_order() {
        for order in MoveOrder::ALL {
            assert_eq!(MoveOrder::from_name(order.name()), Some(order));
            assert_ne!(order.cycled(), order);
        }
        assert_eq!(MoveOrder::from_name("mrv"), None);
        let names: Vec<&str> = MoveOrder::CHOICES.iter().map(|c| c.name).collect();
        let all: Vec<&str> = MoveOrder::ALL.iter().map(|o| o.name()).collect();
        assert_eq!(names, all);
    }

    #[test]
    fn fewer_onward_moves_sort_first_and_ties_keep_the_fixed_order() {
        let warnsdorff = MoveOrder::Warnsdorff;
        assert!(warnsdorff.choice(7, 1) < warnsdorff.choice(0, 2));
        assert!(warnsdorff.choice(2, 3) < warnsdorff.choice(5, 3));
        assert_eq!(warnsdorff.choice(7, 7), 63);
        for (direction, onward_moves) in [(0, 0), (3, 5), (7, 7)] {
            let choice = warnsdorff.choice(direction, onward_moves);
            assert_eq!(super::direction(choice), usize::from(direction));
            assert_eq!(onward(choice), usize::from(onward_moves));
        }
        assert_eq!(MoveOrder::Fixed.choice(5, 3), 5);
        assert_eq!(super::direction(5), 5);
    }
}
