//! The four moves of the rat, in the order the search tries them.

/// One move from a square to the square beside it: a choice of the search.
///
/// The moves are tried clockwise from east: right, down, left, up, the order of the
/// textbook maze walks that turn east, south, west, north in turn. It is a rule a
/// class can say and see on the board ("turn clockwise"), and on a maze with the start
/// at the top left and the exit at the bottom right it heads for the exit first, as a
/// student tracing a path by hand does. A move's number is its place in that order, so
/// the engine's ascending choices are exactly this order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// One column right (east): choice 0.
    Right = 0,
    /// One row down (south): choice 1.
    Down = 1,
    /// One column left (west): choice 2.
    Left = 2,
    /// One row up (north): choice 3.
    Up = 3,
}

impl Direction {
    /// Every move, in the order the search tries them.
    pub const ALL: [Direction; 4] = [
        Direction::Right,
        Direction::Down,
        Direction::Left,
        Direction::Up,
    ];

    /// The move of choice `choice`, if it is one (0 to 3).
    pub const fn from_choice(choice: u8) -> Option<Direction> {
        match choice {
            0 => Some(Direction::Right),
            1 => Some(Direction::Down),
            2 => Some(Direction::Left),
            3 => Some(Direction::Up),
            _ => None,
        }
    }

    /// Its choice: its place in [`ALL`](Direction::ALL).
    pub const fn choice(self) -> u8 {
        self as u8
    }

    /// Its English name, as breakpoints and `trace` write it: `right`, `down`, `left`,
    /// `up`.
    pub const fn name(self) -> &'static str {
        match self {
            Direction::Right => "right",
            Direction::Down => "down",
            Direction::Left => "left",
            Direction::Up => "up",
        }
    }

    /// Its letter in a path written on one line (`RRDDLD`): `R`, `D`, `L`, `U`, as the
    /// rat-in-a-maze exercises print their paths.
    pub const fn letter(self) -> char {
        match self {
            Direction::Right => 'R',
            Direction::Down => 'D',
            Direction::Left => 'L',
            Direction::Up => 'U',
        }
    }

    /// The move back: the one that undoes this one.
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::Right => Direction::Left,
            Direction::Down => Direction::Up,
            Direction::Left => Direction::Right,
            Direction::Up => Direction::Down,
        }
    }

    /// The change in row and in column the move makes.
    pub const fn offset(self) -> (isize, isize) {
        match self {
            Direction::Right => (0, 1),
            Direction::Down => (1, 0),
            Direction::Left => (0, -1),
            Direction::Up => (-1, 0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn choices_are_the_clockwise_order() {
        for (choice, direction) in (0..).zip(Direction::ALL) {
            assert_eq!(direction.choice(), choice);
            assert_eq!(Direction::from_choice(choice), Some(direction));
            let (dr, dc) = direction.offset();
            let (br, bc) = direction.opposite().offset();
            assert_eq!((dr + br, dc + bc), (0, 0), "{direction:?}");
        }
        assert_eq!(Direction::from_choice(4), None);
        let letters: String = Direction::ALL.iter().map(|d| d.letter()).collect();
        assert_eq!(letters, "RDLU");
    }
}
