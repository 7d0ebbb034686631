//! The ids of the colouring board's words, each a message of the catalogue: the
//! pseudo-code's words, the heading, the colours' names, the stack's, the log's and the
//! panel's. The regions' names are the map's own, as its file or preset gives them. The
//! messages are in the colouring's own Fluent files beside this one (`words/*.ftl`).

use crate::app::Lang;
use crate::app::words::catalogued::Catalogued;
use crate::app::words::{Id, words};
use crate::problems::ColouringBoard;
use crate::problems::graph_colouring::{MAX_COLOURS, colour_letter};

words! {
    /// The word that may come before a map's region in a breakpoint, `region SA=red`.
    SLOT_REGION = "slot-word-region";
    /// The pseudo-code's test that the colouring is complete, between `if ` and `:`.
    CODE_EVERY_REGION_COLOURED = "colouring-code-every-region-coloured";
    /// The pseudo-code's output line, before `; return` or `; return true`.
    CODE_OUTPUT = "colouring-code-output";
    /// The pseudo-code's test of a colour, between `if ` and `:`: {0} and {1} the code's
    /// names of the region and the colour.
    CODE_NO_NEIGHBOUR_HAS = "colouring-code-no-neighbour-has" (region, colour);
    /// The pseudo-code's recursive call, inside `colour(…)`.
    CODE_NEXT_REGION = "colouring-code-next-region";
    /// The pseudo-code's undo line, after `region = `.
    CODE_NO_COLOUR = "colouring-code-no-colour";
    /// The heading over the board: {0} how many regions, {1} how many colours.
    HEADING = "colouring-heading" (regions, colours);
    /// After the heading when the most constrained region is coloured first.
    MOST_CONSTRAINED = "colouring-most-constrained";
    /// A colour's name, choice 0.
    RED = "colouring-red";
    /// A colour's name, choice 1.
    GREEN = "colouring-green";
    /// A colour's name, choice 2.
    BLUE = "colouring-blue";
    /// A colour's name, choice 3.
    YELLOW = "colouring-yellow";
    /// A colour's name, choice 4.
    ORANGE = "colouring-orange";
    /// A colour's name, choice 5.
    PURPLE = "colouring-purple";
    /// A colour's name, choice 6.
    CYAN = "colouring-cyan";
    /// A colour's name, choice 7.
    MAGENTA = "colouring-magenta";
    /// The stack's top call at a solution, after `colour(-): `.
    OUTPUT = "colouring-output";
    /// A stack frame's colours tried: {0} their letters.
    TRIED = "colouring-tried" (colours);
    /// The log: a colour refused at the region coloured: {0} its name, {1} that region,
    /// {2} the neighbour that holds it.
    REFUSED_AT = "colouring-refused-at" (colour, region, neighbour);
    /// The log at a removal: {0} the colour's name, {1} the region.
    TAKE_OFF = "colouring-take-off" (colour, region);
    /// The log at a solution: {0} its count, {1} each region with its colour's letter.
    SOLUTION = "colouring-solution" (count, letters);
    /// The panel's title once every region has a colour.
    ALL_COLOURED = "colouring-all-coloured";
    /// The panel's title: {0} the region coloured next.
    NEXT = "colouring-next" (region);
    /// The panel's line of a colour refused at the region coloured next: {0} the
    /// neighbour that holds it.
    REFUSED = "colouring-refused" (neighbour);
    /// The panel's line of a colour free at the region coloured next.
    FREE = "colouring-free";
    // The quiz: the question over the slot being filled and why a choice is refused.
    /// The colouring's question: {0} the region being coloured.
    QUIZ_COLOURING_ASK = "quiz-colouring-ask" (region);
    /// Why a colour is refused: {0} its letter, {1} the neighbour that has it.
    QUIZ_COLOURING_NEIGHBOUR = "quiz-colouring-neighbour" (colour, region);
}

/// The colours' names, choice 0 first, as the problem's colours are numbered.
pub(super) const COLOUR_NAMES: [Id; crate::problems::graph_colouring::MAX_COLOURS] =
    [RED, GREEN, BLUE, YELLOW, ORANGE, PURPLE, CYAN, MAGENTA];

/// The graph colouring's messages in each language, from its own Fluent files.
impl Catalogued for ColouringBoard {
    const WORDS: &'static [(Lang, &'static str)] = &[
        (Lang::En, include_str!("words/en.ftl")),
        (Lang::Zh, include_str!("words/zh-CN.ftl")),
        (Lang::ZhTw, include_str!("words/zh-TW.ftl")),
    ];

    const CODE_NAMES: &'static [&'static str] = &[
        "colour", "region", "if", "for", "in", "return", "true", "false",
    ];

    /// Its code's names, and the map's own: its regions' names, as its file or preset
    /// writes them, and the colours' letters (the stack's `RG`), glyphs in every language.
    fn keeps(&self, word: &str) -> bool {
        let letters = || (0..MAX_COLOURS as u8).map(colour_letter);
        Self::CODE_NAMES.contains(&word)
            || self
                .map()
                .regions()
                .iter()
                .any(|region| region.name == word)
            || word.chars().all(|c| letters().any(|letter| letter == c))
    }
}
