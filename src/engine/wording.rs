//! The words a problem writes a breakpoint's slot and choice with, in one language.
//!
//! The engine and the problems know only English (`row5=3`, `SA=red`); a screen in
//! another language shows other words for the same things (`行`, `红`). A [`Wording`] is
//! the list of them the app gives: each English word of the problem's forms with the
//! word its screen shows, so that a breakpoint is read in the words the class sees and
//! told back in them, while the core still knows no language.

/// The words of one language for the English words of a problem's forms of a slot.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Wording {
    /// Each English word with the language's, as the screen shows it.
    words: Vec<(&'static str, &'static str)>,
}

impl Wording {
    /// The English words: every word as the forms write it.
    pub fn english() -> Wording {
        Wording::default()
    }

    /// The words of a language, each `(english, shown)`.
    pub fn new(words: Vec<(&'static str, &'static str)>) -> Wording {
        Wording { words }
    }

    /// The word this language shows for `english`, else `english` itself.
    pub fn word(&self, english: &'static str) -> &'static str {
        (self.words.iter())
            .find(|(word, _)| *word == english)
            .map_or(english, |&(_, shown)| shown)
    }

    /// Every way `english` may be written: itself, then its word in each of `wordings`.
    pub fn each(english: &'static str, wordings: &[Wording]) -> Vec<&'static str> {
        let mut words = vec![english];
        for wording in wordings {
            let word = wording.word(english);
            if !words.contains(&word) {
                words.push(word);
            }
        }
        words
    }
}

/// `text` with the full-width forms a Chinese input method types (`＝`, `（`, `，`,
/// `５`) made the ASCII ones the forms are written with.
pub fn half_width(text: &str) -> String {
    text.chars()
        .map(|c| match u32::from(c) {
            code @ 0xFF01..=0xFF5E => char::from_u32(code - 0xFEE0).unwrap_or(c),
            _ => c,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_is_its_languages_or_english() {
        let chinese = Wording::new(vec![("row", "行"), ("red", "红")]);
        assert_eq!(chinese.word("row"), "行");
        assert_eq!(chinese.word("cell"), "cell");
        assert_eq!(Wording::english().word("row"), "row");
        let taiwan = Wording::new(vec![("red", "紅")]);
        assert_eq!(
            Wording::each("red", &[chinese, taiwan, Wording::english()]),
            ["red", "红", "紅"]
        );
        assert_eq!(half_width("SA＝红（５，１）"), "SA=红(5,1)");
    }
}
