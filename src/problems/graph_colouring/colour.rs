//! The colours a map is painted with: a name, a Chinese name and a letter each.

/// The most colours a map can be given.
///
/// Every map on a plane needs at most four, and a graph worth watching by hand rarely more
/// than six; eight keep a distinct English initial each, so a monochrome or ASCII board can
/// show a colour as one letter.
pub const MAX_COLOURS: usize = 8;

/// The colours' names, choice 0 first, as `solve` and `trace` print them.
const NAMES: [&str; MAX_COLOURS] = [
    "red", "green", "blue", "yellow", "orange", "purple", "cyan", "magenta",
];

/// The English name of colour `colour` (a choice from 0), such as `red`.
///
/// # Panics
///
/// When `colour` is not below [`MAX_COLOURS`]: a board never holds such a colour.
pub fn colour_name(colour: u8) -> &'static str {
    NAMES[usize::from(colour)]
}

/// The capital initial of colour `colour`'s English name, such as `R`: how a monochrome
/// or ASCII board tells colours apart.
///
/// # Panics
///
/// When `colour` is not below [`MAX_COLOURS`].
pub fn colour_letter(colour: u8) -> char {
    colour_name(colour)
        .chars()
        .next()
        .expect("BUG: a colour with an empty name")
        .to_ascii_uppercase()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_colour_has_its_own_letter() {
        let letters: String = (0..MAX_COLOURS as u8).map(colour_letter).collect();
        assert_eq!(letters, "RGBYOPCM");
        assert_eq!(colour_name(2), "blue");
    }
}
